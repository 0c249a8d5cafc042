/**
 * What the clients of one run count. Throughput, latency and messages are counted only inside
 * the measured window (after the warm-up); errors are counted for the whole run, setup
 * included, because an error during the warm-up is still an error. Notes are events of the
 * whole run that are not errors but worth knowing (a prompt the server repeated).
 */
import { performance } from 'node:perf_hooks';
import { type Percentiles, createSamples } from './latency.js';

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
}

export interface Recorder {
  readonly start: () => void;
  readonly stop: () => void;
  readonly sent: (bytes: number) => void;
  readonly received: (bytes: number) => void;
  /** An acknowledgement of an action sent at `sentAt` (performance.now() milliseconds). */
  readonly acked: (sentAt: number) => void;
  readonly matchFinished: () => void;
  readonly error: (code: string) => void;
  readonly errors: () => Readonly<Record<string, number>>;
  readonly note: (code: string) => void;
  readonly notes: () => Readonly<Record<string, number>>;
  /** The window's figures; meaningful once `stop` has been called. */
  readonly stats: () => WindowStats;
}

export const createRecorder = (): Recorder => {
  const latency = createSamples();
  const errors: Record<string, number> = {};
  const notes: Record<string, number> = {};
  let recording = false;
  let startedAt = 0;
  let stoppedAt = 0;
  let cpuAtStart = process.cpuUsage();
  let cpuUsed = { user: 0, system: 0 };
  let actions = 0;
  let matches = 0;
  let messagesReceived = 0;
  let bytesReceived = 0;
  let messagesSent = 0;
  let bytesSent = 0;

  return {
    start: () => {
      recording = true;
      startedAt = performance.now();
      cpuAtStart = process.cpuUsage();
    },
    stop: () => {
      if (!recording) return;
      recording = false;
      stoppedAt = performance.now();
      cpuUsed = process.cpuUsage(cpuAtStart);
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
    error: (code) => {
      errors[code] = (errors[code] ?? 0) + 1;
    },
    errors: () => ({ ...errors }),
    note: (code) => {
      notes[code] = (notes[code] ?? 0) + 1;
    },
    notes: () => ({ ...notes }),
    stats: () => {
      const seconds = (stoppedAt - startedAt) / 1000;
      const perSecond = (count: number) => (seconds > 0 ? count / seconds : 0);
      return {
        seconds,
        actions,
        actionsPerSecond: perSecond(actions),
        latencyMs: latency.summary(),
        messagesReceived,
        messagesPerSecond: perSecond(messagesReceived),
        meanBytesReceived: messagesReceived > 0 ? bytesReceived / messagesReceived : 0,
        meanBytesSent: messagesSent > 0 ? bytesSent / messagesSent : 0,
        matchesFinished: matches,
        generatorCpu: perSecond((cpuUsed.user + cpuUsed.system) / 1e6),
      };
    },
  };
};
