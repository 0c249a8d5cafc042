/**
 * The Scala 40 search core's face to the searches: `loadScala40(state)` copies the current hand
 * of an engine state, then `applyAction`, `playOut`, `handOver`, `penalties()` and `closer`
 * (the contract of issue 20). MUTABLE BY DESIGN: one core is loaded (`reload`) and played over
 * and over without allocating; never used by the rules engines, which stay the authority.
 */
import type { Action, MatchState } from '@tavolo/scala40';
import { applyAction } from './apply.js';
import { CoreState } from './core.js';
import { FACES, codeName } from './faces.js';
import { legalKeys } from './legal.js';
import { type Move, greedyStep, lastMove, playOut } from './policy.js';

export class Scala40Core extends CoreState {
  /** Plays an engine action: true if legal (the core moved), false if not (unchanged). */
  applyAction(action: Action): boolean {
    return applyAction(this, action);
  }

  /**
   * Plays every seat with the core's `policy` (greedy unless set) to the end of the current hand; `seed`
   * orders the reshuffles of the stock the play-out meets.
   */
  playOut(seed: number): void {
    playOut(this, seed);
  }

  /**
   * One move of the seat on turn with the core's `policy`; the move, described in place
   * (the same object each time). Reshuffles stay the engine's, as in `applyAction`.
   */
  greedyStep(): Readonly<Move> {
    this.engineShuffles = true;
    greedyStep(this);
    return lastMove;
  }

  /** Penalty points of the hand by seat once it is over, as `HandResult.penalties`. */
  penalties(): readonly (number | null)[] {
    return this.penaltyValues;
  }

  /** The legal moves of the seat on turn as face-based keys (see legal.ts); allocates. */
  legalKeys(): string[] {
    return legalKeys(this);
  }

  /** The whole position as text, for the differential tests; allocates. */
  snapshot(): string {
    const hands: string[] = [];
    for (let s = 0; s < this.seats; s++) {
      const cards: string[] = [];
      for (let c = 0; c < FACES; c++)
        for (let k = 0; k < (this.hands[s * FACES + c] as number); k++) cards.push(codeName(c));
      hands.push(`${s}${this.opened[s] ? 'o' : ''}${this.laid[s] ? 'l' : ''}: ${cards.join(' ')}`);
    }
    const pile = (codes: Uint8Array, n: number) =>
      Array.from(codes.subarray(0, n), (c) => codeName(c)).join(' ');
    const melds: string[] = [];
    for (let m = 0; m < this.table.count; m++)
      melds.push(`${this.table.describe(m)} (+${this.table.laidThisTurn[m]})`);
    return [
      ...hands,
      `stock: ${pile(this.stock, this.stockLen)}`,
      `discard: ${pile(this.discard, this.discardLen)}`,
      `melds: ${melds.join('; ')}`,
      `turn: ${this.turnSeat} ${this.phase ? 'play' : 'draw'} ob=${this.obligation}:${this.obligation ? codeName(this.owedCode) : '-'} before=${this.laidBefore} progressed=${this.progressed}`,
      `counts: done=${this.turnsCompleted} quiet=${this.quietTurns} reshuffles=${this.reshuffles} next=${this.nextMeldId}`,
    ].join('\n');
  }
}

/** A core holding the current hand of `state` (the contract's entry). */
export const loadScala40 = (state: MatchState): Scala40Core => {
  const core = new Scala40Core();
  core.reload(state);
  return core;
};
