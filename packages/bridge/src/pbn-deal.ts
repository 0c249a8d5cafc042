/**
 * The Deal tag of PBN 2.1: `N:AKQ.T98.J7.6543 ...`, the first hand's direction, then the four
 * hands clockwise from it, each as spades.hearts.diamonds.clubs with the ranks A K Q J T 9 .. 2.
 * On input a void may be written `-` as well as left empty, ranks in any order and case; a
 * whole hand written `-` is unknown, and a deal that is not whole is refused: a board needs
 * its 52 cards.
 */
import {
  type Card52,
  type Rank52,
  type Result,
  card52,
  err,
  ok,
  rank52Char,
  rank52FromChar,
  rank52Of,
  suit52Of,
} from '@tavolo/cards';
import { sortHand } from './deal.js';
import { directionOf, seatOfDirection } from './pbn.js';
import type { Deal, Seat } from './types.js';

/** The suits in the order PBN writes a hand. */
const PBN_SUITS = ['S', 'H', 'D', 'C'] as const;

export interface DealProblemText {
  readonly code: 'bad-deal' | 'partial-deal';
  readonly message: string;
}

const bad = (message: string) => err<DealProblemText>({ code: 'bad-deal', message });

const readHand = (text: string, seat: Seat): Result<Card52[], DealProblemText> => {
  const name = directionOf(seat);
  const suits = text.split('.');
  if (suits.length !== 4)
    return bad(`${name}'s hand "${text}" is not four suits separated by dots (S.H.D.C)`);
  const cards: Card52[] = [];
  for (const [i, suitText] of suits.entries()) {
    const suit = PBN_SUITS[i] ?? 'S';
    if (suitText === '-') continue;
    for (const ch of suitText) {
      const rank = rank52FromChar(ch);
      if (rank === undefined)
        return bad(`${name}'s ${suit} holding "${suitText}": no rank "${ch}"`);
      const card = card52(suit, rank);
      if (cards.includes(card)) return bad(`${name} holds ${suit}${ch.toUpperCase()} twice`);
      cards.push(card);
    }
  }
  return ok(cards);
};

/** The four hands by seat (N E S W), each in canonical order, from a Deal tag's value. */
export const readPbnDeal = (value: string): Result<Deal['hands'], DealProblemText> => {
  const m = /^\s*([NESWnesw])\s*:\s*(.*)$/.exec(value);
  if (!m) return bad(`"${value}" does not start with the first hand's direction and ':'`);
  const first = seatOfDirection(m[1] ?? '') as Seat;
  const texts = (m[2] ?? '')
    .trim()
    .split(/\s+/)
    .filter((t) => t !== '');
  if (texts.length !== 4) return bad(`a deal has four hands, not ${texts.length}`);
  const hands: Card52[][] = [[], [], [], []];
  for (const [i, text] of texts.entries()) {
    const seat = ((first + i) % 4) as Seat;
    if (text === '-')
      return err({
        code: 'partial-deal',
        message: `${directionOf(seat)}'s hand is unknown: a board needs all 52 cards`,
      });
    const hand = readHand(text, seat);
    if (!hand.ok) return hand;
    hands[seat] = hand.value;
  }
  const seen = new Map<Card52, Seat>();
  for (const [seat, hand] of hands.entries()) {
    if (hand.length !== 13)
      return bad(`${directionOf(seat as Seat)} has ${hand.length} cards, not 13`);
    for (const card of hand) {
      const other = seen.get(card);
      if (other !== undefined)
        return bad(
          `${suit52Of(card)}${rank52Char(rank52Of(card))} is in both ${directionOf(other)}'s and ${directionOf(seat as Seat)}'s hands`,
        );
      seen.set(card, seat as Seat);
    }
  }
  const [n, e, s, w] = hands.map(sortHand) as [Card52[], Card52[], Card52[], Card52[]];
  return ok([n, e, s, w]);
};

/** A hand as PBN writes it: spades first, high cards first, a void left empty. */
export const writePbnHand = (hand: readonly Card52[]): string =>
  PBN_SUITS.map((suit) =>
    hand
      .filter((c) => suit52Of(c) === suit)
      .map(rank52Of)
      .sort((a: Rank52, b: Rank52) => b - a)
      .map(rank52Char)
      .join(''),
  ).join('.');

/** The Deal tag's value, from `first` (the dealer, when the writer calls it) clockwise. */
export const writePbnDeal = (hands: Deal['hands'], first: Seat): string =>
  `${directionOf(first)}:${[0, 1, 2, 3]
    .map((i) => writePbnHand(hands[(first + i) % 4] ?? []))
    .join(' ')}`;
