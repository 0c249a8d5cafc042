/**
 * The bridge engine for one board at one table: `createBoard` puts the dealt board on the
 * table, `apply` makes one action and returns the new state with the events it caused, or a
 * rule error naming the Law, and `legalActions` lists what a seat may do now. Pure and
 * deterministic. Calls and cards are ruled here (`auction.ts`, `play.ts`); claims, inspection,
 * orientation and the agreement on tricks go to the Laws' own modules (`laws/`).
 */
import { type Result, type VisibleEvent, err, isCard52, ok, toAll, toSeat } from '@tavolo/cards';
import { ACTION_OWNERS, type Action, type ActionType } from './action.js';
import { auctionStatus, callRefusal, contractOf, isCall, legalCalls } from './auction.js';
import { PROCEDURE, type RuleError, law2017, ruleError } from './errors.js';
import type { BridgeEvent } from './event.js';
import { type LawAction, applyLawAction, lawActions } from './laws/index.js';
import { playCard, playRefusal, playableCards, turnOf } from './play.js';

export { turnOf };
import type { BoardOptions, BoardState, Step } from './state.js';
import { type Call, type Deal, type Seat, SEATS } from './types.js';

export const DEFAULT_BOARD_OPTIONS: BoardOptions = { reviewLastTrick: false, director: true };

/** Puts a dealt board on the table: the auction begins with the dealer (LAW 17B). */
export const createBoard = (deal: Deal, options: Partial<BoardOptions> = {}): Step => {
  const state: BoardState = {
    deal,
    options: { ...DEFAULT_BOARD_OPTIONS, ...options },
    phase: 'auction',
    auction: [],
    contract: null,
    hands: deal.hands,
    tricks: [],
    quitted: [[], [], [], []],
    claim: null,
    agreed: [false, false],
    result: null,
  };
  const { number, dealer, vulnerability } = deal;
  return {
    state,
    events: [
      toAll<BridgeEvent>({ type: 'board-started', number, dealer, vulnerability }),
      ...SEATS.map((seat) =>
        toSeat<BridgeEvent>(seat, { type: 'dealt', seat, cards: deal.hands[seat] }),
      ),
    ],
  };
};

const refuse = (code: string, article: string, message: string) =>
  err(ruleError(code, article, message));

const isSeat = (value: unknown): value is Seat =>
  value === 0 || value === 1 || value === 2 || value === 3;

/** LAW 17-22: a call by the seat on turn; the end of the auction fixes the contract. */
const applyCall = (state: BoardState, seat: Seat, call: Call): Result<Step, RuleError> => {
  if (state.phase !== 'auction')
    return refuse('auction-ended', law2017('22A'), 'the auction has ended');
  const refusal = callRefusal(state.deal.dealer, state.auction, seat, call);
  if (refusal) return err(refusal);
  const auction = [...state.auction, { seat, call }];
  const events: VisibleEvent<BridgeEvent>[] = [toAll({ type: 'called', seat, call })];
  const status = auctionStatus(auction);
  if (status === 'open') return ok({ state: { ...state, auction }, events });
  const contract = contractOf(auction);
  events.push(toAll({ type: 'auction-ended', contract }));
  if (status === 'passed-out')
    return ok({
      state: {
        ...state,
        auction,
        phase: 'ended',
        result: { contract: null, declarerTricks: 0, by: 'play' },
      },
      events,
    });
  return ok({ state: { ...state, auction, contract, phase: 'play' }, events });
};

/**
 * Plays an action. Anything malformed or not legal now is refused as a value, with a stable
 * code and the Law it breaks; the state is never changed by a refusal.
 */
export const apply = (state: BoardState, action: Action): Result<Step, RuleError> => {
  const a = action as unknown as { type?: unknown; seat?: unknown; call?: unknown; card?: unknown };
  if (typeof a !== 'object' || a === null || typeof a.type !== 'string')
    return refuse('bad-action', PROCEDURE, 'an action is an object with a type');
  if (!Object.hasOwn(ACTION_OWNERS, a.type))
    return refuse('unknown-action', PROCEDURE, `no action is called ${a.type}`);
  if (ACTION_OWNERS[a.type as ActionType] === 'seat' && !isSeat(a.seat))
    return refuse('bad-seat', PROCEDURE, 'a seat is 0 (North), 1 (East), 2 (South) or 3 (West)');
  if (a.type === 'call') {
    if (!isCall(a.call))
      return refuse(
        'bad-call',
        law2017('18A'),
        'a call is a pass, double, redouble or a bid 1-7 C D H S NT',
      );
    return applyCall(state, a.seat as Seat, a.call);
  }
  if (a.type === 'play') {
    if (!isCard52(a.card)) return refuse('bad-card', PROCEDURE, 'a card is an id 0..51');
    const refusal = playRefusal(state, a.seat as Seat, a.card);
    if (refusal) return err(refusal);
    return ok(playCard(state, a.card));
  }
  return applyLawAction(state, action as LawAction);
};

/** What `seat` may do now: its calls or cards on turn, and the Laws' actions open to it. */
export const legalActions = (state: BoardState, seat: Seat): readonly Action[] => {
  const actions: Action[] = [];
  const turn = turnOf(state);
  if (turn !== null && turn.seat === seat) {
    if (state.phase === 'auction')
      for (const call of legalCalls(state.deal.dealer, state.auction))
        actions.push({ type: 'call', seat, call });
    else
      for (const card of playableCards(state, turn.hand))
        actions.push({ type: 'play', seat, card });
  }
  return [...actions, ...lawActions(state, seat)];
};
