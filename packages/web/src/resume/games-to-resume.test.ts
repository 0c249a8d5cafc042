import type { PlayedGame } from '@tavolo/protocol';
import { describe, expect, it } from 'vitest';
import { gamesToResume, liveTableOf } from './games-to-resume.js';

const game = (table: string, overrides: Partial<PlayedGame> = {}): PlayedGame => ({
  table,
  game: 'scala40',
  profile: 'fisca-101',
  phase: 'playing',
  seat: 0,
  createdAt: '2026-11-26T10:00:00.000Z',
  abandoned: false,
  ...overrides,
});

const tablesOf = (games: readonly PlayedGame[]) => games.map((g) => g.table);

describe('the games a player is offered to go back to', () => {
  it('are the matches in progress, a paused one too, newest first as listed', () => {
    const games = [
      game('new', { phase: 'playing' }),
      game('waits', { phase: 'waiting' }),
      game('away', { phase: 'paused' }),
      game('done', { phase: 'over' }),
    ];
    expect(tablesOf(gamesToResume(games, '/'))).toEqual(['new', 'away']);
  });

  it('leave out a seat the player gave up, which a bot plays on (BUR-CH art. 47)', () => {
    expect(gamesToResume([game('left', { abandoned: true })], '/')).toEqual([]);
  });

  it('leave out the table on screen, but not on its replays or other pages', () => {
    const games = [game('t1'), game('t2')];
    expect(tablesOf(gamesToResume(games, '/tables/t1'))).toEqual(['t2']);
    expect(tablesOf(gamesToResume(games, '/tables/t1/'))).toEqual(['t2']);
    expect(tablesOf(gamesToResume(games, '/tables/t1/hands/2'))).toEqual(['t1', 't2']);
    expect(tablesOf(gamesToResume(games, '/me/games'))).toEqual(['t1', 't2']);
  });
});

describe('the live table of an address', () => {
  it('is the id of a table page, and nothing on any other page', () => {
    expect(liveTableOf('/tables/Ab_3-x')).toBe('Ab_3-x');
    expect(liveTableOf('/tables/Ab_3-x/hands/1')).toBeNull();
    expect(liveTableOf('/events/e1')).toBeNull();
    expect(liveTableOf('/')).toBeNull();
  });
});
