/**
 * A quick-play bridge table has no director of its own (its opener plays at it), so a call for
 * the director would wait for ever. Here the person at North claims every trick left at his
 * first chance, a claim the bridge bot disputes (it accepts only what the shown top cards make
 * good): LAW 68D (2017) calls the director, and without one the table's rule voids the claim
 * and play goes on (`BoardOptions.director` of @tavolo/bridge), so the board is played out and
 * scored. The bots are the bots package's, from the worker threads, as at any quick play.
 */
import type { Action, MatchView } from '@tavolo/bridge';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, quickPlayer, startTestServer } from './test-server.js';

type Evt = { readonly type: string; readonly seat?: number; readonly article?: string };
type Msg = {
  readonly type: string;
  readonly code?: string;
  readonly version?: number;
  readonly legal?: readonly Action[];
  readonly view?: MatchView | null;
  readonly messages?: readonly { readonly hidden: boolean; readonly event?: Evt }[];
};

/**
 * North's move: 1NT at his first call of a board, then passes; one claim of every trick left
 * (when he declares or defends: the dummy does not claim); then agree, or a card.
 */
const northMove = (
  legal: readonly Action[],
  bid: boolean,
  claimed: boolean,
): Action | undefined => {
  const claims = legal.filter((a) => a.type === 'claim');
  const all = claims[claims.length - 1];
  return (
    (bid
      ? legal.find((a) => a.type === 'call' && a.call.type === 'bid' && a.call.strain === 'NT')
      : undefined) ??
    legal.find((a) => a.type === 'call' && a.call.type === 'pass') ??
    (!claimed && all?.type === 'claim' && legal.some((a) => a.type === 'play')
      ? { ...all, statement: 'tutte le prese sono mie' }
      : undefined) ??
    legal.find((a) => a.type === 'agree-tricks' && a.agree) ??
    legal.find((a) => a.type === 'answer-claim' && a.answer === 'accept') ??
    legal.find((a) => a.type === 'play')
  );
};

describe('a quick-play bridge table, which has no director', () => {
  let test: TestServer;
  beforeAll(async () => {
    test = await startTestServer('sqlite');
  });
  afterAll(() => test.stop());

  it('LAW 68D (2017) without a director: a claim the bots dispute is void, play goes on, the board is scored', async () => {
    const { client, table } = await quickPlayer(test, { game: 'bridge', bot: 'esperto' });
    const events = () =>
      (client.received as Msg[]).flatMap((m) =>
        (m.messages ?? []).flatMap((x) => (x.hidden || !x.event ? [] : [x.event])),
      );
    const has = (type: string) => events().some((e) => e.type === type);
    // The board of the void claim scored: its `board-scored` comes after `claim-withdrawn`.
    const done = () => {
      const seen = events();
      const at = seen.findIndex((e) => e.type === 'claim-withdrawn');
      return at >= 0 && seen.slice(at).some((e) => e.type === 'board-scored');
    };
    let answered = -1;
    let board = 0;
    let bid = true;
    let claimed = false;
    let id = 0;
    const end = Date.now() + 150_000;
    while (!done() && !has('match-ended') && Date.now() < end) {
      const prompts = (client.received as Msg[]).filter((m) => m.type === 'prompt');
      const prompt = prompts[prompts.length - 1];
      const views = (client.received as Msg[]).flatMap((m) => (m.view ? [m.view] : []));
      const number = views[views.length - 1]?.board.board.number ?? 0;
      if (number !== board) {
        board = number;
        bid = true;
      }
      if (prompt && prompt.version !== answered) {
        answered = prompt.version ?? -1;
        const move = northMove(prompt.legal ?? [], bid, claimed);
        if (move) {
          if (move.type === 'call' && move.call.type === 'bid') bid = false;
          if (move.type === 'claim') claimed = true;
          client.send({ type: 'act', id: `a${id++}`, action: move });
        }
      }
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    // North claimed on the first board he was not the dummy of (a match has 4 boards).
    expect(claimed).toBe(true);
    const seen = events();
    const disputed = seen.find((e) => e.type === 'claim-answered');
    expect(disputed).toMatchObject({ answer: 'dispute' });
    expect(seen.find((e) => e.type === 'claim-withdrawn')).toEqual({
      type: 'claim-withdrawn',
      seat: disputed?.seat,
      article: 'LAW 68D (2017)',
    });
    expect(has('director-called')).toBe(false);
    // Play went on after the void claim, and the board was played out and scored.
    const withdrawn = seen.findIndex((e) => e.type === 'claim-withdrawn');
    expect(seen.slice(withdrawn).some((e) => e.type === 'played')).toBe(true);
    expect(done()).toBe(true);
    const views = (client.received as Msg[]).flatMap((m) => (m.view ? [m.view] : []));
    const last = views[views.length - 1] as MatchView;
    const claimedOn = seen.slice(0, withdrawn).filter((e) => e.type === 'board-scored').length + 1;
    expect(last.played.find((p) => p.number === claimedOn)?.result.by).toBe('play');
    // Every view says so, for the table to word its buttons (no "call the director").
    expect(last.board.director).toBe(false);
    // The replay of the board from the log plays it the same way: the start record says the
    // table had no director, so the dispute voids the claim there too.
    const text = `${test.server.url}/api/tables/${table}/hands/${claimedOn}/replay?format=text&lang=it`;
    let replay = await fetch(text);
    for (let i = 0; i < 100 && replay.status !== 200; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      replay = await fetch(text);
    }
    expect(await replay.text()).toContain('senza arbitro al tavolo il reclamo decade');
    const late = new Set(['already-agreed', 'not-agreement', 'no-claim']);
    const errors = (client.received as Msg[]).filter((m) => m.type === 'error');
    expect(errors.map((m) => m.code).filter((c) => !late.has(c ?? ''))).toEqual([]);
    client.socket.close();
  }, 180_000);
});
