#!/usr/bin/env node
/**
 * `npm run load`: the game server under the load of N tables of four guests, against a bare ws
 * echo server doing the same message pattern; with `--mode abuse`, honest tables under a flood
 * of hostile messages, spectators and requests; with `--mode soak`, a long paced run sampling
 * the server's memory. Progress goes to stderr, the report to stdout.
 *
 *   node packages/load/dist/main.js [--mode load|abuse|soak] [--tables 1000] [--duration 60]
 *     [--warmup 10] [--game scala40|burraco] [--echo-only] [--json] (--help for the rest)
 *
 * Exit codes: 0 the run completed (whether or not the goals hold), 1 the run failed, 2 a bad
 * command line.
 */
import { parseLoadArgs, USAGE } from './args.js';
import { formatAbuseReport } from './abuse-report.js';
import { runAbuseMode, runSoakMode } from './modes.js';
import { formatReport } from './report.js';
import { runLoad } from './run.js';
import { formatSoakReport } from './soak-report.js';

const parsed = parseLoadArgs(process.argv.slice(2));
if (!parsed.ok) {
  process.stderr.write(`tavolo-load: ${parsed.error}\n\n${USAGE}`);
  process.exit(2);
}
if ('help' in parsed) {
  process.stdout.write(USAGE);
  process.exit(0);
}

// Exit through process.exit, whose 'exit' event stops the server children (see child.ts).
process.once('SIGINT', () => process.exit(130));
process.once('SIGTERM', () => process.exit(143));

const options = parsed.value;
const started = Date.now();
const progress = (line: string) =>
  process.stderr.write(`[${((Date.now() - started) / 1000).toFixed(1)} s] ${line}\n`);

/** Prints the report, as JSON or as text, or says why the run failed. */
const print = <T>(
  report: { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: string },
  format: (value: T) => string,
) => {
  if (!report.ok) {
    process.stderr.write(`tavolo-load: ${report.error}\n`);
    process.exit(1);
  }
  process.stdout.write(
    options.json ? `${JSON.stringify(report.value, null, 2)}\n` : format(report.value),
  );
};

switch (options.mode) {
  case 'load':
    print(await runLoad(options, progress), formatReport);
    break;
  case 'abuse':
    print(await runAbuseMode(options, progress), formatAbuseReport);
    break;
  case 'soak':
    print(await runSoakMode(options, progress), formatSoakReport);
    break;
}
