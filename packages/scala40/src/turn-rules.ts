/**
 * Rules about the turn that both `apply` (to refuse a move) and `legalActions` (to list moves)
 * need, kept in one place so that the two can never disagree.
 */
import { type CardId, type RuleError, isJoker, ruleError } from '@tavolo/cards';
import { type Meld, jokersIn, layOffPlacements, meldPoints } from './meld.js';
import type { HandState, MatchState, Seat, TableMeld, TurnState } from './state.js';

export const activeSeats = (state: MatchState): Seat[] =>
  state.players.flatMap((_, seat) => (state.eliminated[seat] ? [] : [seat]));

export const activeCount = (state: MatchState): number =>
  state.eliminated.reduce((n, out) => (out ? n : n + 1), 0);

/** The next seat still in the match after `seat`, in the order of play. */
export const nextActiveSeat = (state: MatchState, seat: Seat): Seat => {
  const n = state.players.length;
  for (let k = 1; k <= n; k++) {
    const s = (seat + k) % n;
    if (!state.eliminated[s]) return s;
  }
  return seat;
};

/** Closing needs a full round first where the profile says so (S40-REG art. 6.5, S40-CLUB §D). */
export const closingAllowed = (state: MatchState): boolean =>
  state.profile.options.closeOnFirstRound || state.hand.turnsCompleted >= activeCount(state);

/**
 * The fewest cards a play may leave in hand: one for the discard (S40-CdG art. 20, S40-REG art.
 * 6.2), two while closing is not yet allowed, since the last card's discard would close.
 */
export const cardsToKeep = (state: MatchState): number => (closingAllowed(state) ? 1 : 2);

export const keepRefusal = (state: MatchState, left: number): RuleError | undefined => {
  if (left >= cardsToKeep(state)) return undefined;
  if (left < 1)
    return ruleError(
      'no-card-to-discard',
      'S40-CdG art. 20',
      'a closing ends with a discard: keep one card to discard',
    );
  return ruleError(
    'no-closing-first-round',
    state.profile.citations.closeOnFirstRound.article,
    'no closing before every player has played a turn: keep two cards',
  );
};

/**
 * Whether `card` lays off on a meld on the table now: a sequence that has taken its art. 17
 * limit of cards this turn does not count, so that no card is left that may be neither laid off
 * nor discarded (S40-CdG art. 6, 17).
 */
export const laysOff = (state: MatchState, card: CardId): boolean =>
  state.hand.melds.some(
    (m) =>
      layOffPlacements(m.meld, { id: card }, state.profile.options).length > 0 &&
      !layOffLimitRefusal(state, m),
  );

/** What the opening rules read of a meld. */
export interface MeldWorth {
  readonly points: number;
  readonly jokers: number;
}

export const worthOf = (meld: Meld): MeldWorth => ({
  points: meldPoints(meld),
  jokers: jokersIn(meld),
});

/**
 * Whether an opening that closes at once may be worth less than the minimum now (S40-CdG art.
 * 19.2): where the profile allows it, except in a turn that took the discard before opening,
 * whose opening owes the minimum (art. 6) unless the profile reads otherwise.
 */
export const closingBelowMinimum = (state: MatchState): boolean => {
  const rules = state.profile.options;
  const ob = state.hand.turn.obligation;
  const tookToOpen = ob !== null && (ob.kind === 'open' || ob.kind === 'open-with');
  return (
    rules.closeInHandWaivesOpeningMinimum && (!tookToOpen || rules.takeDiscardToCloseBelowMinimum)
  );
};

/**
 * Why the opening `melds` is not enough (S40-CdG art. 7, 19.2; S40-REG art. 4.1, 9c), or
 * undefined. `cardsLeft` is what the player would still hold: one means the opening closes at
 * once, which `belowMinimum` (by default the profile's `closeInHandWaivesOpeningMinimum`)
 * accepts below the minimum.
 */
