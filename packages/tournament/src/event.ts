/**
 * The event log of a tournament. Every decision of the director is one appended event with
 * who made it and when; nothing is ever edited or removed. The state, the standings and the
 * flags are pure functions of this log (`replay`), so any screen or printout can be rebuilt
 * from it and a correction is itself an event, not a change to an old one.
 */
import type { TournamentConfig } from './config.js';
import type { SeatingOrder } from './movements/seating.js';
import type { EntrantId, Pairing } from './pairing.js';

/** Who and when, on every event. */
export interface Stamp {
  /** ISO-8601 instant. */
  readonly at: string;
  /** The director or the system account that acted. */
  readonly by: string;
}

/**
 * One player as the director registers them: surname and first name apart, so that a surname
 * of several words ("De Luca", "Di Stefano") sorts and prints whole, with the federation's data
 * that an import brings (club, region, category, membership number).
 */
export interface Person {
  readonly surname: string;
  readonly firstName: string;
  /** The federation's membership number (tessera). */
  readonly membership?: string;
  readonly club?: string;
  readonly region?: string;
  readonly category?: string;
  /** Further columns of an import, by header, for prize groups. */
  readonly extra?: Readonly<Record<string, string>>;
}

export interface EntrantRecord {
  readonly id: EntrantId;
  /**
   * One name for an individual or a single, two for a pair, four or more for a team, as shown
   * on every screen and paper: "First Surname". Logs written before `people` existed hold only
   * these strings, and still replay.
   */
  readonly players: readonly string[];
  /** The same players with their data, one per name of `players`, in the same order. */
  readonly people?: readonly Person[];
}

/**
 * How round 1 was seated (S40-CdG art. 2, BUR-CH art. 2): registration order, the director's
 * list, or a draw whose seed is published so that anyone can replay it.
 */
export type SeatingMethod = SeatingOrder;

/** The nature of a correction decides whether it is allowed (S40-CdG art. 24, BUR-CH art. 21). */
export type CorrectionKind = 'calculation' | 'inverted' | 'other';

export type SanctionLevel = 'caution' | 'warning' | 'expulsion';

/**
 * What the other seats of the table get when the director assigns one entrant's score:
 * - `played`: the table has a result and the others keep their scores as played;
 * - `own`: the table has no result and each other seat gets its own assigned score, by a
 *   command of its own (the table is complete once every seat has one);
 * - `walkover`: the table has no result and the other sides, present, get the score of a match
 *   won by walkover (BUR-CH art. 47-48, arbitral.ts).
 */
export type AssignedOthers = 'played' | 'own' | 'walkover';

/** One hand's MP on the score sheet: one figure per side (lines) or per player (Scala 40). */
export type HandScores = readonly number[];

export type TournamentEventBody =
  | { readonly type: 'created'; readonly config: TournamentConfig }
  | {
      readonly type: 'registered';
      readonly entrant: EntrantRecord;
      /** Minutes late, for an entry once round 1 has started (S40-CdG art. 26, BUR-CH art. 48). */
      readonly lateMinutes?: number;
    }
  /** Seats a late entrant at an incomplete table of the round being played. */
  | {
      readonly type: 'late-seated';
      readonly round: number;
      readonly table: number;
      readonly entrant: EntrantId;
      /** Burraco: the resting pair the late pair now plays against, at a new table. */
      readonly joins?: EntrantId;
      readonly minutes: number;
    }
  | {
      readonly type: 'withdrawn';
      readonly entrant: EntrantId;
      /** The round during which the entrant left, or the first round it will not play. */
      readonly round: number;
      readonly during: boolean;
      readonly reason: string;
    }
  | {
      readonly type: 'round-paired';
      readonly pairing: Pairing;
      /** Round 1 only. */
      readonly seating?: SeatingMethod;
      /** The seeding or Berger order of a knockout or round-robin phase, at its first round. */
      readonly phaseOrder?: readonly EntrantId[];
    }
  | {
      readonly type: 'result-entered';
      readonly round: number;
      readonly table: number;
      readonly hands: readonly HandScores[];
      /** Entrants who signed the score sheet (S40-CdG art. 23, BUR-CH art. 20). */
      readonly signedBy: readonly EntrantId[];
    }
  | {
      readonly type: 'result-corrected';
      readonly round: number;
      readonly table: number;
      readonly hands: readonly HandScores[];
      readonly kind: CorrectionKind;
      /** Entrants of the table who agree (an inverted score needs the whole table). */
      readonly agreedBy: readonly EntrantId[];
      readonly reason: string;
    }
  /** Late arrival at the start of a round (BUR-CH art. 48). */
  | {
      readonly type: 'arrived-late';
      readonly round: number;
      readonly entrant: EntrantId;
      readonly minutes: number;
    }
  | {
      readonly type: 'sanctioned';
      readonly round: number;
      readonly entrant: EntrantId;
      readonly player: string;
      readonly level: SanctionLevel;
      /** The breach, in the director's words; equal breaches are compared by this text. */
      readonly breach: string;
      readonly article: string;
    }
  /** Any MP or VP penalty or adjusted score the director decides, with reason and article. */
  | {
      readonly type: 'penalized';
      readonly round: number;
      readonly entrant: EntrantId;
      /** MP taken from the entrant's score in the round (Scala 40: negative points added). */
      readonly mp: number;
      /** VP taken from the general standings. */
      readonly vp: number;
      readonly reason: string;
      readonly article: string;
    }
  | {
      readonly type: 'score-assigned';
      readonly round: number;
      readonly entrant: EntrantId;
      readonly vp: number;
      readonly mp: number;
      readonly reason: string;
      readonly article: string;
      /**
       * What the rest of the table gets (see `AssignedOthers`). Logs written before it existed
       * hold no `others`: those assignments keep the meaning they had when recorded, the whole
       * table a walkover (apply-event.ts).
       */
      readonly others?: AssignedOthers;
      /** The entrant's table in the round, when seated at one. */
      readonly table?: number;
    }
  /**
   * A ruling given at a table from the arbitro's catalogue (@tavolo/rulings): the situation,
   * the answers that decided it and the ruling as read to the table. Its consequences for the
   * record (a sanction, a penalty) are the `consequences` events that follow it, recorded with
   * it by the same command and voided with it (void.ts).
   */
  | {
      readonly type: 'ruled';
      readonly round: number;
      readonly table: number;
      readonly entrant: EntrantId;
      readonly player?: string;
      /** The catalogue entry's id and the answers given to its questions. */
      readonly entry: string;
      readonly answers: Readonly<Record<string, string>>;
      readonly article: string;
      /** The ruling in the words the table heard. */
      readonly ruling: string;
      readonly consequences: number;
    }
  /** The official publication of a round's results: the correction period starts. */
  | { readonly type: 'round-published'; readonly round: number }
  /** The organizer's order for entrants still tied after every other tie-break. */
  | { readonly type: 'tie-order-set'; readonly order: readonly EntrantId[] }
  /**
   * Takes back the decision recorded at `target` (its 1-based place in the log): the state is
   * then that of the log without it (void.ts). The voided event stays in the log.
   */
  | { readonly type: 'voided'; readonly target: number; readonly reason: string };

/**
 * Who and when, and the doubts the director confirmed before the event was recorded
 * (confirm.ts): an unlikely result, a name like one already registered.
 */
export type TournamentEvent = TournamentEventBody &
  Stamp & { readonly confirmed?: readonly string[] };

export type TournamentEventType = TournamentEvent['type'];
