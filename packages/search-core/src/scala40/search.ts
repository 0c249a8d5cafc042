/**
 * Scala 40 search core: the openings of the seat on turn and its closings in one turn, listed
 * as the engine's legal.ts `findOpenings` and closing.ts `coversAllButOne` /
 * `closingsWithLayOffs` list them (the authority), budgets included. MUTABLE BY DESIGN; never
 * used by the engines. These listings allocate their answers: they serve `legalKeys` and the
 * differential tests, not the play-outs.
 */
import type { CoreState } from './core.js';
import { JOKER_SLOT } from './candidates.js';
import { FACES, JOKER, codeAt } from './faces.js';
import { COMBINATION, WIDTH } from './table.js';
import { Plan, planLayOffs } from './owed.js';

/** Search nodes a cover search may visit (the engine's COVER_BUDGET). */
const COVER_BUDGET = 50_000;

export interface Cover {
  /** Candidate indices (into `core.candidates`). */
  readonly melds: readonly number[];
  /** Natural codes set aside to lay off. */
  readonly layOff: readonly number[];
  readonly jokersToLayOff: number;
}

const pointsOf = (core: CoreState, melds: readonly number[]): number => {
  let sum = 0;
  for (const c of melds) sum += core.candidates.points[c] as number;
  return sum;
};

/**
 * Openings of the seat on turn from its hand (S40-CdG art. 7), each a list of candidate
 * indices; with `required` (a code, -1 for none) every one uses that face. All minimal sets,
 * or with `firstOnly` at most one set. The candidates must be listed for the hand first.
 */
export const findOpenings = (core: CoreState, required: number, firstOnly: boolean): number[][] => {
  const seat = core.turnSeat;
  const off = seat * FACES;
  const cands = core.candidates;
  const rules = core.rules;
  const len = core.handLen[seat] as number;
  const keep = core.cardsToKeep();
  const n = cands.count;
  const counts = core.scratch;
  for (let c = 0; c < FACES; c++) counts[c] = core.hands[off + c] as number;
  const found: number[][] = [];
  const chosen: number[] = [];
  const valid = (skip: number, used: number): boolean => {
    if (len - used < keep) return false;
    let points = 0;
    let clean = 0;
    let uses = required < 0;
    for (let i = 0; i < chosen.length; i++) {
      if (i === skip) continue;
      const c = chosen[i] as number;
      points += cands.points[c] as number;
      if (cands.jokers[c] === 0) clean += cands.points[c] as number;
      if (!uses && cands.uses(c, required)) uses = true;
    }
    if (!uses) return false;
    if (rules.openingWithoutJokers && clean < points && clean < rules.openingMinimum) return false;
    return points >= rules.openingMinimum;
  };
  const search = (start: number, jokersLeft: number, used: number): void => {
    if (valid(-1, used)) {
      let minimal = true;
      if (!firstOnly)
        for (let i = 0; i < chosen.length && minimal; i++)
          if (valid(i, used - (cands.len[chosen[i] as number] as number))) minimal = false;
      if (minimal) found.push([...chosen]);
      return;
    }
    for (let i = start; i < n && !(firstOnly && found.length > 0); i++) {
      const size = cands.len[i] as number;
      if (!cands.supplies(i, counts, 0, jokersLeft) || len - used - size < keep) continue;
      cands.take(i, counts, 0, 1);
      chosen.push(i);
      search(i, jokersLeft - (cands.jokers[i] as number), used + size);
      chosen.pop();
      cands.take(i, counts, 0, -1);
    }
  };
  search(0, counts[JOKER] as number, 0);
  if (firstOnly && found.length > 0) return found;
  if (core.closingBelowMinimum() && core.closingAllowed()) {
    for (const cover of coversAllButOne(core, null, false)) {
      if (
        pointsOf(core, cover.melds) < rules.openingMinimum &&
        (required < 0 || cover.melds.some((c) => cands.uses(c, required)))
      ) {
        found.push([...cover.melds]);
        if (firstOnly) break;
      }
    }
  }
  return found;
};

/**
 * Ways to meld every card of the hand on turn but one (the discard), each set of melds once;
 * with `layable` (a mask over codes of faces that might lay off on the table), cards may be
 * set aside to be laid off, and only covers that set some aside are given.
 */
