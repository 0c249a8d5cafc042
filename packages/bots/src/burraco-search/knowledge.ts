/**
 * What a Burraco seat knows of the hidden cards, read off its prompt alone (the view, and the
 * events of the hand it has seen): its own cards, the melds and the whole pile (art. 9: the
 * discards stay visible), the cards another seat is known to hold because it took them with
 * the pile and has not played them since, and, for every hidden place (the other hands' unknown
 * cards, the pozzetti held face down, the pozzetti left, the stock), how many cards it holds.
 * Every card of the two decks that the seat has not seen is one of those hidden cards.
 */
import { type CardId, DECK_SIZE } from '@tavolo/cards';
import {
  type GameEvent,
  type RuleProfile,
  type SeatView,
  type TableMeld,
  profileFromSpec,
} from '@tavolo/burraco';

export interface SeatKnowledge {
  readonly seat: number;
  readonly profile: RuleProfile;
  /** By seat: the cards the seat is known to hold (its own hand, as seen, for the asking seat). */
  readonly known: readonly (readonly CardId[])[];
  /** By seat: how many of its cards are unknown to the asking seat (unseen pozzetti included). */
  readonly unknownInHand: readonly number[];
  /** The sizes of the pozzetti left, the next taken first. */
  readonly pozzetti: readonly number[];
  readonly stock: number;
  /** Every card the seat has not seen, by id: exactly the cards of the hidden places. */
  readonly unseen: readonly CardId[];
  /** Finished turns in a row that took the pile (the stallo count, art. 17). */
  readonly turnsWithoutDraw: number;
  /** The melds as the engine holds them (the view adds each one's burraco kind). */
  readonly melds: readonly TableMeld[];
}

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null;

/** The least of a view this level reads before trusting its shape. */
export const isBurracoView = (view: unknown): view is SeatView => {
  if (!isRecord(view) || !isRecord(view['hand'])) return false;
  const h = view['hand'];
  return (
    profileFromSpec(view['profile']).ok &&
    typeof view['you'] === 'number' &&
    Array.isArray(view['players']) &&
    Array.isArray(h['cards']) &&
    Array.isArray(h['handSizes']) &&
    Array.isArray(h['pile']) &&
    Array.isArray(h['melds']) &&
    Array.isArray(h['unseenPozzetti']) &&
    typeof h['stock'] === 'number' &&
    typeof h['pozzettiLeft'] === 'number'
  );
};

/** Cards taken with the pile by each seat and not played since; the stallo count. */
const readHistory = (
  history: readonly GameEvent[],
  seats: number,
): { held: Set<CardId>[]; pozzetti: readonly number[] | null; turnsWithoutDraw: number } => {
  const held = Array.from({ length: seats }, () => new Set<CardId>());
  let pozzetti: readonly number[] | null = null;
  let turnsWithoutDraw = 0;
  let tookPile = false;
  const drop = (seat: number, cards: readonly CardId[]) => {
    for (const id of cards) held[seat]?.delete(id);
  };
  for (const e of history)
    switch (e.type) {
      case 'hand-started':
        for (const s of held) s.clear();
        pozzetti = e.pozzetti;
        turnsWithoutDraw = 0;
        tookPile = false;
        break;
      case 'took-pile':
        for (const id of e.cards) held[e.seat]?.add(id);
        tookPile = true;
        break;
      case 'drew':
        tookPile = false;
        break;
      case 'melded':
        drop(
          e.seat,
          e.meld.meld.cards.map((c) => c.id),
        );
        break;
      case 'laid-off':
        drop(e.seat, e.cards);
        break;
      case 'discarded':
        drop(e.seat, [e.card]);
        turnsWithoutDraw = tookPile ? turnsWithoutDraw + 1 : 0;
        tookPile = false;
        break;
      default:
        break;
    }
  return { held, pozzetti, turnsWithoutDraw };
};

/**
 * The seat's knowledge, or null when the prompt does not add up (a card seen twice, more known
 * cards than a hand holds, hidden places that do not hold exactly the unseen cards).
 */
export const seatKnowledge = (
  view: SeatView,
  history: readonly GameEvent[],
): SeatKnowledge | null => {
  const profile = profileFromSpec(view.profile);
  const seat = view.you;
  const h = view.hand;
  if (!profile.ok || seat === null || h.cards === null) return null;
  const seats = view.players.length;
  if (h.handSizes.length !== seats) return null;
  const seen = new Uint8Array(DECK_SIZE);
  const see = (id: CardId): boolean => {
    if (!Number.isInteger(id) || id < 0 || id >= DECK_SIZE || seen[id] === 1) return false;
    seen[id] = 1;
    return true;
  };
  const melds: TableMeld[] = h.melds.map((m) => ({ id: m.id, side: m.side, meld: m.meld }));
  const visible = [...h.cards, ...h.pile, ...melds.flatMap((m) => m.meld.cards.map((c) => c.id))];
  if (!visible.every(see)) return null;
  const read = readHistory(history, seats);
  const known: CardId[][] = [];
  const unknownInHand: number[] = [];
  for (let s = 0; s < seats; s++) {
    const size = h.handSizes[s] as number;
    // A pozzetto held face down is the whole hand of its taker (he emptied it to take it), so
    // what he took with the pile before is gone from it.
    const faceDown = h.unseenPozzetti.some((p) => p.seat === s);
    const cards =
      s === seat ? [...h.cards] : faceDown ? [] : [...(read.held[s] as Set<CardId>)].sort(byId);
    if (s !== seat && !cards.every(see)) return null;
    if (cards.length > size) return null;
    known.push(cards);
    unknownInHand.push(size - cards.length);
  }
  const pozzettoSize = profile.value.options.pozzettoSize;
  const dealt = read.pozzetti ?? [pozzettoSize, pozzettoSize];
  const pozzetti = dealt.slice(dealt.length - h.pozzettiLeft);
  if (pozzetti.length !== h.pozzettiLeft) return null;
  const unseen: CardId[] = [];
  for (let id = 0; id < DECK_SIZE; id++) if (seen[id] === 0) unseen.push(id);
  const places =
    unknownInHand.reduce((a, b) => a + b, 0) + pozzetti.reduce((a, b) => a + b, 0) + h.stock;
  if (places !== unseen.length) return null;
  return {
    seat,
    profile: profile.value,
    known,
    unknownInHand,
    pozzetti,
    stock: h.stock,
    unseen,
    turnsWithoutDraw: read.turnsWithoutDraw,
    melds,
  };
};

const byId = (a: number, b: number) => a - b;
