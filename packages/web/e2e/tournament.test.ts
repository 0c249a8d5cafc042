/**
 * A two-round Burraco pairs event run from the director console, in Chromium, against the real
 * server; a second, anonymous browser follows the public page as it changes.
 *
 * The figures, worked out by hand. Round 1 (registration order): table 1 E1-E2, table 2 E3-E4;
 * 600 to 200 over three hands is 14-6 VP (FIBUR 3 hands), so E1 14 (600), E4 14 (600), E2 6,
 * E3 6. Modified Danish pairs 1st with 2nd, 3rd with 4th, nobody having met: table 1 E1-E4,
 * table 2 E2-E3. Round 2: E4 beats E1 600-200, E2 beats E3 600-200. Final: E4 28 VP 1200 MP;
 * E1 and E2 both 20 VP 800 MP, E1 ahead on head-to-head (14-6 in round 1); E3 12 VP 400 MP.
 * A warning (the first of the event) costs nothing, so the figures stand.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { webSuite } from './suite.js';
import { DESKTOP, PHONE, openPage } from './support.js';

const suite = webSuite();

const PAIRS = [
  ['Anna Neri', 'Bruno Bianchi'],
  ['Carla Verdi', 'Dino Rossi'],
  ['Elena Gallo', 'Fabio Conti'],
  ['Gina Greco', 'Ugo Marino'],
] as const;
const NAMES = PAIRS.map((p) => p.join(' - '));
const WINS = [
  ['300', '100'],
  ['200', '100'],
  ['100', '0'],
];
const LOSES = WINS.map(([a = '', b = '']) => [b, a]);

/** Types a score sheet into a table's entry, signs it and records it. */
const enterSheet = async (
  page: Page,
  table: number,
  hands: readonly (readonly string[])[],
  signers: readonly string[],
) => {
  const entry = page.getByTestId(`entry-${table}`);
  const cells = entry.locator('input[inputmode=numeric]');
  for (const [h, row] of hands.entries())
    for (const [s, value] of row.entries()) await cells.nth(h * row.length + s).fill(value);
  for (const name of signers) await entry.getByRole('checkbox', { name, exact: true }).check();
  await entry.getByRole('button', { name: `Registra il tavolo ${table}` }).click();
};

const rowsOf = async (table: Locator) =>
  (await table.locator('tbody tr').allInnerTexts()).map((row) =>
    row.split('\t').map((cell) => cell.trim()),
  );

