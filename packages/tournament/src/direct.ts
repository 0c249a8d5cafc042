/**
 * The director's commands. Each takes the current state, the request and a stamp (who, when)
 * and returns either the events to append or an error value naming the rule it would break;
 * a refused command changes nothing. Time is an input, never read from a clock, so commands
 * stay pure and replayable.
 */
import { type Result, err, ok } from '@tavolo/cards';
import { byeScore } from './arbitral.js';
import { type ConfigInput, makeConfig } from './config.js';
import { type Confirmable, unlessDoubted } from './confirm.js';
import { type CorrectionRequest, checkCorrection } from './corrections.js';
import { type Doubt, type MessageParams, type TournamentError, tournamentError } from './error.js';
import { zoneParam } from './event-time.js';
import type {
  AssignedOthers,
  HandScores,
  Person,
  SanctionLevel,
  SeatingMethod,
  Stamp,
  TournamentEvent,
  TournamentEventBody,
} from './event.js';
import { checkEntryNames, displayName, tidyName, tidyPerson } from './names.js';
import { pairRound } from './pair.js';
import type { EntrantId } from './pairing.js';
import { checkTableSheet } from './plausibility.js';
import { linesOf, pendingTables, roundComplete } from './scoring.js';
import { type TournamentState, activeEntrants, entrantById, roundState, tableOf } from './state.js';

/** The events a command appends, or why it is refused. */
export type Outcome = Result<readonly TournamentEvent[], TournamentError>;

/**
 * A refusal with the figures of its message (`params`), from which a front end writes it whole
 * in its user's language; `message` is English, for logs.
 */
const refuse = (
  code: string,
  message: string,
  params: MessageParams = {},
  article = 'Tavolo',
): Outcome => err(tournamentError(code, article, message, params));

const refuseWith = (
  code: string,
  article: string,
  message: string,
  params: MessageParams,
): Outcome => refuse(code, message, params, article);

/**
 * One of the several reasons a code stands for: `check` names its text in the front ends'
 * catalogs (`tournament.checks`), the other params are its figures.
 */
interface Problem {
  readonly message: string;
  readonly params: MessageParams & { readonly check: string };
}

const problem = (check: string, message: string, params: MessageParams = {}): Problem => ({
  message,
  params: { ...params, check },
});

const refuseFor = (code: string, p: Problem, article = 'Tavolo'): Outcome =>
  refuse(code, p.message, p.params, article);

const stamped = (stamp: Stamp, ...bodies: TournamentEventBody[]): Outcome =>
  ok(bodies.map((b) => ({ ...b, ...stamp })));

const stampProblem = (state: TournamentState | null, stamp: Stamp): Problem | null => {
  if (typeof stamp.by !== 'string' || stamp.by.trim() === '')
    return problem('stamp-by', 'every event names who acted');
  if (typeof stamp.at !== 'string' || Number.isNaN(Date.parse(stamp.at)))
    return problem('stamp-at', 'every event has an ISO-8601 time');
  return state && Date.parse(stamp.at) < Date.parse(state.createdAt)
    ? problem('stamp-before-creation', 'an event cannot precede the creation of the tournament', {
        at: stamp.at,
        createdAt: state.createdAt,
        ...zoneParam(state.config),
      })
    : null;
};

export const withStamp = (
  state: TournamentState | null,
  stamp: Stamp,
  run: () => Outcome,
): Outcome => {
  const wrong = stampProblem(state, stamp);
  return wrong ? refuseFor('bad-stamp', wrong) : run();
};

export const createTournament = (input: ConfigInput, stamp: Stamp): Outcome =>
  withStamp(null, stamp, () => {
    // Without a date, the event is played on the day it is created.
    const config = makeConfig({
      ...input,
      date: input.date ?? new Date(stamp.at).toISOString().slice(0, 10),
    });
    return config.ok ? stamped(stamp, { type: 'created', config: config.value }) : config;
  });

const PLAYERS_PER_ENTRANT: Readonly<Record<string, readonly [number, number]>> = {
  individual: [1, 1],
  singles: [1, 1],
  pairs: [2, 2],
  teams: [4, 8],
};

