/**
 * The words of bridge as types: seats and sides, strains, calls, contracts, boards. Values
 * only; the modules beside this one give them their rules.
 */
import type { Card52 } from '@tavolo/cards';

/** 0 = North, 1 = East, 2 = South, 3 = West: clockwise, as play and the auction go round. */
export type Seat = 0 | 1 | 2 | 3;
export type Direction = 'N' | 'E' | 'S' | 'W';
export const SEATS: readonly Seat[] = [0, 1, 2, 3];
export const DIRECTIONS: readonly Direction[] = ['N', 'E', 'S', 'W'];

/** 0 = North-South, 1 = East-West. */
export type Side = 0 | 1;
export const sideOf = (seat: Seat): Side => (seat % 2) as Side;
export const partnerOf = (seat: Seat): Seat => ((seat + 2) % 4) as Seat;
/** The next seat clockwise (the player on the left). */
export const nextSeat = (seat: Seat): Seat => ((seat + 1) % 4) as Seat;

/** Strains from the lowest: clubs, diamonds, hearts, spades, no trump. */
export type Strain = 'C' | 'D' | 'H' | 'S' | 'NT';
export const STRAINS: readonly Strain[] = ['C', 'D', 'H', 'S', 'NT'];
export type Level = 1 | 2 | 3 | 4 | 5 | 6 | 7;

export type Call =
  | { readonly type: 'pass' }
  | { readonly type: 'double' }
  | { readonly type: 'redouble' }
  | { readonly type: 'bid'; readonly level: Level; readonly strain: Strain };

/** 0 = undoubled, 1 = doubled, 2 = redoubled. */
export type Doubling = 0 | 1 | 2;

export interface Contract {
  readonly level: Level;
  readonly strain: Strain;
  readonly doubling: Doubling;
  readonly declarer: Seat;
}

/** Who is vulnerable on a board. */
export type Vulnerability = 'none' | 'ns' | 'ew' | 'all';

export const isVulnerable = (vulnerability: Vulnerability, side: Side): boolean =>
  vulnerability === 'all' || vulnerability === (side === 0 ? 'ns' : 'ew');

/** A board: its number, and from the number the dealer and vulnerability (`board.ts`). */
export interface Board {
  readonly number: number;
  readonly dealer: Seat;
  readonly vulnerability: Vulnerability;
}

/** A dealt board: the four hands, 13 cards each, by seat. */
export interface Deal extends Board {
  readonly hands: readonly [
    readonly Card52[],
    readonly Card52[],
    readonly Card52[],
    readonly Card52[],
  ];
}
