/**
 * A ruling given at a table (issue: the arbitro's rulings): the situation from the catalogue,
 * the answers that decided it and the ruling as read to the table, recorded against the round,
 * the table and the player; with it, in the same command, the sanctions and penalties the
 * ruling brings, each made by its own command (discipline.ts) on the state the ones before
 * left. The rulings catalogue lives in @tavolo/rulings; this package records what it is given.
 */
import { type Result, err, ok } from '@tavolo/cards';
import {
  type Outcome,
  currentRound,
  problem,
  refuse,
  refuseFor,
  stamped,
  withStamp,
} from './decision.js';
import { applyEvent } from './apply-event.js';
import type { TournamentError } from './error.js';
import type { Stamp, TournamentEvent } from './event.js';
import type { EntrantId } from './pairing.js';
import { type TournamentState, entrantById, roundState, tableAt, tableOf } from './state.js';
import { MAX_CONSEQUENCES } from './void.js';

export interface RulingRequest {
  readonly entrant: EntrantId;
  /** The player the ruling concerns, when it concerns one. */
  readonly player?: string;
  /** The entrant's table in the round being played. */
  readonly table: number;
  readonly entry: string;
  readonly answers: Readonly<Record<string, string>>;
  readonly article: string;
  readonly ruling: string;
}

/** A command the ruling brings, run on the state after the ruling and the ones before. */
export type Consequence = (state: TournamentState) => Outcome;

const isText = (x: unknown): x is string => typeof x === 'string' && x.trim() !== '';

const checkRequest = (state: TournamentState, r: RulingRequest): Outcome | null => {
  const entrant = entrantById(state, r.entrant);
  if (!entrant) return refuse('unknown-entrant', `no entrant ${r.entrant}`, { entrant: r.entrant });
  if (r.player !== undefined && !entrant.players.includes(r.player))
    return refuse('unknown-player', `${r.player} does not play for ${r.entrant}`, {
      player: r.player,
      entrant: r.entrant,
    });
  const round = currentRound(state);
  const played = roundState(state, round);
  if (!played)
    return refuse('not-started', 'rulings are given at the tables, once a round is paired', {
      entrant: r.entrant,
    });
  if (!Number.isInteger(r.table) || !tableAt(played, r.table))
    return refuse('unknown-table', `round ${round} has no table ${r.table}`, {
      round,
      table: String(r.table),
    });
  if (tableOf(played, r.entrant)?.table !== r.table)
    return refuse('not-in-round', `${r.entrant} does not sit at table ${r.table}`, {
      entrant: r.entrant,
      round,
    });
  const answers = r.answers as unknown;
  const answersOk =
    typeof answers === 'object' &&
    answers !== null &&
    !Array.isArray(answers) &&
    Object.values(answers).every((v) => typeof v === 'string');
  if (!isText(r.entry) || !isText(r.article) || !isText(r.ruling) || !answersOk)
    return refuseFor(
      'bad-ruling',
      problem('ruling-fields', 'a ruling names its situation, its article and what was ruled'),
    );
  return null;
};

const fold = (state: TournamentState, events: readonly TournamentEvent[]): TournamentState => {
  let next = state;
  for (const e of events)
    if (e.type !== 'created' && e.type !== 'voided') next = applyEvent(next, e);
  return next;
};

/**
 * The `ruled` event and the events of its consequences, in order. A consequence refused
 * refuses the whole ruling: nothing is recorded.
 */
export const giveRuling = (
  state: TournamentState,
  request: RulingRequest,
  stamp: Stamp,
  consequences: readonly Consequence[] = [],
): Outcome =>
  withStamp(state, stamp, () => {
    const wrong = checkRequest(state, request);
    if (wrong) return wrong;
    if (consequences.length > MAX_CONSEQUENCES)
      return refuseFor(
        'bad-ruling',
        problem('ruling-consequences', `a ruling brings at most ${MAX_CONSEQUENCES} decisions`, {
          max: MAX_CONSEQUENCES,
        }),
      );
    const later: Result<TournamentEvent[], TournamentError> = consequences.reduce<
      Result<TournamentEvent[], TournamentError>
    >((so, command) => {
      if (!so.ok) return so;
      // Each consequence is decided on the state with the ruling and the consequences before.
      const base = fold(state, so.value);
      const next = command(base);
      return next.ok ? ok([...so.value, ...next.value]) : next;
    }, ok([]));
    if (!later.ok) return err(later.error);
    const ruled = stamped(stamp, {
      type: 'ruled',
      round: currentRound(state),
      table: request.table,
      entrant: request.entrant,
      ...(request.player !== undefined ? { player: request.player } : {}),
      entry: request.entry.trim(),
      answers: { ...request.answers },
      article: request.article.trim(),
      ruling: request.ruling.trim(),
      consequences: later.value.length,
    });
    return ruled.ok ? ok([...ruled.value, ...later.value]) : ruled;
  });
