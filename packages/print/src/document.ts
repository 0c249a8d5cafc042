/**
 * The PDF mechanics every document shares: an A4 document in the standard fonts, single-line
 * text that always fits where it is put, page numbers, and the bytes at the end.
 */
import PDFDocument from 'pdfkit';
import { fitText } from './fit.js';
import type { Texts } from './i18n.js';
import { toWinAnsi } from './winansi.js';

export type Doc = PDFKit.PDFDocument;

export const PAGE = { width: 595.28, height: 841.89, margin: 36 } as const;
export const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
/** Room kept at the foot of every page for its number. */
const FOOTER = 18;
export const BOTTOM = PAGE.height - PAGE.margin - FOOTER;

const FONTS = { regular: 'Helvetica', bold: 'Helvetica-Bold' } as const;
/** Helvetica's cap height, per point of size: what centres a line of text in a box. */
const CAP_HEIGHT = 0.718;

export const GREY = {
  rule: '#888888',
  fill: '#e4e4e4',
  shade: '#f4f4f4',
  text: '#555555',
} as const;

export const createDocument = (title: string, texts: Texts): Doc =>
  new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    autoFirstPage: false,
    // Page numbers ("1 of 4") are written once the count is known.
    bufferPages: true,
    lang: texts.lang === 'it' ? 'it-IT' : 'en-GB',
    displayTitle: true,
    info: { Title: title, Creator: 'Tavolo' },
  });

export interface TextStyle {
  readonly size: number;
  readonly bold?: boolean;
  readonly align?: 'left' | 'center' | 'right';
  /** How far a long text may shrink before it is cut; `size` when unset. */
  readonly minSize?: number;
  readonly color?: string;
}

/**
 * One line of `text` whose capitals' top sits at `top`, within `width` from `x`. Never wraps and
 * never turns the page: PDFKit starts a new page when wrapped text reaches the bottom margin.
 */
export const writeLine = (
  doc: Doc,
  text: string,
  x: number,
  top: number,
  width: number,
  style: TextStyle,
): void => {
  doc.font(style.bold ? FONTS.bold : FONTS.regular);
  const measure = (t: string, size: number): number => doc.fontSize(size).widthOfString(t);
  const fitted = fitText(measure, toWinAnsi(text), width, style.size, style.minSize ?? style.size);
  doc.fontSize(fitted.size);
  const slack = width - doc.widthOfString(fitted.text);
  const offset = style.align === 'right' ? slack : style.align === 'center' ? slack / 2 : 0;
  // PDFKit puts the baseline one ascender (= cap height in Helvetica) below the y it is given.
  doc.fillColor(style.color ?? 'black').text(fitted.text, x + offset, top, { lineBreak: false });
};

/**
 * `text` wrapped within `width` from `top`, cut with an ellipsis where it would pass `height`:
 * free text (a breach in the director's words) never runs into what follows nor onto a new page.
 */
export const writeWrapped = (
  doc: Doc,
  text: string,
  x: number,
  top: number,
  width: number,
  height: number,
  style: Pick<TextStyle, 'size' | 'bold' | 'color'>,
): void => {
  doc
    .font(style.bold ? FONTS.bold : FONTS.regular)
    .fontSize(style.size)
    .fillColor(style.color ?? 'black')
    .text(toWinAnsi(text), x, top, { width, height, ellipsis: true, lineGap: 1.5 });
};

export interface Box {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** Padding between a cell's rule and its text. */
const PADDING = 4;

/** `text` centred vertically in `box`, inside its padding. */
export const writeInBox = (doc: Doc, text: string, box: Box, style: TextStyle): void =>
  writeLine(
    doc,
    text,
    box.x + PADDING,
    box.y + (box.height - CAP_HEIGHT * style.size) / 2,
    box.width - 2 * PADDING,
    style,
  );

export const strokeBox = (doc: Doc, box: Box, lineWidth = 0.75): void => {
  doc.lineWidth(lineWidth).strokeColor('black').rect(box.x, box.y, box.width, box.height).stroke();
};

export const fillBox = (doc: Doc, box: Box, color: string): void => {
  doc.rect(box.x, box.y, box.width, box.height).fill(color);
};

export const rule = (doc: Doc, x1: number, x2: number, y: number, lineWidth = 0.5): void => {
  doc.lineWidth(lineWidth).strokeColor(GREY.rule).moveTo(x1, y).lineTo(x2, y).stroke();
};

/** `Pagina 2 di 5` at the foot of every page, after `label` (the document's short name). */
export const numberPages = (doc: Doc, texts: Texts, label: string): void => {
  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index++) {
    doc.switchToPage(index);
    const top = PAGE.height - PAGE.margin - CAP_HEIGHT * 8;
    const style = { size: 8, color: GREY.text } as const;
    writeLine(doc, label, PAGE.margin, top, CONTENT_WIDTH * 0.7, style);
    const page = texts.t('common.page', { page: index - start + 1, pages: count });
    writeLine(doc, page, PAGE.margin, top, CONTENT_WIDTH, { ...style, align: 'right' });
  }
};

/** Ends the document and hands back the whole file. */
export const toBytes = (doc: Doc): Promise<Uint8Array> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
    doc.end();
  });
