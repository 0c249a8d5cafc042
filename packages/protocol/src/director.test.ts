import { describe, expect, it } from 'vitest';
import { parseClientMessage, serverMessageSchema } from './protocol.js';

const parse = (message: unknown) => parseClientMessage(JSON.stringify(message));

describe("the arbitro's messages (issue 19)", () => {
  it('reads a call with a reason from the list and free text', () => {
    expect(
      parse({ type: 'call-director', id: 'c1', reason: 'clock', text: 'tempo scaduto' }),
    ).toEqual({
      ok: true,
      value: { type: 'call-director', id: 'c1', reason: 'clock', text: 'tempo scaduto' },
    });
    expect(parse({ type: 'call-director', id: 'c1', reason: 'other', text: '' })).toMatchObject({
      ok: true,
    });
  });

  it('refuses a reason off the list, text past 500 characters, and unknown fields', () => {
    const refused = [
      { type: 'call-director', id: 'c1', reason: 'boredom', text: '' },
      { type: 'call-director', id: 'c1', reason: 'clock', text: 'x'.repeat(501) },
      { type: 'call-director', id: 'c1', reason: 'clock', text: '', seat: 2 },
      { type: 'call-director', id: 'c1', reason: 'clock' },
      { type: 'join-as-director', table: 't1', seat: 0 },
      { type: 'join-as-director', table: 'no spaces' },
      { type: 'pause', id: 'p1', minutes: 5 },
      { type: 'resume' },
    ];
    for (const message of refused)
      expect(parse(message), JSON.stringify(message)).toMatchObject({
        ok: false,
        error: { code: 'bad-message' },
      });
  });

  it("reads the director's join, pause, resume and ruling", () => {
    expect(parse({ type: 'join-as-director', table: 't1' })).toMatchObject({ ok: true });
    expect(parse({ type: 'pause', id: 'p1' })).toMatchObject({ ok: true });
    expect(parse({ type: 'resume', id: 'r1' })).toMatchObject({ ok: true });
    const ruling = {
      type: 'apply-ruling',
      id: 'a1',
      entry: 'bur-ch-46-tempo',
      answers: { clock: 'yes' },
      seat: 1,
      mpPenalty: 100,
      substitute: true,
      note: 'orologio scaduto alla terza smazzata',
    };
    expect(parse(ruling)).toEqual({ ok: true, value: ruling });
    expect(
      parse({ type: 'apply-ruling', id: 'a1', entry: 'bur-ch-46-tempo', answers: {}, seat: 0 }),
    ).toMatchObject({ ok: true });
  });

  it('refuses a ruling with a bad entry id, seat, penalty or an unknown field', () => {
    const base = { type: 'apply-ruling', id: 'a1', entry: 'bur-ch-46-tempo', answers: {}, seat: 0 };
    const refused = [
      { ...base, entry: 'BUR CH 46' },
      { ...base, seat: -1 },
      { ...base, seat: 1.5 },
      { ...base, mpPenalty: 0 },
      { ...base, mpPenalty: -100 },
      { ...base, mpPenalty: 100_000 },
      { ...base, substitute: false },
      { ...base, answers: { q: 3 } },
      {
        ...base,
        answers: Object.fromEntries(Array.from({ length: 33 }, (_, i) => [`q${i}`, 'a'])),
      },
      { ...base, vp: 2 },
    ];
    for (const message of refused)
      expect(parse(message), JSON.stringify(message)).toMatchObject({ ok: false });
  });

  const ruling = {
    entry: 'bur-ch-46-tempo',
    article: 'BUR-CH art. 46',
    title: { it: 'Tempi di gioco', en: 'Playing time' },
    summary: { it: '100 punti di penalità', en: '100 penalty points' },
    quote: 'si viene penalizzati di 100 punti/smazzata.',
    seat: 1,
    name: 'Bea',
    mpPenalty: 100,
    sanctions: [],
    substitute: false,
    hand: 2,
    version: 140,
    at: '2026-11-29T04:00:00.000Z',
  };

  it("checks the server's ruling, call and director's view", () => {
    expect(serverMessageSchema.safeParse({ type: 'ruling', ruling }).success).toBe(true);
    expect(
      serverMessageSchema.safeParse({ type: 'ruling', ruling: { ...ruling, secret: 1 } }).success,
    ).toBe(false);
    const call = {
      seat: 0,
      name: 'Ada',
      reason: 'irregularity',
      text: '',
      version: 12,
      at: '2026-11-29T04:00:00.000Z',
    };
    expect(serverMessageSchema.safeParse({ type: 'director-call', call }).success).toBe(true);
    const view = {
      type: 'director-view',
      table: 't1',
      version: 12,
      hands: [
        [1, 2],
        [3, 4],
      ],
      view: {},
      log: [{ version: 12, hidden: false, event: { type: 'draw' } }],
      calls: [call],
      rulings: [ruling],
    };
    expect(serverMessageSchema.safeParse(view).success).toBe(true);
    expect(serverMessageSchema.safeParse({ ...view, seat: 0 }).success).toBe(false);
  });

  it("a status may say the arbitro's state and carry the rulings", () => {
    const status = {
      table: 't1',
      phase: 'paused',
      seats: [],
      deadline: null,
      chessClock: null,
      hands: [],
      director: { present: true, calls: 1, paused: true },
      rulings: [ruling],
    };
    expect(serverMessageSchema.safeParse({ type: 'status', status }).success).toBe(true);
    expect(
      serverMessageSchema.safeParse({
        type: 'status',
        status: { ...status, director: { present: true, calls: 1, paused: true, who: 'x' } },
      }).success,
    ).toBe(false);
  });
});
