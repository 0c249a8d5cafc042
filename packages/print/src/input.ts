/**
 * What the printed documents are made from. These types are the package's own on purpose: a
 * tournament program (ours or another) fills them in, and the documents never depend on how a
 * tournament is run (tournament.ts fills them in from @tavolo/tournament's state). Free text (the
 * event's name, prize descriptions, names) prints as given; everything else is a code the
 * document translates.
 */

export type Lang = 'it' | 'en';
export type Game = 'scala40' | 'burraco' | 'bridge';

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
  /**
   * The round's VP table, reproduced on every sheet so that the table checks its VP: Burraco
   * (BUR-CH art. 19: "Le tabelle, riprodotte sugli score") the VP of both lines by MP
   * difference, Scala 40 the art. 22 difference table of the round's hands.
   */
  readonly vpBands?: readonly VpBand[];
}

/** One band of a VP table: MP differences from `from` to `upTo` give `vp`. */
export interface VpBand {
  readonly from: number;
  /** Inclusive; null for the open last band ("oltre 300"). */
  readonly upTo: number | null;
  /** Burraco: the VP of the line ahead, then of the line behind. Scala 40: the difference VP. */
  readonly vp: readonly number[];
}

/** Columns a standings list may add after VP and MP, in the order given. */
export type ExtraColumn = 'penalties' | 'opponents-vp' | 'rounds-played';

/**
 * How ties in VP are broken, in order. The regulations leave this to the organiser, so the
 * standings state it.
 */
export type TieBreak = 'mp' | 'head-to-head' | 'opponents-vp' | 'draw' | 'organizer';

/** What separated a row from the one above it on equal VP: a tie-break, or registration order. */
export type DecidedBy = TieBreak | 'registration';

export interface StandingRow {
  /** As the director ranks: tied entrants may share a rank. */
  readonly rank: number;
  readonly entrant: string;
  readonly players: readonly PlayerName[];
  readonly vp: number;
  readonly mp: number;
  /** A column the row has no value for prints empty. */
  readonly extra?: Readonly<Partial<Record<ExtraColumn, number>>>;
  /** Gone from the event (withdrawn or expelled), still ranked on its points. */
  readonly withdrawn?: boolean;
  /** Tied on VP with the row above and ranked below it by this. */
  readonly decidedBy?: DecidedBy;
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

/** An entrant on a paper: its number and its players. */
export interface EntrantName {
  readonly entrant: string;
  readonly players: readonly PlayerName[];
}

/** The arbitro's sanctions, in order of gravity (BUR-CH art. 50). */
export type SanctionLevel = 'caution' | 'warning' | 'expulsion';

/** An earlier decision a report cites: a caution that counted toward a warning. */
export interface CitedCaution {
  readonly round: number;
  /** In the director's words. */
  readonly breach: string;
  /** ISO 8601 instant. */
  readonly at: string;
}

/**
 * What the sanction was for: the breach as the director recorded it, the cautions that add up
 * to a warning (BUR-CH art. 22, 50), or a late arrival at the start of a round (art. 48).
 */
export type Breach =
  | { readonly kind: 'recorded'; readonly text: string }
  | { readonly kind: 'cautions'; readonly cautions: readonly CitedCaution[] }
  | { readonly kind: 'late' };

/** One referee's report ("referto"): one sanction, as the event's log recorded it. */
export interface RefereeReport {
  readonly level: SanctionLevel;
  readonly round: number;
  /** The table the entrant played at in the round; absent when it sat at none. */
  readonly table?: number;
  /** The player sanctioned; absent when the sanction is the whole entrant's (a late line). */
  readonly player?: string;
  readonly entrant: EntrantName;
  readonly breach: Breach;
  readonly article: string;
  /** When the decision was recorded (ISO 8601 instant), and by whom. */
  readonly at: string;
  readonly by: string;
}

/** A ruling given at a table (the arbitro's catalogue), as the referee's report lists it. */
export interface RulingLine {
  readonly round: number;
  readonly table: number;
  readonly entrant: EntrantName;
  /** The player the ruling concerned, when it concerned one. */
  readonly player?: string;
  readonly article: string;
  /** The ruling as the table heard it. */
  readonly ruling: string;
  /** When it was recorded (ISO 8601 instant), and by whom. */
  readonly at: string;
  readonly by: string;
}

export interface RefereeReportsInput {
  readonly event: EventHeading;
  /** The IANA zone of the room: the times print as its clocks showed them. */
  readonly timeZone: string;
  readonly reports: readonly RefereeReport[];
  /** The rulings given at the tables, listed after the reports' pages. */
  readonly rulings?: readonly RulingLine[];
}

/** One round of a Mitchell guide card. */
export interface GuideRound {
  readonly round: number;
  /** The E/W pair at the table (at the phantom table: the pair that rests). */
  readonly eastWest?: EntrantName;
  /** Where that pair plays the next round: a table, `rest`, or null after the phase's last. */
  readonly next: number | 'rest' | null;
}

export interface GuideTable {
  readonly table: number;
  /** The N/S pair for the whole phase; absent at the phantom table of an odd count. */
  readonly northSouth?: EntrantName;
  readonly rounds: readonly GuideRound[];
}

/** A Mitchell phase's planned movement, for a card on each table (BUR-CH art. 2). */
export interface GuideCardsInput {
  readonly event: EventHeading;
  readonly first: number;
  readonly last: number;
  /** Tables E/W move up after each round. */
  readonly step: number;
  readonly tables: readonly GuideTable[];
}

/** Cards that show the tables' numbers across the room. */
export interface TableCardsInput {
  readonly event: EventHeading;
  readonly tables: readonly number[];
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
    | 'no-players'
    | 'invalid-time-zone'
    | 'invalid-vp-bands'
    | 'nothing-to-print'
    | 'not-mitchell'
    | 'not-paired'
    | 'invalid-board';
  /** English, for logs and developers. */
  readonly message: string;
}
