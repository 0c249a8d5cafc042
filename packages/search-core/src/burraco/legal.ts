/**
 * The canonical legal actions of the seat on turn, listed into reused buffers: a port of
 * @tavolo/burraco legal.ts (same canonical choices: the lower id of identical cards, taken
 * cards first while art. 9 is open; the same candidate melds; lay-offs one card at a time plus
 * the art. 9 bridges; one discard per face). MUTABLE BY DESIGN (search core); never used by the
 * rules engines, which stay the authority (core.test.ts compares the two listings).
 */
import { DECK, FACE, JOKER, MATTA, RANK, SUIT } from './cards.js';
import type { CoreState } from './core.js';
import { SEQUENCE, SLOTS } from './melds.js';

export const A_DRAW = 0;
export const A_TAKE = 1;
export const A_MELD = 2;
export const A_LAY_OFF = 3;
export const A_DISCARD = 4;

const MAX_ACTIONS = 2048;

/** A list of actions: type, target meld index, and cards in `pool[start .. start + len)`. */
export class Actions {
  n = 0;
  readonly type = new Uint8Array(MAX_ACTIONS);
  readonly meld = new Int16Array(MAX_ACTIONS);
  readonly start = new Int32Array(MAX_ACTIONS);
  readonly len = new Uint8Array(MAX_ACTIONS);
  readonly pool = new Int16Array(MAX_ACTIONS * 8);
  poolLen = 0;

  clear(): void {
    this.n = 0;
    this.poolLen = 0;
  }

  push(type: number, meld: number, cards: Int16Array, from: number, len: number): void {
    if (this.n >= MAX_ACTIONS || this.poolLen + len > this.pool.length) return;
    const i = this.n++;
    this.type[i] = type;
    this.meld[i] = meld;
    this.start[i] = this.poolLen;
    this.len[i] = len;
    for (let k = 0; k < len; k++) this.pool[this.poolLen++] = cards[from + k] as number;
  }
}

// Scratch.
const ORDER = new Int16Array(DECK);
const HAND = new Int16Array(DECK);
let orderLen = 0;
const FACES_ONE = new Int16Array(DECK);
let facesLen = 0;
const SEEN = new Uint8Array(53);
const FIRST = new Int16Array(52).fill(-1);
const SECOND = new Int16Array(52).fill(-1);
const HELD = new Int32Array(4);
const OF_RANK = new Uint8Array(14);
/** Candidate melds: cards in CAND, set k at [cStart[k], + cLen[k]). */
const CAND = new Int16Array(4096);
const C_START = new Int32Array(512);
const C_LEN = new Uint8Array(512);
let candCount = 0;
let candPool = 0;
const SET = new Int16Array(32);
const ONE = new Int16Array(1);
const BRIDGE = new Int16Array(16);

/** The hand of `seat` in preference order: owed cards first, then by id. */
const preferenceOrder = (core: CoreState, seat: number): void => {
  orderLen = 0;
  const count = core.handIds(seat, HAND);
  if (core.owedCount === 0) {
    for (let k = 0; k < count; k++) ORDER[k] = HAND[k] as number;
    orderLen = count;
    return;
  }
  for (let k = 0; k < count; k++)
    if (core.owed[HAND[k] as number]) ORDER[orderLen++] = HAND[k] as number;
  for (let k = 0; k < count; k++)
    if (!core.owed[HAND[k] as number]) ORDER[orderLen++] = HAND[k] as number;
};

/** One card per face of ORDER[0..n), in order, into FACES_ONE. */
const oneOfEachFace = (n: number): void => {
  facesLen = 0;
  for (let i = 0; i < n; i++) {
    const id = ORDER[i] as number;
    const f = FACE[id] as number;
    if (SEEN[f]) continue;
    SEEN[f] = 1;
    FACES_ONE[facesLen++] = id;
  }
  for (let i = 0; i < facesLen; i++) SEEN[FACE[FACES_ONE[i] as number] as number] = 0;
};

