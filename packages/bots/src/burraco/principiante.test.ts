import { describe, expect, it } from 'vitest';
import type { Action } from '@tavolo/burraco';
import { cardCode } from '@tavolo/cards';
import type { BurracoPrompt } from '../level.js';
import { chooseGreedyIndex } from '../seat-bots.js';
import { burracoPrincipiante } from './principiante.js';
import { type Scenario, scenario } from './scenario.js';

const choose = (s: Scenario): Action => {
  const prompt = scenario(s);
  return prompt.legal[burracoPrincipiante(prompt, { seed: 1 })] as Action;
};
const greedy = (s: Scenario): Action => {
  const prompt = scenario(s);
  const chosen = chooseGreedyIndex('burraco', prompt.view, prompt.legal);
  if (!chosen.ok) throw new Error(chosen.error.code);
  return prompt.legal[chosen.value] as Action;
};
const show = (a: Action): string =>
  a.type === 'discard'
    ? `discard ${cardCode(a.card)}`
    : a.type === 'meld' || a.type === 'lay-off'
      ? `${a.type} ${a.cards.map(cardCode).join(' ')}`
      : a.type;

describe('Principiante: the greedy player without its obvious mistakes', () => {
  it('fix feed: does not discard a card the opponents lay off on their melds (art. 9, the pile is theirs to take)', () => {
    const s: Scenario = { hand: 'AS 9C 4D 7H', theirs: ['JS QS KS'] };
    expect(show(greedy(s))).toBe('discard AS');
    expect(show(choose(s))).toBe('discard 9C');
  });

  it('fix matta: never discards a matta while another card may be discarded (art. 11)', () => {
    expect(show(choose({ hand: 'JK 2H 9C' }))).toBe('discard 9C');
    expect(show(choose({ hand: '2S KD', theirs: ['QD JD TD'] }))).toBe('discard KD');
  });

  it('fix pile-matta: takes a pile of one card when it is a matta it can play (art. 9)', () => {
    const s: Scenario = { hand: '9C 4D KH', phase: 'draw', pile: 'JK', own: ['5H 6H 7H'] };
    expect(show(greedy(s))).toBe('draw');
    expect(show(choose(s))).toBe('take-pile');
  });

  it('fix thrift: does not spend a matta on a meld of three early in the hand (art. 14: it spoils the pulito)', () => {
    const s: Scenario = { hand: '5H 6H JK 9C KD QS 4D 8C' };
    expect(show(greedy(s))).toMatch(/^meld/);
    expect(show(choose(s))).toMatch(/^discard/);
  });

  it('fix thrift: still plays the matta to complete a burraco (art. 14)', () => {
    const s: Scenario = { hand: 'JK 9C KD QS', own: ['3H 4H 5H 6H 7H 8H'] };
    expect(show(choose(s))).toBe('lay-off JK');
  });

  it('fix stuck: after its pozzetto keeps three cards while its line cannot close (art. 18)', () => {
    const s: Scenario = { hand: '8H 9C KD', own: ['5H 6H 7H'], pozzettoTaken: [true, false] };
    expect(show(greedy(s))).toBe('lay-off 8H');
    expect(show(choose(s))).toMatch(/^discard/);
  });

  it('fix stuck: plays down when its line has the burrachi to close (art. 18)', () => {
    const s: Scenario = {
      profile: 'fibur',
      hand: 'QH 4C 9D',
      own: ['5H 6H 7H 8H 9H TH JH'],
      pozzettoTaken: [true, false],
    };
    expect(show(choose(s))).toBe('lay-off QH');
  });

  it('answers -1 for a prompt it cannot read', () => {
    const prompt = scenario({ hand: '9C 4D' });
    expect(burracoPrincipiante({ ...prompt, view: {} as BurracoPrompt['view'] }, { seed: 1 })).toBe(
      -1,
    );
  });
});
