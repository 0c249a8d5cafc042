/**
 * The Mitchell movement of line events (S40-CdG art. 2: "i giocatori si spostano nei tavoli
 * senza posizioni di classifica"; BUR-CH art. 2: N/S "coppia fissa", E/W "coppia mobile"):
 * N/S stay at their table for the whole phase; after each round E/W move `step` tables up
 * (from the highest table back to the lowest).
 *
 * The skip. With T tables, E/W are back at their first table after T / gcd(step, T) rounds
 * (the cycle): T rounds for step 1, fewer when step and T share a factor (step 2 on 8 tables:
 * 4). Each time a cycle closes, E/W jump one table further, so over T rounds every E/W pair
 * meets T different N/S. Bridge's skip at round T/2 + 1 for an even T and step 1 exists
 * because the boards move the other way and E/W would meet boards they have played; Burraco
 * and Scala 40 have no boards, so with step 1 no skip is ever needed and Tavolo applies none.
 * Beyond T rounds a repeat cannot be avoided and is said so.
 *
 * An odd count: the phase's first round has one bye, who sits E/W at a phantom table after the
 * highest (BUR-CH art. 3); the phantom stays at N/S like every N/S, so whoever arrives there
 * rests, and each E/W pair does so at most once in T rounds. An arriving pair that already
 * rested in the session (art. 3, 48; `byeHistory` holds the session's byes) plays instead at
 * the nearest table below, whose E/W pair rests in its place ("la coppia del tavolo
 * precedente", art. 3) — provided that pair has not rested and the swap makes no meeting the
 * phase has had or will have. Otherwise the second rest stands and is said so.
 *
 * Explanation codes:
 * - `mitchell` {step, roundInPhase, phaseRounds, tables}: the movement of the round; `tables`
 *   counts the phantom's table.
 * - `mitchell-skip` {skips, cycle}: E/W have jumped `skips` extra tables, one per closed cycle
 *   of `cycle` rounds.
 * - `constraint-relaxed` {constraint: 'distinct-opponents', roundInPhase, tables}: the phase is
 *   longer than the tables, so E/W meet N/S they have met in the phase.
 * - `bye` {entrant, reason: 'phantom', table}: the E/W pair at the phantom's table rests.
 * - `bye-skipped` {entrant, rested}: the pair due at the phantom's table rested in round
 *   `rested` of the session, so it plays (see the next `bye`).
 * - `bye` {entrant, reason: 'replaces-rested', table, from}: the E/W pair of table `from` rests
 *   at the phantom's table instead.
 * - `constraint-relaxed` {constraint: 'one-bye-per-session', entrant, rested}: no swap keeps
 *   the phase's meetings distinct, so the pair rests a second time.
 * - `bye` {entrant, reason: 'opponent-withdrawn', table, opponent}: see withdrawals.ts.
 */
import { type Result, type RuleError, err, ok } from '@tavolo/cards';
import type { EntrantId, Explanation, Pairing, PairingInput } from '../pairing.js';
import { badInput, checkEntrants, checkPairingInput, checkWhole } from './checks.js';
import { meetingsOf } from './meetings.js';
import { type ScheduledTable, seatPresent } from './withdrawals.js';

export interface MitchellPhase {
  /** The phase's first round as paired: [N/S, E/W] at each table, and its bye (odd count). */
  readonly base: Pick<Pairing, 'tables' | 'byes'>;
  /** Which round of the phase is paired: 1 for the first (the base itself). */
  readonly roundInPhase: number;
  /** Rounds in the phase: a bye swap must not make a meeting of a round still to come. */
  readonly phaseRounds: number;
  /** Tables E/W move up after each round; default 1. */
  readonly step?: number;
}

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/** The phase's tables by position: N/S (null for the phantom) and the first round's E/W. */
interface Line {
  readonly tables: readonly number[];
  readonly northSouth: readonly (EntrantId | null)[];
  readonly eastWest: readonly EntrantId[];
}

const lineOf = (base: MitchellPhase['base']): Result<Line, RuleError> => {
  if (!Array.isArray(base.tables) || !Array.isArray(base.byes))
    return err(badInput('pairing-mitchell-base', 'the base of a Mitchell is a paired round'));
  if (base.byes.length > 1)
    return err(
      badInput('pairing-mitchell-byes', 'a Mitchell starts with at most one bye', {
        byes: base.byes.length,
      }),
    );
  const sorted = [...base.tables].sort((a, b) => a.table - b.table);
  for (const [i, t] of sorted.entries()) {
    if (!Number.isSafeInteger(t.table) || t.table < 1 || t.table === sorted[i - 1]?.table)
      return err(
        badInput('pairing-table-number', `table ${t.table} is not numbered once, 1 or more`, {
          table: String(t.table),
        }),
      );
    if (t.seats.length !== 2)
      return err(
        badInput('pairing-table-lines', `table ${t.table} does not seat N/S and E/W`, {
          table: t.table,
        }),
      );
  }
  const problem = checkEntrants(
    [...sorted.flatMap((t) => t.seats), ...base.byes],
    'the base of the Mitchell',
  );
  if (problem) return err(problem);
  const tables = sorted.map((t) => t.table);
  const northSouth: (EntrantId | null)[] = sorted.map((t) => t.seats[0] as EntrantId);
  const eastWest = sorted.map((t) => t.seats[1] as EntrantId);
  const bye = base.byes[0];
  if (bye !== undefined) {
    tables.push((tables[tables.length - 1] ?? 0) + 1);
    northSouth.push(null);
    eastWest.push(bye);
  }
  return ok({ tables, northSouth, eastWest });
};