export interface Registration extends Confirmable {
  /**
   * The players with surname and first name apart (names.ts), which the entrant's `players`
   * show as "First Surname". When given, `players` is read from them.
   */
  readonly people?: readonly Person[];
  /** The players' names alone, as older front ends and logs give them. */
  readonly players?: readonly string[];
  /** Minutes late, for an entry after round 1 has been paired. */
  readonly lateMinutes?: number;
}

/** The entry's players as people, or as tidy names when it gives only names; null if malformed. */
const entryPlayers = (
  entry: Registration,
): { readonly players: readonly string[]; readonly people?: readonly Person[] } | null => {
  if (entry.people !== undefined) {
    if (!Array.isArray(entry.people)) return null;
    const people = entry.people.map(tidyPerson);
    if (people.some((p) => p === null)) return null;
    const tidy = people as Person[];
    return { players: tidy.map(displayName), people: tidy };
  }
  const names = Array.isArray(entry.players) ? entry.players : [];
  const players = names.map((p) => (typeof p === 'string' ? tidyName(p) : ''));
  return players.some((p) => p === '') ? null : { players };
};

export const register = (state: TournamentState, entry: Registration, stamp: Stamp): Outcome =>
  withStamp(state, stamp, () => {
    const [min, max] = PLAYERS_PER_ENTRANT[state.config.kind] ?? [1, 1];
    const given = entryPlayers(entry);
    const count = given?.players.length ?? 0;
    if (!given || count < min || count > max)
      return refuseFor(
        'bad-entry',
        min === max
          ? problem(
              'entry-players',
              `a ${state.config.kind} entry has ${min} named players, each with surname and first name`,
              { count: min, given: count },
            )
          : problem(
              'entry-players-range',
              `a ${state.config.kind} entry has ${min} to ${max} named players, each with surname and first name`,
              { min, max, given: count },
            ),
      );
    const { players, people } = given;
    const names = checkEntryNames(people ?? players, state.entrants);
    if (!names.ok) return names;
    const minutes = entry.lateMinutes ?? 0;
    if (!Number.isInteger(minutes) || minutes < 0)
      return refuse('bad-minutes', 'minutes late are a whole number, 0 or more', {
        minutes: String(minutes),
      });
    // A counter of every registration, voided ones included: an id is never given twice.
    const id = `E${state.registrations + 1}`;
    const registered: TournamentEventBody = {
      type: 'registered',
      entrant: { id, players, ...(people ? { people } : {}) },
      ...(state.rounds.length > 0 ? { lateMinutes: minutes } : {}),
    };
    return unlessDoubted(names.value, entry, () =>
      state.rounds.length === 0
        ? stamped(stamp, registered)
        : lateEntry(state, registered, id, minutes, stamp),
    );
  });

/** An entry once play has started (S40-CdG art. 26, BUR-CH art. 3 and 48). */
const lateEntry = (
  state: TournamentState,
  registered: TournamentEventBody,
  id: EntrantId,
  minutes: number,
  stamp: Stamp,
): Outcome => {
  const round1 = state.rounds[0];
  if (!round1) return stamped(stamp, registered);
  const secondPaired = state.rounds.length >= 2;
  if (state.config.game === 'scala40') {
    // S40-CdG art. 26. During round 1 a late player completes a table of three, or waits for
    // round 2's pairing. Once it is made he gets one 3 VP + 80 MP (apply-event.ts) and sits
    // at a table of three of the round being played, if one still waits for its sheet; else
    // he is paired from the next round, with no second award.
    const current = state.rounds[state.rounds.length - 1] ?? round1;
    const three = current.pairing.tables.find(
      (t) => t.seats.length === 3 && !current.results.has(t.table),
    );
    if (!three && secondPaired) return stamped(stamp, registered);
    if (!three)
      return refuseFor(
        'no-incomplete-table',
        problem(
          'late-wait-round-2',
          'round 1 has no table of three to complete; a late player can enter once round 2 is paired',
          { round: current.round },
        ),
        'S40-CdG art. 26',
      );
    return stamped(stamp, registered, {
      type: 'late-seated',
      round: current.round,
      table: three.table,
      entrant: id,
      minutes,
    });
  }
  if (secondPaired)
    return refuse('too-late', 'no entry once round 2 is paired', { round: 2 }, 'BUR-CH art. 3');
  const resting = round1.pairing.byes[0];
  if (resting === undefined)
    return refuse(
      'no-incomplete-table',
      'round 1 has no incomplete table to complete',
      { round: 1 },
      'BUR-CH art. 3',
    );
  const table = Math.max(0, ...round1.pairing.tables.map((t) => t.table)) + 1;
  return stamped(stamp, registered, {
    type: 'late-seated',
    round: 1,
    table,
    entrant: id,
    joins: resting,
    minutes,
  });
};

