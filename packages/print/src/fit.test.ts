import { describe, expect, it } from 'vitest';
import { fitText, type Measure } from './fit.js';

/** Every character half a point wide per point of size. */
const measure: Measure = (text, size) => Array.from(text).length * size * 0.5;

describe('fitText', () => {
  it('leaves a text that fits alone', () => {
    expect(fitText(measure, 'Rossi Mario', 100, 10, 7)).toEqual({ text: 'Rossi Mario', size: 10 });
  });

  it('sets a longer text smaller, as large as fits', () => {
    // 20 characters: 100 points wide at size 10, 80 at size 8.
    const fitted = fitText(measure, 'Pietà Maria Antoniet', 80, 10, 7);
    expect(fitted).toEqual({ text: 'Pietà Maria Antoniet', size: 8 });
  });

  it('cuts with an ellipsis at the smallest size, never past the width', () => {
    const text = 'Pietà Maria Antonietta Scarpellini';
    const fitted = fitText(measure, text, 60, 10, 7);
    expect(fitted.size).toBe(7);
    expect(fitted.text).toBe('Pietà Maria Anto…');
    expect(measure(fitted.text, fitted.size)).toBeLessThanOrEqual(60);
  });

  it('does not leave a space before the ellipsis', () => {
    // 'Rossi M…' would be 40 points wide; 'Rossi …' loses its space and fits in 30.
    expect(fitText(measure, 'Rossi Mario', 35, 10, 10).text).toBe('Rossi…');
    expect(fitText(measure, 'Rossi Mario', 25, 10, 10).text).toBe('Ross…');
  });
});
