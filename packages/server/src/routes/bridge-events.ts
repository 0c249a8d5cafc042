/**
 * Bridge pairs events over HTTP: a director creates one, and its directors and players send it
 * commands one at a time, decided by @tavolo/tournament's bridge rules and appended to the log
 * after exactly the log they were decided on (`runBridgePairsCommand`). Mounted at `/api/events`
 * beside the other games' routes; the public reads (status, log) are theirs.
 *
 * Who acts is the server's to say, never the body's: the event's directors and the admins act
 * as the director; any other signed-in account acts as a player when its name is one of the
 * pair seated at the command's table in its round (LAW 79A1: the table agrees the tricks, a
 * role limited to that table and board), and is refused otherwise. A guest never acts as a
 * player: a guest picks his own name, so he could take a registered player's.
 */
import {
  type BridgeEventCommand,
  type User,
  bridgeEventAppendedSchema,
  bridgeEventCommandSchema,
  bridgeEventCreatedSchema,
  bridgePapersQuerySchema,
  createBridgeEventSchema,
} from '@tavolo/protocol';
import type { Store } from '@tavolo/store';
import { scoreCardsPdf, travellersPdf } from '@tavolo/print';
import { type Result, err } from '@tavolo/cards';
import { type Stamp, bridge, eventSlug, tournamentError } from '@tavolo/tournament';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PDF_CONTENT_SECURITY_POLICY, PDF_HELMET } from '../security-headers.js';
import { downloadLang } from './download-lang.js';
import { eventParams, notRun } from './events.js';
import { SESSION, dispositionOf, errors, refuse, userOf } from './support.js';

export interface BridgeEventRoutesOptions {
  readonly store: Store;
  /** The server's clock (ms since the epoch), which stamps every event. */
  readonly now: () => number;
}

type State = bridge.BridgePairsState;
type Command = BridgeEventCommand;
type TableCommand = Exclude<Command, { type: 'register' | 'publish' }>;

/** The commands a player of the table may send; the others are the director's. */
const PLAYER_COMMANDS: ReadonlySet<Command['type']> = new Set([
  'enter',
  'confirm',
  'dispute',
  'request-withdrawal',
]);

const isTableCommand = (command: Command): command is TableCommand =>
  command.type !== 'register' && command.type !== 'publish';

/**
 * The player `user` is at the command's table: of the two pairs seated there in its round, the
 * one with his name. Null when he plays elsewhere or not at all.
 */
const playerAt = (
  state: State,
  user: User,
  place: bridge.BoardPlace,
): bridge.ResultActor | null => {
  if (user.guest) return null;
  const at = bridge.encounterAt(state.movement, place.round, place.table);
  const pair = [at?.ns, at?.ew].find(
    (p) => p !== undefined && state.pairs.get(p)?.includes(user.name),
  );
  return pair === undefined ? null : { role: 'player', pair, player: user.name };
};

/** The rules' decision on one command, by the actor the server found. */
const decide = (
  state: State,
  command: Command,
  actor: bridge.ResultActor,
  stamp: Stamp,
): bridge.BridgePairsOutcome => {
  switch (command.type) {
    case 'register':
      return bridge.registerPair(state, firstFreePair(state, command.pair), command.players, stamp);
    case 'publish':
      return bridge.publishResults(state, stamp);
    case 'enter':
      return bridge.enterBoardResult(
        state,
        { ...placeOf(command), outcome: command.outcome, actor },
        stamp,
      );
    case 'confirm':
      return bridge.confirmBoardResult(state, { ...placeOf(command), actor }, stamp);
    case 'dispute':
      return bridge.disputeBoardResult(state, { ...placeOf(command), actor }, stamp);
    case 'correct':
      return bridge.correctBoardResult(
        state,
        { ...placeOf(command), outcome: command.outcome, reason: command.reason },
        stamp,
      );
    case 'request-withdrawal':
      return bridge.requestBoardWithdrawal(
        state,
        { ...placeOf(command), actor, tricks: command.tricks, ground: command.ground },
        stamp,
      );
    case 'decide-withdrawal':
      return bridge.decideBoardWithdrawal(
        state,
        { ...placeOf(command), granted: command.granted, reason: command.reason },
        stamp,
      );
  }
};

