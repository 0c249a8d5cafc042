/**
 * The arbitro's rulings in the console, on a phone held in one hand (390x844), in Chromium
 * against the real server: a situation found by everyday words in two steps (typed, picked),
 * its questions answered, the ruling applied at a table of the running round to a player; then
 * the console's decisions, the log, the public page, the standings and the referee's report
 * (read back with pdftotext) show it.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type Answers,
  type Entry,
  answerPaths,
  catalogue,
  citation,
  consult,
} from '@tavolo/rulings';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './axe.js';
import { webSuite } from './suite.js';
import { SCREENS, openPage } from './support.js';

const suite = webSuite();

const PHONE = SCREENS.portrait;

/** The server's first account, its admin: a director of every event here. */
const ADMIN = { name: 'Arbitra', password: 'carte-in-tavola' };
let adminMade = false;

const BURRACO = {
  name: 'Burraco delle decisioni',
  game: 'burraco',
  kind: 'pairs',
  rounds: [{ movement: { kind: 'danish', variant: 'modified' }, hands: 3 }],
};
const PAIRS = [
  ['Neri', 'Anna', 'Bianchi', 'Bruno'],
  ['Verdi', 'Carla', 'Rossi', 'Dino'],
  ['Gallo', 'Elena', 'Conti', 'Fabio'],
  ['Greco', 'Gina', 'Marino', 'Ugo'],
];

/** 600 to 200 over three hands. */
const FIRST_SIDE_WINS = [
  [300, 100],
  [200, 100],
  [100, 0],
];

interface Logged {
  readonly seq: number;
  readonly type: string;
  readonly data: Record<string, unknown>;
}

/** The admin's session on a phone, a Burraco event with its first round paired, its console open. */
const runningEvent = async (id: string) => {
  const director = await openPage(suite.browser, suite.web.url, PHONE);
  const { page } = director;
  const account = await page.request.post(adminMade ? '/api/auth/login' : '/api/auth/register', {
    data: ADMIN,
  });
  expect(account.ok()).toBe(true);
  adminMade = true;
  const created = await page.request.post('/api/events', { data: { id, ...BURRACO } });
  expect(created.status(), await created.text()).toBe(201);
  for (const [s1, f1, s2, f2] of PAIRS)
    await command(page, id, {
      type: 'register',
      people: [
        { surname: s1, firstName: f1 },
        { surname: s2, firstName: f2 },
      ],
    });
  await command(page, id, { type: 'pair' });
  await page.goto(`/director/events/${id}`);
  return director;
};

/** Sends a command to the event as the director's session, and expects it recorded. */
const command = async (page: Page, id: string, body: Record<string, unknown>) => {
  const answer = await page.request.post(`/api/events/${id}/commands`, { data: body });
  expect(answer.ok(), await answer.text()).toBe(true);
};

const logOf = async (page: Page, id: string): Promise<readonly Logged[]> =>
  (await (await page.request.get(`/api/events/${id}/log`)).json()) as Logged[];

/** The round's tables, as the pairing seated them. */
const tablesOf = async (page: Page, id: string) => {
  const paired = (await logOf(page, id)).find((e) => e.type === 'round-paired');
  return (paired?.data['pairing'] as { tables: { table: number; seats: string[] }[] }).tables;
};

