/**
 * The auction (LAW 17-22 of the 2017 Laws of Duplicate Bridge): who calls, which calls are
 * legal, when the auction ends and what contract it reaches. Online, an illegal call is
 * refused rather than corrected (LAW 25-39 do not arise): the engine never records one.
 */
import { type RuleError, law2017, ruleError } from './errors.js';
import type { CallMade } from './state.js';
import {
  type Call,
  type Contract,
  type Doubling,
  type Level,
  type Seat,
  type Strain,
  STRAINS,
  nextSeat,
  sideOf,
} from './types.js';

const LEVELS: readonly Level[] = [1, 2, 3, 4, 5, 6, 7];

/**
 * LAW 18B, 18E: a bid's rank, 0 (1C) to 34 (7NT): by level, then by strain from clubs to no
 * trump. A bid supersedes another when its rank is higher.
 */
export const bidRank = (level: Level, strain: Strain): number =>
  (level - 1) * STRAINS.length + STRAINS.indexOf(strain);

/** Whether a value from outside is a well-formed call. */
export const isCall = (value: unknown): value is Call => {
  if (typeof value !== 'object' || value === null) return false;
  const c = value as { type?: unknown; level?: unknown; strain?: unknown };
  if (c.type === 'pass' || c.type === 'double' || c.type === 'redouble') return true;
  return (
    c.type === 'bid' && LEVELS.includes(c.level as Level) && STRAINS.includes(c.strain as Strain)
  );
};

/** LAW 17B, 17C: the dealer calls first, then each player in turn clockwise. */
export const auctionTurn = (dealer: Seat, auction: readonly CallMade[]): Seat =>
  ((dealer + auction.length) % 4) as Seat;

/** The last bid made, with its place in the auction; null before any bid. */
export const lastBid = (
  auction: readonly CallMade[],
): {
  readonly index: number;
  readonly seat: Seat;
  readonly level: Level;
  readonly strain: Strain;
} | null => {
  for (let i = auction.length - 1; i >= 0; i--) {
    const made = auction[i] as CallMade;
    if (made.call.type === 'bid')
      return { index: i, seat: made.seat, level: made.call.level, strain: made.call.strain };
  }
  return null;
};

/** LAW 19: the doubling of the last bid: the last double or redouble since it (0 if none). */
const doublingSince = (auction: readonly CallMade[], from: number): Doubling => {
  let doubling: Doubling = 0;
  for (let i = from + 1; i < auction.length; i++) {
    const type = (auction[i] as CallMade).call.type;
    if (type === 'double') doubling = 1;
    else if (type === 'redouble') doubling = 2;
  }
  return doubling;
};

/** The last call other than pass, or null. */
const lastNonPass = (auction: readonly CallMade[]): CallMade | null => {
  for (let i = auction.length - 1; i >= 0; i--) {
    const made = auction[i] as CallMade;
    if (made.call.type !== 'pass') return made;
  }
  return null;
};

/**
 * LAW 22A: the auction ends when all four players pass at their first turn (the board is
 * passed out), or when three passes in rotation follow a bid, double or redouble.
 */
export const auctionStatus = (auction: readonly CallMade[]): 'open' | 'passed-out' | 'ended' => {
  const n = auction.length;
  if (n < 4) return 'open';
  const lastThreePass = auction.slice(n - 3).every((m) => m.call.type === 'pass');
  if (!lastThreePass) return 'open';
  return lastBid(auction) === null ? 'passed-out' : 'ended';
};

/**
 * Why `seat` may not make `call` now, or undefined if it may (LAW 17C, 18D, 19A1, 19B1,
 * 22A). `call` must be well formed (`isCall`).
 */
export const callRefusal = (
  dealer: Seat,
  auction: readonly CallMade[],
  seat: Seat,
  call: Call,
): RuleError | undefined => {
  if (auctionStatus(auction) !== 'open')
    return ruleError('auction-ended', law2017('22A'), 'the auction has ended');
  const turn = auctionTurn(dealer, auction);
  if (seat !== turn)
    return ruleError(
      'not-your-turn',
      law2017('17C'),
      `seat ${turn} calls now, after the dealer and clockwise`,
    );
  const bid = lastBid(auction);
  if (call.type === 'bid') {
    if (bid !== null && bidRank(call.level, call.strain) <= bidRank(bid.level, bid.strain))
      return ruleError(
        'insufficient-bid',
        law2017('18D'),
        `${call.level}${call.strain} does not supersede ${bid.level}${bid.strain}: name more tricks, or the same in a higher strain`,
      );
    return undefined;
  }
  if (call.type === 'pass') return undefined;
  const last = lastNonPass(auction);
  if (call.type === 'double') {
    if (bid === null || last?.call.type !== 'bid')
      return ruleError(
        'double-not-allowed',
        law2017('19A1'),
        'a double applies only to the last bid, with no double or redouble since',
      );
    if (sideOf(bid.seat) === sideOf(seat))
      return ruleError(
        'double-own-side',
        law2017('19A1'),
        'only an opponent\u2019s bid may be doubled',
      );
    return undefined;
  }
  if (last?.call.type !== 'double')
    return ruleError(
      'redouble-not-allowed',
      law2017('19B1'),
      'a redouble applies only to the last double, with no call but passes since',
    );
  if (sideOf(last.seat) === sideOf(seat))
    return ruleError(
      'redouble-own-side',
      law2017('19B1'),
      'only an opponent\u2019s double may be redoubled',
    );
  return undefined;
};

/** Every call the seat on turn may make (none once the auction has ended). */
export const legalCalls = (dealer: Seat, auction: readonly CallMade[]): readonly Call[] => {
  if (auctionStatus(auction) !== 'open') return [];
  const seat = auctionTurn(dealer, auction);
  const calls: Call[] = [{ type: 'pass' }, { type: 'double' }, { type: 'redouble' }];
  for (const level of LEVELS)
    for (const strain of STRAINS) calls.push({ type: 'bid', level, strain });
  return calls.filter((call) => callRefusal(dealer, auction, seat, call) === undefined);
};

/**
 * The contract the auction reached (null while it is open or when passed out): the last bid,
 * its doubling, and the declarer, who is the player of the side that made the final bid who
 * first named its strain (Definitions, "Declarer").
 */
export const contractOf = (auction: readonly CallMade[]): Contract | null => {
  if (auctionStatus(auction) !== 'ended') return null;
  const bid = lastBid(auction);
  if (bid === null) return null;
  const side = sideOf(bid.seat);
  const first = auction.find(
    (m) => m.call.type === 'bid' && m.call.strain === bid.strain && sideOf(m.seat) === side,
  ) as CallMade;
  return {
    level: bid.level,
    strain: bid.strain,
    doubling: doublingSince(auction, bid.index),
    declarer: first.seat,
  };
};

/** LAW 41A: the opening lead is made by the defender on the declarer's left. */
export const openingLeader = (contract: Contract): Seat => nextSeat(contract.declarer);
