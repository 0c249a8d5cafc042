/**
 * A list that flows over as many pages as it needs, its header row repeated on each. Rows come
 * in groups a page break never splits (the seats of one table), shaded in turn so that a long
 * row is easy to follow across the page.
 */
import {
  BOTTOM,
  type Box,
  CONTENT_WIDTH,
  type Doc,
  fillBox,
  GREY,
  PAGE,
  rule,
  writeInBox,
} from './document.js';

export interface Column {
  readonly heading: string;
  /** Points, or `rest` for the one column that takes what the others leave. */
  readonly width: number | 'rest';
  readonly align?: 'left' | 'center' | 'right';
  readonly bold?: boolean;
}

export type Row = readonly string[];
export type RowGroup = readonly Row[];

const ROW_HEIGHT = 16;
const HEADER_HEIGHT = 18;
const SIZE = 10;

const columnWidths = (columns: readonly Column[]): readonly number[] => {
  const fixed = columns.reduce((sum, c) => sum + (c.width === 'rest' ? 0 : c.width), 0);
  return columns.map((c) => (c.width === 'rest' ? CONTENT_WIDTH - fixed : c.width));
};

const writeRow = (
  doc: Doc,
  columns: readonly Column[],
  widths: readonly number[],
  cells: Row,
  top: number,
  height: number,
  header: boolean,
): void => {
  let x = PAGE.margin;
  columns.forEach((column, index) => {
    const box: Box = { x, y: top, width: widths[index] ?? 0, height };
    const style = {
      size: header ? 9 : SIZE,
      minSize: header ? 7 : 7.5,
      bold: header || column.bold === true,
      align: column.align ?? 'left',
    } as const;
    writeInBox(doc, cells[index] ?? '', box, style);
    x += box.width;
  });
};

/**
 * Draws `groups` under `columns` from `top`; `newPage` starts a page and says where its content
 * starts. Returns the y below the last row.
 */
export const drawListTable = (
  doc: Doc,
  columns: readonly Column[],
  groups: readonly RowGroup[],
  top: number,
  newPage: () => number,
): number => {
  const widths = columnWidths(columns);
  const headings = columns.map((c) => c.heading);
  const writeHeader = (y: number): number => {
    fillBox(doc, { x: PAGE.margin, y, width: CONTENT_WIDTH, height: HEADER_HEIGHT }, GREY.fill);
    writeRow(doc, columns, widths, headings, y, HEADER_HEIGHT, true);
    return y + HEADER_HEIGHT;
  };
  const firstHeight = (groups[0]?.length ?? 0) * ROW_HEIGHT;
  // A table that would start with its header alone at the foot of a page starts on the next.
  let y = writeHeader(top + HEADER_HEIGHT + firstHeight > BOTTOM ? newPage() : top);
  let groupsOnPage = 0;
  groups.forEach((group, index) => {
    const height = group.length * ROW_HEIGHT;
    if (y + height > BOTTOM && groupsOnPage > 0) {
      y = writeHeader(newPage());
      groupsOnPage = 0;
    }
    groupsOnPage += 1;
    if (index % 2 === 1) {
      fillBox(doc, { x: PAGE.margin, y, width: CONTENT_WIDTH, height }, GREY.shade);
    }
    group.forEach((row, rowIndex) => {
      writeRow(doc, columns, widths, row, y + rowIndex * ROW_HEIGHT, ROW_HEIGHT, false);
    });
    y += height;
    rule(doc, PAGE.margin, PAGE.margin + CONTENT_WIDTH, y, 0.3);
  });
  return y;
};
