import type { Contract } from '@tavolo/bridge';
import { describe, expect, it } from 'vitest';
import type { Stamp } from '../event.js';
import {
  type BridgePairsOutcome,
  createBridgePairs,
  enterBoardResult,
  registerPair,
  runBridgePairs,
} from './pairs-commands.js';
import type { BridgeScoring } from './pairs-config.js';
import type { BoardOutcome, BridgePairsEvent } from './pairs-event.js';
import { personalCard } from './pairs-cards.js';
import { scoreBoard } from './pairs-scoring.js';
import { type BridgePairsState, replayBridgePairs } from './pairs-state.js';
import { bridgeStandings } from './pairs-standings.js';

const stamp: Stamp = { at: '2026-11-29T14:00:00.000Z', by: 'director' };

const then = (
  events: readonly BridgePairsEvent[],
  command: (s: BridgePairsState) => BridgePairsOutcome,
): readonly BridgePairsEvent[] => {
  const out = runBridgePairs(events, command);
  if (!out.ok) throw new Error(out.error.message);
  return out.value;
};

const fold = (events: readonly BridgePairsEvent[]) => {
  const s = replayBridgePairs(events);
  if (!s.ok) throw new Error(s.error.message);
  return s.value;
};

/**
 * A 3-table Mitchell, 1 board a round: board 1 (nobody vulnerable) is played at table 1 in
 * round 1, table 3 in round 2 and table 2 in round 3. `outcomes` are the three tables' results
 * in that order, entered by the director.
 */
const boardOne = (scoring: BridgeScoring, outcomes: readonly BoardOutcome[]) => {
  const created = createBridgePairs(
    {
      name: 'Prova',
      date: '2026-11-29',
      movement: { kind: 'mitchell', tables: 3 },
      boardsPerRound: 1,
      scoring,
    },
    stamp,
  );
  if (!created.ok) throw new Error(created.error.message);
  let events: readonly BridgePairsEvent[] = created.value;
  for (let pair = 1; pair <= 6; pair++)
    events = then(events, (s) => registerPair(s, pair, [`P${pair}a`, `P${pair}b`], stamp));
  const places = [
    { round: 1, table: 1, board: 1 },
    { round: 2, table: 3, board: 1 },
    { round: 3, table: 2, board: 1 },
  ];
  outcomes.forEach((outcome, i) => {
    const place = places[i];
    if (place)
      events = then(events, (s) =>
        enterBoardResult(s, { ...place, outcome, actor: { role: 'director' } }, stamp),
      );
  });
  const scored = scoreBoard(fold(events), 1);
  if (!scored.ok) throw new Error(scored.error.message);
  return { state: fold(events), scored: scored.value };
};

const spades = (level: 3 | 4): Contract => ({ level, strain: 'S', doubling: 0, declarer: 0 });
const played = (level: 3 | 4, tricks: number): BoardOutcome => ({
  kind: 'played',
  contract: spades(level),
  tricks,
});

// 4S making (N/S +420), 4S+1 (+450), 4S-1 (-50), nobody vulnerable on board 1.
const field = [played(4, 10), played(4, 11), played(4, 9)];

