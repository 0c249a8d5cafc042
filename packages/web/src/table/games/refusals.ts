/**
 * Why the table refuses a move, asked of the engine: the page rebuilds the match as the seat
 * sees it (`seen-state` in each game's module) and lets the engine's own `apply` answer, so the
 * reason shown is the engine's error value, with its code and the article it cites, never a
 * copy of the rules. The server stays authoritative: these answers only explain a move its list
 * of legal actions leaves out, and say what a legal discard will do.
 */
import type { CardId, RuleError } from '@tavolo/cards';
import {
  burracoDiscardOutcome,
  burracoDiscardRefusal,
  burracoTakeRefusal,
} from './burraco-refusals.js';
import type { MeldModel, TableModel } from './model.js';
import {
  scala40DiscardOutcome,
  scala40DiscardRefusal,
  scala40TakeRefusal,
} from './scala40-refusals.js';

export interface Refusal {
  readonly error: RuleError;
  /** The melds of the table the card lays off on, when that is why it may not be discarded. */
  readonly melds?: readonly MeldModel[];
}

/**
 * What a legal discard does besides ending the turn: it closes the hand (S40-CdG art. 6, 19;
 * BUR-CH art. 18), or, in Burraco, it empties the hand of a line without its pozzetto, which
 * it then takes "con lo scarto" (BUR-CH art. 18).
 */
export type DiscardOutcome = 'closes' | 'takes-pozzetto' | null;

/** Why the viewer may not discard `card` now, as the engine says; null if it may (or cannot tell). */
export const discardRefusal = (model: TableModel, card: CardId): Refusal | null =>
  model.game === 'scala40'
    ? scala40DiscardRefusal(model, card)
    : burracoDiscardRefusal(model, card);

/** Why the viewer may not take the discard (Scala 40) or the pile (Burraco) now; null if he may. */
export const takeRefusal = (model: TableModel): Refusal | null =>
  model.game === 'scala40' ? scala40TakeRefusal(model) : burracoTakeRefusal(model);

/** What discarding `card` would do, as the engine plays it; null for a plain discard. */
export const discardOutcome = (model: TableModel, card: CardId): DiscardOutcome =>
  model.game === 'scala40'
    ? scala40DiscardOutcome(model, card)
    : burracoDiscardOutcome(model, card);
