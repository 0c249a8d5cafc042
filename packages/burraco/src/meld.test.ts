import { type CardId, rankOf, suitOf } from '@tavolo/cards';
import { describe, expect, it } from 'vitest';
import { cardIds } from './test-support.js';
import { type Meld, extendMeld, extendMeldByOne, mayExtend, readMeld } from './meld.js';
import { PROFILES } from './profile.js';

const rules = PROFILES.champion.options;

const cards = cardIds;

const read = (text: string): Meld => {
  const meld = readMeld(cards(text), rules);
  if (!meld.ok) throw new Error(meld.error.code);
  return meld.value;
};

const code = (text: string): string => {
  const meld = readMeld(cards(text), rules);
  return meld.ok ? 'ok' : meld.error.code;
};

/** Where a sequence starts. */
const lowOf = (meld: Meld): number => (meld.kind === 'sequence' ? meld.low : -1);

/** The wild's position in a sequence. */
const wildAt = (meld: Meld): number =>
  meld.kind === 'sequence' ? meld.low + meld.cards.findIndex((c) => c.wild) : -1;

describe('meld', () => {
  it('BUR-CH art. 10: a combination of three or more equal cards, suits may repeat', () => {
    expect(read('7H 7H 7S')).toMatchObject({ kind: 'combination', rank: 7 });
    expect(read('KC KD KS KH').cards).toHaveLength(4);
  });

  it('BUR-CH art. 10: a sequence is of one suit and at least three cards', () => {
    expect(read('5H 6H 7H')).toMatchObject({ kind: 'sequence', suit: 'H', low: 5 });
    expect(code('5H 6H 7S')).toBe('not-a-meld');
    expect(code('5H 6H')).toBe('meld-too-short');
    expect(code('5H 6H 8H')).toBe('sequence-not-consecutive');
  });

  it('BUR-CH art. 10: cards may be given in any order', () => {
    expect(read('7H 5H 6H')).toEqual(read('5H 6H 7H'));
  });

  it('BUR-CH art. 10: at most one matta per meld', () => {
    expect(code('5H 6H JK 2C')).toBe('too-many-mattas');
    expect(code('7H 7S JK 2C')).toBe('too-many-mattas');
    expect(code('5H JK 7H JK')).toBe('too-many-mattas');
  });

  it('BUR-CH art. 11: a pinella of the suit before the 3 is a natural 2, and a matta may join it', () => {
    const meld = read('2H 3H 4H JK');
    expect(meld.cards.filter((c) => c.wild)).toHaveLength(1);
    expect(meld).toMatchObject({ low: 1 });
    expect(meld.cards[1]).toMatchObject({ wild: false });
    expect(read('2H 3H 4H').cards.every((c) => !c.wild)).toBe(true);
  });

  it('BUR-CH art. 11: a pinella of another suit, or away from the 2, is a matta', () => {
    expect(read('2C 3H 4H').cards[0]).toMatchObject({ wild: true });
    expect(wildAt(read('5H 6H 2H'))).toBe(4);
  });

  it('BUR-CH art. 11: no melds of mattas (pinelle or jolly)', () => {
    expect(code('JK 2C 2H')).toBe('meld-of-mattas');
    expect(code('2H 2S 2C')).toBe('meld-of-mattas');
  });

  it('BUR-CH art. 11: a matta fills the gap; a free matta sits at the lowest position', () => {
    expect(wildAt(read('5H JK 7H'))).toBe(6);
    expect(wildAt(read('5H 6H 7H JK'))).toBe(4);
    expect(wildAt(read('AH 2H 3H JK'))).toBe(4);
    expect(wildAt(read('QH KH AH JK'))).toBe(11);
  });

  it('BUR-CH art. 11: a natural laid where the matta stood pushes it to the free place of the same meld', () => {
    const meld = read('5H JK 7H');
    const extended = extendMeld(meld, cards('6H'), rules);
    expect(extended.ok && wildAt(extended.value)).toBe(4);
    expect(extended.ok && extended.value.cards).toHaveLength(4);
  });

  it('BUR-CH art. 11: a matta on the table keeps its place until the card it stands for replaces it', () => {
    // "Nelle sequenze il jolly o la Pinella possono essere sostituiti solo dalla carta della
    // quale fanno le veci e devono obbligatoriamente restare nei giochi in cui sono state
    // collocate": the jolly of 5H 6H 7H JK is the 4, and a 9 cannot turn it into the 8.
    const meld = read('5H 6H 7H JK');
    const nine = extendMeld(meld, cards('9H'), rules);
    expect(nine.ok ? 'ok' : nine.error.code).toBe('matta-stays');
    expect(extendMeldByOne(meld, cards('9H')[0] as CardId, rules)).toBeUndefined();
    expect(mayExtend(meld, cards('9H')[0] as CardId, rules)).toBe(false);
    const eight = extendMeld(meld, cards('8H'), rules);
    expect(eight.ok && wildAt(eight.value)).toBe(4);
    // The 8 and the 9 together still fit: the 9 after the 8.
    const both = extendMeld(meld, cards('9H 8H'), rules);
    expect(both.ok && [wildAt(both.value), both.value.cards.length]).toEqual([4, 6]);
    // The 4 replaces the jolly, which goes to the lowest free place of the same meld.
    const four = extendMeld(meld, cards('4H'), rules);
    expect(four.ok && [wildAt(four.value), lowOf(four.value)]).toEqual([3, 3]);
    // A matta filling a gap stays there too.
    const gap = extendMeld(read('5H JK 7H 8H'), cards('TH'), rules);
    expect(gap.ok ? 'ok' : gap.error.code).toBe('matta-stays');
  });

  it('BUR-CH art. 11: a free matta may be put on top, and stays there', () => {
    // "Le matte libere vanno collocate sempre nella posizione più bassa vicino al giocatore.
    // Qualora un giocatore la collochi nella parte superiore, nell'intento di continuare il
    // gioco, non potrà recedere dal farlo".
    const top = readMeld(cards('5H 6H 7H JK'), rules, 'top');
    expect(top.ok && [wildAt(top.value), lowOf(top.value)]).toEqual([8, 5]);
    if (!top.ok) return;
    const four = extendMeld(top.value, cards('4H'), rules);
    expect(four.ok && [wildAt(four.value), lowOf(four.value)]).toEqual([8, 4]);
    const nine = extendMeld(top.value, cards('9H'), rules);
    expect(nine.ok && wildAt(nine.value)).toBe(8);
    // Its own card replaces it; the replaced matta then goes to the lowest free place.
    const eight = extendMeld(top.value, cards('8H'), rules);
    expect(eight.ok && wildAt(eight.value)).toBe(4);
    // Laid off on top of a run without matta, alone or with naturals.
    const laid = extendMeld(read('5H 6H 7H'), cards('JK'), rules, 'top');
    expect(laid.ok && wildAt(laid.value)).toBe(8);
    const withNine = extendMeld(read('5H 6H 7H'), cards('8H 2C'), rules, 'top');
    expect(withNine.ok && wildAt(withNine.value)).toBe(9);
    // Run from the ace: the free matta goes above either way.
    const ace = readMeld(cards('AH 2H 3H JK'), rules, 'top');
    expect(ace.ok && wildAt(ace.value)).toBe(4);
  });

  it('BUR-CH art. 11: only a free matta laid from the hand goes on top', () => {
    const code3 = (r: ReturnType<typeof readMeld>) => (r.ok ? 'ok' : r.error.code);
    // A matta filling a gap has its place; a combination has no top; no matta at all.
    expect(code3(readMeld(cards('5H JK 7H'), rules, 'top'))).toBe('matta-not-free');
    expect(code3(readMeld(cards('7H 7S JK'), rules, 'top'))).toBe('matta-not-free');
    expect(code3(readMeld(cards('5H 6H 7H'), rules, 'top'))).toBe('matta-not-free');
    expect(code3(extendMeld(read('5H 6H 7H'), cards('8H'), rules, 'top'))).toBe('matta-not-free');
    expect(code3(extendMeld(read('5H 6H 7H JK'), cards('4H'), rules, 'top'))).toBe(
      'matta-not-free',
    );
    // No place above the ace after the K.
    expect(code3(readMeld(cards('QH KH AH JK'), rules, 'top'))).toBe('no-room-on-top');
  });

  it('BUR-CH art. 11: naturals on the table keep their places', () => {
    const extended = extendMeld(read('2H 3H 4H'), cards('6H'), rules);
    expect(extended.ok ? 'ok' : extended.error.code).toBe('meld-cards-move');
  });

  it('BUR-CH art. 11: a wild pinella that comes to stand before the 3 of its suit becomes natural', () => {
    const meld = read('2H 4H 5H');
    expect(wildAt(meld)).toBe(3);
    const extended = extendMeld(meld, cards('3H'), rules);
    expect(extended.ok && extended.value.cards.every((c) => !c.wild)).toBe(true);
  });

  it('BUR-CH art. 12: the ace goes before the 2 or after the K, never both ways (no wrap)', () => {
    expect(read('AH 2H 3H')).toMatchObject({ low: 1 });
    expect(read('QH KH AH')).toMatchObject({ low: 12 });
    expect(code('KH AH 2H 3H')).toBe('sequence-not-consecutive');
  });

  it('BUR-CH art. 12: at most 13 ordered cards plus the matta, 14 in all', () => {
    const full = 'AH 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH';
    expect(read(`${full} JK`).cards).toHaveLength(14);
    expect(code(`${full} AH`)).toBe('sequence-two-aces');
    const short = readMeld(cards('5H 6H 7H 8H 9H JK'), { ...rules, sequenceMaxCards: 5 });
    expect(short.ok ? 'ok' : short.error.code).toBe('sequence-too-long');
    expect(read('2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH AH JK')).toMatchObject({ low: 1 });
  });

  it('BUR-CH art. 12: one ace per sequence, at one end', () => {
    // "un massimo di 13 carte disposte ordinatamente, più l'eventuale matta (per un totale di
    // 14 carte): A-2-3-4-5-6-7-8-9-10-J-Q-K-(2) o (jolly)"; "L'Asso può essere posto prima del
    // 2 o dopo il K": one ace, before the 2 or after the K, never both.
    expect(code('AH JK 3H 4H 5H 6H 7H 8H 9H TH JH QH KH AH')).toBe('sequence-two-aces');
    expect(code('AH 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH AH')).toBe('sequence-two-aces');
    expect(code('AH 2H 3H AH')).toBe('sequence-two-aces');
    // The matta may stand for the ace at the other end: the text's own 14 cards.
    expect(read('AH 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH JK').cards).toHaveLength(14);
    const secondAce = cards('AH AH')[1] as CardId;
    const laid = extendMeld(read('AH 2H 3H'), [secondAce], rules);
    expect(laid.ok ? 'ok' : laid.error.code).toBe('sequence-two-aces');
    expect(mayExtend(read('AH 2H 3H'), secondAce, rules)).toBe(false);
    const high = extendMeld(read('QH KH AH'), [secondAce], rules);
    expect(high.ok ? 'ok' : high.error.code).toBe('sequence-two-aces');
  });

  it('BUR-CH art. 12: a sequence holds each card once', () => {
    expect(code('5H 5H 6H 7H')).toBe('sequence-repeated-card');
  });

  it('BUR-CH art. 13: a combination holds at most 8 naturals plus the matta', () => {
    expect(read('7H 7H 7D 7D 7C 7C 7S 7S JK').cards).toHaveLength(9);
    expect(read('7H 7H 7D 7D 7C 7C 7S 7S JK').cards[8]).toMatchObject({ wild: true });
    const short = { ...rules, combinationMaxCards: 4 };
    const meld = readMeld(cards('7H 7D 7C 7S JK'), short);
    expect(meld.ok ? 'ok' : meld.error.code).toBe('combination-too-long');
  });

  it('BUR-CH art. 13: laying off on a combination keeps its rank and its single matta', () => {
    const meld = read('7H 7D JK');
    expect(extendMeld(meld, cards('7S'), rules).ok).toBe(true);
    const wrong = extendMeld(meld, cards('8S'), rules);
    expect(wrong.ok ? 'ok' : wrong.error.code).toBe('not-a-combination');
    const twoMattas = extendMeld(meld, cards('2S'), rules);
    expect(twoMattas.ok ? 'ok' : twoMattas.error.code).toBe('too-many-mattas');
  });

  it('refuses a card listed twice and an empty lay-off', () => {
    const [a] = cards('5H');
    expect(readMeld([a as CardId, a as CardId, 6], rules).ok).toBe(false);
    const empty = extendMeld(read('5H 6H 7H'), [], rules);
    expect(empty.ok ? 'ok' : empty.error.code).toBe('no-cards');
  });

  it('mayExtend: a quick test, false only for lay-offs that extendMeld refuses', () => {
    /** The last token is laid off on the meld of the others. */
    const quick = (text: string): [boolean, boolean] => {
      const ids = cards(text);
      const card = ids.pop() as CardId;
      const meld = readMeld(ids, rules);
      if (!meld.ok) throw new Error(meld.error.code);
      return [mayExtend(meld.value, card, rules), extendMeld(meld.value, [card], rules).ok];
    };
    // The jolly of 5H 6H JK is the 4 and stays so (art. 11): the 8 leaves a gap.
    expect(quick('5H 6H JK 8H')).toEqual([false, false]);
    expect(quick('5H 6H JK 7H')).toEqual([true, true]);
    expect(quick('5H 6H JK TH')).toEqual([false, false]);
    expect(quick('5H JK 7H 9H')).toEqual([false, false]);
    expect(quick('5H 6H 7H 9H')).toEqual([false, false]);
    expect(quick('5H 6H 7H 4H')).toEqual([true, true]);
    expect(quick('5H 6H 7H 8H')).toEqual([true, true]);
    expect(quick('5H 6H 7H 3H')).toEqual([false, false]);
    expect(quick('5H 6H 7H 8S')).toEqual([false, false]);
    expect(quick('5H 6H 7H 6H')).toEqual([false, false]);
    // The natural takes the matta's place; the matta goes to the free place.
    expect(quick('5H JK 7H 6H')).toEqual([true, true]);
    expect(quick('QH KH AH JH')).toEqual([true, true]);
    expect(quick('AH 2H 3H AH')).toEqual([false, false]);
    expect(quick('5H 6H 7H JK')).toEqual([true, true]);
    expect(quick('5H 6H 7H 2C')).toEqual([true, true]);
    expect(quick('7H 7D 7C 7S')).toEqual([true, true]);
    expect(quick('7H 7D 7C 8S')).toEqual([false, false]);
    // A full combination (8 naturals and the matta, art. 10) takes nothing more.
    expect(quick('7H 7D 7C 7S 7H 7D 7C 7S JK JK')).toEqual([false, false]);
  });
});

