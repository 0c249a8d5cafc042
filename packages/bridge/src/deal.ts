/**
 * The deal of a board and its public record. A board is dealt from its own seed,
 * `handSeed(seed, board)` (so under `hmac-sha256-hands-v1` each board's secret can be revealed
 * once the board has been played everywhere, while later boards stay hidden), with the shuffle
 * labelled `board-N/deal`. Once the board's secret is revealed, `verifyDeal` deals again from
 * it and compares every hand with the record (docs/verifiable-shuffle.md, section 11).
 *
 * Hands are kept in canonical order, ascending ids (clubs 2 .. spades ace, as `deck52`):
 * a hand is a set, and one order makes records comparable. Showing a hand spades first, high
 * cards first, is the view's business.
 */
import {
  type Card52,
  type DealProblem,
  type ShuffleSeed,
  DECK52_SIZE,
  dealProblem,
  deck52,
  handSeed,
  isCard52,
  sameCards,
  secretProblems,
  shuffle,
} from '@tavolo/cards';
import { boardOf, isBoardNumber } from './board.js';
import { type Board, type Deal, type Seat, type Vulnerability, SEATS } from './types.js';

export type { DealProblem } from '@tavolo/cards';

/** The cards of a hand in a board: thirteen. */
export const BOARD_HAND_SIZE = 13;

const DECK: readonly Card52[] = deck52();

/** The shuffle's label for board `n`. */
export const dealLabel = (n: number): string => `board-${n}/deal`;

/** The cards by seat in canonical order (ascending ids). */
export const sortHand = (cards: readonly Card52[]): Card52[] => [...cards].sort((a, b) => a - b);

/**
 * The four hands of board `board.number`: the deck shuffled with the board's seed and label,
 * dealt one card at a time clockwise from North (LAW 6B: one at a time, into four hands of
 * thirteen), each hand then put in canonical order.
 */
export const dealHands = (seed: ShuffleSeed, n: number): Deal['hands'] => {
  const order = shuffle(DECK, handSeed(seed, n), dealLabel(n));
  const hand = (seat: Seat): Card52[] => sortHand(order.filter((_, i) => i % 4 === seat));
  return [hand(0), hand(1), hand(2), hand(3)];
};

/**
 * Board `n` dealt from the match's seed. A number that is no board (see `boardOf`) is a
 * programming error here, as for `handSeed`: a RangeError.
 */
export const dealBoard = (seed: ShuffleSeed, n: number): Deal => {
  const board = boardOf(n);
  if (!board.ok) throw new RangeError(board.error.message);
  return { ...board.value, hands: dealHands(seed, n) };
};

/** What a dealt board publishes once its secret is revealed. */
export interface DealRecord extends Board {
  readonly game: 'bridge';
  /** By seat (N E S W), in canonical order. */
  readonly hands: Deal['hands'];
}

export const dealRecord = (deal: Deal): DealRecord => ({
  game: 'bridge',
  number: deal.number,
  dealer: deal.dealer,
  vulnerability: deal.vulnerability,
  hands: deal.hands,
});

const VULNERABILITIES: readonly Vulnerability[] = ['none', 'ns', 'ew', 'all'];
const RECORD_KEYS = ['game', 'number', 'dealer', 'vulnerability', 'hands'];

const badRecord = (detail: string): DealProblem =>
  dealProblem('bad-record', `the deal record is not valid (${detail})`, { detail });

/** The shape of an untrusted record (it comes from a file): none when it is a record. */
const shapeProblems = (record: unknown): readonly DealProblem[] => {
  if (typeof record !== 'object' || record === null || Array.isArray(record))
    return [badRecord('the record: an object')];
  const r = record as Record<string, unknown>;
  const problems: DealProblem[] = [];
  const extra = Object.keys(r).filter((k) => !RECORD_KEYS.includes(k));
  if (extra.length > 0) problems.push(badRecord(`unknown keys: ${extra.join(', ')}`));
  if (r['game'] !== 'bridge') problems.push(badRecord("game: 'bridge'"));
  if (!isBoardNumber(r['number'])) problems.push(badRecord('number: a board number from 1'));
  if (!SEATS.includes(r['dealer'] as Seat)) problems.push(badRecord('dealer: a seat 0..3'));
  if (!VULNERABILITIES.includes(r['vulnerability'] as Vulnerability))
    problems.push(badRecord('vulnerability: none, ns, ew or all'));
  const hands = r['hands'];
  if (
    !Array.isArray(hands) ||
    hands.length !== 4 ||
    !hands.every((h) => Array.isArray(h) && h.every(isCard52))
  )
    problems.push(badRecord('hands: four lists of card ids 0..51'));
  return problems;
};

/**
 * Why `record` is not the deal that `secret` (the board's revealed `hmac-sha256-v1` secret)
 * orders; empty when it is. The record's dealer and vulnerability must be the board's (LAW 2).
 */
export const dealProblems = (record: unknown, secret: string): readonly DealProblem[] => {
  const badSecret = secretProblems(secret);
  if (badSecret.length > 0) return badSecret;
  const shape = shapeProblems(record);
  if (shape.length > 0) return shape;
  const r = record as DealRecord;
  const dealt = dealBoard({ scheme: 'hmac-sha256-v1', secret }, r.number);
  return [
    ...(r.dealer === dealt.dealer && r.vulnerability === dealt.vulnerability
      ? []
      : [
          dealProblem(
            'board',
            `board ${r.number}'s dealer and vulnerability are not the ones of LAW 2`,
          ),
        ]),
    ...SEATS.flatMap((seat) =>
      sameCards(r.hands[seat], dealt.hands[seat])
        ? []
        : [dealProblem('seat-cards', `seat ${seat}'s cards differ from the shuffle`, { seat })],
    ),
  ];
};

/** `dealProblems` as sentences: empty when the deal verifies. */
export const verifyDeal = (record: unknown, secret: string): readonly string[] =>
  dealProblems(record, secret).map((p) => p.message);

/** Are `hands` a whole deal: 52 distinct cards, thirteen a hand (for deals from outside). */
export const isCompleteDeal = (hands: readonly (readonly Card52[])[]): boolean =>
  hands.length === 4 &&
  hands.every((h) => h.length === BOARD_HAND_SIZE && h.every(isCard52)) &&
  new Set(hands.flat()).size === DECK52_SIZE;
