/**
 * LAW 66 at an online table: a quitted trick is not reviewed until play ends (66C), unless the
 * table allows the last one to be, as online rules do (`reviewLastTrick`, a setting of the table
 * when it is created, kept with it). North declares 3NT against three stand-in bots and plays
 * the first trick; then his prompt has the review of that trick or not, as the table says.
 */
import type { Action } from '@tavolo/bridge';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Msg, act, openBridgeTable, promptWith, standInPool } from './test-bridge.js';
import { type TestServer, guest, rawClient, request, startTestServer } from './test-server.js';

describe('reviewing the last trick at an online bridge table', () => {
  let test: TestServer;
  beforeAll(async () => {
    test = await startTestServer('sqlite', { bots: standInPool() });
  });
  afterAll(() => test.stop());

  /** A table of North and three bots; North bids 3NT and plays until the first trick is quitted. */
  const afterFirstTrick = async (reviewLastTrick: boolean | undefined) => {
    const cookie = await guest(test.server);
    const created = await openBridgeTable(
      test.server.url,
      cookie,
      reviewLastTrick === undefined ? {} : { reviewLastTrick },
    );
    expect(created.status).toBe(201);
    const summary = created.body as { readonly id: string; readonly reviewLastTrick?: boolean };
    expect(
      (await request(`${test.server.url}/api/tables/${summary.id}/join`, 'POST', {}, cookie))
        .status,
    ).toBe(200);
    const north = await rawClient(test.wsUrl, cookie);
    north.send({ type: 'hello', table: summary.id });
    await promptWith(north, 'call');
    const call = { type: 'bid', level: 3, strain: 'NT' } as const;
    expect(await act(north, 'c', { type: 'call', seat: 0, call })).toMatchObject({ type: 'ack' });
    // Each prompt in turn: North plays its first card until a prompt comes after the first
    // trick was quitted (the views before it show the trick's winner).
    const quittedBefore = (index: number) => {
      const views = (north.received.slice(0, index) as Msg[]).flatMap((m) =>
        m.view ? [m.view] : [],
      );
      const winner = views[views.length - 1]?.board.tricks[0]?.winner;
      return winner !== undefined && winner !== null;
    };
    let cursor = 0;
    for (let n = 0; n < 8; n++) {
      const prompt = (await promptWith(north, 'play', cursor)) as Msg;
      const at = north.received.indexOf(prompt);
      cursor = at + 1;
      if (quittedBefore(at)) return { north, summary, legal: prompt.legal ?? [] };
      const play = (prompt.legal ?? []).find((a) => a.type === 'play');
      expect(await act(north, `p${n}`, play)).toMatchObject({ type: 'ack' });
    }
    throw new Error('the first trick was not quitted');
  };

  const reviewsFirst = (legal: readonly Action[]) =>
    legal.some((a) => a.type === 'inspect' && a.what === 'trick' && a.trick === 0);

  it('LAW 66C: without the setting, the quitted trick is not reviewed during play', async () => {
    const { north, summary, legal } = await afterFirstTrick(undefined);
    expect(summary.reviewLastTrick).toBeUndefined();
    expect(reviewsFirst(legal)).toBe(false);
    north.socket.close();
  }, 60_000);

  it('LAW 66 (online rules): with the setting, the player reviews the last quitted trick during play', async () => {
    const { north, summary, legal } = await afterFirstTrick(true);
    expect(summary.reviewLastTrick).toBe(true);
    const listed = await request(`${test.server.url}/api/tables/${summary.id}`, 'GET');
    expect(listed.body).toMatchObject({ reviewLastTrick: true });
    expect(reviewsFirst(legal)).toBe(true);
    const review = legal.find((a) => a.type === 'inspect' && a.what === 'trick');
    const from = north.received.length;
    expect(await act(north, 'i', review)).toMatchObject({ type: 'ack' });
    await north.next(
      (m: Msg) => (m.messages ?? []).some((x) => x.event?.type === 'trick-inspected'),
      from,
      10_000,
    );
    north.socket.close();
  }, 60_000);

  it('a Scala 40 or Burraco table refuses the setting, with its reason', async () => {
    const cookie = await guest(test.server);
    const created = await request(
      `${test.server.url}/api/tables`,
      'POST',
      {
        game: 'burraco',
        profile: 'champion',
        seats: [{ kind: 'human' }, { kind: 'bot', bot: 'random' }],
        reviewLastTrick: true,
      },
      cookie,
    );
    expect(created.body).toMatchObject({ code: 'bridge-only' });
    expect(created.status).toBe(409);
  });
});
