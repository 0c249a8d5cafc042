/** The few HTTP calls of the setup (guest sessions, tables, joins), as a browser would make them. */
import type { Result } from './result.js';

export interface Answer {
  readonly status: number;
  readonly body: unknown;
  /** `name=value` of the cookie the answer set, if any. */
  readonly cookie: string | undefined;
}

/** POSTs `body` as JSON; a network failure or a body that is not JSON is an error value. */
export const postJson = async (
  url: string,
  body: unknown,
  cookie?: string,
): Promise<Result<Answer>> => {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(cookie === undefined ? {} : { cookie }) },
      body: JSON.stringify(body),
    });
    const text = await response.text();
    return {
      ok: true,
      value: {
        status: response.status,
        body: text === '' ? undefined : (JSON.parse(text) as unknown),
        cookie: response.headers.get('set-cookie')?.split(';')[0],
      },
    };
  } catch (error) {
    return {
      ok: false,
      error: `POST ${url}: ${error instanceof Error ? error.message : String(error)}`,
    };
  }
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
