/**
 * BUR-CH art. 11 at the table: where a free matta goes, and what putting it on top obliges.
 * "Le matte libere vanno collocate sempre nella posizione più bassa vicino al giocatore. Qualora
 * un giocatore la collochi nella parte superiore, nell'intento di continuare il gioco, non potrà
 * recedere dal farlo; nel caso ciò non accada, l'arbitro, accertata nel ventaglio in mano al
 * giocatore la presenza di carte idonee a proseguire il gioco, lo obbligherà a collocarle."
 */
import { type CardId, cardCode, fullDeck } from '@tavolo/cards';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Action } from './action.js';
import { apply } from './engine.js';
import { legalActions } from './legal.js';
import { answerBurraco } from './oracle.js';
import { type Meld, isMatta, readMeld } from './meld.js';
import { PROFILES, PROFILE_IDS } from './profile.js';
import { newMatch } from './test-support.js';
import type { MatchState, Seat } from './state.js';

/**
 * Seat 0 in its play phase with `hand`, its line holding `melds`; the other cards fill the
 * other hands and the stock, in deck order.
 */
const table = (
  hand: string,
  melds: readonly string[] = [],
  pozzettoTaken: [boolean, boolean] = [false, false],
): MatchState => {
  const free = fullDeck();
  const take = (text: string): CardId[] =>
    text === ''
      ? []
      : text.split(' ').map((token) => {
          const at = free.findIndex((id) => cardCode(id) === token);
          if (at < 0) throw new Error(`no ${token} left`);
          return free.splice(at, 1)[0] as CardId;
        });
  const own = take(hand);
  const laid = melds.map((cards, i) => {
    const meld = readMeld(take(cards), PROFILES.champion.options);
    if (!meld.ok) throw new Error(meld.error.code);
    return { id: i + 1, side: 0 as const, meld: meld.value };
  });
  const base = newMatch('champion', 1, 4);
  const others = [1, 2, 3].map(() => free.splice(0, 11));
  return {
    ...base,
    hand: {
      ...base.hand,
      hands: [own, ...others],
      pile: free.splice(0, 1),
      stock: free.splice(0, 30),
      pozzetti: pozzettoTaken.filter((t) => !t).map(() => free.splice(0, 11)),
      pozzettoTaken,
      melds: laid,
      nextMeldId: laid.length + 1,
      turn: { seat: 0, phase: 'play', mustPlayOneOf: [], tookPile: false },
      turnsCompleted: 8,
    },
  };
};

const inHand = (state: MatchState, text: string): CardId[] => {
  const hand = [...(state.hand.hands[0] as CardId[])];
  return text.split(' ').map((token) => {
    const at = hand.findIndex((id) => cardCode(id) === token);
    if (at < 0) throw new Error(`${token} not in hand`);
    return hand.splice(at, 1)[0] as CardId;
  });
};

const play = (state: MatchState, action: (s: MatchState) => Action): MatchState => {
  const step = apply(state, action(state));
  if (!step.ok) throw new Error(step.error.code);
  return step.value.state;
};

const refused = (state: MatchState, action: Action): string => {
  const step = apply(state, action);
  return step.ok ? 'ok' : step.error.code;
};

const shown = (meld: Meld | undefined): string =>
  meld?.cards.map((c) => cardCode(c.id) + (c.wild ? '*' : '')).join(' ') ?? '';

/** Seat 0 melds `text` with its free matta on top. */
const meldOnTop = (state: MatchState, text: string): MatchState =>
  play(state, (s) => ({ type: 'meld', seat: 0, cards: inHand(s, text), matta: 'top' }));

const discards = (state: MatchState): Action[] =>
  legalActions(state, 0).filter((a) => a.type === 'discard');

