/**
 * The results list of a bridge pairs event: each table's result with its state, and what each
 * viewer may do with it. An opponent confirms or disputes a player's entry (LAW 79A1, 79B), the
 * side that conceded tricks by a claim asks them back (LAW 69B) and the director decides, and
 * once the correction period is over (LAW 79C) the director may no longer correct.
 */
import { bridge } from '@tavolo/tournament';
import { describe, expect, it } from 'vitest';
import { type ResultRow, overTricks, resultRows, unconfirmedCount } from './bridge-results.js';
import { howellLog, run, stampAt, stateOf, threeNoTrump } from './bridge-test-support.js';

const first = stateOf(howellLog()).movement.rounds[0]?.[0];
if (!first) throw new Error('no table');
const board = bridge.boardsOfSet(first.set, 1)[0] ?? 0;
const place = { round: 1, table: first.table, board };
const northSouth = { role: 'player', name: `Nord${first.ns}` } as const;
const eastWest = { role: 'player', name: `Sud${first.ew}` } as const;
const nsActor = { role: 'player', pair: first.ns, player: `Nord${first.ns}` } as const;
const ewActor = { role: 'player', pair: first.ew, player: `Sud${first.ew}` } as const;
const NOW = stampAt(30).at;

/** North/South enter 3NT made with 9 tricks, East/West having conceded one by a claim. */
const entered = () =>
  run(howellLog(), (s) =>
    bridge.enterBoardResult(
      s,
      { ...place, outcome: threeNoTrump(9, { side: 'ew', tricks: 1 }), actor: nsActor },
      stampAt(10),
    ),
  );

const rowOf = (
  events: readonly bridge.BridgePairsEvent[],
  viewer: Parameters<typeof resultRows>[1],
  now = NOW,
): ResultRow => {
  const rows = resultRows(stateOf(events), viewer, now).find((b) => b.board === board)?.rows;
  const row = rows?.find((r) => r.round === 1 && r.table === first.table);
  if (!row) throw new Error('no row');
  return row;
};

describe("a bridge pairs event's results list", () => {
  it('lists every place of the movement by board, missing until entered', () => {
    const boards = resultRows(stateOf(howellLog()), { role: 'director' }, NOW);
    expect(boards.map((b) => b.board)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(boards.every((b) => b.rows.length === 4)).toBe(true);
    expect(boards.flatMap((b) => b.rows).every((r) => r.state === 'missing')).toBe(true);
    expect(unconfirmedCount(stateOf(howellLog()))).toBe(28);
  });

  it("shows a player only his own tables' results before the official score, the public none", () => {
    const rows = resultRows(stateOf(entered()), eastWest, NOW).flatMap((b) => b.rows);
    expect(rows).toHaveLength(7);
    expect(resultRows(stateOf(entered()), { role: 'public' }, NOW)).toEqual([]);
  });

  it('lets an opponent of the entering pair confirm or dispute, not the entering pair', () => {
    const events = entered();
    expect(rowOf(events, eastWest)).toMatchObject({
      state: 'entered',
      enteredBy: `Nord${first.ns}`,
      actions: { confirm: true, dispute: true, correct: false, decide: false, request: 1 },
    });
    expect(rowOf(events, northSouth).actions).toEqual({
      confirm: false,
      dispute: false,
      correct: false,
      decide: false,
      request: 0,
    });
    expect(resultRows(stateOf(events), { role: 'player', name: 'Nord9' }, NOW)).toEqual([]);
    expect(rowOf(events, { role: 'director' }).actions).toMatchObject({
      confirm: true,
      dispute: false,
      correct: true,
    });
  });

  it('shows a disputed result the director confirms or corrects (LAW 79B)', () => {
    const disputed = run(entered(), (s) =>
      bridge.disputeBoardResult(s, { ...place, actor: ewActor }, stampAt(11)),
    );
    expect(rowOf(disputed, eastWest)).toMatchObject({
      state: 'disputed',
      actions: { confirm: false, dispute: false },
    });
    expect(rowOf(disputed, { role: 'director' }).actions).toMatchObject({
      confirm: true,
      correct: true,
    });
    const corrected = run(disputed, (s) =>
      bridge.correctBoardResult(
        s,
        { ...place, outcome: threeNoTrump(8), reason: 'otto' },
        stampAt(12),
      ),
    );
    expect(rowOf(corrected, { role: 'director' })).toMatchObject({
      state: 'corrected',
      outcome: threeNoTrump(8),
    });
  });

  it('lets the side that conceded ask tricks back, and shows the decision (LAW 69B)', () => {
    const asked = run(entered(), (s) =>
      bridge.requestBoardWithdrawal(
        s,
        { ...place, actor: ewActor, tricks: 1, ground: 'won-in-fact' },
        stampAt(11),
      ),
    );
    expect(rowOf(asked, eastWest)).toMatchObject({
      withdrawal: { tricks: 1, requestedBy: `Sud${first.ew}`, granted: null },
      actions: { request: 0 },
    });
    expect(rowOf(asked, { role: 'director' }).actions.decide).toBe(true);
    const granted = run(asked, (s) =>
      bridge.decideBoardWithdrawal(s, { ...place, granted: 1, reason: 'presa vinta' }, stampAt(12)),
    );
    const row = rowOf(granted, { role: 'director' });
    expect(row).toMatchObject({
      state: 'corrected',
      withdrawal: { granted: 1, reason: 'presa vinta' },
      actions: { decide: false },
    });
    expect(row.outcome && overTricks(row.outcome)).toBe(-1);
  });

  it('closes corrections and withdrawals once the period is over (LAW 79C)', () => {
    const played = bridge.playSample(entered(), 5, stampAt(20).at);
    if (!played.ok) throw new Error(played.error.message);
    const confirmed = run(played.value, (s) =>
      bridge.confirmBoardResult(s, { ...place, actor: ewActor }, stampAt(21)),
    );
    const published = run(confirmed, (s) => bridge.publishResults(s, stampAt(22)));
    const everyone = resultRows(stateOf(published), { role: 'public' }, stampAt(40).at);
    expect(everyone.flatMap((b) => b.rows)).toHaveLength(28);
    expect(unconfirmedCount(stateOf(published))).toBe(0);
    expect(rowOf(published, { role: 'director' }, stampAt(40).at).actions.correct).toBe(true);
    expect(rowOf(published, eastWest, stampAt(40).at).actions.request).toBe(1);
    const late = stampAt(53).at;
    expect(rowOf(published, { role: 'director' }, late).actions.correct).toBe(false);
    expect(rowOf(published, eastWest, late).actions.request).toBe(0);
  });
});
