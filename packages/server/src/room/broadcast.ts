/**
 * What a room tells its connections: the status (seats, phase, clocks, the hands'
 * commitments), the prompt of the seats the table waits for, and each change's messages, every text
 * serialized once however many connections receive it.
 */
import { handCommitment, handSecret } from '@tavolo/cards';
import type {
  Deadline,
  HandFairness,
  SeatStatus,
  ServerMessage,
  TableStatus,
} from '@tavolo/protocol';
import type { Viewer } from '../game.js';
import { type JsonText, createJsonText, sameJson } from '../json-text.js';
import { type Message, legalActionsFor } from '../table.js';
import { type Connection, type Joined, type RoomCore, connectedSeats, isOver } from './core.js';
import { directorStatus, directorView } from './director-view.js';
import { seedOf } from './setup.js';

/** What the status says of the clocks. */
export interface ClockReadings {
  readonly deadline: () => Deadline | null;
  /** Each side's chess clock now (ms left); null when the table has none. */
  readonly chessNow: () => number[] | null;
  /** The side whose chess clock runs, if any. */
  readonly chessSide: () => number | null;
  /** While a new hand's clocks wait for the count to be read: until when, at the latest. */
  readonly countUntil: () => number | null;
}

export interface Broadcast {
  readonly status: () => TableStatus;
  /** Tells everyone the status when it changed (or when `force`); answers whether it did. */
  readonly sendStatus: (force?: boolean) => boolean;
  /** The legal actions, to a waited-for seat's connection (`seatsToAct`) when a person plays it. */
  readonly prompt: (to: Joined) => void;
  /** Each viewer's messages of one change, with its view, then the prompt. */
  readonly broadcast: (delivered: ReadonlyMap<Viewer, readonly Message<unknown>[]>) => void;
  /** To everyone following the table, the director's connections too. */
  readonly sendAll: (message: ServerMessage) => void;
  /** The director's view, to the director's connections only (`director-view.ts`). */
  readonly sendDirectorViews: () => void;
  /** The director's view now, for a director who joins (undefined before the match). */
  readonly directorViewOf: () => ServerMessage | undefined;
}

/** The text of a message sent to several connections, made by the first one that needs it. */
const serializedOnce = (message: ServerMessage, json: JsonText): (() => string) => {
  let text: string | undefined;
  return () => (text ??= json.stringify(message));
};

export const createBroadcast = (core: RoomCore, clocks: ClockReadings): Broadcast => {
  const { setup, game } = core;
  /** The room's views share their arrays, change after change: their text is reused. */
  const json = createJsonText();
  /** The status last sent, with the chess clock's running side in place of its times. */
  let lastStatus: unknown;

  /*
   * Every status carries the hands' commitments, and a status is worked out after every change:
   * the list (two HMACs a hand) is made again only when the hand or the end of the match changes.
   */
  let fairness:
    | { readonly current: number; readonly over: boolean; readonly hands: HandFairness[] }
    | undefined;
  const handsFairness = (): HandFairness[] => {
    const current = core.table ? game.handNumber(core.table.state) : 0;
    const over = isOver(core);
    if (fairness?.current === current && fairness.over === over) return fairness.hands;
    const seed = seedOf(setup.secret);
    // The next hand's commitment is published in advance, so it is out before its deal.
    const last = over ? current : current + 1;
    const hands = Array.from({ length: last }, (_, i): HandFairness => {
      const hand = i + 1;
      const finished = hand < current || (over && hand === current);
      return {
        hand,
        commitment: handCommitment(seed, hand) ?? '',
        ...(finished ? { secret: handSecret(setup.secret, hand) } : {}),
      };
    });
    fairness = { current, over, hands };
    return hands;
  };

  const status = (): TableStatus => {
    const players = core.table ? game.players(core.table.state) : [];
    const connected = connectedSeats(core);
    const countUntil = clocks.countUntil();
    const seats: SeatStatus[] = players.map((name, seat) => {
      const slot = core.names.indexOf(name);
      const person = setup.bots[slot] === null;
      return {
        seat,
        name,
        userId: core.holders[slot]?.userId ?? null,
        controller: core.controllers[seat] ?? (person ? 'human' : 'bot'),
        connected: person && connected.has(seat),
      };
    });
    return {
      table: setup.id,
      phase: core.phase,
      seats,
      deadline: clocks.deadline(),
      chessClock: clocks.chessNow(),
      hands: handsFairness(),
      pace: core.pace,
      ...(countUntil !== null && { countUntil }),
      director: directorStatus(core),
      // A copy: the status last sent is compared with the next one, and the log's list grows.
      ...(core.director.rulings.length > 0 && { rulings: [...core.director.rulings] }),
    };
  };

  const sendAll = (message: ServerMessage) => {
    const text = serializedOnce(message, json);
    for (const j of core.joined) j.connection.send(message, text);
    for (const d of core.directors) d.send(message, text);
  };

  const sendDirectorViews = () => {
    if (core.directors.size === 0) return;
    const view = directorView(core);
    if (!view) return;
    const text = serializedOnce(view, json);
    for (const d of core.directors) d.send(view, text);
  };

  const sendStatus = (force = false): boolean => {
    const current = status();
    // The chess clock's milliseconds change all the time; a change of who runs it is enough.
    const compared = { ...current, chessClock: clocks.chessSide() };
    if (!force && sameJson(compared, lastStatus)) return false;
    lastStatus = compared;
    sendAll({ type: 'status', status: current });
    return true;
  };

  const prompt = (to: Joined) => {
    const { table } = core;
    if (!table || core.phase !== 'playing' || isOver(core) || to.viewer === null) return;
    const seat = to.viewer;
    if (!game.seatsToAct(table.state).includes(seat) || core.controllers[seat] !== 'human') return;
    to.connection.send({
      type: 'prompt',
      version: table.version,
      legal: legalActionsFor(table, seat),
    });
  };

  const broadcast = (delivered: ReadonlyMap<Viewer, readonly Message<unknown>[]>) => {
    const { table } = core;
    if (!table) return;
    // One message per viewer: the spectators, and a seat's several connections, share it.
    const byViewer = new Map<Viewer, number>();
    const messages: ServerMessage[] = [];
    const to: { readonly connection: Connection; readonly index: number }[] = [];
    for (const j of core.joined) {
      let index = byViewer.get(j.viewer);
      if (index === undefined) {
        const mine = delivered.get(j.viewer) ?? [];
        if (mine.length === 0) continue;
        index = messages.length;
        messages.push({ type: 'messages', messages: mine, view: game.view(table.state, j.viewer) });
        byViewer.set(j.viewer, index);
      }
      to.push({ connection: j.connection, index });
    }
    // The viewers' views differ in little (their own cards): written side by side, once.
    let texts: readonly string[] | undefined;
    for (const { connection, index } of to)
      connection.send(messages[index] as ServerMessage, () => {
        texts ??= json.stringifyAll(messages);
        return texts[index] as string;
      });
    for (const j of core.joined) prompt(j);
    sendDirectorViews();
  };

  return {
    status,
    sendStatus,
    prompt,
    broadcast,
    sendAll,
    sendDirectorViews,
    directorViewOf: () => directorView(core),
  };
};
