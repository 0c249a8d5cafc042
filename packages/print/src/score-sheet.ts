/**
 * Score sheets: one A4 page per table, the form the players fill in by hand during the round and
 * hand to the director signed. Each side's names and entrant number head its own columns, so a
 * score is not written under the wrong line.
 */
import { err, ok, type Result } from '@tavolo/cards';
import {
  type Box,
  CONTENT_WIDTH,
  createDocument,
  type Doc,
  fillBox,
  GREY,
  PAGE,
  strokeBox,
  type TextStyle,
  toBytes,
  writeInBox,
  writeLine,
} from './document.js';
import { createTexts, DEFAULT_LANG, type Texts } from './i18n.js';
import type { Game, Lang, PrintError, ScoreSheetInput, TableSeating } from './input.js';
import { fullName, joinNames } from './names.js';
import { VP_BANDS_HEIGHT, writeVpBands } from './score-sheet-vp.js';
import { type Side, sidesOf } from './seats.js';
import { checkScoreSheetInput } from './validate.js';

/** Burraco scores three figures per line and hand; Scala 40 one per player (S40-CdG art. 22). */
const columnKeys = (game: Game): readonly string[] =>
  game === 'burraco'
    ? ['scoreSheet.honours', 'scoreSheet.cardPoints', 'scoreSheet.handTotal']
    : ['scoreSheet.penaltyPoints'];

const TOP = PAGE.margin;
const LEFT = PAGE.margin;
const RIGHT = PAGE.margin + CONTENT_WIDTH;
const TABLE_BOX_WIDTH = 100;
const GRID_TOP = TOP + 76;
const HAND_COLUMN = 62;
const SIDE_LINE = 13;
/** Above and below the names over a side's columns. */
const SIDE_PADDING = 7;
const COLUMN_HEADER = 18;
const SUM_ROW = 24;
const SIGNATURE_BOX = 50;
/** Room for a handwritten score; fewer rows are not stretched past it. */
const MAX_HAND_ROW = 36;
const SIGNATURES_GAP = 22;
/** The signatures' title, boxes and note. */
const SIGNATURES_HEIGHT = 18 + SIGNATURE_BOX + 8 + 12;
/** A line of notice under the VP row (the table of three, a derived VP table). */
const NOTICE_LINE = 12;
/** Below the hand rows, whatever the sheet: penalties, totals, VP, the signatures. */
const BELOW_HANDS = 3 * SUM_ROW + SIGNATURES_GAP + SIGNATURES_HEIGHT;
/** The notes box (for the director's corrections, S40-CdG art. 24) is left out when smaller. */
const MIN_NOTES = 50;

const writeHeading = (
  doc: Doc,
  texts: Texts,
  input: ScoreSheetInput,
  table: TableSeating,
): void => {
  const tableBox: Box = { x: RIGHT - TABLE_BOX_WIDTH, y: TOP, width: TABLE_BOX_WIDTH, height: 60 };
  strokeBox(doc, tableBox, 1.5);
  const label = texts.t('common.table').toUpperCase();
  writeLine(doc, label, tableBox.x, TOP + 7, tableBox.width, {
    size: 9,
    align: 'center',
    color: GREY.text,
  });
  writeLine(doc, String(table.table), tableBox.x, TOP + 22, tableBox.width, {
    size: 30,
    bold: true,
    align: 'center',
    minSize: 16,
  });
  const width = CONTENT_WIDTH - TABLE_BOX_WIDTH - 12;
  writeLine(doc, input.event.name, LEFT, TOP + 2, width, { size: 16, bold: true, minSize: 10 });
  const title = [
    texts.t('scoreSheet.title'),
    texts.t(`game.${input.event.game}`),
    texts.t('common.round', { round: input.round }),
  ].join(' · ');
  writeLine(doc, title, LEFT, TOP + 26, width, { size: 12, bold: true, minSize: 9 });
  writeLine(doc, texts.date(input.event.date), LEFT, TOP + 46, width, {
    size: 10,
    color: GREY.text,
  });
};

interface Line {
  readonly text: string;
  readonly style: TextStyle;
}

/** The names over a side's columns: one line per player, so each is set as large as it fits. */
const sideLines = (texts: Texts, side: Side): readonly Line[] => {
  const label = texts.position(side.position);
  const name = { size: 10, minSize: 7 } as const;
  const [only] = side.seats;
  if (side.seats.length === 1 && only) {
    const number = texts.t('common.entrantNumber', { entrant: only.entrant });
    const names = only.players.length <= 3 ? only.players.map(fullName) : [joinNames(only.players)];
    return [
      { text: `${label} · ${number}`, style: { size: 10, bold: true, minSize: 7 } },
      ...names.map((text) => ({ text, style: name })),
    ];
  }
  // Burraco individual: the line's two players, each with their own entrant number.
  return [
    { text: label, style: { size: 10, bold: true, minSize: 7 } },
    ...side.seats.map((seat) => ({
      text: [
        texts.position(seat.position, true),
        texts.t('common.entrantNumber', { entrant: seat.entrant }),
        joinNames(seat.players),
      ].join(' · '),
      style: name,
    })),
  ];
};

