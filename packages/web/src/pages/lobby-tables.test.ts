import type { TableSummary } from '@tavolo/protocol';
import { describe, expect, it } from 'vitest';
import {
  canJoin,
  inProgressFirst,
  isSeated,
  matchesProfile,
  mayDirect,
  phasesOf,
  seatCounts,
} from './lobby-tables.js';

const table = (overrides: Partial<TableSummary> = {}): TableSummary => ({
  id: 't1',
  game: 'scala40',
  profile: 'fisca-101+a',
  phase: 'waiting',
  slots: [
    { slot: 0, kind: 'human', name: 'Lucia', userId: 'u1', seat: null },
    { slot: 1, kind: 'human', name: null, userId: null, seat: null },
    { slot: 2, kind: 'bot', name: 'Robot 3', userId: null, seat: null },
  ],
  timeControl: { kind: 'none' },
  graceSeconds: 60,
  pace: 'normal',
  createdAt: '2025-01-01T10:00:00.000Z',
  createdBy: 'u1',
  ...overrides,
});

describe('a table in the lobby', () => {
  it('may be directed once started by its creator or a director, never from a seat (issue 19)', () => {
    const playing = table({ phase: 'playing', createdBy: 'u9' });
    expect(mayDirect(playing, { id: 'u9', role: 'player' })).toBe(true);
    expect(mayDirect(playing, { id: 'u7', role: 'director' })).toBe(true);
    expect(mayDirect(playing, { id: 'u7', role: 'admin' })).toBe(true);
    expect(mayDirect(playing, { id: 'u7', role: 'player' })).toBe(false);
    expect(mayDirect(playing, { id: 'u1', role: 'director' })).toBe(false);
    expect(mayDirect(table({ createdBy: 'u9' }), { id: 'u9', role: 'player' })).toBe(false);
    expect(mayDirect(playing, null)).toBe(false);
  });

  it('counts its players, bots and free places', () => {
    expect(seatCounts(table())).toEqual({ players: 1, bots: 1, free: 1 });
  });

  it('can be joined by someone not seated while it waits with a free place', () => {
    expect(canJoin(table(), 'u2')).toBe(true);
    expect(canJoin(table(), undefined)).toBe(true);
    expect(canJoin(table(), 'u1')).toBe(false);
    expect(isSeated(table(), 'u1')).toBe(true);
    expect(canJoin(table({ phase: 'playing' }), 'u2')).toBe(false);
  });

  it('matches a filter by its base profile', () => {
    expect(matchesProfile(table(), 'fisca-101')).toBe(true);
    expect(matchesProfile(table(), 'all')).toBe(true);
    expect(matchesProfile(table(), 'club-151')).toBe(false);
  });

  it('is listed as playing while paused', () => {
    expect(phasesOf('playing')).toEqual(['playing', 'paused']);
    expect(phasesOf('waiting')).toEqual(['waiting']);
    expect(phasesOf('all')).toEqual(['waiting', 'playing', 'paused']);
  });

  it("lists the matches being played, a paused one too, the user's own first", () => {
    const mine = (id: string, phase: TableSummary['phase']) =>
      table({
        id,
        phase,
        slots: [{ slot: 0, kind: 'human', name: 'Lucia', userId: 'u1', seat: 0 }],
      });
    const others = (id: string, phase: TableSummary['phase']) =>
      table({
        id,
        phase,
        slots: [{ slot: 0, kind: 'human', name: 'Marco', userId: 'u2', seat: 0 }],
      });
    const tables = [
      others('a', 'playing'),
      mine('b', 'waiting'),
      mine('c', 'paused'),
      others('d', 'over'),
      others('e', 'paused'),
      mine('f', 'playing'),
    ];
    expect(inProgressFirst(tables, 'u1').map((t) => t.id)).toEqual(['c', 'f', 'a', 'e']);
    expect(inProgressFirst(tables, undefined).map((t) => t.id)).toEqual(['a', 'c', 'e', 'f']);
  });
});
