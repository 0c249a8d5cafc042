import { describe, expect, it } from 'vitest';
import { type BridgePairsConfigInput, makeBridgePairsConfig, movementOf } from './pairs-config.js';

const input: BridgePairsConfigInput = {
  name: 'Giovedì sera',
  date: '2026-11-26',
  movement: { kind: 'mitchell', tables: 7 },
  boardsPerRound: 3,
  scoring: 'matchpoints',
};

const code = (i: BridgePairsConfigInput) => {
  const made = makeBridgePairsConfig(i);
  return made.ok ? 'ok' : made.error.code;
};

describe('the settings of a bridge pairs event', () => {
  it('LAW 79C: the correction period is 30 minutes unless the organizer sets another', () => {
    const made = makeBridgePairsConfig(input);
    expect(made.ok && made.value.correctionMinutes).toBe(30);
    const set = makeBridgePairsConfig({ ...input, correctionMinutes: 45 });
    expect(set.ok && set.value.correctionMinutes).toBe(45);
    expect(code({ ...input, correctionMinutes: -1 })).toBe('bridge-config-correction');
  });

  it('LAW 12C2 (2017): average plus at least 60%, average minus at most 40%', () => {
    const made = makeBridgePairsConfig(input);
    expect(made.ok && made.value.artificial).toEqual({ plus: 60, average: 50, minus: 40 });
    expect(code({ ...input, artificial: { plus: 55, average: 50, minus: 40 } })).toBe(
      'bridge-config-artificial',
    );
    expect(code({ ...input, artificial: { plus: 65, average: 50, minus: 35 } })).toBe('ok');
  });

  it('the movement is built from its published table and checked', () => {
    expect(code({ ...input, movement: { kind: 'howell', tables: 9 } })).toBe(
      'bridge-howell-tables',
    );
    expect(code({ ...input, movement: { kind: 'mitchell', tables: 8, rounds: 8 } })).toBe(
      'bridge-mitchell-rounds',
    );
    const howell = movementOf({ kind: 'howell', tables: 4 });
    expect(howell.ok && howell.value.rounds).toHaveLength(7);
  });

  it('refuses a missing name, a bad date, no boards or an unknown scoring', () => {
    expect(code({ ...input, name: ' ' })).toBe('bridge-config-name');
    expect(code({ ...input, date: '26/11/2026' })).toBe('bridge-config-date');
    expect(code({ ...input, boardsPerRound: 0 })).toBe('bridge-config-boards');
    expect(code({ ...input, scoring: 'butler' as 'matchpoints' })).toBe('bridge-config-scoring');
  });
});
