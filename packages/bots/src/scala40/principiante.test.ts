import { describe, expect, it } from 'vitest';
import type { Action, GameEvent } from '@tavolo/scala40';
import { ids, meldCards, position } from '../../../scala40/src/test-support.js';
import { chooseGreedyIndex } from '../seat-bots.js';
import { scala40Principiante } from './principiante.js';
import { promptAt } from './test-prompts.js';

const chosen = (prompt: ReturnType<typeof promptAt>): Action =>
  prompt.legal[scala40Principiante(prompt, { seed: 1 })] as Action;
const greedy = (prompt: ReturnType<typeof promptAt>): Action => {
  const index = chooseGreedyIndex('scala40', prompt.view, prompt.legal);
  if (!index.ok) throw new Error(index.error.message);
  return prompt.legal[index.value] as Action;
};
const card = (code: string) => ids(code)[0] as number;
const others = [ids("TD' JD' QD'"), ids("TS' JS' QS'"), ids("TC' JC' QC'")];

describe('scala40Principiante: the greedy player without its obvious mistakes', () => {
  it('fix: does not take a discard it cannot use (S40-CdG art. 6: the take is free after opening)', () => {
    // 7D with the 8D and a joker would be one more candidate meld: the greedy player took it.
    const state = position({
      hands: [ids('JK 8D 3C KS 2H'), ...others],
      discard: ids('7D'),
      opened: [true, true, true, true],
      turn: { phase: 'draw' },
    });
    const prompt = promptAt(state);
    expect(greedy(prompt).type).toBe('take-discard');
    expect(chosen(prompt).type).toBe('draw');
  });

  it('takes a discard that completes a meld of naturals it holds (S40-CdG art. 9)', () => {
    const state = position({
      hands: [ids('8D 9D 3C KS 2H'), ...others],
      discard: ids('7D'),
      opened: [true, true, true, true],
      turn: { phase: 'draw' },
    });
    expect(chosen(promptAt(state)).type).toBe('take-discard');
  });

  it('fix: never discards a card of a complete meld it holds (Q-K-A, S40-CdG art. 9)', () => {
    const state = position({
      hands: [ids('QH KH AH 2S 2D 4C 6C 8S 7H 5D 7S 9D 9C 6H'), ...others],
    });
    const prompt = promptAt(state);
    expect(greedy(prompt)).toMatchObject({ type: 'discard', card: card('AH') });
    const own = chosen(prompt);
    expect(own.type).toBe('discard');
    expect(ids('QH KH AH')).not.toContain((own as { card: number }).card);
  });

  it('fix: does not discard what the next player showed he collects (S40-CdG art. 6, 18)', () => {
    const state = position({
      hands: [ids('9H 2C 5D'), ...others],
      opened: [true, true, true, true],
    });
    const history: GameEvent[] = [{ type: 'took-discard', seat: 1, card: card('8H') }];
    const prompt = promptAt(state, history);
    expect(greedy(prompt)).toMatchObject({ type: 'discard', card: card('9H') });
    expect(chosen(prompt)).toMatchObject({ type: 'discard', card: card('5D') });
  });

  it('fix: lays off a natural before a joker, and keeps the joker while its hand is large', () => {
    const state = position({
      hands: [ids('JK 7C 2D 9S KH 3S'), ...others],
      melds: [{ owner: 1, cards: meldCards('4C 5C 6C') }],
      opened: [true, true, true, true],
    });
    const prompt = promptAt(state);
    expect(greedy(prompt)).toMatchObject({ type: 'lay-off', card: card('JK') });
    expect(chosen(prompt)).toMatchObject({ type: 'lay-off', card: card('7C') });
    const later = position({
      hands: [ids('JK 2D 9S KH 3S'), ...others],
      melds: [{ owner: 1, cards: meldCards('4C 5C 6C 7C') }],
      opened: [true, true, true, true],
    });
    expect(chosen(promptAt(later)).type).toBe('discard');
  });

  it('lays its last joker off when the hand is small rather than pay 25 (S40-CdG art. 22)', () => {
    const state = position({
      hands: [ids('JK 2D 9S'), ...others],
      melds: [{ owner: 1, cards: meldCards('4C 5C 6C') }],
      opened: [true, true, true, true],
    });
    expect(chosen(promptAt(state))).toMatchObject({ type: 'lay-off', card: card('JK') });
  });

  it('answers -1 to a prompt that is not a Scala 40 seat', () => {
    expect(scala40Principiante({ view: {} as never, legal: [], history: [] }, { seed: 1 })).toBe(
      -1,
    );
  });
});
