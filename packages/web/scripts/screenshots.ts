/**
 * `npm run screenshots`: the pictures of the page in docs/screenshots, taken from the real
 * server and page, on the three screens a table must fit (a 1366x768 laptop, a 390x844 phone
 * upright and 844x390 on its side), each without scrolling. A guest plays a few turns
 * against bots with clicks, as a person would, so that the table has melds and a history;
 * then each game's table is taken on the player's turn. Run after `npm run build`.
 */
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { quickPlay } from '../e2e/players.js';
import { awaitTurn, playTurn } from '../e2e/table-steps.js';
import { SCREENS, launchBrowser, openPage, startWebServer } from '../e2e/support.js';

const OUT = fileURLToPath(new URL('../../../docs/screenshots/', import.meta.url));
const TURNS = 6;

const shoot = async (page: Page, name: string) => {
  for (const [size, viewport] of Object.entries(SCREENS)) {
    await page.setViewportSize(viewport);
    await page.evaluate('window.scrollTo(0, 0)');
    // Let the layout settle (the hand fan measures its width).
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${OUT}${name}-${size}.png` });
    process.stdout.write(`${OUT}${name}-${size}.png\n`);
  }
};

mkdirSync(OUT, { recursive: true });
const web = await startWebServer({ botDelayMs: 0 });
const browser = await launchBrowser();
try {
  for (const game of ['scala40', 'burraco'] as const) {
    const { context, page } = await openPage(browser, web.url, SCREENS.laptop);
    // Through the lobby's form, which enters as a guest first: it lands on the table.
    // Scala 40 by the tournament code (a fixed number of hands, nobody out at 101), so that the
    // guest is still playing when the picture is taken.
    await quickPlay(page, game, game === 'scala40' ? { profile: 'fisca-gara' } : {});
    for (let turn = 0; turn < TURNS && (await awaitTurn(page)); turn++) await playTurn(page);
    await awaitTurn(page);
    await shoot(page, `table-${game}`);
    if (game === 'burraco') {
      // A Burraco match goes on for several hands: the lobby shows it in progress, with the
      // banner back to it.
      await page.goto('/');
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await shoot(page, 'lobby');
    }
    await context.close();
  }
} finally {
  await browser.close();
  await web.stop();
}
