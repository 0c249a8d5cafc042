/**
 * The play (LAW 41-47 of the 2017 Laws of Duplicate Bridge, with LAW 65 for the quitted
 * cards): whose hand plays, which cards it may play, who wins a trick. Online a revoke, a lead
 * out of turn or the dummy playing his own cards are refused rather than corrected, so the
 * penalties of LAW 53-64 never arise.
 */
import { type Card52, type VisibleEvent, suit52Index, toAll } from '@tavolo/cards';
import { auctionTurn, openingLeader } from './auction.js';
import { type RuleError, law2017, ruleError } from './errors.js';
import type { BridgeEvent } from './event.js';
import type { BoardState, PlayedCard, QuittedCard, Step, Trick } from './state.js';
import { type Contract, type Seat, STRAINS, partnerOf, sideOf } from './types.js';

export const TRICKS = 13;

/** The declarer's partner, whose hand the declarer plays (LAW 45B). */
export const dummyOf = (contract: Contract): Seat => partnerOf(contract.declarer);

/** The trump suit's index (C D H S = 0..3), or null in no trump. */
const trumpIndex = (contract: Contract): number | null =>
  contract.strain === 'NT' ? null : STRAINS.indexOf(contract.strain);

/**
 * LAW 44E, 44F: the hand that wins a complete trick: the highest trump if any was played,
 * else the highest card of the suit led. Within a suit a higher id is a higher card.
 */
export const trickWinner = (cards: readonly PlayedCard[], contract: Contract): Seat => {
  const trump = trumpIndex(contract);
  // The best card so far is of the suit led or a trump: a card beats it if it is higher in
  // the same suit, or a trump over a card of the suit led.
  const beats = (a: Card52, b: Card52): boolean =>
    suit52Index(a) === suit52Index(b) ? a > b : suit52Index(a) === trump;
  let best = cards[0] as PlayedCard;
  for (const played of cards.slice(1)) if (beats(played.card, best.card)) best = played;
  return best.seat;
};

/** The trick being played, or null when none is under way (before a lead). */
export const currentTrick = (state: BoardState): Trick | null => {
  const last = state.tricks[state.tricks.length - 1];
  return last !== undefined && last.cards.length < 4 ? last : null;
};

/** Complete tricks so far. */
export const tricksPlayed = (state: BoardState): number =>
  state.tricks.filter((t) => t.cards.length === 4).length;

/** The tricks won by the declarer's side among those complete. */
export const declarerTricksOf = (state: BoardState): number => {
  const contract = state.contract;
  if (contract === null) return 0;
  const side = sideOf(contract.declarer);
  return state.tricks.filter((t) => t.winner !== null && sideOf(t.winner) === side).length;
};

/**
 * The hand that plays next (LAW 41A for the opening lead, 44B in turn, 44G the winner of the
 * previous trick leads), or null when nothing is to be played.
 */
export const handOnTurn = (state: BoardState): Seat | null => {
  if (state.phase !== 'play' || state.contract === null) return null;
  const trick = currentTrick(state);
  if (trick !== null) return ((trick.leader + trick.cards.length) % 4) as Seat;
  const last = state.tricks[state.tricks.length - 1];
  if (last === undefined) return openingLeader(state.contract);
  return last.winner;
};

/** The player who plays for a hand: the declarer for the dummy (LAW 45B), else the hand's own. */
export const playerFor = (contract: Contract, hand: Seat): Seat =>
  hand === dummyOf(contract) ? contract.declarer : hand;

/** Whether the dummy's hand has been exposed: from the opening lead on (LAW 41D). */
export const dummyExposed = (state: BoardState): boolean =>
  state.contract !== null && (state.tricks[0]?.cards.length ?? 0) > 0;

/** LAW 44A, 44C, 44D: the cards of `hand` it may play to the current trick. */
export const playableCards = (state: BoardState, hand: Seat): readonly Card52[] => {
  const cards = state.hands[hand];
  const trick = currentTrick(state);
  if (trick === null) return cards;
  const led = suit52Index((trick.cards[0] as PlayedCard).card);
  const following = cards.filter((c) => suit52Index(c) === led);
  return following.length > 0 ? following : cards;
};

/**
 * Why the player at `seat` may not play `card` now, or undefined if he may. `seat` is the
 * player: the declarer names his own seat for the dummy's cards.
 */
