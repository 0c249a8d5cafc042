/**
 * What the bridge table draws, read from a seat's `BoardView`, its legal actions and the events
 * it has seen: the hand by suit, where each seat sits on the screen, the calls the bidding box
 * enables, the rows of the auction, the trick on the table, whose turn it is and the score.
 * Pure: the components beside this module only draw what it answers.
 */
import {
  type Action,
  type BoardView,
  type BridgeEvent,
  type Call,
  type Level,
  type PlayedCard,
  type Seat,
  type Strain,
  type Vulnerability,
  boardScore,
  isVulnerable,
  sideOf,
} from '@tavolo/bridge';
import { type Card52, type Suit, rank52Of, suit52Of } from '@tavolo/cards';

/** Suits as a bridge hand is sorted and shown: spades, hearts, diamonds, clubs. */
export const SUIT_ORDER: readonly Suit[] = ['S', 'H', 'D', 'C'];
export const LEVELS: readonly Level[] = [1, 2, 3, 4, 5, 6, 7];
export const STRAIN_ORDER: readonly Strain[] = ['C', 'D', 'H', 'S', 'NT'];

/** The hand by suit (S H D C), each suit from the ace down. */
export const bySuit = (cards: readonly Card52[]): readonly (readonly [Suit, Card52[]])[] =>
  SUIT_ORDER.map((suit) => [
    suit,
    cards.filter((c) => suit52Of(c) === suit).sort((a, b) => rank52Of(b) - rank52Of(a)),
  ]);

/** The hand in the order it is shown: by suit, high to low. */
export const sortHand = (cards: readonly Card52[]): readonly Card52[] =>
  bySuit(cards).flatMap(([, cards]) => cards);

/** Where a seat sits on the screen: the viewer at the bottom, his left-hand opponent on the left. */
export type Place = 'bottom' | 'left' | 'top' | 'right';
const PLACES: readonly Place[] = ['bottom', 'left', 'top', 'right'];

/** A spectator sees North at the top, as the board is printed. */
export const placeOf = (you: Seat | null, seat: Seat): Place =>
  PLACES[(seat - (you ?? 2) + 4) % 4] as Place;

export const seatAt = (you: Seat | null, place: Place): Seat =>
  (((you ?? 2) + PLACES.indexOf(place)) % 4) as Seat;

type CallAction = Extract<Action, { readonly type: 'call' }>;
type PlayAction = Extract<Action, { readonly type: 'play' }>;

const ofType = <T extends Action['type']>(legal: readonly Action[], type: T) =>
  legal.filter((a): a is Extract<Action, { readonly type: T }> => a.type === type);

export const legalCalls = (legal: readonly Action[]): readonly CallAction[] =>
  ofType(legal, 'call');

export const sameCall = (a: Call, b: Call): boolean =>
  a.type === b.type &&
  (a.type !== 'bid' || (b.type === 'bid' && a.level === b.level && a.strain === b.strain));

/** The legal action that makes `call`, if it is legal now. */
export const callAction = (legal: readonly Action[], call: Call): CallAction | undefined =>
  legalCalls(legal).find((a) => sameCall(a.call, call));

/** Whether any bid at `level` is legal now (the bidding box's level key). */
export const levelOpen = (legal: readonly Action[], level: Level): boolean =>
  legalCalls(legal).some((a) => a.call.type === 'bid' && a.call.level === level);

/** The legal play of `card`, if it may be played now (from the player's hand or the dummy's). */
export const playAction = (legal: readonly Action[], card: Card52): PlayAction | undefined =>
  ofType(legal, 'play').find((a) => a.card === card);

/** The legal action of a Law (claim answers, reviews, agreement) matching `match`. */
export const lawAction = <T extends Action['type']>(
  legal: readonly Action[],
  type: T,
  match: (a: Extract<Action, { readonly type: T }>) => boolean = () => true,
): Extract<Action, { readonly type: T }> | undefined => ofType(legal, type).find(match);

/**
 * The auction as it is written on a score card: four columns N E S W, the first row starting
 * in the dealer's column (the cells before it empty), one call per cell.
 */
