/**
 * Scala 40 search core: the built-in greedy policy that plays a hand out, after the ideas of
 * @tavolo/bots greedy.ts (take the discard when it joins a meld, open and meld as much as
 * possible, lay off whatever fits, discard the most costly loose card), and its `wary` variant,
 * whose discard also minds what it gives the next seat (wary.ts). MUTABLE BY DESIGN: it
 * plays on the core's arrays without allocating; never used by the engines.
 */
import {
  type CoreState,
  MUST_OPEN,
  MUST_OPEN_WITH,
  MUST_USE,
  NO_OBLIGATION,
  hasBit,
} from './core.js';
import { FACES, JOKER, codeAt, openingValue, penaltyOfCode } from './faces.js';
import { JOKER_SLOT } from './candidates.js';
import { layOffKeepsOwed, meldKeepsOwed, replacementAllowed, takeDiscardAllowed } from './legal.js';
import { findOpenings } from './search.js';
import { FITS, HIGH, LOW, WIDTH, pushCandidate } from './table.js';
import { feeding } from './wary.js';

/** The ends a lay-off tries, in order. */
const LAY_OFF_ENDS = [HIGH, FITS, LOW] as const;

/** Nodes the opening search of one step may visit before it settles for the best found. */
const OPENING_BUDGET = 4_000;

const bits = new Uint32Array(2);
const chosen = new Int16Array(64);
const best = new Int16Array(64);
let chosenLen = 0;
let bestLen = 0;
let bestUsed = 0;
let bestPoints = 0;
let budget = 0;

/**
 * Whether the seat on turn wants the top discard: a joker, or a card that joins a meld the hand
 * could lay with it (the bots' greedy test, that the hand's candidate melds grow; a card already
 * held adds none).
 */
const wantsDiscard = (core: CoreState): boolean => {
  const code = core.discard[core.discardLen - 1] as number;
  if (code === JOKER) return true;
  const off = core.turnSeat * FACES;
  if ((core.hands[off + code] as number) > 0) return false;
  return joins(core, off, code);
};

/** Whether a natural of `code`, held or added, lays in some meld of the hand at `off`. */
const joins = (core: CoreState, off: number, code: number): boolean => {
  const hands = core.hands;
  const t = core.table;
  const jokers = Math.min(hands[off + JOKER] as number, t.maxJokers);
  const suit = (code / 13) | 0;
  const rank = (code % 13) + 1;
  // A combination: two more suits of its rank, counting jokers.
  let suits = 1;
  for (let s = 0; s < 4; s++)
    if (s !== suit && (hands[off + s * 13 + rank - 1] as number) > 0) suits++;
  if (suits + jokers >= 3) return true;
  // A run through its place: three places at least, the gaps within the jokers.
  const top = t.top;
  for (let k = 0; k < (rank === 1 && top === 14 ? 2 : 1); k++) {
    const place = rank === 1 ? (k === 0 ? 1 : 14) : rank;
    for (let low = Math.max(1, place - 13); low <= place; low++) {
      let missing = 0;
      for (let high = low; high <= top; high++) {
        const here =
          (high === place || (hands[off + codeAt(suit, high)] as number) > 0) &&
          !(high === 14 && low === 1);
        if (!here) missing++;
        if (missing > jokers) break;
        if (high >= place && high - low >= 2) return true;
      }
    }
  }
  return false;
};

/**
 * The opening with the most cards (then the most points) from the hand on turn: melds of
 * `core.candidates` disjoint in the hand, reaching the minimum (S40-CdG art. 7; S40-REG art. 9c)
 * or, where the profile allows, laying every card but the discard (art. 19.2). Into `best`.
 */
