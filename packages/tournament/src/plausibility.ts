/**
 * Whether a score sheet could have come from the table: figures no hand of the game and profile
 * can produce are refused (`impossible-score`), figures far outside what hands usually give are
 * doubts the director confirms (`unlikely-score`, confirm.ts). Every bound stands next to the
 * sentence of the regulation it rests on. Shape (hands, sides, whole numbers) is checked before,
 * in direct.ts; here only the figures.
 *
 * The params of each refusal and doubt name the hand and the seat (1-based), the entrant, the
 * points and the bound, and `check`, which bound it is, so that a front end writes it whole.
 */
import { type Result, err, ok } from '@tavolo/cards';
import {
  DEFAULT_VP_TABLES,
  type VpTable,
  profileFromSpec as burracoProfile,
} from '@tavolo/burraco';
import { profileFromSpec as scala40Profile } from '@tavolo/scala40';
import type { TournamentConfig } from './config.js';
import { type Doubt, type TournamentError, tournamentError } from './error.js';
import { zoneParam } from './event-time.js';
import type { HandScores } from './event.js';
import type { EntrantId, TableSeating } from './pairing.js';
import { linesOf } from './scoring.js';
import { type RoundState, type TournamentState, entrantById } from './state.js';

export type PlausibilityCheck =
  /** More points than the cards of one hand can be worth. */
  | 'above-max'
  /** Fewer points than the cards of one hand can be worth (Burraco), or than one card (Scala 40). */
  | 'below-min'
  /** Scala 40: more than one player at 0, when only the one who closed has no card left. */
  | 'two-closers'
  /** Scala 40: nobody at 0, a hand ended without a closing. */
  | 'no-closing'
  /** Far beyond what hands usually give. */
  | 'outlier';

/** One sheet to check: its round's hands and, per side, who sits there and whether still playing. */
export interface SheetFigures {
  readonly round: number;
  readonly hands: readonly HandScores[];
  /** Who sits at each side (Scala 40: each player; Burraco: the line's entrants, `E1+E4`). */
  readonly sides: readonly EntrantId[];
  /** Sides whose player walked out during the round (S40-CdG art. 25): not checked. */
  readonly gone: readonly boolean[];
}

const SCALA40_ARTICLE = 'S40-CdG art. 22';
const BURRACO_ARTICLE = 'BUR-CH art. 19';

/**
 * S40-CdG art. 1: "La Scala 40 si gioca con due mazzi di carte anglo-francesi di 54 carte
 * compresi i 4 Jolly", valued in hand by art. 22: "JOLLY 25 punti, ASSO 11 punti, K Q J 10
 * 10 punti, 9 8 7 6 5 4 3 2 il valore nominale". Eight of each rank, four jokers: 108 cards
 * worth 860 in all, highest first.
 */
const SCALA40_DECK: readonly number[] = [
  ...Array<number>(4).fill(25),
  ...Array<number>(8).fill(11),
  ...Array<number>(32).fill(10),
  ...[9, 8, 7, 6, 5, 4, 3, 2].flatMap((v) => Array<number>(8).fill(v)),
];

const sum = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0);

export interface Scala40Bounds {
  /** The fewest points of a player who did not close: one card left. */
  readonly min: number;
  /** The most points one player can take in one hand. */
  readonly max: number;
  /** Above this a hand's points are a doubt. */
  readonly unlikely: number;
}

/** The bounds of one Scala 40 hand under a rule profile (`fisca-gara`, `club-151`, ...). */
export const scala40Bounds = (profile: string): Scala40Bounds => {
  const found = scala40Profile(profile);
  // makeConfig admits only known profiles; the FISCA Codice di Gara stands in otherwise.
  const options = found.ok ? found.value.options : null;
  const handSize = options?.handSize ?? 13;
  // S40-CdG art. 13: with a card too many in the deal "la smazzata continua fino alla fine col
  // risultato convalidato", and S40-CLUB §B closes "con scarto, se si ha più di 13 carte": a
  // player may end a hand holding one card more than the deal's 13 (art. 4).
  const cards = SCALA40_DECK.slice(0, handSize + 1);
  // S40-REG art. 9b: "il punteggio delle carte in mano agli avversari si conta doppio", and
  // "vengono assegnati 100 punti" to who holds every card (S40-CLUB §D alike).
  const factor = options?.inHandClosingDoubles ? 2 : 1;
  const flat = options?.neverMeldedPenalty?.points ?? 0;
  const max = factor * Math.max(sum(cards), flat);
  // Definitions: "Chiusura: Aver calato tutte le carte in proprio possesso scartandone una";
  // art. 20 makes a player who would be left without a discard take cards back. So whoever did
  // not close holds a card, worth at least 2 (art. 22: "9 8 7 6 5 4 3 2 il valore nominale"),
  // or 1 where an ace alone is worth 1 (S40-REG art. 7.1, S40-CLUB §D).
  const min = options?.aceAloneWorthOne ? 1 : 2;
  // A full hand of 13 cards (art. 4) is worth on average 13 x 860 / 108, about 104: half as
  // much again, about 155, is far beyond what a player caught with every card usually pays.
  const average = (handSize * sum(SCALA40_DECK)) / SCALA40_DECK.length;
  const unlikely = factor * Math.round(1.5 * average);
  return { min, max, unlikely };
};

