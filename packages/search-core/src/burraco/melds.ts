/**
 * The melds of one Burraco hand in typed arrays, and the reading of a meld from cards (BUR-CH
 * art. 7, 10-14), ported from @tavolo/burraco meld.ts and burraco.ts onto reused buffers.
 * MUTABLE BY DESIGN (search core); never used by the rules engines, which stay the authority:
 * the differential tests (core.test.ts) hold this reading to theirs.
 *
 * Meld `m` lies at `card[m * SLOTS + i]` (card ids) with `wild[...]` for a matta standing for
 * another card; a sequence's card i lies at position low + i (1 = ace low, 14 = ace high); a
 * combination holds its naturals by id, then its matta. Index `SCRATCH` is the reading being
 * built: `commit` copies it into a meld.
 */
import { MATTA, RANK, SUIT } from './cards.js';

export const MAX_MELDS = 64;
export const SLOTS = 14;
export const SCRATCH = MAX_MELDS;
export const SEQUENCE = 0;
export const COMBINATION = 1;

/** The profile's meld and burraco options, read once per load. */
export class MeldRules {
  minMeldCards = 3;
  sequenceMaxCards = 14;
  sequenceMaxNaturals = 13;
  combinationMaxCards = 9;
  maxWildsPerMeld = 1;
  burracoMinCards = 7;
  semipulitoMinNaturals = 7;
  /** 0 none, 1 naturals, 2 any-cards, 3 clean. */
  championReading = 0;
  championMinCards = 13;
}

/** Burraco strengths (art. 14): -1 none, 0 sporco, 1 semipulito, 2 pulito, 3 champion. */
export const SPORCO = 0;
export const SEMIPULITO = 1;
export const PULITO = 2;
export const CHAMPION = 3;

/** Naturals at positions 1..14 of the reading being tried, -1 for none. */
const AT = new Int16Array(15);
const TWOS = new Int16Array(4);
const SPARE = new Int16Array(16);
const NATS = new Int16Array(16);
const WILDS = new Int16Array(16);

const pushSorted = (buf: Int16Array, n: number, id: number): number => {
  let i = n;
  for (; i > 0 && (buf[i - 1] as number) > id; i--) buf[i] = buf[i - 1] as number;
  buf[i] = id;
  return n + 1;
};

export class Melds {
  count = 0;
  readonly id = new Int32Array(MAX_MELDS + 1);
  readonly side = new Uint8Array(MAX_MELDS + 1);
  readonly kind = new Uint8Array(MAX_MELDS + 1);
  readonly suit = new Uint8Array(MAX_MELDS + 1);
  readonly rank = new Uint8Array(MAX_MELDS + 1);
  readonly low = new Uint8Array(MAX_MELDS + 1);
  readonly len = new Uint8Array(MAX_MELDS + 1);
  readonly card = new Int16Array((MAX_MELDS + 1) * SLOTS);
  readonly wild = new Uint8Array((MAX_MELDS + 1) * SLOTS);
  /** Card ids of a lay-off's full reading: the meld's cards, then the new ones. */
  private readonly all = new Int16Array(32);

  constructor(readonly rules: MeldRules) {}

  indexOfId(id: number): number {
    for (let m = 0; m < this.count; m++) if (this.id[m] === id) return m;
    return -1;
  }

  /** Copies the scratch reading into meld `m` (a new one when m === count). */
  commit(m: number): void {
    this.kind[m] = this.kind[SCRATCH] as number;
    this.suit[m] = this.suit[SCRATCH] as number;
    this.rank[m] = this.rank[SCRATCH] as number;
    this.low[m] = this.low[SCRATCH] as number;
    const len = this.len[SCRATCH] as number;
    this.len[m] = len;
    this.card.copyWithin(m * SLOTS, SCRATCH * SLOTS, SCRATCH * SLOTS + len);
    this.wild.copyWithin(m * SLOTS, SCRATCH * SLOTS, SCRATCH * SLOTS + len);
  }

