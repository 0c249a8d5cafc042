/**
 * Writes the coverage table of docs/rulings.md from the arbitro's catalogue (@tavolo/rulings
 * `coverageMarkdown`), between its markers. Not part of `npm test`, which only checks that the
 * document holds the table the catalogue makes; run by hand after changing the catalogue:
 * `npx vite-node --config vitest.config.ts scripts/rulings-coverage.ts`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { catalogue, coverageMarkdown, workedExamples } from '@tavolo/rulings';
import { format } from 'prettier';

const DOC = fileURLToPath(new URL('../docs/rulings.md', import.meta.url));
const START = '<!-- coverage:start -->';
const END = '<!-- coverage:end -->';

const text = readFileSync(DOC, 'utf8');
const from = text.indexOf(START);
const to = text.indexOf(END);
if (from < 0 || to < from) throw new Error(`${DOC} has no ${START} ... ${END} markers`);
// Formatted as the repository's prettier formats Markdown, so that `prettier --check` passes.
const table = (
  await format(coverageMarkdown(catalogue, workedExamples), { parser: 'markdown' })
).trimEnd();
writeFileSync(DOC, `${text.slice(0, from + START.length)}\n\n${table}\n\n${text.slice(to)}`);