/** Draws the hand grid from GRID_TOP; returns the y below it. */
const writeGrid = (
  doc: Doc,
  texts: Texts,
  game: Game,
  sides: readonly Side[],
  hands: number,
  /** Room the sheet needs under the VP row besides the signatures (notices, VP table). */
  extra: number,
): number => {
  const keys = columnKeys(game);
  const lines = sides.map((side) => sideLines(texts, side));
  const sideHeader = 2 * SIDE_PADDING + Math.max(...lines.map((l) => l.length)) * SIDE_LINE;
  const sideWidth = (CONTENT_WIDTH - HAND_COLUMN) / sides.length;
  const columnWidth = sideWidth / keys.length;
  const rowsTop = GRID_TOP + sideHeader + COLUMN_HEADER;
  const room = PAGE.height - PAGE.margin - BELOW_HANDS - extra - rowsTop;
  const rowHeight = Math.min(MAX_HAND_ROW, Math.floor(room / hands));
  const penaltyTop = rowsTop + hands * rowHeight;
  const totalsTop = penaltyTop + SUM_ROW;
  const vpTop = totalsTop + SUM_ROW;
  const bottom = vpTop + SUM_ROW;
  const label = { size: 9, bold: true, align: 'center', minSize: 6.5 } as const;

  const handHeader: Box = {
    x: LEFT,
    y: GRID_TOP,
    width: HAND_COLUMN,
    height: sideHeader + COLUMN_HEADER,
  };
  fillBox(doc, handHeader, GREY.fill);
  strokeBox(doc, handHeader);
  writeInBox(doc, texts.t('scoreSheet.hand'), handHeader, label);
  for (let hand = 1; hand <= hands; hand++) {
    const box = {
      x: LEFT,
      y: rowsTop + (hand - 1) * rowHeight,
      width: HAND_COLUMN,
      height: rowHeight,
    };
    strokeBox(doc, box);
    writeInBox(doc, String(hand), box, { ...label, size: 11 });
  }
  // The director's penalties in the match (MP), then the totals they count in, then the VP.
  const summaries = [
    ['scoreSheet.penalties', penaltyTop],
    ['scoreSheet.totals', totalsTop],
    ['scoreSheet.vp', vpTop],
  ] as const;
  for (const [key, y] of summaries) {
    const box: Box = { x: LEFT, y, width: HAND_COLUMN, height: SUM_ROW };
    fillBox(doc, box, GREY.fill);
    strokeBox(doc, box);
    writeInBox(doc, texts.t(key), box, label);
  }

  lines.forEach((sideNames, sideIndex) => {
    const x = LEFT + HAND_COLUMN + sideIndex * sideWidth;
    strokeBox(doc, { x, y: GRID_TOP, width: sideWidth, height: sideHeader });
    sideNames.forEach((line, index) => {
      const top = GRID_TOP + SIDE_PADDING + index * SIDE_LINE;
      writeLine(doc, line.text, x + 5, top, sideWidth - 10, line.style);
    });
    keys.forEach((key, keyIndex) => {
      const columnX = x + keyIndex * columnWidth;
      const header = {
        x: columnX,
        y: GRID_TOP + sideHeader,
        width: columnWidth,
        height: COLUMN_HEADER,
      };
      fillBox(doc, header, GREY.fill);
      strokeBox(doc, header);
      writeInBox(doc, texts.t(key), header, { ...label, size: 8.5 });
      for (let hand = 0; hand < hands; hand++) {
        const y = rowsTop + hand * rowHeight;
        strokeBox(doc, { x: columnX, y, width: columnWidth, height: rowHeight });
      }
      strokeBox(doc, { x: columnX, y: totalsTop, width: columnWidth, height: SUM_ROW });
    });
    strokeBox(doc, { x, y: penaltyTop, width: sideWidth, height: SUM_ROW });
    strokeBox(doc, { x, y: vpTop, width: sideWidth, height: SUM_ROW });
    // A heavier frame around each side keeps its columns together for the eye.
    strokeBox(doc, { x, y: GRID_TOP, width: sideWidth, height: bottom - GRID_TOP }, 1.5);
  });
  // Penalties and totals are what the VP are worked out from: a heavier rule sets them off.
  doc.lineWidth(1.5).moveTo(LEFT, penaltyTop).lineTo(RIGHT, penaltyTop).stroke();
  strokeBox(doc, { x: LEFT, y: GRID_TOP, width: CONTENT_WIDTH, height: bottom - GRID_TOP }, 1.5);
  return bottom;
};

