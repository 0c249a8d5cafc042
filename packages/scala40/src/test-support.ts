/**
 * Helpers for the Scala 40 tests: card ids from notation, and match positions built by hand
 * (a dealt match whose hand is overridden). Not part of the package's API: index.ts does not
 * export it.
 */
import {
  type CardId,
  type NaturalFace,
  DECK_SIZE,
  jokerIds,
  naturalId,
  parseCard,
} from '@tavolo/cards';
import type { RuleError } from '@tavolo/cards';
import type { Action } from './action.js';
import { type Step, apply, createMatch } from './engine.js';
import { type MeldCard, readMeld } from './meld.js';
import { profileFromSpec } from './profile.js';
import type { HandState, MatchState, Seat, TableMeld, TurnState } from './state.js';

/** The face of a natural written `TH`. */
export const face = (code: string): NaturalFace => {
  const parsed = parseCard(code);
  if (!parsed.ok || parsed.value.kind !== 'natural') throw new Error(`not a natural card: ${code}`);
  return parsed.value.face;
};

/** The id of a card written `TH` (deck 0 unless `deck` is 1) or `JK` (the `deck`-th joker, 0..3). */
export const id = (code: string, deck = 0): CardId => {
  if (code === 'JK') {
    const joker = jokerIds()[deck];
    if (joker === undefined) throw new Error(`there are four jokers, not ${deck + 1}`);
    return joker;
  }
  return naturalId(face(code), deck === 1 ? 1 : 0);
};

/**
 * Ids of cards written `TH JH QH JK`. A second `JK` is the next joker; a `'` after a natural
 * (`7H'`) is its twin from deck 1.
 */
export const ids = (codes: string): CardId[] => {
  let jokers = 0;
  return codes
    .split(/\s+/)
    .filter((c) => c !== '')
    .map((c) => {
      if (c === 'JK') return id('JK', jokers++);
      return c.endsWith("'") ? id(c.slice(0, -1), 1) : id(c);
    });
};

/** Meld cards from notation: `JK=KH` is a joker declared as KH (jokers numbered as in `ids`). */
export const meldCards = (codes: string, firstJoker = 0): MeldCard[] => {
  let jokers = firstJoker;
  return codes
    .split(/\s+/)
    .filter((c) => c !== '')
    .map((c): MeldCard => {
      if (c === 'JK') return { id: id('JK', jokers++) };
      if (c.startsWith('JK=')) return { id: id('JK', jokers++), as: face(c.slice(3)) };
      return { id: c.endsWith("'") ? id(c.slice(0, -1), 1) : id(c) };
    });
};

export interface Position {
  /** Profile spec, e.g. `fisca-101+a`; default `fisca-gara`. */
  readonly profile?: string;
  /** Number of players; default 4. Seats are 0..n-1 whatever the seat draw said. */
  readonly players?: number;
  /** Cards in each seat's hand. */
  readonly hands: readonly (readonly CardId[])[];
  /** The discard pile, top last; default empty. */
  readonly discard?: readonly CardId[];
  /** Melds on the table, with ids 1, 2, ... in this order. */
  readonly melds?: readonly { readonly owner: Seat; readonly cards: readonly MeldCard[] }[];
  /** The stock, top last; default every card not placed elsewhere, in id order. */
  readonly stock?: readonly CardId[];
  readonly opened?: readonly boolean[];
  /** Default: `opened`. */
  readonly laid?: readonly boolean[];
  /** Default: seat 0, phase 'play', no obligation, laidBefore from `laid`. */
  readonly turn?: Partial<TurnState>;
  /** Default 8 (two full rounds at four: closing is allowed). */
  readonly turnsCompleted?: number;
  readonly dealer?: Seat;
  readonly totals?: readonly number[];
  readonly eliminated?: readonly boolean[];
}

/** A match in the position described: a real dealt match whose hand is replaced. */
export const position = (p: Position): MatchState => {
  const profile = profileFromSpec(p.profile ?? 'fisca-gara');
  if (!profile.ok) throw new Error(profile.error.message);
  const n = p.players ?? p.hands.length;
  const players = Array.from({ length: n }, (_, i) => `p${i}`);
  const created = createMatch({
    profile: profile.value,
    players,
    seed: { scheme: 'xoroshiro128plus', seed: 1 },
  });
  if (!created.ok) throw new Error(created.error.message);
  const base = created.value.state;
  const melds: TableMeld[] = (p.melds ?? []).map((m, i) => {
    const read = readMeld(m.cards, profile.value.options);
    if (!read.ok) throw new Error(`bad meld in a test position: ${read.error.message}`);
    return { id: i + 1, owner: m.owner, meld: read.value };
  });
  const hands = Array.from({ length: n }, (_, s) => [...(p.hands[s] ?? [])]);
  const discard = [...(p.discard ?? [])];
  const placed = [
    ...hands.flat(),
    ...discard,
    ...melds.flatMap((m) => m.meld.cards.map((c) => c.id)),
  ];
  if (new Set(placed).size !== placed.length)
    throw new Error('a card is placed twice in a test position');
  const stock =
    p.stock !== undefined
      ? [...p.stock]
      : Array.from({ length: DECK_SIZE }, (_, i) => i).filter((c) => !placed.includes(c));
  const opened = p.opened ?? hands.map(() => false);
  const laid = p.laid ?? opened;
  const seat = p.turn?.seat ?? 0;
  const turn: TurnState = {
    seat,
    phase: 'play',
    obligation: null,
    laidBefore: laid[seat] ?? false,
    layOffs: {},
    progressed: false,
    ...p.turn,
  };
  const hand: HandState = {
    ...base.hand,
    dealer: p.dealer ?? (seat + n - 1) % n,
    hands,
    stock,
    discard,
    melds,
    opened,
    laid,
    turn,
    turnsCompleted: p.turnsCompleted ?? 8,
    nextMeldId: melds.length + 1,
  };
  return {
    ...base,
    players,
    totals: p.totals ?? players.map(() => 0),
    eliminated: p.eliminated ?? players.map(() => false),
    hand,
  };
};

/** Freezes a value and everything in it, so that any mutation throws in strict mode. */
export const deepFreeze = <T>(value: T): T => {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key]);
  }
  return value;
};

/** Every card id in a state: hands, stock, discard pile and melds, sorted. */
export const allCards = (state: MatchState): CardId[] =>
  [
    ...state.hand.hands.flat(),
    ...state.hand.stock,
    ...state.hand.discard,
    ...state.hand.melds.flatMap((m) => m.meld.cards.map((c) => c.id)),
  ].sort((a, b) => a - b);

/** Plays an action that must be accepted; the step, frozen. */
export const play = (state: MatchState, action: Action): Step => {
  const result = apply(state, action);
  if (!result.ok)
    throw new Error(
      `${JSON.stringify(action)} refused: ${result.error.code} ${result.error.message}`,
    );
  return deepFreeze(result.value);
};

/** The error of an action that must be refused. */
export const refusal = (state: MatchState, action: Action): RuleError => {
  const result = apply(state, action);
  if (result.ok) throw new Error(`${JSON.stringify(action)} was accepted`);
  return result.error;
};
