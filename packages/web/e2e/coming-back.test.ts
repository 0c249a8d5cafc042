/**
 * Coming back to a live table through the real page and server: a reload shows the live table
 * with the whole hand's moves in the log, the count of the last hand again only if it was not
 * closed; the count is a real modal dialog (Tab stays inside, Escape closes it, the focus goes
 * back to the hand); and the header says how the connection stands: offline, reconnecting with
 * the seconds to the next attempt, then back.
 */
import type { Page, WebSocketRoute } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { webSuite } from './suite.js';
import { awaitTurn, handCards, playHand, playTurn } from './table-steps.js';
import { DESKTOP, openPage } from './support.js';

const suite = webSuite({ botDelayMs: 0 });

/** A guest session for the page's profile, and a quick-play Scala 40 table of five hands. */
const quickPlay = async (page: Page, name: string) => {
  const guest = await page.request.post('/api/auth/guest', { data: { name } });
  expect(guest.status()).toBe(201);
  // Five hands, not the game to 101: the match goes on after the first hand, with its count.
  const table = await page.request.post('/api/quick-play', {
    data: { game: 'scala40', profile: 'fisca-gara' },
  });
  expect(table.status()).toBe(201);
  return ((await table.json()) as { id: string }).id;
};

const logLines = (page: Page) =>
  page
    .getByTestId('move-log')
    .locator('li')
    .evaluateAll((items) => items.map((item) => item.textContent ?? ''));

/** Whether the element with the focus is inside the element `selector` finds. */
const focusIn = async (page: Page, selector: string) =>
  (await page.evaluate(
    `document.activeElement?.closest(${JSON.stringify(selector)}) != null`,
  )) as boolean;

/** The page's table, its hand dealt, after a (re)load. */
const tableShown = async (page: Page) => {
  await page.getByRole('region', { name: 'La tua mano' }).waitFor();
  await handCards(page).first().waitFor();
};

describe('a reload at the live table', () => {
  it("shows the hand's moves from before it, and the count again only until it is closed", async () => {
    const { context, page, pageErrors } = await openPage(suite.browser, suite.web.url, DESKTOP);
    const table = await quickPlay(page, 'Ada');
    await page.goto(`/tables/${table}`);
    await tableShown(page);
    await awaitTurn(page);
    await playTurn(page);
    await awaitTurn(page);
    await playTurn(page);
    const before = await logLines(page);
    expect(before.length).toBeGreaterThan(3);

    await page.reload();
    await tableShown(page);
    await expect
      .poll(async () => (await logLines(page)).length)
      .toBeGreaterThanOrEqual(before.length);
    // The same lines, in the same order, then whatever the bots played meanwhile.
    expect((await logLines(page)).slice(0, before.length)).toEqual(before);

    // The hand to its end: its count, which a reload does not close.
    await playHand(page);
    const over = page.getByTestId('hand-over');
    const title = await over.getByRole('heading').first().textContent();
    await page.reload();
    await tableShown(page);
    await over.waitFor();
    await expect(over.getByRole('heading').first().textContent()).resolves.toBe(title);

    // A modal dialog: the focus inside, Tab and Shift+Tab go round inside it.
    expect(await over.evaluate((dialog) => (dialog as unknown as { open: boolean }).open)).toBe(
      true,
    );
    expect(await focusIn(page, '[data-testid="hand-over"]')).toBe(true);
    const stops = await over
      .locator('a[href], button, [tabindex]:not([tabindex="-1"])')
      .evaluateAll((all) => all.length);
    expect(stops).toBeGreaterThan(1);
    for (let i = 0; i < stops + 2; i++) {
      await page.keyboard.press('Tab');
      expect(await focusIn(page, '[data-testid="hand-over"]')).toBe(true);
    }
    for (let i = 0; i < stops + 2; i++) {
      await page.keyboard.press('Shift+Tab');
      expect(await focusIn(page, '[data-testid="hand-over"]')).toBe(true);
    }
    // The table behind is inert while the dialog is open: its cards take no focus.
    await handCards(page)
      .first()
      .evaluate((card) => (card as unknown as { focus: () => void }).focus());
    expect(await focusIn(page, '[data-testid="hand"]')).toBe(false);

    // Escape closes it; the focus goes back to the hand.
    await page.keyboard.press('Escape');
    await over.waitFor({ state: 'detached' });
    await expect.poll(() => focusIn(page, '[data-testid="hand"]')).toBe(true);

    // Closed, it stays closed after a reload: the server remembers.
    await page.reload();
    await tableShown(page);
    // The count would come with the view that draws the hand: nothing to wait for.
    expect(await over.count()).toBe(0);
    expect((await logLines(page)).length).toBeGreaterThan(0);
    expect(pageErrors).toEqual([]);
    await context.close();
  }, 300_000);
});

/** The page's socket through a relay the test can cut: no socket gets through while it is. */
const cuttable = async (page: Page) => {
  const control = { cut: false, route: null as WebSocketRoute | null };
  await page.routeWebSocket(/\/ws$/, (route) => {
    if (control.cut) {
      void route.close();
      return;
    }
    control.route = route;
    route.connectToServer();
  });
  return control;
};

describe('the connection as the header shows it', () => {
  it('says offline, then reconnecting with the seconds to the next attempt, then back', async () => {
    const { context, page, pageErrors } = await openPage(suite.browser, suite.web.url, DESKTOP);
    const link = await cuttable(page);
    const table = await quickPlay(page, 'Bruno');
    await page.goto(`/tables/${table}`);
    await tableShown(page);
    const state = page.locator('.table-head [role="status"].connection-state');
    await expect(state.getAttribute('data-state')).resolves.toBe('connected');

    // The browser goes offline: the page says so, and waits for the network.
    await context.setOffline(true);
    await page.getByTestId('connection-offline').waitFor();
    await expect(state.textContent()).resolves.toMatch(/Sei offline/);
    await expect(page.getByRole('region', { name: 'La tua mano' }).isVisible()).resolves.toBe(true);
    await context.setOffline(false);
    await page.getByTestId('connection-back').waitFor();
    await expect(state.textContent()).resolves.toBe('Connessione ripristinata.');
    await page.getByTestId('connection-back').waitFor({ state: 'detached', timeout: 10_000 });

    // The socket dies and no new one gets through: attempt after attempt, longer waits between.
    link.cut = true;
    await link.route?.close();
    await page.getByTestId('reconnecting').waitFor();
    await page
      .getByTestId('reconnecting')
      .getByText(/^Nuovo tentativo tra [2-9] secondi\.$/)
      .waitFor({ timeout: 30_000 });
    await expect(state.getAttribute('data-state')).resolves.toBe('reconnecting');
    await expect(page.getByTestId('reconnecting').textContent()).resolves.toMatch(
      /^Connessione persa\./,
    );

    // Let through again: the next attempt brings the table back, and says so briefly.
    link.cut = false;
    await page.getByTestId('connection-back').waitFor({ timeout: 30_000 });
    await page.getByTestId('connection-back').waitFor({ state: 'detached', timeout: 10_000 });
    await expect(state.getAttribute('data-state')).resolves.toBe('connected');
    // Play goes on.
    if (await awaitTurn(page)) await playTurn(page);
    expect(pageErrors).toEqual([]);
    await context.close();
  }, 120_000);
});
