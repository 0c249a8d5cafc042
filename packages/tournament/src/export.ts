/**
 * Exports of an event that need no printer: JSON with everything (settings, entrants, rounds
 * with scores, standings after each round, decisions, the log) for archives and other programs,
 * and CSV one table at a time for spreadsheets. The command line and the HTTP API both serve
 * these, so they are built here once.
 *
 * A decision a void took back is not in force, so the standings and scores leave it out; the
 * record still shows it, marked (voided-decisions.ts): the JSON lists it in `voided` with the
 * void's who, when and why; the decisions CSV keeps its rows, and the events CSV its line, with
 * the void's place, time, author and reason in the `void_*` columns (empty while in force).
 */
import { correctionsWindow, roundStatus } from './corrections.js';
import { configTime } from './event-time.js';
import { pairingFlags } from './pair.js';
import type { EntrantId } from './pairing.js';
import { prizeAwards } from './prizes.js';
import type { LoadedTournament } from './run-command.js';
import { lastCompleteRound, roundScores } from './scoring.js';
import { standings } from './standings.js';
import { type Note, type TournamentState, entrantById } from './state.js';
import { entrantName } from './views.js';
import { type VoidStamp, voidStamps, voidedDecisions } from './voided-decisions.js';
import { vpTableLine } from './vp-notice.js';

/** Everything about the event, for archives and other programs. */
export const exportJson = (loaded: LoadedTournament, now: string) => {
  const { state } = loaded;
  return {
    event: loaded.id,
    config: state.config,
    entrants: state.entrants,
    rounds: state.rounds.map((r) => ({
      round: r.round,
      status: roundStatus(state, r.round, now),
      pairedAt: r.pairedAt,
      publishedAt: r.publishedAt,
      ...correctionsWindow(state, r.round, now),
      seating: r.seating,
      pairing: r.pairing,
      results: [...r.results.entries()].map(([table, result]) => ({ table, ...result })),
      scores: roundScores(state, r.round),
      standings: standings(state, r.round),
    })),
    adjustments: state.adjustments,
    sanctions: state.sanctions,
    corrections: state.corrections,
    flags: pairingFlags(state),
    prizes: prizeAwards(state),
    voided: voidedDecisions(loaded.events),
    log: loaded.events,
  };
};

