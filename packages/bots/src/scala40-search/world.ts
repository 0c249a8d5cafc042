/**
 * A determinized world: a full Scala 40 match state that agrees with everything a seat knows
 * (`SeatKnowledge`), its hidden cards dealt at random. The cards never seen are dealt uniformly
 * to the stock and to the opponents' unknown cards, except that after a reshuffle only cards of
 * the reshuffled pile can be in the stock. The seat's view of the world is the seat's view, and
 * its legal actions are the seat's legal actions (the tests check both on prompts from play).
 */
import type { RandomGenerator } from 'pure-rand/types/RandomGenerator';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import type { CardId } from '@tavolo/cards';
import type { MatchEnd, MatchState } from '@tavolo/scala40';
import type { SeatKnowledge } from './knowledge.js';

/** Fisher-Yates in place. */
const shuffleInPlace = <T>(items: T[], rng: RandomGenerator): T[] => {
  for (let i = items.length - 1; i > 0; i--) {
    const j = uniformInt(rng, 0, i);
    const t = items[i] as T;
    items[i] = items[j] as T;
    items[j] = t;
  }
  return items;
};

/** The match's end as the world plays it: a table already past its count plays one more hand. */
const endOf = (k: SeatKnowledge): MatchEnd => {
  const end = k.profile.options.end;
  const played = k.view.results.length;
  return end.kind === 'hands' && end.count <= played ? { ...end, count: played + 1 } : end;
};

/** One world consistent with `k`; its reshuffles are seeded from `rng` too. */
export const sampleWorld = (k: SeatKnowledge, rng: RandomGenerator): MatchState => {
  const v = k.view;
  const h = v.hand;
  const stockSize = h.stock;
  const pool = shuffleInPlace([...k.stockable], rng);
  const stock = pool.slice(0, stockSize);
  const rest = shuffleInPlace([...pool.slice(stockSize), ...k.handOnly], rng);
  let next = 0;
  const hands = v.players.map((_, s): readonly CardId[] => {
    if (s === k.seat) return h.cards as readonly CardId[];
    const n = k.hidden[s] as number;
    const dealt = rest.slice(next, next + n);
    next += n;
    return [...(k.held[s] as readonly CardId[]), ...dealt];
  });
  return {
    profile: k.profile,
    seed: { scheme: 'xoroshiro128plus', seed: rng.next() },
    end: endOf(k),
    players: v.players,
    seatDraw: { draws: [], ranking: [] },
    totals: v.totals,
    eliminated: v.eliminated,
    results: v.results,
    hand: {
      number: h.number,
      dealer: h.dealer,
      hands,
      stock,
      discard: k.discard,
      melds: h.melds,
      opened: h.opened,
      laid: k.laid,
      turn: {
        seat: h.turn.seat,
        phase: h.turn.phase,
        obligation: h.obligation,
        laidBefore: k.laidBefore,
        layOffs: k.layOffs,
        progressed: k.progressed,
      },
      turnsCompleted: h.turnsCompleted,
      quietTurns: k.quietTurns,
      reshuffles: k.reshuffles,
      nextMeldId: k.nextMeldId,
    },
    status: 'playing',
    winner: null,
  };
};
