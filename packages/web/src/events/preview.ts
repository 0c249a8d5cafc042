/**
 * A director's command decided in the browser before it is sent, by the same function the
 * server decides it with: the console explains a refusal (with its article) as the director
 * types, and shows the VP a score sheet gives before it is recorded. The server stays the
 * authority: its answer is what counts.
 */
import {
  type EntrantId,
  type Outcome,
  type RoundScore,
  type TournamentEvent,
  type TournamentState,
  applyEvent,
  decideCommand,
  roundScores,
} from '@tavolo/tournament';
import { ok } from '@tavolo/cards';
import type { ConsoleCommand, RulingDecision } from './ruling-command.js';

/** Now by the browser's clock, but never before the log's last event (clocks differ). */
const stampFor = (state: TournamentState, now: string, by: string) => {
  const times = [
    state.createdAt,
    ...state.rounds.flatMap((r) => [r.pairedAt, r.publishedAt ?? r.pairedAt]),
  ];
  const latest = times.reduce((a, b) => (a > b ? a : b), now);
  return { at: latest, by: by === '' ? '?' : by };
};

/**
 * `log`: the event's events, which a void alone needs (it reads what rests on its target). A
 * ruling is decided by `decideRuling` (@tavolo/rulings, loaded with the rulings panel); without
 * it the browser decides nothing and the server alone does.
 */
export const decideInBrowser = (
  state: TournamentState,
  command: ConsoleCommand,
  now: string,
  by: string,
  log?: readonly TournamentEvent[],
  decideRuling?: RulingDecision,
): Outcome => {
  const stamp = stampFor(state, now, by);
  if (command.type !== 'ruling') return decideCommand(state, command, stamp, log);
  return decideRuling === undefined ? ok([]) : decideRuling(state, command, stamp);
};

/** The MP and VP of each entrant at a table, were its score sheet these hands. */
export const tableScores = (
  state: TournamentState,
  round: number,
  table: number,
  hands: readonly (readonly number[])[],
): ReadonlyMap<EntrantId, RoundScore> => {
  const after = applyEvent(state, {
    type: 'result-entered',
    round,
    table,
    hands,
    signedBy: [],
    at: state.createdAt,
    by: '',
  });
  return new Map(
    roundScores(after, round)
      .filter((s) => s.table === table)
      .map((s) => [s.entrant, s]),
  );
};
