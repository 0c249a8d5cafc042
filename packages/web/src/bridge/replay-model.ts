/**
 * A finished bridge board at every step of its replay, with every card shown: the replay's
 * events (the server's log of the match, hidden ones included: each seat's thirteen cards) played
 * forward from the board's start. At each step: the four hands with the cards still held, the
 * auction so far, the contract and its declarer once the auction ends, the trick on the table
 * and the tricks each side has won, the claim with its answers (LAW 68-69), the director's
 * rulings and the rules that stand in for him at a table without one (LAW 68D (2017), 70, 79B),
 * the sides' agreement on the tricks (LAW 79A) and the board's score. Pure: the view draws it.
 */
import type {
  Board,
  Call,
  CallMade,
  Contract,
  MatchEvent,
  PlayedCard,
  Seat,
  Side,
} from '@tavolo/bridge';
import { isVulnerable } from '@tavolo/bridge';
import { type Card52, type Result, err, ok } from '@tavolo/cards';
import { auctionRows } from './model.js';

export interface ReplayTrick {
  /** From 0. */
  readonly index: number;
  readonly leader: Seat;
  /** In the order played. */
  readonly cards: readonly PlayedCard[];
  /** Set once the fourth card is played. */
  readonly winner: Seat | null;
}

export type ClaimAnswer = 'accept' | 'dispute' | 'object';

export interface ReplayClaim {
  readonly seat: Seat;
  /** Of the tricks not yet played, how many the claimer's side wins. */
  readonly tricks: number;
  /** The tricks not yet played when it was made. */
  readonly remaining: number;
  readonly statement: string;
  /** LAW 68C: the claimer's cards, shown to all. */
  readonly shown: readonly Card52[];
  readonly answers: readonly { readonly seat: Seat; readonly answer: ClaimAnswer }[];
  /**
   * Open while answers are awaited; then agreed (LAW 69A), void by the partner's objection
   * (68B2), withdrawn at a table without a director (68D (2017)), or put to the director.
   */
  readonly outcome: 'open' | 'agreed' | 'void' | 'withdrawn' | 'director';
}

/** What the director did, or what stood in for him at a table without one. */
export type ReplayRuling =
  | {
      readonly kind: 'director-called';
      readonly seat: Seat;
      readonly reason: 'claim-disputed' | 'tricks-disputed';
      readonly article: string;
    }
  | {
      readonly kind: 'tricks-ruled';
      readonly declarerTricks: number;
      readonly note: string;
      readonly article: string;
    }
  | { readonly kind: 'claim-withdrawn'; readonly seat: Seat; readonly article: string }
  | { readonly kind: 'tricks-stand'; readonly declarerTricks: number; readonly article: string };

export interface BridgePosition {
  /** Null before the board is on the table. */
  readonly board: Board | null;
  /** Each seat's cards still held (N E S W), in the order dealt. */
  readonly hands: readonly (readonly Card52[])[];
  /** Each seat's thirteen cards as dealt, to show the whole deal beside what is left. */
  readonly dealt: readonly (readonly Card52[])[];
  readonly auction: readonly CallMade[];
  readonly auctionOver: boolean;
  /** Once the auction ends with one. */
  readonly contract: Contract | null;
  /** LAW 22A: four passes. */
  readonly passedOut: boolean;
  readonly dummy: Seat | null;
  /** LAW 41D: from the opening lead. */
  readonly dummyFaced: boolean;
  /** Every trick so far, the one under way last. */
  readonly tricks: readonly ReplayTrick[];
  /** Quitted tricks won by North-South and by East-West. */
  readonly tricksWon: readonly [number, number];
  /** The board's latest claim or concession, if any. */
  readonly claim: ReplayClaim | null;
  readonly rulings: readonly ReplayRuling[];
  /** LAW 79A: each side's answer on the tricks, null until given. */
  readonly agreed: readonly [boolean | null, boolean | null];
  /** The declarer's side's tricks, once settled; how. */
  readonly result: {
    readonly declarerTricks: number;
    readonly by: 'play' | 'claim' | 'director';
  } | null;
  /** North-South's score on the board (positive) or East-West's (negative), once scored. */
  readonly score: number | null;
  /** The points won so far by North-South and East-West, once the board is scored. */
  readonly totals: readonly [number, number] | null;
  readonly matchOver: boolean;
  /** The hand the step's card or call came from, if one did. */
  readonly actor: Seat | null;
  /** The cards the step moved or showed, to highlight them. */
  readonly moved: readonly Card52[];
}

/** Why a replay could not be played forward: the step (0-based) and what did not fit. */
export interface BridgeReplayProblem {
  readonly step: number;
  readonly reason: string;
}

const sideOf = (seat: Seat): Side => (seat % 2) as Side;
const partnerOf = (seat: Seat): Seat => ((seat + 2) % 4) as Seat;

