/** The catalogue as data: every entry well formed and every path of answers reaching a ruling. */
import { describe, expect, it } from 'vitest';
import { catalogue } from './catalogue/index.js';
import { answerPaths, consult } from './consult.js';
import { type Entry, type Text, citation } from './model.js';

const texts = (e: Entry): Text[] => [
  e.title,
  ...e.questions.flatMap((q) => [q.text, ...q.options.map((o) => o.text)]),
  ...e.rulings.flatMap((r) => [
    r.ruling.summary,
    ...r.ruling.steps,
    ...(r.ruling.note ? [r.ruling.note] : []),
  ]),
  ...(e.gap ? [e.gap] : []),
];

describe('the catalogue', () => {
  it('gives each entry its own id', () => {
    const ids = catalogue.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  describe.each(catalogue.map((e) => [`${e.id} (${citation(e)})`, e] as const))(
    '%s',
    (_, entry) => {
      it('has every text in Italian and English, and the article quoted', () => {
        for (const text of texts(entry)) {
          expect(text.it.trim()).not.toBe('');
          expect(text.en.trim()).not.toBe('');
        }
        expect(entry.quote.trim()).not.toBe('');
        expect(entry.words.length).toBeGreaterThan(0);
      });

      it('names only its own questions and options in its conditions', () => {
        const options = new Map(
          entry.questions.map((q) => [q.id, new Set(q.options.map((o) => o.id))]),
        );
        expect(options.size).toBe(entry.questions.length);
        const conditions = [
          ...entry.questions.flatMap((q) => (q.askIf ? [q.askIf] : [])),
          ...entry.rulings.map((r) => r.when),
        ];
        for (const when of conditions)
          for (const [question, allowed] of Object.entries(when))
            for (const option of typeof allowed === 'string' ? [allowed] : allowed)
              expect(options.get(question)?.has(option), `${question}=${option}`).toBe(true);
      });

      it('reaches a ruling for every path of answers, and every ruling is reachable', () => {
        const reached = new Set<number>();
        for (const answers of answerPaths(entry)) {
          const outcome = consult(entry, answers);
          expect(outcome.ok && outcome.value.kind, JSON.stringify(answers)).toBe('ruling');
          if (outcome.ok && outcome.value.kind === 'ruling')
            reached.add(
              entry.rulings.findIndex(
                (r) => r.ruling === (outcome.value as { ruling: unknown }).ruling,
              ),
            );
        }
        expect([...reached].sort((x, y) => x - y)).toEqual(entry.rulings.map((_, i) => i));
      });

      it('quotes in each ruling a sentence of its own article', () => {
        const folded = (s: string) => s.replace(/\s+/g, ' ').trim();
        for (const r of entry.rulings) expect(folded(r.ruling.quote)).not.toBe('');
        expect(entry.rulings.length).toBeGreaterThan(0);
      });
    },
  );
});
