/**
 * Load, decide, append: the state a recorded command reports is the state of its whole log
 * replayed, whether it was folded on from the loaded state or, after a void, replayed anew.
 */
import { type Result, err, ok } from '@tavolo/cards';
import { describe, expect, it } from 'vitest';
import { replay } from './apply-event.js';
import type { ConfigInput } from './config.js';
import type { Outcome } from './decision.js';
import {
  createTournament,
  enterResult,
  pair,
  penalize,
  publish,
  register,
  sanction,
} from './direct.js';
import type { TournamentEvent } from './event.js';
import { type EventEnvelope, fromEnvelope, toEnvelope } from './log-codec.js';
import { type LogError, type TournamentLog, loadTournament, runCommand } from './run-command.js';
import type { TournamentState } from './state.js';
import { at, unwrap } from './test-support.js';
import { voidDecision } from './void.js';

/** A log kept in memory, with the store's append rule: after exactly the last event read. */
class MemoryLog implements TournamentLog {
  readonly envelopes: (EventEnvelope & { readonly seq: number })[] = [];
  readEvents(): Promise<Result<readonly (EventEnvelope & { readonly seq: number })[], LogError>> {
    return Promise.resolve(ok([...this.envelopes]));
  }
  append(
    _id: string,
    expectedSeq: number,
    events: readonly EventEnvelope[],
  ): Promise<Result<{ readonly lastSeq: number }, LogError>> {
    if (expectedSeq !== this.envelopes.length)
      return Promise.resolve(err({ code: 'conflict', message: 'appended meanwhile' }));
    for (const e of events) this.envelopes.push({ ...e, seq: this.envelopes.length + 1 });
    return Promise.resolve(ok({ lastSeq: this.envelopes.length }));
  }
  /** The whole log, replayed. */
  replayed(): TournamentState {
    return unwrap(replay(this.envelopes.map((e) => unwrap(fromEnvelope(e)))));
  }
}

const BURRACO: ConfigInput = {
  name: 'Trofeo',
  game: 'burraco',
  kind: 'pairs',
  correctionMinutes: 600,
  rounds: [1, 2].map(() => ({ movement: { kind: 'danish', variant: 'modified' }, hands: 3 })),
};

const newLog = (): MemoryLog => {
  const log = new MemoryLog();
  void log.append('t', 0, unwrap(createTournament(BURRACO, at(0))).map(toEnvelope));
  return log;
};

/** Runs `decide` through runCommand and checks its state against the whole log replayed. */
const run = async (
  log: MemoryLog,
  decide: (state: TournamentState, events: readonly TournamentEvent[]) => Outcome,
): Promise<readonly TournamentEvent[]> => {
  const recorded = await runCommand(log, 't', decide);
  if (!recorded.ok) throw new Error(`not recorded: ${JSON.stringify(recorded.error)}`);
  expect(recorded.value.state).toEqual(log.replayed());
  expect(recorded.value.lastSeq).toBe(log.envelopes.length);
  return recorded.value.events;
};

describe('runCommand', () => {
  it('reports the state of the whole log, folded on or, after a void, replayed', async () => {
    const log = newLog();
    for (let i = 1; i <= 8; i++)
      await run(log, (s) => register(s, { players: [`Nord ${i}`, `Sud ${i}`] }, at(1)));
    await run(log, (s) => pair(s, {}, at(10)));
    const tables = log.replayed().rounds[0]?.pairing.tables ?? [];
    for (const t of tables)
      await run(log, (s) =>
        enterResult(
          s,
          {
            round: 1,
            table: t.table,
            hands: [
              [300, 100],
              [200, 100],
              [100, 0],
            ],
            signedBy: [...t.seats],
          },
          at(50),
        ),
      );
    await run(log, (s) => publish(s, 1, at(55)));
    await run(log, (s) =>
      penalize(
        s,
        { entrant: 'E2', mp: 0, vp: 2, reason: 'ritardo', article: 'BUR-CH art. 48' },
        at(56),
      ),
    );
    const penalty = log.envelopes.length;
    await run(log, (s) =>
      sanction(s, { entrant: 'E3', player: 'Nord 3', level: 'caution', breach: 'rumore' }, at(57)),
    );
    // The void takes back the penalty: the state is that of the log without it.
    await run(log, (s, events) =>
      voidDecision(s, events, { target: penalty, reason: 'errore di battitura' }, at(58)),
    );
    expect(log.replayed().adjustments.filter((a) => a.entrant === 'E2')).toEqual([]);
    const paired = await run(log, (s) => pair(s, {}, at(60)));
    expect(paired.map((e) => e.type)).toContain('round-paired');
  });

  it('a refused command appends nothing', async () => {
    const log = newLog();
    const before = log.envelopes.length;
    const recorded = await runCommand(log, 't', (s) => publish(s, 1, at(5)));
    expect(recorded.ok).toBe(false);
    expect(log.envelopes).toHaveLength(before);
    expect((await loadTournament(log, 't')).ok).toBe(true);
  });
});
