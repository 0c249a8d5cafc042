/**
 * A Scala 40 prompt read for the levels: the seat's cards, the table, the rules, and who plays
 * next. A prompt that is not a Scala 40 seat's (no seat, no cards, an unknown profile) reads
 * as undefined, which a level answers with -1.
 */
import { type CardId, isCardId } from '@tavolo/cards';
import {
  type Action,
  type GameEvent,
  type RuleOptions,
  type RuleProfile,
  type SeatView,
  profileFromSpec,
} from '@tavolo/scala40';
import type { Scala40Prompt } from '../level.js';

export interface Seen {
  readonly profile: RuleProfile;
  readonly rules: RuleOptions;
  readonly view: SeatView;
  readonly me: number;
  readonly hand: readonly CardId[];
  readonly legal: readonly Action[];
  readonly history: readonly GameEvent[];
  readonly opened: boolean;
  /** The seat that plays after this one (S40-CdG art. 4: play follows the deal's direction). */
  readonly next: number;
  /** Seats still playing, this one excluded. */
  readonly others: readonly number[];
}

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null;

const ACTION_TYPES = new Set([
  'draw',
  'take-discard',
  'open',
  'meld',
  'lay-off',
  'replace-joker',
  'discard',
]);

/** The fields a level reads of an action, checked: its type, its card, its melds' lists. */
const isAction = (a: unknown): boolean => {
  if (!isRecord(a) || !ACTION_TYPES.has(a.type as string)) return false;
  if (a.type === 'discard' || a.type === 'lay-off' || a.type === 'replace-joker')
    return isCardId(a.card);
  if (a.type === 'meld') return Array.isArray(a.cards);
  if (a.type === 'open')
    return (
      Array.isArray(a.melds) &&
      a.melds.every((m) => Array.isArray(m)) &&
      (a.layOffs === undefined || Array.isArray(a.layOffs))
    );
  return true;
};

export const readPrompt = (prompt: Scala40Prompt): Seen | undefined => {
  const { view, legal } = prompt as Partial<Scala40Prompt>;
  if (!isRecord(view) || !isRecord(view.hand) || !Array.isArray(legal) || legal.length === 0)
    return undefined;
  const profile = profileFromSpec(view.profile);
  const cards = view.hand.cards;
  const me = view.you;
  if (!profile.ok || !Array.isArray(cards) || !cards.every(isCardId)) return undefined;
  if (typeof me !== 'number' || !Array.isArray(view.hand.handSizes)) return undefined;
  if (!legal.every(isAction)) return undefined;
  if (!Array.isArray(view.hand.melds) || !Array.isArray(view.hand.opened)) return undefined;
  const n = view.hand.handSizes.length;
  const eliminated = Array.isArray(view.eliminated) ? view.eliminated : [];
  const others: number[] = [];
  for (let k = 1; k < n; k++) {
    const s = (me + k) % n;
    if (!eliminated[s]) others.push(s);
  }
  return {
    profile: profile.value,
    rules: profile.value.options,
    view,
    me,
    hand: cards,
    legal,
    history: Array.isArray(prompt.history) ? prompt.history : [],
    opened: view.hand.opened[me] === true,
    next: others[0] ?? me,
    others,
  };
};
