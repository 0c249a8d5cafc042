import { describe, expect, it } from 'vitest';
import { apply, createMatch } from './engine.js';
import { answerScala40 } from './oracle.js';
import { PROFILES } from './profile.js';
import { tableVp } from './scoring.js';
import type { MatchState } from './state.js';
import { ids, position } from './test-support.js';
import { type TableOfThree, DEFAULT_TABLE_OF_THREE } from './table-of-three.js';

// The section after S40-CdG art. 26, "Punteggi da assegnare nei casi di tavolo incompleto":
// "Ai giocatori dei tavolo incompleti viene data la possibilità di giocare in tre tenendo sempre
// validi i punteggi come per quattro al giocatore riposato viene assegnato 1000".
const ARTICLE = 'S40-CdG art. 26, "Punteggi da assegnare nei casi di tavolo incompleto"';

describe('a table of three (S40-CdG art. 25, 26)', () => {
  it(`${ARTICLE}: literally, the three are scored as four with the resting seat at 1000`, () => {
    // "tenendo sempre validi i punteggi come per quattro al giocatore riposato viene assegnato
    // 1000". MP 0, 40, 80 and the empty seat's 1000, on the 5-hand table: 1st 8 + (40 + 80 +
    // 1000 -> 12) = 20; 2nd 6 + (40 + 960 -> 12) = 18; 3rd 4 + (920 -> 12) = 16.
    expect(DEFAULT_TABLE_OF_THREE).toBe('as-four');
    expect(tableVp(5, [0, 40, 80])).toEqual({ ok: true, value: [20, 18, 16] });
    expect(tableVp(5, [80, 0, 40], 'as-four')).toEqual({ ok: true, value: [16, 20, 18] });
  });

  it(`${ARTICLE}: the other reading scores the three among themselves, 8, 6, 4`, () => {
    // Art. 22's placement VP for the first three places and the differences among the three:
    // 1st 8 + (40 + 80 = 120 -> 4) = 12; 2nd 6 + (40 -> 0) = 6; 3rd 4.
    expect(tableVp(5, [0, 40, 80], 'as-three')).toEqual({ ok: true, value: [12, 6, 4] });
  });

  it(`${ARTICLE}: a table of four is the same under both readings`, () => {
    for (const reading of ['as-four', 'as-three'] as const)
      expect(tableVp(5, [0, 35, 80, 120], reading)).toEqual({ ok: true, value: [16, 10, 4, 2] });
  });

  /** The fifth and last hand of a table of three, about to be closed by seat 0. */
  const lastHandOfThree = (tableOfThree?: TableOfThree): MatchState => {
    const created = createMatch({
      profile: PROFILES['fisca-gara'],
      players: ['a', 'b', 'c'],
      seed: { scheme: 'xoroshiro128plus', seed: 1 },
      ...(tableOfThree ? { tableOfThree } : {}),
    });
    if (!created.ok) throw new Error(created.error.message);
    const base = position({
      hands: [ids('2C'), ids('TC TH TD TS'), ids('9C 9H 9D 9S 8C 8H 8D 8S')],
      opened: [true, true, true],
      totals: [0, 0, 12],
    });
    return {
      ...base,
      end: created.value.state.end,
      results: [1, 2, 3, 4].map((n) => ({
        hand: n,
        ending: 'closed' as const,
        closer: 0,
        inHand: false,
        penalties: [0, 0, 0],
      })),
      hand: { ...base.hand, number: 5 },
    };
  };

  it(`${ARTICLE}: the engine scores a tournament table of three by the event's reading`, () => {
    const vpOf = (state: MatchState) => {
      const step = apply(state, { type: 'discard', seat: 0, card: ids('2C')[0] as number });
      if (!step.ok) throw new Error(step.error.message);
      const ended = step.value.events.at(-1)?.event;
      return ended?.type === 'match-ended' ? ended.vp : undefined;
    };
    // Seat 0 closes; seat 1 ends on 40, seat 2 on 12 + 68 = 80.
    expect(vpOf(lastHandOfThree())).toEqual([20, 18, 16]);
    expect(vpOf(lastHandOfThree('as-four'))).toEqual([20, 18, 16]);
    expect(vpOf(lastHandOfThree('as-three'))).toEqual([12, 6, 4]);
  });

  it(`${ARTICLE}: the oracle answers by the reading asked, literal by default`, () => {
    const ask = (request: unknown) => answerScala40(PROFILES['fisca-gara'], request);
    expect(ask({ op: 'tableVp', hands: 5, mp: [0, 40, 80] })).toEqual({
      ok: true,
      vp: [20, 18, 16],
    });
    expect(ask({ op: 'tableVp', hands: 5, mp: [0, 40, 80], tableOfThree: 'as-three' })).toEqual({
      ok: true,
      vp: [12, 6, 4],
    });
    expect(ask({ op: 'tableVp', hands: 5, mp: [0, 40, 80], tableOfThree: 'as-two' })).toMatchObject(
      { ok: false, error: { code: 'bad-request' } },
    );
  });
});
