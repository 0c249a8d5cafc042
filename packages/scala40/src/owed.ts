/**
 * A card the player must use in this turn (S40-REG art. 5.3, 5.4: "deve essere necessariamente
 * utilizzata"): other plays may come first, as long as none leaves the card without a place.
 */
import { type CardId, type RuleError, faceOf, isJoker, ruleError } from '@tavolo/cards';
import { candidateMelds, usesCard } from './candidates.js';
import { planLayOffs } from './closing.js';
import { layOffPlacements } from './meld.js';
import type { MatchState, TableMeld, TurnState } from './state.js';
import { cardsToKeep, handOf, layOffLimitRefusal } from './turn-rules.js';

/**
 * Whether `card` could still be melded or laid off by `seat` (S40-REG art. 5.3, 5.4): an
 * obligation to use a card is only ever created when it can be met.
 */
export const cardUsable = (state: MatchState, card: CardId, hand: readonly CardId[]): boolean => {
  const keep = cardsToKeep(state);
  if (hand.length - 1 >= keep) {
    for (const target of state.hand.melds) {
      if (
        !layOffLimitRefusal(state, target) &&
        layOffPlacements(target.meld, { id: card }, state.profile.options).length > 0
      )
        return true;
    }
  }
  return (
    candidateMelds(hand, state.profile.options).some(
      (c) => usesCard(c, card) && hand.length - c.slots.length >= keep,
    ) || usableAfterOthers(state, card, hand, keep)
  );
};

/**
 * Whether `card` lays off onto a sequence on the table after the cards of `hand` that fill the
 * gap to it (9H onto 5-6-7H after the 8H, or after a joker).
 */
const usableAfterOthers = (
  state: MatchState,
  card: CardId,
  hand: readonly CardId[],
  keep: number,
): boolean => {
  const face = faceOf(card);
  if (!face) return false;
  for (const { meld } of state.hand.melds) {
    if (meld.kind !== 'sequence' || meld.suit !== face.suit) continue;
    const high = meld.low + meld.cards.length - 1;
    for (const position of face.rank === 1 ? [1, 14] : [face.rank]) {
      const gap: number[] = [];
      if (position > high + 1) for (let p = high + 1; p < position; p++) gap.push(p);
      else if (position < meld.low - 1) for (let p = position + 1; p < meld.low; p++) gap.push(p);
      else continue;
      if (hand.length - gap.length - 1 < keep) continue;
      const pool = hand.filter((c) => c !== card);
      const cards: CardId[] = [];
      for (const p of gap) {
        const rank = p === 14 ? 1 : p;
        const at = pool.findIndex((c) => faceOf(c)?.rank === rank && faceOf(c)?.suit === face.suit);
        const use = at >= 0 ? at : pool.findIndex(isJoker);
        if (use < 0) break;
        cards.push(...pool.splice(use, 1));
      }
      if (cards.length === gap.length && planLayOffs(state, [...cards, card])) return true;
    }
  }
  return false;
};

/** The card a `use` obligation owes now, if any. */
export const owedCard = (state: MatchState): CardId | undefined => {
  const ob = state.hand.turn.obligation;
  return ob?.kind === 'use' ? ob.card : undefined;
};

/**
 * Why a play would strand the owed card, or undefined: the play lays `used` from the hand (and
 * puts `gained` in it), leaving the table as `melds` with `counts` cards laid off this turn.
 */
export const strandRefusal = (
  state: MatchState,
  used: readonly CardId[],
  melds: readonly TableMeld[],
  counts: TurnState['layOffs'],
  gained: readonly CardId[] = [],
): RuleError | undefined => {
  const ob = state.hand.turn.obligation;
  if (ob?.kind !== 'use' || used.includes(ob.card)) return undefined;
  const h = state.hand;
  const hand = [...handOf(h, h.turn.seat).filter((c) => !used.includes(c)), ...gained];
  const after: MatchState = {
    ...state,
    hand: { ...h, melds, turn: { ...h.turn, layOffs: counts } },
  };
  return cardUsable(after, ob.card, hand)
    ? undefined
    : ruleError(
        'owed-card-stranded',
        ob.article,
        'that play would leave the card you must use this turn with no place to go',
      );
};
