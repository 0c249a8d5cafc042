/**
 * History and fairness: a finished hand's replay, its proof and the server's own check of it,
 * public to anyone. Mounted at `/api/tables`.
 */
import {
  handProofSchema,
  handReplaySchema,
  tableIdSchema,
  verificationSchema,
} from '@tavolo/protocol';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Lobby } from '../lobby.js';
import { downloadLang, langQuery } from './download-lang.js';
import { answer, dispositionOf, errors, refuse } from './support.js';
import { tableParams } from './tables.js';

export interface HistoryRoutesOptions {
  readonly lobby: Lobby;
}

const handParams = z.object({ id: tableIdSchema, hand: z.coerce.number().int().positive() });

export const historyRoutes: FastifyPluginAsyncZod<HistoryRoutesOptions> = async (
  app,
  { lobby },
) => {
  app.get(
    '/:id/hands',
    {
      config: { access: 'anyone' },
      schema: {
        tags: ['history'],
        summary: 'The numbers of the finished hands',
        params: tableParams,
        response: { 200: z.array(z.number().int().positive()).readonly(), ...errors(404, 429) },
      },
    },
    async (request, reply) => answer(reply, await lobby.finishedHands(request.params.id)),
  );

  app.get(
    '/:id/hands/:hand/replay',
    {
      config: { access: 'anyone' },
      schema: {
        tags: ['history'],
        summary:
          'A finished hand move by move, every card shown; `format=text` for one move a line ' +
          '(in `lang`: it, en), `download=1` to save it as a file',
        params: handParams,
        querystring: z
          .object({
            format: z.enum(['json', 'text']).default('json'),
            download: z.enum(['0', '1']).default('0'),
            lang: langQuery,
          })
          .strict(),
        response: { 200: z.union([handReplaySchema, z.string()]), ...errors(400, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      const { id, hand } = request.params;
      const { format, download } = request.query;
      const lang = downloadLang(request.query.lang, request.headers['accept-language']);
      if (!lang.ok) return refuse(reply, lang.error, 400);
      if (download === '1')
        void reply.header(
          'content-disposition',
          dispositionOf(
            'attachment',
            `tavolo-${id}-mano-${hand}.${format === 'text' ? 'txt' : 'json'}`,
          ),
        );
      if (format === 'json') return answer(reply, await lobby.replay(id, hand));
      const text = await lobby.replayText(id, hand, lang.value);
      if (!text.ok) return answer(reply, text);
      return reply.type('text/plain; charset=utf-8').send(text.value);
    },
  );

  app.get(
    '/:id/hands/:hand/proof',
    {
      config: { access: 'anyone' },
      schema: {
        tags: ['history'],
        summary: 'The proof of a finished hand, as `tavolo verify` reads it',
        params: handParams,
        response: { 200: handProofSchema, ...errors(404, 409, 429) },
      },
    },
    async (request, reply) =>
      answer(reply, await lobby.proof(request.params.id, request.params.hand)),
  );

  app.get(
    '/:id/hands/:hand/verification',
    {
      config: { access: 'anyone' },
      schema: {
        tags: ['history'],
        summary: "The server's own check of a finished hand's proof",
        params: handParams,
        response: { 200: verificationSchema, ...errors(404, 409, 429) },
      },
    },
    async (request, reply) =>
      answer(reply, await lobby.verify(request.params.id, request.params.hand)),
  );
};
