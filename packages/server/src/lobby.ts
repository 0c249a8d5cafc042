/**
 * The lobby: what the HTTP API offers around tables (create, join, leave, quick play, list,
 * history, replays, fairness proofs). The rooms (`rooms.ts`) implement it; the HTTP layer only
 * validates requests and maps refusals to status codes.
 */
import type { Result, RuleError } from '@tavolo/cards';
import type { Lang } from '@tavolo/messages';
import type {
  CreateTable,
  HandReplay,
  PlayedGame,
  QuickPlay,
  TablePhase,
  TableSummary,
  User,
  Verification,
} from '@tavolo/protocol';
import type { GameName } from './game.js';

export interface TableFilter {
  readonly game?: GameName;
  readonly phases?: readonly TablePhase[];
}

/** A hand's proof, as `tavolo verify` reads it (see @tavolo/protocol's `handProofSchema`). */
export interface HandProofBody {
  readonly game: GameName;
  readonly table: string;
  readonly hand: number;
  readonly commitment: string;
  readonly secret: string;
  readonly deal: unknown;
}

export interface Lobby {
  createTable(request: CreateTable, by: User): Promise<Result<TableSummary, RuleError>>;
  /** A table with the caller seated and bots in every other seat; the match starts at once. */
  quickPlay(request: QuickPlay, by: User): Promise<Result<TableSummary, RuleError>>;
  /** Takes a free human place (the given slot, or the first free one). */
  join(tableId: string, user: User, slot?: number): Promise<Result<TableSummary, RuleError>>;
  /** Gives the place back before the match starts; after the start, the seat goes to a bot. */
  leave(tableId: string, user: User): Promise<Result<TableSummary, RuleError>>;
  list(filter?: TableFilter): Promise<readonly TableSummary[]>;
  summary(tableId: string): Promise<Result<TableSummary, RuleError>>;
  gamesOf(userId: string): Promise<readonly PlayedGame[]>;
  /** The numbers of the table's finished hands, which may be replayed and verified. */
  finishedHands(tableId: string): Promise<Result<readonly number[], RuleError>>;
  /** A finished hand move by move with every hand shown (LAW 66: only once it is over). */
  replay(tableId: string, hand: number): Promise<Result<HandReplay, RuleError>>;
  /** The same replay in words, one move a line, in `lang` (Italian unless said). */
  replayText(tableId: string, hand: number, lang?: Lang): Promise<Result<string, RuleError>>;
  proof(tableId: string, hand: number): Promise<Result<HandProofBody, RuleError>>;
  verify(tableId: string, hand: number): Promise<Result<Verification, RuleError>>;
}
