/**
 * The Burraco search core (issue 20): `loadBurraco(state)` copies the current hand of a
 * reference state; `applyAction`, `playOut(seed)`, `handOver`, `sideTotals()`, `closer` and
 * `reload(state)` are the contract the Campione's rollouts code against. MUTABLE BY DESIGN: one
 * core is reloaded and played over and over without allocating; never used by the rules
 * engines. @tavolo/burraco is the authority: this follows engine.ts, and the differential tests
 * (core.test.ts) hold the two together.
 *
 * The director's actions (time-out, clock-expired) are no part of a search: `applyAction`
 * refuses them (false), while a time-out already announced, or a clock already expired, in the
 * loaded state is honoured (the hand ends at the announced turn; the clock penalty is scored).
 */
import type { Action, MatchState } from '@tavolo/burraco';
import { DECK, FACE, JOKER, MATTA, RANK, SUIT, faceName } from './cards.js';
import { CoreState, type Ending } from './core.js';
import {
  A_DISCARD,
  A_DRAW,
  A_MELD,
  A_TAKE,
  Actions,
  listGreedy,
  listLegal,
  mattaOnTopRefused,
  pileUsable,
} from './legal.js';
import { SCRATCH, SEQUENCE } from './melds.js';

/** The smallest pile the greedy policy takes (as the greedy bot). */
const GREEDY_PILE_MIN = 3;
/** A hand never takes more moves than this; a guard against a policy loop. */
const MAX_MOVES = 4000;

const IDS = new Int16Array(128);
const PICK_NONE = -3;
const HAND_IDS = new Int16Array(DECK);
const RANK_COUNT = new Int32Array(16);
const SUIT_RANK = new Int32Array(64);
const PICK_DRAW = -2;
const PICK_TAKE = -1;
const NEXT_RANK = new Int32Array(16);
const NEXT_SUIT_RANK = new Int32Array(64);

/**
 * The policies a play-out may follow. `greedy` is the reference greedy bot's, move for move
 * (the differential tests hold the two together). `wary` is the same player who also minds
 * what his discard gives the next seat, as the Esperto does (bots burraco/discard.ts): a card
 * the other line can lay off on its melds, or the next player join to two cards he holds, costs
 * more, the more so as the pile grows (he would take it).
 */
export type BurracoPolicy = 'greedy' | 'wary';

/** What feeding the next seat costs a `wary` discard, in the greedy cost's points. */
const WARY_LAY_OFF = 24;
const WARY_JOIN = 14;
/** A pile this long weighs the feeding twice as much (it is worth taking). */
const WARY_PILE = 8;

export class BurracoCore extends CoreState {
  private readonly list = new Actions();
  private readonly scratch = new Actions();
  /** The play-outs' policy (`playOut`, `greedyStep`); `greedy` unless the caller sets it. */
  policy: BurracoPolicy = 'greedy';

  /** Seat of the closer once the hand is over and was closed, else null. */
  get closer(): number | null {
    return this.closerSeat >= 0 ? this.closerSeat : null;
  }

  /** How the hand ended, once it is over (null for a loaded state already over). */
  get handEnding(): Ending | null {
    return this.ending;
  }

  /** Each side's hand total as the reference HandResult.scores[side].total; [0, 0] before the end. */
  sideTotals(): readonly [number, number] {
    return [this.totals[0] as number, this.totals[1] as number];
  }

  /** Plays `action` if legal (as the engine's `apply` would accept it); false leaves the core unchanged. */
  applyAction(action: Action): boolean {
    if (this.handOver || typeof action !== 'object' || action === null) return false;
    if (action.type === 'time-out' || action.type === 'clock-expired') return false;
    const seat = action.seat;
    if (seat !== this.turnSeat) return false;
    switch (action.type) {
      case 'draw':
        return this.draw();
      case 'take-pile':
        return this.takePile();
      case 'discard':
        return (
          Number.isInteger(action.card) &&
          action.card >= 0 &&
          action.card < DECK &&
          this.discard(action.card)
        );
      case 'meld':
      case 'lay-off': {
        if (action.matta !== undefined && action.matta !== 'top' && action.matta !== 'bottom')
          return false;
        const cards = action.cards;
        if (!Array.isArray(cards) || cards.length > IDS.length) return false;
        for (let i = 0; i < cards.length; i++) {
          const id = cards[i] as number;
          if (!Number.isInteger(id) || id < 0 || id >= DECK) return false;
          IDS[i] = id;
        }
        const top = action.matta === 'top';
        if (action.type === 'meld') return this.meld(IDS, cards.length, top);
        const m = this.melds.indexOfId(action.meld);
        return m >= 0 && this.layOff(m, IDS, cards.length, top);
      }
      default:
        return false;
    }
  }