  /** Reads a combination of `ids` into the scratch; false if it is none. */
  private readCombination(ids: Int16Array, n: number): boolean {
    const rules = this.rules;
    let nats = 0;
    let wilds = 0;
    for (let i = 0; i < n; i++) {
      const id = ids[i] as number;
      if (MATTA[id]) wilds = pushSorted(WILDS, wilds, id);
      else nats = pushSorted(NATS, nats, id);
    }
    if (nats === 0) return false;
    const rank = RANK[NATS[0] as number] as number;
    for (let i = 1; i < nats; i++) if (RANK[NATS[i] as number] !== rank) return false;
    if (wilds > rules.maxWildsPerMeld || n > rules.combinationMaxCards) return false;
    const base = SCRATCH * SLOTS;
    for (let i = 0; i < nats; i++) {
      this.card[base + i] = NATS[i] as number;
      this.wild[base + i] = 0;
    }
    for (let i = 0; i < wilds; i++) {
      this.card[base + nats + i] = WILDS[i] as number;
      this.wild[base + nats + i] = 1;
    }
    this.kind[SCRATCH] = COMBINATION;
    this.rank[SCRATCH] = rank;
    this.len[SCRATCH] = n;
    return true;
  }

  /**
   * Reads a sequence of `suit` from `ids` into the scratch (meld.ts `readSequence`). `from` is
   * the meld laid off on (-1 for a new meld): its naturals keep their places and its matta stays
   * unless a natural takes its place (art. 11). `top`: the free matta goes above the run.
   */
  private readSequence(
    ids: Int16Array,
    n: number,
    suit: number,
    top: boolean,
    from: number,
  ): boolean {
    const rules = this.rules;
    let twos = 0;
    let ace = -1;
    let aces = 0;
    let mattas = 0;
    for (let i = 0; i < n; i++) {
      const id = ids[i] as number;
      if (MATTA[id]) {
        mattas++;
        if (RANK[id] === 2 && SUIT[id] === suit) twos = pushSorted(TWOS, twos, id);
      } else if (SUIT[id] !== suit) return false;
      else if (RANK[id] === 1) {
        aces++;
        ace = id;
      }
    }
    if (aces > 1) return false;
    let boundId = -1;
    let boundAt = 0;
    const fb = from * SLOTS;
    if (from >= 0)
      for (let i = 0; i < (this.len[from] as number); i++)
        if (this.wild[fb + i]) {
          boundId = this.card[fb + i] as number;
          boundAt = (this.low[from] as number) + i;
        }
    const placements = aces === 0 ? 1 : 2;
    for (let t = 0; t <= twos; t++) {
      const naturalTwo = t < twos ? (TWOS[t] as number) : -1;
      for (let a = 0; a < placements; a++) {
        AT.fill(-1);
        let distinct = true;
        if (aces > 0) distinct = this.place(ace, a === 0 ? 1 : 14);
        for (let i = 0; i < n; i++) {
          const id = ids[i] as number;
          if (MATTA[id]) continue;
          const rank = RANK[id] as number;
          if (rank !== 1) distinct = this.place(id, rank) && distinct;
        }
        if (naturalTwo !== -1) distinct = this.place(naturalTwo, 2) && distinct;
        if (!distinct) continue;
        const wildCount = naturalTwo === -1 ? mattas : mattas - 1;
        if (wildCount > rules.maxWildsPerMeld) continue;
        if (from >= 0) {
          let moved = false;
          const low0 = this.low[from] as number;
          for (let i = 0; i < (this.len[from] as number); i++)
            if (!this.wild[fb + i] && AT[low0 + i] !== this.card[fb + i]) moved = true;
          if (moved) continue;
        }
        const released = boundId !== -1 && AT[boundAt] !== -1;
        const fixedAt = boundId === -1 || released ? 0 : boundAt;
        if (boundId !== -1 && !released && boundId === naturalTwo) continue;
        let low = fixedAt === 0 ? 15 : fixedAt;
        let high = fixedAt;
        let naturals = 0;
        for (let p = 1; p <= 14; p++) {
          if (AT[p] === -1) continue;
          naturals++;
          if (p < low) low = p;
          if (p > high) high = p;
        }
        const placed = fixedAt === 0 ? 0 : 1;
        const gaps = high - low + 1 - naturals - placed;
        if (gaps > wildCount - placed) continue;
        const free = wildCount - placed - gaps;
        if (top && (free === 0 || (released && boundId !== naturalTwo))) continue;
        const below = top ? 0 : Math.min(free, low - 1);
        low -= below;
        high += free - below;
        if (top && high > 14) continue;
        if (
          high > 14 ||
          naturals > rules.sequenceMaxNaturals ||
          high - low + 1 > rules.sequenceMaxCards
        )
          continue;
        let spares = 0;
        for (let i = 0; i < n; i++) {
          const id = ids[i] as number;
          if (MATTA[id] && id !== naturalTwo && (fixedAt === 0 || id !== boundId))
            spares = pushSorted(SPARE, spares, id);
        }
        const base = SCRATCH * SLOTS;
        let next = 0;
        for (let p = low; p <= high; p++) {
          const natural = AT[p] as number;
          const at = base + p - low;
          if (p === fixedAt) {
            this.card[at] = boundId;
            this.wild[at] = 1;
          } else if (natural === -1) {
            this.card[at] = SPARE[next++] as number;
            this.wild[at] = 1;
          } else {
            this.card[at] = natural;
            this.wild[at] = 0;
          }
        }
        // A pinella in the place of its own 2 is that natural 2, never a matta (art. 11).
        if (naturalTwo === -1 && low <= 2 && high >= 2) {
          const atTwo = this.card[base + 2 - low] as number;
          let own = false;
          for (let k = 0; k < twos; k++) if (TWOS[k] === atTwo) own = true;
          if (own) continue;
        }
        this.kind[SCRATCH] = SEQUENCE;
        this.suit[SCRATCH] = suit;
        this.low[SCRATCH] = low;
        this.len[SCRATCH] = high - low + 1;
        return true;
      }
    }
    return false;
  }

