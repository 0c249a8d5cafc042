/**
 * A simple greedy player: it takes the discard when it can use it, opens and melds as much as
 * it can at once, lays off everything that fits, and discards its most costly loose card.
 */
import { type CardId, isJoker } from '@tavolo/cards';
import {
  type Action,
  type ActionType,
  type MatchState,
  type Seat,
  candidateMelds,
  legalActions,
  penaltyValue,
} from '@tavolo/scala40';
import type { Scala40Bot } from './bot.js';
import { connections } from './hand-shape.js';

/** Cards an action lays: an opening's melds and the lay-offs of a closing (S40-CdG art. 19.2). */
const cardsIn = (a: Action): number =>
  a.type === 'open'
    ? a.melds.reduce((n, m) => n + m.length, 0) + (a.layOffs?.length ?? 0)
    : a.type === 'meld'
      ? a.cards.length
      : 0;

const wantsDiscard = (state: MatchState, seat: Seat): boolean => {
  const h = state.hand;
  const top = h.discard[h.discard.length - 1];
  if (top === undefined || isJoker(top)) return top !== undefined;
  const hand = h.hands[seat] as CardId[];
  // Taking it is worth it when the card joins a meld the hand could lay.
  return (
    candidateMelds([...hand, top], state.profile.options).length >
    candidateMelds(hand, state.profile.options).length
  );
};

const DRAWS = new Set<ActionType>(['draw', 'take-discard']);
const MELDS = new Set<ActionType>(['open', 'meld']);
const LAY_OFFS = new Set<ActionType>(['lay-off', 'replace-joker']);
const DISCARDS = new Set<ActionType>(['discard']);

export const greedyBot = (): Scala40Bot => ({
  name: 'greedy',
  choose(state, seat) {
    // One kind of action at a time, in the bot's order of preference: cheaper than listing all.
    if (state.hand.turn.phase === 'draw') {
      const draws = legalActions(state, seat, DRAWS);
      const take = draws.find((a) => a.type === 'take-discard');
      return take && wantsDiscard(state, seat) ? take : (draws[0] as Action);
    }
    const melds = legalActions(state, seat, MELDS);
    if (melds.length > 0) return melds.reduce((best, a) => (cardsIn(a) > cardsIn(best) ? a : best));
    const layOffs = legalActions(state, seat, LAY_OFFS);
    const layOff = layOffs.find((a) => a.type === 'lay-off') ?? layOffs[0];
    if (layOff) return layOff;
    const hand = state.hand.hands[seat] as CardId[];
    type Discard = Extract<Action, { type: 'discard' }>;
    const cost = (a: Discard) => penaltyValue(a.card) - 4 * connections(a.card, hand);
    const discard = (legalActions(state, seat, DISCARDS) as Discard[]).reduce<Discard | undefined>(
      (best, a) => (best === undefined || cost(a) > cost(best) ? a : best),
      undefined,
    );
    const chosen = discard ?? legalActions(state, seat)[0];
    if (!chosen) throw new Error(`seat ${seat} has no legal action`);
    return chosen;
  },
});
