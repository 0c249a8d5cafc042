/**
 * The Scala 40 engine: `createMatch` draws seats and deals the first hand; `apply` plays one
 * action and returns the new state with the events it caused, or a rule error. Pure and
 * deterministic: the same seed and actions always give the same match.
 */
import {
  type CardId,
  type Result,
  type RuleError,
  type ShuffleSeed,
  err,
  handSeed,
  isCardId,
  ok,
  PROCEDURE,
  ruleError,
  shuffle,
} from '@tavolo/cards';
import type { Action, LayOffSpec } from './action.js';
import { dealCards } from './deal.js';
import { type VisibleEvent, toAll, toSeat } from './event.js';
import { type LaidOff, isLayOffSpec, layOffOnto } from './lay-off.js';
import { replacedJokerUsable, takeDiscardRefusal } from './legal.js';
import { owedCard, strandRefusal } from './owed.js';
import {
  type Meld,
  type MeldCard,
  isMeldCard,
  meldPoints,
  readProfileMeld,
  replaceJoker,
} from './meld.js';
import type { MatchEnd, RuleProfile } from './profile.js';
import { handPenalty, tableVp } from './scoring.js';
import { drawForSeats } from './seating.js';
import type { HandResult, HandState, MatchState, Seat, TableMeld, TurnState } from './state.js';
import { TABLE_OF_THREE_ARTICLE, type TableOfThree, isTableOfThree } from './table-of-three.js';
import {
  activeCount,
  activeSeats,
  closingBelowMinimum,
  discardRefusal,
  handOf,
  keepRefusal,
  nextActiveSeat,
  openingRefusal,
  worthOf,
} from './turn-rules.js';

export interface MatchOptions {
  readonly profile: RuleProfile;
  /** Player names, in registration order (or in seat order where the profile gives seats). */
  readonly players: readonly string[];
  readonly seed: ShuffleSeed;
  /** For a tournament table: the number of hands, overriding the profile's (S40-CdG art. 5). */
  readonly hands?: number;
  /** For a tournament table: how the event scores a table of three (S40-CdG art. 26). */
  readonly tableOfThree?: TableOfThree;
}

export interface Step {
  readonly state: MatchState;
  readonly events: readonly VisibleEvent[];
}

const newTurn = (seat: Seat, laidBefore: boolean): TurnState => ({
  seat,
  phase: 'draw',
  obligation: null,
  laidBefore,
  layOffs: {},
  progressed: false,
});

/** The seat that cuts: left and right of the dealer depend on the direction of play. */
const cutter = (state: MatchState, dealer: Seat): Seat => {
  const { dealDirection, cutBy } = state.profile.options;
  // Counterclockwise play passes to the dealer's right, clockwise play to the dealer's left.
  const nextIsRight = dealDirection === 'counterclockwise';
  const wantsNext = (cutBy === 'dealer-right') === nextIsRight;
  const n = state.players.length;
  for (let k = 1; k <= n; k++) {
    const s = (dealer + (wantsNext ? k : n - k)) % n;
    if (!state.eliminated[s]) return s;
  }
  return dealer;
};

/**
 * Deals hand `number` (S40-CdG art. 4; the cards as `dealCards` lays them out, from the hand's
 * own shuffle): 13 each from the player after the dealer, then the up-card starts the pile.
 */
const deal = (state: MatchState, number: number, dealer: Seat): Step => {
  const { seats, hands, upCard, stock } = dealCards(handSeed(state.seed, number), {
    hand: number,
    dealer,
    eliminated: state.eliminated,
    handSize: state.profile.options.handSize,
  });
  const hand: HandState = {
    number,
    dealer,
    hands,
    stock: [...stock].reverse(),
    discard: [upCard],
    melds: [],
    opened: state.players.map(() => false),
    laid: state.players.map(() => false),
    turn: newTurn(seats[0] as Seat, false),
    turnsCompleted: 0,
    quietTurns: 0,
    reshuffles: 0,
    nextMeldId: 1,
  };
  const events: VisibleEvent[] = [
    toAll({
      type: 'hand-started',
      hand: number,
      dealer,
      cutBy: cutter(state, dealer),
      upCard,
      stock: hand.stock.length,
      handSizes: hands.map((h) => h.length),
    }),
    ...seats.map((seat) =>
      toSeat(seat, { type: 'dealt', seat, cards: hands[seat] as readonly CardId[] }),
    ),
  ];
  return { state: { ...state, hand }, events };
};

