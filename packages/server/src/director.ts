/**
 * What the tournament director sends and reads over HTTP: the settings of a new event, the
 * commands, and an event's status. A command is the JSON form of a `tavolo tournament`
 * subcommand (`directorCommandSchema`); `routes/events.ts` decides it with @tavolo/tournament
 * (a ruling with @tavolo/rulings, `decideDirectorCommand`) and records it through the same
 * load-decide-append step as the command line, so both refuse and record exactly alike.
 *
 * The commands' schemas live here rather than in @tavolo/tournament because that package does
 * not depend on zod; the annotation `z.ZodType<TournamentCommand>` keeps them in step with its
 * types. The answers' schemas are @tavolo/protocol's, shared with the client.
 */
import type { Result } from '@tavolo/cards';
import type { EventStatus } from '@tavolo/protocol';
import type { Store } from '@tavolo/store';
import { type RulingApplication, recordRuling } from '@tavolo/rulings';
import {
  MAX_IMPORT_CHARS,
  type Outcome,
  type Stamp,
  type TournamentCommand,
  type TournamentEvent,
  type TournamentState,
  decideCommand,
} from '@tavolo/tournament';
import { z } from 'zod';
import type { Refusal } from './routes/support.js';

/** A tournament's status and its latest standings, from the views the store keeps. */
export const readTournamentStatus = async (
  store: Store,
  id: string,
): Promise<Result<EventStatus, Refusal>> => {
  const tournament = await store.readTournament(id);
  if (!tournament.ok) return tournament;
  const summary = await store.readSummary(id);
  if (!summary.ok) return summary;
  const standings = await store.readStandings(id);
  if (!standings.ok) return standings;
  const { status, currentRound, totalRounds, entrantCount, updatedAt } = summary.value;
  return {
    ok: true,
    value: {
      tournament: tournament.value,
      status,
      currentRound,
      totalRounds,
      entrantCount,
      updatedAt,
      standings: standings.value,
    },
  };
};

// The commands: shapes only. Ranges and every rule are checked by the decision functions,
// which refuse with a code and an article; a body of the wrong shape is a 400.

const entrant = z.string().min(1);
const entrants = z.array(entrant);
const whole = z.number().int();
const hands = z.array(z.array(whole));

const movementSchema = z.discriminatedUnion('kind', [
  z
    .object({
      kind: z.literal('danish'),
      variant: z.enum(['pure', 'modified']),
      groupSize: whole.optional(),
    })
    .strict(),
  z.object({ kind: z.literal('mitchell'), step: whole }).strict(),
  z.object({ kind: z.literal('round-robin'), groupSize: whole.optional() }).strict(),
  z.object({ kind: z.literal('knockout') }).strict(),
  z.object({ kind: z.literal('standings-tables') }).strict(),
]);

/**
 * A VP table as `--vp-tables` takes it (BUR-CH art. 19): bands may say where they start, as
 * printed tables do, and a table may name its rules; `validateVpTable` checks the rest.
 */
const vpTableSchema = z
  .object({
    name: z.string(),
    source: z.string(),
    derived: z.boolean(),
    regulation: z.string().optional(),
    bands: z.array(
      z
        .object({
          from: z.number().optional(),
          upTo: z.number().nullable(),
          winner: z.number(),
          loser: z.number(),
        })
        .strict(),
    ),
  })
  .strict();

/** The settings of a new event (`tavolo tournament create`). */
const createFields = {
  name: z.string().min(1),
  game: z.enum(['scala40', 'burraco']),
  kind: z.enum(['individual', 'pairs', 'teams', 'singles']),
  rounds: z.array(z.object({ movement: movementSchema, hands: whole }).strict()).min(1),
  profile: z.string().optional(),
  date: z.string().optional(),
  correctionMinutes: whole.optional(),
  byePolicy: z.enum(['previous-table', 'lowest-in-round', 'lowest-overall']).optional(),
  /** Scala 40: how a table of three is scored (S40-CdG art. 26). */
  tableOfThree: z.enum(['as-four', 'as-three']).optional(),
  /** Burraco: which cautions make a warning (BUR-CH art. 22, 50). */
  cautionsToWarning: z.enum(['same-breach', 'any']).optional(),
  /** The IANA zone the papers print times in (default Europe/Rome); makeConfig checks it. */
  timeZone: z.string().max(64).optional(),
  tieBreaks: z.array(z.enum(['vp', 'mp', 'head-to-head', 'organizer'])).optional(),
  prizes: z.array(z.string()).optional(),
  /** Prizes per group (a category, a region, any field of the import), after the overall ones. */
  prizeGroups: z
    .array(z.object({ field: z.string(), value: z.string(), prizes: z.array(z.string()) }).strict())
    .optional(),
  /** Keeps entrants of the same club (region) apart where the movement allows. */
  separate: z.enum(['club', 'region']).nullable().optional(),
  /** The organizer's own VP tables, by hands per round. */
  vpTables: z.record(z.string(), vpTableSchema).optional(),
};

/**
 * The id of a new event: letters, digits, `-` and `_`, as `eventSlug` makes them. It travels
 * in addresses and in the names of the files an export makes, so nothing else is let in.
 */
export const newEventIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$/, 'letters, digits, - and _, at most 100');

/**
 * The id of an event in an address. Events made by the command line may have any id, so any
 * text is looked up but control characters (a CR/LF would end up in a header), which no event
 * made over HTTP holds.
 */
export const eventIdSchema = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[^\p{Cc}]+$/u, 'no control characters');

