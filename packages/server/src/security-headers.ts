/**
 * The security headers of every response, set by @fastify/helmet.
 *
 * The content security policy is the one the web client's build satisfies: its page loads one
 * script and one style sheet of its own (`/assets/…`), no inline script or style element (React
 * sets styles through the DOM, which the policy allows), an icon as a `data:` URL, and talks to
 * the server only, over HTTP and over the WebSocket at `/ws`. The swagger viewer at `/docs` is
 * made of files of its own as well, but sets style attributes: its pages allow inline styles
 * (`allowInlineStyles`), never inline scripts. No page may be framed (`frame-ancestors 'none'`, and
 * `X-Frame-Options: DENY` for older browsers), against clickjacking.
 *
 * The other headers: `X-Content-Type-Options: nosniff`, `Referrer-Policy: no-referrer` (no
 * address of a table or a replay leaks to another site), and `Strict-Transport-Security` when
 * the server is reached over https (`secureCookies`), with the request to upgrade any plain
 * http address the page would load.
 */
import type { FastifyHelmetOptions } from '@fastify/helmet';

/** What the headers depend on. */
export interface SecurityHeaderOptions {
  /** Clients reach the server over https (its cookies are `Secure`). */
  readonly secure: boolean;
  /** The address users see; its WebSocket address is allowed besides the page's own. */
  readonly publicOrigin?: string;
}

/** One year, the figure the HSTS preload list asks for. */
const HSTS_SECONDS = 365 * 24 * 60 * 60;

/** The WebSocket origin of an http(s) origin: `wss://host` for `https://host`. */
const webSocketOrigin = (origin: string): string => {
  const url = new URL(origin);
  return `${url.protocol === 'https:' ? 'wss:' : 'ws:'}//${url.host}`;
};

export const securityHeaders = ({
  secure,
  publicOrigin,
}: SecurityHeaderOptions): FastifyHelmetOptions => ({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      baseUri: ["'self'"],
      // 'self' covers the page's own ws:// and wss:// addresses in current browsers; behind a
      // proxy, the public address is named too.
      connectSrc: [
        "'self'",
        ...(publicOrigin === undefined ? [] : [webSocketOrigin(publicOrigin)]),
      ],
      fontSrc: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      imgSrc: ["'self'", 'data:'],
      objectSrc: ["'none'"],
      scriptSrc: ["'self'"],
      scriptSrcAttr: ["'none'"],
      styleSrc: ["'self'"],
      ...(secure ? { upgradeInsecureRequests: [] } : {}),
    },
  },
  strictTransportSecurity: secure ? { maxAge: HSTS_SECONDS, includeSubDomains: false } : false,
  xFrameOptions: { action: 'deny' },
  referrerPolicy: { policy: 'no-referrer' },
});

/**
 * A PDF's own policy: Chrome shows a PDF in a viewer of its own that an `object-src` or a
 * `default-src` would block (crbug.com/271452); a PDF runs nothing of the server's, so only the
 * framing is refused. Its routes turn helmet's policy off (`PDF_HELMET`) and send this one.
 */
export const PDF_CONTENT_SECURITY_POLICY = "frame-ancestors 'none'";

/** The route option that leaves a PDF route's policy to `PDF_CONTENT_SECURITY_POLICY`. */
export const PDF_HELMET = { contentSecurityPolicy: false } as const;

/** A policy that allows inline styles besides: for the swagger viewer's pages. */
export const allowInlineStyles = (policy: string): string =>
  policy.replace("style-src 'self'", "style-src 'self' 'unsafe-inline'");
