/**
 * The meld planner: what a line's melds and a hand are worth (the points on the table, the
 * burrachi made and the ones in reach, the cards still in hand at the risk of the end of the
 * hand, the pozzetto and the closing), and the best sequence of melds and lay-offs of the hand
 * onto the line's melds under that value, found by a search over the plays the hand allows.
 */
import {
  type Meld,
  type RuleOptions,
  burracoKind,
  candidateMelds,
  isMatta,
  meetsRequirement,
  readMeld,
  wildsIn,
} from '@tavolo/burraco';
import type { BurracoKind } from '@tavolo/burraco';
import type { CardId } from '@tavolo/cards';
import { fitOnto, points } from './cards.js';

/** What the value of a position depends on besides its melds and hand. */
export interface Outlook {
  readonly rules: RuleOptions;
  /** Share of a card's points in hand counted as lost: 0.3 early, 1 when the hand may end. */
  readonly risk: number;
  /** The line has taken its pozzetto. */
  readonly pozzetto: boolean;
  /** What closing is worth now (bonus, less the partner's cards), if the line may close. */
  readonly closingValue: number;
  /** Cards to keep after the pozzetto while the line cannot close. */
  readonly keep: number;
}

/** The value of the pozzetto reached: the penalty avoided and eleven new cards (art. 18, 19). */
const POZZETTO = 260;
/** Per card in hand before the pozzetto: the way to it. */
const TO_POZZETTO = 9;
/** Per card short of `keep` after the pozzetto while the line cannot close. */
const STRIPPED = 35;

/** What a meld not yet a burraco is worth towards one, by size (clean, with a matta). */
const CLEAN_REACH = [0, 0, 0, 12, 30, 60, 110];
const DIRTY_REACH = [0, 0, 0, 0, 8, 25, 55];

/** A meld's worth: its points, its burraco or its reach towards one. */
export const meldValue = (meld: Meld, rules: RuleOptions): number => {
  let sum = 0;
  for (const c of meld.cards) sum += points(c.id, rules.cardValues);
  const kind = burracoKind(meld, rules);
  if (kind !== null) return sum + rules.burracoValues[kind] + (kind === 'pulito' ? 20 : 0);
  const n = meld.cards.length;
  const clean = wildsIn(meld) === 0;
  const scale = rules.burracoValues.pulito / 300;
  return (
    sum +
    (clean
      ? (CLEAN_REACH[n] ?? 0) * Math.max(0.67, scale)
      : (DIRTY_REACH[n] ?? 0) * (rules.burracoValues.sporco / 100))
  );
};

/**
 * The cards in hand: their points at risk; a matta kept has a worth of its own while time
 * remains and natural cards are left to use it with (a second one less), since a meld holds one
 * matta (art. 10) and no meld is made of mattas alone (art. 11): a hand of mattas is stuck.
 */
export const handValue = (hand: readonly CardId[], outlook: Outlook): number => {
  const values = outlook.rules.cardValues;
  let v = 0;
  let mattas = 0;
  for (const id of hand) {
    v -= outlook.risk * points(id, values);
    if (isMatta(id)) mattas++;
  }
  if (mattas === 0) return v;
  // Measured (scripts/smoke.ts, 50 Champion deals): 40 won 78% of pair matches against the
  // Principiante and 55% at a table of two; 70, 88% and 62%; 100, 88% and 70%.
  const spare = 100 * Math.max(0, 1 - outlook.risk);
  return hand.length - mattas >= 2 ? v + spare + 0.4 * spare * (mattas - 1) : v - 15 * mattas;
};

export const canClose = (melds: readonly Meld[], rules: RuleOptions): boolean => {
  const kinds: BurracoKind[] = [];
  for (const m of melds) {
    const kind = burracoKind(m, rules);
    if (kind !== null) kinds.push(kind);
  }
  return meetsRequirement(kinds, rules.closingRequirement);
};

/** A matta kept as the last card is discarded or caught: it loses its worth and its points. */
const LAST_MATTA = 70;

/**
 * The part of the value that depends on the hand's size (and, for the last card, whether it is
 * a matta: a matta may take the pozzetto but never close, art. 15, 18).
 */
export const sizeValue = (
  size: number,
  melds: readonly Meld[],
  outlook: Outlook,
  lastIsMatta = false,
): number => {
  if (size === 1 && lastIsMatta) return -LAST_MATTA + (outlook.pozzetto ? 0 : POZZETTO - 30);
  if (!outlook.pozzetto)
    return size === 0 ? POZZETTO : size === 1 ? POZZETTO - 30 : -TO_POZZETTO * size;
  if (canClose(melds, outlook.rules)) return size === 1 ? outlook.closingValue : 0;
  return size < outlook.keep ? -STRIPPED * (outlook.keep - size) : 0;
};