export const createMatch = (options: MatchOptions): Result<Step, RuleError> => {
  const { profile, players, seed } = options;
  const { min, max } = profile.options.players;
  if (players.length < min || players.length > max)
    return err(
      ruleError(
        'bad-player-count',
        profile.citations.players.article,
        `this profile seats ${min} to ${max} players`,
      ),
    );
  if (
    players.some((p) => typeof p !== 'string' || p.trim() === '') ||
    new Set(players).size !== players.length
  )
    return err(ruleError('bad-players', PROCEDURE, 'players need distinct, non-empty names'));
  let end: MatchEnd = profile.options.end;
  if (options.hands !== undefined) {
    if (
      end.kind !== 'hands' ||
      !Number.isInteger(options.hands) ||
      options.hands < 1 ||
      options.hands > 20
    )
      return err(
        ruleError(
          'bad-hands',
          profile.citations.end.article,
          'a number of hands (1-20) applies to a tournament table only',
        ),
      );
    end = { kind: 'hands', count: options.hands };
  }
  if (options.tableOfThree !== undefined) {
    if (end.kind !== 'hands' || !isTableOfThree(options.tableOfThree))
      return err(
        ruleError(
          'bad-table-of-three',
          TABLE_OF_THREE_ARTICLE,
          'a table of three is scored as-four or as-three, at a tournament table only',
        ),
      );
    end = { ...end, tableOfThree: options.tableOfThree };
  }
  // The seat draw comes before the first deal, so hand 1's secret shuffles it.
  const seatDraw = drawForSeats(players, handSeed(seed, 1));
  const seated = profile.options.seating === 'card-draw' ? seatDraw.ranking : players;
  const lowest = seatDraw.ranking[seatDraw.ranking.length - 1] as string;
  const dealer = seated.indexOf(lowest);
  const base: MatchState = {
    profile,
    seed,
    end,
    players: seated,
    seatDraw,
    totals: seated.map(() => 0),
    eliminated: seated.map(() => false),
    results: [],
    hand: undefined as unknown as HandState,
    status: 'playing',
    winner: null,
  };
  const first = deal(base, 1, dealer);
  return ok({
    state: first.state,
    events: [toAll({ type: 'seats-drawn', seatDraw, players: seated, dealer }), ...first.events],
  });
};

/**
 * The state with some of the hand's fields changed. Written out field by field: every action
 * goes through here, and a literal of one shape is much faster than spreading varied shapes.
 */
const withHand = (state: MatchState, changes: Partial<HandState>): MatchState => {
  const h = state.hand;
  const hand: HandState = {
    number: changes.number ?? h.number,
    dealer: changes.dealer ?? h.dealer,
    hands: changes.hands ?? h.hands,
    stock: changes.stock ?? h.stock,
    discard: changes.discard ?? h.discard,
    melds: changes.melds ?? h.melds,
    opened: changes.opened ?? h.opened,
    laid: changes.laid ?? h.laid,
    turn: changes.turn ?? h.turn,
    turnsCompleted: changes.turnsCompleted ?? h.turnsCompleted,
    quietTurns: changes.quietTurns ?? h.quietTurns,
    reshuffles: changes.reshuffles ?? h.reshuffles,
    nextMeldId: changes.nextMeldId ?? h.nextMeldId,
  };
  return { ...state, hand };
};

const replaceAt = <T>(items: readonly T[], index: number, value: T): T[] =>
  items.map((item, i) => (i === index ? value : item));

