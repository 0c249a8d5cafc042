/**
 * The top of every page of a posted list (seating, standings): the event, the document's title,
 * and the section, marked as continued after its first page. A reader who picks up page 3 from
 * the notice board knows what it is.
 */
import { CONTENT_WIDTH, type Doc, GREY, PAGE, rule, writeLine } from './document.js';
import type { Texts } from './i18n.js';
import type { EventHeading } from './input.js';

/** Starts a page with the event and `title`; returns where the page's content starts. */
export const startListPage = (
  doc: Doc,
  texts: Texts,
  event: EventHeading,
  title: string,
): number => {
  doc.addPage();
  const left = PAGE.margin;
  const dateWidth = 140;
  writeLine(doc, event.name, left, left, CONTENT_WIDTH - dateWidth - 8, {
    size: 14,
    bold: true,
    minSize: 10,
  });
  writeLine(doc, texts.date(event.date), left + CONTENT_WIDTH - dateWidth, left + 3, dateWidth, {
    size: 10,
    align: 'right',
  });
  const titleLine = `${texts.t(`game.${event.game}`)} · ${title}`;
  writeLine(doc, titleLine, left, left + 22, CONTENT_WIDTH, { size: 11, minSize: 8 });
  rule(doc, left, left + CONTENT_WIDTH, left + 40, 1);
  return left + 50;
};

/** A section's title at `top`, `(continued)` after its first page; returns the y below it. */
export const writeSectionTitle = (
  doc: Doc,
  texts: Texts,
  title: string,
  top: number,
  continued: boolean,
): number => {
  const text = continued ? `${title} ${texts.t('common.continued')}` : title;
  writeLine(doc, text, PAGE.margin, top, CONTENT_WIDTH, { size: 12, bold: true });
  return top + 20;
};

/** A line of smaller text under a title (the tie-break note); returns the y below it. */
export const writeNote = (doc: Doc, text: string, top: number): number => {
  writeLine(doc, text, PAGE.margin, top, CONTENT_WIDTH, { size: 9, minSize: 7, color: GREY.text });
  return top + 16;
};
