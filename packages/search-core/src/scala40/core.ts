/**
 * The Scala 40 search core: one hand of a match in reused typed arrays, played move by move
 * without allocating. MUTABLE BY DESIGN (a search applies and plays out thousands of moves on
 * one object); never used by the rules engines. The reference engine (@tavolo/scala40) is the
 * authority: this module follows engine.ts and turn-rules.ts, and the differential tests
 * (core.test.ts) hold the two together.
 *
 * Cards are face codes (faces.ts): a hand is 53 counts, the stock and the discard pile are
 * arrays of codes with the top last. The discard pile and the table also keep card ids where
 * the engine gave them, for the one rule that tells twins apart: a card owed this turn is that
 * very card (S40-REG art. 5.3, 5.4), not its twin.
 */
import { type ShuffleSeed, handSeed, permutation } from '@tavolo/cards';
import type { MatchState, RuleOptions, RuleProfile } from '@tavolo/scala40';
import { Candidates } from './candidates.js';
import { FACES, JOKER, codeOfId, penaltyOfCode } from './faces.js';
import { Table } from './table.js';

export const MAX_SEATS = 6;
const DECK = 108;

/** What the seat on turn owes (the engine's `Obligation`). */
export const NO_OBLIGATION = 0;
export const MUST_OPEN = 1;
export const MUST_OPEN_WITH = 2;
export const MUST_USE = 3;

export type Ending = 'closed' | 'no-cards-left' | 'reshuffle-limit' | 'stalemate';

/**
 * The play-outs' policies. `greedy` is the reference greedy bot's, move for move (the
 * lockstep tests in policy.test.ts hold the two together); `wary` discards as `greedy` does,
 * less what each card gives the next seat, in the greedy cost's points (wary.ts `feeding`).
 */
export type Scala40Policy = 'greedy' | 'wary';

export class CoreState {
  /** The play-outs' policy (`playOut`, `greedyStep`); `greedy` unless the caller sets it. */
  policy: Scala40Policy = 'greedy';
  seats = 0;
  activeCount = 0;
  readonly eliminated = new Uint8Array(MAX_SEATS);
  /** Face counts by seat: `hands[seat * 53 + code]`. */
  readonly hands = new Uint8Array(MAX_SEATS * FACES);
  readonly handLen = new Int32Array(MAX_SEATS);
  /** The stock, top last. */
  readonly stock = new Uint8Array(DECK);
  stockLen = 0;
  /** The discard pile, top last, with the ids the engine gave (-1 where the core discarded). */
  readonly discard = new Uint8Array(DECK);
  readonly discardId = new Int16Array(DECK);
  discardLen = 0;
  readonly table = new Table();
  readonly opened = new Uint8Array(MAX_SEATS);
  readonly laid = new Uint8Array(MAX_SEATS);
  turnSeat = 0;
  /** 0 = draw, 1 = play. */
  phase = 0;
  obligation = NO_OBLIGATION;
  /** The card owed: its face code, and its id where known (-1: whichever copy is used first). */
  owedCode = -1;
  owedId = -1;
  laidBefore = false;
  progressed = false;
  turnsCompleted = 0;
  quietTurns = 0;
  reshuffles = 0;
  nextMeldId = 1;
  handNumber = 1;
  handOver = false;
  closerSeat = -1;
  ending: Ending | null = null;
  inHand = false;
  readonly penaltyValues: (number | null)[] = [];
  /** The face drawn from the stock this turn, else -1 (the policy's opening cache reads it). */
  drawnCode = -1;
  /** Counts loads and applied actions, so that the policy's caches know the hand moved without it. */
  loads = 0;
  /** By seat: cards gained other than by drawing from the stock (the discard, a joker taken back). */
  readonly gained = new Int32Array(MAX_SEATS);

  rules!: RuleOptions;
  profile!: RuleProfile;
  /** The match's seed, for reshuffles the way the engine does them. */
  seed: ShuffleSeed | null = null;
  /** Reshuffle as the engine does (true), or from the play-out generator (false). */
  engineShuffles = true;
  private rng = 1;