export interface BurracoBounds {
  readonly min: number;
  readonly max: number;
  /** Beyond this, either way, a line's hand is a doubt. */
  readonly unlikely: number;
}

/**
 * The bounds of one line's score in one Burraco hand under a profile, for a round of `hands`
 * hands scored on `vpTable`'s bands.
 */
export const burracoBounds = (
  config: Pick<TournamentConfig, 'profile' | 'kind' | 'vpTables'>,
  hands: number,
): BurracoBounds => {
  const found = burracoProfile(config.profile);
  const o = found.ok ? found.value.options : null;
  // BUR-CH art. 1: "due mazzi di carte anglo-francesi di 54 carte ciascuno (i 4 jolly
  // compresi)", valued by the README's figures (jolly 30, pinella 20, asso 15, K-8 10, 7-3 5):
  // 4 jolly, 8 pinelle, 8 aces, 48 cards K-8 and 40 cards 7-3.
  const v = o?.cardValues ?? { joker: 30, pinella: 20, ace: 15, high: 10, low: 5 };
  const deck = 4 * v.joker + 8 * v.pinella + 8 * v.ace + 48 * v.high + 40 * v.low;
  // BUR-CH art. 19, "POSITIVI: Burraco sporco: 100 punti Burraco semipulito: 150 punti
  // Burraco pulito: 300 punti Burraco champion: 500 punti Chiusura: 200 punti": at best one
  // line melds all 108 cards, in burrachi of at least 7 cards (art. 14) or champions of 13,
  // and closes.
  const values = o?.burracoValues ?? { sporco: 100, semipulito: 150, pulito: 300, champion: 500 };
  const least = o?.burracoMinCards ?? 7;
  const best = Math.max(values.pulito, values.semipulito, values.sporco);
  const championCards = o?.champion?.minCards ?? null;
  let bonus = 0;
  for (
    let champions = 0;
    champions <= (championCards ? Math.floor(108 / championCards) : 0);
    champions++
  )
    bonus = Math.max(
      bonus,
      champions * values.champion +
        Math.floor((108 - champions * (championCards ?? 0)) / least) * best,
    );
  // "NEGATIVI: Pozzetto non preso: 200 punti [...] Valore delle carte non giocate": at worst
  // a line holds every card and never took its pozzetto.
  const closing = o?.closingBonus ?? 200;
  const pozzetto = o?.pozzettoNotTakenPenalty ?? 200;
  // Teams enter the aggregated MP of their lines (config note), at most four lines of a team
  // of eight (BUR-CH art. 2).
  const lines = config.kind === 'teams' ? 4 : 1;
  // The VP tables (BUR-CH art. 19) give 20-0 above their last bounded difference (1500 over 3
  // hands on the FIBUR table, 2000 over 4): one hand whose score alone passes the whole
  // round's 20-0 difference is far beyond the usual. An organizer's own table with narrower
  // bands changes the VP, not what a hand can give: the wider of the two stands.
  const topOf = (bands: readonly { readonly upTo: number | null }[]) =>
    Math.max(0, ...bands.map((b) => b.upTo ?? 0));
  const federation = DEFAULT_VP_TABLES[hands as 2 | 3 | 4] as VpTable | undefined;
  const top = Math.max(
    topOf(config.vpTables[String(hands)]?.bands ?? []),
    topOf(federation?.bands ?? []),
  );
  return {
    min: -lines * (deck + pozzetto),
    max: lines * (deck + bonus + closing),
    unlikely: lines * (top > 0 ? top : 1500),
  };
};

const impossible = (
  article: string,
  message: string,
  params: Readonly<Record<string, string | number>>,
): Result<never, TournamentError> =>
  err(tournamentError('impossible-score', article, message, params));

const doubt = (
  article: string,
  message: string,
  params: Readonly<Record<string, string | number>>,
): Doubt => ({ code: 'unlikely-score', article, message, params });

