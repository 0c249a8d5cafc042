import { BUR_CH_TIMING } from '@tavolo/burraco';
import { describe, expect, it } from 'vitest';
import { chessClockMs, forcedActions, limitFor, timeControlRefusal } from './clock.js';
import { type AnyGame, gameOf } from './room.js';
import { xoroshiro } from './test-support.js';

const started = (game: AnyGame, profile: string, seats: readonly string[], seed = 7) => {
  const step = game.start({ profile, seats, seed: xoroshiro(seed) });
  if (!step.ok) throw new Error(step.error.message);
  return step.value.state;
};

const burraco = gameOf('burraco');
const scala40 = gameOf('scala40');
const pairs = ['a', 'b', 'c', 'd'];

describe('limitFor', () => {
  it('BUR-CH art. 46: 10 seconds to choose between stock and pile', () => {
    const state = started(burraco, 'champion', pairs);
    expect(limitFor({ kind: 'bur-ch-46', chessClock: false }, burraco, state)).toEqual({
      phase: 'choice',
      seconds: BUR_CH_TIMING.choiceSeconds,
    });
  });

  it('BUR-CH art. 46: 60 seconds for a turn with 11 cards or more', () => {
    const state = started(burraco, 'champion', pairs);
    const seat = burraco.seatOnTurn(state);
    const drawn = burraco.play(state, seat, { type: 'draw', seat });
    if (!drawn.ok) throw new Error(drawn.error.message);
    // 11 dealt + 1 drawn = 12 cards: "con 11 carte o più: 60 secondi".
    expect(burraco.handCards(drawn.value.state, seat)).toHaveLength(12);
    expect(limitFor({ kind: 'bur-ch-46', chessClock: false }, burraco, drawn.value.state)).toEqual({
      phase: 'turn',
      seconds: 60,
    });
  });

  it('BUR-CH art. 46: after the turn limit, 5 seconds to finish', () => {
    const state = started(burraco, 'champion', pairs);
    expect(
      limitFor({ kind: 'bur-ch-46', chessClock: false }, burraco, state, 'turn-limit'),
    ).toEqual({ phase: 'grace', seconds: BUR_CH_TIMING.graceSeconds });
  });

  it('a per-turn control gives its own limits, for Scala 40', () => {
    const state = started(scala40, 'fisca-101', ['a', 'b', 'c']);
    const control = {
      kind: 'per-turn',
      choiceSeconds: 8,
      turnSeconds: 40,
      graceSeconds: 3,
    } as const;
    expect(limitFor(control, scala40, state)).toEqual({ phase: 'choice', seconds: 8 });
    expect(limitFor(control, scala40, state, 'turn-limit')).toEqual({ phase: 'grace', seconds: 3 });
  });

  it('no clock, no limit', () => {
    expect(limitFor({ kind: 'none' }, scala40, started(scala40, 'fisca-101', ['a', 'b']))).toBe(
      null,
    );
  });
});

describe('chessClockMs', () => {
  it('BUR-CH art. 46: 7\'30" per line per hand, only when the table uses the chess clock', () => {
    expect(chessClockMs({ kind: 'bur-ch-46', chessClock: true })).toBe(450_000);
    expect(chessClockMs({ kind: 'bur-ch-46', chessClock: false })).toBe(null);
    expect(chessClockMs({ kind: 'none' })).toBe(null);
    const friendly = {
      kind: 'per-turn',
      choiceSeconds: 10,
      turnSeconds: 60,
      graceSeconds: 5,
    } as const;
    expect(chessClockMs(friendly)).toBe(null);
    expect(chessClockMs({ ...friendly, chessClockSeconds: 300 })).toBe(300_000);
  });
});

