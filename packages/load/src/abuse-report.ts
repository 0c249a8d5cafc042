/**
 * The abuse run's report: the honest tables' figures, what the abusers sent and how the server
 * answered, and the two goals: no honest move refused (nor any other error of the honest
 * clients: a dropped connection, a gap in versions), and no hostile action acknowledged.
 */
import { type AbuseOptions } from './args.js';
import { HOSTILE_KINDS } from './abuse-messages.js';
import type { AbuseFigures } from './abuse-run.js';
import type { Counts } from './recorder.js';
import { type Goal, type Machine, othersCpu } from './report.js';

export interface AbuseParameters {
  readonly tables: number;
  readonly game: string;
  readonly profile: string;
  readonly thinkMs: number;
  readonly clientsPerAddress: number;
  readonly warmupSeconds: number;
  readonly durationSeconds: number;
  readonly seed: number;
  readonly abuse: AbuseOptions;
  /** The server's arguments beyond the tool's own (empty: every limit at its default). */
  readonly serverArgs: readonly string[];
}

export interface AbuseReport {
  readonly parameters: AbuseParameters;
  readonly machine: Machine;
  readonly figures: AbuseFigures;
  readonly goals: {
    /** Errors of the honest clients (refusals of their moves above all). */
    readonly honestRefused: Goal;
    /** Acknowledgements of hostile actions, from the seats and from the spectators. */
    readonly hostileAccepted: Goal;
  };
}

/** `<what> <kind> <outcome>` counts as what, then kind, then outcome. */
export const nestCounts = (
  counts: Counts,
): Readonly<Record<string, Readonly<Record<string, Counts>>>> => {
  const nested: Record<string, Record<string, Record<string, number>>> = {};
  for (const [key, count] of Object.entries(counts)) {
    const [what = '', kind = '', ...rest] = key.split(' ');
    const outcome = rest.join(' ');
    const byKind = (nested[what] ??= {});
    const byOutcome = (byKind[kind] ??= {});
    byOutcome[outcome] = (byOutcome[outcome] ?? 0) + count;
  }
  return nested;
};

const total = (counts: Counts | undefined): number =>
  Object.values(counts ?? {}).reduce((sum, n) => sum + n, 0);

/** Acknowledged hostile acts: every `ack` outcome but of the seats' clean actions. */
export const hostileAcks = (abuse: Counts): number =>
  Object.entries(abuse)
    .filter(([key]) => key.endsWith(' ack') && key !== 'seated clean ack')
    .reduce((sum, [, n]) => sum + n, 0);

export const buildAbuseReport = (
  parameters: AbuseParameters,
  figures: AbuseFigures,
  machine: Machine,
): AbuseReport => {
  const refused = total(figures.honest.errors);
  const accepted = hostileAcks(figures.abuse);
  return {
    parameters,
    machine,
    figures,
    goals: {
      honestRefused: { target: 0, value: refused, met: refused === 0 },
      hostileAccepted: { target: 0, value: accepted, met: accepted === 0 },
    },
  };
};

const number = (value: number, digits = 0) =>
  value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
const mib = (bytes: number) => `${number(bytes / 2 ** 20, 0)} MiB`;
const countsText = (counts: Counts | undefined, skip: readonly string[] = []) => {
  const entries = Object.entries(counts ?? {}).filter(([key]) => !skip.includes(key));
  return entries.length === 0
    ? 'none'
    : entries
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([key, n]) => `${key} ${number(n)}`)
        .join(', ');
};

