/**
 * The director's record under ordinary mistakes, driven through the console in Chromium against
 * the real server: the sanction levels of the regulation, a late arrival entered twice, a score
 * assigned at a Scala 40 table, a decision voided, an import tried and then made.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { webSuite } from './suite.js';
import { DESKTOP, openPage } from './support.js';

const suite = webSuite();

/** The server's first account, its admin: a director for every event here. */
const ADMIN = { name: 'Arbitra', password: 'carte-in-tavola' };
let adminMade = false;

/** The admin's session, an event made with `settings` and `people` registered, its console open. */
const consoleOf = async (
  id: string,
  settings: Record<string, unknown>,
  people: readonly (readonly [string, string])[][],
) => {
  const director = await openPage(suite.browser, suite.web.url, DESKTOP);
  const { page } = director;
  const account = await page.request.post(adminMade ? '/api/auth/login' : '/api/auth/register', {
    data: ADMIN,
  });
  expect(account.ok()).toBe(true);
  adminMade = true;
  const created = await page.request.post('/api/events', { data: { id, ...settings } });
  expect(created.status(), await created.text()).toBe(201);
  for (const entrant of people) {
    const registered = await page.request.post(`/api/events/${id}/commands`, {
      data: {
        type: 'register',
        people: entrant.map(([surname, firstName]) => ({ surname, firstName })),
      },
    });
    expect(registered.ok()).toBe(true);
  }
  await page.goto(`/director/events/${id}`);
  await page.getByTestId('register').waitFor();
  return director;
};

const BURRACO = {
  name: 'Burraco e2e',
  game: 'burraco',
  kind: 'pairs',
  rounds: [{ movement: { kind: 'danish', variant: 'modified' }, hands: 3 }],
};
const PAIRS: [string, string][][] = [
  [
    ['Neri', 'Anna'],
    ['Bianchi', 'Bruno'],
  ],
  [
    ['Verdi', 'Carla'],
    ['Rossi', 'Dino'],
  ],
  [
    ['Gallo', 'Elena'],
    ['Conti', 'Fabio'],
  ],
  [
    ['Greco', 'Gina'],
    ['Marino', 'Ugo'],
  ],
];

const decisionsText = (page: Page) => page.getByTestId('decisions').innerText();

interface Logged {
  readonly seq: number;
  readonly type: string;
  readonly data: Record<string, unknown>;
}
const logOf = async (page: Page, id: string): Promise<readonly Logged[]> =>
  (await (await page.request.get(`/api/events/${id}/log`)).json()) as Logged[];
const typesOf = async (page: Page, id: string) => (await logOf(page, id)).map((e) => e.type);

/** Sends a command to the event as the director's session, and expects it recorded. */
const recorded = async (page: Page, id: string, command: Record<string, unknown>) => {
  const answer = await page.request.post(`/api/events/${id}/commands`, { data: command });
  expect(answer.ok(), await answer.text()).toBe(true);
};

