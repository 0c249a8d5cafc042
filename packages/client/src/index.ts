export type { Result } from './result.js';
export {
  type HttpClient,
  type HttpClientOptions,
  type HttpResult,
  type TableQuery,
  createHttpClient,
} from './http-client.js';
export {
  type EventCommand,
  type EventSettings,
  type EventStatus,
  type EventSummary,
  type LoggedEvent,
  type PrintKind,
  type PrintQuery,
  type Recorded,
  PRINT_KINDS,
} from './events-client.js';
export {
  type Acked,
  type ConnectOptions,
  type ReconnectDelays,
  type SocketLike,
  type TableConnection,
  type TableState,
  type Update,
  type WebSocketConstructor,
  connectTable,
  socketUrl,
} from './table-connection.js';
