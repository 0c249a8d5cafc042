/**
 * What a seat's calls have shown, read by the bot's own system (`bidding.ts`): a range of
 * high-card points, the least length in each suit, whether the hand is balanced, and whether
 * its last call asks its partner to bid again (forcing) or to bid game with a good hand
 * (invitation). Anyone's calls are read the same way, a person's too, so a human partner who
 * bids naturally is understood; what the system does not know is read as natural.
 */
import type { CallMade, Seat, Strain } from '@tavolo/bridge';
import { partnerOf, sideOf } from '@tavolo/bridge';
import { isMajor, suitOfStrain } from './hand.js';

export interface Shown {
  readonly min: number;
  readonly max: number;
  /** The least length shown in each suit, clubs first. */
  readonly lengths: readonly [number, number, number, number];
  readonly balanced: boolean;
  /** The last call asks partner to bid again. */
  readonly forcing: boolean;
  /** The last call invites game: partner bids it with more than a minimum. */
  readonly invite: boolean;
}

export const NOTHING_SHOWN: Shown = {
  min: 0,
  max: 37,
  lengths: [0, 0, 0, 0],
  balanced: false,
  forcing: false,
  invite: false,
};

/** The level of game in a strain: 3NT, 4 of a major, 5 of a minor. */
export const gameLevel = (strain: Strain): number =>
  strain === 'NT' ? 3 : strain === 'H' || strain === 'S' ? 4 : 5;

const STRAIN_ORDER: readonly Strain[] = ['C', 'D', 'H', 'S', 'NT'];

/** The lowest level at which `strain` may be bid after `last` (1 with no bid before). */
export const cheapestLevel = (
  strain: Strain,
  last: { readonly level: number; readonly strain: Strain } | null,
): number => {
  if (last === null) return 1;
  return STRAIN_ORDER.indexOf(strain) > STRAIN_ORDER.indexOf(last.strain)
    ? last.level
    : last.level + 1;
};

/** The last bid among `calls`, or null. */
export const lastBidOf = (
  calls: readonly CallMade[],
): { readonly seat: Seat; readonly level: number; readonly strain: Strain } | null => {
  for (let i = calls.length - 1; i >= 0; i--) {
    const made = calls[i] as CallMade;
    if (made.call.type === 'bid')
      return { seat: made.seat, level: made.call.level, strain: made.call.strain };
  }
  return null;
};

const bidsBy = (calls: readonly CallMade[], seat: Seat): { level: number; strain: Strain }[] =>
  calls.flatMap((m) =>
    m.seat === seat && m.call.type === 'bid'
      ? [{ level: m.call.level, strain: m.call.strain }]
      : [],
  );

const mid = (s: Shown): number => Math.round((s.min + s.max) / 2);

/** Points to count on from a partner who showed `s`: near the bottom of the range. */
export const expectedPoints = (s: Shown): number =>
  s.min + (Math.min(s.max, s.min + 8) - s.min) / 4;

const withLength = (s: Shown, suit: number | null, length: number): Shown['lengths'] => {
  const lengths = [...s.lengths] as [number, number, number, number];
  if (suit !== null) lengths[suit] = Math.max(lengths[suit] ?? 0, length);
  return lengths;
};

const range = (s: Shown, min: number, max: number): Shown => ({
  ...s,
  min: Math.max(Math.min(s.max, min), s.min),
  max: Math.max(Math.min(s.max, max), s.min),
});

