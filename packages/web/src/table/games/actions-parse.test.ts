/**
 * The actions the table page builds (an opening or melds from the staging area, a lay-off or a
 * joker replacement of the selected cards, a discard) parse under the server's strict action
 * schemas: no field the engine does not know, nothing the gateway would refuse. Checked along
 * random matches of the engines, staging what the engine lists as legal the way a person would.
 */
import * as burracoEngine from '@tavolo/burraco';
import type { ShuffleSeed } from '@tavolo/cards';
import { parseClientMessage } from '@tavolo/protocol';
import * as scala40Engine from '@tavolo/scala40';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { burraco } from './burraco.js';
import { type GameAdapter, type StagedCard, discardAction } from './model.js';
import { scala40 } from './scala40.js';

const seedOf = (n: number): ShuffleSeed => ({
  scheme: 'hmac-sha256-hands-v1',
  secret: n.toString(16).padStart(64, '0'),
});

/** What the gateway makes of `action`, sent as the client sends it. */
const expectParses = (action: unknown) => {
  const text = JSON.stringify({ type: 'act', id: 'act-1', action });
  const parsed = parseClientMessage(text);
  if (!parsed.ok) throw new Error(`${JSON.stringify(action)}: ${parsed.error.message}`);
  expect(parsed.value).toEqual({ type: 'act', id: 'act-1', action });
};

interface Typed {
  readonly type: string;
}

/**
 * At a play phase: each legal meld or opening staged and checked by the page, the table moves
 * of each card in hand, and each discard, all as the page would send them.
 */
const checkPage = (
  adapter: GameAdapter,
  view: unknown,
  legal: readonly Typed[],
  hand: readonly number[],
  staged: (action: Typed) => readonly (readonly StagedCard[])[] | undefined,
  sameFace: (a: number, b: number) => boolean,
): Built => {
  const model = adapter.model(view);
  let plays = 0;
  let moves = 0;
  for (const action of legal) {
    const groups = staged(action);
    if (!groups) continue;
    const play = adapter.checkPlay(model, groups);
    if (!play.ok) continue;
    for (const sent of play.actions) expectParses(sent);
    plays += play.actions.length;
  }
  for (const card of hand) {
    for (const move of adapter.tableMoves(model, legal, [card])) {
      expectParses(move.action);
      moves += 1;
    }
    const discard = discardAction(legal, card, sameFace);
    if (discard !== undefined) expectParses(discard);
  }
  return { plays, moves };
};

/** How many actions the page built: from the staging area, and onto the table's melds. */
interface Built {
  readonly plays: number;
  readonly moves: number;
}

const add = (total: Built, more: Built): Built => ({
  plays: total.plays + more.plays,
  moves: total.moves + more.moves,
});

const TABLE_MOVES = new Set(['open', 'meld', 'lay-off', 'replace-joker']);

/** Picks a table move 3 times in 4 when there is one, else any legal action. */
const choose = <A extends Typed>(legal: readonly A[], pick: number): A | undefined => {
  const moves = legal.filter((a) => TABLE_MOVES.has(a.type));
  const from = moves.length > 0 && pick % 4 !== 0 ? moves : legal;
  return from[Math.floor(pick / 4) % from.length];
};

/** A game's engine, as its package exports it. */
interface Engine<State, Action> {
  readonly legalActions: (state: State, seat: number) => readonly Action[];
  readonly view: (state: State, seat: number) => unknown;
  readonly apply: (
    state: State,
    action: Action,
  ) =>
    | { readonly ok: true; readonly value: { readonly state: State } }
    | { readonly ok: false; readonly error: { readonly message: string } };
}

/** What both games' states have: the turn, the hands, and whether the match is over. */
interface PlayState {
  readonly hand: {
    readonly turn: { readonly seat: number; readonly phase: string };
    readonly hands: readonly (readonly number[])[];
  };
  readonly status: string;
}

/** Two cards of the same face: the same rank and suit in either deck, or two jokers. */
const sameFace = (a: number, b: number) => a % 54 === b % 54 || (a % 54 >= 52 && b % 54 >= 52);

/**
 * Plays a match from `start` by the `chosen` picks, checking at each play phase what the page
 * builds (`checkPage`); answers how many actions it built.
 */
const playChecking = <State extends PlayState, Action extends Typed>(
  engine: Engine<State, Action>,
  adapter: GameAdapter,
  start: State,
  chosen: readonly number[],
  staged: (action: Action) => readonly (readonly StagedCard[])[] | undefined,
): Built => {
  let built: Built = { plays: 0, moves: 0 };
  let state = start;
  for (const pick of chosen) {
    if (state.status === 'over') break;
    const seat = state.hand.turn.seat;
    const legal = engine.legalActions(state, seat);
    if (state.hand.turn.phase === 'play')
      built = add(
        built,
        checkPage(
          adapter,
          engine.view(state, seat),
          legal,
          state.hand.hands[seat] ?? [],
          (a) => staged(a as Action),
          sameFace,
        ),
      );
    const action = choose(legal, pick);
    if (!action) throw new Error('no legal action');
    const step = engine.apply(state, action);
    if (!step.ok) throw new Error(step.error.message);
    state = step.value.state;
  }
  return built;
};

const picks = fc.array(fc.nat(), { minLength: 100, maxLength: 250 });

describe('the table page builds only actions the gateway accepts', () => {
  it('Scala 40 (property)', () => {
    let built: Built = { plays: 0, moves: 0 };
    fc.assert(
      fc.property(fc.nat(), picks, (seed, chosen) => {
        const created = scala40Engine.createMatch({
          profile: scala40Engine.PROFILES['fisca-gara'],
          players: ['Ada', 'Bea', 'Cleo'],
          seed: seedOf(seed),
        });
        if (!created.ok) throw new Error(created.error.message);
        const played = playChecking(
          scala40Engine,
          scala40,
          created.value.state,
          chosen,
          (action) => {
            if (action.type === 'open') return action.melds;
            if (action.type === 'meld') return [action.cards];
            return undefined;
          },
        );
        built = add(built, played);
      }),
      { numRuns: 10 },
    );
    expect(built.plays).toBeGreaterThan(0);
    expect(built.moves).toBeGreaterThan(0);
  });

  it('Burraco (property)', () => {
    let built: Built = { plays: 0, moves: 0 };
    fc.assert(
      fc.property(fc.nat(), picks, (seed, chosen) => {
        const created = burracoEngine.createMatch({
          profile: burracoEngine.PROFILES.champion,
          seating: { kind: 'singles', players: ['Ada', 'Bea'] },
          seed: seedOf(seed),
        });
        if (!created.ok) throw new Error(created.error.message);
        const played = playChecking(
          burracoEngine,
          burraco,
          created.value.state,
          chosen,
          (action) => (action.type === 'meld' ? [action.cards.map((id) => ({ id }))] : undefined),
        );
        built = add(built, played);
      }),
      { numRuns: 10 },
    );
    expect(built.plays).toBeGreaterThan(0);
    expect(built.moves).toBeGreaterThan(0);
  });
});