  readonly candidates = new Candidates();
  /** A second list, for checks made while the first is being walked. */
  readonly innerCandidates = new Candidates();
  private readonly lays = new Uint8Array(52);
  private readonly fits = new Uint8Array(8);
  /** Scratch counts for searches. */
  readonly scratch = new Uint8Array(FACES);

  get closer(): number | null {
    return this.closerSeat < 0 ? null : this.closerSeat;
  }

  /** Copies the current hand of an engine state into this core (no allocation once warm). */
  reload(state: MatchState): void {
    const h = state.hand;
    const rules = state.profile.options;
    this.rules = rules;
    this.profile = state.profile;
    this.seed = state.seed;
    this.seats = state.players.length;
    this.table.maxJokers = rules.maxJokersPerMeld ?? 14;
    this.table.top = rules.aceHigh ? 14 : 13;
    this.table.comeQuando = rules.jokerDefaultSuit === 'come-quando-fuori-piove';
    this.table.layOffLimit = rules.layOffPerSequencePerTurn ?? 0;
    this.hands.fill(0);
    this.activeCount = 0;
    for (let s = 0; s < this.seats; s++) {
      this.eliminated[s] = state.eliminated[s] ? 1 : 0;
      if (!state.eliminated[s]) this.activeCount++;
      const cards = h.hands[s];
      const n = cards ? cards.length : 0;
      this.handLen[s] = n;
      for (let i = 0; i < n; i++)
        this.hands[s * FACES + codeOfId((cards as readonly number[])[i] as number)]++;
      this.opened[s] = h.opened[s] ? 1 : 0;
      this.laid[s] = h.laid[s] ? 1 : 0;
    }
    this.stockLen = h.stock.length;
    for (let i = 0; i < h.stock.length; i++) this.stock[i] = codeOfId(h.stock[i] as number);
    this.discardLen = h.discard.length;
    for (let i = 0; i < h.discard.length; i++) {
      const id = h.discard[i] as number;
      this.discard[i] = codeOfId(id);
      this.discardId[i] = id;
    }
    this.table.load(h.melds, h.turn.layOffs);
    const t = h.turn;
    this.turnSeat = t.seat;
    this.phase = t.phase === 'draw' ? 0 : 1;
    const ob = t.obligation;
    this.obligation = !ob
      ? NO_OBLIGATION
      : ob.kind === 'open'
        ? MUST_OPEN
        : ob.kind === 'open-with'
          ? MUST_OPEN_WITH
          : MUST_USE;
    this.owedCode = ob ? codeOfId(ob.card) : -1;
    this.owedId = ob ? ob.card : -1;
    this.laidBefore = t.laidBefore;
    this.progressed = t.progressed;
    this.turnsCompleted = h.turnsCompleted;
    this.quietTurns = h.quietTurns;
    this.reshuffles = h.reshuffles;
    this.nextMeldId = h.nextMeldId;
    this.handNumber = h.number;
    this.handOver = state.status !== 'playing';
    this.closerSeat = -1;
    this.ending = null;
    this.inHand = false;
    this.engineShuffles = true;
    this.drawnCode = -1;
    this.loads++;
    this.penaltyValues.length = this.seats;
    this.penaltyValues.fill(null);
  }

  // ---- The turn's rules (turn-rules.ts) ----

  closingAllowed(): boolean {
    return this.rules.closeOnFirstRound || this.turnsCompleted >= this.activeCount;
  }

  /** The fewest cards a play may leave in hand (S40-CdG art. 20, S40-REG art. 6.2). */
  cardsToKeep(): number {
    return this.closingAllowed() ? 1 : 2;
  }

  /** Whether a natural of `code` lays off on a meld now (art. 17's limit counted). */
  laysOff(code: number): boolean {
    const t = this.table;
    for (let m = 0; m < t.count; m++)
      if (!t.limited(m) && t.placements(m, code, -1) !== 0) return true;
    return false;
  }

  /** A closing below the minimum is possible this turn (S40-CdG art. 19.2, art. 6). */
  closingBelowMinimum(): boolean {
    const r = this.rules;
    const tookToOpen = this.obligation === MUST_OPEN || this.obligation === MUST_OPEN_WITH;
    return r.closeInHandWaivesOpeningMinimum && (!tookToOpen || r.takeDiscardToCloseBelowMinimum);
  }

