/**
 * Scala 40 search core: the melds a hand could form, listed into reused typed arrays in the
 * order of the engine's `candidateMelds` (candidates.ts), which stays the authority. MUTABLE BY
 * DESIGN; never used by the rules engines.
 */
import { JOKER, codeAt, defaultJokerSuit, openingValue } from './faces.js';
import { COMBINATION, SEQUENCE, WIDTH } from './table.js';

export const MAX_CANDIDATES = 4096;
/** A slot holds a face code; this bit marks a joker standing for that face. */
export const JOKER_SLOT = 0x80;

export interface MeldRules {
  readonly maxJokers: number;
  readonly top: number;
  readonly comeQuando: boolean;
}

export class Candidates {
  count = 0;
  readonly slot = new Uint8Array(MAX_CANDIDATES * WIDTH);
  readonly len = new Uint8Array(MAX_CANDIDATES);
  readonly points = new Uint8Array(MAX_CANDIDATES);
  readonly jokers = new Uint8Array(MAX_CANDIDATES);
  readonly kind = new Uint8Array(MAX_CANDIDATES);
  /** A sequence's first position. */
  readonly low = new Uint8Array(MAX_CANDIDATES);
  private readonly has = new Uint8Array(15);
  /** After `bucket()`: candidates by their lowest natural face, `byLowest[start[f] .. start[f + 1]]`. */
  readonly start = new Int32Array(54);
  readonly byLowest = new Int16Array(MAX_CANDIDATES);
  private readonly lowest = new Uint8Array(MAX_CANDIDATES);
  /** After `bucket()`: 1 for each natural face some candidate lays. */
  readonly inSome = new Uint8Array(52);

  /**
   * Lists every meld `counts[off .. off + 52]` (face counts, jokers at 52) can form. With
   * `countOnly`, counts them without writing their slots.
   */
  generate(counts: Uint8Array, off: number, rules: MeldRules, countOnly = false): number {
    let n = 0;
    const jokersInHand = counts[off + JOKER] as number;
    const maxJokers = Math.min(jokersInHand, rules.maxJokers);
    const top = rules.top;
    const has = this.has;
    for (let s = 0; s < 4; s++) {
      const base = off + s * 13;
      let inSuit = 0;
      for (let r = 0; r < 13; r++) inSuit += counts[base + r] as number;
      if (inSuit === 0 || inSuit + maxJokers < 3) continue;
      for (let p = 1; p <= 14; p++)
        has[p] = (counts[base + (p === 14 ? 0 : p - 1)] as number) > 0 ? 1 : 0;
      for (let low = 1; low <= top - 2; low++) {
        let missing = 0;
        let naturals = 0;
        for (let high = low; high <= top; high++) {
          // A natural ace stands at one end only (S40-CdG art. 9).
          if (has[high] === 1 && !(high === 14 && low === 1)) naturals++;
          else missing++;
          if (missing > maxJokers) break;
          if (high - low < 2 || naturals === 0) continue;
          if (!countOnly) {
            let points = 0;
            const at = n * WIDTH;
            for (let p = low; p <= high; p++) {
              const code = codeAt(s, p);
              points += openingValue(p === 14 ? 1 : p, p === 1);
              this.slot[at + p - low] =
                has[p] === 1 && !(p === 14 && low === 1) ? code : code | JOKER_SLOT;
            }
            this.len[n] = high - low + 1;
            this.points[n] = points;
            this.jokers[n] = missing;
            this.kind[n] = SEQUENCE;
            this.low[n] = low;
          }
          n++;
        }
      }
    }
    for (let rank = 1; rank <= 13; rank++) {
      let present = 0;
      let presentCount = 0;
      for (let s = 0; s < 4; s++)
        if ((counts[off + s * 13 + rank - 1] as number) > 0) {
          present |= 1 << s;
          presentCount++;
        }
      if (presentCount === 0 || presentCount + maxJokers < 3) continue;
      // Subsets of the present suits in the engine's order: bit i of `mask` is the i-th present.
      for (let mask = 1; mask < 1 << presentCount; mask++) {
        let size0 = 0;
        let lastSuit = 0;
        let taken = 0;
        for (let i = 0, s = 0; s < 4; s++) {
          if ((present & (1 << s)) === 0) continue;
          if (mask & (1 << i)) {
            size0++;
            lastSuit = s;
            taken |= 1 << s;
          }
          i++;
        }
        for (let j = 0; j <= maxJokers; j++) {
          const size = size0 + j;
          if (size < 3 || size > 4) continue;
          if (!countOnly) {
            const at = n * WIDTH;
            let k = 0;
            for (let i = 0, s = 0; s < 4; s++) {
              if ((present & (1 << s)) === 0) continue;
              if (mask & (1 << i)) this.slot[at + k++] = s * 13 + rank - 1;
              i++;
            }
            let t = taken;
            for (let q = 0; q < j; q++) {
              const suit = defaultJokerSuit(rules.comeQuando, lastSuit, t);
              t |= 1 << suit;
              this.slot[at + k++] = (suit * 13 + rank - 1) | JOKER_SLOT;
            }
            this.len[n] = size;
            this.points[n] = size * openingValue(rank, false);
            this.jokers[n] = j;
            this.kind[n] = COMBINATION;
          }
          n++;
        }
      }
    }
    this.count = n;
    return n;
  }