const addCandidate = (len: number): void => {
  let pinella = false;
  for (let i = 0; i < len; i++) if (RANK[SET[i] as number] === 2) pinella = true;
  if (pinella)
    for (let k = 0; k < candCount; k++) {
      if (C_LEN[k] !== len) continue;
      const s = C_START[k] as number;
      let all = true;
      for (let i = 0; i < len && all; i++) {
        let found = false;
        for (let j = 0; j < len; j++) if (CAND[s + j] === SET[i]) found = true;
        all = found;
      }
      if (all) {
        for (let i = 0; i < len; i++) CAND[s + i] = SET[i] as number;
        return;
      }
    }
  if (candCount >= C_START.length || candPool + len > CAND.length) return;
  C_START[candCount] = candPool;
  C_LEN[candCount++] = len;
  for (let i = 0; i < len; i++) CAND[candPool++] = SET[i] as number;
};

const runCard = (base: number, position: number, low: number): number =>
  (position === 14
    ? low === 1
      ? SECOND[base]
      : FIRST[base]
    : FIRST[base + position - 1]) as number;

/** SET = run from low to high but `gap`; returns its length. */
const runCards = (base: number, low: number, high: number, gap: number): number => {
  let n = 0;
  for (let p = low; p <= high; p++) if (p !== gap) SET[n++] = runCard(base, p, low);
  return n;
};

/** SET[0..runLen) holds the run: adds its first n cards with each matta. */
const addWithMattas = (runLen: number, n: number, jolly: number, p1: number, p2: number): void => {
  let inRun = false;
  for (let i = 0; i < runLen; i++) if (SET[i] === p1) inRun = true;
  const pinella = p1 !== -1 && inRun ? p2 : p1;
  if (jolly !== -1) {
    const keep = SET[n] as number;
    SET[n] = jolly;
    addCandidate(n + 1);
    SET[n] = keep;
  }
  if (pinella !== -1) {
    SET[n] = pinella;
    addCandidate(n + 1);
  }
};

/** legal.ts `candidateMelds` over ORDER. */
const candidateMelds = (): void => {
  candCount = 0;
  candPool = 0;
  let jolly = -1;
  let p1 = -1;
  let p2 = -1;
  for (let i = 0; i < orderLen; i++) {
    const id = ORDER[i] as number;
    if (JOKER[id]) {
      if (jolly === -1) jolly = id;
      continue;
    }
    const face = FACE[id] as number;
    if (FIRST[face] === -1) FIRST[face] = id;
    else if (SECOND[face] === -1) SECOND[face] = id;
    const rank = RANK[id] as number;
    HELD[SUIT[id] as number] |= rank === 1 ? (1 << 1) | (1 << 14) : 1 << rank;
    if (rank !== 2) OF_RANK[rank]++;
    else if (p1 === -1) p1 = id;
    else if (p2 === -1) p2 = id;
  }
  const matta = jolly !== -1 || p1 !== -1;
  for (let s = 0; s < 4; s++) {
    const positions = HELD[s] as number;
    const near = matta ? (positions >> 1) | (positions >> 2) : (positions >> 1) & (positions >> 2);
    if ((positions & near) === 0) continue;
    const base = s * 13;
    for (let low = 1; low <= 14; low++) {
      if (((positions >> low) & 3) === 0) continue;
      let missing = 0;
      let gap = 0;
      for (let high = low; high <= 14; high++) {
        if (runCard(base, high, low) === -1) {
          if (++missing > 1) break;
          gap = high;
        }
        const length = high - low + 1;
        if (missing === 0 && length >= 3) addCandidate(runCards(base, low, high, 0));
        const gapInside = missing === 1 && gap !== low && gap !== high;
        if ((missing === 0 && length === 2) || (gapInside && length >= 3)) {
          const len = runCards(base, low, high, gap);
          addWithMattas(len, length - missing, jolly, p1, p2);
        }
      }
    }
  }
  for (let rank = 1; rank <= 13; rank++) {
    const held = OF_RANK[rank] as number;
    if (held < (matta ? 2 : 3)) continue;
    let n = 0;
    for (let i = 0; i < orderLen; i++) {
      const id = ORDER[i] as number;
      if (!JOKER[id] && RANK[id] === rank) SET[n++] = id;
    }
    for (let k = 3; k <= held; k++) addCandidate(k);
    addWithMattas(n, 2, jolly, p1, p2);
  }
  for (let i = 0; i < orderLen; i++) {
    const id = ORDER[i] as number;
    if (JOKER[id]) continue;
    const face = FACE[id] as number;
    FIRST[face] = -1;
    SECOND[face] = -1;
    OF_RANK[RANK[id] as number] = 0;
    HELD[SUIT[id] as number] = 0;
  }
};