  /**
   * The faces the seat on turn may discard, as a bit mask over codes 0..52 in two numbers
   * (`allowedDiscards`): written into `out` as [low 32 codes, high 21 codes].
   */
  allowedDiscards(out: Uint32Array): void {
    const seat = this.turnSeat;
    const off = seat * FACES;
    out[0] = 0;
    out[1] = 0;
    const len = this.handLen[seat] as number;
    if (len === 1) {
      if (this.closingAllowed())
        for (let c = 0; c < FACES; c++) if (this.hands[off + c]) setBit(out, c);
      return;
    }
    const r = this.rules;
    const barLayOff = r.discardThatLaysOff === 'forbidden' || this.opened[seat] === 0;
    const jokers = this.hands[off + JOKER] as number;
    const nonJokers = r.jokerDiscardOnlyToClose ? len - jokers : len;
    if (nonJokers === 0) {
      setBit(out, JOKER);
      return;
    }
    // The faces that lay off now: at most a few per meld (its ends, its missing suits).
    const lays = this.lays;
    lays.fill(0);
    if (barLayOff) {
      const t = this.table;
      for (let m = 0; m < t.count; m++) {
        if (t.limited(m)) continue;
        const n = t.fitting(m, this.fits);
        for (let k = 0; k < n; k++) {
          const c = this.fits[k] as number;
          if (c < 52 && this.hands[off + c] && t.placements(m, c, -1) !== 0) lays[c] = 1;
        }
      }
    }
    let free = 0;
    for (let c = 0; c < 52; c++) {
      if (this.hands[off + c] === 0) continue;
      if (lays[c] === 0) {
        setBit(out, c);
        free++;
      }
    }
    if (!r.jokerDiscardOnlyToClose && jokers > 0) {
      setBit(out, JOKER);
      free++;
    }
    if (free === 0) for (let c = 0; c < 52; c++) if (this.hands[off + c]) setBit(out, c);
  }

  // ---- Moving cards ----

  addToHand(seat: number, code: number): void {
    this.hands[seat * FACES + code]++;
    this.handLen[seat]++;
  }

  removeFromHand(seat: number, code: number): void {
    this.hands[seat * FACES + code]--;
    this.handLen[seat]--;
  }

  draw(): void {
    const seat = this.turnSeat;
    const code = this.stock[--this.stockLen] as number;
    this.addToHand(seat, code);
    this.drawnCode = code;
    this.phase = 1;
    this.progressed = true;
  }

  takeDiscard(): void {
    const seat = this.turnSeat;
    const i = --this.discardLen;
    const code = this.discard[i] as number;
    this.addToHand(seat, code);
    this.gained[seat]++;
    this.drawnCode = -1;
    this.phase = 1;
    const r = this.rules;
    if (!this.opened[seat]) {
      this.obligation = r.takeDiscardBeforeOpening === 'open-with-it' ? MUST_OPEN_WITH : MUST_OPEN;
    } else this.obligation = r.takenDiscardMustBeUsed ? MUST_USE : NO_OBLIGATION;
    this.owedCode = this.obligation === NO_OBLIGATION ? -1 : code;
    this.owedId = this.obligation === NO_OBLIGATION ? -1 : (this.discardId[i] as number);
  }

  /** Records cards laid by the seat on turn; `settles` says whether they include the card owed. */
  laidDown(settles: boolean): void {
    this.laid[this.turnSeat] = 1;
    this.progressed = true;
    if (this.obligation === MUST_OPEN || (this.obligation !== NO_OBLIGATION && settles))
      this.clearObligation();
  }

  clearObligation(): void {
    this.obligation = NO_OBLIGATION;
    this.owedCode = -1;
    this.owedId = -1;
  }

  /** Discards `code` (with its id where known) and passes the turn or closes the hand. */
  discardCard(code: number, id: number): void {
    const seat = this.turnSeat;
    this.removeFromHand(seat, code);
    this.discard[this.discardLen] = code;
    this.discardId[this.discardLen++] = id;
    if (this.handLen[seat] === 0) this.finish('closed', seat, !this.laidBefore);
    else this.nextTurn();
  }