const csvCell = (value: unknown): string => {
  const text = value === null || value === undefined ? '' : String(value);
  return /[",\n;]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** A CSV table: a header row, then the rows, RFC 4180 quoting, one `\n` after each line. */
export const csvText = (header: readonly string[], rows: readonly (readonly unknown[])[]): string =>
  [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\n') + '\n';

const csv = csvText;

/** The CSV tables an export may ask for, by `what`. */
export const CSV_EXPORTS = [
  'entrants',
  'seating',
  'results',
  'standings',
  'decisions',
  'events',
] as const;

export type CsvExport = (typeof CSV_EXPORTS)[number];

/**
 * The words of a CSV in its reader's language: the times on the clock of the event's room, and
 * the reasons the package writes itself (`Note`: a walkover, a late arrival, a second caution).
 * Without them a CSV is in English, its times in the event's zone.
 */
export interface CsvWords {
  readonly lang: string;
  /** The text of a derived reason or breach from its code and figures. */
  readonly note: (note: Note) => string;
  /** The label of a correction's table in the decisions' entrant column. */
  readonly table: (table: number) => string;
}

/** The decisions CSV's columns, then those of a void (`void_*`, empty while in force). */
const DECISIONS_HEADER = [
  'at',
  'time',
  'by',
  'round',
  'entrant',
  'kind',
  'vp',
  'mp',
  'reason',
  'article',
];
const VOID_HEADER = ['void_seq', 'void_at', 'void_time', 'void_by', 'void_reason'];

/** What some decisions decided: the state's lists, or a voided decision's. */
type Decided = Pick<TournamentState, 'adjustments' | 'sanctions' | 'corrections'>;

const ENGLISH: CsvWords = { lang: 'en', note: () => '', table: (t) => `table ${t}` };

const csvTables = (
  loaded: LoadedTournament,
  round: number,
  words: CsvWords = ENGLISH,
): Readonly<Record<CsvExport, () => string>> => {
  const { state } = loaded;
  const time = (iso: string) => configTime(state.config, iso, words.lang);
  // A derived reason in the reader's words; a director's own reason as the log holds it.
  const said = (text: string, note: Note | undefined) =>
    note === undefined || words === ENGLISH ? text : words.note(note);
  const name = (id: EntrantId) => entrantName(entrantById(state, id)?.players ?? []);
  const voidCells = (stamp: VoidStamp | undefined) =>
    stamp === undefined
      ? ['', '', '', '', '']
      : [stamp.seq, stamp.at, time(stamp.at), stamp.by, stamp.reason];
  return {
    entrants: () =>
      csv(
        ['entrant', 'players', 'registered_after_round', 'late_minutes', 'left_from_round'],
        state.entrants.map((e) => [
          e.id,
          entrantName(e.players),
          e.registeredAfterRound,
          e.lateMinutes,
          e.leftFromRound,
        ]),
      ),
    seating: () =>
      csv(
        ['round', 'table', 'seat', 'entrant', 'players'],
        state.rounds.flatMap((r) => [
          ...r.pairing.tables.flatMap((t) =>
            t.seats.map((id, seat) => [r.round, t.table, seat + 1, id, name(id)]),
          ),
          ...r.pairing.byes.map((id) => [r.round, '', 'bye', id, name(id)]),
        ]),
      ),
    results: () =>
      csv(
        ['round', 'table', 'entrant', 'players', 'source', 'mp', 'vp', 'vp_table'],
        state.rounds.flatMap((r) =>
          roundScores(state, r.round).map((sc) => [
            r.round,
            sc.table,
            sc.entrant,
            name(sc.entrant),
            sc.source,
            sc.mp,
            sc.vp,
            vpTableLine(sc.vpTable),
          ]),
        ),
      ),
    standings: () =>
      csv(
        [
          'rank',
          'entrant',
          'players',
          'vp',
          'mp',
          'penalty_vp',
          'penalty_mp',
          'rounds',
          'withdrawn',
          'decided_by',
        ],
        standings(state, round).map((r) => [
          r.rank,
          r.entrant,
          entrantName(r.players),
          r.vp,
          r.mp,
          r.penaltyVp,
          r.penaltyMp,
          r.rounds,
          r.withdrawn,
          r.decidedBy,
        ]),
      ),
    decisions: () => {
      const rows = (d: Decided, stamp?: VoidStamp) => [
        ...d.adjustments.map((a) => [
          a.at,
          time(a.at),
          a.by,
          a.round,
          a.entrant,
          a.effect,
          a.vp,
          a.mp,
          said(a.reason, a.note),
          a.article,
          ...voidCells(stamp),
        ]),
        ...d.sanctions.map((x) => [
          x.at,
          time(x.at),
          x.by,
          x.round,
          x.entrant,
          x.level,
          '',
          '',
          `${x.player}: ${said(x.breach, x.note)}`,
          x.article,
          ...voidCells(stamp),
        ]),
        ...d.corrections.map((c) => [
          c.at,
          time(c.at),
          c.by,
          c.round,
          words.table(c.table),
          `correction-${c.kind}`,
          '',
          '',
          c.reason,
          '',
          ...voidCells(stamp),
        ]),
      ];
      // A voided decision with no row of those kinds (a registration, a pairing, a result, a
      // withdrawal, a tie order) shows as one row of its event's type.
      const voided = voidedDecisions(loaded.events).flatMap((v) => {
        const own = rows(v, v.void);
        if (own.length > 0) return own;
        const reason = 'reason' in v.event ? v.event.reason : '';
        const kind = v.type;
        return [
          [
            v.at,
            time(v.at),
            v.by,
            v.round,
            v.entrant,
            kind,
            '',
            '',
            reason,
            '',
            ...voidCells(v.void),
          ],
        ];
      });
      return csv([...DECISIONS_HEADER, ...VOID_HEADER], [...rows(state), ...voided]);
    },
    events: () => {
      const voids = voidStamps(voidedDecisions(loaded.events));
      return csv(
        ['seq', 'type', 'at', 'time', 'by', 'data', ...VOID_HEADER],
        loaded.events.map((e, i) => {
          const { type, at, by, ...data } = e;
          return [
            i + 1,
            type,
            at,
            time(at),
            by,
            JSON.stringify(data),
            ...voidCells(voids.get(i + 1)),
          ];
        }),
      );
    },
  };
};

export const isCsvExport = (what: string): what is CsvExport =>
  (CSV_EXPORTS as readonly string[]).includes(what);

/** One CSV table; `round` is the round the standings are after; `words`, its language. */
export const exportCsv = (
  loaded: LoadedTournament,
  what: CsvExport,
  round: number,
  words?: CsvWords,
): string => csvTables(loaded, round, words)[what]();

/** Standings default to the last round with every score in; seatings to the latest round. */
export const defaultExportRound = (state: TournamentState, what: string): number =>
  what === 'standings' ? lastCompleteRound(state) : state.rounds.length;
