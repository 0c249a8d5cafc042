/**
 * Who follows a room: the connections that said hello, as a seat or as spectators. A hello
 * waits behind the changes already queued, then gets a snapshot (or what it missed) and the
 * status; a seated person whose last connection closes keeps the seat for the table's grace
 * seconds, then a bot plays it (BUR-CH art. 47) until the person is back.
 */
import { handLog, since, snapshot } from '../table.js';
import type { Broadcast } from './broadcast.js';
import type { Changes } from './changes.js';
import {
  type Connection,
  type Joined,
  type RoomCore,
  connectedSeats,
  isOver,
  isPersonSeat,
  markForced,
} from './core.js';

export interface Followers {
  /** Follow the room as the seat `seat` holds (null: spectator), resuming after `after`. */
  readonly attach: (connection: Connection, seat: number | null, after: number | undefined) => void;
  readonly detach: (connection: Connection) => void;
  /**
   * The connection's person closed the count of hand `hand`: remembered for their account (or,
   * without one, the connection), so a reload or another device does not show it again; their
   * other connections are told at once. Answers whether it was news.
   */
  readonly countClosed: (connection: Connection, hand: number) => boolean;
  /** Stops the grace timers. */
  readonly close: () => void;
}

export const createFollowers = (
  core: RoomCore,
  parts: { readonly changes: Changes; readonly out: Broadcast },
): Followers => {
  const { setup, game, joined, enqueue } = core;
  const { afterChange, setController } = parts.changes;
  const { status, sendStatus, prompt } = parts.out;
  /** Connections whose hello waits in the queue, with the entry it will add. */
  const attaching = new Map<Connection, Joined>();
  /** The seats whose person has gone, with the timer that hands them to a bot. */
  const grace = new Map<number, NodeJS.Timeout>();
  /** The latest count each person has closed, by account (by connection without one). */
  const countsClosed = new Map<string | Connection, number>();
  const reader = (connection: Connection) => connection.userId ?? connection;

  const attach: Followers['attach'] = (connection, seat, after) => {
    const entry: Joined = { connection, viewer: seat };
    attaching.set(connection, entry);
    // Behind the changes already queued: a move received before this hello (its commit still
    // in flight, say) is in the snapshot, so the version a client resumes at says whether the
    // move it sent before its socket died was played; and nothing reaches the connection
    // before its snapshot.
    void enqueue(async () => {
      // Gone, or attached again, meanwhile: the later call decides.
      if (attaching.get(connection) !== entry) return;
      attaching.delete(connection);
      for (const j of joined) if (j.connection === connection) joined.delete(j);
      core.directors.delete(connection);
      joined.add(entry);
      const { table } = core;
      if (!table) {
        connection.send({
          type: 'snapshot',
          table: setup.id,
          seat: null,
          version: 0,
          view: null,
        });
        connection.send({ type: 'status', status: status() });
        return;
      }
      if (seat !== null) {
        const timer = grace.get(seat);
        if (timer) clearTimeout(timer);
        grace.delete(seat);
      }
      const missed = after === undefined ? undefined : since(table, seat, after);
      if (missed?.kind === 'messages')
        connection.send({
          type: 'messages',
          messages: markForced(core, missed.messages),
          view: game.view(table.state, seat),
        });
      else {
        const shot = missed?.kind === 'resync' ? missed.snapshot : snapshot(table, seat);
        const closed = countsClosed.get(reader(connection));
        connection.send({
          type: 'snapshot',
          table: setup.id,
          seat,
          version: shot.version,
          view: shot.view,
          // The hand's moves so far (and the last count's), as this viewer may see them.
          log: markForced(core, handLog(table, seat, 2)),
          ...(closed !== undefined && { countClosed: closed }),
        });
      }
      if (
        seat !== null &&
        !isOver(core) &&
        core.controllers[seat] === 'bot' &&
        isPersonSeat(core, seat)
      )
        await setController(seat, 'human', 'returned');
      if (!isOver(core)) afterChange(game.handNumber(table.state));
      if (!sendStatus()) connection.send({ type: 'status', status: status() });
      prompt(entry);
    });
  };
  const detach: Followers['detach'] = (connection) => {
    attaching.delete(connection);
    countsClosed.delete(connection);
    let seat: number | null = null;
    for (const j of joined)
      if (j.connection === connection) {
        seat = j.viewer;
        joined.delete(j);
      }
    if (!core.table || isOver(core)) return;
    const again = () =>
      void enqueue(() => {
        afterChange(core.table ? game.handNumber(core.table.state) : 0);
        sendStatus();
      });
    // Those still here may all have closed the count: the clocks' wait may end (`clocks.ts`).
    if (seat === null || connectedSeats(core).has(seat)) return again();
    const left = seat;
    again();
    if (grace.has(left) || core.controllers[left] !== 'human') return;
    grace.set(
      left,
      setTimeout(() => {
        grace.delete(left);
        void enqueue(() =>
          connectedSeats(core).has(left) ? undefined : setController(left, 'bot', 'abandoned'),
        );
      }, setup.graceSeconds * 1000),
    );
  };

  const countClosed: Followers['countClosed'] = (connection, hand) => {
    const { table } = core;
    if (!table) return false;
    // Only a count there is: a hand that has ended (the current one, once the match is over).
    const current = game.handNumber(table.state);
    if (hand > current || (hand === current && !isOver(core))) return false;
    const key = reader(connection);
    if (hand <= (countsClosed.get(key) ?? 0)) return false;
    countsClosed.set(key, hand);
    const { userId } = connection;
    if (userId !== undefined)
      for (const j of joined)
        if (j.connection !== connection && j.connection.userId === userId)
          j.connection.send({ type: 'count-closed', hand });
    return true;
  };

  const close = () => {
    for (const timer of grace.values()) clearTimeout(timer);
    grace.clear();
  };

  return { attach, detach, countClosed, close };
};
