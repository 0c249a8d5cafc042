import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CardId } from '@tavolo/cards';
import type { MatchState } from '@tavolo/scala40';
import { chooseGreedyIndex } from '../seat-bots.js';
import { coreRollout } from './core-rollout.js';
import { readKnowledge } from './knowledge.js';
import { type PlayedPrompt, playedPrompts, promptFor } from './play-prompts.js';
import { decideWith } from './search.js';

const decide = decideWith(coreRollout());
const played = playedPrompts('fisca-gara', 4, 31, 1, true).filter(
  ({ prompt }) => prompt.legal.length > 1,
);

/**
 * The state with an opponent's card the seat does not know swapped with a card of the stock
 * (the seat's knowledge is unchanged: it has seen neither where it lies).
 */
const swapped = ({ state, prompt }: PlayedPrompt, pick: number): MatchState | undefined => {
  const k = readKnowledge(prompt.view, prompt.history);
  const h = state.hand;
  if (!k || h.stock.length === 0) return undefined;
  const hidden = h.hands.flatMap((cards, s) =>
    s === k.seat
      ? []
      : cards.filter((c) => !(k.held[s] as CardId[]).includes(c)).map((c) => [s, c] as const),
  );
  const [seat, card] = hidden[pick % hidden.length] ?? [];
  if (seat === undefined || card === undefined) return undefined;
  const at = pick % h.stock.length;
  const other = h.stock[at] as CardId;
  return {
    ...state,
    hand: {
      ...h,
      hands: h.hands.map((cards, s) =>
        s === seat ? cards.map((c) => (c === card ? other : c)) : cards,
      ),
      stock: h.stock.map((c, i) => (i === at ? card : c)),
    },
  };
};

describe('Scala 40 Campione sees only what its seat sees', () => {
  it('decides the same when hidden cards swap places, for the same seed', () => {
    fc.assert(
      fc.property(fc.nat(played.length - 1), fc.nat(), fc.integer(), (i, pick, seed) => {
        const entry = played[i] as PlayedPrompt;
        const other = swapped(entry, pick);
        if (!other) return;
        // The seat's events are the same: it saw none of the swapped cards.
        const prompt = { ...promptFor(other, []), history: entry.prompt.history };
        const options = { seed, budget: { kind: 'iterations', iterations: 3 } } as const;
        expect(prompt.view).toEqual(entry.prompt.view);
        expect(decide(prompt, options)).toBe(decide(entry.prompt, options));
        // And the Principiante's move it falls back on reads the prompt alone too.
        expect(chooseGreedyIndex('scala40', prompt.view, prompt.legal)).toEqual(
          chooseGreedyIndex('scala40', entry.prompt.view, entry.prompt.legal),
        );
      }),
      { numRuns: 15 },
    );
  });
});
