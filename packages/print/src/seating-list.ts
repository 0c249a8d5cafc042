/**
 * The seating list of a round, posted before play: by table (table, position, entrant, names),
 * then every player alphabetically with their table and position, on pages of its own so the
 * two halves can hang apart.
 */
import { err, ok, type Result } from '@tavolo/cards';
import { createDocument, type Doc, numberPages, toBytes } from './document.js';
import { createTexts, DEFAULT_LANG, type Texts } from './i18n.js';
import type { Lang, PlayerName, PrintError, RoundSeating } from './input.js';
import { startListPage, writeSectionTitle } from './list-page.js';
import { type Column, drawListTable, type RowGroup } from './list-table.js';
import { compareNames, fullName, joinNames } from './names.js';
import { bySeatOrder } from './seats.js';
import { checkRoundSeating } from './validate.js';

/** A section that starts on a fresh page and says "(continued)" on the pages after. */
const drawSection = (
  doc: Doc,
  texts: Texts,
  input: RoundSeating,
  section: string,
  columns: readonly Column[],
  groups: readonly RowGroup[],
): void => {
  const title = texts.t('seating.title', { round: input.round });
  const page = (continued: boolean): number =>
    writeSectionTitle(
      doc,
      texts,
      section,
      startListPage(doc, texts, input.event, title),
      continued,
    );
  drawListTable(doc, columns, groups, page(false), () => page(true));
};

const byTable = (texts: Texts, input: RoundSeating): readonly RowGroup[] => {
  const tables = [...input.tables].sort((a, b) => a.table - b.table);
  const seated = tables.map((table) =>
    bySeatOrder(table.seats).map((seat, index) => [
      // The table number once per table: the shaded group shows where the table ends.
      index === 0 ? String(table.table) : '',
      texts.position(seat.position),
      seat.entrant,
      joinNames(seat.players),
    ]),
  );
  const byes = (input.byes ?? []).map((bye) => [
    [texts.t('seating.bye'), '', bye.entrant, joinNames(bye.players)],
  ]);
  return [...seated, ...byes];
};

interface Placement {
  readonly player: PlayerName;
  readonly entrant: string;
  readonly table: string;
  readonly position: string;
}

const alphabetical = (texts: Texts, input: RoundSeating): readonly RowGroup[] => {
  const placements: Placement[] = [];
  for (const table of input.tables) {
    for (const seat of table.seats) {
      for (const player of seat.players) {
        const position = texts.position(seat.position);
        placements.push({ player, entrant: seat.entrant, table: String(table.table), position });
      }
    }
  }
  for (const bye of input.byes ?? []) {
    for (const player of bye.players) {
      placements.push({
        player,
        entrant: bye.entrant,
        table: texts.t('seating.bye'),
        position: '',
      });
    }
  }
  const compare = compareNames(texts.lang);
  return placements
    .sort((a, b) => compare(a.player, b.player))
    .map((p) => [[fullName(p.player), p.entrant, p.table, p.position]]);
};

/** The seating list of one round, by table and alphabetically. */
export const seatingListPdf = async (
  input: RoundSeating,
  lang: Lang = DEFAULT_LANG,
): Promise<Result<Uint8Array, PrintError>> => {
  const problem = checkRoundSeating(input);
  if (problem) return err(problem);
  const texts = createTexts(lang);
  const title = texts.t('seating.title', { round: input.round });
  const doc = createDocument(`${title} – ${input.event.name}`, texts);
  const entrant = { heading: texts.t('common.entrant'), width: 44, align: 'center' } as const;
  const position = { heading: texts.t('common.position'), width: 84 } as const;
  const table = {
    heading: texts.t('common.table'),
    width: 56,
    align: 'center',
    bold: true,
  } as const;
  drawSection(
    doc,
    texts,
    input,
    texts.t('seating.byTable'),
    [table, position, entrant, { heading: texts.t('common.players'), width: 'rest' }],
    byTable(texts, input),
  );
  drawSection(
    doc,
    texts,
    input,
    texts.t('seating.alphabetical'),
    [{ heading: texts.t('seating.name'), width: 'rest', bold: true }, entrant, table, position],
    alphabetical(texts, input),
  );
  numberPages(doc, texts, `${input.event.name} · ${title}`);
  return ok(await toBytes(doc));
};
