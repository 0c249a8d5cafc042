/**
 * Results made up deterministically from a seed, for demonstrations and scenario runs of a
 * bridge pairs event (the CLI's and the tests'): each board has a likely contract, and each
 * table plays it or a neighbour of it and takes a number of tricks near the contract's, so the
 * field has the spread of scores and the ties of a real one. Nothing here is random at run
 * time: the same seed, board and table always give the same result.
 */
import type { Contract, Level, Seat, Strain } from '@tavolo/bridge';
import { type Result, err, ok } from '@tavolo/cards';
import { type TournamentError, tournamentError } from '../error.js';
import { encounterAt } from './movement.js';
import { type BridgePairsOutcome, confirmBoardResult, enterBoardResult } from './pairs-commands.js';
import type { BoardOutcome, BridgePairsEvent } from './pairs-event.js';
import { applyBridgePairsEvent, placeKey, replayBridgePairs } from './pairs-state.js';
import { placesOf } from './pairs-status.js';

/** A small, fast 32-bit generator (mulberry32) seeded from the three numbers. */
const generator = (seed: number, board: number, table: number): (() => number) => {
  let a = (seed * 0x9e3779b1 + board * 0x85ebca6b + table * 0xc2b2ae35) >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

const STRAINS: readonly Strain[] = ['C', 'D', 'H', 'S', 'NT'];
const pick = <T>(next: () => number, xs: readonly T[]): T =>
  xs[Math.floor(next() * xs.length)] as T;

/** The board's likely contract, the same at every table. */
const boardContract = (seed: number, board: number): Contract => {
  const next = generator(seed, board, 0);
  return {
    level: pick(next, [1, 2, 2, 3, 3, 4, 4, 4, 5, 6] as const) as Level,
    strain: pick(next, STRAINS),
    doubling: 0,
    declarer: pick(next, [0, 1, 2, 3] as const) as Seat,
  };
};

/** What table `table` did on `board` for seed `seed`. */
export const sampleOutcome = (seed: number, board: number, table: number): BoardOutcome => {
  const next = generator(seed, board, table);
  if (next() < 0.03) return { kind: 'passed-out' };
  const usual = boardContract(seed, board);
  const roll = next();
  const level = Math.min(
    7,
    Math.max(1, usual.level + (roll < 0.15 ? -1 : roll > 0.85 ? 1 : 0)),
  ) as Level;
  const declarer = (next() < 0.8 ? usual.declarer : (usual.declarer + 1) % 4) as Seat;
  const doubling = next() < 0.08 ? 1 : 0;
  const contract: Contract = { ...usual, level, declarer, doubling };
  const swing = pick(next, [-2, -1, -1, 0, 0, 0, 0, 1, 1, 2]);
  const tricks = Math.min(13, Math.max(0, usual.level + 6 + swing));
  return { kind: 'played', contract, tricks };
};

/**
 * Plays every board of the event that has no result yet: the N/S pair's first player enters
 * the sample result and the E/W pair's second player confirms it, at `at`. Every pair must be
 * registered. Refused as the commands refuse.
 */
export const playSample = (
  events: readonly BridgePairsEvent[],
  seed: number,
  at: string,
): Result<readonly BridgePairsEvent[], TournamentError> => {
  const replayed = replayBridgePairs(events);
  if (!replayed.ok) return replayed;
  let state = replayed.value;
  const log = [...events];
  const record = (out: BridgePairsOutcome): TournamentError | null => {
    if (!out.ok) return out.error;
    for (const event of out.value) state = applyBridgePairsEvent(state, event);
    log.push(...out.value);
    return null;
  };
  for (const place of placesOf(state)) {
    if (state.results.has(placeKey(place))) continue;
    const seated = encounterAt(state.movement, place.round, place.table);
    const ns = state.pairs.get(seated?.ns ?? 0);
    const ew = state.pairs.get(seated?.ew ?? 0);
    if (!seated || !ns || !ew)
      return err(
        tournamentError(
          'bridge-pair-missing',
          'Tavolo',
          `table ${place.table} has a pair missing`,
          {
            table: place.table,
          },
        ),
      );
    const outcome = sampleOutcome(seed, place.board, place.table);
    const problem =
      record(
        enterBoardResult(
          state,
          { ...place, outcome, actor: { role: 'player', pair: seated.ns, player: ns[0] } },
          { at, by: ns[0] },
        ),
      ) ??
      record(
        confirmBoardResult(
          state,
          { ...place, actor: { role: 'player', pair: seated.ew, player: ew[1] } },
          { at, by: ew[1] },
        ),
      );
    if (problem) return err(problem);
  }
  return ok(log);
};
