/**
 * Scala 40 level 2, Esperto: an exact meld planner over the seat's hand (the best partition into
 * melds, the opening with the profile's minimum, lay-offs onto the table), card tracking from
 * the hand's history, safe discards, and end-of-hand risk. It reads only the prompt.
 *
 * Each decision plans the rest of the turn afresh: the discard that leaves the best hand, and the
 * partition of what is left; then it plays the next step of that plan (open, meld, take a joker
 * back, lay off) and discards last.
 */
import { type CardId, isJoker, jokerIds } from '@tavolo/cards';
import { type Action, candidateMelds } from '@tavolo/scala40';
import type { Decide, Scala40Prompt } from '../level.js';
import {
  type Context,
  type Valued,
  handValue,
  partitionOf,
  partitionOptions,
  scorePartition,
  weightsFor,
  without,
} from './evaluate.js';
import { type Partition, dropLoose, keyOf, penaltyOfKey, signature } from './partition.js';
import { type Seen, readPrompt } from './prompt.js';
import { discardDanger } from './safety.js';
import { type Tracking, liveCopies, track } from './tracking.js';

/** What a card from the stock is worth on average, against a known discard. */
const DRAW_GAIN = 3;
/** Openings weighed at most, the richest first: their number grows fast with jokers. */
const MAX_OPENINGS = 12;

/** An opponent with this few cards, having opened, may close at his next turn. */
const closeToClosing = (seen: Seen): boolean =>
  seen.others.some((s) => {
    const cards = seen.view.hand.handSizes[s] ?? 13;
    return seen.view.hand.opened[s] ? cards <= 2 : cards <= 1;
  });

/** The cards an action takes out of the hand. */
export const cardsLaid = (a: Action): CardId[] => {
  switch (a.type) {
    case 'open':
      return [...a.melds.flat().map((c) => c.id), ...(a.layOffs ?? []).map((l) => l.card)];
    case 'meld':
      return a.cards.map((c) => c.id);
    case 'lay-off':
    case 'replace-joker':
    case 'discard':
      return [a.card];
    default:
      return [];
  }
};

interface Planned extends Valued {
  readonly discard: CardId | undefined;
}

/**
 * The best discard of `cards` among `choices` (every natural when none is given) and the worth
 * of what is left, counting the discard's danger.
 */
const plan = (
  cards: readonly CardId[],
  ctx: Context,
  danger: (card: CardId) => number,
  choices?: readonly CardId[],
): Planned => {
  const options = choices ?? cards.filter((c) => !isJoker(c));
  const whole = partitionOf(cards, ctx);
  const looseOptions = options.filter((c) => whole.loose.includes(keyOf(c)));
  let best: Planned | undefined;
  const tried = new Set<number>();
  for (const card of options.length > 0 ? options : cards) {
    const key = keyOf(card);
    if (key >= 0 && tried.has(key)) continue;
    tried.add(key);
    // A loose card leaves the same melds behind (exact); a card of a meld is weighed only when
    // too few loose cards may go.
    const dropped = dropLoose(whole, key, partitionOptions(ctx));
    if (!dropped && looseOptions.length >= 2) continue;
    const v = dropped ? scorePartition(dropped, ctx) : handValue(without(cards, [card]), ctx);
    const value = v.value + ctx.weights.danger * danger(card);
    if (!best || value < best.value) best = { ...v, value, discard: card };
  }
  return best ?? { ...scorePartition(whole, ctx), discard: undefined };
};

const indexWhere = (legal: readonly Action[], test: (a: Action) => boolean): number =>
  legal.findIndex(test);

/** The context of a seat that has opened (for weighing an opening or a take that opens). */
const asOpened = (ctx: Context, risk: boolean): Context =>
  ctx.opened ? ctx : { ...ctx, opened: true, weights: weightsFor(true, risk) };

const drawDecision = (
  seen: Seen,
  ctx: Context,
  danger: (c: CardId) => number,
  risk: boolean,
): number => {
  const draw = indexWhere(seen.legal, (a) => a.type === 'draw');
  const take = indexWhere(seen.legal, (a) => a.type === 'take-discard');
  const top = seen.view.hand.discardTop;
  if (take < 0 || top === null) return Math.max(draw, 0);
  if (draw < 0) return take;
  const withTop = [...seen.hand, top];
  const choices = withTop.filter((c) => c !== top && !isJoker(c));
  // Before opening, taking the discard obliges an opening this turn (S40-CdG art. 6), and the
  // engine offers it only when one is in reach: it is worth it when the hand alone has none.
  if (!seen.opened && partitionOf(seen.hand, ctx).points < seen.rules.openingMinimum) return take;
  const opened = asOpened(ctx, risk);
  const stock = handValue(seen.hand, opened).value - DRAW_GAIN;
  const taken = plan(withTop, opened, danger, choices);
  const used = isJoker(top) || !taken.partition.loose.includes(keyOf(top));
  return used && taken.value < stock ? take : draw;
};

const openDecision = (
  seen: Seen,
  ctx: Context,
  danger: (c: CardId) => number,
): number | undefined => {
  const opens = seen.legal
    .map((a, i) => ({ a, i }))
    .filter(({ a }) => a.type === 'open')
    .map(({ a, i }) => ({ i, laid: cardsLaid(a) }))
    .sort((x, y) => y.laid.length - x.laid.length)
    .slice(0, MAX_OPENINGS);
  let best: { i: number; value: number } | undefined;
  for (const { i, laid } of opens) {
    const rest = without(seen.hand, laid);
    const value = rest.length <= 1 ? -1000 : plan(rest, ctx, danger).value;
    if (!best || value < best.value) best = { i, value };
  }
  return best?.i;
};

