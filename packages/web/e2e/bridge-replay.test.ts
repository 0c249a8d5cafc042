/**
 * The replay of a bridge board against the real server: a guest plays board 1 of a quick-play
 * table against the server's bots and concedes the rest after two tricks (LAW 68-69), then the
 * page steps through the board in Chromium: the four hands shown round the table, the auction in
 * its columns from the dealer's, the trick on the table and the tricks won, the concession with
 * its statement, the board's score at the end, the shuffle's proof and the downloads.
 */
import { type Card52, rank52Of, suit52Of } from '@tavolo/cards';
import type { MatchEvent } from '@tavolo/bridge';
import type { HandReplay } from '@tavolo/protocol';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './axe.js';
import { CONCESSION, playBridgeBoard } from './bridge-board.js';
import { webSuite } from './suite.js';
import { PHONE, SCREENS, openPage } from './support.js';

const suite = webSuite({ botDelayMs: 0 });
let table: string;
let replay: HandReplay;

beforeAll(async () => {
  table = await playBridgeBoard(suite.web.url, 'Ada');
  const answer = await fetch(`${suite.web.url}/api/tables/${table}/hands/1/replay`);
  expect(answer.status).toBe(200);
  replay = (await answer.json()) as HandReplay;
}, 120_000);

const events = () => replay.steps.map((s) => s.event as MatchEvent);
const stepOf = (type: MatchEvent['type']) => events().findIndex((e) => e.type === type);

const RANKS: Readonly<Record<number, string>> = { 11: 'fante', 12: 'donna', 13: 're', 14: 'asso' };
const SUITS = { S: 'picche', H: 'cuori', D: 'quadri', C: 'fiori' } as const;

/** The card's name as the Italian page says it ("asso di picche"). */
const cardName = (card: Card52): string =>
  `${RANKS[rank52Of(card)] ?? String(rank52Of(card))} di ${SUITS[suit52Of(card)]}`;

const counter = async (page: Page) =>
  Number(await page.locator('.replay-counter').getAttribute('data-step'));

/** Goes to step `index` (0-based) with the slider. */
const goTo = async (page: Page, index: number) => {
  await page.getByLabel('Mossa', { exact: true }).fill(String(index + 1));
  expect(await counter(page)).toBe(index + 1);
};

const handCards = (page: Page, seat: number) =>
  page.getByTestId(`replay-hand-${seat}`).locator('[role="img"]');

