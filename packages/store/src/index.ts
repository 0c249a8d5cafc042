export type { StoreLocation } from './connect.js';
export type { StoreError, StoreErrorCode } from './error.js';
export type { NewEvent, StoredEvent } from './event.js';
export { type Appended, type Store, openStore } from './store.js';
export type { Tournament, TournamentMeta } from './tournament.js';
export type {
  DerivedViews,
  Projection,
  StandingRow,
  SummaryView,
  TournamentSummary,
} from './views.js';
