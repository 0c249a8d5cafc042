/**
 * Bridge behind the server's game interface: who may send what (the one role check, with the
 * engine's owners), moves off turn (the declarer for the dummy, a claim's answerers), the
 * seats the table waits for, and what each viewer is shown.
 */
import { ACTION_OWNERS, type Action, type MatchState, dummyOf } from '@tavolo/bridge';
import { describe, expect, it } from 'vitest';
import { BRIDGE_OWNERS, BRIDGE_PROFILE, bridgeGame } from './bridge-game.js';
import { CLOCK, DIRECTOR, SPECTATOR, seatSender } from './game.js';

const NAMES = ['Nord', 'Est', 'Sud', 'Ovest'];

const started = (hands = 1): MatchState => {
  const step = bridgeGame.start({
    profile: BRIDGE_PROFILE,
    seats: NAMES,
    seed: { scheme: 'hmac-sha256-hands-v1', secret: 'b'.repeat(64) },
    hands,
  });
  if (!step.ok) throw new Error(step.error.message);
  return step.value.state;
};

const played = (state: MatchState, seat: number, action: Action): MatchState => {
  const step = bridgeGame.play(state, seat, action);
  if (!step.ok) throw new Error(`${JSON.stringify(action)}: ${step.error.code}`);
  return step.value.state;
};

/** Board 1 (North deals): 1NT by North, three passes; North declares, South is dummy. */
const contracted = (): MatchState => {
  let state = played(started(), 0, {
    type: 'call',
    seat: 0,
    call: { type: 'bid', level: 1, strain: 'NT' },
  });
  for (const seat of [1, 2, 3] as const)
    state = played(state, seat, { type: 'call', seat, call: { type: 'pass' } });
  return state;
};

/** The opening lead by East, the first card it may play. */
const led = (state: MatchState): MatchState => {
  const lead = bridgeGame.legalActions(state, 1).find((a) => a.type === 'play');
  if (!lead) throw new Error('no lead');
  return played(state, 1, lead);
};

describe('bridge behind the server’s game interface', () => {
  it('takes its owners from the engine: every type a seat’s, the ruling on the tricks the director’s', () => {
    expect(Object.fromEntries(BRIDGE_OWNERS)).toEqual(ACTION_OWNERS);
    expect(BRIDGE_OWNERS.get('rule-tricks')).toBe('director');
  });

  it('starts a match of the boards asked, names North to West in order, one profile only', () => {
    const state = started(3);
    expect(bridgeGame.players(state)).toEqual(NAMES);
    expect(state.boards).toBe(3);
    expect(bridgeGame.handNumber(state)).toBe(1);
    expect(
      bridgeGame.start({
        profile: 'champion',
        seats: NAMES,
        seed: { scheme: 'xoroshiro128plus', seed: 1 },
      }),
    ).toMatchObject({ ok: false, error: { code: 'unknown-profile' } });
  });

  it('LAW 45B: the declarer plays the dummy’s cards with his own seat; the dummy’s own play is refused', () => {
    let state = led(contracted());
    const dummy = dummyOf({ level: 1, strain: 'NT', doubling: 0, declarer: 0 });
    expect(bridgeGame.seatsToAct(state)).toEqual([0]);
    expect(bridgeGame.legalActions(state, dummy).filter((a) => a.type === 'play')).toEqual([]);
    const card = state.board.hands[dummy].find((c) =>
      bridgeGame.legalActions(state, 0).some((a) => a.type === 'play' && a.card === c),
    ) as number;
    expect(bridgeGame.play(state, dummy, { type: 'play', seat: dummy, card })).toMatchObject({
      ok: false,
      error: { code: 'dummy-does-not-play' },
    });
    state = played(state, 0, { type: 'play', seat: 0, card });
    expect(state.board.tricks[0]?.cards[1]).toEqual({ seat: dummy, card });
  });

  it('refuses a move from anyone but the seat it names: a spectator, another seat, the clock, the director for a seat', () => {
    const state = contracted();
    const lead = bridgeGame.legalActions(state, 1).find((a) => a.type === 'play') as Action;
    expect(bridgeGame.act(state, SPECTATOR, lead)).toMatchObject({
      ok: false,
      error: { code: 'spectator' },
    });
    expect(bridgeGame.act(state, seatSender(3), lead)).toMatchObject({
      ok: false,
      error: { code: 'wrong-seat' },
    });
    expect(bridgeGame.act(state, CLOCK, lead)).toMatchObject({
      ok: false,
      error: { code: 'seat-action' },
    });
    expect(bridgeGame.act(state, DIRECTOR, lead)).toMatchObject({
      ok: false,
      error: { code: 'seat-action' },
    });
    const ruling = { type: 'rule-tricks', declarerTricks: 7, note: '' };
    expect(bridgeGame.act(state, seatSender(0), ruling)).toMatchObject({
      ok: false,
      error: { code: 'director-action' },
    });
  });

  it('LAW 68-70 (2017): a claim is answered off turn by the opponents; a dispute waits for the director alone', () => {
    const state = played(led(contracted()), 0, {
      type: 'claim',
      seat: 0,
      tricks: 13,
      statement: 'the rest are mine',
    });
    expect([...bridgeGame.seatsToAct(state)].sort()).toEqual([1, 3]);
    // Nobody is on turn: both opponents may answer, West first here.
    const disputed = played(state, 3, { type: 'answer-claim', seat: 3, answer: 'dispute' });
    expect(bridgeGame.seatsToAct(disputed)).toEqual([]);
    expect(
      bridgeGame.act(disputed, DIRECTOR, { type: 'rule-tricks', declarerTricks: 13, note: '' }),
    ).toMatchObject({ ok: true });
  });

  it('LAW 41D: no view shows another hand before the opening lead; after it the dummy to all', () => {
    const state = contracted();
    for (const viewer of [0, 1, 2, 3, null]) {
      const view = bridgeGame.view(state, viewer);
      expect(view.board.hand).toEqual(viewer === null ? null : state.board.hands[viewer]);
      expect(view.board.dummyHand).toBeNull();
    }
    const after = led(state);
    for (const viewer of [0, 1, 2, 3, null])
      expect(bridgeGame.view(after, viewer).board.dummyHand).toEqual(after.board.hands[2]);
    expect(JSON.stringify(bridgeGame.view(after, null))).not.toContain('b'.repeat(64));
  });

  it('offers a bot only the moves that take the game on, and its board’s view', () => {
    const state = led(contracted());
    const types = new Set(bridgeGame.botActions(state, 0).map((a) => a.type));
    expect([...types]).toEqual(['play']);
    expect(bridgeGame.legalActions(state, 0).some((a) => a.type === 'claim')).toBe(true);
    expect(bridgeGame.botView(state, 0)).toEqual(bridgeGame.view(state, 0).board);
  });
});
