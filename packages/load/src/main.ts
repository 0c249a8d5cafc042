#!/usr/bin/env node
/**
 * `npm run load`: the game server under the load of N tables of four guests, against a bare ws
 * echo server doing the same message pattern. Progress goes to stderr, the report to stdout.
 *
 *   node packages/load/dist/main.js [--tables 1000] [--duration 60] [--warmup 10]
 *     [--game scala40|burraco] [--echo-only] [--json] (--help for the rest)
 *
 * Exit codes: 0 the run completed (whether or not the goals hold), 1 the run failed, 2 a bad
 * command line.
 */
import { parseLoadArgs, USAGE } from './args.js';
import { formatReport } from './report.js';
import { runLoad } from './run.js';

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
const report = await runLoad(options, (line) =>
  process.stderr.write(`[${((Date.now() - started) / 1000).toFixed(1)} s] ${line}\n`),
);
if (!report.ok) {
  process.stderr.write(`tavolo-load: ${report.error}\n`);
  process.exit(1);
}
process.stdout.write(
  options.json ? `${JSON.stringify(report.value, null, 2)}\n` : formatReport(report.value),
);
