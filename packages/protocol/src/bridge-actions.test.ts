import * as bridge from '@tavolo/bridge';
import fc from 'fast-check';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import type { bridgeActionSchema } from './bridge-actions.js';
import { parseClientMessage } from './protocol.js';

type Frozen<T> = T extends readonly (infer E)[]
  ? readonly Frozen<E>[]
  : T extends object
    ? { readonly [K in keyof T]: Frozen<T[K]> }
    : T;

const act = (action: unknown) => JSON.stringify({ type: 'act', id: 'r', action });

describe('bridge’s action schema', () => {
  it('follows the engine’s Action type: the same fields of the same types, both ways', () => {
    expectTypeOf<Frozen<z.infer<typeof bridgeActionSchema>>>().toEqualTypeOf<
      Frozen<bridge.Action>
    >();
  });

  it('every action the engine lists at any point of a board parses unchanged as a client sends it', () => {
    fc.assert(
      fc.property(fc.nat(), fc.array(fc.nat(), { minLength: 1, maxLength: 30 }), (seed, picks) => {
        const state = bridge.createMatch({
          players: ['a', 'b', 'c', 'd'],
          seed: { scheme: 'xoroshiro128plus', seed },
          boards: 1,
        });
        if (!state.ok) throw new Error(state.error.message);
        let current = state.value.state;
        for (let i = 0; i < 120 && !current.over; i++) {
          const all = ([0, 1, 2, 3] as const).flatMap((s) => bridge.matchLegalActions(current, s));
          for (const action of all.filter((_, j) => j % 7 === i % 7))
            expect(parseClientMessage(act(action))).toEqual({
              ok: true,
              value: { type: 'act', id: 'r', action },
            });
          const moves = all.filter(
            (a) => a.type === 'call' || a.type === 'play' || a.type === 'agree-tricks',
          );
          const pick = picks[i % picks.length] as number;
          const move = moves[pick % 4 === 0 ? 0 : pick % moves.length];
          if (move === undefined) break;
          const next = bridge.applyToMatch(current, move);
          if (!next.ok) throw new Error(next.error.code);
          current = next.value.state;
        }
      }),
      { numRuns: 10 },
    );
  });

  it('refuses unknown fields, a card beyond the 52-card deck, a seat beyond West, a level beyond 7', () => {
    for (const action of [
      { type: 'play', seat: 0, card: 12, extra: true },
      { type: 'play', seat: 0, card: 52 },
      { type: 'play', seat: 4, card: 3 },
      { type: 'call', seat: 1, call: { type: 'bid', level: 8, strain: 'NT' } },
      { type: 'call', seat: 1, call: { type: 'pass', level: 1 } },
      { type: 'claim', seat: 1, tricks: 14, statement: '' },
      { type: 'answer-claim', seat: 1, answer: 'maybe' },
      { type: 'rule-tricks', declarerTricks: 9, note: '', seat: 0 },
    ])
      expect(parseClientMessage(act(action))).toMatchObject({
        ok: false,
        error: { code: 'bad-message' },
      });
  });

  it('LAW 70 (2017): the director’s ruling travels as the director’s message, not a seat’s move', () => {
    const ruling = { type: 'rule-tricks', declarerTricks: 9, note: 'claim ruled' };
    expect(
      parseClientMessage(JSON.stringify({ type: 'director-act', id: 'd', action: ruling })),
    ).toEqual({ ok: true, value: { type: 'director-act', id: 'd', action: ruling } });
    expect(
      parseClientMessage(
        JSON.stringify({
          type: 'director-act',
          id: 'd',
          action: { type: 'play', seat: 0, card: 1 },
        }),
      ),
    ).toMatchObject({ ok: false });
  });
});
