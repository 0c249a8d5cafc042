/**
 * A defender's play by the classic rules: the opening lead in partner's suit, else the top of
 * a sequence, else fourth best from the longest suit (never a trump while another suit is
 * left); later, cash a sure winner, return partner's suit, or lead from length. Second hand
 * low, but cover an honour with an honour; third hand high (the lowest of equal cards);
 * fourth hand the lowest card that wins; when void, ruff if partner is not winning, else
 * discard from the longest weak suit.
 */
import type { Card52 } from '@tavolo/cards';
import { rank52Of, suit52Index } from '@tavolo/cards';
import { partnerOf } from '@tavolo/bridge';
import { SUIT_INDICES } from './hand.js';
import {
  type Table,
  beats,
  discard,
  highest,
  isTop,
  lowest,
  ofSuit,
  rankOrder,
  winningPlay,
  ruffOrDiscard,
} from './table.js';

/** The lowest card equal to `card` in `cards`: the cards between them are played or held. */
const lowestEqual = (
  card: Card52,
  cards: readonly Card52[],
  played: ReadonlySet<Card52>,
): Card52 => {
  let result = card;
  const floor = suit52Index(card) * 13;
  for (let c = card - 1; c >= floor; c--) {
    if (cards.includes(c)) result = c;
    else if (!played.has(c)) break;
  }
  return result;
};

/** The top card of a sequence of honours (AK, KQ, QJT, JT9), or undefined. */
const sequenceTop = (cards: readonly Card52[]): Card52 | undefined => {
  const sorted = [...cards].sort(rankOrder).reverse();
  const [a, b, c] = sorted;
  if (a === undefined || b === undefined || rank52Of(a) < 11 || a - b !== 1) return undefined;
  if (rank52Of(a) >= 13) return a;
  return c !== undefined && b - c === 1 ? a : undefined;
};

const sideSuits = (table: Table): number[] => {
  const held = SUIT_INDICES.filter((s) => ofSuit(table.cards, s).length > 0);
  const side = held.filter((s) => s !== table.trump);
  return side.length > 0 ? side : held;
};

const fromLength = (table: Table): Card52 => {
  const suits = sideSuits(table).sort(
    (a, b) => ofSuit(table.cards, b).length - ofSuit(table.cards, a).length,
  );
  const cards = ofSuit(table.cards, suits[0] ?? 0)
    .sort(rankOrder)
    .reverse();
  const seq = sequenceTop(cards);
  if (seq !== undefined) return seq;
  if (cards.length >= 4) return cards[3] as Card52;
  if (cards.length === 2) return cards[0] as Card52;
  return cards[cards.length - 1] as Card52;
};

const lead = (table: Table, partnerSuits: readonly number[]): Card52 => {
  const own = new Set(table.cards);
  const suits = sideSuits(table);
  const partner = partnerOf(table.me);
  if (table.past.length === 0) {
    const theirs = partnerSuits.find((s) => suits.includes(s));
    if (theirs !== undefined) {
      const cards = ofSuit(table.cards, theirs);
      return (cards.length <= 2 ? highest(cards) : lowest(cards)) as Card52;
    }
    const seqs = suits.flatMap((s) => {
      const top = sequenceTop(ofSuit(table.cards, s));
      return top === undefined ? [] : [top];
    });
    if (seqs[0] !== undefined) return highest(seqs) as Card52;
    return fromLength(table);
  }
  const dummy = table.dummyCards ?? [];
  const ruffable = (s: number) =>
    table.trump !== null && ofSuit(dummy, s).length === 0 && ofSuit(dummy, table.trump).length > 0;
  const cash = suits
    .filter((s) => !ruffable(s))
    .flatMap((s) => ofSuit(table.cards, s).filter((c) => isTop(c, table.played, own)));
  if (cash[0] !== undefined) return highest(cash) as Card52;
  const partnerLed = table.past
    .filter((t) => t[0]?.seat === partner)
    .map((t) => suit52Index((t[0] as { card: Card52 }).card))
    .find((s) => suits.includes(s) && s !== table.trump);
  if (partnerLed !== undefined) {
    const cards = ofSuit(table.cards, partnerLed);
    return (cards.length <= 2 ? highest(cards) : lowest(cards)) as Card52;
  }
  return fromLength(table);
};

const follow = (table: Table): Card52 => {
  const own = new Set(table.cards);
  const first = table.trick[0] as { seat: number; card: Card52 };
  const led = suit52Index(first.card);
  const best = winningPlay(table.trick, table.trump) as { seat: number; card: Card52 };
  const followers = ofSuit(table.cards, led);
  const position = table.trick.length + 1;
  const partner = partnerOf(table.me);
  const partnerWinning = best.seat === partner;
  const dummy = table.dummyCards ?? [];
  const dummyLast = table.dummy === (first.seat + 3) % 4;
  // Partner's card stands when the last to play is the dummy and cannot beat it.
  const partnerSafe =
    partnerWinning &&
    (position === 4 ||
      (suit52Index(best.card) === led && isTop(best.card, table.played, own)) ||
      (position === 3 && rank52Of(best.card) >= 11 && suit52Index(best.card) === led) ||
      (dummyLast &&
        !dummy.some(
          (c) =>
            beats(c, best.card, led, table.trump) &&
            (suit52Index(c) === led || ofSuit(dummy, led).length === 0),
        )));
  if (followers.length > 0) {
    const winners = followers.filter((c) => beats(c, best.card, led, table.trump));
    if (partnerSafe || winners.length === 0) return lowest(followers) as Card52;
    if (position === 2) {
      const honour = rank52Of(first.card) >= 11 && suit52Index(best.card) === led;
      const touching = first.seat === table.dummy && dummy.includes(first.card - 1);
      if (honour && !touching) return lowest(winners) as Card52;
      return lowest(followers) as Card52;
    }
    if (position === 3) return lowestEqual(highest(winners) as Card52, table.cards, table.played);
    return lowest(winners) as Card52;
  }
  if (partnerSafe) return discard(table, own);
  return ruffOrDiscard(table, own, best.card, led);
};

/** A defender's card; `partnerSuits` are the suits partner bid (for the opening lead). */
export const defenderCard = (table: Table, partnerSuits: readonly number[]): Card52 =>
  table.trick.length === 0 ? lead(table, partnerSuits) : follow(table);