export const playRefusal = (state: BoardState, seat: Seat, card: Card52): RuleError | undefined => {
  const hand = handOnTurn(state);
  if (state.phase === 'claim')
    return ruleError(
      'claim-pending',
      law2017('68D'),
      'play ceases while a claim or concession is answered',
    );
  if (hand === null || state.contract === null)
    return ruleError(
      'not-playing',
      law2017('44B'),
      `no card is played in the ${state.phase} phase`,
    );
  const contract = state.contract;
  if (seat === dummyOf(contract))
    return ruleError(
      'dummy-does-not-play',
      law2017('45B'),
      'the declarer plays the dummy\u2019s cards; the dummy plays none himself',
    );
  const player = playerFor(contract, hand);
  if (seat !== player)
    return ruleError(
      'not-your-turn',
      law2017(state.tricks.length === 0 ? '41A' : '44B'),
      `the ${hand === player ? '' : 'dummy\u2019s '}hand of seat ${hand} plays now`,
    );
  if (!state.hands[hand].includes(card))
    return ruleError(
      'card-not-held',
      law2017('45A'),
      `card ${card} is not in the hand of seat ${hand}, which plays now`,
    );
  if (!playableCards(state, hand).includes(card))
    return ruleError(
      'must-follow-suit',
      law2017('44C'),
      'a player able to follow the suit led must follow it (a revoke is refused)',
    );
  return undefined;
};

const quitTrick = (
  quitted: BoardState['quitted'],
  trick: Trick,
  index: number,
  winner: Seat,
): BoardState['quitted'] => {
  const next = quitted.map((cards) => [...cards]) as QuittedCard[][];
  for (const played of trick.cards)
    next[played.seat]?.push({
      card: played.card,
      trick: index,
      mark: sideOf(played.seat) === sideOf(winner) ? 'won' : 'lost',
    });
  return next as unknown as BoardState['quitted'];
};

/**
 * Plays `card` from the hand on turn, which must be legal (`playRefusal`): LAW 41D exposes the
 * dummy after the opening lead, LAW 44E-G settles a complete trick and the next leader, LAW
 * 65A-C quits each card with its orientation, and after the thirteenth trick the sides are
 * to agree on the tricks won (LAW 79A).
 */
export const playCard = (state: BoardState, card: Card52): Step => {
  const contract = state.contract as Contract;
  const hand = handOnTurn(state) as Seat;
  const hands = state.hands.map((cards, seat) =>
    seat === hand ? cards.filter((c) => c !== card) : cards,
  ) as unknown as BoardState['hands'];
  const events: VisibleEvent<BridgeEvent>[] = [toAll({ type: 'played', seat: hand, card })];
  const open = currentTrick(state);
  const trick: Trick = open
    ? { ...open, cards: [...open.cards, { seat: hand, card }] }
    : { leader: hand, cards: [{ seat: hand, card }], winner: null };
  const index = open ? state.tricks.length - 1 : state.tricks.length;
  if (index === 0 && trick.cards.length === 1) {
    const dummy = dummyOf(contract);
    events.push(toAll({ type: 'dummy-exposed', seat: dummy, cards: hands[dummy] }));
  }
  let next: BoardState = { ...state, hands, tricks: [...state.tricks.slice(0, index), trick] };
  if (trick.cards.length < 4) return { state: next, events };
  const winner = trickWinner(trick.cards, contract);
  const done: Trick = { ...trick, winner };
  next = {
    ...next,
    tricks: [...state.tricks.slice(0, index), done],
    quitted: quitTrick(state.quitted, done, index, winner),
  };
  events.push(toAll({ type: 'trick-won', trick: index, winner }));
  if (index + 1 < TRICKS) return { state: next, events };
  const declarerTricks = declarerTricksOf(next);
  events.push(toAll({ type: 'play-ended', contract, declarerTricks }));
  return {
    state: { ...next, phase: 'agreement', result: { contract, declarerTricks, by: 'play' } },
    events,
  };
};

/**
 * Who acts now in the auction or the play: `seat` is the player, `hand` the hand he calls or
 * plays for (the dummy's, when the declarer plays from it). Null in the other phases, where
 * the Laws' actions are made off turn.
 */
export const turnOf = (state: BoardState): { readonly seat: Seat; readonly hand: Seat } | null => {
  if (state.phase === 'auction') {
    const seat = auctionTurn(state.deal.dealer, state.auction);
    return { seat, hand: seat };
  }
  const hand = handOnTurn(state);
  if (hand === null || state.contract === null) return null;
  return { seat: playerFor(state.contract, hand), hand };
};
