/** The coverage of the articles issue 19 names, and docs/rulings.md kept equal to it. */
import { readFileSync } from 'node:fs';
import { format } from 'prettier';
import { describe, expect, it } from 'vitest';
import { catalogue } from './catalogue/index.js';
import { COVERED_ARTICLES, coverageMarkdown } from './coverage.js';
import { workedExamples } from './examples/index.js';

describe('the coverage of the irregularity articles', () => {
  it.each(COVERED_ARTICLES.map((a) => [`${a.source} art. ${a.article} (${a.title})`, a] as const))(
    '%s has at least one catalogue entry',
    (_, article) => {
      expect(
        catalogue.filter((e) => e.source === article.source && e.article === article.article)
          .length,
      ).toBeGreaterThan(0);
    },
  );

  it('docs/rulings.md holds the table the catalogue makes (scripts/rulings-coverage.ts writes it)', async () => {
    const doc = readFileSync(new URL('../../../docs/rulings.md', import.meta.url), 'utf8');
    const table = (
      await format(coverageMarkdown(catalogue, workedExamples), { parser: 'markdown' })
    ).trimEnd();
    expect(doc).toContain(`<!-- coverage:start -->\n\n${table}\n\n<!-- coverage:end -->`);
  });
});
