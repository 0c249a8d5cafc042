/**
 * The Burraco search core's state: one hand of a match in reused typed arrays, with the checks
 * a play must pass (ported from @tavolo/burraco turn-rules.ts) and the score (scoring.ts).
 * MUTABLE BY DESIGN (a search plays thousands of moves on one object); never used by the rules
 * engines, which stay the authority: the differential tests (core.test.ts) hold the two together.
 *
 * Cards keep their ids (0..107): a hand is a membership table by id, so that the core lists
 * the same canonical actions as the engine, which prefers the lower id of two identical cards;
 * the stock and the pile are arrays of ids, top last.
 */
import type { MatchState, RuleOptions } from '@tavolo/burraco';
import { DECK, JOKER, MATTA, RANK, SUITS_OF } from './cards.js';
import { COMBINATION, MeldRules, Melds, SCRATCH, SLOTS } from './melds.js';

export const MAX_SEATS = 4;
export type Ending = 'closed' | 'stock-exhausted' | 'time-out' | 'stallo';
const STRENGTH: Readonly<Record<string, number>> = {
  sporco: 0,
  semipulito: 1,
  pulito: 2,
  champion: 3,
};
const READING: Readonly<Record<string, number>> = { naturals: 1, 'any-cards': 2, clean: 3 };

export class CoreState {
  seats = 4;
  readonly rules = new MeldRules();
  readonly melds = new Melds(this.rules);
  /** `inHand[seat * DECK + id]`: 1 when the card is in the seat's hand. */
  readonly inHand = new Uint8Array(MAX_SEATS * DECK);
  readonly handLen = new Int32Array(MAX_SEATS);
  /** The same hands as bit sets, four 32-bit words a seat, to list a hand in id order fast. */
  readonly bits = new Int32Array(MAX_SEATS * 4);

  add(seat: number, id: number): void {
    this.inHand[seat * DECK + id] = 1;
    this.bits[seat * 4 + (id >> 5)] |= 1 << (id & 31);
  }

  remove(seat: number, id: number): void {
    this.inHand[seat * DECK + id] = 0;
    this.bits[seat * 4 + (id >> 5)] &= ~(1 << (id & 31));
  }

  /** The hand of `seat` in id order into `out`; its length. */
  handIds(seat: number, out: Int16Array): number {
    let n = 0;
    for (let w = 0; w < 4; w++) {
      let x = this.bits[seat * 4 + w] as number;
      while (x !== 0) {
        const low = x & -x;
        out[n++] = w * 32 + 31 - Math.clz32(low);
        x ^= low;
      }
    }
    return n;
  }
  readonly stock = new Int16Array(DECK);
  stockLen = 0;
  readonly pile = new Int16Array(DECK);
  pileLen = 0;
  /** The pozzetti not taken, in the order they are taken: packet k at [k * 22, +pozzLen[k]). */
  readonly pozz = new Int16Array(2 * 22);
  readonly pozzLen = new Int32Array(2);
  pozzNext = 0;
  pozzCount = 0;
  readonly pozzettoTaken = new Uint8Array(2);
  turnSeat = 0;
  /** 0 draw, 1 play. */
  phase = 0;
  /** The cards taken from the pile while none has been played (art. 9). */
  readonly owed = new Uint8Array(DECK);
  owedCount = 0;
  tookPile = false;
  /** Meld ids on which a free matta went on top this turn (art. 11). */
  readonly onTop = new Int32Array(16);
  onTopCount = 0;
  turnsCompleted = 0;
  turnsWithoutDraw = 0;
  timeOutEndsAt = -1;
  readonly clockExpired = new Uint8Array(2);
  nextMeldId = 1;
  handOver = false;
  ending: Ending | null = null;
  closerSeat = -1;
  readonly totals = new Int32Array(2);
  // Profile options, read at load.
  readonly points = new Int16Array(DECK);
  readonly burracoValue = new Int32Array(4);
  closingBonus = 0;
  pozzettoPenalty = 0;
  clockPenalty = 0;
  pileCardFirst = true;
  closeOnFirstRound = false;
  closeByDiscardingMatta = false;
  equalCombinations = false;
  unplayableStockCards = 2;
  stalemateRounds = 2;
  /** Closing requirement: alternative k needs reqNeed[reqStart[k] ..+ reqLen[k]] (strengths, descending). */
  readonly reqStart = new Int32Array(8);
  readonly reqLen = new Int32Array(8);
  readonly reqNeed = new Int8Array(32);
  reqCount = 0;
  private readonly have = new Int8Array(64);
  private profileOptions: RuleOptions | null = null;

