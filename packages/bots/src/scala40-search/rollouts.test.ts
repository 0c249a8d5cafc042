import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { describe, expect, it } from 'vitest';
import { coreRollout } from './core-rollout.js';
import { readKnowledge } from './knowledge.js';
import { playedPrompts } from './play-prompts.js';
import { referenceRollout } from './reference-rollout.js';
import { handScore } from './search.js';
import { sampleWorld } from './world.js';

// A few decisions of a greedy fisca-gara table and of a 101 table, early and late in the hand.
const prompts = [...playedPrompts('fisca-gara', 4, 21, 1), ...playedPrompts('fisca-101', 3, 22, 1)]
  .map(({ prompt }) => prompt)
  .filter((p, i) => p.legal.length > 1 && i % 9 === 0);

describe('rollouts', () => {
  it('on the search core agree with the reference engine in their mean, roughly', () => {
    const reference = referenceRollout();
    const core = coreRollout();
    let same = 0;
    let count = 0;
    let diff = 0;
    for (const [p, prompt] of prompts.entries()) {
      const k = readKnowledge(prompt.view, prompt.history);
      if (!k) throw new Error('unreadable prompt');
      for (let w = 0; w < 4; w++) {
        const world = sampleWorld(k, xoroshiro128plus(p * 100 + w));
        const action = prompt.legal[w % prompt.legal.length];
        if (!action) throw new Error('no action');
        const a = reference.run(world, action, w);
        const b = core.run(world, action, w);
        // Both take every legal action.
        if (!a || !b) throw new Error('a legal action was refused');
        if (a.join() === b.join()) same++;
        diff += handScore(k, a) - handScore(k, b);
        count++;
      }
    }
    expect(count).toBeGreaterThan(30);
    // The same policy ideas and the same world: most hands end alike (reshuffles and the
    // core's bounded opening search part them), and the mean score hardly moves.
    expect(same / count).toBeGreaterThan(0.5);
    expect(Math.abs(diff / count)).toBeLessThan(8);
  });
});
