import { describe, expect, it } from 'vitest';
import { enterBoardResult, publishResults } from './pairs-commands.js';
import { decideBoardWithdrawal, requestBoardWithdrawal } from './pairs-withdrawal.js';
import type { BoardOutcome, BridgePairsEvent } from './pairs-event.js';
import { fromBridgeEnvelope, toBridgeEnvelope } from './pairs-log.js';
import { type BridgePairsState, placeKey } from './pairs-state.js';
import { bridgeStandings } from './pairs-standings.js';
import {
  after,
  at,
  fold,
  fourSpades,
  opened,
  place,
  played,
  player,
  stamp,
} from './pairs-test-support.js';

// Round 1, table 1: N/S pair 1 (declarer North, 4S) against E/W pair 4.
/**
 * Declarer made 11 tricks by a claim the defenders (E/W) accepted, conceding 2 of theirs: 450,
 * tied with the 11 tricks of the board's table in round 3 (the others: 8 tricks).
 */
const claimed: BoardOutcome = {
  kind: 'played',
  contract: fourSpades,
  tricks: 11,
  conceded: { side: 'ew', tricks: 2 },
};

/** Every board played, board 1 at table 1 corrected to the claim above by the director. */
const withClaim = (): BridgePairsEvent[] => {
  const events = played(opened());
  const key = placeKey(place);
  const rest = events.filter((e) => !('board' in e) || placeKey(e) !== key);
  return after(rest, (s) =>
    enterBoardResult(s, { ...place, outcome: claimed, actor: { role: 'director' } }, stamp(10)),
  );
};

const published = () => after(withClaim(), (s) => publishResults(s, stamp(60)));

const request =
  (minutes: number, tricks = 1, pair = 4) =>
  (state: BridgePairsState) =>
    requestBoardWithdrawal(
      state,
      { ...place, actor: player(pair), tricks, ground: 'won-in-fact' },
      stamp(minutes, `P${pair}a`),
    );

describe('LAW 69A: the tricks a side conceded are part of the result', () => {
  it('LAW 69A: the conceded tricks are some of the tricks that side lost', () => {
    const s = fold(opened());
    const tooMany: BoardOutcome = { ...claimed, conceded: { side: 'ew', tricks: 12 } };
    const out = enterBoardResult(s, { ...place, outcome: tooMany, actor: player(1) }, stamp(10));
    expect(!out.ok && out.error).toMatchObject({
      code: 'bridge-conceded-tricks',
      article: 'LAW 69A',
      params: { lost: 11 },
    });
    // The declarer's side lost 2: it may have conceded up to 2.
    const declarer: BoardOutcome = { ...claimed, conceded: { side: 'ns', tricks: 2 } };
    expect(
      enterBoardResult(s, { ...place, outcome: declarer, actor: player(1) }, stamp(10)).ok,
    ).toBe(true);
    const odd = { ...claimed, conceded: { side: 'north', tricks: 1 } } as unknown as BoardOutcome;
    const bad = enterBoardResult(s, { ...place, outcome: odd, actor: player(1) }, stamp(10));
    expect(!bad.ok && bad.error.code).toBe('bridge-conceded-tricks');
  });
});