const usesOwed = (core: CoreState, cards: Int16Array, from: number, len: number): boolean => {
  for (let i = 0; i < len; i++) if (core.owed[cards[from + i] as number]) return true;
  return false;
};

const meldActions = (core: CoreState, seat: number, firstOnly: boolean, out: Actions): boolean => {
  candidateMelds();
  for (let k = 0; k < candCount; k++) {
    const s = C_START[k] as number;
    const len = C_LEN[k] as number;
    if (core.owedCount > 0 && !usesOwed(core, CAND, s, len)) continue;
    for (let i = 0; i < len; i++) SET[i] = CAND[s + i] as number;
    if (!core.melds.readNew(SET, len, false) || core.equalCombination(seat)) continue;
    if (core.playRefused(seat, SET, len, -1, true)) continue;
    out.push(A_MELD, -1, SET, 0, len);
    if (firstOnly) return true;
  }
  return false;
};

const layOffActions = (
  core: CoreState,
  seat: number,
  firstOnly: boolean,
  out: Actions,
): boolean => {
  const melds = core.melds;
  const side = seat % 2;
  let suits = 0;
  let ranks = 0;
  let matta = false;
  for (let i = 0; i < facesLen; i++) {
    const id = FACES_ONE[i] as number;
    if (core.owedCount > 0 && !core.owed[id]) continue;
    if (MATTA[id]) matta = true;
    else {
      suits |= 1 << (SUIT[id] as number);
      ranks |= 1 << (RANK[id] as number);
    }
  }
  for (let m = 0; m < melds.count; m++) {
    if (melds.side[m] !== side) continue;
    const held =
      melds.kind[m] === SEQUENCE
        ? suits & (1 << (melds.suit[m] as number))
        : ranks & (1 << (melds.rank[m] as number));
    if (held === 0 && !matta) continue;
    for (let i = 0; i < facesLen; i++) {
      const id = FACES_ONE[i] as number;
      if (core.owedCount > 0 && !core.owed[id]) continue;
      if (!melds.mayExtend(m, id)) continue;
      ONE[0] = id;
      if (!melds.readExtended(m, ONE, 1, false) || core.playRefused(seat, ONE, 1, m, false))
        continue;
      out.push(A_LAY_OFF, m, ONE, 0, 1);
      if (firstOnly) return true;
    }
  }
  return false;
};

const positionsIn = (id: number, suit: number): number => {
  if (JOKER[id] || SUIT[id] !== suit) return 0;
  const rank = RANK[id] as number;
  return rank === 1 ? (1 << 1) | (1 << 14) : 1 << rank;
};

/** Tries SET[0..len) as a lay-off on meld m; pushes it if legal. */
const tryBridge = (
  core: CoreState,
  seat: number,
  m: number,
  len: number,
  out: Actions,
): boolean => {
  if (!core.melds.readExtended(m, SET, len, false) || core.playRefused(seat, SET, len, m, false))
    return false;
  out.push(A_LAY_OFF, m, SET, 0, len);
  return true;
};

const inBridge = (id: number, n: number): boolean => {
  for (let i = 0; i < n; i++) if (BRIDGE[i] === id) return true;
  return false;
};

