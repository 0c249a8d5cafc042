/**
 * Bots that sit at a server table like a person: they choose from what the server shows a
 * human in the seat, the seat's view and its legal actions, never from the match state (which
 * holds every hand and the stock). They answer the index of their choice in the legal list, so
 * the server plays exactly one of the actions it offered. A choice depends on the request
 * alone, so a worker thread can make it and a replay makes it again.
 *
 * The greedy bots play the ideas of `greedyBot` and `burracoGreedyBot`, read off the prompt:
 * the same prompt gives the same move as those bots given the whole state.
 */
import {
  type CardValues,
  cardPoints,
  isMatta,
  profileFromSpec as burracoProfileFromSpec,
} from '@tavolo/burraco';
import {
  type CardId,
  type Result,
  type RuleError,
  err,
  isCardId,
  isJoker,
  ok,
  PROCEDURE,
  ruleError,
} from '@tavolo/cards';
import {
  type RuleOptions as Scala40Options,
  candidateMelds,
  penaltyValue,
  profileFromSpec as scala40ProfileFromSpec,
} from '@tavolo/scala40';
import { connections } from './hand-shape.js';

export type SeatGame = 'scala40' | 'burraco';

const refuse = (code: string, message: string) => err(ruleError(code, PROCEDURE, message));

/** The action types a bot tells apart; other fields are read only where a bot needs them. */
interface Typed {
  readonly type: string;
}

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null;

const firstOf = (legal: readonly Typed[], type: string): number =>
  legal.findIndex((a) => a.type === type);

/** The index of the first action of the highest score among those scored, or -1. */
const bestOf = <A extends Typed>(
  legal: readonly A[],
  score: (action: A) => number | undefined,
): number => {
  let best = -1;
  let bestScore = -Infinity;
  legal.forEach((action, i) => {
    const s = score(action);
    if (s !== undefined && s > bestScore) {
      best = i;
      bestScore = s;
    }
  });
  return best;
};

/** The fields of a view both games share that the greedy bots read. */
const readView = (view: unknown) => {
  if (!isRecord(view) || !isRecord(view['hand'])) return undefined;
  const cards = view['hand']['cards'];
  if (!Array.isArray(cards) || !cards.every(isCardId)) return undefined;
  return { profile: view['profile'], hand: view['hand'], cards: cards as readonly CardId[] };
};

// Scala 40.

type Scala40Choice =
  | {
      readonly type: 'open';
      readonly melds: readonly (readonly unknown[])[];
      readonly layOffs?: readonly unknown[];
    }
  | { readonly type: 'meld'; readonly cards: readonly unknown[] }
  | { readonly type: 'discard'; readonly card: CardId }
  | { readonly type: 'draw' | 'take-discard' | 'lay-off' | 'replace-joker' };

const isScala40Choice = (value: unknown): value is Scala40Choice => {
  if (!isRecord(value) || typeof value['type'] !== 'string') return false;
  const { type, melds, cards, card } = value;
  if (type === 'open')
    return (
      Array.isArray(melds) &&
      melds.every((m) => Array.isArray(m)) &&
      (value['layOffs'] === undefined || Array.isArray(value['layOffs']))
    );
  if (type === 'meld') return Array.isArray(cards);
  if (type === 'discard') return isCardId(card);
  return true;
};

const scala40CardsLaid = (a: Scala40Choice): number | undefined =>
  a.type === 'open'
    ? a.melds.reduce((n, m) => n + m.length, 0) + (a.layOffs?.length ?? 0)
    : a.type === 'meld'
      ? a.cards.length
      : undefined;

/** Taking the discard is worth it when it is a joker or joins a meld the hand could lay. */
const wantsDiscard = (hand: readonly CardId[], top: CardId, options: Scala40Options): boolean =>
  isJoker(top) ||
  candidateMelds([...hand, top], options).length > candidateMelds(hand, options).length;

