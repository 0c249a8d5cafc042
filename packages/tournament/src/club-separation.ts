/**
 * The event's club separation (`config.separate`: `club` or `region`) applied to a round's
 * pairing, movement by movement (movements/separation*.ts do the swapping):
 *
 * - the seating of round 1 (registration order or draw), for Danish and tables by standings:
 *   swaps anywhere in the room, since the order has no standing behind it;
 * - Danish after round 1: swaps with the next or previous table (two at most), inside the
 *   Danish group, adding no rematch of the previous round;
 * - Scala 40 tables by standings after round 1: swaps with the next or previous table, adding
 *   no meeting of an earlier round;
 * - Mitchell: the seating that starts the phase, against every meeting of the phase;
 * - round robin: the order that starts the phase, whose groups and Berger numbers it fixes:
 *   clubs spread over the groups, clubmates meeting in the first rounds;
 * - knockout: the seeding that starts the phase, seeds swapped within their band so that
 *   clubmates do not meet in the first two stages;
 * - the director's own seating list is kept as given (the director's decision), and every
 *   meeting of clubmates it fixes is said in the explanation, for the director to see.
 *
 * An entrant's clubs are those of its players (`Person.club`, `Person.region`), compared
 * without case or accents; an entrant registered without them is of no club.
 *
 * Explanation codes, besides those of movements/separation*.ts:
 * - `clubmates-meet` {first, second, by, round, table}: in a round robin, clubmates of one group
 *   meet at `table` of `round`, as early as the Berger table allows; round 1 of the phase lists
 *   the whole phase, each later round its own.
 * - `separation-kept` {first, second, by, round, table}: the director's seating list has
 *   clubmates meet at `table` of `round` (the round's tables, or the whole phase for Mitchell
 *   and round robin); the list is kept as given.
 */
import type { Movement } from './config.js';
import { foldText } from './fold-text.js';
import { knockout } from './movements/knockout.js';
import { meetingsOf } from './movements/meetings.js';
import { roundRobin } from './movements/round-robin.js';
import { separateKnockout } from './movements/separation-knockout.js';
import { separateRoundRobin } from './movements/separation-round-robin.js';
import {
  type Separation,
  sameClub,
  separatePhase,
  separateTables,
} from './movements/separation.js';
import type { EntrantId, Explanation, Pairing } from './pairing.js';
import {
  type RoundTable,
  type SeparationContext,
  mitchellTables,
  phaseInput,
  roundRobinGroups,
  roundRobinTables,
  roundTables,
} from './phase-tables.js';
import type { TournamentState } from './state.js';

export type { SeparationContext } from './phase-tables.js';

/** A round's pairing and, when it starts a round robin or a knockout, the order it keeps. */
export interface SeparablePairing {
  readonly pairing: Pairing;
  readonly phaseOrder?: readonly EntrantId[];
}

/** Seats a Mitchell swap may reach: a few tables each way, so the seating stays recognizable. */
const PHASE_REACH = 12;

const separationOf = (state: TournamentState): Separation | null => {
  const by = state.config.separate;
  if (!by) return null;
  const groups = new Map<EntrantId, readonly string[]>();
  for (const e of state.entrants) {
    const values = (e.people ?? []).flatMap((p) => {
      const value = p[by];
      return value === undefined || value.trim() === '' ? [] : [foldText(value)];
    });
    if (values.length > 0) groups.set(e.id, [...new Set(values)]);
  }
  return groups.size === 0 ? null : { by, groupsOf: (e) => groups.get(e) ?? [] };
};

/** The positions of the seats in the pairing, which is the standings order for Danish tables. */
const seatRank = (pairing: Pairing) => {
  const rank = new Map(pairing.tables.flatMap((t) => t.seats).map((e, i) => [e, i]));
  return (e: EntrantId) => rank.get(e) ?? rank.size;
};

/** Every meeting of two entrants of one club among `tables`, as explanation `code`. */
const clubmatesAt = (
  s: Separation,
  code: string,
  tables: readonly RoundTable[],
  params: (t: RoundTable) => Readonly<Record<string, string | number>>,
): Explanation[] =>
  tables.flatMap((t) =>
    t.seats.flatMap((first, i) =>
      t.seats
        .slice(i + 1)
        .filter((second) => sameClub(s, first, second))
        .map((second) => ({ code, params: { first, second, by: s.by, ...params(t) } })),
    ),
  );

const withExplanation = (pairing: Pairing, more: readonly Explanation[]): Pairing => ({
  ...pairing,
  explanation: [...pairing.explanation, ...more],
});