/** Scala 40: every player signs (S40-CdG art. 23). Burraco: one player per line (BUR-CH art. 20). */
const writeSignatures = (
  doc: Doc,
  texts: Texts,
  game: Game,
  sides: readonly Side[],
  top: number,
): void => {
  writeLine(doc, texts.t('scoreSheet.signatures'), LEFT, top, CONTENT_WIDTH, {
    size: 11,
    bold: true,
  });
  const gap = 10;
  const width = (CONTENT_WIDTH - gap * (sides.length - 1)) / sides.length;
  const boxTop = top + 18;
  sides.forEach((side, index) => {
    const box: Box = { x: LEFT + index * (width + gap), y: boxTop, width, height: SIGNATURE_BOX };
    strokeBox(doc, box);
    const who =
      game === 'scala40'
        ? side.seats.map((seat) => joinNames(seat.players))
        : side.seats.map((seat) =>
            [
              texts.t('common.entrantNumber', { entrant: seat.entrant }),
              joinNames(seat.players),
            ].join(' '),
          );
    const caption = [texts.position(side.position), ...who].join(' · ');
    writeLine(doc, caption, box.x + 4, box.y + 4, box.width - 8, {
      size: 8,
      minSize: 6,
      color: GREY.text,
    });
  });
  const note = game === 'scala40' ? 'scoreSheet.signAll' : 'scoreSheet.signLines';
  writeLine(doc, texts.t(note), LEFT, boxTop + SIGNATURE_BOX + 8, CONTENT_WIDTH, {
    size: 8.5,
    minSize: 7,
    color: GREY.text,
  });
};

/** Scala 40, a table of three: under the VP row, how the event scores it (S40-CdG art. 26). */
const writeTableOfThree = (doc: Doc, texts: Texts, input: ScoreSheetInput, top: number): void => {
  const key = input.tableOfThree === 'as-three' ? 'asThree' : 'asFour';
  writeLine(doc, texts.t(`scoreSheet.tableOfThree.${key}`), LEFT, top, CONTENT_WIDTH, {
    size: 8.5,
    minSize: 6.5,
    color: GREY.text,
  });
};

/** Burraco: under the VP row, that the VP come from a derived or substitute table (BUR-CH art. 19). */
const writeVpTable = (doc: Doc, texts: Texts, input: ScoreSheetInput, top: number): void => {
  if (!input.vpTable) return;
  const text = texts.t(`scoreSheet.vpTable.${input.vpTable.notice}`, { name: input.vpTable.name });
  writeLine(doc, text, LEFT, top, CONTENT_WIDTH, { size: 8.5, minSize: 6.5, color: GREY.text });
};

/** What room is left at the foot of the sheet, for the players' and the director's notes. */
const writeNotes = (doc: Doc, texts: Texts, top: number): void => {
  const height = PAGE.height - PAGE.margin - top;
  if (height < MIN_NOTES) return;
  const box: Box = { x: LEFT, y: top, width: CONTENT_WIDTH, height };
  strokeBox(doc, box);
  writeLine(doc, texts.t('scoreSheet.notes'), box.x + 4, box.y + 4, box.width - 8, {
    size: 8,
    color: GREY.text,
  });
};

/** The score sheets of every table of a round, one page each, in the order given. */
export const scoreSheetsPdf = async (
  input: ScoreSheetInput,
  lang: Lang = DEFAULT_LANG,
): Promise<Result<Uint8Array, PrintError>> => {
  const problem = checkScoreSheetInput(input);
  if (problem) return err(problem);
  const texts = createTexts(lang);
  const title = texts.t('scoreSheet.documentTitle', {
    event: input.event.name,
    round: input.round,
  });
  const doc = createDocument(title, texts);
  const { game } = input.event;
  const bands = input.vpBands ?? [];
  for (const table of input.tables) {
    doc.addPage();
    writeHeading(doc, texts, input, table);
    const sides = sidesOf(game, table);
    const notice =
      (game === 'scala40' && table.seats.length === 3) ||
      (game === 'burraco' && input.vpTable !== undefined);
    const noticeHeight = notice ? NOTICE_LINE : 0;
    const bandsHeight = bands.length > 0 ? VP_BANDS_HEIGHT + 8 : 0;
    const gridBottom = writeGrid(doc, texts, game, sides, input.hands, noticeHeight + bandsHeight);
    if (game === 'scala40' && table.seats.length === 3)
      writeTableOfThree(doc, texts, input, gridBottom + 6);
    if (game === 'burraco') writeVpTable(doc, texts, input, gridBottom + 6);
    if (bands.length > 0)
      writeVpBands(doc, texts, game, input.hands, bands, gridBottom + 8 + noticeHeight);
    const signaturesTop = gridBottom + noticeHeight + bandsHeight + SIGNATURES_GAP;
    writeSignatures(doc, texts, game, sides, signaturesTop);
    writeNotes(doc, texts, signaturesTop + SIGNATURES_HEIGHT + 14);
  }
  return ok(await toBytes(doc));
};