export const formatAbuseReport = (report: AbuseReport): string => {
  const p = report.parameters;
  const m = report.machine;
  const { honest, abuse, abuseBytesReceived, botTable } = report.figures;
  const nested = nestCounts(abuse);
  const seated = nested['seated'] ?? {};
  const spectator = nested['spectator'] ?? {};
  const http = nested['http'] ?? {};
  const { latencyMs } = honest.window;
  const goal = (g: Goal) => `${g.met ? 'met' : 'NOT met'} (${number(g.value)})`;
  const lines = [
    `Tavolo abuse run: ${number(p.tables)} honest ${p.game} (${p.profile}) tables x 4 guests at a ` +
      `${number(p.thinkMs)} ms mean pace, ${p.clientsPerAddress} guests to an address; ` +
      `${p.abuse.abusers} abusers, two addresses each (a seat and requests; spectators): ` +
      `${p.abuse.messagesPerSecond} hostile ` +
      `messages a second from each seat, ${p.abuse.spectatorsPerAbuser} spectators and ` +
      `${p.abuse.httpPerSecond} requests a second each; ${p.warmupSeconds} s warm-up, ` +
      `${p.durationSeconds} s measured, seed ${p.seed}; server limits: ` +
      (p.serverArgs.length === 0 ? 'the defaults' : `defaults but ${p.serverArgs.join(' ')}`),
    `Machine: ${m.cpu}, ${m.cores} cores, Node ${m.node}; load average ` +
      `${number(m.loadAverage, 2)} at the start`,
    '',
    'Honest tables',
    `  actions acknowledged in the window: ${number(honest.window.actions)} ` +
      `(${number(honest.window.actionsPerSecond, 1)} a second)`,
    `  latency p50 / p90 / p99 / max: ${number(latencyMs.p50, 2)} / ${number(latencyMs.p90, 2)} / ` +
      `${number(latencyMs.p99, 2)} / ${number(latencyMs.max, 2)} ms`,
    `  errors (whole run): ${countsText(honest.errors)}`,
    `  matches finished in the window: ${number(honest.window.matchesFinished)}`,
    `  server CPU ${number(honest.server.cpu, 2)} cores, load generator ` +
      `${number(honest.window.generatorCpu, 2)}, other processes ${number(othersCpu(honest), 2)}; ` +
      `server RSS ${mib(honest.server.rssPlayingBytes)} after the warm-up, ` +
      `${mib(honest.server.rssEndBytes)} at the end`,
    '',
    "Hostile messages from the abusers' seats (sent; the server's answers)",
    ...[...HOSTILE_KINDS, 'clean' as const].map((kind) => {
      const outcomes = seated[kind] ?? {};
      return `  ${kind.padEnd(14)} sent ${number(outcomes['sent'] ?? 0).padStart(6)}; ${countsText(outcomes, ['sent'])}`;
    }),
    `  answers without a request id: ${countsText(seated['unattributed'])}`,
    `  seated connections: opened ${number(total(seated['open']))}; closed by the server ` +
      `${countsText(seated['closed'])}; refused ${countsText(seated['refused'])}; failed ` +
      `${countsText(seated['failed'])}`,
    `  tables renewed after their match ended: ${number(total(nested['table']?.['renewed']))}; ` +
      `renewals failed: ${countsText(nested['table']?.['renew-failed'])}`,
    '',
    'Spectators (anonymous, on the honest tables)',
    `  attempts ${number(total(spectator['attempt']))}, opened ${number(total(spectator['open']))}, ` +
      `refused ${countsText(spectator['refused'])}, failed ${countsText(spectator['failed'])}, ` +
      `closed by the server ${countsText(spectator['closed'])}`,
    `  their acts at the honest tables: sent ${number(spectator['act']?.['sent'] ?? 0)}; ` +
      `answers ${countsText(spectator['answer'])}`,
    `  received by the abusers' connections in the window: ${mib(abuseBytesReceived)}`,
    '',
    'Requests for finished hands without a session (by status)',
    `  bots' table: ${typeof botTable === 'string' ? botTable : `${botTable.id}, ${botTable.hands} hands finished at the start`}`,
    ...Object.entries(http).map(
      ([route, outcomes]) => `  ${route.padEnd(14)} ${countsText(outcomes)}`,
    ),
    '',
    `Goal: no honest move refused, no honest error: ${goal(report.goals.honestRefused)}`,
    `Goal: no hostile action acknowledged: ${goal(report.goals.hostileAccepted)}`,
    `Honest p99 under the abuse: ${number(latencyMs.p99, 2)} ms`,
  ];
  return `${lines.join('\n')}\n`;
};
