/**
 * A bridge board played in the browser alone: the player sits South and three bots sit North,
 * East and West. The pure engine runs here; the player sees his seat's view, its legal actions
 * and the events it may see, as the live table would send them. The bots act one at a time
 * (`botStep`), so the page can show each call and card before the next. Nothing is saved and
 * nothing is sent.
 *
 * No director sits at an offline table: where the engine calls him (a disputed claim, the tricks
 * not agreed, LAW 68D (2017), 79B), the offline table rules the tricks as played, or as claimed
 * for a disputed claim, within the range the Law leaves him (LAW 70 (2017), 79B2).
 */
import {
  type Action,
  type BoardState,
  type BridgeEvent,
  type Seat,
  apply,
  awaitedAnswers,
  claimedDeclarerTricks,
  createBoard,
  dealBoard,
  declarerTricksOf,
  rulingRange,
  sideOf,
  turnOf,
} from '@tavolo/bridge';
import {
  PROCEDURE,
  type Result,
  type RuleError,
  type VisibleEvent,
  err,
  ok,
  ruleError,
  visibleTo,
} from '@tavolo/cards';
import { botAgrees, botAnswer, botChoice } from './offline-bots.js';

export interface OfflineBoard {
  readonly state: BoardState;
  /** The player's seat. */
  readonly you: Seat;
  /** Every event so far, each with its audience. */
  readonly log: readonly VisibleEvent<BridgeEvent>[];
  /** The bots' seed; each choice varies it by the number of events. */
  readonly seed: number;
}

export const OFFLINE_SEAT: Seat = 2;

/** Board `number` (its dealer and vulnerability by the rotation) dealt from `seed`. */
export const startBoard = (seed: number, number: number): OfflineBoard => {
  const step = createBoard(dealBoard({ scheme: 'xoroshiro128plus', seed }, number));
  return { state: step.state, you: OFFLINE_SEAT, log: step.events, seed };
};

const advance = (board: OfflineBoard, action: Action): Result<OfflineBoard, RuleError> => {
  const step = apply(board.state, action);
  if (!step.ok) return step;
  return ok({ ...board, state: step.value.state, log: [...board.log, ...step.value.events] });
};

/** The player's action, refused as a value if it is not his or not legal now. */
export const playerAct = (board: OfflineBoard, action: Action): Result<OfflineBoard, RuleError> =>
  action.type !== 'rule-tricks' && action.seat === board.you
    ? advance(board, action)
    : err(ruleError('wrong-seat', PROCEDURE, 'an action names the seat that sends it'));

const isBot = (board: OfflineBoard, seat: Seat) => seat !== board.you;

/** The offline table's ruling when the director is called: the tricks as played or claimed. */
const offlineRuling = (state: BoardState): Action => {
  const { min, max } = rulingRange(state);
  const tricks = state.claim ? claimedDeclarerTricks(state, state.claim) : declarerTricksOf(state);
  return {
    type: 'rule-tricks',
    declarerTricks: Math.min(max, Math.max(min, tricks)),
    note: 'offline',
  };
};

/** The next action of a bot (or of the offline table's ruling), if one is owed now. */
export const nextBotAction = (board: OfflineBoard): Action | undefined => {
  const { state } = board;
  const seed = board.seed + board.log.length * 7919;
  switch (state.phase) {
    case 'auction':
    case 'play': {
      const turn = turnOf(state);
      return turn && isBot(board, turn.seat) ? botChoice(state, turn.seat, seed) : undefined;
    }
    case 'claim': {
      const seat = state.claim
        ? awaitedAnswers(state, state.claim).find((s) => isBot(board, s))
        : undefined;
      return seat === undefined ? undefined : botAnswer(state, seat);
    }
    case 'agreement': {
      // The bots agree for the side with no player; the player answers for his own.
      const bot = ([0, 1, 2, 3] as const).find(
        (s) => sideOf(s) !== sideOf(board.you) && !state.agreed[sideOf(s)],
      );
      return bot === undefined ? undefined : botAgrees(state, bot);
    }
    case 'director':
      return offlineRuling(state);
    case 'ended':
      return undefined;
  }
};

/** One bot action; null when none is owed (the player's turn, or the board is over). */
export const botStep = (board: OfflineBoard): OfflineBoard | null => {
  const action = nextBotAction(board);
  if (action === undefined) return null;
  const next = advance(board, action);
  // A bot's action comes from the engine's legal list: a refusal is a bug, shown as one.
  if (!next.ok) throw new Error(`offline bot refused: ${next.error.code}`);
  return next.value;
};

/** The events the player may see, oldest first. */
export const playerEvents = (board: OfflineBoard): readonly BridgeEvent[] =>
  board.log.filter((e) => visibleTo(e, board.you)).map((e) => e.event);
