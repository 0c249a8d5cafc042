/**
 * Tournaments: the public reads of what the store keeps (the list, an event's status, its log
 * and its directors), and the director's writes (create an event, send it one command at a
 * time, export it). An event belongs to its directors (`event-access.ts`): the one who created
 * it, and those an admin adds. Mounted at `/api/events`.
 */
import {
  type User,
  eventListSchema,
  eventLogSchema,
  eventStatusSchema,
  recordedSchema,
} from '@tavolo/protocol';
import { csvWords } from '@tavolo/messages';
import type { Store } from '@tavolo/store';
import {
  type RunFailure,
  type TournamentEvent,
  CSV_EXPORTS,
  bridge,
  decideCommand,
  defaultExportRound,
  eventSlug,
  exportCsv,
  exportJson,
  loadTournament,
  runCommand,
  toEnvelope,
} from '@tavolo/tournament';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createEventSchema,
  decideDirectorCommand,
  directorCommandSchema,
  eventIdSchema,
  readTournamentStatus,
} from '../director.js';
import { downloadLang, langQuery } from './download-lang.js';
import { guardEventDirectors } from './event-access.js';
import { SESSION, answer, dispositionOf, errors, refuse, userOf } from './support.js';

export interface EventRoutesOptions {
  readonly store: Store;
}

export const eventParams = z.object({ id: eventIdSchema }).strict();

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
export const notRun = (reply: FastifyReply, failed: RunFailure): FastifyReply =>
  failed.kind === 'refused' ? refuse(reply, failed.error, 409) : refuse(reply, failed.error);

const directorSchema = z.object({ id: z.string(), name: z.string() }).strict();

