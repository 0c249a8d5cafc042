import { describe, expect, it } from 'vitest';
import { chessClockNow, clockText } from './clock.js';

describe('clocks', () => {
  it('shows minutes and seconds, rounding up and never below zero', () => {
    expect(clockText(450_000)).toBe('7:30');
    expect(clockText(9_001)).toBe('0:10');
    expect(clockText(-5)).toBe('0:00');
  });

  it('runs only the chess clock of the line on turn (BUR-CH art. 46)', () => {
    expect(chessClockNow([450_000, 300_000], 1_000, 1, 3_500)).toEqual([450_000, 297_500]);
    expect(chessClockNow([450_000, 300_000], 1_000, null, 3_500)).toEqual([450_000, 300_000]);
  });
});
