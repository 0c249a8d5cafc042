/**
 * The live table through the real page and server: a whole Scala 40 hand and a whole Burraco
 * hand against bots, played with clicks only; a move the server refuses, its reason shown with
 * the article; a connection dropped mid-hand and resumed without the player noticing more than
 * a small indicator.
 */
import type { Page, WebSocketRoute } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { guestAtQuickTable } from './players.js';
import { webSuite } from './suite.js';
import { awaitTurn, handCards, playDiscard, playHand, playTurn } from './table-steps.js';
import { DESKTOP, PHONE, openPage, startWebServer } from './support.js';

const suite = webSuite({ botDelayMs: 0 });

describe('the live table', () => {
  it('plays a whole Scala 40 hand against bots with clicks, then replays it', async () => {
    const { context, page, pageErrors } = await openPage(suite.browser, suite.web.url, PHONE);
    // A tournament table of five hands, not the default game to 101: a player who only draws
    // and discards can reach 101 in the first hand, and the bots (no delay) may then end the
    // whole match before the page is read, so the panel would already be the match's end.
    const table = await guestAtQuickTable(page, 'scala40', 'Ada', 'fisca-gara');
    await page.goto(`/tables/${table}`);
    await page.getByRole('region', { name: 'La tua mano' }).waitFor();
    await expect(handCards(page).count()).resolves.toBe(13);
    await page.getByRole('button', { name: 'Ordina per seme' }).click();
    const turns = await playHand(page);
    expect(turns).toBeGreaterThan(0);
    const over = page.getByTestId('hand-over');
    const title = (await over.getByRole('heading').first().textContent()) ?? '';
    const hand = /Smazzata (\d+) finita/.exec(title)?.[1];
    expect(hand).toBeDefined();
    await expect(page.getByTestId('move-log').textContent()).resolves.toContain(
      `Smazzata ${hand}:`,
    );
    // The panel's own link, and the shuffle proof's beside the hand it proves (the bots may
    // have finished later hands meanwhile, which the proof lists too).
    const replay = over.locator(`a[href="/tables/${table}/hands/${hand}"]`);
    expect(await replay.count()).toBeGreaterThan(0);
    await expect(replay.first().textContent()).resolves.toBe('Rivedi la smazzata');

    // The hand just played, replayed move by move with every hand shown.
    await replay.first().click();
    await page.getByRole('heading', { name: `Replay: smazzata ${hand}` }).waitFor();
    const step = async () =>
      Number(await page.locator('.replay-counter').getAttribute('data-step'));
    const first = await step();
    await page.getByRole('button', { name: 'Mossa successiva' }).click();
    expect(await step()).toBe(first + 1);
    // Every player's cards face up (the stock alone stays face down).
    const seats = page.locator('.replay-seat [role="img"]');
    expect(await seats.count()).toBeGreaterThan(13);
    const names = await seats.evaluateAll((cards) =>
      cards.map((c) => c.getAttribute('aria-label')),
    );
    expect(names).not.toContain('carta coperta');
    await page.getByRole('button', { name: 'Fine' }).click();
    await page.getByRole('heading', { name: 'Il conteggio' }).waitFor();
    expect(pageErrors).toEqual([]);
    await context.close();
  }, 240_000);

  it('plays a whole Burraco hand against bots, the whole discard pile in view', async () => {
    const { context, page, pageErrors } = await openPage(suite.browser, suite.web.url, DESKTOP);
    const table = await guestAtQuickTable(page, 'burraco', 'Bea');
    await page.goto(`/tables/${table}`);
    await page.getByRole('region', { name: 'Pozzetti' }).waitFor();
    await expect(handCards(page).count()).resolves.toBe(11);
    await playHand(page);
    await expect(page.getByTestId('hand-over').isVisible()).resolves.toBe(true);
    expect(pageErrors).toEqual([]);
    await context.close();
  }, 300_000);
});

const RANKS: Readonly<Record<string, number>> = { asso: 1, fante: 11, donna: 12, re: 13 };

