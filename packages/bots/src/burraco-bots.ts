/**
 * A greedy Burraco player: it takes the pile when it is worth it, melds and lays off all it
 * can, and discards its costliest loose card.
 */
import type { CardId } from '@tavolo/cards';
import {
  type Action,
  type ActionType,
  cardPoints,
  isMatta,
  legalActions,
  playActions,
} from '@tavolo/burraco';
import type { BurracoBot } from './bot.js';
import { connections } from './hand-shape.js';

const size = (a: Action): number =>
  a.type === 'meld' || a.type === 'lay-off' ? a.cards.length : 0;

const DRAW = new Set<ActionType>(['draw']);
const TAKE_PILE = new Set<ActionType>(['take-pile']);
const MELDS = new Set<ActionType>(['meld']);
const LAY_OFFS = new Set<ActionType>(['lay-off']);
const DISCARDS = new Set<ActionType>(['discard']);

/** The smallest pile the greedy player takes: a single card rarely pays its obligation. */
const GREEDY_PILE_MIN = 3;

export const burracoGreedyBot = (): BurracoBot => ({
  name: 'greedy',
  choose(state, seat) {
    // One kind of action at a time, in the bot's order of preference: cheaper than listing all.
    if (state.hand.turn.phase === 'draw') {
      const pile =
        state.hand.pile.length >= GREEDY_PILE_MIN
          ? legalActions(state, seat, TAKE_PILE)[0]
          : undefined;
      const chosen = pile ?? legalActions(state, seat, DRAW)[0];
      if (!chosen) throw new Error(`seat ${seat} has no legal action`);
      return chosen;
    }
    const melds = legalActions(state, seat, MELDS);
    if (melds.length > 0) return melds.reduce((best, a) => (size(a) > size(best) ? a : best));
    // The first lay-off listed, without listing the rest.
    const layOff = playActions(state, seat, LAY_OFFS, true)[0];
    if (layOff) return layOff;
    const hand = state.hand.hands[seat] as readonly CardId[];
    const values = state.profile.options.cardValues;
    type Discard = Extract<Action, { type: 'discard' }>;
    // Keep mattas: they are worth most on the table and may never close a hand.
    const cost = (a: Discard) =>
      (isMatta(a.card) ? -100 : 0) + cardPoints(a.card, values) - 4 * connections(a.card, hand);
    const discard = (legalActions(state, seat, DISCARDS) as Discard[]).reduce<Discard | undefined>(
      (best, a) => (best === undefined || cost(a) > cost(best) ? a : best),
      undefined,
    );
    const chosen = discard ?? legalActions(state, seat)[0];
    if (!chosen) throw new Error(`seat ${seat} has no legal action`);
    return chosen;
  },
});