const without = (cards: readonly CardId[], remove: readonly CardId[]): CardId[] =>
  cards.filter((c) => !remove.includes(c));

/** Checks that the listed cards are distinct cards of the seat's hand. */
const ownRefusal = (hand: readonly CardId[], cards: readonly CardId[]): RuleError | undefined => {
  if (!cards.every(isCardId))
    return ruleError('bad-card', PROCEDURE, 'a card id is a whole number from 0 to 107');
  if (new Set(cards).size !== cards.length)
    return ruleError('duplicate-card', PROCEDURE, 'the same card is listed twice');
  return cards.every((c) => hand.includes(c))
    ? undefined
    : ruleError('card-not-in-hand', PROCEDURE, 'that card is not in your hand');
};

/**
 * What an obligation forbids: the discard (`uses` null) until it is met, and an opening that
 * leaves out the card it must use (S40-REG art. 9a). A card owed to the table may wait for
 * other plays (S40-REG art. 5.3, 5.4), which `strandRefusal` checks.
 */
const obligationRefusal = (
  state: MatchState,
  uses: readonly CardId[] | null,
): RuleError | undefined => {
  const ob = state.hand.turn.obligation;
  if (!ob || (uses !== null && (ob.kind !== 'open-with' || uses.includes(ob.card))))
    return undefined;
  const article = state.profile.citations.takeDiscardBeforeOpening.article;
  switch (ob.kind) {
    case 'open':
      return ruleError(
        'must-open-after-discard',
        article,
        'you took the discard before opening: open this turn',
      );
    case 'open-with':
      return ruleError(
        'must-open-with-discard',
        article,
        'open with the card you took from the discard pile',
      );
    case 'use':
      return ruleError(
        'must-use-card',
        ob.article,
        'meld or lay off the card you must use before discarding',
      );
  }
};

/** Records cards laid on the table by the seat on turn; using an owed card settles the debt. */
const laidDown = (
  state: MatchState,
  seat: Seat,
  cards: readonly CardId[],
  melds: readonly TableMeld[],
  extra: Partial<HandState> = {},
  layOffs: TurnState['layOffs'] = state.hand.turn.layOffs,
) => {
  const h = state.hand;
  const ob = h.turn.obligation;
  return withHand(state, {
    hands: replaceAt(h.hands, seat, without(handOf(h, seat), cards)),
    melds,
    laid: replaceAt(h.laid, seat, true),
    turn: {
      ...h.turn,
      obligation: ob && (ob.kind === 'open' || cards.includes(ob.card)) ? null : ob,
      layOffs,
      progressed: true,
    },
    ...extra,
  });
};

const readAll = (
  state: MatchState,
  specs: readonly (readonly MeldCard[])[],
): Result<Meld[], RuleError> => {
  const melds: Meld[] = [];
  for (const spec of specs) {
    const read = readProfileMeld(spec, state.profile);
    if (!read.ok) return read;
    melds.push(read.value);
  }
  return ok(melds);
};

const isMeldSpec = (spec: unknown): spec is readonly MeldCard[] =>
  Array.isArray(spec) && spec.every(isMeldCard);

