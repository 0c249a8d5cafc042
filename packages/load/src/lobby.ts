/** The lobby calls of the Tavolo run's setup: guest sessions and tables for groups of four. */
import type { GameName } from '@tavolo/protocol';
import { postJson } from './http.js';
import type { Result } from './result.js';

const codeOf = (body: unknown): string =>
  typeof body === 'object' && body !== null && 'code' in body ? String(body.code) : 'no-code';

/** A guest session (no password to hash): the session cookie. */
export const guestSession = async (baseUrl: string, name: string): Promise<Result<string>> => {
  const answer = await postJson(`${baseUrl}/api/auth/guest`, { name });
  if (!answer.ok) return answer;
  if (answer.value.status !== 201 || answer.value.cookie === undefined)
    return {
      ok: false,
      error: `guest ${name}: ${answer.value.status} ${codeOf(answer.value.body)}`,
    };
  return { ok: true, value: answer.value.cookie };
};

/**
 * A new table of human places, one per cookie, joined by the guests one after the other (the
 * last join starts the match): the table's id, or the refusal's code.
 */
export const openGroupTable = async (
  baseUrl: string,
  cookies: readonly string[],
  game: GameName,
  profile: string,
): Promise<Result<string>> => {
  const created = await postJson(
    `${baseUrl}/api/tables`,
    {
      game,
      profile,
      seats: cookies.map(() => ({ kind: 'human' })),
      timeControl: { kind: 'none' },
      graceSeconds: 600,
    },
    cookies[0],
  );
  if (!created.ok) return created;
  if (created.value.status !== 201)
    return { ok: false, error: `create-table-${codeOf(created.value.body)}` };
  const id = (created.value.body as { readonly id: string }).id;
  for (const cookie of cookies) {
    const joined = await postJson(`${baseUrl}/api/tables/${id}/join`, {}, cookie);
    if (!joined.ok) return joined;
    if (joined.value.status !== 200)
      return { ok: false, error: `join-table-${codeOf(joined.value.body)}` };
  }
  return { ok: true, value: id };
};