/** The lay-off of a joker whose place no live card can claim back (S40-CdG art. 8), if any. */
const jokerLayOff = (seen: Seen, tracking: Tracking): number => {
  let best = -1;
  let bestLive = 3;
  seen.legal.forEach((a, i) => {
    if (a.type !== 'lay-off' || !isJoker(a.card) || !a.as) return;
    const live = liveCopies(tracking, a.as.rank - 1 + 13 * 'HDCS'.indexOf(a.as.suit));
    if (live < bestLive) {
      best = i;
      bestLive = live;
    }
  });
  return best;
};

const playDecision = (
  seen: Seen,
  ctx: Context,
  danger: (c: CardId) => number,
  risk: boolean,
): number => {
  const { legal, hand } = seen;
  const discards = legal.flatMap((a) => (a.type === 'discard' ? [a.card] : []));
  if (!seen.opened) {
    const open = openDecision(seen, asOpened(ctx, risk), danger);
    if (open !== undefined) return open;
  }
  const planned = plan(hand, ctx, danger, discards.length > 0 ? discards : undefined);
  const p: Partition = planned.partition;
  const wanted = new Set(p.melds.map(signature));
  const meld = indexWhere(legal, (a) => a.type === 'meld' && wanted.has(meldSignature(a.cards)));
  if (meld >= 0) return meld;
  const keepJokers = !risk && hand.length >= 5;
  const loose = new Set(p.loose);
  // Taking a joker back places a loose card as a lay-off would, and the joker fits anywhere.
  const replace = indexWhere(
    legal,
    (a) => a.type === 'replace-joker' && (loose.has(keyOf(a.card)) || a.card === planned.discard),
  );
  if (replace >= 0) return replace;
  let layOff = -1;
  legal.forEach((a, i) => {
    if (a.type !== 'lay-off' || isJoker(a.card) || !loose.has(keyOf(a.card))) return;
    const best = legal[layOff] as Extract<Action, { type: 'lay-off' }> | undefined;
    if (!best || penaltyOfKey(keyOf(a.card)) > penaltyOfKey(keyOf(best.card))) layOff = i;
  });
  if (layOff >= 0) return layOff;
  if (!keepJokers && p.looseJokers > 0) {
    const joker = jokerLayOff(seen, ctx.tracking);
    if (joker >= 0) return joker;
  }
  const discard = indexWhere(legal, (a) => a.type === 'discard' && a.card === planned.discard);
  if (discard >= 0) return discard;
  return fallback(seen, ctx, danger);
};

/** Faces of meld cards as a candidate's signature (a joker by the face it stands for). */
const meldSignature = (
  cards: readonly { readonly id: CardId; readonly as?: { rank: number; suit: string } }[],
) =>
  cards
    .map((c) => (isJoker(c.id) ? `j${c.as?.suit}${c.as?.rank}` : `n${keyOf(c.id)}`))
    .sort()
    .join(',');

/** No step of the plan is legal (a card owed, say): the play that leaves the best hand. */
const fallback = (seen: Seen, ctx: Context, danger: (c: CardId) => number): number => {
  let best = 0;
  let bestValue = Infinity;
  seen.legal.forEach((a, i) => {
    let value: number;
    if (a.type === 'discard') {
      value = handValue(without(seen.hand, [a.card]), ctx).value + danger(a.card);
    } else {
      const rest = without(seen.hand, cardsLaid(a));
      // A joker taken back joins the hand: any joker's id stands for it.
      if (a.type === 'replace-joker')
        rest.push(jokerIds().find((j) => !seen.hand.includes(j)) ?? 52);
      value = plan(rest, ctx, danger).value - 1;
    }
    if (value < bestValue) {
      best = i;
      bestValue = value;
    }
  });
  return best;
};

export const scala40Esperto: Decide<Scala40Prompt> = (prompt) => {
  const seen = readPrompt(prompt);
  if (!seen) return -1;
  const h = seen.view.hand;
  const tracking = track(seen.history, h.handSizes.length, seen.me, seen.hand, h.melds);
  const risk = closeToClosing(seen);
  const ctx: Context = {
    rules: seen.rules,
    tracking,
    melds: h.melds,
    opened: seen.opened,
    weights: weightsFor(seen.opened, risk),
    cache: new Map<string, Partition>(),
    candidates: candidateMelds(
      h.turn.phase === 'draw' && h.discardTop !== null ? [...seen.hand, h.discardTop] : seen.hand,
      seen.rules,
    ),
    laysOff: new Map<number, boolean>(),
  };
  const dangerCtx = {
    tracking,
    next: seen.next,
    nextOpened: h.opened[seen.next] === true,
    nextCards: h.handSizes[seen.next] ?? 13,
    melds: h.melds,
    rules: seen.rules,
  };
  const danger = (card: CardId) => discardDanger(card, dangerCtx);
  const chosen =
    h.turn.phase === 'draw'
      ? drawDecision(seen, ctx, danger, risk)
      : playDecision(seen, ctx, danger, risk);
  return chosen >= 0 && chosen < seen.legal.length ? chosen : 0;
};
