/**
 * The printouts of an event over HTTP, as `tavolo tournament export --format pdf` makes them:
 * the score sheets of a round (the event's directors only: their paper for the room),
 * and the seating list and the standings, which anyone may print from the public pages.
 * Mounted at `/api/events`.
 */
import { tournamentPdf } from '@tavolo/print';
import { PRINT_KINDS, type PrintKind } from '@tavolo/protocol';
import type { Store } from '@tavolo/store';
import { type TournamentState, loadTournament } from '@tavolo/tournament';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PDF_CONTENT_SECURITY_POLICY, PDF_HELMET } from '../security-headers.js';
import { eventIdSchema } from '../director.js';
import { guardEventDirectors } from './event-access.js';
import { SESSION, dispositionOf, errors, refuse } from './support.js';

export interface PrintRoutesOptions {
  readonly store: Store;
}

/** The round a printout shows by default: the last paired (standings: the last with results). */
const defaultRound = (state: TournamentState, kind: PrintKind): number =>
  kind === 'standings'
    ? Math.max(0, ...state.rounds.filter((r) => r.results.size > 0).map((r) => r.round))
    : state.rounds.length;

/** The printouts anyone may make: every kind but the score sheets. */
const publicKindSchema = z.enum(PRINT_KINDS).exclude(['scoresheets']);

/** Every answer of a PDF route, refusals too, carries the PDF's policy instead of helmet's. */
const pdfPolicy = async (_request: FastifyRequest, reply: FastifyReply) => {
  void reply.header('content-security-policy', PDF_CONTENT_SECURITY_POLICY);
};

const printQuery = z
  .object({
    round: z.coerce.number().int().nonnegative().optional(),
    lang: z.enum(['it', 'en']).default('it'),
  })
  .strict();

const SUMMARY = '`round` (default: the last paired, or with results) and `lang` (it, en)';

export const printRoutes: FastifyPluginAsyncZod<PrintRoutesOptions> = async (app, { store }) => {
  guardEventDirectors(app, store);

  const print = async (
    reply: FastifyReply,
    id: string,
    kind: PrintKind,
    query: z.infer<typeof printQuery>,
  ) => {
    const loaded = await loadTournament(store, id);
    if (!loaded.ok)
      return loaded.error.kind === 'refused'
        ? refuse(reply, loaded.error.error, 409)
        : refuse(reply, loaded.error.error);
    const { state } = loaded.value;
    const round = query.round ?? defaultRound(state, kind);
    const paired = state.rounds.length;
    if (round > paired || (round < 1 && kind !== 'standings'))
      return refuse(
        reply,
        { code: 'bad-request', message: `round ${round} has not been paired` },
        400,
      );
    const made = await tournamentPdf(state, kind, round, query.lang, new Date().toISOString());
    if (!made.ok) return refuse(reply, { code: 'bad-request', message: made.error.message }, 400);
    return reply
      .type('application/pdf')
      .header('content-disposition', dispositionOf('inline', `${id}-${kind}-${round}.pdf`))
      .send(Buffer.from(made.value));
  };

  app.get(
    '/:id/print/scoresheets',
    {
      config: { access: 'event-director' },
      helmet: PDF_HELMET,
      onRequest: pdfPolicy,
      schema: {
        tags: ['tournaments'],
        summary: `The event's directors only: the score sheets of a round as PDF; ${SUMMARY}`,
        security: SESSION,
        params: z.object({ id: eventIdSchema }).strict(),
        querystring: printQuery,
        response: { 200: z.unknown(), ...errors(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request, reply) => print(reply, request.params.id, 'scoresheets', request.query),
  );

  app.get(
    '/:id/print/:kind',
    {
      config: { access: 'anyone' },
      helmet: PDF_HELMET,
      onRequest: pdfPolicy,
      schema: {
        tags: ['tournaments'],
        summary: `The seating list or the standings as PDF; ${SUMMARY}`,
        params: z.object({ id: eventIdSchema, kind: publicKindSchema }).strict(),
        querystring: printQuery,
        response: { 200: z.unknown(), ...errors(400, 404, 409, 429) },
      },
    },
    async (request, reply) => print(reply, request.params.id, request.params.kind, request.query),
  );
};