const currentRound = (state: TournamentState): number => state.rounds.length;

export interface Withdrawal {
  readonly entrant: EntrantId;
  /** True when the entrant leaves during the round being played. */
  readonly during: boolean;
  readonly reason: string;
}

export const withdraw = (state: TournamentState, w: Withdrawal, stamp: Stamp): Outcome =>
  withStamp(state, stamp, () => {
    const entrant = entrantById(state, w.entrant);
    if (!entrant)
      return refuse('unknown-entrant', `no entrant ${w.entrant}`, { entrant: w.entrant });
    if (entrant.leftFromRound !== null)
      return refuse('already-left', `${w.entrant} has already left`, {
        entrant: w.entrant,
        round: entrant.leftFromRound,
      });
    if (typeof w.reason !== 'string' || w.reason.trim() === '')
      return refuse('reason-required', 'a withdrawal is recorded with its reason', {
        entrant: w.entrant,
      });
    const article = state.config.game === 'scala40' ? 'S40-CdG art. 25' : 'BUR-CH art. 47';
    if (!w.during)
      return stamped(stamp, {
        type: 'withdrawn',
        entrant: w.entrant,
        round: currentRound(state) + 1,
        during: false,
        reason: w.reason,
      });
    const round = roundState(state, currentRound(state));
    const at = round ? tableOf(round, w.entrant) : null;
    if (!round || !at)
      return refuse(
        'not-playing',
        `${w.entrant} is not seated in the round being played`,
        { entrant: w.entrant, round: currentRound(state) },
        article,
      );
    if (round.results.has(at.table))
      return refuse(
        'table-finished',
        `table ${at.table} has already delivered its score`,
        { round: round.round, table: at.table },
        article,
      );
    return stamped(stamp, {
      type: 'withdrawn',
      entrant: w.entrant,
      round: round.round,
      during: true,
      reason: w.reason,
    });
  });

export const pair = (
  state: TournamentState,
  request: { readonly seating?: SeatingMethod } & Confirmable,
  stamp: Stamp,
): Outcome =>
  withStamp(state, stamp, () => {
    const round = currentRound(state) + 1;
    if (round > state.config.rounds.length)
      return refuse('no-more-rounds', `the event has ${state.config.rounds.length} rounds`, {
        rounds: state.config.rounds.length,
      });
    if (round > 1 && !roundComplete(state, round - 1)) return incomplete(state, round - 1);
    const active = activeEntrants(state, round).length;
    if (active < 2)
      return refuse('too-few-entrants', 'a round needs at least two entrants', {
        round,
        count: active,
      });
    const seating: SeatingMethod | undefined =
      round === 1 ? (request.seating ?? { kind: 'registration' }) : undefined;
    if (round > 1 && request.seating)
      return refuse('seating-round-1', 'a seating method applies to round 1 only', { round });
    const paired = pairRound(state, round, seating);
    if (!paired.ok) return paired;
    // S40-CdG art. 24 ties the round's standings and the next pairing together ("prima che
    // l'arbitro abbia effettuato la classifica del turno e l'accoppiamento per il turno
    // successivo"), and a Danish pairing is made from those standings: pairing a round whose
    // predecessor is unpublished publishes it at the same instant, which starts its correction
    // period (corrections.ts), rather than refusing.
    const previous = roundState(state, round - 1);
    const publication: TournamentEventBody[] =
      previous && previous.publishedAt === null
        ? [{ type: 'round-published', round: previous.round }]
        : [];
    return stamped(stamp, ...publication, {
      type: 'round-paired',
      pairing: paired.value.pairing,
      ...(seating ? { seating } : {}),
      ...(paired.value.phaseOrder ? { phaseOrder: paired.value.phaseOrder } : {}),
    });
  });

