/**
 * What the bridge papers print: a traveller per board (every table's result on it, the field's
 * matchpoints or IMPs) and a personal score card per pair (its boards round by round). Plain
 * values: the tournament package computes them, the papers only lay them out.
 */
import type { EventHeading } from './input.js';

export type BridgeSeat = 'N' | 'E' | 'S' | 'W';
export type BridgeVulnerability = 'none' | 'ns' | 'ew' | 'all';

/** How a board's results compare across the field. */
export type BridgeScoring = 'mp' | 'imp';

/** One table's result on a board. */
export interface TravellerRow {
  /** The North-South pair's number, and the East-West pair's. */
  readonly ns: string;
  readonly ew: string;
  /**
   * The contract as written on a traveller (`4SX`, `3NT`), `null` when the board was passed out;
   * absent for an adjusted score.
   */
  readonly contract?: string | null;
  readonly declarer?: BridgeSeat;
  /** The opening lead (`SA`, `H7`), when recorded. */
  readonly lead?: string;
  /** Tricks won by the declarer's side. */
  readonly tricks?: number;
  /** The table's score, North-South's point of view (+ NS scores, - EW scores). */
  readonly nsScore?: number;
  /**
   * An adjusted score in words as the director gave it (`60%/40%`, `A+/A-`), which may be
   * unbalanced between the sides (Law 12C); printed instead of contract and score.
   */
  readonly adjusted?: string;
  /** Matchpoints or IMPs of each side on this board. */
  readonly nsResult: number;
  readonly ewResult: number;
}

export interface Traveller {
  readonly board: number;
  readonly dealer: BridgeSeat;
  readonly vulnerability: BridgeVulnerability;
  readonly rows: readonly TravellerRow[];
}

export interface TravellersInput {
  readonly event: EventHeading;
  readonly scoring: BridgeScoring;
  /** The top on a board at matchpoints (2 per result beaten: 2(n-1)), printed under it. */
  readonly top?: number;
  readonly boards: readonly Traveller[];
}

/** One board a pair played, as its personal score card lists it. */
export interface ScoreCardBoard {
  readonly board: number;
  readonly contract?: string | null;
  readonly declarer?: BridgeSeat;
  readonly tricks?: number;
  /** The pair's score on the board, its own point of view. */
  readonly score?: number;
  readonly adjusted?: string;
  /** The pair's matchpoints or IMPs on the board. */
  readonly result: number;
}

export interface ScoreCardRound {
  readonly round: number;
  readonly table: number;
  /** The opponents' pair number. */
  readonly opponents: string;
  readonly boards: readonly ScoreCardBoard[];
}

export interface ScoreCard {
  readonly pair: string;
  readonly players: readonly string[];
  /** `NS` or `EW` in a Mitchell; absent in a Howell, where a pair changes line. */
  readonly direction?: 'NS' | 'EW';
  readonly rounds: readonly ScoreCardRound[];
  /** The pair's total of matchpoints or IMPs, and at matchpoints its percentage. */
  readonly total: number;
  readonly percent?: number;
}

export interface ScoreCardsInput {
  readonly event: EventHeading;
  readonly scoring: BridgeScoring;
  readonly cards: readonly ScoreCard[];
}
