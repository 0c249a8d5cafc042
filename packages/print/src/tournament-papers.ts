/**
 * The papers of a tournament beyond the sheets and lists: the referee's reports of its
 * sanctions, the Mitchell guide cards and the table cards, their inputs made from the state of
 * @tavolo/tournament (see tournament.ts for the others).
 */
import type { Result } from '@tavolo/cards';
import {
  type EntrantId,
  type Sanction,
  type TournamentState,
  eventTimeZone,
  mitchellGuide,
  tableOf,
} from '@tavolo/tournament';
import { guideCardsPdf } from './guide-cards.js';
import type {
  Breach,
  EntrantName,
  EventHeading,
  Lang,
  PlayerName,
  PrintError,
  RefereeReport,
  RulingLine,
} from './input.js';
import { refereeReportsPdf } from './referee-report.js';
import { tableCardsPdf } from './table-cards.js';

export interface PaperSources {
  readonly heading: EventHeading;
  readonly namesOf: (id: EntrantId) => PlayerName[];
}

const failed = (code: PrintError['code'], message: string) =>
  Promise.resolve({ ok: false as const, error: { code, message } });

const entrantOf = (sources: PaperSources, id: EntrantId): EntrantName => ({
  entrant: id,
  players: sources.namesOf(id),
});

/**
 * The warning that two cautions bring (BUR-CH art. 22, 50) is recorded right after the second,
 * with its stamp and the article below; a late start's warning (art. 48) names no player.
 */
const CAUTIONS_ARTICLE = 'BUR-CH art. 22, 50';
const LATE_ARTICLE = 'BUR-CH art. 48';

const breachOf = (state: TournamentState, index: number): Breach => {
  const all = state.sanctions;
  const s = all[index] as Sanction;
  const trigger = all[index - 1];
  if (s.article === LATE_ARTICLE && s.player === '') return { kind: 'late' };
  if (
    s.level === 'warning' &&
    s.article === CAUTIONS_ARTICLE &&
    trigger?.level === 'caution' &&
    trigger.at === s.at &&
    trigger.entrant === s.entrant &&
    trigger.player === s.player
  ) {
    const anyBreach = state.config.cautionsToWarning === 'any';
    const cautions = all
      .slice(0, index)
      .filter(
        (o) =>
          o.level === 'caution' &&
          o.entrant === s.entrant &&
          o.player === s.player &&
          (anyBreach || o.breach === trigger.breach),
      )
      .slice(-2)
      .map((o) => ({ round: o.round, breach: o.breach, at: o.at }));
    return { kind: 'cautions', cautions };
  }
  return { kind: 'recorded', text: s.breach };
};

/** Which sanctions get a report. */
export interface RefereeReportOptions {
  /**
   * Also each richiamo, whose report the arbitro may write (BUR-CH art. 50: "con referto
   * facoltativo"); its page says so. Without it, only the reports the rules require.
   */
  readonly cautions?: boolean;
}

/**
 * The reports of the sanctions that require one (BUR-CH art. 50: "con obbligo di referto", an
 * ammonizione or an espulsione), and of the richiami when the director asks for them too, of
 * `round` or, for round 0, of the whole event, in the order given.
 */
export const refereeReportsOf = (
  state: TournamentState,
  sources: PaperSources,
  round: number,
  options: RefereeReportOptions = {},
): RefereeReport[] =>
  state.sanctions.flatMap((s, index): RefereeReport[] => {
    if ((s.level === 'caution' && options.cautions !== true) || (round > 0 && s.round !== round))
      return [];
    const played = state.rounds[s.round - 1];
    const seat = played ? tableOf(played, s.entrant) : null;
    return [
      {
        level: s.level,
        round: s.round,
        ...(seat ? { table: seat.table } : {}),
        ...(s.player !== '' ? { player: s.player } : {}),
        entrant: entrantOf(sources, s.entrant),
        breach: breachOf(state, index),
        article: s.article,
        at: s.at,
        by: s.by,
      },
    ];
  });

/** The rulings given at the tables of `round` (round 0: the whole event), in log order. */
export const rulingLinesOf = (
  state: TournamentState,
  sources: PaperSources,
  round: number,
): RulingLine[] =>
  state.rulings
    .filter((r) => round === 0 || r.round === round)
    .map((r) => ({
      round: r.round,
      table: r.table,
      entrant: entrantOf(sources, r.entrant),
      ...(r.player !== null ? { player: r.player } : {}),
      article: r.article,
      ruling: r.ruling,
      at: r.at,
      by: r.by,
    }));

export const refereeReportsPaper = (
  state: TournamentState,
  sources: PaperSources,
  round: number,
  lang: Lang,
  options: RefereeReportOptions = {},
): Promise<Result<Uint8Array, PrintError>> =>
  refereeReportsPdf(
    {
      event: sources.heading,
      timeZone: eventTimeZone(state.config),
      reports: refereeReportsOf(state, sources, round, options),
      rulings: rulingLinesOf(state, sources, round),
    },
    lang,
  );

/** The guide cards of the Mitchell phase `round` belongs to. */
export const guideCardsPaper = (
  state: TournamentState,
  sources: PaperSources,
  round: number,
  lang: Lang,
): Promise<Result<Uint8Array, PrintError>> => {
  const guide = mitchellGuide(state, round);
  if (!guide.ok)
    return failed(
      guide.error.code === 'not-paired' ? 'not-paired' : 'not-mitchell',
      guide.error.message,
    );
  return guideCardsPdf(
    {
      event: sources.heading,
      first: guide.value.first,
      last: guide.value.last,
      step: guide.value.step,
      tables: guide.value.tables.map((t) => ({
        table: t.table,
        ...(t.northSouth === null ? {} : { northSouth: entrantOf(sources, t.northSouth) }),
        rounds: t.rounds.map((r) => ({
          round: r.round,
          next: r.next,
          ...(r.eastWest === null ? {} : { eastWest: entrantOf(sources, r.eastWest) }),
        })),
      })),
    },
    lang,
  );
};

/** A card for each table of `round`. */
export const tableCardsPaper = (
  state: TournamentState,
  sources: PaperSources,
  round: number,
  lang: Lang,
): Promise<Result<Uint8Array, PrintError>> => {
  const paired = state.rounds[round - 1];
  if (!paired) return failed('not-paired', `round ${round} has not been paired`);
  const tables = paired.pairing.tables.map((t) => t.table).sort((a, b) => a - b);
  return tableCardsPdf({ event: sources.heading, tables }, lang);
};
