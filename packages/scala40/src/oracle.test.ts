import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { answerScala40 } from './oracle.js';
import { type RuleProfile, profileFromSpec } from './profile.js';

const profile = (spec: string): RuleProfile => {
  const p = profileFromSpec(spec);
  if (!p.ok) throw new Error(p.error.message);
  return p.value;
};

const GARA = profile('fisca-gara');
const F101 = profile('fisca-101');
const CLUB = profile('club-151');
const ALL = [GARA, F101, CLUB, profile('fisca-101+a+b+c')];

const ask = (request: unknown, p: RuleProfile = GARA) => answerScala40(p, request);
const code = (request: unknown, p: RuleProfile = GARA): string | undefined => {
  const a = ask(request, p);
  return a.ok ? undefined : a.error.code;
};

describe('answerScala40: the issue examples', () => {
  it('reads a sequence with an undeclared joker in the place it occupies (S40-CdG art. 8)', () => {
    for (const p of ALL) {
      expect(JSON.stringify(ask({ op: 'meld', cards: ['TH', 'JH', 'QH', 'JK'] }, p))).toBe(
        '{"ok":true,"kind":"sequence","points":40,"cards":["TH","JH","QH","JK=KH"]}',
      );
    }
  });

  it('values an opening of 57 points (S40-CdG art. 7)', () => {
    const request = {
      op: 'opening',
      melds: [
        ['9H', '9D', '9C'],
        ['JS', 'QS', 'KS'],
      ],
    };
    for (const p of ALL) expect(ask(request, p)).toEqual({ ok: true, points: 57 });
  });

  it('counts the penalty of the cards left in hand (S40-CdG art. 22)', () => {
    for (const p of ALL)
      expect(ask({ op: 'penalty', hand: ['AH', 'KS'], melded: true }, p)).toEqual({
        ok: true,
        points: 21,
      });
  });

  it('looks up the difference VP (S40-CdG art. 22)', () => {
    expect(JSON.stringify(ask({ op: 'diffVp', hands: 5, diff: 135 }))).toBe('{"ok":true,"vp":6}');
  });

  it('scores a table of four (S40-CdG art. 22)', () => {
    expect(JSON.stringify(ask({ op: 'tableVp', hands: 5, mp: [0, 35, 80, 120] }))).toBe(
      '{"ok":true,"vp":[16,10,4,2]}',
    );
  });
});

