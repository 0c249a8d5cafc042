/**
 * A player's part at the bridge table, with clicks as a person makes them: a bid then passes
 * in the auction, the first card he may play (from his hand or, as declarer, the dummy's), a
 * claim with its statement, the agreement on the tricks. Shared by the bridge end-to-end test
 * and the script that takes its screenshots.
 */
import type { Page } from 'playwright-core';

export const bridgeTable = (page: Page) => page.getByTestId('bridge-table');

/** The board's phase, as the table's class names it (auction, play, claim, agreement…). */
export const phaseOf = async (page: Page): Promise<string> =>
  /phase-(\w+)/.exec((await bridgeTable(page).getAttribute('class')) ?? '')?.[1] ?? '';

/** Waits until the player has something to do or the board is over. */
export const awaitPlayer = (page: Page) =>
  page
    .locator(
      [
        '[data-testid="bridge-turn"].yours',
        '[data-testid="bridge-result"]',
        '[data-testid="bridge-agreement"] button',
        '[data-testid="bridge-claim"] button',
      ].join(', '),
    )
    .first()
    .waitFor({ timeout: 60_000 });

/** The lowest level the bidding box opens, then its highest strain. */
export const bidLowest = async (page: Page): Promise<void> => {
  const box = page.getByTestId('bidding-box');
  const levels = box.getByRole('group', { name: 'Livello' }).getByRole('button');
  for (let i = 0; i < (await levels.count()); i++)
    if (await levels.nth(i).isEnabled()) {
      await levels.nth(i).click();
      break;
    }
  await box.getByRole('group', { name: 'Colore' }).locator('button:enabled').last().click();
};

export const pass = (page: Page) =>
  page.getByTestId('bidding-box').getByRole('button', { name: 'Passo' }).click();

/** The first card the player may play: his own, else the dummy's (as declarer). */
export const playFirstCard = async (page: Page): Promise<void> => {
  const own = page.getByTestId('bridge-hand').locator('button.card:enabled');
  const dummy = page.getByTestId('bridge-dummy').locator('button.rank-chip:enabled');
  await ((await own.count()) > 0 ? own.first() : dummy.first()).click();
};

/** Claims every remaining trick with `statement` (LAW 68). */
export const claimAll = async (page: Page, statement: string): Promise<void> => {
  await page.getByRole('button', { name: 'Reclamo…' }).click();
  await page.getByLabel('Linea di gioco').fill(statement);
  await page.getByRole('button', { name: 'Reclama tutte le prese' }).click();
};

/** Tricks complete so far, from the head's count. */
export const tricksDone = async (page: Page): Promise<number> => {
  const text =
    (await page
      .getByTestId('bridge-tricks')
      .textContent()
      .catch(() => '')) ?? '';
  return [...text.matchAll(/\d+/g)].reduce((sum, m) => sum + Number(m[0]), 0);
};

/** The board under way, from the table's head. */
export const boardNumber = async (page: Page): Promise<number> =>
  Number(/Board (\d+)/.exec((await page.getByTestId('bridge-head').textContent()) ?? '')?.[1]);

/**
 * Plays the player's part (a bid then passes, the first card he may play, agreeing the tricks)
 * until at least `tricks` tricks are done and he may claim; then, after `beforeClaim`, claims
 * every trick left with `statement`. The board's number.
 */
export const playToClaim = async (
  page: Page,
  statement: string,
  tricks = 1,
  beforeClaim?: () => Promise<void>,
): Promise<number> => {
  let bid = 0;
  for (let step = 0; step < 400; step++) {
    await awaitPlayer(page);
    const board = await boardNumber(page);
    const phase = await phaseOf(page);
    const yours = (await page.getByTestId('bridge-turn').getAttribute('class'))?.includes('yours');
    const claim = page.getByRole('button', { name: 'Reclamo…' });
    if (phase === 'auction' && yours) {
      if (bid === board) await pass(page);
      else await bidLowest(page);
      bid = board;
    } else if (
      phase === 'play' &&
      (await tricksDone(page)) >= tricks &&
      (await claim.count()) > 0
    ) {
      await beforeClaim?.();
      await claimAll(page, statement);
      return board;
    } else if (phase === 'play' && yours) await playFirstCard(page);
    else {
      const agree = page
        .getByTestId('bridge-agreement')
        .getByRole('button', { name: "D'accordo", exact: true });
      if ((await agree.count()) > 0) await agree.click().catch(() => undefined);
    }
    await page.waitForTimeout(100);
  }
  throw new Error('no claim made in 400 steps');
};
