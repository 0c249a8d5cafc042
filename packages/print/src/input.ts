/**
 * What the printed documents are made from. These types are the package's own on purpose: a
 * tournament program (ours or another) fills them in, and the documents never depend on how a
 * tournament is run (tournament.ts fills them in from @tavolo/tournament's state). Free text (the
 * event's name, prize descriptions, names) prints as given; everything else is a code the
 * document translates.
 */

export type Lang = 'it' | 'en';
export type Game = 'scala40' | 'burraco';

/** The heading every document carries. */
export interface EventHeading {
  readonly name: string;
  /** The day of play, ISO 8601 (`2025-06-14`); printed the language's way. */
  readonly date: string;
  readonly game: Game;
}

/** Surname and given name apart: the alphabetical list sorts by surname. */
export interface PlayerName {
  readonly surname: string;
  readonly givenName: string;
}

/**
 * Where an entrant sits. A Burraco pair or team holds a line (`NS`, `EW`); a single player (Scala
 * 40, Burraco individual) holds a compass seat, and in Burraco individual N+S and E+W are the
 * lines.
 */
export type Position = 'N' | 'E' | 'S' | 'W' | 'NS' | 'EW';

export interface Seat {
  readonly position: Position;
  /** The entrant's number on the registration list, as the director writes it: `7`, `E7`. */
  readonly entrant: string;
  /** One player for a single entrant, two for a Burraco pair. */
  readonly players: readonly PlayerName[];
}

export interface TableSeating {
  /** As numbered in the room, from 1. */
  readonly table: number;
  readonly seats: readonly Seat[];
}

/** An entrant who rests this round (an odd count of pairs: BUR-CH art. 3). */
export interface Bye {
  readonly entrant: string;
  readonly players: readonly PlayerName[];
}

/** Who sits where in one round. */
export interface RoundSeating {
  readonly event: EventHeading;
  /** The turno, from 1. */
  readonly round: number;
  readonly tables: readonly TableSeating[];
  readonly byes?: readonly Bye[];
}

export interface ScoreSheetInput extends RoundSeating {
  /** Blank hand rows on each sheet (Scala 40 tables play 5 hands, S40-CdG art. 5). */
  readonly hands: number;
  /**
   * Scala 40: how the event scores a table of three (S40-CdG art. 26), printed on the sheet of
   * such a table: `as-four` (the default) with a resting seat at 1000, `as-three` among the three.
   */
  readonly tableOfThree?: 'as-four' | 'as-three';
  /**
   * Burraco: the round's VP table when it is derived or stands in for the regulation's own
   * (BUR-CH art. 19), printed under the VP row; absent for the event's own table.
   */
  readonly vpTable?: { readonly name: string; readonly notice: 'derived' | 'substitute' };
}

/** Columns a standings list may add after VP and MP, in the order given. */
export type ExtraColumn = 'penalties' | 'opponents-vp' | 'rounds-played';

/**
 * How ties in VP are broken, in order. The regulations leave this to the organiser, so the
 * standings state it.
 */
export type TieBreak = 'mp' | 'head-to-head' | 'opponents-vp' | 'draw' | 'organizer';

export interface StandingRow {
  /** As the director ranks: tied entrants may share a rank. */
  readonly rank: number;
  readonly entrant: string;
  readonly players: readonly PlayerName[];
  readonly vp: number;
  readonly mp: number;
  /** A column the row has no value for prints empty. */
  readonly extra?: Readonly<Partial<Record<ExtraColumn, number>>>;
}

export interface Prize {
  /** The organiser's words: `1° classificato: coppa e buono da 200 €`. */
  readonly description: string;
  readonly entrant: string;
  readonly players: readonly PlayerName[];
}

export interface StandingsInput {
  readonly event: EventHeading;
  readonly status: 'provisional' | 'final';
  /** The last round the standings include. */
  readonly afterRound: number;
  readonly totalRounds?: number;
  readonly rows: readonly StandingRow[];
  readonly extraColumns?: readonly ExtraColumn[];
  readonly tieBreaks: readonly TieBreak[];
  readonly prizes?: readonly Prize[];
}

/** Input a document cannot be printed from. */
export interface PrintError {
  /** Stable, kebab-case, for programs and translations. */
  readonly code:
    | 'invalid-date'
    | 'invalid-round'
    | 'invalid-hands'
    | 'no-tables'
    | 'invalid-table-number'
    | 'duplicate-table'
    | 'invalid-seats'
    | 'no-players';
  /** English, for logs and developers. */
  readonly message: string;
}
