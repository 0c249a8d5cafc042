/**
 * The Burraco engine: `createMatch` draws seats and deals the first hand; `apply` plays one
 * action and returns the new state with the events it caused, or a rule error. Pure and
 * deterministic: the same seed and actions always give the same match.
 */
import {
  type CardId,
  type Result,
  type ShuffleSeed,
  err,
  handSeed,
  isCardId,
  ok,
} from '@tavolo/cards';
import type { Action } from './action.js';
import { dealCards } from './deal.js';
import { type RuleError, PROCEDURE, art, ruleError } from './errors.js';
import { type GameEvent, type VisibleEvent, toAll, toSeat } from './event.js';
import { pileUsable } from './legal.js';
import { type MattaPlace, type Meld, extendMeld, readMeld } from './meld.js';
import type { RuleProfile } from './profile.js';
import { scoreSide } from './scoring.js';
import { type SeatingRequest, drawForSeats } from './seating.js';
import {
  copyHand,
  withHand,
  type HandEnding,
  type HandResult,
  type HandState,
  type MatchOutcome,
  type MatchScoring,
  type MatchState,
  type Seat,
  type Side,
  type TableMeld,
  sideOf,
} from './state.js';
import {
  closingRefusal,
  equalCombinationRefusal,
  handOf,
  mattaOnTopRefusal,
  playRefusal,
  sideMelds,
} from './turn-rules.js';
import { type VpTable, knockoutPoints, vpForDiff, winDrawLossPoints } from './vp.js';

export interface MatchOptions {
  readonly profile: RuleProfile;
  readonly seed: ShuffleSeed;
  /** Two pairs (formed or to form) or two single players (BUR-CH art. 2, 4). */
  readonly seating: SeatingRequest;
  /** Hands in the match (art. 6: 2, 3 or 4 in tournaments); default 3. */
  readonly hands?: number;
  readonly scoring?: MatchScoring;
  /** A table entered by the organizer, instead of the profile's table for this number of hands. */
  readonly vpTable?: VpTable;
  /** The optional chess clock of art. 46. */
  readonly chessClock?: boolean;
}

export interface Step {
  readonly state: MatchState;
  readonly events: readonly VisibleEvent[];
}

const refuse = (code: string, article: string, message: string) =>
  err(ruleError(code, article, message));

/**
 * Deals hand `number` from the hand's own shuffle, as `dealCards` lays the cards out (art. 5,
 * 7): the pozzetti at the bottom, the hands from the dealer's left, the up-card, the stock.
 */
const dealHand = (
  profile: RuleProfile,
  seed: ShuffleSeed,
  seats: number,
  number: number,
  dealer: Seat,
): { hand: HandState; events: VisibleEvent[] } => {
  const { handSize, pozzettoSize } = profile.options;
  const dealt = dealCards(handSeed(seed, number), {
    hand: number,
    dealer,
    seats,
    handSize,
    pozzettoSize,
  });
  const { hands, upCard, pozzetti } = dealt;
  const stock = [...dealt.stock].reverse();
  const first = (dealer + 1) % seats;
  const hand: HandState = {
    number,
    dealer,
    hands,
    stock,
    pile: [upCard],
    pozzetti,
    pozzettoTaken: [false, false],
    melds: [],
    turn: { seat: first, phase: 'draw', mustPlayOneOf: [], tookPile: false },
    turnsCompleted: 0,
    turnsWithoutDraw: 0,
    timeOutEndsAt: null,
    clockExpired: [false, false],
    nextMeldId: 1,
    unseenPozzetti: [],
  };
  return {
    hand,
    events: [
      toAll({
        type: 'hand-started',
        hand: number,
        dealer,
        upCard,
        stock: stock.length,
        handSizes: hands.map((h) => h.length),
        pozzetti: pozzetti.map((p) => p.length),
      }),
      ...hands.map((cards, seat) => toSeat(seat, { type: 'dealt', seat, cards })),
    ],
  };
};