/** A round with score sheets missing, and which. */
const incomplete = (state: TournamentState, round: number): Outcome => {
  const tables = pendingTables(state, round);
  return refuse(
    'round-not-complete',
    `round ${round} is missing the score sheets of tables ${tables.join(', ')}`,
    { round, tables: tables.join(', '), count: tables.length },
  );
};

const handsProblem = (
  state: TournamentState,
  round: number,
  sides: number,
  hands: readonly HandScores[],
): Problem | null => {
  const expected = state.config.rounds[round - 1]?.hands ?? 0;
  if (!Array.isArray(hands) || hands.length !== expected)
    return problem('hands-count', `round ${round} has ${expected} hands per table`, {
      round,
      count: expected,
    });
  for (const [i, hand] of hands.entries()) {
    const at = { hand: i + 1 };
    if (!Array.isArray(hand) || hand.length !== sides)
      return problem('hand-sides', `hand ${i + 1} has one score for each of the ${sides} sides`, {
        ...at,
        count: sides,
      });
    if (!hand.every((x) => Number.isInteger(x)))
      return problem('hand-whole', `hand ${i + 1}: scores are whole numbers`, at);
    if (state.config.game === 'scala40' && hand.some((x) => x < 0))
      return problem('hand-negative', `hand ${i + 1}: negative points are 0 or more`, at);
    if (state.config.game === 'burraco' && hand.some((x) => x % 5 !== 0))
      return problem('hand-fives', `hand ${i + 1}: Burraco scores are multiples of 5`, at);
  }
  return null;
};

/** Sides that each need a signature: every player (Scala 40), one per line (Burraco). */
const signatureProblem = (
  state: TournamentState,
  round: number,
  seats: readonly EntrantId[],
  signedBy: readonly EntrantId[],
): Problem | null => {
  if (!Array.isArray(signedBy) || signedBy.some((s) => !seats.includes(s)))
    return problem('signed-by-outsider', 'only players of the table sign its score sheet');
  // S40-CdG art. 23, every player signs; one who walked out during the round (art. 25) left
  // the others to finish it, and they sign.
  const finished = (s: EntrantId) => entrantById(state, s)?.leftDuringRound !== round;
  if (state.config.game === 'scala40')
    return seats.filter(finished).every((s) => signedBy.includes(s))
      ? null
      : problem('signed-by-everyone', 'the score sheet is signed by every player of the table');
  const lines = linesOf(state, { table: 0, seats });
  return lines.every((line) => line.some((s) => signedBy.includes(s)))
    ? null
    : problem(
        'signed-by-each-line',
        'the score sheet is signed by at least one player of each line',
      );
};

export interface ResultEntry extends Confirmable {
  readonly round: number;
  readonly table: number;
  readonly hands: readonly HandScores[];
  readonly signedBy: readonly EntrantId[];
}

export const enterResult = (state: TournamentState, entry: ResultEntry, stamp: Stamp): Outcome =>
  withStamp(state, stamp, () => {
    const round = roundState(state, entry.round);
    const table = round?.pairing.tables.find((t) => t.table === entry.table);
    const where = { round: entry.round, table: entry.table };
    if (!round || !table)
      return refuse('unknown-table', `round ${entry.round} has no table ${entry.table}`, where);
    if (round.results.has(entry.table))
      return refuse(
        'already-entered',
        `table ${entry.table} already has a result: correct it instead`,
        where,
      );
    if (round.walkovers.has(entry.table))
      return refuse('walkover', `table ${entry.table} has an assigned score`, where);
    const sides = state.config.game === 'scala40' ? table.seats.length : 2;
    const handProblem = handsProblem(state, entry.round, sides, entry.hands);
    if (handProblem) return refuseFor('bad-scores', handProblem);
    const article = state.config.game === 'scala40' ? 'S40-CdG art. 23' : 'BUR-CH art. 20';
    const signature = signatureProblem(state, entry.round, table.seats, entry.signedBy);
    if (signature) return refuseFor('not-signed', signature, article);
    const figures = checkTableSheet(state, round, table, entry.hands, stamp.at);
    if (!figures.ok) return figures;
    return unlessDoubted(figures.value, entry, () =>
      stamped(stamp, {
        type: 'result-entered',
        round: entry.round,
        table: entry.table,
        hands: entry.hands,
        signedBy: entry.signedBy,
      }),
    );
  });