/** Every card of `before` lies at the same position, and as natural, in `after`. */
const keepsPlaces = (before: Meld, after: Meld): boolean =>
  before.kind === 'sequence' &&
  after.kind === 'sequence' &&
  before.cards.every((c, i) => {
    const at = after.cards.findIndex((d) => d.id === c.id);
    return at >= 0 && after.low + at === before.low + i && !after.cards[at]?.wild;
  });

describe('laying one card on a run without a matta', () => {
  // extendMeld answers these without re-reading the meld: it must give what a full reading of
  // the same cards gives (BUR-CH art. 10-12: naturals keep their places, a free matta lies
  // below the run, or above it when the run starts at the ace).
  it('BUR-CH art. 11: gives the meld a full reading of the cards gives, for every run and card', () => {
    let compared = 0;
    const pairs: [unknown, unknown][] = [];
    for (const suit of ['H', 'D', 'C', 'S'] as const) {
      for (let low = 1; low <= 12; low++) {
        for (let length = 3; low + length - 1 <= 14 && length <= 13; length++) {
          const ranks = Array.from({ length }, (_, i) => {
            const position = low + i;
            return 'A23456789TJQK'[(position === 14 ? 1 : position) - 1] as string;
          });
          const run = cards(ranks.map((rank) => `${rank}${suit}`).join(' '));
          const read = readMeld(run, rules);
          if (!read.ok || read.value.cards.some((c) => c.wild)) continue;
          for (let id = 0; id < 108; id++) {
            if (run.includes(id)) continue;
            const laid = extendMeld(read.value, [id], rules);
            const whole = readMeld([...run, id], rules);
            // A full reading may also move the run's cards (a natural 2 read as a matta, the
            // high ace read low), which a lay-off may not do (art. 11, "meld-cards-move"):
            // compare where the reading keeps every card of the run in its place.
            if (!laid.ok || !whole.ok || !keepsPlaces(read.value, whole.value)) continue;
            pairs.push([laid.value, whole.value]);
            compared++;
          }
        }
      }
    }
    // Gathered, then asserted once (see the combinations' test below).
    expect(pairs.map(([laid]) => laid)).toEqual(pairs.map(([, whole]) => whole));
    expect(compared).toBeGreaterThan(1_000);
  });
});

