/**
 * A bridge board online against the server's bots, in a real browser: a guest opens a bridge
 * table by quick play, bids, plays his cards (and the dummy's when he declares) and concedes the
 * rest with a statement (LAW 68); the opponents' bots accept (LAW 69A), the board is scored and
 * the match goes on to the next board, the last board's score in the match line.
 */
import { describe, expect, it } from 'vitest';
import { enterAsGuest } from './players.js';
import { webSuite } from './suite.js';
import { SCREENS, openPage } from './support.js';
import {
  awaitPlayer,
  bidLowest,
  pass,
  phaseOf,
  playFirstCard,
  tricksDone,
} from './bridge-steps.js';

const suite = webSuite({ botDelayMs: 0 });

describe('the live bridge table', () => {
  it('plays a board against the bots with a concession accepted (LAW 68-69)', async () => {
    const { context, page, pageErrors } = await openPage(
      suite.browser,
      suite.web.url,
      SCREENS.laptop,
    );
    await enterAsGuest(page, 'Giulia');
    const answer = await page.request.post('/api/quick-play', { data: { game: 'bridge' } });
    expect(answer.status()).toBe(201);
    const { id } = (await answer.json()) as { id: string };
    await page.goto(`/tables/${id}`);
    await page.getByTestId('bridge-table').waitFor();
    // On a phone upright the side panel sits under the felt, whatever order the page's
    // stylesheets arrive in (the table's share a chunk with the replay page).
    await page.setViewportSize(SCREENS.portrait);
    await page.waitForTimeout(200);
    const felt = await page.locator('.bridge-felt').boundingBox();
    const side = await page.locator('.bridge-side').boundingBox();
    expect(felt && side && side.y >= felt.y + felt.height - 1).toBe(true);
    await page.setViewportSize(SCREENS.laptop);
    let conceded = 0;
    let bid = 0;
    for (let step = 0; step < 300 && conceded === 0; step++) {
      await awaitPlayer(page);
      const board = Number(
        /Board (\d+)/.exec((await page.getByTestId('bridge-head').textContent()) ?? '')?.[1],
      );
      const phase = await phaseOf(page);
      const yours = (await page.getByTestId('bridge-turn').getAttribute('class'))?.includes(
        'yours',
      );
      const claim = page.getByRole('button', { name: 'Reclamo…' });
      if (phase === 'auction' && yours) {
        if (bid === board) await pass(page);
        else await bidLowest(page);
        bid = board;
      } else if (phase === 'play' && (await tricksDone(page)) >= 2 && (await claim.count()) > 0) {
        await claim.click();
        await page
          .getByLabel('Prese che la tua linea vince (su', { exact: false })
          .selectOption('0');
        await page.getByLabel('Linea di gioco').fill('Le prese restanti sono vostre');
        await page.getByRole('button', { name: 'Concedi tutte le prese' }).click();
        conceded = board;
      } else if (phase === 'play' && yours) await playFirstCard(page);
      await page.waitForTimeout(100);
    }
    expect(conceded).toBeGreaterThan(0);
    // Accepted by both opponents, the board is scored and the next one dealt.
    await page
      .getByTestId('bridge-match')
      .filter({ hasText: `board ${conceded}: NS` })
      .waitFor({ timeout: 30_000 });
    expect(pageErrors).toEqual([]);
    await context.close();
  }, 240_000);
});
