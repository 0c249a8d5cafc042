/**
 * The papers of a bridge pairs event from its state: each board's traveller has one row per
 * table that played it, the two sides' matchpoints sharing the top (LAW 78A), and each pair's
 * score card holds its boards round by round with the total its standings give it.
 */
import type { Result } from '@tavolo/cards';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { boardsOfSet, roundsOf } from './movement.js';
import {
  createBridgePairs,
  correctBoardResult,
  registerPair,
  runBridgePairs,
} from './pairs-commands.js';
import type { BridgePairsEvent } from './pairs-event.js';
import { contractText, scoreCardsOf, travellersOf } from './pairs-papers.js';
import { expectedResults } from './pairs-scoring.js';
import { bridgeStandings } from './pairs-standings.js';
import { replayBridgePairs } from './pairs-state.js';
import { playSample } from './sample-results.js';

const at = (minutes: number) => new Date(Date.UTC(2026, 10, 26, 19, minutes)).toISOString();
const must = <T>(r: Result<T, { message: string }>): T => {
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

const played = (tables: number, seed: number): readonly BridgePairsEvent[] => {
  let events = must(
    createBridgePairs(
      {
        name: 'Mitchell',
        date: '2026-11-26',
        movement: { kind: 'mitchell', tables },
        boardsPerRound: 2,
        scoring: 'matchpoints',
      },
      { at: at(0), by: 'arbitro' },
    ),
  );
  for (let pair = 1; pair <= 2 * tables; pair++)
    events = must(
      runBridgePairs(events, (s) =>
        registerPair(s, pair, [`N${pair}`, `S${pair}`], { at: at(1), by: 'arbitro' }),
      ),
    );
  return must(playSample(events, seed, at(100)));
};

describe('the papers of a bridge pairs event', () => {
  it('LAW 78A: every traveller row splits the top, every card adds up to its standing', () => {
    fc.assert(
      fc.property(fc.integer({ min: 3, max: 5 }), fc.nat(1000), (tables, seed) => {
        const state = must(replayBridgePairs(played(tables, seed)));
        const travellers = must(travellersOf(state));
        expect(travellers).toHaveLength(state.movement.sets * 2);
        for (const t of travellers) {
          const expected = expectedResults(state, t.board);
          expect(t.rows).toHaveLength(expected);
          for (const row of t.rows) expect(row.nsResult + row.ewResult).toBe(2 * (expected - 1));
        }
        const cards = must(scoreCardsOf(state));
        const rows = must(bridgeStandings(state)).flatMap((f) => f.standings);
        expect(cards.map((c) => c.pair)).toEqual(
          rows.map((r) => String(r.pair)).sort((a, b) => Number(a) - Number(b)),
        );
        for (const card of cards) {
          const standing = rows.find((r) => String(r.pair) === card.pair);
          const sum = card.rounds.flatMap((r) => r.boards).reduce((a, b) => a + b.result, 0);
          expect(sum).toBe(standing?.score);
          expect(card.total).toBe(standing?.score);
          const pair = Number(card.pair);
          expect(card.rounds.map((r) => r.boards.map((b) => b.board))).toEqual(
            roundsOf(state.movement, pair).map((r) => boardsOfSet(r.set, 2)),
          );
        }
      }),
      { numRuns: 10 },
    );
  });

  it('LAW 12C2: an adjusted score is printed in words instead of a contract', () => {
    const events = played(3, 1);
    const corrected = must(
      runBridgePairs(events, (s) =>
        correctBoardResult(
          s,
          {
            round: 1,
            table: 1,
            board: 1,
            outcome: { kind: 'artificial', ns: 'plus', ew: 'minus' },
            reason: 'mano rovesciata',
          },
          { at: at(120), by: 'arbitro' },
        ),
      ),
    );
    const state = must(replayBridgePairs(corrected));
    const [board1] = must(travellersOf(state));
    const row = board1?.rows.find((r) => r.ns === '1');
    expect(row).toMatchObject({ adjusted: 'A+/A-' });
    expect(row?.contract).toBeUndefined();
    expect(contractText({ level: 4, strain: 'S', doubling: 1, declarer: 0 })).toBe('4SX');
  });
});