  private readOptions(o: RuleOptions): void {
    if (this.profileOptions === o) return;
    this.profileOptions = o;
    const r = this.rules;
    r.minMeldCards = o.minMeldCards;
    r.sequenceMaxCards = o.sequenceMaxCards;
    r.sequenceMaxNaturals = o.sequenceMaxNaturals;
    r.combinationMaxCards = o.combinationMaxCards;
    r.maxWildsPerMeld = o.maxWildsPerMeld;
    r.burracoMinCards = o.burracoMinCards;
    r.semipulitoMinNaturals = o.semipulitoMinNaturals;
    r.championReading = o.champion === null ? 0 : (READING[o.champion.reading] as number);
    r.championMinCards = o.champion === null ? 0 : o.champion.minCards;
    const v = o.cardValues;
    for (let id = 0; id < DECK; id++) {
      const rank = RANK[id] as number;
      this.points[id] = JOKER[id]
        ? v.joker
        : rank === 2
          ? v.pinella
          : rank === 1
            ? v.ace
            : rank >= 8
              ? v.high
              : v.low;
    }
    this.burracoValue[0] = o.burracoValues.sporco;
    this.burracoValue[1] = o.burracoValues.semipulito;
    this.burracoValue[2] = o.burracoValues.pulito;
    this.burracoValue[3] = o.burracoValues.champion;
    this.closingBonus = o.closingBonus;
    this.pozzettoPenalty = o.pozzettoNotTakenPenalty;
    this.clockPenalty = o.timing.chessClock.penaltyPoints;
    this.pileCardFirst = o.pileCardFirst;
    this.closeOnFirstRound = o.closeOnFirstRound;
    this.closeByDiscardingMatta = o.closeByDiscardingMatta;
    this.equalCombinations = o.equalCombinations;
    this.unplayableStockCards = o.unplayableStockCards;
    this.stalemateRounds = o.stalemateRounds;
    let at = 0;
    this.reqCount = o.closingRequirement.length;
    o.closingRequirement.forEach((slots, k) => {
      const need = slots.map((s) => STRENGTH[s] as number).sort((a, b) => b - a);
      this.reqStart[k] = at;
      this.reqLen[k] = need.length;
      for (const s of need) this.reqNeed[at++] = s;
    });
  }

  /** Copies the current hand of `state` (allocates nothing once the profile was read). */
  reload(state: MatchState): void {
    this.readOptions(state.profile.options);
    const h = state.hand;
    this.seats = state.players.length;
    this.inHand.fill(0);
    this.bits.fill(0);
    for (let s = 0; s < this.seats; s++) {
      const cards = h.hands[s] as readonly number[];
      for (let k = 0; k < cards.length; k++) this.add(s, cards[k] as number);
      this.handLen[s] = cards.length;
    }
    this.stockLen = h.stock.length;
    for (let i = 0; i < h.stock.length; i++) this.stock[i] = h.stock[i] as number;
    this.pileLen = h.pile.length;
    for (let i = 0; i < h.pile.length; i++) this.pile[i] = h.pile[i] as number;
    this.pozzNext = 0;
    this.pozzCount = h.pozzetti.length;
    for (let k = 0; k < h.pozzetti.length; k++) {
      const p = h.pozzetti[k] as readonly number[];
      this.pozzLen[k] = p.length;
      for (let i = 0; i < p.length; i++) this.pozz[k * 22 + i] = p[i] as number;
    }
    this.pozzettoTaken[0] = h.pozzettoTaken[0] ? 1 : 0;
    this.pozzettoTaken[1] = h.pozzettoTaken[1] ? 1 : 0;
    const melds = this.melds;
    melds.count = h.melds.length;
    for (let m = 0; m < h.melds.length; m++) {
      const tm = h.melds[m] as (typeof h.melds)[number];
      const meld = tm.meld;
      melds.id[m] = tm.id;
      melds.side[m] = tm.side;
      melds.len[m] = meld.cards.length;
      if (meld.kind === 'sequence') {
        melds.kind[m] = 0;
        melds.suit[m] = SUITS_OF[meld.suit] as number;
        melds.low[m] = meld.low;
      } else {
        melds.kind[m] = COMBINATION;
        melds.rank[m] = meld.rank;
      }
      for (let i = 0; i < meld.cards.length; i++) {
        const c = meld.cards[i] as (typeof meld.cards)[number];
        melds.card[m * SLOTS + i] = c.id;
        melds.wild[m * SLOTS + i] = c.wild ? 1 : 0;
      }
    }
    const t = h.turn;
    this.turnSeat = t.seat;
    this.phase = t.phase === 'draw' ? 0 : 1;
    this.owed.fill(0);
    for (let k = 0; k < t.mustPlayOneOf.length; k++) this.owed[t.mustPlayOneOf[k] as number] = 1;
    this.owedCount = t.mustPlayOneOf.length;
    this.tookPile = t.tookPile;
    this.onTopCount = 0;
    const onTop = t.mattaOnTop;
    if (onTop !== undefined)
      for (let k = 0; k < onTop.length; k++) this.onTop[this.onTopCount++] = onTop[k] as number;
    this.turnsCompleted = h.turnsCompleted;
    this.turnsWithoutDraw = h.turnsWithoutDraw;
    this.timeOutEndsAt = h.timeOutEndsAt ?? -1;
    this.clockExpired[0] = h.clockExpired[0] ? 1 : 0;
    this.clockExpired[1] = h.clockExpired[1] ? 1 : 0;
    this.nextMeldId = h.nextMeldId;
    this.handOver = state.status !== 'playing';
    this.ending = null;
    this.closerSeat = -1;
    this.totals[0] = 0;
    this.totals[1] = 0;
  }

