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
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
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
export type SeatBotKind = 'random' | 'greedy';

/** What a seat is given to decide: what the server sends a person in that seat. */
export interface SeatPrompt<Action = unknown, View = unknown> {
  /** The engine's `view(state, seat)`. */
  readonly view: View;
  /** The engine's `legalActions(state, seat)`; never empty. */
  readonly legal: readonly Action[];
}

/** One decision asked of a bot; plain data, so it can cross to a worker thread. */
export interface SeatRequest {
  readonly game: SeatGame;
  readonly bot: SeatBotKind;
  /**
   * The random bot's seed. Vary it by turn (the table's version, say): the same request always
   * gets the same answer. Any safe integer; nearby seeds give unrelated choices.
   */
  readonly seed: number;
  readonly prompt: SeatPrompt;
}

const refuse = (code: string, message: string) => err(ruleError(code, PROCEDURE, message));

/**
 * xoroshiro128+ seeded with s answers ~s first, so turn numbers used as seeds would pick in
 * turn: the seed's two 32-bit halves go through the murmur3 finalizer first.
 */
const mixSeed = (seed: number): number => {
  let h = (seed | 0) ^ Math.imul(Math.floor(seed / 2 ** 32) | 0, 0x9e3779b1);
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return h ^ (h >>> 16);
};

const randomIndex = (count: number, seed: number): number =>
  uniformInt(xoroshiro128plus(mixSeed(seed)), 0, count - 1);

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

/**
 * The index in `request.prompt.legal` of the bot's choice. The request is untrusted (it may
 * come from another thread): an unknown game or bot, an empty legal list or a prompt the bot
 * cannot read is refused as a value.
 */
export const chooseForSeat = (request: SeatRequest): Result<number, RuleError> => {
  const { game, bot, seed, prompt } = request as Partial<SeatRequest>;
  if (game !== 'scala40' && game !== 'burraco')
    return refuse('unknown-game', `no bot plays ${JSON.stringify(game)}: scala40 or burraco`);
  if (bot !== 'random' && bot !== 'greedy')
    return refuse('unknown-bot', `no bot is called ${JSON.stringify(bot)}: random or greedy`);
  if (!Number.isSafeInteger(seed)) return refuse('bad-seed', 'a seed is a safe integer');
  if (!isRecord(prompt) || !Array.isArray(prompt.legal))
    return refuse('bad-prompt', 'a prompt is a view and a list of legal actions');
  if (prompt.legal.length === 0) return refuse('no-legal-action', 'there is nothing to play');
  return bot === 'random'
    ? ok(randomIndex(prompt.legal.length, seed as number))
    : GREEDY[game](prompt.view, prompt.legal);
};
