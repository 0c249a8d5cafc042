/**
 * The offline bridge bots' choices, made in the page. Until the bots package offers a bridge
 * bot this is a legal chooser: every call and card it makes is one of the engine's legal
 * actions. In the auction it passes more often than not and bids low, so that an auction ends
 * in a contract someone can play; in the play it picks a legal card at random. It accepts every
 * claim and never objects, and agrees on the tricks as played (LAW 69A, 79A).
 */
import type { Action, BoardState, Seat } from '@tavolo/bridge';
import { legalActions } from '@tavolo/bridge';

/** A small seeded generator (mulberry32): the same seed makes the same choices. */
export const random = (seed: number): (() => number) => {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

const pick = <T>(items: readonly T[], r: number): T | undefined =>
  items[Math.floor(r * items.length)];

/** The chance that a bot passes when it could bid. */
const PASS_RATE = 0.7;

/** The bot's call or card for `seat`, on turn; undefined if it has none (not on turn). */
export const botChoice = (state: BoardState, seat: Seat, seed: number): Action | undefined => {
  const next = random(seed);
  const legal = legalActions(state, seat);
  const calls = legal.filter((a): a is Extract<Action, { type: 'call' }> => a.type === 'call');
  if (calls.length > 0) {
    const pass = calls.find((a) => a.call.type === 'pass');
    const bids = calls.filter((a) => a.call.type === 'bid').slice(0, 3);
    if (pass && (bids.length === 0 || next() < PASS_RATE)) return pass;
    return pick(bids, next()) ?? pass;
  }
  const plays = legal.filter((a) => a.type === 'play');
  return pick(plays, next());
};

/** The bot's answer to a claim it is asked about: it accepts (LAW 69A). */
export const botAnswer = (state: BoardState, seat: Seat): Action | undefined =>
  legalActions(state, seat).find((a) => a.type === 'answer-claim' && a.answer === 'accept');

/** The bot's agreement on the tricks won (LAW 79A). */
export const botAgrees = (state: BoardState, seat: Seat): Action | undefined =>
  legalActions(state, seat).find((a) => a.type === 'agree-tricks' && a.agree);
