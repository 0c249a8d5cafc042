/**
 * The event log of a bridge pairs event, in the shape of the other games' logs (event.ts):
 * every decision is one appended event with who made it and when; the state and the standings
 * are pure functions of the log, and a correction is itself an event.
 *
 * A board's result is entered at the table by a player of that table and confirmed by an
 * opponent (LAW 79A1: the tricks are agreed before the hands go back in the board), or entered
 * by the director, whose entry needs no confirmation. The official score is published once;
 * from then the correction period of LAW 79C runs.
 */
import type { Contract } from '@tavolo/bridge';
import type { Stamp } from '../event.js';
import type { BridgePairsConfig } from './pairs-config.js';

/** Who acts on a result: a player of a pair, named as registered, or the director. */
export type ResultActor =
  | { readonly role: 'player'; readonly pair: number; readonly player: string }
  | { readonly role: 'director' };

/** Law 12C2: the artificial adjusted score of one side. */
export type ArtificialScore = 'plus' | 'average' | 'minus';

/** The tricks a side agreed to lose by a claim or concession (LAW 69A). */
export interface ConcededTricks {
  readonly side: 'ns' | 'ew';
  readonly tricks: number;
}

/**
 * LAW 69B's grounds: a trick "che la sua linea aveva di fatto vinto" or that it "avrebbe
 * probabilmente vinto qualora il gioco fosse continuato".
 */
export type WithdrawalGround = 'won-in-fact' | 'would-probably-have-won';

/** What happened on one board at one table. */
export type BoardOutcome =
  /**
   * Played: the final contract and the declarer's side's tricks; `conceded`, when play ended by
   * a claim or concession (LAW 68), the tricks one side agreed to lose by it (LAW 69A), which
   * that side may later ask back (LAW 69B).
   */
  | {
      readonly kind: 'played';
      readonly contract: Contract;
      readonly tricks: number;
      readonly conceded?: ConcededTricks;
    }
  /** Four passes: 0 to both sides (LAW 22A). */
  | { readonly kind: 'passed-out' }
  /**
   * Law 12C2: no result can be obtained, the director awards each side an artificial score;
   * the two need not balance (average plus to one side and average minus to the other, or
   * average minus to both).
   */
  | { readonly kind: 'artificial'; readonly ns: ArtificialScore; readonly ew: ArtificialScore }
  /** Not played and not scored at this table: the board's other results are factored up. */
  | { readonly kind: 'not-played' };

/** Where a board's result belongs: the round, the table and the board number. */
export interface BoardPlace {
  readonly round: number;
  readonly table: number;
  readonly board: number;
}

export type BridgePairsEventBody =
  | { readonly type: 'created'; readonly config: BridgePairsConfig }
  | {
      readonly type: 'registered';
      /** The pair's number in the movement. */
      readonly pair: number;
      readonly players: readonly [string, string];
    }
  | ({
      readonly type: 'result-entered';
      readonly outcome: BoardOutcome;
      readonly actor: ResultActor;
    } & BoardPlace)
  | ({ readonly type: 'result-confirmed'; readonly actor: ResultActor } & BoardPlace)
  /** LAW 79B: an opponent does not agree; the director is called. */
  | ({ readonly type: 'result-disputed'; readonly actor: ResultActor } & BoardPlace)
  /** The director's correction of a result (LAW 79C within the period), with its reason. */
  | ({
      readonly type: 'result-corrected';
      readonly outcome: BoardOutcome;
      readonly reason: string;
    } & BoardPlace)
  /**
   * LAW 69B: within the correction period a player of the side that agreed to lose tricks by a
   * claim or concession asks the director to withdraw that agreement for `tricks` of them.
   */
  | ({
      readonly type: 'withdrawal-requested';
      readonly actor: ResultActor;
      readonly tricks: number;
      readonly ground: WithdrawalGround;
    } & BoardPlace)
  /**
   * LAW 69B: the director's decision on the request: `granted` tricks (0: refused) go back to
   * the requesting side and the board "viene allora nuovamente registrato".
   */
  | ({
      readonly type: 'withdrawal-decided';
      readonly granted: number;
      readonly reason: string;
    } & BoardPlace)
  /** The official score is made available: the correction period starts (LAW 79C). */
  | { readonly type: 'published' };

export type BridgePairsEvent = BridgePairsEventBody & Stamp;