const applyOpen = (
  state: MatchState,
  seat: Seat,
  specs: readonly (readonly MeldCard[])[],
  layOffSpecs: readonly LayOffSpec[] = [],
): Result<Step, RuleError> => {
  const h = state.hand;
  if (h.opened[seat])
    return err(
      ruleError(
        'already-opened',
        'S40-CdG art. 7',
        'you have opened already: lay melds with "meld"',
      ),
    );
  if (
    !Array.isArray(specs) ||
    !specs.every(isMeldSpec) ||
    !Array.isArray(layOffSpecs) ||
    !layOffSpecs.every(isLayOffSpec) ||
    specs.length + layOffSpecs.length === 0
  )
    return err(ruleError('bad-action', PROCEDURE, 'an opening is a list of melds'));
  const ids = [...specs.flatMap((s) => s.map((c) => c.id)), ...layOffSpecs.map((l) => l.card)];
  const own = ownRefusal(handOf(h, seat), ids);
  if (own) return err(own);
  const read = readAll(state, specs);
  if (!read.ok) return read;
  // Lay-offs go onto the melds already on the table, in the order given (S40-CdG art. 19.2).
  let table: readonly TableMeld[] = h.melds;
  let counts = h.turn.layOffs;
  const layOffEvents: VisibleEvent[] = [];
  for (const spec of layOffSpecs) {
    const laid = layOffOnto(state, table, counts, spec);
    if (!laid.ok) return laid;
    ({ melds: table, counts } = laid.value);
    layOffEvents.push(laidOffEvent(seat, spec.card, laid.value));
  }
  const left = handOf(h, seat).length - ids.length;
  const refusal =
    obligationRefusal(state, ids) ??
    keepRefusal(state, left) ??
    openingRefusal(read.value.map(worthOf), left, state.profile, closingBelowMinimum(state));
  if (refusal) return err(refusal);
  const placed = read.value.map((meld, i): TableMeld => ({
    id: h.nextMeldId + i,
    owner: seat,
    meld,
  }));
  const extra = {
    opened: replaceAt(h.opened, seat, true),
    nextMeldId: h.nextMeldId + placed.length,
  };
  const next = laidDown(state, seat, ids, [...table, ...placed], extra, counts);
  const points = read.value.reduce((sum, m) => sum + meldPoints(m), 0);
  return ok({
    state: next,
    events: [toAll({ type: 'opened', seat, melds: placed, points }), ...layOffEvents],
  });
};

const applyMeld = (
  state: MatchState,
  seat: Seat,
  spec: readonly MeldCard[],
): Result<Step, RuleError> => {
  const h = state.hand;
  if (!h.opened[seat]) return err(notOpened());
  if (!isMeldSpec(spec))
    return err(ruleError('bad-action', PROCEDURE, 'a meld is a list of cards'));
  const ids = spec.map((c) => c.id);
  const own = ownRefusal(handOf(h, seat), ids);
  if (own) return err(own);
  const read = readProfileMeld(spec, state.profile);
  if (!read.ok) return read;
  const placed: TableMeld = { id: h.nextMeldId, owner: seat, meld: read.value };
  const refusal =
    keepRefusal(state, handOf(h, seat).length - ids.length) ??
    strandRefusal(state, ids, [...h.melds, placed], h.turn.layOffs);
  if (refusal) return err(refusal);
  const next = laidDown(state, seat, ids, [...h.melds, placed], { nextMeldId: h.nextMeldId + 1 });
  return ok({ state: next, events: [toAll({ type: 'melded', seat, meld: placed })] });
};

const notOpened = () =>
  ruleError(
    'not-opened',
    'S40-CdG art. 6',
    'open first (at least 40 points) before melding or laying off',
  );

const findMeld = (state: MatchState, id: unknown): TableMeld | undefined =>
  state.hand.melds.find((m) => m.id === id);

const laidOffEvent = (seat: Seat, card: CardId, { target, placement }: LaidOff): VisibleEvent =>
  toAll({
    type: 'laid-off',
    seat,
    meld: target.id,
    card,
    face: placement.face,
    ...(placement.end ? { end: placement.end } : {}),
  });

const applyLayOff = (
  state: MatchState,
  action: Extract<Action, { type: 'lay-off' }>,
): Result<Step, RuleError> => {
  const { seat, card } = action;
  const h = state.hand;
  if (!h.opened[seat]) return err(notOpened());
  const own = ownRefusal(handOf(h, seat), [card]);
  if (own) return err(own);
  const laid = layOffOnto(state, h.melds, h.turn.layOffs, action);
  if (!laid.ok) return laid;
  const refusal =
    keepRefusal(state, handOf(h, seat).length - 1) ??
    strandRefusal(state, [card], laid.value.melds, laid.value.counts);
  if (refusal) return err(refusal);
  const next = laidDown(state, seat, [card], laid.value.melds, {}, laid.value.counts);
  return ok({ state: next, events: [laidOffEvent(seat, card, laid.value)] });
};