describe('the replay of a bridge board', () => {
  it('steps through the board: hands, auction, trick, concession and score', async () => {
    const { context, page, pageErrors } = await openPage(
      suite.browser,
      suite.web.url,
      SCREENS.laptop,
    );
    await page.goto(`/tables/${table}/hands/1`);
    await page.getByRole('heading', { name: 'Replay: board 1' }).waitFor();
    await page.getByTestId('bridge-replay').waitFor();

    // It opens right after the deal: thirteen cards face up in every hand, each named.
    const dealt = events().findLastIndex((e) => e.type === 'dealt');
    expect(await counter(page)).toBe(dealt + 1);
    for (const seat of [0, 1, 2, 3]) {
      await expect(handCards(page, seat).count()).resolves.toBe(13);
      const dealtTo = events().find((e) => e.type === 'dealt' && e.seat === seat);
      const names = await handCards(page, seat).evaluateAll((cards) =>
        cards.map((c) => c.getAttribute('aria-label')),
      );
      expect(new Set(names)).toEqual(
        new Set(dealtTo?.type === 'dealt' ? dealtTo.cards.map(cardName) : []),
      );
    }
    const started = events()[0];
    expect(started?.type).toBe('board-started');
    const dealer = started?.type === 'board-started' ? started.dealer : 0;

    // The first call, in the dealer's column of the auction's first row.
    const firstCall = stepOf('called');
    await page.getByRole('button', { name: 'Mossa successiva' }).click();
    expect(await counter(page)).toBe(firstCall + 1);
    const cells = page.getByTestId('bridge-auction').locator('tbody tr').first().locator('td');
    for (let column = 0; column < dealer; column++)
      await expect(cells.nth(column).textContent()).resolves.toBe('');
    await expect(cells.nth(dealer).textContent()).resolves.not.toBe('');
    const called = events()[firstCall];
    const caller = called?.type === 'called' ? called.seat : -1;
    expect(caller).toBe(dealer);
    await expect(page.locator('.replay-move').textContent()).resolves.toMatch(
      new RegExp(`^${replay.players[dealer]} \\((Nord|Est|Sud|Ovest)\\) (passa|dichiara .+)\\.$`),
    );
    // The arrows step too.
    await page.keyboard.press('ArrowRight');
    expect(await counter(page)).toBe(firstCall + 2);
    await page.keyboard.press('ArrowLeft');
    expect(await counter(page)).toBe(firstCall + 1);

    // The contract once the auction ends, then the opening lead on the table.
    const contractAt = stepOf('auction-ended');
    await goTo(page, contractAt);
    await expect(page.getByTestId('replay-head').textContent()).resolves.toContain('di ');
    const leadAt = stepOf('played');
    const lead = events()[leadAt];
    if (lead?.type !== 'played') throw new Error('no card was played');
    await goTo(page, leadAt);
    const trick = page.getByTestId('replay-trick');
    await expect(trick.locator('[role="img"]').getAttribute('aria-label')).resolves.toBe(
      cardName(lead.card),
    );
    await expect(handCards(page, lead.seat).count()).resolves.toBe(12);
    await expect(
      handCards(page, lead.seat).evaluateAll((cards) =>
        cards.map((c) => c.getAttribute('aria-label')),
      ),
    ).resolves.not.toContain(cardName(lead.card));
    await expect(page.locator('.replay-move').textContent()).resolves.toContain(
      `gioca ${cardName(lead.card)}`,
    );

    // The first trick won: four cards on the table, one trick to its side.
    const wonAt = stepOf('trick-won');
    const won = events()[wonAt];
    await goTo(page, wonAt);
    await expect(trick.locator('[role="img"]').count()).resolves.toBe(4);
    const side = won?.type === 'trick-won' ? won.winner % 2 : 0;
    await expect(page.getByTestId('replay-tricks').textContent()).resolves.toBe(
      side === 0 ? 'Prese: Nord-Sud 1, Est-Ovest 0' : 'Prese: Nord-Sud 0, Est-Ovest 1',
    );

    // The concession, with its statement (LAW 68C) and the answers; or, when the guest sat
    // as dummy and could not concede (LAW 68A), the sides' agreement on the tricks (LAW 79A).
    const claimAt = stepOf('claimed');
    if (claimAt >= 0) {
      await goTo(page, claimAt);
      await expect(page.getByTestId('replay-claim').textContent()).resolves.toContain(CONCESSION);
      await expect(page.locator('.replay-move').textContent()).resolves.toContain(
        `«${CONCESSION}»`,
      );
    } else {
      await goTo(page, stepOf('board-agreed'));
      await expect(page.locator('.replay-bridge-agreement').textContent()).resolves.toBe(
        "Accordo sulle prese (Legge 79A): Nord-Sud d'accordo, Est-Ovest d'accordo",
      );
    }

    // The end: the board's score, as the server scored it.
    await page.getByRole('button', { name: 'Fine' }).click();
    expect(await counter(page)).toBe(replay.steps.length);
    const scored = events().find((e) => e.type === 'board-scored');
    const score = scored?.type === 'board-scored' ? scored.score : NaN;
    await expect(page.getByTestId('replay-score').getAttribute('data-score')).resolves.toBe(
      String(score),
    );
    await expect(page.getByTestId('replay-score').textContent()).resolves.toBe(
      score > 0
        ? `${score} punti a Nord-Sud`
        : score < 0
          ? `${-score} punti a Est-Ovest`
          : 'Nessun punto',
    );
    // Every seat still holds the cards it did not play (all of them shown after a concession).
    for (const seat of [0, 1, 2, 3]) {
      const played = events().filter((e) => e.type === 'played' && e.seat === seat).length;
      await expect(handCards(page, seat).count()).resolves.toBe(13 - played);
    }
    await page.keyboard.press('Home');
    expect(await counter(page)).toBe(1);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('lists every move, verifies the shuffle and links the downloads, on a phone, accessibly', async () => {
    const { context, page, pageErrors } = await openPage(suite.browser, suite.web.url, PHONE);
    await page.goto(`/tables/${table}/hands/1`);
    await page.getByTestId('bridge-replay').waitFor();
    await page.getByText('Mosse', { exact: true }).click();
    const moves = page.locator('.replay-moves li');
    await expect(moves.count()).resolves.toBe(replay.steps.length);
    // No move is left in the server's words alone, nor with a key showing.
    const texts = await moves.allTextContents();
    for (const text of texts) expect(text).not.toMatch(/\{\{|replay\.|LAW |Evento/);
    await moves.nth(stepOf('auction-ended')).getByRole('button').click();
    expect(await counter(page)).toBe(stepOf('auction-ended') + 1);

    await page.getByRole('heading', { name: 'Mescolamento verificabile' }).waitFor();
    await page.getByRole('button', { name: 'Verifica' }).click();
    await page.getByRole('status').filter({ hasText: 'Verificata' }).waitFor();
    const text = await page.getByRole('link', { name: 'come testo' }).getAttribute('href');
    expect(text).toBe(`/api/tables/${table}/hands/1/replay?format=text&download=1&lang=it`);
    expect((await page.request.get(text ?? '')).status()).toBe(200);

    const overflow = await page.evaluate<number>(
      'document.documentElement.scrollWidth - document.documentElement.clientWidth',
    );
    expect(overflow).toBeLessThanOrEqual(0);
    // Accessible as it stands mid-play and at the end, claim and score shown (WCAG 2.1 AA).
    await goTo(page, stepOf('trick-won'));
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Fine', exact: true }).click();
    expect(await seriousViolations(page)).toEqual([]);
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