export const auctionRows = (
  dealer: Seat,
  calls: readonly { readonly seat: Seat; readonly call: Call }[],
): readonly (readonly (Call | null)[])[] => {
  const cells: (Call | null)[] = [...Array<null>(dealer).fill(null), ...calls.map((c) => c.call)];
  const rows: (Call | null)[][] = [];
  for (let i = 0; i < cells.length; i += 4) rows.push(cells.slice(i, i + 4));
  if (rows.length === 0) rows.push([]);
  const last = rows[rows.length - 1] as (Call | null)[];
  while (last.length < 4) last.push(null);
  return rows;
};

/**
 * The cards in the middle of the table: the trick under way, or, between the fourth card and
 * the next lead, the trick just completed (every player saw its cards played: they are in the
 * events everyone received). Once the next trick is led it is quitted face down (LAW 66C).
 */
export const tableTrick = (
  view: BoardView,
  events: readonly BridgeEvent[],
): { readonly cards: readonly PlayedCard[]; readonly winner: Seat | null } | null => {
  const last = view.tricks[view.tricks.length - 1];
  if (last === undefined) return null;
  if (last.winner === null && last.cards !== null) return { cards: last.cards, winner: null };
  if (last.cards !== null && last.cards.length === 4)
    return { cards: last.cards, winner: last.winner };
  const played = events.filter(
    (e): e is Extract<BridgeEvent, { type: 'played' }> => e.type === 'played',
  );
  if (played.length < 4 * view.tricks.length) return { cards: [], winner: last.winner };
  const cards = played
    .slice(4 * (view.tricks.length - 1), 4 * view.tricks.length)
    .map(({ seat, card }) => ({ seat, card }));
  return { cards, winner: last.winner };
};

/** LAW 41D: the dummy's cards are faced once the opening lead is; never before. */
export const dummyCards = (view: BoardView): readonly Card52[] | null =>
  view.dummyHand !== null && (view.tricks[0]?.cards?.length ?? 1) > 0 ? view.dummyHand : null;

/**
 * The events of the board in play: those since its `board-started` (a live match's events run
 * on from board to board; a resync brings the board's from its deal on).
 */
export const boardEvents = (events: readonly BridgeEvent[]): readonly BridgeEvent[] => {
  const start = events.findLastIndex((e) => e.type === 'board-started');
  return start < 0 ? events : events.slice(start);
};

/** What the viewer is asked to do now, or whom he waits for. */
export type Prompt =
  | { readonly kind: 'call' }
  | { readonly kind: 'play' }
  /** The declarer plays from the dummy (LAW 45B). */
  | { readonly kind: 'play-dummy'; readonly dummy: Seat }
  | { readonly kind: 'wait'; readonly seat: Seat; readonly hand: Seat }
  | { readonly kind: 'none' };

export const promptOf = (view: BoardView): Prompt => {
  const turn = view.turn;
  if (turn === null) return { kind: 'none' };
  if (turn.seat !== view.you) return { kind: 'wait', seat: turn.seat, hand: turn.hand };
  if (view.phase === 'auction') return { kind: 'call' };
  return turn.hand === turn.seat ? { kind: 'play' } : { kind: 'play-dummy', dummy: turn.hand };
};

/** Whether `seat`'s side is vulnerable on the board. */
export const vulnerableSeat = (vulnerability: Vulnerability, seat: Seat): boolean =>
  isVulnerable(vulnerability, sideOf(seat));

/** The board's score for North-South (positive) or East-West, once it has a result. */
export const resultScore = (view: BoardView): number | null => {
  if (view.result === null) return null;
  const score = boardScore(
    view.result.contract,
    view.result.declarerTricks,
    view.board.vulnerability,
  );
  return score.ok ? score.value : null;
};

/** Tricks won by the viewer's side and the other (North-South first for a spectator). */
export const sideTricks = (view: BoardView): { readonly us: number; readonly them: number } => {
  const side = view.you === null ? 0 : sideOf(view.you);
  return { us: view.tricksWon[side], them: view.tricksWon[side === 0 ? 1 : 0] };
};

/** How many tricks are not yet played (what a claim may claim). */
export const tricksLeft = (view: BoardView): number =>
  13 - view.tricks.filter((t) => t.winner !== null).length;