describe('answerScala40: melds', () => {
  it('reads a combination and its undeclared joker by the profile (S40-CdG art. 8; S40-CLUB §C)', () => {
    const request = { op: 'meld', cards: ['9C', 'JK', '9S'] };
    expect(ask(request, GARA)).toEqual({
      ok: true,
      kind: 'combination',
      points: 27,
      cards: ['9C', 'JK=9D', '9S'],
    });
    expect(ask(request, CLUB)).toEqual({
      ok: true,
      kind: 'combination',
      points: 27,
      cards: ['9C', 'JK=9H', '9S'],
    });
  });

  it('keeps a declared joker and counts the ace low as 1 (S40-CdG art. 7)', () => {
    expect(ask({ op: 'meld', cards: ['AH', 'JK=2H', '3H'] })).toEqual({
      ok: true,
      kind: 'sequence',
      points: 6,
      cards: ['AH', 'JK=2H', '3H'],
    });
    expect(ask({ op: 'meld', cards: ['QS', 'KS', 'AS'] })).toMatchObject({ points: 31 });
  });

  it('gives the engine reason for an invalid meld', () => {
    expect(code({ op: 'meld', cards: ['TH', 'JH'] })).toBe('meld-too-short');
    expect(code({ op: 'meld', cards: ['TH', 'JD', 'QH'] })).toBe('not-a-meld');
    expect(code({ op: 'meld', cards: ['KH', 'AH', '2H'] })).toBe('sequence-wraps');
    expect(code({ op: 'meld', cards: ['JK', 'JK', 'JK'] })).toBe('meld-only-jokers');
    expect(code({ op: 'meld', cards: ['9H', '9H', '9C'] })).toBe('combination-repeated-suit');
    expect(code({ op: 'meld', cards: ['9H', 'JK=9D', '9C', '9S', 'JK'] })).toBe(
      'combination-too-long',
    );
    expect(ask({ op: 'meld', cards: ['TH', 'JH', 'JK', 'JK'] }, F101)).toEqual({
      ok: false,
      error: {
        code: 'too-many-jokers',
        message: 'at most 1 joker(s) in one meld',
        article: 'S40-REG art. 3.4',
      },
    });
    expect(ask({ op: 'meld', cards: ['TH', 'JH', 'JK', 'JK'] }, GARA)).toMatchObject({ ok: true });
  });

  it('refuses a card that is not in the notation', () => {
    const a = ask({ op: 'meld', cards: ['TH', 'th', 'QH'] });
    expect(a).toMatchObject({ ok: false, error: { code: 'bad-card', article: 'Tavolo' } });
  });

  it('admits two copies of a face and four jokers, no more (S40-CdG art. 1)', () => {
    expect(code({ op: 'penalty', hand: ['TH', 'TH'], melded: true })).toBeUndefined();
    expect(code({ op: 'penalty', hand: ['TH', 'TH', 'TH'], melded: true })).toBe('too-many-copies');
    expect(
      code({ op: 'penalty', hand: ['JK', 'JK', 'JK=9H', 'JK'], melded: true }),
    ).toBeUndefined();
    expect(code({ op: 'penalty', hand: ['JK', 'JK', 'JK', 'JK', 'JK'], melded: true })).toBe(
      'too-many-copies',
    );
  });
});

describe('answerScala40: openings', () => {
  it('refuses an opening below 40 (S40-CdG art. 7)', () => {
    const a = ask({ op: 'opening', melds: [['2H', '3H', '4H']] });
    expect(a).toEqual({
      ok: false,
      error: {
        code: 'opening-below-40',
        message: 'the opening is worth 9; it needs at least 40',
        article: 'S40-CdG art. 7',
      },
    });
    expect(code({ op: 'opening', melds: [['2H', '3H', '4H']] }, F101)).toBe('opening-below-40');
  });

  it('accepts two identical sequences, made of the twin copies', () => {
    const run = ['8H', '9H', 'TH'];
    expect(ask({ op: 'opening', melds: [run, run] })).toEqual({ ok: true, points: 54 });
    expect(code({ op: 'opening', melds: [run, run, run] })).toBe('too-many-copies');
  });

  it('refuses an opening whose meld is invalid, with that meld reason', () => {
    expect(
      code({
        op: 'opening',
        melds: [
          ['KS', 'QS', 'JS'],
          ['TH', 'JD', 'QH'],
        ],
      }),
    ).toBe('not-a-meld');
  });

  it('applies variant c: jokers open only beside clean melds worth 40 (S40-REG art. 9c)', () => {
    const request = {
      op: 'opening',
      melds: [
        ['JK', 'QS', 'KS'],
        ['8H', '8D', '8C'],
      ],
    };
    expect(ask(request, F101)).toEqual({ ok: true, points: 54 });
    expect(ask(request, profile('fisca-101+c'))).toMatchObject({
      ok: false,
      error: { code: 'opening-jokers', article: 'S40-REG art. 9c' },
    });
    const clean = { op: 'opening', melds: [...request.melds, ['TD', 'JD', 'QD']] };
    expect(ask(clean, profile('fisca-101+c'))).toEqual({ ok: true, points: 84 });
  });
});

