import { scala40MessageValues } from '@tavolo/messages';
import { describe, expect, it } from 'vitest';
import { refusalText } from './errors.js';
import { translator } from './test-translator.js';

describe('a refusal in words', () => {
  it('S40-CdG art. 16: a rule of the game, in Italian, with the article it breaks', async () => {
    const t = await translator('it');
    const error = {
      code: 'not-your-turn',
      message: 'it is not your turn',
      article: 'S40-CdG art. 16',
    };
    expect(refusalText(t, error, 'scala40')).toMatch(/^.+ \(S40-CdG art\. 16\)$/);
    expect(refusalText(t, error, 'scala40')).not.toContain('it is not your turn');
  });

  it("keeps the engine's English message, which has the figures of the case, in English", async () => {
    const t = await translator('en');
    const error = {
      code: 'opening-too-low',
      message: 'the opening is worth 35, not 40',
      article: 'S40-CdG art. 7',
    };
    expect(refusalText(t, error, 'scala40')).toBe(
      'the opening is worth 35, not 40 (S40-CdG art. 7)',
    );
  });

  it("says the server's own refusals in either language, without an article", async () => {
    expect(refusalText(await translator('it'), { code: 'wrong-credentials', message: 'x' })).toBe(
      'nome o password sbagliati',
    );
    expect(
      refusalText(await translator('en'), { code: 'table-full', message: 'x', article: 'Tavolo' }),
    ).toBe('the table is full');
  });

  it('falls back to the server message for a code nobody has translated yet', async () => {
    const t = await translator('it');
    expect(refusalText(t, { code: 'something-new', message: 'a new refusal' })).toBe(
      'a new refusal',
    );
  });

  it("quotes the figures of the table's rule profile (fisca-101: opening at 41)", async () => {
    const t = await translator('it');
    const values = scala40MessageValues({
      openingMinimum: 41,
      maxJokersPerMeld: null,
      layOffPerSequencePerTurn: 2,
    });
    const notOpened = { code: 'not-opened', message: 'open first', article: 'S40-CdG art. 7' };
    expect(refusalText(t, notOpened, 'scala40', values)).toContain('41');
    expect(refusalText(t, notOpened, 'scala40', values)).not.toContain('{{');
  });

  it('S40-CdG art. 22: a tournament refusal is written whole from its code and check, never with the English message', async () => {
    const error = {
      code: 'bad-scores',
      message: 'round 2 has 3 hands per table',
      article: 'Tavolo',
      params: { round: 2, count: 3, check: 'hands-count' },
    };
    expect(refusalText(await translator('it'), error)).toBe('il turno 2 ha 3 smazzate per tavolo');
    expect(refusalText(await translator('en'), error)).toBe('round 2 has 3 hands per table');
    expect(
      refusalText(await translator('it'), { ...error, params: { ...error.params, count: 1 } }),
    ).toBe('il turno 2 ha 1 smazzata per tavolo');
  });
});