const bestOpening = (core: CoreState): boolean => {
  const seat = core.turnSeat;
  const off = seat * FACES;
  const counts = core.scratch;
  const cands = core.candidates;
  cands.bucket();
  // Faces no meld can use stay in hand: they count for nothing in the search's bounds.
  let naturals = 0;
  let value = 0;
  for (let c = 0; c < FACES; c++) {
    const k = core.hands[off + c] as number;
    if (c < 52 && cands.inSome[c] === 0) {
      counts[c] = 0;
      continue;
    }
    counts[c] = k;
    if (c < 52) {
      naturals += k;
      value += k * openingValue((c % 13) + 1, false);
    }
  }
  bestLen = 0;
  bestUsed = 0;
  bestPoints = 0;
  chosenLen = 0;
  budget = OPENING_BUDGET;
  searchLen = core.handLen[seat] as number;
  searchKeep = core.cardsToKeep();
  searchBelow = core.closingBelowMinimum() && core.closingAllowed();
  searchRequired = core.obligation === MUST_OPEN_WITH ? core.owedCode : -1;
  search(core, 0, counts[JOKER] as number, 0, 0, 0, naturals, value);
  return bestLen > 0;
};

/**
 * Seats whose last opening search, exhaustive, found nothing, with the rules it ran under: a
 * hand that has since only discarded and drawn `drawn` opens only with a meld that uses it.
 */
const noOpening = new Uint8Array(8);
const noOpeningKeep = new Uint8Array(8);
let noOpeningCore: CoreState | null = null;

/**
 * Whether the cards of the hand at `off` that join some meld, jokers counted as aces, reach the
 * opening minimum: when they do not, no opening exists and the search is skipped.
 */
const worthSearching = (core: CoreState, off: number): boolean => {
  const hands = core.hands;
  let value = 11 * (hands[off + JOKER] as number);
  const min = core.rules.openingMinimum;
  for (let c = 0; c < 52 && value < min; c++) {
    const k = hands[off + c] as number;
    if (k > 0 && joins(core, off, c)) value += k * openingValue((c % 13) + 1, false);
  }
  return value >= min;
};

/** Forgets the caches when the policy meets another core or a reloaded one. */
const freshCaches = (core: CoreState): void => {
  if (noOpeningCore === core && core.loads === noOpeningLoads) return;
  noOpening.fill(0);
  noMelds.fill(0);
  noOpeningCore = core;
  noOpeningLoads = core.loads;
};

/** `bestOpening`, skipped when the card drawn since a fruitless search joins no meld. */
const openingAfterDraw = (core: CoreState): boolean => {
  const seat = core.turnSeat;
  const keep = core.cardsToKeep();
  const plain =
    core.obligation === NO_OBLIGATION && !(core.closingBelowMinimum() && core.closingAllowed());
  if (
    plain &&
    noOpening[seat] === 1 &&
    noOpeningKeep[seat] === keep &&
    core.drawnCode >= 0 &&
    (core.drawnCode === JOKER ? false : !joins(core, seat * FACES, core.drawnCode))
  )
    return false;
  if (plain && !worthSearching(core, seat * FACES)) {
    noOpening[seat] = 1;
    noOpeningKeep[seat] = keep;
    return false;
  }
  core.candidates.generate(core.hands, seat * FACES, core.table);
  const found = bestOpening(core);
  noOpening[seat] = plain && !found && budget >= 0 ? 1 : 0;
  noOpeningKeep[seat] = keep;
  return found;
};
let noOpeningLoads = -1;

/** Seats whose hand had no candidate meld when last listed, and the core's gain count then. */
const noMelds = new Uint8Array(8);
const noMeldsStamp = new Int32Array(8);
const noMeldsSmallest = new Uint8Array(8);

let searchLen = 0;
let searchKeep = 0;
let searchBelow = false;
let searchRequired = -1;

/**
 * One node: the melds in `chosen` are laid, faces searchBelow `key` are settled; `rest` naturals
 * worth at most `value` are still free.
 */
