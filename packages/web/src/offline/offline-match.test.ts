import { chooseForSeat } from '@tavolo/bots';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { visibleTo } from '@tavolo/cards';
import {
  type OfflineGame,
  type OfflineMatch,
  OFFLINE_LEVELS,
  isOfflineOver,
  offlineTableState,
  playOffline,
  startOffline,
} from './offline-match.js';

const NAMES = ['Tu', 'Bot 1', 'Bot 2', 'Bot 3'] as const;

const started = (game: OfflineGame, seed: number): OfflineMatch => {
  const match = startOffline(game, NAMES, seed);
  if (!match.ok) throw new Error(match.error.message);
  return match.value;
};

/** The player's turns chosen like a random bot from the offered actions, to the end. */
const playToEnd = (match: OfflineMatch): { match: OfflineMatch; turns: number } => {
  let current = match;
  let turns = 0;
  while (!isOfflineOver(current)) {
    const table = offlineTableState(current);
    expect(table.legal.length).toBeGreaterThan(0);
    const choice = chooseForSeat({
      game: current.game,
      bot: 'random',
      seed: turns,
      prompt: { view: table.view, legal: table.legal },
    });
    if (!choice.ok) throw new Error(choice.error.message);
    const next = playOffline(current, table.legal[choice.value]);
    if (!next.ok) throw new Error(next.error.message);
    current = next.value;
    turns++;
  }
  return { match: current, turns };
};

describe('the offline match against the bots', () => {
  it.each(['scala40', 'burraco'] as const)(
    '%s: the player is on turn after the bots, and a whole hand ends the match',
    (game) => {
      const match = started(game, 7);
      const table = offlineTableState(match);
      expect(table.seat).toBe(match.you);
      expect(table.legal.length).toBeGreaterThan(0);
      expect(table.status).toBeNull();
      const { match: over, turns } = playToEnd(match);
      expect(turns).toBeGreaterThan(0);
      expect(offlineTableState(over).legal).toEqual([]);
      // The count of the hand reaches the player (S40-CdG art. 5, BUR-CH art. 6: one hand).
      const results = (offlineTableState(over).view as { results: readonly unknown[] }).results;
      expect(results).toHaveLength(1);
    },
  );

  it("shows the player only their own cards' events: the others' draws are placeholders", () => {
    const match = started('scala40', 11);
    const versions = match.events.map((m) => m.version);
    expect(versions).toEqual(versions.map((_, i) => i + 1));
    expect(match.events.some((m) => m.hidden)).toBe(true);
    expect(match.events.some((m) => !m.hidden)).toBe(true);
  });

  it.each(OFFLINE_LEVELS)(
    'plays a whole hand with the bots at %s, keeping every event for their histories',
    (level) => {
      for (const game of ['scala40', 'burraco'] as const) {
        const match = startOffline(game, NAMES, 5, level);
        if (!match.ok) throw new Error(match.error.message);
        expect(match.value.level).toBe(level);
        const { match: over } = playToEnd(match.value);
        // The engine's events whole (each bot's history is drawn from them), and the
        // player's view of each, one for one.
        expect(over.log).toHaveLength(over.events.length);
        expect(over.log.some((e) => visibleTo(e, over.you))).toBe(true);
        expect(over.log.some((e) => !visibleTo(e, over.you))).toBe(true);
      }
    },
  );

  it('refuses an action of another seat, and an illegal one, changing nothing', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<OfflineGame>('scala40', 'burraco'),
        fc.nat(1000),
        (game, seed) => {
          const match = started(game, seed);
          const other = (match.you + 1) % 4;
          const stolen = playOffline(match, { type: 'draw', seat: other });
          expect(stolen.ok ? null : stolen.error.code).toBe('wrong-seat');
          const illegal = playOffline(match, { type: 'discard', seat: match.you, card: -1 });
          expect(illegal.ok).toBe(false);
          expect(offlineTableState(match)).toEqual(offlineTableState(started(game, seed)));
        },
      ),
      { numRuns: 20 },
    );
  });
});
