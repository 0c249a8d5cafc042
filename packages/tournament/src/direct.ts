/**
 * The director's commands. Each takes the current state, the request and a stamp (who, when)
 * and returns either the events to append or an error value naming the rule it would break;
 * a refused command changes nothing. Time is an input, never read from a clock, so commands
 * stay pure and replayable.
 *
 * This module holds the event's course (creation, withdrawal, pairing, publication, tie order)
 * and gathers the rest, one concept a module: registration.ts, results.ts (score sheets and
 * corrections), discipline.ts (late arrivals, sanctions, penalties), assign.ts (assigned
 * scores), on the shared parts of decision.ts.
 */
import { type ConfigInput, makeConfig } from './config.js';
import type { Confirmable } from './confirm.js';
import { zoneParam } from './event-time.js';
import type { SeatingMethod, Stamp, TournamentEventBody } from './event.js';
import { pairRound } from './pair.js';
import type { EntrantId } from './pairing.js';
import { pendingTables, roundComplete } from './scoring.js';
import { type TournamentState, activeEntrants, entrantById, roundState, tableOf } from './state.js';
import { type Outcome, currentRound, refuse, refuseWith, stamped, withStamp } from './decision.js';

export type { Outcome } from './decision.js';
export { withStamp } from './decision.js';
export * from './registration.js';
export * from './assign.js';
export * from './results.js';
export * from './discipline.js';

export const createTournament = (input: ConfigInput, stamp: Stamp): Outcome =>
  withStamp(null, stamp, () => {
    // Without a date, the event is played on the day it is created.
    const config = makeConfig({
      ...input,
      date: input.date ?? new Date(stamp.at).toISOString().slice(0, 10),
    });
    return config.ok ? stamped(stamp, { type: 'created', config: config.value }) : config;
  });

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