/**
 * Every natural of `before` lies at the same position, and as natural, in `after`; so does its
 * matta, unless `laid` took its place (art. 11: a matta stays until its own card replaces it).
 */
const keepsNaturalsAndMatta = (before: Meld, after: Meld, laid: CardId): boolean =>
  before.kind === 'sequence' &&
  after.kind === 'sequence' &&
  before.cards.every((c, i) => {
    const at = after.cards.findIndex((d) => d.id === c.id);
    const same = at >= 0 && after.low + at === before.low + i;
    if (!c.wild) return same && !after.cards[at]?.wild;
    const took = after.cards[before.low + i - after.low];
    return same || (took?.id === laid && !took.wild);
  });

/** Every run of three or more cards holding one matta (a jolly, or a pinella of either suit), read. */
const oneMattaRuns = (): { suit: string; run: CardId[]; before: Meld; wild: CardId }[] => {
  const runs: { suit: string; run: CardId[]; before: Meld; wild: CardId }[] = [];
  for (const suit of ['H', 'D', 'C', 'S'] as const) {
    const other = suit === 'S' ? 'H' : 'S';
    for (const matta of ['JK', `2${other}`, `2${suit}`]) {
      for (let low = 1; low <= 12; low++) {
        for (let length = 3; low + length - 1 <= 14; length++) {
          for (let at = 0; at < length; at++) {
            const tokens = Array.from({ length }, (_, i) => {
              const position = low + i;
              const rank = 'A23456789TJQK'[(position === 14 ? 1 : position) - 1] as string;
              return i === at ? matta : `${rank}${suit}`;
            });
            const run = cards(tokens.join(' '));
            const read = readMeld(run, rules);
            if (!read.ok || read.value.cards.filter((c) => c.wild).length !== 1) continue;
            const wild = read.value.cards.find((c) => c.wild)?.id as CardId;
            runs.push({ suit, run, before: read.value, wild });
          }
        }
      }
    }
  }
  return runs;
};

