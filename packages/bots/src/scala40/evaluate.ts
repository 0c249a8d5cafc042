/**
 * What a hand is worth to the Esperto: the penalty points it would leave (S40-CdG art. 22)
 * after the best partition into melds, less the chances of its loose cards (live cards that
 * would join them), plus a share of the points still held before opening (a closing by anyone
 * would make the seat pay them all), plus the danger of the discard.
 */
import type { CardId } from '@tavolo/cards';
import type { RuleOptions, TableMeld } from '@tavolo/scala40';
import {
  type Candidate,
  type Partition,
  type PartitionOptions,
  JOKER_PENALTY,
  bestPartition,
  keyOf,
  penaltyOfKey,
  rankOfKey,
  suitOfKey,
} from './partition.js';
import { laysOffOnTable } from './safety.js';
import { type Tracking, keyAt, liveCopies } from './tracking.js';

export interface Weights {
  /** Names the weights, for the partition cache. */
  readonly name: string;
  /** Per point of penalty of a loose card (S40-CdG art. 22). */
  readonly penalty: number;
  /** Per loose card: one more card to place before the seat can close. */
  readonly looseCard: number;
  /** Per live card that would turn two loose cards into a meld. */
  readonly chance: number;
  /** The most the chances may count, in live cards. */
  readonly chanceCap: number;
  /** Per opening point of the melds held, up to the minimum (S40-CdG art. 7), before opening. */
  readonly opening: number;
  /** What a loose joker costs the plan. */
  readonly jokerLoose: number;
  readonly danger: number;
}

/**
 * Before opening: the cards still to place weigh most (each loose card is one more to meld
 * before the 40 points and the closing), then the penalty; the danger of a discard counts less,
 * since the next player may take it only to open at once (S40-CdG art. 6).
 */
export const UNOPENED: Weights = {
  name: 'unopened',
  penalty: 1,
  looseCard: 10,
  chance: 2,
  chanceCap: 60,
  opening: 0,
  jokerLoose: 0,
  danger: 0.6,
};
/** After opening: every loose card is a card to place before closing, and its penalty. */
export const OPENED: Weights = {
  name: 'opened',
  penalty: 1,
  looseCard: 10,
  chance: 2,
  chanceCap: 60,
  opening: 0,
  jokerLoose: 3,
  danger: 2,
};
/** An opponent is close to closing: every point held may be paid now. */
export const RISK: Weights = {
  name: 'risk',
  penalty: 1,
  looseCard: 3,
  chance: 1,
  chanceCap: 20,
  opening: 0.3,
  jokerLoose: JOKER_PENALTY / 2,
  danger: 1.5,
};

export const weightsFor = (opened: boolean, risk: boolean): Weights =>
  risk ? RISK : opened ? OPENED : UNOPENED;

export interface Context {
  readonly rules: RuleOptions;
  readonly tracking: Tracking;
  readonly melds: readonly TableMeld[];
  readonly opened: boolean;
  readonly weights: Weights;
  /** Partitions by hand, for one decision. */
  readonly cache: Map<string, Partition>;
  /** The candidate melds of every card the decision weighs (the hand, and the discard). */
  readonly candidates: readonly Candidate[];
  /** Whether a face lays off on the table, by key, for one decision. */
  readonly laysOff: Map<number, boolean>;
}

/** Live cards that would make a meld of two loose faces. */
const outs = (t: Tracking, a: number, b: number): number => {
  const [ra, sa, rb, sb] = [rankOfKey(a), suitOfKey(a), rankOfKey(b), suitOfKey(b)];
  if (ra === rb) {
    if (sa === sb) return 0;
    let n = 0;
    for (let s = 0; s < 4; s++) if (s !== sa && s !== sb) n += liveCopies(t, keyAt(s, ra));
    return n;
  }
  if (sa !== sb) return 0;
  // The ace stands before the 2 or after the K (S40-CdG art. 9).
  let n = 0;
  for (const x of ra === 1 ? [1, 14] : [ra])
    for (const y of rb === 1 ? [1, 14] : [rb]) {
      const [lo, hi] = x < y ? [x, y] : [y, x];
      if (hi - lo === 1) n += liveCopies(t, keyAt(sa, lo - 1)) + liveCopies(t, keyAt(sa, hi + 1));
      else if (hi - lo === 2) n += liveCopies(t, keyAt(sa, lo + 1));
    }
  return n;
};

export const partitionOptions = (ctx: Context): PartitionOptions => ({
  jokerLoose: ctx.weights.jokerLoose,
  looseCard: ctx.weights.looseCard,
  penaltyScale: ctx.weights.penalty,
});

const laysOff = (key: number, ctx: Context): boolean => {
  let answer = ctx.laysOff.get(key);
  if (answer === undefined) {
    answer = laysOffOnTable(key, ctx.melds, ctx.rules);
    ctx.laysOff.set(key, answer);
  }
  return answer;
};

export const partitionOf = (cards: readonly CardId[], ctx: Context): Partition => {
  const id = `${ctx.weights.name}|${cards
    .map(keyOf)
    .sort((a, b) => a - b)
    .join(',')}`;
  let p = ctx.cache.get(id);
  if (!p) {
    p = bestPartition(cards, ctx.rules, { ...partitionOptions(ctx), candidates: ctx.candidates });
    ctx.cache.set(id, p);
  }
  return p;
};

export interface Valued {
  readonly value: number;
  readonly partition: Partition;
}

/**
 * The worth of holding `cards` at the end of a turn (lower is better).
 */
export const handValue = (cards: readonly CardId[], ctx: Context): Valued =>
  scorePartition(partitionOf(cards, ctx), ctx);

/** The worth of a hand by its partition (see `handValue`). */
export const scorePartition = (p: Partition, ctx: Context): Valued => {
  const w = ctx.weights;
  const lays = ctx.opened || p.points >= ctx.rules.openingMinimum || p.loose.length === 0;
  let value = p.cost - w.opening * Math.min(p.points, ctx.rules.openingMinimum);
  // A loose card that lays off on the table goes there once the seat has opened.
  if (lays)
    for (const key of p.loose)
      if (laysOff(key, ctx)) value -= w.penalty * penaltyOfKey(key) + w.looseCard;
  let chances = 0;
  for (let i = 0; i < p.loose.length; i++)
    for (let j = i + 1; j < p.loose.length; j++)
      chances += outs(ctx.tracking, p.loose[i] as number, p.loose[j] as number);
  // A loose joker with a loose card needs one card of several.
  if (p.looseJokers > 0) chances += Math.min(p.loose.length, 3) * 2;
  value -= w.chance * Math.min(chances, w.chanceCap);
  return { value, partition: p };
};

export const without = (cards: readonly CardId[], out: readonly CardId[]): CardId[] => {
  const rest = [...cards];
  for (const id of out) {
    const at = rest.indexOf(id);
    if (at >= 0) rest.splice(at, 1);
  }
  return rest;
};
