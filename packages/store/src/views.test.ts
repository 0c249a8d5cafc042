import { describe, expect, it } from 'vitest';
import { type DerivedViews, type StandingRow, validateViews } from './views.js';

const row: StandingRow = {
  round: 1,
  entrantId: 'E1',
  rank: 1,
  name: 'Anna e Bruno',
  vp: 12.5,
  mp: -40,
  played: 1,
};
const views: DerivedViews = {
  summary: { status: 'in-progress', currentRound: 1, totalRounds: 4, entrantCount: 2 },
  standings: [row, { ...row, entrantId: 'E2', rank: 1 }, { ...row, round: 0 }],
};

describe('validateViews', () => {
  it('accepts counts, fractional points, tied ranks and the list before round 1', () => {
    expect(validateViews(views)).toEqual({ ok: true, value: views });
  });

  it.each([
    ['no summary', { standings: [] }, 'views.summary is missing'],
    [
      'an empty status',
      { ...views, summary: { ...views.summary, status: '' } },
      'summary.status is not a non-empty string',
    ],
    [
      'a fractional round',
      { ...views, summary: { ...views.summary, currentRound: 1.5 } },
      'summary.currentRound is not a count',
    ],
    [
      'a count too big for an integer column',
      { ...views, summary: { ...views.summary, entrantCount: 2 ** 31 } },
      'summary.entrantCount is not a count',
    ],
    ['standings that are no array', { ...views, standings: {} }, 'views.standings is not an array'],
    ['a rank of 0', { ...views, standings: [{ ...row, rank: 0 }] }, 'standings[0].rank'],
    ['an empty entrant id', { ...views, standings: [{ ...row, entrantId: '' }] }, 'entrantId'],
    ['NaN points', { ...views, standings: [{ ...row, vp: Number.NaN }] }, 'standings[0].vp'],
    ['a name that is no string', { ...views, standings: [{ ...row, name: 3 }] }, '.name'],
    ['negative rounds played', { ...views, standings: [{ ...row, played: -1 }] }, '.played'],
    [
      'an entrant twice in a round',
      { ...views, standings: [row, { ...row, rank: 2 }] },
      'standings[1]: entrant E1 twice in round 1',
    ],
  ])('refuses %s', (_, bad, message) => {
    expect(validateViews(bad as never)).toEqual({
      ok: false,
      error: { code: 'invalid-views', message: expect.stringContaining(message) },
    });
  });
});
