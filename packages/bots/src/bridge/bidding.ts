/**
 * The bidding bot's system: natural, points and length.
 *
 * System card (HCP: A 4, K 3, Q 2, J 1; "points" add shortness once a trump fit is found)
 * - Openings: 1NT 15-17 balanced; 2NT 20-21 balanced (22+ balanced too); otherwise with 12+
 *   HCP (or 10-11 and the rule of 20) one of the longer major with five or more (spades with
 *   5-5), else one of the longer minor (1D with 4-4, 1C with 3-3). No strong 2C, no preempts:
 *   with 22+ unbalanced open one of a suit and bid game later.
 * - Over 1 of a suit: 0-5 pass; with 3+ in partner's major raise by points (6-9 to 2, 10-12
 *   to 3, 13+ to game); a new suit at the 1 level with 4+ and 6+ (forcing one round, majors
 *   first); 1NT 6-10; a new suit at the 2 level with 10+ (forcing); raise of a minor with 4+
 *   (6-9 to 2, 10-12 to 3); balanced 11-12 2NT, 13-15 3NT.
 * - Over 1NT: 0-7 pass, or two of a 5+ suit to play; 8-9 2NT; 10-15 3NT, or three of a 5+
 *   major (opener picks 4M with three or 3NT), four of a 6+ major; 16-17 4NT; 18+ 6NT.
 *   Over 2NT: 0-3 pass; three of a 5+ major; 4-11 3NT; 12+ 6NT. No Stayman, no transfers.
 * - Later: the partnership's fit (8+ cards: a major first, no trump with a balanced hand, a
 *   minor, one's own long suit) and combined points (partner counted near the bottom of what
 *   he showed, `meaning.ts`) set the level: 25 game (29 in a minor, else 3NT), 23-24 invite
 *   one below game, 33 a small slam. An invitation is accepted with more than a minimum. A
 *   forcing call is never passed. The bot stops once game is reached or with no fit.
 * - Competition: overcall with a 5+ suit, 8-16 at the 1 level and 10-16 at the 2; 1NT with
 *   15-18 balanced; double for takeout with 12+ and two or fewer cards in their suit and
 *   three in the others (or any 17+); the doubler's partner bids his best unbid suit, jumping
 *   with 9-11 and bidding game with 12+; with a fit, compete to the level of the fit (8 cards
 *   the 2 level, 9 the 3), with a six-card suit and an opening hand to the 2 level. No
 *   penalty doubles, no redoubles.
 */
import type { CallMade, Call, Seat, Strain } from '@tavolo/bridge';
import { partnerOf, sideOf } from '@tavolo/bridge';
import type { Card52 } from '@tavolo/cards';
import {
  type HandFacts,
  SUIT_STRAINS,
  factsOf,
  isMajor,
  lengthPoints,
  shortnessPoints,
  suitOfStrain,
} from './hand.js';
import { advanceDouble, overcall } from './competition.js';
import {
  type Shown,
  cheapestLevel,
  expectedPoints,
  gameLevel,
  lastBidOf,
  readSeat,
} from './meaning.js';

const PASS: Call = { type: 'pass' };
const bid = (level: number, strain: Strain): Call =>
  level >= 1 && level <= 7 ? { type: 'bid', level: level as 1, strain } : PASS;

type Last = ReturnType<typeof lastBidOf>;

const openingCall = (f: HandFacts): Call => {
  const [c, d, h, s] = f.lengths;
  if (f.balanced && f.hcp >= 15 && f.hcp <= 17) return bid(1, 'NT');
  if (f.balanced && f.hcp >= 20) return bid(2, 'NT');
  const two = [...f.lengths].sort((a, b) => b - a);
  const ruleOf20 = f.hcp + (two[0] ?? 0) + (two[1] ?? 0) >= 20;
  if (f.hcp < 10 || (f.hcp < 12 && !ruleOf20)) return PASS;
  if (s >= 5 && s >= h) return bid(1, 'S');
  if (h >= 5) return bid(1, 'H');
  return bid(1, d > c || (d === c && d >= 4) ? 'D' : 'C');
};

/** A response to partner's 1NT or 2NT opening. */
const overNoTrump = (f: HandFacts, level: number, last: Last): Call => {
  const major: Strain | null = f.lengths[3] >= 5 ? 'S' : f.lengths[2] >= 5 ? 'H' : null;
  const majorLength = major === null ? 0 : (f.lengths[suitOfStrain(major) ?? 0] ?? 0);
  if (level >= 2) {
    if (f.hcp < 4) return PASS;
    if (f.hcp >= 12) return bid(6, 'NT');
    return major !== null ? bid(cheapestLevel(major, last), major) : bid(3, 'NT');
  }
  if (f.hcp <= 7) {
    const long = [3, 2, 1, 0].find((s) => (f.lengths[s] ?? 0) >= (isMajor(s) ? 5 : 6));
    const strain = long === undefined ? undefined : SUIT_STRAINS[long];
    return strain !== undefined && cheapestLevel(strain, last) === 2 ? bid(2, strain) : PASS;
  }
  if (f.hcp <= 9) return bid(2, 'NT');
  if (f.hcp >= 18) return bid(6, 'NT');
  if (f.hcp >= 16) return bid(4, 'NT');
  if (major !== null) return bid(majorLength >= 6 ? 4 : 3, major);
  return bid(3, 'NT');
};

