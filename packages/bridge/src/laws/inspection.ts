/**
 * LAW 66, inspection of tricks. What each review shows and to whom:
 * - 66A `current-trick`: "Fino a quando la sua linea non abbia attaccato o giocato nella presa
 *   successiva, il dichiarante, o ciascuno dei difensori, può ... richiedere che tutte le carte
 *   appena giocate nella presa vengano scoperte": the trick just completed, faced to all. The
 *   trick in progress lies face up already; Tavolo turns a player's card down when his side
 *   plays to the next trick, which is where "sino a che non abbia coperto la propria carta" ends.
 * - 66B `own-last-card`: "Fino a quando non sia stato effettuato un attacco nella presa
 *   successiva ... può ispezionare, ma non esporre, la propria ultima carta giocata": shown to
 *   him alone.
 * - 66C `trick`: quitted tricks stay face down until play ends, except that an event may let
 *   the last quitted trick be reviewed online (`options.reviewLastTrick`), to that player.
 * - 66D `trick` and `unplayed`: after play, every trick and the cards not played (after a
 *   claim), to the player who asks.
 * The dummy is neither the declarer nor a defender, so 66A and 66B are not his. Inspection
 * changes nothing on the board: it returns the same state and the event.
 */
import { type Result, type RuleError, ok, toAll, toSeat } from '@tavolo/cards';
import type { Action } from '../action.js';
import type { BoardState, Step } from '../state.js';
import { partnerOf } from '../types.js';
import { isDummy, lastCompleted, law, nextTrickLed, playEnded, refuse } from './table.js';

type Inspect = Extract<Action, { readonly type: 'inspect' }>;

const during = (state: BoardState): boolean => state.phase === 'play' || state.phase === 'claim';

export const inspect = (state: BoardState, action: Inspect): Result<Step, RuleError> => {
  const { seat } = action;
  if (state.phase === 'auction' || state.contract === null)
    return refuse('inspect-nothing', law('66'), 'no card has been played');
  const last = lastCompleted(state);
  const trickCards = (i: number) => state.tricks[i]?.cards.map((c) => ({ ...c })) ?? [];
  switch (action.what) {
    case 'current-trick': {
      if (!during(state))
        return refuse('inspect-after-play', law('66D'), 'after play every trick is inspected');
      if (isDummy(state, seat))
        return refuse('inspect-dummy', law('66A'), 'only the declarer or a defender may ask');
      if (last < 0) return refuse('inspect-nothing', law('66A'), 'no trick is complete yet');
      const next = state.tricks[last + 1]?.cards ?? [];
      if (next.some((c) => c.seat === seat || c.seat === partnerOf(seat)))
        return refuse(
          'inspect-too-late',
          law('66A'),
          'his side has led or played to the next trick',
        );
      return ok({
        state,
        events: [toAll({ type: 'trick-faced', seat, trick: last, cards: trickCards(last) })],
      });
    }
    case 'own-last-card': {
      if (!during(state))
        return refuse('inspect-after-play', law('66D'), 'after play every trick is inspected');
      if (isDummy(state, seat))
        return refuse('inspect-dummy', law('66B'), 'only the declarer or a defender may ask');
      const own = state.tricks[last]?.cards.find((c) => c.seat === seat);
      if (last < 0 || own === undefined)
        return refuse('inspect-nothing', law('66B'), 'no card of his has been quitted');
      if (nextTrickLed(state, last))
        return refuse('inspect-too-late', law('66B'), 'the next trick has been led');
      return ok({
        state,
        events: [toSeat(seat, { type: 'own-card-inspected', seat, trick: last, card: own.card })],
      });
    }
    case 'trick': {
      const index = action.trick ?? -1;
      if (!Number.isInteger(index) || index < 0 || index >= state.tricks.length)
        return refuse('no-such-trick', law('66C'), 'no such trick');
      if (!playEnded(state) && !(state.options.reviewLastTrick && index === last))
        return refuse(
          'inspect-quitted',
          law('66C'),
          'quitted tricks may not be inspected until play ends',
        );
      return ok({
        state,
        events: [
          toSeat(seat, { type: 'trick-inspected', seat, trick: index, cards: trickCards(index) }),
        ],
      });
    }
    case 'unplayed': {
      if (!playEnded(state))
        return refuse('inspect-during-play', law('66D'), 'unplayed cards are seen after play');
      const hands = state.hands.map((h) => [...h]);
      return ok({ state, events: [toSeat(seat, { type: 'unplayed-inspected', seat, hands })] });
    }
  }
};
