/**
 * The arbitro at an online table (issue 19). Online tables are not linked to events yet, so a
 * table's director is whoever opened it, or an account with the server's director's or admin's
 * role; never one of its players, who would see every hand. A seat's player calls; the director
 * follows the table with a view of every hand (`director-view.ts`), pauses it, resumes it, and
 * applies a ruling of the catalogue (@tavolo/rulings), which everyone at the table then reads
 * with its article.
 *
 * Each of these is a `director` record of the table's log, written before anyone is told, like
 * every change (`changes.ts`): a restart replays the pause, the calls and the rulings
 * (`rebuild.ts`). Only a connection that joined as the director may send the director's
 * messages; a spectator, a seat's player or anyone else is refused `not-the-director`.
 *
 * A ruling's points (BUR-CH art. 46's 100-point penalty, an adjusted score) stand beside the
 * match's result, not in the engine's count: the Burraco engine counts art. 46's penalty only
 * as the chess clock's own expiry (`clock-expired`, once a hand, at tables with a chess clock)
 * and the Scala 40 engine has no penalty at all, so a director's move into the engines would
 * be a move nobody made at the table. The status carries every ruling with its points, and the
 * table shows them beside the totals.
 */
import { type RuleError, PROCEDURE, ruleError } from '@tavolo/cards';
import {
  type ApplyRuling,
  type CallReason,
  type DirectorCall,
  type TableRuling,
  errorMessage,
} from '@tavolo/protocol';
import { citation, consult, entryById } from '@tavolo/rulings';
import { DIRECTOR } from '../game.js';
import { notSaved } from '../journal.js';
import type { Broadcast } from './broadcast.js';
import type { Changes } from './changes.js';
import { type Connection, type RoomCore, isOver, isPersonSeat, joinedAs } from './core.js';
import { type DirectorRecord, directorAfter } from './rebuild.js';

/** What the director's messages carry beyond their type and id. */
export type RulingRequest = Omit<ApplyRuling, 'type' | 'id'>;

export interface DirectorDesk {
  /** Why the connection may not direct the table; undefined when it may. */
  readonly refusal: (connection: Connection) => RuleError | undefined;
  /** Follow the table as its director (after `refusal` said it may). */
  readonly attach: (connection: Connection) => void;
  /** Answers whether the connection was the director's (then the status changed). */
  readonly detach: (connection: Connection) => boolean;
  readonly call: (connection: Connection, id: string, reason: CallReason, text: string) => void;
  readonly pause: (connection: Connection, id: string) => void;
  readonly resume: (connection: Connection, id: string) => void;
  readonly applyRuling: (connection: Connection, id: string, ruling: RulingRequest) => void;
  /**
   * The director's own move in the game (a bridge ruling on the tricks, LAW 70 (2017) and
   * 79B; a Burraco time-out, BUR-CH art. 16): played as the director's, through the same role
   * check as every move (`game.ts`), logged like any move (`by: 'director'`).
   */
  readonly act: (connection: Connection, id: string, action: unknown) => void;
}

/** A seat may have this many calls open at once: the log is no chat. */
export const MAX_OPEN_CALLS = 3;

const refusal = (code: string, message: string): RuleError => ruleError(code, PROCEDURE, message);

export const NOT_THE_DIRECTOR = refusal(
  'not-the-director',
  "only the table's director (who opened it, or a director of the server) does this",
);

