/**
 * The printouts of an event over HTTP, as `tavolo tournament export --format pdf` makes them:
 * the score sheets of a round (directors only: they are the director's paper for the room),
 * and the seating list and the standings, which anyone may print from the public pages.
 */
import { tournamentPdf } from '@tavolo/print';
import { PRINT_KINDS, type PrintKind } from '@tavolo/protocol';
import { type TournamentState, loadTournament } from '@tavolo/tournament';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DirectorRoutes } from './director.js';

/** The round a printout shows by default: the last paired (standings: the last with results). */
const defaultRound = (state: TournamentState, kind: PrintKind): number =>
  kind === 'standings'
    ? Math.max(0, ...state.rounds.filter((r) => r.results.size > 0).map((r) => r.round))
    : state.rounds.length;

export const registerPrintRoutes = (app: FastifyInstance, routes: DirectorRoutes): void => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/api/events/:id/print/:kind',
    {
      schema: {
        tags: ['tournaments'],
        summary:
          'A printout as PDF: `seating` and `standings` for anyone, `scoresheets` for ' +
          'directors; `round` (default: the last paired, or with results) and `lang` (it, en)',
        params: z.object({ id: z.string().min(1), kind: z.enum(PRINT_KINDS) }),
        querystring: z
          .object({
            round: z.coerce.number().int().nonnegative().optional(),
            lang: z.enum(['it', 'en']).default('it'),
          })
          .strict(),
        response: { 200: z.unknown(), ...routes.errors(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      const { id, kind } = request.params;
      if (kind === 'scoresheets') {
        const user = routes.caller(request, reply);
        if (user === undefined) return reply;
        if (user.role !== 'director' && user.role !== 'admin')
          return routes.refuse(reply, {
            code: 'forbidden',
            message: 'only a director or an admin may',
          });
      }
      const loaded = await loadTournament(routes.store, id);
      if (!loaded.ok)
        return loaded.error.kind === 'refused'
          ? routes.refuse(reply, loaded.error.error, 409)
          : routes.refuse(reply, loaded.error.error);
      const { state } = loaded.value;
      const round = request.query.round ?? defaultRound(state, kind);
      const paired = state.rounds.length;
      if (round > paired || (round < 1 && kind !== 'standings'))
        return routes.refuse(
          reply,
          { code: 'bad-request', message: `round ${round} has not been paired` },
          400,
        );
      const made = await tournamentPdf(
        state,
        kind,
        round,
        request.query.lang,
        new Date().toISOString(),
      );
      if (!made.ok)
        return routes.refuse(reply, { code: 'bad-request', message: made.error.message }, 400);
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${id}-${kind}-${round}.pdf"`)
        .send(Buffer.from(made.value));
    },
  );
};