const lastMatta = (hand: readonly CardId[]): boolean =>
  hand.length === 1 && isMatta(hand[0] as CardId);

/** A position of the planner: the line's melds and the hand. */
export interface Position {
  readonly melds: readonly Meld[];
  readonly hand: readonly CardId[];
}

export const positionValue = (p: Position, outlook: Outlook): number => {
  let v = 0;
  for (const m of p.melds) v += meldValue(m, outlook.rules);
  v += handValue(p.hand, outlook);
  return v + sizeValue(p.hand.length, p.melds, outlook, lastMatta(p.hand));
};

/** A play: new cards on meld `at` (its index), or a new meld when `at` is -1. */
export interface Step {
  readonly at: number;
  readonly cards: readonly CardId[];
  readonly meld: Meld;
}

const without = (hand: readonly CardId[], cards: readonly CardId[]): CardId[] =>
  hand.filter((id) => !cards.includes(id));

export const applyStep = (p: Position, step: Step): Position => {
  const melds = p.melds.slice();
  if (step.at < 0) melds.push(step.meld);
  else melds[step.at] = step.meld;
  return { melds, hand: without(p.hand, step.cards) };
};

/** The plays of the hand: its candidate melds (art. 10-13, 39) and its lay-offs of one card. */
export const steps = (p: Position, rules: RuleOptions): Step[] => {
  const found: Step[] = [];
  const sorted = p.hand.slice().sort((a, b) => a - b);
  for (const cards of candidateMelds(sorted)) {
    const read = readMeld(cards, rules);
    if (!read.ok) continue;
    const meld = read.value;
    if (
      !rules.equalCombinations &&
      meld.kind === 'combination' &&
      p.melds.some((m) => m.kind === 'combination' && m.rank === meld.rank)
    )
      continue;
    found.push({ at: -1, cards, meld });
  }
  const tried = new Set<number>();
  for (const id of sorted) {
    const face = id % 54;
    if (tried.has(face)) continue;
    tried.add(face);
    p.melds.forEach((m, at) => {
      const meld = fitOnto(m, id, rules);
      if (meld) found.push({ at, cards: [id], meld });
    });
  }
  return found;
};

/** The gain of a step, without building the position after it. */
export const stepGain = (p: Position, step: Step, outlook: Outlook): number => {
  const rules = outlook.rules;
  let gain = meldValue(step.meld, rules);
  if (step.at >= 0) gain -= meldValue(p.melds[step.at] as Meld, rules);
  const hand = without(p.hand, step.cards);
  gain += handValue(hand, outlook) - handValue(p.hand, outlook);
  const melds = p.melds.slice();
  if (step.at < 0) melds.push(step.meld);
  else melds[step.at] = step.meld;
  return (
    gain +
    sizeValue(hand.length, melds, outlook, lastMatta(hand)) -
    sizeValue(p.hand.length, p.melds, outlook, lastMatta(p.hand))
  );
};

export interface Plan {
  /** What the plays add to the position's value. */
  readonly gain: number;
  readonly steps: readonly Step[];
  /** Positions valued. */
  readonly nodes: number;
}

/**
 * The best sequence of plays from `p` (possibly none): a depth-first search over the steps, the
 * most promising first, each node limited to its `width` best steps and the whole to `nodes`
 * positions, so that it answers in a bounded time; a step that loses value is tried too, since
 * it may open a better one (a meld that takes lay-offs).
 */
export const plan = (p: Position, outlook: Outlook, width = 4, maxNodes = 120): Plan => {
  let nodes = 0;
  const search = (at: Position, depth: number): Plan => {
    nodes++;
    if (depth === 0 || nodes >= maxNodes) return { gain: 0, steps: [], nodes };
    const scored = steps(at, outlook.rules)
      .map((s) => ({ s, g: stepGain(at, s, outlook) }))
      .sort((a, b) => b.g - a.g)
      .slice(0, width);
    let best: Plan = { gain: 0, steps: [], nodes };
    for (const { s, g } of scored) {
      if (nodes >= maxNodes) break;
      const rest = search(applyStep(at, s), depth - 1);
      const total = g + rest.gain;
      if (total > best.gain) best = { gain: total, steps: [s, ...rest.steps], nodes };
    }
    return best;
  };
  const found = search(p, 8);
  return { ...found, nodes };
};
