/**
 * Victory points (BUR-CH art. 19): a table turns the difference of match points (MP) between
 * the two lines into a pair of VP. The tables the regulation prints were lost in conversion;
 * the FIBUR 3- and 4-hand tables come from the README (puntiburraco.it, eburraco.com) and are
 * data an organizer may replace. Knockout (3/0) and "altri tornei" (3/1/0) are art. 19 too.
 */

/** Differences up to `upTo` (inclusive) give `winner`-`loser`; null = any larger difference. */
export interface VpBand {
  readonly upTo: number | null;
  readonly winner: number;
  readonly loser: number;
}

export interface VpTable {
  readonly name: string;
  readonly source: string;
  /** True for a table Tavolo computed rather than found in a source (README: must be labelled). */
  readonly derived: boolean;
  /**
   * The rules whose table this is (`FIBUR`), when known. Used by an event of other rules it is
   * a substitute (`vpTableNotice`); an organizer's own table leaves it out.
   */
  readonly regulation?: string;
  /** Ascending `upTo`; the last band has `upTo: null`. */
  readonly bands: readonly VpBand[];
}

const fiburBands = (limits: readonly number[]): VpBand[] => [
  ...limits.map((upTo, i) => ({ upTo, winner: 10 + i, loser: 10 - i })),
  { upTo: null, winner: 20, loser: 0 },
];

export const FIBUR_3_HANDS: VpTable = {
  name: 'FIBUR 3 hands',
  source: 'README (puntiburraco.it, eburraco.com)',
  derived: false,
  regulation: 'FIBUR',
  bands: fiburBands([50, 150, 250, 350, 500, 650, 800, 1000, 1250, 1500]),
};

export const FIBUR_4_HANDS: VpTable = {
  name: 'FIBUR 4 hands',
  source: 'README (puntiburraco.it, eburraco.com)',
  derived: false,
  regulation: 'FIBUR',
  bands: fiburBands([100, 300, 500, 700, 900, 1100, 1300, 1500, 1700, 2000]),
};

/**
 * No public source gives a 2-hand table (README). This default scales the 3-hand limits by 2/3
 * and rounds them to multiples of 5, the step of Burraco scores; it is labelled as derived.
 */
export const DERIVED_2_HANDS: VpTable = {
  name: 'Derived 2 hands (2/3 of the FIBUR 3-hand limits)',
  source: 'Tavolo: derived from FIBUR_3_HANDS, no public source',
  derived: true,
  bands: fiburBands(
    [50, 150, 250, 350, 500, 650, 800, 1000, 1250, 1500].map(
      (l) => Math.round((l * 2) / 3 / 5) * 5,
    ),
  ),
};

/** VP tables by number of hands in a match (BUR-CH art. 6: matches of 2, 3 or 4 hands). */
export type VpTables = Readonly<Record<2 | 3 | 4, VpTable>>;

export const DEFAULT_VP_TABLES: VpTables = {
  2: DERIVED_2_HANDS,
  3: FIBUR_3_HANDS,
  4: FIBUR_4_HANDS,
};

/** The rules of each profile, as VP tables name them. */
const PROFILE_REGULATION: Readonly<Record<string, string>> = { champion: 'BUR-CH', fibur: 'FIBUR' };

/**
 * Why a result scored on `table` by an event of `profile` must say where its VP come from
 * (README: a derived table "must be labelled"): `derived` for a table Tavolo computed,
 * `substitute` for another regulation's table standing in for the event's own (BUR-CH art. 19
 * lost its tables, so a Champion event scored on the FIBUR defaults); null for the event's own.
 */
export type VpTableNotice = 'derived' | 'substitute';

export const vpTableNotice = (table: VpTable, profile: string): VpTableNotice | null => {
  if (table.derived) return 'derived';
  return table.regulation !== undefined && table.regulation !== PROFILE_REGULATION[profile]
    ? 'substitute'
    : null;
};

/** The VP of lines A and B for MP difference `diff` = MP(A) - MP(B), which may be negative. */
export const vpForDiff = (table: VpTable, diff: number): readonly [number, number] => {
  const size = Math.abs(diff);
  const band = table.bands.find((b) => b.upTo === null || size <= b.upTo) as VpBand;
  return diff >= 0 ? [band.winner, band.loser] : [band.loser, band.winner];
};

/**
 * The MP one VP is worth on `table` (BUR-CH art. 22: "la perdita di 1 V.P. ed equivalenti
 * M.P."). The text gives no rule; Tavolo reads it as the MP it takes, beyond a draw, to win one
 * VP more: from the limit of the first band to the limit of the first band that pays more,
 * divided by the VP it adds (100 on the FIBUR 3-hand table, 200 on the 4-hand one). A table
 * with no bounded band above the draw (3/1/0) has no MP equivalent: 0.
 */
export const mpForOneVp = (table: VpTable): number => {
  const [first] = table.bands;
  if (!first || first.upTo === null) return 0;
  const next = table.bands.find((b) => b.winner > first.winner);
  if (!next || next.upTo === null) return 0;
  return Math.round((next.upTo - first.upTo) / (next.winner - first.winner));
};

/**
 * Knockout (art. 19 "tornei ko"): 3 to the line with more MP, 0 to the other; on equal MP the
 * win goes to the line that closed. The text does not say which closing when a match has many:
 * Tavolo reads it as the last closing of the match; with no closing at all there is no winner
 * and the director decides (null).
 */
export const knockoutPoints = (
  mp: readonly [number, number],
  lastCloser: 0 | 1 | null,
): readonly [number, number] | null => {
  const winner = mp[0] > mp[1] ? 0 : mp[1] > mp[0] ? 1 : lastCloser;
  if (winner === null) return null;
  return winner === 0 ? [3, 0] : [0, 3];
};

/** "Altri tornei" (art. 19): win 3, draw 1, loss 0. */
export const winDrawLossPoints = (mp: readonly [number, number]): readonly [number, number] =>
  mp[0] > mp[1] ? [3, 0] : mp[0] < mp[1] ? [0, 3] : [1, 1];