/** Three cards of the hand that make a Burraco meld without mattas: a set, or a run of 3..K. */
const naturalMeld = (labels: readonly string[]): readonly number[] | null => {
  const cards = labels.flatMap((label, index) => {
    const match = /^(\S+) di (\S+)$/.exec(label);
    if (!match) return [];
    const rank = RANKS[match[1] as string] ?? Number(match[1]);
    return rank === 2 ? [] : [{ index, rank, suit: match[2] as string }];
  });
  for (const a of cards) {
    const set = cards.filter((c) => c.rank === a.rank);
    const suits = [...new Map(set.map((c) => [c.suit, c.index])).values()];
    if (suits.length >= 3) return suits.slice(0, 3);
    const next = cards.find((c) => c.suit === a.suit && c.rank === a.rank + 1 && a.rank >= 3);
    const third = cards.find((c) => c.suit === a.suit && c.rank === a.rank + 2 && a.rank + 2 <= 13);
    if (next && third) return [a.index, next.index, third.index];
  }
  return null;
};

describe('building melds in the staging area', () => {
  it("stages three cards, shows the engine's reading with its points, and lays the meld (BUR-CH art. 10)", async () => {
    const { context, page, pageErrors } = await openPage(suite.browser, suite.web.url, PHONE);
    const table = await guestAtQuickTable(page, 'burraco', 'Eva');
    const me = await page.request.get('/api/me');
    const { name } = (await me.json()) as { name: string };
    await page.goto(`/tables/${table}`);
    let melded = false;
    while (!melded) {
      // A hand can end before the player finds a meld: on to the next one.
      if (!(await awaitTurn(page))) {
        await page.getByRole('button', { name: 'Continua' }).click();
        continue;
      }
      await page.getByRole('button', { name: 'Pesca dal mazzo' }).click();
      await page.getByText('Tocca a te: cala, attacca o scarta').waitFor();
      const labels = await handCards(page).evaluateAll((cards) =>
        cards.map((card) => card.getAttribute('aria-label') ?? ''),
      );
      const meld = naturalMeld(labels);
      if (meld) {
        for (const index of meld) await handCards(page).nth(index).click();
        await page.getByRole('button', { name: 'Aggiungi 3 carte' }).click();
        const staging = page.getByRole('region', { name: 'Giochi da calare' });
        await expect(staging.getByText(/, \d+ punti$/).textContent()).resolves.toMatch(
          /^(scala|combinazione), \d+ punti$/,
        );
        const ownLine = page
          .getByTestId('melds')
          .locator('.meld-group')
          .filter({ has: page.getByRole('heading', { name: new RegExp(name) }) });
        const before = await ownLine.locator('.meld').count();
        const lay = staging.getByRole('button', { name: 'Cala' });
        if (!(await lay.isEnabled())) {
          // The pick sees only the hand: the partner may hold a combination of that rank
          // (BUR-CH art. 39), or the meld would leave no card to discard. The button says why.
          await expect(staging.locator('.why-not').textContent()).resolves.toMatch(/\S/);
          await staging.getByRole('button', { name: 'Rimetti in mano' }).click();
          await playDiscard(page);
          continue;
        }
        await lay.click();
        await expect
          .poll(() => ownLine.locator('.meld').count(), { timeout: 10_000 })
          .toBe(before + 1);
        // Emptied, the staging area gives its room back to the table.
        await staging.waitFor({ state: 'hidden' });
        melded = true;
      }
      await playDiscard(page);
    }
    expect(melded).toBe(true);
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
      const { context, page } = await openPage(suite.browser, slow.url, DESKTOP);
      const table = await guestAtQuickTable(page, 'scala40', 'Cleo');
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

  it('says why the discard pile cannot be taken when it is tapped after drawing (S40-CdG art. 6)', async () => {
    const { context, page, pageErrors } = await openPage(suite.browser, suite.web.url, DESKTOP);
    const table = await guestAtQuickTable(page, 'scala40', 'Elio', 'fisca-gara');
    await page.goto(`/tables/${table}`);
    await awaitTurn(page);
    await page.getByRole('button', { name: 'Pesca dal mazzo' }).click();
    await page.getByText('Tocca a te: cala, attacca o scarta').waitFor();
    // The pile is still there to tap; the engine says why it may not be taken now.
    await page.getByTestId('discard-pile').locator('.discard-cards').click();
    await page
      .getByTestId('take-refusal')
      .getByText('Non puoi raccogliere lo scarto: hai già pescato in questo turno (S40-CdG art. 6)')
      .waitFor();
    await playDiscard(page);
    expect(pageErrors).toEqual([]);
    await context.close();
  }, 120_000);

  it('keeps the table on screen through a dropped connection and resumes where it was', async () => {
    const { context, page, pageErrors } = await openPage(suite.browser, suite.web.url, PHONE);
    const link = await relay(page);
    const table = await guestAtQuickTable(page, 'scala40', 'Dino');
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
