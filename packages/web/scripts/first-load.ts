/**
 * `npm run first-load -w @tavolo/web`: the first load of a table page as a new player meets it,
 * on a throttled connection (9 Mbps down and up, 40 ms latency, Chromium's own emulation over
 * CDP): the bytes transferred (compressed, headers included) and the time from the navigation's
 * start until the table is on screen with the player's hand and the turn indicator, the page
 * ready for a click. Lists any address asked more than once during the load. A benchmark for
 * docs/benchmarks.md, not a test; run after `npm run build`.
 */
import { loadavg } from 'node:os';
import type { Page } from 'playwright-core';
import { DESKTOP, launchBrowser, openPage, startWebServer } from '../e2e/support.js';

const RUNS = Number(process.env.RUNS ?? 5);
/** The connection; `MBPS=0` turns the emulation off, to tell the network's share from the rest. */
const MBPS = Number(process.env.MBPS ?? 9);
const LATENCY_MS = Number(process.env.LATENCY_MS ?? 40);

interface Load {
  readonly bytes: number;
  readonly assetBytes: number;
  readonly requests: number;
  readonly interactiveMs: number;
  readonly repeated: readonly string[];
}

const newTable = async (page: Page, name: string): Promise<string> => {
  const guest = await page.request.post('/api/auth/guest', { data: { name } });
  if (guest.status() !== 201) throw new Error(`guest: ${guest.status()}`);
  const table = await page.request.post('/api/quick-play', { data: { game: 'scala40' } });
  if (table.status() !== 201) throw new Error(`quick play: ${table.status()}`);
  return ((await table.json()) as { id: string }).id;
};

const measure = async (
  browser: Awaited<ReturnType<typeof launchBrowser>>,
  url: string,
  run: number,
) => {
  const { context, page } = await openPage(browser, url, DESKTOP);
  const table = await newTable(page, `Ada ${run + 1}`);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: MBPS > 0 ? LATENCY_MS : 0,
    downloadThroughput: MBPS > 0 ? (MBPS * 1_000_000) / 8 : -1,
    uploadThroughput: MBPS > 0 ? (MBPS * 1_000_000) / 8 : -1,
  });
  const urls = new Map<string, string>();
  const sizes = new Map<string, number>();
  cdp.on('Network.requestWillBeSent', (e) =>
    urls.set(e.requestId, `${e.request.method} ${e.request.url}`),
  );
  cdp.on('Network.loadingFinished', (e) => sizes.set(e.requestId, e.encodedDataLength));
  await page.goto(`/tables/${table}`, { waitUntil: 'commit' });
  await page.getByRole('region', { name: 'La tua mano' }).waitFor({ timeout: 60_000 });
  await page.getByTestId('turn').waitFor();
  const interactiveMs = Number(await page.evaluate('performance.now()'));
  // What is still on its way for the table (the last API answers) counts too.
  await page.waitForLoadState('networkidle').catch(() => undefined);
  const asked = [...urls.values()];
  const load: Load = {
    bytes: [...sizes.values()].reduce((a, b) => a + b, 0),
    assetBytes: [...sizes.entries()]
      .filter(([id]) => !(urls.get(id) ?? '').includes('/api/'))
      .reduce((a, [, b]) => a + b, 0),
    requests: asked.length,
    interactiveMs,
    repeated: [...new Set(asked.filter((u, i) => asked.indexOf(u) !== i))],
  };
  await context.close();
  return { load, asked };
};

const web = await startWebServer();
const browser = await launchBrowser();
try {
  const loads: Load[] = [];
  for (let run = 0; run < RUNS; run++) {
    const { load, asked } = await measure(browser, web.url, run);
    if (run === 0) process.stdout.write(`requests of the first run:\n  ${asked.join('\n  ')}\n`);
    loads.push(load);
    process.stdout.write(
      `run ${run + 1}: ${(load.bytes / 1000).toFixed(1)} kB transferred (${(load.assetBytes / 1000).toFixed(1)} kB of page files), ${load.requests} requests, interactive at ${Math.round(load.interactiveMs)} ms${load.repeated.length ? `; asked more than once: ${load.repeated.join(', ')}` : ''}\n`,
    );
  }
  const median = (xs: readonly number[]) =>
    [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
  process.stdout.write(
    `median of ${RUNS}: ${(median(loads.map((l) => l.bytes)) / 1000).toFixed(1)} kB, interactive at ${Math.round(median(loads.map((l) => l.interactiveMs)))} ms (${MBPS} Mbps, ${LATENCY_MS} ms); load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}\n`,
  );
} finally {
  await browser.close();
  await web.stop();
}
