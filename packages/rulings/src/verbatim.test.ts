/**
 * Every quote of the catalogue (an entry's text, each ruling's sentence) and every worked
 * example is a passage of its regulation, word for word: the texts in ../shared/rules beside the
 * repository (README of the brief), whitespace folded. A quote that joins passages apart marks
 * each gap with " … ". The page numbers the conversion of the Scala 40 code left between its
 * paragraphs (a line holding a number alone) are not part of the text.
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { catalogue } from './catalogue/index.js';
import { workedExamples } from './examples/index.js';
import type { Source } from './model.js';

const FILES: Readonly<Record<Source, string>> = {
  'S40-CdG': 'scala40-fisca-codice-di-gara.txt',
  'S40-REG': 'scala40-regolamento-torneo-fisca.txt',
  'S40-CLUB': 'scala40-torneo-club-151.txt',
  'BUR-CH': 'burraco-champion-regolamento.txt',
};

const fold = (s: string) => s.replace(/\s+/g, ' ').trim();

const textOf = (source: Source): string => {
  const url = new URL(`../../../../shared/rules/${FILES[source]}`, import.meta.url);
  if (!existsSync(url)) throw new Error(`the regulations are missing: ${url.pathname}`);
  return fold(readFileSync(url, 'utf8').replace(/^\s*\d+\s*$/gm, ' '));
};

const texts = new Map((Object.keys(FILES) as Source[]).map((s) => [s, textOf(s)]));

const passages = (quote: string) =>
  fold(quote)
    .split(' … ')
    .filter((p) => p !== '');

describe('the catalogue quotes its regulations verbatim', () => {
  it.each(catalogue.map((e) => [e.id, e] as const))('%s', (_, entry) => {
    const text = texts.get(entry.source) as string;
    for (const quote of [entry.quote, ...entry.rulings.map((r) => r.ruling.quote)])
      for (const passage of passages(quote)) expect(text.includes(passage), passage).toBe(true);
  });

  it.each(workedExamples.map((x) => [x.id, x] as const))('worked example %s', (_, example) => {
    const source = catalogue.find((e) => e.id === example.entry)?.source;
    expect(source, example.entry).toBeDefined();
    const text = texts.get(source as Source) as string;
    for (const passage of passages(example.text))
      expect(text.includes(passage), passage).toBe(true);
  });
});
