/**
 * What a Scala 40 seat knows of the current hand, read off its prompt alone (the view, the
 * legal actions and the hand's events the seat has seen): its own cards, the melds, the discard
 * pile (rebuilt from the events: discards, takes, reshuffles), the cards each opponent is known
 * to hold (taken from the pile or won back from a meld, and not played since), and the cards it
 * has never seen, which lie in the opponents' other cards and in the stock. After a reshuffle
 * the stock holds only cards of the pile that was reshuffled: the cards unseen before it were
 * in the opponents' hands, and stay there. The turn's bookkeeping the engine keeps and the view
 * leaves out (who has laid cards, the lay-offs of this turn, quiet turns, reshuffles) is
 * rebuilt from the events too.
 */
import { type CardId, DECK_SIZE } from '@tavolo/cards';
import {
  type GameEvent,
  type RuleProfile,
  type Seat,
  type SeatView,
  profileFromSpec,
} from '@tavolo/scala40';

export interface SeatKnowledge {
  readonly profile: RuleProfile;
  readonly seat: Seat;
  readonly view: SeatView;
  /** The discard pile, bottom first. */
  readonly discard: readonly CardId[];
  /** By seat: the cards an opponent is known to hold (none for the seat itself). */
  readonly held: readonly (readonly CardId[])[];
  /** By seat: how many of its cards the seat does not know (none for itself). */
  readonly hidden: readonly number[];
  /** Cards never seen that may be in the stock, in id order. */
  readonly stockable: readonly CardId[];
  /** Cards never seen that can only be in the opponents' hands (after a reshuffle). */
  readonly handOnly: readonly CardId[];
  /** By seat: it has laid a card on the table this hand. */
  readonly laid: readonly boolean[];
  readonly laidBefore: boolean;
  readonly layOffs: Readonly<Record<number, number>>;
  readonly progressed: boolean;
  readonly quietTurns: number;
  readonly reshuffles: number;
  readonly nextMeldId: number;
}

const remove = (cards: CardId[], card: CardId): void => {
  const at = cards.indexOf(card);
  if (at >= 0) cards.splice(at, 1);
};

/** The knowledge of the seat on turn, or undefined when the prompt does not add up. */
export const readKnowledge = (
  view: SeatView,
  history: readonly GameEvent[],
): SeatKnowledge | undefined => {
  const profile = profileFromSpec(view.profile);
  const seat = view.you;
  const h = view.hand;
  if (!profile.ok || seat === null || h.cards === null || h.turn.seat !== seat) return undefined;
  const first = history[0];
  if (first?.type !== 'hand-started' || first.hand !== h.number) return undefined;
  const seats = view.players.length;
  const held: CardId[][] = view.players.map(() => []);
  const laid = view.players.map(() => false);
  let discard: CardId[] = [first.upCard];
  let reshuffledPile: Set<CardId> | null = null;
  let layOffs: Record<number, number> = {};
  let progressed = false;
  let quietTurns = 0;
  let reshuffles = 0;
  let turns = 0;
  let laidBefore = false;
  let drew = false;
  const played = (by: Seat, card: CardId) => remove(held[by] as CardId[], card);
  for (const event of history.slice(1)) {
    switch (event.type) {
      case 'dealt':
      case 'drew-card':
        break;
      case 'drew':
        progressed = true;
        drew = true;
        break;
      case 'took-discard':
        if (discard[discard.length - 1] !== event.card) return undefined;
        discard.pop();
        drew = true;
        if (event.seat !== seat) (held[event.seat] as CardId[]).push(event.card);
        break;
      case 'opened':
        for (const m of event.melds) for (const c of m.meld.cards) played(event.seat, c.id);
        laid[event.seat] = true;
        progressed = true;
        break;
      case 'melded':
        for (const c of event.meld.meld.cards) played(event.seat, c.id);
        laid[event.seat] = true;
        progressed = true;
        break;
      case 'laid-off':
        played(event.seat, event.card);
        layOffs = { ...layOffs, [event.meld]: (layOffs[event.meld] ?? 0) + 1 };
        laid[event.seat] = true;
        progressed = true;
        break;
      case 'joker-replaced':
        played(event.seat, event.card);
        if (event.seat !== seat) (held[event.seat] as CardId[]).push(event.joker);
        laid[event.seat] = true;
        break;
      case 'discarded':
        played(event.seat, event.card);
        discard.push(event.card);
        quietTurns = progressed ? 0 : quietTurns + 1;
        progressed = false;
        layOffs = {};
        drew = false;
        turns++;
        laidBefore = laid[seat] as boolean;
        break;
      case 'stock-reshuffled': {
        const kept = new Set(event.pile);
        reshuffledPile = new Set(discard.filter((c) => !kept.has(c)));
        discard = [...event.pile];
        reshuffles++;
        break;
      }
      default:
        return undefined;
    }
  }
  if (
    turns !== h.turnsCompleted ||
    drew !== (h.turn.phase === 'play') ||
    discard.length !== h.discardSize
  )
    return undefined;
  if ((discard[discard.length - 1] ?? null) !== h.discardTop) return undefined;
  if (h.discardPile !== null && h.discardPile.join() !== discard.join()) return undefined;
  // The first turn starts with laidBefore false, which the loop's initial value gives.
  const seen = new Set<CardId>([...h.cards, ...discard, ...held.flat()]);
  for (const m of h.melds) for (const c of m.meld.cards) seen.add(c.id);
  const hidden = held.map((cards, s) =>
    s === seat || view.eliminated[s] ? 0 : (h.handSizes[s] as number) - cards.length,
  );
  if (hidden.some((n) => n < 0) || seen.size !== h.cards.length + countOf(h, discard, held))
    return undefined;
  const stockable: CardId[] = [];
  const handOnly: CardId[] = [];
  for (let c = 0; c < DECK_SIZE; c++) {
    if (seen.has(c)) continue;
    if (reshuffledPile === null || reshuffledPile.has(c)) stockable.push(c);
    else handOnly.push(c);
  }
  const slots = hidden.reduce((a, b) => a + b, 0);
  if (stockable.length + handOnly.length !== slots + h.stock) return undefined;
  if (stockable.length < h.stock || handOnly.length > slots) return undefined;
  if (h.handSizes.length !== seats) return undefined;
  return {
    profile: profile.value,
    seat,
    view,
    discard,
    held,
    hidden,
    stockable,
    handOnly,
    laid,
    laidBefore,
    layOffs,
    progressed,
    quietTurns,
    reshuffles,
    nextMeldId: h.melds.reduce((n, m) => Math.max(n, m.id + 1), 1),
  };
};

/** How many cards the seen places hold together: a repeated card makes it differ from the set. */
const countOf = (
  h: SeatView['hand'],
  discard: readonly CardId[],
  held: readonly (readonly CardId[])[],
): number =>
  discard.length +
  held.reduce((n, cards) => n + cards.length, 0) +
  h.melds.reduce((n, m) => n + m.meld.cards.length, 0);
