/**
 * The search core against the reference engine in positions that random games seldom reach: a
 * closing in one turn that lays cards off before opening (S40-CdG art. 19.2), a closing "in
 * mano" that doubles (S40-REG art. 9b), the hand's unclosed endings (the art. 21 stand-ins:
 * stalemate, reshuffle limit, no cards left), a reshuffle under a verifiable seed, and a seat
 * already eliminated. In each, every legal move of the engine is played on a fresh copy of the
 * core, which must accept it and reach the same position or the same end of the hand.
 */
import { describe, expect, it } from 'vitest';
import { type CardId, naturalId, parseCard } from '@tavolo/cards';
import {
  type HandState,
  type MatchState,
  type MeldCard,
  type TableMeld,
  apply,
  createMatch,
  legalActions,
  profileFromSpec,
  readMeld,
} from '@tavolo/scala40';
import { actionKey, loadScala40 } from './index.js';

/** Card ids from notation (`5H 6H JK`); a `'` marks deck 1's copy, jokers are numbered. */
const ids = (codes: string): CardId[] => {
  let jokers = 0;
  return codes
    .split(/\s+/)
    .filter((c) => c !== '')
    .map((c) => {
      if (c === 'JK') return [52, 53, 106, 107][jokers++] as CardId;
      const read = parseCard(c.replace("'", ''));
      if (!read.ok || read.value.kind !== 'natural') throw new Error(c);
      return naturalId(read.value.face, c.endsWith("'") ? 1 : 0);
    });
};
const meld = (codes: string): MeldCard[] => ids(codes).map((id) => ({ id }));

interface Setup {
  readonly spec: string;
  readonly hands: readonly string[];
  readonly melds?: readonly { owner: number; cards: string }[];
  readonly discard?: string;
  /** Default: every card not placed elsewhere. */
  readonly stock?: string;
  readonly hand?: Partial<HandState>;
  readonly eliminated?: readonly boolean[];
  readonly hmac?: boolean;
}

/** A dealt match whose hand is replaced by the setup. */
const position = (setup: Setup): MatchState => {
  const profile = profileFromSpec(setup.spec);
  if (!profile.ok) throw new Error(setup.spec);
  const n = setup.hands.length;
  const created = createMatch({
    profile: profile.value,
    players: Array.from({ length: n }, (_, i) => `p${i}`),
    seed: setup.hmac
      ? { scheme: 'hmac-sha256-hands-v1', secret: 'ab'.repeat(32) }
      : { scheme: 'xoroshiro128plus', seed: 3 },
  });
  if (!created.ok) throw new Error(created.error.message);
  const base = created.value.state;
  const melds: TableMeld[] = (setup.melds ?? []).map((m, i) => {
    const read = readMeld(meld(m.cards), profile.value.options);
    if (!read.ok) throw new Error(read.error.message);
    return { id: i + 1, owner: m.owner, meld: read.value };
  });
  const hands = setup.hands.map(ids);
  const discard = ids(setup.discard ?? '');
  const placed = new Set([
    ...hands.flat(),
    ...discard,
    ...melds.flatMap((m) => m.meld.cards.map((c) => c.id)),
  ]);
  const stock =
    setup.stock !== undefined
      ? ids(setup.stock)
      : Array.from({ length: 108 }, (_, i) => i).filter((c) => !placed.has(c));
  const opened = hands.map((_, s) => melds.some((m) => m.owner === s));
  const hand: HandState = {
    ...base.hand,
    hands,
    stock,
    discard,
    melds,
    opened,
    laid: opened,
    turn: {
      seat: 0,
      phase: 'play',
      obligation: null,
      laidBefore: opened[0] ?? false,
      layOffs: {},
      progressed: true,
    },
    turnsCompleted: 8,
    nextMeldId: melds.length + 1,
    ...setup.hand,
  };
  return { ...base, eliminated: setup.eliminated ?? hands.map(() => false), hand };
};

const mirror = loadScala40(position({ spec: 'fisca-gara', hands: ['AH', 'AD', 'AC'] }));
const snapshotOf = (state: MatchState) => {
  mirror.reload(state);
  return mirror.snapshot();
};

/** Every legal move of the engine, played on a fresh copy of the core; the moves' keys. */
const everyMove = (state: MatchState): string[] => {
  const legal = legalActions(state, state.hand.turn.seat);
  const core = loadScala40(state);
  expect(core.legalKeys()).toEqual([...new Set(legal.map(actionKey))].sort());
  for (const action of legal) {
    core.reload(state);
    const next = apply(state, action);
    if (!next.ok) throw new Error(actionKey(action));
    expect(core.applyAction(action), actionKey(action)).toBe(true);
    const after = next.value.state;
    const result = after.results[after.results.length - 1];
    if (result?.hand === state.hand.number) {
      expect(core.handOver).toBe(true);
      expect(core.penalties()).toEqual(result.penalties);
      expect(core.closer).toBe(result.closer);
    } else expect(core.snapshot(), actionKey(action)).toBe(snapshotOf(after));
  }
  return legal.map(actionKey);
};

