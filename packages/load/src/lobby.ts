/** The lobby calls of the Tavolo run's setup: guest sessions and tables for groups of four. */
import type { GameName } from '@tavolo/protocol';
import { postJson } from './http.js';
import type { Result } from './result.js';

const codeOf = (body: unknown): string =>
  typeof body === 'object' && body !== null && 'code' in body ? String(body.code) : 'no-code';

/** A guest session (no password to hash), opened from `address`: the session cookie. */
export const guestSession = async (
  baseUrl: string,
  name: string,
  address?: string,
): Promise<Result<string>> => {
  const answer = await postJson(`${baseUrl}/api/auth/guest`, { name }, { localAddress: address });
  if (!answer.ok) return answer;
  if (answer.value.status !== 201 || answer.value.cookie === undefined)
    return {
      ok: false,
      error: `guest ${name}: ${answer.value.status} ${codeOf(answer.value.body)}`,
    };
  return { ok: true, value: answer.value.cookie };
};

/** The rules of a new table: its profile and, where the profile ends after them, its hands. */
export interface TableRules {
  readonly profile: string;
  readonly hands?: number | undefined;
}

/** A place at a new table: a person's (who joins), or a bot's from the start. */
export type SeatPlan =
  { readonly kind: 'human' } | { readonly kind: 'bot'; readonly bot: 'greedy' };

/**
 * A new table of human places, one per cookie, joined by the guests one after the other (the
 * last join starts the match), each from its address (`addresses[i]` for `cookies[i]`, the
 * system's if none), and `bots` greedy bots after them: the table's id, or the refusal's code.
 */
export const openGroupTable = async (
  baseUrl: string,
  cookies: readonly string[],
  game: GameName,
  rules: TableRules,
  addresses: readonly (string | undefined)[] = [],
  bots = 0,
): Promise<Result<string>> => {
  const seats: SeatPlan[] = [
    ...cookies.map(() => ({ kind: 'human' as const })),
    ...Array.from({ length: bots }, () => ({ kind: 'bot' as const, bot: 'greedy' as const })),
  ];
  const created = await postJson(
    `${baseUrl}/api/tables`,
    {
      game,
      profile: rules.profile,
      seats,
      timeControl: { kind: 'none' },
      graceSeconds: 600,
      ...(rules.hands !== undefined && { hands: rules.hands }),
    },
    { cookie: cookies[0], localAddress: addresses[0] },
  );
  if (!created.ok) return created;
  if (created.value.status !== 201)
    return { ok: false, error: `create-table-${codeOf(created.value.body)}` };
  const id = (created.value.body as { readonly id: string }).id;
  for (const [i, cookie] of cookies.entries()) {
    const joined = await postJson(
      `${baseUrl}/api/tables/${id}/join`,
      {},
      { cookie, localAddress: addresses[i] },
    );
    if (!joined.ok) return joined;
    if (joined.value.status !== 200)
      return { ok: false, error: `join-table-${codeOf(joined.value.body)}` };
  }
  return { ok: true, value: id };
};