describe('BUR-CH art. 11: a free matta at the bottom or on top', () => {
  it('BUR-CH art. 11: a meld and a lay-off may put a free matta on top, and it stays there', () => {
    const state = table('5H 6H 7H JK 2C 9H 4H KS QS', ['5D 6D 7D']);
    const melded = meldOnTop(state, '5H 6H 7H JK');
    expect(shown(melded.hand.melds[1]?.meld)).toBe('5H 6H 7H JK*');
    const laid = play(melded, (s) => ({
      type: 'lay-off',
      seat: 0,
      meld: 1,
      cards: inHand(s, '2C'),
      matta: 'top',
    }));
    expect(shown(laid.hand.melds[0]?.meld)).toBe('5D 6D 7D 2C*');
    // "non potrà recedere dal farlo": the 4 below leaves the jolly on top.
    const four = play(laid, (s) => ({ type: 'lay-off', seat: 0, meld: 2, cards: inHand(s, '4H') }));
    expect(shown(four.hand.melds[1]?.meld)).toBe('4H 5H 6H 7H JK*');
    // By default the free matta goes to the lowest place.
    const low = play(state, (s) => ({ type: 'meld', seat: 0, cards: inHand(s, '5H 6H 7H JK') }));
    expect(shown(low.hand.melds[1]?.meld)).toBe('JK* 5H 6H 7H');
    expect(
      refused(state, { type: 'meld', seat: 0, cards: inHand(state, '5H 6H 7H'), matta: 'top' }),
    ).toBe('matta-not-free');
    expect(
      refused(state, {
        type: 'meld',
        seat: 0,
        cards: inHand(state, '5H 6H 7H JK'),
        matta: 'middle' as 'top',
      }),
    ).toBe('bad-action');
  });

  it('BUR-CH art. 11: "lo obbligherà a collocarle", the cards that continue the run upward are laid before discarding', () => {
    const state = table('5H 6H 7H JK 9H TH QH KS QS');
    const melded = meldOnTop(state, '5H 6H 7H JK');
    expect(
      refused(melded, { type: 'discard', seat: 0, card: inHand(melded, 'KS')[0] as CardId }),
    ).toBe('matta-on-top-continue');
    expect(discards(melded)).toEqual([]);
    const nine = play(melded, (s) => ({
      type: 'lay-off',
      seat: 0,
      meld: 1,
      cards: inHand(s, '9H'),
    }));
    // The 10 now continues it; the Q does not (no J), and is not owed.
    expect(discards(nine)).toEqual([]);
    const ten = play(nine, (s) => ({ type: 'lay-off', seat: 0, meld: 1, cards: inHand(s, 'TH') }));
    expect(shown(ten.hand.melds[0]?.meld)).toBe('5H 6H 7H JK* 9H TH');
    expect(discards(ten).length).toBeGreaterThan(0);
    expect(
      play(ten, (s) => ({ type: 'discard', seat: 0, card: inHand(s, 'QH')[0] as CardId })).hand.turn
        .seat,
    ).toBe(1);
  });

  it('BUR-CH art. 11: no obligation where the matta lies at the bottom, or above a run from the ace', () => {
    const bottom = play(table('5H 6H 7H JK 8H KS'), (s) => ({
      type: 'meld',
      seat: 0,
      cards: inHand(s, '5H 6H 7H JK'),
    }));
    expect(
      refused(bottom, { type: 'discard', seat: 0, card: inHand(bottom, '8H')[0] as CardId }),
    ).toBe('ok');
    const ace = meldOnTop(table('AH 2H 3H JK 5H KS'), 'AH 2H 3H JK');
    expect(shown(ace.hand.melds[0]?.meld)).toBe('AH 2H 3H JK*');
    expect(refused(ace, { type: 'discard', seat: 0, card: inHand(ace, '5H')[0] as CardId })).toBe(
      'ok',
    );
  });

  it('BUR-CH art. 11, 42: a card the player may not lay (he must keep one to discard) is not owed', () => {
    // The pozzetto is taken: laying the 9 would leave the KS, whose discard cannot close.
    const state = table('5H 6H 7H JK 9H KS', [], [true, false]);
    const melded = meldOnTop(state, '5H 6H 7H JK');
    expect(
      refused(melded, { type: 'lay-off', seat: 0, meld: 1, cards: inHand(melded, '9H') }),
    ).toBe('closing-without-burrachi');
    expect(discards(melded).length).toBe(2);
  });
});

describe('the oracle reads a jolly declared on top', () => {
  it('BUR-CH art. 11: JK=6H on 3H 4H 5H is the jolly put on top; JK=2H at the bottom', () => {
    // "Qualora un giocatore la collochi nella parte superiore ... non potrà recedere dal farlo".
    const meld = (cards: string[]) => answerBurraco(PROFILES.champion, { op: 'meld', cards });
    expect(meld(['3H', '4H', '5H', 'JK=6H'])).toMatchObject({ ok: true, kind: 'sequence' });
    expect(meld(['3H', '4H', '5H', 'JK=2H'])).toMatchObject({ ok: true, kind: 'sequence' });
    expect(meld(['3H', '4H', '5H', 'JK=7H'])).toMatchObject({
      ok: false,
      error: { code: 'matta-place' },
    });
    const score = answerBurraco(PROFILES.champion, {
      op: 'score',
      melds: [['3H', '4H', '5H', '6H', '7H', '8H', '9H', 'JK=TH']],
      hand: [],
      pozzetto: 'taken',
      closed: false,
    });
    expect(score).toMatchObject({ ok: true });
  });
});

/** `action` with its free matta on top, if it has one and `apply` takes it so; else `action`. */
const onTop = (state: MatchState, action: Action): Action => {
  if (action.type !== 'meld' && action.type !== 'lay-off') return action;
  if (!action.cards.some(isMatta)) return action;
  const topped = { ...action, matta: 'top' as const };
  return apply(state, topped).ok ? topped : action;
};

describe('random play that puts free mattas on top', () => {
  it('BUR-CH art. 11: legalActions and apply agree, and a legal action is always there', () => {
    // States in which the player on turn owes the cards that continue a run topped by a matta.
    let owed = 0;
    fc.assert(
      fc.property(
        fc.constantFrom(...PROFILE_IDS),
        fc.integer(),
        fc.constantFrom(2 as const, 4 as const),
        (profile, seed, seats) => {
          let state = newMatch(profile, seed, seats);
          let x = (Math.abs(seed) % 2147483647) + 1;
          for (let i = 0; i < 400 && state.status === 'playing'; i++) {
            const seat: Seat = state.hand.turn.seat;
            const actions = legalActions(state, seat);
            expect(actions.length).toBeGreaterThan(0);
            for (const action of actions) expect(apply(state, action).ok).toBe(true);
            if ((state.hand.turn.mattaOnTop ?? []).length > 0) owed++;
            // Melds and lay-offs first, so that mattas reach the table.
            const plays = actions.filter((a) => a.type === 'meld' || a.type === 'lay-off');
            const from = plays.length > 0 && x % 4 !== 0 ? plays : actions;
            x = (x * 48271) % 2147483647;
            const step = apply(state, onTop(state, from[x % from.length] as Action));
            if (!step.ok) throw new Error(step.error.code);
            state = step.value.state;
          }
        },
      ),
      { numRuns: 12 },
    );
    expect(owed).toBeGreaterThan(0);
  });
});
