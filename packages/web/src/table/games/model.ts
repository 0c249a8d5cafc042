/**
 * What the table page draws, the same for both games: each game's adapter reads its engine's
 * SeatView into this shape, so that the hand, the piles, the melds and the seats are drawn by
 * one set of components. Game rules stay in the adapters, which call the engines' own functions.
 */
import type { MessageValues } from '@tavolo/messages';
import type { CardId, NaturalFace, Rank, RuleError } from '@tavolo/cards';

export type Game = 'scala40' | 'burraco';

/** The Burraco kinds of a run of seven or more (BUR-CH art. 14). */
export type BurracoKind = 'sporco' | 'semipulito' | 'pulito' | 'champion';

export interface MeldCardModel {
  readonly id: CardId;
  /** What a joker (or a Burraco matta) stands for; a combination's matta has no suit. */
  readonly standsFor: { readonly rank: Rank; readonly suit?: NaturalFace['suit'] } | null;
}

export interface MeldModel {
  readonly id: number;
  /** The seat (Scala 40) or the line (Burraco) the meld belongs to. */
  readonly owner: number;
  readonly kind: 'sequence' | 'combination';
  readonly cards: readonly MeldCardModel[];
  readonly burraco: BurracoKind | null;
  /** The engine's own meld, for the adapter that read it (to extend it, to compare it). */
  readonly source: unknown;
}

/** The melds of one player (Scala 40) or one line (Burraco), as they lie on the table. */
export interface MeldGroup {
  readonly owner: number;
  readonly seats: readonly number[];
  readonly melds: readonly MeldModel[];
}

/** A card the seat on turn owes to the table before anything else. */
export interface Obligation {
  readonly kind: 'open' | 'open-with' | 'use' | 'pile-card-first' | 'matta-on-top';
  readonly cards: readonly CardId[];
  readonly article: string;
}

export interface TableModel {
  readonly game: Game;
  /** The rule profile, as the engine names it. */
  readonly profile: string;
  readonly players: readonly string[];
  /** The viewer's seat; null for a spectator. */
  readonly you: number | null;
  readonly status: 'playing' | 'over';
  readonly handNumber: number;
  readonly dealer: number;
  readonly turn: { readonly seat: number; readonly phase: 'draw' | 'play' };
  /** The viewer's own cards; null for a spectator. */
  readonly cards: readonly CardId[] | null;
  readonly handSizes: readonly number[];
  readonly stock: number;
  /** The discard cards that can be seen: the top in Scala 40, the whole pile in Burraco. */
  readonly discard: readonly CardId[];
  /**
   * Scala 40: the whole discard pile, bottom first, which the seat on turn may spread where the
   * profile allows it (S40-CdG art. 6, 18); null or absent otherwise.
   */
  readonly pileToInspect?: readonly CardId[] | null;
  readonly discardSize: number;
  readonly melds: readonly MeldModel[];
  readonly groups: readonly MeldGroup[];
  /** Scala 40: who has opened. */
  readonly opened: readonly boolean[] | null;
  /** Burraco: pozzetti still face down, and which line has taken its own. */
  readonly pozzetti: {
    readonly left: number;
    readonly taken: readonly [boolean, boolean];
  } | null;
  readonly obligation: Obligation | null;
  /** Scala 40: the points the profile asks of an opening. */
  readonly openingMinimum: number | null;
  /** Turns finished this hand: nobody closes in the first round where the profile says so. */
  readonly turnsCompleted: number;
  /** Seats still in the match (Scala 40 eliminates). */
  readonly activePlayers: number;
  /** The engine's own view, for the adapter that read it (to ask the engine why it refuses). */
  readonly source?: unknown;
}

/** A card put in the staging area; a Scala 40 joker may carry the face it is declared as. */
export interface StagedCard {
  readonly id: CardId;
  readonly as?: NaturalFace;
}

/** One meld being built, as the engine reads it: its points, or why it is no meld. */
export type MeldCheck =
  | {
      readonly ok: true;
      readonly kind: 'sequence' | 'combination';
      readonly points: number;
      readonly cards: readonly MeldCardModel[];
    }
  | { readonly ok: false; readonly error: RuleError };

/** The whole staging area as one play: the actions to send, or why it cannot be sent. */
export type PlayCheck =
  | { readonly ok: true; readonly actions: readonly unknown[] }
  | { readonly ok: false; readonly error: RuleError };

/** One way to put the selected cards on a meld of the table. */
export interface TableMove {
  readonly kind: 'lay-off' | 'replace-joker';
  readonly meld: number;
  readonly action: unknown;
  /** Where a card goes when it could go to either end, or what a joker is laid off as. */
  readonly end?: 'low' | 'high';
  readonly as?: NaturalFace;
  /** Burraco: where the free matta of the lay-off goes, at the bottom or on top (BUR-CH art. 11). */
  readonly matta?: 'bottom' | 'top';
}

/** A game's rules as the table page needs them, computed by the engine in the browser. */
export interface GameAdapter {
  readonly game: Game;
  readonly model: (view: unknown) => TableModel;
  readonly checkMeld: (model: TableModel, cards: readonly StagedCard[]) => MeldCheck;
  /** The faces a Scala 40 joker at `index` may be declared as (none for Burraco). */
  readonly jokerChoices: (
    model: TableModel,
    cards: readonly StagedCard[],
    index: number,
  ) => readonly NaturalFace[];
  readonly checkPlay: (model: TableModel, groups: readonly (readonly StagedCard[])[]) => PlayCheck;
  /** The moves of `cards` onto the table that the seat may make now. */
  readonly tableMoves: (
    model: TableModel,
    legal: readonly unknown[],
    cards: readonly CardId[],
  ) => readonly TableMove[];
  /** The figures of the table's rule profile that refusal texts quote (`{{minimum}}`). */
  readonly messageValues: (model: TableModel) => MessageValues;
}

/** The melds grouped by their owner, in seat (or line) order, with the seats of each owner. */
export const groupMelds = (
  melds: readonly MeldModel[],
  owners: readonly (readonly number[])[],
): readonly MeldGroup[] =>
  owners.map((seats, owner) => ({
    owner,
    seats,
    melds: melds.filter((m) => m.owner === owner),
  }));

interface Typed {
  readonly type: string;
}

const isTyped = (value: unknown): value is Typed =>
  typeof value === 'object' && value !== null && typeof (value as Typed).type === 'string';

/** The legal actions of one type. */
export const legalOf = <T extends Typed>(legal: readonly unknown[], type: string): readonly T[] =>
  legal.filter((a): a is T => isTyped(a) && a.type === type);

/** The legal discard of `card`: listed by card, or (Burraco) by one card of each face. */
export const discardAction = (
  legal: readonly unknown[],
  card: CardId,
  sameFace: (a: CardId, b: CardId) => boolean,
): unknown => {
  const discards = legalOf<Typed & { readonly card: CardId }>(legal, 'discard');
  const exact = discards.find((a) => a.card === card);
  if (exact) return exact;
  const twin = discards.find((a) => sameFace(a.card, card));
  return twin ? { ...twin, card } : undefined;
};