describe('laying one card on a run with one matta', () => {
  // extendMeld answers a natural other than a 2 onto a run holding a jolly or an off-suit
  // pinella without re-reading the meld: it must give what a full reading gives where that
  // reading leaves the naturals and the matta in their places (BUR-CH art. 11: the matta stays
  // until its own card replaces it, then goes to the lowest free place), and refuse the rest.
  it('BUR-CH art. 11: gives the meld a full reading of the cards gives, for every run and card', () => {
    let fast = 0;
    const pairs: [unknown, unknown][] = [];
    const refusedApart: { readonly run: readonly number[]; readonly id: number }[] = [];
    for (const { suit, run, before, wild } of oneMattaRuns()) {
      for (let id = 0; id < 108; id++) {
        if (run.includes(id)) continue;
        const laid = extendMeld(before, [id], rules);
        const whole = readMeld([...run, id], rules);
        const kept = whole.ok && keepsNaturalsAndMatta(before, whole.value, id);
        if (laid.ok && kept) pairs.push([laid.value, whole.value]);
        // The cases the fast path answers: there, without an ace in the run (which a full
        // reading may put at the other end), a full reading that keeps the naturals in place is
        // the only one; an ace laid lies low if it may, as a full reading puts it.
        const rank = rankOf(id);
        if (
          (rank >= 3 || rank === 1) &&
          !run.some((c) => rankOf(c) === 1) &&
          suitOf(id) === suit &&
          !(rankOf(wild) === 2 && suitOf(wild) === suit)
        ) {
          if (laid.ok !== kept) refusedApart.push({ run, id });
          fast++;
        }
      }
    }
    // Gathered, then asserted once (see the combinations' test below).
    expect(pairs.map(([laid]) => laid)).toEqual(pairs.map(([, whole]) => whole));
    expect(refusedApart).toEqual([]);
    expect(fast).toBeGreaterThan(1_000);
  });

  it('extendMeldByOne, for listings, lays off what extendMeld lays off, as it lays it', () => {
    const byOne: unknown[] = [];
    const full: unknown[] = [];
    for (const { run, before } of oneMattaRuns())
      for (let id = 0; id < 108; id++) {
        if (run.includes(id)) continue;
        const laid = extendMeld(before, [id], rules);
        byOne.push(extendMeldByOne(before, id, rules));
        full.push(laid.ok ? laid.value : undefined);
      }
    // Gathered, then asserted once (see the combinations' test below).
    expect(byOne).toEqual(full);
  });
});

