/**
 * Every page of the web client checked by axe-core (WCAG 2.1 A and AA) as a person meets it: the
 * lobby, the login and account pages, a table waiting for players, a Scala 40 and a Burraco
 * table in play, the count at the end of a hand, its replay, the offline game against the bots,
 * the events list, an event's public page and a player's history, the director's home and
 * console, and a page that does not exist.
 * None may show a violation of serious or critical impact (contrast below 4.5:1 among them).
 * At the table, a turn is played from the keyboard alone and the turn is a live region.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './axe.js';
import { createTable, enterAsGuest } from './players.js';
import { webSuite } from './suite.js';
import { DESKTOP, PHONE, openPage } from './support.js';
import { awaitTurn, handCards, playHand } from './table-steps.js';

const suite = webSuite({ botDelayMs: 0 });

/** Goes to `path`, waits for `ready` and checks the page; the violations found, by page. */
const visit = async (page: Page, path: string | null, ready: string): Promise<string[]> => {
  if (path !== null) await page.goto(path);
  await page.locator(ready).first().waitFor();
  return (await seriousViolations(page)).map((v) => `${path ?? page.url()}: ${v}`);
};

/** No violation found and no page error; then the browser profile is closed. */
const finish = async (
  found: readonly string[],
  { context, pageErrors }: Awaited<ReturnType<typeof openPage>>,
) => {
  expect(found).toEqual([]);
  expect(pageErrors).toEqual([]);
  await context.close();
};

/** A guest at a quick-play table against bots, on the guest's turn; the table's id. */
const onTurn = async (page: Page, name: string, game: 'scala40' | 'burraco', profile: string) => {
  await enterAsGuest(page, name);
  const answer = await page.request.post('/api/quick-play', { data: { game, profile } });
  expect(answer.status()).toBe(201);
  const table = ((await answer.json()) as { id: string }).id;
  await page.goto(`/tables/${table}`);
  await awaitTurn(page);
  return table;
};

/** Waits until the focus is on a card of the hand. */
const focusOnHand = (page: Page) =>
  page.locator('[data-testid="hand"] [data-testid="hand-card"]:focus').waitFor();

/**
 * A turn from the keyboard alone, in the keys docs/web.md lists: P draws, Enter chooses a card,
 * S discards it; the focus is back on the hand after each action.
 */
const playTurnWithKeys = async (page: Page) => {
  await handCards(page).first().focus();
  await page.keyboard.press('p');
  await page.getByText('Tocca a te: cala, attacca o scarta').waitFor();
  await focusOnHand(page);
  const discard = page.getByRole('button', { name: /^Scarta( e chiudi)?$/ });
  expect(await discard.getAttribute('aria-keyshortcuts')).toBe('S');
  for (let i = 0; i < 14; i++) {
    await page.keyboard.press('Enter');
    if (await discard.isEnabled()) {
      const before = await handCards(page).count();
      await page.keyboard.press('s');
      // The card is gone from the hand: the last place of the hand is empty.
      await handCards(page)
        .nth(before - 1)
        .waitFor({ state: 'detached' });
      await focusOnHand(page);
      return;
    }
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowRight');
  }
  throw new Error('no card could be discarded from the keyboard');
};