/** legal.ts `bridges` of taken `card` onto sequence m, each tried at once. */
const bridgesOf = (
  core: CoreState,
  seat: number,
  m: number,
  card: number,
  firstOnly: boolean,
  out: Actions,
): boolean => {
  const melds = core.melds;
  const suit = melds.suit[m] as number;
  const low = melds.low[m] as number;
  const len = melds.len[m] as number;
  const high = low + len - 1;
  const b = m * SLOTS;
  let fi = 0;
  while (melds.wild[b + fi]) fi++;
  const first = low + fi;
  let last = high;
  while (melds.wild[b + last - low]) last--;
  let wildAt = -1;
  for (let i = 0; i < len; i++)
    if (melds.wild[b + i]) {
      wildAt = i;
      break;
    }
  const positions = positionsIn(card, suit);
  for (let p = 1; p <= 14; p++) {
    if ((positions & (1 << p)) === 0 || (p >= low - 1 && p <= high + 1)) continue;
    let n = 0;
    let missing = 0;
    const from = p < low ? p + 1 : last + 1;
    const to = p < low ? first - 1 : p - 1;
    for (let q = from; q <= to; q++) {
      let found = -1;
      for (let i = 0; i < orderLen; i++) {
        const h = ORDER[i] as number;
        if (h !== card && (positionsIn(h, suit) & (1 << q)) !== 0) {
          found = h;
          break;
        }
      }
      if (found !== -1) BRIDGE[n++] = found;
      else if (++missing > 1) break;
    }
    if (missing > 1) continue;
    SET[0] = card;
    for (let i = 0; i < n; i++) SET[1 + i] = BRIDGE[i] as number;
    if (tryBridge(core, seat, m, n + 1, out) && firstOnly) return true;
    if (missing === 1 && wildAt >= 0) {
      let replacing = -1;
      for (let i = 0; i < orderLen; i++) {
        const h = ORDER[i] as number;
        if (h !== card && !inBridge(h, n) && (positionsIn(h, suit) & (1 << (low + wildAt))) !== 0) {
          replacing = h;
          break;
        }
      }
      if (replacing !== -1) {
        SET[0] = card;
        for (let i = 0; i < n; i++) SET[1 + i] = BRIDGE[i] as number;
        SET[n + 1] = replacing;
        if (tryBridge(core, seat, m, n + 2, out) && firstOnly) return true;
      }
    }
    let jolly = -1;
    let pinella = -1;
    for (let i = 0; i < orderLen; i++) {
      const h = ORDER[i] as number;
      if (jolly === -1 && JOKER[h]) jolly = h;
      if (pinella === -1 && RANK[h] === 2 && h !== card && !inBridge(h, n)) pinella = h;
    }
    for (let w = 0; w < 2; w++) {
      const matta = w === 0 ? jolly : pinella;
      if (matta === -1) continue;
      if (missing === 1) {
        SET[0] = card;
        for (let i = 0; i < n; i++) SET[1 + i] = BRIDGE[i] as number;
        SET[n + 1] = matta;
        if (tryBridge(core, seat, m, n + 2, out) && firstOnly) return true;
      } else
        for (let skip = 0; skip < n; skip++) {
          SET[0] = card;
          let k = 1;
          for (let i = 0; i < n; i++) if (i !== skip) SET[k++] = BRIDGE[i] as number;
          SET[k++] = matta;
          if (tryBridge(core, seat, m, k, out) && firstOnly) return true;
        }
    }
  }
  return false;
};

const farFrom = (core: CoreState, m: number, card: number): boolean => {
  const positions = positionsIn(card, core.melds.suit[m] as number);
  const low = (core.melds.low[m] as number) - 1;
  const high = (core.melds.low[m] as number) + (core.melds.len[m] as number);
  const outside = ((1 << low) - 1) | ~((1 << (high + 1)) - 1);
  return (positions & outside) !== 0;
};

const bridgeActions = (
  core: CoreState,
  seat: number,
  firstOnly: boolean,
  out: Actions,
): boolean => {
  const melds = core.melds;
  const side = seat % 2;
  // The taken cards lead ORDER: one of each face (into FACES_ONE; restored by the caller).
  oneOfEachFace(core.owedCount);
  for (let m = 0; m < melds.count; m++) {
    if (melds.side[m] !== side || melds.kind[m] !== SEQUENCE) continue;
    for (let i = 0; i < facesLen; i++) {
      const card = FACES_ONE[i] as number;
      if (!farFrom(core, m, card)) continue;
      if (bridgesOf(core, seat, m, card, firstOnly, out) && firstOnly) return true;
    }
  }
  return false;
};

/** turn-rules.ts `mattaOnTopRefusal`: true if the seat may not discard yet. */
export const mattaOnTopRefused = (core: CoreState, seat: number): boolean => {
  if (core.onTopCount === 0) return false;
  const melds = core.melds;
  for (let m = 0; m < melds.count; m++) {
    let listed = false;
    for (let k = 0; k < core.onTopCount; k++) if (core.onTop[k] === melds.id[m]) listed = true;
    if (!listed || melds.kind[m] !== SEQUENCE) continue;
    const next = (melds.low[m] as number) + (melds.len[m] as number);
    if (next > 14) continue;
    const rank = next === 14 ? 1 : next;
    const base = seat * DECK;
    for (let id = 0; id < DECK; id++) {
      if (!core.inHand[base + id] || MATTA[id] || SUIT[id] !== melds.suit[m] || RANK[id] !== rank)
        continue;
      ONE[0] = id;
      if (!melds.readExtended(m, ONE, 1, false)) continue;
      if (core.playRefused(seat, ONE, 1, m, false)) continue;
      return true;
    }
  }
  return false;
};

