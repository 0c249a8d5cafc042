/**
 * The table at every step of a finished hand, with every hand shown: the replay's events played
 * forward from the deal. A replay carries every event unhidden (each seat's dealt cards, every
 * card drawn), so the hands, the melds, the discard pile and the size of the stock follow from
 * the events alone; the engines' own functions move the cards of a lay-off and a joker
 * replacement, so a meld looks exactly as it did on the table. The stock's order is never
 * needed: a card drawn is named by its event.
 */
import {
  type BurracoKind,
  type GameEvent as BurracoEvent,
  type Meld as BurracoMeld,
  type RuleProfile as BurracoProfile,
  PROFILES as BURRACO_PROFILES,
  burracoKind,
  profileFromSpec as burracoProfileFromSpec,
} from '@tavolo/burraco';
import { type CardId, type Result, err, ok } from '@tavolo/cards';
import {
  type GameEvent as Scala40Event,
  type Meld as Scala40Meld,
  addToMeld,
  replaceJoker,
} from '@tavolo/scala40';
import type { Game } from '../../errors.js';

export type ReplayMeld =
  | {
      readonly game: 'scala40';
      readonly id: number;
      /** The seat that laid it. */
      readonly owner: number;
      readonly meld: Scala40Meld;
    }
  | {
      readonly game: 'burraco';
      readonly id: number;
      /** The line it belongs to (seats 0 and 2, or 1 and 3). */
      readonly owner: number;
      readonly meld: BurracoMeld;
      readonly burraco: BurracoKind | null;
    };

export interface ReplayPosition {
  /** Null before the first deal (the draw for seats). */
  readonly hand: number | null;
  readonly dealer: number | null;
  /** Every seat's cards, in the order they came to the hand. */
  readonly hands: readonly (readonly CardId[])[];
  readonly melds: readonly ReplayMeld[];
  /** The whole discard pile, its top last. */
  readonly discard: readonly CardId[];
  readonly stock: number;
  /** Burraco: the sizes of the pozzetti nobody has taken yet; empty for Scala 40. */
  readonly pozzetti: readonly number[];
  /** Burraco: by line, whether it has taken its pozzetto; empty for Scala 40. */
  readonly pozzettoTaken: readonly boolean[];
  /** Cards of the deal not yet in a hand (between the start of a hand and its last deal). */
  readonly dealing: number;
  /** The cards this step moved, to highlight them. */
  readonly moved: readonly CardId[];
}

/** Why a replay could not be played forward: the step (0-based) and what did not fit. */
export interface ReplayProblem {
  readonly step: number;
  readonly reason: string;
}

type Event = Scala40Event | BurracoEvent;

const emptyPosition = (seats: number): ReplayPosition => ({
  hand: null,
  dealer: null,
  hands: Array.from({ length: seats }, () => []),
  melds: [],
  discard: [],
  stock: 0,
  pozzetti: [],
  pozzettoTaken: [],
  dealing: 0,
  moved: [],
});

const withoutCards = (
  hand: readonly CardId[],
  cards: readonly CardId[],
): readonly CardId[] | undefined => {
  const left = [...hand];
  for (const card of cards) {
    const at = left.indexOf(card);
    if (at < 0) return undefined;
    left.splice(at, 1);
  }
  return left;
};

const sameCards = (a: readonly CardId[], b: readonly CardId[]): boolean =>
  a.length === b.length && withoutCards(a, b)?.length === 0;

const replaceAt = <T>(items: readonly T[], index: number, item: T): readonly T[] =>
  items.map((old, i) => (i === index ? item : old));

/** The seat's hand without `cards`, or why not. */
const takeFromHand = (
  position: ReplayPosition,
  seat: number,
  cards: readonly CardId[],
): Result<readonly (readonly CardId[])[], string> => {
  const hand = position.hands[seat];
  if (hand === undefined) return err(`there is no seat ${seat}`);
  const left = withoutCards(hand, cards);
  return left === undefined
    ? err(`seat ${seat} does not hold ${cards.join(', ')}`)
    : ok(replaceAt(position.hands, seat, left));
};

