/**
 * Requests that change something, and WebSocket upgrades, are accepted from the server's own
 * pages only: the session cookie rides on every request a browser sends to the server, from any
 * site, so without this check another site's page could log a visitor out, make him leave his
 * table, or play in his name.
 *
 * The rule, for a state-changing request (any method but GET, HEAD and OPTIONS) and for the
 * WebSocket upgrade:
 * - an `Origin` header must be the server's public origin (`publicOrigin`, the address users
 *   see, e.g. `https://tavolo.example`); without one configured, it must name the host and port
 *   the request was sent to (its `Host` header): the same origin as the page that was served;
 * - a `Sec-Fetch-Site` header must say `same-origin` (or `none`, a request the user made
 *   himself);
 * - a request with neither header is accepted: browsers send `Origin` with every cross-origin
 *   request and every POST, and the WebSocket upgrade, so a request without it comes from a
 *   program (the tests, the load tool, the command line, `curl`), which holds its own cookie and
 *   cannot borrow a visitor's.
 *
 * State-changing requests carry JSON or no body: any other content type is refused (415),
 * which also refuses the bodies a foreign page can send without asking the browser's leave
 * (`text/plain`, forms), whatever their origin.
 */
import type { IncomingHttpHeaders } from 'node:http';

/** Methods that never change anything here. */
const SAFE_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

export const changesState = (method: string): boolean => !SAFE_METHODS.has(method);

/** The origin (`scheme://host[:port]`) of a URL, or undefined when it is not one. */
const originOf = (url: string): string | undefined => {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : undefined;
  } catch {
    return undefined;
  }
};

/**
 * The check of a request's origin: true when its headers allow it (see the module's comment).
 * `publicOrigin`, when given, must be an http(s) URL; its path is ignored.
 */
export const sameOriginCheck = (
  publicOrigin: string | undefined,
): ((headers: IncomingHttpHeaders) => boolean) => {
  const expected = publicOrigin === undefined ? undefined : originOf(publicOrigin);
  if (publicOrigin !== undefined && expected === undefined)
    throw new Error(`the public origin ${JSON.stringify(publicOrigin)} is not an http(s) URL`);
  return (headers) => {
    const site = headers['sec-fetch-site'];
    if (site !== undefined && site !== 'same-origin' && site !== 'none') return false;
    const origin = headers.origin;
    if (origin === undefined) return true;
    const from = originOf(origin);
    if (from === undefined) return false;
    if (expected !== undefined) return from === expected;
    // The Host the request was sent to, with the scheme the page's origin says.
    const host = headers.host;
    return host !== undefined && originOf(`${new URL(from).protocol}//${host}`) === from;
  };
};

/** True when a state-changing request's body is JSON or absent (no content type). */
export const acceptsContentType = (contentType: string | undefined): boolean =>
  contentType === undefined ||
  contentType.split(';', 1)[0]?.trim().toLowerCase() === 'application/json';
