/**
 * A match at an online table: boards 1..N played in turn by the same four players, each board
 * dealt from the match's seed (`dealBoard`, so board n's secret can be revealed once board n
 * is over) with the dealer and vulnerability of its number (LAW 2 (2017)). The match holds the
 * board in play, and the result and score of every board played.
 *
 * Scoring: one table alone has nothing to compare a board with (no other table played it,
 * and the engine has no par), so the match keeps each board's duplicate score (LAW 77, North-
 * South's, + or -) and the running total of points won by each side: a positive score to
 * North-South's total, a negative one to East-West's. IMPs or matchpoints need other tables:
 * they are the tournament's business, across the field.
 *
 * Once a board is agreed (LAW 79A), settled by an agreed claim (LAW 69A) or ruled (LAW 70
 * (2017), 79B), it is scored and the next board is put on the table at once; after the last
 * board the match is over. Correcting a score within the correction period (LAW 69B, 79C) is
 * a result-level matter (`laws/settlement.ts`), not a move at the table.
 */
import {
  type Result,
  type RuleError,
  type ShuffleSeed,
  type VisibleEvent,
  err,
  ok,
  PROCEDURE,
  ruleError,
  toAll,
} from '@tavolo/cards';
import type { Action } from './action.js';
import { dealBoard } from './deal.js';
import { apply as applyToBoard, createBoard, legalActions as boardActions } from './engine.js';
import type { BridgeEvent } from './event.js';
import { turnOf } from './play.js';
import { boardScore } from './scoring.js';
import type { BoardOptions, BoardResult, BoardState, Step } from './state.js';
import { type Seat, SEATS } from './types.js';
import { type BoardView, view as boardView } from './view.js';

/** The most boards a match at one table may have (two sessions of the 16-board cycle). */
export const MAX_MATCH_BOARDS = 32;
/** A match's boards when the table says nothing. */
export const DEFAULT_MATCH_BOARDS = 4;

export interface MatchOptions {
  /** The players' names by seat: North, East, South, West. */
  readonly players: readonly string[];
  readonly seed: ShuffleSeed;
  /** How many boards, numbered 1..boards. */
  readonly boards: number;
  readonly boardOptions?: Partial<BoardOptions>;
}

/** A board played to its end, with North-South's score on it. */
export interface PlayedBoard {
  readonly number: number;
  readonly result: BoardResult;
  /** North-South's duplicate score (LAW 77): positive for North-South, negative for East-West. */
  readonly score: number;
}

export interface MatchState {
  readonly players: readonly string[];
  /** Server-side only: the views never carry it. */
  readonly seed: ShuffleSeed;
  readonly boards: number;
  readonly boardOptions: Partial<BoardOptions>;
  /** The board in play (the last one, once the match is over). */
  readonly board: BoardState;
  readonly played: readonly PlayedBoard[];
  /** The points won by North-South and by East-West so far. */
  readonly totals: readonly [number, number];
  readonly over: boolean;
}

export type MatchEvent =
  | BridgeEvent
  /** To all: board `number` is scored, with the running totals. */
  | {
      readonly type: 'board-scored';
      readonly number: number;
      readonly score: number;
      readonly totals: readonly [number, number];
    }
  /** To all: the last board is scored. */
  | { readonly type: 'match-ended'; readonly totals: readonly [number, number] };

export interface MatchStep {
  readonly state: MatchState;
  readonly events: readonly VisibleEvent<MatchEvent>[];
}

export interface MatchView {
  readonly players: readonly string[];
  readonly boards: number;
  readonly played: readonly PlayedBoard[];
  readonly totals: readonly [number, number];
  readonly over: boolean;
  /** The board in play as the viewer sees it (`view.ts`: nobody sees a hidden hand). */
  readonly board: BoardView;
}

const refuse = (code: string, message: string) => err(ruleError(code, PROCEDURE, message));

export const createMatch = (options: MatchOptions): Result<MatchStep, RuleError> => {
  const { players, seed, boards, boardOptions = {} } = options;
  if (players.length !== 4 || new Set(players).size !== 4)
    return refuse('bad-seating', 'bridge seats four players with different names');
  if (!Number.isSafeInteger(boards) || boards < 1 || boards > MAX_MATCH_BOARDS)
    return refuse('bad-boards', `a match has 1 to ${MAX_MATCH_BOARDS} boards`);
  const first = createBoard(dealBoard(seed, 1), boardOptions);
  return ok({
    state: {
      players,
      seed,
      boards,
      boardOptions,
      board: first.state,
      played: [],
      totals: [0, 0],
      over: false,
    },
    events: first.events,
  });
};

/** Scores the ended board and puts the next one on the table, or ends the match. */
const afterBoard = (match: MatchState, step: Step): Result<MatchStep, RuleError> => {
  const board = step.state;
  const result = board.result;
  if (board.phase !== 'ended' || result === null)
    return ok({ state: { ...match, board }, events: step.events });
  const scored = boardScore(result.contract, result.declarerTricks, board.deal.vulnerability);
  if (!scored.ok) return scored;
  const score = scored.value;
  const totals: readonly [number, number] = [
    match.totals[0] + Math.max(score, 0),
    match.totals[1] + Math.max(-score, 0),
  ];
  const number = board.deal.number;
  const played = [...match.played, { number, result, score }];
  const events: VisibleEvent<MatchEvent>[] = [
    ...step.events,
    toAll({ type: 'board-scored', number, score, totals }),
  ];
  if (number >= match.boards) {
    events.push(toAll({ type: 'match-ended', totals }));
    return ok({ state: { ...match, board, played, totals, over: true }, events });
  }
  const next = createBoard(dealBoard(match.seed, number + 1), match.boardOptions);
  return ok({
    state: { ...match, board: next.state, played, totals },
    events: [...events, ...next.events],
  });
};

/** Plays one action on the board in play (the engine rules it); refused once the match is over. */
export const apply = (match: MatchState, action: Action): Result<MatchStep, RuleError> => {
  if (match.over) return refuse('match-over', 'the match is over');
  const step = applyToBoard(match.board, action);
  return step.ok ? afterBoard(match, step.value) : step;
};

/** What `seat` may do now, on turn or not (`engine.ts`); nothing once the match is over. */
export const legalActions = (match: MatchState, seat: Seat): readonly Action[] =>
  match.over ? [] : boardActions(match.board, seat);

const has = (board: BoardState, seat: Seat, type: Action['type']): boolean =>
  boardActions(board, seat).some((a) => a.type === type);

/**
 * The seats the table waits for: the seat on turn in the auction and the play (the declarer
 * for the dummy's cards, LAW 45B), the players who must answer a claim (LAW 68-69), the
 * players of a side that has not agreed on the tricks (LAW 79A). None while the director is
 * called: he rules (`rule-tricks`).
 */
export const seatsToAct = (match: MatchState): readonly Seat[] => {
  const board = match.board;
  if (match.over) return [];
  switch (board.phase) {
    case 'auction':
    case 'play': {
      const turn = turnOf(board);
      return turn === null ? [] : [turn.seat];
    }
    case 'claim':
      return SEATS.filter((s) => has(board, s, 'answer-claim'));
    case 'agreement':
      return SEATS.filter((s) => has(board, s, 'agree-tricks'));
    default:
      return [];
  }
};

export const view = (match: MatchState, viewer: Seat | null): MatchView => ({
  players: match.players,
  boards: match.boards,
  played: match.played,
  totals: match.totals,
  over: match.over,
  board: boardView(match.board, viewer),
});
