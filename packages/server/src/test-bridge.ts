/**
 * For the tests of bridge tables over the real server: a bot pool that passes, answers and plays
 * by the seed, and the raw client's messages read as bridge's.
 */
import type { Action, BoardView, MatchView } from '@tavolo/bridge';
import { type Card52, err, ok, PROCEDURE, ruleError } from '@tavolo/cards';
import type { BotPool } from './bot-pool.js';
import { type RawClient, request } from './test-server.js';

export const DISPUTED = 'DISPUTED';

/** Passes, accepts, agrees; else plays a card the seed picks among the legal ones. */
export const standInPool = (): BotPool => ({
  threads: 1,
  choose: ({ legal, seed, view }) => {
    const actions = legal as readonly Action[];
    const pass = actions.findIndex((a) => a.type === 'call' && a.call.type === 'pass');
    if (pass >= 0) return Promise.resolve(ok(pass));
    // A claim stated as `DISPUTED` is disputed, so that a test can have the director rule.
    const claim = (view as BoardView | null)?.claim;
    const answer = claim?.statement === DISPUTED ? 'dispute' : 'accept';
    const yes = actions.findIndex(
      (a) =>
        (a.type === 'answer-claim' && a.answer === answer) ||
        (a.type === 'agree-tricks' && a.agree),
    );
    if (yes >= 0) return Promise.resolve(ok(yes));
    const plays = actions.flatMap((a, i) => (a.type === 'play' ? [i] : []));
    const index = plays[seed % Math.max(plays.length, 1)];
    return Promise.resolve(
      index === undefined ? err(ruleError('no-move', PROCEDURE, 'nothing to play')) : ok(index),
    );
  },
  close: () => Promise.resolve(),
});

export type Msg = {
  readonly type: string;
  readonly id?: string;
  readonly code?: string;
  readonly view?: MatchView | null;
  readonly seat?: number | null;
  readonly legal?: readonly Action[];
  readonly messages?: readonly { readonly hidden: boolean; readonly event?: Evt }[];
  readonly log?: readonly { readonly hidden: boolean; readonly event?: Evt }[];
  readonly status?: {
    readonly hands: readonly { readonly hand: number; readonly secret?: string }[];
  };
};
export type Evt = {
  readonly type: string;
  readonly seat?: number;
  readonly cards?: readonly Card52[];
};

export const events = (client: RawClient): Evt[] =>
  (client.received as Msg[]).flatMap((m) =>
    (m.messages ?? []).flatMap((x) => (x.hidden || !x.event ? [] : [x.event])),
  );

export const answerTo = (client: RawClient, id: string) =>
  client.next((m: Msg) => (m.type === 'ack' || m.type === 'error') && m.id === id) as Promise<Msg>;

export const act = async (client: RawClient, id: string, action: unknown): Promise<Msg> => {
  const from = client.received.length;
  client.send({ type: 'act', id, action });
  return (await client.next(
    (m: Msg) => (m.type === 'ack' || m.type === 'error') && m.id === id,
    from,
  )) as Msg;
};

/** The latest prompt from `from` on whose legal actions include one of `type`. */
export const promptWith = (client: RawClient, type: string, from = 0) =>
  client.next(
    (m: Msg) => m.type === 'prompt' && (m.legal ?? []).some((a) => a.type === type),
    from,
    30_000,
  ) as Promise<Msg>;

/** The board's view in the latest message carrying one. */
export const latestBoard = (client: RawClient): BoardView => {
  const views = (client.received as Msg[]).flatMap((m) => (m.view ? [m.view] : []));
  return (views[views.length - 1] as MatchView).board;
};

/**
 * A one-board bridge table opened over HTTP by the account of `cookie`: a person's place (North)
 * and three bots; `settings` adds to the request (`reviewLastTrick`, say). The answer.
 */
export const openBridgeTable = (url: string, cookie: string, settings: object = {}) =>
  request(
    `${url}/api/tables`,
    'POST',
    {
      game: 'bridge',
      profile: 'laws-2017',
      seats: [{ kind: 'human' }, ...[1, 2, 3].map(() => ({ kind: 'bot', bot: 'random' }))],
      hands: 1,
      ...settings,
    },
    cookie,
  );
