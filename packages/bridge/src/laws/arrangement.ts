/**
 * LAW 65, arrangement of tricks: each seat's played cards in order, each oriented won or
 * lost, and the putting right of a wrongly oriented card.
 *
 * How a card comes to be wrongly oriented in Tavolo. LAW 65A: "ogni giocatore porrà la
 * propria, coperta, vicino a sè sul tavolo", and 65B1-2 say how "la carta viene orientata":
 * each player quits and turns his own card. Tavolo orients every card itself from the trick's
 * winner (`play.ts` quits each trick so), so a card the engine
 * placed is never wrong. A player may still turn his own card of the trick just completed
 * while quitting it, until the lead to the next trick (`orient-card`): that is his act, as at
 * a live table whose record each player keeps, and it is the one way a card can lie the wrong
 * way. LAW 65B3 then lets it be put right (`point-out-mark`): "Il Dichiarante può richiedere
 * che una carta orientata in maniera inesatta sia orientata come descritto in precedenza" at
 * any time until the board is put away; dummy and the defenders may draw attention to it, "ma
 * per questi giocatori il diritto di farlo cessa quanto sia stato effettuato l'attacco nella
 * presa successiva" (after it: refused, and "l'Articolo 16B può trovare applicazione").
 */
import { type Result, type RuleError, ok, toAll } from '@tavolo/cards';
import type { Action } from '../action.js';
import type { BoardState, QuittedCard, Step } from '../state.js';
import { type Seat, sideOf } from '../types.js';
import { declarerOf, isComplete, lastCompleted, law, nextTrickLed, refuse } from './table.js';

type Quitted = BoardState['quitted'];
type Mark = QuittedCard['mark'];

/** LAW 65B1-2: the orientation a seat's card of a trick won by `winner` must have. */
export const markFor = (seat: Seat, winner: Seat): Mark =>
  sideOf(seat) === sideOf(winner) ? 'won' : 'lost';

/** The orientation LAW 65B asks for the owner's card of a trick, or null without one. */
export const rightMark = (state: BoardState, owner: Seat, trick: number): Mark | null => {
  const t = state.tricks[trick];
  if (!isComplete(t) || t === undefined || t.winner === null) return null;
  return t.cards.some((c) => c.seat === owner) ? markFor(owner, t.winner) : null;
};

/** Every quitted card lying the wrong way, with its owner. */
export const wronglyOriented = (
  state: BoardState,
): readonly { readonly owner: Seat; readonly trick: number }[] =>
  state.quitted.flatMap((cards, owner) =>
    cards
      .filter((q) => rightMark(state, owner as Seat, q.trick) !== q.mark)
      .map((q) => ({ owner: owner as Seat, trick: q.trick })),
  );

const withMark = (state: BoardState, owner: Seat, trick: number, mark: Mark): Quitted =>
  state.quitted.map((cards, seat) =>
    seat === owner ? cards.map((q) => (q.trick === trick ? { ...q, mark } : q)) : cards,
  ) as unknown as Quitted;

type Orient = Extract<Action, { readonly type: 'orient-card' }>;
type PointOut = Extract<Action, { readonly type: 'point-out-mark' }>;

/** LAW 65A-B: a player turns his own card of the trick just completed, while quitting it. */
export const orientCard = (state: BoardState, action: Orient): Result<Step, RuleError> => {
  if (state.phase !== 'play')
    return refuse('not-in-play', law('65A'), 'cards are quitted during the play');
  const last = lastCompleted(state);
  if (action.trick !== last || nextTrickLed(state, last))
    return refuse(
      'orient-not-quitting',
      law('65A'),
      'a player turns his card only while quitting the trick just completed, before the next lead',
    );
  const own = state.quitted[action.seat].find((q) => q.trick === action.trick);
  if (own === undefined)
    return refuse('no-such-card', law('65A'), 'the player has no card in that trick');
  if (own.mark === action.mark)
    return refuse('already-oriented', law('65B'), 'the card already lies that way');
  return ok({
    state: { ...state, quitted: withMark(state, action.seat, action.trick, action.mark) },
    events: [
      toAll({ type: 'card-oriented', seat: action.seat, trick: action.trick, mark: action.mark }),
    ],
  });
};

/**
 * LAW 65B3: the declarer has a wrongly oriented card put right at any time before the board
 * is put away; dummy and the defenders may point it out only until the lead to the trick
 * after the card's.
 */
export const pointOutMark = (state: BoardState, action: PointOut): Result<Step, RuleError> => {
  if (state.phase === 'auction' || state.phase === 'ended' || state.contract === null)
    return refuse('no-quitted-cards', law('65B3'), 'no played cards lie on the table now');
  const right = rightMark(state, action.owner, action.trick);
  const card = state.quitted[action.owner].find((q) => q.trick === action.trick);
  if (right === null || card === undefined)
    return refuse('no-such-card', law('65B3'), 'that seat has no quitted card in that trick');
  if (card.mark === right)
    return refuse('mark-correct', law('65B3'), 'the card is oriented as LAW 65B asks');
  if (action.seat !== declarerOf(state) && nextTrickLed(state, action.trick))
    return refuse(
      'point-out-late',
      law('65B3'),
      'dummy and the defenders may point out a wrongly oriented card only until the lead to ' +
        'the next trick; after it LAW 16B may apply',
    );
  return ok({
    state: { ...state, quitted: withMark(state, action.owner, action.trick, right) },
    events: [
      toAll({
        type: 'mark-corrected',
        seat: action.seat,
        owner: action.owner,
        trick: action.trick,
        mark: right,
      }),
    ],
  });
};