export const correctResult = (
  state: TournamentState,
  request: CorrectionRequest & { readonly reason: string } & Confirmable,
  stamp: Stamp,
): Outcome =>
  withStamp(state, stamp, () => {
    const round = roundState(state, request.round);
    const table = round?.pairing.tables.find((t) => t.table === request.table);
    const where = { round: request.round, table: request.table };
    if (!round || !table)
      return refuse('unknown-table', `round ${request.round} has no table ${request.table}`, where);
    if (typeof request.reason !== 'string' || request.reason.trim() === '')
      return refuse('reason-required', 'a correction is recorded with its reason', where);
    const sides = state.config.game === 'scala40' ? table.seats.length : 2;
    const handProblem = handsProblem(state, request.round, sides, request.hands);
    if (handProblem) return refuseFor('bad-scores', handProblem);
    const allowed = checkCorrection(state, request, stamp.at);
    if (!allowed.ok) return allowed;
    const figures = checkTableSheet(state, round, table, request.hands, stamp.at);
    if (!figures.ok) return figures;
    return unlessDoubted(figures.value, request, () =>
      stamped(stamp, {
        type: 'result-corrected',
        round: request.round,
        table: request.table,
        hands: request.hands,
        kind: request.kind,
        agreedBy: request.agreedBy,
        reason: request.reason,
      }),
    );
  });

const seatedIn = (state: TournamentState, round: number, entrant: EntrantId): boolean => {
  const r = roundState(state, round);
  return r !== undefined && (tableOf(r, entrant) !== null || r.pairing.byes.includes(entrant));
};

export const arriveLate = (
  state: TournamentState,
  request: { readonly entrant: EntrantId; readonly minutes: number },
  stamp: Stamp,
): Outcome =>
  withStamp(state, stamp, () => {
    const round = currentRound(state);
    if (state.config.game !== 'burraco')
      return refuse('not-burraco', 'late-arrival penalties are those of BUR-CH art. 48', {
        game: state.config.game,
      });
    if (!Number.isInteger(request.minutes) || request.minutes < 0)
      return refuse('bad-minutes', 'minutes late are a whole number, 0 or more', {
        minutes: String(request.minutes),
      });
    const r = roundState(state, round);
    const at = r ? tableOf(r, request.entrant) : null;
    if (!r || !at)
      return refuse(
        'not-playing',
        `${request.entrant} has no table in round ${round}`,
        { entrant: request.entrant, round },
        'BUR-CH art. 48',
      );
    if (r.results.has(at.table))
      return refuse('table-finished', `table ${at.table} has already delivered its score`, {
        round,
        table: at.table,
      });
    // Art. 48 charges one arrival per round, whether recorded here or at a late entry.
    const first = state.lateArrivals.find(
      (l) => l.round === round && l.entrant === request.entrant,
    );
    if (first)
      return refuseWith(
        'already-late',
        'BUR-CH art. 48',
        `${request.entrant} was already recorded ${first.minutes} min late in round ${round} (event ${first.seq}, ${first.at}): void that event to change it`,
        {
          entrant: request.entrant,
          round,
          minutes: first.minutes,
          count: first.minutes,
          at: first.at,
          seq: first.seq,
          ...zoneParam(state.config),
        },
      );
    return stamped(stamp, {
      type: 'arrived-late',
      round,
      entrant: request.entrant,
      minutes: request.minutes,
    });
  });

/** An identical sanction in the same round is recorded once confirmed (confirm.ts). */
export interface SanctionRequest extends Confirmable {
  readonly entrant: EntrantId;
  readonly player: string;
  readonly level: SanctionLevel;
  readonly breach: string;
  readonly article?: string;
}

