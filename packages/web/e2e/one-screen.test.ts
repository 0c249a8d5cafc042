/**
 * The table fits one screen: on a 1366x768 laptop, a 390x844 phone upright and 844x390 on its
 * side, what a player must see (the whole hand, the stock and the discard pile, whose turn it
 * is, the buttons of the turn) is inside the window at every step of a whole Scala 40 hand and a
 * whole Burraco hand, and the page never scrolls. On the phone held upright each card of the hand
 * is at least 44 px wide and tall, a finger's target.
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { guestAtQuickTable } from './players.js';
import { webSuite } from './suite.js';
import { SCREENS, openPage } from './support.js';
import { awaitTurn, handCards, turn } from './table-steps.js';

const suite = webSuite({ botDelayMs: 0 });

type Screen = keyof typeof SCREENS;

/** A box of the element inside the window (one pixel of rounding allowed). */
const inside = async (what: string, element: Locator, screen: Screen) => {
  const box = await element.boundingBox();
  expect(box, `${what} on screen at ${screen}`).not.toBeNull();
  const { width, height } = SCREENS[screen];
  const b = box as { x: number; y: number; width: number; height: number };
  const where = `${what} at ${screen}: ${JSON.stringify(b)}`;
  expect(b.x, where).toBeGreaterThanOrEqual(-1);
  expect(b.y, where).toBeGreaterThanOrEqual(-1);
  expect(b.x + b.width, where).toBeLessThanOrEqual(width + 1);
  expect(b.y + b.height, where).toBeLessThanOrEqual(height + 1);
  // Not clipped away by a scrolling or hidden part of the page: what is painted at a point of
  // it (near its left edge, which a card's neighbour never covers) is it or inside it.
  const x = b.x + Math.min(6, b.width / 2);
  const y = b.y + b.height / 2;
  const seen = await element.evaluate(
    (node, [px, py]) => {
      const doc = (
        node as unknown as {
          ownerDocument: { elementFromPoint: (x: number, y: number) => unknown };
        }
      ).ownerDocument;
      const hit = doc.elementFromPoint(px as number, py as number);
      return (node as unknown as { contains: (other: unknown) => boolean }).contains(hit);
    },
    [x, y],
  );
  expect(seen, `${where}: painted, not clipped or covered`).toBe(true);
};

/** The page neither scrolls nor has been scrolled: its frame is the window. */
const notScrolled = async (page: Page, screen: Screen) => {
  const scroll = (await page.evaluate(`(() => {
    const app = document.querySelector('.app');
    const root = document.scrollingElement;
    return { app: app.scrollTop, rootTop: root.scrollTop, rootHeight: root.scrollHeight,
      height: innerHeight, width: innerWidth, rootWidth: root.scrollWidth };
  })()`)) as Record<string, number>;
  expect(scroll, `no scrolling at ${screen}`).toMatchObject({ app: 0, rootTop: 0 });
  expect(scroll.rootHeight, `page height at ${screen}`).toBeLessThanOrEqual(
    scroll.height as number,
  );
  expect(scroll.rootWidth, `page width at ${screen}`).toBeLessThanOrEqual(scroll.width as number);
};

/** Every enabled or disabled button of the turn that is on the page right now. */
const turnButtons = (page: Page) =>
  page
    .locator(
      '[data-testid="stock"] button, [data-testid="discard-pile"] button, .turn-actions button, .staging-tools button',
    )
    .filter({ visible: true });

/** At each of the three screens: everything a player must see is in the window. */
const checkStep = async (page: Page, step: string) => {
  for (const screen of Object.keys(SCREENS) as Screen[]) {
    await page.setViewportSize(SCREENS[screen]);
    // The layout follows the window's size in the same frame; one frame more for the fan.
    await page.evaluate('new Promise((r) => requestAnimationFrame(() => r(null)))');
    try {
      await checkScreen(page, step, screen);
    } catch (failure) {
      // The picture of the failing screen, to see what went out of it.
      const picture = join(tmpdir(), `one-screen-${screen}.png`);
      await page.screenshot({ path: picture });
      throw new Error(`${String(failure)} (picture: ${picture})`, { cause: failure });
    }
  }
};