/** The body of `POST /api/events`: the settings, and the event's id (else made from its name). */
export const createEventSchema = z
  .object({ id: newEventIdSchema.optional(), ...createFields })
  .strict();

const seedSchema = z.discriminatedUnion('scheme', [
  z.object({ scheme: z.literal('xoroshiro128plus'), seed: whole }).strict(),
  z.object({ scheme: z.literal('hmac-sha256-v1'), secret: z.string() }).strict(),
]);

const seatingSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('registration') }).strict(),
  z.object({ kind: z.literal('director'), order: entrants }).strict(),
  z.object({ kind: z.literal('draw'), seed: seedSchema }).strict(),
]);

/**
 * Every command may carry `confirm: true`, the director's confirmation of the doubts a first
 * sending listed (`confirm-required`, @tavolo/tournament's confirm.ts).
 */
const command = <T extends string, S extends z.ZodRawShape>(type: T, shape: S) =>
  z.object({ type: z.literal(type), ...shape, confirm: z.boolean().optional() }).strict();

/** A player as registration takes them: surname and first name apart, and the federation's data. */
const personSchema = z
  .object({
    surname: z.string(),
    firstName: z.string(),
    membership: z.string().optional(),
    club: z.string().optional(),
    region: z.string().optional(),
    category: z.string().optional(),
    extra: z.record(z.string(), z.string()).optional(),
  })
  .strict();

/** The commands @tavolo/tournament decides, one per `tavolo tournament <subcommand>`. */
const tournamentCommands = [
  command('create', createFields),
  command('register', {
    people: z.array(personSchema).optional(),
    players: z.array(z.string()).optional(),
    lateMinutes: whole.optional(),
  }),
  /** The text of a CSV file of entrants (import-csv.ts); `POST /:id/import` takes larger ones. */
  command('import', { csv: z.string().max(MAX_IMPORT_CHARS) }),
  command('withdraw', { entrant, reason: z.string(), during: z.boolean().default(false) }),
  command('pair', { seating: seatingSchema.optional() }),
  command('result', { round: whole, table: whole, hands, signedBy: entrants }),
  command('correct', {
    round: whole,
    table: whole,
    hands,
    kind: z.enum(['calculation', 'inverted', 'other']),
    agreedBy: entrants.default([]),
    reason: z.string(),
  }),
  command('late', { entrant, minutes: whole }),
  command('sanction', {
    entrant,
    player: z.string(),
    level: z.enum(['caution', 'warning', 'expulsion']),
    breach: z.string(),
    article: z.string().optional(),
  }),
  command('penalize', {
    entrant,
    mp: whole.default(0),
    vp: whole.default(0),
    reason: z.string(),
    article: z.string(),
    round: whole.optional(),
  }),
  command('assign', {
    entrant,
    round: whole,
    vp: whole,
    mp: whole.default(0),
    reason: z.string(),
    article: z.string(),
    /** What the rest of the table gets: required where the table has no result. */
    others: z.enum(['played', 'own', 'walkover']).optional(),
  }),
  /** Takes back the decision at a place of the log (its `seq`). */
  command('void', { target: whole, reason: z.string() }),
  command('publish', { round: whole }),
  command('tie-order', { order: entrants }),
] as const;

/** One director's command, as `tavolo tournament <subcommand>` takes it. */
export const tournamentCommandSchema: z.ZodType<TournamentCommand, z.ZodTypeDef, unknown> =
  z.discriminatedUnion('type', tournamentCommands);

/**
 * A ruling of the arbitro's catalogue given at a table (`tavolo tournament ruling`): the
 * situation, the answers to its questions, the entrant and table of the round being played, the
 * player at fault, and the MP and VP of a score the ruling leaves to the arbitro. @tavolo/rulings
 * decides it (`recordRuling`, which @tavolo/tournament cannot call: rulings depends on it), into
 * the `ruled` event and the sanctions and penalties the ruling brings.
 */
export const rulingCommandSchema = command('ruling', {
  situation: z.string().min(1),
  answers: z.record(z.string(), z.string()),
  entrant,
  table: whole,
  player: z.string().optional(),
  mp: whole.optional(),
  vp: whole.optional(),
});

export type RulingCommand = z.infer<typeof rulingCommandSchema>;

/** What the director sends to `POST /api/events/:id/commands`. */
export type DirectorCommand = TournamentCommand | RulingCommand;

export const directorCommandSchema: z.ZodType<DirectorCommand, z.ZodTypeDef, unknown> =
  z.discriminatedUnion('type', [...tournamentCommands, rulingCommandSchema]);

/** What `recordRuling` is asked: the figures of a score adjustment when either was given. */
export const rulingApplication = (c: RulingCommand): RulingApplication => ({
  entry: c.situation,
  answers: c.answers,
  entrant: c.entrant,
  table: c.table,
  ...(c.player !== undefined ? { player: c.player } : {}),
  ...(c.mp !== undefined || c.vp !== undefined
    ? { adjustment: { mp: c.mp ?? 0, vp: c.vp ?? 0 } }
    : {}),
  ...(c.confirm === true ? { confirm: true } : {}),
});

/**
 * The events a director's command adds to the event, or the rule it breaks: a ruling decided by
 * @tavolo/rulings, every other command by @tavolo/tournament (`log`: the event's events, which a
 * void needs).
 */
export const decideDirectorCommand = (
  state: TournamentState,
  c: DirectorCommand,
  stamp: Stamp,
  log: readonly TournamentEvent[],
): Outcome =>
  c.type === 'ruling'
    ? recordRuling(state, rulingApplication(c), stamp)
    : decideCommand(state, c, stamp, log);
