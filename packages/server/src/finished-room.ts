/**
 * The room of a finished match that has left memory (after a restart, or once nobody followed
 * it): read-only. A hello gets the final snapshot the seat (or a spectator) would have had,
 * and the status; a move is refused with `match-over`; nothing is ever written.
 */
import { type RuleError, err, PROCEDURE, ruleError } from '@tavolo/cards';
import {
  type SeatStatus,
  type ServerMessage,
  type TableStatus,
  errorMessage,
} from '@tavolo/protocol';
import type { FinalTable } from './match-archive.js';
import type { Connection, Room, RoomSetup, SlotHolder } from './room.js';

const over = (): RuleError =>
  ruleError('match-over', PROCEDURE, 'the match is over: the table is read-only');

export const openFinishedRoom = (
  setup: RoomSetup,
  final: FinalTable,
  holders: readonly (SlotHolder | undefined)[],
  /** Called with true when a first connection follows the room, with false when none does. */
  onFollowed: (followed: boolean) => void,
): Room => {
  const joined = new Map<Connection, number | null>();
  const seatOfSlot = (slot: number): number | null => {
    const name = final.names[slot];
    const seat = name === undefined ? -1 : final.players.indexOf(name);
    return seat < 0 ? null : seat;
  };
  const seatOfUser = (userId: string): number | null => {
    const slot = holders.findIndex((h) => h?.userId === userId);
    return slot < 0 ? null : seatOfSlot(slot);
  };

  const status = (): TableStatus => {
    const connected = new Set(joined.values());
    const seats: SeatStatus[] = final.players.map((name, seat) => {
      const slot = final.names.indexOf(name);
      const person = setup.bots[slot] === null;
      return {
        seat,
        name,
        userId: holders[slot]?.userId ?? null,
        controller: final.controllers[seat] ?? (person ? 'human' : 'bot'),
        connected: person && connected.has(seat),
      };
    });
    return {
      table: setup.id,
      phase: 'over',
      seats,
      deadline: null,
      chessClock: final.chess === null ? null : [...final.chess],
      hands: [...final.hands],
    };
  };

  const sendStatus = () => {
    const message: ServerMessage = { type: 'status', status: status() };
    const text = JSON.stringify(message);
    for (const connection of joined.keys()) connection.send(message, () => text);
  };

  return {
    id: setup.id,
    setup,
    phase: () => 'over',
    followers: () => joined.size,
    seatOfSlot,
    seatOfUser,
    start: () =>
      Promise.resolve(err(ruleError('already-started', PROCEDURE, 'the match has started'))),
    // Whatever version the connection had, the final snapshot replaces it.
    attach: (connection, seat) => {
      const viewer = seat !== null && seat >= 0 && seat < final.views.length ? seat : null;
      joined.set(connection, viewer);
      if (joined.size === 1) onFollowed(true);
      connection.send({
        type: 'snapshot',
        table: setup.id,
        seat: viewer,
        version: final.version,
        view: (viewer === null ? final.spectatorView : final.views[viewer]) as never,
      });
      sendStatus();
    },
    detach: (connection) => {
      if (!joined.delete(connection)) return;
      if (joined.size === 0) onFollowed(false);
      else sendStatus();
    },
    act: (connection, id) => connection.send(errorMessage(over(), id)),
    // The arbitro has nothing left to rule on a finished match.
    director: {
      refusal: over,
      attach: (connection) => connection.send(errorMessage(over())),
      detach: () => false,
      call: (connection, id) => connection.send(errorMessage(over(), id)),
      pause: (connection, id) => connection.send(errorMessage(over(), id)),
      resume: (connection, id) => connection.send(errorMessage(over(), id)),
      applyRuling: (connection, id) => connection.send(errorMessage(over(), id)),
      act: (connection, id) => connection.send(errorMessage(over(), id)),
    },
    setPace: (connection, id) => connection.send(errorMessage(over(), id)),
    // No hand follows the last count.
    closeCount: () => undefined,
    leave: () => Promise.resolve(),
    status,
    close: () => Promise.resolve(),
  };
};