export const coversAllButOne = (
  core: CoreState,
  layable: Uint8Array | null,
  jokersLayable: boolean,
): Cover[] => {
  const off = core.turnSeat * FACES;
  const cands = core.candidates;
  const n = cands.count;
  const counts = new Uint8Array(FACES);
  for (let c = 0; c < FACES; c++) counts[c] = core.hands[off + c] as number;
  const inSome = new Uint8Array(52);
  if (layable) for (let c = 0; c < 52; c++) inSome[c] = layable[c] as number;
  for (let c = 0; c < n; c++)
    for (let i = 0; i < (cands.len[c] as number); i++) {
      const s = cands.slot[c * WIDTH + i] as number;
      if ((s & JOKER_SLOT) === 0) inSome[s] = 1;
    }
  let loose = 0;
  for (let c = 0; c < 52; c++) if (!inSome[c]) loose += counts[c] as number;
  if (loose > 1) return [];
  const seen = new Set<string>();
  const out: Cover[] = [];
  const aside: number[] = [];
  const chosen: number[] = [];
  let budget = COVER_BUDGET;
  const found = (jokersToLayOff: number) => {
    if (layable !== null && aside.length + jokersToLayOff === 0) return;
    const id = `${[...chosen].sort((a, b) => a - b).join(',')}/${[...aside].sort((a, b) => a - b).join(',')}/${jokersToLayOff}`;
    if (seen.has(id)) return;
    seen.add(id);
    out.push({ melds: [...chosen], layOff: [...aside], jokersToLayOff });
  };
  const search = (jokersLeft: number, skipped: boolean): void => {
    if (--budget < 0) return;
    let key = -1;
    for (let c = 0; c < 52; c++)
      if ((counts[c] as number) > 0) {
        key = c;
        break;
      }
    if (key < 0) {
      // Without a natural set aside, one joker is the discard; the others are laid off.
      const spare = jokersLeft - (skipped ? 0 : 1);
      if (spare === 0 || (spare > 0 && jokersLayable)) found(spare);
      return;
    }
    if (!skipped) {
      counts[key]--;
      search(jokersLeft, true);
      counts[key]++;
    }
    if (layable?.[key]) {
      counts[key]--;
      aside.push(key);
      search(jokersLeft, skipped);
      aside.pop();
      counts[key]++;
    }
    for (let c = 0; c < n; c++) {
      if (!cands.uses(c, key) || !cands.supplies(c, counts, 0, jokersLeft)) continue;
      cands.take(c, counts, 0, 1);
      chosen.push(c);
      search(jokersLeft - (cands.jokers[c] as number), skipped);
      chosen.pop();
      cands.take(c, counts, 0, -1);
    }
  };
  search(counts[JOKER] as number, false);
  return out;
};

/** Faces that might lay off on the table, now or after other cards. */
const layableFaces = (core: CoreState): Uint8Array => {
  const t = core.table;
  const out = new Uint8Array(52);
  for (let m = 0; m < t.count; m++) {
    if (t.kind[m] === COMBINATION) {
      if ((t.len[m] as number) >= 4) continue;
      const taken = t.suitMask(m);
      for (let s = 0; s < 4; s++)
        if ((taken & (1 << s)) === 0) out[s * 13 + (t.rank[m] as number) - 1] = 1;
      continue;
    }
    const low = t.low[m] as number;
    const high = low + (t.len[m] as number) - 1;
    for (let p = 1; p <= 14; p++) if (p < low || p > high) out[codeAt(t.suit[m] as number, p)] = 1;
  }
  return out;
};

export interface ClosingFound {
  readonly melds: readonly number[];
  /** Lay-off steps: card code, meld id, face shown, end ('low' | 'high' | undefined). */
  readonly layOffs: readonly { code: number; meldId: number; face: number; end?: 'low' | 'high' }[];
}

/**
 * Closings in one turn of a seat that has not opened, laying off at least one card onto the
 * table, with melds worth less than the minimum (the engine's `closingsWithLayOffs`).
 */
export const closingsWithLayOffs = (
  core: CoreState,
  required: number,
  firstOnly: boolean,
): ClosingFound[] => {
  const t = core.table;
  if (t.count === 0) return [];
  let jokersLayable = false;
  for (let m = 0; m < t.count && !jokersLayable; m++)
    jokersLayable = t.placements(m, JOKER, -1) !== 0;
  const out: ClosingFound[] = [];
  const plan = new Plan();
  const cards = new Uint8Array(32);
  for (const cover of coversAllButOne(core, layableFaces(core), jokersLayable)) {
    if (pointsOf(core, cover.melds) >= core.rules.openingMinimum) continue;
    if (
      required >= 0 &&
      !cover.melds.some((c) => core.candidates.uses(c, required)) &&
      !(required === JOKER ? cover.jokersToLayOff > 0 : cover.layOff.includes(required))
    )
      continue;
    let k = 0;
    for (const code of cover.layOff) cards[k++] = code;
    for (let j = 0; j < cover.jokersToLayOff; j++) cards[k++] = JOKER;
    if (!planLayOffs(core, cards, k, plan)) continue;
    const layOffs: ClosingFound['layOffs'][number][] = [];
    for (let i = 0; i < plan.length; i++) {
      const bit = plan.bit[i] as number;
      layOffs.push({
        code: plan.code[i] as number,
        meldId: t.id[plan.meld[i] as number] as number,
        face: plan.face[i] as number,
        ...(bit === 1 ? { end: 'high' as const } : bit === 2 ? { end: 'low' as const } : {}),
      });
    }
    out.push({ melds: [...cover.melds], layOffs });
    if (firstOnly) break;
  }
  return out;
};
