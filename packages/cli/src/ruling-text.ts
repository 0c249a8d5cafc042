/**
 * The arbitro's catalogue on a terminal: the answers given on the command line, and a
 * situation, a question or a ruling written in the chosen language (one language per screen:
 * the catalogue's texts are in both, the article's sentences in the regulation's Italian).
 */
import type { Answers, Consultation, Entry, Found, Question, Ruling } from '@tavolo/rulings';
import { citation } from '@tavolo/rulings';
import type { I18n } from './i18n.js';

/** `q=o,q2=o2` as answers; null when a part is not `question=option`. */
export const parseAnswers = (text: string): Answers | null => {
  const answers: Record<string, string> = {};
  for (const part of text.split(',').map((p) => p.trim())) {
    if (part === '') continue;
    const m = /^([a-z0-9-]+)=([a-z0-9-]+)$/.exec(part);
    if (!m) return null;
    answers[m[1] as string] = m[2] as string;
  }
  return answers;
};

export const formatAnswers = (answers: Answers): string =>
  Object.entries(answers)
    .map(([q, o]) => `${q}=${o}`)
    .join(',');

export const foundLines = (i18n: I18n, found: readonly Found[]): string[] =>
  found.map(
    ({ entry }, i) =>
      `${String(i + 1).padStart(2)}. ${citation(entry)} — ${entry.title[i18n.lang]}  [${entry.id}]`,
  );

export const questionLines = (i18n: I18n, question: Question): string[] => [
  question.text[i18n.lang],
  ...question.options.map((o, i) => `  ${i + 1}. ${o.text[i18n.lang]}  [${question.id}=${o.id}]`),
];

export const rulingLines = (i18n: I18n, entry: Entry, ruling: Ruling): string[] => {
  const { t, lang } = i18n;
  const lines = [
    `${citation(entry)} — ${entry.title[lang]}`,
    `${t('ruling.decision')}: ${ruling.summary[lang]}`,
    ...ruling.steps.map((step, i) => `  ${i + 1}. ${step[lang]}`),
  ];
  if (ruling.record.length > 0)
    lines.push(
      `${t('ruling.record')}: ${ruling.record
        .map((r) =>
          r.kind === 'penalty'
            ? t('ruling.kind.penalty', { mp: r.mp, vp: r.vp })
            : t(`ruling.kind.${r.kind}`),
        )
        .join('; ')}`,
    );
  else lines.push(`${t('ruling.record')}: ${t('ruling.kind.none')}`);
  lines.push(`${t('ruling.text')}: «${ruling.quote}»`);
  const note = ruling.note ?? entry.gap;
  if (note) lines.push(`${t('ruling.note')}: ${note[lang]}`);
  return lines;
};

/** The consultation as programs read it (`--json`): both languages, ids for the answers. */
export const consultationJson = (entry: Entry, consultation: Consultation) =>
  consultation.kind === 'question'
    ? {
        kind: 'question' as const,
        entry: entry.id,
        article: citation(entry),
        question: consultation.question,
      }
    : {
        kind: 'ruling' as const,
        entry: entry.id,
        article: citation(entry),
        title: entry.title,
        ruling: consultation.ruling,
        ...(entry.gap ? { gap: entry.gap } : {}),
      };