export const sanction = (state: TournamentState, s: SanctionRequest, stamp: Stamp): Outcome =>
  withStamp(state, stamp, () => {
    const entrant = entrantById(state, s.entrant);
    if (!entrant)
      return refuse('unknown-entrant', `no entrant ${s.entrant}`, { entrant: s.entrant });
    if (!entrant.players.includes(s.player))
      return refuse('unknown-player', `${s.player} does not play for ${s.entrant}`, {
        player: s.player,
        entrant: s.entrant,
      });
    if (!['caution', 'warning', 'expulsion'].includes(s.level))
      return refuse(
        'bad-level',
        'a sanction is a caution, a warning or an expulsion',
        { level: String(s.level) },
        'BUR-CH art. 50',
      );
    if (typeof s.breach !== 'string' || s.breach.trim() === '')
      return refuse('reason-required', 'a sanction names the breach', { entrant: s.entrant });
    if (currentRound(state) === 0)
      return refuse('not-started', 'sanctions are given during play', { entrant: s.entrant });
    const round = currentRound(state);
    const breach = s.breach.trim();
    const article =
      s.article ?? (state.config.game === 'burraco' ? 'BUR-CH art. 50' : 'S40-CdG art. 25');
    const mine = state.sanctions.filter((o) => o.entrant === s.entrant && o.player === s.player);
    const expelled = mine.find((o) => o.level === 'expulsion');
    // An expulsion ends the player's event: it happens once.
    if (expelled && s.level === 'expulsion')
      return refuseWith(
        'already-expelled',
        expelled.article,
        `${s.player} was expelled in round ${expelled.round} (event ${expelled.seq ?? '?'})`,
        { player: s.player, entrant: s.entrant, round: expelled.round, seq: expelled.seq ?? 0 },
      );
    // A second caution for the same breach is a rule of its own (BUR-CH art. 22, 50), so an
    // identical sanction is not refused; it is recorded only once the director confirms it.
    const same = mine.find((o) => o.round === round && o.level === s.level && o.breach === breach);
    const doubts: Doubt[] = same
      ? [
          {
            code: 'repeated-sanction',
            article: same.article,
            message: `${s.player} already has this ${s.level} for "${breach}" in round ${round} (event ${same.seq ?? '?'}, ${same.at})`,
            params: {
              player: s.player,
              level: s.level,
              breach,
              round,
              seq: same.seq ?? 0,
              at: same.at,
              ...zoneParam(state.config),
            },
          },
        ]
      : [];
    return unlessDoubted(doubts, s, () =>
      stamped(stamp, {
        type: 'sanctioned',
        round,
        entrant: s.entrant,
        player: s.player,
        level: s.level,
        breach,
        article,
      }),
    );
  });

/** An identical penalty in the same round is recorded once confirmed (confirm.ts). */
export interface PenaltyRequest extends Confirmable {
  readonly entrant: EntrantId;
  readonly round?: number;
  readonly mp: number;
  readonly vp: number;
  readonly reason: string;
  readonly article: string;
}

const decisionProblem = (
  state: TournamentState,
  entrant: EntrantId,
  round: number,
  reason: string,
  article: string,
): Problem | null => {
  if (!entrantById(state, entrant))
    return problem('decision-entrant', `no entrant ${entrant}`, { entrant });
  if (!Number.isInteger(round) || round < 1 || round > state.rounds.length)
    return problem('decision-round', `round ${round} has not been paired`, {
      round: String(round),
    });
  if (typeof reason !== 'string' || reason.trim() === '')
    return problem('decision-reason', 'a decision states its reason');
  if (typeof article !== 'string' || article.trim() === '')
    return problem('decision-article', 'a decision cites its article');
  return null;
};

