/**
 * Which of the user's games the page offers to go back to: the matches in progress (played now,
 * or paused while their players are away) where the user still holds the seat, except the table
 * already on screen.
 */
import type { PlayedGame, TablePhase } from '@tavolo/protocol';

/** A match that has started and not ended: `paused` is one whose players stepped away. */
export const inProgress = (phase: TablePhase): boolean => phase === 'playing' || phase === 'paused';

/** The table a page shows live (`/tables/:id`, not one of its replays), or null. */
export const liveTableOf = (pathname: string): string | null =>
  /^\/tables\/([^/]+)\/?$/.exec(pathname)?.[1] ?? null;

/**
 * The games to go back to, in the order given (`/api/me/games` lists them newest first): in
 * progress, with the seat not handed to a bot, and not the table at `pathname`.
 */
export const gamesToResume = (
  games: readonly PlayedGame[],
  pathname: string,
): readonly PlayedGame[] => {
  const here = liveTableOf(pathname);
  return games.filter((game) => inProgress(game.phase) && !game.abandoned && game.table !== here);
};
