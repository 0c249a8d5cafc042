/**
 * A bridge pairs event on the server's database, as `tavolo tournament` writes it: the event
 * lists with its own summary and standings (the store projects each event by its game), and
 * its log goes out whole for the pages to fold, read-only.
 */
import { openStore } from '@tavolo/store';
import { DIALECTS } from '@tavolo/store/testing';
import { bridge } from '@tavolo/tournament';
import { describe, expect, it } from 'vitest';
import { openAccounts } from './accounts.js';
import { buildHttpApp } from './http.js';
import type { Lobby } from './lobby.js';
import { createMetrics } from './metrics.js';

const unused = async (): Promise<never> => {
  throw new Error('the event routes do not use the lobby');
};
const noLobby = new Proxy({}, { get: () => unused }) as Lobby;

const at = (minutes: number) => new Date(Date.UTC(2026, 10, 26, 19, minutes)).toISOString();
const must = <T>(r: { ok: true; value: T } | { ok: false; error: { message: string } }): T => {
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

/** A 4-table Howell of 21 boards, played from a seed and published at minute 110. */
const howell = (): readonly bridge.BridgePairsEvent[] => {
  let events = must(
    bridge.createBridgePairs(
      {
        name: 'Howell del giovedì',
        date: '2026-11-26',
        movement: { kind: 'howell', tables: 4 },
        boardsPerRound: 3,
        scoring: 'matchpoints',
      },
      { at: at(0), by: 'arbitro' },
    ),
  );
  for (let pair = 1; pair <= 8; pair++)
    events = must(
      bridge.runBridgePairs(events, (s) =>
        bridge.registerPair(s, pair, [`Nord${pair}`, `Sud${pair}`], { at: at(1), by: 'arbitro' }),
      ),
    );
  events = must(bridge.playSample(events, 9, at(100)));
  return must(
    bridge.runBridgePairs(events, (s) => bridge.publishResults(s, { at: at(110), by: 'arbitro' })),
  );
};

describe('a bridge pairs event on the server', () => {
  it('lists with its own summary and standings, and hands out its log to fold', async () => {
    const sqlite = DIALECTS.find((d) => d.kind === 'sqlite');
    const database = await (sqlite as (typeof DIALECTS)[number]).createDatabase();
    const store = await openStore(database.location, bridge.projectEventLog);
    const app = await buildHttpApp({
      store,
      lobby: noLobby,
      accounts: openAccounts({ store: store.accounts, admins: ['Arbitro'] }),
      metrics: createMetrics(),
      logger: false,
    });
    try {
      const events = howell();
      const meta = {
        name: 'Howell del giovedì',
        game: 'bridge',
        createdAt: at(0),
        date: '2026-11-26',
      };
      must(await store.createTournament('howell', meta, events.map(bridge.toBridgeEnvelope)));
      const status = (await app.inject({ url: '/api/events/howell' })).json();
      expect(status).toMatchObject({
        status: 'in-progress',
        currentRound: 7,
        totalRounds: 7,
        entrantCount: 8,
      });
      const state = must(bridge.replayBridgePairs(events));
      const [field] = must(bridge.bridgeStandings(state));
      expect(
        (status.standings as { entrantId: string; rank: number }[]).map((r) => [
          r.entrantId,
          r.rank,
        ]),
      ).toEqual(field?.standings.map((r) => [String(r.pair), r.rank]));
      const log = (await app.inject({ url: '/api/events/howell/log' })).json() as {
        type: string;
        at: string;
        by: string;
        data: unknown;
      }[];
      const folded = log.map((e) => must(bridge.fromBridgeEnvelope(e)));
      expect(must(bridge.replayBridgePairs(folded))).toEqual(state);
    } finally {
      await app.close();
      await store.close();
      await database.drop();
    }
  });
});