const discardActions = (core: CoreState, seat: number, out: Actions): void => {
  if (mattaOnTopRefused(core, seat)) return;
  const closing = core.handLen[seat] === 1 && core.pozzettoTaken[seat % 2] === 1;
  for (let i = 0; i < facesLen; i++) {
    const id = FACES_ONE[i] as number;
    if (closing && core.closingRefused(seat, id, -1, false)) continue;
    ONE[0] = id;
    out.push(A_DISCARD, -1, ONE, 0, 1);
  }
};

/** Whether the seat has a meld of its line on the table. */
const hasOwn = (core: CoreState, seat: number): boolean => {
  for (let m = 0; m < core.melds.count; m++) if (core.melds.side[m] === seat % 2) return true;
  return false;
};

/** The melds and lay-offs (legal.ts `playActions`) into `out`. */
const playActions = (core: CoreState, seat: number, out: Actions): void => {
  preferenceOrder(core, seat);
  meldActions(core, seat, false, out);
  if (!hasOwn(core, seat)) return;
  oneOfEachFace(orderLen);
  layOffActions(core, seat, false, out);
  if (core.owedCount > 0) bridgeActions(core, seat, false, out);
};

/** legal.ts `pileUsable`, tried in place and undone. */
export const pileUsable = (core: CoreState, seat: number, scratch: Actions): boolean => {
  if (core.pileLen === 0) return false;
  const savedOwed = core.owedCount;
  for (let i = 0; i < core.pileLen; i++) {
    const id = core.pile[i] as number;
    core.add(seat, id);
    core.owed[id] = 1;
  }
  core.owedCount = core.pileLen;
  core.handLen[seat] = (core.handLen[seat] as number) + core.pileLen;
  scratch.clear();
  preferenceOrder(core, seat);
  const own = hasOwn(core, seat);
  let found = false;
  if (own) {
    oneOfEachFace(orderLen);
    found = layOffActions(core, seat, true, scratch);
  }
  if (!found) found = meldActions(core, seat, true, scratch);
  if (!found && own) found = bridgeActions(core, seat, true, scratch);
  for (let i = 0; i < core.pileLen; i++) {
    const id = core.pile[i] as number;
    core.remove(seat, id);
    core.owed[id] = 0;
  }
  core.owedCount = savedOwed;
  core.handLen[seat] = (core.handLen[seat] as number) - core.pileLen;
  scratch.clear();
  return found;
};

/** Every legal action of the seat on turn (legal.ts `legalActions`). */
export const listLegal = (core: CoreState, out: Actions, scratch: Actions): void => {
  out.clear();
  if (core.handOver) return;
  const seat = core.turnSeat;
  if (core.phase === 0) {
    out.push(A_DRAW, -1, ONE, 0, 0);
    if (pileUsable(core, seat, scratch)) out.push(A_TAKE, -1, ONE, 0, 0);
    return;
  }
  playActions(core, seat, out);
  if (core.owedCount > 0) return;
  preferenceOrder(core, seat);
  oneOfEachFace(orderLen);
  discardActions(core, seat, out);
};

/**
 * For the greedy policy (legal.ts `greedyPlayOptions`): every meld; if none, the first
 * lay-off; if none either, the discards.
 */
export const listGreedy = (core: CoreState, out: Actions): void => {
  out.clear();
  const seat = core.turnSeat;
  preferenceOrder(core, seat);
  meldActions(core, seat, false, out);
  if (out.n > 0) return;
  oneOfEachFace(orderLen);
  const own = hasOwn(core, seat);
  if (own && layOffActions(core, seat, true, out)) return;
  if (own && core.owedCount > 0 && bridgeActions(core, seat, true, out)) return;
  if (core.owedCount > 0) return;
  oneOfEachFace(orderLen);
  discardActions(core, seat, out);
};
