/**
 * The player's steps through the real page, shared by the end-to-end tests: entering (guest,
 * sign-up, login), leaving, quick play and a new table. They find the forms by their names and
 * fields, not by their words, so that they work in either language.
 */
import type { BotLevel } from '@tavolo/protocol';
import type { Page } from 'playwright-core';

export type Game = 'scala40' | 'burraco' | 'bridge';
export type SeatChoice = 'human' | BotLevel;

/** The table id in a table page's address (`/tables/:id`, with or without a query). */
export const tableIdOf = (url: string): string => {
  const [, tables, id] = new URL(url).pathname.split('/');
  if (tables !== 'tables' || id === undefined || id === '') throw new Error(`not a table: ${url}`);
  return id;
};

const TABLE_PAGE = /\/tables\/[A-Za-z0-9_-]+(\?.*)?$/;

/** Waits until the top bar shows someone logged in (under `name`, when given). */
export const waitForUser = async (page: Page, name?: string): Promise<void> => {
  const user = page.getByTestId('user-name');
  await (name === undefined ? user : user.filter({ hasText: name })).waitFor();
};

export const enterAsGuest = async (page: Page, name?: string): Promise<void> => {
  await page.goto('/login?mode=guest');
  const form = page.locator('form[name="guest"]');
  if (name !== undefined) await form.locator('input[name="name"]').fill(name);
  await form.locator('button[type="submit"]').click();
  await waitForUser(page, name);
};

export const register = async (page: Page, name: string, password: string): Promise<void> => {
  await page.goto('/login?mode=register');
  const form = page.locator('form[name="register"]');
  await form.locator('input[name="name"]').fill(name);
  await form.locator('input[name="password"]').fill(password);
  await form.locator('input[name="confirm"]').fill(password);
  await form.locator('button[type="submit"]').click();
  await waitForUser(page, name);
};

/** Fills and sends the login form; the caller checks the outcome (a refusal is a case too). */
export const submitLogin = async (page: Page, name: string, password: string): Promise<void> => {
  await page.goto('/login?mode=login');
  const form = page.locator('form[name="login"]');
  await form.locator('input[name="name"]').fill(name);
  await form.locator('input[name="password"]').fill(password);
  await form.locator('button[type="submit"]').click();
};

export const logIn = async (page: Page, name: string, password: string): Promise<void> => {
  await submitLogin(page, name, password);
  await waitForUser(page, name);
};

export const logOut = async (page: Page): Promise<void> => {
  await page.locator('.topbar .account button').click();
  await page.getByTestId('user-name').waitFor({ state: 'detached' });
};

export interface QuickPlayOptions {
  readonly profile?: string;
  /** Players at the table, the caller included. */
  readonly players?: number;
  /** The level of every bot (the form's default, Esperto, when left out). */
  readonly bot?: BotLevel;
}

/** Quick play from the lobby (as a guest when nobody is logged in); the new table's id. */
export const quickPlay = async (
  page: Page,
  game: Game,
  options: QuickPlayOptions = {},
): Promise<string> => {
  await page.goto('/');
  const form = page.locator('form[name="quick-play"]');
  await form.locator('select[name="game"]').selectOption(game);
  if (options.profile !== undefined)
    await form.locator('select[name="profile"]').selectOption(options.profile);
  if (options.players !== undefined)
    await form.locator('select[name="players"]').selectOption(String(options.players));
  if (options.bot !== undefined)
    for (const select of await form.locator('select[name^="bot-"]').all())
      await select.selectOption(options.bot);
  await form.locator('button[type="submit"]').click();
  await page.waitForURL(TABLE_PAGE);
  return tableIdOf(page.url());
};

export interface NewTable {
  readonly profile?: string;
  /** The hands the match lasts, where the profile offers a choice. */
  readonly hands?: number;
  /** Who sits at each place, the creator taking the first place for a person. */
  readonly seats: readonly SeatChoice[];
  /** A per-turn clock: the seconds typed in each of its fields (the others left as they are). */
  readonly perTurn?: Readonly<
    Partial<Record<'choiceSeconds' | 'turnSeconds' | 'finishSeconds', number>>
  >;
  /** Bridge: tick "the last trick may be reviewed during play" (LAW 66). */
  readonly reviewLastTrick?: boolean;
}

/** A table made with the lobby's form; the creator sits down and lands on it. Its id. */
export const createTable = async (page: Page, game: Game, table: NewTable): Promise<string> => {
  await page.goto('/');
  const panel = page.locator('details.create-panel');
  if ((await panel.getAttribute('open')) === null) await panel.locator('summary').click();
  const form = panel.locator('form[name="create-table"]');
  await form.locator('select[name="game"]').selectOption(game);
  if (table.profile !== undefined)
    await form.locator('select[name="profile"]').selectOption(table.profile);
  if (table.hands !== undefined)
    await form.locator('select[name="hands"]').selectOption(String(table.hands));
  await form.locator('select[name="seat-count"]').selectOption(String(table.seats.length));
  for (const [index, seat] of table.seats.entries())
    await form.locator(`select[name="seat-${index}"]`).selectOption(seat);
  if (table.perTurn !== undefined) {
    await form.locator('select[name="clock"]').selectOption('per-turn');
    for (const [field, seconds] of Object.entries(table.perTurn))
      await form.locator(`input[name="${field}"]`).fill(String(seconds));
  }
  if (table.reviewLastTrick === true) await form.locator('input[name="review-last-trick"]').check();
  await form.locator('button[type="submit"]').click();
  await page.waitForURL(TABLE_PAGE);
  return tableIdOf(page.url());
};

/** The lobby's entry for a table, once the list shows it. */
export const lobbyEntry = async (page: Page, tableId: string, phase = 'all') => {
  await page.goto(`/?phase=${phase}`);
  const entry = page.locator(`li.table-item[data-table="${tableId}"]`);
  await entry.waitFor();
  return entry;
};

/**
 * Straight through the API, for tests about the table rather than the lobby: a guest session
 * named `name` in the page's browser profile, and a quick-play table against bots; its id.
 */
export const guestAtQuickTable = async (
  page: Page,
  game: Game,
  name: string,
  profile?: string,
): Promise<string> => {
  const guest = await page.request.post('/api/auth/guest', { data: { name } });
  if (guest.status() !== 201) throw new Error(`guest ${name}: ${guest.status()}`);
  const table = await page.request.post('/api/quick-play', { data: { game, profile } });
  if (table.status() !== 201) throw new Error(`quick play: ${table.status()}`);
  return ((await table.json()) as { id: string }).id;
};
