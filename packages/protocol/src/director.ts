/**
 * The arbitro at an online table (issue 19), as zod schemas: a seat's player calls the
 * director, the table's director follows it with a view of every hand, pauses and resumes it,
 * and applies a ruling of the catalogue (@tavolo/rulings), which every player then reads with
 * its article. Who may send each message is the server's check (the room's director is the
 * table's creator, or an account with the director's or the admin's role); here only their
 * shape, parsed strictly like every client message.
 */
import { z } from 'zod';
import { bridgeRulingSchema } from './bridge-actions.js';
import { requestIdSchema, tableIdSchema } from './ids.js';

/** Why a player calls the arbitro: the short list the call's form offers. */
export const CALL_REASONS = ['irregularity', 'clock', 'conduct', 'connection', 'other'] as const;
export const callReasonSchema = z.enum(CALL_REASONS);
export type CallReason = z.infer<typeof callReasonSchema>;

/** At most this many characters of free text in a call or a ruling's note. */
export const MAX_DIRECTOR_TEXT = 500;

/** A seat's player calls the arbitro: a reason from the list and free text (may be empty). */
export const callDirectorSchema = z
  .object({
    type: z.literal('call-director'),
    id: requestIdSchema,
    reason: callReasonSchema,
    text: z.string().max(MAX_DIRECTOR_TEXT),
  })
  .strict();

/**
 * Follow table `table` as its director: the connection gets the director's view (every hand,
 * the hand's whole move log, the calls and the rulings) after every change, and the status.
 * Refused (`not-the-director`) to anyone but the table's director, and to a seat's player.
 */
export const joinAsDirectorSchema = z
  .object({ type: z.literal('join-as-director'), table: tableIdSchema })
  .strict();

/** The director stops the table: no move is accepted and the clocks stand still. */
export const pauseSchema = z.object({ type: z.literal('pause'), id: requestIdSchema }).strict();
/** The director lets the table play on: the clocks go on with the time they had. */
export const resumeSchema = z.object({ type: z.literal('resume'), id: requestIdSchema }).strict();

const entryId = z
  .string()
  .min(1)
  .max(80)
  .regex(/^[a-z0-9-]+$/, 'a catalogue entry id: lower case letters, digits and -');
const answerKey = z.string().min(1).max(64);

/**
 * The director applies the ruling of catalogue entry `entry` for `answers` against `seat` (the
 * player at fault). `mpPenalty`: the points taken from the seat's line, when the ruling leaves
 * the figure to the arbitro (a score adjustment) or to override the ruling's own penalty (BUR-CH
 * art. 46's 100 points). `substitute`: a robot plays the seat from now on (BUR-CH art. 47).
 */
export const applyRulingSchema = z
  .object({
    type: z.literal('apply-ruling'),
    id: requestIdSchema,
    entry: entryId,
    answers: z
      .record(answerKey, answerKey)
      .refine((a) => Object.keys(a).length <= 32, 'at most 32 answers'),
    seat: z.number().int().nonnegative().max(7),
    mpPenalty: z.number().int().positive().max(10_000).optional(),
    substitute: z.literal(true).optional(),
    note: z.string().max(MAX_DIRECTOR_TEXT).optional(),
  })
  .strict();
export type ApplyRuling = z.infer<typeof applyRulingSchema>;

/**
 * The director's own move in the game, through the director's path (never a seat's `act`): a
 * ruling on a bridge board's tricks (LAW 70 (2017), 79B) or a Burraco time-out (BUR-CH art.
 * 16). The server checks the sender directs the table, then the game's role check and rules.
 */
export const directorActSchema = z
  .object({
    type: z.literal('director-act'),
    id: requestIdSchema,
    action: z.union([bridgeRulingSchema, z.object({ type: z.literal('time-out') }).strict()]),
  })
  .strict();
export type DirectorAct = z.infer<typeof directorActSchema>;

export const directorClientSchemas = [
  directorActSchema,
  callDirectorSchema,
  joinAsDirectorSchema,
  pauseSchema,
  resumeSchema,
  applyRulingSchema,
] as const;

const text = z.object({ it: z.string(), en: z.string() }).strict();

/** A call as the director reads it. */
export const directorCallSchema = z
  .object({
    seat: z.number().int().nonnegative(),
    name: z.string(),
    reason: callReasonSchema,
    text: z.string(),
    /** The table's version when the call came. */
    version: z.number().int().nonnegative(),
    at: z.string(),
  })
  .strict();
export type DirectorCall = z.infer<typeof directorCallSchema>;

/** The sanctions a ruling gives a player (BUR-CH art. 50). */
export const sanctionSchema = z.enum(['caution', 'warning', 'expulsion']);

/**
 * A ruling given at the table, as everyone there reads it: the situation, the ruling and the
 * article it rests on, against which seat, and what it takes from the score. Online tables are
 * not linked to events: the points stand beside the match's result (the engines count none of
 * them), each ruling with its own.
 */
export const tableRulingSchema = z
  .object({
    entry: z.string(),
    /** "BUR-CH art. 46". */
    article: z.string(),
    title: text,
    summary: text,
    /** The article's sentence the ruling rests on, verbatim. */
    quote: z.string(),
    seat: z.number().int().nonnegative(),
    name: z.string(),
    /** Points taken from the seat's line (0: none). */
    mpPenalty: z.number().int().nonnegative(),
    sanctions: z.array(sanctionSchema).readonly(),
    /** A robot plays the seat from now on (BUR-CH art. 47). */
    substitute: z.boolean(),
    note: z.string().optional(),
    hand: z.number().int().nonnegative(),
    version: z.number().int().nonnegative(),
    at: z.string(),
  })
  .strict();
export type TableRuling = z.infer<typeof tableRulingSchema>;

/** What the status says of the arbitro: here or not, calls not yet answered, the pause. */
export const directorStatusSchema = z
  .object({
    present: z.boolean(),
    /** Calls since the last ruling or resumption. */
    calls: z.number().int().nonnegative(),
    /** The director has paused the table. */
    paused: z.boolean(),
  })
  .strict();
export type DirectorStatus = z.infer<typeof directorStatusSchema>;