describe('laying one card on a combination', () => {
  // extendMeld answers these without re-reading the meld: it must give what a full reading of
  // the same cards gives (BUR-CH art. 7, 10, 13: one rank, the naturals then the one matta).
  it('BUR-CH art. 13: gives the meld a full reading of the cards gives, for every combination and card', () => {
    let compared = 0;
    const refusedApart: { readonly combination: readonly number[]; readonly id: number }[] = [];
    const pairs: [unknown, unknown][] = [];
    for (const rank of 'A3456789TJQK') {
      const naturals = cards(
        ['H', 'D', 'C', 'S', 'H', 'D', 'C', 'S'].map((s) => `${rank}${s}`).join(' '),
      );
      for (let mask = 0; mask < 256; mask++) {
        for (const matta of [[], cards('JK'), cards('2S')]) {
          const combination = [...naturals.filter((_, i) => (mask >> i) & 1), ...matta];
          const read = readMeld(combination, rules);
          if (!read.ok || read.value.kind !== 'combination') continue;
          for (let id = 0; id < 108; id++) {
            if (combination.includes(id)) continue;
            const laid = extendMeld(read.value, [id], rules);
            const whole = readMeld([...combination, id], rules);
            const fits = whole.ok && whole.value.kind === 'combination';
            // Gathered, then asserted once: an assertion per case made this loop slow enough to
            // starve the test worker's messages to the runner on a loaded machine.
            if (laid.ok !== fits) refusedApart.push({ combination, id });
            if (laid.ok && fits) pairs.push([laid.value, whole.value]);
            compared++;
          }
        }
      }
    }
    expect(refusedApart).toEqual([]);
    expect(pairs.map(([laid]) => laid)).toEqual(pairs.map(([, whole]) => whole));
    expect(compared).toBeGreaterThan(100_000);
  });
});
