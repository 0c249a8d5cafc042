import { describe, expect, it } from 'vitest';
import { webSuite } from './suite.js';
import {
  createTable,
  enterAsGuest,
  lobbyEntry,
  logIn,
  logOut,
  quickPlay,
  register,
  submitLogin,
  tableIdOf,
  waitForUser,
} from './players.js';
import { PHONE, openPage } from './support.js';

const suite = webSuite({ botDelayMs: 0 });

describe('accounts', () => {
  it('signs up, logs out, logs in again, and says why a wrong password is refused', async () => {
    const { context, page, pageErrors } = await openPage(suite.browser, suite.web.url);
    await register(page, 'Lucia', 'segreto-lungo');
    expect(new URL(page.url()).pathname).toBe('/');
    await logOut(page);
    await submitLogin(page, 'Lucia', 'sbagliata!');
    await expect(page.getByRole('alert').textContent()).resolves.toBe('nome o password sbagliati');
    await logIn(page, 'Lucia', 'segreto-lungo');
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('explains the name and password rules before sending, and returns to the page asked for', async () => {
    const { context, page } = await openPage(suite.browser, suite.web.url);
    await page.goto('/login?mode=register&next=%2Fme%2Fgames');
    const form = page.locator('form[name="register"]');
    await form.locator('input[name="name"]').fill('_x');
    await form.locator('input[name="password"]').fill('corta');
    await form.locator('button[type="submit"]').click();
    await expect(form.textContent()).resolves.toContain('Il nome comincia con una lettera');
    await expect(form.textContent()).resolves.toContain('almeno 8 caratteri');
    await form.locator('input[name="name"]').fill('Marco');
    await form.locator('input[name="password"]').fill('segreto-lungo');
    await form.locator('input[name="confirm"]').fill('segreto-lungo');
    await form.locator('button[type="submit"]').click();
    await page.waitForURL(/\/me\/games$/);
    await page.getByRole('heading', { name: 'Le mie partite' }).waitFor();
    await context.close();
  });

  it('enters as a guest from the lobby, with no account', async () => {
    const { context, page } = await openPage(suite.browser, suite.web.url, PHONE);
    await page.goto('/');
    const guest = page.locator('form[name="guest"]');
    await guest.getByLabel('Nome da ospite (facoltativo)').fill('Ospite Uno');
    await guest.getByRole('button', { name: 'Gioca come ospite' }).click();
    await expect(page.getByTestId('user-name').textContent()).resolves.toBe('Ospite Uno (ospite)');
    await context.close();
  });
});

describe('the lobby', () => {
  it('creates a table with one person and bots, which my games then lists', async () => {
    const { context, page } = await openPage(suite.browser, suite.web.url);
    await enterAsGuest(page, 'Carla');
    const id = await createTable(page, 'burraco', {
      profile: 'fibur',
      seats: ['human', 'esperto', 'campione', 'principiante'],
    });
    // The list names each bot's level (issue 20).
    const entry = await lobbyEntry(page, id, 'playing');
    for (const bot of ['Robot 2 (Esperto)', 'Robot 3 (Campione)', 'Robot 4 (Principiante)'])
      await expect(entry.textContent()).resolves.toContain(bot);
    await page.goto('/me/games');
    const row = page.locator(`tr[data-table="${id}"]`);
    await row.waitFor();
    await expect(row.textContent()).resolves.toContain('FIBUR tradizionale');
    await row.getByRole('link', { name: 'Apri il tavolo' }).click();
    await page.waitForURL(new RegExp(`/tables/${id}$`));
    await context.close();
  });

  it('lets another player take the free place of a waiting table, of the hands its creator set', async () => {
    const host = await openPage(suite.browser, suite.web.url);
    await enterAsGuest(host.page, 'Dario');
    const id = await createTable(host.page, 'scala40', {
      profile: 'fisca-gara',
      hands: 2,
      seats: ['human', 'human', 'esperto'],
    });
    const guest = await openPage(suite.browser, suite.web.url, PHONE);
    await enterAsGuest(guest.page, 'Elena');
    const entry = await lobbyEntry(guest.page, id, 'waiting');
    await expect(entry.textContent()).resolves.toContain('1 posto libero');
    await expect(entry.textContent()).resolves.toContain('2 mani');
    await entry.getByRole('button', { name: 'Siediti' }).click();
    await guest.page.waitForURL(new RegExp(`/tables/${id}$`));
    const started = await lobbyEntry(guest.page, id, 'playing');
    await expect(started.textContent()).resolves.toContain('Elena (tu)');
    await host.context.close();
    await guest.context.close();
  });

  it('quick play lands on a table that someone else sees in the lobby and can watch', async () => {
    const player = await openPage(suite.browser, suite.web.url);
    const id = await quickPlay(player.page, 'scala40', { players: 3, bot: 'campione' });
    await waitForUser(player.page);
    const watcher = await openPage(suite.browser, suite.web.url, PHONE);
    const entry = await lobbyEntry(watcher.page, id, 'playing');
    await expect(entry.textContent()).resolves.toContain('Scala 40 a 101 (FISCA di circolo)');
    await expect(entry.textContent()).resolves.toContain('Robot 3 (Campione)');
    await entry.getByRole('link', { name: 'Guarda' }).click();
    await watcher.page.waitForURL(new RegExp(`/tables/${id}\\?watch=1$`));
    expect(tableIdOf(watcher.page.url())).toBe(id);
    await player.page.goto('/me/games');
    await player.page.locator(`tr[data-table="${id}"]`).waitFor();
    await player.context.close();
    await watcher.context.close();
  });

  it('speaks English once chosen', async () => {
    const { context, page } = await openPage(suite.browser, suite.web.url);
    await page.goto('/');
    await page.getByLabel('Lingua').selectOption('en');
    await page.getByRole('heading', { name: 'Play bots now' }).waitFor();
    await page.getByRole('button', { name: 'Play as a guest' }).waitFor();
    await expect(page.getByLabel('Status').inputValue()).resolves.toBe('waiting');
    await context.close();
  });

  it('fits a 360-pixel phone without sideways scrolling', async () => {
    const { context, page } = await openPage(suite.browser, suite.web.url, PHONE);
    await enterAsGuest(page, 'Franca');
    await page.goto('/?phase=all');
    await page.locator('li.table-item').first().waitFor();
    await page.locator('details.create-panel summary').click();
    const width = await page.evaluate<number>('document.documentElement.scrollWidth');
    expect(width).toBeLessThanOrEqual(PHONE.width);
    await context.close();
  });
});
