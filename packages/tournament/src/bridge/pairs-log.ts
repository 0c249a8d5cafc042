/**
 * A bridge pairs event kept in a store, as run-command.ts keeps the other games' events: each
 * event split into the store's envelope `{ type, at, by, data }` and put back together, the log
 * read and replayed (`loadBridgePairs`), and a decision appended after exactly the event read
 * last (`runBridgePairsCommand`), so a concurrent writer makes the append fail rather than
 * interleave.
 *
 * The envelopes' types carry a `bridge-` prefix: a bridge log read by the other games' codec
 * (or the reverse) is refused as a log of unknown events instead of being misread, since both
 * logs have a `created` and a `registered`.
 */
import { type Result, err, ok } from '@tavolo/cards';
import { type TournamentError, tournamentError } from '../error.js';
import type { EventEnvelope } from '../log-codec.js';
import type { RunFailure, TournamentLog } from '../run-command.js';
import type { BridgePairsOutcome } from './pairs-commands.js';
import type { BridgePairsEvent, BridgePairsEventBody } from './pairs-event.js';
import { type BridgePairsState, applyBridgePairsEvent, replayBridgePairs } from './pairs-state.js';

/** The game a bridge pairs event is stored under (the store's `game`). */
export const BRIDGE_GAME = 'bridge';

const PREFIX = 'bridge-';

const TYPES: readonly BridgePairsEventBody['type'][] = [
  'created',
  'registered',
  'result-entered',
  'result-confirmed',
  'result-disputed',
  'result-corrected',
  'withdrawal-requested',
  'withdrawal-decided',
  'published',
];

export const toBridgeEnvelope = (event: BridgePairsEvent): EventEnvelope => {
  const { type, at, by, ...data } = event;
  return { type: `${PREFIX}${type}`, at, by, data };
};

/** Reads an event back; a log written by another program is checked, not trusted. */
export const fromBridgeEnvelope = (e: EventEnvelope): Result<BridgePairsEvent, TournamentError> => {
  const type =
    typeof e.type === 'string' && e.type.startsWith(PREFIX) ? e.type.slice(PREFIX.length) : '';
  if (!TYPES.includes(type as BridgePairsEventBody['type']))
    return err(
      tournamentError('bad-log', 'Tavolo', `unknown event type ${JSON.stringify(e.type)}`, {
        check: 'log-unknown-type',
        type: String(e.type),
      }),
    );
  if (typeof e.data !== 'object' || e.data === null || Array.isArray(e.data))
    return err(
      tournamentError('bad-log', 'Tavolo', `event ${e.type} has no data object`, {
        check: 'log-no-data',
        type: e.type,
      }),
    );
  return ok({ ...(e.data as object), type, at: e.at, by: e.by } as BridgePairsEvent);
};

export interface LoadedBridgePairs {
  readonly id: string;
  readonly state: BridgePairsState;
  readonly events: readonly BridgePairsEvent[];
  readonly lastSeq: number;
}

/** Reads and replays one bridge pairs event's log. */
export const loadBridgePairs = async (
  log: TournamentLog,
  id: string,
): Promise<Result<LoadedBridgePairs, RunFailure>> => {
  const stored = await log.readEvents(id);
  if (!stored.ok) return err({ kind: 'unreadable', error: stored.error });
  const events: BridgePairsEvent[] = [];
  for (const envelope of stored.value) {
    const decoded = fromBridgeEnvelope(envelope);
    if (!decoded.ok) return err({ kind: 'refused', error: decoded.error });
    events.push(decoded.value);
  }
  const state = replayBridgePairs(events);
  if (!state.ok) return err({ kind: 'refused', error: state.error });
  return ok({ id, state: state.value, events, lastSeq: stored.value.at(-1)?.seq ?? 0 });
};

export interface BridgeRecorded {
  readonly events: readonly BridgePairsEvent[];
  readonly state: BridgePairsState;
  readonly lastSeq: number;
}

/** Decides on the event's current state and appends what was decided. */
export const runBridgePairsCommand = async (
  log: TournamentLog,
  id: string,
  decide: (state: BridgePairsState, events: readonly BridgePairsEvent[]) => BridgePairsOutcome,
): Promise<Result<BridgeRecorded, RunFailure>> => {
  const loaded = await loadBridgePairs(log, id);
  if (!loaded.ok) return loaded;
  const outcome = decide(loaded.value.state, loaded.value.events);
  if (!outcome.ok) return err({ kind: 'refused', error: outcome.error });
  const appended = await log.append(id, loaded.value.lastSeq, outcome.value.map(toBridgeEnvelope));
  if (!appended.ok) return err({ kind: 'not-appended', error: appended.error });
  // The commands return only events their state accepts, so the fold goes on from it.
  const state = outcome.value.reduce(applyBridgePairsEvent, loaded.value.state);
  return ok({ events: outcome.value, state, lastSeq: appended.value.lastSeq });
};
