/**
 * An event belongs to its directors: the account that created it and those an admin adds. The
 * routes whose access is `event-director` (an event's commands, its export, its score sheets)
 * are for them and for the admins; any other director is refused with 403, as a player is.
 */
import type { Store } from '@tavolo/store';
import type { FastifyInstance } from 'fastify';
import { refuse, userOf } from './support.js';

/**
 * Adds to `app` the check of the `event-director` routes, which name their event by the `id`
 * parameter; `guardAccess` has already let only directors and admins through.
 */
export const guardEventDirectors = (app: FastifyInstance, store: Store): void => {
  app.addHook('preHandler', async (request, reply) => {
    if (request.routeOptions.config.access !== 'event-director') return;
    const user = userOf(request);
    if (user.role === 'admin') return;
    const { id } = request.params as { readonly id?: unknown };
    if (typeof id !== 'string')
      throw new Error(`${request.routeOptions.url ?? request.url} names no event`);
    const directors = await store.readDirectors(id);
    if (!directors.ok) return refuse(reply, directors.error);
    if (!directors.value.includes(user.id))
      return refuse(reply, {
        code: 'forbidden',
        message: "only the event's directors or an admin may",
      });
  });
};
