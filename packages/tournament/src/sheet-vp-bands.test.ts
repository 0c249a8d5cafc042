import { FIBUR_3_HANDS, vpForDiff } from '@tavolo/burraco';
import { differenceVp } from '@tavolo/scala40';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type ConfigInput, makeConfig } from './config.js';
import { roundVpBands } from './sheet-vp-bands.js';

const config = (input: Partial<ConfigInput> & Pick<ConfigInput, 'game' | 'kind' | 'rounds'>) => {
  const made = makeConfig({ name: 'Coppa', date: '2026-11-21', ...input });
  if (!made.ok) throw new Error(made.error.message);
  return made.value;
};

const scala40 = config({
  game: 'scala40',
  kind: 'individual',
  rounds: [
    { movement: { kind: 'standings-tables' }, hands: 3 },
    { movement: { kind: 'standings-tables' }, hands: 5 },
  ],
});

const burraco = config({
  game: 'burraco',
  kind: 'pairs',
  rounds: [
    { movement: { kind: 'danish', variant: 'pure' }, hands: 3 },
    { movement: { kind: 'knockout' }, hands: 3 },
  ],
});

/** The VP a printed band list gives for `difference`. */
const lookUp = (bands: ReturnType<typeof roundVpBands>, difference: number) =>
  bands?.find((b) => difference >= b.from && (b.upTo === null || difference <= b.upTo))?.vp;

describe('the VP tables of the score sheets', () => {
  it('S40-CdG art. 22: the 5-hand table as printed, "da 0 a 40" to "oltre 300"', () => {
    expect(roundVpBands(scala40, 2)).toEqual([
      { from: 0, upTo: 40, vp: [0] },
      { from: 41, upTo: 80, vp: [2] },
      { from: 81, upTo: 130, vp: [4] },
      { from: 131, upTo: 190, vp: [6] },
      { from: 191, upTo: 250, vp: [8] },
      { from: 251, upTo: 300, vp: [10] },
      { from: 301, upTo: null, vp: [12] },
    ]);
    expect(roundVpBands(scala40, 1)?.[0]).toEqual({ from: 0, upTo: 30, vp: [0] });
  });

  it('S40-CdG art. 22: every difference reads on the sheet as the scoring counts it', () => {
    for (const round of [1, 2]) {
      const bands = roundVpBands(scala40, round);
      const hands = scala40.rounds[round - 1]?.hands ?? 0;
      fc.assert(
        fc.property(fc.nat({ max: 5000 }), (difference) => {
          const scored = differenceVp(hands, difference);
          expect(scored.ok && [scored.value]).toEqual(lookUp(bands, difference));
        }),
      );
    }
  });

  it('BUR-CH art. 19: the round\'s table "riprodotta sugli score", band by band', () => {
    const bands = roundVpBands(burraco, 1);
    expect(bands?.[0]).toEqual({ from: 0, upTo: 50, vp: [10, 10] });
    expect(bands?.[1]).toEqual({ from: 55, upTo: 150, vp: [11, 9] });
    expect(bands?.at(-1)).toEqual({ from: 1505, upTo: null, vp: [20, 0] });
    fc.assert(
      fc.property(fc.nat({ max: 800 }), (fives) => {
        const difference = 5 * fives;
        expect(lookUp(bands, difference)).toEqual([...vpForDiff(FIBUR_3_HANDS, difference)]);
      }),
    );
  });

  it('BUR-CH art. 19: a knockout round (3/0) and a round the event lacks have no table', () => {
    expect(roundVpBands(burraco, 2)).toBeNull();
    expect(roundVpBands(burraco, 3)).toBeNull();
  });
});
