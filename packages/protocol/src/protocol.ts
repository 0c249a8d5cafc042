/**
 * The WebSocket protocol between a client and the server's gateway, as zod schemas: one JSON
 * object per WebSocket text message (docs/protocol.md describes it for people). Everything a
 * client sends is untrusted, so it is parsed here before the server looks at it; a message
 * that does not parse is refused as a value (`bad-message`) and never closes the connection.
 * The server's messages have schemas too, so that clients check what they receive.
 *
 * A connection follows one table at a time. Who the client is comes from the session cookie
 * sent with the WebSocket upgrade, not from the messages: the server seats a connection in the
 * seat its account holds at that table, or makes it a spectator.
 */
import { type Result, type RuleError, err, ok, PROCEDURE, ruleError } from '@tavolo/cards';
import { z } from 'zod';
import {
  actionIssue,
  actionSchema,
  bridgeFirstActionSchema,
  burracoFirst,
  burracoFirstActionSchema,
} from './actions.js';
import { bridgeFirst } from './bridge-actions.js';
import {
  directorCallSchema,
  directorClientSchemas,
  directorStatusSchema,
  tableRulingSchema,
} from './director.js';
import { requestIdSchema, tableIdSchema } from './ids.js';
import { MAX_MESSAGE_DEPTH, nestsDeeperThan } from './json-depth.js';

export { requestIdSchema, tableIdSchema } from './ids.js';

/** Larger messages close the connection (WebSocket close code 1009); an action is far smaller. */
export const MAX_MESSAGE_BYTES = 16 * 1024;

const version = z.number().int().nonnegative();
const requestId = requestIdSchema;

/**
 * Follow table `table`: as the seat the account holds there, or as a spectator when the
 * account holds none or `watch` is true. `since` resumes after that version: the server sends
 * the messages missed, or a snapshot when it no longer keeps them.
 */
export const helloSchema = z
  .object({
    type: z.literal('hello'),
    table: tableIdSchema,
    since: version.optional(),
    watch: z.boolean().optional(),
  })
  .strict();

/**
 * Play `action` for the connection's seat; `id` comes back in the `ack` or the `error`. The
 * action is parsed strictly (./actions.ts): a field no engine knows is refused here, whether
 * the action is legal is the engine's business.
 */
export const actSchema = z
  .object({
    type: z.literal('act'),
    id: requestId,
    action: actionSchema,
  })
  .strict();

/**
 * The bots' pace at a table: how long a bot's move waits before it reaches the table, so that
 * people can follow it. `normal` is the server's `--bot-delay` (800 ms a move by default);
 * `slow` twice that, `fast` a quarter, `instant` no wait (`PACE_FACTORS`).
 */
export const paceSchema = z.enum(['slow', 'normal', 'fast', 'instant']);
export type Pace = z.infer<typeof paceSchema>;
export const PACES: readonly Pace[] = paceSchema.options;
/** Each pace's wait as a multiple of the server's `normal` one. */
export const PACE_FACTORS: Readonly<Record<Pace, number>> = {
  slow: 2,
  normal: 1,
  fast: 0.25,
  instant: 0,
};

/**
 * Set the bots' pace of the table (a seat's player only: a spectator is refused with
 * `not-a-player`); answered with `ack` or `error` carrying `id`, and everyone's status says
 * the new pace.
 */
export const paceMessageSchema = z
  .object({ type: z.literal('pace'), id: requestId, pace: paceSchema })
  .strict();

/**
 * The connection's person has closed the count of hand `hand`: the next hand's clock starts
 * once every person connected to the table (seated or watching) has closed it, or 30 seconds
 * after the hand ended, whichever comes first. A close of another hand changes nothing.
 */
export const countClosedSchema = z
  .object({ type: z.literal('count-closed'), hand: z.number().int().positive() })
  .strict();

export const clientMessageSchema = z.discriminatedUnion('type', [
  helloSchema,
  actSchema,
  paceMessageSchema,
  countClosedSchema,
  ...directorClientSchemas,
]);
export type ClientMessage = z.infer<typeof clientMessageSchema>;

/** The same, for an action that looks like Burraco's (`burracoFirst`): parsed at one go. */
const burracoFirstMessageSchema = z.discriminatedUnion('type', [
  helloSchema,
  actSchema.extend({ action: burracoFirstActionSchema }),
  paceMessageSchema,
  countClosedSchema,
  ...directorClientSchemas,
]);

