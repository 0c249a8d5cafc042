/**
 * The tables a phase fixes from its start, round by round: a Mitchell phase from the seating
 * of its first round, a round robin from its groups. Club separation (club-separation.ts)
 * weighs a seating against all of them, and says which clubmates they have meet.
 */
import type { Movement } from './config.js';
import type { SeatingMethod } from './event.js';
import { mitchell } from './movements/mitchell.js';
import { consecutiveGroups, roundRobin, roundRobinRounds } from './movements/round-robin.js';
import type { EntrantId, PairingInput, TableSeating } from './pairing.js';
import { type TournamentState, activeEntrants } from './state.js';

/** Where the round stands in its phase, and what its movement was given. */
export interface SeparationContext {
  readonly round: number;
  readonly seating: SeatingMethod | undefined;
  readonly phase: {
    readonly first: number;
    readonly rounds: number;
    readonly roundInPhase: number;
  };
  readonly history: PairingInput['history'];
  readonly byeHistory: PairingInput['byeHistory'];
}

/** One table of one round: a meeting the pairing fixes. */
export interface RoundTable {
  readonly round: number;
  readonly table: number;
  readonly seats: readonly EntrantId[];
}

export const roundTables = (round: number, tables: readonly TableSeating[]): RoundTable[] =>
  tables.map((t) => ({ round, table: t.table, seats: t.seats }));

/** Every table of a Mitchell phase that starts with `tables`, round by round. */
export const mitchellTables = (
  state: TournamentState,
  context: SeparationContext,
  movement: Extract<Movement, { kind: 'mitchell' }>,
  byes: readonly EntrantId[],
) => {
  const ranking = activeEntrants(state, context.round).map((e) => e.id);
  return (tables: readonly TableSeating[]): readonly RoundTable[] => {
    const meetings = roundTables(context.round, tables);
    for (let k = 2; k <= context.phase.rounds; k++) {
      const round = context.phase.first + k - 1;
      const later = mitchell(
        {
          round,
          totalRounds: state.config.rounds.length,
          ranking,
          history: context.history,
          byeHistory: context.byeHistory,
        },
        {
          base: { tables, byes },
          roundInPhase: k,
          phaseRounds: context.phase.rounds,
          step: movement.step,
        },
      );
      if (later.ok) meetings.push(...roundTables(round, later.value.tables));
    }
    return meetings;
  };
};

/** What a movement is given to pair `round` of the phase. */
export const phaseInput = (
  state: TournamentState,
  context: SeparationContext,
  round: number,
  ranking: readonly EntrantId[],
): PairingInput => ({
  round,
  totalRounds: state.config.rounds.length,
  ranking,
  history: context.history,
  byeHistory: context.byeHistory,
});

/** Every table of a round robin's phase played by `groups`, round by round. */
export const roundRobinTables = (
  state: TournamentState,
  context: SeparationContext,
  groups: readonly (readonly EntrantId[])[],
): RoundTable[] => {
  const ranking = activeEntrants(state, context.round).map((e) => e.id);
  const rounds = Math.min(
    context.phase.rounds,
    Math.max(...groups.map((g) => roundRobinRounds(g.length))),
  );
  const tables: RoundTable[] = [];
  for (let k = 1; k <= rounds; k++) {
    const round = context.phase.first + k - 1;
    const paired = roundRobin(phaseInput(state, context, round, ranking), {
      groups,
      roundInPhase: k,
    });
    if (paired.ok) tables.push(...roundTables(round, paired.value.tables));
  }
  return tables;
};

/** The groups of a round robin cut from the order that starts its phase. */
export const roundRobinGroups = (
  movement: Extract<Movement, { kind: 'round-robin' }>,
  order: readonly EntrantId[],
) => {
  const groups = consecutiveGroups(order, movement.groupSize ?? order.length);
  return groups.ok ? groups.value : null;
};
