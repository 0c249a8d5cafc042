/**
 * `tavolo tournament export --format json|csv|pdf --what ... [--round R] [--out FILE]`.
 * JSON and CSV are built by @tavolo/tournament (shared with the HTTP API); PDF is what is
 * printed for the room: score sheets of a round, the seating list, the standings.
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
  defaultExportRound,
  exportCsv,
  exportJson,
  isCsvExport,
  prizeList,
  roundStatus,
  standings,
} from '@tavolo/tournament';
import { EXIT_FAILURE, EXIT_OK, usageError } from './command.js';
import type { Loaded, Session } from './tournament.js';

const flag = (s: Session, name: string): string | undefined => {
  const v = s.flags.values[name];
  return typeof v === 'string' ? v : undefined;
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
  const round =
    roundText !== undefined ? Number(roundText) : defaultExportRound(loaded.state, what);
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
    return write(`${JSON.stringify(exportJson(loaded, s.stamp.at), null, 2)}\n`);
  }
  if (format === 'csv') {
    return isCsvExport(what)
      ? write(exportCsv(loaded, what, round))
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