  private place(id: number, position: number): boolean {
    if (AT[position] !== -1) return false;
    AT[position] = id;
    return true;
  }

  /** A new meld of `ids` (distinct, from the hand) into the scratch (meld.ts `readMeld`). */
  readNew(ids: Int16Array, n: number, top: boolean): boolean {
    if (n < this.rules.minMeldCards) return false;
    let first = -1;
    let oneRank = true;
    let oneSuit = true;
    for (let i = 0; i < n; i++) {
      const id = ids[i] as number;
      if (MATTA[id]) continue;
      if (first === -1) first = id;
      else {
        if (RANK[id] !== RANK[first]) oneRank = false;
        if (SUIT[id] !== SUIT[first]) oneSuit = false;
      }
    }
    if (first === -1) return false;
    if (oneRank) {
      if (this.readCombination(ids, n)) return !top;
      if (!oneSuit) return false;
      return this.readSequence(ids, n, SUIT[first] as number, top, -1);
    }
    if (!oneSuit) return false;
    return this.readSequence(ids, n, SUIT[first] as number, top, -1);
  }

  /** Meld `m` with `ids` laid off on it, into the scratch (meld.ts `extendMeld`). */
  readExtended(m: number, ids: Int16Array, n: number, top: boolean): boolean {
    if (n === 0) return false;
    if (top && this.kind[m] === COMBINATION) return false;
    const all = this.all;
    const len = this.len[m] as number;
    const total = len + n;
    if (total > all.length) return false;
    for (let i = 0; i < len; i++) all[i] = this.card[m * SLOTS + i] as number;
    for (let i = 0; i < n; i++) all[len + i] = ids[i] as number;
    for (let i = 1; i < total; i++) for (let j = 0; j < i; j++) if (all[i] === all[j]) return false;
    if (n === 1 && !top && this.kind[m] === SEQUENCE && this.cleanEnd(m, ids[0] as number))
      return true;
    if (this.kind[m] === COMBINATION) {
      const rank = this.rank[m] as number;
      for (let i = 0; i < n; i++) {
        const id = ids[i] as number;
        if (!MATTA[id] && RANK[id] !== rank) return false;
      }
      return this.readCombination(all, total);
    }
    return this.readSequence(all, total, this.suit[m] as number, top, m);
  }

