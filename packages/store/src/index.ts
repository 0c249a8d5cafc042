export type { AccountStore, Role, SessionRecord, UserRecord } from './accounts.js';
export type { StoreLocation } from './connect.js';
export type { StoreError, StoreErrorCode } from './error.js';
export type { NewEvent, StoredEvent } from './event.js';
export {
  GAME_PHASES,
  type GameAppend,
  type GameLogStore,
  type GamePhase,
  type GamePlayer,
  type GameRecord,
  type GameRecordInput,
  type GameTableRecord,
  type NewGameTable,
  type PlayedTable,
  type TableFilter,
} from './games.js';
export { type GameLogWriter, openGameLogWriter } from './log-writer.js';
export { type Appended, type Store, openStore } from './store.js';
export type { Tournament, TournamentMeta } from './tournament.js';
export type {
  DerivedViews,
  Projection,
  StandingRow,
  SummaryView,
  TournamentSummary,
} from './views.js';
