/**
 * What the clients count. Each client thread keeps a tally; the main thread merges them with
 * the window's duration and CPU figures, which it measures itself (process.cpuUsage covers
 * every thread of the process).
 *
 * Throughput, latency and messages are counted only inside the measured window (after the
 * warm-up); errors are counted for the whole run, setup included, because an error during the
 * warm-up is still an error. Notes are events of the whole run that are not errors but worth
 * knowing (a prompt the server repeated).
 */
import { performance } from 'node:perf_hooks';
import { type Percentiles, createSamples, summarize } from './latency.js';

export type Counts = Readonly<Record<string, number>>;

/** One thread's figures, as it posts them to the main thread. */
export interface TallyPart {
  readonly actions: number;
  /** Milliseconds, unsorted. */
  readonly latencyMs: Float64Array;
  readonly messagesReceived: number;
  readonly bytesReceived: number;
  readonly messagesSent: number;
  readonly bytesSent: number;
  readonly matchesFinished: number;
  readonly errors: Counts;
  readonly notes: Counts;
}

export interface Tally {
  readonly start: () => void;
  readonly stop: () => void;
  readonly sent: (bytes: number) => void;
  readonly received: (bytes: number) => void;
  /** An acknowledgement of an action sent at `sentAt` (this thread's performance.now()). */
  readonly acked: (sentAt: number) => void;
  readonly matchFinished: () => void;
  readonly error: (code: string) => void;
  readonly note: (code: string) => void;
  readonly part: () => TallyPart;
}

export const createTally = (): Tally => {
  const latency = createSamples();
  const errors: Record<string, number> = {};
  const notes: Record<string, number> = {};
  let recording = false;
  let startedAt = 0;
  let actions = 0;
  let matches = 0;
  let messagesReceived = 0;
  let bytesReceived = 0;
  let messagesSent = 0;
  let bytesSent = 0;
  const bump = (counts: Record<string, number>, code: string) => {
    counts[code] = (counts[code] ?? 0) + 1;
  };

  return {
    start: () => {
      recording = true;
      startedAt = performance.now();
    },
    stop: () => {
      recording = false;
    },
    sent: (bytes) => {
      if (!recording) return;
      messagesSent += 1;
      bytesSent += bytes;
    },
    received: (bytes) => {
      if (!recording) return;
      messagesReceived += 1;
      bytesReceived += bytes;
    },
    acked: (sentAt) => {
      if (!recording) return;
      actions += 1;
      if (sentAt >= startedAt) latency.add(performance.now() - sentAt);
    },
    matchFinished: () => {
      if (recording) matches += 1;
    },
    error: (code) => bump(errors, code),
    note: (code) => bump(notes, code),
    part: () => ({
      actions,
      latencyMs: latency.values(),
      messagesReceived,
      bytesReceived,
      messagesSent,
      bytesSent,
      matchesFinished: matches,
      errors: { ...errors },
      notes: { ...notes },
    }),
  };
};

export interface WindowStats {
  readonly seconds: number;
  /** Acknowledged actions (echo: round trips completed). */
  readonly actions: number;
  readonly actionsPerSecond: number;
  /** From sending an action to receiving its acknowledgement, for actions sent in the window. */
  readonly latencyMs: Percentiles;
  /** By every client together. */
  readonly messagesReceived: number;
  readonly messagesPerSecond: number;
  readonly meanBytesReceived: number;
  readonly meanBytesSent: number;
  /** Matches that ended in the window (their tables were replaced by new ones). */
  readonly matchesFinished: number;
  /** CPU seconds the load generator used per second of the window: 1 is one core busy. */
  readonly generatorCpu: number;
  /**
   * The same for the whole machine, every process: beside the server's and the generator's
   * figures it tells whether something else took the cores meanwhile.
   */
  readonly machineCpu: number;
}

/** What the main thread measured of the window itself. */
export interface WindowClock {
  readonly seconds: number;
  readonly generatorCpu: number;
  readonly machineCpu: number;
}

const addCounts = (parts: readonly Counts[]): Counts => {
  const sum: Record<string, number> = {};
  for (const counts of parts)
    for (const [code, count] of Object.entries(counts)) sum[code] = (sum[code] ?? 0) + count;
  return sum;
};

export const mergeParts = (
  parts: readonly TallyPart[],
  clock: WindowClock,
): { readonly window: WindowStats; readonly errors: Counts; readonly notes: Counts } => {
  const total = (field: (part: TallyPart) => number) =>
    parts.reduce((sum, part) => sum + field(part), 0);
  const perSecond = (count: number) => (clock.seconds > 0 ? count / clock.seconds : 0);
  const mean = (bytes: number, count: number) => (count > 0 ? bytes / count : 0);
  const samples = new Float64Array(total((p) => p.latencyMs.length));
  let at = 0;
  for (const part of parts) {
    samples.set(part.latencyMs, at);
    at += part.latencyMs.length;
  }
  const actions = total((p) => p.actions);
  const messagesReceived = total((p) => p.messagesReceived);
  const messagesSent = total((p) => p.messagesSent);
  return {
    window: {
      seconds: clock.seconds,
      actions,
      actionsPerSecond: perSecond(actions),
      latencyMs: summarize(samples),
      messagesReceived,
      messagesPerSecond: perSecond(messagesReceived),
      meanBytesReceived: mean(
        total((p) => p.bytesReceived),
        messagesReceived,
      ),
      meanBytesSent: mean(
        total((p) => p.bytesSent),
        messagesSent,
      ),
      matchesFinished: total((p) => p.matchesFinished),
      generatorCpu: clock.generatorCpu,
      machineCpu: clock.machineCpu,
    },
    errors: addCounts(parts.map((p) => p.errors)),
    notes: addCounts(parts.map((p) => p.notes)),
  };
};