  /**
   * Plays every seat with the built-in greedy policy to the end of the current hand. The
   * policy is deterministic and a Burraco hand has no chance event after the deal (the stock
   * is never reshuffled), so `seed` changes nothing today; it is kept for the contract.
   */
  playOut(seed: number): void {
    void seed;
    for (let moves = 0; !this.handOver && moves < MAX_MOVES; moves++) this.greedyStep();
  }

  /** One move of the seat on turn by the greedy policy; false if it found none (never expected). */
  greedyStep(): boolean {
    const pick = this.greedyPick();
    if (pick === PICK_NONE) return false;
    if (pick === PICK_DRAW) return this.draw();
    if (pick === PICK_TAKE) return this.takePile(true);
    return this.applyListed(this.list, pick);
  }

  /** The move `greedyStep` would play, as an engine action; allocates (for tests). */
  greedyAction(): Action {
    const seat = this.turnSeat;
    const pick = this.greedyPick();
    if (pick === PICK_NONE) throw new Error('the greedy policy found no move');
    if (pick === PICK_DRAW) return { type: 'draw', seat };
    if (pick === PICK_TAKE) return { type: 'take-pile', seat };
    const list = this.list;
    const start = list.start[pick] as number;
    const cards = Array.from(list.pool.subarray(start, start + (list.len[pick] as number)));
    const type = list.type[pick] as number;
    if (type === A_DISCARD) return { type: 'discard', seat, card: cards[0] as number };
    if (type === A_MELD) return { type: 'meld', seat, cards };
    return {
      type: 'lay-off',
      seat,
      meld: this.melds.id[list.meld[pick] as number] as number,
      cards,
    };
  }

  /** The greedy policy's choice: an index in `list`, or PICK_DRAW / PICK_TAKE / PICK_NONE. */
  private greedyPick(): number {
    if (this.handOver) return PICK_NONE;
    const seat = this.turnSeat;
    if (this.phase === 0)
      return this.pileLen >= GREEDY_PILE_MIN && pileUsable(this, seat, this.scratch)
        ? PICK_TAKE
        : PICK_DRAW;
    const list = this.list;
    listGreedy(this, list);
    if (list.n === 0) return PICK_NONE;
    const type = list.type[0] as number;
    let pick = 0;
    if (type === A_MELD) {
      for (let i = 1; i < list.n; i++)
        if ((list.len[i] as number) > (list.len[pick] as number)) pick = i;
    } else if (type === A_DISCARD) {
      this.countHand(seat);
      const wary = this.policy === 'wary';
      if (wary) this.countNext((seat + 1) % this.seats);
      let best = -Infinity;
      for (let i = 0; i < list.n; i++) {
        const card = list.pool[list.start[i] as number] as number;
        const c = this.discardCost(card) - (wary ? this.feeding(card, seat) : 0);
        if (c > best) {
          best = c;
          pick = i;
        }
      }
    }
    return pick;
  }

  /**
   * What discarding `card` gives the next seat (the `wary` policy): a lay-off on the other
   * line's melds, a join to two cards of the next player's hand (a pair of its rank, or two of
   * its suit around it), weighed up as the pile grows.
   */
  private feeding(card: number, seat: number): number {
    if (JOKER[card] || MATTA[card]) return 0;
    const other = 1 - (seat % 2);
    let cost = 0;
    const melds = this.melds;
    for (let m = 0; m < melds.count; m++)
      if (melds.side[m] === other && melds.mayExtend(m, card)) {
        cost += WARY_LAY_OFF;
        break;
      }
    const rank = RANK[card] as number;
    const base = (SUIT[card] as number) * 16;
    const near = (r: number) => (r >= 1 && r <= 13 ? (NEXT_SUIT_RANK[base + r] as number) : 0);
    if (
      (NEXT_RANK[rank] as number) >= 2 ||
      (near(rank - 1) > 0 && near(rank + 1) > 0) ||
      (near(rank - 1) > 0 && near(rank - 2) > 0) ||
      (near(rank + 1) > 0 && near(rank + 2) > 0)
    )
      cost += WARY_JOIN;
    return cost * (1 + this.pileLen / WARY_PILE);
  }

