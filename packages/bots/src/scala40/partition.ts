/**
 * The exact meld planner's core: the best partition of a hand into melds (S40-CdG art. 9),
 * the cards left loose costing their penalty points (art. 22). A depth-first search over the
 * hand's candidate melds, always branching on the lowest face still unplaced (so each
 * partition is reached once), pruned by the best cost found; a node budget bounds it.
 */
import { type CardId, isJoker } from '@tavolo/cards';
import { type RuleOptions, candidateMelds } from '@tavolo/scala40';

export type Candidate = ReturnType<typeof candidateMelds>[number];

/** A natural card's face as 0..51 (suit-major, as the deck's order); -1 for a joker. */
export const keyOf = (id: CardId): number => (isJoker(id) ? -1 : id % 54);
export const rankOfKey = (key: number): number => (key % 13) + 1;
export const suitOfKey = (key: number): number => Math.floor(key / 13);

/** A face's penalty in hand (S40-CdG art. 22): ace 11, K Q J 10 ten, others face value. */
export const penaltyOfKey = (key: number): number => {
  const rank = rankOfKey(key);
  return rank === 1 ? 11 : rank >= 10 ? 10 : rank;
};

/** The jolly's penalty in hand (S40-CdG art. 22). */
export const JOKER_PENALTY = 25;

export interface Partition {
  readonly melds: readonly Candidate[];
  /** Natural faces left out of every meld, with repeats. */
  readonly loose: readonly number[];
  readonly looseJokers: number;
  /** The loose naturals' penalty (scaled, and `looseCard` each) plus `jokerLoose` per loose joker. */
  readonly cost: number;
  /** The melds' opening value (S40-CdG art. 7). */
  readonly points: number;
}

export interface PartitionOptions {
  /** What a loose joker costs the plan: little while it can still join a meld, 25 at the end. */
  readonly jokerLoose: number;
  /** What each loose natural costs beside its penalty: a card still to place before closing. */
  readonly looseCard?: number;
  /** Per point of a loose natural's penalty; 1 by default. */
  readonly penaltyScale?: number;
  /**
   * The candidate melds of a hand holding these cards and maybe more (the search takes only
   * those the cards supply): one listing serves every partition of one decision.
   */
  readonly candidates?: readonly Candidate[];
  /** Search nodes at most. */
  readonly budget?: number;
}

const DEFAULT_BUDGET = 2_000;

/** The natural keys of a candidate, computed once per candidate object. */
const keysCache = new WeakMap<Candidate, number[]>();
export const naturalKeys = (c: Candidate): number[] => {
  let keys = keysCache.get(c);
  if (!keys) {
    keys = c.slots.flatMap((s) => ('key' in s ? [s.key] : []));
    keysCache.set(c, keys);
  }
  return keys;
};

/** A candidate's faces as one string (naturals and the faces its jokers stand for). */
export const signature = (c: Candidate): string =>
  c.slots
    .map((s) => ('key' in s ? `n${s.key}` : `j${s.joker.suit}${s.joker.rank}`))
    .sort()
    .join(',');

export const bestPartition = (
  cards: readonly CardId[],
  rules: RuleOptions,
  options: PartitionOptions,
): Partition => {
  const counts = new Array<number>(52).fill(0);
  let jokers = 0;
  for (const id of cards) {
    const key = keyOf(id);
    if (key < 0) jokers++;
    else counts[key]++;
  }
  const candidates = options.candidates ?? candidateMelds(cards, rules);
  const byKey: Candidate[][] = Array.from({ length: 52 }, () => []);
  for (const c of candidates) {
    const keys = naturalKeys(c);
    if (c.jokers > jokers || !keys.every((k) => (counts[k] as number) > 0)) continue;
    // The candidate is reached from its lowest key, the one the search branches on.
    byKey[Math.min(...keys)]?.push(c);
  }
  // Longer and richer melds first, so that good partitions are found early and prune.
  for (const list of byKey) list.sort((a, b) => b.points - a.points);
  let budget = options.budget ?? DEFAULT_BUDGET;
  const extra = options.looseCard ?? 0;
  const scale = options.penaltyScale ?? 1;
  let best: Partition | undefined;
  const chosen: Candidate[] = [];
  const loose: number[] = [];
  const search = (from: number, cost: number, jokersLeft: number) => {
    if (best && cost >= best.cost) return;
    if (--budget < 0 && best) return;
    let key = from;
    while (key < 52 && counts[key] === 0) key++;
    if (key === 52) {
      const total = cost + jokersLeft * options.jokerLoose;
      if (!best || total < best.cost)
        best = {
          melds: [...chosen],
          loose: [...loose],
          looseJokers: jokersLeft,
          cost: total,
          points: chosen.reduce((sum, c) => sum + c.points, 0),
        };
      return;
    }
    for (const c of byKey[key] as Candidate[]) {
      if (c.jokers > jokersLeft) continue;
      const keys = naturalKeys(c);
      if (!keys.every((k) => (counts[k] as number) > 0)) continue;
      for (const k of keys) counts[k]--;
      chosen.push(c);
      search(key, cost, jokersLeft - c.jokers);
      chosen.pop();
      for (const k of keys) counts[k]++;
    }
    counts[key]--;
    loose.push(key);
    search(key, cost + scale * penaltyOfKey(key) + extra, jokersLeft);
    loose.pop();
    counts[key]++;
  };
  search(0, 0, jokers);
  return best as Partition;
};

/** The best partition of a hand without one of its loose cards: the same melds (exact). */
export const dropLoose = (
  p: Partition,
  key: number,
  options: PartitionOptions,
): Partition | undefined => {
  if (key < 0) {
    if (p.looseJokers === 0) return undefined;
    return { ...p, looseJokers: p.looseJokers - 1, cost: p.cost - options.jokerLoose };
  }
  const at = p.loose.indexOf(key);
  if (at < 0) return undefined;
  const loose = [...p.loose];
  loose.splice(at, 1);
  const cost = p.cost - (options.penaltyScale ?? 1) * penaltyOfKey(key) - (options.looseCard ?? 0);
  return { ...p, loose, cost };
};
