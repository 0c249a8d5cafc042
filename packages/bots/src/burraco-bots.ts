/**
 * A greedy Burraco player: it takes the pile when it is worth it, melds and lays off all it
 * can, and discards its costliest loose card.
 */
import type { CardId } from '@tavolo/cards';
import {
  type Action,
  type ActionType,
  cardPoints,
  greedyPlayOptions,
  isMatta,
  legalActions,
} from '@tavolo/burraco';
import type { BurracoBot } from './bot.js';
import { connections } from './hand-shape.js';

const size = (a: Action): number =>
  a.type === 'meld' || a.type === 'lay-off' ? a.cards.length : 0;

const DRAW = new Set<ActionType>(['draw']);
const TAKE_PILE = new Set<ActionType>(['take-pile']);

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
    // Every meld, else the first lay-off, else the discards: one query, as they are used.
    const options = greedyPlayOptions(state, seat);
    const first = options[0];
    if (!first) throw new Error(`seat ${seat} has no legal action`);
    if (first.type === 'meld')
      return options.reduce((best, a) => (size(a) > size(best) ? a : best));
    if (first.type === 'lay-off') return first;
    const hand = state.hand.hands[seat] as readonly CardId[];
    const values = state.profile.options.cardValues;
    type Discard = Extract<Action, { type: 'discard' }>;
    // Keep mattas: they are worth most on the table and may never close a hand.
    const cost = (a: Discard) =>
      (isMatta(a.card) ? -100 : 0) + cardPoints(a.card, values) - 4 * connections(a.card, hand);
    // The first of the costliest, each cost computed once.
    let best = first as Discard;
    let bestCost = cost(best);
    for (let i = 1; i < options.length; i++) {
      const a = options[i] as Discard;
      const c = cost(a);
      if (c > bestCost) {
        best = a;
        bestCost = c;
      }
    }
    return best;
  },
});
