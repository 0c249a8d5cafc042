import { describe, expect, it } from 'vitest';
import type { Action, GameEvent } from '@tavolo/scala40';
import { ids, meldCards, position } from '../../../scala40/src/test-support.js';
import { scala40Esperto } from './esperto.js';
import { promptAt } from './test-prompts.js';

const chosen = (prompt: ReturnType<typeof promptAt>): Action =>
  prompt.legal[scala40Esperto(prompt, { seed: 1 })] as Action;
const card = (code: string) => ids(code)[0] as number;
const others = [ids("TD' JD' QD'"), ids("TS' JS' QS'"), ids("TC' JC' QC'")];
const allOpen = [true, true, true, true];

describe('scala40Esperto', () => {
  it('melds all but the discard and so closes (S40-CdG art. 19)', () => {
    const state = position({ hands: [ids('5H 6H 7H 2C'), ...others], opened: allOpen });
    const first = chosen(promptAt(state));
    expect(first.type).toBe('meld');
    expect((first as unknown as { cards: { id: number }[] }).cards.map((c) => c.id).sort()).toEqual(
      ids('5H 6H 7H').sort(),
    );
  });

  it('opens with melds worth 40 when it holds them (S40-CdG art. 7)', () => {
    const state = position({
      hands: [ids('AD AC AS 9C 9S 9D 2H 4H 6H 8D TD 3C 5C 7S'), ...others],
    });
    expect(chosen(promptAt(state)).type).toBe('open');
  });

  it('keeps the meld it holds before opening and discards a loose card (S40-CdG art. 9)', () => {
    const state = position({
      hands: [ids('QH KH AH 2S 2D 4C 6C 8S 7H 5D 7S 9D 9C 6H'), ...others],
    });
    const own = chosen(promptAt(state));
    expect(own.type).toBe('discard');
    expect(ids('QH KH AH')).not.toContain((own as { card: number }).card);
  });

  it('takes the discard before opening when it makes the opening (S40-CdG art. 6)', () => {
    const state = position({
      hands: [ids('AD AC AS 9C 9S 2H 4H 6H 8D TD 3C 5C 7S'), ...others],
      discard: ids('9D'),
      turn: { phase: 'draw' },
    });
    expect(chosen(promptAt(state)).type).toBe('take-discard');
  });

  it('takes a discard that completes a meld, draws when it would stay loose (S40-CdG art. 6, 18)', () => {
    const hand = ids('8D 9D 3C KS 2H');
    const at = (top: string) =>
      position({
        hands: [hand, ...others],
        discard: ids(top),
        opened: allOpen,
        turn: { phase: 'draw' },
      });
    expect(chosen(promptAt(at('7D'))).type).toBe('take-discard');
    expect(chosen(promptAt(at('4S'))).type).toBe('draw');
  });

  it('does not feed the next player the card that joins what he took (S40-CdG art. 6, 18)', () => {
    const state = position({ hands: [ids('9H 2C 5D'), ...others], opened: allOpen });
    const took: GameEvent[] = [{ type: 'took-discard', seat: 1, card: card('8H') }];
    expect(chosen(promptAt(state))).toMatchObject({ type: 'discard', card: card('9H') });
    expect(chosen(promptAt(state, took))).not.toMatchObject({ card: card('9H') });
  });

  it('takes a joker back with a loose card (S40-CdG art. 8)', () => {
    const state = position({
      hands: [ids('5C 2D 9S KH 3S'), ...others],
      melds: [{ owner: 1, cards: meldCards('4C JK=5C 6C') }],
      opened: allOpen,
    });
    expect(chosen(promptAt(state))).toMatchObject({ type: 'replace-joker', card: card('5C') });
  });

  it('keeps a loose joker in a calm hand, lays it off when an opponent is about to close (S40-CdG art. 22: the jolly costs 25)', () => {
    const at = (theirs: number[]) =>
      position({
        hands: [ids('JK 2D 9S 3H 8H'), theirs, ...others.slice(1)],
        melds: [{ owner: 2, cards: meldCards("4C' 5C' 6C'") }],
        opened: allOpen,
      });
    expect(chosen(promptAt(at(ids("TD' JD' QD' 2S' 3S' 9C' 8C'")))).type).toBe('discard');
    expect(chosen(promptAt(at(ids("TD'"))))).toMatchObject({ type: 'lay-off', card: card('JK') });
  });

  it('answers the same to the same prompt, and -1 to a prompt it cannot read', () => {
    const state = position({
      hands: [ids('QH KH AH 2S 2D 4C 6C 8S 7H 5D 7S 9D 9C 6H'), ...others],
    });
    const prompt = promptAt(state);
    expect(scala40Esperto(prompt, { seed: 1 })).toBe(scala40Esperto(prompt, { seed: 2 }));
    expect(scala40Esperto({ view: {} as never, legal: [], history: [] }, { seed: 1 })).toBe(-1);
  });
});
