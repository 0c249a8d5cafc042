import { describe, expect, it } from 'vitest';
import type { Action, GameEvent } from '@tavolo/burraco';
import { cardCode } from '@tavolo/cards';
import type { BurracoPrompt } from '../level.js';
import { burracoEsperto } from './esperto.js';
import { type Scenario, cards, scenario } from './scenario.js';

const choose = (s: Scenario, history: readonly GameEvent[] = []): string => {
  const prompt = scenario(s, history);
  const a = prompt.legal[burracoEsperto(prompt, { seed: 1 })] as Action;
  return a.type === 'discard'
    ? `discard ${cardCode(a.card)}`
    : a.type === 'meld' || a.type === 'lay-off'
      ? `${a.type} ${a.cards.map(cardCode).join(' ')}`
      : a.type;
};

/** The pulito and the sporco the Champion closing asks (art. 18). */
const CLOSABLE = ['3S 4S 5S 6S 7S 8S 9S', '5D 6D 7D 8D JK 9D TD'];

describe('Esperto', () => {
  it('goes for the pozzetto: melds its whole hand to take it "in diretta" (art. 18)', () => {
    expect(choose({ hand: '5H 6H 7H 9C 9D 9S', stock: 40 })).toMatch(/^meld/);
    expect(choose({ hand: '9C 9D 9S', own: ['5H 6H 7H'] })).toMatch(/^meld (9[CDS] ?){3}$/);
  });

  it('keeps a clean run of six clean early, for the pulito (art. 14, 19: 300 against 100)', () => {
    expect(choose({ hand: 'JK 9C KD QS', own: ['3H 4H 5H 6H 7H 8H'] })).toMatch(/^discard/);
  });

  it('completes a burraco with its matta when the hand nears its end (art. 14, 18)', () => {
    const s: Scenario = { hand: 'JK 9C KD QS', own: ['3H 4H 5H 6H 7H 8H'], stock: 6 };
    expect(choose(s)).toBe('lay-off JK');
  });

  it('safe discards: does not feed the next opponent a card his line lays off (art. 9)', () => {
    expect(choose({ hand: 'AS 9C 4D 7H', theirs: ['JS QS KS'] })).not.toBe('discard AS');
  });

  it('card tracking: does not discard a card that joins what the next opponent took with the pile', () => {
    const s: Scenario = { hand: '8S KD QD JC JH', stock: 40 };
    expect(choose(s)).toBe('discard 8S');
    const took: GameEvent = { type: 'took-pile', seat: 1, cards: cards('8C 8D') };
    expect(choose(s, [took])).not.toBe('discard 8S');
  });

  it('after its pozzetto keeps cards in hand while its line cannot close (art. 18)', () => {
    const s: Scenario = { hand: '8H 9C KD', own: ['5H 6H 7H'], pozzettoTaken: [true, false] };
    expect(choose(s)).toMatch(/^discard/);
  });

  it('end-of-hand risk: lays its points down when the opponents may close (art. 18, 19)', () => {
    const s: Scenario = {
      hand: '8H 9C KD',
      own: ['5H 6H 7H'],
      pozzettoTaken: [true, true],
      theirs: CLOSABLE,
      handSizes: [3, 2, 5, 4],
    };
    expect(choose(s)).toBe('lay-off 8H');
  });

  it('closes when it pays: lays off to keep one card and close (art. 18, 19)', () => {
    const s: Scenario = {
      hand: 'QH 4C',
      own: ['5H 6H 7H 8H 9H TH JH', '3D 4D 5D JK 6D 7D 8D'],
      pozzettoTaken: [true, false],
      handSizes: [2, 9, 4, 9],
    };
    expect(choose(s)).toBe('lay-off QH');
  });

  it('does not close its partner out: no closing while the partner holds a hand full of points (art. 19)', () => {
    const s: Scenario = {
      profile: 'fibur',
      hand: 'QH 4C',
      own: ['5H 6H 7H 8H 9H TH JH'],
      pozzettoTaken: [true, true],
      handSizes: [2, 5, 22, 5],
    };
    expect(choose(s)).toBe('discard 4C');
  });

  it('takes a pile that joins its melds, and leaves one it cannot use', () => {
    const good: Scenario = {
      hand: '9C 4D KH 8S JC',
      phase: 'draw',
      pile: '8H 9H TH',
      own: ['5H 6H 7H'],
    };
    expect(choose(good)).toBe('take-pile');
    const poor: Scenario = {
      hand: '9C 4D KH 8S JC QS',
      phase: 'draw',
      pile: '8H 3C 5S KC 7D 4S 6C TD',
      own: ['5H 6H 7H'],
      stock: 5,
      pozzettoTaken: [true, true],
      theirs: CLOSABLE,
    };
    expect(choose(poor)).toBe('draw');
  });

  it('answers -1 for a prompt it cannot read', () => {
    const prompt = scenario({ hand: '9C 4D' });
    expect(burracoEsperto({ ...prompt, view: {} as BurracoPrompt['view'] }, { seed: 1 })).toBe(-1);
  });
});