const validSeating = (seating: unknown, profile: RuleProfile): RuleError | undefined => {
  const bad = ruleError(
    'bad-seating',
    art(2),
    'give two pairs of players, four players, or two players',
  );
  if (typeof seating !== 'object' || seating === null) return bad;
  const s = seating as SeatingRequest;
  const names = s.kind === 'pairs' ? (Array.isArray(s.pairs) ? s.pairs.flat() : []) : s.players;
  const size = s.kind === 'pairs' ? 4 : s.kind === 'individual' ? 4 : s.kind === 'singles' ? 2 : 0;
  if (!Array.isArray(names) || names.length !== size || size === 0) return bad;
  if (s.kind === 'pairs' && !s.pairs.every((p) => Array.isArray(p) && p.length === 2)) return bad;
  if (!names.every((n) => typeof n === 'string' && n.length > 0) || new Set(names).size !== size)
    return ruleError('bad-players', PROCEDURE, 'players have distinct, non-empty names');
  if (!profile.options.seats.includes(size as 2 | 4))
    return ruleError(
      'bad-table-size',
      art(2),
      `the profile plays at ${profile.options.seats.join(' or ')}`,
    );
  return undefined;
};

export const createMatch = (options: MatchOptions): Result<Step, RuleError> => {
  const { profile, seed, seating } = options;
  const badSeating = validSeating(seating, profile);
  if (badSeating) return err(badSeating);
  const handsPlanned = options.hands ?? 3;
  if (!Number.isInteger(handsPlanned) || handsPlanned < 1)
    return refuse('bad-hands', art(6), 'a match has a whole number of hands, at least one');
  // The seat draw comes before the first deal, so hand 1's secret shuffles it.
  const seatDraw = drawForSeats(seating, handSeed(seed, 1));
  const players = seatDraw.seats;
  const { hand, events } = dealHand(profile, seed, players.length, 1, seatDraw.dealer);
  const tables = profile.options.vpTables as Readonly<Record<number, VpTable | undefined>>;
  const state: MatchState = {
    profile,
    seed,
    players,
    seatDraw,
    handsPlanned,
    scoring: options.scoring ?? 'vp',
    vpTable: options.vpTable ?? tables[handsPlanned] ?? null,
    chessClock: options.chessClock ?? false,
    totals: [0, 0],
    results: [],
    hand,
    status: 'playing',
    outcome: null,
  };
  return ok({ state, events: [toAll({ type: 'seats-drawn', seatDraw }), ...events] });
};

const outcomeOf = (state: MatchState): MatchOutcome => {
  const mp = state.totals;
  if (state.scoring === 'win-draw-loss')
    return { scoring: state.scoring, mp, points: winDrawLossPoints(mp) };
  if (state.scoring === 'knockout') {
    const closer = [...state.results].reverse().find((r) => r.closer !== null)?.closer;
    return {
      scoring: state.scoring,
      mp,
      points: knockoutPoints(mp, closer === undefined || closer === null ? null : sideOf(closer)),
    };
  }
  return {
    scoring: state.scoring,
    mp,
    points: state.vpTable ? vpForDiff(state.vpTable, mp[0] - mp[1]) : null,
  };
};

/** Scores the hand (art. 19), then deals the next one or ends the match. */
const finishHand = (
  state: MatchState,
  played: HandState,
  ending: HandEnding,
  closer: Seat | null,
  before: readonly VisibleEvent[],
): Step => {
  // A pozzetto its taker has not seen yet reaches him before the hands are shown.
  const { hand, events } = seePozzetti(played, () => true, before);
  const rules = state.profile.options;
  const score = (side: Side) =>
    scoreSide(
      {
        melds: hand.melds.filter((m) => m.side === side).map((m) => m.meld),
        hand: hand.hands.flatMap((cards, seat) => (sideOf(seat) === side ? cards : [])),
        pozzettoTaken: hand.pozzettoTaken[side],
        closed: closer !== null && sideOf(closer) === side,
        clockPenalty: hand.clockExpired[side] ? rules.timing.chessClock.penaltyPoints : 0,
      },
      rules,
    );
  const result: HandResult = {
    hand: hand.number,
    ending,
    closer,
    closing: closer === null ? null : hand.turn.tookPile ? 'al-monte' : 'discard',
    scores: [score(0), score(1)],
  };
  const totals: [number, number] = [
    state.totals[0] + result.scores[0].total,
    state.totals[1] + result.scores[1].total,
  ];
  const results = [...state.results, result];
  const ended = [...events, toAll({ type: 'hand-ended', result, hands: hand.hands, totals })];
  // A time-out ends the round of the tournament, so no further hand is dealt (art. 16).
  if (results.length >= state.handsPlanned || hand.timeOutEndsAt !== null) {
    const over: MatchState = { ...state, hand, totals, results, status: 'over' };
    const outcome = outcomeOf(over);
    return {
      state: { ...over, outcome },
      events: [...ended, toAll({ type: 'match-ended', outcome })],
    };
  }
  const next = dealHand(
    state.profile,
    state.seed,
    state.players.length,
    hand.number + 1,
    (hand.dealer + 1) % state.players.length,
  );
  return {
    state: { ...state, hand: next.hand, totals, results },
    events: [...ended, ...next.events],
  };
};

