/**
 * Assigned scores: a score the director gives one entrant in a round, replacing only that
 * entrant's (BUR-CH art. 47-48 for a walkover of the sides present); what the rest of the table
 * gets is stated and, at a table without a sheet, confirmed (confirm.ts).
 */
import { byeScore } from './arbitral.js';
import { type Confirmable, unlessDoubted } from './confirm.js';
import type { Doubt } from './error.js';
import type { AssignedOthers, Stamp } from './event.js';
import type { EntrantId } from './pairing.js';
import { type TournamentState, entrantById, roundState, tableOf } from './state.js';
import {
  type Outcome,
  decisionProblem,
  problem,
  refuse,
  refuseFor,
  refuseWith,
  seatedIn,
  stamped,
  withStamp,
} from './decision.js';

/** At a table without a result, what the others get is recorded once confirmed (confirm.ts). */
export interface Assignment extends Confirmable {
  readonly entrant: EntrantId;
  readonly round: number;
  readonly vp: number;
  readonly mp: number;
  readonly reason: string;
  readonly article: string;
  /**
   * What the rest of the entrant's table gets (event.ts): at a table with a result the others
   * keep their scores as played; at a table without one the director says `own` or `walkover`.
   */
  readonly others?: AssignedOthers;
}

/**
 * An assigned score replaces the named entrant's score in the round and nothing else. At a
 * table without a result the command states what each other seat gets and waits for the
 * director's confirmation: their own assigned scores, or a walkover (BUR-CH art. 47-48). One
 * assigned score per entrant and round: a second is refused until the first is voided.
 */
export const assignScore = (state: TournamentState, a: Assignment, stamp: Stamp): Outcome =>
  withStamp(state, stamp, () => {
    const wrong = decisionProblem(state, a.entrant, a.round, a.reason, a.article);
    if (wrong) return refuseFor('bad-score', wrong);
    if (!Number.isInteger(a.vp) || !Number.isInteger(a.mp) || a.vp < 0)
      return refuseFor(
        'bad-score',
        problem('score-amount', 'an assigned score is whole VP (0 or more) and whole MP', {
          vp: String(a.vp),
          mp: String(a.mp),
        }),
      );
    if (
      !seatedIn(state, a.round, a.entrant) &&
      entrantById(state, a.entrant)?.registeredAfterRound === 0
    )
      return refuse('not-in-round', `${a.entrant} did not take part in round ${a.round}`, {
        entrant: a.entrant,
        round: a.round,
      });
    const scored = alreadyScored(state, a.round, [a.entrant]);
    if (scored) return scored;
    const decided = {
      type: 'score-assigned' as const,
      entrant: a.entrant,
      round: a.round,
      vp: a.vp,
      mp: a.mp,
      reason: a.reason,
      article: a.article,
    };
    const round = roundState(state, a.round);
    const at = round ? tableOf(round, a.entrant) : null;
    if (!round || !at) {
      if (a.others !== undefined && a.others !== 'own')
        return othersNotApplicable(a, `${a.entrant} has no table in round ${a.round}`);
      return stamped(stamp, { ...decided, others: 'own' });
    }
    if (round.results.has(at.table)) {
      if (a.others !== undefined && a.others !== 'played')
        return othersNotApplicable(
          a,
          `table ${at.table} has a result: the others keep their scores as played`,
        );
      return stamped(stamp, { ...decided, others: 'played', table: at.table });
    }
    const others = (round.pairing.tables.find((t) => t.table === at.table)?.seats ?? []).filter(
      (s) => s !== a.entrant,
    );
    const params = { entrant: a.entrant, round: a.round, table: at.table };
    // The front ends say how to choose (a flag, a list): the text names the choices alone.
    if (a.others !== 'own' && a.others !== 'walkover')
      return state.config.game === 'burraco'
        ? refuseWith(
            'others-required',
            a.article,
            `table ${at.table} of round ${a.round} has no result: say what the others get, an assigned score each or a walkover`,
            params,
          )
        : refuseFor(
            'others-required',
            problem(
              'others-own-scala40',
              `table ${at.table} of round ${a.round} has no result: the others play on as three; say that each gets an assigned score of its own`,
              params,
            ),
            a.article,
          );
    if (a.others === 'walkover') {
      if (state.config.game !== 'burraco')
        return refuseWith(
          'no-walkover',
          'S40-CdG art. 25',
          'at Scala 40 the players left at the table play on as three: assign their own scores',
          params,
        );
      const taken = alreadyScored(state, a.round, others);
      if (taken) return taken;
    }
    const score = byeScore(state.config.rounds[a.round - 1]?.hands ?? 0);
    const doubts: Doubt[] = others.flatMap((entrant): Doubt[] => {
      if (a.others === 'walkover')
        return [
          {
            code: 'assign-others-walkover',
            article: 'BUR-CH art. 47, 48',
            message: `${entrant} gets ${score.vp} VP and ${score.mp} MP, a match won by walkover`,
            params: { ...params, other: entrant, vp: score.vp, mp: score.mp },
          },
        ];
      if (hasScore(state, a.round, entrant)) return [];
      return [
        {
          code: 'assign-others-own',
          article: a.article,
          message: `${entrant} gets no score until one is assigned to it; table ${at.table} stays incomplete until then`,
          params: { ...params, other: entrant },
        },
      ];
    });
    return unlessDoubted(doubts, a, () =>
      stamped(stamp, { ...decided, others: a.others ?? 'own', table: at.table }),
    );
  });

const scoreOf = (state: TournamentState, round: number, entrant: EntrantId) =>
  state.adjustments.find((x) => x.round === round && x.entrant === entrant && x.effect === 'score');

const hasScore = (state: TournamentState, round: number, entrant: EntrantId): boolean =>
  scoreOf(state, round, entrant) !== undefined;

/** The refusal of a second score for an entrant in a round, naming the first. */
const alreadyScored = (
  state: TournamentState,
  round: number,
  entrants: readonly EntrantId[],
): Outcome | null => {
  for (const entrant of entrants) {
    const first = scoreOf(state, round, entrant);
    if (first)
      return refuseWith(
        'already-assigned',
        first.article,
        `${entrant} already has a score in round ${round} (event ${first.seq ?? '?'}: ${first.reason}): void that event first`,
        { entrant, round, seq: first.seq ?? 0, reason: first.reason },
      );
  }
  return null;
};

const othersNotApplicable = (a: Assignment, why: string): Outcome =>
  refuseWith('others-not-applicable', a.article, why, {
    entrant: a.entrant,
    round: a.round,
    others: a.others ?? '',
  });
