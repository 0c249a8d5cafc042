/**
 * The clock as a player meets it (issue 18): a reload in the middle of a timed turn brings back
 * the same deadline (the server's, which a reconnection does not reset), and the page shows no
 * more time than the limit.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { webSuite } from './suite.js';
import { DESKTOP, openPage } from './support.js';

const suite = webSuite({ botDelayMs: 0 });

interface Deadline {
  readonly seat: number;
  readonly phase: string;
  readonly endsAt: number;
  readonly limitMs?: number;
}

/** The deadlines the page's WebSocket receives in the statuses, oldest first. */
const deadlinesOf = (page: Page): Deadline[] => {
  const seen: Deadline[] = [];
  page.on('websocket', (socket) =>
    socket.on('framereceived', ({ payload }) => {
      if (typeof payload !== 'string') return;
      const message = JSON.parse(payload) as {
        type?: string;
        status?: { deadline?: Deadline | null };
      };
      const deadline = message.type === 'status' ? message.status?.deadline : undefined;
      if (deadline) seen.push(deadline);
    }),
  );
  return seen;
};

describe('the clock of a timed table', () => {
  it('a reload in the middle of a timed turn does not move the deadline', async () => {
    const { context, page, pageErrors } = await openPage(suite.browser, suite.web.url, DESKTOP);
    const guest = await page.request.post('/api/auth/guest', { data: { name: 'Ada' } });
    expect(guest.status()).toBe(201);
    const created = await page.request.post('/api/tables', {
      data: {
        game: 'burraco',
        profile: 'champion',
        seats: [{ kind: 'human' }, { kind: 'bot', bot: 'greedy' }],
        timeControl: { kind: 'per-turn', choiceSeconds: 90, turnSeconds: 600, graceSeconds: 30 },
        pace: 'instant',
      },
    });
    expect(created.status()).toBe(201);
    const table = ((await created.json()) as { id: string }).id;
    expect((await page.request.post(`/api/tables/${table}/join`, { data: {} })).status()).toBe(200);
    const deadlines = deadlinesOf(page);
    await page.goto(`/tables/${table}`);
    // Ada's limit to choose between the stock and the discard pile runs (the bot, which plays
    // at once, may have had the first turn).
    const clock = page.locator('.seat.you [data-testid="turn-clock"]');
    await clock.waitFor();
    const before = deadlines.at(-1) as Deadline;
    expect(before.phase).toBe('choice');
    expect(before.limitMs).toBe(90_000);
    expect(await clock.textContent()).toMatch(/^scelta (1:30|1:29|1:28)$/);
    await page.waitForTimeout(2_500);

    const seenBefore = deadlines.length;
    await page.reload();
    await clock.waitFor();
    await expect.poll(() => deadlines.length).toBeGreaterThan(seenBefore);
    const after = deadlines.at(-1) as Deadline;
    expect(after).toEqual(before);
    // The page counts down from the same deadline: at least the 2.5 s waited are gone.
    const shown = (await clock.textContent()) ?? '';
    const [minutes, seconds] = (/(\d+):(\d\d)$/.exec(shown) ?? []).slice(1).map(Number);
    expect((minutes as number) * 60 + (seconds as number)).toBeLessThanOrEqual(88);
    expect(pageErrors).toEqual([]);
    await context.close();
  }, 120_000);
});