const applyReplaceJoker = (
  state: MatchState,
  action: Extract<Action, { type: 'replace-joker' }>,
): Result<Step, RuleError> => {
  const { seat, card } = action;
  const h = state.hand;
  if (!h.opened[seat]) return err(notOpened());
  const own = ownRefusal(handOf(h, seat), [card]);
  if (own) return err(own);
  const target = findMeld(state, action.meld);
  if (!target)
    return err(ruleError('no-such-meld', PROCEDURE, 'there is no meld with that id on the table'));
  const swapped = replaceJoker(target.meld, card);
  if (!swapped)
    return err(
      ruleError(
        'no-joker-for-card',
        'S40-CdG art. 8',
        'a joker can be replaced only by the card it stands for',
      ),
    );
  const rules = state.profile.options;
  const owed = owedCard(state);
  const meld: TableMeld = { ...target, meld: swapped.meld };
  const melds = h.melds.map((m) => (m.id === target.id ? meld : m));
  // One card owed at a time: a joker that must be used waits for the card owed before it.
  if (owed !== undefined && owed !== card && rules.replacedJokerMustBeUsed)
    return err(
      ruleError(
        'must-use-card',
        state.profile.citations.replacedJokerMustBeUsed.article,
        'use the card you owe before taking a joker, which you would owe too',
      ),
    );
  const stranded = strandRefusal(state, [card], melds, h.turn.layOffs, [swapped.joker]);
  if (stranded) return err(stranded);
  if (rules.replacedJokerMustBeUsed && !replacedJokerUsable(state, seat, card, target.id))
    return err(
      ruleError(
        'joker-unusable',
        state.profile.citations.replacedJokerMustBeUsed.article,
        'the joker you take must be used this turn, and it could not be',
      ),
    );
  const hand = [...without(handOf(h, seat), [card]), swapped.joker];
  const next = withHand(state, {
    hands: replaceAt(h.hands, seat, hand),
    melds,
    laid: replaceAt(h.laid, seat, true),
    turn: {
      ...h.turn,
      obligation: rules.replacedJokerMustBeUsed
        ? {
            kind: 'use',
            card: swapped.joker,
            article: state.profile.citations.replacedJokerMustBeUsed.article,
          }
        : owed === card
          ? null
          : h.turn.obligation,
    },
  });
  return ok({
    state: next,
    events: [toAll({ type: 'joker-replaced', seat, meld: target.id, card, joker: swapped.joker })],
  });
};

const applyDraw = (state: MatchState, seat: Seat): Result<Step, RuleError> => {
  const h = state.hand;
  const card = h.stock[h.stock.length - 1] as CardId;
  const next = withHand(state, {
    stock: h.stock.slice(0, -1),
    hands: replaceAt(h.hands, seat, [...handOf(h, seat), card]),
    turn: { ...h.turn, phase: 'play', progressed: true },
  });
  return ok({
    state: next,
    events: [toAll({ type: 'drew', seat }), toSeat(seat, { type: 'drew-card', seat, card })],
  });
};

const applyTakeDiscard = (state: MatchState, seat: Seat): Result<Step, RuleError> => {
  const refusal = takeDiscardRefusal(state);
  if (refusal) return err(refusal);
  const h = state.hand;
  const card = h.discard[h.discard.length - 1] as CardId;
  const { profile } = state;
  const obligation: TurnState['obligation'] = !h.opened[seat]
    ? {
        kind: profile.options.takeDiscardBeforeOpening === 'open-with-it' ? 'open-with' : 'open',
        card,
      }
    : profile.options.takenDiscardMustBeUsed
      ? { kind: 'use', card, article: profile.citations.takenDiscardMustBeUsed.article }
      : null;
  const next = withHand(state, {
    discard: h.discard.slice(0, -1),
    hands: replaceAt(h.hands, seat, [...handOf(h, seat), card]),
    turn: { ...h.turn, phase: 'play', obligation },
  });
  return ok({ state: next, events: [toAll({ type: 'took-discard', seat, card })] });
};

