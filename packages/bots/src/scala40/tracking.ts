/**
 * Card tracking from what the seat has seen this hand: every card in its hand, on the table and
 * in the discard pile; what each opponent took from the discard pile (or took back as a joker)
 * and has not played since, so must still hold (S40-CdG art. 6, 18); the faces each opponent
 * threw away. Two copies of each face are in play (art. 1): what is not seen is live.
 */
import type { CardId } from '@tavolo/cards';
import type { GameEvent, TableMeld } from '@tavolo/scala40';
import { keyOf, rankOfKey, suitOfKey } from './partition.js';

export interface Tracking {
  /** Copies of each face (0..51) the seat sees: its hand, the table, the pile, known holdings. */
  readonly seen: readonly number[];
  /** Cards each seat is known to hold, by seat (its own seat: empty). */
  readonly holds: readonly (readonly CardId[])[];
  /** Faces each seat discarded this hand, by seat. */
  readonly discarded: readonly (readonly number[])[];
  /** The discard pile, bottom first, as the history rebuilds it. */
  readonly pile: readonly CardId[];
}

const remove = (list: CardId[], card: CardId) => {
  const at = list.indexOf(card);
  if (at >= 0) list.splice(at, 1);
};

const meldIds = (melds: readonly TableMeld[]): CardId[] =>
  melds.flatMap((m) => m.meld.cards.map((c) => c.id));

export const track = (
  history: readonly GameEvent[],
  seats: number,
  me: number,
  hand: readonly CardId[],
  table: readonly TableMeld[],
): Tracking => {
  const holds: CardId[][] = Array.from({ length: seats }, () => []);
  const discarded: number[][] = Array.from({ length: seats }, () => []);
  let pile: CardId[] = [];
  for (const e of history) {
    switch (e.type) {
      case 'hand-started':
        pile = [e.upCard];
        break;
      case 'took-discard':
        pile.pop();
        if (e.seat !== me) holds[e.seat]?.push(e.card);
        break;
      case 'discarded':
        pile.push(e.card);
        if (holds[e.seat]) remove(holds[e.seat] as CardId[], e.card);
        if (e.card % 54 < 52) discarded[e.seat]?.push(keyOf(e.card));
        break;
      case 'opened':
        for (const id of meldIds(e.melds)) remove(holds[e.seat] ?? [], id);
        break;
      case 'melded':
        for (const id of meldIds([e.meld])) remove(holds[e.seat] ?? [], id);
        break;
      case 'laid-off':
        remove(holds[e.seat] ?? [], e.card);
        break;
      case 'joker-replaced':
        remove(holds[e.seat] ?? [], e.card);
        if (e.seat !== me) holds[e.seat]?.push(e.joker);
        break;
      case 'stock-reshuffled':
        pile = [...e.pile];
        break;
      default:
        break;
    }
  }
  const seen = new Array<number>(52).fill(0);
  const count = (id: CardId) => {
    const key = keyOf(id);
    if (key >= 0) seen[key]++;
  };
  hand.forEach(count);
  meldIds(table).forEach(count);
  pile.forEach(count);
  holds.forEach((cards) => cards.forEach(count));
  for (let k = 0; k < 52; k++) seen[k] = Math.min(2, seen[k] as number);
  return { seen, holds, discarded, pile };
};

/** Copies of a face the seat has not seen: in the stock or in a hand it cannot read. */
export const liveCopies = (t: Tracking, key: number): number =>
  key < 0 || key > 51 ? 0 : 2 - (t.seen[key] as number);

/** The face of `rank` (1..13, 14 = the ace after the K) in suit index `suit`, or -1. */
export const keyAt = (suit: number, rank: number): number =>
  rank < 1 || rank > 14 ? -1 : suit * 13 + ((rank === 14 ? 1 : rank) - 1);

/**
 * How many live cards could still join `key` in some meld: the other suits of its rank
 * (combination) and its neighbours in suit within two places (sequence). A card with none is
 * dead: nobody can ever use it, so discarding it feeds nobody.
 */
export const liveNeighbours = (t: Tracking, key: number): number => {
  const rank = rankOfKey(key);
  const suit = suitOfKey(key);
  let n = 0;
  for (let s = 0; s < 4; s++) if (s !== suit) n += liveCopies(t, keyAt(s, rank));
  const ranks = rank === 1 ? [1, 14] : [rank];
  for (const r of ranks)
    for (const d of [-2, -1, 1, 2]) {
      const k = keyAt(suit, r + d);
      if (k >= 0 && r + d >= 1) n += liveCopies(t, k);
    }
  return n;
};