  /** The next player's rank and suit counts, for `feeding`. */
  private countNext(seat: number): void {
    NEXT_RANK.fill(0);
    NEXT_SUIT_RANK.fill(0);
    const count = this.handIds(seat, HAND_IDS);
    for (let k = 0; k < count; k++) {
      const id = HAND_IDS[k] as number;
      if (JOKER[id] || MATTA[id]) continue;
      NEXT_RANK[RANK[id] as number]++;
      NEXT_SUIT_RANK[(SUIT[id] as number) * 16 + (RANK[id] as number)]++;
    }
  }

  /** The greedy bot's discard cost: mattas kept, costly and loose cards first. */
  private discardCost(card: number): number {
    return (MATTA[card] ? -100 : 0) + (this.points[card] as number) - 4 * this.connections(card);
  }

  /**
   * bots hand-shape.ts `connections`, from the counts `countHand` took: 2 for each card of its
   * rank in another suit, 3 - gap for each card of its suit up to two ranks away.
   */
  private connections(card: number): number {
    if (JOKER[card]) return 10;
    const rank = RANK[card] as number;
    const suit = SUIT[card] as number;
    let links = 2 * ((RANK_COUNT[rank] as number) - (SUIT_RANK[suit * 16 + rank] as number));
    for (let r = rank - 2; r <= rank + 2; r++)
      if (r !== rank && r >= 1 && r <= 13)
        links += (3 - Math.abs(r - rank)) * (SUIT_RANK[suit * 16 + r] as number);
    return links;
  }

  private countHand(seat: number): void {
    RANK_COUNT.fill(0);
    SUIT_RANK.fill(0);
    const count = this.handIds(seat, HAND_IDS);
    for (let k = 0; k < count; k++) {
      const id = HAND_IDS[k] as number;
      if (JOKER[id]) continue;
      RANK_COUNT[RANK[id] as number]++;
      SUIT_RANK[(SUIT[id] as number) * 16 + (RANK[id] as number)]++;
    }
  }

  private applyListed(list: Actions, i: number): boolean {
    const type = list.type[i] as number;
    const start = list.start[i] as number;
    const len = list.len[i] as number;
    if (type === A_DRAW) return this.draw();
    if (type === A_TAKE) return this.takePile();
    if (type === A_DISCARD) return this.discard(list.pool[start] as number);
    for (let k = 0; k < len; k++) IDS[k] = list.pool[start + k] as number;
    return type === A_MELD
      ? this.meld(IDS, len, false)
      : this.layOff(list.meld[i] as number, IDS, len, false);
  }

  /** The legal actions of the seat on turn as face-based keys (see `actionKey`); allocates. */
  legalKeys(): string[] {
    listLegal(this, this.list, this.scratch);
    const keys: string[] = [];
    const list = this.list;
    for (let i = 0; i < list.n; i++) {
      const type = list.type[i] as number;
      const cards = Array.from(
        list.pool.subarray(list.start[i], (list.start[i] as number) + (list.len[i] as number)),
      );
      keys.push(
        type === A_DRAW
          ? 'draw'
          : type === A_TAKE
            ? 'take-pile'
            : type === A_DISCARD
              ? `discard ${faceName(FACE[cards[0] as number] as number)}`
              : type === A_MELD
                ? `meld ${faceKey(cards)}`
                : `lay-off ${this.melds.id[list.meld[i] as number]} ${faceKey(cards)}`,
      );
    }
    return keys;
  }

