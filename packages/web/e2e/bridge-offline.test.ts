/**
 * A bridge board offline, in a real browser: from the offline games' page, the player (South)
 * bids, plays his cards and the dummy's when he declares, claims the rest with a statement
 * (LAW 68), and the board ends with its result and score; the claim stays on show with the
 * statement and the claimer's cards faced (LAW 68C). A board where the player ends up as dummy
 * (who may not claim, LAW 68A) is put away for the next. In the play, with the dummy faced, the
 * hand, the dummy, the trick, the turn and the contract fit a laptop, a phone upright and a phone
 * on its side without scrolling.
 */
import type { Page } from 'playwright-core';
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

/**
 * What a player must see in the play fits the window at each of the three screens, and the
 * page does not scroll: the hand, the dummy, the trick, whose turn it is and the contract.
 */
const fitsEachScreen = async (page: Page): Promise<void> => {
  for (const [screen, viewport] of Object.entries(SCREENS)) {
    await page.setViewportSize(viewport);
    await page.waitForTimeout(150);
    for (const id of [
      'bridge-hand',
      'bridge-dummy',
      'bridge-trick',
      'bridge-turn',
      'bridge-contract',
    ]) {
      const box = await page.getByTestId(id).boundingBox();
      const where = `${id} at ${screen}: ${JSON.stringify(box)}`;
      expect(box, where).not.toBeNull();
      const b = box as { x: number; y: number; width: number; height: number };
      expect(b.x, where).toBeGreaterThanOrEqual(-1);
      expect(b.y, where).toBeGreaterThanOrEqual(-1);
      expect(b.x + b.width, where).toBeLessThanOrEqual(viewport.width + 1);
      expect(b.y + b.height, where).toBeLessThanOrEqual(viewport.height + 1);
    }
    const scroll = await page.evaluate('document.scrollingElement.scrollHeight - innerHeight');
    expect(scroll, `no scrolling at ${screen}`).toBeLessThanOrEqual(0);
  }
  await page.setViewportSize(SCREENS.laptop);
};
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
    let fitted = false;
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
          ) {
            if (!fitted && (await page.getByTestId('bridge-dummy').count()) > 0) {
              await fitsEachScreen(page);
              fitted = true;
            }
            await playFirstCard(page);
          }
        } else if (phase === 'agreement')
          await page.getByRole('button', { name: "D'accordo", exact: true }).click();
        await page.waitForTimeout(120);
      }
      if (claimed) break;
    }
    expect(claimed).toBe(true);
    expect(fitted).toBe(true);
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
