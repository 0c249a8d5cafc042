export type { Result } from './result.js';
export {
  type HttpClient,
  type HttpClientOptions,
  type HttpResult,
  type TableQuery,
  createHttpClient,
} from './http-client.js';
export type { EventCommand, EventSettings, PrintQuery } from './events-client.js';
export {
  type BridgeEventAppended,
  type BridgeEventCommand,
  type BridgeEventCreated,
  type BridgePaper,
  type CreateBridgeEvent,
  BRIDGE_PAPERS,
  type EventStatus,
  type EventSummary,
  type LoggedEvent,
  type PrintKind,
  type Recorded,
  PRINT_KINDS,
} from '@tavolo/protocol';
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
