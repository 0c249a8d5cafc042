/**
 * Whole events run to their final matchpoint standings: a 7-table Mitchell of 21 boards (3 a
 * round, 7 rounds) and a 4-table Howell of 28 boards (4 a round, 7 rounds), every result made
 * up from a seed, entered at the table by N/S and confirmed by E/W, then published.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Stamp } from '../event.js';
import { movementProblems } from './movement-checks.js';
import { encounterAt, nextStop, roundsOf } from './movement.js';
import {
  correctBoardResult,
  createBridgePairs,
  publishResults,
  registerPair,
  runBridgePairs,
} from './pairs-commands.js';
import type { MovementSpec } from './pairs-config.js';
import type { BridgePairsEvent } from './pairs-event.js';
import { scoreBoards } from './pairs-scoring.js';
import { type BridgePairsState, replayBridgePairs } from './pairs-state.js';
import { bridgeStandings } from './pairs-standings.js';
import { pairsStatus } from './pairs-status.js';
import { playSample, sampleOutcome } from './sample-results.js';

const START = Date.parse('2026-11-26T20:30:00.000Z');
const at = (minutes: number) => new Date(START + minutes * 60_000).toISOString();
const stamp = (minutes: number): Stamp => ({ at: at(minutes), by: 'arbitro' });

const must = <T>(r: { ok: true; value: T } | { ok: false; error: { message: string } }): T => {
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

/** The event created, every pair registered, every board played from `seed`, published. */
const runEvent = (movement: MovementSpec, boardsPerRound: number, seed: number) => {
  let events: readonly BridgePairsEvent[] = must(
    createBridgePairs(
      {
        name: 'Torneo del giovedì',
        date: '2026-11-26',
        movement,
        boardsPerRound,
        scoring: 'matchpoints',
      },
      stamp(0),
    ),
  );
  const pairs = 2 * movement.tables;
  for (let pair = 1; pair <= pairs; pair++)
    events = must(
      runBridgePairs(events, (s) => registerPair(s, pair, [`Nord${pair}`, `Sud${pair}`], stamp(1))),
    );
  events = must(playSample(events, seed, at(150)));
  events = must(runBridgePairs(events, (s) => publishResults(s, stamp(180))));
  return { events, state: must(replayBridgePairs(events)) };
};

/** What every scenario checks of the event as played. */
const checkEvent = (state: BridgePairsState, expected: number) => {
  const m = state.movement;
  expect(movementProblems(m)).toEqual([]);
  for (let pair = 1; pair <= m.pairs; pair++) {
    const sets = roundsOf(m, pair).map((r) => r.set);
    expect(new Set(sets).size).toBe(sets.length);
  }
  // The boards travel as published: where the guide sends a set, it is played next round.
  for (let r = 1; r < m.rounds.length; r++)
    for (const e of m.rounds[r - 1] ?? []) {
      const next = nextStop(m, e.set, r);
      if (typeof next === 'number') expect(encounterAt(m, r + 1, next)?.set).toBe(e.set);
      else expect(m.rounds[r]?.some((x) => x.set === e.set)).toBe(false);
    }
  // LAW 79A1: every result entered by a player of the table, confirmed by an opponent.
  for (const record of state.results.values()) {
    const { enteredBy: by, confirmedBy: ok } = record;
    expect(by.role === 'player' && [record.ns, record.ew].includes(by.pair)).toBe(true);
    expect(ok?.role === 'player' && ok.pair !== (by.role === 'player' ? by.pair : 0)).toBe(true);
    expect(ok?.role === 'player' && [record.ns, record.ew].includes(ok.pair)).toBe(true);
  }
  // LAW 78A: n results, n(n-1) matchpoints to each direction on the 2-per-comparison scale.
  const boards = must(scoreBoards(state));
  expect(boards).toHaveLength(m.sets * state.config.boardsPerRound);
  for (const b of boards) {
    const n = b.lines.length;
    expect(n).toBe(expected);
    expect(b.top).toBe(2 * (n - 1));
    expect(b.lines.reduce((s, l) => s + l.nsScore, 0)).toBe(n * (n - 1));
    expect(b.lines.reduce((s, l) => s + l.ewScore, 0)).toBe(n * (n - 1));
  }
};