const placeOf = ({ round, table, board }: TableCommand): bridge.BoardPlace => ({
  round,
  table,
  board,
});

/** The pair number asked for, or the first one not yet registered. */
const firstFreePair = (state: State, asked: number | undefined): number => {
  if (asked !== undefined) return asked;
  let pair = 1;
  while (state.pairs.has(pair)) pair++;
  return pair;
};

/** The role refusals, answered 403 (the rules' own refusals are 409). */
const notAtTable = () =>
  tournamentError(
    'not-at-this-table',
    'LAW 79A1',
    'only the players seated at that table in that round, or the directors, may',
  );
const directorsOnly = () =>
  tournamentError('forbidden', 'Tavolo', "only the event's directors or an admin may");
const ROLE_CODES: ReadonlySet<string> = new Set(['not-at-this-table', 'forbidden']);

export const bridgeEventRoutes: FastifyPluginAsyncZod<BridgeEventRoutesOptions> = async (
  app,
  { store, now },
) => {
  const stampOf = (user: User): Stamp => ({ at: new Date(now()).toISOString(), by: user.name });

  /** Whether `user` directs event `id` (its directors, and the admins). */
  const directs = async (user: User, id: string): Promise<boolean> => {
    if (user.role === 'admin') return true;
    const directors = await store.readDirectors(id);
    return directors.ok && directors.value.includes(user.id);
  };

  /** The stored event's game, or a refusal sent: a bridge route serves bridge events only. */
  const bridgeEvent = async (reply: FastifyReply, id: string): Promise<boolean> => {
    const stored = await store.readTournament(id);
    if (!stored.ok) {
      await refuse(reply, stored.error);
      return false;
    }
    if (stored.value.game !== bridge.BRIDGE_GAME) {
      await refuse(
        reply,
        { code: 'not-a-bridge-event', message: `${id} is not a bridge pairs event` },
        409,
      );
      return false;
    }
    return true;
  };

  app.post(
    '/bridge',
    {
      config: { access: 'director' },
      schema: {
        tags: ['tournaments'],
        summary:
          'Directors only: create a bridge pairs event (a Mitchell or Howell movement, ' +
          'matchpoints or cross-IMPs, the LAW 79C correction period); its creator directs it',
        security: SESSION,
        body: createBridgeEventSchema,
        response: { 201: bridgeEventCreatedSchema, ...errors(400, 401, 403, 409, 429) },
      },
    },
    async (request, reply) => {
      const user = userOf(request);
      const { id: asked, date, correctionMinutes, ...settings } = request.body;
      const stamp = stampOf(user);
      const created = bridge.createBridgePairs(
        {
          ...settings,
          date: date ?? stamp.at.slice(0, 10),
          ...(correctionMinutes === undefined ? {} : { correctionMinutes }),
        },
        stamp,
      );
      if (!created.ok) return refuse(reply, created.error, 409);
      const id = asked ?? eventSlug(settings.name);
      const meta = {
        name: settings.name.trim(),
        game: bridge.BRIDGE_GAME,
        createdAt: stamp.at,
        date: date ?? stamp.at.slice(0, 10),
      };
      const stored = await store.createTournament(
        id,
        meta,
        created.value.map(bridge.toBridgeEnvelope),
        [user.id],
      );
      if (!stored.ok) return refuse(reply, stored.error);
      return reply.code(201).send({ id, lastSeq: stored.value.lastSeq });
    },
  );

  app.post(
    '/:id/bridge',
    {
      config: { access: 'account' },
      schema: {
        tags: ['tournaments'],
        summary:
          'A bridge pairs event: one command. Its directors register pairs, enter, correct ' +
          '(LAW 79C), publish and decide withdrawals (LAW 69B); a player seated at the table ' +
          'enters, confirms or disputes (LAW 79A1, 79B) its boards and asks to withdraw an ' +
          'agreement (LAW 69B). A refusal names its code and Law',
        security: SESSION,
        params: eventParams,
        body: bridgeEventCommandSchema,
        response: { 200: bridgeEventAppendedSchema, ...errors(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const command = request.body;
      const user = userOf(request);
      if (!(await bridgeEvent(reply, id))) return reply;
      const director = await directs(user, id);
      const run = await bridge.runBridgePairsCommand(store, id, (state) => {
        const actor: bridge.ResultActor | null = director
          ? { role: 'director' }
          : PLAYER_COMMANDS.has(command.type) && isTableCommand(command)
            ? playerAt(state, user, placeOf(command))
            : null;
        if (actor === null)
          return err(PLAYER_COMMANDS.has(command.type) ? notAtTable() : directorsOnly());
        return decide(state, command, actor, stampOf(user));
      });
      if (!run.ok) {
        const failed = run.error;
        if (failed.kind === 'refused' && ROLE_CODES.has(failed.error.code))
          return refuse(reply, failed.error, 403);
        return notRun(reply, failed);
      }
      return {
        lastSeq: run.value.lastSeq,
        events: run.value.events.map((event) => ({ ...event })),
      };
    },
  );

  app.get(
    '/:id/bridge-papers',
    {
      config: { access: 'anyone' },
      helmet: PDF_HELMET,
      onRequest: pdfPolicy,
      schema: {
        tags: ['tournaments'],
        summary:
          "A bridge pairs event's papers as PDF: the travellers (every board across the field) " +
          'or the personal score cards; `lang` it or en. Before the official score, for the ' +
          "event's directors only",
        params: eventParams,
        querystring: bridgePapersQuerySchema,
        response: { 200: z.unknown(), ...errors(400, 403, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { what } = request.query;
      const lang = downloadLang(request.query.lang, request.headers['accept-language']);
      if (!lang.ok) return refuse(reply, lang.error, 400);
      if (!(await bridgeEvent(reply, id))) return reply;
      const loaded = await bridge.loadBridgePairs(store, id);
      if (!loaded.ok) return notRun(reply, loaded.error);
      const { state } = loaded.value;
      // Before the official score the papers show boards some tables have still to play: the
      // event's directors only (the pages hide them from the others too).
      const user = request.user;
      if (state.publishedAt === null && (user === null || !(await directs(user, id))))
        return refuse(
          reply,
          {
            code: 'papers-not-published',
            message: "the papers are the directors' until the official score is published",
          },
          403,
        );
      const heading = bridge.paperHeading(state);
      let made: Result<Uint8Array, { readonly code: string; readonly message: string }>;
      if (what === 'travellers') {
        const boards = bridge.travellersOf(state);
        made = boards.ok
          ? await travellersPdf({ ...heading, boards: boards.value }, lang.value)
          : boards;
      } else {
        const cards = bridge.scoreCardsOf(state);
        made = cards.ok
          ? await scoreCardsPdf({ ...heading, cards: cards.value }, lang.value)
          : cards;
      }
      if (!made.ok) return refuse(reply, made.error, 409);
      return reply
        .type('application/pdf')
        .header('content-disposition', dispositionOf('inline', `${id}-${what}.pdf`))
        .send(Buffer.from(made.value));
    },
  );
};

/** Every answer of the PDF route, refusals too, carries the PDF's policy instead of helmet's. */
const pdfPolicy = async (_request: FastifyRequest, reply: FastifyReply) => {
  void reply.header('content-security-policy', PDF_CONTENT_SECURITY_POLICY);
};
