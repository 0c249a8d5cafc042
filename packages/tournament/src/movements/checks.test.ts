import { describe, expect, it } from 'vitest';
import type { PairingInput } from '../pairing.js';
import { checkEntrants, checkPairingInput, checkWhole } from './checks.js';

const input: PairingInput = {
  round: 3,
  totalRounds: 4,
  ranking: ['E1', 'E2'],
  history: [{ round: 2, seats: ['E1', 'E2'] }],
  byeHistory: [{ round: 1, entrant: 'E2' }],
};

describe('Tavolo: checks of a pairing input', () => {
  it('accepts a sound input', () => {
    expect(checkPairingInput(input)).toBeNull();
  });

  it.each([
    ['round 0', { ...input, round: 0 }],
    ['a round after the last', { ...input, totalRounds: 2 }],
    ['an entrant twice', { ...input, ranking: ['E1', 'E1'] }],
    ['an empty id', { ...input, ranking: [''] }],
    ['a meeting of this round', { ...input, history: [{ round: 3, seats: ['E1', 'E2'] }] }],
    ['a bye of a later round', { ...input, byeHistory: [{ round: 4, entrant: 'E1' }] }],
    ['no history list', { ...input, history: null as unknown as PairingInput['history'] }],
  ])('refuses %s with an error value', (_, bad) => {
    expect(checkPairingInput(bad)).toMatchObject({ code: 'bad-pairing-input', article: 'Tavolo' });
  });

  it('names what it checks in its messages', () => {
    expect(checkWhole(1.5, 1, 'the step')?.message).toBe('the step is a whole number, 1 or more');
    expect(checkEntrants(['A', 'A'], 'the seeds')?.message).toBe('the seeds: A is listed twice');
    expect(checkEntrants('A', 'the seeds')?.message).toBe('the seeds is a list of entrants');
  });

  it('names the check and its figures, from which the front ends write what is wrong', () => {
    expect(checkWhole(1.5, 1, 'the step')).toMatchObject({
      params: { check: 'pairing-whole', value: '1.5', least: 1 },
    });
    expect(checkEntrants(['A', 'A'], 'the seeds')).toMatchObject({
      params: { check: 'pairing-entrant-twice', entrant: 'A' },
    });
    expect(
      checkPairingInput({ ...input, byeHistory: [{ round: 4, entrant: 'E1' }] }),
    ).toMatchObject({ params: { check: 'pairing-bye-history-round', bye: '4', round: 3 } });
  });
});