  /** Groups the listed candidates by their lowest natural face, in listing order. */
  bucket(): void {
    const start = this.start;
    start.fill(0);
    this.inSome.fill(0);
    for (let c = 0; c < this.count; c++) {
      let low = 52;
      const at = c * WIDTH;
      for (let i = 0; i < (this.len[c] as number); i++) {
        const s = this.slot[at + i] as number;
        if ((s & JOKER_SLOT) !== 0) continue;
        this.inSome[s] = 1;
        if (s < low) low = s;
      }
      this.lowest[c] = low;
      start[low + 1]++;
    }
    for (let f = 0; f < 53; f++) start[f + 1] = (start[f + 1] as number) + (start[f] as number);
    const fill = this.fill;
    for (let f = 0; f < 53; f++) fill[f] = start[f] as number;
    for (let c = 0; c < this.count; c++) {
      const low = this.lowest[c] as number;
      this.byLowest[fill[low] as number] = c;
      fill[low] = (fill[low] as number) + 1;
    }
  }
  private readonly fill = new Int32Array(53);

  /** Whether `counts` (and `jokersLeft`) still hold the candidate's cards. */
  supplies(c: number, counts: Uint8Array, off: number, jokersLeft: number): boolean {
    if ((this.jokers[c] as number) > jokersLeft) return false;
    const at = c * WIDTH;
    for (let i = 0; i < (this.len[c] as number); i++) {
      const s = this.slot[at + i] as number;
      if ((s & JOKER_SLOT) === 0 && (counts[off + s] as number) === 0) return false;
    }
    return true;
  }

  /** Takes the candidate's naturals out of `counts` (sign 1) or puts them back (-1). */
  take(c: number, counts: Uint8Array, off: number, sign: number): void {
    const at = c * WIDTH;
    for (let i = 0; i < (this.len[c] as number); i++) {
      const s = this.slot[at + i] as number;
      if ((s & JOKER_SLOT) === 0) counts[off + s] = (counts[off + s] as number) - sign;
    }
  }

  /** The candidate lays a card of `code` (a joker: any joker slot). */
  uses(c: number, code: number): boolean {
    if (code === JOKER) return (this.jokers[c] as number) > 0;
    const at = c * WIDTH;
    for (let i = 0; i < (this.len[c] as number); i++) if (this.slot[at + i] === code) return true;
    return false;
  }

  /** The candidate's slots as a key: codes, jokers as `J<code>`. */
  describe(c: number): string {
    const out: string[] = [];
    const at = c * WIDTH;
    for (let i = 0; i < (this.len[c] as number); i++) {
      const s = this.slot[at + i] as number;
      out.push(s & JOKER_SLOT ? `J${s & 0x7f}` : `${s}`);
    }
    return out.join(' ');
  }
}