export const EMPTY_POSITION: BridgePosition = {
  board: null,
  hands: [[], [], [], []],
  dealt: [[], [], [], []],
  auction: [],
  auctionOver: false,
  contract: null,
  passedOut: false,
  dummy: null,
  dummyFaced: false,
  tricks: [],
  tricksWon: [0, 0],
  claim: null,
  rulings: [],
  agreed: [null, null],
  result: null,
  score: null,
  totals: null,
  matchOver: false,
  actor: null,
  moved: [],
};

/** How many tricks are complete. */
/** Whether `seat`'s side is vulnerable on the board replayed (LAW 2). */
export const seatVulnerable = (position: BridgePosition, seat: Seat): boolean =>
  position.board !== null && isVulnerable(position.board.vulnerability, (seat % 2) as 0 | 1);

export const tricksPlayed = (position: BridgePosition): number =>
  position.tricks.filter((t) => t.winner !== null).length;

/**
 * The trick in the middle of the table: the one under way, or the one just completed until the
 * next lead (then it is quitted, LAW 65A).
 */
export const tableTrick = (position: BridgePosition): ReplayTrick | null =>
  position.tricks[position.tricks.length - 1] ?? null;

/** The declarer's side's tricks won so far. */
export const declarerTricks = (position: BridgePosition): number =>
  position.contract === null ? 0 : position.tricksWon[sideOf(position.contract.declarer)];

const replaceAt = <T>(items: readonly T[], index: number, item: T): readonly T[] =>
  items.map((old, i) => (i === index ? item : old));

const sameCards = (a: readonly Card52[], b: readonly Card52[]): boolean =>
  a.length === b.length && [...a].sort().join() === [...b].sort().join();

const withClaim = (
  position: BridgePosition,
  change: (claim: ReplayClaim) => ReplayClaim,
): Result<BridgePosition, string> =>
  position.claim === null
    ? err('no claim was made')
    : ok({ ...position, claim: change(position.claim) });

const closeClaim = (position: BridgePosition, outcome: ReplayClaim['outcome']) =>
  position.claim?.outcome === 'open' ? { ...position.claim, outcome } : position.claim;

const played = (
  position: BridgePosition,
  seat: Seat,
  card: Card52,
): Result<BridgePosition, string> => {
  const hand = position.hands[seat] ?? [];
  if (!hand.includes(card)) return err(`seat ${seat} does not hold card ${card}`);
  if (position.contract === null) return err('a card played with no contract');
  const last = tableTrick(position);
  const tricks =
    last === null || last.winner !== null
      ? [
          ...position.tricks,
          { index: position.tricks.length, leader: seat, cards: [], winner: null },
        ]
      : position.tricks;
  const current = tricks[tricks.length - 1] as ReplayTrick;
  if (current.cards.length >= 4) return err('a fifth card in a trick');
  return ok({
    ...position,
    hands: replaceAt(
      position.hands,
      seat,
      hand.filter((c) => c !== card),
    ),
    tricks: replaceAt(tricks, tricks.length - 1, {
      ...current,
      cards: [...current.cards, { seat, card }],
    }),
    actor: seat,
    moved: [card],
  });
};

