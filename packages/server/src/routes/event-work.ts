/**
 * The work around an event over HTTP, as `tavolo tournament import`, `prizes` and
 * `federation-report` do it on the command line: importing the entrants of a CSV file (its
 * text in the JSON body, a dry run first if the director wants), the prize list, and the
 * federation's report (docs/federation-report.md). Mounted at `/api/events`.
 */
import type { Store } from '@tavolo/store';
import {
  FEDERATION_TABLES,
  MAX_IMPORT_CHARS,
  federationCsv,
  federationReport,
  loadTournament,
  planImport,
  prizeAwards,
  decideCommand,
  runCommand,
  toEnvelope,
} from '@tavolo/tournament';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { eventIdSchema, readTournamentStatus } from '../director.js';
import { guardEventDirectors } from './event-access.js';
import { notRun } from './events.js';
import { SESSION, dispositionOf, errors, refuse, userOf } from './support.js';

export interface EventWorkRoutesOptions {
  readonly store: Store;
}

const params = z.object({ id: eventIdSchema }).strict();

/** A CSV file of MAX_IMPORT_CHARS characters, each up to 3 bytes in UTF-8, in a JSON string. */
const IMPORT_BODY_LIMIT = MAX_IMPORT_CHARS * 3 + 64 * 1024;

const importBodySchema = z
  .object({
    csv: z.string().max(MAX_IMPORT_CHARS),
    /** Only say what the import would change. */
    dryRun: z.boolean().default(false),
    /** The director confirms the doubts a first sending listed. */
    confirm: z.boolean().optional(),
  })
  .strict();

const answerSchema = z.record(z.string(), z.unknown());

export const eventWorkRoutes: FastifyPluginAsyncZod<EventWorkRoutesOptions> = async (
  app,
  { store },
) => {
  guardEventDirectors(app, store);

  app.post(
    '/:id/import',
    {
      config: { access: 'event-director' },
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: {
        tags: ['tournaments'],
        summary:
          "The event's directors only: register the entrants of a CSV file in one append, or " +
          '(`dryRun`) list what it would change: new entrants, duplicates, problems by line',
        security: SESSION,
        params,
        body: importBodySchema,
        response: { 200: answerSchema, ...errors(400, 401, 403, 404, 409, 413, 429) },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { csv, dryRun, confirm } = request.body;
      const stamp = { at: new Date().toISOString(), by: userOf(request).name };
      const importRequest = { csv, ...(confirm === true ? { confirm } : {}) };
      if (dryRun) {
        const event = await loadTournament(store, id);
        if (!event.ok) return notRun(reply, event.error);
        const plan = planImport(event.value.state, importRequest, stamp);
        return {
          dryRun: true,
          entrants: plan.entrants,
          duplicates: plan.duplicates,
          problems: plan.problems,
          doubts: plan.doubts,
        };
      }
      const run = await runCommand(store, id, (state) =>
        decideCommand(state, { type: 'import', ...importRequest }, stamp),
      );
      if (!run.ok) return notRun(reply, run.error);
      const status = await readTournamentStatus(store, id);
      if (!status.ok) return refuse(reply, status.error);
      const first = run.value.lastSeq - run.value.events.length + 1;
      return {
        dryRun: false,
        events: run.value.events.map((e, i) => ({ seq: first + i, ...toEnvelope(e) })),
        status: status.value,
      };
    },
  );

  app.get(
    '/:id/prizes',
    {
      config: { access: 'anyone' },
      schema: {
        tags: ['tournaments'],
        summary: 'The prize list from the final standings: overall prizes, then group prizes',
        params,
        response: { 200: answerSchema, ...errors(404, 409, 429) },
      },
    },
    async (request, reply) => {
      const event = await loadTournament(store, request.params.id);
      if (!event.ok) return notRun(reply, event.error);
      return { prizes: prizeAwards(event.value.state) };
    },
  );

  app.get(
    '/:id/federation-report',
    {
      config: { access: 'event-director' },
      schema: {
        tags: ['tournaments'],
        summary:
          "The event's directors only: the federation's report of the final standings and " +
          'results with membership numbers, JSON or one CSV table (`what=standings|results|voids`)',
        security: SESSION,
        params,
        querystring: z
          .object({
            format: z.enum(['json', 'csv']).default('json'),
            what: z.enum(FEDERATION_TABLES).default('standings'),
          })
          .strict(),
        response: {
          200: z.union([answerSchema, z.string()]),
          ...errors(400, 401, 403, 404, 409, 429),
        },
      },
    },
    async (request, reply) => {
      const { format, what } = request.query;
      const event = await loadTournament(store, request.params.id);
      if (!event.ok) return notRun(reply, event.error);
      const now = new Date().toISOString();
      // A copy as a plain object, which the answer's schema (any record) takes.
      if (format === 'json') return { ...federationReport(event.value, now) };
      return reply
        .type('text/csv; charset=utf-8')
        .header(
          'content-disposition',
          dispositionOf('attachment', `${event.value.id}-federation-${what}.csv`),
        )
        .send(federationCsv(event.value, what, now));
    },
  );
};