const giveToHand = (
  hands: readonly (readonly CardId[])[],
  seat: number,
  cards: readonly CardId[],
): readonly (readonly CardId[])[] => replaceAt(hands, seat, [...(hands[seat] ?? []), ...cards]);

const profileOf = (spec: string): BurracoProfile => {
  const read = burracoProfileFromSpec(spec);
  return read.ok ? read.value : BURRACO_PROFILES.champion;
};

/** One event played on the position; Burraco's rules name the kind of each burraco. */
const playEvent = (
  position: ReplayPosition,
  event: Event,
  burracoRules: BurracoProfile['options'],
): Result<ReplayPosition, string> => {
  const moved = (cards: readonly CardId[]) => ({ ...position, moved: cards });
  switch (event.type) {
    case 'seats-drawn':
    case 'time-out':
    case 'clock-expired':
    case 'match-ended':
      return ok(moved([]));
    case 'hand-started':
      return ok({
        hand: event.hand,
        dealer: event.dealer,
        hands: event.handSizes.map(() => []),
        melds: [],
        discard: [event.upCard],
        stock: event.stock,
        pozzetti: 'pozzetti' in event ? event.pozzetti : [],
        pozzettoTaken: 'pozzetti' in event ? [false, false] : [],
        dealing: event.handSizes.reduce((a, b) => a + b, 0),
        moved: [event.upCard],
      });
    case 'dealt':
      return ok({
        ...moved(event.cards),
        dealing: position.dealing - event.cards.length,
        hands: giveToHand(position.hands, event.seat, event.cards),
      });
    // Everyone sees that a seat draws; the next event, the card drawn, moves it out of the stock
    // (so the card is never in neither place).
    case 'drew':
      return position.stock > 0 ? ok(moved([])) : err('a draw from an empty stock');
    case 'drew-card':
      return ok({
        ...moved([event.card]),
        stock: position.stock - 1,
        hands: giveToHand(position.hands, event.seat, [event.card]),
      });
    case 'took-discard': {
      if (position.discard[position.discard.length - 1] !== event.card)
        return err(`card ${event.card} is not the top of the discard pile`);
      return ok({
        ...moved([event.card]),
        discard: position.discard.slice(0, -1),
        hands: giveToHand(position.hands, event.seat, [event.card]),
      });
    }
    case 'took-pile': {
      const pile = position.discard;
      if (pile.length !== event.cards.length || pile.some((c, i) => event.cards[i] !== c))
        return err('the pile taken is not the pile on the table');
      return ok({
        ...moved(event.cards),
        discard: [],
        hands: giveToHand(position.hands, event.seat, event.cards),
      });
    }
    case 'opened':
    case 'melded': {
      const laid = event.type === 'opened' ? event.melds : [event.meld];
      const cards = laid.flatMap((m) => m.meld.cards.map((c) => c.id));
      const hands = takeFromHand(position, event.seat, cards);
      if (!hands.ok) return hands;
      const melds = laid.map((m): ReplayMeld => meldOf(m, burracoRules));
      return ok({ ...moved(cards), hands: hands.value, melds: [...position.melds, ...melds] });
    }
    case 'laid-off': {
      const cards = 'cards' in event ? event.cards : [event.card];
      const hands = takeFromHand(position, event.seat, cards);
      if (!hands.ok) return hands;
      const id = 'cards' in event ? event.meld.id : event.meld;
      const target = position.melds.find((m) => m.id === id);
      if (!target) return err(`there is no meld ${id}`);
      const meld: ReplayMeld =
        'cards' in event
          ? meldOf(event.meld, burracoRules)
          : target.game === 'scala40'
            ? { ...target, meld: addToMeld(target.meld, event.card, event) }
            : target;
      return ok({
        ...moved(cards),
        hands: hands.value,
        melds: position.melds.map((m) => (m.id === id ? meld : m)),
      });
    }
    case 'joker-replaced': {
      const target = position.melds.find((m) => m.id === event.meld);
      if (target?.game !== 'scala40') return err(`there is no meld ${event.meld}`);
      const swapped = replaceJoker(target.meld, event.card);
      if (!swapped || swapped.joker !== event.joker)
        return err(`card ${event.card} replaces no joker in meld ${event.meld}`);
      const hands = takeFromHand(position, event.seat, [event.card]);
      if (!hands.ok) return hands;
      return ok({
        ...moved([event.card, event.joker]),
        hands: giveToHand(hands.value, event.seat, [event.joker]),
        melds: position.melds.map((m) =>
          m.id === target.id ? { ...target, meld: swapped.meld } : m,
        ),
      });
    }
    case 'discarded': {
      const hands = takeFromHand(position, event.seat, [event.card]);
      if (!hands.ok) return hands;
      return ok({
        ...moved([event.card]),
        hands: hands.value,
        discard: [...position.discard, event.card],
      });
    }
    case 'stock-reshuffled':
      return ok({ ...moved([]), stock: event.stock, discard: event.pile });
    // As with a draw: the packet leaves the table with the event that puts its cards in the hand.
    case 'pozzetto-taken':
      return position.pozzetti.length > 0
        ? ok({ ...moved([]), pozzettoTaken: replaceAt(position.pozzettoTaken, event.side, true) })
        : err('no pozzetto is left to take');
    case 'pozzetto-cards':
      return position.pozzetti[0] === event.cards.length
        ? ok({
            ...moved(event.cards),
            pozzetti: position.pozzetti.slice(1),
            hands: giveToHand(position.hands, event.seat, event.cards),
          })
        : err('the pozzetto taken is not the next one on the table');
    case 'hand-ended': {
      const same = position.hands.every((cards, seat) => sameCards(cards, event.hands[seat] ?? []));
      return same
        ? ok(moved([]))
        : err('the hands shown at the count are not the hands the moves left');
    }
  }
};

