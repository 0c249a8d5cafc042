/**
 * The page under the server's security headers: its content security policy refuses nothing the
 * page does (a violation would show in `pageErrors`), and no other site can frame it.
 */
import { describe, expect, it } from 'vitest';
import { webSuite } from './suite.js';
import { enterAsGuest, quickPlay, waitForUser } from './players.js';
import { openPage } from './support.js';

const suite = webSuite({ botDelayMs: 0 });

describe('the security headers in a browser', () => {
  it('let the lobby, a table over the WebSocket, the tournaments and the API viewer work', async () => {
    const { context, page, pageErrors } = await openPage(suite.browser, suite.web.url);
    const first = await page.goto('/');
    expect(first?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    await enterAsGuest(page, 'Ospite Sicuro');
    await waitForUser(page, 'Ospite Sicuro');
    await quickPlay(page, 'burraco');
    // The hand arrives over the WebSocket, which the policy's connect-src must allow.
    await page.getByRole('region', { name: 'La tua mano' }).waitFor();
    await page.goto('/events');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(pageErrors).toEqual([]);
    await page.goto('/docs/');
    await page.locator('.swagger-ui .info').waitFor();
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('refuses to be framed by another site', async () => {
    const { context, page } = await openPage(suite.browser, suite.web.url);
    const refused: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('frame-ancestors')) refused.push(message.text());
    });
    // A page of another origin (about:blank's opaque one) framing the server's page.
    await page.setContent(`<iframe src="${suite.web.url}/"></iframe>`);
    await expect.poll(() => refused.length, { timeout: 10_000 }).toBeGreaterThan(0);
    await context.close();
  });
});
