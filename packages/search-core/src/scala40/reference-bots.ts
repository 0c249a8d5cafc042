/**
 * The reference bots the differential tests play with, copied from @tavolo/bots (random-legal.ts,
 * greedy.ts, hand-shape.ts) rather than imported: @tavolo/bots builds its searches on this
 * package, and a test that imported it back would tie the two into a cycle. They choose through
 * the reference engine's `legalActions` only. Test support: index.ts does not export it.
 */
import { type CardId, faceOf, isJoker } from '@tavolo/cards';
import {
  type Action,
  type ActionType,
  type MatchState,
  candidateMelds,
  legalActions,
  penaltyValue,
} from '@tavolo/scala40';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';

export type Choose = (state: MatchState, seat: number) => Action;

/** Uniform among the legal actions, from its own seed (bots random-legal.ts). */
export const randomLegal = (seed: number): Choose => {
  const rng = xoroshiro128plus(seed);
  return (state, seat) => {
    const actions = legalActions(state, seat);
    const action = actions[uniformInt(rng, 0, actions.length - 1)];
    if (action === undefined) throw new Error(`seat ${seat} has no legal action`);
    return action;
  };
};

/** How much a card helps the rest of a hand (bots hand-shape.ts). */
const connections = (card: CardId, hand: readonly CardId[]): number => {
  const face = faceOf(card);
  if (!face) return 10;
  let links = 0;
  for (const other of hand) {
    if (other === card) continue;
    const f = faceOf(other);
    if (!f || f.rank === face.rank) {
      if (f && f.suit !== face.suit) links += 2;
      continue;
    }
    const gap = Math.abs(f.rank - face.rank);
    if (f.suit === face.suit && gap <= 2) links += 3 - gap;
  }
  return links;
};

const cardsIn = (a: Action): number =>
  a.type === 'open'
    ? a.melds.reduce((n, m) => n + m.length, 0) + (a.layOffs?.length ?? 0)
    : a.type === 'meld'
      ? a.cards.length
      : 0;

const wantsDiscard = (state: MatchState, seat: number): boolean => {
  const h = state.hand;
  const top = h.discard[h.discard.length - 1];
  if (top === undefined || isJoker(top)) return top !== undefined;
  const hand = h.hands[seat] as CardId[];
  return (
    candidateMelds([...hand, top], state.profile.options).length >
    candidateMelds(hand, state.profile.options).length
  );
};

const DRAWS = new Set<ActionType>(['draw', 'take-discard']);
const MELDS = new Set<ActionType>(['open', 'meld']);
const LAY_OFFS = new Set<ActionType>(['lay-off', 'replace-joker']);
const DISCARDS = new Set<ActionType>(['discard']);

/** Takes a useful discard, lays all it can, discards its most costly loose card (bots greedy.ts). */
export const greedy = (): Choose => (state, seat) => {
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
};
