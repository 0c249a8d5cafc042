/**
 * A player's turns at the live table, with clicks as a person makes them: shared by the table's
 * end-to-end tests and the script that takes the documentation's screenshots.
 */
import type { Page } from 'playwright-core';

export const turn = (page: Page) => page.getByTestId('turn');
export const handCards = (page: Page) => page.getByTestId('hand').getByTestId('hand-card');

/** Waits until it is the player's turn or the hand is over; true when it is the turn. */
export const awaitTurn = async (page: Page): Promise<boolean> => {
  await page
    .locator('[data-testid="hand-over"], [data-testid="turn"].yours')
    .first()
    .waitFor({ timeout: 60_000 });
  return (await page.getByTestId('hand-over').count()) === 0;
};

/** One turn with clicks: draw from the stock, then discard the first card the rules allow. */
export const playTurn = async (page: Page): Promise<void> => {
  await page.getByRole('button', { name: 'Pesca dal mazzo' }).click();
  await page.getByText('Tocca a te: cala, attacca o scarta').waitFor();
  await playDiscard(page);
};

/** Discards the first card the rules allow. */
export const playDiscard = async (page: Page): Promise<void> => {
  const discard = page.getByRole('button', { name: /^Scarta( e chiudi)?$/ });
  const count = await handCards(page).count();
  for (let i = 0; i < count; i++) {
    const card = handCards(page).nth(i);
    await card.click();
    if (await discard.isEnabled()) {
      await discard.click();
      // Then another seat's turn, or already the player's next one when the bots are quick.
      await turn(page).filter({ hasNotText: 'cala, attacca o scarta' }).waitFor();
      return;
    }
    await card.click();
  }
  throw new Error('no card could be discarded');
};

/** Plays turns until the hand is over; returns how many turns the player played. */
export const playHand = async (page: Page): Promise<number> => {
  let turns = 0;
  while (await awaitTurn(page)) {
    await playTurn(page);
    turns++;
  }
  return turns;
};
