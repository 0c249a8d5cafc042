/**
 * Where a Burraco round's VP come from, when a result must say so. BUR-CH art. 19's own tables
 * were lost: the FIBUR tables stand in for them in a Champion event (`substitute`), and the
 * 2-hand default is computed by Tavolo (`derived`; README: it "may be offered only if it is
 * labelled as derived"). Results, exports and score sheets carry this notice.
 */
import { type VpTableNotice, vpTableNotice } from '@tavolo/burraco';
import type { TournamentConfig } from './config.js';

export interface RoundVpTable {
  readonly name: string;
  readonly source: string;
  readonly notice: VpTableNotice;
}

/**
 * The VP table of `round` when it is derived or a substitute; null when the round is scored
 * otherwise (Scala 40, knockout's 3/0) or on the event's own table.
 */
export const roundVpTable = (config: TournamentConfig, round: number): RoundVpTable | null => {
  const plan = config.rounds[round - 1];
  if (config.game !== 'burraco' || !plan || plan.movement.kind === 'knockout') return null;
  const table = config.vpTables[String(plan.hands)];
  const notice = table ? vpTableNotice(table, config.profile) : null;
  return table && notice ? { name: table.name, source: table.source, notice } : null;
};

/** The notice as one line of text, for CSV cells and plain listings. */
export const vpTableLine = (table: RoundVpTable | null | undefined): string =>
  table ? `${table.notice}: ${table.name}` : '';
