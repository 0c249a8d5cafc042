import { describe, expect, it } from 'vitest';
import { type Game, GAMES, burracoGame, scala40Game } from './game.js';
import { names, xoroshiro } from './test-support.js';

const seed = xoroshiro(1);

const started = <S>(result: { ok: true; value: { state: S } } | { ok: false }) => {
  if (!result.ok) throw new Error('the match did not start');
  return result.value.state;
};

const expectLegalOnTurnOnly = <S, A, E, V>(game: Game<S, A, E, V>, state: S) => {
  for (let seat = 0; seat < game.seatCount(state); seat++) {
    const legal = game.legalActions(state, seat);
    expect(legal.length > 0).toBe(seat === game.seatOnTurn(state));
    for (const action of legal) expect(game.play(state, seat, action).ok).toBe(true);
  }
};

describe('start', () => {
  it('refuses an unknown profile', () => {
    for (const game of Object.values(GAMES))
      expect(game.start({ profile: 'scopa', seats: names(4), seed })).toMatchObject({
        ok: false,
        error: { code: 'unknown-profile' },
      });
  });

  it('Burraco seats two pairs or two players (BUR-CH art. 2)', () => {
    expect(burracoGame.start({ profile: 'champion', seats: names(3), seed })).toMatchObject({
      ok: false,
      error: { code: 'bad-seating', article: 'BUR-CH art. 2' },
    });
  });

  it('Burraco partners are the first and third names, and sit opposite (BUR-CH art. 2)', () => {
    for (let s = 0; s < 20; s++) {
      const state = started(
        burracoGame.start({ profile: 'champion', seats: names(4), seed: xoroshiro(s) }),
      );
      const p1 = state.players.indexOf('p1');
      expect(state.players[(p1 + 2) % 4]).toBe('p3');
    }
  });

  it('Scala 40 passes on the profile’s table sizes', () => {
    expect(scala40Game.start({ profile: 'fisca-gara', seats: names(2), seed })).toMatchObject({
      ok: false,
      error: { code: 'bad-player-count' },
    });
  });
});

describe('play', () => {
  const scala40 = started(scala40Game.start({ profile: 'fisca-101', seats: names(3), seed }));
  const burraco = started(burracoGame.start({ profile: 'champion', seats: names(4), seed }));

  it('refuses a seat the table does not have', () => {
    for (const seat of [-1, 3, 0.5])
      expect(scala40Game.play(scala40, seat, { type: 'draw', seat })).toMatchObject({
        ok: false,
        error: { code: 'no-such-seat' },
      });
  });

  it('refuses a director’s action from a seat (BUR-CH art. 16 time-out)', () => {
    const seat = burracoGame.seatOnTurn(burraco);
    expect(burracoGame.play(burraco, seat, { type: 'time-out' })).toMatchObject({
      ok: false,
      error: { code: 'wrong-seat' },
    });
  });

  it('Burraco: out of turn is the engine’s refusal (BUR-CH art. 7)', () => {
    const other = (burracoGame.seatOnTurn(burraco) + 1) % 4;
    expect(burracoGame.play(burraco, other, { type: 'draw', seat: other })).toMatchObject({
      ok: false,
      error: { code: 'not-your-turn', article: 'BUR-CH art. 7' },
    });
  });

  it('lists legal actions for the seat on turn only, and each of them is accepted', () => {
    expectLegalOnTurnOnly(scala40Game, scala40);
    expectLegalOnTurnOnly(burracoGame, burraco);
  });

  it('a spectator’s view holds no hand', () => {
    expect(scala40Game.view(scala40, null).hand.cards).toBeNull();
    expect(burracoGame.view(burraco, null).hand.cards).toBeNull();
    expect(burracoGame.view(burraco, 1).hand.cards).toEqual(burraco.hand.hands[1]);
  });

  it('is not over at the start', () => {
    expect(scala40Game.isOver(scala40) || burracoGame.isOver(burraco)).toBe(false);
  });
});
