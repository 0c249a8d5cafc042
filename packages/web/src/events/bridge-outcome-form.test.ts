/**
 * The entry form's outcome: a played board with its contract, tricks and the tricks a side
 * conceded by a claim (LAW 68-69); the adjusted scores offered to the director only (Law 12C2);
 * and a correction's form starting from the result it corrects.
 */
import { describe, expect, it } from 'vitest';
import { defaultOutcomeForm, formOf, outcomeKinds, outcomeOf } from './bridge-outcome-form.js';

describe("the entry form's outcome", () => {
  it('sends a played board, with the conceded tricks only when play ended by a claim', () => {
    const form = { ...defaultOutcomeForm, level: 4, strain: 'S', declarer: 2, tricks: 10 } as const;
    expect(outcomeOf(form)).toEqual({
      kind: 'played',
      contract: { level: 4, strain: 'S', doubling: 0, declarer: 2 },
      tricks: 10,
    });
    expect(
      outcomeOf({ ...form, conceded: true, concededSide: 'ew', concededTricks: 2 }),
    ).toMatchObject({ conceded: { side: 'ew', tricks: 2 } });
  });

  it('sends a passed-out, adjusted or unplayed board without the contract fields', () => {
    expect(outcomeOf({ ...defaultOutcomeForm, kind: 'passed-out' })).toEqual({
      kind: 'passed-out',
    });
    expect(outcomeOf({ ...defaultOutcomeForm, kind: 'artificial', ns: 'plus' })).toEqual({
      kind: 'artificial',
      ns: 'plus',
      ew: 'average',
    });
    expect(outcomeOf({ ...defaultOutcomeForm, kind: 'not-played' })).toEqual({
      kind: 'not-played',
    });
  });

  it('offers the adjusted scores to the director only (Law 12C2)', () => {
    expect(outcomeKinds(true)).toEqual(['played', 'passed-out', 'artificial', 'not-played']);
    expect(outcomeKinds(false)).toEqual(['played', 'passed-out']);
  });

  it('starts a correction from the result it corrects', () => {
    const outcomes = [
      {
        kind: 'played',
        contract: { level: 6, strain: 'H', doubling: 1, declarer: 3 },
        tricks: 11,
        conceded: { side: 'ns', tricks: 1 },
      },
      { kind: 'played', contract: { level: 1, strain: 'C', doubling: 0, declarer: 1 }, tricks: 7 },
      { kind: 'passed-out' },
      { kind: 'artificial', ns: 'minus', ew: 'plus' },
      { kind: 'not-played' },
    ] as const;
    for (const outcome of outcomes) expect(outcomeOf(formOf(outcome))).toEqual(outcome);
  });
});
