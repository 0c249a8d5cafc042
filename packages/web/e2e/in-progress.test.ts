/**
 * Coming back to a game in progress: a guest who plays the bots and goes elsewhere finds a banner
 * on every page and the game among the lobby's matches being played, one click from the table;
 * and the browser's tab says when it is the player's turn.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './axe.js';
import { quickPlay, waitForUser } from './players.js';
import { webSuite } from './suite.js';
import { PHONE, openPage } from './support.js';
import { awaitTurn, playTurn } from './table-steps.js';

// The bots wait a second before each move, so that the tab is seen between two turns.
const suite = webSuite({ botDelayMs: 1000 });

const banner = (page: Page) => page.getByRole('complementary', { name: 'Partita in corso' });
const inProgressEntry = (page: Page, id: string) =>
  page.locator(`li.in-progress-item[data-in-progress="${id}"]`);
const iconOf = (page: Page) => page.locator('link[rel~="icon"]').getAttribute('href');

describe('a game in progress', () => {
  it('is one click away from the lobby, by the banner and by its entry among the matches being played', async () => {
    const { context, page, pageErrors } = await openPage(suite.browser, suite.web.url);
    const id = await quickPlay(page, 'scala40', { players: 2, bot: 'principiante' });
    await waitForUser(page);
    await page.getByRole('link', { name: 'Tavoli', exact: true }).click();
    await page.waitForURL(/\/$/);

    await banner(page).waitFor();
    // In progress, or paused once the bots' move finds nobody at the table.
    await expect(banner(page).textContent()).resolves.toMatch(
      /^Hai una partita (in corso|in pausa): Scala 40 · /,
    );
    const entry = inProgressEntry(page, id);
    await entry.waitFor();
    // The player's own match comes first, marked, with its bots' pace.
    await expect(
      page.locator('li.in-progress-item').first().getAttribute('data-in-progress'),
    ).resolves.toBe(id);
    await expect(entry.textContent()).resolves.toContain('La tua partita');
    await expect(entry.textContent()).resolves.toContain('Ritmo dei bot: normale');
    // The banner and the list pass axe (WCAG 2.1 AA), as the lobby does without them.
    expect(await seriousViolations(page)).toEqual([]);

    await banner(page).getByRole('link', { name: 'Riprendi la partita' }).click();
    await page.waitForURL(new RegExp(`/tables/${id}$`));
    // Not on the table's own page.
    await page.getByTestId('turn').waitFor();
    await banner(page).waitFor({ state: 'detached' });

    await page.getByRole('link', { name: 'Tavoli', exact: true }).click();
    await inProgressEntry(page, id).getByRole('link', { name: 'Riprendi' }).click();
    await page.waitForURL(new RegExp(`/tables/${id}$`));
    await page.getByTestId('turn').waitFor();
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('is followed by its banner on every page, and is watched by someone else from the lobby', async () => {
    const player = await openPage(suite.browser, suite.web.url, PHONE);
    const id = await quickPlay(player.page, 'burraco', { players: 2, bot: 'principiante' });
    await waitForUser(player.page);
    await player.page.getByRole('link', { name: 'Tornei' }).click();
    await banner(player.page).getByRole('link', { name: 'Riprendi la partita' }).waitFor();
    await expect(
      banner(player.page).getByRole('link', { name: 'Riprendi la partita' }).getAttribute('href'),
    ).resolves.toBe(`/tables/${id}`);
    expect(await seriousViolations(player.page)).toEqual([]);

    // Someone with no session sees no banner, and the match among those being played, to watch.
    const watcher = await openPage(suite.browser, suite.web.url);
    await watcher.page.goto('/');
    const entry = inProgressEntry(watcher.page, id);
    await entry.waitFor();
    await expect(entry.textContent()).resolves.not.toContain('La tua partita');
    await expect(banner(watcher.page).count()).resolves.toBe(0);
    await entry.getByRole('link', { name: 'Guarda' }).click();
    await watcher.page.waitForURL(new RegExp(`/tables/${id}\\?watch=1$`));
    await player.context.close();
    await watcher.context.close();
  });
});

describe("the tab on the player's turn", () => {
  it('says so in the title and the icon, and no more once the turn is played or the table left', async () => {
    const { context, page, pageErrors } = await openPage(suite.browser, suite.web.url);
    await page.goto('/');
    const pageIcon = await iconOf(page);
    expect(await page.title()).toBe('Tavolo');
    await quickPlay(page, 'scala40', { players: 2, bot: 'principiante' });
    expect(await awaitTurn(page)).toBe(true);
    await page.waitForFunction("document.title === '● Tocca a te — Tavolo'");
    expect(await iconOf(page)).toMatch(/^data:image\/svg\+xml,.*%3Ccircle/);

    // The bot's turn: the tab is as before.
    await playTurn(page);
    await page.waitForFunction("document.title === 'Tavolo'");
    expect(await iconOf(page)).toBe(pageIcon);

    // The turn again, then the table left for another page.
    expect(await awaitTurn(page)).toBe(true);
    await page.waitForFunction("document.title === '● Tocca a te — Tavolo'");
    await page.getByRole('link', { name: 'Tavoli', exact: true }).click();
    await page.waitForURL(/\/$/);
    // The table goes when the lobby's page has loaded and replaced it, a moment after the URL.
    await page.getByRole('heading', { name: 'Tavoli', level: 1 }).waitFor();
    expect(await page.title()).toBe('Tavolo');
    expect(await iconOf(page)).toBe(pageIcon);
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
