/**
 * `tavolo tournament export --format json|csv|pdf --what ... [--round R] [--out FILE]`.
 * JSON holds everything (settings, entrants, rounds with scores, standings after each round,
 * decisions, the log); CSV one table at a time for spreadsheets; PDF what is printed for the
 * room: score sheets of a round, the seating list, the standings.
 */
import { writeFileSync } from 'node:fs';
import {
  type PlayerName,
  type Position,
  type Seat,
  scoreSheetsPdf,
  seatingListPdf,
  standingsPdf,
} from '@tavolo/print';
import {
  type EntrantId,
  type TournamentState,
  correctionDeadline,
  entrantName,
  lastCompleteRound,
  pairingFlags,
  prizeList,
  roundScores,
  roundStatus,
  standings,
} from '@tavolo/tournament';
import { EXIT_FAILURE, EXIT_OK, usageError } from './command.js';
import type { Loaded, Session } from './tournament.js';

const flag = (s: Session, name: string): string | undefined => {
  const v = s.flags.values[name];
  return typeof v === 'string' ? v : undefined;
};

/** Everything about the event, for archives and other programs. */
const everything = (loaded: Loaded, now: string) => {
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
      correctionsUntil: correctionDeadline(state, r.round),
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
    prizes: prizeList(state),
    log: loaded.events,
  };
};

