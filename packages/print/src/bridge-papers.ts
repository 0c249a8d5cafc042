/**
 * The papers of a bridge pairs event: the travellers (one per board, every table's result and
 * the field's matchpoints or IMPs on it, as the director posts them) and the personal score
 * cards (one per pair, its boards round by round, with its total).
 */
import { err, ok, type Result } from '@tavolo/cards';
import { BOTTOM, createDocument, type Doc, numberPages, toBytes } from './document.js';
import type {
  BridgeSeat,
  ScoreCard,
  ScoreCardsInput,
  Traveller,
  TravellerRow,
  TravellersInput,
} from './bridge-input.js';
import { createTexts, DEFAULT_LANG, type Texts } from './i18n.js';
import type { Lang, PrintError } from './input.js';
import { startListPage, writeNote, writeSectionTitle } from './list-page.js';
import { type Column, drawListTable } from './list-table.js';
import { checkEvent } from './validate.js';

const SEATS: readonly BridgeSeat[] = ['N', 'E', 'S', 'W'];
const isBoard = (n: number): boolean => Number.isInteger(n) && n >= 1;
const isTricks = (n: number | undefined): boolean =>
  n === undefined || (Number.isInteger(n) && n >= 0 && n <= 13);
const finite = (n: number | undefined): boolean => n === undefined || Number.isFinite(n);
const problem = (code: PrintError['code'], message: string): PrintError => ({ code, message });

const rowProblem = (board: number, row: TravellerRow): PrintError | undefined => {
  if (row.declarer !== undefined && !SEATS.includes(row.declarer))
    return problem('invalid-board', `board ${board}: declarer ${row.declarer} is not N, E, S or W`);
  if (!isTricks(row.tricks))
    return problem('invalid-board', `board ${board}: ${String(row.tricks)} tricks is not 0 to 13`);
  if (![row.nsScore, row.nsResult, row.ewResult].every(finite))
    return problem('invalid-board', `board ${board}: a score is not a number`);
  return undefined;
};

/** Why `input` cannot be printed as travellers, or undefined. */
export const checkTravellers = (input: TravellersInput): PrintError | undefined => {
  const event = checkEvent(input.event);
  if (event) return event;
  if (input.boards.length === 0) return problem('nothing-to-print', 'no board to print');
  const seen = new Set<number>();
  for (const traveller of input.boards) {
    if (!isBoard(traveller.board) || seen.has(traveller.board))
      return problem('invalid-board', `board ${traveller.board} is not a new positive integer`);
    seen.add(traveller.board);
    for (const row of traveller.rows) {
      const bad = rowProblem(traveller.board, row);
      if (bad) return bad;
    }
  }
  return undefined;
};

/** Why `input` cannot be printed as score cards, or undefined. */
export const checkScoreCards = (input: ScoreCardsInput): PrintError | undefined => {
  const event = checkEvent(input.event);
  if (event) return event;
  if (input.cards.length === 0) return problem('nothing-to-print', 'no pair to print');
  for (const card of input.cards)
    for (const round of card.rounds)
      for (const board of round.boards) {
        if (!isBoard(board.board))
          return problem('invalid-board', `pair ${card.pair}: board ${board.board} is no board`);
        if (!isTricks(board.tricks) || ![board.score, board.result].every(finite))
          return problem(
            'invalid-board',
            `pair ${card.pair}: board ${board.board} has bad figures`,
          );
      }
  return undefined;
};

/** A score with its sign, `+620` or `-100`; `0` stays plain. */
const signed = (texts: Texts, n: number): string =>
  n > 0 ? `+${texts.number(n)}` : texts.number(n);

/** The contract as printed: `4SX`, `Passo` for a passed-out board. */
const contractText = (texts: Texts, contract: string | null | undefined): string =>
  contract === null ? texts.t('bridge.travellers.passed') : (contract ?? '');

const seatText = (texts: Texts, seat: BridgeSeat | undefined): string =>
  seat === undefined ? '' : texts.t(`bridge.seat.${seat}`);

const travellerHeading = (texts: Texts, traveller: Traveller): string =>
  [
    texts.t('bridge.travellers.board', { board: traveller.board }),
    texts.t('bridge.travellers.dealer', { seat: seatText(texts, traveller.dealer) }),
    texts.t('bridge.travellers.vulnerable', {
      who: texts.t(`bridge.vulnerability.${traveller.vulnerability}`),
    }),
  ].join(' · ');

const small = { width: 40, align: 'center' } as const;
const figure = { width: 56, align: 'right' } as const;

