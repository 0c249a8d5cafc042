import {
  type Action,
  type BoardState,
  apply,
  createBoard,
  dealBoard,
  legalActions,
  rulingRange,
  view,
} from '@tavolo/bridge';
import { describe, expect, it } from 'vitest';
import { rulingChoice } from './director-model.js';

const must = (state: BoardState, action: Action): BoardState => {
  const next = apply(state, action);
  if (!next.ok) throw new Error(`${action.type}: ${next.error.code}`);
  return next.value.state;
};

/** Board 1 bid 1NT by North and passed out, two tricks played by the first legal cards. */
const inPlay = (): BoardState => {
  let state = createBoard(dealBoard({ scheme: 'xoroshiro128plus', seed: 4 }, 1)).state;
  state = must(state, { type: 'call', seat: 0, call: { type: 'bid', level: 1, strain: 'NT' } });
  for (const seat of [1, 2, 3] as const)
    state = must(state, { type: 'call', seat, call: { type: 'pass' } });
  for (let card = 0; card < 8; card++) {
    const seat = ([0, 1, 2, 3] as const).find((s) =>
      legalActions(state, s).some((a) => a.type === 'play'),
    );
    const play = legalActions(state, seat ?? 0).find((a) => a.type === 'play');
    state = must(state, play as Action);
  }
  return state;
};

describe('the ruling a bridge board awaits from its director', () => {
  it('none while the board is played', () => {
    expect(rulingChoice(view(inPlay(), null))).toBeNull();
  });

  it('LAW 70 (2017): a disputed claim, between the tricks won and those plus the rest', () => {
    let state = inPlay();
    const declarer = state.contract?.declarer ?? 0;
    state = must(state, { type: 'claim', seat: declarer, tricks: 11, statement: 'tutte' });
    const opponent = ((declarer + 1) % 4) as 0 | 1 | 2 | 3;
    state = must(state, { type: 'answer-claim', seat: opponent, answer: 'dispute' });
    expect(state.phase).toBe('director');
    const choice = rulingChoice(view(state, null));
    const range = rulingRange(state);
    expect(choice).toMatchObject({ reason: 'claim', min: range.min, max: range.max });
    expect(choice?.max).toBe((choice?.min ?? 0) + 11);
  });

  it('LAW 79B: a disagreement on the tricks, 0 to 13', () => {
    let state = inPlay();
    for (let i = 0; i < 200 && state.phase === 'play'; i++) {
      const play = ([0, 1, 2, 3] as const)
        .flatMap((s) => legalActions(state, s))
        .find((a) => a.type === 'play');
      state = must(state, play as Action);
    }
    expect(state.phase).toBe('agreement');
    const disagree = ([0, 1, 2, 3] as const)
      .flatMap((s) => legalActions(state, s))
      .find((a) => a.type === 'agree-tricks' && !a.agree);
    state = must(state, disagree as Action);
    expect(state.phase).toBe('director');
    const won = state.contract ? view(state, null).tricksWon[state.contract.declarer % 2] : -1;
    expect(rulingChoice(view(state, null))).toEqual({ reason: 'tricks', min: 0, max: 13, won });
  });
});