  /**
   * False only when laying `id` alone on meld `m` must fail (meld.ts `mayExtend`): a cheap
   * test before the full reading, for listings.
   */
  mayExtend(m: number, id: number): boolean {
    const rules = this.rules;
    const len = this.len[m] as number;
    const matta = MATTA[id] === 1;
    // The cheap refusals first (wrong rank or suit): most pairs tried end there.
    if (this.kind[m] === COMBINATION) {
      if (len >= rules.combinationMaxCards) return false;
      return matta ? this.wildsIn(m) < rules.maxWildsPerMeld : RANK[id] === this.rank[m];
    }
    if (len >= rules.sequenceMaxCards) return false;
    const suit = this.suit[m] as number;
    if (!matta) {
      if (SUIT[id] !== suit) return false;
      const rank = RANK[id] as number;
      return rank === 1 ? this.fitsAt(m, 1) || this.fitsAt(m, 14) : this.fitsAt(m, rank);
    }
    if (this.wildsIn(m) < rules.maxWildsPerMeld) return true;
    if (RANK[id] === 2 && SUIT[id] === suit) return true;
    const base = m * SLOTS;
    for (let i = 0; i < len; i++) {
      const c = this.card[base + i] as number;
      if (this.wild[base + i] && RANK[c] === 2 && SUIT[c] === suit) return true;
    }
    return false;
  }

  private wildsIn(m: number): number {
    const base = m * SLOTS;
    let wilds = 0;
    for (let i = 0; i < (this.len[m] as number); i++) wilds += this.wild[base + i] as number;
    return wilds;
  }

  private fitsAt(m: number, position: number): boolean {
    const low = this.low[m] as number;
    const high = low + (this.len[m] as number) - 1;
    return (
      position === low - 1 ||
      position === high + 1 ||
      (position >= low && position <= high && this.wild[m * SLOTS + position - low] === 1)
    );
  }

  /**
   * The common lay-off without the full reading (meld.ts `extendCleanRun`, naturals only): a
   * natural other than a 2 at the one end of a run without matta that it fits. False when the
   * case is not this simple (the full reading decides then).
   */
  private cleanEnd(m: number, id: number): boolean {
    if (MATTA[id] || SUIT[id] !== this.suit[m]) return false;
    const rules = this.rules;
    const len = this.len[m] as number;
    if (len + 1 > rules.sequenceMaxCards || len + 1 > rules.sequenceMaxNaturals) return false;
    const base = m * SLOTS;
    for (let i = 0; i < len; i++)
      if (this.wild[base + i] || this.card[base + i] === id) return false;
    const rank = RANK[id] as number;
    const low = this.low[m] as number;
    const high = low + len - 1;
    const below = (rank === 1 ? 1 : rank) === low - 1;
    if (below === ((rank === 1 ? 14 : rank) === high + 1)) return false;
    const out = SCRATCH * SLOTS;
    const shift = below ? 1 : 0;
    for (let i = 0; i < len; i++) {
      this.card[out + i + shift] = this.card[base + i] as number;
      this.wild[out + i + shift] = 0;
    }
    const at = below ? out : out + len;
    this.card[at] = id;
    this.wild[at] = 0;
    this.kind[SCRATCH] = SEQUENCE;
    this.suit[SCRATCH] = this.suit[m] as number;
    this.low[SCRATCH] = below ? low - 1 : low;
    this.len[SCRATCH] = len + 1;
    return true;
  }

  /** The burraco strength of meld `m` (burraco.ts `burracoKind`), -1 for none. */
  burracoKind(m: number): number {
    const rules = this.rules;
    const size = this.len[m] as number;
    if (size < rules.burracoMinCards) return -1;
    const base = m * SLOTS;
    let wilds = 0;
    let wildAt = -1;
    for (let i = 0; i < size; i++)
      if (this.wild[base + i]) {
        wilds++;
        wildAt = i;
      }
    if (this.kind[m] === SEQUENCE && rules.championReading !== 0) {
      const r = rules.championReading;
      const min = rules.championMinCards;
      if (r === 1 ? size - wilds >= min : r === 3 ? wilds === 0 && size >= min : size >= min)
        return CHAMPION;
    }
    if (wilds === 0) return PULITO;
    if (wilds !== 1) return SPORCO;
    if (this.kind[m] === COMBINATION)
      return size - 1 >= rules.semipulitoMinNaturals ? SEMIPULITO : SPORCO;
    let below = 0;
    while (wildAt - below - 1 >= 0 && !this.wild[base + wildAt - below - 1]) below++;
    let above = 0;
    while (wildAt + above + 1 < size && !this.wild[base + wildAt + above + 1]) above++;
    return Math.max(below, above) >= rules.semipulitoMinNaturals ? SEMIPULITO : SPORCO;
  }
}
