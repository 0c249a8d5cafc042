import * as bridge from '@tavolo/bridge';
import * as burraco from '@tavolo/burraco';
import { handsSchema } from '@tavolo/protocol';
import * as scala40 from '@tavolo/scala40';
import { describe, expect, it } from 'vitest';
import {
  SCALA40_VARIANTS,
  defaultProfile,
  handCounts,
  parseProfileSpec,
  preferredSeatCount,
  profileSpec,
  profilesOf,
  seatCountsAllowed,
} from './profiles.js';

describe('the profiles a table can be created with', () => {
  it('are the engines own, by game, with the table sizes the engines allow', () => {
    expect(profilesOf('scala40')).toEqual(scala40.PROFILE_IDS);
    expect(profilesOf('burraco')).toEqual(burraco.PROFILE_IDS);
    for (const id of scala40.PROFILE_IDS) {
      const { min, max } = scala40.PROFILES[id].options.players;
      const sizes = Array.from({ length: max - min + 1 }, (_, i) => min + i);
      expect(seatCountsAllowed('scala40', id)).toEqual(sizes);
    }
    for (const id of burraco.PROFILE_IDS)
      expect(seatCountsAllowed('burraco', id)).toEqual(
        [...burraco.PROFILES[id].options.seats].sort((a, b) => a - b),
      );
    expect(defaultProfile('scala40')).toBe('fisca-101');
    expect(defaultProfile('burraco')).toBe('champion');
  });

  it('offer bridge its one profile, for the four players the engine seats', () => {
    expect(profilesOf('bridge')).toEqual([bridge.BRIDGE_PROFILE_ID]);
    expect(defaultProfile('bridge')).toBe(bridge.BRIDGE_PROFILE_ID);
    const seed = { scheme: 'xoroshiro128plus', seed: 1 } as const;
    for (const count of [2, 3, 4, 5, 6]) {
      const players = Array.from({ length: count }, (_, i) => `p${i}`);
      const match = bridge.createMatch({ players, seed, boards: 1 });
      expect(match.ok).toBe(seatCountsAllowed('bridge', bridge.BRIDGE_PROFILE_ID).includes(count));
    }
  });

  it("offer bridge a match's boards the engine and the lobby's requests take, the engine's default first", () => {
    const boards = handCounts('bridge', bridge.BRIDGE_PROFILE_ID);
    expect(boards?.own).toBe(bridge.DEFAULT_MATCH_BOARDS);
    expect(boards?.choices).toContain(bridge.DEFAULT_MATCH_BOARDS);
    const players = ['n', 'e', 's', 'w'];
    const seed = { scheme: 'xoroshiro128plus', seed: 1 } as const;
    for (const n of boards?.choices ?? []) {
      expect(n).toBeLessThanOrEqual(bridge.MAX_MATCH_BOARDS);
      expect(handsSchema.safeParse(n).success).toBe(true);
      expect(bridge.createMatch({ players, seed, boards: n }).ok).toBe(true);
    }
  });

  it('offer a number of hands where the engine ends a match after one, its own first', () => {
    for (const id of scala40.PROFILE_IDS) {
      const end = scala40.PROFILES[id].options.end;
      const hands = handCounts('scala40', id);
      if (end.kind === 'hands') expect(hands?.own).toBe(end.count);
      else expect(hands).toBeNull();
    }
    for (const id of burraco.PROFILE_IDS) {
      const match = burraco.createMatch({
        profile: burraco.PROFILES[id],
        seating: {
          kind: 'pairs',
          pairs: [
            ['a', 'c'],
            ['b', 'd'],
          ],
        },
        seed: { scheme: 'xoroshiro128plus', seed: 1 },
      });
      expect(match.ok && handCounts('burraco', id)?.own).toBe(
        match.ok && match.value.state.handsPlanned,
      );
    }
    expect(handCounts('burraco', 'champion')?.choices).toEqual([1, 2, 3, 4]);
  });

  it('seat as many players as each regulation says', () => {
    expect(seatCountsAllowed('scala40', 'fisca-gara')).toEqual([3, 4]);
    expect(seatCountsAllowed('scala40', 'fisca-101')).toEqual([2, 3, 4, 5, 6]);
    expect(seatCountsAllowed('scala40', 'club-151')).toEqual([3, 4]);
    expect(seatCountsAllowed('burraco', 'champion')).toEqual([2, 4]);
    expect(seatCountsAllowed('burraco', 'fibur')).toEqual([2, 4]);
    expect(seatCountsAllowed('bridge', 'laws-2017')).toEqual([4]);
  });

  it('allow no table for a profile of the other game', () => {
    expect(seatCountsAllowed('burraco', 'fisca-101')).toEqual([]);
    expect(seatCountsAllowed('scala40', 'champion')).toEqual([]);
    expect(seatCountsAllowed('bridge', 'champion')).toEqual([]);
    expect(seatCountsAllowed('burraco', 'laws-2017')).toEqual([]);
  });

  it('offer four players first when four may play, else the largest table', () => {
    expect(preferredSeatCount([2, 4])).toBe(4);
    expect(preferredSeatCount([2, 3])).toBe(3);
    expect(preferredSeatCount([])).toBe(2);
  });

  it('spell variants as the engines read them, in order, only where they exist', () => {
    expect(profileSpec('fisca-101', ['c', 'a'])).toBe('fisca-101+a+c');
    const all = profileSpec('fisca-101', SCALA40_VARIANTS);
    expect(scala40.profileFromSpec(all)).toMatchObject({
      ok: true,
      value: { variants: ['a', 'b', 'c'] },
    });
    expect(profileSpec('fisca-101', [])).toBe('fisca-101');
    expect(profileSpec('fisca-gara', ['a'])).toBe('fisca-gara');
    expect(parseProfileSpec('fisca-101+a+c')).toEqual({ base: 'fisca-101', variants: ['a', 'c'] });
    expect(parseProfileSpec('champion')).toEqual({ base: 'champion', variants: [] });
  });
});