/** Plays the engine's move that `pick` chooses among the keys, every move checked, to the end. */
const playToEnd = (state: MatchState, pick: (keys: string[]) => number): MatchState => {
  let s = state;
  for (let i = 0; i < 50 && s.results.length === 0; i++) {
    const keys = everyMove(s);
    const legal = legalActions(s, s.hand.turn.seat);
    const next = apply(s, legal[pick(keys)] as (typeof legal)[number]);
    if (!next.ok) throw new Error('refused');
    s = next.value.state;
  }
  return s;
};

describe('the search core in rare positions', () => {
  it('closes in one turn laying cards off before opening (S40-CdG art. 19.2)', () => {
    for (const spec of ['fisca-gara', 'club-151']) {
      const state = position({
        spec,
        hands: ['5H 6H 7H 9C KD', '2S 3S', '4D 5D', '8S 9S'],
        melds: [{ owner: 1, cards: '6C 7C 8C' }],
        hand: { opened: [false, true, false, false], laid: [false, true, false, false] },
      });
      const keys = everyMove(state);
      const closing = keys.findIndex((k) => k.startsWith('open') && k.includes(' + '));
      expect(closing, spec).toBeGreaterThanOrEqual(0);
      const end = playToEnd(state, (k) => {
        const at = k.findIndex((key) => key.startsWith('open') && key.includes(' + '));
        return at >= 0 ? at : k.findIndex((key) => key.startsWith('discard'));
      });
      expect(end.results[0]?.closer).toBe(0);
    }
  });

  it('doubles the others at a closing "in mano" (S40-REG art. 9b)', () => {
    const state = position({
      spec: 'fisca-101+b',
      hands: ['TH JH QH KH 9S 9D 9C 2C', '2S 3S AD', '4D 5D QC', '8S 7S 6C'],
      melds: [{ owner: 1, cards: "4C 5C 6C'" }],
      hand: { opened: [false, true, false, false], laid: [false, true, false, false] },
    });
    const end = playToEnd(state, (k) => {
      // The opening with the most cards, then melds and lay-offs, then the discard that closes.
      const size = (key: string) => (key.startsWith('open') ? key.split(' ').length : 0);
      const open = k.reduce((best, key, i) => (size(key) > size(k[best] as string) ? i : best), 0);
      if (size(k[open] as string) > 0) return open;
      for (const kind of ['meld', 'lay-off', 'discard', 'draw']) {
        const at = k.findIndex((key) => key.startsWith(kind));
        if (at >= 0) return at;
      }
      return 0;
    });
    expect(end.results[0], JSON.stringify(end.results[0])).toBeDefined();
    expect(end.results[0]?.inHand, JSON.stringify(end.results[0])).toBe(true);
    // Doubled for the seat that had laid cards; 100 flat for those that laid none (art. 9b).
    expect(end.results[0]?.penalties).toEqual([0, 2 * (2 + 3 + 11), 100, 100]);
  });

  it('ends the hand unclosed as the engine does (the art. 21 stand-ins)', () => {
    // A stalemate: the last quiet turn of three rounds.
    everyMove(
      position({
        spec: 'fisca-gara',
        hands: ['2H 9S KD', '2S 3S', '4D 5D', '8S 9D'],
        discard: 'QC',
        hand: {
          quietTurns: 11,
          opened: [true, false, false, false],
          laid: [true, false, false, false],
          turn: {
            seat: 0,
            phase: 'play',
            obligation: null,
            laidBefore: true,
            layOffs: {},
            progressed: false,
          },
        },
      }),
    );
    // The stock runs out after the last reshuffle; and with nothing left to reshuffle.
    everyMove(
      position({
        spec: 'fisca-gara',
        hands: ['2H 9S KD', '2S 3S', '4D 5D', '8S 9D'],
        discard: 'QC JC',
        stock: '',
        hand: { reshuffles: 3 },
      }),
    );
    everyMove(
      position({
        spec: 'fisca-101',
        hands: ['2H 9S KD', '2S 3S', '4D 5D', '8S 9D'],
        discard: '',
        stock: '',
      }),
    );
  });

  it('reshuffles the pile as the engine does, under a verifiable seed', () => {
    for (const spec of ['fisca-gara', 'fisca-101']) {
      everyMove(
        position({
          spec,
          hands: ['2H 9S KD', '2S 3S', '4D 5D', '8S 9D'],
          discard: 'QC JC 5S 6S 7H TD',
          stock: '',
          hmac: true,
        }),
      );
    }
  });

  it('passes over a seat already eliminated, which pays nothing', () => {
    const state = position({
      spec: 'fisca-101',
      hands: ['2H 9S KD', '', '4D 5D 6H', '8S 9D QS'],
      discard: 'QC',
      eliminated: [false, true, false, false],
    });
    const end = playToEnd(state, (k) =>
      k.findIndex((key) => key.startsWith('discard') || key === 'draw'),
    );
    expect(end.results.length === 0 || end.results[0]?.penalties[1] === null).toBe(true);
  });
});