  /** The seat after `seat` still in the match. */
  nextActive(seat: number): number {
    for (let k = 1; k <= this.seats; k++) {
      const s = (seat + k) % this.seats;
      if (!this.eliminated[s]) return s;
    }
    return seat;
  }

  /** Passes the turn; reshuffles or ends the hand unclosed as the engine's `nextTurn`. */
  private nextTurn(): void {
    const seat = this.nextActive(this.turnSeat);
    this.quietTurns = this.progressed ? 0 : this.quietTurns + 1;
    this.turnSeat = seat;
    this.phase = 0;
    this.clearObligation();
    this.laidBefore = this.laid[seat] === 1;
    this.progressed = false;
    this.table.laidThisTurn.fill(0);
    this.turnsCompleted++;
    const r = this.rules;
    if (this.quietTurns >= r.quietRoundsPerHand * this.activeCount)
      return this.finish('stalemate', -1, false);
    if (this.stockLen > 0) return;
    if (this.reshuffles >= r.reshufflesPerHand) return this.finish('reshuffle-limit', -1, false);
    const keepsTop = r.reshuffleKeepsTopDiscard;
    const n = keepsTop ? this.discardLen - 1 : this.discardLen;
    if (n <= 0) return this.finish('no-cards-left', -1, false);
    this.reshuffles++;
    this.reshuffle(n);
    if (keepsTop) {
      this.discard[0] = this.discard[this.discardLen - 1] as number;
      this.discardId[0] = this.discardId[this.discardLen - 1] as number;
      this.discardLen = 1;
    } else this.discardLen = 0;
  }

  /** The pile's first `n` cards become the stock, shuffled. */
  private reshuffle(n: number): void {
    if (this.engineShuffles && this.seed) {
      // The engine's own shuffle (S40-CdG art. 19), so that the core stays in step with it.
      const label = `hand-${this.handNumber}/reshuffle-${this.reshuffles}`;
      const order = permutation(handSeed(this.seed, this.handNumber), label, n);
      for (let k = 0; k < n; k++)
        this.stock[k] = this.discard[order[n - 1 - k] as number] as number;
    } else {
      for (let k = 0; k < n; k++) this.stock[k] = this.discard[k] as number;
      for (let i = n - 1; i > 0; i--) {
        const j = this.random(i + 1);
        const t = this.stock[i] as number;
        this.stock[i] = this.stock[j] as number;
        this.stock[j] = t;
      }
    }
    this.stockLen = n;
  }

  seedRandom(seed: number): void {
    this.rng = (seed | 0) ^ 0x9e3779b9 || 1;
  }

  /** Uniform in [0, bound), xorshift32: for play-outs only. */
  random(bound: number): number {
    let x = this.rng;
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    this.rng = x;
    return (x >>> 0) % bound;
  }

  /** Scores the hand (S40-CdG art. 22; S40-REG art. 7, 9b; S40-CLUB §D) and ends it. */
  finish(ending: Ending, closer: number, inHand: boolean): void {
    this.handOver = true;
    this.ending = ending;
    this.closerSeat = closer;
    this.inHand = inHand;
    const r = this.rules;
    const flat = r.neverMeldedPenalty;
    for (let s = 0; s < this.seats; s++) {
      if (this.eliminated[s]) this.penaltyValues[s] = null;
      else if (s === closer) this.penaltyValues[s] = 0;
      else if (!this.laid[s] && flat && (flat.when === 'always' || inHand))
        this.penaltyValues[s] = flat.points;
      else {
        const off = s * FACES;
        let sum = 0;
        for (let c = 0; c < FACES; c++) sum += (this.hands[off + c] as number) * penaltyOfCode(c);
        if (
          r.aceAloneWorthOne &&
          this.handLen[s] === 1 &&
          sum === 11 &&
          this.hands[off + JOKER] === 0
        )
          sum = 1;
        this.penaltyValues[s] = r.inHandClosingDoubles && inHand ? sum * 2 : sum;
      }
    }
  }
}

const setBit = (out: Uint32Array, code: number): void => {
  out[code >>> 5] = (out[code >>> 5] as number) | (1 << (code & 31));
};

export const hasBit = (bits: Uint32Array, code: number): boolean =>
  ((bits[code >>> 5] as number) & (1 << (code & 31))) !== 0;
