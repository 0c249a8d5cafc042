/**
 * Time on the table: the running limit of the seat on turn and the chess clock of each line,
 * counted down on the page from what the last status said (BUR-CH art. 46). What a clock shows
 * is worked out afresh from the server's deadline at every tick, never by counting down a
 * figure of its own, so a slow tick or a hidden tab cannot make it drift.
 */
import type { TableStatus } from '@tavolo/protocol';
import { useEffect, useState } from 'react';

/** The current time, refreshed every `everyMs` while the page shows a clock. */
export const useNow = (running: boolean, everyMs = 100): number => {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return undefined;
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [running, everyMs]);
  return now;
};

/** Milliseconds as `m:ss`, never below zero. */
export const clockText = (ms: number): string => {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};

/**
 * The chess clock of each line now: the status gives the time left as it was sent; the line on
 * turn has been spending it since.
 */
export const chessClockNow = (
  clock: readonly number[],
  receivedAt: number,
  sideOnTurn: number | null,
  now: number,
): readonly number[] =>
  clock.map((left, side) => (side === sideOnTurn ? left - (now - receivedAt) : left));

export type Deadline = NonNullable<TableStatus['deadline']>;

/** In its last seconds a limit warns: its colour, and a beep a second when the sound is on. */
export const WARNING_MS = 10_000;

/**
 * The time left on a deadline at `now`: never below zero, and never more than the limit's whole
 * length (a page whose clock runs behind the server's would show more).
 */
export const deadlineLeft = (deadline: Deadline, now: number): number =>
  Math.min(deadline.limitMs ?? Number.POSITIVE_INFINITY, Math.max(0, deadline.endsAt - now));

export const isWarning = (leftMs: number): boolean => leftMs > 0 && leftMs <= WARNING_MS;