describe('answerScala40: penalties', () => {
  it('counts a lone ace as 1 where the profile says so (S40-CLUB §D; S40-REG art. 7.1)', () => {
    const request = { op: 'penalty', hand: ['AS'], melded: true };
    expect(ask(request, CLUB)).toEqual({ ok: true, points: 1 });
    expect(ask(request, GARA)).toEqual({ ok: true, points: 11 });
  });

  it('charges 100 to a player who never laid a card (S40-CLUB §D; S40-REG art. 9b)', () => {
    const hand = ['AH', 'KS', 'JK'];
    expect(ask({ op: 'penalty', hand, melded: false }, CLUB)).toEqual({ ok: true, points: 100 });
    expect(ask({ op: 'penalty', hand, melded: false }, GARA)).toEqual({ ok: true, points: 46 });
    const b = profile('fisca-101+b');
    expect(ask({ op: 'penalty', hand, melded: false }, b)).toEqual({ ok: true, points: 46 });
    expect(ask({ op: 'penalty', hand, melded: false, inHand: true }, b)).toEqual({
      ok: true,
      points: 100,
    });
    expect(ask({ op: 'penalty', hand, melded: true, inHand: true }, b)).toEqual({
      ok: true,
      points: 92,
    });
    expect(ask({ op: 'penalty', hand, melded: true, inHand: true }, F101)).toEqual({
      ok: true,
      points: 46,
    });
  });

  it('counts an empty hand as 0', () => {
    expect(ask({ op: 'penalty', hand: [], melded: true })).toEqual({ ok: true, points: 0 });
  });
});

describe('answerScala40: VP', () => {
  it('walks the bands of both art. 22 tables', () => {
    const vp = (hands: number, diff: number) => ask({ op: 'diffVp', hands, diff });
    expect(vp(5, 40)).toEqual({ ok: true, vp: 0 });
    expect(vp(5, 41)).toEqual({ ok: true, vp: 2 });
    expect(vp(5, 301)).toEqual({ ok: true, vp: 12 });
    expect(vp(3, 30)).toEqual({ ok: true, vp: 0 });
    expect(vp(4, 201)).toEqual({ ok: true, vp: 12 });
  });

  it('refuses what art. 22 has no table for', () => {
    expect(code({ op: 'diffVp', hands: 6, diff: 10 })).toBe('unsupported-hands');
    expect(code({ op: 'diffVp', hands: 5, diff: -1 })).toBe('bad-difference');
    expect(code({ op: 'diffVp', hands: 5, diff: 1.5 })).toBe('bad-difference');
    expect(code({ op: 'tableVp', hands: 5, mp: [0, 10] })).toBe('bad-table');
    expect(code({ op: 'tableVp', hands: 5, mp: [0, 10, -3] })).toBe('bad-mp');
  });

  it('shares placement VP between tied players', () => {
    expect(ask({ op: 'tableVp', hands: 5, mp: [10, 10, 10, 10] })).toEqual({
      ok: true,
      vp: [5, 5, 5, 5],
    });
  });
});

describe('answerScala40: the profile', () => {
  it('lists every option with its value and the article it cites', () => {
    for (const spec of ['fisca-gara', 'fisca-101+a+b', 'club-151']) {
      const found = profileFromSpec(spec);
      if (!found.ok) throw new Error(spec);
      const answer = answerScala40(found.value, { op: 'profile' });
      if (!('options' in answer)) throw new Error(`no profile for ${spec}`);
      expect(answer.profile).toBe(spec);
      expect(answer.options.map((o) => o.name).sort()).toEqual(
        Object.keys(found.value.options).sort(),
      );
      for (const option of answer.options) expect(option.article).toMatch(/^S40-(CdG|REG|CLUB) /);
    }
  });

  it('shows the variants in force (S40-REG art. 9)', () => {
    const found = profileFromSpec('fisca-101+a');
    if (!found.ok) throw new Error('fisca-101+a');
    const answer = answerScala40(found.value, { op: 'profile' });
    if (!('options' in answer)) throw new Error('no profile for fisca-101+a');
    const take = answer.options.find((o) => o.name === 'takeDiscardBeforeOpening');
    expect(take?.value).toBe('open-with-it');
    expect(take?.note).toContain('variant a');
  });
});

