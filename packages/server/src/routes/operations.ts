/**
 * For the operator: the health check, the Prometheus metrics (for the bearer of the operator's
 * token only: they tell how busy the server is and how it fails) and the OpenAPI document.
 * Mounted at the root.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServerMetrics } from '../metrics.js';

export interface OperationRoutesOptions {
  readonly metrics: ServerMetrics;
}

export const operationRoutes: FastifyPluginAsyncZod<OperationRoutesOptions> = async (
  app,
  { metrics },
) => {
  app.get(
    '/health',
    {
      config: { access: 'anyone' },
      schema: { tags: ['operations'], response: { 200: z.object({ ok: z.literal(true) }) } },
    },
    async () => ({ ok: true as const }),
  );

  app.get(
    '/metrics',
    { config: { access: 'operator' }, schema: { tags: ['operations'], hide: true } },
    async (_request, reply) =>
      reply.type(metrics.registry.contentType).send(await metrics.registry.metrics()),
  );

  app.get('/openapi.json', { config: { access: 'anyone' }, schema: { hide: true } }, async () =>
    app.swagger(),
  );
};