  sideOf(seat: number): number {
    return seat % 2;
  }

  /**
   * Why discarding `card` as the last card cannot close (turn-rules.ts `closingRefusal`), with
   * the line's melds as they are but meld `replace` read as the scratch, and the scratch added
   * if `extra`: true if it cannot.
   */
  closingRefused(seat: number, card: number, replace: number, extra: boolean): boolean {
    const side = seat % 2;
    if (!this.pozzettoTaken[side]) return true;
    if (!this.closeOnFirstRound && this.turnsCompleted < this.seats) return true;
    if (!this.closeByDiscardingMatta && MATTA[card]) return true;
    const melds = this.melds;
    const have = this.have;
    let n = 0;
    for (let m = 0; m < melds.count; m++) {
      if (melds.side[m] !== side) continue;
      const kind = melds.burracoKind(m === replace ? SCRATCH : m);
      if (kind >= 0) n = insertDesc(have, n, kind);
    }
    if (extra) {
      const kind = melds.burracoKind(SCRATCH);
      if (kind >= 0) n = insertDesc(have, n, kind);
    }
    for (let k = 0; k < this.reqCount; k++) {
      const len = this.reqLen[k] as number;
      if (len > n) continue;
      const start = this.reqStart[k] as number;
      let meets = true;
      for (let i = 0; i < len; i++)
        if ((have[i] as number) < (this.reqNeed[start + i] as number)) meets = false;
      if (meets) return false;
    }
    return true;
  }

  /**
   * turn-rules.ts `playRefusal` for playing `used[0..n)` from the hand of `seat` (the line's
   * melds after it as in `closingRefused`): true if refused.
   */
  playRefused(seat: number, used: Int16Array, n: number, replace: number, extra: boolean): boolean {
    if (this.owedCount > 0) {
      let uses = false;
      for (let i = 0; i < n; i++) if (this.owed[used[i] as number]) uses = true;
      if (!uses) return true;
    }
    if (!this.pozzettoTaken[seat % 2]) return false;
    const left = (this.handLen[seat] as number) - n;
    if (left === 0) return true;
    if (left > 1) return false;
    const count = this.handIds(seat, HAND);
    for (let k = 0; k < count; k++) {
      const id = HAND[k] as number;
      let usedHere = false;
      for (let i = 0; i < n; i++) if (used[i] === id) usedHere = true;
      if (!usedHere) return this.closingRefused(seat, id, replace, extra);
    }
    return false;
  }

  /** Art. 39: the scratch is a combination of a rank the line holds already. */
  equalCombination(seat: number): boolean {
    const melds = this.melds;
    if (this.equalCombinations || melds.kind[SCRATCH] !== COMBINATION) return false;
    for (let m = 0; m < melds.count; m++)
      if (
        melds.side[m] === seat % 2 &&
        melds.kind[m] === COMBINATION &&
        melds.rank[m] === melds.rank[SCRATCH]
      )
        return true;
    return false;
  }

  /** Each side's hand total as HandResult.scores[side].total (scoring.ts `scoreSide`). */
  score(): void {
    const melds = this.melds;
    for (let side = 0; side < 2; side++) {
      let total = 0;
      for (let m = 0; m < melds.count; m++) {
        if (melds.side[m] !== side) continue;
        for (let i = 0; i < (melds.len[m] as number); i++)
          total += this.points[melds.card[m * SLOTS + i] as number] as number;
        const kind = melds.burracoKind(m);
        if (kind >= 0) total += this.burracoValue[kind] as number;
      }
      if (this.closerSeat >= 0 && this.closerSeat % 2 === side) total += this.closingBonus;
      for (let s = side; s < this.seats; s += 2) {
        const count = this.handIds(s, HAND);
        for (let k = 0; k < count; k++) total -= this.points[HAND[k] as number] as number;
      }
      if (!this.pozzettoTaken[side]) total -= this.pozzettoPenalty;
      if (this.clockExpired[side]) total -= this.clockPenalty;
      this.totals[side] = total;
    }
  }
}

const HAND = new Int16Array(DECK);

const insertDesc = (buf: Int8Array, n: number, v: number): number => {
  let i = n;
  for (; i > 0 && (buf[i - 1] as number) < v; i--) buf[i] = buf[i - 1] as number;
  buf[i] = v;
  return n + 1;
};
