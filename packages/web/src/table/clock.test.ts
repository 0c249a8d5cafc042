import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { beepSecond, soundChoice } from './clock-sound.js';
import {
  type Deadline,
  WARNING_MS,
  chessClockNow,
  clockText,
  deadlineLeft,
  isWarning,
} from './clock.js';

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

/** A choice of 10 seconds (BUR-CH art. 46) that the server ends at 100 000 ms, its epoch. */
const CHOICE: Deadline = { seat: 0, phase: 'choice', endsAt: 100_000, limitMs: 10_000 };

describe('the limit of the seat on turn (issue 18)', () => {
  it('never shows more than the limit, though the page’s clock runs behind the server’s', () => {
    // The page's clock is 5 s behind: the deadline looks 15 s away.
    expect(deadlineLeft(CHOICE, 85_000)).toBe(10_000);
    expect(clockText(deadlineLeft(CHOICE, 85_000))).toBe('0:10');
    expect(deadlineLeft(CHOICE, 95_500)).toBe(4_500);
    expect(deadlineLeft(CHOICE, 120_000)).toBe(0);
  });

  it('counts down from the deadline at every tick: each reading is the deadline less the time', () =>
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 250 }), { minLength: 1, maxLength: 200 }),
        fc.integer({ min: 80_000, max: 100_000 }),
        (ticks, start) => {
          let now = start;
          let before = Number.POSITIVE_INFINITY;
          for (const tick of ticks) {
            now += tick;
            const left = deadlineLeft(CHOICE, now);
            // Never more than the limit, never up, and exactly what the deadline says: a late or
            // skipped tick loses nothing, as a countdown by decrements would.
            expect(left).toBeLessThanOrEqual(10_000);
            expect(left).toBeLessThanOrEqual(before);
            expect(left).toBe(Math.min(10_000, Math.max(0, 100_000 - now)));
            before = left;
          }
        },
      ),
    ));

  it('warns in the last ten seconds, a beep each second, and not once the time is out', () => {
    expect(isWarning(WARNING_MS + 1)).toBe(false);
    expect(isWarning(WARNING_MS)).toBe(true);
    expect(isWarning(0)).toBe(false);
    expect(beepSecond(9_999)).toBe(10);
    expect(beepSecond(9_001)).toBe(10);
    expect(beepSecond(9_000)).toBe(9);
    expect(beepSecond(20_000)).toBeNull();
    expect(beepSecond(null)).toBeNull();
  });

  it('keeps the sound on unless the player turned it off', () => {
    expect(soundChoice(undefined)).toBe(true);
    expect(soundChoice({ getItem: () => null })).toBe(true);
    expect(soundChoice({ getItem: () => 'off' })).toBe(false);
    expect(
      soundChoice({
        getItem: () => {
          throw new Error('storage disabled');
        },
      }),
    ).toBe(true);
  });
});
