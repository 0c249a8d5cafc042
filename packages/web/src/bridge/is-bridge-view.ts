/**
 * Whether the server's view of a table is a bridge match's (`MatchView` of @tavolo/bridge): the
 * other games' views have no `board` with an auction. Apart from the bridge table's modules so
 * that the table page can ask without loading them.
 */
import type { MatchView } from '@tavolo/bridge';

export const isBridgeView = (view: unknown): view is MatchView => {
  if (typeof view !== 'object' || view === null || !('board' in view)) return false;
  const board = (view as { readonly board: unknown }).board;
  return typeof board === 'object' && board !== null && 'auction' in board;
};
