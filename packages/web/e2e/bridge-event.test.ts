/**
 * A bridge pairs event run from the director console, in Chromium, against the real server: a
 * 4-table Howell of one board a round created with the console's form, its eight pairs
 * registered, results entered at the tables by their players (and by the director, through the
 * form for a few and the route for the bulk), the official score published, the final
 * matchpoint standings and the papers (PDF). Then the Laws on the way:
 *
 * - LAW 79B: an opponent disputes a player's entry; the director corrects it.
 * - LAW 69B: the defenders conceded a trick by a claim; within the correction period one of
 *   them asks it back from his own browser, the director grants it, the board is scored again
 *   and the standings move.
 * - LAW 79C: the server's clock moved past the period, the director's correction is refused
 *   with the Italian text and its Law.
 *
 * The standings the page shows are checked against the rules' own (@tavolo/tournament) on the
 * log the server keeps.
 */
import { bridge } from '@tavolo/tournament';
import type { LoggedEvent } from '@tavolo/client';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { bridgeStateFromLog } from '../src/events/bridge-event-model.js';
import { seriousViolations } from './axe.js';
import { webSuite } from './suite.js';
import { DESKTOP, PHONE, SCREENS, openPage } from './support.js';

/** The server's clock runs `offset` ms ahead of the machine's once the test moves it. */
const clock = { offset: 0 };
const suite = webSuite({ now: () => Date.now() + clock.offset });

const ID = 'howell-e2e';
const PASSWORD = 'carte-in-tavola';
const PAIRS = [
  ['Anna Neri', 'Bruno Bianchi'],
  ['Carla Verdi', 'Dino Rossi'],
  ['Elena Gallo', 'Fabio Conti'],
  ['Gina Greco', 'Ugo Marino'],
  ['Ilaria Costa', 'Luca Riva'],
  ['Marta Sala', 'Nico Fabbri'],
  ['Olga Testa', 'Paolo Villa'],
  ['Rita Moro', 'Sergio Gatti'],
] as const;

const movement = (() => {
  const built = bridge.howell(4);
  if (!built.ok) throw new Error(built.error.message);
  return built.value;
})();

/** Round 1's table `table`: its pairs and its board (one board a round: the set's number). */
const tableOf = (round: number, table: number) => {
  const at = bridge.encounterAt(movement, round, table);
  if (!at) throw new Error(`no table ${table} in round ${round}`);
  return { ...at, board: at.set, place: `${round}/${table}/${at.set}` };
};
const playerOf = (pair: number): string => PAIRS[pair - 1]?.[0] ?? '';

const T1 = tableOf(1, 1);
const T2 = tableOf(1, 2);
const T3 = tableOf(1, 3);
const T4 = tableOf(1, 4);

/** A browser signed in as a new account named `name`, on the event's public page. */
const signedIn = async (name: string, viewport = PHONE) => {
  const opened = await openPage(suite.browser, suite.web.url, viewport);
  const made = await opened.page.request.post('/api/auth/register', {
    data: { name, password: PASSWORD },
  });
  expect(made.ok()).toBe(true);
  await opened.page.goto(`/events/${ID}`);
  await opened.page.getByTestId('bridge-event').waitFor();
  return opened;
};

const threeNoTrump = (tricks: number) => ({
  kind: 'played',
  contract: { level: 3, strain: 'NT', doubling: 0, declarer: 0 },
  tricks,
});

const command = async (page: Page, body: object, id = ID) => {
  const answer = await page.request.post(`/api/events/${id}/bridge`, { data: body });
  expect(answer.status(), JSON.stringify(await answer.json())).toBe(200);
};

/** The standings table's rows as the page shows them: rank, pair, score, percentage. */
const shownStandings = async (page: Page, field = 'all') =>
  (await page.getByTestId(`bridge-standings-${field}`).locator('tbody tr').allInnerTexts()).map(
    (r) => r.split('\t').map((cell) => cell.trim()),
  );

