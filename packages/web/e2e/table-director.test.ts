/**
 * The arbitro at an online table (issue 19) in Chromium against the real server: a player calls
 * from the table, the table's director (who opened it) sees the call on the director's page,
 * pauses the game, finds BUR-CH art. 46 by everyday words and applies its 100-point penalty,
 * then resumes; the player reads the pause, then the ruling with its article and the points.
 */
import { describe, expect, it } from 'vitest';
import { webSuite } from './suite.js';
import { DESKTOP, openPage } from './support.js';

const suite = webSuite();

const guestPage = async (name: string) => {
  const opened = await openPage(suite.browser, suite.web.url, DESKTOP);
  const answer = await opened.page.request.post('/api/auth/guest', { data: { name } });
  expect(answer.ok(), await answer.text()).toBe(true);
  return opened;
};

describe('the arbitro at an online table', () => {
  it('a call, a pause, art. 46 applied and the game resumed, as the player and the director see them', async () => {
    const director = await guestPage('Arbitro');
    const created = await director.page.request.post('/api/tables', {
      data: {
        game: 'burraco',
        profile: 'champion',
        seats: [{ kind: 'human' }, { kind: 'human' }],
        timeControl: { kind: 'none' },
        graceSeconds: 60,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const table = ((await created.json()) as { readonly id: string }).id;
    const ada = await guestPage('Ada');
    const bea = await guestPage('Bea');
    for (const player of [ada, bea]) {
      const joined = await player.page.request.post(`/api/tables/${table}/join`, { data: {} });
      expect(joined.ok()).toBe(true);
      await player.page.goto(`/tables/${table}`);
    }
    const { page } = ada;
    await page.getByTestId('table-screen').waitFor();

    // Ada calls the arbitro, from beside the move log (behind "Mosse" on a narrow window).
    if (!(await page.getByTestId('director-call').isVisible()))
      await page.getByTestId('log-toggle').click();
    await page.getByTestId('director-call').click();
    const form = page.getByTestId('director-call-form');
    await form.locator('select').selectOption('clock');
    await form.locator('textarea').fill("L'avversaria non gioca da due minuti");
    await form.locator('button[type="submit"]').click();
    await page.getByTestId('director-called').waitFor();

    // The director sees the call and every hand, and pauses.
    const desk = director.page;
    // From the lobby: the table's creator, who does not play at it, may direct it.
    await desk.goto('/');
    await desk.locator(`li[data-in-progress="${table}"] [data-testid="direct-table"]`).click();
    await desk.getByTestId('director-page').waitFor();
    expect(await desk.getByTestId('director-calls').innerText()).toContain(
      "L'avversaria non gioca da due minuti",
    );
    await desk.getByTestId('director-hand-0').waitFor();
    await desk.getByTestId('director-hand-1').waitFor();
    await desk.getByTestId('director-pause').click();
    await page.getByTestId('director-paused').waitFor();

    // Art. 46, found by everyday words, against Bea's seat.
    const ruling = desk.getByTestId('ruling-form');
    await ruling.locator('input[type="search"]').fill('orologio tempo scaduto');
    await ruling
      .getByRole('button', { name: /BUR-CH art\. 46 orologio/ })
      .first()
      .click();
    const seat = ruling.locator('select');
    await seat.selectOption({ label: 'Bea' });
    await desk.getByTestId('apply-ruling').click();
    await desk.getByTestId('ruling-applied').waitFor();

    const notice = page.getByTestId('director-ruling');
    await notice.waitFor();
    const text = await notice.innerText();
    expect(text).toContain('BUR-CH art. 46');
    expect(text).toContain('Bea: 100 punti di penalità');
    expect(await page.getByTestId('director-penalties').innerText()).toContain('Bea −100');

    await desk.getByTestId('director-resume').click();
    await page.getByTestId('director-paused').waitFor({ state: 'detached' });
    for (const opened of [director, ada, bea]) {
      expect(opened.pageErrors).toEqual([]);
      await opened.context.close();
    }
  }, 120_000);
});