const checkScreen = async (page: Page, step: string, screen: Screen) => {
  {
    await notScrolled(page, screen);
    await inside(`turn (${step})`, turn(page), screen);
    await inside(`hand (${step})`, page.getByTestId('hand'), screen);
    await inside(`stock (${step})`, page.getByTestId('stock'), screen);
    await inside(`discard pile (${step})`, page.getByTestId('discard-pile'), screen);
    const cards = await handCards(page).all();
    for (const [i, card] of cards.entries()) {
      await inside(`card ${i} of the hand (${step})`, card, screen);
      if (screen === 'portrait') {
        const box = await card.boundingBox();
        expect(box?.width, `card ${i} wide enough to tap`).toBeGreaterThanOrEqual(44);
        expect(box?.height, `card ${i} tall enough to tap`).toBeGreaterThanOrEqual(44);
      }
    }
    for (const [i, button] of (await turnButtons(page).all()).entries())
      await inside(`button ${i} "${await button.textContent()}" (${step})`, button, screen);
    const counter = page.getByTestId('opening-counter');
    if (await counter.isVisible()) await inside(`opening counter (${step})`, counter, screen);
  }
};

/**
 * A whole hand with clicks, checked at every step: the turn's start, after the draw, with a
 * card selected (the staging area opens), with three cards staged (the opening counter and the
 * Apri/Cala button show), and after the discard. Returns the turns played.
 */
const playHandChecked = async (page: Page): Promise<number> => {
  let turns = 0;
  while (await awaitTurn(page)) {
    await checkStep(page, `turn ${turns + 1}`);
    await page.getByRole('button', { name: 'Pesca dal mazzo' }).click();
    await page.getByText('Tocca a te: cala, attacca o scarta').waitFor();
    await checkStep(page, `turn ${turns + 1} drawn`);
    if (turns === 0) {
      for (let i = 0; i < 3; i++) await handCards(page).nth(i).click();
      await page.getByRole('button', { name: 'Aggiungi 3 carte' }).click();
      await page
        .getByTestId('staging')
        .getByRole('button', { name: /^(Apri|Cala)$/ })
        .waitFor();
      await checkStep(page, `turn ${turns + 1} staged`);
      await page
        .getByTestId('staging')
        .getByRole('button', { name: 'Rimetti in mano' })
        .first()
        .click();
    }
    const discard = page.getByRole('button', { name: /^Scarta( e chiudi)?$/ });
    const count = await handCards(page).count();
    let discarded = false;
    for (let i = 0; i < count && !discarded; i++) {
      const card = handCards(page).nth(i);
      await card.click();
      if (i === 0) await checkStep(page, `turn ${turns + 1} selected`);
      if (await discard.isEnabled()) {
        await discard.click();
        discarded = true;
      } else await card.click();
    }
    expect(discarded, 'a card could be discarded').toBe(true);
    await turn(page).filter({ hasNotText: 'cala, attacca o scarta' }).waitFor();
    turns++;
  }
  return turns;
};

describe('the table on one screen', () => {
  for (const [game, profile] of [
    ['scala40', 'fisca-gara'],
    ['burraco', 'champion'],
  ] as const) {
    it(`keeps the hand, piles, turn and buttons in the window through a whole ${game} hand`, async () => {
      const { context, page, pageErrors } = await openPage(
        suite.browser,
        suite.web.url,
        SCREENS.laptop,
      );
      const table = await guestAtQuickTable(
        page,
        game,
        game === 'scala40' ? 'Ada' : 'Bice',
        profile,
      );
      await page.goto(`/tables/${table}`);
      await page.getByTestId('hand').waitFor();
      const turns = await playHandChecked(page);
      expect(turns).toBeGreaterThan(0);
      await page.getByTestId('hand-over').waitFor();
      expect(pageErrors).toEqual([]);
      await context.close();
    });
  }

  it('takes a card dragged from the hand onto the felt into the meld being built', async () => {
    const { context, page, pageErrors } = await openPage(
      suite.browser,
      suite.web.url,
      SCREENS.laptop,
    );
    const table = await guestAtQuickTable(page, 'scala40', 'Cleo', 'fisca-gara');
    await page.goto(`/tables/${table}`);
    await awaitTurn(page);
    const card = handCards(page).first();
    const name = await card.getAttribute('aria-label');
    const from = (await card.boundingBox()) as {
      x: number;
      y: number;
      width: number;
      height: number;
    };
    const felt = (await page.getByTestId('melds').boundingBox()) as {
      x: number;
      y: number;
      width: number;
      height: number;
    };
    // A pointer drag as a hand makes it: pressed, moved past the 8 px that start a drag, dropped.
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2, from.y - 20, { steps: 5 });
    await page.mouse.move(felt.x + felt.width / 2, felt.y + felt.height / 2, { steps: 10 });
    await page.mouse.up();
    const staging = page.getByTestId('staging');
    await staging.getByRole('button', { name: name as string }).waitFor();
    await expect(handCards(page).count()).resolves.toBe(12);
    await checkStep(page, 'a card dragged to the felt');
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
