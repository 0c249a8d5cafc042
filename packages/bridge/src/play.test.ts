import { card52Code, parseCard52 } from '@tavolo/cards';
import { describe, expect, it } from 'vitest';
import { apply, createBoard, legalActions, turnOf } from './engine.js';
import { trickWinner } from './play.js';
import { dealFromHands, playOut } from './random-board.js';
import type { BoardState, PlayedCard, Step } from './state.js';
import type { Contract, Seat } from './types.js';

const HANDS = 'AKQJ.AKQ.AKQ.AKQ T98.JT98.JT9.JT9 765.765.8765.876 432.432.432.5432';
const c = (code: string): number => parseCard52(code) as number;

/** 2H by South (North is dummy, West leads): North 1C, South 1H, North 2H. */
const contracted = (): BoardState => {
  let state = createBoard(
    dealFromHands(HANDS, { number: 1, dealer: 0, vulnerability: 'none' }),
  ).state;
  const calls = ['1C', 'P', '1H', 'P', '2H', 'P', 'P', 'P'];
  calls.forEach((text, i) => {
    const call =
      text === 'P'
        ? { type: 'pass' as const }
        : { type: 'bid' as const, level: Number(text[0]) as 1, strain: text.slice(1) as 'H' };
    const r = apply(state, { type: 'call', seat: (i % 4) as Seat, call });
    if (!r.ok) throw new Error(r.error.code);
    state = r.value.state;
  });
  return state;
};

/** Plays `seat`'s cards in order; fails on a refusal. */
const plays = (state: BoardState, ...moves: [Seat, string][]): Step => {
  let step: Step = { state, events: [] };
  for (const [seat, code] of moves) {
    const r = apply(step.state, { type: 'play', seat, card: c(code) });
    if (!r.ok) throw new Error(`${seat} ${code}: ${r.error.code}`);
    step = r.value;
  }
  return step;
};

const refusal = (state: BoardState, seat: Seat, code: string) => {
  const r = apply(state, { type: 'play', seat, card: c(code) });
  return r.ok ? undefined : r.error;
};

// Three rounds of spades won in dummy, then dummy's SJ ruffed by East.
const T1: [Seat, string][] = [
  [3, 'S2'],
  [2, 'SA'],
  [1, 'S8'],
  [2, 'S5'],
];
const T2: [Seat, string][] = [
  [2, 'SK'],
  [1, 'S9'],
  [2, 'S6'],
  [3, 'S3'],
];
const T3: [Seat, string][] = [
  [2, 'SQ'],
  [1, 'ST'],
  [2, 'S7'],
  [3, 'S4'],
];
const T4: [Seat, string][] = [
  [2, 'SJ'],
  [1, 'H8'],
  [2, 'H5'],
  [3, 'D2'],
];

