/**
 * A disputed claim ruled by the table's director, in real browsers against the real server: the
 * director (who opened the table and does not sit at it) directs it; Ada plays North against
 * three bots and claims every trick left with a statement (LAW 68 (2017)); when a bot disputes,
 * the board waits for the director (LAW 68D, 70 (2017)), who sees the claim and every hand on
 * the director's page and rules the tricks within the Law's bounds with a note; the board is
 * scored with the ruling and the match goes on. A claim the bots accept ends its board, and Ada
 * claims again on the next.
 */
import { describe, expect, it } from 'vitest';
import { playToClaim } from './bridge-steps.js';
import { webSuite } from './suite.js';
import { DESKTOP, openPage } from './support.js';

const suite = webSuite({ botDelayMs: 0 });

const guestPage = async (name: string) => {
  const opened = await openPage(suite.browser, suite.web.url, DESKTOP);
  const answer = await opened.page.request.post('/api/auth/guest', { data: { name } });
  expect(answer.ok(), await answer.text()).toBe(true);
  return opened;
};

describe('the director of a bridge table', () => {
  it('LAW 70 (2017): a disputed claim waits for the director, who rules the tricks from his page', async () => {
    const director = await guestPage('Arbitro');
    const created = await director.page.request.post('/api/tables', {
      data: {
        game: 'bridge',
        profile: 'laws-2017',
        seats: [{ kind: 'human' }, ...[1, 2, 3].map(() => ({ kind: 'bot', bot: 'esperto' }))],
        timeControl: { kind: 'none' },
        graceSeconds: 60,
        hands: 4,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const table = ((await created.json()) as { readonly id: string }).id;
    const ada = await guestPage('Ada');
    expect((await ada.page.request.post(`/api/tables/${table}/join`, { data: {} })).ok()).toBe(
      true,
    );
    const { page } = ada;
    await page.goto(`/tables/${table}`);
    await page.getByTestId('bridge-table').waitFor();

    const desk = director.page;
    await desk.goto(`/tables/${table}/director`);
    await desk.getByTestId('bridge-director-panel').waitFor();
    // The director sees every hand.
    for (const seat of [0, 1, 2, 3])
      expect(await desk.getByTestId(`director-hand-${seat}`).innerText()).toMatch(/[AKQJ2-9]/);

    let ruled = 0;
    for (let tries = 0; tries < 4 && ruled === 0; tries++) {
      const board = await playToClaim(page, 'Le prese restanti sono tutte mie');
      await page
        .locator('[data-testid="bridge-director"], [data-testid="bridge-result"]')
        .first()
        .waitFor({ timeout: 30_000 });
      if ((await page.getByTestId('bridge-director').count()) === 0) continue;
      // Disputed: the board waits for the director (LAW 68D, 70 (2017)).
      expect(await page.getByTestId('bridge-director').textContent()).toContain(
        "è chiamato l'arbitro",
      );
      const form = desk.getByTestId('bridge-ruling-form');
      await form.waitFor();
      expect(await desk.getByTestId('bridge-director-claim').textContent()).toContain(
        'Le prese restanti sono tutte mie',
      );
      // The choices run from the tricks won so far to those plus every trick claimed.
      const options = await form.locator('select[name="declarer-tricks"] option').allTextContents();
      expect(options.length).toBeGreaterThan(1);
      const low = Number(options[0]);
      expect(options.map(Number)).toEqual(options.map((_, i) => low + i));
      await form.locator('select[name="declarer-tricks"]').selectOption(String(low));
      await form.getByLabel('Motivazione per i giocatori').fill('La linea non era chiara');
      await form.getByRole('button', { name: 'Decidi' }).click();
      await form.waitFor({ state: 'detached' });
      // The board is scored with the ruling and the match goes on.
      await page
        .getByTestId('bridge-match')
        .filter({ hasText: `board ${board}: NS` })
        .waitFor({ timeout: 30_000 });
      ruled = board;
    }
    expect(ruled).toBeGreaterThan(0);

    // The board's text export says who ruled, and on what.
    const replay = `/api/tables/${table}/hands/${ruled}/replay?format=text&lang=it`;
    let text = '';
    for (let i = 0; i < 100 && !text.includes("L'arbitro assegna"); i++) {
      const answer = await page.request.get(replay);
      text = answer.ok() ? await answer.text() : '';
      if (!text.includes("L'arbitro assegna")) await page.waitForTimeout(100);
    }
    expect(text).toContain("L'arbitro assegna");
    for (const opened of [director, ada]) {
      expect(opened.pageErrors).toEqual([]);
      await opened.context.close();
    }
  }, 300_000);
});
