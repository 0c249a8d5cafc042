/**
 * Table cards: the table's number, large, to stand on the table where the room can read it.
 * Each page folds along its middle into a tent, so each half carries the number, the top one
 * upside down: from either side of the table it reads the right way up.
 */
import type { Result } from '@tavolo/cards';
import { CONTENT_WIDTH, type Doc, GREY, PAGE, writeLine } from './document.js';
import { DEFAULT_LANG, type Texts } from './i18n.js';
import type { Lang, PrintError, TableCardsInput } from './input.js';
import { makePaper } from './paper.js';
import { checkTableCards } from './validate.js';

const HALF = PAGE.height / 2;

/** One half of the card, drawn from `top` down. */
const drawHalf = (doc: Doc, texts: Texts, input: TableCardsInput, table: number, top: number) => {
  const left = PAGE.margin;
  writeLine(doc, texts.t('common.table').toUpperCase(), left, top + 48, CONTENT_WIDTH, {
    size: 30,
    bold: true,
    align: 'center',
    color: GREY.text,
  });
  writeLine(doc, String(table), left, top + 104, CONTENT_WIDTH, {
    size: 240,
    bold: true,
    align: 'center',
    minSize: 80,
  });
  const foot = `${input.event.name} · ${texts.t(`game.${input.event.game}`)} · ${texts.date(input.event.date)}`;
  writeLine(doc, foot, left, top + HALF - 56, CONTENT_WIDTH, {
    size: 11,
    align: 'center',
    minSize: 7,
    color: GREY.text,
  });
};

/** One card per table, in the order given; a tent card carries no page number. */
export const tableCardsPdf = (
  input: TableCardsInput,
  lang: Lang = DEFAULT_LANG,
): Promise<Result<Uint8Array, PrintError>> =>
  makePaper(
    {
      check: checkTableCards,
      title: 'tableCards.title',
      numbered: false,
      draw: (doc, texts) => {
        for (const table of input.tables) {
          doc.addPage();
          drawHalf(doc, texts, input, table, HALF);
          // The top half turned about its centre: it faces the other side of the table.
          doc.save();
          doc.rotate(180, { origin: [PAGE.width / 2, HALF / 2] });
          drawHalf(doc, texts, input, table, 0);
          doc.restore();
          doc
            .lineWidth(0.5)
            .strokeColor(GREY.rule)
            .dash(4, { space: 4 })
            .moveTo(PAGE.margin, HALF)
            .lineTo(PAGE.width - PAGE.margin, HALF)
            .stroke()
            .undash();
          writeLine(doc, texts.t('tableCards.fold'), PAGE.margin, HALF + 6, CONTENT_WIDTH, {
            size: 7,
            align: 'center',
            color: GREY.text,
          });
        }
      },
    },
    input,
    lang,
  );
