/**
 * A bridge match opened from the lobby's form, in a real browser: a guest chooses bridge in
 * "Crea un tavolo" (the Laws of 2017, four places, the boards of the match, a limit for each call
 * and card, the last trick reviewable during play) with three bots, sees his time run on the table, plays, and claims every trick left with a statement (LAW 68 (2017)). The
 * bots answer: they accept (LAW 69A) or dispute, and then, the table having no director of its
 * own, the claim is void and play goes on (LAW 68D (2017), `BoardOptions.director`). Either
 * way the board is scored, and the lobby lists the table under its profile and boards.
 */
import { describe, expect, it } from 'vitest';
import { createTable, enterAsGuest, lobbyEntry } from './players.js';
import { webSuite } from './suite.js';
import { SCREENS, openPage } from './support.js';
import { awaitPlayer, phaseOf, playFirstCard, playToClaim } from './bridge-steps.js';

const suite = webSuite({ botDelayMs: 0 });

describe('bridge from the lobby', () => {
  it('opens a table of four with its boards and a clock; a claim is answered by the bots and the board scored', async () => {
    const { context, page, pageErrors } = await openPage(
      suite.browser,
      suite.web.url,
      SCREENS.laptop,
    );
    await enterAsGuest(page, 'Bianca');
    await page.goto('/');
    const panel = page.locator('details.create-panel');
    if ((await panel.getAttribute('open')) === null) await panel.locator('summary').click();
    const form = panel.locator('form[name="create-table"]');
    await form.locator('select[name="game"]').selectOption('bridge');
    // One profile, four places, the engine's 4 boards first; a clock of one limit per call and card.
    await expect
      .poll(() => form.locator('select[name="profile"] option').allTextContents())
      .toEqual(['Leggi del bridge duplicato 2017']);
    expect(await form.locator('select[name="seat-count"] option').allTextContents()).toEqual(['4']);
    expect(await form.locator('select[name="hands"]').inputValue()).toBe('4');
    await form.locator('select[name="clock"]').selectOption('per-turn');
    expect(await form.locator('input[name="choiceSeconds"]').count()).toBe(0);
    expect(await form.getByLabel('Secondi per ogni chiamata o carta').count()).toBe(1);

    const id = await createTable(page, 'bridge', {
      hands: 4,
      seats: ['human', 'esperto', 'esperto', 'esperto'],
      perTurn: { turnSeconds: 120, finishSeconds: 10 },
      reviewLastTrick: true,
    });
    await page.getByTestId('bridge-table').waitFor();
    // Whoever is to act has his time shown, counting down from the server's deadline.
    await page.getByTestId('bridge-clock').waitFor();
    expect(await page.getByTestId('bridge-clock').textContent()).toMatch(/^tempo di .+: \d:\d\d/);
    await page.getByTestId('bridge-match').filter({ hasText: 'Board 1 di 4' }).waitFor();

    let answered = '';
    // The table lets the last trick be reviewed during play (LAW 66, online rules): before his
    // claim, a trick being quitted, the player looks at it, to himself alone. On a phone the
    // claim's form then takes the short side panel: the review is put away and the form's
    // button is in sight without scrolling.
    const claimed = await playToClaim(page, 'Le prese restanti sono mie', 2, async () => {
      await page.setViewportSize(SCREENS.portrait);
      await page.getByRole('button', { name: "L'ultima presa", exact: true }).click();
      const shown = page.getByTestId('bridge-review');
      await shown.waitFor();
      expect(await shown.textContent()).toMatch(/Presa \d+/);
      await page.getByRole('button', { name: 'Reclamo…' }).click();
      expect(await shown.count()).toBe(0);
      await page.waitForTimeout(300);
      const side = await page.locator('.bridge-side').boundingBox();
      const send = await page.getByRole('button', { name: 'Reclama tutte le prese' }).boundingBox();
      expect(
        side && send && send.y >= side.y - 1 && send.y + send.height <= side.y + side.height + 1,
      ).toBe(true);
      await page.getByRole('button', { name: 'Annulla' }).click();
      await page.setViewportSize(SCREENS.laptop);
    });
    expect(claimed).toBeGreaterThan(0);

    // The bots answer at once: a void claim says so, and play goes on; an accepted one ends
    // the board with its result.
    await page
      .locator('[data-testid="bridge-no-director"], [data-testid="bridge-result"]')
      .first()
      .waitFor({ timeout: 30_000 });
    if ((await page.getByTestId('bridge-no-director').count()) > 0) {
      answered = 'disputed';
      expect(await page.getByTestId('bridge-no-director').textContent()).toContain(
        'Senza arbitro al tavolo il reclamo decade e il gioco continua (LAW 68D (2017))',
      );
      expect(await page.getByTestId('bridge-director').count()).toBe(0);
    } else answered = 'accepted';
    // Played out (after a void claim) or not, the board is scored and the match goes on.
    const scored = page.getByTestId('bridge-match').filter({ hasText: `board ${claimed}: NS` });
    for (let step = 0; step < 300 && (await scored.count()) === 0; step++) {
      await awaitPlayer(page).catch(() => undefined);
      if ((await scored.count()) > 0) break;
      const yours = (await page.getByTestId('bridge-turn').getAttribute('class'))?.includes(
        'yours',
      );
      const agree = page
        .getByTestId('bridge-agreement')
        .getByRole('button', { name: "D'accordo", exact: true });
      if ((await agree.count()) > 0) await agree.click().catch(() => undefined);
      else if ((await phaseOf(page)) === 'play' && yours) await playFirstCard(page);
      await page.waitForTimeout(100);
    }
    await scored.waitFor({ timeout: 30_000 });
    expect(['disputed', 'accepted']).toContain(answered);

    // The lobby lists the table with the profile and the boards in words.
    const entry = await lobbyEntry(page, id);
    expect(await entry.textContent()).toContain('Leggi del bridge duplicato 2017 · 4 board');
    expect(pageErrors).toEqual([]);
    await context.close();
  }, 300_000);
});
