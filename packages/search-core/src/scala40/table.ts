/**
 * Scala 40 search core: the melds on the table, in reused typed arrays. MUTABLE BY DESIGN;
 * never used by the rules engines. Placements follow the engine's `layOffPlacements` and
 * `replaceJoker` (meld.ts), which stay the authority.
 */
import { type Meld, type TableMeld } from '@tavolo/scala40';
import { JOKER, codeAt, codeOfFace, defaultJokerSuit, rankOfCode, suitOfCode } from './faces.js';

export const MAX_MELDS = 40;
/** Cards per meld at most: a sequence of 14. */
export const WIDTH = 14;
export const SEQUENCE = 0;
export const COMBINATION = 1;
/** Placement bits: a sequence's high end, its low end, a combination. */
export const HIGH = 1;
export const LOW = 2;
export const FITS = 4;

export class Table {
  count = 0;
  readonly id = new Int32Array(MAX_MELDS);
  readonly owner = new Uint8Array(MAX_MELDS);
  readonly kind = new Uint8Array(MAX_MELDS);
  /** A sequence's suit (0..3). */
  readonly suit = new Uint8Array(MAX_MELDS);
  /** A combination's rank (1..13). */
  readonly rank = new Uint8Array(MAX_MELDS);
  /** A sequence's first position (1 = ace low, 14 = ace high). */
  readonly low = new Uint8Array(MAX_MELDS);
  readonly len = new Uint8Array(MAX_MELDS);
  readonly jokers = new Uint8Array(MAX_MELDS);
  /** Cards laid off onto each meld this turn (S40-CdG art. 17). */
  readonly laidThisTurn = new Uint8Array(MAX_MELDS);
  /** By meld and place in the meld: the face shown, whether a joker shows it, the card id. */
  readonly face = new Uint8Array(MAX_MELDS * WIDTH);
  readonly joker = new Uint8Array(MAX_MELDS * WIDTH);
  /** The card's id where known (loaded or applied from the engine), else -1. */
  readonly cardId = new Int16Array(MAX_MELDS * WIDTH);

  // Rules read by placements, set by the core on load.
  maxJokers = 14;
  top = 14;
  comeQuando = false;
  /** The art. 17 limit of cards onto one sequence per turn; 0 = none. */
  layOffLimit = 0;

  indexOf(meldId: number): number {
    for (let m = 0; m < this.count; m++) if (this.id[m] === meldId) return m;
    return -1;
  }

  /** The sequence took its art. 17 limit of lay-offs this turn. */
  limited(m: number): boolean {
    return (
      this.layOffLimit > 0 &&
      this.kind[m] === SEQUENCE &&
      (this.laidThisTurn[m] as number) >= this.layOffLimit
    );
  }

  suitMask(m: number): number {
    let mask = 0;
    const base = m * WIDTH;
    for (let i = 0; i < (this.len[m] as number); i++)
      mask |= 1 << suitOfCode(this.face[base + i] as number);
    return mask;
  }

  /**
   * Where a card of `code` (a joker declared as `as`, -1 for none) lays off on meld `m`: the
   * placement bits, as `layOffPlacements`.
   */
  placements(m: number, code: number, as: number): number {
    const isJoker = code === JOKER;
    const face = isJoker ? as : code;
    const len = this.len[m] as number;
    const base = m * WIDTH;
    if (this.kind[m] === COMBINATION) {
      if (len >= 4) return 0;
      if (face >= 0 && rankOfCode(face) !== this.rank[m]) return 0;
      const taken = this.suitMask(m);
      if (face >= 0 && (taken & (1 << suitOfCode(face))) !== 0) return 0;
      if (isJoker && (this.jokers[m] as number) + 1 > this.maxJokers) return 0;
      if (face >= 0) return FITS;
      const last = suitOfCode(this.face[base + len - 1] as number);
      return defaultJokerSuit(this.comeQuando, last, taken) >= 0 ? FITS : 0;
    }
    const suit = this.suit[m] as number;
    if (face >= 0 && suitOfCode(face) !== suit) return 0;
    if (isJoker && (this.jokers[m] as number) + 1 > this.maxJokers) return 0;
    const low = this.low[m] as number;
    const high = low + len - 1;
    let mask = 0;
    // The run reaches both aces only at 14 cards; then both ends may not be natural aces.
    if (
      high < this.top &&
      !(high + 1 === 14 && len === 13 && !isJoker && this.joker[base] === 0) &&
      (face < 0 || face === codeAt(suit, high + 1))
    )
      mask |= HIGH;
    if (
      low > 1 &&
      !(low - 1 === 1 && len === 13 && !isJoker && this.joker[base + 12] === 0) &&
      (face < 0 || face === codeAt(suit, low - 1))
    )
      mask |= LOW;
    return mask;
  }

