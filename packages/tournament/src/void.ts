/**
 * Voids: the director takes back a decision by a new event that cites it (`voided`, with who,
 * when and why); the log stays append-only and the state is that of the log without the voided
 * event (`replay` skips it). A decision that one command recorded as several events (a late
 * entry: the registration and its seat) is taken back whole by one command, one `voided` per
 * event (`decisionOf`). What may be voided, and when:
 * - any decision but the creation (a wrong setting is a new event, created again) and a void
 *   (the decision is recorded again instead);
 * - only if no later decision in force rests on it (`has-dependents`, with the list): a pairing
 *   names its entrants, a result its pairing's table and any walk-out of its players during the
 *   round, the next pairing the round's scores... The list is the whole chain, so that voiding
 *   it from the latest back is always allowed;
 * - a void that changes a round's scores follows the time rules of a correction
 *   (corrections.ts `checkPeriod`): at Burraco not after the round's correction period nor
 *   after the last round is final (BUR-CH art. 21, LAW 79C); at Scala 40, whose art. 24 speaks
 *   of score sheets alone, not after the event's correction period of the round.
 * Voids are rare: the checks read the whole log, while ordinary commands never do.
 */
import { err, ok } from '@tavolo/cards';
import { lateOutcome } from './arbitral.js';
import { checkPeriod } from './corrections.js';
import { type Outcome, withStamp } from './decision.js';
import { type MessageParams, tournamentError } from './error.js';
import type { Stamp, TournamentEvent } from './event.js';
import type { TournamentState } from './state.js';

export interface VoidRequest {
  /** The place in the log (1-based; the creation is 1) of the decision taken back. */
  readonly target: number;
  readonly reason: string;
}

const refuse = (code: string, message: string, params: MessageParams, article = 'Tavolo') =>
  err(tournamentError(code, article, message, params));

/** For each place in the log, the place of the void that takes it back. */
export const voidsOf = (log: readonly TournamentEvent[]): ReadonlyMap<number, number> => {
  const voids = new Map<number, number>();
  log.forEach((e, i) => {
    if (e.type === 'voided' && !voids.has(e.target)) voids.set(e.target, i + 1);
  });
  return voids;
};

/** What an event rests on (`uses`) and what later events may rest on it for (`provides`). */
interface Links {
  readonly uses: readonly string[];
  readonly provides: readonly string[];
}

const NONE: Links = { uses: [], provides: [] };

/** What the events in force before the one whose links are asked have set up. */
interface Seen {
  readonly registered: ReadonlySet<string>;
  /** The seats of each table, by `R/T`, as its pairing and any late seating made them. */
  readonly seats: ReadonlyMap<string, readonly string[]>;
}

/** A sheet of a table rests on the walk-out of any of its players during the round. */
const walkouts = (
  event: { readonly round: number; readonly table: number },
  seen: Seen,
): string[] =>
  (seen.seats.get(`${event.round}/${event.table}`) ?? []).map((e) => `walkout:${event.round}/${e}`);

/** `seen` after one more event in force. */
const see = (
  seen: { registered: Set<string>; seats: Map<string, readonly string[]> },
  event: TournamentEvent,
): void => {
  if (event.type === 'registered') seen.registered.add(event.entrant.id);
  if (event.type === 'round-paired')
    for (const t of event.pairing.tables)
      seen.seats.set(`${event.pairing.round}/${t.table}`, t.seats);
  if (event.type === 'late-seated') {
    const key = `${event.round}/${event.table}`;
    const before = event.joins !== undefined ? [event.joins] : (seen.seats.get(key) ?? []);
    seen.seats.set(key, [...before, event.entrant]);
  }
};

/**
 * The links of one event in force, given the entrants registered before it. Keys: `entrant:E`
 * (a registration), `round:R` (a pairing), `table:R/T` (a table of a pairing, or the one a late
 * entrant joins), `seat:R/E` (an entrant seated in a round), `result:R/T`, `scores:R` (anything
 * that gives a table of the round its score), `published:R`, `left:E` (a withdrawal or an
 * expulsion, which later pairings leave out), `walkout:R/E` (an entrant who left during round R:
 * the sheet of his table is checked and scored without him, S40-CdG art. 25).
 */