const meldOf = (
  placed: { readonly id: number; readonly meld: Scala40Meld | BurracoMeld } & (
    { readonly owner: number } | { readonly side: number }
  ),
  burracoRules: BurracoProfile['options'],
): ReplayMeld =>
  'side' in placed
    ? {
        game: 'burraco',
        id: placed.id,
        owner: placed.side,
        meld: placed.meld as BurracoMeld,
        burraco: burracoKind(placed.meld as BurracoMeld, burracoRules),
      }
    : { game: 'scala40', id: placed.id, owner: placed.owner, meld: placed.meld as Scala40Meld };

const isEvent = (value: unknown): value is Event =>
  typeof value === 'object' && value !== null && typeof (value as Event).type === 'string';

/**
 * The position after each step (`positions[i]` follows `steps[i]`), or the first step that does
 * not follow from the ones before it. `profile` is the table's rule profile (Burraco reads the
 * kind of each burraco by it).
 */
export const replayPositions = (
  game: Game,
  profile: string,
  seats: number,
  steps: readonly { readonly event?: unknown }[],
): Result<readonly ReplayPosition[], ReplayProblem> => {
  const rules = profileOf(game === 'burraco' ? profile : 'champion').options;
  const positions: ReplayPosition[] = [];
  let position = emptyPosition(seats);
  for (const [step, { event }] of steps.entries()) {
    if (!isEvent(event)) return err({ step, reason: 'an event without a type' });
    const next = playEvent(position, event, rules);
    if (!next.ok) return err({ step, reason: next.error });
    position = next.value;
    positions.push(position);
  }
  return ok(positions);
};

/** The cards whose place is known (hands, melds, discard pile): each at most once. */
export const knownCards = (position: ReplayPosition): readonly CardId[] => [
  ...position.hands.flat(),
  ...position.melds.flatMap((m) => m.meld.cards.map((c) => c.id)),
  ...position.discard,
];

/** Every card of the two decks somewhere: known, being dealt, in the stock or a pozzetto. */
export const cardsAccountedFor = (position: ReplayPosition): number =>
  knownCards(position).length +
  position.dealing +
  position.stock +
  position.pozzetti.reduce((a, b) => a + b, 0);
