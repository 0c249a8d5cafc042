/**
 * The director's `ruling` command, as the server's `POST /api/events/:id/commands` takes it:
 * a situation of the arbitro's catalogue, the answers to its questions, the entrant and table
 * of the round being played, the player at fault, and the MP and VP of a score the ruling leaves
 * to the arbitro. @tavolo/rulings decides it (`recordRuling`), which the console loads with its
 * rulings panel only: this file names the command's shape, nothing of the catalogue.
 */
import type { Outcome, Stamp, TournamentCommand, TournamentState } from '@tavolo/tournament';

export interface RulingCommand {
  readonly type: 'ruling';
  /** The catalogue entry's id. */
  readonly situation: string;
  /** Question id -> option id. */
  readonly answers: Readonly<Record<string, string>>;
  readonly entrant: string;
  readonly table: number;
  readonly player?: string;
  readonly mp?: number;
  readonly vp?: number;
  readonly confirm?: boolean;
}

/** Every command the console sends. */
export type ConsoleCommand = TournamentCommand | RulingCommand;

/** How the browser decides a ruling before it is sent: @tavolo/rulings, with the panel. */
export type RulingDecision = (
  state: TournamentState,
  command: RulingCommand,
  stamp: Stamp,
) => Outcome;