const csvCell = (value: unknown): string => {
  const text = value === null || value === undefined ? '' : String(value);
  return /[",\n;]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

const csv = (header: readonly string[], rows: readonly (readonly unknown[])[]): string =>
  [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\n') + '\n';

const csvTables = (loaded: Loaded, round: number): Record<string, () => string> => {
  const { state } = loaded;
  const name = (id: EntrantId) =>
    entrantName(state.entrants.find((e) => e.id === id)?.players ?? []);
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
        ['round', 'table', 'entrant', 'players', 'source', 'mp', 'vp'],
        state.rounds.flatMap((r) =>
          roundScores(state, r.round).map((sc) => [
            r.round,
            sc.table,
            sc.entrant,
            name(sc.entrant),
            sc.source,
            sc.mp,
            sc.vp,
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
          r.rounds,
          r.withdrawn,
          r.decidedBy,
        ]),
      ),
    decisions: () =>
      csv(
        ['at', 'by', 'round', 'entrant', 'kind', 'vp', 'mp', 'reason', 'article'],
        [
          ...state.adjustments.map((a) => [
            a.at,
            a.by,
            a.round,
            a.entrant,
            a.effect,
            a.vp,
            a.mp,
            a.reason,
            a.article,
          ]),
          ...state.sanctions.map((x) => [
            x.at,
            x.by,
            x.round,
            x.entrant,
            x.level,
            '',
            '',
            `${x.player}: ${x.breach}`,
            x.article,
          ]),
          ...state.corrections.map((c) => [
            c.at,
            c.by,
            c.round,
            `table ${c.table}`,
            `correction-${c.kind}`,
            '',
            '',
            c.reason,
            '',
          ]),
        ],
      ),
    events: () =>
      csv(
        ['seq', 'type', 'at', 'by', 'data'],
        loaded.events.map((e, i) => {
          const { type, at, by, ...data } = e;
          return [i + 1, type, at, by, JSON.stringify(data)];
        }),
      ),
  };
};

/**
 * "Rossi, Mario" is surname then given name; without a comma the last word is the surname
 * ("Mario Rossi"); a surname of several words needs the comma ("De Luca, Anna").
 */
export const playerName = (text: string): PlayerName => {
  const comma = text.indexOf(',');
  if (comma >= 0)
    return { surname: text.slice(0, comma).trim(), givenName: text.slice(comma + 1).trim() };
  const words = text.trim().split(/\s+/);
  return words.length === 1
    ? { surname: words[0] ?? '', givenName: '' }
    : { surname: words.at(-1) ?? '', givenName: words.slice(0, -1).join(' ') };
};

const COMPASS: readonly Position[] = ['N', 'E', 'S', 'W'];

const seatsOf = (state: TournamentState, seats: readonly EntrantId[]): Seat[] =>
  seats.map((id, i) => ({
    position: state.config.kind === 'individual' ? (COMPASS[i] as Position) : i === 0 ? 'NS' : 'EW',
    entrant: id,
    players: (state.entrants.find((e) => e.id === id)?.players ?? []).map(playerName),
  }));

const roundSeating = (state: TournamentState, round: number) => {
  const r = state.rounds[round - 1];
  return {
    event: { name: state.config.name, date: state.config.date, game: state.config.game },
    round,
    tables: (r?.pairing.tables ?? []).map((t) => ({
      table: t.table,
      seats: seatsOf(state, t.seats),
    })),
    byes: (r?.pairing.byes ?? []).map((id) => ({
      entrant: id,
      players: (state.entrants.find((e) => e.id === id)?.players ?? []).map(playerName),
    })),
  };
};

const PRINTED_TIE_BREAKS = {
  mp: 'mp',
  'head-to-head': 'head-to-head',
  organizer: 'organizer',
} as const;

const pdf = async (s: Session, loaded: Loaded, what: string, round: number) => {
  const { state } = loaded;
  const lang = s.ctx.i18n.lang;
  switch (what) {
    case 'scoresheets':
      return scoreSheetsPdf(
        { ...roundSeating(state, round), hands: state.config.rounds[round - 1]?.hands ?? 0 },
        lang,
      );
    case 'seating':
      return seatingListPdf(roundSeating(state, round), lang);
    case 'standings': {
      const last = state.config.rounds.length;
      const final = round === last && roundStatus(state, round, s.stamp.at) === 'final';
      return standingsPdf(
        {
          event: { name: state.config.name, date: state.config.date, game: state.config.game },
          status: final ? 'final' : 'provisional',
          afterRound: round,
          totalRounds: last,
          rows: standings(state, round).map((r) => ({
            rank: r.rank,
            entrant: r.entrant,
            players: r.players.map(playerName),
            vp: r.vp,
            mp: r.mp,
            extra: { penalties: r.penaltyVp, 'rounds-played': r.rounds },
          })),
          extraColumns: ['penalties', 'rounds-played'],
          tieBreaks: state.config.tieBreaks.flatMap((t) =>
            t === 'vp' ? [] : [PRINTED_TIE_BREAKS[t]],
          ),
          ...(final
            ? {
                prizes: prizeList(state).map((p) => ({
                  description: p.prize,
                  entrant: p.row.entrant,
                  players: p.row.players.map(playerName),
                })),
              }
            : {}),
        },
        lang,
      );
    }
    default:
      return null;
  }
};

export const runExport = async (s: Session, loaded: Loaded): Promise<number> => {
  const { t } = s.ctx.i18n;
  const format = flag(s, 'format') ?? 'json';
  const what = flag(s, 'what') ?? (format === 'json' ? 'all' : 'standings');
  const out = flag(s, 'out');
  const roundText = flag(s, 'round');
  // Standings default to the last round with every score in; seatings to the latest round.
  const round =
    roundText !== undefined
      ? Number(roundText)
      : what === 'standings'
        ? lastCompleteRound(loaded.state)
        : loaded.state.rounds.length;
  if (!Number.isInteger(round) || round < 0 || round > loaded.state.rounds.length)
    return usageError(s.ctx, t('tournament.noRound', { round: roundText }), 'tournament');
  const write = (data: string | Uint8Array) => {
    if (out === undefined) s.ctx.stdout.write(data);
    else {
      try {
        writeFileSync(out, data);
      } catch (e) {
        const message = e instanceof Error ? e.message : String(e);
        s.ctx.stderr.write(
          `${t('cli.error', { message: t('tournament.cannotWrite', { file: out, message }) })}\n`,
        );
        return EXIT_FAILURE;
      }
      s.ctx.stdout.write(`${t('tournament.exported', { file: out })}\n`);
    }
    return EXIT_OK;
  };
  if (format === 'json') {
    if (what !== 'all')
      return usageError(s.ctx, t('tournament.badExport', { format, what }), 'tournament');
    return write(`${JSON.stringify(everything(loaded, s.stamp.at), null, 2)}\n`);
  }
  if (format === 'csv') {
    const table = csvTables(loaded, round)[what];
    return table
      ? write(table())
      : usageError(s.ctx, t('tournament.badExport', { format, what }), 'tournament');
  }
  if (format === 'pdf') {
    if (out === undefined)
      return usageError(s.ctx, t('cli.missingOption', { option: '--out' }), 'tournament');
    if (round < 1 && what !== 'standings')
      return usageError(s.ctx, t('tournament.noRound', { round }), 'tournament');
    const made = await pdf(s, loaded, what, round);
    if (made === null)
      return usageError(s.ctx, t('tournament.badExport', { format, what }), 'tournament');
    if (!made.ok) {
      s.ctx.stderr.write(`${t('cli.error', { message: made.error.message })}\n`);
      return EXIT_FAILURE;
    }
    return write(made.value);
  }
  return usageError(s.ctx, t('tournament.badExport', { format, what }), 'tournament');
};
