/**
 * Bridge pairs events over HTTP (`/api/events/bridge` and `/api/events/:id/bridge`), as strict
 * zod schemas: the body that creates an event, the commands its director and its players send,
 * and what the two routes answer. The shapes follow @tavolo/tournament's bridge pairs event
 * (`BridgePairsConfigInput`, `BoardOutcome`); here only bounds the wire can check. Whether a
 * movement is sound, a board belongs to a round, the sender sits at that table or the
 * correction period of LAW 79C is still open, the tournament's rules and the server decide.
 */
import { z } from 'zod';
import { bridgeLevelSchema, bridgeSeatSchema, bridgeTricksSchema } from './bridge-actions.js';

/** At most this many characters in an event's name. */
export const MAX_BRIDGE_EVENT_NAME = 120;
/** At most this many characters in a player's name as registered. */
export const MAX_BRIDGE_PLAYER_NAME = 60;
/** At most this many characters in the director's reason for a correction or a decision. */
export const MAX_BRIDGE_REASON = 500;
/** The largest round, table, board or pair number the wire carries. */
export const MAX_BRIDGE_NUMBER = 1000;

/** A round, table, board or pair number: 1 and up. */
const place = z.number().int().min(1).max(MAX_BRIDGE_NUMBER);
const tricks = bridgeTricksSchema;
const level = bridgeLevelSchema;
/** The declarer's seat: 0 North, 1 East, 2 South, 3 West. */
const seat = bridgeSeatSchema;
const doubling = z.union([z.literal(0), z.literal(1), z.literal(2)]);
const artificialScore = z.enum(['plus', 'average', 'minus']);
const side = z.enum(['ns', 'ew']);
const playerName = z.string().trim().min(1).max(MAX_BRIDGE_PLAYER_NAME);
const reason = z.string().max(MAX_BRIDGE_REASON);

export const bridgeContractSchema = z
  .object({ level, strain: z.enum(['C', 'D', 'H', 'S', 'NT']), doubling, declarer: seat })
  .strict();

/**
 * What happened on one board at one table. A played board may record the tricks one side agreed
 * to lose by a claim or a concession (LAW 68-69), which that side may ask to withdraw (LAW 69B).
 */
export const boardOutcomeSchema = z.discriminatedUnion('kind', [
  z
    .object({
      kind: z.literal('played'),
      contract: bridgeContractSchema,
      tricks,
      conceded: z.object({ side, tricks }).strict().optional(),
    })
    .strict(),
  z.object({ kind: z.literal('passed-out') }).strict(),
  z.object({ kind: z.literal('artificial'), ns: artificialScore, ew: artificialScore }).strict(),
  z.object({ kind: z.literal('not-played') }).strict(),
]);
export type BoardOutcomeBody = z.infer<typeof boardOutcomeSchema>;

export const bridgeMovementSpecSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('mitchell'), tables: place, rounds: place.optional() }).strict(),
  z.object({ kind: z.literal('howell'), tables: place }).strict(),
]);

/** The body of `POST /api/events/bridge`: a new bridge pairs event's settings. */
export const createBridgeEventSchema = z
  .object({
    name: z.string().trim().min(1).max(MAX_BRIDGE_EVENT_NAME),
    date: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD')
      .optional(),
    id: z
      .string()
      .regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$/, 'letters, digits, - and _, at most 100')
      .optional(),
    movement: bridgeMovementSpecSchema,
    boardsPerRound: place,
    scoring: z.enum(['matchpoints', 'cross-imps']),
    /** LAW 79C: minutes from the official score to the end of the correction period. */
    correctionMinutes: z.number().int().min(0).max(10_080).optional(),
  })
  .strict();
export type CreateBridgeEvent = z.infer<typeof createBridgeEventSchema>;

const at = { round: place, table: place, board: place };

/** The body of `POST /api/events/:id/bridge`: one command, by its `type`. */
export const bridgeEventCommandSchema = z.discriminatedUnion('type', [
  z
    .object({
      type: z.literal('register'),
      pair: place.optional(),
      players: z.tuple([playerName, playerName]),
    })
    .strict(),
  z.object({ type: z.literal('enter'), ...at, outcome: boardOutcomeSchema }).strict(),
  z.object({ type: z.literal('confirm'), ...at }).strict(),
  z.object({ type: z.literal('dispute'), ...at }).strict(),
  z.object({ type: z.literal('correct'), ...at, outcome: boardOutcomeSchema, reason }).strict(),
  z.object({ type: z.literal('publish') }).strict(),
  z
    .object({
      type: z.literal('request-withdrawal'),
      ...at,
      tricks,
      ground: z.enum(['won-in-fact', 'would-probably-have-won']),
    })
    .strict(),
  z
    .object({
      type: z.literal('decide-withdrawal'),
      ...at,
      granted: tricks,
      reason,
    })
    .strict(),
]);
export type BridgeEventCommand = z.infer<typeof bridgeEventCommandSchema>;
export type BridgeEventCommandType = BridgeEventCommand['type'];

/** What `POST /api/events/bridge` answers (201): the new event's id and its log's last number. */
export const bridgeEventCreatedSchema = z
  .object({ id: z.string(), lastSeq: z.number().int() })
  .strict();
export type BridgeEventCreated = z.infer<typeof bridgeEventCreatedSchema>;

/**
 * What a command answers (200): the log's last number and the events it appended, each with its
 * type, time and author and the event's own fields (read by @tavolo/tournament where needed).
 */
export const bridgeEventAppendedSchema = z
  .object({
    lastSeq: z.number().int(),
    events: z
      .array(z.object({ type: z.string(), at: z.string(), by: z.string() }).passthrough())
      .readonly(),
  })
  .strict();
export type BridgeEventAppended = z.infer<typeof bridgeEventAppendedSchema>;

/** The papers of `GET /api/events/:id/bridge-papers?what=`. */
export const BRIDGE_PAPERS = ['travellers', 'score-cards'] as const;
export type BridgePaper = (typeof BRIDGE_PAPERS)[number];
export const bridgePapersQuerySchema = z
  .object({ what: z.enum(BRIDGE_PAPERS), lang: z.enum(['it', 'en']).optional() })
  .strict();
