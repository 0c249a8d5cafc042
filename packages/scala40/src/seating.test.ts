import { type CardId, type ShuffleSeed, faceOf, isJoker, sameFace } from '@tavolo/cards';
import { describe, expect, it } from 'vitest';
import { createMatch } from './engine.js';
import { PROFILES } from './profile.js';
import { drawForSeats } from './seating.js';
import type { SeatDraw } from './state.js';

const PLAYERS = ['anna', 'bruno', 'carla', 'dario'];
const seedOf = (seed: number): ShuffleSeed => ({ scheme: 'xoroshiro128plus', seed });

/** Art. 1, 3: jolly highest, then A K .. 2, then cuori quadri fiori picche. */
const strength = (card: CardId): number => {
  const face = faceOf(card);
  if (!face) return 1000;
  return (face.rank === 1 ? 14 : face.rank) * 4 + (3 - 'HDCS'.indexOf(face.suit));
};

const cardsOf = (draw: SeatDraw, player: string): readonly CardId[] =>
  draw.draws.find((d) => d.player === player)?.cards ?? [];

/** Positive if `a` beat `b`: the first draw where their cards differ decides. */
const compare = (draw: SeatDraw, a: string, b: string): number => {
  const ca = cardsOf(draw, a);
  const cb = cardsOf(draw, b);
  for (let k = 0; k < Math.min(ca.length, cb.length); k++) {
    const diff = strength(ca[k] as CardId) - strength(cb[k] as CardId);
    if (diff !== 0) return diff;
  }
  return 0;
};

/** The first seed from 1 whose draw satisfies `test`. */
const findSeed = (test: (draw: SeatDraw) => boolean): { seed: number; draw: SeatDraw } => {
  for (let seed = 1; seed < 20_000; seed++) {
    const draw = drawForSeats(PLAYERS, seedOf(seed));
    if (test(draw)) return { seed, draw };
  }
  throw new Error('no seed found');
};

const firstCards = (draw: SeatDraw): CardId[] => PLAYERS.map((p) => cardsOf(draw, p)[0] as CardId);

describe('the draw for seats (S40-CdG art. 1, 3)', () => {
  it('S40-CdG art. 3: players are ranked from the highest card to the lowest, over many seeds', () => {
    for (let seed = 1; seed <= 300; seed++) {
      const draw = drawForSeats(PLAYERS, seedOf(seed));
      expect([...draw.ranking].sort()).toEqual([...PLAYERS].sort());
      for (let i = 0; i + 1 < draw.ranking.length; i++) {
        expect(
          compare(draw, draw.ranking[i] as string, draw.ranking[i + 1] as string),
          `seed ${seed}`,
        ).toBeGreaterThan(0);
      }
      const all = draw.draws.flatMap((d) => d.cards);
      expect(new Set(all).size).toBe(all.length);
    }
  });

  it('S40-CdG art. 1: the jolly is the highest card', () => {
    const { draw } = findSeed((d) => firstCards(d).filter(isJoker).length === 1);
    const joker = PLAYERS.find((p) => isJoker(cardsOf(draw, p)[0] as CardId));
    expect(draw.ranking[0]).toBe(joker);
  });

  it('S40-CdG art. 3: two jokers draw again, keeping their priority over the others', () => {
    const { draw } = findSeed((d) => firstCards(d).filter(isJoker).length === 2);
    const jokers = PLAYERS.filter((p) => isJoker(cardsOf(draw, p)[0] as CardId));
    for (const p of jokers) expect(cardsOf(draw, p).length).toBeGreaterThan(1);
    for (const p of PLAYERS.filter((q) => !jokers.includes(q)))
      expect(cardsOf(draw, p)).toHaveLength(1);
    expect([...draw.ranking.slice(0, 2)].sort()).toEqual([...jokers].sort());
  });

  it('S40-CdG art. 3: on equal ranks the suit decides (cuori, quadri, fiori, picche)', () => {
    const { draw } = findSeed((d) => {
      const cards = firstCards(d);
      return cards.some((a, i) =>
        cards.some(
          (b, j) =>
            i !== j &&
            !isJoker(a) &&
            !isJoker(b) &&
            faceOf(a)?.rank === faceOf(b)?.rank &&
            !sameFace(a, b),
        ),
      );
    });
    for (const d of draw.draws) {
      const rivals = draw.draws.filter(
        (e) =>
          e !== d &&
          faceOf(e.cards[0] as CardId)?.rank === faceOf(d.cards[0] as CardId)?.rank &&
          !sameFace(e.cards[0] as CardId, d.cards[0] as CardId),
      );
      for (const rival of rivals) {
        // Different suits settle it at once: neither draws again because of the other.
        const higher =
          'HDCS'.indexOf(faceOf(d.cards[0] as CardId)?.suit ?? 'S') <
          'HDCS'.indexOf(faceOf(rival.cards[0] as CardId)?.suit ?? 'S');
        expect(draw.ranking.indexOf(d.player) < draw.ranking.indexOf(rival.player)).toBe(higher);
      }
    }
  });

  it('S40-CdG art. 3: the two copies of one card tie and draw again', () => {
    const { draw } = findSeed((d) => {
      const cards = firstCards(d);
      return cards.some((a, i) => cards.some((b, j) => i < j && !isJoker(a) && sameFace(a, b)));
    });
    const cards = firstCards(draw);
    const twins = PLAYERS.filter((_, i) =>
      cards.some((b, j) => i !== j && sameFace(cards[i] as CardId, b)),
    );
    expect(twins).toHaveLength(2);
    for (const p of twins) expect(cardsOf(draw, p).length).toBeGreaterThan(1);
  });

  it('is deterministic for a seed', () => {
    expect(drawForSeats(PLAYERS, seedOf(7))).toEqual(drawForSeats(PLAYERS, seedOf(7)));
  });
});

describe('seats and first dealer of a match', () => {
  it('S40-CdG art. 3: on fisca-gara the highest card sits first and the lowest card deals', () => {
    for (let seed = 1; seed <= 30; seed++) {
      const created = createMatch({
        profile: PROFILES['fisca-gara'],
        players: PLAYERS,
        seed: seedOf(seed),
      });
      if (!created.ok) throw new Error(created.error.message);
      const { state } = created.value;
      expect(state.players).toEqual(state.seatDraw.ranking);
      expect(state.hand.dealer).toBe(3);
      expect(state.hand.turn.seat).toBe(0);
      expect(state.players[state.hand.dealer]).toBe(state.seatDraw.ranking.at(-1));
    }
  });

  it('S40-CLUB §A: club-151 keeps the seats given and the lowest card deals', () => {
    for (let seed = 1; seed <= 30; seed++) {
      const created = createMatch({
        profile: PROFILES['club-151'],
        players: PLAYERS,
        seed: seedOf(seed),
      });
      if (!created.ok) throw new Error(created.error.message);
      const { state } = created.value;
      expect(state.players).toEqual(PLAYERS);
      const lowest = state.seatDraw.ranking.at(-1) as string;
      expect(state.hand.dealer).toBe(PLAYERS.indexOf(lowest));
      expect(state.hand.turn.seat).toBe((state.hand.dealer + 1) % 4);
    }
  });

  it('S40-CdG art. 3: the seat draw is announced with the seats and the dealer', () => {
    const created = createMatch({
      profile: PROFILES['fisca-gara'],
      players: PLAYERS,
      seed: seedOf(3),
    });
    if (!created.ok) throw new Error(created.error.message);
    const first = created.value.events[0]?.event;
    expect(first).toMatchObject({
      type: 'seats-drawn',
      dealer: 3,
      players: created.value.state.players,
    });
  });
});