describe('a 7-table Mitchell pairs event of 21 boards', () => {
  const { events, state } = runEvent({ kind: 'mitchell', tables: 7 }, 3, 2026);

  it('plays 7 rounds of 3 boards at 7 tables, every board 7 times, to matchpoint standings', () => {
    expect(state.movement.rounds).toHaveLength(7);
    expect(state.results.size).toBe(7 * 7 * 3);
    checkEvent(state, 7);
    const fields = must(bridgeStandings(state));
    expect(fields.map((f) => f.field)).toEqual(['NS', 'EW']);
    for (const f of fields) {
      expect(f.standings).toHaveLength(7);
      // Each pair plays all 21 boards, top 12 each; a line's percentages average 50.
      for (const row of f.standings) expect(row).toMatchObject({ boards: 21, top: 252 });
      const sum = f.standings.reduce((s, r) => s + (r.percentage ?? 0), 0);
      expect(sum).toBeCloseTo(350, 9);
      const pct = f.standings.map((r) => r.percentage ?? 0);
      expect(pct).toEqual([...pct].sort((a, b) => b - a));
      expect(f.standings[0]?.rank).toBe(1);
    }
  });

  it('LAW 79C: corrected within the period the standings follow; after it, refused', () => {
    expect(pairsStatus(state, at(200))).toBe('official');
    // Table 2 in round 4 plays set 5 (boards move down a table a round): boards 13-15.
    const place = { round: 4, table: 2, board: 13 };
    expect(encounterAt(state.movement, 4, 2)?.set).toBe(5);
    const before = sampleOutcome(2026, 13, 2);
    const outcome =
      before.kind === 'played'
        ? { ...before, tricks: before.tricks === 13 ? 0 : 13 }
        : ({ kind: 'artificial', ns: 'plus', ew: 'minus' } as const);
    const fixed = must(
      runBridgePairs(events, (s) =>
        correctBoardResult(s, { ...place, outcome, reason: 'tricks miscounted' }, stamp(209)),
      ),
    );
    expect(must(bridgeStandings(must(replayBridgePairs(fixed))))).not.toEqual(
      must(bridgeStandings(state)),
    );
    const late = runBridgePairs(events, (s) =>
      correctBoardResult(s, { ...place, outcome, reason: 'tricks miscounted' }, stamp(210)),
    );
    expect(!late.ok && late.error.code).toBe('bridge-correction-period-over');
  });

  it('the same seed gives the same event', () => {
    expect(must(bridgeStandings(runEvent({ kind: 'mitchell', tables: 7 }, 3, 2026).state))).toEqual(
      must(bridgeStandings(state)),
    );
  });
});

describe('a 4-table Howell pairs event', () => {
  const { state } = runEvent({ kind: 'howell', tables: 4 }, 4, 79);

  it('plays 7 rounds of 4 boards, every board 4 times, to one field of standings', () => {
    expect(state.results.size).toBe(7 * 4 * 4);
    checkEvent(state, 4);
    const fields = must(bridgeStandings(state));
    expect(fields.map((f) => f.field)).toEqual(['all']);
    const rows = fields[0]?.standings ?? [];
    expect(rows.map((r) => r.pair).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    // 28 boards of top 6: each pair's 168; the field's percentages average 50.
    for (const row of rows) expect(row).toMatchObject({ boards: 28, top: 168 });
    expect(rows.reduce((s, r) => s + (r.percentage ?? 0), 0)).toBeCloseTo(400, 9);
  });
});

describe('any seed', () => {
  it('LAW 78A: every board of either movement gives n(n-1) matchpoints to each direction', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), fc.boolean(), (seed, howell) => {
        const { state } = howell
          ? runEvent({ kind: 'howell', tables: 4 }, 2, seed)
          : runEvent({ kind: 'mitchell', tables: 5 }, 2, seed);
        checkEvent(state, howell ? 4 : 5);
      }),
      { numRuns: 20 },
    );
  });
});
