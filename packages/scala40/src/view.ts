/**
 * What one seat may see of a match (or a spectator, seat null): its own hand, the number of
 * cards in the others', the melds, the top of the discard pile (S40-REG art. 5.4: the pile is
 * kept squared, so only its top shows) and the size of the stock, never its order. Where the
 * profile lets the seat on turn spread the pile (S40-CdG art. 6, 18), that seat's view holds
 * every card of it.
 */
import type { CardId } from '@tavolo/cards';
import { profileSpec } from './profile.js';
import type { HandResult, MatchState, Obligation, Seat, TableMeld } from './state.js';

export interface SeatView {
  readonly profile: string;
  readonly players: readonly string[];
  readonly you: Seat | null;
  readonly status: MatchState['status'];
  readonly winner: Seat | null;
  readonly totals: readonly number[];
  readonly eliminated: readonly boolean[];
  readonly results: readonly HandResult[];
  readonly hand: {
    readonly number: number;
    readonly dealer: Seat;
    readonly turn: { readonly seat: Seat; readonly phase: 'draw' | 'play' };
    /** Your cards; null for a spectator. */
    readonly cards: readonly CardId[] | null;
    /** What you owe before discarding; null when nothing or when it is not your turn. */
    readonly obligation: Obligation | null;
    readonly handSizes: readonly number[];
    readonly stock: number;
    readonly discardTop: CardId | null;
    readonly discardSize: number;
    /**
     * The whole discard pile, bottom first: only in the view of the seat on turn, where the
     * profile allows it ("possono essere allargate solo dal giocatore di turno"); else null.
     */
    readonly discardPile: readonly CardId[] | null;
    readonly melds: readonly TableMeld[];
    readonly opened: readonly boolean[];
    readonly turnsCompleted: number;
  };
}

export const view = (state: MatchState, seat: Seat | null): SeatView => {
  const h = state.hand;
  const you = seat !== null && seat >= 0 && seat < state.players.length ? seat : null;
  return {
    profile: profileSpec(state.profile),
    players: state.players,
    you,
    status: state.status,
    winner: state.winner,
    totals: state.totals,
    eliminated: state.eliminated,
    results: state.results,
    hand: {
      number: h.number,
      dealer: h.dealer,
      turn: { seat: h.turn.seat, phase: h.turn.phase },
      cards: you === null ? null : (h.hands[you] as readonly CardId[]),
      obligation: you !== null && h.turn.seat === you ? h.turn.obligation : null,
      handSizes: h.hands.map((cards) => cards.length),
      stock: h.stock.length,
      discardTop: h.discard[h.discard.length - 1] ?? null,
      discardSize: h.discard.length,
      discardPile:
        you !== null && h.turn.seat === you && state.profile.options.discardPileInspectable
          ? h.discard
          : null,
      melds: h.melds,
      opened: h.opened,
      turnsCompleted: h.turnsCompleted,
    },
  };
};