describe('scoring across the field', () => {
  it('LAW 78A: 2 matchpoints per N/S score beaten, 1 per tie; E/W get the top minus N/S', () => {
    const { scored } = boardOne('matchpoints', field);
    expect(scored.top).toBe(4);
    expect(scored.lines.map((l) => l.points)).toEqual([420, 450, -50]);
    expect(scored.lines.map((l) => l.nsScore)).toEqual([2, 4, 0]);
    expect(scored.lines.map((l) => l.ewScore)).toEqual([2, 0, 4]);
  });

  it('LAW 78A: equal scores share the matchpoints', () => {
    const { scored } = boardOne('matchpoints', [played(4, 10), played(4, 10), played(3, 10)]);
    // +420, +420, +170: each 420 beats 170 (2) and ties the other 420 (1).
    expect(scored.lines.map((l) => l.nsScore)).toEqual([3, 3, 0]);
  });

  it("LAW 78A: a board scored at fewer tables than expected is put on the top by Neuberg's formula", () => {
    const { scored } = boardOne('matchpoints', [
      played(4, 10),
      { kind: 'not-played' },
      played(4, 11),
    ]);
    // Among 2 results: 420 gets 0, 450 gets 2; on 3 expected: (mp + 1) x 3/2 - 1.
    expect(scored.lines.map((l) => l.nsScore)).toEqual([0.5, 3.5]);
    expect(scored.lines.map((l) => l.ewScore)).toEqual([3.5, 0.5]);
  });

  it('LAW 12C2 (2017): an artificial score is a share of the top, and may be unbalanced', () => {
    const { scored } = boardOne('matchpoints', [
      played(4, 10),
      { kind: 'artificial', ns: 'plus', ew: 'minus' },
      played(4, 11),
    ]);
    expect(scored.lines[1]).toMatchObject({ points: null, nsScore: 2.4, ewScore: 1.6 });
    const both = boardOne('matchpoints', [
      played(4, 10),
      { kind: 'artificial', ns: 'minus', ew: 'minus' },
      played(4, 11),
    ]);
    expect(both.scored.lines[1]).toMatchObject({ nsScore: 1.6, ewScore: 1.6 });
  });

  it('LAW 78B: cross-IMPs compare each score with every other, averaged over the comparisons', () => {
    const { scored } = boardOne('cross-imps', field);
    // 420: -1 (30 less than 450) and +10 (470 more than -50) -> 4.5
    // 450: +1 and +11 -> 6;  -50: -10 and -11 -> -10.5.
    expect(scored.lines.map((l) => l.nsScore)).toEqual([4.5, 6, -10.5]);
    expect(scored.lines.map((l) => l.ewScore)).toEqual([-4.5, -6, 10.5]);
  });

  it('LAW 12C2 (2017): in IMPs average plus is +3 and average minus -3', () => {
    const { scored } = boardOne('cross-imps', [
      played(4, 10),
      { kind: 'artificial', ns: 'plus', ew: 'minus' },
      played(4, 11),
    ]);
    expect(scored.lines[1]).toMatchObject({ nsScore: 3, ewScore: -3 });
  });

  it('a Mitchell ranks N/S and E/W apart, by percentage of the tops', () => {
    const { state } = boardOne('matchpoints', field);
    const standings = bridgeStandings(state);
    if (!standings.ok) throw new Error(standings.error.message);
    expect(standings.value.map((f) => f.field)).toEqual(['NS', 'EW']);
    const ns = standings.value[0]?.standings ?? [];
    // Table 3's N/S made 450 (4 of 4), table 1's 420 (2 of 4), table 2's -50 (0 of 4).
    expect(ns.map((r) => [r.rank, r.pair, r.percentage])).toEqual([
      [1, 3, 100],
      [2, 1, 50],
      [3, 2, 0],
    ]);
  });
});

describe('personal score cards', () => {
  it("a pair's card lists its rounds, boards, own points and matchpoints", () => {
    const { state } = boardOne('matchpoints', field);
    // E/W pair 5 starts at table 2 and moves up: table 3 in round 2, where board 1 is.
    const card = personalCard(state, 5);
    if (!card.ok) throw new Error(card.error.message);
    expect(card.value.map((l) => [l.round, l.table, l.direction, l.opponent])).toEqual([
      [1, 2, 'EW', 2],
      [2, 3, 'EW', 3],
      [3, 1, 'EW', 1],
    ]);
    // Board 1 at table 3 was 4S+1 by North: E/W -450, the lowest E/W score, 0 of 4.
    expect(card.value[1]).toMatchObject({ board: 1, points: -450, score: 0, top: 4 });
    expect(card.value[0]).toMatchObject({ board: 2, points: null, score: null });
  });
});