describe('answerScala40: malformed requests', () => {
  it('answers bad-request for a wrong shape, naming the field', () => {
    for (const request of [
      null,
      42,
      'meld',
      [],
      {},
      { op: 'fly' },
      { op: 'meld' },
      { op: 'meld', cards: 'TH JH QH' },
      { op: 'meld', cards: ['TH', 5, 'QH'] },
      { op: 'meld', cards: ['TH', 'JH', 'QH'], extra: 1 },
      { op: 'opening', melds: [] },
      { op: 'penalty', hand: ['AH'] },
      { op: 'penalty', hand: ['AH'], melded: 'yes' },
      { op: 'diffVp', hands: '5', diff: 135 },
      { op: 'tableVp', hands: 5, mp: '0 35' },
    ]) {
      const a = ask(request);
      expect(a, JSON.stringify(request)).toMatchObject({
        ok: false,
        error: { code: 'bad-request', article: 'Tavolo' },
      });
    }
    const a = ask({ op: 'meld', cards: ['TH', 5, 'QH'] });
    expect(a.ok ? '' : a.error.message).toContain('cards.1');
  });

  it('never throws on hostile values', () => {
    const hostile = {
      get op(): string {
        throw new Error('boom');
      },
    };
    expect(ask(hostile)).toMatchObject({ ok: false, error: { code: 'internal-error' } });
    const { proxy, revoke } = Proxy.revocable({}, {});
    revoke();
    expect(ask(proxy).ok).toBe(false);
  });

  it('answers every JSON value with plain JSON data, never throwing', () => {
    const card = fc.oneof(
      fc.constantFrom('TH', 'JH', 'QH', 'KH', 'AH', '2H', '9C', '9D', '9S', 'JK', 'JK=KH', 'JK=9D'),
      fc.string({ maxLength: 4 }),
    );
    const request = fc.oneof(
      fc.jsonValue(),
      fc.record({ op: fc.constant('meld'), cards: fc.array(card, { maxLength: 8 }) }),
      fc.record({
        op: fc.constant('opening'),
        melds: fc.array(fc.array(card, { maxLength: 6 }), { maxLength: 4 }),
      }),
      fc.record(
        {
          op: fc.constant('penalty'),
          hand: fc.array(card, { maxLength: 14 }),
          melded: fc.boolean(),
          inHand: fc.boolean(),
        },
        { requiredKeys: ['op', 'hand', 'melded'] },
      ),
      fc.record({ op: fc.constant('diffVp'), hands: fc.integer(), diff: fc.double() }),
      fc.record({
        op: fc.constant('tableVp'),
        hands: fc.integer({ min: 2, max: 6 }),
        mp: fc.array(fc.integer({ min: -5, max: 500 }), { maxLength: 5 }),
      }),
    );
    fc.assert(
      fc.property(fc.constantFrom(...ALL), request, (p, r) => {
        const a = answerScala40(p, r);
        expect(JSON.parse(JSON.stringify(a))).toEqual(a);
        if (!a.ok) {
          expect(Object.keys(a.error)).toEqual(['code', 'message', 'article']);
          expect(a.error.code).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('agrees with itself: a meld read back from its answer reads the same', () => {
    const naturals = fc.constantFrom(
      ...['H', 'S'].flatMap((s) => ['A', '2', '3', '4', '5', 'T', 'J', 'Q', 'K'].map((r) => r + s)),
    );
    fc.assert(
      fc.property(
        fc.array(fc.oneof(naturals, fc.constant('JK')), { minLength: 3, maxLength: 6 }),
        (cards) => {
          const first = ask({ op: 'meld', cards });
          if (!first.ok || !('cards' in first)) return;
          expect(ask({ op: 'meld', cards: first.cards })).toEqual(first);
        },
      ),
      { numRuns: 2000 },
    );
  });
});
