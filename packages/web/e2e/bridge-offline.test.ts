/**
 * A bridge board offline, in a real browser: from the offline games' page, the player (South)
 * bids, plays his cards and the dummy's when he declares, claims the rest with a statement
 * (LAW 68), and the board ends with its result and score; the claim stays on show with the
 * statement and the claimer's cards faced (LAW 68C). A board where the player ends up as dummy
 * (who may not claim, LAW 68A) is put away for the next.
 */
import { describe, expect, it } from 'vitest';
import { webSuite } from './suite.js';
import { SCREENS, openPage } from './support.js';
import {
  awaitPlayer,
  bidLowest,
  claimAll,
  pass,
  phaseOf,
  playFirstCard,
  tricksDone,
} from './bridge-steps.js';

const suite = webSuite();
const STATEMENT = 'Incasso le carte alte, poi le vincenti rimaste';

describe('the offline bridge table', () => {
  it('plays a board to its result against three bots, with a claim (LAW 68-69)', async () => {
    const { context, page, pageErrors } = await openPage(
      suite.browser,
      suite.web.url,
      SCREENS.laptop,
    );
    await page.goto('/offline');
    await page.getByRole('button', { name: 'Nuovo board di bridge' }).click();
    await page.getByTestId('bridge-table').waitFor();
    let claimed = false;
    for (let board = 0; board < 6 && !claimed; board++) {
      if (board > 0) await page.getByRole('button', { name: 'Nuovo board' }).click();
      let bid = false;
      for (let step = 0; step < 200; step++) {
        await awaitPlayer(page);
        const phase = await phaseOf(page);
        if (phase === 'ended') break;
        if (phase === 'auction') {
          if (bid) await pass(page);
          else await bidLowest(page);
          bid = true;
        } else if (phase === 'play') {
          const claim = page.getByRole('button', { name: 'Reclamo…' });
          // The dummy may not claim: the board is played on and the next one tried.
          if ((await tricksDone(page)) >= 3 && (await claim.count()) > 0) {
            await claimAll(page, STATEMENT);
            claimed = true;
          } else if (
            (await page.getByTestId('bridge-turn').getAttribute('class'))?.includes('yours')
          )
            await playFirstCard(page);
        } else if (phase === 'agreement')
          await page.getByRole('button', { name: "D'accordo", exact: true }).click();
        await page.waitForTimeout(120);
      }
      if (claimed) break;
    }
    expect(claimed).toBe(true);
    const result = page.getByTestId('bridge-result');
    await result.waitFor({ timeout: 60_000 });
    await expect(result.getByRole('heading').textContent()).resolves.toBe('Board finito');
    await expect(page.getByTestId('bridge-score').textContent()).resolves.toMatch(
      /^Il tuo punteggio: [+-]?\d+/,
    );
    // The claim as the opponents saw it: the statement and the claimer's cards.
    const shown = page.getByTestId('bridge-claim');
    await expect(shown.getByText(STATEMENT).count()).resolves.toBe(1);
    expect(await shown.getByRole('img').count()).toBeGreaterThan(0);
    expect(await shown.textContent()).toMatch(/Tu reclama tutte le \d+ prese rimaste/);
    expect(pageErrors).toEqual([]);
    await context.close();
  }, 240_000);
});