/** The director's list kept as given, with every clubmate meeting it fixes said. */
const keptAsGiven = (
  state: TournamentState,
  paired: SeparablePairing,
  s: Separation,
  context: SeparationContext,
  movement: Movement,
): SeparablePairing => {
  const { pairing } = paired;
  const groups =
    movement.kind === 'round-robin' && paired.phaseOrder
      ? roundRobinGroups(movement, paired.phaseOrder)
      : null;
  const tables =
    movement.kind === 'mitchell'
      ? mitchellTables(state, context, movement, pairing.byes)(pairing.tables)
      : groups
        ? roundRobinTables(state, context, groups)
        : roundTables(context.round, pairing.tables);
  const kept = clubmatesAt(s, 'separation-kept', tables, (t) => ({
    round: t.round,
    table: t.table,
  }));
  return { ...paired, pairing: withExplanation(pairing, kept) };
};

/** A round robin: the order that starts the phase separated, the pairing made from it. */
const separatedRoundRobin = (
  state: TournamentState,
  paired: SeparablePairing,
  s: Separation,
  context: SeparationContext,
  movement: Extract<Movement, { kind: 'round-robin' }>,
): SeparablePairing => {
  const meet = (tables: readonly RoundTable[]) =>
    clubmatesAt(s, 'clubmates-meet', tables, (t) => ({ round: t.round, table: t.table }));
  const start = context.phase.roundInPhase === 1 && paired.phaseOrder;
  const given = paired.phaseOrder ? roundRobinGroups(movement, paired.phaseOrder) : null;
  if (!start || !given) {
    const tables = roundTables(context.round, paired.pairing.tables);
    return { ...paired, pairing: withExplanation(paired.pairing, meet(tables)) };
  }
  const separated = separateRoundRobin(given, s, context.phase.rounds);
  const order = separated.groups.flat();
  const repaired = roundRobin(phaseInput(state, context, context.round, order), {
    groups: separated.groups,
    roundInPhase: 1,
  });
  if (!repaired.ok) return paired;
  const schedule = meet(roundRobinTables(state, context, separated.groups));
  return {
    pairing: withExplanation(repaired.value, [...separated.explanation, ...schedule]),
    phaseOrder: order,
  };
};

/** A knockout: the seeding that starts the phase separated, the first stage made from it. */
const separatedKnockout = (
  paired: SeparablePairing,
  s: Separation,
  context: SeparationContext,
): SeparablePairing => {
  if (context.phase.roundInPhase !== 1 || !paired.phaseOrder) return paired;
  const separated = separateKnockout(paired.phaseOrder, s);
  const repaired = knockout(1, { seeds: separated.seeds, winners: [] });
  if (!repaired.ok) return paired;
  const relaxed = clubmatesAt(
    s,
    'separation-relaxed',
    roundTables(context.round, repaired.value.tables),
    (t) => ({
      table: t.table,
    }),
  );
  return {
    pairing: withExplanation({ ...repaired.value, round: context.round }, [
      ...separated.explanation,
      ...relaxed,
    ]),
    phaseOrder: separated.seeds,
  };
};

/** The round's pairing with same-club meetings avoided where its movement allows. */
export const separateClubs = (
  state: TournamentState,
  paired: SeparablePairing,
  context: SeparationContext,
): SeparablePairing => {
  const separation = separationOf(state);
  const movement = state.config.rounds[context.round - 1]?.movement;
  if (!separation || !movement) return paired;
  if (context.seating?.kind === 'director')
    return keptAsGiven(state, paired, separation, context, movement);
  const { pairing } = paired;
  const seatingRound = context.round === 1;
  switch (movement.kind) {
    case 'mitchell':
      return context.phase.roundInPhase === 1
        ? {
            pairing: separatePhase(pairing, separation, {
              meetings: mitchellTables(state, context, movement, pairing.byes),
              reach: PHASE_REACH,
            }),
          }
        : paired;
    case 'round-robin':
      return separatedRoundRobin(state, paired, separation, context, movement);
    case 'knockout':
      return separatedKnockout(paired, separation, context);
    case 'danish':
    case 'standings-tables': {
      if (seatingRound)
        return {
          pairing: separateTables(pairing, separation, {
            repeats: () => false,
            reach: pairing.tables.length,
          }),
        };
      const previous = meetingsOf(context.history, (m) =>
        movement.kind === 'danish' ? m.round === context.round - 1 : true,
      );
      const perGroup = movement.kind === 'danish' ? movement.groupSize : undefined;
      return {
        pairing: separateTables(pairing, separation, {
          repeats: (a, b) => previous.lastMet(a, b) !== undefined,
          reach: movement.kind === 'danish' ? 2 : 1,
          rank: seatRank(pairing),
          ...(perGroup ? { block: Math.floor(perGroup / 2) } : {}),
        }),
      };
    }
  }
};
