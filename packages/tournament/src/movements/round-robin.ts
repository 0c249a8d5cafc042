/**
 * "All'italiana" (the README's table of pairing systems for BUR-CH art. 2): a round robin in
 * which everyone in a group meets everyone else once, scheduled by the Berger tables that
 * chess federations publish (FIDE Handbook C.05, annex 1), so a director can check any round
 * by hand.
 *
 * A group of n entrants, numbered 1..n in the order given, plays n - 1 rounds when n is even.
 * When n is odd a dummy n + 1 is added and whoever meets it rests: n rounds, one bye each. In
 * round r of N = n or n + 1 numbers, entrant a with 2a ≡ r + 1 (mod N - 1) meets N (N sits
 * N/S in even rounds); the others meet in pairs a + k v a - k (mod N - 1), k = 1 .. N/2 - 1,
 * a + k at N/S. Round 1 is 1 v N, 2 v N-1, 3 v N-2, ...
 *
 * Groups are paired side by side and their tables numbered on, group after group. A group
 * that has played all its rounds while a larger one goes on sits out; its entrants are neither
 * seated nor resting (no bye score is due) and the explanation says so.
 *
 * Explanation codes:
 * - `round-robin` {roundInPhase, rounds, groups}: round `roundInPhase` of `rounds` (the
 *   longest group's).
 * - `bye` {entrant, reason: 'round-robin-odd', group}: an odd group; the entrant meets the
 *   dummy of the Berger table.
 * - `group-complete` {group, rounds}: the group has played its `rounds` rounds and sits out.
 * - `bye` {entrant, reason: 'opponent-withdrawn', table, opponent}: see withdrawals.ts.
 */
import { type Result, type RuleError, err, ok } from '@tavolo/cards';
import type { EntrantId, Explanation, Pairing, PairingInput } from '../pairing.js';
import { badInput, checkEntrants, checkPairingInput, checkWhole } from './checks.js';
import { type ScheduledTable, seatPresent } from './withdrawals.js';

export interface RoundRobinPhase {
  /** Each group's entrants in Berger order (number 1 first); one group for a plain round robin. */
  readonly groups: readonly (readonly EntrantId[])[];
  /** Which round of the phase is paired, 1 for the first. */
  readonly roundInPhase: number;
}

/** Rounds a group of `size` plays: every other entrant once, a bye each round when odd. */
export const roundRobinRounds = (size: number): number => (size % 2 === 0 ? size - 1 : size);

/** Groups of `size`, cut in order; the last holds the rest and must have 2 or more. */
export const consecutiveGroups = (
  entrants: readonly EntrantId[],
  size: number,
): Result<readonly (readonly EntrantId[])[], RuleError> => {
  const problem = checkWhole(size, 2, 'the group size') ?? checkEntrants(entrants, 'the entrants');
  if (problem) return err(problem);
  if (entrants.length % size === 1)
    return err(
      badInput(
        'pairing-group-of-one',
        `${entrants.length} entrants in groups of ${size} leave a group of one`,
        { entrants: entrants.length, size },
      ),
    );
  const groups: EntrantId[][] = [];
  for (let start = 0; start < entrants.length; start += size)
    groups.push(entrants.slice(start, start + size));
  return ok(groups);
};

/**
 * Round `round` (1-based) of the Berger table for `numbers` (even): pairs of 1-based numbers,
 * N/S first, board 1 first.
 */
export const bergerRound = (numbers: number, round: number): (readonly [number, number])[] => {
  const mod = numbers - 1;
  const facingLast = round % 2 === 1 ? (round + 1) / 2 : (round + numbers) / 2;
  const wrap = (n: number): number => ((((n - 1) % mod) + mod) % mod) + 1;
  const boards: (readonly [number, number])[] = [
    round % 2 === 0 ? [numbers, facingLast] : [facingLast, numbers],
  ];
  for (let k = 1; k < numbers / 2; k++) boards.push([wrap(facingLast + k), wrap(facingLast - k)]);
  return boards;
};

/** The pairing of round `phase.roundInPhase` of the round robin. */
export const roundRobin = (
  input: PairingInput,
  phase: RoundRobinPhase,
): Result<Pairing, RuleError> => {
  const problem =
    checkPairingInput(input) ??
    checkWhole(phase.roundInPhase, 1, 'the round in the phase') ??
    (Array.isArray(phase.groups) && phase.groups.length > 0
      ? checkEntrants(phase.groups.flat(), 'the groups')
      : badInput('pairing-no-groups', 'a round robin has at least one group'));
  if (problem) return err(problem);
  const small = phase.groups.findIndex((g) => g.length < 2);
  if (small >= 0)
    return err(
      badInput('pairing-small-group', `group ${small + 1} has fewer than 2 entrants`, {
        group: small + 1,
      }),
    );
  const inGroups = new Set(phase.groups.flat());
  const stranger = input.ranking.find((e) => !inGroups.has(e));
  if (stranger !== undefined)
    return err(
      badInput('pairing-not-in-group', `${stranger} is in no group: it cannot join mid-phase`, {
        entrant: stranger,
      }),
    );
  const rounds = Math.max(...phase.groups.map((g) => roundRobinRounds(g.length)));
  if (phase.roundInPhase > rounds)
    return err(
      badInput(
        'pairing-robin-rounds',
        `the round robin has ${rounds} rounds, not ${phase.roundInPhase}`,
        { rounds, round: phase.roundInPhase },
      ),
    );

  const present = new Set(input.ranking);
  const scheduled: ScheduledTable[] = [];
  const byes: EntrantId[] = [];
  const explanation: Explanation[] = [
    {
      code: 'round-robin',
      params: { roundInPhase: phase.roundInPhase, rounds, groups: phase.groups.length },
    },
  ];
  phase.groups.forEach((group, g) => {
    const groupRounds = roundRobinRounds(group.length);
    if (phase.roundInPhase > groupRounds) {
      explanation.push({ code: 'group-complete', params: { group: g + 1, rounds: groupRounds } });
      return;
    }
    const numbers = group.length + (group.length % 2);
    for (const [ns, ew] of bergerRound(numbers, phase.roundInPhase)) {
      const northSouth = group[ns - 1];
      const eastWest = group[ew - 1];
      if (northSouth !== undefined && eastWest !== undefined)
        scheduled.push({ table: scheduled.length + 1, northSouth, eastWest });
      else {
        // The dummy's opponent rests (an odd group).
        const entrant = (northSouth ?? eastWest) as EntrantId;
        if (!present.has(entrant)) continue;
        byes.push(entrant);
        explanation.push({
          code: 'bye',
          params: { entrant, reason: 'round-robin-odd', group: g + 1 },
        });
      }
    }
  });
  const seated = seatPresent(scheduled, present);
  return ok({
    round: input.round,
    tables: seated.tables,
    byes: [...byes, ...seated.byes],
    explanation: [...explanation, ...seated.explanation],
  });
};
