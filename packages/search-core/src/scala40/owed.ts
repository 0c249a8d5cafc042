/**
 * Scala 40 search core: whether a card can still go to the table this turn, and orders of
 * lay-offs, as the engine's owed.ts and closing.ts `planLayOffs` (the authority). MUTABLE BY
 * DESIGN: searches lay cards on the core's table and take them back; never used by the engines.
 */
import type { CoreState } from './core.js';
import { FACES, JOKER, codeAt, rankOfCode, suitOfCode } from './faces.js';
import { FITS, HIGH, SEQUENCE } from './table.js';

/** Search nodes one plan of lay-offs may visit (the engine's PLAN_BUDGET). */
const PLAN_BUDGET = 5_000;

/** A plan found by `planLayOffs`: per step the card's code, the meld's index, the face, the bit. */
export class Plan {
  length = 0;
  readonly code = new Uint8Array(32);
  readonly meld = new Uint8Array(32);
  readonly face = new Uint8Array(32);
  readonly bit = new Uint8Array(32);
}

const planCards = new Uint8Array(32);
let planBudget = 0;

/**
 * Whether the `n` cards in `cards` can all be laid off onto the table in some order, each
 * perhaps opening the way for the next (8H then 9H onto 5-6-7H), within the art. 17 limit; the
 * order into `plan` if given. The table is left as it was.
 */
export const planLayOffs = (
  core: CoreState,
  cards: Uint8Array,
  n: number,
  plan?: Plan,
): boolean => {
  for (let i = 0; i < n; i++) planCards[i] = cards[i] as number;
  planBudget = PLAN_BUDGET;
  if (plan) plan.length = 0;
  return go(core, n, 0, plan);
};

const go = (core: CoreState, n: number, used: number, plan: Plan | undefined): boolean => {
  if (used === (1 << n) - 1) return true;
  if (--planBudget < 0) return false;
  const t = core.table;
  let jokerTried = false;
  for (let i = 0; i < n; i++) {
    if (used & (1 << i)) continue;
    const code = planCards[i] as number;
    // Jokers are interchangeable: one stands for all.
    if (code === JOKER) {
      if (jokerTried) continue;
      jokerTried = true;
    }
    for (let m = 0; m < t.count; m++) {
      const mask = t.placements(m, code, -1);
      if (mask === 0 || t.limited(m)) continue;
      for (let bit = HIGH; bit <= FITS; bit <<= 1) {
        if ((mask & bit) === 0) continue;
        const face = t.placedFace(m, code, -1, bit);
        t.add(m, face, code === JOKER, -1, bit);
        t.laidThisTurn[m]++;
        const depth = plan ? plan.length : 0;
        if (plan) {
          plan.code[depth] = code;
          plan.meld[depth] = m;
          plan.face[depth] = face;
          plan.bit[depth] = bit;
          plan.length = depth + 1;
        }
        const ok = go(core, n, used | (1 << i), plan);
        t.laidThisTurn[m]--;
        t.remove(m, bit);
        if (ok) return true;
        if (plan) plan.length = depth;
      }
    }
  }
  return false;
};

const gapCards = new Uint8Array(32);

/**
 * Whether `code`, in the hand of the seat on turn (counts as they stand), could still be melded
 * or laid off this turn (the engine's `cardUsable`).
 */
export const cardUsable = (core: CoreState, code: number): boolean => {
  const seat = core.turnSeat;
  const keep = core.cardsToKeep();
  const len = core.handLen[seat] as number;
  const t = core.table;
  if (len - 1 >= keep)
    for (let m = 0; m < t.count; m++)
      if (!t.limited(m) && t.placements(m, code, -1) !== 0) return true;
  const off = seat * FACES;
  const cands = core.innerCandidates;
  const n = cands.generate(core.hands, off, core.table);
  for (let c = 0; c < n; c++)
    if (len - (cands.len[c] as number) >= keep && cands.uses(c, code)) return true;
  return usableAfterOthers(core, code, keep);
};

/** `code` lays off onto a sequence after the cards of the hand that fill the gap to it. */
const usableAfterOthers = (core: CoreState, code: number, keep: number): boolean => {
  if (code === JOKER) return false;
  const seat = core.turnSeat;
  const off = seat * FACES;
  const hands = core.hands;
  const len = core.handLen[seat] as number;
  const t = core.table;
  const suit = suitOfCode(code);
  const rank = rankOfCode(code);
  for (let m = 0; m < t.count; m++) {
    if (t.kind[m] !== SEQUENCE || t.suit[m] !== suit) continue;
    const low = t.low[m] as number;
    const high = low + (t.len[m] as number) - 1;
    for (let k = 0; k < (rank === 1 ? 2 : 1); k++) {
      const position = rank === 1 ? (k === 0 ? 1 : 14) : rank;
      let from: number;
      let to: number;
      if (position > high + 1) {
        from = high + 1;
        to = position - 1;
      } else if (position < low - 1) {
        from = position + 1;
        to = low - 1;
      } else continue;
      const gap = to - from + 1;
      if (len - gap - 1 < keep) continue;
      // The pool is the hand without the card itself; take the gap's cards out as we go.
      hands[off + code]--;
      let n = 0;
      for (let p = from; p <= to; p++) {
        const want = codeAt(suit, p);
        const use =
          (hands[off + want] as number) > 0
            ? want
            : (hands[off + JOKER] as number) > 0
              ? JOKER
              : -1;
        if (use < 0) break;
        hands[off + use]--;
        gapCards[n++] = use;
      }
      for (let i = 0; i < n; i++) hands[off + (gapCards[i] as number)]++;
      hands[off + code]++;
      if (n < gap) continue;
      gapCards[n++] = code;
      if (planLayOffs(core, gapCards, n)) return true;
    }
  }
  return false;
};
