/**
 * Bridge's actions as strict zod schemas (what an `act` message may carry at a bridge table),
 * following @tavolo/bridge's `Action` type, which a test checks both ways. Bounds are those of
 * the game: seats 0..3, cards 0..51 (the 52-card deck's own ids), thirteen tricks, a claim's
 * statement as long as the engine takes it. Whether an action is legal now, and whether it is
 * the sender's (the declarer plays the dummy's cards with his own seat; the director's ruling
 * is the director's), the engine and the server's role check decide.
 */
import { z } from 'zod';

/** A claim's statement (the engine's `MAX_STATEMENT`, LAW 68C (2017)). */
export const MAX_CLAIM_STATEMENT = 1000;
/** A director's note on a ruling. */
export const MAX_RULING_NOTE = 500;

/** A seat: 0 North, 1 East, 2 South, 3 West. */
export const bridgeSeatSchema = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]);
const seat = bridgeSeatSchema;
const card = z.number().int().min(0).max(51);
/** A number of tricks, 0 to 13. */
export const bridgeTricksSchema = z.number().int().min(0).max(13);
const tricks = bridgeTricksSchema;
const trick = z.number().int().min(0).max(12);
/** A bid's level, 1 to 7. */
export const bridgeLevelSchema = z.union([
  z.literal(1),
  z.literal(2),
  z.literal(3),
  z.literal(4),
  z.literal(5),
  z.literal(6),
  z.literal(7),
]);
const level = bridgeLevelSchema;

const call = z.discriminatedUnion('type', [
  z.object({ type: z.literal('pass') }).strict(),
  z.object({ type: z.literal('double') }).strict(),
  z.object({ type: z.literal('redouble') }).strict(),
  z.object({ type: z.literal('bid'), level, strain: z.enum(['C', 'D', 'H', 'S', 'NT']) }).strict(),
]);

/** The director's ruling on the tricks (LAW 70 (2017), 79B): sent by the director's path. */
export const bridgeRulingSchema = z
  .object({
    type: z.literal('rule-tricks'),
    declarerTricks: tricks,
    note: z.string().max(MAX_RULING_NOTE),
  })
  .strict();

export const bridgeActionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('call'), seat, call }).strict(),
  z.object({ type: z.literal('play'), seat, card }).strict(),
  z
    .object({
      type: z.literal('claim'),
      seat,
      tricks,
      statement: z.string().max(MAX_CLAIM_STATEMENT),
    })
    .strict(),
  z
    .object({
      type: z.literal('answer-claim'),
      seat,
      answer: z.enum(['accept', 'dispute', 'object']),
    })
    .strict(),
  z
    .object({
      type: z.literal('inspect'),
      seat,
      what: z.enum(['current-trick', 'own-last-card', 'trick', 'unplayed']),
      trick: trick.optional(),
    })
    .strict(),
  z.object({ type: z.literal('point-out-mark'), seat, owner: seat, trick }).strict(),
  z.object({ type: z.literal('orient-card'), seat, trick, mark: z.enum(['won', 'lost']) }).strict(),
  z.object({ type: z.literal('agree-tricks'), seat, agree: z.boolean() }).strict(),
  bridgeRulingSchema,
]);

/** Bridge's action types: only bridge has them, so a parser may try its schema first. */
export const BRIDGE_ACTION_TYPES: ReadonlySet<string> = new Set(
  bridgeActionSchema.options.map((o) => o.shape.type.value),
);

/** Whether `action` names one of bridge's types (see `burracoFirst` in actions.ts). */
export const bridgeFirst = (action: unknown): boolean => {
  const type = (action as { readonly type?: unknown } | null)?.type;
  return typeof type === 'string' && BRIDGE_ACTION_TYPES.has(type);
};
