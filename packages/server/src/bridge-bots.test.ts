/**
 * A bridge board from the lobby against the bots package's bridge bot, over the real server
 * and its worker threads: a quick-play table of one person and three bots. The person (North)
 * opens 1NT as dealer of board 1 and then passes, plays the first card each prompt offers and
 * agrees on the tricks or accepts a claim when asked; the bots do the rest. Every bot move
 * comes from a worker, through the same queue and role check as a person's.
 */
import type { Action, MatchView } from '@tavolo/bridge';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, quickPlayer, startTestServer } from './test-server.js';

type Msg = {
  readonly type: string;
  readonly id?: string;
  readonly version?: number;
  readonly legal?: readonly Action[];
  readonly view?: MatchView | null;
  readonly messages?: readonly { readonly hidden: boolean; readonly event?: { type: string } }[];
};

/** North's move at a prompt: the opening 1NT, then passes; agreement; the first card. */
const northMove = (legal: readonly Action[], bid: boolean): Action | undefined =>
  (bid
    ? legal.find((a) => a.type === 'call' && a.call.type === 'bid' && a.call.strain === 'NT')
    : undefined) ??
  legal.find((a) => a.type === 'call' && a.call.type === 'pass') ??
  legal.find((a) => a.type === 'agree-tricks' && a.agree) ??
  legal.find((a) => a.type === 'answer-claim' && a.answer !== 'dispute') ??
  legal.find((a) => a.type === 'play');

describe('a bridge board against the bridge bot', () => {
  let test: TestServer;
  beforeAll(async () => {
    test = await startTestServer('sqlite');
  });
  afterAll(() => test.stop());

  it('is played from the lobby to its score, the bots bidding, playing and agreeing', async () => {
    const { client } = await quickPlayer(test, { game: 'bridge', bot: 'principiante' });
    let answered = -1;
    let bid = true;
    let id = 0;
    const scored = () =>
      (client.received as Msg[]).some((m) =>
        (m.messages ?? []).some((x) => x.event?.type === 'board-scored'),
      );
    const end = Date.now() + 60_000;
    while (!scored() && Date.now() < end) {
      const prompts = (client.received as Msg[]).filter((m) => m.type === 'prompt');
      const prompt = prompts[prompts.length - 1];
      if (prompt && prompt.version !== answered) {
        answered = prompt.version ?? -1;
        const move = northMove(prompt.legal ?? [], bid);
        if (move) {
          if (move.type === 'call' && move.call.type === 'bid') bid = false;
          client.send({ type: 'act', id: `a${id++}`, action: move });
        }
      }
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(scored()).toBe(true);
    // North's partner, a bot, may agree on the tricks for their side before North's answer to
    // the same prompt arrives (LAW 79A: any player of the side): that answer is then too late.
    const late = new Set(['already-agreed', 'not-agreement']);
    const errors = (client.received as Msg[]).filter((m) => m.type === 'error');
    expect(
      errors.map((m) => (m as { code?: string }).code).filter((c) => !late.has(c ?? '')),
    ).toEqual([]);
    const views = (client.received as Msg[]).flatMap((m) => (m.view ? [m.view] : []));
    const last = views[views.length - 1] as MatchView;
    expect(last.played).toHaveLength(1);
    expect(last.played[0]?.number).toBe(1);
    expect(last.board.board.number).toBe(2);
    client.socket.close();
  }, 90_000);
});
