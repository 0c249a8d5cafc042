/**
 * What every movement (seating of round 1, Danish, Mitchell, round robin, knockout, Scala 40
 * tables by standings) produces: the tables of one round, who rests, and why. Movements are
 * pure functions of the standings and the history; they never read the clock or a database.
 */

/** An entrant's number on the registration list ("coppia n. 7"), as a string id: `E7`. */
export type EntrantId = string;

/**
 * One table of a round. For line events (Burraco pairs, teams, singles) `seats` is
 * `[northSouth, eastWest]`; for individual events (Scala 40, Burraco individual) it holds the
 * three or four players in seat order.
 */
export interface TableSeating {
  /** 1-based, as the director numbers the tables in the room. */
  readonly table: number;
  readonly seats: readonly EntrantId[];
}

/**
 * A sentence of the explanation that comes with every pairing: a stable code (translated by
 * the user interfaces) and its parameters. Examples: `{ code: 'floated', params: { entrant:
 * 'E4', from: 3, to: 5 } }`, `{ code: 'constraint-relaxed', params: { constraint:
 * 'no-rematch-previous-round', table: 7 } }`, `{ code: 'bye', params: { entrant: 'E9', reason:
 * 'lowest-without-bye' } }`.
 */
export interface Explanation {
  readonly code: string;
  readonly params: Readonly<Record<string, string | number>>;
}

export interface Pairing {
  readonly round: number;
  readonly tables: readonly TableSeating[];
  /** Entrants who rest this round (an odd count of pairs: BUR-CH art. 3). */
  readonly byes: readonly EntrantId[];
  readonly explanation: readonly Explanation[];
}

/** Who sat at one table of an earlier round (the history movements avoid repeating). */
export interface Meeting {
  readonly round: number;
  readonly seats: readonly EntrantId[];
}

/** What the pairing of one round is computed from. */
export interface PairingInput {
  /** The round being paired, 1-based. */
  readonly round: number;
  /** Rounds in the event: modified Danish allows a rematch in the last round. */
  readonly totalRounds: number;
  /**
   * Active entrants (withdrawn ones already removed) in standings order, best first. Round 1:
   * the order of the seating (registration, director's list or draw).
   */
  readonly ranking: readonly EntrantId[];
  /** Every table of every earlier round. */
  readonly history: readonly Meeting[];
  /** Earlier byes, by round (no pair rests twice in a session: BUR-CH art. 3, 48). */
  readonly byeHistory: readonly { readonly round: number; readonly entrant: EntrantId }[];
}
