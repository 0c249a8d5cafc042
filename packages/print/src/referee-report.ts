/**
 * The referee's report ("referto"), one page per sanction: BUR-CH art. 50 wants one for an
 * ammonizione or an espulsione ("con obbligo di referto") and allows one for a richiamo
 * ("con referto facoltativo"); art. 23 speaks of "l'ammonizione scritta sul referto arbitrale";
 * S40-CdG art. 25 sends an expelled player to the Giustizia Sportiva "con un referto a cura
 * dell'arbitro". Each page holds the decision as the event's log recorded it (who, what, the
 * round and table, the article, when and by whom, in the room's time zone), a box for the
 * facts in the arbitro's hand, and room for the signature.
 */
import type { Result } from '@tavolo/cards';
import {
  BOTTOM,
  type Box,
  CONTENT_WIDTH,
  type Doc,
  fillBox,
  GREY,
  PAGE,
  rule,
  strokeBox,
  writeLine,
  writeWrapped,
} from './document.js';
import { DEFAULT_LANG, type Texts } from './i18n.js';
import type {
  Breach,
  Lang,
  PrintError,
  RefereeReport,
  RefereeReportsInput,
  RulingLine,
} from './input.js';
import { startListPage } from './list-page.js';
import { joinNames } from './names.js';
import { makePaper } from './paper.js';
import { checkRefereeReports } from './validate.js';

const LEFT = PAGE.margin;
const RIGHT = PAGE.margin + CONTENT_WIDTH;
const LEVEL_BOX = 160;
const LABEL = 118;
const FIELD = 20;
/** Lines of free text a breach may take before it is cut. */
const BREACH_LINES = 4;
const SIGNATURE_BOX = 64;
/** The foot of the page keeps the rule's note, the signatures and the page number. */
const FOOT = 18 + 16 + SIGNATURE_BOX + 22;

const writeHeading = (
  doc: Doc,
  texts: Texts,
  input: RefereeReportsInput,
  report: RefereeReport,
) => {
  const box: Box = { x: RIGHT - LEVEL_BOX, y: LEFT, width: LEVEL_BOX, height: 60 };
  strokeBox(doc, box, 1.5);
  writeLine(doc, texts.t('referee.sanction').toUpperCase(), box.x, LEFT + 8, box.width, {
    size: 9,
    align: 'center',
    color: GREY.text,
  });
  writeLine(
    doc,
    texts.t(`referee.level.${report.level}`).toUpperCase(),
    box.x + 6,
    LEFT + 28,
    box.width - 12,
    {
      size: 16,
      bold: true,
      align: 'center',
      minSize: 9,
    },
  );
  const width = CONTENT_WIDTH - LEVEL_BOX - 12;
  writeLine(doc, input.event.name, LEFT, LEFT + 2, width, { size: 16, bold: true, minSize: 10 });
  const title = `${texts.t('referee.title')} · ${texts.t(`game.${input.event.game}`)}`;
  writeLine(doc, title, LEFT, LEFT + 26, width, { size: 12, bold: true, minSize: 9 });
  writeLine(doc, texts.date(input.event.date), LEFT, LEFT + 46, width, {
    size: 10,
    color: GREY.text,
  });
  rule(doc, LEFT, RIGHT, LEFT + 72, 1);
};

/** The breach: the director's words, the cautions that add up to a warning, or a late start. */
const breachLines = (texts: Texts, input: RefereeReportsInput, report: RefereeReport): string[] => {
  const breach: Breach = report.breach;
  switch (breach.kind) {
    case 'recorded':
      return [breach.text];
    case 'late':
      return [texts.t('referee.late', { round: report.round })];
    case 'cautions':
      return [
        texts.t('referee.cautions', { count: breach.cautions.length }),
        ...breach.cautions.map((c) =>
          texts.t('referee.caution', {
            round: c.round,
            at: texts.dateTime(c.at, input.timeZone),
            breach: c.breach,
          }),
        ),
      ];
  }
};

/** A label in the grey column and its value; returns the y below. */
const field = (
  doc: Doc,
  label: string,
  top: number,
  write: (x: number, width: number) => number,
): number => {
  const height = write(LEFT + LABEL + 8, CONTENT_WIDTH - LABEL - 8);
  const box: Box = { x: LEFT, y: top, width: LABEL, height: height - 4 };
  fillBox(doc, box, GREY.shade);
  writeLine(doc, label, LEFT + 4, top + 5, LABEL - 8, { size: 9, bold: true, minSize: 7 });
  return top + height;
};

