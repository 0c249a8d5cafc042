import {
  type Board,
  type Action,
  type BoardState,
  type Level,
  type Seat,
  type Strain,
  apply,
  createBoard,
  dealFromHands,
  isCompleteDeal,
} from '@tavolo/bridge';
import { card52Code } from '@tavolo/cards';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type BridgeChooser, botChooser, playBoard } from './self-play.js';

const BOARD: Board = { number: 1, dealer: 0, vulnerability: 'none' };

/**
 * The play of `hands` (N E S W, `S.H.D.C`) in `level strain` by `declarer`, bid at once and
 * passed out, the choosers playing from there.
 */
const playContract = (
  hands: string,
  declarer: Seat,
  level: Level,
  strain: Strain,
  choosers?: Parameters<typeof playBoard>[1],
): BoardState => {
  const deal = { ...dealFromHands(hands, BOARD), dealer: declarer };
  expect(isCompleteDeal(deal.hands)).toBe(true);
  let state = createBoard(deal).state;
  const calls: Action[] = [0, 1, 2, 3].map((i) => ({
    type: 'call',
    seat: ((declarer + i) % 4) as Seat,
    call: i === 0 ? { type: 'bid', level, strain } : { type: 'pass' },
  }));
  for (const call of calls) {
    const step = apply(state, call);
    if (!step.ok) throw new Error(step.error.code);
    state = step.value.state;
  }
  // playBoard starts from a dealt board: replay the calls through the choosers.
  const scripted: BridgeChooser = (_v, legal) =>
    legal.findIndex(
      (a) =>
        a.type === 'call' &&
        JSON.stringify(a) ===
          JSON.stringify(calls.find((c) => c.type === 'call' && c.seat === a.seat)),
    );
  const wrap =
    (c: BridgeChooser): BridgeChooser =>
    (v, legal, h) =>
      v.phase === 'auction' ? scripted(v, legal, h) : c(v, legal, h);
  const four = choosers ?? [botChooser, botChooser, botChooser, botChooser];
  return playBoard(deal, [wrap(four[0]), wrap(four[1]), wrap(four[2]), wrap(four[3])]).state;
};

/** A defender who plays a card picked by `picks` (any legal card), whatever it is. */
const randomDefender = (picks: readonly number[]): BridgeChooser => {
  let i = 0;
  return (_v, legal) => {
    const plays = legal.flatMap((a, k) => (a.type === 'play' ? [k] : []));
    const agree = legal.findIndex((a) => a.type === 'agree-tricks' && a.agree);
    if (plays.length === 0) return agree;
    return plays[(picks[i++ % picks.length] ?? 0) % plays.length] as number;
  };
};

const tricksOf = (state: BoardState) => state.result?.declarerTricks ?? -1;

// Layout 1 (7NT by South): every one of the 16 top cards is South's or North's; hearts and
// diamonds need the blocking ace cashed from South's short side first, and North must keep
// the right cards when South runs spades. 13 tricks whatever the defence does.
const ALL_TOPS = '32.KQJT.KQJT.KQJ 9876.9876.9876.T AKQJT.A2.A2.A543 54.543.543.98762';
// Layout 2 (3NT by South): nine top tricks (SAKQ, HAKQ, DAK, CA) with entries both ways; the
// defence has every other card and cannot take any of the nine.
const NINE_TOPS = 'Q54.Q542.K54.654 JT9.JT9.QJT9.KQJ AK32.AK3.A32.A32 876.876.876.T987';

describe('declarer takes his sure tricks', () => {
  it('with all top tricks between the hands takes all 13 in 7NT (layout 1)', () => {
    const state = playContract(ALL_TOPS, 2, 7, 'NT');
    expect(state.phase).toBe('ended');
    expect(tricksOf(state)).toBe(13);
    fc.assert(
      fc.property(fc.array(fc.nat(), { minLength: 13, maxLength: 13 }), (picks) => {
        const d = randomDefender(picks);
        return tricksOf(playContract(ALL_TOPS, 2, 7, 'NT', [botChooser, d, botChooser, d])) === 13;
      }),
      { numRuns: 20 },
    );
  });

  it('makes at least nine tricks in 3NT with nine top tricks, against any defence (layout 2)', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(), { minLength: 13, maxLength: 13 }), (picks) => {
        const d = randomDefender(picks);
        const state = playContract(NINE_TOPS, 2, 3, 'NT', [botChooser, d, botChooser, d]);
        return tricksOf(state) >= 9;
      }),
      { numRuns: 40 },
    );
    expect(tricksOf(playContract(NINE_TOPS, 2, 3, 'NT'))).toBeGreaterThanOrEqual(9);
  });

  it('draws trumps while ahead in them before cashing side winners (4S)', () => {
    // North-South hold nine spades with AKQJ; East-West four, so four rounds at most draw them.
    const hands = 'T98.AK2.AK2.5432 7654.QJ9.QJ9.QJ9 AKQJ32.43.43.AK6 .T8765.T8765.T87';
    const state = playContract(hands, 2, 4, 'S');
    const leads = state.tricks
      .filter((t) => t.leader === 0 || t.leader === 2)
      .map((t) => card52Code((t.cards[0] as { card: number }).card));
    // Before any side suit is led by declarer, the opponents' trumps are gone.
    const firstSide = leads.findIndex((c) => c[0] !== 'S');
    expect(firstSide).toBeGreaterThan(0);
    expect(tricksOf(state)).toBeGreaterThanOrEqual(10);
  });
});
