/**
 * Card tracking from what the seat has seen of the hand (its history and its view): every card
 * seen on the table, in the pile and in its own hand; the cards each other seat took with the
 * pile and has not played since (it must still hold them); the faces each seat discarded (it
 * did not want them then); and how many copies of each face nobody has shown.
 */
import { type CardId, isJoker } from '@tavolo/cards';
import type { BurracoPrompt } from '../level.js';
import { FACES, faceKey } from './cards.js';
import type { Table } from './table.js';

export interface Tracking {
  /** By seat: the cards it took with the pile and still holds (empty for the seat itself). */
  readonly holds: readonly (readonly CardId[])[];
  /** By seat: the faces it discarded this hand. */
  readonly discarded: readonly ReadonlySet<number>[];
  /** By face: the copies not seen anywhere (2 per natural face, 4 jolly). */
  readonly unseen: Int8Array;
  /** Cards not seen: in the other hands, the stock and the pozzetti. */
  readonly unseenTotal: number;
}

const remove = (list: CardId[], cards: readonly CardId[]): void => {
  for (const c of cards) {
    const at = list.indexOf(c);
    if (at >= 0) list.splice(at, 1);
  }
};

export const track = (table: Table, history: BurracoPrompt['history']): Tracking => {
  const holds: CardId[][] = Array.from({ length: table.seats }, () => []);
  const discarded: Set<number>[] = Array.from({ length: table.seats }, () => new Set());
  for (const event of history) {
    switch (event.type) {
      case 'took-pile':
        if (event.seat !== table.seat) holds[event.seat]?.push(...event.cards);
        break;
      case 'melded':
        remove(
          holds[event.seat] ?? [],
          event.meld.meld.cards.map((c) => c.id),
        );
        break;
      case 'laid-off':
        remove(holds[event.seat] ?? [], event.cards);
        break;
      case 'discarded':
        remove(holds[event.seat] ?? [], [event.card]);
        discarded[event.seat]?.add(faceKey(event.card));
        break;
      default:
        break;
    }
  }
  const unseen = new Int8Array(FACES).fill(2);
  unseen[52] = 4;
  let seen = 0;
  const see = (id: CardId) => {
    const f = isJoker(id) ? 52 : id % 54;
    unseen[f] = (unseen[f] as number) - 1;
    seen++;
  };
  for (const id of table.hand) see(id);
  for (const id of table.pile) see(id);
  for (const m of [...table.own, ...table.theirs]) for (const c of m.meld.cards) see(c.id);
  for (const list of holds) for (const id of list) see(id);
  for (let f = 0; f < FACES; f++) if ((unseen[f] as number) < 0) unseen[f] = 0;
  return { holds, discarded, unseen, unseenTotal: Math.max(1, 108 - seen) };
};
