/**
 * The count of a finished hand as the score sheet writes it: one line per item the regulation
 * names, with its points and its article, and the total the engine scored. The engines keep the
 * authoritative totals; these lines explain them. Where the cards left are not known (a page that
 * joined after the hand), a Scala 40 player's count is the one line of its penalty points.
 */
import {
  BURRACO_KINDS,
  type BurracoKind,
  COUNT_ARTICLES,
  type HandResult as BurracoResult,
  type RuleProfile as BurracoProfile,
  PROFILES as BURRACO_PROFILES,
  profileFromSpec as burracoProfileFromSpec,
  sideOf,
} from '@tavolo/burraco';
import { type CardId, faceOf } from '@tavolo/cards';
import {
  type HandResult as Scala40Result,
  type RuleProfile as Scala40Profile,
  PROFILES as SCALA40_PROFILES,
  penaltyValue,
  profileFromSpec as scala40ProfileFromSpec,
} from '@tavolo/scala40';

export type LineKind =
  /** Scala 40: the closer pays nothing. */
  | 'closed'
  /** The value of the cards left in hand (negative in Burraco, penalty points in Scala 40). */
  | 'cardsLeft'
  /** Scala 40: an ace alone in hand costs 1, not 11. */
  | 'aceAlone'
  /** Scala 40: a player who laid no card pays a flat penalty instead of the cards. */
  | 'neverMelded'
  /** Scala 40 variant b: a closing "in mano" doubles the others' points. */
  | 'inHandDouble'
  /** Scala 40: the penalty points alone, when the cards are not known. */
  | 'penalty'
  /** Burraco: the value of the cards melded. */
  | 'melds'
  | 'burraco'
  | 'closing'
  | 'closingAlMonte'
  | 'pozzettoNotTaken'
  | 'penaltyCards'
  | 'clock';

export interface ScoreLine {
  readonly kind: LineKind;
  readonly points: number;
  /** The article of the profile's own regulation, or null where its text has none (FIBUR). */
  readonly article: string | null;
  /** Burraco: the kind of burraco and how many. */
  readonly burraco?: BurracoKind;
  readonly count?: number;
  /** The cards the line counts. */
  readonly cards?: readonly CardId[];
  /** Scala 40 flat penalty: what the cards would have cost. */
  readonly cardsValue?: number;
}

export interface ScoreRow {
  /** The seat (Scala 40) or the line (Burraco). */
  readonly owner: number;
  readonly seats: readonly number[];
  readonly lines: readonly ScoreLine[];
  /** The engine's score of the hand: penalty points (Scala 40) or points (Burraco). */
  readonly total: number;
}

const sum = (values: readonly number[]): number => values.reduce((a, b) => a + b, 0);

export const scala40Profile = (spec: string): Scala40Profile => {
  const read = scala40ProfileFromSpec(spec);
  return read.ok ? read.value : SCALA40_PROFILES['fisca-gara'];
};

export const burracoProfile = (spec: string): BurracoProfile => {
  const read = burracoProfileFromSpec(spec);
  return read.ok ? read.value : BURRACO_PROFILES.champion;
};

/**
 * The lines that make up the engine's penalty for cards left in hand (S40-CdG art. 22, S40-REG
 * art. 7 and 9b, S40-CLUB §D), or undefined when the cards cannot explain it.
 */
const scala40PenaltyLines = (
  profile: Scala40Profile,
  cards: readonly CardId[],
  penalty: number,
  inHand: boolean,
): readonly ScoreLine[] | undefined => {
  const { options, citations } = profile;
  // Each profile cites the article on counting the cards left with its ace-alone option.
  const article = citations.aceAloneWorthOne.article;
  const value = sum(cards.map(penaltyValue));
  const lines: ScoreLine[] = [{ kind: 'cardsLeft', points: value, article, cards }];
  const only = cards.length === 1 ? faceOf(cards[0] as CardId) : undefined;
  let base = value;
  if (options.aceAloneWorthOne && only?.rank === 1) {
    lines.push({ kind: 'aceAlone', points: 1 - value, article });
    base = 1;
  }
  if (options.inHandClosingDoubles && inHand) {
    lines.push({
      kind: 'inHandDouble',
      points: base,
      article: citations.inHandClosingDoubles.article,
    });
    base *= 2;
  }
  if (base === penalty) return lines;
  const flat = options.neverMeldedPenalty;
  if (flat && (flat.when === 'always' || inHand) && flat.points === penalty)
    return [
      {
        kind: 'neverMelded',
        points: penalty,
        article: citations.neverMeldedPenalty.article,
        cards,
        cardsValue: value,
      },
    ];
  return undefined;
};