  /** The whole position as text, for the differential tests (hands by id, melds, turn); allocates. */
  snapshot(): string {
    const lines: string[] = [];
    for (let s = 0; s < this.seats; s++) {
      const ids: number[] = [];
      for (let id = 0; id < DECK; id++) if (this.inHand[s * DECK + id]) ids.push(id);
      lines.push(`${s}: ${ids.join(' ')} (${this.handLen[s]})`);
    }
    lines.push(`stock: ${Array.from(this.stock.subarray(0, this.stockLen)).join(' ')}`);
    lines.push(`pile: ${Array.from(this.pile.subarray(0, this.pileLen)).join(' ')}`);
    const pozz: string[] = [];
    for (let k = this.pozzNext; k < this.pozzNext + this.pozzCount; k++)
      pozz.push(
        Array.from(this.pozz.subarray(k * 22, k * 22 + (this.pozzLen[k] as number))).join(' '),
      );
    lines.push(`pozzetti: ${pozz.join(' | ')} taken ${this.pozzettoTaken.join('')}`);
    const m = this.melds;
    for (let i = 0; i < m.count; i++) {
      const cards: string[] = [];
      for (let k = 0; k < (m.len[i] as number); k++)
        cards.push(`${m.card[i * 14 + k]}${m.wild[i * 14 + k] ? '*' : ''}`);
      const head =
        m.kind[i] === SEQUENCE ? `seq ${m.suit[i]} from ${m.low[i]}` : `comb ${m.rank[i]}`;
      lines.push(`meld ${m.id[i]} side ${m.side[i]} ${head}: ${cards.join(' ')}`);
    }
    const owed: number[] = [];
    for (let id = 0; id < DECK; id++) if (this.owed[id]) owed.push(id);
    lines.push(
      `turn ${this.turnSeat} ${this.phase ? 'play' : 'draw'} owed [${owed.join(' ')}] pile=${this.tookPile} top [${Array.from(this.onTop.subarray(0, this.onTopCount)).join(' ')}]`,
    );
    lines.push(
      `done ${this.turnsCompleted} nodraw ${this.turnsWithoutDraw} timeout ${this.timeOutEndsAt} clock ${this.clockExpired.join('')} next ${this.nextMeldId}`,
    );
    return lines.join('\n');
  }

  // The moves, as engine.ts plays them. Each checks first and changes the core only if legal.

  private draw(): boolean {
    if (this.phase !== 0 || this.stockLen === 0) return false;
    const id = this.stock[--this.stockLen] as number;
    this.add(this.turnSeat, id);
    this.handLen[this.turnSeat]++;
    this.phase = 1;
    this.tookPile = false;
    return true;
  }

  /** `checked`: the caller knows the pile usable (the greedy policy asked just before). */
  private takePile(checked = false): boolean {
    const seat = this.turnSeat;
    if (this.phase !== 0 || !(checked || pileUsable(this, seat, this.scratch))) return false;
    for (let i = 0; i < this.pileLen; i++) {
      const id = this.pile[i] as number;
      this.add(seat, id);
      if (this.pileCardFirst) this.owed[id] = 1;
    }
    this.owedCount = this.pileCardFirst ? this.pileLen : 0;
    this.handLen[seat] = (this.handLen[seat] as number) + this.pileLen;
    this.pileLen = 0;
    this.phase = 1;
    this.tookPile = true;
    return true;
  }

  /** The cards are distinct and in the hand of the seat on turn, in its play phase. */
  private playable(ids: Int16Array, n: number): boolean {
    if (this.phase !== 1 || n === 0) return false;
    const base = this.turnSeat * DECK;
    for (let i = 0; i < n; i++) {
      const id = ids[i] as number;
      if (!this.inHand[base + id]) return false;
      for (let j = 0; j < i; j++) if (ids[j] === id) return false;
    }
    return true;
  }

  private meld(ids: Int16Array, n: number, top: boolean): boolean {
    const seat = this.turnSeat;
    const melds = this.melds;
    if (!this.playable(ids, n) || melds.count >= SCRATCH) return false;
    if (!melds.readNew(ids, n, top) || this.equalCombination(seat)) return false;
    if (this.playRefused(seat, ids, n, -1, true)) return false;
    const m = melds.count++;
    melds.commit(m);
    melds.id[m] = this.nextMeldId++;
    melds.side[m] = seat % 2;
    this.afterPlay(
      seat,
      ids,
      n,
      top && melds.kind[m] === SEQUENCE && (melds.low[m] as number) > 1 ? m : -1,
    );
    return true;
  }

  private layOff(m: number, ids: Int16Array, n: number, top: boolean): boolean {
    const seat = this.turnSeat;
    const melds = this.melds;
    if (!this.playable(ids, n) || melds.side[m] !== seat % 2) return false;
    if (!melds.readExtended(m, ids, n, top)) return false;
    if (this.playRefused(seat, ids, n, m, false)) return false;
    melds.commit(m);
    this.afterPlay(
      seat,
      ids,
      n,
      top && melds.kind[m] === SEQUENCE && (melds.low[m] as number) > 1 ? m : -1,
    );
    return true;
  }