const search = (
  core: CoreState,
  key: number,
  jokersLeft: number,
  used: number,
  points: number,
  clean: number,
  rest: number,
  value: number,
): void => {
  const cands = core.candidates;
  const rules = core.rules;
  const counts = core.scratch;
  if (used > bestUsed || (used === bestUsed && points > bestPoints)) {
    let ok = searchLen - used >= searchKeep;
    if (ok && searchRequired >= 0) {
      ok = false;
      for (let i = 0; i < chosenLen && !ok; i++)
        ok = cands.uses(chosen[i] as number, searchRequired);
    }
    if (ok && rules.openingWithoutJokers && clean < points && clean < rules.openingMinimum)
      ok = false;
    if (ok && points < rules.openingMinimum && !(searchBelow && searchLen - used === 1)) ok = false;
    if (ok) {
      bestUsed = used;
      bestPoints = points;
      bestLen = chosenLen;
      for (let i = 0; i < chosenLen; i++) best[i] = chosen[i] as number;
    }
  }
  if (--budget < 0) return;
  while (key < 52 && counts[key] === 0) key++;
  if (key >= 52) return;
  if (used + rest + jokersLeft < bestUsed) return;
  // Not even every free card laid with the jokers as aces reaches the minimum.
  if (bestLen === 0 && !searchBelow && points + value + 11 * jokersLeft < rules.openingMinimum)
    return;
  const end = cands.start[key + 1] as number;
  for (let b = cands.start[key] as number; b < end; b++) {
    const c = cands.byLowest[b] as number;
    const size = cands.len[c] as number;
    if (searchLen - used - size < searchKeep || !cands.supplies(c, counts, 0, jokersLeft)) continue;
    const jokers = cands.jokers[c] as number;
    let taken = 0;
    const at = c * WIDTH;
    for (let i = 0; i < size; i++) {
      const s = cands.slot[at + i] as number;
      if ((s & JOKER_SLOT) === 0) taken += openingValue((s % 13) + 1, false);
    }
    cands.take(c, counts, 0, 1);
    chosen[chosenLen++] = c;
    const p = cands.points[c] as number;
    search(
      core,
      key,
      jokersLeft - jokers,
      used + size,
      points + p,
      jokers === 0 ? clean + p : clean,
      rest - (size - jokers),
      value - taken,
    );
    chosenLen--;
    cands.take(c, counts, 0, -1);
  }
  // Or searchKeep every copy of this face in hand.
  const held = counts[key] as number;
  counts[key] = 0;
  search(
    core,
    key + 1,
    jokersLeft,
    used,
    points,
    clean,
    rest - held,
    value - held * openingValue((key % 13) + 1, false),
  );
  counts[key] = held;
};

/** The last move the policy made, written in place (no allocation), for tests and traces. */
export class Move {
  kind: 'draw' | 'take-discard' | 'open' | 'meld' | 'lay-off' | 'replace-joker' | 'discard' =
    'draw';
  /** The card laid off, replaced or discarded. */
  code = -1;
  meldId = -1;
  /** The face a joker laid off shows; the placement bit. */
  face = -1;
  bit = 0;
  /** Melds laid (an opening, a meld): their slots as in `Candidates.slot`. */
  melds = 0;
  readonly meldLen = new Uint8Array(16);
  readonly slots = new Uint8Array(16 * WIDTH);
}

export const lastMove = new Move();

const recordMeld = (core: CoreState, c: number): void => {
  const cands = core.candidates;
  const i = lastMove.melds++;
  lastMove.meldLen[i] = cands.len[c] as number;
  for (let k = 0; k < (cands.len[c] as number); k++)
    lastMove.slots[i * WIDTH + k] = cands.slot[c * WIDTH + k] as number;
};

/** Lays the melds in `best[0 .. bestLen]` (indices into `core.candidates`) as the opening. */
const layOpening = (core: CoreState, count: number, list: Int16Array): void => {
  const seat = core.turnSeat;
  const off = seat * FACES;
  const cands = core.candidates;
  for (let i = 0; i < count; i++) {
    const c = list[i] as number;
    pushCandidate(core.table, cands, c, core.nextMeldId++, seat);
    cands.take(c, core.hands, off, 1);
    core.hands[off + JOKER] -= cands.jokers[c] as number;
    core.handLen[seat] -= cands.len[c] as number;
  }
  lastMove.kind = 'open';
  lastMove.melds = 0;
  for (let i = 0; i < count; i++) recordMeld(core, list[i] as number);
  core.opened[seat] = 1;
  core.laidDown(true);
};

