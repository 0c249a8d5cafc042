/**
 * For the end-to-end tests of the web client: the real server (with its real bots and a SQLite
 * database of its own) serving the production build of the page, and Debian's Chromium driven
 * by playwright-core. Nothing is mocked: the browser talks HTTP and WebSocket to the server.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type RunningServer, type ServerOptions, startServer } from '@tavolo/server';
import { type Browser, type BrowserContext, type Page, chromium } from 'playwright-core';

export const WEB_ROOT = fileURLToPath(new URL('../dist/', import.meta.url));
const CHROMIUM = '/usr/bin/chromium';

export interface WebServer {
  readonly server: RunningServer;
  readonly url: string;
  readonly stop: () => Promise<void>;
}

/** The server with the built page, on a free loopback port and a fresh SQLite file. */
export type WebServerOptions = Partial<Omit<ServerOptions, 'store' | 'port' | 'webRoot'>>;

export const startWebServer = async (options: WebServerOptions = {}): Promise<WebServer> => {
  if (!existsSync(`${WEB_ROOT}index.html`))
    throw new Error(`no web build in ${WEB_ROOT}: run npm run build first`);
  // Its own folder rather than the store's test helpers, which need a vitest run around them
  // (the screenshot script uses this too).
  const dir = await mkdtemp(join(tmpdir(), 'tavolo-web-'));
  const server = await startServer({
    store: { kind: 'sqlite', file: join(dir, 'tavolo.sqlite') },
    port: 0,
    botThreads: 1,
    logLevel: 'silent',
    webRoot: WEB_ROOT,
    // Every browser page connects from 127.0.0.1: the limits per address are raised.
    httpRateLimit: { perMinute: 100_000, authPerMinute: 100_000, loginsPerMinute: 100_000 },
    accountLimits: { newAccountsPerHour: 100_000 },
    limits: {
      messagesPerSecond: 1000,
      burst: 2000,
      connectionsPerAddress: 10_000,
      spectatorsPerTable: 10_000,
      anonymousSpectatorsPerTable: 10_000,
    },
    ...options,
  });
  return {
    server,
    url: server.url,
    stop: async () => {
      await server.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
};

/**
 * Debian's Chromium, headless. The flags keep it from reaching for Google's services, which
 * this machine's closed network refuses (and it would retry, many connections at a time).
 */
export const launchBrowser = (): Promise<Browser> => {
  if (!existsSync(CHROMIUM))
    throw new Error(`${CHROMIUM} is missing: scripts/test-prerequisites.sh installs it`);
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
};

export const PHONE = { width: 360, height: 740 } as const;
export const DESKTOP = { width: 1280, height: 800 } as const;

/** The three screens a table must fit without scrolling: a laptop, a phone upright and on its side. */
export const SCREENS = {
  laptop: { width: 1366, height: 768 },
  portrait: { width: 390, height: 844 },
  landscape: { width: 844, height: 390 },
} as const;

/**
 * A fresh browser profile (its own cookies) at `viewport`, with the page's errors collected:
 * uncaught ones, the render errors the page's error boundary catches, and what the server's
 * content security policy refused.
 */
export const openPage = async (
  browser: Browser,
  baseURL: string,
  viewport: { readonly width: number; readonly height: number } = DESKTOP,
): Promise<{ context: BrowserContext; page: Page; pageErrors: string[] }> => {
  const context = await browser.newContext({ baseURL, viewport, locale: 'it-IT' });
  const page = await context.newPage();
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  // A render error is caught by the page's error boundary, which reports it on the console;
  // so does the browser for what the server's content security policy refused.
  page.on('console', (message) => {
    if (
      message.type() === 'error' &&
      (message.text().startsWith('Tavolo: a page failed to draw') ||
        message.text().includes('Content Security Policy'))
    )
      pageErrors.push(message.text());
  });
  return { context, page, pageErrors };
};