describe('LAW 69B: withdrawing an agreement within the correction period', () => {
  it('LAW 69B: a player of the conceding side asks, the director grants, the board is rescored', () => {
    const events = published();
    const before = bridgeStandings(fold(events));
    const asked = after(events, request(70, 1));
    expect(fold(asked).results.get(placeKey(place))?.withdrawal).toMatchObject({
      requestedBy: player(4),
      tricks: 1,
      ground: 'won-in-fact',
      decided: null,
    });
    const granted = after(asked, (s) =>
      decideBoardWithdrawal(s, { ...place, granted: 1, reason: 'the diamond was good' }, stamp(75)),
    );
    const record = fold(granted).results.get(placeKey(place));
    // "nuovamente registrato con tale presa assegnata alla sua linea": declarer 10 tricks, 420.
    expect(record?.outcome).toEqual({
      kind: 'played',
      contract: fourSpades,
      tricks: 10,
      conceded: { side: 'ew', tricks: 1 },
    });
    expect(record).toMatchObject({ corrections: 1, confirmedBy: { role: 'director' } });
    expect(bridgeStandings(fold(granted))).not.toEqual(before);
  });

  it('LAW 69B: the director may refuse; the result stands', () => {
    const asked = after(published(), request(70, 2));
    const refused = after(asked, (s) =>
      decideBoardWithdrawal(s, { ...place, granted: 0, reason: 'the claim was clear' }, stamp(71)),
    );
    const record = fold(refused).results.get(placeKey(place));
    expect(record?.outcome).toEqual(claimed);
    expect(record?.withdrawal?.decided).toMatchObject({ granted: 0 });
  });

  it('LAW 69B: open before the official score too (the period has not begun to run)', () => {
    expect(request(20)(fold(withClaim())).ok).toBe(true);
  });

  it('LAW 69B, 79C: refused once the correction period is over', () => {
    const late = request(90)(fold(published()));
    expect(!late.ok && late.error).toMatchObject({
      code: 'bridge-correction-period-over',
      article: 'LAW 69B',
      params: { deadline: at(90) },
    });
  });

  it('LAW 69B: a request made in time is decided after the period', () => {
    const asked = after(published(), request(89));
    const decided = decideBoardWithdrawal(
      fold(asked),
      { ...place, granted: 1, reason: 'checked' },
      stamp(95),
    );
    expect(decided.ok).toBe(true);
  });

  it('LAW 69B: only the conceding side, only what it conceded, one request at a time', () => {
    const events = published();
    // N/S (pair 1) conceded nothing.
    const declarer = request(70, 1, 1)(fold(events));
    expect(!declarer.ok && declarer.error.code).toBe('bridge-nothing-conceded');
    const tooMany = request(70, 3)(fold(events));
    expect(!tooMany.ok && tooMany.error).toMatchObject({
      code: 'bridge-withdrawal-tricks',
      params: { conceded: 2 },
    });
    const elsewhere = request(70, 1, 2)(fold(events));
    expect(!elsewhere.ok && elsewhere.error.code).toBe('bridge-not-at-table');
    const asked = after(events, request(70));
    const again = request(71)(fold(asked));
    expect(!again.ok && again.error.code).toBe('bridge-withdrawal-pending');
    const odd = requestBoardWithdrawal(
      fold(events),
      { ...place, actor: player(4), tricks: 1, ground: 'felt-like-it' as 'won-in-fact' },
      stamp(70),
    );
    expect(!odd.ok && odd.error.code).toBe('bridge-withdrawal-ground');
  });

  it('LAW 69B: the director decides only a pending request, 0 to the tricks asked, with a reason', () => {
    const events = published();
    const none = decideBoardWithdrawal(
      fold(events),
      { ...place, granted: 1, reason: 'x' },
      stamp(70),
    );
    expect(!none.ok && none.error.code).toBe('bridge-no-withdrawal');
    const asked = after(events, request(70, 1));
    const more = decideBoardWithdrawal(
      fold(asked),
      { ...place, granted: 2, reason: 'x' },
      stamp(71),
    );
    expect(!more.ok && more.error.code).toBe('bridge-withdrawal-grant');
    const bare = decideBoardWithdrawal(
      fold(asked),
      { ...place, granted: 1, reason: ' ' },
      stamp(71),
    );
    expect(!bare.ok && bare.error.code).toBe('reason-required');
  });

  it('the request and the decision survive the store envelope', () => {
    const asked = after(published(), request(70));
    const decided = after(asked, (s) =>
      decideBoardWithdrawal(s, { ...place, granted: 1, reason: 'ok' }, stamp(71)),
    );
    const back = decided.map((e) => {
      const read = fromBridgeEnvelope(toBridgeEnvelope(e));
      if (!read.ok) throw new Error(read.error.message);
      return read.value;
    });
    expect(fold(back)).toEqual(fold(decided));
  });
});
