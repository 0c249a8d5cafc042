/**
 * A bridge board played in the browser alone: the player sits South and three bots sit North,
 * East and West. The pure engine runs here; the player sees his seat's view, its legal actions
 * and the events it may see, as the live table would send them. The bots act one at a time
 * (`botStep`), so the page can show each call and card before the next. Nothing is saved and
 * nothing is sent.
 *
 * No director sits at an offline table: where the engine calls him (a disputed claim, the tricks
 * not agreed, LAW 68D (2017), 79B), the offline table rules in his place (`offlineRuling`).
 */
import {
  type Action,
  type BoardState,
  type BridgeEvent,
  type Seat,
  apply,
  awaitedAnswers,
  createBoard,
  dealBoard,
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
import { botAction, offlineRuling } from './offline-bots.js';

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

/** The next action of a bot (or of the offline table's ruling), if one is owed now. */
export const nextBotAction = (board: OfflineBoard): Action | undefined => {
  const { state } = board;
  const seed = board.seed + board.log.length * 7919;
  switch (state.phase) {
    case 'auction':
    case 'play': {
      const turn = turnOf(state);
      return turn && isBot(board, turn.seat)
        ? botAction(state, turn.seat, board.log, seed)
        : undefined;
    }
    case 'claim': {
      const seat = state.claim
        ? awaitedAnswers(state, state.claim).find((s) => isBot(board, s))
        : undefined;
      return seat === undefined ? undefined : botAction(state, seat, board.log, seed);
    }
    case 'agreement': {
      // The bots agree for the side with no player; the player answers for his own.
      const bot = ([0, 1, 2, 3] as const).find(
        (s) => sideOf(s) !== sideOf(board.you) && !state.agreed[sideOf(s)],
      );
      return bot === undefined ? undefined : botAction(state, bot, board.log, seed);
    }
    case 'director':
      return offlineRuling(state, board.log);
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