const linksOf = (event: TournamentEvent, seen: Seen): Links => {
  switch (event.type) {
    case 'created':
    case 'voided':
      return NONE;
    case 'registered':
      return { uses: [], provides: [`entrant:${event.entrant.id}`] };
    case 'late-seated':
      return {
        uses: [
          `entrant:${event.entrant}`,
          `round:${event.round}`,
          ...(event.joins !== undefined ? [`seat:${event.round}/${event.joins}`] : []),
        ],
        provides: [`table:${event.round}/${event.table}`, `seat:${event.round}/${event.entrant}`],
      };
    case 'withdrawn':
      return {
        uses: [
          `entrant:${event.entrant}`,
          ...(event.during ? [`seat:${event.round}/${event.entrant}`] : []),
        ],
        provides: [
          `left:${event.entrant}`,
          ...(event.during
            ? [`scores:${event.round}`, `walkout:${event.round}/${event.entrant}`]
            : []),
        ],
      };
    case 'round-paired': {
      const { round, tables, byes } = event.pairing;
      const seated = [...tables.flatMap((t) => t.seats), ...byes];
      const present = new Set(seated);
      const previous =
        round > 1 ? [`round:${round - 1}`, `scores:${round - 1}`, `published:${round - 1}`] : [];
      return {
        uses: [
          ...previous,
          ...seated.map((e) => `entrant:${e}`),
          ...[...seen.registered].filter((e) => !present.has(e)).map((e) => `left:${e}`),
        ],
        provides: [
          `round:${round}`,
          ...tables.map((t) => `table:${round}/${t.table}`),
          ...seated.map((e) => `seat:${round}/${e}`),
        ],
      };
    }
    case 'result-entered':
      return {
        uses: [`table:${event.round}/${event.table}`, ...walkouts(event, seen)],
        provides: [`result:${event.round}/${event.table}`, `scores:${event.round}`],
      };
    case 'result-corrected':
      return {
        uses: [`result:${event.round}/${event.table}`, ...walkouts(event, seen)],
        provides: [],
      };
    case 'arrived-late':
      return {
        uses: [`seat:${event.round}/${event.entrant}`],
        provides:
          lateOutcome(event.round, event.minutes).kind === 'walkover'
            ? [`scores:${event.round}`]
            : [],
      };
    case 'sanctioned':
      return {
        uses: [`entrant:${event.entrant}`, `round:${event.round}`],
        provides: event.level === 'expulsion' ? [`left:${event.entrant}`] : [],
      };
    case 'penalized':
      return { uses: [`entrant:${event.entrant}`, `round:${event.round}`], provides: [] };
    case 'ruled':
      return {
        uses: [
          `entrant:${event.entrant}`,
          `round:${event.round}`,
          `table:${event.round}/${event.table}`,
        ],
        provides: [],
      };
    case 'score-assigned':
      return {
        uses: [
          `entrant:${event.entrant}`,
          `round:${event.round}`,
          ...(event.others === 'played' && event.table !== undefined
            ? [`result:${event.round}/${event.table}`]
            : []),
        ],
        provides: event.others === 'played' ? [] : [`scores:${event.round}`],
      };
    case 'round-published':
      return {
        uses: [`round:${event.round}`, `scores:${event.round}`],
        provides: [`published:${event.round}`],
      };
    case 'tie-order-set':
      return { uses: event.order.map((e) => `entrant:${e}`), provides: [] };
  }
};

/**
 * The places of the events in force that one command recorded together with the one at
 * `target`, `target` included, in log order: the decision a void takes back whole. A late entry
 * is its registration and the seat it takes in the round being played (registration.ts: with
 * the late arrival's consequence at Burraco, BUR-CH art. 48, and the award of S40-CdG art. 26
 * on the registration at Scala 40); every other decision is one event. A pairing's publication
 * of the round before is not part of it: the round's standings were drawn up when the pairing
 * was made (S40-CdG art. 24), and its own void takes it back.
 */
/** The most consequences a ruling records (rulings.ts checks it). */
export const MAX_CONSEQUENCES = 8;

export const decisionOf = (log: readonly TournamentEvent[], target: number): readonly number[] =>
  decisionIn(log, voidsOf(log), target);

const decisionIn = (
  log: readonly TournamentEvent[],
  voids: ReadonlyMap<number, number>,
  target: number,
): readonly number[] => {
  const lateEntry = (registration: number) => {
    const r = log[registration - 1];
    const s = log[registration];
    return (
      r?.type === 'registered' &&
      s?.type === 'late-seated' &&
      s.entrant === r.entrant.id &&
      !voids.has(registration) &&
      !voids.has(registration + 1)
    );
  };
  const type = log[target - 1]?.type;
  if (type === 'registered' && lateEntry(target)) return [target, target + 1];
  if (type === 'late-seated' && lateEntry(target - 1)) return [target - 1, target];
  // A ruling and the sanctions and penalties it brought, recorded by one command.
  for (let at = target; at >= 1 && at > target - MAX_CONSEQUENCES - 1; at--) {
    const ruled = log[at - 1];
    if (ruled?.type !== 'ruled' || at + ruled.consequences < target) continue;
    const places = Array.from({ length: ruled.consequences + 1 }, (_, i) => at + i);
    return places.filter((seq) => !voids.has(seq));
  }
  return [target];
};

/**
 * The places of the events in force after the first of `seeds` that rest on them, directly or
 * through others.
 */