/** After a discard: the hand may end (art. 16, 17, 18), else the next seat is on turn. */
const endTurn = (state: MatchState, hand: HandState, events: readonly VisibleEvent[]): Step => {
  const rules = state.profile.options;
  const seats = state.players.length;
  const done = copyHand(hand);
  done.turnsCompleted = hand.turnsCompleted + 1;
  done.turnsWithoutDraw = hand.turn.tookPile ? hand.turnsWithoutDraw + 1 : 0;
  const ending: HandEnding | null =
    done.stock.length <= rules.unplayableStockCards
      ? 'stock-exhausted'
      : done.timeOutEndsAt !== null && done.turnsCompleted >= done.timeOutEndsAt
        ? 'time-out'
        : done.turnsWithoutDraw >= rules.stalemateRounds * seats
          ? 'stallo'
          : null;
  if (ending) return finishHand(state, done, ending, null, events);
  const seat = (hand.turn.seat + 1) % seats;
  done.turn = { seat, phase: 'draw', mustPlayOneOf: [], tookPile: false };
  return { state: withHand(state, done), events };
};

const withCards = (hands: HandState['hands'], seat: Seat, cards: readonly CardId[]) =>
  hands.map((h, s) => (s === seat ? cards : h));

/**
 * Gives the line's pozzetto to `seat` (art. 18): the first untaken packet. Taken "con lo
 * scarto" at a table of four, its taker sees it only once his partner has discarded (art. 23):
 * its cards are his, but reach him then.
 */
const takePozzetto = (
  hand: HandState,
  seat: Seat,
  how: 'diretta' | 'con-lo-scarto',
): { hand: HandState; events: VisibleEvent[] } => {
  const side = sideOf(seat);
  const [pozzetto, ...rest] = hand.pozzetti as [readonly CardId[], ...(readonly CardId[])[]];
  const taken: [boolean, boolean] = [...hand.pozzettoTaken];
  taken[side] = true;
  const after = copyHand(hand);
  after.hands = withCards(hand.hands, seat, pozzetto);
  after.pozzetti = rest;
  after.pozzettoTaken = taken;
  const events = [toAll({ type: 'pozzetto-taken', seat, side, how })];
  if (how === 'con-lo-scarto' && hand.hands.length === 4) {
    after.unseenPozzetti = [...hand.unseenPozzetti, { seat, cards: pozzetto }];
    return { hand: after, events };
  }
  return { hand: after, events: [...events, toSeat(seat, pozzettoCards(seat, pozzetto))] };
};

const pozzettoCards = (seat: Seat, cards: readonly CardId[]): GameEvent => ({
  type: 'pozzetto-cards',
  seat,
  cards,
});

/**
 * The hand once the takers of the unseen pozzetti that `shown` picks (by taker) have seen them,
 * with the events that show them.
 */
const seePozzetti = (
  hand: HandState,
  shown: (taker: Seat) => boolean,
  events: readonly VisibleEvent[],
): { hand: HandState; events: readonly VisibleEvent[] } => {
  const seen = hand.unseenPozzetti.filter((p) => shown(p.seat));
  if (seen.length === 0) return { hand, events };
  const after = copyHand(hand);
  after.unseenPozzetti = hand.unseenPozzetti.filter((p) => !shown(p.seat));
  return {
    hand: after,
    events: [...events, ...seen.map((p) => toSeat(p.seat, pozzettoCards(p.seat, p.cards)))],
  };
};
/**
 * Moves played cards out of the hand; an empty hand takes the pozzetto "in diretta". `onTop`:
 * the meld on which the play put a free matta on top, which the player must now continue.
 */
