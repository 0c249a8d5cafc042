export {
  type BurracoGame,
  type Game,
  type GameName,
  type GameStep,
  type MatchSetup,
  type Scala40Game,
  type Viewer,
  burracoGame,
  GAMES,
  scala40Game,
} from './game.js';
export {
  type Delivered,
  type EventWindow,
  type LoggedEvent,
  type Message,
  type Since,
  type Snapshot,
  type Submitted,
  type Table,
  type TableOptions,
  DEFAULT_KEEP,
  eventsAfter,
  eventsOf,
  isOver,
  legalActionsFor,
  openTable,
  seatOnTurn,
  since,
  snapshot,
  submit,
  viewers,
} from './table.js';
export { type Gateway, type GatewayLimits, DEFAULT_LIMITS, attachGateway } from './gateway.js';
export type { HandProofBody, Lobby, TableFilter } from './lobby.js';
export {
  type Connection,
  type Room,
  type RoomDeps,
  type RoomSetup,
  NOT_STARTED,
  openRoom,
  rebuild,
} from './room.js';
export { type Rooms, type RoomsOptions, openRooms } from './rooms.js';
export {
  type RunningServer,
  type ServerOptions,
  type SqliteWriter,
  SQLITE_WRITERS,
  startServer,
} from './server.js';
export { type BotPool, type BotPoolOptions, type BotRequest, startBotPool } from './bot-pool.js';
export {
  type Accounts,
  type AccountsOptions,
  type OpenedSession,
  SESSION_COOKIE,
  openAccounts,
} from './accounts.js';
export { type HttpOptions, buildHttpApp, statusOf } from './http.js';
export { type ServerMetrics, createMetrics } from './metrics.js';