describe("the director's record, kept through the console", () => {
  it("BUR-CH art. 50: the console's levels are richiamo, ammonizione and espulsione, and each records its own", async () => {
    const director = await consoleOf('livelli', BURRACO, PAIRS);
    const { page } = director;
    await page.getByRole('button', { name: 'Forma il primo turno' }).click();
    await page.getByTestId('entry-2').waitFor();

    const decision = page.getByTestId('decision');
    const level = decision.getByLabel('Livello');
    // Each name over the code it records (the names were once one level off: "ammonizione" over
    // the code of a caution).
    expect(
      await level
        .locator('option')
        .evaluateAll((options) => options.map((o) => [o.getAttribute('value'), o.textContent])),
    ).toEqual([
      ['caution', 'richiamo'],
      ['warning', 'ammonizione'],
      ['expulsion', 'espulsione'],
    ]);
    // As a director does it: the entrant, the player, the level by its name, the breach.
    await decision.getByLabel('Iscritto').selectOption('E3');
    await decision.getByLabel('Giocatore').selectOption('Fabio Conti');
    await level.selectOption({ label: 'ammonizione' });
    await decision.getByLabel('Infrazione').fill('commenti ad alta voce');
    await decision.getByRole('button', { name: 'Sanzione' }).click();
    await page.getByTestId('decisions').getByText('commenti ad alta voce').waitFor();
    expect(await decisionsText(page)).toContain('ammonizione a Fabio Conti');

    const sanctioned = (await logOf(page, 'livelli')).filter((e) => e.type === 'sanctioned');
    expect(sanctioned.map((e) => e.data.level)).toEqual(['warning']);
    // The referee's report an ammonizione needs (BUR-CH art. 23, 50) is among the printouts,
    // and the federation report downloads from its link.
    const report = await page.getByTestId('print-referee-reports').getAttribute('href');
    const printed = await page.request.get(report ?? '');
    expect(printed.headers()['content-type']).toBe('application/pdf');
    const federation = await page.getByTestId('report-csv-standings').getAttribute('href');
    const csv = await page.request.get(federation ?? '');
    expect(csv.status(), await csv.text()).toBe(200);
    expect(csv.headers()['content-type']).toContain('text/csv');
    expect(director.pageErrors).toEqual([]);
    await director.context.close();
  });

  it('BUR-CH art. 48: a late arrival entered twice is refused the second time, and a void takes it back', async () => {
    const director = await consoleOf('ritardo', BURRACO, PAIRS);
    const { page } = director;
    await page.getByRole('button', { name: 'Forma il primo turno' }).click();
    await page.getByTestId('entry-2').waitFor();

    const decision = page.getByTestId('decision');
    await decision.getByLabel('Decisione').selectOption({ label: 'Ritardo' });
    await decision.getByLabel('Iscritto').selectOption('E2');
    await decision.getByLabel('Minuti di ritardo').fill('4');
    await decision.getByRole('button', { name: 'Ritardo' }).click();
    const log = page.getByTestId('log');
    await log.getByText('ritardo di E2 Carla Verdi - Dino Rossi: 4 minuti al turno 1').waitFor();
    const once = await typesOf(page, 'ritardo');
    expect(once.filter((t) => t === 'arrived-late')).toHaveLength(1);
    const decided = await decisionsText(page);

    // The same again, as typed twice: refused with the event it repeats, nothing recorded.
    await decision.getByRole('button', { name: 'Ritardo' }).click();
    const refusal = page.getByTestId('refusal');
    await refusal.waitFor();
    expect(await refusal.innerText()).toContain('il ritardo si addebita una volta sola');
    expect(await typesOf(page, 'ritardo')).toEqual(once);
    expect(await decisionsText(page)).toBe(decided);

    // A registration that the pairing rests on cannot be voided before the pairing.
    await page.getByLabel("Motivo dell'annullamento").fill('iscrizione doppia');
    await log.getByRole('button', { name: 'Annulla la n. 2' }).click();
    await page.getByTestId('refusal').getByText('poggiano decisioni successive').waitFor();
    expect(await typesOf(page, 'ritardo')).toEqual(once);

    // The late arrival is voided through its line of the log: cited, with its reason.
    const late = once.lastIndexOf('arrived-late') + 1;
    await page.getByLabel("Motivo dell'annullamento").fill('ritardo segnato per errore');
    await log.getByRole('button', { name: `Annulla la n. ${late}` }).click();
    const voidSeq = once.length + 1;
    await page.getByTestId(`log-${late}`).getByText(`annullata dalla n. ${voidSeq}`).waitFor();
    await log.getByText(`annulla la n. ${late}: «ritardo segnato per errore»`).waitFor();
    expect(await log.getByRole('button', { name: `Annulla la n. ${late}` }).count()).toBe(0);
    const after = await logOf(page, 'ritardo');
    expect(after.at(-1)).toMatchObject({
      seq: voidSeq,
      type: 'voided',
      data: { target: late, reason: 'ritardo segnato per errore' },
    });
    // The penalty the late arrival brought is gone from the decisions.
    expect(decided).toContain('Carla Verdi - Dino Rossi');
    await page.getByText('Nessuna decisione finora.').waitFor();
    expect(director.pageErrors).toEqual([]);
    await director.context.close();
  });

  it('assigning a score at a Scala 40 table leaves the others their scores, or asks what they get and confirms it', async () => {
    const players: [string, string][][] = [
      'Rossi Mario',
      'Bianchi Luca',
      'Verdi Anna',
      'Neri Paola',
      'De Luca Maria',
      'Gallo Piero',
      'Conti Sara',
      'Greco Ugo',
    ].map((n) => {
      const words = n.split(' ');
      return [[words.slice(0, -1).join(' '), words.at(-1) ?? '']];
    });
    const director = await consoleOf(
      'scala',
      {
        name: 'Scala 40 e2e',
        game: 'scala40',
        kind: 'individual',
        rounds: [{ movement: { kind: 'standings-tables' }, hands: 3 }],
      },
      players,
    );
    const { page } = director;
    await page.getByRole('button', { name: 'Forma il primo turno' }).click();
    await page.getByTestId('entry-2').waitFor();
    // The sheets: at each table the first seat closes every hand, the others 8, 16 and 40
    // points a hand (S40-CdG art. 19).
    for (const [table, seats] of [
      [1, ['E1', 'E2', 'E3', 'E4']],
      [2, ['E5', 'E6', 'E7', 'E8']],
    ] as const)
      await recorded(page, 'scala', {
        type: 'result',
        round: 1,
        table,
        hands: [
          [0, 8, 16, 40],
          [0, 8, 16, 40],
          [0, 8, 16, 40],
        ],
        signedBy: seats,
      });
    const standingsOf = async () =>
      Object.fromEntries(
        (await page.getByTestId('standings').locator('tbody tr').allInnerTexts()).map((row) => {
          const cells = row.split('\t').map((c) => c.trim());
          return [cells[1]?.split(' ')[0] ?? '', cells[2] ?? ''];
        }),
      );
    await page.getByTestId('standings').waitFor();
    const played = await standingsOf();
    expect(Object.keys(played).sort()).toEqual(['E1', 'E2', 'E3', 'E4', 'E5', 'E6', 'E7', 'E8']);

    const decision = page.getByTestId('decision');
    const assign = async (entrant: string, vp: string) => {
      await decision.getByLabel('Decisione').selectOption({ label: 'Punteggio assegnato' });
      await decision.getByLabel('Iscritto').selectOption(entrant);
      await decision.getByLabel('VP').fill(vp);
      await decision.getByLabel('MP').fill('0');
      await decision.getByLabel('Motivo').fill('score illeggibile');
      await decision.getByLabel('Articolo').fill('S40-CdG art. 25');
      await decision.getByRole('button', { name: 'Punteggio assegnato' }).click();
    };
    // At a table with a sheet: E1's score only; E2, E3 and E4 keep theirs as played.
    await assign('E1', '12');
    await page.getByTestId('decisions').getByText('punteggio assegnato a Mario Rossi').waitFor();
    const afterFirst = await logOf(page, 'scala');
    expect(afterFirst.at(-1)).toMatchObject({
      type: 'score-assigned',
      data: { entrant: 'E1', vp: 12, others: 'played' },
    });
    await page.getByTestId('standings').getByText('E1 Mario Rossi').waitFor();
    const after = await standingsOf();
    for (const id of ['E2', 'E3', 'E4']) expect(after[id]).toBe(played[id]);

    // Table 2's sheet is voided through the log (it was the wrong table's)...
    const sheets = (await logOf(page, 'scala')).filter((e) => e.type === 'result-entered');
    const sheet2 = sheets.find((e) => e.data.table === 2)?.seq ?? 0;
    await page.getByLabel("Motivo dell'annullamento").fill('score del tavolo sbagliato');
    await page
      .getByTestId('log')
      .getByRole('button', { name: `Annulla la n. ${sheet2}` })
      .click();
    await page.getByTestId(`log-${sheet2}`).getByText('annullata dalla n.').waitFor();
    const afterFirstAndVoid = await logOf(page, 'scala');
    // ...and at table 2, now without a sheet, an assigned score is refused until the director
    // says what the others get...
    await assign('E5', '10');
    const refusal = page.getByTestId('refusal');
    await refusal.waitFor();
    expect(await refusal.innerText()).toMatch(/il tavolo 2 del turno 1 non ha uno score/i);
    expect(await logOf(page, 'scala')).toHaveLength(afterFirstAndVoid.length);
    // ...then lists what each of them gets, and records it only once confirmed.
    await decision.getByLabel('Gli altri del tavolo').selectOption('own');
    await decision.getByRole('button', { name: 'Punteggio assegnato' }).click();
    const doubts = page.getByTestId('doubts');
    await doubts.waitFor();
    expect(await doubts.locator('li').count()).toBe(3);
    expect(await logOf(page, 'scala')).toHaveLength(afterFirstAndVoid.length);
    await doubts.getByRole('button', { name: 'Conferma' }).click();
    await doubts.waitFor({ state: 'detached' });
    const confirmed = await logOf(page, 'scala');
    expect(confirmed.at(-1)).toMatchObject({
      type: 'score-assigned',
      data: { entrant: 'E5', vp: 10, others: 'own' },
    });
    // Nobody at table 2 was zeroed: the round waits for their own scores.
    expect(confirmed.filter((e) => e.type === 'score-assigned').map((e) => e.data.entrant)).toEqual(
      ['E1', 'E5'],
    );
    expect(await page.getByRole('button', { name: 'Pubblica il turno 1' }).isDisabled()).toBe(true);
    expect(director.pageErrors).toEqual([]);
    await director.context.close();
  });

  it('imports entrants from a CSV file: tried line by line first, then registered in one command', async () => {
    const director = await consoleOf('importa', BURRACO, PAIRS.slice(0, 1));
    const { page } = director;
    const csv = [
      'Cognome;Nome;Tessera;Circolo;Coppia',
      'De Luca;Maria;T100;Circolo Aurora;1',
      'Ferri;Paolo;T101;Circolo Aurora;1',
      'Neri;Anna;;;2',
      'Bianchi;Bruno;;;2',
      'Sala;Rita;T102;Circolo Borgo;3',
      'Moro;Ivo;T103;Circolo Borgo;3',
    ].join('\n');
    await page
      .getByTestId('import-file')
      .setInputFiles({ name: 'iscritti.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    const plan = page.getByTestId('import-plan');
    await plan.waitFor();
    const planned = await plan.innerText();
    expect(planned).toContain('Nuovi iscritti: 2; già iscritti: 1; errori: 0');
    expect(planned).toContain('riga 2, 3: nuovo iscritto E2 Maria De Luca – Paolo Ferri');
    expect(planned).toContain('riga 4, 5: Anna Neri – Bruno Bianchi è già iscritto come E1');
    // The dry run records nothing.
    expect(await typesOf(page, 'importa')).toEqual(['created', 'registered']);

    const posted: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST') posted.push(new URL(r.url()).pathname);
    });
    await plan.getByRole('button', { name: /Importa da iscritti\.csv/ }).click();
    await plan.waitFor({ state: 'detached' });
    // By the import route, which takes files larger than a command may be.
    expect(posted).toEqual(['/api/events/importa/import']);
    const entrants = page.getByTestId('entrants');
    await entrants.getByText('E2 Maria De Luca - Paolo Ferri').waitFor();
    await entrants.getByText('E3 Rita Sala - Ivo Moro').waitFor();
    const log = await logOf(page, 'importa');
    expect(log.map((e) => e.type)).toEqual(['created', 'registered', 'registered', 'registered']);
    expect(log[2]?.data).toMatchObject({
      entrant: { people: [{ surname: 'De Luca', membership: 'T100', club: 'Circolo Aurora' }, {}] },
    });

    // A name like one registered asks for confirmation; once confirmed the form is cleared.
    const register = page.getByTestId('register');
    const first = register.getByRole('group', { name: 'Giocatore 1' });
    const second = register.getByRole('group', { name: 'Giocatore 2' });
    await first.getByLabel('Cognome', { exact: true }).fill('neri');
    await first.getByLabel('Nome', { exact: true }).fill('anna');
    await second.getByLabel('Cognome', { exact: true }).fill('Riva');
    await second.getByLabel('Nome', { exact: true }).fill('Olga');
    await second.getByLabel('Regione', { exact: true }).fill('Lazio');
    await register.getByRole('button', { name: 'Iscrivi' }).click();
    const doubts = page.getByTestId('doubts');
    await doubts.waitFor();
    await doubts.getByRole('button', { name: 'Conferma' }).click();
    await entrants.getByText('E4 anna neri - Olga Riva').waitFor();
    expect(await first.getByLabel('Cognome', { exact: true }).inputValue()).toBe('');
    expect(await second.getByLabel('Regione', { exact: true }).inputValue()).toBe('');
    expect((await logOf(page, 'importa')).at(-1)?.data).toMatchObject({
      entrant: { people: [{}, { surname: 'Riva', region: 'Lazio' }] },
    });

    // Another director registers a pair at the same moment, which the page has not fetched (its
    // polls fail): the server finds the doubt, and the console holds the command the same way.
    await page.route('**/api/events/importa', (route) => route.abort());
    await recorded(page, 'importa', {
      type: 'register',
      people: [
        { surname: 'Pace', firstName: 'Lia' },
        { surname: 'Fini', firstName: 'Eva' },
      ],
    });
    await first.getByLabel('Cognome', { exact: true }).fill('pace');
    await first.getByLabel('Nome', { exact: true }).fill('lia');
    await second.getByLabel('Cognome', { exact: true }).fill('Tosi');
    await second.getByLabel('Nome', { exact: true }).fill('Ugo');
    await register.getByRole('button', { name: 'Iscrivi' }).click();
    await doubts.waitFor();
    expect(await doubts.innerText()).toContain('Lia Pace');
    await page.unroute('**/api/events/importa');
    await doubts.getByRole('button', { name: 'Conferma' }).click();
    await entrants.getByText('E6 lia pace - Ugo Tosi').waitFor();
    expect(await first.getByLabel('Cognome', { exact: true }).inputValue()).toBe('');
    expect(director.pageErrors).toEqual([]);
    await director.context.close();
  });
});