  /**
   * The faces that might lay off on meld `m` (its missing suits, the places beyond its ends,
   * a joker) into `out`: how many. `placements` has the last word on each.
   */
  fitting(m: number, out: Uint8Array): number {
    let n = 0;
    if (this.kind[m] === COMBINATION) {
      const taken = this.suitMask(m);
      for (let s = 0; s < 4; s++)
        if ((taken & (1 << s)) === 0) out[n++] = s * 13 + (this.rank[m] as number) - 1;
    } else {
      const low = this.low[m] as number;
      const high = low + (this.len[m] as number) - 1;
      if (high < 14) out[n++] = codeAt(this.suit[m] as number, high + 1);
      if (low > 1) out[n++] = codeAt(this.suit[m] as number, low - 1);
    }
    out[n++] = JOKER;
    return n;
  }

  /** The face a card takes at placement `bit` of meld `m` (`as` for a declared joker). */
  placedFace(m: number, code: number, as: number, bit: number): number {
    if (bit === FITS) {
      if (code !== JOKER) return code;
      if (as >= 0) return as;
      const len = this.len[m] as number;
      const last = suitOfCode(this.face[m * WIDTH + len - 1] as number);
      const suit = defaultJokerSuit(this.comeQuando, last, this.suitMask(m));
      return suit * 13 + (this.rank[m] as number) - 1;
    }
    const low = this.low[m] as number;
    const position = bit === HIGH ? low + (this.len[m] as number) : low - 1;
    return codeAt(this.suit[m] as number, position);
  }

  /** Lays a card off onto meld `m` at placement `bit`, showing `face`. */
  add(m: number, face: number, isJoker: boolean, id: number, bit: number): void {
    const base = m * WIDTH;
    const len = this.len[m] as number;
    if (bit === LOW) {
      for (let i = len; i > 0; i--) {
        this.face[base + i] = this.face[base + i - 1] as number;
        this.joker[base + i] = this.joker[base + i - 1] as number;
        this.cardId[base + i] = this.cardId[base + i - 1] as number;
      }
      this.face[base] = face;
      this.joker[base] = isJoker ? 1 : 0;
      this.cardId[base] = id;
      this.low[m] = (this.low[m] as number) - 1;
    } else {
      this.face[base + len] = face;
      this.joker[base + len] = isJoker ? 1 : 0;
      this.cardId[base + len] = id;
    }
    this.len[m] = len + 1;
    if (isJoker) this.jokers[m] = (this.jokers[m] as number) + 1;
  }

  /** Undoes `add(m, ..., bit)`. */
  remove(m: number, bit: number): void {
    const base = m * WIDTH;
    const len = (this.len[m] as number) - 1;
    const at = bit === LOW ? base : base + len;
    if (this.joker[at] === 1) this.jokers[m] = (this.jokers[m] as number) - 1;
    if (bit === LOW) {
      for (let i = 0; i < len; i++) {
        this.face[base + i] = this.face[base + i + 1] as number;
        this.joker[base + i] = this.joker[base + i + 1] as number;
        this.cardId[base + i] = this.cardId[base + i + 1] as number;
      }
      this.low[m] = (this.low[m] as number) + 1;
    }
    this.len[m] = len;
  }