const restingOn = (
  log: readonly TournamentEvent[],
  voids: ReadonlyMap<number, number>,
  seeds: ReadonlySet<number>,
): number[] => {
  const first = Math.min(...seeds);
  const seen = { registered: new Set<string>(), seats: new Map<string, readonly string[]>() };
  const reached = new Set<string>();
  const resting: number[] = [];
  log.forEach((event, i) => {
    const seq = i + 1;
    if (voids.has(seq) || event.type === 'voided') return;
    const links = linksOf(event, seen);
    see(seen, event);
    if (seq < first) return;
    const seed = seeds.has(seq);
    if (!seed && !links.uses.some((key) => reached.has(key))) return;
    if (!seed) resting.push(seq);
    for (const key of links.provides) reached.add(key);
  });
  return resting;
};

/**
 * The decisions in force that rest on the one at `target` (all the events of its decision,
 * `decisionOf`), directly or through others, each named by the place of its first event, in
 * log order: what must be voided first, from the latest back. A decision counts whole: when a
 * late entry's seat rests on `target`, its registration is voided with it and what rests on
 * the registration is listed too.
 */
export const dependentsOf = (
  log: readonly TournamentEvent[],
  target: number,
): readonly number[] => {
  const voids = voidsOf(log);
  const own = decisionIn(log, voids, target);
  let gone = new Set(own);
  for (;;) {
    const whole = new Set(
      [...gone, ...restingOn(log, voids, gone)].flatMap((seq) => decisionIn(log, voids, seq)),
    );
    if (whole.size === gone.size) break;
    gone = whole;
  }
  for (const seq of own) gone.delete(seq);
  const named = new Set([...gone].map((seq) => decisionIn(log, voids, seq)[0] as number));
  return [...named].sort((a, b) => a - b);
};

/** The round whose scores voiding `event` changes, if any (then the correction rules apply). */
const roundTouched = (
  log: readonly TournamentEvent[],
  event: TournamentEvent,
  seq: number,
): number | null => {
  switch (event.type) {
    case 'created':
    case 'voided':
    case 'tie-order-set':
      return null;
    case 'registered': {
      // A Scala 40 entry after round 2's pairing carries the award of S40-CdG art. 26.
      const paired = log.slice(0, seq - 1).filter((e) => e.type === 'round-paired').length;
      return paired >= 2 ? paired - 1 : null;
    }
    case 'round-paired':
      return event.pairing.round;
    default:
      return event.round;
  }
};

/**
 * The `voided` events that take back the decision at `request.target`, one per event of it
 * (`decisionOf`: a late entry's registration and seat are voided by one command, whichever of
 * the two it cites), or why it is refused. `log` is the tournament's whole log, of which `state`
 * is the replay.
 */
export const voidDecision = (
  state: TournamentState,
  log: readonly TournamentEvent[],
  request: VoidRequest,
  stamp: Stamp,
): Outcome =>
  withStamp(state, stamp, () => {
    const { target } = request;
    if (log.length !== state.version)
      return refuse('bad-log', 'a void is decided on the whole log of the state', {
        check: 'log-not-state',
        events: log.length,
        version: state.version,
      });
    if (typeof request.reason !== 'string' || request.reason.trim() === '')
      return refuse('reason-required', 'a void is recorded with its reason', { target });
    const event = Number.isInteger(target) ? log[target - 1] : undefined;
    if (!event)
      return refuse('unknown-event', `the log has no event ${target} (it has ${log.length})`, {
        target,
        last: log.length,
      });
    if (event.type === 'created')
      return refuse(
        'cannot-void-creation',
        'the creation of the event cannot be voided: create the event again with the right settings',
        { target },
      );
    if (event.type === 'voided')
      return refuse(
        'cannot-void-void',
        `event ${target} is itself a void: record the decision it took back again instead`,
        { target, voided: event.target },
      );
    const by = voidsOf(log).get(target);
    if (by !== undefined)
      return refuse('already-voided', `event ${target} was voided by event ${by}`, { target, by });
    const dependents = dependentsOf(log, target);
    if (dependents.length > 0)
      return refuse(
        'has-dependents',
        `event ${target} (${event.type}) has later decisions resting on it; void them first, the latest first: ${dependents.join(', ')}`,
        { target, type: event.type, dependents: dependents.join(', '), count: dependents.length },
      );
    const decision = decisionOf(log, target);
    for (const seq of decision) {
      const round = roundTouched(log, log[seq - 1] as TournamentEvent, seq);
      if (round === null) continue;
      const open = checkPeriod(state, round, stamp.at);
      if (!open.ok) return open;
    }
    const reason = request.reason.trim();
    // One void per event of the decision, the latest first, as the chain is voided.
    return ok(
      [...decision]
        .reverse()
        .map((seq): TournamentEvent => ({ type: 'voided', target: seq, reason, ...stamp })),
    );
  });
