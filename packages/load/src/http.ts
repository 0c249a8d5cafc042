/**
 * The few HTTP calls of the runs (guest sessions, tables, joins; the abuse run's floods), as a
 * browser would make them: over kept-alive connections, with the page's Origin on a POST, and
 * from the client's own loopback address (`addresses.ts`), so that the server counts each
 * client against the limits of its own address.
 */
import { Agent, request } from 'node:http';
import type { Result } from './result.js';

export interface Answer {
  readonly status: number;
  readonly body: unknown;
  /** `name=value` of the cookie the answer set, if any. */
  readonly cookie: string | undefined;
}

export interface From {
  /** The session cookie, `name=value`. */
  readonly cookie?: string | undefined;
  /** The local address to connect from (an address of 127.0.0.0/8); by default the system's. */
  readonly localAddress?: string | undefined;
}

/** One pool of kept-alive connections per local address (the agent names its pools so). */
const agent = new Agent({ keepAlive: true });

/** A request that takes longer has lost its server. */
const TIMEOUT_MS = 60_000;

interface Raw {
  readonly status: number;
  readonly text: string;
  readonly setCookie: readonly string[] | undefined;
}

/**
 * A request sent on a kept-alive connection the server had just closed fails before any answer
 * (ECONNRESET, "socket hang up"): the server never read it. A browser sends it again on a new
 * connection, and so does `send`, once. Any other failure is the run's error.
 */
const send = async (
  method: 'GET' | 'POST',
  url: string,
  body: string | undefined,
  from: From,
): Promise<Result<Raw>> => {
  const first = await sendOnce(method, url, body, from);
  return first.dropped ? (await sendOnce(method, url, body, from)).result : first.result;
};

interface Sent {
  readonly result: Result<Raw>;
  /** The request failed on a reused connection before any answer: it may be sent again. */
  readonly dropped: boolean;
}

const isConnectionDrop = (error: unknown): boolean =>
  error instanceof Error &&
  ((error as NodeJS.ErrnoException).code === 'ECONNRESET' || error.message === 'socket hang up');

const sendOnce = (
  method: 'GET' | 'POST',
  url: string,
  body: string | undefined,
  from: From,
): Promise<Sent> =>
  new Promise((resolve) => {
    let answered = false;
    const fail = (error: unknown) =>
      resolve({
        result: {
          ok: false,
          error: `${method} ${url}: ${error instanceof Error ? error.message : String(error)}`,
        },
        dropped: !answered && req.reusedSocket && isConnectionDrop(error),
      });
    const headers: Record<string, string> = {};
    if (from.cookie !== undefined) headers['cookie'] = from.cookie;
    if (body !== undefined) {
      headers['content-type'] = 'application/json';
      headers['content-length'] = String(Buffer.byteLength(body));
      headers['origin'] = new URL(url).origin;
    }
    const req = request(
      url,
      {
        method,
        headers,
        agent,
        timeout: TIMEOUT_MS,
        ...(from.localAddress === undefined ? {} : { localAddress: from.localAddress }),
      },
      (response) => {
        answered = true;
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('error', fail);
        response.on('end', () =>
          resolve({
            result: {
              ok: true,
              value: {
                status: response.statusCode ?? 0,
                text,
                setCookie: response.headers['set-cookie'],
              },
            },
            dropped: false,
          }),
        );
      },
    );
    req.on('error', fail);
    req.on('timeout', () => req.destroy(new Error(`no answer within ${TIMEOUT_MS} ms`)));
    req.end(body);
  });

/** POSTs `body` as JSON; a network failure or a body that is not JSON is an error value. */
export const postJson = async (
  url: string,
  body: unknown,
  from: From = {},
): Promise<Result<Answer>> => {
  const raw = await send('POST', url, JSON.stringify(body), from);
  if (!raw.ok) return raw;
  const { status, text, setCookie } = raw.value;
  let parsed: unknown;
  try {
    parsed = text === '' ? undefined : (JSON.parse(text) as unknown);
  } catch {
    return { ok: false, error: `POST ${url}: ${status} answered with a body that is not JSON` };
  }
  return { ok: true, value: { status, body: parsed, cookie: setCookie?.[0]?.split(';')[0] } };
};

/** GETs `url`: the status and the body as text, whatever the status. */
export const getText = async (
  url: string,
  from: From = {},
): Promise<Result<{ readonly status: number; readonly text: string }>> => {
  const raw = await send('GET', url, undefined, from);
  return raw.ok ? { ok: true, value: { status: raw.value.status, text: raw.value.text } } : raw;
};

/** Runs `task` over `items` with at most `limit` at a time; the answers keep the items' order. */
export const mapLimited = async <T, R>(
  items: readonly T[],
  limit: number,
  task: (item: T, index: number) => Promise<R>,
): Promise<R[]> => {
  const answers = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      answers[index] = await task(items[index] as T, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return answers;
};
