/**
 * The bodies of the server's HTTP API (accounts, lobby, history, fairness), as zod schemas. The
 * server validates requests with them and publishes them as OpenAPI; clients type their calls
 * with them. Paths and methods are listed in docs/protocol.md.
 */
import { z } from 'zod';
import { handFairnessSchema, paceSchema, tableIdSchema, tablePhaseSchema } from './protocol.js';

export const gameNameSchema = z.enum(['scala40', 'burraco', 'bridge']);
export type GameName = z.infer<typeof gameNameSchema>;

export const roleSchema = z.enum(['player', 'director', 'admin']);
export type Role = z.infer<typeof roleSchema>;

export const userSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    role: roleSchema,
    /** A guest has no password: the account lives as long as its session. */
    guest: z.boolean(),
  })
  .strict();
export type User = z.infer<typeof userSchema>;

/** Letters (any alphabet), digits, spaces, dots, dashes and underscores. */
export const userNameSchema = z
  .string()
  .trim()
  .min(2)
  .max(32)
  .regex(/^[\p{L}\p{N}][\p{L}\p{N} ._-]*$/u, 'letters, digits, spaces, . _ and -');

export const credentialsSchema = z
  .object({ name: userNameSchema, password: z.string().min(8).max(200) })
  .strict();
export type Credentials = z.infer<typeof credentialsSchema>;

export const guestRequestSchema = z.object({ name: userNameSchema.optional() }).strict();

/**
 * A bot's level (issue 20): Principiante plays greedily without the obvious mistakes, Esperto
 * plans its melds and tracks the cards, Campione searches over the cards it cannot see.
 */
export const botLevelSchema = z.enum(['principiante', 'esperto', 'campione']);
export type BotLevel = z.infer<typeof botLevelSchema>;
export const BOT_LEVELS: readonly BotLevel[] = botLevelSchema.options;

/**
 * The bots a seat can have: a level, or `random` (uniform among the legal actions, for tests
 * and load runs). `greedy`, the one bot of the tables stored before the levels, is read as
 * `principiante` (`currentBot`): the lobby stores a level for every new table.
 */
export const botNameSchema = z.enum(['principiante', 'esperto', 'campione', 'random', 'greedy']);
export type BotName = z.infer<typeof botNameSchema>;

/** A bot as it plays now: `greedy`, an earlier name, is `principiante`. */
export const currentBot = (bot: BotName): Exclude<BotName, 'greedy'> =>
  bot === 'greedy' ? 'principiante' : bot;

/** The level a bot plays at (`random` has none). */
export const levelOfBot = (bot: BotName): BotLevel | null => {
  const current = currentBot(bot);
  return current === 'random' ? null : current;
};

/** A place at a new table: for a person who joins, or for a bot from the start. */
export const seatPlanSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('human') }).strict(),
  z.object({ kind: z.literal('bot'), bot: botNameSchema }).strict(),
]);
export type SeatPlan = z.infer<typeof seatPlanSchema>;

const seconds = z.number().positive().max(3600);

/**
 * The clock of a table. `bur-ch-46` is BUR-CH art. 46 as written (Burraco only), with the
 * optional chess clock; `per-turn` sets the three limits of the same procedure by hand, for
 * Scala 40 (whose regulation sets none) or a friendly Burraco table.
 */
export const timeControlSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('none') }).strict(),
  z.object({ kind: z.literal('bur-ch-46'), chessClock: z.boolean() }).strict(),
  z
    .object({
      kind: z.literal('per-turn'),
      /** To choose between stock and discard pile; then a forced draw and discard. */
      choiceSeconds: seconds,
      /** For the rest of the turn. */
      turnSeconds: seconds,
      /** After the turn limit, to finish; then a forced discard. */
      graceSeconds: z.number().nonnegative().max(3600),
      /**
       * A chess clock per line per hand with the art. 46 penalty, at another length than
       * 7'30" (Burraco only: the Scala 40 regulations have none).
       */
      chessClockSeconds: seconds.optional(),
    })
    .strict(),
]);
export type TimeControl = z.infer<typeof timeControlSchema>;

/** A match's number of hands, where the game ends after a number of them. */
export const handsSchema = z.number().int().min(1).max(20);

export const createTableSchema = z
  .object({
    game: gameNameSchema,
    /** A rule profile as the engines spell it (`fisca-101+a`, `champion`). */
    profile: z.string().min(1).max(64),
    seats: z.array(seatPlanSchema).min(2).max(6),
    timeControl: timeControlSchema.default({ kind: 'none' }),
    /** How long a dropped player may take to come back before a bot takes the seat (art. 47). */
    graceSeconds: z.number().nonnegative().max(3600).default(60),
    /**
     * How many hands the match lasts, for a game or profile that ends after a number of hands
     * (Burraco; Scala 40 `fisca-gara`); left out, the profile's own (3 smazzate, 5 chiusure).
     * At a bridge table, the boards played (numbered from 1; left out, 4).
     */
    hands: handsSchema.optional(),
    /**
     * The bots' pace (`paceSchema`); left out, `normal`. A seat's player may change it during
     * the match.
     */
    pace: paceSchema.optional(),
    /**
     * Bridge only: a player may review the last quitted trick during play, as the online rules
     * allow (LAW 66, an event setting); left out, not until play ends (LAW 66C).
     */
    reviewLastTrick: z.boolean().optional(),
  })
  .strict();
