/**
 * The replay page against the real server: a Scala 40 hand is played to its end by a Node client
 * (the person's seat) and the server's bots, then the page steps through it in Chromium with
 * every seat's cards shown, verifies the shuffle and offers the downloads.
 */
import { type HttpClient, type TableState, connectTable, createHttpClient } from '@tavolo/client';
import type { SeatView } from '@tavolo/scala40';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { webSuite } from './suite.js';
import { WebSocket } from 'ws';
import { DESKTOP, PHONE, openPage } from './support.js';

const WAIT = { timeoutMs: 60_000 };

const suite = webSuite();
let table: string;

const typeOf = (action: unknown): string | undefined =>
  typeof action === 'object' && action !== null
    ? (action as { readonly type?: string }).type
    : undefined;

/** A plain player: draws, opens or melds when it can, else discards. */
const choose = (legal: readonly unknown[]): unknown =>
  legal.find((a) => typeOf(a) === 'draw') ??
  legal.find((a) => typeOf(a) === 'open') ??
  legal.find((a) => typeOf(a) === 'meld') ??
  legal.find((a) => typeOf(a) === 'discard') ??
  legal[0];

const handOver = (state: TableState) =>
  state.view !== null && (state.view as SeatView).results.length > 0;

/** Quick play against two bots, the person's turns played from the prompts to the hand's end. */
const playOneHand = async (http: HttpClient): Promise<string> => {
  const created = await http.quickPlay({ game: 'scala40', profile: 'fisca-gara', players: 3 });
  if (!created.ok) throw new Error(created.error.message);
  const connection = connectTable({
    url: suite.web.url,
    table: created.value.id,
    cookie: http.cookie(),
    WebSocket,
  });
  try {
    for (;;) {
      const state = await connection.waitFor((s) => handOver(s) || s.legal.length > 0, WAIT);
      if (!state.ok) throw new Error(state.error.message);
      if (handOver(state.value)) return created.value.id;
      const acted = await connection.act(choose(state.value.legal));
      if (!acted.ok) throw new Error(acted.error.message);
    }
  } finally {
    connection.close();
  }
};

beforeAll(async () => {
  const http = createHttpClient({ baseUrl: suite.web.url });
  const guest = await http.guest('Ada');
  if (!guest.ok) throw new Error(guest.error.message);
  table = await playOneHand(http);
});

const counter = async (page: Page) =>
  Number(await page.locator('.replay-counter').getAttribute('data-step'));

const seatCards = (page: Page, seat: number) =>
  page.locator(`.replay-seat[data-seat="${seat}"] [role="img"]`);

describe('the replay of a finished hand', () => {
  it('steps through the hand with every hand shown, forward and back, by buttons, slider and keys', async () => {
    const { context, page, pageErrors } = await openPage(suite.browser, suite.web.url, PHONE);
    await page.goto(`/tables/${table}/hands/1`);
    await page.getByRole('heading', { name: 'Replay: smazzata 1' }).waitFor();

    // It opens right after the deal: 13 cards face up in front of each of the three players
    // (S40-CdG art. 4), the up-card on the pile, every card named.
    const opening = await counter(page);
    expect(opening).toBeGreaterThan(1);
    for (const seat of [0, 1, 2]) {
      await expect(seatCards(page, seat).count()).resolves.toBe(13);
      const names = await seatCards(page, seat).evaluateAll((cards) =>
        cards.map((c) => c.getAttribute('aria-label')),
      );
      expect(names).not.toContain('carta coperta');
    }
    const total = Number(
      (await page.locator('.replay-counter').textContent())?.match(/di (\d+)/)?.[1],
    );
    expect(total).toBeGreaterThan(opening);

    const move = page.locator('.replay-move');
    const before = await move.getAttribute('data-version');
    await page.getByRole('button', { name: 'Mossa successiva' }).click();
    expect(await counter(page)).toBe(opening + 1);
    expect(await move.getAttribute('data-version')).not.toBe(before);
    expect((await move.textContent())?.trim()).not.toBe('');

    await page.keyboard.press('ArrowRight');
    expect(await counter(page)).toBe(opening + 2);
    await page.keyboard.press('ArrowLeft');
    await page.getByRole('button', { name: 'Mossa precedente' }).click();
    expect(await counter(page)).toBe(opening);
    expect(await move.getAttribute('data-version')).toBe(before);

    await page.getByLabel('Mossa', { exact: true }).fill(String(total - 1));
    expect(await counter(page)).toBe(total - 1);

    // At the end: the count of the hand, with the cards left and the article of each line.
    await page.getByRole('button', { name: 'Fine' }).click();
    expect(await counter(page)).toBe(total);
    await page.getByRole('heading', { name: 'Il conteggio' }).waitFor();
    expect(await page.locator('.count-row').count()).toBe(3);
    await expect(page.locator('.count-row .article').first().textContent()).resolves.toContain(
      'S40-CdG art. 22',
    );
    await page.keyboard.press('Home');
    expect(await counter(page)).toBe(1);

    // Nothing spills sideways on a 360-pixel phone.
    const overflow = await page.evaluate<number>(
      'document.documentElement.scrollWidth - document.documentElement.clientWidth',
    );
    expect(overflow).toBeLessThanOrEqual(0);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('verifies the shuffle with the server and links the proof and both downloads', async () => {
    const { context, page, pageErrors } = await openPage(suite.browser, suite.web.url, DESKTOP);
    await page.goto(`/tables/${table}/hands/1`);
    await page.getByRole('heading', { name: 'Mescolamento verificabile' }).waitFor();
    await page.getByRole('button', { name: 'Verifica' }).click();
    await page.getByRole('status').filter({ hasText: 'Verificata' }).waitFor();

    const links = {
      text: await page.getByRole('link', { name: 'come testo' }).getAttribute('href'),
      json: await page.getByRole('link', { name: 'come JSON' }).getAttribute('href'),
      proof: await page.getByRole('link', { name: 'Scarica la prova (JSON)' }).getAttribute('href'),
    };
    expect(links.text).toBe(`/api/tables/${table}/hands/1/replay?format=text&download=1&lang=it`);
    expect(links.json).toBe(`/api/tables/${table}/hands/1/replay?format=json&download=1`);
    expect(links.proof).toBe(`/api/tables/${table}/hands/1/proof`);
    for (const href of Object.values(links)) {
      const answer = await page.request.get(href ?? '');
      expect(answer.status()).toBe(200);
    }
    // The text is in the page's language, the rule profile by its name.
    const text = await (await page.request.get(links.text ?? '')).text();
    expect(text.split('\n')[0]).toBe(
      `Tavolo ${table} · Scala 40 · FISCA Codice di Gara · smazzata 1`,
    );
    const proof = (await (await page.request.get(links.proof ?? '')).json()) as {
      readonly secret: string;
    };
    await expect(page.locator('.fairness-hand code').nth(1).textContent()).resolves.toBe(
      proof.secret,
    );
    await expect(
      page.getByRole('link', { name: 'Torna al tavolo' }).getAttribute('href'),
    ).resolves.toBe(`/tables/${table}`);
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