/** One event played on the position. */
const playEvent = (before: BridgePosition, event: MatchEvent): Result<BridgePosition, string> => {
  const position: BridgePosition = { ...before, actor: null, moved: [] };
  switch (event.type) {
    case 'board-started':
      return ok({
        ...EMPTY_POSITION,
        board: { number: event.number, dealer: event.dealer, vulnerability: event.vulnerability },
        totals: before.totals,
      });
    case 'dealt':
      if ((position.hands[event.seat] ?? []).length > 0)
        return err(`seat ${event.seat} is dealt twice`);
      return ok({
        ...position,
        hands: replaceAt(position.hands, event.seat, event.cards),
        dealt: replaceAt(position.dealt, event.seat, event.cards),
        actor: event.seat,
      });
    case 'called':
      if (position.board === null || position.auctionOver) return err('a call out of the auction');
      return ok({
        ...position,
        auction: [...position.auction, { seat: event.seat, call: event.call }],
        actor: event.seat,
      });
    case 'auction-ended':
      return ok({
        ...position,
        auctionOver: true,
        contract: event.contract,
        passedOut: event.contract === null,
        dummy: event.contract === null ? null : partnerOf(event.contract.declarer),
      });
    case 'played':
      return played(position, event.seat, event.card);
    case 'dummy-exposed':
      return position.dummy === event.seat &&
        sameCards(position.hands[event.seat] ?? [], event.cards)
        ? ok({ ...position, dummyFaced: true, actor: event.seat })
        : err("the dummy's cards faced are not the dummy's hand");
    case 'trick-won': {
      const trick = position.tricks[event.trick];
      if (trick?.cards.length !== 4 || trick.winner !== null)
        return err(`trick ${event.trick} is not complete`);
      const side = sideOf(event.winner);
      return ok({
        ...position,
        tricks: replaceAt(position.tricks, event.trick, { ...trick, winner: event.winner }),
        tricksWon:
          side === 0
            ? [position.tricksWon[0] + 1, position.tricksWon[1]]
            : [position.tricksWon[0], position.tricksWon[1] + 1],
        actor: event.winner,
      });
    }
    case 'play-ended':
      return ok(position);
    case 'claimed':
      return ok({
        ...position,
        claim: {
          seat: event.seat,
          tricks: event.tricks,
          remaining: 13 - tricksPlayed(position),
          statement: event.statement,
          shown: event.shown,
          answers: [],
          outcome: 'open',
        },
        actor: event.seat,
        moved: event.shown,
      });
    case 'claim-answered':
      return withClaim({ ...position, actor: event.seat }, (claim) => ({
        ...claim,
        answers: [...claim.answers, { seat: event.seat, answer: event.answer }],
      }));
    case 'claim-void':
      return withClaim(position, (claim) => ({ ...claim, outcome: 'void' }));
    case 'claim-withdrawn':
      return withClaim(
        {
          ...position,
          rulings: [
            ...position.rulings,
            { kind: 'claim-withdrawn', seat: event.seat, article: event.article },
          ],
        },
        (claim) => ({ ...claim, outcome: 'withdrawn' }),
      );
    case 'claim-agreed':
      return withClaim(
        { ...position, result: { declarerTricks: event.declarerTricks, by: 'claim' } },
        (claim) => ({ ...claim, outcome: 'agreed' }),
      );
    case 'director-called':
      return ok({
        ...position,
        claim:
          event.reason === 'claim-disputed' ? closeClaim(position, 'director') : position.claim,
        rulings: [
          ...position.rulings,
          {
            kind: 'director-called',
            seat: event.seat,
            reason: event.reason,
            article: event.article,
          },
        ],
        actor: event.seat,
      });
    case 'tricks-ruled':
      return ok({
        ...position,
        rulings: [
          ...position.rulings,
          {
            kind: 'tricks-ruled',
            declarerTricks: event.declarerTricks,
            note: event.note,
            article: event.article,
          },
        ],
        result: { declarerTricks: event.declarerTricks, by: 'director' },
      });
    case 'tricks-agreed':
      return ok({
        ...position,
        agreed: replaceAt(position.agreed, event.side, event.agree) as BridgePosition['agreed'],
      });
    case 'tricks-stand':
      return ok({
        ...position,
        rulings: [
          ...position.rulings,
          { kind: 'tricks-stand', declarerTricks: event.declarerTricks, article: event.article },
        ],
        result: position.result ?? { declarerTricks: event.declarerTricks, by: 'play' },
      });
    case 'board-agreed':
      return ok({
        ...position,
        result: position.result ?? { declarerTricks: event.declarerTricks, by: 'play' },
      });
    case 'board-scored':
      return position.board?.number === event.number
        ? ok({
            ...position,
            score: event.score,
            totals: event.totals,
            result: position.result ?? { declarerTricks: 0, by: 'play' },
          })
        : err(`board ${event.number} is scored, not the board on the table`);
    case 'match-ended':
      return ok({ ...position, totals: event.totals, matchOver: true });
    // The Laws' reviews and the cards' orientation move no card: the step says who did what.
    case 'card-oriented':
    case 'mark-corrected':
    case 'trick-faced':
    case 'own-card-inspected':
    case 'trick-inspected':
    case 'unplayed-inspected':
      return ok({ ...position, actor: event.seat });
  }
};

const isEvent = (value: unknown): value is MatchEvent =>
  typeof value === 'object' && value !== null && typeof (value as MatchEvent).type === 'string';

/**
 * The position after each step (`positions[i]` follows `steps[i]`), or the first step that does
 * not follow from the ones before it (an unknown event among them).
 */
export const bridgePositions = (
  steps: readonly { readonly event?: unknown }[],
): Result<readonly BridgePosition[], BridgeReplayProblem> => {
  const positions: BridgePosition[] = [];
  let position = EMPTY_POSITION;
  for (const [step, { event }] of steps.entries()) {
    if (!isEvent(event)) return err({ step, reason: 'an event without a type' });
    const next =
      (playEvent(position, event) as Result<BridgePosition, string> | undefined) ??
      err(`an unknown event: ${event.type}`);
    if (!next.ok) return err({ step, reason: next.error });
    position = next.value;
    positions.push(position);
  }
  return ok(positions);
};

/** The step to open at: right after the deal, the four hands in place. */
export const afterDeal = (steps: readonly { readonly event?: unknown }[]): number =>
  Math.max(
    steps.findLastIndex((s) => isEvent(s.event) && s.event.type === 'dealt'),
    0,
  );

/**
 * The auction as it is written on a score card: columns N E S W, the first row from the dealer's
 * column (the cells before it empty).
 */
export const auctionTable = (position: BridgePosition): readonly (readonly (Call | null)[])[] =>
  position.board === null ? [] : auctionRows(position.board.dealer, position.auction);
