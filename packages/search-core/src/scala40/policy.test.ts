/**
 * The search core's greedy policy plays only moves the reference engine accepts: each move of
 * `greedyStep`, written as an engine action with the ids of the seat's cards, is applied to the
 * engine, and the two positions stay the same to the end of the hand, penalties included.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type Action, type MatchState, apply, createMatch, profileFromSpec } from '@tavolo/scala40';
import { loadScala40 } from './index.js';
import { randomLegal } from './reference-bots.js';
import { newMatch, toAction } from './test-support.js';

const TABLES = [
  { spec: 'fisca-gara', seats: 4 },
  { spec: 'fisca-gara', seats: 3 },
  { spec: 'club-151', seats: 4 },
  { spec: 'fisca-101', seats: 2 },
  { spec: 'fisca-101', seats: 4 },
  { spec: 'fisca-101', seats: 6 },
  { spec: 'fisca-101+a+b+c', seats: 5 },
];

describe('the search core greedy policy', () => {
  it('plays only moves the engine accepts, to the same end of the hand', () => {
    for (const { spec, seats } of TABLES) {
      for (let seed = 0; seed < 12; seed++) {
        let state = newMatch(spec, seats, seed);
        const core = loadScala40(state);
        const mirror = loadScala40(state);
        for (let step = 0; !core.handOver; step++) {
          const where = `${spec} ${seats} seats, seed ${seed}, step ${step}`;
          const action = toAction(state, core.greedyStep());
          const next = apply(state, action);
          if (!next.ok) throw new Error(`${where}: ${next.error.code} ${JSON.stringify(action)}`);
          state = next.value.state;
          if (core.handOver) break;
          mirror.reload(state);
          expect(core.snapshot(), where).toBe(mirror.snapshot());
        }
        const result = state.results[0];
        expect(result?.penalties).toEqual(core.penalties());
        expect(result?.closer).toBe(core.closer);
      }
    }
  });

  it('plays out from positions met in random games of every profile and table size', () => {
    for (const { spec, seats } of [
      ...TABLES,
      { spec: 'club-151', seats: 3 },
      { spec: 'fisca-101+a', seats: 3 },
    ]) {
      for (let seed = 0; seed < 4; seed++) {
        let state = newMatch(spec, seats, 100 + seed);
        const choose = randomLegal(seed);
        const core = loadScala40(state);
        for (let step = 0; state.results.length === 0 && step < 300; step++) {
          if (step % 7 === 0) {
            core.reload(state);
            core.playOut(step);
            expect(core.handOver, `${spec} ${seats} seats, seed ${seed}, step ${step}`).toBe(true);
          }
          const next = apply(state, choose(state, state.hand.turn.seat));
          if (!next.ok) throw new Error('refused');
          state = next.value.state;
        }
      }
    }
  });

  it('plays a hand out from any position of it, with its own reshuffles', () => {
    const read = profileFromSpec('fisca-101');
    if (!read.ok) throw new Error('fisca-101');
    const created = createMatch({
      profile: read.value,
      players: ['a', 'b', 'c', 'd'],
      seed: { scheme: 'xoroshiro128plus', seed: 7 },
    });
    if (!created.ok) throw new Error(created.error.message);
    const core = loadScala40(created.value.state);
    for (let seed = 0; seed < 50; seed++) {
      core.reload(created.value.state);
      core.playOut(seed);
      expect(core.handOver).toBe(true);
      const penalties = core.penalties();
      expect(penalties).toHaveLength(4);
      if (core.closer !== null) expect(penalties[core.closer]).toBe(0);
    }
  });
});

describe('the search core greedy policy with a card owed', () => {
  it('S40-REG art. 5.4: a card taken from the discard is used through a joker laid off at the low end when the high end cannot lead to it', () => {
    const fixture = JSON.parse(
      readFileSync(new URL('../../fixtures/scala40-joker-low-end.json', import.meta.url), 'utf8'),
    ) as { world: MatchState; action: Action; seed: number };
    const first = apply(fixture.world, fixture.action);
    if (!first.ok) throw new Error(first.error.code);
    let state = first.value.state;
    // The rollout's own play-out, with its seed, ends the hand.
    const rollout = loadScala40(state);
    rollout.playOut(fixture.seed);
    expect(rollout.handOver).toBe(true);
    // And move by move, every move of the policy is one the engine accepts.
    const core = loadScala40(state);
    let owedUsed = false;
    for (let step = 0; !core.handOver; step++) {
      const owed = state.hand.turn.obligation !== null;
      const action = toAction(state, core.greedyStep());
      const next = apply(state, action);
      if (!next.ok) throw new Error(`step ${step}: ${next.error.code} ${JSON.stringify(action)}`);
      if (owed && action.type === 'lay-off' && action.end === 'low') owedUsed = true;
      state = next.value.state;
    }
    expect(owedUsed).toBe(true);
  });
});