const scala40Sheet = (
  config: TournamentConfig,
  sheet: SheetFigures,
): Result<Doubt[], TournamentError> => {
  const bounds = scala40Bounds(config.profile);
  const doubts: Doubt[] = [];
  for (const [h, hand] of sheet.hands.entries()) {
    const playing = hand
      .map((points, seat) => ({ points, seat }))
      .filter((x) => !sheet.gone[x.seat]);
    for (const { points, seat } of playing) {
      const params = { hand: h + 1, seat: seat + 1, entrant: sheet.sides[seat] ?? '', points };
      if (points > bounds.max)
        return impossible(
          SCALA40_ARTICLE,
          `hand ${h + 1}, seat ${seat + 1}: ${points} points are more than the cards of a hand are worth (${bounds.max})`,
          { ...params, limit: bounds.max, check: 'above-max' },
        );
      if (points > 0 && points < bounds.min)
        return impossible(
          SCALA40_ARTICLE,
          `hand ${h + 1}, seat ${seat + 1}: ${points} points are fewer than one card is worth (${bounds.min})`,
          { ...params, limit: bounds.min, check: 'below-min' },
        );
      if (points > bounds.unlikely)
        doubts.push(
          doubt(SCALA40_ARTICLE, `hand ${h + 1}, seat ${seat + 1}: ${points} points in one hand`, {
            ...params,
            limit: bounds.unlikely,
            check: 'outlier',
          }),
        );
    }
    const closers = playing.filter((x) => x.points === 0);
    const second = closers[1];
    if (second)
      return impossible(
        'S40-CdG art. 19, 20',
        `hand ${h + 1}: ${closers.length} players at 0, but only the one who closed has no card left`,
        {
          hand: h + 1,
          seat: second.seat + 1,
          entrant: sheet.sides[second.seat] ?? '',
          points: 0,
          limit: closers.length,
          check: 'two-closers',
        },
      );
    // A hand with nobody at 0 ended without a closing: the time out of art. 21 (whose text our
    // copy lacks) may end a hand, so it is a doubt, not a refusal. A player who walked out is
    // not counted: his 0 may be the closing of the hand he played before leaving.
    if (!hand.some((points) => points === 0))
      doubts.push(
        doubt('S40-CdG art. 19, 21', `hand ${h + 1}: nobody closed`, {
          hand: h + 1,
          seat: 0,
          entrant: '',
          points: Math.min(...hand),
          limit: 0,
          check: 'no-closing',
        }),
      );
  }
  return ok(doubts);
};

const burracoSheet = (
  config: TournamentConfig,
  sheet: SheetFigures,
): Result<Doubt[], TournamentError> => {
  const bounds = burracoBounds(config, sheet.hands.length);
  const doubts: Doubt[] = [];
  for (const [h, hand] of sheet.hands.entries())
    for (const [side, points] of hand.entries()) {
      const params = { hand: h + 1, seat: side + 1, entrant: sheet.sides[side] ?? '', points };
      if (points > bounds.max || points < bounds.min)
        return impossible(
          BURRACO_ARTICLE,
          `hand ${h + 1}, line ${side + 1}: ${points} points are beyond what a hand can give (${bounds.min} to ${bounds.max})`,
          {
            ...params,
            limit: points > bounds.max ? bounds.max : bounds.min,
            check: points > bounds.max ? 'above-max' : 'below-min',
          },
        );
      if (Math.abs(points) > bounds.unlikely)
        doubts.push(
          doubt(BURRACO_ARTICLE, `hand ${h + 1}, line ${side + 1}: ${points} points in one hand`, {
            ...params,
            limit: points > 0 ? bounds.unlikely : -bounds.unlikely,
            check: 'outlier',
          }),
        );
    }
  return ok(doubts);
};

/** The doubts of a sheet whose figures are possible, or the refusal of the first impossible one. */
export const checkSheet = (
  config: TournamentConfig,
  sheet: SheetFigures,
): Result<readonly Doubt[], TournamentError> =>
  config.game === 'scala40' ? scala40Sheet(config, sheet) : burracoSheet(config, sheet);

/**
 * The checks of a score sheet (or its correction) for one table of a round: refused when
 * stamped before the round was paired (`before-pairing`: no table plays before it exists) or
 * when a figure is impossible; else the doubts of its figures.
 */
export const checkTableSheet = (
  state: TournamentState,
  round: RoundState,
  table: TableSeating,
  hands: readonly HandScores[],
  at: string,
): Result<readonly Doubt[], TournamentError> => {
  if (Date.parse(at) < Date.parse(round.pairedAt))
    return err(
      tournamentError(
        'before-pairing',
        'Tavolo',
        `a result of round ${round.round} cannot precede its pairing (${round.pairedAt})`,
        {
          round: round.round,
          table: table.table,
          pairedAt: round.pairedAt,
          at,
          ...zoneParam(state.config),
        },
      ),
    );
  const line = state.config.game === 'burraco';
  const sides = line ? linesOf(state, table).map((l) => l.join('+')) : table.seats;
  const gone = sides.map(
    (entrant) => !line && entrantById(state, entrant)?.leftDuringRound === round.round,
  );
  return checkSheet(state.config, { round: round.round, hands, sides, gone });
};
