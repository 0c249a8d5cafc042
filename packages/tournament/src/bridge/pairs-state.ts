/**
 * The state of a bridge pairs event, folded from its log. The fold trusts the events: the
 * checks live in the commands (pairs-commands.ts), which only return events that apply.
 */
import { sideOf } from '@tavolo/bridge';
import type { Result } from '@tavolo/cards';
import { err, ok } from '@tavolo/cards';
import { type TournamentError, tournamentError } from '../error.js';
import type { BridgeMovement } from './movement.js';
import { type BridgePairsConfig, movementOf } from './pairs-config.js';
import type {
  BoardOutcome,
  BoardPlace,
  BridgePairsEvent,
  ResultActor,
  WithdrawalGround,
} from './pairs-event.js';

/** A LAW 69B request on a board, and the director's decision once made. */
export interface Withdrawal {
  readonly requestedBy: ResultActor;
  readonly tricks: number;
  readonly ground: WithdrawalGround;
  readonly at: string;
  readonly decided: {
    readonly granted: number;
    readonly reason: string;
    readonly at: string;
  } | null;
}

/** One board's result at one table, as entered, confirmed and corrected. */
export interface BoardRecord extends BoardPlace {
  readonly ns: number;
  readonly ew: number;
  readonly outcome: BoardOutcome;
  readonly enteredBy: ResultActor;
  /** The opponent or the director who confirmed it; a director's entry confirms itself. */
  readonly confirmedBy: ResultActor | null;
  /** The opponent who disputed it (LAW 79B), until the director confirms or corrects it. */
  readonly disputedBy: ResultActor | null;
  readonly corrections: number;
  readonly at: string;
  /** The last LAW 69B request on the board, if any. */
  readonly withdrawal: Withdrawal | null;
}

export interface BridgePairsState {
  readonly config: BridgePairsConfig;
  readonly movement: BridgeMovement;
  readonly createdAt: string;
  /** Registered pairs by their number in the movement: the two players' names. */
  readonly pairs: ReadonlyMap<number, readonly [string, string]>;
  /** Results by `placeKey`. */
  readonly results: ReadonlyMap<string, BoardRecord>;
  /** When the official score was made available (LAW 79C), or null. */
  readonly publishedAt: string | null;
}

/** The key of a board's result at a table: a board is played once per table and round. */
export const placeKey = (place: BoardPlace): string =>
  `${place.round}/${place.table}/${place.board}`;

export const isConfirmed = (record: BoardRecord): boolean => record.confirmedBy !== null;

const withResult = (state: BridgePairsState, record: BoardRecord): BridgePairsState => ({
  ...state,
  results: new Map(state.results).set(placeKey(record), record),
});

/**
 * LAW 69B: the outcome once `granted` of the tricks conceded go back to the side that conceded
 * them ("nuovamente registrato con tale presa assegnata alla sua linea"): the declarer's tricks
 * rise when the declarer's side conceded them, fall when the defenders did.
 */
export const withTricksBack = (outcome: BoardOutcome, granted: number): BoardOutcome => {
  if (outcome.kind !== 'played' || !outcome.conceded) return outcome;
  const { contract, conceded } = outcome;
  const declarerSide = sideOf(contract.declarer) === 0 ? 'ns' : 'ew';
  const left = conceded.tricks - granted;
  return {
    kind: 'played',
    contract,
    tricks: outcome.tricks + (conceded.side === declarerSide ? granted : -granted),
    ...(left > 0 ? { conceded: { side: conceded.side, tricks: left } } : {}),
  };
};

/** One step of the fold. */
export const applyBridgePairsEvent = (
  state: BridgePairsState,
  event: BridgePairsEvent,
): BridgePairsState => {
  switch (event.type) {
    case 'created':
      return state;
    case 'registered':
      return { ...state, pairs: new Map(state.pairs).set(event.pair, event.players) };
    case 'result-entered': {
      const at = state.movement.rounds[event.round - 1]?.find((e) => e.table === event.table);
      if (!at) return state;
      return withResult(state, {
        round: event.round,
        table: event.table,
        board: event.board,
        ns: at.ns,
        ew: at.ew,
        outcome: event.outcome,
        enteredBy: event.actor,
        confirmedBy: event.actor.role === 'director' ? event.actor : null,
        disputedBy: null,
        corrections: 0,
        at: event.at,
        withdrawal: null,
      });
    }
    case 'result-confirmed': {
      const record = state.results.get(placeKey(event));
      return record
        ? withResult(state, { ...record, confirmedBy: event.actor, disputedBy: null })
        : state;
    }
    case 'result-disputed': {
      const record = state.results.get(placeKey(event));
      return record ? withResult(state, { ...record, disputedBy: event.actor }) : state;
    }
    case 'result-corrected': {
      const record = state.results.get(placeKey(event));
      return record
        ? withResult(state, {
            ...record,
            outcome: event.outcome,
            confirmedBy: { role: 'director' },
            disputedBy: null,
            corrections: record.corrections + 1,
            at: event.at,
          })
        : state;
    }
    case 'withdrawal-requested': {
      const record = state.results.get(placeKey(event));
      return record
        ? withResult(state, {
            ...record,
            withdrawal: {
              requestedBy: event.actor,
              tricks: event.tricks,
              ground: event.ground,
              at: event.at,
              decided: null,
            },
          })
        : state;
    }
    case 'withdrawal-decided': {
      const record = state.results.get(placeKey(event));
      if (!record?.withdrawal) return state;
      const decided = { granted: event.granted, reason: event.reason, at: event.at };
      const withdrawal = { ...record.withdrawal, decided };
      if (event.granted === 0) return withResult(state, { ...record, withdrawal });
      return withResult(state, {
        ...record,
        outcome: withTricksBack(record.outcome, event.granted),
        confirmedBy: { role: 'director' },
        disputedBy: null,
        corrections: record.corrections + 1,
        at: event.at,
        withdrawal,
      });
    }
    case 'published':
      return { ...state, publishedAt: event.at };
  }
};

/** The state from the whole log, which starts with its creation. */
export const replayBridgePairs = (
  events: readonly BridgePairsEvent[],
): Result<BridgePairsState, TournamentError> => {
  const [first, ...rest] = events;
  if (first?.type !== 'created')
    return err(tournamentError('bridge-log-start', 'Tavolo', 'the log starts with its creation'));
  const movement = movementOf(first.config.movement);
  if (!movement.ok) return movement;
  const initial: BridgePairsState = {
    config: first.config,
    movement: movement.value,
    createdAt: first.at,
    pairs: new Map(),
    results: new Map(),
    publishedAt: null,
  };
  return ok(rest.reduce(applyBridgePairsEvent, initial));
};
