/**
 * The web client, served from its production build (`packages/web/dist`) on the same port as the
 * API, so that one address is the whole platform. Built assets carry a content hash in their
 * names and may be cached for good; `index.html` must not be, or a browser would keep asking
 * for assets of an older build. Every other address that a person may type or share (a table,
 * a replay, a tournament) answers with `index.html`, and the page routes itself.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Addresses that belong to the server, never to the page: their 404 stays a JSON error. */
const SERVER_PATHS = /^\/(api|ws|docs|metrics|health|openapi\.json)(\/|$|\?)/;

export const isPageRequest = (request: FastifyRequest): boolean =>
  (request.method === 'GET' || request.method === 'HEAD') &&
  !SERVER_PATHS.test(request.url) &&
  (request.headers.accept ?? '').includes('text/html');

/** The web client's build folder next to this package in the workspace, if it has been built. */
export const defaultWebRoot = (): string | undefined => {
  const root = fileURLToPath(new URL('../../web/dist/', import.meta.url));
  return existsSync(join(root, 'index.html')) ? root : undefined;
};

export const registerWebApp = async (app: FastifyInstance, root: string): Promise<void> => {
  await app.register(fastifyStatic, {
    root,
    // One route per file of the build, listed at start: nothing outside `root` is reachable.
    wildcard: false,
    index: false,
    // The headers below decide; @fastify/static's own would replace them.
    cacheControl: false,
    setHeaders: (response, path) => {
      response.setHeader(
        'cache-control',
        path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  app.get('/', { schema: { hide: true } }, (_request, reply) => reply.sendFile('index.html'));
};