const afterPlay = (
  state: MatchState,
  seat: Seat,
  used: readonly CardId[],
  melds: readonly TableMeld[],
  nextMeldId: number,
  event: VisibleEvent,
  onTop?: number,
): Step => {
  const left = handOf(state, seat).filter((id) => !used.includes(id));
  const turn = state.hand.turn;
  const hand = copyHand(state.hand);
  hand.hands = withCards(state.hand.hands, seat, left);
  hand.melds = melds;
  hand.nextMeldId = nextMeldId;
  hand.turn = { seat: turn.seat, phase: turn.phase, mustPlayOneOf: [], tookPile: turn.tookPile };
  const owed = turn.mattaOnTop ?? [];
  if (onTop !== undefined && !owed.includes(onTop))
    hand.turn = { ...hand.turn, mattaOnTop: [...owed, onTop] };
  else if (owed.length > 0) hand.turn = { ...hand.turn, mattaOnTop: owed };
  if (left.length > 0) return { state: withHand(state, hand), events: [event] };
  const pozzetto = takePozzetto(hand, seat, 'diretta');
  return { state: withHand(state, pozzetto.hand), events: [event, ...pozzetto.events] };
};

const cardsRefusal = (state: MatchState, seat: Seat, cards: unknown): RuleError | undefined => {
  if (!Array.isArray(cards) || !cards.every(isCardId))
    return ruleError('bad-action', PROCEDURE, 'cards are given as card ids 0..107');
  // Searched rather than a Set built: a play names a few cards.
  for (let i = 1; i < cards.length; i++)
    if (cards.indexOf(cards[i]) !== i)
      return ruleError('duplicate-card', PROCEDURE, 'the same card is listed twice');
  const hand = handOf(state, seat);
  return cards.every((id) => hand.includes(id))
    ? undefined
    : ruleError('card-not-in-hand', PROCEDURE, 'a card played must be in your hand');
};

const turnRefusal = (
  state: MatchState,
  seat: unknown,
  phase: 'draw' | 'play',
): RuleError | undefined => {
  const turn = state.hand.turn;
  if (!Number.isInteger(seat) || (seat as number) < 0 || (seat as number) >= state.players.length)
    return ruleError('bad-action', PROCEDURE, 'an action names a seat of the table');
  if (turn.seat !== seat) return ruleError('not-your-turn', art(7), `seat ${turn.seat} is on turn`);
  if (turn.phase !== phase)
    return phase === 'draw'
      ? ruleError('already-drew', art(7), 'you drew or took the pile already this turn')
      : ruleError('draw-first', art(7), 'first draw from the stock or take the pile');
  return undefined;
};

const drawCard = (state: MatchState, seat: Seat): Step => {
  const h = state.hand;
  const card = h.stock[h.stock.length - 1] as CardId;
  const stock = h.stock.slice(0, -1);
  const hand = copyHand(h);
  hand.stock = stock;
  hand.hands = withCards(h.hands, seat, [...handOf(state, seat), card]);
  hand.turn = {
    seat: h.turn.seat,
    phase: 'play',
    mustPlayOneOf: h.turn.mustPlayOneOf,
    tookPile: false,
  };
  return {
    state: withHand(state, hand),
    events: [
      toAll({ type: 'drew', seat, stock: stock.length }),
      toSeat(seat, { type: 'drew-card', seat, card }),
    ],
  };
};

const takePile = (state: MatchState, seat: Seat): Result<Step, RuleError> => {
  const h = state.hand;
  if (h.pile.length === 0) return refuse('empty-pile', art(9), 'the discard pile is empty');
  if (!pileUsable(state, seat))
    return refuse(
      'pile-unusable',
      art(9),
      'take the pile only when you can play one of its cards at once',
    );
  const hand = copyHand(h);
  hand.pile = [];
  hand.hands = withCards(h.hands, seat, [...handOf(state, seat), ...h.pile]);
  hand.turn = {
    seat: h.turn.seat,
    phase: 'play',
    mustPlayOneOf: state.profile.options.pileCardFirst ? h.pile : [],
    tookPile: true,
  };
  return ok({
    state: withHand(state, hand),
    events: [toAll({ type: 'took-pile', seat, cards: h.pile })],
  });
};

