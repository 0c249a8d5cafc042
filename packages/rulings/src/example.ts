/**
 * The worked examples of the regulations' texts, each a test of the catalogue: the questions
 * answered as the example states them, the ruling's consequences those the text gives.
 */
import type { Answers, EffectKind, RecordKind } from './model.js';

export interface WorkedExample {
  /** `bur-ch-29-a2-1-ex1`: the entry's id and the example's number in the text. */
  readonly id: string;
  /** Where the text gives it: "BUR-CH art. 29 A2,1 esempio 1". */
  readonly cite: string;
  /** The example, verbatim. */
  readonly text: string;
  readonly entry: string;
  readonly answers: Answers;
  /** Consequences the ruling must contain. */
  readonly effects: readonly EffectKind[];
  /** Consequences the ruling must not contain (a card the text says is not penalised, ...). */
  readonly absent?: readonly EffectKind[];
  /** The record's consequences, all of them (empty: nothing recorded). */
  readonly record: readonly RecordKind[];
}
