/**
 * Pairing a round of an event: picks the round's movement from the config and gives it the
 * standings, the history and the byes it needs. Also finds the published pairings that a
 * later correction would now make differently, which are flagged, never changed (S40-CdG
 * art. 24, BUR-CH art. 21).
 */
import { type Result, err, ok } from '@tavolo/cards';
import { separateClubs } from './club-separation.js';
import type { Movement } from './config.js';
import { dependsOnScores } from './corrections.js';
import { type MessageParams, type TournamentError, tournamentError } from './error.js';
import type { SeatingMethod } from './event.js';
import { danish } from './movements/danish.js';
import { knockout } from './movements/knockout.js';
import { mitchell } from './movements/mitchell.js';
import { consecutiveGroups, roundRobin } from './movements/round-robin.js';
import { standingsTables } from './movements/scala40-tables.js';
import { seatFirstRound, seatingOrder } from './movements/seating.js';
import type { EntrantId, Meeting, Pairing, PairingInput } from './pairing.js';
import { roundScores } from './scoring.js';
import { standings } from './standings.js';
import { type TournamentState, activeEntrants } from './state.js';

export interface PairedRound {
  readonly pairing: Pairing;
  /** Set when the round starts a knockout or round-robin phase: the order it keeps. */
  readonly phaseOrder?: readonly EntrantId[];
}

const sameMovement = (a: Movement | undefined, b: Movement | undefined): boolean =>
  a !== undefined && b !== undefined && JSON.stringify(a) === JSON.stringify(b);

/** The rounds of the phase `round` belongs to: consecutive rounds with the same movement. */
const phaseOf = (state: TournamentState, round: number) => {
  const plans = state.config.rounds;
  const movement = plans[round - 1]?.movement;
  let first = round;
  while (first > 1 && sameMovement(plans[first - 2]?.movement, movement)) first--;
  let last = round;
  while (last < plans.length && sameMovement(plans[last]?.movement, movement)) last++;
  return { first, rounds: last - first + 1, roundInPhase: round - first + 1 };
};

const history = (state: TournamentState, before: number): Meeting[] =>
  state.rounds
    .filter((r) => r.round < before)
    .flatMap((r) => r.pairing.tables.map((t) => ({ round: r.round, seats: t.seats })));

const byeHistory = (state: TournamentState, before: number) =>
  state.rounds
    .filter((r) => r.round < before)
    .flatMap((r) => r.pairing.byes.map((entrant) => ({ round: r.round, entrant })));

const refuse = (code: string, message: string, params: MessageParams, article = 'Tavolo') =>
  err(tournamentError(code, article, message, params));

/** Burraco individual plays at tables of exactly four (BUR-CH art. 2). */
const fourEach = (state: TournamentState, count: number): Result<null, TournamentError> =>
  state.config.game === 'burraco' && state.config.kind === 'individual' && count % 4 !== 0
    ? refuse(
        'tables-of-four',
        `Burraco individual needs a multiple of 4 players (${count} are active)`,
        { count },
        'BUR-CH art. 2',
      )
    : ok(null);

/** Knockout winners of one played round: the higher VP at each table, byes go through. */
const knockoutWinners = (
  state: TournamentState,
  round: number,
): Result<readonly EntrantId[], TournamentError> => {
  const played = state.rounds[round - 1];
  if (!played) return ok([]);
  const scores = new Map(roundScores(state, round).map((s) => [s.entrant, s.vp]));
  const winners: EntrantId[] = [...played.pairing.byes];
  for (const table of played.pairing.tables) {
    const [a, b] = table.seats;
    const va = a === undefined ? 0 : (scores.get(a) ?? 0);
    const vb = b === undefined ? 0 : (scores.get(b) ?? 0);
    if (va === vb)
      return refuse(
        'knockout-undecided',
        `round ${round} table ${table.table} has no winner: with equal MP the win goes to the ` +
          'side that closed; assign the score',
        { round, table: table.table },
        'BUR-CH art. 19',
      );
    const winner = va > vb ? a : b;
    if (winner !== undefined) winners.push(winner);
  }
  return ok(winners);
};

