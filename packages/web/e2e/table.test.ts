/**
 * The live table through the real page and server: a whole Scala 40 hand and a whole Burraco
 * hand against bots, played with clicks only; a move the server refuses, its reason shown with
 * the article; a connection dropped mid-hand and resumed without the player noticing more than
 * a small indicator.
 */
import type { Browser, Page, WebSocketRoute } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type WebServer,
  DESKTOP,
  PHONE,
  launchBrowser,
  openPage,
  startWebServer,
} from './support.js';

let web: WebServer;
let browser: Browser;
beforeAll(async () => {
  web = await startWebServer({ botDelayMs: 0 });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await web?.stop();
});

/** A guest session for the page's browser profile, and a quick-play table against bots. */
const quickPlay = async (page: Page, game: 'scala40' | 'burraco', name: string) => {
  const guest = await page.request.post('/api/auth/guest', { data: { name } });
  expect(guest.status()).toBe(201);
  const table = await page.request.post('/api/quick-play', { data: { game } });
  expect(table.status()).toBe(201);
  return ((await table.json()) as { id: string }).id;
};

const turn = (page: Page) => page.getByTestId('turn');
const handCards = (page: Page) => page.getByTestId('hand').getByTestId('hand-card');

/** Waits until it is the player's turn or the hand is over; true when it is the turn. */
const awaitTurn = async (page: Page): Promise<boolean> => {
  await page
    .locator('[data-testid="hand-over"], [data-testid="turn"].yours')
    .first()
    .waitFor({ timeout: 60_000 });
  return (await page.getByTestId('hand-over').count()) === 0;
};

/** One turn with clicks: draw from the stock, then discard the first card the rules allow. */
const playTurn = async (page: Page): Promise<void> => {
  await page.getByRole('button', { name: 'Pesca dal mazzo' }).click();
  await page.getByText('Tocca a te: cala, attacca o scarta').waitFor();
  const discard = page.getByRole('button', { name: 'Scarta', exact: true });
  const count = await handCards(page).count();
  for (let i = 0; i < count; i++) {
    const card = handCards(page).nth(i);
    await card.click();
    if (await discard.isEnabled()) {
      await discard.click();
      // Then another seat's turn, or already the player's next one when the bots are quick.
      await turn(page).filter({ hasNotText: 'cala, attacca o scarta' }).waitFor();
      return;
    }
    await card.click();
  }
  throw new Error('no card could be discarded');
};

/** Plays turns until the hand is over; returns how many turns the player played. */
const playHand = async (page: Page): Promise<number> => {
  let turns = 0;
  while (await awaitTurn(page)) {
    await playTurn(page);
    turns++;
  }
  return turns;
};

describe('the live table', () => {
  it('plays a whole Scala 40 hand against bots with clicks, then offers its replay', async () => {
    const { context, page, pageErrors } = await openPage(browser, web.url, PHONE);
    const table = await quickPlay(page, 'scala40', 'Ada');
    await page.goto(`/tables/${table}`);
    await page.getByRole('region', { name: 'La tua mano' }).waitFor();
    await expect(handCards(page).count()).resolves.toBe(13);
    await page.getByRole('button', { name: 'Ordina per seme' }).click();
    const turns = await playHand(page);
    expect(turns).toBeGreaterThan(0);
    const over = page.getByTestId('hand-over');
    await expect(over.getByRole('heading').first().textContent()).resolves.toMatch(
      /Smazzata 1 finita/,
    );
    await expect(page.getByTestId('move-log').textContent()).resolves.toContain('Smazzata 1:');
    // The panel's own link, and the shuffle proof's beside the hand it proves.
    const replays = over.getByRole('link', { name: 'Rivedi la smazzata' });
    expect(await replays.first().getAttribute('href')).toBe(`/tables/${table}/hands/1`);
    expect(pageErrors).toEqual([]);
    await context.close();
  }, 240_000);

  it('plays a whole Burraco hand against bots, the whole discard pile in view', async () => {
    const { context, page, pageErrors } = await openPage(browser, web.url, DESKTOP);
    const table = await quickPlay(page, 'burraco', 'Bea');
    await page.goto(`/tables/${table}`);
    await page.getByRole('region', { name: 'Pozzetti' }).waitFor();
    await expect(handCards(page).count()).resolves.toBe(11);
    await playHand(page);
    await expect(page.getByTestId('hand-over').isVisible()).resolves.toBe(true);
    expect(pageErrors).toEqual([]);
    await context.close();
  }, 300_000);
});

/**
 * The page's socket through a relay the test controls: it can hold the server's messages (a
 * slow link) or drop the connection (a lost network).
 */
const relay = async (page: Page) => {
  const control = {
    hold: false,
    held: [] as (string | Buffer)[],
    route: null as WebSocketRoute | null,
  };
  const release = (route: WebSocketRoute) => {
    control.hold = false;
    for (const message of control.held.splice(0)) route.send(message);
  };
  await page.routeWebSocket(/\/ws$/, (route) => {
    control.route = route;
    const server = route.connectToServer();
    route.onMessage((message) => {
      server.send(message);
      // The player acted: what the server said meanwhile reaches the page, then its answer.
      if (String(message).includes('"act"')) release(route);
    });
    server.onMessage((message) => {
      if (control.hold) control.held.push(message);
      else route.send(message);
    });
  });
  return control;
};

describe('the live table when things go wrong', () => {
  it('shows the reason and the article when the server refuses a move', async () => {
    const slow = await startWebServer({ botDelayMs: 3000 });
    try {
      const { context, page } = await openPage(browser, slow.url, DESKTOP);
      const table = await quickPlay(page, 'scala40', 'Cleo');
      // The same player on a second device, whose link is slow.
      const second = await context.newPage();
      const link = await relay(second);
      await page.goto(`/tables/${table}`);
      await second.goto(`/tables/${table}`);
      await awaitTurn(page);
      await awaitTurn(second);
      link.hold = true;
      await playTurn(page);
      // The second device has not heard of that turn yet and still offers the draw.
      await second.getByRole('button', { name: 'Pesca dal mazzo' }).click();
      const alert = second.getByRole('alert');
      await alert.waitFor();
      await expect(alert.textContent()).resolves.toMatch(/non è il tuo turno \(S40-CdG art\. 16\)/);
      await context.close();
    } finally {
      await slow.stop();
    }
  }, 120_000);

  it('keeps the table on screen through a dropped connection and resumes where it was', async () => {
    const { context, page, pageErrors } = await openPage(browser, web.url, PHONE);
    const link = await relay(page);
    const table = await quickPlay(page, 'scala40', 'Dino');
    await page.goto(`/tables/${table}`);
    await awaitTurn(page);
    const before = await handCards(page).count();
    await link.route?.close();
    await page.getByTestId('reconnecting').waitFor();
    await expect(page.getByRole('region', { name: 'La tua mano' }).isVisible()).resolves.toBe(true);
    await page.getByTestId('reconnecting').waitFor({ state: 'detached' });
    await expect(handCards(page).count()).resolves.toBe(before);
    await playTurn(page);
    expect(pageErrors).toEqual([]);
    await context.close();
  }, 120_000);
});
