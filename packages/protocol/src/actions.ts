/**
 * The actions of the engines (Scala 40, Burraco, and bridge's in `bridge-actions.ts`) as strict zod schemas: what an `act` message may carry. Parsing
 * here refuses, before a room sees it, any field an engine does not know, any wrong type and
 * any length beyond what a game can use; the engine still decides whether an action is legal,
 * with its own codes and articles (an empty meld, a card not in hand, a seat not on turn).
 * The schemas follow the engines' `Action` types, which a test checks both ways; an engine that
 * gains an action gains its schema here.
 *
 * Director and clock actions (Burraco's `time-out`, `clock-expired`) parse too: whether the
 * sender may play them is the server's role check, which refuses them with its own code.
 */
import type { Action as BridgeAction } from '@tavolo/bridge';
import type { Action as BurracoAction } from '@tavolo/burraco';
import { type Rank, DECK_SIZE } from '@tavolo/cards';
import type { Action as Scala40Action } from '@tavolo/scala40';
import { z } from 'zod';
import { bridgeActionSchema } from './bridge-actions.js';

/** Seats numbered 0..7: more than any profile seats (Scala 40 at most 6, Burraco 4). */
export const MAX_SEATS = 8;
/**
 * The most cards a single meld, or a lay-off onto one, can hold: a sequence from ace to ace
 * (S40-CdG art. 9; BUR-CH sequences of 14 at most, combinations of 9).
 */
export const MAX_MELD_CARDS = 14;
/** The most melds an opening can lay: a Scala 40 hand of 14 cards in melds of 3 at least. */
export const MAX_OPENING_MELDS = 5;

const seat = z
  .number()
  .int()
  .min(0)
  .max(MAX_SEATS - 1);
/** A physical card, 0..107 (@tavolo/cards). */
const card = z
  .number()
  .int()
  .min(0)
  .max(DECK_SIZE - 1);
/** The position of a meld on the table: fewer melds than cards in the decks. */
const meldIndex = z
  .number()
  .int()
  .min(0)
  .max(DECK_SIZE - 1);
/**
 * 1 (ace) to 13 (king), typed as the engines' `Rank`: a bounded integer checks faster than a
 * refinement or a union of 13 literals, and the compile-time test checks the type.
 */
const rank = z.number().int().min(1).max(13) as unknown as z.ZodType<Rank, z.ZodNumberDef, number>;
const face = z.object({ rank, suit: z.enum(['H', 'D', 'C', 'S']) }).strict();
const cards = z.array(card).max(MAX_MELD_CARDS).readonly();

/** A card of a Scala 40 meld: a joker says which card it stands for. */
const meldCard = z.object({ id: card, as: face.optional() }).strict();
const meldCards = z.array(meldCard).max(MAX_MELD_CARDS).readonly();

/** A Scala 40 lay-off: the card, the meld, for a joker what it stands for, for an ace the end. */
const scala40LayOff = z
  .object({
    card,
    meld: meldIndex,
    as: face.optional(),
    end: z.enum(['low', 'high']).optional(),
  })
  .strict();

export const scala40ActionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('draw'), seat }).strict(),
  z.object({ type: z.literal('take-discard'), seat }).strict(),
  z
    .object({
      type: z.literal('open'),
      seat,
      melds: z.array(meldCards).max(MAX_OPENING_MELDS).readonly(),
      layOffs: z.array(scala40LayOff).max(MAX_MELD_CARDS).readonly().optional(),
    })
    .strict(),
  z.object({ type: z.literal('meld'), seat, cards: meldCards }).strict(),
  z.object({ type: z.literal('lay-off'), seat, ...scala40LayOff.shape }).strict(),
  z.object({ type: z.literal('replace-joker'), seat, card, meld: meldIndex }).strict(),
  z.object({ type: z.literal('discard'), seat, card }).strict(),
]);

/** Where a Burraco meld or lay-off puts a free matta (BUR-CH art. 11); the bottom if not said. */
const mattaPlace = z.enum(['bottom', 'top']).optional();

export const burracoActionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('draw'), seat }).strict(),
  z.object({ type: z.literal('take-pile'), seat }).strict(),
  z.object({ type: z.literal('meld'), seat, cards, matta: mattaPlace }).strict(),
  z
    .object({ type: z.literal('lay-off'), seat, meld: meldIndex, cards, matta: mattaPlace })
    .strict(),
  z.object({ type: z.literal('discard'), seat, card }).strict(),
  z.object({ type: z.literal('time-out') }).strict(),
  z
    .object({ type: z.literal('clock-expired'), side: z.union([z.literal(0), z.literal(1)]) })
    .strict(),
]);

/**
 * An action of either engine. The gateway does not know a table's game, so an action of the
 * other engine gets past it and its room's engine refuses it (`bad-action`).
 */
export const actionSchema = z.union([scala40ActionSchema, burracoActionSchema, bridgeActionSchema]);
export type GameAction = Scala40Action | BurracoAction | BridgeAction;

/** The same union with Burraco's schema tried first (see `burracoFirst`). */
export const burracoFirstActionSchema = z.union([
  burracoActionSchema,
  scala40ActionSchema,
  bridgeActionSchema,
]);

/** The same union with bridge's schema tried first (`bridgeFirst`: a type only bridge has). */
export const bridgeFirstActionSchema = z.union([
  bridgeActionSchema,
  scala40ActionSchema,
  burracoActionSchema,
]);

const BURRACO_ONLY = new Set(['take-pile', 'time-out', 'clock-expired']);

/**
 * Whether to try Burraco's schema first for `action`: a type only Burraco has, or cards given
 * as plain ids (a Burraco meld or lay-off; Scala 40's melds are of objects, its lay-offs lay
 * one `card`). zod describes every issue of a schema that fails, which costs many times the
 * parse itself, so a valid action should fit the first schema tried. A guess that only orders
 * the attempts: both schemas are tried whatever it says.
 */
export const burracoFirst = (action: unknown): boolean => {
  if (typeof action !== 'object' || action === null) return false;
  const { type, cards } = action as { readonly type?: unknown; readonly cards?: unknown };
  return (
    (typeof type === 'string' && BURRACO_ONLY.has(type)) ||
    (Array.isArray(cards) && typeof cards[0] === 'number')
  );
};

/** Every action type of either engine, each once. */
export const ACTION_TYPES: readonly string[] = [
  ...new Set(
    [
      ...scala40ActionSchema.options,
      ...burracoActionSchema.options,
      ...bridgeActionSchema.options,
    ].map((o) => o.shape.type.value),
  ),
];

/**
 * The issue worth telling a client about when no engine's schema accepts an action: that of an
 * engine that knows the action's type (a field too many, a card out of range), rather than the
 * other engine's "no such type".
 */
export const actionIssue = (issue: z.ZodIssue): z.ZodIssue => {
  if (issue.code !== 'invalid_union') return issue;
  const known = issue.unionErrors
    .map((error) => error.issues[0])
    .find((inner) => inner !== undefined && inner.code !== 'invalid_union_discriminator');
  if (known) return actionIssue(known);
  return {
    code: 'custom',
    path: [...issue.path, 'type'],
    message: `an action's type is one of ${ACTION_TYPES.join(', ')}`,
  };
};
