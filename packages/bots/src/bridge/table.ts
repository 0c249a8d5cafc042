/**
 * The play as one seat sees it: the hand it plays now (its own, or the dummy's for the
 * declarer), the other hand of its side it can see (the declarer's partner's, the dummy), the
 * dummy for a defender once faced, the trick on the table, and every card seen played, from
 * the seat's history of events (the view shows quitted tricks face down, LAW 66C, but a player
 * remembers what he saw). Nothing here reads a hand the seat cannot see.
 */
import type { BoardView, BridgeEvent, PlayedCard, Seat } from '@tavolo/bridge';
import { partnerOf, sideOf } from '@tavolo/bridge';
import { type Card52, suit52Index } from '@tavolo/cards';
import { SUIT_INDICES, suitOfStrain } from './hand.js';

export interface Table {
  /** The player deciding (the declarer for the dummy's cards). */
  readonly me: Seat;
  /** The hand that plays now. */
  readonly hand: Seat;
  readonly cards: readonly Card52[];
  readonly declarer: Seat;
  readonly dummy: Seat;
  readonly trump: number | null;
  /** The other hand of the player's side, when he sees it (the declarer's): else null. */
  readonly partnerCards: readonly Card52[] | null;
  /** The dummy's cards, once faced (LAW 41D). */
  readonly dummyCards: readonly Card52[] | null;
  /** The trick on the table, in the order played (empty before a lead). */
  readonly trick: readonly PlayedCard[];
  /** Every card seen played, this trick's included. */
  readonly played: ReadonlySet<Card52>;
  /** The finished tricks the seat saw, each from its leader. */
  readonly past: readonly (readonly PlayedCard[])[];
}

/**
 * The events of the board being played: a history may run over several boards (a room's log),
 * and a card played on an earlier board is not played on this one.
 */
export const boardHistory = (history: readonly BridgeEvent[]): readonly BridgeEvent[] => {
  const start = history.findLastIndex((e) => e.type === 'board-started');
  return start < 0 ? history : history.slice(start);
};

/** Reads the table for the hand on turn; null when nothing is to be played. */
export const readTable = (view: BoardView, history: readonly BridgeEvent[]): Table | null => {
  const contract = view.contract;
  const turn = view.turn;
  if (view.phase !== 'play' || contract === null || turn === null || view.you === null) return null;
  const dummy = view.dummy ?? partnerOf(contract.declarer);
  const open = view.tricks[view.tricks.length - 1];
  const trick = open !== undefined && open.winner === null ? (open.cards ?? []) : [];
  // The dummy is faced only once the opening lead is made (LAW 41D), whatever the view holds.
  const faced = view.tricks.length > 0 && (view.tricks[0]?.cards?.length ?? 1) > 0;
  const dummyCards = faced ? view.dummyHand : null;
  const cards = turn.hand === dummy ? (dummyCards ?? []) : (view.hand ?? []);
  const playedEvents = boardHistory(history).flatMap((e) =>
    e.type === 'played' ? [{ seat: e.seat, card: e.card }] : [],
  );
  const past: PlayedCard[][] = [];
  for (let i = 0; i + 4 <= playedEvents.length; i += 4) past.push(playedEvents.slice(i, i + 4));
  const played = new Set<Card52>([...playedEvents.map((p) => p.card), ...trick.map((p) => p.card)]);
  for (const t of view.tricks) for (const p of t.cards ?? []) played.add(p.card);
  const declarerSide = view.you === contract.declarer;
  return {
    me: view.you,
    hand: turn.hand,
    cards,
    declarer: contract.declarer,
    dummy,
    trump: suitOfStrain(contract.strain),
    partnerCards: declarerSide ? (turn.hand === dummy ? (view.hand ?? []) : dummyCards) : null,
    dummyCards,
    trick,
    played,
    past,
  };
};

export const rankOrder = (a: Card52, b: Card52): number => (a % 13) - (b % 13);
export const lowest = (cards: readonly Card52[]): Card52 | undefined =>
  [...cards].sort(rankOrder)[0];
export const highest = (cards: readonly Card52[]): Card52 | undefined =>
  [...cards].sort(rankOrder)[cards.length - 1];
export const ofSuit = (cards: readonly Card52[], suit: number): Card52[] =>
  cards.filter((c) => suit52Index(c) === suit);

/** Whether card `a` beats card `b` in a trick led in `led` with `trump`. */
export const beats = (a: Card52, b: Card52, led: number, trump: number | null): boolean => {
  const sa = suit52Index(a);
  const sb = suit52Index(b);
  if (sa === sb) return a > b;
  if (sa === trump) return true;
  if (sb === trump) return false;
  return sa === led && sb !== led;
};

/** The card winning the trick so far, or undefined before a lead. */
export const winningPlay = (
  trick: readonly PlayedCard[],
  trump: number | null,
): PlayedCard | undefined => {
  const first = trick[0];
  if (first === undefined) return undefined;
  const led = suit52Index(first.card);
  return trick.reduce((best, p) => (beats(p.card, best.card, led, trump) ? p : best), first);
};

/**
 * Whether `card` is the highest of its suit still out: every higher card is played or held
 * in `own` (the cards of his side the player sees).
 */
export const isTop = (
  card: Card52,
  played: ReadonlySet<Card52>,
  own: ReadonlySet<Card52>,
): boolean => {
  const top = suit52Index(card) * 13 + 12;
  for (let c = card + 1; c <= top; c++) if (!played.has(c) && !own.has(c)) return false;
  return true;
};

/** Whether the side of `seat` is winning the trick so far. */
export const sideWinning = (table: Table, seat: Seat): boolean => {
  const best = winningPlay(table.trick, table.trump);
  return best !== undefined && sideOf(best.seat) === sideOf(seat);
};

/**
 * A card to throw away when void in the suit led: the lowest card of the longest suit
 * holding no top card (never a trump while another suit is left); with none such, the lowest
 * card of the longest side suit.
 */
export const discard = (table: Table, own: ReadonlySet<Card52>): Card52 => {
  const cards = table.cards;
  const suits = SUIT_INDICES.filter((s) => ofSuit(cards, s).length > 0);
  const side = suits.filter((s) => s !== table.trump);
  const pool = side.length > 0 ? side : suits;
  const weak = pool.filter((s) => !ofSuit(cards, s).some((c) => isTop(c, table.played, own)));
  const from = (weak.length > 0 ? weak : pool).sort(
    (a, b) => ofSuit(cards, b).length - ofSuit(cards, a).length,
  )[0];
  return lowest(ofSuit(cards, from ?? 0)) ?? (cards[0] as Card52);
};

/**
 * Void in the suit led, with the trick not to be left to partner: the lowest trump that wins
 * it, else a discard.
 */
export const ruffOrDiscard = (
  table: Table,
  own: ReadonlySet<Card52>,
  best: Card52,
  led: number,
): Card52 => {
  if (table.trump !== null) {
    const ruffs = ofSuit(table.cards, table.trump).filter((c) => beats(c, best, led, table.trump));
    if (ruffs.length > 0) return lowest(ruffs) as Card52;
  }
  return discard(table, own);
};
