/**
 * A bridge pairs event as its pages show it: the log the server keeps (written by its routes,
 * or by `tavolo tournament` on the same database) decoded and replayed by @tavolo/tournament, then
 * the movement round by round (who sits N/S and E/W at each table, and which boards) and the
 * standings of each field. Pure, so it is tested without a page.
 */
import type { LoggedEvent } from '@tavolo/client';
import { type TournamentError, bridge } from '@tavolo/tournament';

export type BridgeFolded =
  | { readonly ok: true; readonly value: bridge.BridgePairsState }
  | { readonly ok: false; readonly error: TournamentError };

/** The state after every event of a bridge event's log; a log that does not decode is an error. */
export const bridgeStateFromLog = (log: readonly LoggedEvent[]): BridgeFolded => {
  const events: bridge.BridgePairsEvent[] = [];
  for (const envelope of log) {
    const decoded = bridge.fromBridgeEnvelope({ ...envelope, data: envelope.data });
    if (!decoded.ok) return decoded;
    events.push(decoded.value);
  }
  return bridge.replayBridgePairs(events);
};

export interface MovementTable {
  readonly table: number;
  readonly ns: number;
  readonly ew: number;
  /** The boards played there, as `1-3`. */
  readonly boards: string;
}

/** Each round's tables, by round. */
export const movementRounds = (
  state: bridge.BridgePairsState,
): readonly (readonly MovementTable[])[] =>
  state.movement.rounds.map((encounters) =>
    encounters.map((e) => {
      const boards = bridge.boardsOfSet(e.set, state.config.boardsPerRound);
      const first = boards[0] ?? 0;
      const last = boards.at(-1) ?? first;
      return {
        table: e.table,
        ns: e.ns,
        ew: e.ew,
        boards: first === last ? `${first}` : `${first}-${last}`,
      };
    }),
  );

export interface BridgeStandingsView {
  /** `playing`, `provisional`, `official` or `final` (LAW 79C). */
  readonly status: string;
  readonly matchpoints: boolean;
  readonly fields: readonly bridge.FieldStandings[];
}

/** The standings of each field now, or the refusal that kept the boards from being scored. */
export const bridgeStandingsView = (
  state: bridge.BridgePairsState,
  now: string,
): BridgeStandingsView | TournamentError => {
  const fields = bridge.bridgeStandings(state);
  if (!fields.ok) return fields.error;
  return {
    status: bridge.pairsStatus(state, now),
    matchpoints: state.config.scoring === 'matchpoints',
    fields: fields.value,
  };
};
