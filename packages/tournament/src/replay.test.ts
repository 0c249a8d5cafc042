/**
 * Properties of whole events played with random scores: standings are a pure function of the
 * event log (the same log, replayed or sent through JSON, gives the same standings), and no
 * entrant is ever seated twice in a round.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { replay } from './apply-event.js';
import type { Movement } from './config.js';
import { enterResult, pair, publish, register, withdraw } from './direct.js';
import { fromEnvelope, toEnvelope } from './log-codec.js';
import { standings } from './standings.js';
import { Log, at, unwrap } from './test-support.js';

const MOVEMENTS: Record<string, Movement> = {
  danish: { kind: 'danish', variant: 'modified' },
  mitchell: { kind: 'mitchell', step: 1 },
  'round-robin': { kind: 'round-robin' },
};

const burracoEvent = fc.record({
  pairs: fc.integer({ min: 4, max: 13 }),
  movement: fc.constantFrom('danish', 'mitchell', 'round-robin'),
  rounds: fc.integer({ min: 1, max: 3 }),
  scores: fc.array(fc.integer({ min: -40, max: 300 }), { minLength: 200, maxLength: 200 }),
  withdrawAfter: fc.option(fc.integer({ min: 1, max: 2 }), { nil: null }),
});

interface EventShape {
  readonly pairs: number;
  readonly movement: string;
  readonly rounds: number;
  readonly scores: readonly number[];
  readonly withdrawAfter: number | null;
}

/** Plays an event with scores from `scores` (times 5: Burraco scores are multiples of 5). */
const play = (e: EventShape) => {
  const log = new Log({
    name: 'Proprietà',
    game: 'burraco',
    kind: 'pairs',
    rounds: Array.from({ length: e.rounds }, () => ({
      movement: MOVEMENTS[e.movement] as Movement,
      hands: 3,
    })),
  });
  for (let i = 1; i <= e.pairs; i++)
    log.do((s) => register(s, { players: [`A${i}`, `B${i}`] }, at(1)));
  let next = 0;
  const score = () => (e.scores[next++ % e.scores.length] as number) * 5;
  for (let round = 1; round <= e.rounds; round++) {
    if (e.withdrawAfter === round - 1 && round > 1)
      log.do((s) =>
        withdraw(s, { entrant: 'E2', during: false, reason: 'ritiro' }, at(round * 100 - 5)),
      );
    log.do((s) => pair(s, {}, at(round * 100)));
    const seated = (log.state.rounds[round - 1]?.pairing.tables ?? []).flatMap((t) => t.seats);
    const byes = log.state.rounds[round - 1]?.pairing.byes ?? [];
    expect(new Set([...seated, ...byes]).size).toBe(seated.length + byes.length);
    for (const t of log.state.rounds[round - 1]?.pairing.tables ?? [])
      log.do((s) =>
        enterResult(
          s,
          {
            round,
            table: t.table,
            hands: [0, 1, 2].map(() => [score(), score()]),
            signedBy: [...t.seats],
          },
          at(round * 100 + 50),
        ),
      );
    log.do((s) => publish(s, round, at(round * 100 + 55)));
  }
  return log;
};

describe('standings are a pure function of the event log', () => {
  it('the same log gives the same standings, replayed or sent through JSON', () => {
    fc.assert(
      fc.property(burracoEvent, (e) => {
        const log = play(e);
        const direct = standings(log.state);
        const again = standings(unwrap(replay([...log.events])));
        const wire = JSON.parse(JSON.stringify(log.events.map(toEnvelope))) as ReturnType<
          typeof toEnvelope
        >[];
        const decoded = wire.map((w) => unwrap(fromEnvelope(w)));
        expect(again).toEqual(direct);
        expect(standings(unwrap(replay(decoded)))).toEqual(direct);
        // Every entrant is ranked once, ranks run 1..n.
        expect(direct.map((r) => r.rank)).toEqual(direct.map((_, i) => i + 1));
        expect(new Set(direct.map((r) => r.entrant)).size).toBe(e.pairs);
      }),
      { numRuns: 60 },
    );
  });

  it('a log that does not start with the creation of the event is refused, not crashed on', () => {
    const log = play({
      pairs: 4,
      movement: 'danish',
      rounds: 1,
      scores: [10],
      withdrawAfter: null,
    } as never);
    expect(replay(log.events.slice(1))).toMatchObject({ ok: false, error: { code: 'bad-log' } });
    expect(replay([...log.events, log.events[0] as never])).toMatchObject({
      ok: false,
      error: { code: 'bad-log' },
    });
    expect(fromEnvelope({ type: 'dropped-table', at: at(0).at, by: 'x', data: {} })).toMatchObject({
      ok: false,
    });
  });
});
