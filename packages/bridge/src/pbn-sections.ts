/**
 * The sections of a PBN game (PBN 2.1, sections 3.5 and 3.6): the auction and the play with
 * the notes that follow each, and the sections of the tags Tavolo keeps without reading them.
 * The auction must start with the dealer (LAW 17A, 2017), the opening lead be made by the
 * declarer's left-hand opponent (LAW 41A) and every card played come from its hand, once.
 */
import { type Card52, type Result, card52Code, err, ok, parseCard52 } from '@tavolo/cards';
import {
  type PbnAuction,
  type PbnCall,
  type PbnCard,
  type PbnError,
  type PbnGame,
  type PbnNote,
  type PbnPlay,
  type PbnTag,
  PBN_IDENTIFICATION,
  directionOf,
  readCall,
  seatOfDirection,
} from './pbn.js';
import { type Seat, nextSeat } from './types.js';

export interface Word {
  readonly text: string;
  readonly line: number;
}
export interface RawTag {
  readonly name: string;
  value: string;
  readonly line: number;
  readonly words: Word[];
  /** A repeat of a tag already in the game: PBN ignores it. */
  readonly repeat: boolean;
}
export type Read<T> = Result<T, PbnError>;
export const fail = (line: number, code: string, message: string) =>
  err<PbnError>({ code, line, message });

const NOTE_REF = /^=(\d+)=$/;
const NAG = /^\$\d+$/;
const SUFFIX = /^(.+?)(!!|\?\?|!\?|\?!|!|\?)$/;

/** `1NT!` → `1NT` and `!`. */
const splitSuffix = (text: string): { base: string; annotation?: string } => {
  const m = SUFFIX.exec(text);
  return m ? { base: m[1] ?? '', annotation: m[2] ?? '' } : { base: text };
};

const readNotes = (tags: readonly RawTag[]): Read<PbnNote[]> => {
  const notes: PbnNote[] = [];
  for (const tag of tags) {
    const m = /^(\d+):(.*)$/s.exec(tag.value);
    if (!m) return fail(tag.line, 'bad-note', `a note is "number:text", not "${tag.value}"`);
    notes.push({ number: Number(m[1]), text: m[2] ?? '' });
  }
  return ok(notes);
};

/** A note reference (`=n=`) marks the call or card before it. */
const withNote = <T extends { note?: number }>(items: T[], word: Word, what: string): Read<T[]> => {
  const m = NOTE_REF.exec(word.text);
  if (!m) return ok(items);
  const last = items.at(-1);
  if (!last) return fail(word.line, 'bad-note', `the note ${word.text} follows no ${what}`);
  items[items.length - 1] = { ...last, note: Number(m[1]) };
  return ok(items);
};

const readAuction = (tag: RawTag, notes: readonly RawTag[], dealer: Seat): Read<PbnAuction> => {
  const first = seatOfDirection(tag.value);
  if (first === undefined)
    return fail(
      tag.line,
      'bad-auction',
      `the auction's first seat is N, E, S or W, not "${tag.value}"`,
    );
  if (first !== dealer)
    return fail(
      tag.line,
      'auction-dealer',
      `the auction starts with the dealer, ${directionOf(dealer)}, not ${tag.value}`,
    );
  let calls: PbnCall[] = [];
  for (const word of tag.words) {
    if (word.text === '*' || NAG.test(word.text)) continue;
    if (NOTE_REF.test(word.text)) {
      const r = withNote(calls, word, 'call');
      if (!r.ok) return r;
      calls = r.value;
    } else if (word.text.toUpperCase() === 'AP') {
      const trailing = calls.length - 1 - calls.findLastIndex((c) => c.call.type !== 'pass');
      const needed = (calls.some((c) => c.call.type !== 'pass') ? 3 : 4) - trailing;
      for (let k = 0; k < needed; k++) calls.push({ call: { type: 'pass' } });
    } else {
      const { base, annotation } = splitSuffix(word.text);
      const call = readCall(base);
      if (!call)
        return fail(
          word.line,
          'bad-call',
          `"${word.text}" is no call (Pass, X, XX, 1C .. 7NT, AP)`,
        );
      calls.push(annotation ? { call, annotation } : { call });
    }
  }
  const read = readNotes(notes);
  return read.ok ? ok({ first, calls, notes: read.value }) : read;
};

