/**
 * `npm run bench`, the game server's rooms, both games in one process as in the server: moves
 * played through rooms of four people, as the server plays them at full speed but without sockets
 * or a database. Each move is refereed, its records made, every viewer's message and view written
 * as JSON (the room's own writer, which reuses what the previous changes wrote), the status checked
 * and the next seat prompted with its legal actions. The journal answers at once, and a connection
 * only asks for its message's text and that text's length in bytes, as the socket's sender does.
 *
 * One operation is one move at each of `ROOMS` tables (each person answers a prompt with a random
 * legal action, seeded), then a turn of the event loop for the rooms to send; a room whose match
 * ended starts a new one, deal included. "Per move" divides by `ROOMS`.
 *
 * `--rounds N` plays N operations of each game, untimed, instead: under `valgrind
 * --tool=callgrind` and `node --predictable`, the instructions of two such runs (say 10 and 30
 * rounds) differ by what 20 rounds of each game cost, a figure that does not move with the
 * machine's load as times do. It is not a time, though: a change that trades memory traffic for
 * instructions can count more and run faster (docs/benchmarks.md as of commit baf72de).
 */
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { ok } from '@tavolo/cards';
import type { ServerMessage } from '@tavolo/protocol';
import { type Connection, type GameName, type Room, NOT_STARTED, openRoom } from '@tavolo/server';
import { Bench } from 'tinybench';
import { runAndReport } from './report.js';

const ROOMS = 100;
const PROFILE: Record<GameName, string> = {
  scala40: 'fisca-101',
  burraco: 'champion',
  bridge: 'laws-2017',
};

const settled = () => new Promise<void>((resolve) => setImmediate(resolve));

interface Seated {
  readonly room: Room;
  /** The prompt last sent, and to whom, until it is answered. */
  prompt?: { readonly to: Connection; readonly legal: readonly unknown[] };
}

/** `ROOMS` rooms of `game`, each with its four people following it, and a round of moves. */
const tables = async (game: GameName) => {
  const rng = xoroshiro128plus(1);
  const below = (n: number) => uniformInt(rng, 0, n - 1);
  let opened = 0;
  let bytes = 0;

  const open = async (): Promise<Seated> => {
    const id = `t${opened++}`;
    const room = openRoom(
      {
        id,
        game,
        profile: PROFILE[game],
        secret: '7'.repeat(64),
        bots: [null, null, null, null],
        timeControl: { kind: 'none' },
        graceSeconds: 60,
        hands: undefined,
      },
      {
        journal: { write: () => Promise.resolve(ok(undefined)) },
        // Every seat is a person's.
        bots: {
          threads: 0,
          choose: () => Promise.reject(new Error('no bot plays here')),
          close: () => Promise.resolve(),
        },
        botDelayMs: 0,
        standInBot: 'random',
        onAbandon: () => undefined,
        onPhase: () => undefined,
        onAction: () => undefined,
        log: (message) => {
          throw new Error(message);
        },
      },
      { rebuilt: NOT_STARTED, lastSeq: 0, phase: 'waiting', holders: [] },
    );
    const seated: Seated = { room };
    const people = [0, 1, 2, 3].map((slot) => {
      const userId = `${id}-${slot}`;
      const connection: Connection = {
        userId,
        send: (message: ServerMessage, text?: () => string) => {
          // A refused move would be a bug of the engine's legal actions: it must not pass unseen.
          if (message.type === 'error') throw new Error(`move refused: ${message.code}`);
          // What `ws` does first with a text: its UTF-8 length (flattening it, were it a rope).
          bytes += Buffer.byteLength(text ? text() : JSON.stringify(message));
          if (message.type === 'prompt') seated.prompt = { to: connection, legal: message.legal };
        },
      };
      return { userId, connection };
    });
    const started = await room.start(
      people.map(({ userId }, slot) => ({ userId, name: `P${slot}` })),
    );
    if (!started.ok) throw new Error(started.error.message);
    for (const { userId, connection } of people)
      room.attach(connection, room.seatOfUser(userId), undefined);
    await settled();
    return seated;
  };

  const rooms = await Promise.all(Array.from({ length: ROOMS }, open));
  let moves = 0;
  const round = async () => {
    for (const [i, seated] of rooms.entries()) {
      const prompt = seated.prompt;
      if (!prompt) {
        await seated.room.close();
        rooms[i] = await open();
        continue;
      }
      seated.prompt = undefined;
      seated.room.act(prompt.to, `m${moves++}`, prompt.legal[below(prompt.legal.length)]);
    }
    await settled();
  };
  return { round, bytesPerMove: () => bytes / Math.max(1, moves) };
};

/** The rounds asked for with `--rounds N`, undefined for the timed benchmark. */
const roundsAsked = (args: readonly string[]): number | undefined => {
  if (args.length === 0) return undefined;
  const [flag, value = ''] = args;
  if (args.length === 2 && flag === '--rounds' && /^\d+$/.test(value)) return Number(value);
  console.error('usage: node packages/bench/dist/room.js [--rounds N], N a whole number');
  process.exit(2);
};

const rounds = roundsAsked(process.argv.slice(2));
const played = { scala40: await tables('scala40'), burraco: await tables('burraco') };
if (rounds !== undefined) {
  for (const game of [played.scala40, played.burraco])
    for (let i = 0; i < rounds; i++) await game.round();
  console.log(`${rounds} rounds of ${ROOMS} moves played in each game`);
} else {
  const bench = new Bench({ time: 3000, warmupTime: 500 })
    .add(`Scala 40: a move at each of ${ROOMS} rooms`, played.scala40.round)
    .add(`Burraco: a move at each of ${ROOMS} rooms`, played.burraco.round);
  await runAndReport(bench, ROOMS);
}
console.log(
  `bytes written per move: Scala 40 ${played.scala40.bytesPerMove().toFixed(0)}, Burraco ${played.burraco.bytesPerMove().toFixed(0)}`,
);
