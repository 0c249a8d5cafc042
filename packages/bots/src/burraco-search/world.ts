/**
 * A determinized world: a complete Burraco match state that agrees with everything a seat
 * knows, its hidden cards dealt at random. The unseen cards are shuffled and dealt to the other
 * hands' unknown cards, the pozzetti held face down, the pozzetti left and the stock, every
 * arrangement equally likely. The seat's `view` of the world is its view, and its legal
 * actions there are its legal actions (world.test.ts checks both on prompts from real play).
 */
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import type { RandomGenerator } from 'pure-rand/types/RandomGenerator';
import type { CardId } from '@tavolo/cards';
import type { HandState, MatchState, SeatView, UnseenPozzetto, VpTable } from '@tavolo/burraco';
import type { SeatKnowledge } from './knowledge.js';

/** Shuffles `cards` in place (Fisher-Yates) and returns it. */
export const shuffleInPlace = <T>(cards: T[], rng: RandomGenerator): T[] => {
  for (let i = cards.length - 1; i > 0; i--) {
    const j = uniformInt(rng, 0, i);
    const t = cards[i] as T;
    cards[i] = cards[j] as T;
    cards[j] = t;
  }
  return cards;
};

/** The seed a world's next hands would be dealt from: a world is only played to its hand's end. */
const WORLD_SEED = { scheme: 'xoroshiro128plus', seed: 0 } as const;

/** One world drawn uniformly among those the seat cannot tell apart. */
export const sampleWorld = (
  knowledge: SeatKnowledge,
  view: SeatView,
  rng: RandomGenerator,
): MatchState => {
  const cards = shuffleInPlace([...knowledge.unseen], rng);
  let next = 0;
  const take = (n: number): CardId[] => {
    const taken = cards.slice(next, next + n);
    next += n;
    return taken;
  };
  const h = view.hand;
  const unseenPozzetti: UnseenPozzetto[] = [];
  const hands = knowledge.known.map((known, seat): readonly CardId[] => {
    const unknown = take(knowledge.unknownInHand[seat] as number);
    const faceDown = h.unseenPozzetti.find((p) => p.seat === seat);
    if (!faceDown) return [...known, ...unknown];
    // A pozzetto taken "con lo scarto" came into an empty hand: it is the hand's first cards.
    const pozzetto = unknown.slice(0, faceDown.size);
    unseenPozzetti.push({ seat, cards: pozzetto });
    return [...pozzetto, ...known, ...unknown.slice(faceDown.size)];
  });
  // The view lists them in the order they were taken; keep it.
  unseenPozzetti.sort(
    (a, b) =>
      h.unseenPozzetti.findIndex((p) => p.seat === a.seat) -
      h.unseenPozzetti.findIndex((p) => p.seat === b.seat),
  );
  const pozzetti = knowledge.pozzetti.map((size) => take(size));
  const stock = take(knowledge.stock);
  const melds = knowledge.melds;
  const hand: HandState = {
    number: h.number,
    dealer: h.dealer,
    hands,
    stock,
    pile: h.pile,
    pozzetti,
    pozzettoTaken: h.pozzettoTaken,
    melds,
    turn: h.turn,
    turnsCompleted: h.turnsCompleted,
    turnsWithoutDraw: knowledge.turnsWithoutDraw,
    timeOutEndsAt: h.timeOutEndsAt,
    clockExpired: h.clockExpired,
    nextMeldId: melds.reduce((top, m) => Math.max(top, m.id), 0) + 1,
    unseenPozzetti,
  };
  const profile = knowledge.profile;
  const tables = profile.options.vpTables as Readonly<Record<number, VpTable | undefined>>;
  return {
    profile,
    seed: WORLD_SEED,
    players: view.players,
    seatDraw: { draws: [], ranking: [], seats: view.players, dealer: view.players.length - 1 },
    handsPlanned: view.handsPlanned,
    scoring: view.outcome?.scoring ?? 'vp',
    vpTable: tables[view.handsPlanned] ?? null,
    chessClock: false,
    totals: view.totals,
    results: view.results,
    hand,
    status: view.status,
    outcome: view.outcome,
  };
};
