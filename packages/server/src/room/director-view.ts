/**
 * What the table's director sees (issue 19): every seat's cards, the table as a spectator sees
 * it, the move log of the hand in play (and of the one before) with nothing hidden, the calls
 * and the rulings. It is made for the connections in `core.directors` only, never from a seat's
 * or a spectator's view, so that nobody else can be sent it by mistake: the leak tests check
 * that players and spectators never receive it.
 */
import type { DirectorStatus, ServerMessage } from '@tavolo/protocol';
import { handEvents } from '../table.js';
import { type RoomCore, markForced } from './core.js';

export const directorView = (core: RoomCore): ServerMessage | undefined => {
  const { table } = core;
  if (!table) return undefined;
  const { game } = core;
  const seats = game.seatCount(table.state);
  return {
    type: 'director-view',
    table: core.setup.id,
    version: table.version,
    hands: Array.from({ length: seats }, (_, seat) => game.handCards(table.state, seat)),
    view: game.view(table.state, null),
    log: markForced(
      core,
      handEvents(table, 2).map((l) => ({
        version: l.version,
        hidden: false as const,
        event: l.visible.event,
      })),
    ),
    calls: core.director.calls,
    rulings: core.director.rulings,
  };
};

/** What the status tells everyone of the arbitro. */
export const directorStatus = (core: RoomCore): DirectorStatus => ({
  present: core.directors.size > 0,
  calls: core.director.open,
  paused: core.director.paused,
});
