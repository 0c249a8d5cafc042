/**
 * Bridge as a server game: a match of boards at one table (`match.ts` of @tavolo/bridge), the
 * names sitting North, East, South, West in the order given (the lobby's places 0..3).
 *
 * A bridge action names the seat of the player who makes it, which is not always the seat on
 * turn: the declarer plays the dummy's cards with his own seat (LAW 45B), the opponents answer
 * a claim off turn (LAW 68-69), either player of a side agrees on the tricks (LAW 79A). So the
 * server checks only that the sender is the seat the action names (`senderRefusal`, the same
 * check as the other games, from the engine's `ACTION_OWNERS`), and the engine rules the rest:
 * the dummy playing, a card from another hand, an answer from the claimer's partner. The
 * director's `rule-tricks` is the director's alone (LAW 70 (2017), 79B).
 *
 * A table without a director of its own (its opener plays at it: every quick-play table) plays
 * under the engine's rules for no director (`BoardOptions.director`): a disputed claim is void
 * and play goes on (LAW 68D (2017)), a disagreement on the tricks leaves them as played (LAW
 * 79B), so that no board waits for a ruling nobody is bound to give.
 *
 * A bridge table may have a per-turn clock (each call and card); `seatOnTurn` is the seat it runs
 * for, and `timeOutActions` what it plays when the time runs out (@tavolo/bridge time-out.ts).
 */
import * as bridge from '@tavolo/bridge';
import { err, PROCEDURE, ruleError } from '@tavolo/cards';
import { type Game, ownersOf, senderRefusal, seatSender } from './game-interface.js';

/** The one profile, the Laws of 2017 (a table's boards are its `hands`). */
export const BRIDGE_PROFILE = bridge.BRIDGE_PROFILE_ID;

export const BRIDGE_OWNERS = ownersOf<bridge.ActionType>(bridge.ACTION_OWNERS);

export type BridgeGame = Game<
  bridge.MatchState,
  bridge.Action,
  bridge.MatchEvent,
  bridge.MatchView
>;

const isSeat = (seat: number): seat is bridge.Seat =>
  seat === 0 || seat === 1 || seat === 2 || seat === 3;

/** The moves a bot chooses among: calls, cards, answers to a claim, agreeing on the tricks. */
const BOT_TYPES: ReadonlySet<bridge.ActionType> = new Set<bridge.ActionType>([
  'call',
  'play',
  'answer-claim',
  'agree-tricks',
]);

export const bridgeGame: BridgeGame = {
  name: 'bridge',
  owners: BRIDGE_OWNERS,
  start: ({ profile, seats, seed, hands, director, reviewLastTrick }) =>
    profile === BRIDGE_PROFILE
      ? bridge.createMatch({
          players: seats,
          seed,
          boards: hands ?? bridge.DEFAULT_MATCH_BOARDS,
          ...((director === false || reviewLastTrick === true) && {
            boardOptions: {
              ...(director === false && { director: false }),
              ...(reviewLastTrick === true && { reviewLastTrick: true }),
            },
          }),
        })
      : err(ruleError('unknown-profile', PROCEDURE, `bridge has one profile: ${BRIDGE_PROFILE}`)),
  act: (state, sender, action) => {
    const refusal = senderRefusal(BRIDGE_OWNERS, 4, sender, action);
    return refusal ? err(refusal) : bridge.applyToMatch(state, action as bridge.Action);
  },
  play: (state, seat, action) => bridgeGame.act(state, seatSender(seat), action),
  legalActions: (state, seat) => (isSeat(seat) ? bridge.matchLegalActions(state, seat) : []),
  seatsToAct: bridge.seatsToAct,
  botActions: (state, seat) =>
    isSeat(seat) ? bridge.matchLegalActions(state, seat).filter((a) => BOT_TYPES.has(a.type)) : [],
  botView: (state, seat) => bridge.view(state.board, isSeat(seat) ? seat : null),
  view: (state, viewer) =>
    bridge.matchView(state, viewer !== null && isSeat(viewer) ? viewer : null),
  seatOnTurn: (state) => bridge.seatsToAct(state)[0] ?? state.board.deal.dealer,
  isOver: (state) => state.over,
  seatCount: () => 4,
  players: (state) => state.players,
  handNumber: (state) => state.board.deal.number,
  startsHand: (event) => event.type === 'board-started',
  endsHand: (event) => event.type === 'board-scored',
  turnPhase: () => 'play',
  handCards: (state, seat) => (isSeat(seat) ? state.board.hands[seat] : []),
  sideOf: null,
  clockExpired: null,
  timeOutActions: (state, seat) => (isSeat(seat) ? bridge.timeOutActions(state, seat) : []),
  dealRecord: (state) => bridge.dealRecord(state.board.deal),
};