/** How much a card helps the rest of the hand (bots' hand-shape.ts `connections`). */
const connections = (core: CoreState, off: number, code: number): number => {
  if (code === JOKER) return 10;
  const suit = (code / 13) | 0;
  const rank = code % 13;
  let links = 0;
  for (let s = 0; s < 4; s++)
    if (s !== suit) links += 2 * (core.hands[off + s * 13 + rank] as number);
  for (let d = -2; d <= 2; d++) {
    if (d === 0) continue;
    const r = rank + d;
    if (r < 0 || r > 12) continue;
    links += (3 - Math.abs(d)) * (core.hands[off + suit * 13 + r] as number);
  }
  return links;
};

const fits = new Uint8Array(8);

/**
 * Whether the seat on turn may take the discard (the engine's `takeDiscardRefusal`), without
 * allocating: before opening, an opening must exist with the card in hand (S40-CdG art. 6;
 * S40-REG art. 9a), which the opening search settles; it may miss one when its budget runs out,
 * and then the policy draws instead, which is always legal.
 */
const mayTakeDiscard = (core: CoreState): boolean => {
  const seat = core.turnSeat;
  if (core.opened[seat]) return takeDiscardAllowed(core);
  const rules = core.rules;
  if (rules.takeDiscardBeforeOpening === 'forbidden') return false;
  const code = core.discard[core.discardLen - 1] as number;
  const saved = core.obligation;
  const savedCode = core.owedCode;
  core.obligation = rules.takeDiscardBeforeOpening === 'open-with-it' ? MUST_OPEN_WITH : MUST_OPEN;
  core.owedCode = code;
  core.addToHand(seat, code);
  core.candidates.generate(core.hands, seat * FACES, core.table);
  const found = bestOpening(core);
  core.removeFromHand(seat, code);
  core.obligation = saved;
  core.owedCode = savedCode;
  return found;
};