  /** The place of the first joker of meld `m` standing for `code`, or -1 (S40-CdG art. 8). */
  jokerFor(m: number, code: number): number {
    const base = m * WIDTH;
    for (let i = 0; i < (this.len[m] as number); i++)
      if (this.joker[base + i] === 1 && this.face[base + i] === code) return i;
    return -1;
  }

  /** Puts the natural `id` in place `at` of meld `m`, where a joker stood; the joker's id. */
  swapIn(m: number, at: number, id: number): number {
    const i = m * WIDTH + at;
    const jokerId = this.cardId[i] as number;
    this.joker[i] = 0;
    this.cardId[i] = id;
    this.jokers[m] = (this.jokers[m] as number) - 1;
    return jokerId;
  }

  /** Undoes `swapIn`. */
  swapOut(m: number, at: number, jokerId: number): void {
    const i = m * WIDTH + at;
    this.joker[i] = 1;
    this.cardId[i] = jokerId;
    this.jokers[m] = (this.jokers[m] as number) + 1;
  }

  /** Starts a new meld read by the engine; its index. */
  push(meldId: number, owner: number, meld: Meld): number {
    const m = this.count++;
    this.id[m] = meldId;
    this.owner[m] = owner;
    this.laidThisTurn[m] = 0;
    this.len[m] = meld.cards.length;
    let jokers = 0;
    const base = m * WIDTH;
    for (let i = 0; i < meld.cards.length; i++) {
      const c = meld.cards[i] as (typeof meld.cards)[number];
      const isJoker = c.id % 54 >= 52;
      this.face[base + i] = codeOfFace(c.face);
      this.joker[base + i] = isJoker ? 1 : 0;
      this.cardId[base + i] = c.id;
      if (isJoker) jokers++;
    }
    this.jokers[m] = jokers;
    if (meld.kind === 'sequence') {
      this.kind[m] = SEQUENCE;
      this.suit[m] = suitOfCode(this.face[base] as number);
      this.low[m] = meld.low;
    } else {
      this.kind[m] = COMBINATION;
      this.rank[m] = meld.rank;
    }
    return m;
  }

  /** Copies the engine's table. */
  load(melds: readonly TableMeld[], layOffs: Readonly<Record<number, number>>): void {
    this.count = 0;
    for (let i = 0; i < melds.length; i++) {
      const t = melds[i] as TableMeld;
      const m = this.push(t.id, t.owner, t.meld);
      this.laidThisTurn[m] = layOffs[t.id] ?? 0;
    }
  }

  /** The meld as faces in order, jokers as `J<code>`: for keys and checks. */
  describe(m: number): string {
    const out: string[] = [];
    const base = m * WIDTH;
    for (let i = 0; i < (this.len[m] as number); i++)
      out.push(`${this.joker[base + i] ? 'J' : ''}${this.face[base + i]}`);
    return `${this.id[m]}:${this.owner[m]}:${out.join(' ')}`;
  }
}

/** Lays candidate `c` of `cands` on the table as a new meld; its index (undo with `count--`). */
export const pushCandidate = (
  t: Table,
  cands: {
    readonly slot: Uint8Array;
    readonly len: Uint8Array;
    readonly jokers: Uint8Array;
    readonly kind: Uint8Array;
    readonly low: Uint8Array;
  },
  c: number,
  meldId: number,
  owner: number,
): number => {
  const m = t.count++;
  t.id[m] = meldId;
  t.owner[m] = owner;
  t.laidThisTurn[m] = 0;
  const len = cands.len[c] as number;
  t.len[m] = len;
  t.jokers[m] = cands.jokers[c] as number;
  t.kind[m] = cands.kind[c] as number;
  const base = m * WIDTH;
  for (let i = 0; i < len; i++) {
    const s = cands.slot[c * WIDTH + i] as number;
    t.face[base + i] = s & 0x7f;
    t.joker[base + i] = s & 0x80 ? 1 : 0;
    t.cardId[base + i] = -1;
  }
  if (t.kind[m] === SEQUENCE) {
    t.suit[m] = suitOfCode(t.face[base] as number);
    t.low[m] = cands.low[c] as number;
  } else t.rank[m] = rankOfCode(t.face[base] as number);
  return m;
};