/** The same, for an action of a type only bridge has (`bridgeFirst`). */
const bridgeFirstMessageSchema = z.discriminatedUnion('type', [
  helloSchema,
  actSchema.extend({ action: bridgeFirstActionSchema }),
  paceMessageSchema,
  countClosedSchema,
  ...directorClientSchemas,
]);

// `event` and `view` are required even though their content is the engine's (unknown to zod).
const present = z.custom<unknown>((value) => value !== undefined, 'required');

/**
 * `forced`: the event comes from a move the clock made in the seat's name when its time ran
 * out (BUR-CH art. 46: the forced draw and discard), or from a chess clock's expiry. Absent on
 * every other move.
 */
const forced = z.literal(true).optional();

/** What a viewer receives for one event: the event, or a placeholder it may not see. */
export const messageSchema = z.union([
  z.object({ version, hidden: z.literal(false), event: present, forced }).strict(),
  z.object({ version, hidden: z.literal(true), forced }).strict(),
]);
export type Message = z.infer<typeof messageSchema>;

/** Who plays a seat now: its human, or a bot (an empty seat, or one whose human has left). */
export const seatStatusSchema = z
  .object({
    seat: z.number().int().nonnegative(),
    name: z.string(),
    /** The account that holds the seat; null for a seat created for a bot. */
    userId: z.string().nullable(),
    controller: z.enum(['human', 'bot']),
    /** The human has at least one open connection to the table. */
    connected: z.boolean(),
  })
  .strict();
export type SeatStatus = z.infer<typeof seatStatusSchema>;

/** The running limit of the seat on turn (BUR-CH art. 46, or the table's Scala 40 control). */
export const deadlineSchema = z
  .object({
    seat: z.number().int().nonnegative(),
    /** `choice`: stock or pile; `turn`: the rest of the turn; `grace`: finish and discard. */
    phase: z.enum(['choice', 'turn', 'grace']),
    /** Epoch milliseconds, by the server's clock. */
    endsAt: z.number(),
    /** The phase's whole length (ms): a display never shows more. */
    limitMs: z.number().nonnegative().optional(),
  })
  .strict();
export type Deadline = z.infer<typeof deadlineSchema>;

/** The verifiable shuffle of one hand: committed before its deal, revealed after the hand. */
export const handFairnessSchema = z
  .object({
    hand: z.number().int().positive(),
    commitment: z.string(),
    /** The hand's secret, once the hand is over. */
    secret: z.string().optional(),
  })
  .strict();
export type HandFairness = z.infer<typeof handFairnessSchema>;

export const tablePhaseSchema = z.enum(['waiting', 'playing', 'paused', 'over']);
export type TablePhase = z.infer<typeof tablePhaseSchema>;

/** The table around the game: sent whole whenever it changes, so it needs no versions. */
export const tableStatusSchema = z
  .object({
    table: tableIdSchema,
    phase: tablePhaseSchema,
    /** Empty while the table waits for its players; by seat once the match has started. */
    seats: z.array(seatStatusSchema).readonly(),
    deadline: deadlineSchema.nullable(),
    /** The chess clock of BUR-CH art. 46, by side: milliseconds left this hand. */
    chessClock: z.array(z.number()).readonly().nullable(),
    hands: z.array(handFairnessSchema).readonly(),
    /** The bots' pace now (absent on a finished match's read-only table). */
    pace: paceSchema.optional(),
    /**
     * While the people read a hand's count, the next hand's clocks wait: they start when all
     * have closed it (`count-closed`) or at this time (epoch ms, by the server's clock).
     */
    countUntil: z.number().optional(),
    /** The arbitro at the table (absent on a finished match's read-only table). */
    director: directorStatusSchema.optional(),
    /** The rulings given at the table, oldest first (absent when none). */
    rulings: z.array(tableRulingSchema).readonly().optional(),
  })
  .strict();
export type TableStatus = z.infer<typeof tableStatusSchema>;