describe('a tournament run from the director console', () => {
  it('goes from creation to final standings, followed live on the public page', async () => {
    const director = await openPage(suite.browser, suite.web.url, DESKTOP);
    const { page } = director;
    const admin = await page.request.post('/api/auth/register', {
      data: { name: 'Arbitra', password: 'carte-in-tavola' },
    });
    expect(admin.ok()).toBe(true);

    // Anyone else is told the console is not for them.
    const stranger = await openPage(suite.browser, suite.web.url, PHONE);
    await stranger.page.goto('/director');
    await stranger.page.getByText('La direzione di gara è per arbitri').waitFor();

    await page.goto('/director');
    await page.getByLabel('Nome').fill('Coppa e2e');
    await page.getByTestId('phase-1').getByLabel('Turni').fill('2');
    await page.getByText('Altre impostazioni').click();
    await page.getByLabel('Minuti per le correzioni').fill('0');
    await page.getByRole('button', { name: 'Crea il torneo' }).click();
    await page.waitForURL('**/director/events/coppa-e2e');

    const register = page.getByTestId('register');
    for (const [first, second] of PAIRS) {
      // Surname and first name apart, in each player's group of fields.
      for (const [n, name] of [first, second].entries()) {
        const [given = '', surname = ''] = name.split(' ');
        const player = register.getByRole('group', { name: `Giocatore ${n + 1}` });
        await player.getByLabel('Cognome', { exact: true }).fill(surname);
        await player.getByLabel('Nome', { exact: true }).fill(given);
      }
      await register.getByRole('button', { name: 'Iscrivi' }).click();
      await page.getByTestId('entrants').getByText(`${first} - ${second}`).waitFor();
    }
    await page.getByRole('button', { name: 'Forma il primo turno' }).click();
    await page.getByTestId('entry-2').waitFor();

    // The public page, on a phone, shows round 1's tables.
    const follower = await openPage(suite.browser, suite.web.url, PHONE);
    await follower.page.goto('/events/coppa-e2e');
    const round1 = follower.page.getByTestId('round-1');
    await round1.waitFor();
    expect(await round1.getByTestId('table-1').innerText()).toContain(NAMES[1]);
    expect(await round1.getByTestId('table-2').innerText()).toContain(NAMES[3]);
    await follower.page.getByText(/aggiornato alle \d\d:\d\d:\d\d/).waitFor();

    // One signature is not enough for a Burraco sheet: refused with its article, nothing sent.
    await enterSheet(page, 1, WINS, [NAMES[0] ?? '']);
    const refusal = page.getByTestId('refusal');
    await refusal.waitFor();
    expect(await refusal.innerText()).toContain('BUR-CH art. 20');
    await page
      .getByTestId('entry-1')
      .getByRole('checkbox', { name: NAMES[1] ?? '', exact: true })
      .check();
    await page.getByTestId('entry-1').getByRole('button', { name: 'Registra il tavolo 1' }).click();
    await refusal.waitFor({ state: 'detached' });
    await page
      .getByTestId('entry-1')
      .getByRole('button', { name: 'Correggi il tavolo 1' })
      .waitFor();
    await enterSheet(page, 2, LOSES, [NAMES[2] ?? '', NAMES[3] ?? '']);
    await page.getByRole('button', { name: 'Pubblica il turno 1' }).click();
    await page.getByText(/Pubblicato alle/).waitFor();

    await follower.page
      .getByText('Classifica finale dopo il turno 1')
      .or(follower.page.getByText('Classifica provvisoria dopo il turno 1'))
      .waitFor();
    expect(
      (await rowsOf(follower.page.getByTestId('standings'))).map((r) => r.slice(0, 4)),
    ).toEqual([
      ['1', `E1 ${NAMES[0]}`, '14', '600'],
      ['2', `E4 ${NAMES[3]} (spareggio: ordine dell'organizzatore)`, '14', '600'],
      ['3', `E2 ${NAMES[1]}`, '6', '200'],
      ['4', `E3 ${NAMES[2]} (spareggio: ordine dell'organizzatore)`, '6', '200'],
    ]);

    await page.getByRole('button', { name: 'Abbina il turno 2' }).click();
    await page.getByRole('heading', { name: 'Turno 2' }).waitFor();
    expect(await page.getByTestId('explanation').innerText()).toContain('danese');
    await enterSheet(page, 1, LOSES, [NAMES[0] ?? '', NAMES[3] ?? '']);
    await page
      .getByTestId('entry-1')
      .getByRole('button', { name: 'Correggi il tavolo 1' })
      .waitFor();
    await enterSheet(page, 2, WINS, [NAMES[1] ?? '', NAMES[2] ?? '']);
    await page
      .getByTestId('entry-2')
      .getByRole('button', { name: 'Correggi il tavolo 2' })
      .waitFor();

    const decision = page.getByTestId('decision');
    await decision.getByLabel('Iscritto').selectOption('E3');
    await decision.getByLabel('Giocatore').selectOption('Fabio Conti');
    await decision.getByLabel('Livello').selectOption('warning');
    await decision.getByLabel('Infrazione').fill('commenti ad alta voce');
    await decision.getByRole('button', { name: 'Sanzione' }).click();
    await page.getByTestId('decisions').getByText('commenti ad alta voce').waitFor();
    await page.getByRole('button', { name: 'Pubblica il turno 2' }).click();
    await page.getByText(/Pubblicato alle/).waitFor();

    // The follower sees the final standings, the round's tables and the warning with its reason.
    await follower.page.getByText('Classifica finale dopo il turno 2').waitFor();
    expect(
      (await rowsOf(follower.page.getByTestId('standings'))).map((r) => r.slice(0, 4)),
    ).toEqual([
      ['1', `E4 ${NAMES[3]}`, '28', '1200'],
      ['2', `E1 ${NAMES[0]}`, '20', '800'],
      ['3', `E2 ${NAMES[1]} (spareggio: scontro diretto)`, '20', '800'],
      ['4', `E3 ${NAMES[2]}`, '12', '400'],
    ]);
    expect(await follower.page.getByTestId('round-2').getByTestId('table-1').innerText()).toContain(
      NAMES[3],
    );
    expect(await follower.page.getByTestId('decisions').innerText()).toContain(
      'ammonizione a Fabio Conti',
    );
    expect(await follower.page.getByTestId('decisions').innerText()).toContain(
      'commenti ad alta voce',
    );
    // The tables scroll inside their box: the page itself is no wider than the phone.
    expect(
      await follower.page.locator('html').evaluate((html) => html.scrollWidth),
    ).toBeLessThanOrEqual(PHONE.width);

    const pdf = await follower.page.getByTestId('print-standings').getAttribute('href');
    const printed = await follower.context.request.get(pdf ?? '');
    expect(printed.status()).toBe(200);
    expect(printed.headers()['content-type']).toBe('application/pdf');

    await follower.page
      .getByTestId('standings')
      .getByRole('link', { name: `E4 ${NAMES[3]}` })
      .click();
    await follower.page.waitForURL('**/events/coppa-e2e/entrants/E4');
    expect(await follower.page.getByTestId('history-rank').innerText()).toContain('1°');
    expect(await rowsOf(follower.page.getByTestId('history'))).toEqual([
      ['1', '2', `E3 ${NAMES[2]}`, '600', '14'],
      ['2', '1', `E1 ${NAMES[0]}`, '600', '14'],
    ]);

    // The console's exports download in the page's language: the warning's row, in force.
    const exported = await page.getByTestId('export-csv-decisions').getAttribute('href');
    expect(exported).toContain('lang=it');
    const decisionsCsv = await page.request.get(exported ?? '');
    expect(decisionsCsv.status()).toBe(200);
    const [header, ...csvRows] = (await decisionsCsv.text()).trim().split('\n');
    expect(header).toContain('reason,article,void_seq,void_at,void_time,void_by,void_reason');
    expect(csvRows.find((r) => r.includes(',E3,warning,'))).toMatch(
      /commenti ad alta voce.*,,,,,$/,
    );

    // The list of events shows the day the event is held, in words.
    await follower.page.goto('/events');
    const listed = follower.page.getByRole('listitem').filter({ hasText: 'Coppa e2e' });
    expect(await listed.innerText()).toMatch(/Burraco · \d{1,2} [a-z]+ \d{4}$/);

    expect([...director.pageErrors, ...follower.pageErrors, ...stranger.pageErrors]).toEqual([]);
    await Promise.all([director, follower, stranger].map((p) => p.context.close()));
  });
});