/** A response to partner's opening of one of a suit. */
const overSuit = (f: HandFacts, strain: Strain, last: Last): Call => {
  const pSuit = suitOfStrain(strain) ?? 0;
  if (f.hcp < 6) return PASS;
  if (isMajor(pSuit) && (f.lengths[pSuit] ?? 0) >= 3) {
    const points = f.hcp + shortnessPoints(f.lengths, pSuit);
    const level = points >= 13 ? 4 : points >= 10 ? 3 : 2;
    const cheapest = cheapestLevel(strain, last);
    return cheapest <= level ? bid(level, strain) : points >= 10 ? bid(4, strain) : PASS;
  }
  const ones = [3, 2, 1, 0].filter(
    (s) =>
      s !== pSuit &&
      (f.lengths[s] ?? 0) >= 4 &&
      cheapestLevel(SUIT_STRAINS[s] as Strain, last) === 1,
  );
  const oneMajor = ones
    .filter(isMajor)
    .sort((a, b) => (f.lengths[b] ?? 0) - (f.lengths[a] ?? 0) || a - b)[0];
  const oneAny = ones.sort((a, b) => (f.lengths[b] ?? 0) - (f.lengths[a] ?? 0) || a - b)[0];
  const one = oneMajor ?? (f.hcp < 10 || !f.balanced ? oneAny : undefined);
  if (one !== undefined) return bid(1, SUIT_STRAINS[one] as Strain);
  const nt = cheapestLevel('NT', last);
  if (f.balanced && f.hcp >= 13 && nt <= 3) return bid(3, 'NT');
  if (f.balanced && f.hcp >= 11 && nt <= 2) return bid(2, 'NT');
  if (f.hcp >= 10) {
    const twos = [3, 2, 1, 0]
      .filter((s) => s !== pSuit && (f.lengths[s] ?? 0) >= 4)
      .sort((a, b) => (f.lengths[b] ?? 0) - (f.lengths[a] ?? 0));
    const two = twos[0];
    if (two !== undefined) {
      const st = SUIT_STRAINS[two] as Strain;
      if (cheapestLevel(st, last) <= 2) return bid(2, st);
    }
  }
  if (!isMajor(pSuit) && (f.lengths[pSuit] ?? 0) >= 4) {
    const level = f.hcp >= 10 ? 3 : 2;
    if (cheapestLevel(strain, last) <= level) return bid(level, strain);
  }
  if (f.hcp <= 10 && nt === 1) return bid(1, 'NT');
  if (f.hcp >= 13 && nt <= 3) return bid(3, 'NT');
  if (f.hcp >= 11 && nt <= 2) return bid(2, 'NT');
  return PASS;
};

/** Where to play: a major fit, no trump with a balanced hand, a minor fit, a long suit. */
const chooseStrain = (f: HandFacts, p: Shown): Strain => {
  const fit = (s: number) => (f.lengths[s] ?? 0) + (p.lengths[s] ?? 0);
  const major = [3, 2].filter((s) => fit(s) >= 8).sort((a, b) => fit(b) - fit(a))[0];
  if (major !== undefined) return SUIT_STRAINS[major] as Strain;
  const long = [3, 2, 1, 0].sort((a, b) => (f.lengths[b] ?? 0) - (f.lengths[a] ?? 0))[0] ?? 0;
  if ((f.balanced || p.balanced) && (f.lengths[long] ?? 0) < 6) return 'NT';
  const minor = [1, 0].filter((s) => fit(s) >= 8).sort((a, b) => fit(b) - fit(a))[0];
  if (minor !== undefined) return SUIT_STRAINS[minor] as Strain;
  if ((f.lengths[long] ?? 0) >= (f.balanced ? 6 : 5)) return SUIT_STRAINS[long] as Strain;
  return 'NT';
};

