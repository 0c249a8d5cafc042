/**
 * The VP tables a round's score sheets reproduce, so that the players check their VP at the
 * table: BUR-CH art. 19, "Le tabelle, riprodotte sugli score, indicano i V.P. da assegnare alle
 * due linee in base alla differenza M.P. registrata al termine della partita"; S40-CdG art. 22,
 * the "TABELLA PER 3-4 SMAZZATE" or "PER 5 SMAZZATE" of the differences. Both are read from the
 * tables the scoring itself uses, so the paper cannot say other than the result.
 */
import { type VpTable, formatVpBands, parseVpBands } from '@tavolo/burraco';
import { differenceVp } from '@tavolo/scala40';
import type { TournamentConfig } from './config.js';

/** One band of a printed VP table. */
export interface SheetVpBand {
  /** The smallest MP difference of the band. */
  readonly from: number;
  /** The largest, inclusive; null for the open last band ("oltre 300"). */
  readonly upTo: number | null;
  /** Burraco: the VP of the line ahead, then of the line behind. Scala 40: the difference VP. */
  readonly vp: readonly number[];
}

/** The bands the way a printed Burraco table writes them (`0-50 10-10`, `55-150 11-9`). */
const burracoBands = (table: VpTable): readonly SheetVpBand[] => {
  const parsed = parseVpBands(formatVpBands(table));
  return parsed.ok
    ? parsed.value.map((b) => ({ from: b.from, upTo: b.upTo, vp: [b.winner, b.loser] }))
    : [];
};

/** Art. 22's last limit is 300 (5 hands): past it a difference earns no more VP. */
const SCALA40_SCAN = 2000;

/** The art. 22 table of `hands`, read band by band from `differenceVp` (MP are whole numbers). */
const scala40Bands = (hands: number): readonly SheetVpBand[] | null => {
  const bands: { from: number; upTo: number; vp: number }[] = [];
  for (let difference = 0; difference <= SCALA40_SCAN; difference++) {
    const vp = differenceVp(hands, difference);
    if (!vp.ok) return null;
    const last = bands.at(-1);
    if (last !== undefined && last.vp === vp.value) last.upTo = difference;
    else bands.push({ from: difference, upTo: difference, vp: vp.value });
  }
  return bands.map((b, i) => ({
    from: b.from,
    upTo: i === bands.length - 1 ? null : b.upTo,
    vp: [b.vp],
  }));
};

/**
 * The VP table the score sheets of `round` reproduce; null when the round has none (a
 * knockout's 3/0, a round the event does not have).
 */
export const roundVpBands = (
  config: TournamentConfig,
  round: number,
): readonly SheetVpBand[] | null => {
  const plan = config.rounds[round - 1];
  if (!plan) return null;
  if (config.game === 'scala40') return scala40Bands(plan.hands);
  if (plan.movement.kind === 'knockout') return null;
  const table = config.vpTables[String(plan.hands)];
  return table ? burracoBands(table) : null;
};
