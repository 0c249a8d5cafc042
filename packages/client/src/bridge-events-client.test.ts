/**
 * The bridge pairs events' calls against the real server: a director creates an event and
 * registers pairs, a player of a seated pair enters a result and a stranger is refused; the
 * papers' address carries its query.
 */
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

describe("a bridge pairs event's calls", () => {
  it('creates, registers, takes a seated player’s entry and refuses a stranger', async () => {
    const director = client();
    valueOf(await director.register({ name: 'Arbitra', password: 'carte-in-tavola' }));
    const created = valueOf(
      await director.createBridgeEvent({
        id: 'howell',
        name: 'Howell del giovedì',
        date: '2026-11-26',
        movement: { kind: 'howell', tables: 4 },
        boardsPerRound: 1,
        scoring: 'matchpoints',
      }),
    );
    expect(created).toEqual({ id: 'howell', lastSeq: 1 });
    for (let pair = 1; pair <= 8; pair++) {
      const registered = valueOf(
        await director.bridgeCommand('howell', {
          type: 'register',
          pair,
          players: [`Nord ${pair}`, `Sud ${pair}`],
        }),
      );
      expect(registered.events.map((e) => e.type)).toEqual(['registered']);
    }
    expect(valueOf(await director.eventLog('howell'))).toHaveLength(9);

    // Round 1, table 1 of the published 4-table Howell: pair 3 N/S, board 1.
    const player = client();
    valueOf(await player.register({ name: 'Nord 3', password: 'carte-in-tavola' }));
    const outcome = {
      kind: 'played',
      contract: { level: 3, strain: 'NT', doubling: 0, declarer: 0 },
      tricks: 9,
    } as const;
    const entered = valueOf(
      await player.bridgeCommand('howell', {
        type: 'enter',
        round: 1,
        table: 1,
        board: 1,
        outcome,
      }),
    );
    expect(entered).toMatchObject({ lastSeq: 10, events: [{ type: 'result-entered' }] });

    const stranger = client();
    valueOf(await stranger.register({ name: 'Passante', password: 'carte-in-tavola' }));
    expect(
      errorOf(
        await stranger.bridgeCommand('howell', { type: 'confirm', round: 1, table: 1, board: 1 }),
      ),
    ).toMatchObject({ code: 'not-at-this-table' });
    expect(errorOf(await stranger.bridgeCommand('howell', { type: 'publish' }))).toMatchObject({
      code: 'forbidden',
    });
  });

  it("writes the papers' address with what and the language", () => {
    const http = createHttpClient({ baseUrl: 'http://tavolo.test/' });
    expect(http.bridgePapersUrl('coppa di natale', 'travellers')).toBe(
      'http://tavolo.test/api/events/coppa%20di%20natale/bridge-papers?what=travellers',
    );
    expect(http.bridgePapersUrl('coppa', 'score-cards', 'en')).toBe(
      'http://tavolo.test/api/events/coppa/bridge-papers?what=score-cards&lang=en',
    );
  });
});