export const penalize = (state: TournamentState, p: PenaltyRequest, stamp: Stamp): Outcome =>
  withStamp(state, stamp, () => {
    const round = p.round ?? currentRound(state);
    const wrong = decisionProblem(state, p.entrant, round, p.reason, p.article);
    if (wrong) return refuseFor('bad-penalty', wrong);
    if (
      !Number.isInteger(p.mp) ||
      !Number.isInteger(p.vp) ||
      p.mp < 0 ||
      p.vp < 0 ||
      p.mp + p.vp === 0
    )
      return refuseFor(
        'bad-penalty',
        problem('penalty-amount', 'a penalty takes a whole, positive number of MP or VP', {
          mp: String(p.mp),
          vp: String(p.vp),
        }),
      );
    // The same penalty twice in a round can be meant (two breaches alike); it is not doubled
    // silently but recorded once the director confirms it.
    const same = state.adjustments.find(
      (a) =>
        a.effect === 'penalty' &&
        a.round === round &&
        a.entrant === p.entrant &&
        a.mp === -p.mp &&
        a.vp === -p.vp &&
        a.reason === p.reason &&
        a.article === p.article,
    );
    const doubts: Doubt[] = same
      ? [
          {
            code: 'repeated-penalty',
            article: p.article,
            message: `${p.entrant} already has this penalty in round ${round} (event ${same.seq ?? '?'}, ${same.at})`,
            params: {
              entrant: p.entrant,
              round,
              mp: p.mp,
              vp: p.vp,
              seq: same.seq ?? 0,
              at: same.at,
              ...zoneParam(state.config),
            },
          },
        ]
      : [];
    return unlessDoubted(doubts, p, () =>
      stamped(stamp, {
        type: 'penalized',
        round,
        entrant: p.entrant,
        mp: p.mp,
        vp: p.vp,
        reason: p.reason,
        article: p.article,
      }),
    );
  });

/** At a table without a result, what the others get is recorded once confirmed (confirm.ts). */
export interface Assignment extends Confirmable {
  readonly entrant: EntrantId;
  readonly round: number;
  readonly vp: number;
  readonly mp: number;
  readonly reason: string;
  readonly article: string;
  /**
   * What the rest of the entrant's table gets (event.ts): at a table with a result the others
   * keep their scores as played; at a table without one the director says `own` or `walkover`.
   */
  readonly others?: AssignedOthers;
}

/**
 * An assigned score replaces the named entrant's score in the round and nothing else. At a
 * table without a result the command states what each other seat gets and waits for the
 * director's confirmation: their own assigned scores, or a walkover (BUR-CH art. 47-48). One
 * assigned score per entrant and round: a second is refused until the first is voided.
 */
export const assignScore = (state: TournamentState, a: Assignment, stamp: Stamp): Outcome =>
  withStamp(state, stamp, () => {
    const wrong = decisionProblem(state, a.entrant, a.round, a.reason, a.article);
    if (wrong) return refuseFor('bad-score', wrong);
    if (!Number.isInteger(a.vp) || !Number.isInteger(a.mp) || a.vp < 0)
      return refuseFor(
        'bad-score',
        problem('score-amount', 'an assigned score is whole VP (0 or more) and whole MP', {
          vp: String(a.vp),
          mp: String(a.mp),
        }),
      );
    if (
      !seatedIn(state, a.round, a.entrant) &&
      entrantById(state, a.entrant)?.registeredAfterRound === 0
    )
      return refuse('not-in-round', `${a.entrant} did not take part in round ${a.round}`, {
        entrant: a.entrant,
        round: a.round,
      });
    const scored = alreadyScored(state, a.round, [a.entrant]);
    if (scored) return scored;
    const decided = {
      type: 'score-assigned' as const,
      entrant: a.entrant,
      round: a.round,
      vp: a.vp,
      mp: a.mp,
      reason: a.reason,
      article: a.article,
    };
    const round = roundState(state, a.round);
    const at = round ? tableOf(round, a.entrant) : null;
    if (!round || !at) {
      if (a.others !== undefined && a.others !== 'own')
        return othersNotApplicable(a, `${a.entrant} has no table in round ${a.round}`);
      return stamped(stamp, { ...decided, others: 'own' });
    }
    if (round.results.has(at.table)) {
      if (a.others !== undefined && a.others !== 'played')
        return othersNotApplicable(
          a,
          `table ${at.table} has a result: the others keep their scores as played`,
        );
      return stamped(stamp, { ...decided, others: 'played', table: at.table });
    }
    const others = (round.pairing.tables.find((t) => t.table === at.table)?.seats ?? []).filter(
      (s) => s !== a.entrant,
    );
    const params = { entrant: a.entrant, round: a.round, table: at.table };
    if (a.others !== 'own' && a.others !== 'walkover')
      return refuseWith(
        'others-required',
        a.article,
        `table ${at.table} of round ${a.round} has no result: say what the others get, their own assigned scores (own) or a walkover (walkover)`,
        params,
      );
    if (a.others === 'walkover') {
      if (state.config.game !== 'burraco')
        return refuseWith(
          'no-walkover',
          'S40-CdG art. 25',
          'at Scala 40 the players left at the table play on as three: assign their own scores',
          params,
        );
      const taken = alreadyScored(state, a.round, others);
      if (taken) return taken;
    }
    const score = byeScore(state.config.rounds[a.round - 1]?.hands ?? 0);
    const doubts: Doubt[] = others.flatMap((entrant): Doubt[] => {
      if (a.others === 'walkover')
        return [
          {
            code: 'assign-others-walkover',
            article: 'BUR-CH art. 47, 48',
            message: `${entrant} gets ${score.vp} VP and ${score.mp} MP, a match won by walkover`,
            params: { ...params, other: entrant, vp: score.vp, mp: score.mp },
          },
        ];
      if (hasScore(state, a.round, entrant)) return [];
      return [
        {
          code: 'assign-others-own',
          article: a.article,
          message: `${entrant} gets no score until one is assigned to it; table ${at.table} stays incomplete until then`,
          params: { ...params, other: entrant },
        },
      ];
    });
    return unlessDoubted(doubts, a, () =>
      stamped(stamp, { ...decided, others: a.others ?? 'own', table: at.table }),
    );
  });