/** A PDF's text, as pdftotext reads it (poppler-utils, as the print tests use). */
const pdfText = (pdf: Buffer): string => {
  const dir = mkdtempSync(join(tmpdir(), 'tavolo-rulings-'));
  try {
    const file = join(dir, 'report.pdf');
    writeFileSync(file, pdf);
    const run = spawnSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    if (run.status !== 0) throw new Error(`pdftotext failed: ${run.stderr}`);
    return run.stdout;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};

/** Answers the panel's questions, one tap each, by the option `choose` picks; answers the path. */
const answerAll = async (panel: Locator, choose: (options: readonly string[]) => number) => {
  const taps: string[] = [];
  const question = panel.getByTestId('ruling-question');
  const ruling = panel.getByTestId('ruling');
  for (;;) {
    await question.or(ruling).first().waitFor();
    if (await ruling.isVisible()) return taps;
    const options = question.getByRole('button');
    const texts = await options.allInnerTexts();
    const pick = texts[choose(texts)] ?? '';
    taps.push(pick);
    const before = await question.locator('.question-text').innerText();
    await options.filter({ hasText: pick }).first().click();
    // The next question, or the ruling, replaces this one.
    await expect
      .poll(async () =>
        (await ruling.isVisible())
          ? 'ruling'
          : await question
              .locator('.question-text')
              .innerText()
              .catch(() => ''),
      )
      .not.toBe(before);
  }
};

/** The page is no wider than the phone: nothing to scroll sideways with one thumb. */
const fitsWidth = async (page: Page) =>
  expect(await page.locator('html').evaluate((html) => html.scrollWidth)).toBeLessThanOrEqual(
    PHONE.width,
  );

describe("the arbitro's rulings on a phone", () => {
  it('BUR-CH art. 29: "legato una carta sbagliata" found in two steps, answered, applied to a player at a table; the decisions, the log and the referee\'s report show it', async () => {
    const director = await runningEvent('carta-legata');
    const { page } = director;
    const panel = page.getByRole('region', { name: 'Decisioni arbitrali' });

    // The event's game is chosen, and the search is the first thing in the console.
    const search = panel.getByRole('searchbox', { name: 'Che cosa è successo al tavolo?' });
    await search.waitFor();
    expect(await panel.getByLabel('Gioco').inputValue()).toBe('burraco');
    const box = await search.boundingBox();
    expect((box?.y ?? PHONE.height) + (box?.height ?? 0)).toBeLessThanOrEqual(PHONE.height);

    // Step 1: the words, typed; the situations appear as they are typed.
    await search.fill('legato una carta sbagliata');
    const first = panel.getByTestId('ruling-results').getByRole('button').first();
    expect(await first.innerText()).toMatch(/^BUR-CH art\. 29\b/);
    const chosen = (await first.locator('.situation').innerText()).trim();
    // Step 2: the first situation, picked: its first question is on screen.
    await first.click();
    const question = panel.getByTestId('ruling-question');
    await question.waitFor();
    await expect
      .poll(async () => (await question.locator('.question-text').boundingBox())?.y ?? -1)
      .toBeGreaterThanOrEqual(0);
    expect(
      ((await question.locator('.question-text').boundingBox())?.y ?? PHONE.height) < PHONE.height,
    ).toBe(true);
    expect(await panel.getByRole('heading', { level: 3 }).innerText()).toContain(chosen);
    await fitsWidth(page);
    expect(await seriousViolations(page)).toEqual([]);

    // The questions, one at a time, each a tap on a big button: the first option each time.
    const taps = await answerAll(panel, () => 0);
    expect(taps.length).toBeGreaterThan(0);
    const ruling = panel.getByTestId('ruling');
    const citationText = (await panel.locator('.ruling-title .cite').innerText()).trim();
    expect(citationText).toMatch(/^BUR-CH art\. 29/);
    // The ruling: what to do, the article's sentence, what goes on the record.
    expect(await ruling.locator('.ruling-summary').innerText()).not.toBe('');
    expect(await ruling.locator('.ruling-steps li').count()).toBeGreaterThan(0);
    expect((await ruling.locator('blockquote').innerText()).length).toBeGreaterThan(20);
    await ruling.getByTestId('ruling-record').waitFor();
    const summary = (await ruling.locator('.ruling-summary').innerText()).trim();
    await fitsWidth(page);
    expect(await seriousViolations(page)).toEqual([]);

    // Applied to Fabio Conti (E3) at his table of the round.
    const tables = await tablesOf(page, 'carta-legata');
    const table = tables.find((t) => t.seats.includes('E3'))?.table ?? 0;
    const apply = panel.getByTestId('ruling-apply');
    await apply.getByLabel('Tavolo').selectOption(String(table));
    expect(await apply.getByLabel('Iscritto').locator('option').allInnerTexts()).toHaveLength(2);
    await apply.getByLabel('Iscritto').selectOption('E3');
    await apply.getByLabel('Giocatore').selectOption('Fabio Conti');
    await apply.getByRole('button', { name: 'Applica' }).click();
    const applied = panel.getByTestId('ruling-applied');
    await applied.waitFor();
    expect(await applied.innerText()).toContain(`${citationText}, tavolo ${table}, E3`);

    // The log holds the ruling against round, table and player, with the article and the text.
    const ruled = (await logOf(page, 'carta-legata')).filter((e) => e.type === 'ruled');
    expect(ruled).toEqual([
      expect.objectContaining({
        data: expect.objectContaining({
          round: 1,
          table,
          entrant: 'E3',
          player: 'Fabio Conti',
          article: citationText,
          ruling: `${chosen}: ${summary}`,
        }),
      }),
    ]);
    // The console: the decisions beside the standings, and the log's line.
    const decisions = page.getByTestId('decisions');
    await decisions.getByText(citationText, { exact: false }).waitFor();
    expect(await decisions.innerText()).toContain(
      `Turno 1, tavolo ${table}: decisione arbitrale per Fabio Conti (Elena Gallo - Fabio Conti), ${citationText}: «${chosen}: ${summary}»`,
    );
    expect(await page.getByTestId('log').innerText()).toContain(
      `decisione arbitrale al tavolo ${table}, turno 1, per E3 Elena Gallo - Fabio Conti (${citationText})`,
    );
    // The referee's report lists it among the rulings given at the tables.
    const report = await page.getByTestId('print-referee-reports').getAttribute('href');
    const printed = await page.request.get(report ?? '');
    expect(printed.headers()['content-type']).toBe('application/pdf');
    const text = pdfText(await printed.body());
    expect(text).toContain('Decisioni arbitrali ai tavoli');
    expect(text).toContain(`Turno 1 · Tavolo ${table}`);
    expect(text).toContain('giocatore: Fabio Conti');
    expect(text).toContain(citationText);
    // The public page's decisions too.
    await page.goto('/events/carta-legata');
    await page.getByTestId('decisions').getByText(citationText, { exact: false }).waitFor();

    expect(director.pageErrors).toEqual([]);
    await director.context.close();
  });

  it('BUR-CH art. 22: a ruling that brings a caution and a penalty records both, the standings take the penalty off the round’s MP, the report lists the caution and the ruling', async () => {
    // The Burraco situation of art. 22 whose ruling brings a sanction and a penalty (as the
    // catalogue writes it today), and the answers that lead there.
    const found = catalogue
      .filter((e) => e.game === 'burraco' && e.article === 22)
      .flatMap((entry: Entry) =>
        answerPaths(entry).flatMap((answers: Answers) => {
          const c = consult(entry, answers);
          if (!c.ok || c.value.kind !== 'ruling') return [];
          const kinds = c.value.ruling.record.map((r) => r.kind);
          const mp = c.value.ruling.record.flatMap((r) => (r.kind === 'penalty' ? [r.mp] : []));
          return kinds.length === 2 && kinds.includes('caution') && mp[0] !== undefined
            ? [{ entry, answers, mp: mp[0] }]
            : [];
        }),
      )[0];
    if (found === undefined) throw new Error('no art. 22 ruling brings a caution and a penalty');
    const { entry, answers } = found;
    const director = await runningEvent('etica');
    const { page } = director;
    const panel = page.getByRole('region', { name: 'Decisioni arbitrali' });
    await panel.getByRole('searchbox').fill(entry.title.it);
    await panel
      .getByTestId('ruling-results')
      .getByRole('button')
      .filter({ hasText: citation(entry) })
      .first()
      .click();
    // The answers that lead to the ruling, by their words.
    const order = entry.questions.filter((q) => answers[q.id] !== undefined);
    let asked = 0;
    await answerAll(panel, (options) => {
      const q = order[asked++];
      const text = q?.options.find((o) => o.id === answers[q.id])?.text.it ?? '';
      return Math.max(0, options.indexOf(text));
    });
    expect(await panel.getByTestId('ruling-record').innerText()).toContain('richiamo');

    const tables = await tablesOf(page, 'etica');
    const table = tables.find((t) => t.seats.includes('E2'))?.table ?? 0;
    const apply = panel.getByTestId('ruling-apply');
    await apply.getByLabel('Tavolo').selectOption(String(table));
    await apply.getByLabel('Iscritto').selectOption('E2');
    // A sanction names its player: the choice "no one" is not offered.
    expect(await apply.getByLabel('Giocatore').locator('option').allInnerTexts()).toEqual([
      'Carla Verdi',
      'Dino Rossi',
    ]);
    await apply.getByLabel('Giocatore').selectOption('Dino Rossi');
    await apply.getByRole('button', { name: 'Applica' }).click();
    await panel.getByTestId('ruling-applied').waitFor();
    const types = (await logOf(page, 'etica')).map((e) => e.type);
    expect(types.slice(-3)).toEqual(['ruled', 'sanctioned', 'penalized']);

    // The round completed and published: the standings take the penalty off E2's MP.
    for (const t of tables)
      await command(page, 'etica', {
        type: 'result',
        round: 1,
        table: t.table,
        hands: FIRST_SIDE_WINS,
        signedBy: t.seats,
      });
    await command(page, 'etica', { type: 'publish', round: 1 });
    await page.reload();
    const row = page.getByTestId('standings').getByRole('row').filter({ hasText: 'E2 ' });
    await row.waitFor();
    // MP as played (600 to the first seat, 200 to the second) less the penalty, in the round.
    const seat = tables.find((t) => t.table === table)?.seats.indexOf('E2') ?? -1;
    const played = seat === 0 ? 600 : 200;
    expect((await row.innerText()).split('\t')[3]).toBe(String(played - found.mp));
    const decisions = await page.getByTestId('decisions').innerText();
    expect(decisions).toContain('richiamo a Dino Rossi (Carla Verdi - Dino Rossi)');
    expect(decisions).toContain('penalità a Carla Verdi - Dino Rossi');
    expect(decisions).toContain(
      `decisione arbitrale per Dino Rossi (Carla Verdi - Dino Rossi), ${citation(entry)}`,
    );
    // The referee's reports with the richiami: the caution's page, then the ruling.
    const report = await page.getByTestId('print-referee-reports-cautions').getAttribute('href');
    const text = pdfText(await (await page.request.get(report ?? '')).body());
    expect(text).toContain('Dino Rossi');
    expect(text).toContain('Decisioni arbitrali ai tavoli');
    expect(text).toContain(citation(entry));

    // The same ruling again, as if tapped twice: the doubt the rules raise is shown in the panel,
    // in Italian, beside "Applica", and nothing is recorded until it is confirmed.
    await panel.getByRole('searchbox').fill(entry.title.it);
    await panel
      .getByTestId('ruling-results')
      .getByRole('button')
      .filter({ hasText: citation(entry) })
      .first()
      .click();
    asked = 0;
    await answerAll(panel, (options) => {
      const q = order[asked++];
      const text = q?.options.find((o) => o.id === answers[q.id])?.text.it ?? '';
      return Math.max(0, options.indexOf(text));
    });
    await apply.getByLabel('Tavolo').selectOption(String(table));
    await apply.getByLabel('Iscritto').selectOption('E2');
    await apply.getByLabel('Giocatore').selectOption('Dino Rossi');
    await apply.getByRole('button', { name: 'Applica' }).click();
    const doubts = apply.getByTestId('ruling-doubts');
    expect(await doubts.innerText()).toMatch(/^Da confermare \(1\)/);
    const before = await logOf(page, 'etica');
    // Confirmed from the panel, where the thumb is: recorded, the second time on purpose.
    await doubts.getByRole('button', { name: 'Conferma' }).click();
    await panel.getByTestId('ruling-applied').waitFor();
    const after = await logOf(page, 'etica');
    expect(after.length).toBeGreaterThan(before.length);
    expect(after.filter((e) => e.type === 'ruled')).toHaveLength(2);

    expect(director.pageErrors).toEqual([]);
    await director.context.close();
  });
});