/** Any later call: the fit and the partnership's points set the strain and level. */
const continueAuction = (f: HandFacts, calls: readonly CallMade[], me: Seat): Call => {
  const partner = partnerOf(me);
  const last = lastBidOf(calls);
  if (last === null) return PASS;
  const p = readSeat(calls, partner);
  const ours = sideOf(last.seat) === sideOf(me);
  const weBid = calls.some((m) => m.call.type === 'bid' && sideOf(m.seat) === sideOf(me));
  if (!weBid) return PASS;
  let strain = chooseStrain(f, p);
  let suit = suitOfStrain(strain);
  const fitLength = suit === null ? 0 : (f.lengths[suit] ?? 0) + (p.lengths[suit] ?? 0);
  const points = (s: number | null, fitted: boolean) =>
    f.hcp + (s === null ? 0 : fitted ? shortnessPoints(f.lengths, s) : lengthPoints(f.lengths));
  let pts = points(suit, fitLength >= 8);
  const est = pts + expectedPoints(p);
  if (suit !== null && !isMajor(suit) && est >= 25 && est < 29 && f.lengths.every((l) => l >= 2)) {
    strain = 'NT';
    suit = null;
    pts = f.hcp;
  }
  const game = gameLevel(strain);
  const need = suit !== null && !isMajor(suit) ? 29 : 25;
  const invited = p.invite && last.seat === partner;
  let target = 0;
  if (invited) target = pts + (p.min + p.max) / 2 >= need - 0.5 ? game : 0;
  else if (pts + p.min >= 33) target = 6;
  else if (est >= need) target = game;
  else if (est >= need - 1.5 && pts + p.max >= need) target = game - 1;
  const cheapest = cheapestLevel(strain, last);
  const forced = p.forcing && last.seat === partner;
  if (ours && last.level >= gameLevel(last.strain) && target < 6) return PASS;
  if (target > 0 && target >= cheapest) {
    if (ours && last.strain === strain && last.level >= target) return PASS;
    return bid(target, strain);
  }
  if (forced) return cheapest <= 4 ? bid(cheapest, strain) : PASS;
  if (ours) return PASS;
  // Compete to the level of the fit (8 cards the 2 level, 9 the 3), or to the 2 level in
  // one's own six-card suit with an opening hand.
  const ownSix = suit !== null && (f.lengths[suit] ?? 0) >= 6 && f.hcp >= 12 ? 2 : 0;
  const compete = Math.max(
    suit !== null && fitLength >= 8 ? Math.min(fitLength - 6, 3) : 0,
    ownSix,
  );
  return cheapest <= compete ? bid(cheapest, strain) : PASS;
};

/** The call the system makes with `cards` at `me`'s turn after `calls`. */
export const chooseCall = (
  cards: readonly Card52[],
  calls: readonly CallMade[],
  me: Seat,
): Call => {
  const f = factsOf(cards);
  const partner = partnerOf(me);
  const last = lastBidOf(calls);
  const opening = calls.find((m) => m.call.type === 'bid');
  if (opening === undefined || last === null) return openingCall(f);
  const mine = calls.filter((m) => m.seat === me && m.call.type !== 'pass');
  const partners = calls.filter((m) => m.seat === partner && m.call.type !== 'pass');
  if (mine.length === 0 && partners.length === 0 && sideOf(opening.seat) !== sideOf(me))
    return overcall(f, last);
  if (mine.length === 0 && partners.length === 1) {
    const first = partners[0] as CallMade;
    if (first.call.type === 'double' && sideOf(last.seat) !== sideOf(me)) {
      const rhoPassed = calls[calls.length - 1]?.call.type === 'pass';
      return advanceDouble(f, cards, last, rhoPassed);
    }
    if (first.call.type === 'bid' && first.seat === opening.seat) {
      if (first.call.strain === 'NT') {
        return sideOf(last.seat) === sideOf(me)
          ? overNoTrump(f, first.call.level, last)
          : continueAuction(f, calls, me);
      }
      return overSuit(f, first.call.strain, last);
    }
    if (first.call.type === 'bid') {
      const pSuit = suitOfStrain(first.call.strain);
      const fit = pSuit !== null && (f.lengths[pSuit] ?? 0) >= 3;
      const cheapest = cheapestLevel(first.call.strain, last);
      if (fit && f.hcp >= 7 && f.hcp <= 10 && cheapest <= 3)
        return bid(cheapest, first.call.strain);
    }
  }
  const pLast = partners[partners.length - 1];
  if (
    opening.seat === me &&
    mine.length === 1 &&
    pLast?.call.type === 'bid' &&
    last.seat === partner
  ) {
    // Opener's rebid after a one-level answer: a four-card major still to show, at the 1 level.
    const pSuit = suitOfStrain(pLast.call.strain);
    const fits = pSuit !== null && (f.lengths[pSuit] ?? 0) >= 4;
    const major = [2, 3].find(
      (s) =>
        s !== pSuit &&
        (f.lengths[s] ?? 0) >= 4 &&
        cheapestLevel(SUIT_STRAINS[s] as Strain, last) === 1,
    );
    if (!fits && major !== undefined && pLast.call.level === 1)
      return bid(1, SUIT_STRAINS[major] as Strain);
  }
  return continueAuction(f, calls, me);
};
