/**
 * Reading a PBN 2.1 file (import format): the games it holds, or the first problem with the
 * line it is on. A game ends at an empty line. Each game needs its Board and a whole Deal;
 * Dealer and Vulnerable are read from their tags and, when the file leaves them out, follow
 * from the board's number (LAW 2). What is kept and dropped: see `pbn.ts`.
 */
import { type Result, ok } from '@tavolo/cards';
import { MAX_BOARD_NUMBER, dealerOf, isBoardNumber, vulnerabilityOf } from './board.js';
import { readPbnDeal } from './pbn-deal.js';
import { type PbnToken, lexPbn } from './pbn-lex.js';
import { type RawTag, type Read, fail, readSections } from './pbn-sections.js';
import {
  type PbnError,
  type PbnGame,
  PBN_IDENTIFICATION,
  readContract,
  readVulnerability,
  seatOfDirection,
} from './pbn.js';
import type { Contract } from './types.js';

interface RawGame {
  readonly line: number;
  readonly tags: RawTag[];
  readonly comments: string[];
}

/** The file's games, split at empty lines, each tag with the words of its section. */
const splitGames = (tokens: readonly PbnToken[]): Read<RawGame[]> => {
  const games: RawGame[] = [];
  let game: RawGame | null = null;
  for (const t of tokens) {
    if (t.kind === 'break') {
      if (game && game.tags.length > 0) games.push(game);
      game = null;
      continue;
    }
    game ??= { line: t.line, tags: [], comments: [] };
    if (t.kind === 'comment') game.comments.push(t.text);
    else if (t.kind === 'tag') {
      const repeat = t.name !== 'Note' && game.tags.some((g) => g.name === t.name);
      game.tags.push({ name: t.name, value: t.value, line: t.line, words: [], repeat });
    } else {
      const last = game.tags.at(-1);
      if (!last) return fail(t.line, 'stray-text', `"${t.text}" stands before any tag`);
      last.words.push({ text: t.text, line: t.line });
    }
  }
  if (game && game.tags.length > 0) games.push(game);
  return ok(games);
};

const UNKNOWN = new Set(['', '?']);
const IDENTIFICATION = new Set<string>(PBN_IDENTIFICATION);

const readGame = (raw: RawGame): Read<PbnGame> => {
  const tags = raw.tags.filter((t) => !t.repeat);
  const tag = (name: string) => tags.find((t) => t.name === name);
  const text = (name: string) => tag(name)?.value ?? '';
  for (const t of tags) {
    const word = t.words[0];
    if (word && IDENTIFICATION.has(t.name))
      return fail(
        word.line,
        'stray-text',
        `[${t.name}] has no section, yet "${word.text}" follows it`,
      );
  }
  const boardTag = tag('Board');
  if (!boardTag) return fail(raw.line, 'no-board', 'a game needs its [Board] tag');
  const n = /^\d+$/.test(boardTag.value) ? Number(boardTag.value) : Number.NaN;
  if (!isBoardNumber(n))
    return fail(
      boardTag.line,
      'bad-board',
      `a board number is a whole number from 1 to ${MAX_BOARD_NUMBER}, not "${boardTag.value}"`,
    );
  const dealerTag = tag('Dealer');
  const dealer =
    dealerTag && !UNKNOWN.has(dealerTag.value) ? seatOfDirection(dealerTag.value) : dealerOf(n);
  if (dealer === undefined)
    return fail(
      dealerTag?.line ?? raw.line,
      'bad-dealer',
      `the dealer is N, E, S or W, not "${text('Dealer')}"`,
    );
  const vulTag = tag('Vulnerable');
  const vulnerability =
    vulTag && !UNKNOWN.has(vulTag.value) ? readVulnerability(vulTag.value) : vulnerabilityOf(n);
  if (vulnerability === undefined)
    return fail(
      vulTag?.line ?? raw.line,
      'bad-vulnerable',
      `Vulnerable is None, NS, EW or All (or Love, -, Both), not "${text('Vulnerable')}"`,
    );
  const dealTag = tag('Deal');
  if (!dealTag) return fail(raw.line, 'no-deal', `board ${n} has no [Deal] tag`);
  const hands = readPbnDeal(dealTag.value);
  if (!hands.ok) return fail(dealTag.line, hands.error.code, hands.error.message);

  let contract: PbnGame['contract'];
  const contractTag = tag('Contract');
  if (contractTag && !UNKNOWN.has(contractTag.value)) {
    const c = readContract(contractTag.value);
    if (!c)
      return fail(
        contractTag.line,
        'bad-contract',
        `"${contractTag.value}" is no contract (4HX, 3NT, Pass)`,
      );
    if (c === 'pass') contract = 'pass';
    else {
      const declarer = seatOfDirection(text('Declarer'));
      if (declarer === undefined)
        return fail(
          tag('Declarer')?.line ?? contractTag.line,
          'bad-declarer',
          `the contract ${contractTag.value} needs its declarer, N, E, S or W, not "${text('Declarer')}"`,
        );
      contract = { ...c, declarer } satisfies Contract;
    }
  }
  let result: number | undefined;
  const resultTag = tag('Result');
  if (resultTag && !UNKNOWN.has(resultTag.value)) {
    result = /^\d+$/.test(resultTag.value) ? Number(resultTag.value) : Number.NaN;
    if (!(result <= 13))
      return fail(
        resultTag.line,
        'bad-result',
        `Result is the declarer's tricks, 0 to 13, not "${resultTag.value}"`,
      );
  }
  const sections = readSections(tags, dealer, hands.value, contract);
  if (!sections.ok) return sections;
  const { auction, play, others } = sections.value;

  return ok({
    deal: { number: n, dealer, vulnerability, hands: hands.value },
    event: text('Event'),
    site: text('Site'),
    date: text('Date'),
    scoring: text('Scoring'),
    players: [text('North'), text('East'), text('South'), text('West')],
    ...(contract === undefined ? {} : { contract }),
    ...(result === undefined ? {} : { result }),
    ...(auction ? { auction } : {}),
    ...(play ? { play } : {}),
    tags: others,
    commentary: raw.comments,
  });
};

/** The games of a PBN file, or the first problem found, with its line. */
export const readPbn = (text: string): Result<readonly PbnGame[], PbnError> => {
  const tokens = lexPbn(text);
  if (!tokens.ok) return tokens;
  const raw = splitGames(tokens.value);
  if (!raw.ok) return raw;
  const previous = new Map<string, string>();
  const games: PbnGame[] = [];
  for (const game of raw.value) {
    for (const t of game.tags) {
      if (t.value !== '#' || t.repeat) continue;
      const before = previous.get(t.name);
      if (before === undefined)
        return fail(
          t.line,
          'bad-inherit',
          `[${t.name} "#"] repeats the previous game's value, but there is none`,
        );
      t.value = before;
    }
    for (const t of game.tags) if (!t.repeat) previous.set(t.name, t.value);
    const read = readGame(game);
    if (!read.ok) return read;
    games.push(read.value);
  }
  return ok(games);
};