export const openingRefusal = (
  melds: readonly MeldWorth[],
  cardsLeft: number | undefined,
  profile: MatchState['profile'],
  belowMinimum = profile.options.closeInHandWaivesOpeningMinimum,
): RuleError | undefined => {
  const rules = profile.options;
  let points = 0;
  let clean = 0;
  for (const meld of melds) {
    points += meld.points;
    if (meld.jokers === 0) clean += meld.points;
  }
  if (rules.openingWithoutJokers && clean < points && clean < rules.openingMinimum)
    return ruleError(
      'opening-jokers',
      profile.citations.openingWithoutJokers.article,
      `jokers may open only beside clean melds worth ${rules.openingMinimum} on their own`,
    );
  const closesAtOnce = cardsLeft === 1 && belowMinimum;
  if (points < rules.openingMinimum && !closesAtOnce)
    return ruleError(
      'opening-below-40',
      profile.citations.openingMinimum.article,
      `the opening is worth ${points}; it needs at least ${rules.openingMinimum}`,
    );
  return undefined;
};

/**
 * The cards the seat may discard now (S40-CdG art. 6, 8; S40-REG art. 5.4). The last card may
 * always close once closing is allowed. When every card in hand is barred, the bar lifts: first
 * for cards that lay off (art. 6: "avendo tutte carte che legano"), for jokers only when
 * nothing else is left.
 */
export const allowedDiscards = (state: MatchState, seat: Seat): readonly CardId[] => {
  const hand = state.hand.hands[seat] as readonly CardId[];
  if (hand.length === 1) return closingAllowed(state) ? hand : [];
  const rules = state.profile.options;
  const barLayOff = rules.discardThatLaysOff === 'forbidden' || !state.hand.opened[seat];
  const nonJokers = rules.jokerDiscardOnlyToClose ? hand.filter((c) => !isJoker(c)) : hand;
  if (nonJokers.length === 0) return hand;
  if (!barLayOff) return nonJokers;
  // Jokers fall under their own rule (art. 8), not under the lay-off bar.
  const free = nonJokers.filter((c) => isJoker(c) || !laysOff(state, c));
  return free.length > 0 ? free : nonJokers;
};

/** Why `card` may not be discarded now, or undefined; see `allowedDiscards`. */
export const discardRefusal = (
  state: MatchState,
  seat: Seat,
  card: CardId,
): RuleError | undefined => {
  const hand = state.hand.hands[seat] as readonly CardId[];
  if (!hand.includes(card))
    return ruleError('card-not-in-hand', 'Tavolo', 'that card is not in your hand');
  // Most discards are of a card that is not barred at all: no need to look at the whole hand.
  const rules = state.profile.options;
  const barredJoker = rules.jokerDiscardOnlyToClose && isJoker(card);
  const barredLayOff =
    !isJoker(card) &&
    (rules.discardThatLaysOff === 'forbidden' || !state.hand.opened[seat]) &&
    laysOff(state, card);
  if (hand.length > 1 && !barredJoker && !barredLayOff) return undefined;
  if (allowedDiscards(state, seat).includes(card)) return undefined;
  if (hand.length === 1) return keepRefusal(state, 1);
  const { citations } = state.profile;
  return isJoker(card)
    ? ruleError(
        'joker-discard',
        citations.jokerDiscardOnlyToClose.article,
        'a joker may be discarded only to close',
      )
    : ruleError(
        'discard-lays-off',
        citations.discardThatLaysOff.article,
        'a card that lays off on a meld on the table may not be discarded',
      );
};

/**
 * Cards laid off onto one sequence this turn (`counts`, by default the turn's), against the art.
 * 17 limit.
 */
export const layOffLimitRefusal = (
  state: MatchState,
  target: TableMeld,
  counts: TurnState['layOffs'] = state.hand.turn.layOffs,
): RuleError | undefined => {
  const limit = state.profile.options.layOffPerSequencePerTurn;
  if (limit === null || target.meld.kind !== 'sequence') return undefined;
  return (counts[target.id] ?? 0) >= limit
    ? ruleError(
        'lay-off-limit',
        state.profile.citations.layOffPerSequencePerTurn.article,
        `at most ${limit} cards onto one sequence in a turn`,
      )
    : undefined;
};

export const handOf = (hand: HandState, seat: Seat): readonly CardId[] =>
  hand.hands[seat] as readonly CardId[];
