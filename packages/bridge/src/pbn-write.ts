/**
 * Writing games as a PBN 2.1 file in the export format: a `% PBN 2.1` header, then each game
 * with the fifteen identification tags in their order (empty values where a field is not
 * known), the other tags kept from reading, the auction and play sections with their notes,
 * and the commentary, games separated by an empty line. The deal is written from the dealer.
 */
import { card52Code } from '@tavolo/cards';
import { writePbnDeal } from './pbn-deal.js';
import {
  type PbnCall,
  type PbnCard,
  type PbnGame,
  type PbnNote,
  type PbnTag,
  directionOf,
  writeCall,
  writeContract,
  writeVulnerability,
} from './pbn.js';

/** A tag pair, its value escaped (`\"`, `\\`); a value is one line, a line break a space. */
const tagLine = (name: string, value: string): string =>
  `[${name} "${value
    .replace(/\r?\n|\r/g, ' ')
    .replace(/\\/g, '\\\\')
    .replace(/"/g, '\\"')}"]`;

const annotated = (text: string, item: PbnCall | PbnCard): string =>
  `${text}${item.annotation ?? ''}${item.note === undefined ? '' : ` =${item.note}=`}`;

const noteLines = (notes: readonly PbnNote[]): string[] =>
  notes.map((n) => tagLine('Note', `${n.number}:${n.text}`));

/** Four calls, or one trick, a line. */
const rows = (items: readonly string[]): string[] => {
  const lines: string[] = [];
  for (let k = 0; k < items.length; k += 4) lines.push(items.slice(k, k + 4).join(' '));
  return lines;
};

const otherTag = (tag: PbnTag): string[] => [tagLine(tag.name, tag.value), ...tag.section];

/** `{text}`; a text with a `}` in it as `;` comments, one a line. */
const commentLines = (text: string): string[] =>
  text.includes('}') ? text.split('\n').map((l) => `;${l}`) : [`{${text}}`];

const writeGame = (game: PbnGame): string => {
  const { deal, contract } = game;
  const [north, east, south, west] = game.players;
  const lines = [
    tagLine('Event', game.event),
    tagLine('Site', game.site),
    tagLine('Date', game.date),
    tagLine('Board', String(deal.number)),
    tagLine('West', west),
    tagLine('North', north),
    tagLine('East', east),
    tagLine('South', south),
    tagLine('Dealer', directionOf(deal.dealer)),
    tagLine('Vulnerable', writeVulnerability(deal.vulnerability)),
    tagLine('Deal', writePbnDeal(deal.hands, deal.dealer)),
    tagLine('Scoring', game.scoring),
    tagLine(
      'Declarer',
      contract === undefined || contract === 'pass' ? '' : directionOf(contract.declarer),
    ),
    tagLine('Contract', contract === undefined ? '' : writeContract(contract)),
    tagLine('Result', game.result === undefined ? '' : String(game.result)),
    // Other tags come before the sections, so that a Note among them is not read as a note of
    // the auction or the play.
    ...game.tags.flatMap(otherTag),
  ];
  if (game.auction) {
    const { first, calls, notes } = game.auction;
    lines.push(
      tagLine('Auction', directionOf(first)),
      ...rows(calls.map((c) => annotated(writeCall(c.call), c))),
      ...noteLines(notes),
    );
  }
  if (game.play) {
    const { first, tricks, notes } = game.play;
    lines.push(
      tagLine('Play', directionOf(first)),
      ...tricks.map((trick) => {
        const cards = trick.map((c) => annotated(c.card === null ? '-' : card52Code(c.card), c));
        return cards.join(' ') + (trick.length < 4 ? ' *' : '');
      }),
      ...noteLines(notes),
    );
  }
  lines.push(...game.commentary.flatMap(commentLines));
  return lines.join('\n');
};

/** The games as a PBN file. */
export const writePbn = (games: readonly PbnGame[]): string =>
  ['% PBN 2.1\n% EXPORT\n', ...games.map((g) => `${writeGame(g)}\n`)].join('\n');
