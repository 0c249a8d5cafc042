import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { legalActions as burracoLegalActions } from '@tavolo/burraco';
import { legalActions } from '@tavolo/scala40';
import type { Bot, BurracoBot, Scala40Bot } from './bot.js';

/** A player of any engine that picks uniformly among the legal actions, from its own seed. */
const randomOver =
  <State, Move>(legal: (state: State, seat: number) => readonly Move[]) =>
  (seed: number): Bot<State, Move> => {
    const rng = xoroshiro128plus(seed);
    return {
      name: 'random-legal',
      choose(state, seat) {
        const actions = legal(state, seat);
        const action = actions[uniformInt(rng, 0, actions.length - 1)];
        if (action === undefined) throw new Error(`seat ${seat} has no legal action`);
        return action;
      },
    };
  };

export const randomLegalBot: (seed: number) => Scala40Bot = randomOver(legalActions);
export const burracoRandomBot: (seed: number) => BurracoBot = randomOver(burracoLegalActions);
