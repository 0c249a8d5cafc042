/**
 * Test positions: a Burraco hand set up card by card on a real match state, and the prompt the
 * seat on turn gets from the reference engine (its view and its legal actions).
 */
import {
  type MatchState,
  type ProfileId,
  type TableMeld,
  PROFILES,
  copyHand,
  createMatch,
  legalActions,
  readMeld,
  view,
  withHand,
} from '@tavolo/burraco';
import { type CardId, copiesOf, fullDeck, jokerIds, parseCard } from '@tavolo/cards';
import type { BurracoPrompt } from '../level.js';

/** Distinct physical cards for tokens such as `5H 5H JK`, none of those in `used`. */
export const cards = (text: string, used: Set<CardId> = new Set()): CardId[] =>
  text
    .split(' ')
    .filter((t) => t !== '')
    .map((token) => {
      const parsed = parseCard(token);
      if (!parsed.ok) throw new Error(token);
      const copies = parsed.value.kind === 'joker' ? jokerIds() : copiesOf(parsed.value.face);
      const id = copies.find((c) => !used.has(c));
      if (id === undefined) throw new Error(`no copy of ${token} left`);
      used.add(id);
      return id;
    });

export interface Scenario {
  readonly profile?: ProfileId;
  readonly seats?: 2 | 4;
  /** The seat on turn's cards. */
  readonly hand: string;
  readonly phase?: 'draw' | 'play';
  readonly pile?: string;
  /** Melds of the seat's line, and of the other line. */
  readonly own?: readonly string[];
  readonly theirs?: readonly string[];
  /** By side; the seat on turn is seat 0, side 0. */
  readonly pozzettoTaken?: readonly [boolean, boolean];
  readonly stock?: number;
  readonly turnsCompleted?: number;
  /** Cards of the other hands (the rest are dealt from the unused cards). */
  readonly handSizes?: readonly number[];
  /** Cards taken from the pile this turn, owed to art. 9: the first cards of `hand`. */
  readonly owed?: string;
}

/** The state of `s`, seat 0 on turn. */
export const scenarioState = (s: Scenario): MatchState => {
  const seats = s.seats ?? 4;
  const created = createMatch({
    profile: PROFILES[s.profile ?? 'champion'],
    seed: { scheme: 'xoroshiro128plus', seed: 1 },
    seating:
      seats === 4
        ? { kind: 'individual', players: ['a', 'b', 'c', 'd'] }
        : { kind: 'singles', players: ['a', 'b'] },
    hands: 1,
  });
  if (!created.ok) throw new Error(created.error.code);
  const state = created.value.state;
  const rules = state.profile.options;
  const used = new Set<CardId>();
  const hand = cards(s.hand, used);
  const pile = cards(s.pile ?? '', used);
  let id = 0;
  const meldsOf = (list: readonly string[], side: 0 | 1): TableMeld[] =>
    list.map((text) => {
      const read = readMeld(cards(text, used), rules);
      if (!read.ok) throw new Error(`${text}: ${read.error.code}`);
      return { id: id++, side, meld: read.value };
    });
  const melds = [...meldsOf(s.own ?? [], 0), ...meldsOf(s.theirs ?? [], 1)];
  const rest = fullDeck().filter((c) => !used.has(c));
  const sizes = s.handSizes ?? Array.from({ length: seats }, () => 11);
  const hands: CardId[][] = [hand];
  for (let seat = 1; seat < seats; seat++) hands.push(rest.splice(0, sizes[seat] ?? 11));
  const stock = rest.splice(0, s.stock ?? 40);
  const owedIds = s.owed ? hand.slice(0, cards(s.owed).length) : [];
  const h = copyHand(state.hand);
  h.hands = hands;
  h.pile = pile;
  h.stock = stock;
  h.melds = melds;
  h.nextMeldId = id;
  h.pozzettoTaken = s.pozzettoTaken ?? [false, false];
  h.pozzetti = [rest.splice(0, 11), rest.splice(0, 11)].slice(
    (h.pozzettoTaken[0] ? 1 : 0) + (h.pozzettoTaken[1] ? 1 : 0),
  );
  h.turnsCompleted = s.turnsCompleted ?? 8;
  h.turn = {
    seat: 0,
    phase: s.phase ?? 'play',
    mustPlayOneOf: owedIds,
    tookPile: owedIds.length > 0,
  };
  return withHand(state, h);
};

/** The prompt of seat 0 in `s`, with an empty history unless one is given. */
export const scenario = (s: Scenario, history: BurracoPrompt['history'] = []): BurracoPrompt => {
  const state = scenarioState(s);
  return { view: view(state, 0), legal: legalActions(state, 0), history };
};
