/**
 * The games a server offers, each the `Game` interface (`game-interface.ts`) over its engine:
 * Scala 40 and Burraco here, bridge in `bridge-game.ts`. Only the engines' public API is used.
 */
import * as burracoEngine from '@tavolo/burraco';
import { err, ruleError } from '@tavolo/cards';
import * as scala40Engine from '@tavolo/scala40';
import { bridgeGame } from './bridge-game.js';
import { type Game, ownersOf, seatSender, senderRefusal } from './game-interface.js';

export * from './game-interface.js';
export { BRIDGE_OWNERS, BRIDGE_PROFILE, type BridgeGame, bridgeGame } from './bridge-game.js';

/** Scala 40 has no director's or clock's action: every action is a seat's. */
export const SCALA40_OWNERS = ownersOf<scala40Engine.ActionType>({
  draw: 'seat',
  'take-discard': 'seat',
  open: 'seat',
  meld: 'seat',
  'lay-off': 'seat',
  'replace-joker': 'seat',
  discard: 'seat',
});

/** Burraco: the time-out is the director's (BUR-CH art. 16), a chess clock's expiry the clock's. */
export const BURRACO_OWNERS = ownersOf<burracoEngine.ActionType>({
  draw: 'seat',
  'take-pile': 'seat',
  meld: 'seat',
  'lay-off': 'seat',
  discard: 'seat',
  'time-out': 'director',
  'clock-expired': 'clock',
});

export type Scala40Game = Game<
  scala40Engine.MatchState,
  scala40Engine.Action,
  scala40Engine.GameEvent,
  scala40Engine.SeatView
>;

export const scala40Game: Scala40Game = {
  name: 'scala40',
  owners: SCALA40_OWNERS,
  start: ({ profile: spec, seats, seed, hands }) => {
    const profile = scala40Engine.profileFromSpec(spec);
    if (!profile.ok) return profile;
    return scala40Engine.createMatch({
      profile: profile.value,
      players: seats,
      seed,
      ...(hands !== undefined && { hands }),
    });
  },
  act: (state, sender, action) => {
    const refusal = senderRefusal(SCALA40_OWNERS, state.players.length, sender, action);
    return refusal ? err(refusal) : scala40Engine.apply(state, action as scala40Engine.Action);
  },
  play: (state, seat, action) => scala40Game.act(state, seatSender(seat), action),
  legalActions: scala40Engine.legalActions,
  seatsToAct: (state) => [state.hand.turn.seat],
  botActions: scala40Engine.legalActions,
  botView: scala40Engine.view,
  view: scala40Engine.view,
  seatOnTurn: (state) => state.hand.turn.seat,
  isOver: (state) => state.status === 'over',
  seatCount: (state) => state.players.length,
  players: (state) => state.players,
  handNumber: (state) => state.hand.number,
  startsHand: (event) => event.type === 'hand-started',
  endsHand: (event) => event.type === 'hand-ended',
  turnPhase: (state) => state.hand.turn.phase,
  handCards: (state, seat) => state.hand.hands[seat] ?? [],
  sideOf: null,
  clockExpired: null,
  timeOutActions: null,
  dealRecord: scala40Engine.dealRecord,
};

/** Partners sit opposite (BUR-CH art. 2): the first and third names, the second and fourth. */
const burracoSeating = (names: readonly string[]): burracoEngine.SeatingRequest | undefined => {
  const [a, b, c, d] = names;
  if (names.length === 2 && a !== undefined && b !== undefined)
    return { kind: 'singles', players: [a, b] };
  if (
    names.length === 4 &&
    a !== undefined &&
    b !== undefined &&
    c !== undefined &&
    d !== undefined
  )
    return {
      kind: 'pairs',
      pairs: [
        [a, c],
        [b, d],
      ],
    };
  return undefined;
};

export type BurracoGame = Game<
  burracoEngine.MatchState,
  burracoEngine.Action,
  burracoEngine.GameEvent,
  burracoEngine.SeatView
>;

export const burracoGame: BurracoGame = {
  name: 'burraco',
  owners: BURRACO_OWNERS,
  start: ({ profile: spec, seats, seed, chessClock = false, hands }) => {
    const profile = burracoEngine.profileFromSpec(spec);
    if (!profile.ok) return profile;
    const seating = burracoSeating(seats);
    if (!seating)
      return err(
        ruleError('bad-seating', burracoEngine.art(2), 'Burraco seats two pairs or two players'),
      );
    return burracoEngine.createMatch({
      profile: profile.value,
      seating,
      seed,
      chessClock,
      ...(hands !== undefined && { hands }),
    });
  },
  act: (state, sender, action) => {
    const refusal = senderRefusal(BURRACO_OWNERS, state.players.length, sender, action);
    return refusal ? err(refusal) : burracoEngine.apply(state, action as burracoEngine.Action);
  },
  play: (state, seat, action) => burracoGame.act(state, seatSender(seat), action),
  legalActions: burracoEngine.legalActions,
  seatsToAct: (state) => [state.hand.turn.seat],
  botActions: burracoEngine.legalActions,
  botView: burracoEngine.view,
  view: burracoEngine.view,
  seatOnTurn: (state) => state.hand.turn.seat,
  isOver: (state) => state.status === 'over',
  seatCount: (state) => state.players.length,
  players: (state) => state.players,
  handNumber: (state) => state.hand.number,
  startsHand: (event) => event.type === 'hand-started',
  endsHand: (event) => event.type === 'hand-ended',
  turnPhase: (state) => state.hand.turn.phase,
  handCards: (state, seat) => state.hand.hands[seat] ?? [],
  sideOf: (seat) => burracoEngine.sideOf(seat),
  dealRecord: burracoEngine.dealRecord,
  clockExpired: (side) => ({ type: 'clock-expired', side: side === 0 ? 0 : 1 }),
  timeOutActions: null,
};

/** The games a server offers, by the name clients use. */
export const GAMES = { scala40: scala40Game, burraco: burracoGame, bridge: bridgeGame } as const;
export type GameName = keyof typeof GAMES;
