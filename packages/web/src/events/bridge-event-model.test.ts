/**
 * A bridge pairs event as the pages show it: the log the server hands out is folded back into
 * the event, the movement lists each round's tables with their boards, and the standings are
 * the event's own; a log of the other games is refused rather than misread.
 */
import type { LoggedEvent } from '@tavolo/client';
import { type Stamp, bridge, createTournament, toEnvelope } from '@tavolo/tournament';
import { describe, expect, it } from 'vitest';
import { bridgeStandingsView, bridgeStateFromLog, movementRounds } from './bridge-event-model.js';

const stamp = (minutes: number): Stamp => ({
  at: new Date(Date.UTC(2026, 10, 26, 19, minutes)).toISOString(),
  by: 'arbitro',
});

const must = <T>(r: { ok: true; value: T } | { ok: false; error: { message: string } }): T => {
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

const logged = (events: readonly bridge.BridgePairsEvent[]): LoggedEvent[] =>
  events.map((e, i) => ({ seq: i + 1, ...bridge.toBridgeEnvelope(e) }) as LoggedEvent);

/** A 4-table Howell, every pair registered, every board played from a seed and published. */
const howell = () => {
  let events = must(
    bridge.createBridgePairs(
      {
        name: 'Howell del giovedì',
        date: '2026-11-26',
        movement: { kind: 'howell', tables: 4 },
        boardsPerRound: 3,
        scoring: 'matchpoints',
      },
      stamp(0),
    ),
  );
  for (let pair = 1; pair <= 8; pair++)
    events = must(
      bridge.runBridgePairs(events, (s) =>
        bridge.registerPair(s, pair, [`Nord${pair}`, `Sud${pair}`], stamp(1)),
      ),
    );
  events = must(bridge.playSample(events, 11, stamp(100).at));
  return must(bridge.runBridgePairs(events, (s) => bridge.publishResults(s, stamp(110))));
};

describe('a bridge pairs event on its pages', () => {
  it('folds the log the server keeps into the movement and the final standings', () => {
    const events = howell();
    const state = must(bridgeStateFromLog(logged(events)));
    const rounds = movementRounds(state);
    expect(rounds).toHaveLength(7);
    for (const [i, tables] of rounds.entries())
      for (const row of tables) {
        const e = bridge.encounterAt(state.movement, i + 1, row.table);
        expect([row.ns, row.ew]).toEqual([e?.ns, e?.ew]);
        expect(row.boards).toBe(`${3 * (e?.set ?? 0) - 2}-${3 * (e?.set ?? 0)}`);
      }
    const view = bridgeStandingsView(state, stamp(200).at);
    expect('fields' in view && view.status).toBe('final');
    expect('fields' in view && view.fields).toEqual(must(bridge.bridgeStandings(state)));
  });

  it('LAW 79C: the standings are official while the correction period runs', () => {
    const state = must(bridgeStateFromLog(logged(howell())));
    const view = bridgeStandingsView(state, stamp(115).at);
    expect('status' in view && view.status).toBe('official');
  });

  it("refuses the other games' log", () => {
    const burraco = must(
      createTournament(
        {
          name: 'Burraco',
          game: 'burraco',
          kind: 'pairs',
          rounds: [{ movement: { kind: 'danish', variant: 'modified' }, hands: 3 }],
        },
        stamp(0),
      ),
    ).map((e, i) => ({ seq: i + 1, ...toEnvelope(e) }) as LoggedEvent);
    expect(bridgeStateFromLog(burraco).ok).toBe(false);
  });
});