export const createDirectorDesk = (
  core: RoomCore,
  parts: { readonly changes: Changes; readonly out: Broadcast },
): DirectorDesk => {
  const { setup, deps, game, enqueue } = core;
  const { out, changes } = parts;

  const refuse = (connection: Connection, id: string | undefined, error: RuleError) => {
    deps.onAction('refused', error.code);
    connection.send(errorMessage(error, id));
  };

  /** Writes one director record; answers whether the log took it. */
  const record = async (data: DirectorRecord): Promise<boolean> => {
    const written = await deps.journal.write({
      tableId: setup.id,
      expectedSeq: core.seq,
      records: [{ kind: 'director', at: new Date().toISOString(), data }],
    });
    if (!written.ok) {
      deps.log(`room ${setup.id}: director's record not saved: ${written.error.message}`);
      return false;
    }
    core.seq += 1;
    directorAfter(core.director, data);
    return true;
  };

  /** The checks every director's message shares: the sender directs, the match is on. */
  const directing = (connection: Connection): RuleError | undefined => {
    if (!core.directors.has(connection)) return NOT_THE_DIRECTOR;
    if (!core.table) return refusal('not-started', 'the match has not started yet');
    if (isOver(core)) return refusal('match-over', 'the match is over: the table is read-only');
    return undefined;
  };

  /** After a director's record: everyone's status, the director's view. */
  const told = () => {
    out.sendStatus();
    out.sendDirectorViews();
  };

  const ack = (connection: Connection, id: string) =>
    connection.send({ type: 'ack', id, version: core.table?.version ?? 0 });

  const setPaused = (connection: Connection, id: string, paused: boolean) =>
    void enqueue(async () => {
      const refused = directing(connection);
      if (refused) return refuse(connection, id, refused);
      const table = core.table;
      if (!table) return;
      if (core.director.paused === paused)
        return refuse(
          connection,
          id,
          paused
            ? refusal('already-paused', 'the table is paused already')
            : refusal('not-paused', 'the table is not paused'),
        );
      if (!(await record({ action: paused ? 'pause' : 'resume', version: table.version })))
        return refuse(connection, id, notSaved);
      changes.afterChange(game.handNumber(table.state));
      told();
      deps.onAction('accepted');
      ack(connection, id);
    });

  /** The ruling the catalogue gives, checked against this table; or why not. */
  const rulingOf = (
    request: RulingRequest,
  ):
    | { readonly ok: true; readonly ruling: TableRuling }
    | { readonly ok: false; readonly error: RuleError } => {
    const table = core.table;
    if (!table) return { ok: false, error: refusal('not-started', 'the match has not started') };
    const entry = entryById(request.entry);
    if (!entry)
      return {
        ok: false,
        error: refusal('unknown-ruling', `no situation ${request.entry} in the catalogue`),
      };
    if (entry.game !== setup.game)
      return {
        ok: false,
        error: refusal('ruling-other-game', `${citation(entry)} is a rule of another game`),
      };
    const consulted = consult(entry, request.answers);
    if (!consulted.ok)
      return {
        ok: false,
        error: refusal(
          'ruling-answers',
          `the answers do not fit ${citation(entry)} (${consulted.error.code})`,
        ),
      };
    if (consulted.value.kind === 'question')
      return {
        ok: false,
        error: refusal(
          'ruling-unanswered',
          `${citation(entry)} still asks ${consulted.value.question.id}: ${consulted.value.question.text.en}`,
        ),
      };
    const players = game.players(table.state);
    const name = players[request.seat];
    if (name === undefined)
      return {
        ok: false,
        error: refusal('no-such-seat', `this table has seats 0 to ${players.length - 1}`),
      };
    const { ruling } = consulted.value;
    if (ruling.record.some((r) => r.kind === 'score-adjustment') && request.mpPenalty === undefined)
      return {
        ok: false,
        error: refusal(
          'ruling-adjustment',
          `${citation(entry)} leaves the points to the arbitro: give them`,
        ),
      };
    if (
      request.substitute &&
      (!isPersonSeat(core, request.seat) || core.controllers[request.seat] !== 'human')
    )
      return { ok: false, error: refusal('not-a-person', 'a robot plays this seat already') };
    const penalties = ruling.record.reduce((mp, r) => (r.kind === 'penalty' ? mp + r.mp : mp), 0);
    return {
      ok: true,
      ruling: {
        entry: entry.id,
        article: citation(entry),
        title: entry.title,
        summary: ruling.summary,
        quote: ruling.quote,
        seat: request.seat,
        name,
        mpPenalty: request.mpPenalty ?? penalties,
        sanctions: ruling.record.flatMap((r) =>
          r.kind === 'caution' || r.kind === 'warning' || r.kind === 'expulsion' ? [r.kind] : [],
        ),
        substitute: request.substitute === true,
        ...(request.note !== undefined &&
          request.note.trim() !== '' && { note: request.note.trim() }),
        hand: game.handNumber(table.state),
        version: table.version,
        at: new Date().toISOString(),
      },
    };
  };

  return {
    refusal: (connection) => {
      const { userId, role } = connection;
      if (userId === undefined) return NOT_THE_DIRECTOR;
      // A player would see the other hands: the table needs another arbitro.
      if (core.holders.some((h) => h?.userId === userId))
        return refusal('director-seated', 'a player of the table cannot direct it');
      if (role === 'director' || role === 'admin' || userId === setup.createdBy) return undefined;
      return NOT_THE_DIRECTOR;
    },
    attach: (connection) =>
      void enqueue(() => {
        for (const j of [...core.joined]) if (j.connection === connection) core.joined.delete(j);
        core.directors.add(connection);
        const view = out.directorViewOf();
        if (view) connection.send(view);
        if (!out.sendStatus()) connection.send({ type: 'status', status: out.status() });
      }),
    detach: (connection) => core.directors.delete(connection),
    call: (connection, id, reason, text) =>
      void enqueue(async () => {
        const entry = joinedAs(core, connection);
        const table = core.table;
        if (!entry || entry.viewer === null)
          return refuse(
            connection,
            id,
            refusal('not-a-player', "only a seat's player calls the arbitro"),
          );
        if (!table)
          return refuse(connection, id, refusal('not-started', 'the match has not started yet'));
        if (isOver(core))
          return refuse(
            connection,
            id,
            refusal('match-over', 'the match is over: the table is read-only'),
          );
        const seat = entry.viewer;
        const open = core.director.calls.slice(core.director.calls.length - core.director.open);
        if (open.filter((c) => c.seat === seat).length >= MAX_OPEN_CALLS)
          return refuse(
            connection,
            id,
            refusal('too-many-calls', 'the arbitro has your calls already: wait for an answer'),
          );
        const call: DirectorCall = {
          seat,
          name: game.players(table.state)[seat] ?? '',
          reason,
          text: text.trim(),
          version: table.version,
          at: new Date().toISOString(),
        };
        if (!(await record({ action: 'call', call }))) return refuse(connection, id, notSaved);
        for (const d of core.directors) d.send({ type: 'director-call', call });
        told();
        deps.onAction('accepted');
        ack(connection, id);
      }),
    act: (connection, id, action) =>
      void enqueue(async () => {
        const refused = directing(connection);
        if (refused) return refuse(connection, id, refused);
        const played = await changes.playMoves(DIRECTOR, [action], 'director');
        if (!played.ok) return refuse(connection, id, played.error);
        told();
        deps.onAction('accepted');
        connection.send({ type: 'ack', id, version: played.version });
      }),
    pause: (connection, id) => setPaused(connection, id, true),
    resume: (connection, id) => setPaused(connection, id, false),
    applyRuling: (connection, id, request) =>
      void enqueue(async () => {
        const refused = directing(connection);
        if (refused) return refuse(connection, id, refused);
        const made = rulingOf(request);
        if (!made.ok) return refuse(connection, id, made.error);
        const { ruling } = made;
        if (!(await record({ action: 'ruling', ruling }))) return refuse(connection, id, notSaved);
        out.sendAll({ type: 'ruling', ruling });
        // Art. 47: the organisation's robot plays on for the player (the seat's own record).
        if (ruling.substitute) await changes.setController(ruling.seat, 'bot', 'left');
        told();
        deps.onAction('accepted');
        ack(connection, id);
      }),
  };
};