const applyDiscard = (state: MatchState, seat: Seat, card: CardId): Result<Step, RuleError> => {
  const h = state.hand;
  const own = ownRefusal(handOf(h, seat), [card]);
  if (own) return err(own);
  const owed = obligationRefusal(state, null);
  if (owed) return err(owed);
  const refusal = discardRefusal(state, seat, card);
  if (refusal) return err(refusal);
  const hand = without(handOf(h, seat), [card]);
  const afterDiscard = withHand(state, {
    hands: replaceAt(h.hands, seat, hand),
    discard: [...h.discard, card],
  });
  const events: VisibleEvent[] = [toAll({ type: 'discarded', seat, card })];
  if (hand.length === 0) {
    const closed = finishHand(afterDiscard, {
      ending: 'closed',
      closer: seat,
      inHand: !h.turn.laidBefore,
    });
    return ok({ state: closed.state, events: [...events, ...closed.events] });
  }
  const turned = nextTurn(afterDiscard);
  return ok({ state: turned.state, events: [...events, ...turned.events] });
};

/**
 * Passes the turn. When the stock is empty the discard pile is shuffled into a new stock
 * (S40-CdG art. 19; S40-REG art. 6.4); when not even that is possible, or after too many
 * reshuffles or quiet rounds (the art. 21 stand-ins of the profile), the hand ends unclosed.
 */
const nextTurn = (state: MatchState): Step => {
  const h = state.hand;
  const seat = nextActiveSeat(state, h.turn.seat);
  const quietTurns = h.turn.progressed ? 0 : h.quietTurns + 1;
  const {
    reshuffleKeepsTopDiscard: keepsTop,
    reshufflesPerHand,
    quietRoundsPerHand,
  } = state.profile.options;
  let next = withHand(state, {
    turn: newTurn(seat, h.laid[seat] as boolean),
    turnsCompleted: h.turnsCompleted + 1,
    quietTurns,
  });
  if (quietTurns >= quietRoundsPerHand * activeCount(state))
    return finishHand(next, UNCLOSED('stalemate'));
  if (h.stock.length > 0) return { state: next, events: [] };
  if (h.reshuffles >= reshufflesPerHand) return finishHand(next, UNCLOSED('reshuffle-limit'));
  const pile = keepsTop ? h.discard.slice(0, -1) : h.discard;
  if (pile.length === 0) return finishHand(next, UNCLOSED('no-cards-left'));
  const reshuffles = h.reshuffles + 1;
  const label = `hand-${h.number}/reshuffle-${reshuffles}`;
  const stock = shuffle(pile, handSeed(state.seed, h.number), label).reverse();
  next = withHand(next, { stock, discard: keepsTop ? h.discard.slice(-1) : [], reshuffles });
  return {
    state: next,
    events: [toAll({ type: 'stock-reshuffled', stock: stock.length, pile: next.hand.discard })],
  };
};

type Ending = Pick<HandResult, 'ending' | 'closer' | 'inHand'>;

const UNCLOSED = (ending: Exclude<HandResult['ending'], 'closed'>): Ending => ({
  ending,
  closer: null,
  inHand: false,
});