export const serverMessageSchema = z.discriminatedUnion('type', [
  /**
   * The answer to `hello` (or a full resync): the viewer's seat (null: spectator) and its view
   * of the game at `version` (null before the match starts).
   */
  z
    .object({
      type: z.literal('snapshot'),
      table: tableIdSchema,
      seat: z.number().int().nonnegative().nullable(),
      version,
      view: z.unknown(),
      /**
       * The events of the hand in play and of the one before it (whose count may still be on
       * show), as far as the table keeps them: each as the viewer receives it, contiguous, the
       * last at `version`. So a client that comes back (a reload, another device) has the
       * hand's moves from its start. Absent before the match and on a finished match's table.
       */
      log: z.array(messageSchema).readonly().optional(),
      /** The latest hand whose count the connection's person has closed (`count-closed`). */
      countClosed: z.number().int().positive().optional(),
    })
    .strict(),
  /**
   * Events since the viewer's last message, and the viewer's view after the last of them, so a
   * client needs no game logic to stay current (the events are for its move log).
   */
  z
    .object({
      type: z.literal('messages'),
      messages: z.array(messageSchema).readonly(),
      view: present,
    })
    .strict(),
  z.object({ type: z.literal('status'), status: tableStatusSchema }).strict(),
  /**
   * To a seat whose move the table waits for (the seat on turn; at bridge also the declarer
   * for the dummy, and the players who answer a claim or agree on the tricks off turn): what
   * it may do now, as of `version`.
   */
  z.object({ type: z.literal('prompt'), version, legal: z.array(z.unknown()).readonly() }).strict(),
  z.object({ type: z.literal('ack'), id: requestId, version }).strict(),
  /**
   * To every connection of a person who has just closed the count of hand `hand` on one of
   * them: another device of theirs closes it too.
   */
  z.object({ type: z.literal('count-closed'), hand: z.number().int().positive() }).strict(),
  /**
   * To the table's director only, after every change and on joining: every seat's cards (the
   * engine's order), the table as a spectator sees it, the events of the hand in play and of the
   * one before with nothing hidden, the calls and the rulings. Sent whole each time: a director
   * who comes back joins again.
   */
  z
    .object({
      type: z.literal('director-view'),
      table: tableIdSchema,
      version,
      hands: z.array(z.array(z.number().int()).readonly()).readonly(),
      view: z.unknown(),
      log: z.array(messageSchema).readonly(),
      calls: z.array(directorCallSchema).readonly(),
      rulings: z.array(tableRulingSchema).readonly(),
    })
    .strict(),
  /** To the table's director: a player has called. */
  z.object({ type: z.literal('director-call'), call: directorCallSchema }).strict(),
  /** To everyone at the table: the director's ruling, with its article. */
  z.object({ type: z.literal('ruling'), ruling: tableRulingSchema }).strict(),
  z
    .object({
      type: z.literal('error'),
      id: requestId.optional(),
      code: z.string(),
      message: z.string(),
      article: z.string(),
    })
    .strict(),
]);
export type ServerMessage = z.infer<typeof serverMessageSchema>;

const badMessage = (message: string) => ruleError('bad-message', PROCEDURE, message);

/**
 * Reads one incoming text message: its nesting depth (at most MAX_MESSAGE_DEPTH, checked on the
 * raw text), JSON, then the schema.
 */
export const parseClientMessage = (text: string): Result<ClientMessage, RuleError> => {
  if (nestsDeeperThan(text, MAX_MESSAGE_DEPTH))
    return err(badMessage(`a message nests at most ${MAX_MESSAGE_DEPTH} levels deep`));
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return err(badMessage('a message is one JSON object'));
  }
  const action = (json as { readonly action?: unknown } | null)?.action;
  const schema = bridgeFirst(action)
    ? bridgeFirstMessageSchema
    : burracoFirst(action)
      ? burracoFirstMessageSchema
      : clientMessageSchema;
  const parsed = schema.safeParse(json);
  return parsed.success ? ok(parsed.data) : err(badMessage(issueText(parsed.error)));
};

/** What is wrong with a client message, for its sender: where, and what. */
export const issueText = (error: z.ZodError): string => {
  const first = error.issues[0];
  const issue = first && actionIssue(first);
  const where = issue && issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
  return `${where}${issue?.message ?? 'not a client message'}`;
};

/** The request id of a refused message, when it has a usable one, so the client can match it. */
export const requestIdOf = (text: string): string | undefined => {
  try {
    const id: unknown = (JSON.parse(text) as { readonly id?: unknown } | null)?.id;
    return requestId.safeParse(id).success ? (id as string) : undefined;
  } catch {
    return undefined;
  }
};

export const errorMessage = (error: RuleError, id?: string): ServerMessage => ({
  type: 'error',
  ...(id === undefined ? {} : { id }),
  code: error.code,
  message: error.message,
  article: error.article,
});
