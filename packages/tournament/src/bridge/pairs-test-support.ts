/**
 * What the bridge pairs tests share: a 3-table Mitchell of 2 boards a round with every pair
 * registered, stamps in minutes from a fixed start, and folding a log after a command. For
 * tests only (the package's build leaves it out).
 */
import type { Contract } from '@tavolo/bridge';
import type { Stamp } from '../event.js';
import {
  type BridgePairsOutcome,
  confirmBoardResult,
  createBridgePairs,
  enterBoardResult,
  registerPair,
} from './pairs-commands.js';
import type { BridgePairsConfigInput } from './pairs-config.js';
import type { BoardOutcome, BridgePairsEvent, ResultActor } from './pairs-event.js';
import { type BridgePairsState, replayBridgePairs } from './pairs-state.js';
import { placesOf } from './pairs-status.js';

export const START = Date.parse('2026-11-29T14:00:00.000Z');
export const at = (minutes: number) => new Date(START + minutes * 60_000).toISOString();
export const stamp = (minutes: number, by = 'director'): Stamp => ({ at: at(minutes), by });

export const fold = (events: readonly BridgePairsEvent[]): BridgePairsState => {
  const state = replayBridgePairs(events);
  if (!state.ok) throw new Error(state.error.message);
  return state.value;
};

export const after = (
  events: readonly BridgePairsEvent[],
  command: (state: BridgePairsState) => BridgePairsOutcome,
): BridgePairsEvent[] => {
  const out = command(fold(events));
  if (!out.ok) throw new Error(`${out.error.code}: ${out.error.message}`);
  return [...events, ...out.value];
};

export const player = (pair: number, seat: 'a' | 'b' = 'a'): ResultActor => ({
  role: 'player',
  pair,
  player: `P${pair}${seat}`,
});
export const director: ResultActor = { role: 'director' };

/** A 3-table Mitchell of 2 boards a round, every pair registered. */
export const opened = (input: Partial<BridgePairsConfigInput> = {}): BridgePairsEvent[] => {
  const created = createBridgePairs(
    {
      name: 'Giovedì',
      date: '2026-11-29',
      movement: { kind: 'mitchell', tables: 3 },
      boardsPerRound: 2,
      scoring: 'matchpoints',
      ...input,
    },
    stamp(0),
  );
  if (!created.ok) throw new Error(created.error.message);
  let events: BridgePairsEvent[] = [...created.value];
  for (let pair = 1; pair <= 6; pair++)
    events = after(events, (s) => registerPair(s, pair, [`P${pair}a`, `P${pair}b`], stamp(1)));
  return events;
};

export const fourSpades: Contract = { level: 4, strain: 'S', doubling: 0, declarer: 0 };
export const made: Extract<BoardOutcome, { kind: 'played' }> = {
  kind: 'played',
  contract: fourSpades,
  tricks: 10,
};
// Round 1, table 1: N/S pair 1 against E/W pair 4, set 1 (boards 1 and 2).
export const place = { round: 1, table: 1, board: 1 };

/** Every board entered by N/S's first player and confirmed by E/W's second, at minute 10. */
export const played = (events: BridgePairsEvent[]): BridgePairsEvent[] => {
  for (const p of placesOf(fold(events))) {
    const at1 = fold(events).movement.rounds[p.round - 1]?.find((e) => e.table === p.table);
    if (!at1) throw new Error('no table');
    const tricks = 8 + ((p.board + p.table) % 4);
    events = after(events, (s) =>
      enterBoardResult(
        s,
        { ...p, outcome: { kind: 'played', contract: fourSpades, tricks }, actor: player(at1.ns) },
        stamp(10),
      ),
    );
    events = after(events, (s) =>
      confirmBoardResult(s, { ...p, actor: player(at1.ew, 'b') }, stamp(10)),
    );
  }
  return events;
};
