/** Every worked example of the texts is a test of the catalogue. */
import { describe, expect, it } from 'vitest';
import { entryById } from './catalogue/index.js';
import { consult } from './consult.js';
import { workedExampleCount, workedExamples } from './examples/index.js';

describe('the worked examples of the texts', () => {
  it('are all listed: as many per article as the texts give', () => {
    const listed: Record<string, number> = {};
    for (const x of workedExamples) {
      const article = x.cite.replace(/ esempio.*$/, '');
      listed[article] = (listed[article] ?? 0) + 1;
    }
    expect(listed).toEqual(workedExampleCount);
    const ids = workedExamples.map((x) => x.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it.each(workedExamples.map((x) => [`${x.cite}: ${x.text.slice(0, 80)}`, x] as const))(
    '%s',
    (_, example) => {
      const entry = entryById(example.entry);
      expect(entry, example.entry).toBeDefined();
      if (!entry) return;
      const outcome = consult(entry, example.answers);
      if (!outcome.ok || outcome.value.kind !== 'ruling')
        throw new Error(`${example.id}: no ruling (${JSON.stringify(outcome)})`);
      const { ruling } = outcome.value;
      const kinds = ruling.effects.map((e) => e.kind);
      for (const k of example.effects) expect(kinds, k).toContain(k);
      for (const k of example.absent ?? []) expect(kinds, k).not.toContain(k);
      expect(ruling.record.map((r) => r.kind).sort()).toEqual([...example.record].sort());
    },
  );
});