/** Plays one move of the seat on turn with the core's policy (`greedy` or `wary`). */
export const greedyStep = (core: CoreState): void => {
  freshCaches(core);
  const seat = core.turnSeat;
  const off = seat * FACES;
  if (core.phase === 0) {
    const mayTake =
      core.discardLen > 0 &&
      (core.opened[seat] === 1 || core.rules.takeDiscardBeforeOpening !== 'forbidden');
    if (mayTake && wantsDiscard(core) && mayTakeDiscard(core)) {
      lastMove.kind = 'take-discard';
      core.takeDiscard();
    } else {
      lastMove.kind = 'draw';
      core.draw();
    }
    return;
  }
  const cands = core.candidates;
  const t = core.table;
  const keep = core.cardsToKeep();
  const len = core.handLen[seat] as number;
  if (!core.opened[seat]) {
    if (openingAfterDraw(core)) return layOpening(core, bestLen, best);
    cands.generate(core.hands, off, t);
    if (core.obligation === MUST_OPEN || core.obligation === MUST_OPEN_WITH) {
      // The budget ran out before an opening turned up: the engine's own search finds one.
      const found = findOpenings(
        core,
        core.obligation === MUST_OPEN_WITH ? core.owedCode : -1,
        true,
      )[0];
      if (!found) throw new Error('search core: no opening for a seat that must open');
      for (let i = 0; i < found.length; i++) chosen[i] = found[i] as number;
      return layOpening(core, found.length, chosen);
    }
  } else {
    // The largest meld the hand can lay. A hand that had none to lay when last listed, and has
    // since only lost cards and drawn one that joins no meld, has none still unless a meld it
    // held now fits in what the hand may lay (its smallest is remembered).
    const plain = core.obligation === NO_OBLIGATION;
    const stale =
      plain &&
      noMelds[seat] === 1 &&
      noMeldsStamp[seat] === core.gained[seat] &&
      (noMeldsSmallest[seat] as number) > len - keep &&
      core.drawnCode >= 0 &&
      core.drawnCode !== JOKER &&
      !joins(core, off, core.drawnCode);
    const n = stale ? 0 : cands.generate(core.hands, off, t);
    let pick = -1;
    let smallest = 99;
    for (let c = 0; c < n; c++) {
      const size = cands.len[c] as number;
      if (size < smallest) smallest = size;
      if (len - size < keep || (pick >= 0 && size <= (cands.len[pick] as number))) continue;
      if (meldKeepsOwed(core, c)) pick = c;
    }
    if (!stale) {
      noMelds[seat] = plain && pick < 0 ? 1 : 0;
      noMeldsSmallest[seat] = smallest;
      noMeldsStamp[seat] = core.gained[seat] as number;
    }
    if (pick >= 0) {
      const settles = core.obligation === MUST_USE && cands.uses(pick, core.owedCode);
      lastMove.kind = 'meld';
      lastMove.melds = 0;
      recordMeld(core, pick);
      pushCandidate(t, cands, pick, core.nextMeldId++, seat);
      cands.take(pick, core.hands, off, 1);
      core.hands[off + JOKER] -= cands.jokers[pick] as number;
      core.handLen[seat] -= cands.len[pick] as number;
      return core.laidDown(settles);
    }
    // The first lay-off that fits.
    if (len - 1 >= keep)
      for (let m = 0; m < t.count; m++) {
        if (t.limited(m)) continue;
        for (let k = 0, n = t.fitting(m, fits); k < n; k++) {
          const code = fits[k] as number;
          if (core.hands[off + code] === 0) continue;
          const mask = t.placements(m, code, -1);
          if (mask === 0) continue;
          // The high end first; a card that fits both ends (a joker) tries the low end too,
          // where only the low end leaves a card owed its place (the joker below 8-J of
          // spades, then the 6 of spades taken from the discard below it).
          let bit = 0;
          for (const b of LAY_OFF_ENDS)
            if (mask & b && layOffKeepsOwed(core, m, code, -1, b)) {
              bit = b;
              break;
            }
          if (bit === 0) continue;
          const settles = core.obligation === MUST_USE && code === core.owedCode;
          lastMove.kind = 'lay-off';
          lastMove.code = code;
          lastMove.meldId = t.id[m] as number;
          lastMove.face = t.placedFace(m, code, -1, bit);
          lastMove.bit = bit;
          core.removeFromHand(seat, code);
          t.add(m, lastMove.face, code === JOKER, -1, bit);
          t.laidThisTurn[m]++;
          return core.laidDown(settles);
        }
      }
    // A joker to take back.
    for (let m = 0; m < t.count; m++) {
      if (t.jokers[m] === 0) continue;
      const base = m * WIDTH;
      for (let i = 0; i < (t.len[m] as number); i++) {
        if (t.joker[base + i] === 0) continue;
        const code = t.face[base + i] as number;
        if (core.hands[off + code] === 0 || !replacementAllowed(core, m, i, code)) continue;
        const owes = core.obligation === MUST_USE;
        const isOwed = owes && code === core.owedCode;
        lastMove.kind = 'replace-joker';
        lastMove.code = code;
        lastMove.meldId = t.id[m] as number;
        t.swapIn(m, i, -1);
        core.hands[off + code]--;
        core.hands[off + JOKER]++;
        core.gained[seat]++;
        core.laid[seat] = 1;
        if (core.rules.replacedJokerMustBeUsed) {
          core.obligation = MUST_USE;
          core.owedCode = JOKER;
          core.owedId = -1;
        } else if (isOwed) core.clearObligation();
        return;
      }
    }
  }
  if (core.obligation !== NO_OBLIGATION) throw new Error('search core: a card owed has no move');
  // The most costly loose card.
  core.allowedDiscards(bits);
  let pick = -1;
  let pickCost = 0;
  const next = core.policy === 'wary' ? core.nextActive(seat) : -1;
  for (let code = 0; code < FACES; code++) {
    if (!hasBit(bits, code)) continue;
    const cost =
      penaltyOfCode(code) -
      4 * connections(core, off, code) -
      (next >= 0 ? feeding(core, next, code) : 0);
    if (pick < 0 || cost > pickCost) {
      pick = code;
      pickCost = cost;
    }
  }
  if (pick < 0) throw new Error('search core: no discard');
  lastMove.kind = 'discard';
  lastMove.code = pick;
  core.discardCard(pick, -1);
};

/** Plays the current hand to its end, every seat with the core's policy. */
export const playOut = (core: CoreState, seed: number): void => {
  core.engineShuffles = false;
  core.seedRandom(seed);
  for (let steps = 0; !core.handOver; steps++) {
    if (steps > 100_000) throw new Error('search core: the play-out does not end');
    greedyStep(core);
  }
};
