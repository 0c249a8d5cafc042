/**
 * Mitchell guide cards, one page per table of a Mitchell phase, left on the table: the N/S
 * pair that stays there (BUR-CH art. 2: the "coppia fissa"), and for each round the E/W pair
 * that plays there and where both lines go next. At the phantom table of an odd count the
 * card says that whoever arrives rests (BUR-CH art. 3). It is the planned movement: the
 * round's posted seating list rules when a withdrawal or a second rest changes it.
 */
import type { Result } from '@tavolo/cards';
import {
  type Box,
  CONTENT_WIDTH,
  type Doc,
  GREY,
  PAGE,
  strokeBox,
  writeLine,
  writeWrapped,
} from './document.js';
import { DEFAULT_LANG, type Texts } from './i18n.js';
import type {
  EntrantName,
  GuideCardsInput,
  GuideRound,
  GuideTable,
  Lang,
  PrintError,
} from './input.js';
import { type Column, drawListTable } from './list-table.js';
import { joinNames } from './names.js';
import { makePaper } from './paper.js';
import { checkGuideCards } from './validate.js';

const LEFT = PAGE.margin;
const RIGHT = PAGE.margin + CONTENT_WIDTH;
const TABLE_BOX = 110;

const entrantText = (texts: Texts, entrant: EntrantName): string =>
  `${texts.t('common.entrantNumber', { entrant: entrant.entrant })} · ${joinNames(entrant.players)}`;

/** The heading of a card; the table's number large, as on the score sheet. */
const writeHeading = (doc: Doc, texts: Texts, input: GuideCardsInput, table: GuideTable) => {
  const box: Box = { x: RIGHT - TABLE_BOX, y: LEFT, width: TABLE_BOX, height: 70 };
  strokeBox(doc, box, 1.5);
  writeLine(doc, texts.t('common.table').toUpperCase(), box.x, LEFT + 7, box.width, {
    size: 9,
    align: 'center',
    color: GREY.text,
  });
  writeLine(doc, String(table.table), box.x, LEFT + 22, box.width, {
    size: 36,
    bold: true,
    align: 'center',
    minSize: 16,
  });
  const width = CONTENT_WIDTH - TABLE_BOX - 12;
  writeLine(doc, input.event.name, LEFT, LEFT + 2, width, { size: 16, bold: true, minSize: 10 });
  const title = `${texts.t('guide.title')} · ${texts.t('guide.rounds', { first: input.first, last: input.last })}`;
  writeLine(doc, title, LEFT, LEFT + 26, width, { size: 12, bold: true, minSize: 9 });
  writeLine(
    doc,
    `${texts.t(`game.${input.event.game}`)} · ${texts.date(input.event.date)}`,
    LEFT,
    LEFT + 46,
    width,
    {
      size: 10,
      color: GREY.text,
    },
  );
};

/** Where the table's E/W go after `round`. */
const nextOf = (texts: Texts, round: GuideRound): string =>
  round.next === null
    ? texts.t('guide.phaseEnds')
    : round.next === 'rest'
      ? texts.t('guide.rest')
      : texts.t('guide.toTable', { table: round.next });

const drawCard = (doc: Doc, texts: Texts, input: GuideCardsInput, table: GuideTable) => {
  doc.addPage();
  writeHeading(doc, texts, input, table);
  const phantom = table.northSouth === undefined;
  const northSouth = phantom
    ? texts.t('guide.phantom')
    : texts.t('guide.northSouth', { entrant: entrantText(texts, table.northSouth) });
  writeWrapped(doc, northSouth, LEFT, LEFT + 90, CONTENT_WIDTH, 30, { size: 11, bold: true });
  const columns: readonly Column[] = [
    { heading: texts.t('guide.round'), width: 50, align: 'center', bold: true },
    { heading: texts.t('guide.eastWest'), width: 'rest' },
    { heading: texts.t('guide.nextNorthSouth'), width: 100 },
    { heading: texts.t('guide.nextEastWest'), width: 110, bold: true },
  ];
  const rows = table.rounds.map((round) => [
    [
      String(round.round),
      round.eastWest === undefined
        ? '–'
        : phantom
          ? `${entrantText(texts, round.eastWest)} (${texts.t('guide.rests')})`
          : entrantText(texts, round.eastWest),
      round.next === null ? texts.t('guide.phaseEnds') : phantom ? '–' : texts.t('guide.stay'),
      nextOf(texts, round),
    ],
  ]);
  const newPage = (): number => {
    doc.addPage();
    return LEFT;
  };
  const bottom = drawListTable(doc, columns, rows, LEFT + 130, newPage);
  writeWrapped(
    doc,
    texts.t('guide.note', { count: input.step }),
    LEFT,
    bottom + 14,
    CONTENT_WIDTH,
    40,
    { size: 9, color: GREY.text },
  );
};

/** A guide card for every table of the phase, the phantom's last. */
export const guideCardsPdf = (
  input: GuideCardsInput,
  lang: Lang = DEFAULT_LANG,
): Promise<Result<Uint8Array, PrintError>> =>
  makePaper(
    {
      check: checkGuideCards,
      title: 'guide.title',
      numbered: true,
      draw: (doc, texts) => {
        for (const table of input.tables) drawCard(doc, texts, input, table);
      },
    },
    input,
    lang,
  );
