/**
 * The report an organizer sends to the federation after an event: the final standings and
 * every result, with each player's membership number, club, region and category. Open and
 * documented (docs/federation-report.md describes every field and column), as JSON (one
 * document) and as CSV (three tables: `standings`, one row per player; `results`, one row per
 * entrant and round; `voids`, one row per decision a void took back), UTF-8, comma-separated,
 * RFC 4180 quoting, a header row. The standings and results are those in force; a voided
 * decision is left out of them and listed in `voids` with the void's who, when and why.
 *
 * The report is built from the log alone, so it can be made again at any time and gives the
 * same figures; `final` says whether every round was played and its correction period is over
 * (S40-CdG art. 24, BUR-CH art. 21). Players registered before their data were kept (logs
 * with only display names) have an empty surname, first name and membership: their name stays
 * whole in `name`.
 */
import { roundStatus } from './corrections.js';
import type { Person } from './event.js';
import { csvText } from './export.js';
import type { EntrantId } from './pairing.js';
import { prizeAwards } from './prizes.js';
import type { LoadedTournament } from './run-command.js';
import { type RoundScore, lastCompleteRound, roundScores } from './scoring.js';
import { type StandingRow, standings } from './standings.js';
import { type EntrantState, type TournamentState, tableAt, tableOf } from './state.js';
import { entrantName } from './views.js';
import { type VoidStamp, voidedDecisions } from './voided-decisions.js';

/** The name and version of the format, written in every JSON report. */
export const FEDERATION_REPORT_FORMAT = 'tavolo-federation-report';
export const FEDERATION_REPORT_VERSION = 1;

/** The CSV tables of the report. */
export const FEDERATION_TABLES = ['standings', 'results', 'voids'] as const;
export type FederationTable = (typeof FEDERATION_TABLES)[number];

export const isFederationTable = (what: string): what is FederationTable =>
  (FEDERATION_TABLES as readonly string[]).includes(what);

export interface ReportPlayer {
  /** As printed: "First Surname". */
  readonly name: string;
  readonly surname: string;
  readonly firstName: string;
  readonly membership: string;
  readonly club: string;
  readonly region: string;
  readonly category: string;
}

/** A row of the standings (standings.ts) with its players' data and its prize. */
export interface ReportStanding extends Omit<StandingRow, 'players'> {
  readonly players: readonly ReportPlayer[];
  readonly prize: string | null;
  readonly prizeGroup: string | null;
}

export interface ReportResult {
  readonly round: number;
  readonly table: number | null;
  readonly entrant: EntrantId;
  readonly opponents: readonly EntrantId[];
  readonly source: RoundScore['source'];
  readonly mp: number;
  readonly vp: number;
}

/** A decision a void took back: what it was, and the void. */
export interface ReportVoid {
  /** The decision's place in the event's log (1-based). */
  readonly seq: number;
  /** The event's type in the log: `registered`, `sanctioned`, `penalized`... */
  readonly type: string;
  readonly at: string;
  readonly by: string;
  readonly round: number | null;
  readonly entrant: EntrantId | null;
  readonly void: VoidStamp;
}

export interface FederationReport {
  readonly format: typeof FEDERATION_REPORT_FORMAT;
  readonly version: typeof FEDERATION_REPORT_VERSION;
  readonly generatedAt: string;
  readonly event: {
    readonly id: string;
    readonly name: string;
    readonly date: string;
    readonly game: string;
    readonly profile: string;
    readonly kind: string;
    readonly rounds: number;
    readonly roundsPlayed: number;
    readonly final: boolean;
  };
  readonly standings: readonly ReportStanding[];
  readonly results: readonly ReportResult[];
  readonly voids: readonly ReportVoid[];
}

const reportPlayer = (name: string, person: Person | undefined): ReportPlayer => ({
  name,
  surname: person?.surname ?? '',
  firstName: person?.firstName ?? '',
  membership: person?.membership ?? '',
  club: person?.club ?? '',
  region: person?.region ?? '',
  category: person?.category ?? '',
});

const playersOf = (entrant: EntrantState | undefined): ReportPlayer[] =>
  (entrant?.players ?? []).map((name, i) => reportPlayer(name, entrant?.people?.[i]));

/** Who sat at the other side(s) of `entrant`'s table in a round. */
const opponentsIn = (state: TournamentState, round: number, entrant: EntrantId): EntrantId[] => {
  // Indexed lookups: a scan of every table for every entrant made the report cost n².
  const played = state.rounds[round - 1];
  const at = played ? tableOf(played, entrant) : null;
  const table = played && at ? tableAt(played, at.table) : undefined;
  return table ? table.seats.filter((s) => s !== entrant) : [];
};