/** Where the player puts a free matta (art. 11), checked: the action comes from outside. */
const mattaPlace = (place: unknown): Result<MattaPlace, RuleError> =>
  place === undefined || place === 'bottom' || place === 'top'
    ? ok(place ?? 'bottom')
    : refuse('bad-action', PROCEDURE, 'a free matta goes at the bottom or on top');

/**
 * The meld on which a play put a free matta on top while the matta could lie at the bottom
 * (art. 11): the run does not start at the ace. Undefined otherwise.
 */
const toppedMeld = (place: MattaPlace, laid: TableMeld): number | undefined =>
  place === 'top' && laid.meld.kind === 'sequence' && laid.meld.low > 1 ? laid.id : undefined;

const meld = (
  state: MatchState,
  seat: Seat,
  cards: readonly CardId[],
  matta: unknown,
): Result<Step, RuleError> => {
  const place = mattaPlace(matta);
  if (!place.ok) return place;
  const read = readMeld(cards, state.profile.options, place.value);
  if (!read.ok) return read;
  const equal = equalCombinationRefusal(state, seat, read.value);
  if (equal) return err(equal);
  const refusal = playRefusal(state, seat, cards, () => [
    ...sideMelds(state, seat).map((m) => m.meld),
    read.value,
  ]);
  if (refusal) return err(refusal);
  const h = state.hand;
  const placed: TableMeld = { id: h.nextMeldId, side: sideOf(seat), meld: read.value };
  return ok(
    afterPlay(
      state,
      seat,
      cards,
      [...h.melds, placed],
      h.nextMeldId + 1,
      toAll({ type: 'melded', seat, meld: placed }),
      toppedMeld(place.value, placed),
    ),
  );
};

const layOff = (
  state: MatchState,
  seat: Seat,
  id: unknown,
  cards: readonly CardId[],
  matta: unknown,
): Result<Step, RuleError> => {
  const place = mattaPlace(matta);
  if (!place.ok) return place;
  const h = state.hand;
  const target = h.melds.find((m) => m.id === id);
  if (!target) return refuse('unknown-meld', PROCEDURE, `no meld ${String(id)} on the table`);
  if (target.side !== sideOf(seat))
    return refuse('not-own-meld', art('7, 9'), "lay off only on your own line's melds");
  const extended = extendMeld(target.meld, cards, state.profile.options, place.value);
  if (!extended.ok) return extended;
  const refusal = playRefusal(state, seat, cards, () =>
    sideMelds(state, seat).map((m): Meld => (m.id === target.id ? extended.value : m.meld)),
  );
  if (refusal) return err(refusal);
  const placed: TableMeld = { id: target.id, side: target.side, meld: extended.value };
  const melds = h.melds.map((m) => (m.id === target.id ? placed : m));
  return ok(
    afterPlay(
      state,
      seat,
      cards,
      melds,
      h.nextMeldId,
      toAll({ type: 'laid-off', seat, cards, meld: placed }),
      toppedMeld(place.value, placed),
    ),
  );
};

const discard = (state: MatchState, seat: Seat, card: CardId): Result<Step, RuleError> => {
  const h = state.hand;
  if (h.turn.mustPlayOneOf.length > 0)
    return refuse('pile-card-first', art(9), 'play a card taken from the pile before discarding');
  const owed = mattaOnTopRefusal(state, seat);
  if (owed) return err(owed);
  const left = handOf(state, seat).filter((id) => id !== card);
  const discarded = copyHand(h);
  discarded.pile = [...h.pile, card];
  discarded.hands = withCards(h.hands, seat, left);
  // Art. 23: the partner's discard shows the taker his pozzetto.
  const { hand, events } = seePozzetti(discarded, (taker) => (taker + 2) % 4 === seat, [
    toAll({ type: 'discarded', seat, card }),
  ]);
  if (left.length > 0) return ok(endTurn(state, hand, events));
  if (!h.pozzettoTaken[sideOf(seat)]) {
    const pozzetto = takePozzetto(hand, seat, 'con-lo-scarto');
    return ok(endTurn(state, pozzetto.hand, [...events, ...pozzetto.events]));
  }
  const refusal = closingRefusal(
    state,
    seat,
    sideMelds(state, seat).map((m) => m.meld),
    card,
  );
  if (refusal) return err(refusal);
  return ok(
    finishHand(state, { ...hand, turnsCompleted: h.turnsCompleted + 1 }, 'closed', seat, events),
  );
};