export type CreateTable = z.infer<typeof createTableSchema>;
export type CreateTableInput = z.input<typeof createTableSchema>;

export const quickPlaySchema = z
  .object({
    game: gameNameSchema,
    profile: z.string().min(1).max(64).optional(),
    /** Players at the table, the caller included; the others are bots. */
    players: z.number().int().min(2).max(6).optional(),
    /** The bot of every other place (left out, `esperto`). */
    bot: botNameSchema.optional(),
    /**
     * Or the bot of each other place, in the places' order: one per player but the caller
     * (`players`, when given, must agree); not with `bot`.
     */
    bots: z.array(botNameSchema).min(1).max(5).optional(),
  })
  .strict();
export type QuickPlay = z.infer<typeof quickPlaySchema>;

export const joinSchema = z
  .object({ slot: z.number().int().nonnegative().optional() })
  .strict()
  .default({});

export const slotSchema = z
  .object({
    slot: z.number().int().nonnegative(),
    kind: z.enum(['human', 'bot']),
    /** Who sits there: a player's name, a bot's name, or null while the place is free. */
    name: z.string().nullable(),
    /** A bot's place: the bot, at its current name (`greedy` is sent as `principiante`). */
    bot: botNameSchema.optional(),
    userId: z.string().nullable(),
    /** The seat the engine's draw gave this place, once the match has started. */
    seat: z.number().int().nonnegative().nullable(),
  })
  .strict();
export type Slot = z.infer<typeof slotSchema>;

export const tableSummarySchema = z
  .object({
    id: tableIdSchema,
    game: gameNameSchema,
    profile: z.string(),
    phase: tablePhaseSchema,
    slots: z.array(slotSchema).readonly(),
    timeControl: timeControlSchema,
    graceSeconds: z.number(),
    /** The hands the match lasts, when the table set them (else the profile's). */
    hands: handsSchema.optional(),
    /** The bots' pace: as created (`normal` when left out), or as a seat's player last set it. */
    pace: paceSchema,
    /** A bridge table where the last quitted trick may be reviewed during play (LAW 66). */
    reviewLastTrick: z.boolean().optional(),
    createdAt: z.string(),
    createdBy: z.string().nullable(),
  })
  .strict();
export type TableSummary = z.infer<typeof tableSummarySchema>;

/** One table in a player's history. */
export const playedGameSchema = z
  .object({
    table: tableIdSchema,
    game: gameNameSchema,
    profile: z.string(),
    phase: tablePhaseSchema,
    seat: z.number().int().nonnegative().nullable(),
    createdAt: z.string(),
    /** The player left and a bot finished for them (BUR-CH art. 47). */
    abandoned: z.boolean(),
  })
  .strict();
export type PlayedGame = z.infer<typeof playedGameSchema>;

/** One move of a replay, with every card shown. */
export const replayStepSchema = z
  .object({
    version: z.number().int().positive(),
    /** The seat that acted, null for what the server did (a deal, a clock's forced play). */
    seat: z.number().int().nonnegative().nullable(),
    event: z.unknown(),
    /** The event in words, in Italian. */
    text: z.string(),
    /**
     * The event comes from a move the clock made in the seat's name when its time ran out
     * (BUR-CH art. 46: the forced draw and discard), as `forced` in a table's messages.
     */
    forced: z.literal(true).optional(),
  })
  .strict();

export const handReplaySchema = z
  .object({
    table: tableIdSchema,
    game: gameNameSchema,
    profile: z.string(),
    hand: z.number().int().positive(),
    players: z.array(z.string()).readonly(),
    steps: z.array(replayStepSchema).readonly(),
    fairness: handFairnessSchema,
  })
  .strict();
export type HandReplay = z.infer<typeof handReplaySchema>;

export const verificationSchema = z
  .object({
    table: tableIdSchema,
    hand: z.number().int().positive(),
    commitment: z.string(),
    secret: z.string(),
    /** The commitment matches the secret and the secret re-derives every card dealt. */
    ok: z.boolean(),
    problems: z.array(z.string()).readonly(),
  })
  .strict();
export type Verification = z.infer<typeof verificationSchema>;

/** The figures of a refusal's message, from which a client writes it in its user's language. */
const messageParamsSchema = z.record(z.string(), z.union([z.string(), z.number()])).readonly();

/**
 * Every refusal of the HTTP API has this body (never a stack trace). `message` is English, for
 * logs; a tournament refusal adds its `params` and, when it asks for a confirmation, its
 * `doubts`, so that the console writes it whole from the codes.
 */
export const errorBodySchema = z
  .object({
    code: z.string(),
    message: z.string(),
    article: z.string().optional(),
    params: messageParamsSchema.optional(),
    doubts: z
      .array(
        z
          .object({
            code: z.string(),
            article: z.string(),
            message: z.string(),
            params: messageParamsSchema.optional(),
          })
          .strict(),
      )
      .readonly()
      .optional(),
  })
  .strict();
export type ErrorBody = z.infer<typeof errorBodySchema>;