  private afterPlay(seat: number, ids: Int16Array, n: number, topped: number): void {
    for (let i = 0; i < n; i++) this.remove(seat, ids[i] as number);
    this.handLen[seat] = (this.handLen[seat] as number) - n;
    if (this.owedCount > 0) {
      this.owed.fill(0);
      this.owedCount = 0;
    }
    if (topped >= 0) {
      const id = this.melds.id[topped] as number;
      let listed = false;
      for (let k = 0; k < this.onTopCount; k++) if (this.onTop[k] === id) listed = true;
      if (!listed && this.onTopCount < this.onTop.length) this.onTop[this.onTopCount++] = id;
    }
    if (this.handLen[seat] === 0) this.takePozzetto(seat);
  }

  private takePozzetto(seat: number): void {
    const k = this.pozzNext++;
    this.pozzCount--;
    for (let i = 0; i < (this.pozzLen[k] as number); i++)
      this.add(seat, this.pozz[k * 22 + i] as number);
    this.handLen[seat] = (this.handLen[seat] as number) + (this.pozzLen[k] as number);
    this.pozzettoTaken[seat % 2] = 1;
  }

  private discard(card: number): boolean {
    const seat = this.turnSeat;
    const side = seat % 2;
    if (this.phase !== 1 || !this.inHand[seat * DECK + card]) return false;
    if (this.owedCount > 0 || mattaOnTopRefused(this, seat)) return false;
    const left = (this.handLen[seat] as number) - 1;
    if (left === 0 && this.pozzettoTaken[side] && this.closingRefused(seat, card, -1, false))
      return false;
    this.remove(seat, card);
    this.handLen[seat] = left;
    this.pile[this.pileLen++] = card;
    if (left > 0) this.endTurn();
    else if (!this.pozzettoTaken[side]) {
      this.takePozzetto(seat);
      this.endTurn();
    } else {
      this.turnsCompleted++;
      this.finish('closed', seat);
    }
    return true;
  }

  private endTurn(): void {
    this.turnsCompleted++;
    this.turnsWithoutDraw = this.tookPile ? this.turnsWithoutDraw + 1 : 0;
    const ending: Ending | null =
      this.stockLen <= this.unplayableStockCards
        ? 'stock-exhausted'
        : this.timeOutEndsAt >= 0 && this.turnsCompleted >= this.timeOutEndsAt
          ? 'time-out'
          : this.turnsWithoutDraw >= this.stalemateRounds * this.seats
            ? 'stallo'
            : null;
    if (ending) return this.finish(ending, -1);
    this.turnSeat = (this.turnSeat + 1) % this.seats;
    this.phase = 0;
    this.tookPile = false;
    this.onTopCount = 0;
  }

  private finish(ending: Ending, closer: number): void {
    this.handOver = true;
    this.ending = ending;
    this.closerSeat = closer;
    this.score();
  }
}

/** Face names of `cards`, sorted: the two copies of a face (and every jolly) share a key. */
const faceKey = (cards: readonly number[]): string =>
  cards
    .map((id) => FACE[id] as number)
    .sort((a, b) => a - b)
    .map(faceName)
    .join(' ');

/**
 * A reference action's face-based key, as `legalKeys` gives the core's: the card ids replaced by
 * their faces (either copy of a face, any jolly), the cards of a meld or lay-off sorted, the
 * matta's place appended when the action names one.
 */
export const actionKey = (action: Action): string => {
  switch (action.type) {
    case 'draw':
    case 'take-pile':
      return action.type;
    case 'discard':
      return `discard ${faceName(FACE[action.card] as number)}`;
    case 'meld':
      return `meld ${faceKey(action.cards)}${action.matta === 'top' ? ' top' : ''}`;
    case 'lay-off':
      return `lay-off ${action.meld} ${faceKey(action.cards)}${action.matta === 'top' ? ' top' : ''}`;
    default:
      return action.type;
  }
};

/** A core holding the current hand of `state` (the contract's entry). */
export const loadBurraco = (state: MatchState): BurracoCore => {
  const core = new BurracoCore();
  core.reload(state);
  return core;
};
