/**
 * The abuse run, against a server at its default limits: `tables` honest tables of four guests
 * play at a pace from addresses of their own, while a few abusers, each from one address of
 * another range, send hostile messages from their seats, hold anonymous spectators open on the
 * honest tables, and ask for finished hands without logging in (`abuse-clients.ts`). Before
 * the honest tables start, the first abuser opens a table of four bots, which plays a whole
 * Burraco match at once: its finished hands are what the requests ask for first.
 */
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { AbuseOptions } from './args.js';
import { ABUSER_RANGE, loopbackAddress } from './addresses.js';
import type { AbuserJob } from './clients.js';
import { getText, postJson } from './http.js';
import { guestSession, openGroupTable } from './lobby.js';
import { type RunFigures, measureWindow } from './measure.js';
import type { Counts } from './recorder.js';
import type { Result } from './result.js';
import { type TavoloRunOptions, setUpTavolo } from './tavolo-run.js';
import { startClientThreads } from './threads.js';

export interface AbuseRunOptions extends TavoloRunOptions {
  readonly abuse: AbuseOptions;
}

export interface AbuseFigures {
  /** The honest tables, measured as a load run's (errors and notes for the whole run). */
  readonly honest: RunFigures;
  /** The abusers' counts, `<what> <kind> <outcome>` (see `abuse-clients.ts`). */
  readonly abuse: Counts;
  /** Bytes the abusers' connections received in the window (mostly the spectators'). */
  readonly abuseBytesReceived: number;
  /** The bots' table whose hands the requests ask for, and how many had finished at the start. */
  readonly botTable: { readonly id: string; readonly hands: number } | string;
}

/** How long the bots' match may take to finish a hand before the honest tables start. */
const BOT_HANDS_WAIT_MS = 30_000;

const codeOf = (body: unknown): string =>
  typeof body === 'object' && body !== null && 'code' in body ? String(body.code) : 'no-code';

/** A Burraco table of four bots, opened by `cookie` from `address`: it plays at once. */
const openBotTable = async (
  baseUrl: string,
  cookie: string,
  address: string,
): Promise<Result<string>> => {
  const created = await postJson(
    `${baseUrl}/api/tables`,
    {
      game: 'burraco',
      profile: 'champion',
      seats: Array.from({ length: 4 }, () => ({ kind: 'bot', bot: 'greedy' })),
      timeControl: { kind: 'none' },
      graceSeconds: 600,
    },
    { cookie, localAddress: address },
  );
  if (!created.ok) return created;
  if (created.value.status !== 201)
    return { ok: false, error: `bot table refused: ${codeOf(created.value.body)}` };
  return { ok: true, value: (created.value.body as { readonly id: string }).id };
};

/** The finished hands of `table` once at least one has finished, or what there is at the end. */
const finishedHands = async (baseUrl: string, table: string, address: string): Promise<number> => {
  const until = Date.now() + BOT_HANDS_WAIT_MS;
  for (;;) {
    const answer = await getText(`${baseUrl}/api/tables/${table}/hands`, { localAddress: address });
    const hands =
      answer.ok && answer.value.status === 200
        ? (JSON.parse(answer.value.text) as unknown[]).length
        : 0;
    if (hands > 0 || Date.now() > until) return hands;
    await sleep(500);
  }
};

export const runAbuse = async (options: AbuseRunOptions): Promise<Result<AbuseFigures>> => {
  const { baseUrl, abuse, progress = () => undefined } = options;
  progress(`${abuse.abusers} abusers`);
  const abusers: AbuserJob[] = [];
  const tag = randomBytes(3).toString('hex');
  for (let a = 0; a < abuse.abusers; a += 1) {
    const address = loopbackAddress(2 * a, ABUSER_RANGE);
    const spectatorAddress = loopbackAddress(2 * a + 1, ABUSER_RANGE);
    const cookie = await guestSession(baseUrl, `Abuser ${tag} ${a + 1}`, address);
    if (!cookie.ok) return cookie;
    const table = await openGroupTable(
      baseUrl,
      [cookie.value],
      'burraco',
      { profile: 'champion' },
      [address],
      3,
    );
    if (!table.ok) return table;
    abusers.push({ address, spectatorAddress, cookie: cookie.value, table: table.value });
  }
  const first = abusers[0];
  if (first === undefined) return { ok: false, error: 'no abuser' };
  const botTable = await openBotTable(baseUrl, first.cookie, first.address);

  const setUp = await setUpTavolo(options);
  if (!setUp.ok) return setUp;
  const honest = setUp.value;

  let botFigures: AbuseFigures['botTable'] = botTable.ok ? '' : botTable.error;
  if (botTable.ok) {
    progress('the bots play a match, for its finished hands');
    const hands = await finishedHands(baseUrl, botTable.value, first.address);
    botFigures = { id: botTable.value, hands };
  }

  progress('the abusers connect');
  const threads = await startClientThreads([
    {
      kind: 'abuse',
      baseUrl,
      abusers,
      watch: honest.tables,
      replayTables: [
        ...(botTable.ok ? [botTable.value] : []),
        ...abusers.map((a) => a.table),
        ...honest.tables,
      ],
      messagesPerSecond: abuse.messagesPerSecond,
      spectatorsPerAbuser: abuse.spectatorsPerAbuser,
      httpPerSecond: abuse.httpPerSecond,
      seed: options.seed,
    },
  ]);
  if (!threads.ok) {
    await honest.threads.close();
    return threads;
  }
  const abuseThreads = threads.value;
  progress(
    `playing and abusing: ${options.warmupSeconds} s of warm-up, then ` +
      `${options.durationSeconds} s measured`,
  );
  const figures = await measureWindow(honest.threads, baseUrl, honest.before, honest.connections, {
    ...options,
    onPlay: () => {
      abuseThreads.play();
      abuseThreads.start();
    },
  });
  const parts = await abuseThreads.stop();
  await honest.threads.close();
  await abuseThreads.close();
  if (!figures.ok) return figures;
  if (!parts.ok) return parts;
  const part = parts.value[0];
  return {
    ok: true,
    value: {
      honest: figures.value,
      abuse: part?.notes ?? {},
      abuseBytesReceived: part?.bytesReceived ?? 0,
      botTable: botFigures,
    },
  };
};