describe('the play', () => {
  it('LAW 41A: only the defender on the declarer\u2019s left leads to the first trick', () => {
    const s = contracted();
    expect(s.contract).toEqual({ level: 2, strain: 'H', doubling: 0, declarer: 2 });
    expect(refusal(s, 2, 'S5')).toMatchObject({ code: 'not-your-turn', article: 'LAW 41A (2017)' });
    expect(refusal(s, 1, 'S8')).toMatchObject({ code: 'not-your-turn' });
    expect(refusal(s, 3, 'S2')).toBeUndefined();
  });

  it('LAW 41D: the dummy\u2019s hand is exposed to all once the opening lead is faced', () => {
    const step = plays(contracted(), [3, 'S2']);
    const exposed = step.events.find((e) => e.event.type === 'dummy-exposed');
    expect(exposed?.visibility).toEqual({ to: 'all' });
    expect(exposed?.event).toEqual({ type: 'dummy-exposed', seat: 0, cards: step.state.hands[0] });
    expect(step.state.hands[0]).toHaveLength(13);
    const later = plays(step.state, [2, 'SA']);
    expect(later.events.some((e) => e.event.type === 'dummy-exposed')).toBe(false);
  });

  it('LAW 45B: the declarer plays the dummy\u2019s cards; the dummy plays none himself', () => {
    const s = plays(contracted(), [3, 'S2']).state;
    expect(turnOf(s)).toEqual({ seat: 2, hand: 0 });
    expect(refusal(s, 0, 'SA')).toMatchObject({
      code: 'dummy-does-not-play',
      article: 'LAW 45B (2017)',
    });
    expect(legalActions(s, 0).filter((a) => a.type === 'play')).toEqual([]);
    const step = plays(s, [2, 'SA']);
    expect(step.events[0]?.event).toEqual({ type: 'played', seat: 0, card: c('SA') });
    expect(step.state.tricks[0]?.cards[1]).toEqual({ seat: 0, card: c('SA') });
  });

  it('LAW 44C: a player able to follow suit must; a revoke is refused', () => {
    const s = plays(contracted(), [3, 'S2'], [2, 'SA']).state;
    expect(refusal(s, 1, 'H8')).toMatchObject({
      code: 'must-follow-suit',
      article: 'LAW 44C (2017)',
    });
    const follows = legalActions(s, 1).flatMap((a) => (a.type === 'play' ? [a.card] : []));
    expect(follows.map(card52Code).sort()).toEqual(['S8', 'S9', 'ST']);
  });

  it('LAW 44D: a player unable to follow suit may play any card', () => {
    const s = plays(contracted(), ...T1, ...T2, ...T3, [2, 'SJ']).state;
    const any = legalActions(s, 1).flatMap((a) => (a.type === 'play' ? [a.card] : []));
    expect([...any].sort((a, b) => a - b)).toEqual([...s.hands[1]].sort((a, b) => a - b));
    expect(any).toHaveLength(10);
  });

  it('LAW 45A: a card not in the hand on turn is refused', () => {
    const s = contracted();
    expect(refusal(s, 3, 'SA')).toMatchObject({ code: 'card-not-held' });
    expect(apply(s, { type: 'play', seat: 3, card: 52 })).toMatchObject({
      ok: false,
      error: { code: 'bad-card' },
    });
  });

  it('LAW 44E, 44F, 44G: the highest trump or card of the suit led wins; the winner leads', () => {
    const after3 = plays(contracted(), ...T1, ...T2, ...T3).state;
    expect(after3.tricks.map((t) => t.winner)).toEqual([0, 0, 0]);
    expect(turnOf(after3)).toEqual({ seat: 2, hand: 0 });
    const step = plays(after3, ...T4);
    expect(step.state.tricks[3]?.winner).toBe(1);
    expect(step.events.at(-1)?.event).toEqual({ type: 'trick-won', trick: 3, winner: 1 });
    expect(turnOf(step.state)).toEqual({ seat: 1, hand: 1 });
    expect(refusal(step.state, 2, 'D8')).toMatchObject({ code: 'not-your-turn' });
  });

  it('LAW 44E, 44F: trick winners in a trump suit and in no trump', () => {
    const played = (...codes: [Seat, string][]): PlayedCard[] =>
      codes.map(([seat, code]) => ({ seat, card: c(code) }));
    const hearts: Contract = { level: 4, strain: 'H', doubling: 0, declarer: 0 };
    const nt: Contract = { ...hearts, strain: 'NT' };
    const trick = played([1, 'C5'], [2, 'CA'], [3, 'H2'], [0, 'CK']);
    expect(trickWinner(trick, hearts)).toBe(3);
    expect(trickWinner(trick, nt)).toBe(2);
    const overruff = played([1, 'C5'], [2, 'H3'], [3, 'H2'], [0, 'HT']);
    expect(trickWinner(overruff, hearts)).toBe(0);
    const discards = played([1, 'D5'], [2, 'SA'], [3, 'D2'], [0, 'CA']);
    expect(trickWinner(discards, nt)).toBe(1);
    expect(trickWinner(discards, { ...hearts, strain: 'S' })).toBe(2);
  });

  it('LAW 65A-C: each seat\u2019s cards are quitted in order, oriented won or lost', () => {
    const s = plays(contracted(), ...T1, ...T2, ...T3, ...T4).state;
    const row = (seat: Seat) => s.quitted[seat].map((q) => `${card52Code(q.card)}:${q.mark}`);
    expect(row(0)).toEqual(['SA:won', 'SK:won', 'SQ:won', 'SJ:lost']);
    expect(row(1)).toEqual(['S8:lost', 'S9:lost', 'ST:lost', 'H8:won']);
    expect(row(2)).toEqual(['S5:won', 'S6:won', 'S7:won', 'H5:lost']);
    expect(s.quitted[3].map((q) => q.trick)).toEqual([0, 1, 2, 3]);
  });

  it('LAW 79A: after the thirteenth trick the tricks won are to be agreed', () => {
    const steps = playOut({ state: contracted(), events: [] }, () => 0);
    const last = steps.at(-1) as Step;
    const s = last.state;
    expect(s.tricks).toHaveLength(13);
    expect(s.hands.every((h) => h.length === 0)).toBe(true);
    const won = s.tricks.filter((t) => (t.winner as number) % 2 === 0).length;
    expect(s.phase).toBe('agreement');
    expect(s.result).toEqual({ contract: s.contract, declarerTricks: won, by: 'play' });
    expect(last.events.at(-1)).toEqual({
      visibility: { to: 'all' },
      event: { type: 'play-ended', contract: s.contract, declarerTricks: won },
    });
    for (const seat of [0, 1, 2, 3] as Seat[])
      expect(legalActions(s, seat).some((a) => a.type === 'play' || a.type === 'call')).toBe(false);
    expect(refusal(s, 1, 'SA')).toMatchObject({ code: 'not-playing' });
  });
});
