/**
 * A bridge pairs event kept in a log with the store's append rule: its events go to envelopes
 * and back unchanged, a decision is appended after exactly the log it was made on, and the other
 * games' codec refuses a bridge log rather than misreading it.
 */
import { type Result, err, ok } from '@tavolo/cards';
import { describe, expect, it } from 'vitest';
import { fromEnvelope, type EventEnvelope } from '../log-codec.js';
import type { LogError, TournamentLog } from '../run-command.js';
import {
  confirmBoardResult,
  createBridgePairs,
  enterBoardResult,
  publishResults,
  registerPair,
  runBridgePairs,
} from './pairs-commands.js';
import type { BridgePairsEvent } from './pairs-event.js';
import {
  fromBridgeEnvelope,
  loadBridgePairs,
  runBridgePairsCommand,
  toBridgeEnvelope,
} from './pairs-log.js';
import { playSample } from './sample-results.js';

const at = (minutes: number) => new Date(Date.UTC(2026, 10, 26, 19, minutes)).toISOString();

const must = <T>(r: Result<T, unknown>): T => {
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
};

class MemoryLog implements TournamentLog {
  readonly envelopes: (EventEnvelope & { readonly seq: number })[] = [];
  readEvents(): Promise<Result<readonly (EventEnvelope & { readonly seq: number })[], LogError>> {
    return Promise.resolve(ok([...this.envelopes]));
  }
  append(_id: string, expectedSeq: number, events: readonly EventEnvelope[]) {
    if (expectedSeq !== this.envelopes.length)
      return Promise.resolve(err({ code: 'conflict', message: 'appended meanwhile' }));
    for (const e of events) this.envelopes.push({ ...e, seq: this.envelopes.length + 1 });
    return Promise.resolve(ok({ lastSeq: this.envelopes.length }));
  }
}

/** A 3-table Mitchell with every pair registered. */
const registered = (): readonly BridgePairsEvent[] => {
  let events = must(
    createBridgePairs(
      {
        name: 'Prova',
        date: '2026-11-26',
        movement: { kind: 'mitchell', tables: 3 },
        boardsPerRound: 2,
        scoring: 'matchpoints',
      },
      { at: at(0), by: 'arbitro' },
    ),
  );
  for (let pair = 1; pair <= 6; pair++)
    events = must(
      runBridgePairs(events, (s) =>
        registerPair(s, pair, [`N${pair}`, `S${pair}`], { at: at(1), by: 'arbitro' }),
      ),
    );
  return events;
};

describe('a bridge pairs event in a store', () => {
  it('writes every event of a whole event to an envelope and reads it back unchanged', () => {
    const played = must(playSample(registered(), 3, at(30)));
    const events = must(runBridgePairs(played, (s) => publishResults(s, { at: at(40), by: 'a' })));
    const back = events.map((e) => must(fromBridgeEnvelope(toBridgeEnvelope(e))));
    expect(back).toEqual(events);
    // The other games' codec refuses the log instead of taking its `created` for its own.
    const [first] = events.map(toBridgeEnvelope);
    expect(fromEnvelope(first as EventEnvelope).ok).toBe(false);
    expect(fromBridgeEnvelope({ type: 'created', at: at(0), by: 'a', data: {} }).ok).toBe(false);
  });

  it('LAW 79A1: a result entered and confirmed is appended after the log it was decided on', async () => {
    const log = new MemoryLog();
    await log.append('e', 0, registered().map(toBridgeEnvelope));
    const place = { round: 1, table: 1, board: 1 };
    const loaded = must(await loadBridgePairs(log, 'e'));
    const e = loaded.state.movement.rounds[0]?.[0];
    expect(e).toBeDefined();
    const entered = await runBridgePairsCommand(log, 'e', (state) =>
      enterBoardResult(
        state,
        {
          ...place,
          outcome: { kind: 'passed-out' },
          actor: { role: 'player', pair: e?.ns ?? 0, player: `N${e?.ns}` },
        },
        { at: at(20), by: `N${e?.ns}` },
      ),
    );
    expect(must(entered).lastSeq).toBe(loaded.lastSeq + 1);
    const confirmed = must(
      await runBridgePairsCommand(log, 'e', (state) =>
        confirmBoardResult(
          state,
          { ...place, actor: { role: 'player', pair: e?.ew ?? 0, player: `S${e?.ew}` } },
          { at: at(21), by: `S${e?.ew}` },
        ),
      ),
    );
    expect(confirmed.state.results.get('1/1/1')?.confirmedBy).toMatchObject({ pair: e?.ew });
    // The state reported is the whole log's, replayed.
    expect(must(await loadBridgePairs(log, 'e')).state).toEqual(confirmed.state);
  });

  it('refuses to append a decision made on a log that has moved since', async () => {
    const log = new MemoryLog();
    await log.append('e', 0, registered().map(toBridgeEnvelope));
    const late = await runBridgePairsCommand(log, 'e', (state) => {
      // Someone else appends while this decision is being made.
      void log.append('e', log.envelopes.length, [
        toBridgeEnvelope({ type: 'published', at: at(50), by: 'x' }),
      ]);
      return enterBoardResult(
        state,
        {
          round: 1,
          table: 1,
          board: 1,
          outcome: { kind: 'passed-out' },
          actor: { role: 'director' },
        },
        { at: at(51), by: 'arbitro' },
      );
    });
    expect(!late.ok && late.error.kind).toBe('not-appended');
  });
});