/** Every board's traveller, one after the other, a board never split across pages. */
export const travellersPdf = async (
  input: TravellersInput,
  lang: Lang = DEFAULT_LANG,
): Promise<Result<Uint8Array, PrintError>> => {
  const bad = checkTravellers(input);
  if (bad) return err(bad);
  const texts = createTexts(lang);
  const title = texts.t('bridge.travellers.title');
  const doc = createDocument(`${title} – ${input.event.name}`, texts);
  const unit = input.scoring === 'mp' ? 'Mp' : 'Imp';
  const columns: readonly Column[] = [
    { heading: texts.t('bridge.travellers.ns'), ...small, bold: true },
    { heading: texts.t('bridge.travellers.ew'), ...small, bold: true },
    { heading: texts.t('bridge.travellers.contract'), width: 'rest' },
    { heading: texts.t('bridge.travellers.by'), ...small },
    { heading: texts.t('bridge.travellers.lead'), ...small },
    { heading: texts.t('bridge.travellers.tricks'), ...small },
    { heading: texts.t('bridge.travellers.nsScore'), ...figure },
    { heading: texts.t('bridge.travellers.ewScore'), ...figure },
    { heading: texts.t(`bridge.travellers.ns${unit}`), ...figure, bold: true },
    { heading: texts.t(`bridge.travellers.ew${unit}`), ...figure, bold: true },
  ];
  let top = startListPage(doc, texts, input.event, title);
  for (const traveller of input.boards) {
    const height = 20 + 18 + 16 * traveller.rows.length + (input.top === undefined ? 0 : 16);
    if (top + Math.min(height, 200) > BOTTOM) top = startListPage(doc, texts, input.event, title);
    top = writeSectionTitle(doc, texts, travellerHeading(texts, traveller), top, false);
    const rows = traveller.rows.map((row) => [
      [
        row.ns,
        row.ew,
        row.adjusted !== undefined
          ? texts.t('bridge.travellers.adjusted', { score: row.adjusted })
          : contractText(texts, row.contract),
        seatText(texts, row.declarer),
        row.lead ?? '',
        row.tricks === undefined ? '' : String(row.tricks),
        row.nsScore !== undefined && row.nsScore > 0 ? signed(texts, row.nsScore) : '',
        row.nsScore !== undefined && row.nsScore < 0 ? signed(texts, -row.nsScore) : '',
        texts.number(row.nsResult),
        texts.number(row.ewResult),
      ],
    ]);
    top = drawListTable(doc, columns, rows, top, () =>
      startListPage(doc, texts, input.event, title),
    );
    if (input.top !== undefined)
      top = writeNote(doc, texts.t('bridge.travellers.top', { top: input.top }), top + 4);
    top += 14;
  }
  numberPages(doc, texts, `${input.event.name} · ${title}`);
  return ok(await toBytes(doc));
};

const writeCard = (doc: Doc, texts: Texts, input: ScoreCardsInput, card: ScoreCard): void => {
  const title = texts.t('bridge.scoreCards.title');
  const unit = input.scoring === 'mp' ? 'mp' : 'imp';
  let top = startListPage(doc, texts, input.event, title);
  const heading = [
    texts.t('bridge.scoreCards.pair', { pair: card.pair }),
    card.players.join(' – '),
    ...(card.direction === undefined
      ? []
      : [
          texts.t('bridge.scoreCards.direction', {
            direction: texts.t(`bridge.travellers.${card.direction === 'NS' ? 'ns' : 'ew'}`),
          }),
        ]),
  ].join(' · ');
  top = writeSectionTitle(doc, texts, heading, top, false);
  const columns: readonly Column[] = [
    { heading: texts.t('bridge.scoreCards.round'), ...small },
    { heading: texts.t('bridge.scoreCards.table'), ...small },
    { heading: texts.t('bridge.scoreCards.opponents'), width: 64, align: 'center' },
    { heading: texts.t('bridge.scoreCards.board'), ...small, bold: true },
    { heading: texts.t('bridge.scoreCards.contract'), width: 'rest' },
    { heading: texts.t('bridge.scoreCards.by'), ...small },
    { heading: texts.t('bridge.scoreCards.tricks'), ...small },
    { heading: texts.t('bridge.scoreCards.score'), ...figure },
    { heading: texts.t(`bridge.scoreCards.${unit}`), ...figure, bold: true },
  ];
  // A round's boards stay together: one group per round, the round's facts on its first row.
  const groups = card.rounds.map((round) =>
    round.boards.map((board, i) => [
      i === 0 ? String(round.round) : '',
      i === 0 ? String(round.table) : '',
      i === 0 ? round.opponents : '',
      String(board.board),
      board.adjusted !== undefined
        ? texts.t('bridge.travellers.adjusted', { score: board.adjusted })
        : contractText(texts, board.contract),
      seatText(texts, board.declarer),
      board.tricks === undefined ? '' : String(board.tricks),
      board.score === undefined ? '' : signed(texts, board.score),
      texts.number(board.result),
    ]),
  );
  top = drawListTable(doc, columns, groups, top, () =>
    startListPage(doc, texts, input.event, title),
  );
  const total =
    input.scoring === 'mp' && card.percent !== undefined
      ? texts.t('bridge.scoreCards.total', {
          total: texts.number(card.total),
          percent: texts.number(card.percent),
        })
      : texts.t('bridge.scoreCards.totalImp', { total: texts.number(card.total) });
  writeSectionTitle(doc, texts, total, top + 8, false);
};

/** One page (or more) per pair: its personal score card. */
export const scoreCardsPdf = async (
  input: ScoreCardsInput,
  lang: Lang = DEFAULT_LANG,
): Promise<Result<Uint8Array, PrintError>> => {
  const bad = checkScoreCards(input);
  if (bad) return err(bad);
  const texts = createTexts(lang);
  const title = texts.t('bridge.scoreCards.title');
  const doc = createDocument(`${title} – ${input.event.name}`, texts);
  for (const card of input.cards) writeCard(doc, texts, input, card);
  numberPages(doc, texts, `${input.event.name} · ${title}`);
  return ok(await toBytes(doc));
};
