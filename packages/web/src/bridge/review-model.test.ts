import {
  type Action,
  type BoardState,
  type BridgeEvent,
  apply,
  createBoard,
  dealBoard,
  legalActions,
  turnOf,
  view,
} from '@tavolo/bridge';
import { describe, expect, it } from 'vitest';
import { latestReview, ofInspect } from './review-model.js';

const must = (state: BoardState, action: Action) => {
  const step = apply(state, action);
  if (!step.ok) throw new Error(step.error.message);
  return step.value;
};

/** Board 1 (North deals): 1NT by North, passed out, then `cards` cards played. */
const after = (cards: number, reviewLastTrick = false) => {
  let state = createBoard(dealBoard({ scheme: 'xoroshiro128plus', seed: 21 }, 1), {
    reviewLastTrick,
  }).state;
  const events: BridgeEvent[] = [];
  const calls = [
    { type: 'bid', level: 1, strain: 'NT' },
    { type: 'pass' },
    { type: 'pass' },
    { type: 'pass' },
  ] as const;
  for (const call of calls)
    state = must(state, { type: 'call', seat: turnOf(state)?.seat ?? 0, call }).state;
  for (let i = 0; i < cards; i++) {
    const turn = turnOf(state);
    const play = legalActions(state, turn?.seat ?? 0).find((a) => a.type === 'play') as Action;
    const step = must(state, play);
    state = step.state;
    events.push(...step.events.map((e) => e.event));
  }
  return { state, events };
};

describe('the LAW 66 reviews offered', () => {
  it("LAW 66A-B: the trick just completed and a defender's own last card, until the next lead", () => {
    const { state } = after(4);
    // East, a defender, played to the first trick.
    const offered = ofInspect(legalActions(state, 1), view(state, 1)).map((o) => o.action.what);
    expect(offered).toEqual(expect.arrayContaining(['current-trick', 'own-last-card']));
    expect(offered).not.toContain('trick');
    const led = after(5).state;
    expect(ofInspect(legalActions(led, 1), view(led, 1)).map((o) => o.action.what)).not.toContain(
      'own-last-card',
    );
  });

  it('LAW 66C: the last quitted trick only where the event allows it online', () => {
    const { state } = after(5, true);
    const offered = ofInspect(legalActions(state, 1), view(state, 1));
    expect(offered.filter((o) => o.action.what === 'trick').map((o) => o.action.trick)).toEqual([
      0,
    ]);
  });

  it('shows the latest review until a card is played', () => {
    const { state, events } = after(4);
    const step = must(state, { type: 'inspect', seat: 1, what: 'own-last-card' });
    const seen = [...events, ...step.events.map((e) => e.event)];
    expect(latestReview(seen, 0)?.event.type).toBe('own-card-inspected');
    expect(latestReview(seen, seen.length)).toBeNull();
    const played: BridgeEvent = { type: 'played', seat: 1, card: 0 };
    expect(latestReview([...seen, played], 0)).toBeNull();
  });
});
