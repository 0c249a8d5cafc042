/**
 * The event's club separation (`config.separate`: `club` or `region`) applied to a round's
 * pairing, movement by movement (movements/separation.ts does the swapping):
 *
 * - the seating of round 1 (registration order or draw), for Danish and tables by standings:
 *   swaps anywhere in the room, since the order has no standing behind it;
 * - Danish after round 1: swaps with the next or previous table (two at most), inside the
 *   Danish group, adding no rematch of the previous round;
 * - Scala 40 tables by standings after round 1: swaps with the next or previous table, adding
 *   no meeting of an earlier round;
 * - Mitchell: the seating that starts the phase, against every meeting of the phase;
 * - kept as given: the director's own seating list (a deliberate choice), the round robin,
 *   whose group meets all its members whatever the order, and the knockout bracket.
 *
 * An entrant's clubs are those of its players (`Person.club`, `Person.region`), compared
 * without case or accents; an entrant registered without them is of no club.
 */
import type { Movement } from './config.js';
import type { SeatingMethod } from './event.js';
import { foldText } from './fold-text.js';
import { meetingsOf } from './movements/meetings.js';
import { mitchell } from './movements/mitchell.js';
import { type Separation, separatePhase, separateTables } from './movements/separation.js';
import type { EntrantId, Meeting, Pairing, PairingInput, TableSeating } from './pairing.js';
import { type TournamentState, activeEntrants } from './state.js';

/** Where the round stands in its phase, and what its movement was given. */
export interface SeparationContext {
  readonly round: number;
  readonly seating: SeatingMethod | undefined;
  readonly phase: {
    readonly first: number;
    readonly rounds: number;
    readonly roundInPhase: number;
  };
  readonly history: PairingInput['history'];
  readonly byeHistory: PairingInput['byeHistory'];
}

/** Seats a Mitchell swap may reach: a few tables each way, so the seating stays recognizable. */
const PHASE_REACH = 12;

const separationOf = (state: TournamentState): Separation | null => {
  const by = state.config.separate;
  if (!by) return null;
  const groups = new Map<EntrantId, readonly string[]>();
  for (const e of state.entrants) {
    const values = (e.people ?? []).flatMap((p) => {
      const value = p[by];
      return value === undefined || value.trim() === '' ? [] : [foldText(value)];
    });
    if (values.length > 0) groups.set(e.id, [...new Set(values)]);
  }
  return groups.size === 0 ? null : { by, groupsOf: (e) => groups.get(e) ?? [] };
};

/** The positions of the seats in the pairing, which is the standings order for Danish tables. */
const seatRank = (pairing: Pairing) => {
  const rank = new Map(pairing.tables.flatMap((t) => t.seats).map((e, i) => [e, i]));
  return (e: EntrantId) => rank.get(e) ?? rank.size;
};

const mitchellMeetings = (
  state: TournamentState,
  context: SeparationContext,
  movement: Extract<Movement, { kind: 'mitchell' }>,
  byes: readonly EntrantId[],
) => {
  const ranking = activeEntrants(state, context.round).map((e) => e.id);
  return (tables: readonly TableSeating[]): readonly Meeting[] => {
    const meetings: Meeting[] = tables.map((t) => ({ round: context.round, seats: t.seats }));
    for (let k = 2; k <= context.phase.rounds; k++) {
      const round = context.phase.first + k - 1;
      const later = mitchell(
        {
          round,
          totalRounds: state.config.rounds.length,
          ranking,
          history: context.history,
          byeHistory: context.byeHistory,
        },
        {
          base: { tables, byes },
          roundInPhase: k,
          phaseRounds: context.phase.rounds,
          step: movement.step,
        },
      );
      if (later.ok) meetings.push(...later.value.tables.map((t) => ({ round, seats: t.seats })));
    }
    return meetings;
  };
};

/** The round's pairing with same-club meetings avoided where its movement allows. */
export const separateClubs = (
  state: TournamentState,
  pairing: Pairing,
  context: SeparationContext,
): Pairing => {
  const separation = separationOf(state);
  const movement = state.config.rounds[context.round - 1]?.movement;
  if (!separation || !movement || context.seating?.kind === 'director') return pairing;
  const seatingRound = context.round === 1;
  switch (movement.kind) {
    case 'mitchell':
      return context.phase.roundInPhase === 1
        ? separatePhase(pairing, separation, {
            meetings: mitchellMeetings(state, context, movement, pairing.byes),
            reach: PHASE_REACH,
          })
        : pairing;
    case 'danish':
    case 'standings-tables': {
      if (seatingRound)
        return separateTables(pairing, separation, {
          repeats: () => false,
          reach: pairing.tables.length,
        });
      const previous = meetingsOf(context.history, (m) =>
        movement.kind === 'danish' ? m.round === context.round - 1 : true,
      );
      const perGroup = movement.kind === 'danish' ? movement.groupSize : undefined;
      return separateTables(pairing, separation, {
        repeats: (a, b) => previous.lastMet(a, b) !== undefined,
        reach: movement.kind === 'danish' ? 2 : 1,
        rank: seatRank(pairing),
        ...(perGroup ? { block: Math.floor(perGroup / 2) } : {}),
      });
    }
    default:
      return pairing;
  }
};
