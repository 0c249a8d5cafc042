/**
 * A board's dealer and vulnerability from its number, by the rotation printed on every
 * duplicate board (Laws of Duplicate Bridge 2017, LAW 2): the dealer goes round the table
 * from North, one seat a board; the vulnerability follows a cycle of 16 boards, built so that
 * over 16 boards each side is dealer and vulnerable equally often. Boards 17-32, 33-48, ...
 * repeat boards 1-16.
 */
import { type Result, type RuleError, err, ok, ruleError } from '@tavolo/cards';
import type { Board, Seat, Vulnerability } from './types.js';

/** LAW 2 of the Laws of Duplicate Bridge 2017: where the rotation is written. */
export const BOARD_LAW = 'LAW 2 (2017)';

/** The length of the rotation: board 17 is dealt and scored as board 1. */
export const BOARD_CYCLE = 16;

/** Boards 1..16 in order (index 0 is board 1). */
const VULNERABILITY: readonly Vulnerability[] = [
  'none',
  'ns',
  'ew',
  'all',
  'ns',
  'ew',
  'all',
  'none',
  'ew',
  'all',
  'none',
  'ns',
  'all',
  'none',
  'ns',
  'ew',
];

/**
 * The highest board number: a board is dealt from its own seed, `handSeed(seed, n)`, and a hand
 * number is below 2^32 (`handSecret`).
 */
export const MAX_BOARD_NUMBER = 2 ** 32 - 1;

/** Is `n` a board number: a whole number from 1 to `MAX_BOARD_NUMBER`? */
export const isBoardNumber = (n: unknown): n is number =>
  typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= MAX_BOARD_NUMBER;

/** North deals board 1, East board 2, South board 3, West board 4, and so on. */
export const dealerOf = (n: number): Seat => ((n - 1) % 4) as Seat;

export const vulnerabilityOf = (n: number): Vulnerability =>
  VULNERABILITY[(n - 1) % BOARD_CYCLE] as Vulnerability;

/** Board `n` with its dealer and vulnerability; a number that is no board is refused. */
export const boardOf = (n: number): Result<Board, RuleError> =>
  isBoardNumber(n)
    ? ok({ number: n, dealer: dealerOf(n), vulnerability: vulnerabilityOf(n) })
    : err(
        ruleError(
          'bad-board-number',
          BOARD_LAW,
          `a board number is a whole number from 1 to ${MAX_BOARD_NUMBER}, not ${String(n)}`,
        ),
      );

/**
 * Does `board` carry the dealer and vulnerability of its number (LAW 2)? A prepared set read
 * from a file keeps what its tags say; an event can use this to warn of a set that does not
 * follow the rotation.
 */
export const followsRotation = (board: Board): boolean =>
  isBoardNumber(board.number) &&
  board.dealer === dealerOf(board.number) &&
  board.vulnerability === vulnerabilityOf(board.number);
