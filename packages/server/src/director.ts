/**
 * The tournament director's routes: create an event, send it one command at a time, export it.
 * A command is the JSON form of a `tavolo tournament` subcommand (`tournamentCommandSchema`);
 * the server decides it with @tavolo/tournament and records it through the same
 * load-decide-append step as the command line, so both refuse and record exactly alike.
 *
 * The commands' schemas live here rather than in @tavolo/tournament because that package does
 * not depend on zod; the annotation `z.ZodType<TournamentCommand>` keeps them in step with its
 * types. The answers' schemas are @tavolo/protocol's, shared with the client.
 */
import type { Result } from '@tavolo/cards';
import { type EventStatus, type User, recordedSchema } from '@tavolo/protocol';
import type { Store } from '@tavolo/store';
import {
  type RunFailure,
  type TournamentCommand,
  type TournamentEvent,
  CSV_EXPORTS,
  decideCommand,
  defaultExportRound,
  eventSlug,
  exportCsv,
  exportJson,
  loadTournament,
  runCommand,
  toEnvelope,
} from '@tavolo/tournament';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registerPrintRoutes } from './print-routes.js';

/** What a refusal needs to become an error body. */
interface Refusal {
  readonly code: string;
  readonly message: string;
  readonly article?: string;
}

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

const vpTableSchema = z
  .object({
    name: z.string(),
    source: z.string(),
    derived: z.boolean(),
    bands: z.array(
      z.object({ upTo: z.number().nullable(), winner: z.number(), loser: z.number() }).strict(),
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
  tieBreaks: z.array(z.enum(['vp', 'mp', 'head-to-head', 'organizer'])).optional(),
  prizes: z.array(z.string()).optional(),
  /** The organizer's own VP tables, by hands per round. */
  vpTables: z.record(z.string(), vpTableSchema).optional(),
};

/** The body of `POST /api/events`: the settings, and the event's id (else made from its name). */
export const createEventSchema = z
  .object({ id: z.string().min(1).max(100).optional(), ...createFields })
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

const command = <T extends string, S extends z.ZodRawShape>(type: T, shape: S) =>
  z.object({ type: z.literal(type), ...shape }).strict();

/** One director's command, as `tavolo tournament <subcommand>` takes it. */
export const tournamentCommandSchema: z.ZodType<TournamentCommand, z.ZodTypeDef, unknown> =
  z.discriminatedUnion('type', [
    command('create', createFields),
    command('register', { players: z.array(z.string()), lateMinutes: whole.optional() }),
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
    }),
    command('publish', { round: whole }),
    command('tie-order', { order: entrants }),
  ]);

const eventParams = z.object({ id: z.string().min(1) });

export interface DirectorRoutes {
  readonly store: Store;
  /** The caller's account, or a 401 answered and undefined. */
  readonly caller: (request: FastifyRequest, reply: FastifyReply) => User | undefined;
  /** Answers a refusal with its status and error body. */
  readonly refuse: (reply: FastifyReply, refusal: Refusal, status?: number) => FastifyReply;
  /** The error bodies a route may answer, by status, for its schema. */
  readonly errors: (...statuses: readonly number[]) => Record<number, z.ZodTypeAny>;
  /** The OpenAPI security of routes that need a session. */
  readonly security: readonly Record<string, readonly string[]>[];
}

/** Who may direct: directors and admins. Answers 401 or 403 and undefined for anyone else. */
const directorOf = (
  routes: DirectorRoutes,
  request: FastifyRequest,
  reply: FastifyReply,
): User | undefined => {
  const user = routes.caller(request, reply);
  if (user === undefined || user.role === 'director' || user.role === 'admin') return user;
  void routes.refuse(reply, { code: 'forbidden', message: 'only a director or an admin may' });
  return undefined;
};

/** The server's clock and the director's name stamp every event. */
const stampOf = (user: User) => ({ at: new Date().toISOString(), by: user.name });

/** Events just appended, numbered as the log now holds them. */
const numbered = (events: readonly TournamentEvent[], lastSeq: number) =>
  events.map((event, i) => ({ seq: lastSeq - events.length + 1 + i, ...toEnvelope(event) }));

/**
 * Why a command was not recorded, as an answer: the rules refuse with 409 whatever the code
 * (a refused `unknown-table` is not a missing route); the store by its own code (`conflict`
 * 409, `unknown-tournament` 404).
 */
