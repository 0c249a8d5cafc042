/**
 * Who may see which results of a bridge pairs event. The boards travel: until the official
 * score (LAW 79C) a board's result at one table tells the tables still to play it how it went,
 * so the log goes out whole only to the event's directors and, once published, to everyone; a
 * player sees the results of the tables he sat at (to confirm, dispute or withdraw them, LAW
 * 79A1, 69B), and anyone else none. The other events (creation, pairs, publication) are public.
 */
import type { EventEnvelope } from '../log-codec.js';
import { encounterAt } from './movement.js';
import { fromBridgeEnvelope } from './pairs-log.js';
import { type BridgePairsState, replayBridgePairs } from './pairs-state.js';

/** Who reads the log: the event's director (or an admin), or an account by its name, or nobody. */
export type LogReader =
  | { readonly role: 'director' }
  | { readonly role: 'account'; readonly name: string }
  | { readonly role: 'anonymous' };

const RESULT_TYPES = new Set([
  'result-entered',
  'result-confirmed',
  'result-disputed',
  'result-corrected',
  'withdrawal-requested',
  'withdrawal-decided',
]);

/** Whether `name` plays in one of the two pairs seated at that round's table. */
const seatedAt = (state: BridgePairsState, name: string, round: number, table: number): boolean => {
  const at = encounterAt(state.movement, round, table);
  return [at?.ns, at?.ew].some(
    (pair) => pair !== undefined && state.pairs.get(pair)?.includes(name),
  );
};

/**
 * The envelopes of the log `reader` may see, in order; the log unchanged when it may see it all
 * (or when it cannot be read: the caller answers what the store holds, as for the other games).
 */
export const bridgeLogFor = <E extends EventEnvelope>(
  envelopes: readonly E[],
  reader: LogReader,
): readonly E[] => {
  if (reader.role === 'director') return envelopes;
  const events = envelopes.map(fromBridgeEnvelope);
  if (events.some((e) => !e.ok)) return envelopes;
  const read = events.flatMap((e) => (e.ok ? [e.value] : []));
  const state = replayBridgePairs(read);
  if (!state.ok || state.value.publishedAt !== null) return envelopes;
  return envelopes.filter((_, i) => {
    const event = read[i];
    if (event === undefined || !RESULT_TYPES.has(event.type) || !('round' in event)) return true;
    return (
      reader.role === 'account' && seatedAt(state.value, reader.name, event.round, event.table)
    );
  });
};
