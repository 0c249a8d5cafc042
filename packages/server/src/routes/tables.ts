/**
 * The lobby: the list of tables, opening one, joining and leaving it, and quick play against
 * bots. Mounted at `/api`.
 */
import {
  createTableSchema,
  gameNameSchema,
  joinSchema,
  quickPlaySchema,
  tableIdSchema,
  tablePhaseSchema,
  tableSummarySchema,
} from '@tavolo/protocol';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Lobby } from '../lobby.js';
import { SESSION, answer, errors, optionalBody, userOf } from './support.js';

export interface TableRoutesOptions {
  readonly lobby: Lobby;
}

export const tableParams = z.object({ id: tableIdSchema }).strict();

export const tableRoutes: FastifyPluginAsyncZod<TableRoutesOptions> = async (app, { lobby }) => {
  app.get(
    '/tables',
    {
      config: { access: 'anyone' },
      schema: {
        tags: ['lobby'],
        summary: 'Tables, newest first; `phase` may be repeated',
        querystring: z
          .object({
            game: gameNameSchema.optional(),
            phase: z.union([tablePhaseSchema, z.array(tablePhaseSchema)]).optional(),
          })
          .strict(),
        response: { 200: z.array(tableSummarySchema).readonly(), ...errors(400, 429) },
      },
    },
    async (request) => {
      const { game, phase } = request.query;
      return lobby.list({
        ...(game === undefined ? {} : { game }),
        ...(phase === undefined ? {} : { phases: typeof phase === 'string' ? [phase] : phase }),
      });
    },
  );

  app.post(
    '/tables',
    {
      config: { access: 'account' },
      schema: {
        tags: ['lobby'],
        summary: 'Open a table; people join its human places, bots sit in the others',
        security: SESSION,
        body: createTableSchema,
        response: { 201: tableSummarySchema, ...errors(400, 401, 409, 429) },
      },
    },
    async (request, reply) =>
      answer(reply, await lobby.createTable(request.body, userOf(request)), 201),
  );

  app.get(
    '/tables/:id',
    {
      config: { access: 'anyone' },
      schema: {
        tags: ['lobby'],
        params: tableParams,
        response: { 200: tableSummarySchema, ...errors(404, 429) },
      },
    },
    async (request, reply) => answer(reply, await lobby.summary(request.params.id)),
  );

  app.post(
    '/tables/:id/join',
    {
      config: { access: 'account' },
      schema: {
        tags: ['lobby'],
        summary: 'Take a free place (the given slot, or the first free one)',
        security: SESSION,
        params: tableParams,
        body: optionalBody(joinSchema),
        response: { 200: tableSummarySchema, ...errors(400, 401, 404, 409, 429) },
      },
    },
    async (request, reply) =>
      answer(reply, await lobby.join(request.params.id, userOf(request), request.body.slot)),
  );

  app.post(
    '/tables/:id/leave',
    {
      config: { access: 'account' },
      schema: {
        tags: ['lobby'],
        summary: 'Give the place back; after the start, a bot takes the seat',
        security: SESSION,
        params: tableParams,
        response: { 200: tableSummarySchema, ...errors(401, 404, 409, 429) },
      },
    },
    async (request, reply) => answer(reply, await lobby.leave(request.params.id, userOf(request))),
  );

  app.post(
    '/quick-play',
    {
      config: { access: 'account' },
      schema: {
        tags: ['lobby'],
        summary: 'A table with the caller and bots, started at once',
        security: SESSION,
        body: quickPlaySchema,
        response: { 201: tableSummarySchema, ...errors(400, 401, 409, 429) },
      },
    },
    async (request, reply) =>
      answer(reply, await lobby.quickPlay(request.body, userOf(request)), 201),
  );
};