describe('the accessibility of every page (axe-core, WCAG 2.1 AA)', () => {
  it('the director: home, a new event, its console, its public page and the events list', async () => {
    const opened = await openPage(suite.browser, suite.web.url, DESKTOP);
    const { page } = opened;
    // The first account of a new database is the administrator, who directs events.
    const admin = await page.request.post('/api/auth/register', {
      data: { name: 'Arbitra', password: 'carte-in-tavola' },
    });
    expect(admin.ok()).toBe(true);
    const found = [...(await visit(page, '/director', 'form'))];
    await page.getByLabel('Nome').fill('Coppa axe');
    await page.getByRole('button', { name: 'Crea il torneo' }).click();
    await page.waitForURL('**/director/events/coppa-axe');
    const register = page.getByTestId('register');
    for (const pair of [
      ['Anna Neri', 'Bruno Bianchi'],
      ['Carla Verdi', 'Dino Rossi'],
    ]) {
      for (const [n, name] of pair.entries()) {
        const [given = '', surname = ''] = name.split(' ');
        const player = register.getByRole('group', { name: `Giocatore ${n + 1}` });
        await player.getByLabel('Cognome', { exact: true }).fill(surname);
        await player.getByLabel('Nome', { exact: true }).fill(given);
      }
      await register.getByRole('button', { name: 'Iscrivi' }).click();
      await page.getByTestId('entrants').getByText(pair.join(' - ')).waitFor();
    }
    await page.getByRole('button', { name: 'Forma il primo turno' }).click();
    found.push(...(await visit(page, null, '[data-testid="entry-1"]')));
    found.push(...(await visit(page, '/events', 'main a[href="/events/coppa-axe"]')));
    found.push(...(await visit(page, '/events/coppa-axe', '[data-testid="round-1"]')));
    found.push(...(await visit(page, '/events/coppa-axe/entrants/E1', 'main h1')));
    await finish(found, opened);
  }, 240_000);

  it('the lobby, the login pages, the offline game and a page that does not exist', async () => {
    const opened = await openPage(suite.browser, suite.web.url, PHONE);
    const { page } = opened;
    const found = [
      ...(await visit(page, '/', 'form[name="quick-play"]')),
      ...(await visit(page, '/login?mode=login', 'form[name="login"]')),
      ...(await visit(page, '/login?mode=register', 'form[name="register"]')),
      ...(await visit(page, '/login?mode=guest', 'form[name="guest"]')),
      ...(await visit(page, '/no-such-page', 'main h1')),
      // The offline game: its choice, then its table against the bots.
      ...(await visit(page, '/offline', 'main h1')),
    ];
    await page.getByRole('button', { name: 'Nuova partita a Scala 40' }).click();
    found.push(...(await visit(page, null, '[data-testid="hand"]')));
    await finish(found, opened);
  }, 240_000);

  it("a guest's games, a table waiting for a second person, and the lobby that lists it", async () => {
    const opened = await openPage(suite.browser, suite.web.url, PHONE);
    const { page } = opened;
    const found: string[] = [];
    await enterAsGuest(page, 'Ada');
    found.push(...(await visit(page, '/me/games', 'main h1')));
    // A table waiting for a second person.
    await createTable(page, 'scala40', { seats: ['human', 'human'] });
    found.push(...(await visit(page, null, '[data-testid="waiting"]')));
    found.push(...(await visit(page, '/', 'li.table-item')));
    await finish(found, opened);
  }, 240_000);

  it('a Burraco table in play, on a phone', async () => {
    const opened = await openPage(suite.browser, suite.web.url, PHONE);
    const { page } = opened;
    await onTurn(page, 'Bea', 'burraco', 'fibur');
    await finish(await visit(page, null, '[data-testid="hand"]'), opened);
  }, 240_000);

  it('a Scala 40 table in play, its count at the end of the hand, and the replay', async () => {
    const opened = await openPage(suite.browser, suite.web.url, DESKTOP);
    const { page } = opened;
    const table = await onTurn(page, 'Carlo', 'scala40', 'fisca-gara');
    await expect(handCards(page).count()).resolves.toBe(13);
    const found = [...(await visit(page, null, '[data-testid="hand"]'))];
    // Whose turn it is is a live region, read out as it changes.
    const turn = page.getByTestId('turn');
    expect(await turn.getAttribute('role')).toBe('status');
    expect(await turn.textContent()).toContain('Tocca a te');
    await playTurnWithKeys(page);
    await playHand(page);
    found.push(...(await visit(page, null, '[data-testid="hand-over"]')));
    const replay = page.getByTestId('hand-over').locator(`a[href^="/tables/${table}/hands/"]`);
    await replay.first().click();
    found.push(...(await visit(page, null, '.replay-counter')));
    await finish(found, opened);
  }, 240_000);
});