const notRun = (routes: DirectorRoutes, reply: FastifyReply, failed: RunFailure) =>
  failed.kind === 'refused'
    ? routes.refuse(reply, failed.error, 409)
    : routes.refuse(reply, failed.error);

/** The director's routes and the printouts; `buildHttpApp` registers them beside the public reads. */
export const registerDirectorRoutes = (app: FastifyInstance, routes: DirectorRoutes): void => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { store, errors, security } = routes;

  /** Answers the recorded events and the status the store now shows. */
  const recorded = async (
    reply: FastifyReply,
    id: string,
    events: readonly TournamentEvent[],
    lastSeq: number,
    code: number,
  ) => {
    const status = await readTournamentStatus(store, id);
    if (!status.ok) return routes.refuse(reply, status.error);
    return reply.code(code).send({ events: numbered(events, lastSeq), status: status.value });
  };

  api.post(
    '/api/events',
    {
      schema: {
        tags: ['tournaments'],
        summary: 'Directors only: create a tournament with its settings',
        security,
        body: createEventSchema,
        response: { 201: recordedSchema, ...errors(400, 401, 403, 409, 429) },
      },
    },
    async (request, reply) => {
      const user = directorOf(routes, request, reply);
      if (user === undefined) return reply;
      const { id = eventSlug(request.body.name), ...settings } = request.body;
      const stamp = stampOf(user);
      const created = decideCommand(undefined, { type: 'create', ...settings }, stamp);
      if (!created.ok) return routes.refuse(reply, created.error, 409);
      const meta = { name: settings.name.trim(), game: settings.game, createdAt: stamp.at };
      const stored = await store.createTournament(id, meta, created.value.map(toEnvelope));
      if (!stored.ok) return routes.refuse(reply, stored.error);
      return recorded(reply, id, created.value, stored.value.lastSeq, 201);
    },
  );

  api.post(
    '/api/events/:id/commands',
    {
      schema: {
        tags: ['tournaments'],
        summary:
          'Directors only: one command (register, pair, result, publish...), decided by the ' +
          'rules and recorded in the log; a refusal names its code and article',
        security,
        params: eventParams,
        body: tournamentCommandSchema,
        response: { 200: recordedSchema, ...errors(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      const user = directorOf(routes, request, reply);
      if (user === undefined) return reply;
      const { id } = request.params;
      const stamp = stampOf(user);
      const run = await runCommand(store, id, (state) => decideCommand(state, request.body, stamp));
      if (!run.ok) return notRun(routes, reply, run.error);
      return recorded(reply, id, run.value.events, run.value.lastSeq, 200);
    },
  );

  api.get(
    '/api/events/:id/export',
    {
      schema: {
        tags: ['tournaments'],
        summary:
          'Directors only: everything as JSON (`what=all`), or one table as CSV ' +
          '(`what=entrants|seating|results|standings|decisions|events`); `round` for standings',
        security,
        params: eventParams,
        querystring: z
          .object({
            format: z.enum(['json', 'csv']).default('json'),
            what: z.enum(['all', ...CSV_EXPORTS]).optional(),
            round: z.coerce.number().int().nonnegative().optional(),
          })
          .strict(),
        response: {
          200: z.union([z.record(z.string(), z.unknown()), z.string()]),
          ...errors(400, 401, 403, 404, 409, 429),
        },
      },
    },
    async (request, reply) => {
      const user = directorOf(routes, request, reply);
      if (user === undefined) return reply;
      const { format, round } = request.query;
      const what = request.query.what ?? (format === 'json' ? 'all' : 'standings');
      const loaded = await loadTournament(store, request.params.id);
      if (!loaded.ok) return notRun(routes, reply, loaded.error);
      const badRequest = (message: string) =>
        routes.refuse(reply, { code: 'bad-request', message }, 400);
      if (format === 'json')
        return what === 'all'
          ? exportJson(loaded.value, stampOf(user).at)
          : badRequest('a JSON export holds everything: what=all');
      if (what === 'all') return badRequest('a CSV export is one table: say which with what=');
      const after = round ?? defaultExportRound(loaded.value.state, what);
      if (after > loaded.value.state.rounds.length)
        return badRequest(`round ${after} has not been paired`);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${loaded.value.id}-${what}.csv"`)
        .send(exportCsv(loaded.value, what, after));
    },
  );

  registerPrintRoutes(app, routes);
};
