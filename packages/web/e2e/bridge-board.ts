/**
 * One bridge board played to its score against the server's bots by a Node client in a guest's
 * seat (quick play): the guest bids once then passes, plays the first card he may (his own, or
 * the dummy's as declarer) and, once two tricks are played, concedes the rest with a statement
 * (LAW 68); he accepts a claim and agrees on the tricks (LAW 69A, 79A). Shared by the replay's
 * end-to-end test and the script that takes its screenshots.
 */
import { type HttpClient, type TableState, connectTable, createHttpClient } from '@tavolo/client';
import type { Action, MatchView } from '@tavolo/bridge';
import { WebSocket } from 'ws';

export const CONCESSION = 'Le prese restanti sono vostre';

const WAIT = { timeoutMs: 60_000 };

const boardOver = (view: unknown): boolean =>
  view !== null && (view as MatchView).played.length > 0;

const choose = (view: MatchView, seat: number, legal: readonly Action[], bid: boolean) => {
  const board = view.board;
  const played = board.tricks.filter((t) => t.winner !== null).length;
  const current = board.tricks[board.tricks.length - 1];
  const between = current === undefined || current.winner !== null;
  const concede = legal.some((a) => a.type === 'claim') && played >= 2 && between;
  if (concede) return { type: 'claim', seat, tricks: 0, statement: CONCESSION } as Action;
  const calls = legal.filter((a) => a.type === 'call');
  if (calls.length > 0)
    return (
      (bid ? undefined : calls.find((a) => a.type === 'call' && a.call.type === 'bid')) ??
      calls.find((a) => a.type === 'call' && a.call.type === 'pass')
    );
  return (
    legal.find((a) => a.type === 'play') ??
    legal.find((a) => a.type === 'answer-claim' && a.answer === 'accept') ??
    legal.find((a) => a.type === 'agree-tricks' && a.agree)
  );
};

/** Plays board 1 of a quick-play bridge table as `name`; answers the table's id. */
export const playBridgeBoard = async (baseUrl: string, name: string): Promise<string> => {
  const http: HttpClient = createHttpClient({ baseUrl });
  const guest = await http.guest(name);
  if (!guest.ok) throw new Error(guest.error.message);
  const created = await http.quickPlay({ game: 'bridge' });
  if (!created.ok) throw new Error(created.error.message);
  const connection = connectTable({
    url: baseUrl,
    table: created.value.id,
    cookie: http.cookie(),
    WebSocket,
  });
  let bid = false;
  try {
    for (;;) {
      const next = (s: TableState) =>
        s.view === null
          ? undefined
          : choose(s.view as MatchView, s.seat ?? 0, s.legal as readonly Action[], bid);
      // Reviews (LAW 66) are open to him at any time: he waits for a move of his own.
      const state = await connection.waitFor(
        (s) => boardOver(s.view) || next(s) !== undefined,
        WAIT,
      );
      if (!state.ok) throw new Error(state.error.message);
      if (boardOver(state.value.view)) return created.value.id;
      const action = next(state.value);
      if (action === undefined) throw new Error('no action for the guest');
      bid ||= action.type === 'call';
      const acted = await connection.act(action);
      if (!acted.ok) throw new Error(acted.error.message);
    }
  } finally {
    connection.close();
  }
};
