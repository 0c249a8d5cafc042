/** The bots the arena and the simulator take by name: L1-L3 for the levels, or a kind. */
import { type SeatBotKind, SEAT_BOT_KINDS } from '../choose-for-seat.js';

const SHORT: Readonly<Record<string, SeatBotKind>> = {
  l1: 'principiante',
  l2: 'esperto',
  l3: 'campione',
};

/** `L1`, `L2`, `L3` (any case) or a kind's name; undefined for anything else. */
export const readBot = (name: string): SeatBotKind | undefined => {
  const lower = name.trim().toLowerCase();
  const short = SHORT[lower];
  if (short) return short;
  return SEAT_BOT_KINDS.find((kind) => kind === lower);
};

/** The names `readBot` takes, for help and errors. */
export const BOT_NAMES: readonly string[] = ['L1', 'L2', 'L3', ...SEAT_BOT_KINDS];