/** Scores the hand (S40-CdG art. 22), eliminates, and deals the next hand or ends the match. */
const finishHand = (state: MatchState, { ending, closer, inHand }: Ending): Step => {
  const h = state.hand;
  const rules = state.profile.options;
  const penalties = state.players.map((_, seat) =>
    state.eliminated[seat]
      ? null
      : seat === closer
        ? 0
        : handPenalty(
            handOf(h, seat),
            { melded: h.laid[seat] as boolean, inHandClosing: inHand },
            rules,
          ),
  );
  const totals = state.totals.map((t, seat) => t + (penalties[seat] ?? 0));
  const result: HandResult = { hand: h.number, ending, closer, inHand, penalties };
  const end = state.end;
  const newlyOut =
    end.kind === 'elimination'
      ? activeSeats(state).filter((seat) => (totals[seat] as number) >= end.threshold)
      : [];
  const eliminated = state.eliminated.map((out, seat) => out || newlyOut.includes(seat));
  const scored: MatchState = { ...state, totals, eliminated, results: [...state.results, result] };
  const events: VisibleEvent[] = [
    toAll({ type: 'hand-ended', result, hands: h.hands, totals, eliminated: newlyOut }),
  ];
  const survivors = activeSeats(scored);
  const over =
    end.kind === 'elimination' ? survivors.length <= 1 : scored.results.length >= end.count;
  if (!over) {
    const dealt = deal(scored, h.number + 1, nextActiveSeat(scored, h.dealer));
    return { state: dealt.state, events: [...events, ...dealt.events] };
  }
  const winner = end.kind === 'elimination' ? matchWinner(scored, survivors, newlyOut) : null;
  const vp = end.kind === 'hands' ? tableVp(end.count, totals, end.tableOfThree) : undefined;
  const finished: MatchState = { ...scored, status: 'over', winner };
  return {
    state: finished,
    events: [
      ...events,
      toAll({ type: 'match-ended', winner, totals, vp: vp?.ok ? vp.value : null }),
    ],
  };
};

/** The last player standing; if the last ones went out together, the one with fewest points. */
const matchWinner = (
  state: MatchState,
  survivors: readonly Seat[],
  lastOut: readonly Seat[],
): Seat | null => {
  if (survivors.length === 1) return survivors[0] as Seat;
  const best = Math.min(...lastOut.map((s) => state.totals[s] as number));
  const tied = lastOut.filter((s) => state.totals[s] === best);
  return tied.length === 1 ? (tied[0] as Seat) : null;
};

const ACTION_TYPES = new Set([
  'draw',
  'take-discard',
  'open',
  'meld',
  'lay-off',
  'replace-joker',
  'discard',
]);

/** Plays one action. Anything illegal, from any seat, is an error value and changes nothing. */
export const apply = (state: MatchState, action: Action): Result<Step, RuleError> => {
  if (typeof action !== 'object' || action === null || !ACTION_TYPES.has(action.type))
    return err(ruleError('bad-action', PROCEDURE, 'unknown action'));
  if (state.status === 'over') return err(ruleError('match-over', PROCEDURE, 'the match is over'));
  const h = state.hand;
  // Art. 16 (not art. 6, which only orders the turn) is the article on drawing, taking or
  // playing out of turn: online the act is refused instead of penalised afterwards.
  if (action.seat !== h.turn.seat)
    return err(ruleError('not-your-turn', 'S40-CdG art. 16', 'it is not your turn'));
  const seat = action.seat;
  const drawing = action.type === 'draw' || action.type === 'take-discard';
  if (drawing !== (h.turn.phase === 'draw'))
    return err(
      drawing
        ? ruleError('already-drew', 'S40-CdG art. 6', 'you have drawn already this turn')
        : ruleError(
            'draw-first',
            'S40-CdG art. 15',
            'draw from the stock or take the discard first',
          ),
    );
  switch (action.type) {
    case 'draw':
      return applyDraw(state, seat);
    case 'take-discard':
      return applyTakeDiscard(state, seat);
    case 'open':
      return applyOpen(state, seat, action.melds, action.layOffs);
    case 'meld':
      return applyMeld(state, seat, action.cards);
    case 'lay-off':
      return applyLayOff(state, action);
    case 'replace-joker':
      return applyReplaceJoker(state, action);
    case 'discard':
      return applyDiscard(state, seat, action.card);
  }
};
