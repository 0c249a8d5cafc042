/**
 * What the client sends to the tournament routes, typed loosely on purpose: the client does not
 * depend on @tavolo/tournament, and the server checks every body against its own schemas. The
 * answers' schemas are the protocol's (`events.ts`).
 */

/**
 * A director's command, `{ type: 'register', players: [...] }` and so on: @tavolo/tournament's
 * `TournamentCommand`, checked by the server's schema.
 */
export type EventCommand = { readonly type: string } & object;

/** The settings of a new event (@tavolo/tournament's `ConfigInput`) and, optionally, its id. */
export type EventSettings = { readonly name: string; readonly game: string } & object;

export interface PrintQuery {
  readonly round?: number;
  readonly lang?: 'it' | 'en';
  /** The referee's reports: the richiami too, whose report is optional (BUR-CH art. 50). */
  readonly cautions?: boolean;
}
