/**
 * What a Burraco level reads off its prompt: the seat, its line, its cards, the melds of both
 * lines, the pile and the profile's rules, checked once so that the levels can trust them. A
 * prompt that is not a Burraco seat view on turn gives undefined (the level answers -1).
 */
import {
  type Action,
  type MeldView,
  type RuleOptions,
  type SeatView,
  type Side,
  profileFromSpec,
} from '@tavolo/burraco';
import { type CardId, isCardId } from '@tavolo/cards';
import type { BurracoPrompt } from '../level.js';

export interface Table {
  readonly rules: RuleOptions;
  readonly seat: number;
  readonly side: Side;
  /** 2 or 4. */
  readonly seats: number;
  /** The partner's seat, or null at a table of two. */
  readonly partner: number | null;
  /** The seat that plays next: the one that may take what this seat discards. */
  readonly next: number;
  readonly phase: 'draw' | 'play';
  readonly hand: readonly CardId[];
  readonly pile: readonly CardId[];
  readonly stock: number;
  readonly own: readonly MeldView[];
  readonly theirs: readonly MeldView[];
  readonly handSizes: readonly number[];
  /** By side. */
  readonly pozzettoTaken: readonly [boolean, boolean];
  /** Cards taken from the pile this turn none of which is played yet (art. 9). */
  readonly owed: readonly CardId[];
  readonly turnsCompleted: number;
  readonly view: SeatView;
  readonly legal: readonly Action[];
}

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null;

const isCards = (value: unknown): value is readonly CardId[] =>
  Array.isArray(value) && value.every(isCardId);

const ACTION_TYPES = new Set(['draw', 'take-pile', 'meld', 'lay-off', 'discard']);

const isPlayerAction = (value: unknown): value is Action => {
  if (!isRecord(value) || typeof value['type'] !== 'string') return false;
  if (!ACTION_TYPES.has(value['type'])) return false;
  if (value['type'] === 'meld') return isCards(value['cards']);
  if (value['type'] === 'lay-off')
    return isCards(value['cards']) && typeof value['meld'] === 'number';
  if (value['type'] === 'discard') return isCardId(value['card']);
  return true;
};

/** The table as the seat on turn sees it, or undefined if the prompt cannot be read. */
export const readTable = (prompt: BurracoPrompt): Table | undefined => {
  const view = prompt.view as unknown;
  if (!isRecord(view) || !isRecord(view['hand'])) return undefined;
  const profile = profileFromSpec(view['profile']);
  if (!profile.ok) return undefined;
  const hand = view['hand'];
  const seat = view['you'];
  const players = view['players'];
  const turn = hand['turn'];
  if (typeof seat !== 'number' || !Array.isArray(players) || !isRecord(turn)) return undefined;
  const seats = players.length;
  if ((seats !== 2 && seats !== 4) || seat < 0 || seat >= seats) return undefined;
  const cards = hand['cards'];
  const pile = hand['pile'];
  const melds = hand['melds'];
  const sizes = hand['handSizes'];
  const taken = hand['pozzettoTaken'];
  if (!isCards(cards) || !isCards(pile) || !Array.isArray(melds) || !Array.isArray(sizes))
    return undefined;
  if (!Array.isArray(taken) || taken.length !== 2) return undefined;
  if (!melds.every((m) => isRecord(m) && isRecord(m['meld']) && Array.isArray(m['meld']['cards'])))
    return undefined;
  if (!Array.isArray(prompt.legal) || prompt.legal.length === 0) return undefined;
  if (!prompt.legal.every(isPlayerAction)) return undefined;
  const owed = turn['mustPlayOneOf'];
  const side = (seat % 2) as Side;
  const all = melds as readonly MeldView[];
  return {
    rules: profile.value.options,
    seat,
    side,
    seats,
    partner: seats === 4 ? (seat + 2) % 4 : null,
    next: (seat + 1) % seats,
    phase: turn['phase'] === 'draw' ? 'draw' : 'play',
    hand: cards,
    pile,
    stock: typeof hand['stock'] === 'number' ? hand['stock'] : 0,
    own: all.filter((m) => m.side === side),
    theirs: all.filter((m) => m.side !== side),
    handSizes: sizes as readonly number[],
    pozzettoTaken: [taken[0] === true, taken[1] === true],
    owed: isCards(owed) ? owed : [],
    turnsCompleted: typeof hand['turnsCompleted'] === 'number' ? hand['turnsCompleted'] : 0,
    view: prompt.view,
    legal: prompt.legal,
  };
};

/** The opponents' seats, the next one first. */
export const opponents = (table: Table): readonly number[] =>
  table.seats === 2 ? [table.next] : [table.next, (table.seat + 3) % 4];
