/**
 * A bridge pairs event as the room reads it: the movement round by round (or one pair's card
 * of where to go), the standings of each field, and where the results stand, with times on
 * the clock of the room.
 */
import { bridge, eventTime } from '@tavolo/tournament';
import type { CommandContext } from './command.js';

type State = bridge.BridgePairsState;

const ROOM_ZONE = 'Europe/Rome';

/** When the correction period closes, on the room's clock; empty before the official score. */
export const shownDeadline = (ctx: CommandContext, state: State): string => {
  const deadline = bridge.correctionDeadlineOf(state);
  return deadline === null ? '' : eventTime(deadline, ROOM_ZONE, ctx.i18n.lang);
};

const boardsText = (state: State, set: number): string => {
  const boards = bridge.boardsOfSet(set, state.config.boardsPerRound);
  return boards.length === 1 ? `${boards[0]}` : `${boards[0]}-${boards.at(-1)}`;
};

/** Every round's tables, or with `pair` that pair's rounds. */
export const movementText = (ctx: CommandContext, state: State, pair: number | null): string => {
  const { t } = ctx.i18n;
  const m = state.movement;
  const lines = [t('tournament.bridge.movementHeading', { name: m.name, source: m.source })];
  if (pair !== null) {
    lines.push(t('tournament.bridge.pairHeading', { pair }));
    for (const r of bridge.roundsOf(m, pair))
      lines.push(
        t('tournament.bridge.pairRound', {
          round: r.round,
          table: r.table,
          direction: t(`tournament.bridge.direction.${r.direction}`),
          opponent: r.opponent,
          boards: boardsText(state, r.set),
        }),
      );
    return lines.join('\n');
  }
  for (const [i, encounters] of m.rounds.entries()) {
    lines.push(t('tournament.roundHeading', { round: i + 1 }));
    for (const e of encounters)
      lines.push(
        t('tournament.bridge.tableLine', {
          table: e.table,
          northSouth: e.ns,
          eastWest: e.ew,
          boards: boardsText(state, e.set),
        }),
      );
  }
  return lines.join('\n');
};

export const standingsText = (
  ctx: CommandContext,
  state: State,
  fields: readonly bridge.FieldStandings[],
  status: string,
): string => {
  const { t, number } = ctx.i18n;
  const mp = state.config.scoring === 'matchpoints';
  const lines = [
    t(status === 'final' ? 'tournament.bridge.finalStandings' : 'tournament.bridge.standings', {
      name: state.config.name,
    }),
  ];
  for (const f of fields) {
    if (fields.length > 1) lines.push(t(`tournament.bridge.field.${f.field}`));
    for (const r of f.standings)
      lines.push(
        t(mp ? 'tournament.bridge.rowMp' : 'tournament.bridge.rowImp', {
          rank: r.rank,
          pair: r.pair,
          players: r.players.join(' - '),
          score: number(r.score, 2),
          top: number(r.top),
          percentage: number(r.percentage ?? 0, 2),
        }),
      );
  }
  return lines.join('\n');
};

export interface StatusFigures {
  readonly name: string;
  readonly status: string;
  readonly pairs: number;
  readonly results: number;
  readonly confirmed: number;
  readonly disputed: readonly bridge.BoardPlace[];
  /** LAW 69B requests waiting for the director: where, and how many tricks asked back. */
  readonly withdrawals: readonly (bridge.BoardPlace & { readonly tricks: number })[];
  readonly publishedAt: string | null;
  readonly deadline: string | null;
}

export const statusText = (ctx: CommandContext, f: StatusFigures): string => {
  const { t } = ctx.i18n;
  const lines = [
    t('tournament.bridge.statusHeading', { name: f.name, pairs: f.pairs }),
    t(`tournament.bridge.status.${f.status}`, {
      confirmed: f.confirmed,
      results: f.results,
      until: f.deadline === null ? '' : eventTime(f.deadline, ROOM_ZONE, ctx.i18n.lang),
    }),
  ];
  for (const d of f.disputed) lines.push(t('tournament.bridge.disputedLine', { ...d }));
  for (const w of f.withdrawals)
    lines.push(t('tournament.bridge.withdrawalLine', { ...w, count: w.tricks }));
  return lines.join('\n');
};