describe('forcedActions', () => {
  it('BUR-CH art. 46: no choice in time means a draw from the stock and a discard of the card drawn', () => {
    const state = started(burraco, 'champion', pairs, 11);
    const seat = burraco.seatOnTurn(state);
    const forced = forcedActions(burraco, state, seat);
    expect(forced.ok).toBe(true);
    if (!forced.ok) return;
    const [draw, discard] = forced.value as readonly { type: string; card?: number }[];
    expect(draw).toEqual({ type: 'draw', seat });
    // Replaying the draw shows which card came: the discard is that card.
    const drawn = burraco.play(state, seat, draw);
    if (!drawn.ok) throw new Error(drawn.error.message);
    const held = new Set(burraco.handCards(state, seat));
    const card = burraco.handCards(drawn.value.state, seat).find((c) => !held.has(c));
    expect(card).toBeDefined();
    expect(discard).toEqual({ type: 'discard', seat, card });
    expect(forced.value).toHaveLength(2);
  });

  it('S40-CdG art. 6: a Scala 40 turn that runs out ends with a discard (the turn passes)', () => {
    let state = started(scala40, 'fisca-101', ['a', 'b', 'c', 'd'], 5);
    for (let turn = 0; turn < 12; turn++) {
      const seat = scala40.seatOnTurn(state);
      const forced = forcedActions(scala40, state, seat);
      if (!forced.ok) throw new Error(forced.error.message);
      let next = state;
      for (const action of forced.value) {
        const step = scala40.play(next, seat, action);
        if (!step.ok) throw new Error(step.error.message);
        next = step.value.state;
      }
      expect(scala40.seatOnTurn(next)).not.toBe(seat);
      expect((forced.value.at(-1) as { type: string }).type).toBe('discard');
      state = next;
    }
  });

  it('forces only a discard when the seat has already drawn', () => {
    const state = started(scala40, 'fisca-101', ['a', 'b'], 9);
    const seat = scala40.seatOnTurn(state);
    const drawn = scala40.play(state, seat, { type: 'draw', seat });
    if (!drawn.ok) throw new Error(drawn.error.message);
    const forced = forcedActions(scala40, drawn.value.state, seat);
    expect(forced.ok && forced.value.map((a) => (a as { type: string }).type)).toEqual(['discard']);
  });
});

describe('timeControlRefusal', () => {
  const perTurn = (seconds: number, chessClockSeconds?: number) => ({
    kind: 'per-turn' as const,
    choiceSeconds: seconds,
    turnSeconds: seconds,
    graceSeconds: 0,
    ...(chessClockSeconds === undefined ? {} : { chessClockSeconds }),
  });

  it('time controls of 1e-9 s were accepted and played a match out in a second: refused', () => {
    for (const control of [perTurn(1e-9), perTurn(4.9), perTurn(30, 59.9), perTurn(30, 1e-9)])
      expect(timeControlRefusal(control)?.code).toBe('time-control-too-short');
    expect(timeControlRefusal({ ...perTurn(30), choiceSeconds: 1 })?.code).toBe(
      'time-control-too-short',
    );
    expect(timeControlRefusal({ ...perTurn(30), turnSeconds: 1 })?.code).toBe(
      'time-control-too-short',
    );
  });

  it('accepts 5 s a turn, 60 s of chess clock, no grace, and the controls of art. 46', () => {
    for (const control of [
      perTurn(5),
      perTurn(5, 60),
      { kind: 'none' as const },
      { kind: 'bur-ch-46' as const, chessClock: true },
    ])
      expect(timeControlRefusal(control)).toBeUndefined();
  });
});

describe('a bridge table out of time', () => {
  const bridge = gameOf('bridge');
  const control = {
    kind: 'per-turn',
    choiceSeconds: 30,
    turnSeconds: 45,
    graceSeconds: 5,
  } as const;

  it('each call and card has the turn limit, then the grace seconds', () => {
    const state = started(bridge, 'laws-2017', ['N', 'E', 'S', 'W']);
    expect(limitFor(control, bridge, state)).toEqual({ phase: 'turn', seconds: 45 });
    expect(limitFor(control, bridge, state, 'turn-limit')).toEqual({ phase: 'grace', seconds: 5 });
  });

  it('the engine says what is played: a pass in the auction, checked by playing it', () => {
    const state = started(bridge, 'laws-2017', ['N', 'E', 'S', 'W']);
    const seat = bridge.seatOnTurn(state);
    const forced = forcedActions(bridge, state, seat);
    expect(forced).toEqual({ ok: true, value: [{ type: 'call', seat, call: { type: 'pass' } }] });
    // A seat not on turn is made to play nothing.
    expect(forcedActions(bridge, state, (seat + 1) % 4)).toEqual({ ok: true, value: [] });
  });
});
