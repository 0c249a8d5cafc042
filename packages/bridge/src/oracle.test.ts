import { describe, expect, it } from 'vitest';
import { answerBridge } from './oracle.js';

const code = (answer: ReturnType<typeof answerBridge>): string =>
  answer.ok ? 'ok' : answer.error.code;

/** Every card of a suit to one hand: N spades, E hearts, S diamonds, W clubs. */
const SUITED = 'N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432';
/** A mixed deal: North S AKQJ H AKQ D AKQ C AKQ and so on. */
const MIXED = 'N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432';

describe('bridge oracle: score, imp, matchpoints, vp', () => {
  it('LAW 77: scores a contract for the declarer, and for North-South by seat and vulnerability', () => {
    expect(answerBridge({ op: 'score', contract: '4S', tricks: 10, vulnerable: true })).toEqual({
      ok: true,
      score: 620,
    });
    expect(answerBridge({ op: 'score', contract: '1NTX', tricks: 6, vulnerable: true })).toEqual({
      ok: true,
      score: -200,
    });
    expect(answerBridge({ op: 'score', contract: '7NXX', tricks: 13, vulnerable: true })).toEqual({
      ok: true,
      score: 2980,
    });
    expect(
      answerBridge({
        op: 'score',
        contract: '3NT',
        tricks: 10,
        declarer: 'E',
        vulnerability: 'ns',
      }),
    ).toEqual({ ok: true, score: 430, ns: -430 });
    expect(
      answerBridge({
        op: 'score',
        contract: 'pass',
        tricks: 0,
        declarer: 'N',
        vulnerability: 'all',
      }),
    ).toEqual({
      ok: true,
      score: 0,
      ns: 0,
    });
    expect(code(answerBridge({ op: 'score', contract: '8S', tricks: 10, vulnerable: true }))).toBe(
      'bad-contract',
    );
    expect(code(answerBridge({ op: 'score', contract: '4S', tricks: 14, vulnerable: true }))).toBe(
      'bad-tricks',
    );
    expect(code(answerBridge({ op: 'score', contract: '4S', tricks: 10 }))).toBe('bad-request');
  });

  it('LAW 78B, 78A, WBF VP scale: imp, matchpoints with Neuberg and adjusted scores, vp', () => {
    expect(answerBridge({ op: 'imp', diff: -450 })).toEqual({ ok: true, imps: -10 });
    expect(answerBridge({ op: 'matchpoints', scores: [420, 450, 420, -50] })).toEqual({
      ok: true,
      top: 6,
      ns: [3, 6, 3, 0],
      ew: [3, 0, 3, 6],
      nsPercent: [50, 100, 50, 0],
      ewPercent: [50, 0, 50, 100],
    });
    const adjusted = answerBridge({
      op: 'matchpoints',
      scores: [520, 500, 490, 480, 460, 450, 430, 420, 400, -50, { ns: 60, ew: 40 }],
    });
    expect(adjusted).toMatchObject({
      ok: true,
      top: 20,
      ns: [19.9, 17.7, 15.5, 13.3, 11.1, 8.9, 6.7, 4.5, 2.3, 0.1, 12],
    });
    expect(answerBridge({ op: 'vp', imps: -60, boards: 16 })).toEqual({ ok: true, vp: [0, 20] });
    expect(code(answerBridge({ op: 'vp', imps: 3, boards: 0 }))).toBe('bad-boards');
    expect(code(answerBridge({ op: 'matchpoints', scores: [] }))).toBe('bad-request');
  });

  it('answers malformed requests without throwing', () => {
    for (const request of [
      null,
      3,
      'imp',
      [],
      {},
      { op: 'fly' },
      { op: 'imp' },
      { op: 'imp', diff: '3' },
      { op: 'imp', diff: 3, x: 1 },
    ])
      expect(code(answerBridge(request))).toBe('bad-request');
  });
});

describe('bridge oracle: legal', () => {
  it('LAW 27 (2017): an insufficient bid is refused; a sufficient one is legal', () => {
    const base = { op: 'legal', deal: MIXED, dealer: 'N', calls: ['1NT'] };
    expect(answerBridge({ ...base, call: '2C' })).toEqual({ ok: true, seat: 'E' });
    const refused = answerBridge({ ...base, call: '1S' });
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.error.article).toMatch(/^LAW \d+/);
  });

  it('LAW 19 (2017): one may not double a partner; LAW 17 (2017): only the player on turn calls', () => {
    const base = { op: 'legal', deal: MIXED, dealer: 'N', calls: ['1NT', 'P'] };
    expect(code(answerBridge({ ...base, call: 'X' }))).not.toBe('ok');
    expect(code(answerBridge({ ...base, call: '2C', seat: 'W' }))).not.toBe('ok');
  });

  it('LAW 44C (2017): a player must follow suit when he can; the dummy is played by the declarer', () => {
    const play = { op: 'legal', deal: MIXED, dealer: 'N', calls: ['1NT', 'P', 'P', 'P'] };
    // North declares 1NT, East leads a spade; South (dummy) is played by North.
    const listed = answerBridge(play);
    expect(listed).toMatchObject({ ok: true, seat: 'E', calls: [] });
    expect(answerBridge({ ...play, card: 'ST' })).toEqual({ ok: true, seat: 'E' });
    const dummy = { ...play, played: ['ST'] };
    expect(answerBridge(dummy)).toMatchObject({
      ok: true,
      seat: 'N',
      cards: ['S3', 'S4', 'S5', 'S6'],
    });
    expect(code(answerBridge({ ...dummy, card: 'H8' }))).not.toBe('ok');
  });

  it('refuses a deal that is no deal and a history that breaks the rules, naming the step', () => {
    expect(code(answerBridge({ op: 'legal', deal: 'N:AKQ', dealer: 'N' }))).toBe('bad-deal');
    expect(
      code(answerBridge({ op: 'legal', deal: SUITED.replace('2...', '2..2.'), dealer: 'N' })),
    ).toBe('bad-deal');
    const history = answerBridge({ op: 'legal', deal: SUITED, dealer: 'N', calls: ['1S', '1H'] });
    expect(history.ok).toBe(false);
    if (!history.ok) expect(history.error.message).toMatch(/^calls\[1\] \(1H\)/);
  });
});
