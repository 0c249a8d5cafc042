/**
 * The clock's sound: in the last seconds of your own limit a short beep each second (Web Audio,
 * no file to load), which the player may turn off; the choice is kept in the browser.
 */
import type { TableStatus } from '@tavolo/protocol';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deadlineLeft, isWarning, useNow } from './clock.js';

const KEY = 'tavolo.clock-sound';

/** Whether the sound is on: it is unless the player turned it off. */
export const soundChoice = (storage: Pick<Storage, 'getItem'> | undefined): boolean => {
  try {
    return storage?.getItem(KEY) !== 'off';
  } catch {
    return true;
  }
};

const storage = (): Storage | undefined => {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
};

let context: AudioContext | undefined;

/** One short beep; nothing where the browser has no Web Audio. */
const beep = () => {
  const Context = globalThis.AudioContext as typeof AudioContext | undefined;
  if (Context === undefined) return;
  context ??= new Context();
  if (context.state === 'suspended') void context.resume();
  const oscillator = context.createOscillator();
  const gain = context.createGain();
  oscillator.frequency.value = 880;
  gain.gain.setValueAtTime(0.15, context.currentTime);
  gain.gain.exponentialRampToValueAtTime(0.001, context.currentTime + 0.15);
  oscillator.connect(gain).connect(context.destination);
  oscillator.start();
  oscillator.stop(context.currentTime + 0.15);
};

/** The second of `leftMs` whose beep is due, or null when none is (not yours, not warning). */
export const beepSecond = (leftMs: number | null): number | null =>
  leftMs !== null && isWarning(leftMs) ? Math.ceil(leftMs / 1000) : null;

interface ClockSoundProps {
  readonly status: TableStatus | null;
  readonly you: number | null;
}

/** The sound's switch, and the beeps of your limit's last seconds while it is on. */
export const ClockSound = ({ status, you }: ClockSoundProps) => {
  const { t } = useTranslation('table');
  const [on, setOn] = useState(() => soundChoice(storage()));
  const deadline = status?.deadline ?? null;
  const yours = deadline !== null && deadline.seat === you;
  const now = useNow(yours && on);
  const second = beepSecond(yours && deadline ? deadlineLeft(deadline, now) : null);
  const last = useRef<number | null>(null);
  useEffect(() => {
    if (second !== null && on && second !== last.current) beep();
    last.current = second;
  }, [second, on]);
  const toggle = () => {
    const next = !on;
    setOn(next);
    try {
      storage()?.setItem(KEY, next ? 'on' : 'off');
    } catch {
      // A browser that keeps nothing: the choice lasts as long as the page.
    }
  };
  if (you === null) return null;
  return (
    <button
      type="button"
      className="link clock-sound"
      aria-pressed={on}
      data-testid="clock-sound"
      onClick={toggle}
    >
      {t(on ? 'clockSound.on' : 'clockSound.off')}
    </button>
  );
};