const scala40Greedy = (view: unknown, legal: readonly unknown[]): Result<number, RuleError> => {
  const seen = readView(view);
  const profile = scala40ProfileFromSpec(seen?.profile);
  const top = seen?.hand['discardTop'];
  if (!seen || !profile.ok || !(top === null || isCardId(top)))
    return refuse('bad-prompt', 'not a Scala 40 seat view');
  if (!legal.every(isScala40Choice)) return refuse('bad-prompt', 'not Scala 40 actions');
  const hand = seen.cards;
  const take = firstOf(legal, 'take-discard');
  if (take >= 0 && top !== null && wantsDiscard(hand, top, profile.value.options)) return ok(take);
  const draw = firstOf(legal, 'draw');
  if (draw >= 0) return ok(draw);
  // Open or meld as many cards at once as possible, else lay off, else take a joker back.
  const meld = bestOf(legal, scala40CardsLaid);
  if (meld >= 0) return ok(meld);
  const layOff = firstOf(legal, 'lay-off');
  if (layOff >= 0) return ok(layOff);
  const replace = firstOf(legal, 'replace-joker');
  if (replace >= 0) return ok(replace);
  // Discard the most costly loose card.
  const discard = bestOf(legal, (a) =>
    a.type === 'discard' ? penaltyValue(a.card) - 4 * connections(a.card, hand) : undefined,
  );
  return ok(Math.max(discard, 0));
};

// Burraco.

type BurracoChoice =
  | { readonly type: 'meld'; readonly cards: readonly unknown[] }
  | { readonly type: 'discard'; readonly card: CardId }
  | { readonly type: 'draw' | 'take-pile' | 'lay-off' };

const isBurracoChoice = (value: unknown): value is BurracoChoice => {
  if (!isRecord(value) || typeof value['type'] !== 'string') return false;
  const { type, cards, card } = value;
  if (type === 'meld') return Array.isArray(cards);
  if (type === 'discard') return isCardId(card);
  return true;
};

/** The smallest pile the greedy player takes: a single card rarely pays its obligation. */
const GREEDY_PILE_MIN = 3;

/** What keeping a card costs: its points, less for connected cards; mattas are kept. */
const burracoDiscardCost = (card: CardId, hand: readonly CardId[], values: CardValues): number =>
  (isMatta(card) ? -100 : 0) + cardPoints(card, values) - 4 * connections(card, hand);

const burracoGreedy = (view: unknown, legal: readonly unknown[]): Result<number, RuleError> => {
  const seen = readView(view);
  const profile = burracoProfileFromSpec(seen?.profile);
  const pile = seen?.hand['pile'];
  if (!seen || !profile.ok || !Array.isArray(pile))
    return refuse('bad-prompt', 'not a Burraco seat view');
  if (!legal.every(isBurracoChoice)) return refuse('bad-prompt', 'not Burraco actions');
  const hand = seen.cards;
  const take = firstOf(legal, 'take-pile');
  if (take >= 0 && pile.length >= GREEDY_PILE_MIN) return ok(take);
  const draw = firstOf(legal, 'draw');
  if (draw >= 0) return ok(draw);
  // Meld as many cards at once as possible, else lay off.
  const meld = bestOf(legal, (a) => (a.type === 'meld' ? a.cards.length : undefined));
  if (meld >= 0) return ok(meld);
  const layOff = firstOf(legal, 'lay-off');
  if (layOff >= 0) return ok(layOff);
  const values = profile.value.options.cardValues;
  const discard = bestOf(legal, (a) =>
    a.type === 'discard' ? burracoDiscardCost(a.card, hand, values) : undefined,
  );
  return ok(Math.max(discard, 0));
};

const GREEDY: Readonly<
  Record<SeatGame, (view: unknown, legal: readonly unknown[]) => Result<number, RuleError>>
> = { scala40: scala40Greedy, burraco: burracoGreedy };

/** The greedy bot's choice (the principiante level's play), read off a prompt. */
export const chooseGreedyIndex = (
  game: SeatGame,
  view: unknown,
  legal: readonly unknown[],
): Result<number, RuleError> => GREEDY[game](view, legal);
