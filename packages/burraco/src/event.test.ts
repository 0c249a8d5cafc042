import { describe, expect, it } from 'vitest';
import { createMatch } from './engine.js';
import { visibleTo } from '@tavolo/cards';
import { toAll, toSeat } from './event.js';
import { PROFILES } from './profile.js';

describe('event', () => {
  it('a public event is seen by all, a private one by its seat only (not the partner, not a spectator)', () => {
    const pub = toAll({ type: 'drew', seat: 0, stock: 40 });
    const own = toSeat(0, { type: 'drew-card', seat: 0, card: 5 });
    expect([0, 1, 2, 3, null].map((v) => visibleTo(pub, v))).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
    expect([0, 1, 2, 3, null].map((v) => visibleTo(own, v))).toEqual([
      true,
      false,
      false,
      false,
      false,
    ]);
  });

  it('BUR-CH art. 5: each dealt hand goes to its seat only; the start shows no stock or pozzetto card', () => {
    const step = createMatch({
      profile: PROFILES.champion,
      seed: { scheme: 'xoroshiro128plus', seed: 1 },
      seating: { kind: 'individual', players: ['a', 'b', 'c', 'd'] },
    });
    if (!step.ok) throw new Error(step.error.code);
    const dealt = step.value.events.filter((e) => e.event.type === 'dealt');
    expect(dealt.map((e) => e.visibility)).toEqual(
      [0, 1, 2, 3].map((seat) => ({ to: 'seat', seat })),
    );
    const started = step.value.events.find((e) => e.event.type === 'hand-started');
    expect(started?.event).toMatchObject({ stock: 41, pozzetti: [11, 11] });
  });
});
