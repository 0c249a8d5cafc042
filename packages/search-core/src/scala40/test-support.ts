/**
 * For the tests of the core's policies: a move of `greedyStep`, written as an engine action
 * with the ids of the seat's cards.
 */
import {
  type Action,
  type MatchState,
  type MeldCard,
  createMatch,
  profileFromSpec,
} from '@tavolo/scala40';
import { JOKER, codeOfId, faceOfCode } from './faces.js';
import type { Move } from './policy.js';
import { WIDTH } from './table.js';

/** The policy's move as an engine action: the owed card first, then any copy of each face. */
export const toAction = (state: MatchState, move: Readonly<Move>): Action => {
  const seat = state.hand.turn.seat;
  const owed = state.hand.turn.obligation?.card;
  const pool = [...(state.hand.hands[seat] as readonly number[])].sort((a, b) =>
    a === owed ? -1 : b === owed ? 1 : a - b,
  );
  const take = (code: number): number => {
    const at = pool.findIndex((id) => codeOfId(id) === code);
    if (at < 0) throw new Error(`no card of face ${code} in hand`);
    return pool.splice(at, 1)[0] as number;
  };
  const meld = (i: number): MeldCard[] =>
    Array.from(move.slots.subarray(i * WIDTH, i * WIDTH + (move.meldLen[i] as number)), (s) =>
      s & 0x80 ? { id: take(JOKER), as: faceOfCode(s & 0x7f) } : { id: take(s) },
    );
  switch (move.kind) {
    case 'draw':
    case 'take-discard':
      return { type: move.kind, seat };
    case 'discard':
      return { type: 'discard', seat, card: take(move.code) };
    case 'replace-joker':
      return { type: 'replace-joker', seat, card: take(move.code), meld: move.meldId };
    case 'lay-off':
      return {
        type: 'lay-off',
        seat,
        card: take(move.code),
        meld: move.meldId,
        ...(move.code === JOKER ? { as: faceOfCode(move.face) } : {}),
        ...(move.bit === 1
          ? { end: 'high' as const }
          : move.bit === 2
            ? { end: 'low' as const }
            : {}),
      };
    case 'meld':
      return { type: 'meld', seat, cards: meld(0) };
    case 'open':
      return { type: 'open', seat, melds: Array.from({ length: move.melds }, (_, i) => meld(i)) };
  }
};

/** A new match of `spec` at `seats` seats (players p0, p1, ...), dealt from `seed`. */
export const newMatch = (spec: string, seats: number, seed: number): MatchState => {
  const read = profileFromSpec(spec);
  if (!read.ok) throw new Error(spec);
  const created = createMatch({
    profile: read.value,
    players: Array.from({ length: seats }, (_, i) => `p${i}`),
    seed: { scheme: 'xoroshiro128plus', seed },
  });
  if (!created.ok) throw new Error(created.error.message);
  return created.value.state;
};
