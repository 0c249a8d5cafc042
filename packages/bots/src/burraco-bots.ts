/**
 * Burraco players: one that picks uniformly among the legal actions, and a greedy one that
 * takes the pile when it is worth it, melds and lays off all it can, and discards its costliest
 * loose card.
 */
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import type { CardId } from '@tavolo/cards';
import { type Action, cardPoints, isMatta, legalActions } from '@tavolo/burraco';
import type { BurracoBot } from './bot.js';
import { connections } from './hand-shape.js';

export const burracoRandomBot = (seed: number): BurracoBot => {
  const rng = xoroshiro128plus(seed);
  return {
    name: 'random-legal',
    choose(state, seat) {
      const actions = legalActions(state, seat);
      const action = actions[uniformInt(rng, 0, actions.length - 1)];
      if (!action) throw new Error(`seat ${seat} has no legal action`);
      return action;
    },
  };
};

const size = (a: Action): number =>
  a.type === 'meld' || a.type === 'lay-off' ? a.cards.length : 0;

export const burracoGreedyBot = (): BurracoBot => ({
  name: 'greedy',
  choose(state, seat) {
    const actions = legalActions(state, seat);
    const pile = actions.find((a) => a.type === 'take-pile');
    // A pile of several cards is worth its obligation; a single card rarely is.
    if (pile && state.hand.pile.length >= 3) return pile;
    const draw = actions.find((a) => a.type === 'draw');
    if (draw) return draw;
    const melds = actions.filter((a) => a.type === 'meld');
    if (melds.length > 0) return melds.reduce((best, a) => (size(a) > size(best) ? a : best));
    const layOff = actions.find((a) => a.type === 'lay-off');
    if (layOff) return layOff;
    const hand = state.hand.hands[seat] as readonly CardId[];
    const values = state.profile.options.cardValues;
    type Discard = Extract<Action, { type: 'discard' }>;
    // Keep mattas: they are worth most on the table and may never close a hand.
    const cost = (a: Discard) =>
      (isMatta(a.card) ? -100 : 0) + cardPoints(a.card, values) - 4 * connections(a.card, hand);
    const discard = actions
      .filter((a): a is Discard => a.type === 'discard')
      .reduce<Discard | undefined>(
        (best, a) => (best === undefined || cost(a) > cost(best) ? a : best),
        undefined,
      );
    const chosen = discard ?? actions[0];
    if (!chosen) throw new Error(`seat ${seat} has no legal action`);
    return chosen;
  },
});