const scoreOf = (state: TournamentState, round: number, entrant: EntrantId) =>
  state.adjustments.find((x) => x.round === round && x.entrant === entrant && x.effect === 'score');

const hasScore = (state: TournamentState, round: number, entrant: EntrantId): boolean =>
  scoreOf(state, round, entrant) !== undefined;

/** The refusal of a second score for an entrant in a round, naming the first. */
const alreadyScored = (
  state: TournamentState,
  round: number,
  entrants: readonly EntrantId[],
): Outcome | null => {
  for (const entrant of entrants) {
    const first = scoreOf(state, round, entrant);
    if (first)
      return refuseWith(
        'already-assigned',
        first.article,
        `${entrant} already has a score in round ${round} (event ${first.seq ?? '?'}: ${first.reason}): void that event first`,
        { entrant, round, seq: first.seq ?? 0, reason: first.reason },
      );
  }
  return null;
};

const othersNotApplicable = (a: Assignment, why: string): Outcome =>
  refuseWith('others-not-applicable', a.article, why, {
    entrant: a.entrant,
    round: a.round,
    others: a.others ?? '',
  });

export const publish = (state: TournamentState, round: number, stamp: Stamp): Outcome =>
  withStamp(state, stamp, () => {
    const r = roundState(state, round);
    if (!r) return refuse('unknown-round', `round ${round} has not been paired`, { round });
    if (r.publishedAt !== null)
      return refuse('already-published', `round ${round} was published at ${r.publishedAt}`, {
        round,
        publishedAt: r.publishedAt,
        ...zoneParam(state.config),
      });
    if (!roundComplete(state, round)) return incomplete(state, round);
    return stamped(stamp, { type: 'round-published', round });
  });

export const setTieOrder = (
  state: TournamentState,
  order: readonly EntrantId[],
  stamp: Stamp,
): Outcome =>
  withStamp(state, stamp, () => {
    const unknown = order.find((id) => !entrantById(state, id));
    if (unknown) return refuse('unknown-entrant', `no entrant ${unknown}`, { entrant: unknown });
    const twice = order.find((id, i) => order.indexOf(id) !== i);
    if (twice !== undefined)
      return refuse('bad-order', 'an entrant appears once', { entrant: twice });
    if (order.length === state.tieOrder.length && order.every((id, i) => state.tieOrder[i] === id))
      return refuseWith('tie-order-unchanged', 'Tavolo', 'the tie order is already this one', {
        order: order.join(', '),
      });
    return stamped(stamp, { type: 'tie-order-set', order });
  });
