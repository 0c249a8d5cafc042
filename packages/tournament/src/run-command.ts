/**
 * Load, decide, append: the one way a front end (the command line, the HTTP API) runs a
 * director's decision against a stored log. The log is read and replayed, the decision made on
 * that state, and its events appended after exactly the event read last, so a concurrent
 * writer makes the append fail rather than interleave. The storage is a small interface that
 * @tavolo/store's `Store` satisfies, so the package keeps no dependency on a database.
 */
import { type Result, err, ok } from '@tavolo/cards';
import { applyEvent, replay } from './apply-event.js';
import type { Outcome } from './decision.js';
import type { TournamentError } from './error.js';
import type { TournamentEvent } from './event.js';
import { type EventEnvelope, fromEnvelope, toEnvelope } from './log-codec.js';
import type { TournamentState } from './state.js';

/** A refusal of the storage, e.g. `unknown-tournament` or `conflict`. */
export interface LogError {
  readonly code: string;
  readonly message: string;
}

/** What the load-decide-append step needs of a store. */
export interface TournamentLog {
  readEvents(
    tournamentId: string,
  ): Promise<Result<readonly (EventEnvelope & { readonly seq: number })[], LogError>>;
  append(
    tournamentId: string,
    expectedSeq: number,
    events: readonly EventEnvelope[],
  ): Promise<Result<{ readonly lastSeq: number }, LogError>>;
}

export interface LoadedTournament {
  readonly id: string;
  readonly state: TournamentState;
  readonly events: readonly TournamentEvent[];
  readonly lastSeq: number;
}

/**
 * Why a command was not recorded: the log could not be read, it or the command broke a rule,
 * or the append was refused (`conflict` when someone else appended first).
 */
export type RunFailure =
  | { readonly kind: 'unreadable'; readonly error: LogError }
  | { readonly kind: 'refused'; readonly error: TournamentError }
  | { readonly kind: 'not-appended'; readonly error: LogError };

export interface Recorded {
  /** The events just appended. */
  readonly events: readonly TournamentEvent[];
  /** The state after them. */
  readonly state: TournamentState;
  /** The log's new head. */
  readonly lastSeq: number;
}

/** Reads and replays one tournament's log; a log written by another program is checked. */
export const loadTournament = async (
  log: TournamentLog,
  id: string,
): Promise<Result<LoadedTournament, RunFailure>> => {
  const stored = await log.readEvents(id);
  if (!stored.ok) return err({ kind: 'unreadable', error: stored.error });
  const events: TournamentEvent[] = [];
  for (const envelope of stored.value) {
    const decoded = fromEnvelope(envelope);
    if (!decoded.ok) return err({ kind: 'refused', error: decoded.error });
    events.push(decoded.value);
  }
  const state = replay(events);
  if (!state.ok) return err({ kind: 'refused', error: state.error });
  return ok({ id, state: state.value, events, lastSeq: stored.value.at(-1)?.seq ?? 0 });
};

/**
 * Decides on the tournament's current state (and, for a void, its log) and appends what was
 * decided.
 */
export const runCommand = async (
  log: TournamentLog,
  id: string,
  decide: (state: TournamentState, events: readonly TournamentEvent[]) => Outcome,
): Promise<Result<Recorded, RunFailure>> => {
  const loaded = await loadTournament(log, id);
  if (!loaded.ok) return loaded;
  const outcome = decide(loaded.value.state, loaded.value.events);
  if (!outcome.ok) return err({ kind: 'refused', error: outcome.error });
  const appended = await log.append(id, loaded.value.lastSeq, outcome.value.map(toEnvelope));
  if (!appended.ok) return err({ kind: 'not-appended', error: appended.error });
  const after = stateAfter(loaded.value, outcome.value);
  if (!after.ok) return err({ kind: 'refused', error: after.error });
  return ok({ events: outcome.value, state: after.value, lastSeq: appended.value.lastSeq });
};

/**
 * The state after the events a command appended: folded onto the state already replayed, so a
 * command replays its log once. A void changes what the earlier events add up to, so a log
 * with a new void is replayed whole (`replay` skips what it takes back). The decision
 * functions only return events their state accepts, so either way the fold succeeds.
 */
const stateAfter = (
  loaded: LoadedTournament,
  appended: readonly TournamentEvent[],
): Result<TournamentState, TournamentError> => {
  let state = loaded.state;
  for (const event of appended) {
    if (event.type === 'created' || event.type === 'voided')
      return replay([...loaded.events, ...appended]);
    state = applyEvent(state, event);
  }
  return ok(state);
};