/** The pairing of round `phase.roundInPhase` of a Mitchell phase. */
export const mitchell = (input: PairingInput, phase: MitchellPhase): Result<Pairing, RuleError> => {
  const problem =
    checkPairingInput(input) ??
    checkWhole(phase.roundInPhase, 1, 'the round in the phase') ??
    checkWhole(phase.phaseRounds, phase.roundInPhase, 'the rounds of the phase') ??
    checkWhole(input.round, phase.roundInPhase, 'the round of the event');
  if (problem) return err(problem);
  const line = lineOf(phase.base);
  if (!line.ok) return line;
  const { tables, northSouth, eastWest } = line.value;
  const count = tables.length;
  if (count < 2)
    return err(
      badInput('pairing-mitchell-tables', 'a Mitchell needs at least 2 tables', { tables: count }),
    );
  const step = phase.step ?? 1;
  if (!Number.isSafeInteger(step) || step < 1 || step >= count)
    return err(
      badInput('pairing-mitchell-step', `E/W move 1 to ${count - 1} tables`, {
        step: String(step),
        max: count - 1,
      }),
    );
  const inMovement = new Set([...eastWest, ...northSouth]);
  const stranger = input.ranking.find((e) => !inMovement.has(e));
  if (stranger !== undefined)
    return err(
      badInput(
        'pairing-not-in-mitchell',
        `${stranger} is not in the Mitchell's seating: it cannot join mid-phase`,
        { entrant: stranger },
      ),
    );

  const cycle = count / gcd(step, count);
  const offset = (index: number): number => (index * step + Math.floor(index / cycle)) % count;
  const startOf = new Map(eastWest.map((e, p) => [e, p]));
  /** The position of E/W pair `e` in the phase's round `index` (0-based). */
  const positionOf = (e: EntrantId, index: number): number =>
    ((startOf.get(e) as number) + offset(index)) % count;
  const index = phase.roundInPhase - 1;
  const eastWestAt = Array.from(
    { length: count },
    (_, p) => eastWest[(p - offset(index) + count) % count] as EntrantId,
  );

  const explanation: Explanation[] = [
    {
      code: 'mitchell',
      params: {
        step,
        roundInPhase: phase.roundInPhase,
        phaseRounds: phase.phaseRounds,
        tables: count,
      },
    },
  ];
  const skips = Math.floor(index / cycle);
  if (skips > 0) explanation.push({ code: 'mitchell-skip', params: { skips, cycle } });
  if (index >= count)
    explanation.push({
      code: 'constraint-relaxed',
      params: { constraint: 'distinct-opponents', roundInPhase: phase.roundInPhase, tables: count },
    });

  const present = new Set(input.ranking);
  const rested = new Map<EntrantId, number>();
  for (const { entrant, round } of input.byeHistory)
    rested.set(entrant, Math.max(round, rested.get(entrant) ?? 0));
  const byes: EntrantId[] = [];
  const phantom = northSouth.indexOf(null);
  const arriving = eastWestAt[phantom];
  if (arriving !== undefined && present.has(arriving)) {
    const phantomTable = tables[phantom] as number;
    const restedIn = rested.get(arriving);
    let instead = -1;
    if (restedIn !== undefined) {
      const phaseStart = input.round - index;
      const metInPhase = meetingsOf(input.history, (m) => m.round >= phaseStart);
      const laterOpponents = new Set<EntrantId | null>();
      for (let later = index + 1; later < phase.phaseRounds; later++)
        laterOpponents.add(northSouth[positionOf(arriving, later)] as EntrantId | null);
      for (let p = phantom - 1; p >= 0 && instead < 0; p--) {
        const ns = northSouth[p] as EntrantId;
        const ew = eastWestAt[p] as EntrantId;
        if (
          present.has(ns) &&
          present.has(ew) &&
          !rested.has(ew) &&
          !laterOpponents.has(ns) &&
          metInPhase.lastMet(arriving, ns) === undefined
        )
          instead = p;
      }
      if (instead >= 0) {
        const resting = eastWestAt[instead] as EntrantId;
        eastWestAt[instead] = arriving;
        eastWestAt[phantom] = resting;
        byes.push(resting);
        explanation.push(
          { code: 'bye-skipped', params: { entrant: arriving, rested: restedIn } },
          {
            code: 'bye',
            params: {
              entrant: resting,
              reason: 'replaces-rested',
              table: phantomTable,
              from: tables[instead] as number,
            },
          },
        );
      } else
        explanation.push({
          code: 'constraint-relaxed',
          params: { constraint: 'one-bye-per-session', entrant: arriving, rested: restedIn },
        });
    }
    if (instead < 0) {
      byes.push(arriving);
      explanation.push({
        code: 'bye',
        params: { entrant: arriving, reason: 'phantom', table: phantomTable },
      });
    }
  }

  const scheduled: ScheduledTable[] = [];
  northSouth.forEach((ns, p) => {
    if (ns !== null)
      scheduled.push({
        table: tables[p] as number,
        northSouth: ns,
        eastWest: eastWestAt[p] as EntrantId,
      });
  });
  const seated = seatPresent(scheduled, present);
  return ok({
    round: input.round,
    tables: seated.tables,
    byes: [...byes, ...seated.byes],
    explanation: [...explanation, ...seated.explanation],
  });
};
