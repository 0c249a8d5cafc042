/**
 * The printouts of an event over HTTP, as `tavolo tournament export --format pdf` makes them:
 * for the event's directors only, the papers for the room (score sheets of a round, Mitchell
 * guide cards, table cards) and the referee's reports of the sanctions; for anyone, from the
 * public pages, the seating list and the standings. Mounted at `/api/events`.
 */
import { tournamentPdf } from '@tavolo/print';
import { DIRECTOR_PRINT_KINDS, PRINT_KINDS, type PrintKind } from '@tavolo/protocol';
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

/**
 * The round a printout shows by default: the last paired; the standings, the last with results;
 * the referee's reports, every round (0).
 */
const defaultRound = (state: TournamentState, kind: PrintKind): number =>
  kind === 'standings'
    ? Math.max(0, ...state.rounds.filter((r) => r.results.size > 0).map((r) => r.round))
    : kind === 'referee-reports'
      ? 0
      : state.rounds.length;

/** Printouts of no round (0) are the standings before any result and the event's reports. */
const takesRoundZero = (kind: PrintKind): boolean =>
  kind === 'standings' || kind === 'referee-reports';

/** The printouts anyone may make: every kind but the directors'. */
const publicKindSchema = z.enum(PRINT_KINDS).exclude([...DIRECTOR_PRINT_KINDS]);

const DIRECTOR_SUMMARIES: Readonly<Record<(typeof DIRECTOR_PRINT_KINDS)[number], string>> = {
  scoresheets: 'the score sheets of a round',
  'referee-reports': "the referee's reports of the sanctions that need one (round 0: all)",
  'guide-cards': 'the Mitchell guide cards of the phase of a round',
  'table-cards': 'the table cards of a round',
};

/** Every answer of a PDF route, refusals too, carries the PDF's policy instead of helmet's. */
const pdfPolicy = async (_request: FastifyRequest, reply: FastifyReply) => {
  void reply.header('content-security-policy', PDF_CONTENT_SECURITY_POLICY);
};

const printQuery = z
  .object({
    round: z.coerce.number().int().nonnegative().optional(),
    lang: z.enum(['it', 'en']).default('it'),
    /** The referee's reports: the richiami too, whose report is optional (BUR-CH art. 50). */
    cautions: z.enum(['true', 'false']).optional(),
  })
  .strict();

const SUMMARY =
  "`round` (default: the last paired, or with results), `lang` (it, en) and, for the referee's reports, `cautions=true` to add the richiami, whose report is optional";

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
    if (round > paired || (round < 1 && !takesRoundZero(kind)))
      return refuse(
        reply,
        { code: 'bad-request', message: `round ${round} has not been paired` },
        400,
      );
    const made = await tournamentPdf(state, kind, round, query.lang, new Date().toISOString(), {
      cautions: query.cautions === 'true',
    });
    if (!made.ok) return refuse(reply, { code: 'bad-request', message: made.error.message }, 400);
    return reply
      .type('application/pdf')
      .header('content-disposition', dispositionOf('inline', `${id}-${kind}-${round}.pdf`))
      .send(Buffer.from(made.value));
  };

  for (const kind of DIRECTOR_PRINT_KINDS)
    app.get(
      `/:id/print/${kind}`,
      {
        config: { access: 'event-director' },
        helmet: PDF_HELMET,
        onRequest: pdfPolicy,
        schema: {
          tags: ['tournaments'],
          summary: `The event's directors only: ${DIRECTOR_SUMMARIES[kind]} as PDF; ${SUMMARY}`,
          security: SESSION,
          params: z.object({ id: eventIdSchema }).strict(),
          querystring: printQuery,
          response: { 200: z.unknown(), ...errors(400, 401, 403, 404, 409, 429) },
        },
      },
      async (request, reply) => print(reply, request.params.id, kind, request.query),
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