/** The report as one JSON document (`now`: when it is made, for the correction periods). */
export const federationReport = (loaded: LoadedTournament, now: string): FederationReport => {
  const { state } = loaded;
  const played = lastCompleteRound(state);
  const total = state.config.rounds.length;
  const rows = standings(state, played);
  const prizes = new Map(prizeAwards(state, rows).map((a) => [a.row.entrant, a]));
  const entrants = new Map(state.entrants.map((e) => [e.id, e]));
  return {
    format: FEDERATION_REPORT_FORMAT,
    version: FEDERATION_REPORT_VERSION,
    generatedAt: now,
    event: {
      id: loaded.id,
      name: state.config.name,
      date: state.config.date,
      game: state.config.game,
      profile: state.config.profile,
      kind: state.config.kind,
      rounds: total,
      roundsPlayed: played,
      final: played === total && total > 0 && roundStatus(state, total, now) === 'final',
    },
    standings: rows.map((r) => {
      const award = prizes.get(r.entrant);
      return {
        ...r,
        players: playersOf(entrants.get(r.entrant)),
        prize: award?.prize ?? null,
        prizeGroup: award?.group ? `${award.group.field}=${award.group.value}` : null,
      };
    }),
    results: Array.from({ length: played }, (_, i) =>
      roundScores(state, i + 1)
        .filter((s) => s.source !== 'pending')
        .map((s) => ({
          round: s.round,
          table: s.table,
          entrant: s.entrant,
          opponents: opponentsIn(state, s.round, s.entrant),
          source: s.source,
          mp: s.mp,
          vp: s.vp,
        })),
    ).flat(),
    voids: voidedDecisions(loaded.events).map((v) => ({
      seq: v.seq,
      type: v.type,
      at: v.at,
      by: v.by,
      round: v.round,
      entrant: v.entrant,
      void: v.void,
    })),
  };
};

const STANDINGS_HEADER = [
  'rank',
  'entrant',
  'player',
  'surname',
  'first_name',
  'name',
  'membership',
  'club',
  'region',
  'category',
  'vp',
  'mp',
  'penalty_vp',
  'penalty_mp',
  'rounds',
  'withdrawn',
  'prize',
  'prize_group',
] as const;

const RESULTS_HEADER = [
  'round',
  'table',
  'entrant',
  'players',
  'memberships',
  'opponents',
  'opponent_memberships',
  'source',
  'mp',
  'vp',
] as const;

const VOIDS_HEADER = [
  'seq',
  'type',
  'at',
  'by',
  'round',
  'entrant',
  'memberships',
  'void_seq',
  'void_at',
  'void_by',
  'void_reason',
] as const;

/** One table of the report as CSV. */
export const federationCsv = (
  loaded: LoadedTournament,
  what: FederationTable,
  now: string,
): string => {
  const report = federationReport(loaded, now);
  if (what === 'standings')
    return csvText(
      STANDINGS_HEADER,
      report.standings.flatMap((s) =>
        s.players.map((p, i) => [
          s.rank,
          s.entrant,
          i + 1,
          p.surname,
          p.firstName,
          p.name,
          p.membership,
          p.club,
          p.region,
          p.category,
          s.vp,
          s.mp,
          s.penaltyVp,
          s.penaltyMp,
          s.rounds,
          s.withdrawn,
          s.prize,
          s.prizeGroup,
        ]),
      ),
    );
  const players = new Map(report.standings.map((s) => [s.entrant, s.players] as const));
  const memberships = (ids: readonly EntrantId[]) =>
    ids.flatMap((id) => (players.get(id) ?? []).map((p) => p.membership)).join('|');
  if (what === 'voids')
    return csvText(
      VOIDS_HEADER,
      report.voids.map((v) => [
        v.seq,
        v.type,
        v.at,
        v.by,
        v.round,
        v.entrant,
        v.entrant === null ? '' : memberships([v.entrant]),
        v.void.seq,
        v.void.at,
        v.void.by,
        v.void.reason,
      ]),
    );
  return csvText(
    RESULTS_HEADER,
    report.results.map((r) => [
      r.round,
      r.table,
      r.entrant,
      entrantName((players.get(r.entrant) ?? []).map((p) => p.name)),
      memberships([r.entrant]),
      r.opponents.join('|'),
      memberships(r.opponents),
      r.source,
      r.mp,
      r.vp,
    ]),
  );
};
