/**
 * The standings, provisional after a round (S40-CdG art. 24 asks for them every round) or final:
 * rank, entrant, names, VP, MP and any extra columns, the tie-break rule the ranks follow, and
 * the prize list when there is one.
 */
import { err, ok, type Result } from '@tavolo/cards';
import { BOTTOM, createDocument, type Doc, numberPages, toBytes } from './document.js';
import { createTexts, DEFAULT_LANG, type Texts } from './i18n.js';
import type { DecidedBy, Lang, PrintError, StandingRow, StandingsInput } from './input.js';
import { startListPage, writeNote, writeSectionTitle } from './list-page.js';
import { type Column, drawListTable, type RowGroup } from './list-table.js';
import { joinNames } from './names.js';
import { checkStandingsInput } from './validate.js';

const titleOf = (texts: Texts, input: StandingsInput): string => {
  const { status, afterRound, totalRounds } = input;
  // The round count only helps while rounds remain: a final list is after the last.
  const key = status === 'provisional' && totalRounds !== undefined ? 'provisionalOfTotal' : status;
  return texts.t(`standings.title.${key}`, { round: afterRound, total: totalRounds });
};

/** A tie-break in words: `più MP`, `scontro diretto`, `ordine di iscrizione`. */
const criterionOf = (texts: Texts, input: StandingsInput, tieBreak: DecidedBy): string =>
  // Scala 40 MP are penalty points, fewer is better; Burraco MP are points scored.
  tieBreak === 'mp'
    ? texts.t(`standings.tieBreaks.mp.${input.event.game}`)
    : texts.t(`standings.tieBreaks.${tieBreak}`);

const tieBreakNote = (texts: Texts, input: StandingsInput): string | undefined => {
  if (input.tieBreaks.length === 0) return undefined;
  const criteria = input.tieBreaks
    .map((tieBreak) => criterionOf(texts, input, tieBreak))
    .join(texts.t('standings.tieBreakThen'));
  return texts.t('standings.tieBreak', { criteria });
};

/** The names, marked when the entrant has left the event. */
const namesOf = (texts: Texts, row: StandingRow): string =>
  row.withdrawn === true
    ? `${joinNames(row.players)} (${texts.t('standings.withdrawn')})`
    : joinNames(row.players);

const number = { width: 40, align: 'center' } as const;
const figure = { width: 52, align: 'right' } as const;

/** The standings of an event, with its prize list when `input.prizes` has one. */
export const standingsPdf = async (
  input: StandingsInput,
  lang: Lang = DEFAULT_LANG,
): Promise<Result<Uint8Array, PrintError>> => {
  const problem = checkStandingsInput(input);
  if (problem) return err(problem);
  const texts = createTexts(lang);
  const title = titleOf(texts, input);
  const doc = createDocument(`${title} – ${input.event.name}`, texts);
  const page = (section: string, continued: boolean): number =>
    writeSectionTitle(
      doc,
      texts,
      section,
      startListPage(doc, texts, input.event, title),
      continued,
    );
  const short = texts.t(`standings.short.${input.status}`);
  let top = page(short, false);
  const note = tieBreakNote(texts, input);
  if (note !== undefined) top = writeNote(doc, note, top);

  const extras = input.extraColumns ?? [];
  // The tie-break column only when a row was ranked by one: most lists need none.
  const decided = input.rows.some((row) => row.decidedBy !== undefined);
  const columns: readonly Column[] = [
    { heading: texts.t('standings.rank'), ...number, bold: true },
    { heading: texts.t('common.entrant'), ...number },
    { heading: texts.t('common.players'), width: 'rest' },
    { heading: texts.t('standings.vp'), ...figure, bold: true },
    { heading: texts.t('standings.mp'), ...figure },
    ...extras.map((extra) => ({ heading: texts.t(`standings.extra.${extra}`), ...figure })),
    ...(decided ? [{ heading: texts.t('standings.decidedBy'), width: 104 }] : []),
  ];
  const rows: readonly RowGroup[] = input.rows.map((row) => [
    [
      String(row.rank),
      row.entrant,
      namesOf(texts, row),
      texts.number(row.vp),
      texts.number(row.mp),
      ...extras.map((extra) => {
        const value = row.extra?.[extra];
        return value === undefined ? '' : texts.number(value);
      }),
      ...(decided
        ? [row.decidedBy === undefined ? '' : criterionOf(texts, input, row.decidedBy)]
        : []),
    ],
  ]);
  const bottom = drawListTable(doc, columns, rows, top, () => page(short, true));
  if (input.prizes && input.prizes.length > 0) {
    writePrizes(doc, texts, input, bottom + 24, page);
  }
  numberPages(doc, texts, `${input.event.name} · ${title}`);
  return ok(await toBytes(doc));
};

/** The prize list under the standings, or atop a new page when too little room is left. */
const writePrizes = (
  doc: Doc,
  texts: Texts,
  input: StandingsInput,
  top: number,
  page: (section: string, continued: boolean) => number,
): void => {
  const section = texts.t('standings.prizes');
  const columns: readonly Column[] = [
    { heading: texts.t('standings.prize'), width: 220, bold: true },
    { heading: texts.t('common.entrant'), ...number },
    { heading: texts.t('common.players'), width: 'rest' },
  ];
  const rows = (input.prizes ?? []).map((prize) => [
    [prize.description, prize.entrant, joinNames(prize.players)],
  ]);
  const roomForTitleAndOneRow = 60;
  const start =
    top + roomForTitleAndOneRow > BOTTOM
      ? page(section, false)
      : writeSectionTitle(doc, texts, section, top, false);
  drawListTable(doc, columns, rows, start, () => page(section, true));
};
