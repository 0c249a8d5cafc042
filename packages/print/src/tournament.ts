/**
 * The printouts of a tournament run by @tavolo/tournament: its state made into the documents'
 * inputs, one place for `tavolo tournament export --format pdf` and the server's print routes.
 * The documents themselves stay independent of it (see input.ts).
 */
import type { Result } from '@tavolo/cards';
import {
  type EntrantId,
  type TournamentState,
  prizeList,
  type StandingRow as TournamentRow,
  roundStatus,
  roundVpBands,
  roundVpTable,
  standings,
} from '@tavolo/tournament';
import type { DecidedBy, Lang, PlayerName, Position, PrintError, Seat } from './input.js';
import { scoreSheetsPdf } from './score-sheet.js';
import { seatingListPdf } from './seating-list.js';
import { standingsPdf } from './standings.js';
import {
  type PaperSources,
  guideCardsPaper,
  refereeReportsPaper,
  tableCardsPaper,
} from './tournament-papers.js';

/**
 * Every printout: a round's score sheets and seating list, the standings, the referee's
 * reports (of a round, or of the event for round 0), the guide cards of a Mitchell phase and
 * the table cards of a round.
 */
export const PRINTOUTS = [
  'scoresheets',
  'seating',
  'standings',
  'referee-reports',
  'guide-cards',
  'table-cards',
] as const;
export type Printout = (typeof PRINTOUTS)[number];

export const isPrintout = (what: string): what is Printout =>
  (PRINTOUTS as readonly string[]).includes(what);

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

/** Surname and first name as registered apart (`people`); older logs' names read by `playerName`. */
const namesOf = (state: TournamentState, id: EntrantId): PlayerName[] => {
  const entrant = state.entrants.find((e) => e.id === id);
  return entrant?.people
    ? entrant.people.map((p) => ({ surname: p.surname, givenName: p.firstName }))
    : (entrant?.players ?? []).map(playerName);
};

const seatsOf = (state: TournamentState, seats: readonly EntrantId[]): Seat[] =>
  seats.map((id, i) => ({
    position: state.config.kind === 'individual' ? (COMPASS[i] as Position) : i === 0 ? 'NS' : 'EW',
    entrant: id,
    players: namesOf(state, id),
  }));

const headingOf = (state: TournamentState) => ({
  name: state.config.name,
  date: state.config.date,
  game: state.config.game,
});

const roundSeating = (state: TournamentState, round: number) => {
  const paired = state.rounds[round - 1];
  return {
    event: headingOf(state),
    round,
    tables: (paired?.pairing.tables ?? []).map((t) => ({
      table: t.table,
      seats: seatsOf(state, t.seats),
    })),
    byes: (paired?.pairing.byes ?? []).map((id) => ({ entrant: id, players: namesOf(state, id) })),
  };
};

// The printed rule says how ties in VP are broken, so VP itself is left out of it.
/** The round's VP table for its score sheets, when derived or a substitute (BUR-CH art. 19). */
const vpTableOf = (state: TournamentState, round: number) => {
  const table = roundVpTable(state.config, round);
  return table ? { vpTable: { name: table.name, notice: table.notice } } : {};
};

/** The round's VP table, reproduced on its sheets (BUR-CH art. 19, S40-CdG art. 22). */
const vpBandsOf = (state: TournamentState, round: number) => {
  const bands = roundVpBands(state.config, round);
  return bands ? { vpBands: bands } : {};
};

const PRINTED_TIE_BREAKS = {
  mp: 'mp',
  'head-to-head': 'head-to-head',
  organizer: 'organizer',
} as const;

/**
 * The tie-break that ranked `row` below the row above. The organizer's tie-break is the order
 * the director recorded, else registration order (standings.ts): it prints as what it was.
 */
const decidedByOf = (
  state: TournamentState,
  rows: readonly TournamentRow[],
  index: number,
): { readonly decidedBy?: DecidedBy } => {
  const row = rows[index] as TournamentRow;
  const by = row.decidedBy;
  if (by === null || !(by in PRINTED_TIE_BREAKS)) return {};
  if (by !== 'organizer') return { decidedBy: PRINTED_TIE_BREAKS[by as 'mp' | 'head-to-head'] };
  const above = rows[index - 1]?.entrant;
  const ordered =
    state.tieOrder.includes(row.entrant) || (above !== undefined && state.tieOrder.includes(above));
  return { decidedBy: ordered ? 'organizer' : 'registration' };
};

const sourcesOf = (state: TournamentState): PaperSources => ({
  heading: headingOf(state),
  namesOf: (id) => namesOf(state, id),
});

/** What a printout may be asked for besides its kind and round. */
export interface PrintOptions {
  /** The referee's reports: the richiami too, whose report is optional (BUR-CH art. 50). */
  readonly cautions?: boolean;
}

/**
 * One printout of the event, in `lang`: a round's score sheets or seating list, or the
 * standings after `round` (final once the last round's correction period has closed by `now`).
 */
export const tournamentPdf = (
  state: TournamentState,
  kind: Printout,
  round: number,
  lang: Lang,
  now: string,
  options: PrintOptions = {},
): Promise<Result<Uint8Array, PrintError>> => {
  switch (kind) {
    case 'scoresheets':
      return scoreSheetsPdf(
        {
          ...roundSeating(state, round),
          hands: state.config.rounds[round - 1]?.hands ?? 0,
          ...(state.config.tableOfThree ? { tableOfThree: state.config.tableOfThree } : {}),
          ...vpTableOf(state, round),
          ...vpBandsOf(state, round),
        },
        lang,
      );
    case 'seating':
      return seatingListPdf(roundSeating(state, round), lang);
    case 'standings': {
      const last = state.config.rounds.length;
      const final = round === last && roundStatus(state, round, now) === 'final';
      const rows = standings(state, round);
      return standingsPdf(
        {
          event: headingOf(state),
          status: final ? 'final' : 'provisional',
          afterRound: round,
          totalRounds: last,
          rows: rows.map((r, index) => ({
            rank: r.rank,
            entrant: r.entrant,
            players: namesOf(state, r.entrant),
            vp: r.vp,
            mp: r.mp,
            extra: { penalties: r.penaltyVp, 'rounds-played': r.rounds },
            ...(r.withdrawn ? { withdrawn: true } : {}),
            ...decidedByOf(state, rows, index),
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
                  players: namesOf(state, p.row.entrant),
                })),
              }
            : {}),
        },
        lang,
      );
    }
    case 'referee-reports':
      return refereeReportsPaper(state, sourcesOf(state), round, lang, {
        cautions: options.cautions === true,
      });
    case 'guide-cards':
      return guideCardsPaper(state, sourcesOf(state), round, lang);
    case 'table-cards':
      return tableCardsPaper(state, sourcesOf(state), round, lang);
  }
};