/**
 * Art. 16: the turn being played finishes, the round is completed up to the dealer, then one
 * more full round is played. Before the next player has drawn, the turn just finished counts
 * as the one being played.
 */
const timeOut = (state: MatchState): Result<Step, RuleError> => {
  const h = state.hand;
  if (h.timeOutEndsAt !== null)
    return refuse('time-out-announced', art(16), 'the time-out was already announced');
  const seats = state.players.length;
  const playing = h.turn.phase === 'play' ? h.turn.seat : (h.turn.seat - 1 + seats) % seats;
  const toDealer = (h.dealer - playing + seats) % seats;
  const endsAtTurn = h.turnsCompleted + (h.turn.phase === 'play' ? 1 : 0) + toDealer + seats;
  const further = toDealer + seats;
  return ok({
    state: { ...state, hand: { ...h, timeOutEndsAt: endsAtTurn } },
    events: [toAll({ type: 'time-out', endsAtTurn, furtherPlays: further })],
  });
};

const clockExpired = (state: MatchState, side: unknown): Result<Step, RuleError> => {
  if (!state.chessClock)
    return refuse('no-chess-clock', art(46), 'this match is played without chess clock');
  if (side !== 0 && side !== 1) return refuse('bad-action', PROCEDURE, 'a side is 0 or 1');
  const h = state.hand;
  if (h.clockExpired[side])
    return refuse('clock-already-expired', art(46), 'the clock penalty is once per hand');
  const expired: [boolean, boolean] = [...h.clockExpired];
  expired[side] = true;
  return ok({
    state: { ...state, hand: { ...h, clockExpired: expired } },
    events: [
      toAll({
        type: 'clock-expired',
        side,
        penalty: state.profile.options.timing.chessClock.penaltyPoints,
      }),
    ],
  });
};

/** Plays one action. Never throws on bad input: an illegal action is a rule error. */
export const apply = (state: MatchState, action: Action): Result<Step, RuleError> => {
  if (state.status !== 'playing') return refuse('match-over', PROCEDURE, 'the match is over');
  if (typeof action !== 'object' || action === null)
    return refuse('bad-action', PROCEDURE, 'an action is an object with a type');
  switch (action.type) {
    case 'time-out':
      return timeOut(state);
    case 'clock-expired':
      return clockExpired(state, action.side);
    case 'draw':
    case 'take-pile': {
      const refusal = turnRefusal(state, action.seat, 'draw');
      if (refusal) return err(refusal);
      return action.type === 'draw'
        ? ok(drawCard(state, action.seat))
        : takePile(state, action.seat);
    }
    case 'meld':
    case 'lay-off':
    case 'discard': {
      const refusal =
        turnRefusal(state, action.seat, 'play') ??
        cardsRefusal(state, action.seat, action.type === 'discard' ? [action.card] : action.cards);
      if (refusal) return err(refusal);
      if (action.type === 'meld') return meld(state, action.seat, action.cards, action.matta);
      if (action.type === 'lay-off')
        return layOff(state, action.seat, action.meld, action.cards, action.matta);
      return discard(state, action.seat, action.card);
    }
    default:
      return refuse(
        'bad-action',
        PROCEDURE,
        `unknown action ${JSON.stringify((action as { type?: unknown }).type)}`,
      );
  }
};

/**
 * Art. 46: a player who has not chosen within the time limit draws from the stock and
 * discards the card drawn. The server calls this when the choice time runs out.
 */
export const forcedChoicePlay = (state: MatchState): Result<Step, RuleError> => {
  const seat = state.hand.turn.seat;
  const drawn = apply(state, { type: 'draw', seat });
  if (!drawn.ok) return drawn;
  const hand = handOf(drawn.value.state, seat);
  const discarded = apply(drawn.value.state, {
    type: 'discard',
    seat,
    card: hand[hand.length - 1] as CardId,
  });
  if (!discarded.ok) return discarded;
  return ok({
    state: discarded.value.state,
    events: [...drawn.value.events, ...discarded.value.events],
  });
};
