/**
 * The installable app and its game without a network: the server sends the build compressed and
 * keeps its source maps; the page registers a service worker that keeps the build; with the
 * network cut, `/offline` opens from that cache and a whole hand is played against the bots
 * with clicks, the engine running in the page.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { webSuite } from './suite.js';
import { DESKTOP, PHONE, openPage } from './support.js';
import { handCards, playHand } from './table-steps.js';

const suite = webSuite();

/**
 * Waits for the service worker to be active: the whole build is in its cache by then. (A script
 * run in the page, as text: these tests compile without the DOM's types.)
 */
const serviceWorkerReady = (page: Page): Promise<unknown> =>
  page.evaluate(`(async () => {
    const worker = (await navigator.serviceWorker.ready).active;
    if (worker !== null && worker.state === 'activating')
      await new Promise((resolve) => worker.addEventListener('statechange', resolve));
    return worker?.state ?? null;
  })()`);

describe('the installable app', () => {
  it('sends the first load compressed, with a manifest and icons, and no source map', async () => {
    const { context, page, pageErrors } = await openPage(suite.browser, suite.web.url);
    const scripts: string[] = [];
    const encodings = new Map<string, string | undefined>();
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (/\.(js|css|html|webmanifest)$|^\/$/.test(url.pathname))
        encodings.set(url.pathname, response.headers()['content-encoding']);
      if (url.pathname.endsWith('.js')) scripts.push(url.pathname);
    });
    await page.goto('/');
    await page.getByRole('link', { name: 'Tornei' }).waitFor();
    await page.waitForLoadState('load');
    expect(encodings.size).toBeGreaterThan(2);
    for (const [path, encoding] of encodings) expect([path, encoding]).toEqual([path, 'br']);
    // The engine and the bots of the offline game are not in the first load.
    expect(scripts.filter((s) => s.includes('offline'))).toEqual([]);

    const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
    const manifest = (await (await page.request.get(manifestHref ?? '')).json()) as {
      name: string;
      start_url: string;
      display: string;
      icons: { src: string; sizes: string; type: string }[];
    };
    expect(manifest).toMatchObject({ name: 'Tavolo', start_url: '/', display: 'standalone' });
    for (const icon of manifest.icons) {
      const answer = await page.request.get(icon.src);
      expect([icon.src, answer.status(), answer.headers()['content-type']]).toEqual([
        icon.src,
        200,
        icon.type,
      ]);
    }
    expect(manifest.icons.map((i) => i.sizes)).toEqual(
      expect.arrayContaining(['192x192', '512x512']),
    );

    // The scripts carry no link to a map, and the maps are not served.
    const main = scripts.find((s) => /\/assets\/index-.*\.js$/.test(s)) ?? '';
    const source = await (await page.request.get(main)).text();
    expect(source).not.toContain('sourceMappingURL');
    expect((await page.request.get(`${main}.map`)).status()).toBe(404);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('plays a whole Scala 40 hand against the bots with the network cut', async () => {
    const { context, page, pageErrors } = await openPage(suite.browser, suite.web.url, PHONE);
    await page.goto('/');
    await page.getByRole('link', { name: 'Gioca offline' }).waitFor();
    await expect(serviceWorkerReady(page)).resolves.toBe('activated');

    await context.setOffline(true);
    await page.goto('/offline');
    await page.getByRole('heading', { name: 'Gioca offline' }).waitFor();
    await page.getByRole('button', { name: 'Nuova partita a Scala 40' }).click();
    await page.getByRole('region', { name: 'La tua mano' }).waitFor();
    expect(await handCards(page).count()).toBeGreaterThanOrEqual(13);
    const turns = await playHand(page);
    expect(turns).toBeGreaterThan(0);
    const over = page.getByTestId('hand-over');
    await expect(over.getByRole('heading').first().textContent()).resolves.toContain(
      'Partita finita',
    );
    // Nothing was saved, so there is no replay to link to.
    expect(await over.getByRole('link', { name: 'Rivedi la smazzata' }).count()).toBe(0);
    expect(pageErrors).toEqual([]);
    await context.close();
  }, 240_000);

  it('plays a whole Burraco hand offline, in English', async () => {
    const { context, page, pageErrors } = await openPage(suite.browser, suite.web.url, DESKTOP);
    await page.goto('/');
    await page.getByLabel('Lingua').selectOption('en');
    await expect(serviceWorkerReady(page)).resolves.toBe('activated');
    await context.setOffline(true);
    await page.getByRole('link', { name: 'Play offline' }).click();
    await page.getByRole('button', { name: 'New Burraco game' }).click();
    await page.getByRole('region', { name: 'Your hand' }).waitFor();
    await page.getByLabel('Lingua').or(page.getByLabel('Language')).selectOption('it');
    const turns = await playHand(page);
    expect(turns).toBeGreaterThan(0);
    expect(pageErrors).toEqual([]);
    await context.close();
  }, 240_000);
});
