/**
 * What the papers of a bridge pairs event print, from its state: a traveller per board (every
 * table's result on it and what each pair earned across the field) and a personal score card
 * per pair (its boards round by round, its total). Plain values in the shape @tavolo/print's
 * `travellersPdf` and `scoreCardsPdf` take; the papers only lay them out.
 */
import { type Contract, boardOf } from '@tavolo/bridge';
import { type Result, ok } from '@tavolo/cards';
import type { TournamentError } from '../error.js';
import { boardsOfSet, roundsOf } from './movement.js';
import type { ArtificialScore, BoardOutcome } from './pairs-event.js';
import { expectedResults, scoreBoards } from './pairs-scoring.js';
import { bridgeStandings } from './pairs-standings.js';
import { type BridgePairsState, placeKey } from './pairs-state.js';

type Letter = 'N' | 'E' | 'S' | 'W';
const LETTERS: readonly Letter[] = ['N', 'E', 'S', 'W'];

export interface PaperRow {
  readonly ns: string;
  readonly ew: string;
  readonly contract?: string | null;
  readonly declarer?: Letter;
  readonly tricks?: number;
  readonly nsScore?: number;
  readonly adjusted?: string;
  readonly nsResult: number;
  readonly ewResult: number;
}

export interface PaperTraveller {
  readonly board: number;
  readonly dealer: Letter;
  readonly vulnerability: 'none' | 'ns' | 'ew' | 'all';
  readonly rows: readonly PaperRow[];
}

export interface PaperBoard {
  readonly board: number;
  readonly contract?: string | null;
  readonly declarer?: Letter;
  readonly tricks?: number;
  readonly score?: number;
  readonly adjusted?: string;
  readonly result: number;
}

export interface PaperCard {
  readonly pair: string;
  readonly players: readonly string[];
  readonly direction?: 'NS' | 'EW';
  readonly rounds: readonly {
    readonly round: number;
    readonly table: number;
    readonly opponents: string;
    readonly boards: readonly PaperBoard[];
  }[];
  readonly total: number;
  readonly percent?: number;
}

/** The contract as a traveller writes it: `4SX`, `3NT`. */
export const contractText = (contract: Contract): string =>
  `${contract.level}${contract.strain}${'X'.repeat(contract.doubling)}`;

const ARTIFICIAL_TEXT: Readonly<Record<ArtificialScore, string>> = {
  plus: 'A+',
  average: 'A',
  minus: 'A-',
};

/** The contract, declarer and tricks of a result, or its adjusted score in words (Law 12C). */
const resultFields = (outcome: BoardOutcome | undefined) => {
  if (outcome?.kind === 'played')
    return {
      contract: contractText(outcome.contract),
      declarer: LETTERS[outcome.contract.declarer] as Letter,
      tricks: outcome.tricks,
    };
  if (outcome?.kind === 'passed-out') return { contract: null };
  if (outcome?.kind === 'artificial')
    return { adjusted: `${ARTIFICIAL_TEXT[outcome.ns]}/${ARTIFICIAL_TEXT[outcome.ew]}` };
  return {};
};

/** Every board's traveller, in board order, with the confirmed results scored so far. */
export const travellersOf = (
  state: BridgePairsState,
): Result<readonly PaperTraveller[], TournamentError> => {
  const scored = scoreBoards(state);
  if (!scored.ok) return scored;
  const out: PaperTraveller[] = [];
  for (const b of scored.value) {
    const board = boardOf(b.board);
    const dealer = board.ok ? (LETTERS[board.value.dealer] as Letter) : 'N';
    const vulnerability = board.ok ? board.value.vulnerability : 'none';
    const rows = b.lines.map((line): PaperRow => {
      const record = state.results.get(placeKey({ ...line, board: b.board }));
      return {
        ns: String(line.ns),
        ew: String(line.ew),
        ...resultFields(record?.outcome),
        ...(line.points !== null ? { nsScore: line.points } : {}),
        nsResult: line.nsScore,
        ewResult: line.ewScore,
      };
    });
    out.push({ board: b.board, dealer, vulnerability, rows });
  }
  return ok(out);
};

/** Every registered pair's personal score card, by pair number. */
export const scoreCardsOf = (
  state: BridgePairsState,
): Result<readonly PaperCard[], TournamentError> => {
  const scored = scoreBoards(state);
  if (!scored.ok) return scored;
  const fields = bridgeStandings(state);
  if (!fields.ok) return fields;
  const rows = new Map(fields.value.flatMap((f) => f.standings.map((r) => [r.pair, r])));
  const lines = new Map(
    scored.value.flatMap((b) => b.lines.map((l) => [placeKey({ ...l, board: b.board }), l])),
  );
  const mitchell = state.movement.kind === 'mitchell';
  return ok(
    [...state.pairs.keys()]
      .sort((a, b) => a - b)
      .map((pair): PaperCard => {
        const rounds = roundsOf(state.movement, pair);
        const standing = rows.get(pair);
        const first = rounds[0];
        return {
          pair: String(pair),
          players: state.pairs.get(pair) ?? [],
          ...(mitchell && first ? { direction: first.direction } : {}),
          rounds: rounds.map((r) => ({
            round: r.round,
            table: r.table,
            opponents: String(r.opponent),
            boards: boardsOfSet(r.set, state.config.boardsPerRound).flatMap((board) => {
              const key = placeKey({ round: r.round, table: r.table, board });
              const line = lines.get(key);
              if (!line) return [];
              const ns = r.direction === 'NS';
              const points = line.points;
              return [
                {
                  board,
                  ...resultFields(state.results.get(key)?.outcome),
                  ...(points !== null ? { score: ns ? points : 0 - points } : {}),
                  result: ns ? line.nsScore : line.ewScore,
                },
              ];
            }),
          })),
          total: standing?.score ?? 0,
          ...(standing?.percentage !== null && standing?.percentage !== undefined
            ? { percent: standing.percentage }
            : {}),
        };
      }),
  );
};

/**
 * What both papers print above the boards: the event, the scoring (`mp`, `imp`) and, at
 * matchpoints, the top when every board has the same one (2 per comparison, LAW 78A).
 */
export interface PaperHeading {
  readonly event: { readonly name: string; readonly date: string; readonly game: 'bridge' };
  readonly scoring: 'mp' | 'imp';
  readonly top?: number;
}

export const paperHeading = (state: BridgePairsState): PaperHeading => {
  const scoring = state.config.scoring === 'matchpoints' ? 'mp' : 'imp';
  const event = { name: state.config.name, date: state.config.date, game: 'bridge' as const };
  const boards = state.movement.sets * state.config.boardsPerRound;
  const tops = new Set(
    Array.from({ length: boards }, (_, i) => 2 * (expectedResults(state, i + 1) - 1)),
  );
  return scoring === 'mp' && tops.size === 1
    ? { event, scoring, top: [...tops][0] as number }
    : { event, scoring };
};
