/**
 * The web client, served from its production build (`packages/web/dist`) on the same port as the
 * API, so that one address is the whole platform. Built assets carry a content hash in their
 * names and may be cached for good; `index.html` must not be, or a browser would keep asking
 * for assets of an older build. Every other address that a person may type or share (a table,
 * a replay, a tournament) answers with `index.html`, and the page routes itself.
 *
 * The build writes a brotli and a gzip copy beside each text file (`x.js.br`, `x.js.gz`): a
 * browser that accepts one gets it as is, with `content-encoding`, and nothing is compressed
 * per request. Source maps stay in the build for developers but are not served: no route is
 * made for a `.map` file, nor for the compressed copies themselves.
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

/** Files of the build that get no route: source maps, and the compressed copies (sent in place). */
const NOT_SERVED = ['**/*.map', '**/*.br', '**/*.gz'];
/** The files the build compresses (packages/web/scripts/precompress.ts), as sent. */
const PRECOMPRESSED = /\.(js|mjs|css|html|svg|json|webmanifest|txt)(\.br|\.gz)?$/;

export const registerWebApp = async (app: FastifyInstance, root: string): Promise<void> => {
  await app.register(fastifyStatic, {
    root,
    // One route per file of the build, listed at start: nothing outside `root` is reachable.
    wildcard: false,
    globIgnore: NOT_SERVED,
    index: false,
    preCompressed: true,
    // The headers below decide; @fastify/static's own would replace them.
    cacheControl: false,
    setHeaders: (response, path) => {
      response.setHeader(
        'cache-control',
        path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
      // A cache between the browser and the server keeps one copy per encoding.
      if (PRECOMPRESSED.test(path)) response.setHeader('vary', 'accept-encoding');
    },
  });
  app.get('/', { schema: { hide: true } }, (_request, reply) => reply.sendFile('index.html'));
};
