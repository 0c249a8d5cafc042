/**
 * What every end-to-end file shares: the server with the built page and one browser, started
 * before the file's tests and stopped after them. Kept apart from support.ts, which scripts
 * outside vitest use too.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { type WebServer, type WebServerOptions, launchBrowser, startWebServer } from './support.js';

export interface WebSuite {
  readonly web: WebServer;
  readonly browser: Browser;
}

export const webSuite = (options: WebServerOptions = {}): WebSuite => {
  let web: WebServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    web = await startWebServer(options);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await web?.stop();
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the web suite has not started');
    return value;
  };
  return {
    get web() {
      return started(web);
    },
    get browser() {
      return started(browser);
    },
  };
};
