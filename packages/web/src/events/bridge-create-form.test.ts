/**
 * The new bridge event's form: the body it sends for a Mitchell or a Howell, the movement's
 * figures shown before sending, and what the rules refuse before the server is asked.
 */
import { describe, expect, it } from 'vitest';
import { checkBridgeForm, defaultBridgeForm } from './bridge-create-form.js';

const form = { ...defaultBridgeForm('2026-12-20'), name: ' Coppa di Natale ' };

describe("a new bridge pairs event's form", () => {
  it('starts as a 7-table Mitchell of 3 boards a round, matchpoints, 30 minutes (LAW 79C)', () => {
    expect(checkBridgeForm(form)).toEqual({
      ok: true,
      value: {
        name: 'Coppa di Natale',
        date: '2026-12-20',
        movement: { kind: 'mitchell', tables: 7 },
        boardsPerRound: 3,
        scoring: 'matchpoints',
        correctionMinutes: 30,
      },
      preview: { pairs: 14, rounds: 7, boards: 21, perPair: 21 },
    });
  });

  it('sends the rounds of a shortened Mitchell, never for a Howell', () => {
    expect(checkBridgeForm({ ...form, rounds: '5' })).toMatchObject({
      ok: true,
      value: { movement: { kind: 'mitchell', tables: 7, rounds: 5 } },
      preview: { rounds: 5, boards: 21, perPair: 15 },
    });
    expect(
      checkBridgeForm({
        ...form,
        movement: 'howell',
        tables: '4',
        rounds: '5',
        boardsPerRound: '1',
        scoring: 'cross-imps',
      }),
    ).toMatchObject({
      ok: true,
      value: { movement: { kind: 'howell', tables: 4 }, boardsPerRound: 1, scoring: 'cross-imps' },
      preview: { pairs: 8, rounds: 7, boards: 7, perPair: 7 },
    });
  });

  it('names the field that is not a whole number', () => {
    expect(checkBridgeForm({ ...form, tables: 'sette' })).toEqual({ ok: false, field: 'tables' });
    expect(checkBridgeForm({ ...form, rounds: '0' })).toEqual({ ok: false, field: 'rounds' });
    expect(checkBridgeForm({ ...form, boardsPerRound: '0' })).toEqual({
      ok: false,
      field: 'boardsPerRound',
    });
    expect(checkBridgeForm({ ...form, correctionMinutes: '-5' })).toEqual({
      ok: false,
      field: 'correctionMinutes',
    });
  });

  it("refuses with the rules' codes what the movement cannot be", () => {
    const code = (patch: Partial<typeof form>) => {
      const check = checkBridgeForm({ ...form, ...patch });
      return !check.ok && 'refusal' in check ? check.refusal.code : null;
    };
    expect(code({ movement: 'howell', tables: '5' })).toBe('bridge-howell-tables');
    expect(code({ rounds: '9' })).toBe('bridge-mitchell-rounds');
    expect(code({ tables: '2' })).toBe('bridge-mitchell-tables');
    expect(code({ name: '  ' })).toBe('bridge-config-name');
    expect(code({ date: '20/12/2026' })).toBe('bridge-config-date');
  });
});
