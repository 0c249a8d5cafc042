/**
 * Who the signed-in user is in a bridge pairs event, and which boards he may enter: the event's
 * director any board of any table; a player, by his account name among a pair's two names, the
 * boards of the tables where his pair sits (LAW 79A1: the table agrees the tricks). The server
 * decides again; this only keeps the form to what it will accept.
 */
import { bridge } from '@tavolo/tournament';

export type BridgeViewer =
  | { readonly role: 'director' }
  | { readonly role: 'player'; readonly name: string }
  | { readonly role: 'public' };

/** Where one of the viewer's pairs sits in one round. */
export interface BridgeSeat {
  readonly round: number;
  readonly table: number;
  readonly pair: number;
  readonly side: 'ns' | 'ew';
}

/** The pairs whose players include `name`. */
export const pairsOf = (state: bridge.BridgePairsState, name: string): readonly number[] =>
  [...state.pairs].filter(([, players]) => players.includes(name)).map(([pair]) => pair);

/** Every table the viewer's pairs sit at, round by round. */
export const seatsOf = (
  state: bridge.BridgePairsState,
  viewer: BridgeViewer,
): readonly BridgeSeat[] => {
  if (viewer.role !== 'player') return [];
  const mine = new Set(pairsOf(state, viewer.name));
  return state.movement.rounds.flatMap((encounters, i) =>
    encounters.flatMap((e): BridgeSeat[] => [
      ...(mine.has(e.ns)
        ? [{ round: i + 1, table: e.table, pair: e.ns, side: 'ns' as const }]
        : []),
      ...(mine.has(e.ew)
        ? [{ round: i + 1, table: e.table, pair: e.ew, side: 'ew' as const }]
        : []),
    ]),
  );
};

/** The viewer's seat at a table in a round, if he sits there. */
export const seatAt = (
  state: bridge.BridgePairsState,
  viewer: BridgeViewer,
  round: number,
  table: number,
): BridgeSeat | undefined =>
  seatsOf(state, viewer).find((s) => s.round === round && s.table === table);

export interface TableChoice {
  readonly table: number;
  readonly ns: number;
  readonly ew: number;
  readonly boards: readonly number[];
}

export interface RoundChoice {
  readonly round: number;
  readonly tables: readonly TableChoice[];
}

/**
 * The places the entry form offers: round, then table, then board, from the movement. `open`:
 * only the boards with no result yet (an entry); otherwise only those with one (a correction).
 * Rounds and tables left with no board are left out.
 */
export const placeChoices = (
  state: bridge.BridgePairsState,
  viewer: BridgeViewer,
  open: boolean,
): readonly RoundChoice[] => {
  if (viewer.role === 'public') return [];
  const seats = seatsOf(state, viewer);
  return state.movement.rounds
    .map((encounters, i): RoundChoice => {
      const round = i + 1;
      const tables = encounters
        .filter(
          (e) =>
            viewer.role === 'director' ||
            seats.some((s) => s.round === round && s.table === e.table),
        )
        .map((e) => ({
          table: e.table,
          ns: e.ns,
          ew: e.ew,
          boards: bridge
            .boardsOfSet(e.set, state.config.boardsPerRound)
            .filter(
              (board) =>
                state.results.has(bridge.placeKey({ round, table: e.table, board })) !== open,
            ),
        }))
        .filter((t) => t.boards.length > 0);
      return { round, tables };
    })
    .filter((r) => r.tables.length > 0);
};
