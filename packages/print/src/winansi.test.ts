import { describe, expect, it } from 'vitest';
import { toWinAnsi } from './winansi.js';

describe('toWinAnsi', () => {
  it('keeps Italian accents, apostrophes, typographic quotes, dashes and the euro', () => {
    const text = "Niccolò Pietà D'Àmico D’Annunzio perché città – «Trofeo» 200 €";
    expect(toWinAnsi(text)).toBe(text);
  });

  it('composes accents typed as separate marks', () => {
    expect(toWinAnsi('Nicolo\u0300')).toBe('Nicolò');
  });

  it('drops accents the fonts lack and keeps the letter', () => {
    expect(toWinAnsi('Ștefănescu Łukasz Erdős Đorđe')).toBe('Stefanescu Lukasz Erdos Dorde');
  });

  it('writes ? for what has no Latin letter, a space for tabs and line breaks', () => {
    expect(toWinAnsi('王\tA\nB')).toBe('? A B');
  });
});
