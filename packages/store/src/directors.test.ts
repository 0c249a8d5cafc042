import { describe, expect, it } from 'vitest';
import type { Store } from './store.js';
import { AT, DIALECTS, META, event, newTournamentId, prepareStore } from './test-support.js';

describe.each(DIALECTS)("a tournament's directors on $kind", ({ createDatabase }) => {
  const fixture = prepareStore(createDatabase);
  const store = (): Store => fixture().store;

  it('keeps the creator given at creation, and adds others once each, in order', async () => {
    const id = newTournamentId();
    expect(
      (await store().createTournament(id, META, [event('planned', { rounds: 3 })], ['u-bruno'])).ok,
    ).toBe(true);
    expect(await store().readDirectors(id)).toEqual({ ok: true, value: ['u-bruno'] });
    const later = '2025-03-01T16:00:00.000+01:00';
    expect(await store().addDirector(id, 'u-carla', later)).toEqual({
      ok: true,
      value: ['u-bruno', 'u-carla'],
    });
    expect(await store().addDirector(id, 'u-bruno', later)).toEqual({
      ok: true,
      value: ['u-bruno', 'u-carla'],
    });
    const other = newTournamentId();
    await store().createTournament(other, META);
    expect(await store().readDirectors(other)).toEqual({ ok: true, value: [] });
  });

  it('refuses an unknown tournament and malformed arguments, changing nothing', async () => {
    const missing = newTournamentId();
    const unknown = await store().readDirectors(missing);
    expect(unknown.ok ? undefined : unknown.error.code).toBe('unknown-tournament');
    const added = await store().addDirector(missing, 'u-carla', AT);
    expect(added.ok ? undefined : added.error.code).toBe('unknown-tournament');
    const id = newTournamentId();
    await store().createTournament(id, META, [], ['u-bruno']);
    for (const [userId, at] of [
      ['', AT],
      ['u-carla', 'yesterday'],
    ] as const) {
      const refused = await store().addDirector(id, userId, at);
      expect(refused.ok ? undefined : refused.error.code).toBe('invalid-argument');
    }
    const bad = await store().createTournament(newTournamentId(), META, [], ['']);
    expect(bad.ok ? undefined : bad.error.code).toBe('invalid-argument');
    expect(await store().readDirectors(id)).toEqual({ ok: true, value: ['u-bruno'] });
  });
});
