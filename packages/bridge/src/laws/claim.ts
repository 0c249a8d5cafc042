/**
 * LAW 68-70 (2017 Laws; our Italian copy has only 69) and LAW 69A at the table: a claim or
 * concession, its answers, and the director's ruling on a disputed one.
 * - 68A-B (2017): a statement that one's side wins some of the remaining tricks claims them and
 *   concedes the rest; the claimer is the declarer or a defender (the dummy does not claim).
 * - 68C (2017): the claimer states his line of play; Tavolo faces his cards to all with it.
 * - 68D (2017): play stops; if any player, dummy included, disputes, the director is called.
 * - 68B2 (2017): when a defender concedes a trick and his partner objects, there is neither
 *   claim nor concession and play goes on. So that the objection comes "immediately", before
 *   the concession is agreed, a defender's concession waits for his partner too: he objects,
 *   or accepts (raises none). BBO, for one, offers no such objection.
 * - 69A: both opponents accept: "Il risultato del board viene registrato come se le prese
 *   richieste o concesse fossero state vinte o perse nel corso del gioco". The claim is itself
 *   both sides' agreement on the tricks (LAW 79A), so the board ends (`result.by = 'claim'`);
 *   whether that agreement is final, and its withdrawal, are `settlement.ts`.
 * - 70 (2017): the director rules on a disputed claim; the tricks already played stand, so the
 *   ruling gives the claimer's side between none and all of the tricks that remained.
 * - At a table without a director (`BoardOptions.director` false), 68D's call has nobody to
 *   answer it: the disputed claim is void and play goes on from where it stopped, as the major
 *   online sites do (`claim-withdrawn`). The claimer may play on, or claim again.
 */
import { PROCEDURE, type Result, type RuleError, ok, toAll } from '@tavolo/cards';
import type { Action } from '../action.js';
import type { BoardState, Claim, Step } from '../state.js';
import { type Seat, partnerOf, sideOf } from '../types.js';
import { declarerTricksPlayed, isDummy, law2017, remainingTricks, refuse } from './table.js';

type ClaimAction = Extract<Action, { readonly type: 'claim' }>;
type Answer = Extract<Action, { readonly type: 'answer-claim' }>;

/** The longest statement a claim may carry (a procedural bound, not a Law). */
export const MAX_STATEMENT = 1000;

export const claim = (state: BoardState, action: ClaimAction): Result<Step, RuleError> => {
  const { seat, tricks, statement } = action;
  if (state.phase !== 'play' || state.contract === null)
    return refuse('claim-not-in-play', law2017('68'), 'a claim is made during the play');
  if (isDummy(state, seat))
    return refuse('claim-by-dummy', law2017('68A'), 'the declarer or a defender claims');
  const remaining = remainingTricks(state);
  if (!Number.isInteger(tricks) || tricks < 0 || tricks > remaining)
    return refuse('claim-tricks', law2017('68A'), `a claim is of 0 to ${remaining} tricks`);
  if (statement.length > MAX_STATEMENT)
    return refuse('statement-too-long', PROCEDURE, `at most ${MAX_STATEMENT} characters`);
  const shown = [...state.hands[seat]].sort((a, b) => a - b);
  const next: Claim = { claimer: seat, tricks, remaining, statement, shown, answers: {} };
  return ok({
    state: { ...state, phase: 'claim', claim: next },
    events: [toAll({ type: 'claimed', seat, tricks, statement, shown })],
  });
};

/** A defender's claim that gives away at least one trick: his partner may object (68B2). */
export const concedesByDefender = (state: BoardState, c: Claim): boolean =>
  state.contract !== null &&
  sideOf(c.claimer) !== sideOf(state.contract.declarer) &&
  c.tricks < c.remaining;

/** Who must still answer before the claim is agreed. */
export const awaitedAnswers = (state: BoardState, c: Claim): readonly Seat[] => {
  const opponents: Seat[] = ([0, 1, 2, 3] as const).filter((s) => sideOf(s) !== sideOf(c.claimer));
  const partner = concedesByDefender(state, c) ? [partnerOf(c.claimer)] : [];
  return [...opponents, ...partner].filter((s) => c.answers[s] === undefined);
};

/** The declarer's side's tricks in the board if the claim stands. */
export const claimedDeclarerTricks = (state: BoardState, c: Claim): number => {
  const declarerClaims =
    state.contract !== null && sideOf(c.claimer) === sideOf(state.contract.declarer);
  return declarerTricksPlayed(state) + (declarerClaims ? c.tricks : c.remaining - c.tricks);
};

export const answerClaim = (state: BoardState, action: Answer): Result<Step, RuleError> => {
  const c = state.claim;
  const { seat, answer } = action;
  if (state.phase !== 'claim' || c === null || state.contract === null)
    return refuse('no-claim', law2017('68'), 'no claim waits for an answer');
  if (c.answers[seat] !== undefined)
    return refuse('already-answered', law2017('68'), 'this player has answered');
  const partner = seat === partnerOf(c.claimer);
  if (seat === c.claimer || (partner && !concedesByDefender(state, c)))
    return refuse(
      'answer-not-opponent',
      law2017('68B2'),
      "the opponents answer a claim; the claimer's partner only a defender's concession",
    );
  if (partner && answer === 'dispute')
    return refuse('partner-objects', law2017('68B2'), 'the partner objects, he does not dispute');
  if (!partner && answer === 'object')
    return refuse('opponent-disputes', law2017('68D'), 'an opponent disputes, he does not object');
  const answered = toAll({ type: 'claim-answered' as const, seat, answer });
  if (answer === 'object')
    return ok({
      state: { ...state, phase: 'play', claim: null },
      events: [answered, toAll({ type: 'claim-void', seat })],
    });
  if (answer === 'dispute' && !state.options.director)
    return ok({
      state: { ...state, phase: 'play', claim: null },
      events: [answered, toAll({ type: 'claim-withdrawn', seat, article: law2017('68D') })],
    });
  const claimNow: Claim = { ...c, answers: { ...c.answers, [seat]: answer } };
  if (answer === 'dispute')
    return ok({
      state: { ...state, phase: 'director', claim: claimNow },
      events: [
        answered,
        toAll({
          type: 'director-called',
          seat,
          reason: 'claim-disputed',
          article: law2017('68D'),
        }),
      ],
    });
  if (awaitedAnswers(state, claimNow).length > 0)
    return ok({ state: { ...state, claim: claimNow }, events: [answered] });
  const declarerTricks = claimedDeclarerTricks(state, claimNow);
  return ok({
    state: {
      ...state,
      phase: 'ended',
      claim: claimNow,
      agreed: [true, true],
      result: { contract: state.contract, declarerTricks, by: 'claim' },
    },
    events: [answered, toAll({ type: 'claim-agreed', declarerTricks })],
  });
};
