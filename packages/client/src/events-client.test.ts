import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpClient } from './http-client.js';
import { type TestServer, errorOf, startTestServer, valueOf } from './test-support.js';

let tavolo: TestServer;

beforeAll(async () => {
  tavolo = await startTestServer();
});

afterAll(async () => {
  await tavolo.close();
});

const client = () => createHttpClient({ baseUrl: tavolo.url });

const SETTINGS = {
  id: 'coppa',
  name: 'Coppa del Circolo',
  game: 'burraco',
  kind: 'pairs',
  rounds: [{ movement: { kind: 'danish', variant: 'modified' }, hands: 3 }],
} as const;

describe('the tournament routes', () => {
  it('lets the admin direct an event that anyone can follow', async () => {
    const director = client();
    const admin = valueOf(
      await director.register({ name: 'Arbitra', password: 'carte-in-tavola' }),
    );
    expect(admin.role).toBe('admin');
    const created = valueOf(await director.createEvent(SETTINGS));
    expect(created.events.map((e) => [e.seq, e.type])).toEqual([[1, 'created']]);
    expect(created.status).toMatchObject({ status: 'registration', totalRounds: 1 });

    for (const players of [
      ['Anna Neri', 'Bruno Bianchi'],
      ['Carla Verdi', 'Dino Rossi'],
    ])
      valueOf(await director.eventCommand('coppa', { type: 'register', players }));
    const paired = valueOf(await director.eventCommand('coppa', { type: 'pair' }));
    expect(paired.status).toMatchObject({ status: 'in-progress', currentRound: 1 });

    const unsigned = errorOf(
      await director.eventCommand('coppa', {
        type: 'result',
        round: 1,
        table: 1,
        hands: [
          [300, 100],
          [200, 100],
          [100, 0],
        ],
        signedBy: ['E1'],
      }),
    );
    expect(unsigned).toMatchObject({ code: 'not-signed', article: 'BUR-CH art. 20' });

    const anyone = client();
    expect(valueOf(await anyone.events()).map((e) => e.id)).toEqual(['coppa']);
    expect(valueOf(await anyone.event('coppa'))).toMatchObject({
      tournament: { id: 'coppa', name: 'Coppa del Circolo', lastSeq: 4 },
      entrantCount: 2,
    });
    const log = valueOf(await anyone.eventLog('coppa'));
    expect(log.map((e) => e.type)).toEqual(['created', 'registered', 'registered', 'round-paired']);
    expect(log[3]).toMatchObject({ seq: 4, by: 'Arbitra' });
    expect(errorOf(await anyone.event('nessuno')).code).toBe('unknown-tournament');
    expect(errorOf(await anyone.eventCommand('coppa', { type: 'pair' })).code).toBe(
      'not-logged-in',
    );
    valueOf(await anyone.guest());
    expect(errorOf(await anyone.createEvent({ ...SETTINGS, id: 'altra' })).code).toBe('forbidden');
  });

  it('makes the addresses of the printouts, which answer PDF', async () => {
    const http = client();
    const seating = http.eventPrintUrl('coppa', 'seating', { round: 1, lang: 'en' });
    expect(seating).toBe(`${tavolo.url}/api/events/coppa/print/seating?round=1&lang=en`);
    expect(http.eventPrintUrl('a b', 'standings')).toBe(
      `${tavolo.url}/api/events/a%20b/print/standings`,
    );
    expect(http.eventPrintUrl('coppa', 'referee-reports', { lang: 'it', cautions: true })).toBe(
      `${tavolo.url}/api/events/coppa/print/referee-reports?lang=it&cautions=true`,
    );
    const response = await fetch(seating);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
  });

  it('imports a CSV file larger than a command may be through the import route', async () => {
    const director = client();
    valueOf(await director.login({ name: 'Arbitra', password: 'carte-in-tavola' }));
    valueOf(await director.createEvent({ ...SETTINGS, id: 'importa' }));
    // 20 pairs with a 4,000-character note each: some 80 KiB, past the commands route's 64 KiB.
    const note = 'n'.repeat(4000);
    const csv = [
      'Cognome;Nome;Coppia;Note',
      ...Array.from({ length: 40 }, (_, i) => `Cognome${i};Nome${i};${Math.floor(i / 2)};${note}`),
    ].join('\n');
    expect(csv.length).toBeGreaterThan(64 * 1024);
    expect(errorOf(await director.eventCommand('importa', { type: 'import', csv })).code).toBe(
      'too-large',
    );
    const imported = valueOf(await director.eventImport('importa', { csv }));
    expect(imported).toMatchObject({ dryRun: false, status: { entrantCount: 20 } });
    const log = valueOf(await director.eventLog('importa'));
    expect(log.filter((e) => e.type === 'registered')).toHaveLength(20);
  });
});