/**
 * One row per seat still in the match at this hand (a seat eliminated earlier has none).
 * `hands` are the cards left at the count, by seat, when known.
 */
export const scala40Rows = (
  profileSpec: string,
  result: Scala40Result,
  hands: readonly (readonly CardId[])[] | null,
): readonly ScoreRow[] => {
  const profile = scala40Profile(profileSpec);
  const article = profile.citations.aceAloneWorthOne.article;
  return result.penalties.flatMap((penalty, seat): ScoreRow[] => {
    if (penalty === null) return [];
    if (seat === result.closer)
      return [
        { owner: seat, seats: [seat], lines: [{ kind: 'closed', points: 0, article }], total: 0 },
      ];
    const cards = hands?.[seat];
    const lines = (cards && scala40PenaltyLines(profile, cards, penalty, result.inHand)) ?? [
      { kind: 'penalty', points: penalty, article },
    ];
    return [{ owner: seat, seats: [seat], lines, total: penalty }];
  });
};

/** The seats of each line: two pairs (0 and 2, 1 and 3), or one player each. */
export const burracoLines = (seats: number): readonly (readonly number[])[] =>
  [0, 1].map((side) =>
    Array.from({ length: seats }, (_, seat) => seat).filter((seat) => sideOf(seat) === side),
  );

/**
 * One row per line, each item of the count (BUR-CH art. 19 for Champion) on its own: positive (cards melded, burrachi
 * by kind, closing) then negative (cards left, pozzetto not taken, penalty cards, the clock of
 * art. 46). `hands` are the cards left at the count, by seat, when known.
 */
export const burracoRows = (
  profileSpec: string,
  result: BurracoResult,
  hands: readonly (readonly CardId[])[] | null,
  seats: number,
): readonly ScoreRow[] => {
  const { id, options } = burracoProfile(profileSpec);
  const articles = COUNT_ARTICLES[id];
  return burracoLines(seats).map((lineSeats, side) => {
    const score = result.scores[side as 0 | 1];
    const b = score.breakdown;
    const cards = hands ? lineSeats.flatMap((seat) => hands[seat] ?? []) : undefined;
    const burrachi = [...BURRACO_KINDS]
      .reverse()
      .filter((kind) => b.burrachi[kind] > 0)
      .map((kind): ScoreLine => ({
        kind: 'burraco',
        burraco: kind,
        count: b.burrachi[kind],
        points: b.burrachi[kind] * options.burracoValues[kind],
        article: articles.burrachi,
      }));
    const lines: ScoreLine[] = [
      { kind: 'melds', points: b.melds, article: articles.melds },
      ...burrachi,
      ...(b.closing !== 0
        ? [
            {
              kind: result.closing === 'al-monte' ? 'closingAlMonte' : 'closing',
              points: b.closing,
              article: articles.closing,
            } satisfies ScoreLine,
          ]
        : []),
      {
        kind: 'cardsLeft',
        points: b.hand,
        article: articles.cardsLeft,
        ...(cards ? { cards } : {}),
      },
      ...(b.pozzetto !== 0
        ? [
            {
              kind: 'pozzettoNotTaken',
              points: b.pozzetto,
              article: articles.pozzettoNotTaken,
            } satisfies ScoreLine,
          ]
        : []),
      ...(b.penaltyCards !== 0
        ? [
            {
              kind: 'penaltyCards',
              points: b.penaltyCards,
              article: articles.penaltyCards,
            } satisfies ScoreLine,
          ]
        : []),
      ...(b.clock !== 0
        ? [
            {
              kind: 'clock',
              points: b.clock,
              article: articles.clock,
            } satisfies ScoreLine,
          ]
        : []),
    ];
    return { owner: side, seats: lineSeats, lines, total: score.total };
  });
};
