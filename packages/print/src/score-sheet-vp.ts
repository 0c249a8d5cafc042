/**
 * The VP table printed on a score sheet, under the VP row, so that the table works out its VP
 * itself: Burraco (BUR-CH art. 19: "Le tabelle, riprodotte sugli score, indicano i V.P. da
 * assegnare alle due linee in base alla differenza M.P.") the VP of both lines per band, Scala
 * 40 the placement VP and the art. 22 difference table of the round's hands. One row of MP
 * differences over one row of VP, a band per column.
 */
import {
  type Box,
  CONTENT_WIDTH,
  type Doc,
  fillBox,
  GREY,
  PAGE,
  strokeBox,
  writeInBox,
  writeLine,
} from './document.js';
import type { Texts } from './i18n.js';
import type { Game, VpBand } from './input.js';

/** The title line, then the two rows. */
const TITLE = 13;
const ROW = 15;
export const VP_BANDS_HEIGHT = TITLE + 2 * ROW;
/** As wide as the hand column of the grid above, so the two line up. */
const LABEL = 62;

/**
 * `0–50`, `55–150`, and the open last band as the regulation writes it: `oltre 300`. Figures
 * without a thousands separator, as printed VP tables have them (`1255–1500`).
 */
const rangeOf = (texts: Texts, band: VpBand, before: VpBand | undefined): string =>
  band.upTo === null
    ? texts.t('scoreSheet.vpBands.over', { value: before?.upTo ?? band.from - 1 })
    : `${band.from}–${band.upTo}`;

/** Draws the table from `top`. */
export const writeVpBands = (
  doc: Doc,
  texts: Texts,
  game: Game,
  hands: number,
  bands: readonly VpBand[],
  top: number,
): void => {
  const left = PAGE.margin;
  writeLine(doc, texts.t(`scoreSheet.vpBands.title.${game}`, { hands }), left, top, CONTENT_WIDTH, {
    size: 8.5,
    bold: true,
    minSize: 6.5,
  });
  const width = (CONTENT_WIDTH - LABEL) / bands.length;
  const rows = [
    {
      label: texts.t('scoreSheet.vpBands.difference'),
      cell: (b: VpBand, i: number) => rangeOf(texts, b, bands[i - 1]),
    },
    {
      label: texts.t(`scoreSheet.vpBands.vp.${game}`),
      cell: (b: VpBand, _i: number) => b.vp.map((vp) => texts.number(vp)).join('–'),
    },
  ];
  rows.forEach((row, index) => {
    const y = top + TITLE + index * ROW;
    const label: Box = { x: left, y, width: LABEL, height: ROW };
    fillBox(doc, label, GREY.fill);
    strokeBox(doc, label);
    writeInBox(doc, row.label, label, { size: 7.5, bold: true, minSize: 6 });
    bands.forEach((band, column) => {
      const box: Box = { x: left + LABEL + column * width, y, width, height: ROW };
      strokeBox(doc, box);
      writeInBox(doc, row.cell(band, column), box, {
        size: 8,
        align: 'center',
        minSize: 5.5,
        bold: index === 1,
      });
    });
  });
};
