/**
 * One ticker for every room whose clocks run: each tick, each such room may write a checkpoint
 * of its clocks (`clocks.ts`). Rooms that tick together write in the same event-loop turn, so
 * the journal commits their checkpoints in one transaction; a room registers only while its
 * clocks run, and the interval runs only while some room is registered.
 */

export interface Ticker {
  readonly add: (tick: () => void) => void;
  readonly delete: (tick: () => void) => void;
}

export const createTicker = (periodMs: number): Ticker => {
  const ticks = new Set<() => void>();
  let interval: NodeJS.Timeout | undefined;
  return {
    add: (tick) => {
      ticks.add(tick);
      if (interval) return;
      interval = setInterval(() => {
        for (const t of ticks) t();
      }, periodMs);
      interval.unref();
    },
    delete: (tick) => {
      ticks.delete(tick);
      if (ticks.size > 0 || !interval) return;
      clearInterval(interval);
      interval = undefined;
    },
  };
};

/** How often the ticker looks at the running clocks. */
export const TICK_MS = 100;
/**
 * A room whose clocks run writes a checkpoint when its last record with the clocks is this old:
 * with the tick, a restart is at most a second off what the clocks had (BUR-CH art. 46 counts
 * seconds), and a table writes at most about one checkpoint a second.
 */
export const CHECKPOINT_AFTER_MS = 900;

/** The ticker of the process's rooms. */
export const ROOM_TICKER: Ticker = createTicker(TICK_MS);
