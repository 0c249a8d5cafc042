/**
 * What one seat may see of a match (or a spectator, seat null): its own hand only (partners do
 * not see each other's cards), the number of cards in the other hands, the melds, the whole
 * discard pile (art. 9: the discards are kept visible), the size of the stock and how many
 * pozzetti are left, never their cards or the stock's order. A pozzetto taken "con lo scarto"
 * at a table of four stays face down, its cards out of its taker's view, until his partner has
 * discarded (art. 23); everyone sees that it is held unseen.
 */
import type { CardId } from '@tavolo/cards';
import { burracoKind } from './burraco.js';
import type { BurracoKind, ProfileId } from './profile.js';
import type {
  HandResult,
  HandState,
  MatchOutcome,
  MatchState,
  Seat,
  TableMeld,
  TurnState,
} from './state.js';

export interface MeldView extends TableMeld {
  readonly burraco: BurracoKind | null;
}

export interface SeatView {
  readonly profile: ProfileId;
  readonly players: readonly string[];
  readonly you: Seat | null;
  readonly status: MatchState['status'];
  readonly handsPlanned: number;
  readonly totals: readonly [number, number];
  readonly results: readonly HandResult[];
  readonly outcome: MatchOutcome | null;
  readonly hand: {
    readonly number: number;
    readonly dealer: Seat;
    readonly turn: TurnState;
    /** Your cards, a pozzetto you have not seen yet aside; null for a spectator. */
    readonly cards: readonly CardId[] | null;
    /** The cards each seat holds, unseen pozzetti included. */
    readonly handSizes: readonly number[];
    /** The pozzetti held face down by their takers until their partners discard (art. 23). */
    readonly unseenPozzetti: readonly { readonly seat: Seat; readonly size: number }[];
    readonly stock: number;
    readonly pile: readonly CardId[];
    readonly pozzettiLeft: number;
    readonly pozzettoTaken: readonly [boolean, boolean];
    readonly melds: readonly MeldView[];
    readonly turnsCompleted: number;
    readonly timeOutEndsAt: number | null;
    readonly clockExpired: readonly [boolean, boolean];
  };
}

type Options = MatchState['profile']['options'];

/**
 * The melds as shown, made once per melds array and profile: a state is immutable, so every
 * viewer's view of it, and of the states after it until someone melds, shares one array (which
 * a server can then serialize once).
 */
const shown = new WeakMap<readonly TableMeld[], { options: Options; melds: readonly MeldView[] }>();

const meldViews = (melds: readonly TableMeld[], options: Options): readonly MeldView[] => {
  const known = shown.get(melds);
  if (known?.options === options) return known.melds;
  const made = melds.map((m) => ({ ...m, burraco: burracoKind(m.meld, options) }));
  shown.set(melds, { options, melds: made });
  return made;
};

/** The cards of `seat`'s hand that it has seen: all but a pozzetto it holds unseen. */
const seenCards = (hand: HandState, seat: Seat): readonly CardId[] => {
  const cards = hand.hands[seat] as readonly CardId[];
  const unseen = hand.unseenPozzetti.find((p) => p.seat === seat);
  return unseen ? cards.filter((id) => !unseen.cards.includes(id)) : cards;
};

export const view = (state: MatchState, seat: Seat | null): SeatView => {
  const h = state.hand;
  const you =
    seat !== null && Number.isInteger(seat) && seat >= 0 && seat < state.players.length
      ? seat
      : null;
  return {
    profile: state.profile.id,
    players: state.players,
    you,
    status: state.status,
    handsPlanned: state.handsPlanned,
    totals: state.totals,
    results: state.results,
    outcome: state.outcome,
    hand: {
      number: h.number,
      dealer: h.dealer,
      turn: h.turn,
      cards: you === null ? null : seenCards(h, you),
      handSizes: h.hands.map((cards) => cards.length),
      unseenPozzetti: h.unseenPozzetti.map((p) => ({ seat: p.seat, size: p.cards.length })),
      stock: h.stock.length,
      pile: h.pile,
      pozzettiLeft: h.pozzetti.length,
      pozzettoTaken: h.pozzettoTaken,
      melds: meldViews(h.melds, state.profile.options),
      turnsCompleted: h.turnsCompleted,
      timeOutEndsAt: h.timeOutEndsAt,
      clockExpired: h.clockExpired,
    },
  };
};