/** The pairing of `round` by its movement alone (round 1 with its seating method). */
const movementPairing = (
  state: TournamentState,
  round: number,
  seating: SeatingMethod | undefined,
): Result<PairedRound, TournamentError> => {
  const plan = state.config.rounds[round - 1];
  if (!plan)
    return refuse('no-more-rounds', `the event has ${state.config.rounds.length} rounds`, {
      rounds: state.config.rounds.length,
    });
  const active = activeEntrants(state, round).map((e) => e.id);
  const four = fourEach(state, active.length);
  if (!four.ok) return four;
  const phase = phaseOf(state, round);
  const movement = plan.movement;
  // The order that starts a phase: round 1's seating, else the standings so far.
  const startOrder = (): Result<readonly EntrantId[], TournamentError> => {
    if (round === 1) return seatingOrder(active, seating ?? { kind: 'registration' });
    const activeSet = new Set(active);
    return ok(
      standings(state, round - 1)
        .map((r) => r.entrant)
        .filter((id) => activeSet.has(id)),
    );
  };
  const ranking = startOrder();
  if (!ranking.ok) return ranking;
  const input: PairingInput = {
    round,
    totalRounds: state.config.rounds.length,
    ranking: ranking.value,
    history: history(state, round),
    byeHistory: byeHistory(state, round),
  };
  const format = state.config.kind === 'individual' ? 'individual' : 'line';
  const seatOrder = (order: readonly EntrantId[]) =>
    seatFirstRound({ entrants: order, format, order: { kind: 'registration' } });
  switch (movement.kind) {
    case 'round-robin': {
      const order =
        phase.roundInPhase === 1 ? ranking.value : state.rounds[phase.first - 1]?.phaseOrder;
      if (!order)
        return refuse('no-phase-order', `round ${phase.first} has no round-robin order`, {
          round: phase.first,
        });
      const groups = consecutiveGroups(order, movement.groupSize ?? order.length);
      if (!groups.ok) return groups;
      const paired = roundRobin(input, { groups: groups.value, roundInPhase: phase.roundInPhase });
      return paired.ok ? ok({ pairing: paired.value, phaseOrder: order }) : paired;
    }
    case 'knockout': {
      const seeds =
        phase.roundInPhase === 1 ? ranking.value : state.rounds[phase.first - 1]?.phaseOrder;
      if (!seeds)
        return refuse('no-phase-order', `round ${phase.first} has no knockout seeding`, {
          round: phase.first,
        });
      const winners: (readonly EntrantId[])[] = [];
      for (let r = phase.first; r < round; r++) {
        const w = knockoutWinners(state, r);
        if (!w.ok) return w;
        winners.push(w.value);
      }
      const paired = knockout(phase.roundInPhase, { seeds, winners });
      return paired.ok ? ok({ pairing: { ...paired.value, round }, phaseOrder: seeds }) : paired;
    }
    case 'mitchell': {
      if (phase.roundInPhase === 1) {
        const seated =
          round === 1
            ? seatFirstRound({
                entrants: active,
                format,
                order: seating ?? { kind: 'registration' },
              })
            : seatOrder(ranking.value);
        return seated.ok ? ok({ pairing: { ...seated.value, round } }) : seated;
      }
      const base = state.rounds[phase.first - 1]?.pairing;
      if (!base)
        return refuse('no-phase-base', `round ${phase.first} has not been paired`, {
          round: phase.first,
        });
      const paired = mitchell(
        { ...input, ranking: active },
        {
          base,
          roundInPhase: phase.roundInPhase,
          phaseRounds: phase.rounds,
          step: movement.step,
        },
      );
      return paired.ok ? ok({ pairing: paired.value }) : paired;
    }
    case 'danish':
    case 'standings-tables': {
      if (round === 1) {
        const seated = seatFirstRound({
          entrants: active,
          format,
          order: seating ?? { kind: 'registration' },
        });
        return seated.ok ? ok({ pairing: seated.value }) : seated;
      }
      if (movement.kind === 'standings-tables') {
        const paired = standingsTables(input, { rematches: 'avoid' });
        return paired.ok ? ok({ pairing: paired.value }) : paired;
      }
      const previous = state.rounds[round - 2];
      const bye =
        state.config.byePolicy === 'previous-table' && previous
          ? { policy: 'previous-table' as const, previousTables: previous.pairing.tables }
          : state.config.byePolicy === 'lowest-in-round'
            ? {
                policy: 'lowest-in-round' as const,
                lowestFirst: roundScores(state, round - 1)
                  .filter((s) => s.source !== 'pending')
                  .sort((a, b) => a.vp - b.vp || a.mp - b.mp)
                  .map((s) => s.entrant),
              }
            : { policy: 'lowest-overall' as const };
      const paired = danish(input, {
        variant: movement.variant,
        ...(movement.groupSize ? { groupSize: movement.groupSize } : {}),
        bye,
      });
      return paired.ok ? ok({ pairing: paired.value }) : paired;
    }
  }
};

/**
 * The pairing of `round` (round 1 with its seating method), with entrants of the same club or
 * region kept apart where the movement allows when the event asks it (club-separation.ts).
 */
export const pairRound = (
  state: TournamentState,
  round: number,
  seating: SeatingMethod | undefined,
): Result<PairedRound, TournamentError> => {
  const paired = movementPairing(state, round, seating);
  if (!paired.ok || !state.config.separate) return paired;
  return ok(
    separateClubs(state, paired.value, {
      round,
      seating,
      phase: phaseOf(state, round),
      history: history(state, round),
      byeHistory: byeHistory(state, round),
    }),
  );
};

/** A published pairing that the corrected standings would now make differently. */
export interface PairingFlag {
  readonly round: number;
  readonly causedBy: { readonly round: number; readonly table: number; readonly at: string };
  readonly article: string;
}

const tableSet = (pairing: Pairing): string =>
  pairing.tables
    .map((t) => [...t.seats].sort().join('+'))
    .sort()
    .join(' ');

/** The state as the director saw it when pairing `round`, with today's corrected results. */
const asWhenPaired = (state: TournamentState, round: number): TournamentState => ({
  ...state,
  entrants: state.entrants.filter((e) => e.registeredAfterRound < round),
  rounds: state.rounds.filter((r) => r.round < round),
  adjustments: state.adjustments.filter((a) => a.round < round),
});

export const pairingFlags = (state: TournamentState): readonly PairingFlag[] => {
  const article = state.config.game === 'scala40' ? 'S40-CdG art. 24' : 'BUR-CH art. 21';
  const flags: PairingFlag[] = [];
  for (const r of state.rounds) {
    const movement = state.config.rounds[r.round - 1]?.movement;
    if (r.round === 1 || !movement || !dependsOnScores(movement)) continue;
    const later = state.corrections.filter(
      (c) => c.round < r.round && Date.parse(c.at) > Date.parse(r.pairedAt),
    );
    const cause = later.at(-1);
    if (!cause) continue;
    const now = pairRound(asWhenPaired(state, r.round), r.round, undefined);
    if (now.ok && tableSet(now.value.pairing) !== tableSet(r.pairing))
      flags.push({
        round: r.round,
        causedBy: { round: cause.round, table: cause.table, at: cause.at },
        article,
      });
  }
  return flags;
};
