/**
 * A guided ruling: the next question the answers so far call for, then the ruling. Errors are
 * values; nothing here keeps state between calls.
 */
import { type Result, err, ok } from '@tavolo/cards';
import { type Answers, type Entry, type Question, type Ruling, meets } from './model.js';

export type ConsultError =
  | { readonly code: 'unknown-question'; readonly question: string }
  | { readonly code: 'unknown-option'; readonly question: string; readonly option: string }
  | { readonly code: 'not-asked'; readonly question: string }
  | { readonly code: 'no-ruling'; readonly entry: string };

export type Consultation =
  | { readonly kind: 'question'; readonly question: Question; readonly asked: number }
  | { readonly kind: 'ruling'; readonly ruling: Ruling; readonly asked: readonly string[] };

/** The questions `answers` lead to, in order, up to the first unanswered one. */
const askedQuestions = (entry: Entry, answers: Answers): Question[] => {
  const asked: Question[] = [];
  for (const q of entry.questions) {
    if (q.askIf !== undefined && !meets(answers, q.askIf)) continue;
    asked.push(q);
    if (answers[q.id] === undefined) break;
  }
  return asked;
};

/**
 * The next question, or the ruling once every question asked is answered. Answers to unknown
 * questions, unknown options, and answers to questions the other answers do not ask are
 * refused: a ruling is never read off answers that do not fit the case.
 */
export const consult = (entry: Entry, answers: Answers): Result<Consultation, ConsultError> => {
  for (const [question, option] of Object.entries(answers)) {
    const q = entry.questions.find((x) => x.id === question);
    if (!q) return err({ code: 'unknown-question', question });
    if (!q.options.some((o) => o.id === option))
      return err({ code: 'unknown-option', question, option });
  }
  const asked = askedQuestions(entry, answers);
  const open = asked.find((q) => answers[q.id] === undefined);
  if (open) return ok({ kind: 'question', question: open, asked: asked.length - 1 });
  const ids = new Set(asked.map((q) => q.id));
  const extra = Object.keys(answers).find((id) => !ids.has(id));
  if (extra !== undefined) return err({ code: 'not-asked', question: extra });
  const rule = entry.rulings.find((r) => meets(answers, r.when));
  if (!rule) return err({ code: 'no-ruling', entry: entry.id });
  return ok({ kind: 'ruling', ruling: rule.ruling, asked: [...ids] });
};

/** Every complete set of answers the entry's questions can receive, in question order. */
export const answerPaths = (entry: Entry): Answers[] => {
  const paths: Answers[] = [];
  const walk = (answers: Answers): void => {
    const asked = askedQuestions(entry, answers);
    const open = asked.find((q) => answers[q.id] === undefined);
    if (!open) {
      paths.push(answers);
      return;
    }
    for (const o of open.options) walk({ ...answers, [open.id]: o.id });
  };
  walk({});
  return paths;
};