/** The rules' standings on the server's log, written as the page writes them. */
const expectedStandings = async (page: Page, id = ID, field = 'all') => {
  const log = await page.request.get(`/api/events/${id}/log`);
  const state = bridgeStateFromLog((await log.json()) as LoggedEvent[]);
  if (!state.ok) throw new Error(state.error.message);
  const fields = bridge.bridgeStandings(state.value);
  if (!fields.ok) throw new Error(fields.error.message);
  const two = (n: number) =>
    n.toLocaleString('it-IT', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return (fields.value.find((f) => f.field === field)?.standings ?? []).map((r) => [
    String(r.rank),
    `${r.pair} ${r.players.join(' - ')}`,
    two(r.score),
    two(r.percentage ?? 0),
  ]);
};

const row = (page: Page, place: string) => page.locator(`[data-place="${place}"]`);

/**
 * With TAVOLO_SCREENS set to a folder, the page there on the three screens (laptop, phone
 * upright and on its side), to look at; the page is left at its last size.
 */
const shoot = async (page: Page, name: string, at?: string) => {
  const folder = process.env['TAVOLO_SCREENS'];
  if (folder === undefined) return;
  const size = page.viewportSize();
  for (const [screen, viewport] of Object.entries(SCREENS)) {
    await page.setViewportSize(viewport);
    await page.evaluate('window.scrollTo(0, 0)');
    if (at !== undefined) await page.getByTestId(at).scrollIntoViewIfNeeded();
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${folder}/${name}-${screen}.png` });
  }
  if (size !== null) await page.setViewportSize(size);
};

describe('a bridge pairs event run from the director console', () => {
  it('goes from the form to the final standings, with LAW 79B, 69B and 79C on the way', async () => {
    const { page, pageErrors } = await openPage(suite.browser, suite.web.url, DESKTOP);
    const admin = await page.request.post('/api/auth/register', {
      data: { name: 'Arbitra', password: PASSWORD },
    });
    expect(admin.ok()).toBe(true);

    // The console's form: bridge chosen among the games, a 4-table Howell of one board a round.
    await page.goto('/director');
    await page.getByRole('combobox', { name: 'Gioco', exact: true }).selectOption('bridge');
    const form = page.getByTestId('new-bridge-event');
    await form.getByLabel('Nome', { exact: true }).fill('Howell e2e');
    await form.getByRole('combobox', { name: 'Movimento', exact: true }).selectOption('howell');
    await form.getByLabel('Tavoli', { exact: true }).fill('4');
    await form.getByLabel('Board per turno', { exact: true }).fill('1');
    expect(await form.getByText(/LAW 79C/).innerText()).toContain('30 minuti');
    expect(await form.getByTestId('bridge-preview').innerText()).toBe(
      '8 coppie, 7 turni, 7 board (7 per coppia)',
    );
    expect(await seriousViolations(page)).toEqual([]);
    await form.getByRole('button', { name: 'Crea il torneo' }).click();
    await page.waitForURL(`**/director/events/${ID}`);

    const register = page.getByTestId('bridge-register');
    for (const [i, [first, second]] of PAIRS.entries()) {
      await register.getByLabel('Giocatore 1', { exact: true }).fill(first);
      await register.getByLabel('Giocatore 2', { exact: true }).fill(second);
      await register.getByRole('button', { name: 'Iscrivi la coppia' }).click();
      // Once the movement's pairs are all in, the form makes way for the others.
      await (i + 1 < PAIRS.length
        ? register.getByText(`Coppie iscritte: ${i + 1} su 8`).waitFor()
        : register.waitFor({ state: 'detached' }));
    }
    await shoot(page, 'bridge-console-entry');

    // Table 1, North/South: the defenders conceded a trick when declarer claimed (LAW 68-69).
    const north1 = await signedIn(playerOf(T1.ns));
    const entry = north1.page.getByTestId('bridge-entry');
    await entry.getByText('Risultato del tuo tavolo').waitFor();
    // Only his own table is offered, round by round.
    expect(
      await entry.getByRole('combobox', { name: 'Tavolo', exact: true }).locator('option').count(),
    ).toBe(1);
    await entry.getByRole('combobox', { name: 'Livello', exact: true }).selectOption('4');
    await entry.getByRole('combobox', { name: 'Colore', exact: true }).selectOption('S');
    await entry.getByRole('combobox', { name: 'Giocante', exact: true }).selectOption('0');
    await entry
      .getByRole('combobox', { name: 'Prese fatte dal giocante', exact: true })
      .selectOption('10');
    await entry.getByLabel(/Prese concesse con un reclamo/).check();
    await entry
      .getByRole('combobox', { name: 'Linea che ha concesso', exact: true })
      .selectOption('ew');
    await entry.getByRole('combobox', { name: 'Prese concesse', exact: true }).selectOption('1');
    await entry.getByRole('button', { name: 'Inserisci' }).click();
    await row(north1.page, T1.place).and(north1.page.locator('[data-state="entered"]')).waitFor();
    // The pair that entered it does not confirm it (LAW 79A1): its opponents do.
    expect(await row(north1.page, T1.place).getByRole('button').count()).toBe(0);
    const east1 = await signedIn(playerOf(T1.ew));
    await row(east1.page, T1.place).getByRole('button', { name: 'Conferma' }).click();
    await row(east1.page, T1.place).and(east1.page.locator('[data-state="confirmed"]')).waitFor();
    expect(await row(east1.page, T1.place).innerText()).toContain('4♠ N =');
    // Before the official score a player has no standings: the boards still travel (LAW 79C).
    expect(await east1.page.getByTestId('bridge-standings-later').isVisible()).toBe(true);
    expect(await east1.page.getByTestId('bridge-standings-all').count()).toBe(0);

    // LAW 79B: table 2's East/West dispute North/South's entry; the director corrects it.
    const north2 = await signedIn(playerOf(T2.ns));
    await command(north2.page, {
      type: 'enter',
      round: 1,
      table: 2,
      board: T2.board,
      outcome: threeNoTrump(10),
    });
    const east2 = await signedIn(playerOf(T2.ew));
    await east2.page.reload();
    await row(east2.page, T2.place).getByRole('button', { name: 'Contesta' }).click();
    await row(east2.page, T2.place).and(east2.page.locator('[data-state="disputed"]')).waitFor();
    await row(page, T2.place).and(page.locator('[data-state="disputed"]')).waitFor();
    await row(page, T2.place).getByRole('button', { name: 'Correggi' }).click();
    const correct = page.getByTestId('bridge-correct');
    await correct
      .getByRole('combobox', { name: 'Prese fatte dal giocante', exact: true })
      .selectOption('9');
    await correct.getByLabel('Motivo', { exact: true }).fill('nove prese, come dicono E/O');
    await correct.getByRole('button', { name: 'Registra la correzione' }).click();
    await row(page, T2.place).and(page.locator('[data-state="corrected"]')).waitFor();
    expect(await row(page, T2.place).innerText()).toContain('3SA N =');

    // The director's own entries, through his form: a passed-out board, a played one.
    const direct = page.getByTestId('bridge-entry');
    await direct.getByRole('combobox', { name: 'Turno', exact: true }).selectOption('1');
    await direct
      .getByRole('combobox', { name: 'Tavolo', exact: true })
      .selectOption(String(T3.table));
    await direct.getByRole('combobox', { name: 'Esito', exact: true }).selectOption('passed-out');
    await direct.getByRole('button', { name: 'Inserisci' }).click();
    await row(page, T3.place).and(page.locator('[data-state="confirmed"]')).waitFor();
    await direct
      .getByRole('combobox', { name: 'Tavolo', exact: true })
      .selectOption(String(T4.table));
    await direct.getByRole('combobox', { name: 'Livello', exact: true }).selectOption('2');
    await direct.getByRole('combobox', { name: 'Colore', exact: true }).selectOption('H');
    await direct.getByRole('combobox', { name: 'Giocante', exact: true }).selectOption('1');
    await direct
      .getByRole('combobox', { name: 'Prese fatte dal giocante', exact: true })
      .selectOption('8');
    await direct.getByRole('button', { name: 'Inserisci' }).click();
    await row(page, T4.place).and(page.locator('[data-state="confirmed"]')).waitFor();
    expect(await row(page, T4.place).innerText()).toContain('2♥ E =');

    // The other rounds through the route, as a scorer at the desk would.
    for (const [r, encounters] of movement.rounds.entries())
      for (const e of encounters)
        if (r > 0)
          await command(page, {
            type: 'enter',
            round: r + 1,
            table: e.table,
            board: e.set,
            outcome: threeNoTrump(7 + ((r * 3 + e.table * 5) % 6)),
          });

    // The official score: the period of LAW 79C starts.
    const publish = page.getByTestId('bridge-publish');
    await publish.getByText('Tutti i risultati sono confermati.').waitFor();
    await publish.getByRole('button', { name: 'Pubblica il punteggio ufficiale' }).click();
    const deadline = page.getByTestId('bridge-deadline');
    await deadline.waitFor();
    expect(await deadline.innerText()).toMatch(
      /^Pubblicato alle [\d/]+, \d\d:\d\d: correzioni e richieste di ritiro fino alle [\d/]+, \d\d:\d\d/,
    );
    await page.getByText(/Punteggio ufficiale pubblicato: corre il periodo/).waitFor();
    const before = await expectedStandings(page);
    expect(before).toHaveLength(8);
    expect(await shownStandings(page)).toEqual(before);

    // The papers, as PDF.
    for (const what of ['travellers', 'score-cards']) {
      const href = await page.getByTestId(`bridge-papers-${what}`).getAttribute('href');
      const paper = await page.request.get(href ?? '');
      expect(paper.status()).toBe(200);
      expect(paper.headers()['content-type']).toContain('application/pdf');
      expect((await paper.body()).subarray(0, 5).toString()).toBe('%PDF-');
    }

    // LAW 69B: East/West of table 1 ask back the trick they conceded; the director grants it.
    await east1.page.reload();
    await row(east1.page, T1.place).getByRole('button', { name: 'Chiedi il ritiro' }).click();
    const request = east1.page.getByTestId('bridge-request');
    await request
      .getByRole('combobox', { name: 'Perché', exact: true })
      .selectOption('won-in-fact');
    await request.getByRole('button', { name: 'Invia la richiesta' }).click();
    await row(east1.page, T1.place).getByText("Decide l'arbitro.").waitFor();
    await page.reload();
    await row(page, T1.place).getByRole('button', { name: 'Decidi il ritiro' }).click();
    const decide = page.getByTestId('bridge-decide');
    expect(
      await decide.getByRole('combobox', { name: 'Decisione', exact: true }).inputValue(),
    ).toBe('1');
    await decide.getByLabel('Motivo', { exact: true }).fill('la presa era vinta');
    await decide.getByRole('button', { name: 'Registra la decisione' }).click();
    await row(page, T1.place)
      .getByText(/Concessa 1 presa: la presa era vinta/)
      .waitFor();
    expect(await row(page, T1.place).innerText()).toContain('4♠ N -1');
    const after = await expectedStandings(page);
    expect(after).not.toEqual(before);
    await expect.poll(() => shownStandings(page), { timeout: 10_000 }).toEqual(after);

    // The console and a player's page pass axe (WCAG 2.1 A and AA), forms open.
    await row(east1.page, T1.place).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    expect(await seriousViolations(east1.page)).toEqual([]);

    // LAW 79C: the server's clock past the period; the director's correction is refused.
    clock.offset = 31 * 60_000;
    await row(page, T3.place).getByRole('button', { name: 'Correggi' }).click();
    const late = page.getByTestId('bridge-correct');
    await late.getByRole('combobox', { name: 'Esito', exact: true }).selectOption('not-played');
    await late.getByLabel('Motivo', { exact: true }).fill('il board non è stato giocato');
    await late.getByRole('button', { name: 'Registra la correzione' }).click();
    const refusal = page.getByTestId('refusal');
    await refusal.waitFor();
    expect(await refusal.innerText()).toMatch(
      /^il periodo di correzione si è chiuso alle [\d/]+, \d\d:\d\d \(LAW 79C\)$/i,
    );
    expect(await shownStandings(page)).toEqual(after);

    await shoot(page, 'bridge-console-final');
    await shoot(page, 'bridge-console-results', 'bridge-results');
    await shoot(east1.page, 'bridge-player', 'bridge-results');
    expect(pageErrors).toEqual([]);
    for (const opened of [north1, east1, north2, east2]) {
      expect(opened.pageErrors).toEqual([]);
      await opened.context.close();
    }
  });

  it('runs a 7-table Mitchell of 21 boards from the form to final matchpoint standings and papers', async () => {
    const { page, pageErrors } = await openPage(suite.browser, suite.web.url, DESKTOP);
    // The first account of the server is its admin: made by the test above, or here.
    const login = await page.request.post('/api/auth/login', {
      data: { name: 'Arbitra', password: PASSWORD },
    });
    if (!login.ok())
      expect(
        (
          await page.request.post('/api/auth/register', {
            data: { name: 'Arbitra', password: PASSWORD },
          })
        ).ok(),
      ).toBe(true);

    await page.goto('/director');
    await page.getByRole('combobox', { name: 'Gioco', exact: true }).selectOption('bridge');
    const form = page.getByTestId('new-bridge-event');
    await form.getByLabel('Nome', { exact: true }).fill('Mitchell e2e');
    await form.getByRole('combobox', { name: 'Movimento', exact: true }).selectOption('mitchell');
    await form.getByLabel('Tavoli', { exact: true }).fill('7');
    await form.getByLabel('Board per turno', { exact: true }).fill('3');
    await form.getByRole('button', { name: 'Crea il torneo' }).click();
    const id = 'mitchell-e2e';
    await page.waitForURL(`**/director/events/${id}`);

    // Fourteen pairs from the console's form.
    const register = page.getByTestId('bridge-register');
    for (let pair = 1; pair <= 14; pair++) {
      await register.getByLabel('Giocatore 1', { exact: true }).fill(`Nord ${pair}`);
      await register.getByLabel('Giocatore 2', { exact: true }).fill(`Sud ${pair}`);
      await register.getByRole('button', { name: 'Iscrivi la coppia' }).click();
      await (pair < 14
        ? register.getByText(`Coppie iscritte: ${pair} su 14`).waitFor()
        : register.waitFor({ state: 'detached' }));
    }

    // Every board at every table, as the director enters them (the movement as published: each
    // board played once by each pair at most, the boards travelling).
    const built = bridge.mitchell(7);
    if (!built.ok) throw new Error(built.error.message);
    const mitchell = built.value;
    expect(mitchell.sets * 3).toBe(21);
    expect(bridge.movementProblems(mitchell)).toEqual([]);
    for (const [r, round] of mitchell.rounds.entries())
      for (const e of round)
        for (const board of bridge.boardsOfSet(e.set, 3))
          await command(
            page,
            {
              type: 'enter',
              round: r + 1,
              table: e.table,
              board,
              outcome: threeNoTrump(6 + ((board * 5 + e.table * 3 + r) % 7)),
            },
            id,
          );

    await page.reload();
    const publish = page.getByTestId('bridge-publish');
    await publish.getByText('Tutti i risultati sono confermati.').waitFor();
    await publish.getByRole('button', { name: 'Pubblica il punteggio ufficiale' }).click();
    await page.getByTestId('bridge-deadline').waitFor();
    // Final matchpoint standings of both directions, as the rules give them.
    for (const field of ['NS', 'EW']) {
      const expected = await expectedStandings(page, id, field);
      expect(expected).toHaveLength(7);
      expect(await shownStandings(page, field)).toEqual(expected);
    }
    for (const what of ['travellers', 'score-cards']) {
      const href = await page.getByTestId(`bridge-papers-${what}`).getAttribute('href');
      const paper = await page.request.get(href ?? '');
      expect(paper.status()).toBe(200);
      expect((await paper.body()).subarray(0, 5).toString()).toBe('%PDF-');
    }
    expect(pageErrors).toEqual([]);
    await page.context().close();
  });
});