const writeFields = (
  doc: Doc,
  texts: Texts,
  input: RefereeReportsInput,
  report: RefereeReport,
  top: number,
): number => {
  const value = (text: string, y: number) => (x: number, width: number) => {
    writeLine(doc, text, x, y + 5, width, { size: 10.5, minSize: 7.5 });
    return FIELD;
  };
  let y = top;
  y = field(
    doc,
    texts.t('referee.fields.level'),
    y,
    value(texts.t(`referee.levelRule.${report.level}`), y),
  );
  y = field(
    doc,
    texts.t('referee.fields.player'),
    y,
    value(report.player ?? texts.t('referee.wholeEntrant'), y),
  );
  const entrant = [
    texts.t('common.entrantNumber', { entrant: report.entrant.entrant }),
    joinNames(report.entrant.players),
  ].join(' · ');
  y = field(doc, texts.t('referee.fields.entrant'), y, value(entrant, y));
  const where = [
    texts.t('common.round', { round: report.round }),
    report.table === undefined
      ? texts.t('referee.noTable')
      : `${texts.t('common.table')} ${report.table}`,
  ].join(' · ');
  y = field(doc, texts.t('referee.fields.where'), y, value(where, y));
  const lines = breachLines(texts, input, report);
  const breachTop = y;
  y = field(doc, texts.t('referee.fields.breach'), breachTop, (x, width) => {
    let used = 0;
    for (const line of lines) {
      const height = Math.min(
        doc.font('Helvetica').fontSize(10.5).heightOfString(line, { width, lineGap: 1.5 }),
        BREACH_LINES * 14,
      );
      writeWrapped(doc, line, x, breachTop + 5 + used, width, height, { size: 10.5 });
      used += height + 3;
    }
    return Math.max(FIELD, used + 8);
  });
  y = field(doc, texts.t('referee.fields.article'), y, value(report.article, y));
  const decided = texts.t('referee.decided', {
    at: texts.dateTime(report.at, input.timeZone),
    zone: input.timeZone,
    by: report.by,
  });
  return field(doc, texts.t('referee.fields.decided'), y, value(decided, y));
};

/** The box for the facts, ruled for handwriting, down to the foot of the page. */
const writeFacts = (doc: Doc, texts: Texts, top: number): void => {
  const bottom = PAGE.height - PAGE.margin - FOOT;
  writeLine(doc, texts.t('referee.facts'), LEFT, top, CONTENT_WIDTH, { size: 11, bold: true });
  const box: Box = { x: LEFT, y: top + 16, width: CONTENT_WIDTH, height: bottom - top - 16 };
  strokeBox(doc, box);
  for (let y = box.y + 24; y < box.y + box.height - 6; y += 22)
    rule(doc, LEFT + 6, RIGHT - 6, y, 0.3);
};

const writeFoot = (doc: Doc, texts: Texts, input: RefereeReportsInput, report: RefereeReport) => {
  const top = PAGE.height - PAGE.margin - FOOT + 10;
  writeLine(doc, texts.t(`referee.rule.${input.event.game}`), LEFT, top, CONTENT_WIDTH, {
    size: 8,
    minSize: 6.5,
    color: GREY.text,
  });
  const gap = 12;
  const width = (CONTENT_WIDTH - gap) / 2;
  const captions = [
    texts.t('referee.placeAndDate'),
    texts.t('referee.signature', { by: report.by }),
  ];
  captions.forEach((caption, index) => {
    const box: Box = { x: LEFT + index * (width + gap), y: top + 16, width, height: SIGNATURE_BOX };
    strokeBox(doc, box);
    writeLine(doc, caption, box.x + 4, box.y + 4, box.width - 8, {
      size: 8,
      minSize: 6,
      color: GREY.text,
    });
  });
};

/** Lines of a ruling's text at most, before it is cut. */
const RULING_LINES = 6;

/**
 * The rulings given at the tables, one block each in the order given, over as many pages as
 * they need: where and when, who, the article and the ruling as the table heard it. A ruling
 * that brought a sanction has the sanction's own page before them.
 */
const writeRulings = (
  doc: Doc,
  texts: Texts,
  input: RefereeReportsInput,
  rulings: readonly RulingLine[],
): void => {
  const title = texts.t('referee.rulings.title');
  let y = startListPage(doc, texts, input.event, title);
  for (const r of rulings) {
    const text = `${r.article} — ${r.ruling}`;
    const textHeight = Math.min(
      doc
        .font('Helvetica')
        .fontSize(10)
        .heightOfString(text, { width: CONTENT_WIDTH, lineGap: 1.5 }),
      RULING_LINES * 13,
    );
    const height = 16 + 15 + textHeight + 12;
    if (y + height > BOTTOM) y = startListPage(doc, texts, input.event, title);
    const where = texts.t('referee.rulings.where', {
      round: r.round,
      table: r.table,
      at: texts.dateTime(r.at, input.timeZone),
      by: r.by,
    });
    writeLine(doc, where, LEFT, y, CONTENT_WIDTH, { size: 10.5, bold: true, minSize: 8 });
    const who = [
      texts.t('common.entrantNumber', { entrant: r.entrant.entrant }),
      joinNames(r.entrant.players),
      ...(r.player !== undefined ? [texts.t('referee.rulings.player', { player: r.player })] : []),
    ].join(' · ');
    writeLine(doc, who, LEFT, y + 16, CONTENT_WIDTH, { size: 10, minSize: 7.5 });
    writeWrapped(doc, text, LEFT, y + 31, CONTENT_WIDTH, textHeight, { size: 10 });
    y += height;
    rule(doc, LEFT, RIGHT, y - 6, 0.3);
  }
};

/** One report per sanction given, a page each, in the order given, then the rulings given. */
export const refereeReportsPdf = (
  input: RefereeReportsInput,
  lang: Lang = DEFAULT_LANG,
): Promise<Result<Uint8Array, PrintError>> =>
  makePaper(
    {
      check: checkRefereeReports,
      title: 'referee.title',
      numbered: true,
      draw: (doc, texts) => {
        for (const report of input.reports) {
          doc.addPage();
          writeHeading(doc, texts, input, report);
          const below = writeFields(doc, texts, input, report, LEFT + 84);
          writeFacts(doc, texts, below + 10);
          writeFoot(doc, texts, input, report);
        }
        const rulings = input.rulings ?? [];
        if (rulings.length > 0) writeRulings(doc, texts, input, rulings);
      },
    },
    input,
    lang,
  );
