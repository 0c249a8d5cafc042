import { describe, expect, it } from 'vitest';
import { webSuite } from './suite.js';
import { openPage } from './support.js';

const suite = webSuite();

describe('the page served by the server', () => {
  it('opens in Italian at the server address, and a shared deep link opens the page too', async () => {
    const { context, page, pageErrors } = await openPage(suite.browser, suite.web.url);
    await page.goto('/');
    // waitFor, not isVisible: the page draws after the script has loaded.
    await page.getByRole('link', { name: 'Tornei' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('it');
    const deep = await page.goto('/events/some-event');
    expect(deep?.status()).toBe(200);
    await page.getByRole('link', { name: 'Tavoli', exact: true }).waitFor();
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('switches to English and remembers it on this device', async () => {
    const { context, page } = await openPage(suite.browser, suite.web.url);
    await page.goto('/');
    await page.getByLabel('Lingua').selectOption('en');
    await page.getByRole('link', { name: 'Tournaments' }).waitFor();
    await page.reload();
    await page.getByRole('link', { name: 'Tournaments' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    await context.close();
  });
});
