/**
 * The tournament as the room reads it: a pairing with its explanation, the standings with
 * their penalties, tie-break reasons and VP-table notices, and what a publication leaves open,
 * with times on the clock of the event's room.
 */
import {
  type EntrantId,
  type Pairing,
  type RoundStatus,
  type StandingRow,
  type TournamentState,
  configTime,
  correctionDeadline,
  entrantName,
  openCorrections,
  roundStatus,
  roundVpTable,
} from '@tavolo/tournament';
import type { CommandContext } from './command.js';

/** A stored instant as the room's clock shows it, in the event's time zone (null stays null). */
export const shownTime = (
  ctx: CommandContext,
  state: TournamentState,
  iso: string | null,
): string | null => (iso === null ? null : configTime(state.config, iso, ctx.i18n.lang));

/**
 * What a publication leaves open, by the publish command or with the next pairing (`ByPairing`):
 * at Scala 40 art. 24 closes the calculation errors with the next pairing and leaves the
 * inversions open; at Burraco the round's correction period runs (BUR-CH art. 21, LAW 79C),
 * until a time on the clock of the room.
 */
export const publicationText = (
  ctx: CommandContext,
  state: TournamentState,
  round: number,
  how: '' | 'ByPairing',
): string =>
  ctx.i18n.t(`tournament.published${how}${state.config.game === 'scala40' ? 'Scala40' : ''}`, {
    round,
    until: shownTime(ctx, state, correctionDeadline(state, round)),
  });

/**
 * A round's line of `status`: its state, and for a published round what may still be
 * corrected: at Burraco until the end of its period on the clock of the room, at Scala 40 what
 * S40-CdG art. 24 allows (a calculation error until the next pairing, an inversion after).
 */
export const roundStatusText = (
  ctx: CommandContext,
  state: TournamentState,
  round: number,
  status: RoundStatus,
  now: string,
): string => {
  if (state.config.game === 'scala40' && (status === 'official' || status === 'final'))
    return ctx.i18n.t(
      openCorrections(state, round, now).calculation
        ? 'tournament.roundStatus.scala40Open'
        : 'tournament.roundStatus.scala40Closed',
      { round },
    );
  return ctx.i18n.t(`tournament.roundStatus.${status}`, {
    round,
    until: shownTime(ctx, state, correctionDeadline(state, round)),
  });
};

export const entrantLabel = (state: TournamentState, id: EntrantId): string => {
  const e = state.entrants.find((x) => x.id === id);
  return e ? `${id} ${entrantName(e.players)}` : id;
};

/** A pairing as the room reads it, with its explanation. */
export const pairingText = (
  ctx: CommandContext,
  state: TournamentState,
  pairing: Pairing,
): string => {
  const { t } = ctx.i18n;
  const lines = [t('tournament.roundHeading', { round: pairing.round })];
  const line = state.config.kind !== 'individual';
  for (const table of pairing.tables) {
    const seats = table.seats.map((id) => entrantLabel(state, id));
    lines.push(
      line
        ? t('tournament.lineTable', {
            table: table.table,
            northSouth: seats[0] ?? '',
            eastWest: seats[1] ?? '',
          })
        : t('tournament.individualTable', { table: table.table, players: seats.join(', ') }),
    );
  }
  for (const bye of pairing.byes)
    lines.push(t('tournament.bye', { entrant: entrantLabel(state, bye) }));
  if (pairing.explanation.length > 0) {
    lines.push(t('tournament.why'));
    for (const e of pairing.explanation) {
      const key = `explain.${e.code}`;
      // Coded values (a bye's reason, a relaxed constraint) are words of the catalog too.
      const params = Object.fromEntries(
        Object.entries(e.params).map(([k, v]) => {
          const word = `explain.values.${String(v)}`;
          return [k, typeof v === 'string' && ctx.i18n.has(word) ? t(word) : v];
        }),
      );
      lines.push(
        `  - ${ctx.i18n.has(key) ? t(key, params) : `${e.code} ${JSON.stringify(e.params)}`}`,
      );
    }
  }
  return lines.join('\n');
};

export const standingsText = (
  ctx: CommandContext,
  state: TournamentState,
  rows: readonly StandingRow[],
  round: number,
  now: string,
): string => {
  const { t, number } = ctx.i18n;
  const final = round === state.config.rounds.length && roundStatus(state, round, now) === 'final';
  const lines = [
    t(final ? 'tournament.finalStandings' : 'tournament.provisionalStandings', { round }),
  ];
  for (const r of rows)
    lines.push(
      t('tournament.standingRow', {
        rank: r.rank,
        entrant: r.entrant,
        name: entrantName(r.players),
        vp: number(r.vp),
        mp: number(r.mp),
      }) +
        (r.penaltyMp
          ? ` ${t('tournament.penaltyVpMp', { vp: r.penaltyVp, mp: r.penaltyMp })}`
          : r.penaltyVp
            ? ` ${t('tournament.penaltyVp', { vp: r.penaltyVp })}`
            : '') +
        (r.decidedBy
          ? ` ${t('tournament.decidedBy', { rule: t(`tournament.tieBreak.${r.decidedBy}`) })}`
          : '') +
        (r.withdrawn ? ` ${t('tournament.withdrawn')}` : ''),
    );
  // VP from a derived or substitute table say so (BUR-CH art. 19), with the rounds they scored.
  const notices = new Map<string, number[]>();
  for (let r = 1; r <= round; r++) {
    const table = roundVpTable(state.config, r);
    if (!table) continue;
    const text = t(`tournament.vpTable.${table.notice}`, { name: table.name });
    notices.set(text, [...(notices.get(text) ?? []), r]);
  }
  for (const [text, rounds] of notices)
    lines.push(
      t('tournament.vpTable.rounds', { count: rounds.length, rounds: rounds.join(', '), text }),
    );
  return lines.join('\n');
};