const readPlay = (
  tag: RawTag,
  notes: readonly RawTag[],
  hands: PbnGame['deal']['hands'],
  contract: PbnGame['contract'],
): Read<PbnPlay> => {
  const first = seatOfDirection(tag.value);
  if (first === undefined)
    return fail(tag.line, 'bad-play', `the opening leader is N, E, S or W, not "${tag.value}"`);
  if (contract && contract !== 'pass' && first !== nextSeat(contract.declarer))
    return fail(
      tag.line,
      'play-leader',
      `the opening lead is the declarer's left-hand opponent's, ${directionOf(nextSeat(contract.declarer))}, not ${tag.value}`,
    );
  let cards: PbnCard[] = [];
  const played = new Set<Card52>();
  for (const word of tag.words) {
    if (word.text === '*') break;
    if (NAG.test(word.text)) continue;
    if (NOTE_REF.test(word.text)) {
      const r = withNote(cards, word, 'card');
      if (!r.ok) return r;
      cards = r.value;
      continue;
    }
    const { base, annotation } = splitSuffix(word.text);
    const trick = Math.floor(cards.length / 4) + 1;
    const seat = ((first + cards.length) % 4) as Seat;
    let card: Card52 | null = null;
    if (base !== '-') {
      const c = base.length === 2 ? parseCard52(base) : undefined;
      if (c === undefined)
        return fail(word.line, 'bad-card', `"${word.text}" is no card (SA, HT, C2 or -)`);
      if (!hands[seat].includes(c))
        return fail(
          word.line,
          'play-card',
          `trick ${trick}: ${card52Code(c)} is not in ${directionOf(seat)}'s hand`,
        );
      if (played.has(c))
        return fail(word.line, 'play-card', `trick ${trick}: ${card52Code(c)} was played before`);
      played.add(c);
      card = c;
    }
    if (trick > 13) return fail(word.line, 'play-card', 'a board has thirteen tricks');
    cards.push(annotation ? { card, annotation } : { card });
  }
  const tricks: PbnCard[][] = [];
  for (let k = 0; k < cards.length; k += 4) tricks.push(cards.slice(k, k + 4));
  const read = readNotes(notes);
  return read.ok ? ok({ first, tricks, notes: read.value }) : read;
};

const IDENTIFICATION = new Set<string>(PBN_IDENTIFICATION);

export interface Sections {
  readonly auction?: PbnAuction;
  readonly play?: PbnPlay;
  /** The tags Tavolo does not read, with their section lines. */
  readonly others: readonly PbnTag[];
}

/** A game's sections, once its deal and contract are known. */
export const readSections = (
  tags: readonly RawTag[],
  dealer: Seat,
  hands: PbnGame['deal']['hands'],
  contract: PbnGame['contract'],
): Read<Sections> => {
  let auction: PbnAuction | undefined;
  let play: PbnPlay | undefined;
  const others: PbnTag[] = [];
  let inSection = false;
  for (const [i, t] of tags.entries()) {
    if (t.name === 'Note') {
      const word = t.words[0];
      if (word)
        return fail(
          word.line,
          'stray-text',
          `[Note] has no section, yet "${word.text}" follows it`,
        );
      if (!inSection) others.push({ name: t.name, value: t.value, section: [] });
      continue;
    }
    inSection = t.name === 'Auction' || t.name === 'Play';
    if (IDENTIFICATION.has(t.name)) continue;
    if (!inSection) {
      const lines = new Map<number, string[]>();
      for (const w of t.words) lines.set(w.line, [...(lines.get(w.line) ?? []), w.text]);
      others.push({
        name: t.name,
        value: t.value,
        section: [...lines.values()].map((l) => l.join(' ')),
      });
      continue;
    }
    let j = i + 1;
    while (tags[j]?.name === 'Note') j++;
    const notes = tags.slice(i + 1, j);
    if (t.name === 'Auction') {
      const r = readAuction(t, notes, dealer);
      if (!r.ok) return r;
      auction = r.value;
    } else {
      const r = readPlay(t, notes, hands, contract);
      if (!r.ok) return r;
      play = r.value;
    }
  }

  return ok({ ...(auction ? { auction } : {}), ...(play ? { play } : {}), others });
};