export const eventRoutes: FastifyPluginAsyncZod<EventRoutesOptions> = async (app, { store }) => {
  guardEventDirectors(app, store);

  /** The directors of an event by id and name (an account removed since is left out). */
  const directorsOf = async (ids: readonly string[]) => {
    const users = await Promise.all(ids.map((id) => store.accounts.userById(id)));
    return users.flatMap((user) => (user === undefined ? [] : [{ id: user.id, name: user.name }]));
  };

  /** Who reads a bridge event's log: one of its directors (or an admin), an account, nobody. */
  const readerOf = async (user: User | null, id: string): Promise<bridge.LogReader> => {
    if (user === null) return { role: 'anonymous' };
    if (user.role === 'admin') return { role: 'director' };
    const directors = await store.readDirectors(id);
    if (directors.ok && directors.value.includes(user.id)) return { role: 'director' };
    // A guest picks his own name: he never reads as a registered player.
    return user.guest ? { role: 'anonymous' } : { role: 'account', name: user.name };
  };

  /** Answers the recorded events and the status the store now shows. */
  const recorded = async (
    reply: FastifyReply,
    id: string,
    events: readonly TournamentEvent[],
    lastSeq: number,
    code: number,
  ) => {
    const status = await readTournamentStatus(store, id);
    if (!status.ok) return refuse(reply, status.error);
    return reply.code(code).send({ events: numbered(events, lastSeq), status: status.value });
  };

  app.get(
    '',
    {
      config: { access: 'anyone' },
      schema: {
        tags: ['tournaments'],
        summary: 'Every tournament, oldest first',
        response: { 200: eventListSchema, ...errors(429) },
      },
    },
    async () => store.listTournaments(),
  );

  app.get(
    '/:id',
    {
      config: { access: 'anyone' },
      schema: {
        tags: ['tournaments'],
        summary: "A tournament's status and its latest standings",
        params: eventParams,
        response: { 200: eventStatusSchema, ...errors(404, 429) },
      },
    },
    async (request, reply) => answer(reply, await readTournamentStatus(store, request.params.id)),
  );

  app.get(
    '/:id/log',
    {
      config: { access: 'anyone' },
      schema: {
        tags: ['tournaments'],
        summary:
          "A tournament's log, every event in order (a bridge event's results, before the " +
          'official score, to its directors and the players of each table only)',
        params: eventParams,
        response: { 200: eventLogSchema, ...errors(404, 429) },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const events = await store.readEvents(id);
      if (!events.ok) return answer(reply, events);
      const all = events.value.map(({ seq, type, at, by, data }) => ({ seq, type, at, by, data }));
      // A bridge event's results travel with its boards: before the official score each reader
      // sees only what he may (the directors all, a player his tables', pairs-sight.ts).
      const stored = await store.readTournament(id);
      if (!stored.ok || stored.value.game !== bridge.BRIDGE_GAME) return all;
      return bridge.bridgeLogFor(all, await readerOf(request.user, id));
    },
  );

  app.post(
    '',
    {
      config: { access: 'director' },
      schema: {
        tags: ['tournaments'],
        summary: 'Directors only: create a tournament with its settings; its creator directs it',
        security: SESSION,
        body: createEventSchema,
        response: { 201: recordedSchema, ...errors(400, 401, 403, 409, 429) },
      },
    },
    async (request, reply) => {
      const user = userOf(request);
      const { id = eventSlug(request.body.name), ...settings } = request.body;
      const stamp = stampOf(user);
      const created = decideCommand(undefined, { type: 'create', ...settings }, stamp);
      if (!created.ok) return refuse(reply, created.error, 409);
      // The day of play beside the name, for the list of events (the settings' date).
      const [creation] = created.value;
      const date = creation?.type === 'created' ? creation.config.date : undefined;
      const meta = {
        name: settings.name.trim(),
        game: settings.game,
        createdAt: stamp.at,
        ...(date === undefined ? {} : { date }),
      };
      const stored = await store.createTournament(id, meta, created.value.map(toEnvelope), [
        user.id,
      ]);
      if (!stored.ok) return refuse(reply, stored.error);
      return recorded(reply, id, created.value, stored.value.lastSeq, 201);
    },
  );

  app.post(
    '/:id/commands',
    {
      config: { access: 'event-director' },
      schema: {
        tags: ['tournaments'],
        summary:
          "The event's directors only: one command (register, pair, result, publish, a ruling of " +
          "the arbitro's catalogue...), decided by the rules and recorded in the log; a refusal " +
          'names its code and article',
        security: SESSION,
        params: eventParams,
        body: directorCommandSchema,
        response: { 200: recordedSchema, ...errors(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const stamp = stampOf(userOf(request));
      const run = await runCommand(store, id, (state, events) =>
        decideDirectorCommand(state, request.body, stamp, events),
      );
      if (!run.ok) return notRun(reply, run.error);
      return recorded(reply, id, run.value.events, run.value.lastSeq, 200);
    },
  );

  app.get(
    '/:id/directors',
    {
      config: { access: 'anyone' },
      schema: {
        tags: ['tournaments'],
        summary: "The event's directors, besides the admins, first added first",
        params: eventParams,
        response: { 200: z.array(directorSchema), ...errors(404, 429) },
      },
    },
    async (request, reply) => {
      const directors = await store.readDirectors(request.params.id);
      if (!directors.ok) return answer(reply, directors);
      return directorsOf(directors.value);
    },
  );

  app.post(
    '/:id/directors',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['tournaments'],
        summary: 'Admins only: make a director one of the directors of the event',
        security: SESSION,
        params: eventParams,
        body: z.object({ userId: z.string().min(1) }).strict(),
        response: { 200: z.array(directorSchema), ...errors(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      const { userId } = request.body;
      const user = await store.accounts.userById(userId);
      if (user === undefined)
        return refuse(reply, {
          code: 'unknown-user',
          message: `no account has id ${JSON.stringify(userId)}`,
        });
      if (user.role !== 'director' && user.role !== 'admin')
        return refuse(reply, {
          code: 'not-a-director',
          message: `${user.name} is not a director: an admin makes them one first`,
        });
      const added = await store.addDirector(request.params.id, userId, new Date().toISOString());
      if (!added.ok) return answer(reply, added);
      return directorsOf(added.value);
    },
  );

  app.get(
    '/:id/export',
    {
      config: { access: 'event-director' },
      schema: {
        tags: ['tournaments'],
        summary:
          "The event's directors only: everything as JSON (`what=all`), or one table as CSV " +
          '(`what=entrants|seating|results|standings|decisions|events`); `round` for standings; ' +
          "`lang` (it, en) for a CSV's derived reasons and times",
        security: SESSION,
        params: eventParams,
        querystring: z
          .object({
            format: z.enum(['json', 'csv']).default('json'),
            what: z.enum(['all', ...CSV_EXPORTS]).optional(),
            round: z.coerce.number().int().nonnegative().optional(),
            lang: langQuery,
          })
          .strict(),
        response: {
          200: z.union([z.record(z.string(), z.unknown()), z.string()]),
          ...errors(400, 401, 403, 404, 409, 429),
        },
      },
    },
    async (request, reply) => {
      const { format, round } = request.query;
      const lang = downloadLang(request.query.lang, request.headers['accept-language']);
      if (!lang.ok) return refuse(reply, lang.error, 400);
      const what = request.query.what ?? (format === 'json' ? 'all' : 'standings');
      const loaded = await loadTournament(store, request.params.id);
      if (!loaded.ok) return notRun(reply, loaded.error);
      const badRequest = (message: string) => refuse(reply, { code: 'bad-request', message }, 400);
      if (format === 'json')
        return what === 'all'
          ? exportJson(loaded.value, stampOf(userOf(request)).at)
          : badRequest('a JSON export holds everything: what=all');
      if (what === 'all') return badRequest('a CSV export is one table: say which with what=');
      const after = round ?? defaultExportRound(loaded.value.state, what);
      if (after > loaded.value.state.rounds.length)
        return badRequest(`round ${after} has not been paired`);
      return reply
        .type('text/csv; charset=utf-8')
        .header(
          'content-disposition',
          dispositionOf('attachment', `${loaded.value.id}-${what}.csv`),
        )
        .send(exportCsv(loaded.value, what, after, csvWords(lang.value)));
    },
  );
};