/** Reads one call of `seat` made after `prior`, given what the seat had shown before. */
const readCall = (
  s0: Shown,
  prior: readonly CallMade[],
  seat: Seat,
  made: CallMade,
  shownAt: (n: number, seat: Seat) => Shown,
): Shown => {
  const s: Shown = { ...s0, forcing: false, invite: false };
  const partner = partnerOf(seat);
  const opening = prior.find((m) => m.call.type === 'bid');
  const mine = bidsBy(prior, seat);
  const partners = bidsBy(prior, partner);
  const partnerDoubled = prior.some((m) => m.seat === partner && m.call.type === 'double');
  const last = lastBidOf(prior);
  const call = made.call;
  if (call.type === 'pass') {
    if (opening === undefined) return range(s, 0, 11);
    if (mine.length === 0 && opening.seat === partner && last?.seat === partner)
      return range(s, 0, 5);
    const pShown = shownAt(prior.length, partner);
    return pShown.invite && last?.seat === partner ? range(s, s.min, mid(s)) : s;
  }
  if (call.type === 'redouble') return range(s, 10, s.max);
  if (call.type === 'double') {
    if (mine.length > 0 || partners.length > 0 || last === null) return range(s, 6, s.max);
    const theirs = new Set(
      prior.flatMap((m) =>
        m.call.type === 'bid' && sideOf(m.seat) !== sideOf(seat)
          ? [suitOfStrain(m.call.strain)]
          : [],
      ),
    );
    const lengths = s.lengths.map((l, suit) => (theirs.has(suit as 0) ? l : Math.max(l, 3)));
    return { ...range(s, 12, 21), lengths: lengths as unknown as Shown['lengths'] };
  }
  const { level, strain } = call;
  const suit = suitOfStrain(strain);
  const jumps = level - cheapestLevel(strain, last);
  const game = gameLevel(strain);
  if (opening === undefined) {
    if (strain === 'NT')
      return level === 1
        ? { ...range(s, 15, 17), balanced: true, lengths: [2, 2, 2, 2] }
        : { ...range(s, 20, 21), balanced: true, lengths: [2, 2, 2, 2] };
    if (level === 1)
      return { ...range(s, 12, 21), lengths: withLength(s, suit, isMajor(suit ?? 0) ? 5 : 3) };
    return { ...range(s, 5, 11), lengths: withLength(s, suit, 6) };
  }
  const ourOpening = sideOf(opening.seat) === sideOf(seat);
  const pLast = partners[partners.length - 1];
  if (mine.length === 0 && ourOpening && (pLast !== undefined || partnerDoubled)) {
    // A response to partner's opening or overcall, or an answer to his takeout double.
    if (pLast === undefined || (partnerDoubled && partners.length === 0)) {
      if (strain === 'NT')
        return {
          ...range(s, [6, 10, 13][level - 1] ?? 13, [9, 12, 17][level - 1] ?? 20),
          balanced: true,
        };
      const pts = jumps === 0 ? [0, 8] : level >= game ? [12, 17] : [9, 11];
      return { ...range(s, pts[0] ?? 0, pts[1] ?? 8), lengths: withLength(s, suit, 4) };
    }
    const overcall = opening.seat !== partner;
    if (pLast.strain === 'NT') {
      const big = pLast.level >= 2;
      if (strain === 'NT') {
        if (big) return { ...range(s, level >= 6 ? 12 : 4, level >= 6 ? 15 : 11), balanced: true };
        const [lo, hi] =
          level === 2 ? [8, 9] : level === 3 ? [10, 15] : level === 4 ? [16, 17] : [18, 20];
        return { ...range(s, lo ?? 0, hi ?? 20), balanced: true, invite: level === 2 };
      }
      if (!big && level === 2) return { ...range(s, 0, 7), lengths: withLength(s, suit, 5) };
      const long = level >= game ? 6 : 5;
      return {
        ...range(s, big ? 4 : 10, 15),
        lengths: withLength(s, suit, long),
        forcing: level < game,
      };
    }
    if (strain === pLast.strain) {
      const [lo, hi] = overcall
        ? jumps === 0
          ? [8, 10]
          : [11, 14]
        : jumps === 0
          ? [6, 9]
          : level >= game
            ? [13, 16]
            : [10, 12];
      return {
        ...range(s, lo ?? 0, hi ?? 16),
        lengths: withLength(s, suit, isMajor(suit ?? 0) ? 3 : 4),
        invite: level === game - 1,
      };
    }
    if (strain === 'NT') {
      const [lo, hi] = level === 1 ? [6, 10] : level === 2 ? [11, 12] : [13, 15];
      return { ...range(s, lo ?? 0, hi ?? 15), balanced: level > 1, invite: level === 2 };
    }
    const [lo, hi] = jumps > 0 ? [16, 21] : level === 1 ? [6, 17] : [10, 17];
    return {
      ...range(s, lo ?? 0, hi ?? 21),
      lengths: withLength(s, suit, jumps > 0 ? 5 : 4),
      forcing: !overcall,
    };
  }
  if (mine.length === 0 && !ourOpening) {
    // An overcall of the opponents' opening.
    if (strain === 'NT') return { ...range(s, 15, 18), balanced: true, lengths: [2, 2, 2, 2] };
    return jumps > 0
      ? { ...range(s, 6, 10), lengths: withLength(s, suit, 6) }
      : { ...range(s, level === 1 ? 8 : 10, 16), lengths: withLength(s, suit, 5) };
  }
  // A rebid: lengths from the suits named, points from the level.
  const own = mine.some((b) => b.strain === strain);
  const partnersSuit = partners.some((b) => b.strain === strain);
  const prevLength = suit === null ? 0 : (s.lengths[suit] ?? 0);
  const lengths =
    suit === null
      ? s.lengths
      : withLength(
          s,
          suit,
          own ? Math.max(prevLength + 1, 5) : partnersSuit ? (isMajor(suit) ? 3 : 4) : 4,
        );
  const agreed = strain === 'NT' || partnersSuit || own;
  const pShown = shownAt(prior.length, partner);
  const next: Shown = { ...s, lengths, balanced: strain === 'NT' ? true : s.balanced && !own };
  if (level >= game) return pShown.invite ? range(next, mid(s), s.max) : next;
  if (level === game - 1 && agreed) return { ...range(next, mid(s), s.max), invite: true };
  if (jumps > 0) return range(next, mid(s), s.max);
  const responder = opening.seat === partner;
  return {
    ...(s.max - s.min > 6 ? range(next, s.min, mid(s)) : next),
    forcing: responder && !agreed,
  };
};

/**
 * What `seat` has shown by its calls in `calls`. Each call is read in the light of what the
 * partner had shown before it; the readings are shared, so a long auction costs little.
 */
export const readSeat = (calls: readonly CallMade[], seat: Seat): Shown => {
  const memo = new Map<number, Shown>();
  const shownAt = (n: number, who: Seat): Shown => {
    const key = n * 4 + who;
    const known = memo.get(key);
    if (known !== undefined) return known;
    let shown = n === 0 ? NOTHING_SHOWN : shownAt(n - 1, who);
    const made = calls[n - 1];
    if (made !== undefined && made.seat === who)
      shown = readCall(shown, calls.slice(0, n - 1), who, made, shownAt);
    memo.set(key, shown);
    return shown;
  };
  for (let n = 0; n <= calls.length; n++) for (const who of [0, 1, 2, 3] as const) shownAt(n, who);
  return shownAt(calls.length, seat);
};
