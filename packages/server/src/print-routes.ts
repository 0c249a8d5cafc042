/**
 * The printouts of an event over HTTP, as `tavolo tournament export --format pdf` makes them:
 * the score sheets of a round (directors only: they are the director's paper for the room),
 * and the seating list and the standings, which anyone may print from the public pages.
 */
import {
  type Lang,
  type PlayerName,
  type Position,
  type Seat,
  scoreSheetsPdf,
  seatingListPdf,
  standingsPdf,
} from '@tavolo/print';
import {
  type EntrantId,
  type TournamentState,
  loadTournament,
  prizeList,
  roundStatus,
  standings,
} from '@tavolo/tournament';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DirectorRoutes } from './director.js';

export const PRINT_KINDS = ['scoresheets', 'seating', 'standings'] as const;
export type PrintKind = (typeof PRINT_KINDS)[number];

/**
 * "Rossi, Mario" is surname then given name; without a comma the last word is the surname
 * ("Mario Rossi"); a surname of several words needs the comma ("De Luca, Anna").
 */
export const playerName = (text: string): PlayerName => {
  const comma = text.indexOf(',');
  if (comma >= 0)
    return { surname: text.slice(0, comma).trim(), givenName: text.slice(comma + 1).trim() };
  const words = text.trim().split(/\s+/);
  return words.length === 1
    ? { surname: words[0] ?? '', givenName: '' }
    : { surname: words.at(-1) ?? '', givenName: words.slice(0, -1).join(' ') };
};

const COMPASS: readonly Position[] = ['N', 'E', 'S', 'W'];

const namesOf = (state: TournamentState, id: EntrantId): PlayerName[] =>
  (state.entrants.find((e) => e.id === id)?.players ?? []).map(playerName);

const seatsOf = (state: TournamentState, seats: readonly EntrantId[]): Seat[] =>
  seats.map((id, i) => ({
    position: state.config.kind === 'individual' ? (COMPASS[i] as Position) : i === 0 ? 'NS' : 'EW',
    entrant: id,
    players: namesOf(state, id),
  }));

const headingOf = (state: TournamentState) => ({
  name: state.config.name,
  date: state.config.date,
  game: state.config.game,
});

const roundSeating = (state: TournamentState, round: number) => {
  const paired = state.rounds[round - 1];
  return {
    event: headingOf(state),
    round,
    tables: (paired?.pairing.tables ?? []).map((t) => ({
      table: t.table,
      seats: seatsOf(state, t.seats),
    })),
    byes: (paired?.pairing.byes ?? []).map((id) => ({ entrant: id, players: namesOf(state, id) })),
  };
};

const PRINTED_TIE_BREAKS = {
  mp: 'mp',
  'head-to-head': 'head-to-head',
  organizer: 'organizer',
} as const;

/** One printout of the event after (or of) `round`, in `lang`. */
export const printEvent = (
  state: TournamentState,
  kind: PrintKind,
  round: number,
  lang: Lang,
  now: string,
) => {
  switch (kind) {
    case 'scoresheets':
      return scoreSheetsPdf(
        { ...roundSeating(state, round), hands: state.config.rounds[round - 1]?.hands ?? 0 },
        lang,
      );
    case 'seating':
      return seatingListPdf(roundSeating(state, round), lang);
    case 'standings': {
      const last = state.config.rounds.length;
      const final = round === last && roundStatus(state, round, now) === 'final';
      return standingsPdf(
        {
          event: headingOf(state),
          status: final ? 'final' : 'provisional',
          afterRound: round,
          totalRounds: last,
          rows: standings(state, round).map((r) => ({
            rank: r.rank,
            entrant: r.entrant,
            players: r.players.map(playerName),
            vp: r.vp,
            mp: r.mp,
            extra: { penalties: r.penaltyVp, 'rounds-played': r.rounds },
          })),
          extraColumns: ['penalties', 'rounds-played'],
          tieBreaks: state.config.tieBreaks.flatMap((t) =>
            t === 'vp' ? [] : [PRINTED_TIE_BREAKS[t]],
          ),
          ...(final
            ? {
                prizes: prizeList(state).map((p) => ({
                  description: p.prize,
                  entrant: p.row.entrant,
                  players: p.row.players.map(playerName),
                })),
              }
            : {}),
        },
        lang,
      );
    }
  }
};

/** The round a printout shows by default: the last paired (standings: the last with results). */
const defaultRound = (state: TournamentState, kind: PrintKind): number =>
  kind === 'standings'
    ? Math.max(0, ...state.rounds.filter((r) => r.results.size > 0).map((r) => r.round))
    : state.rounds.length;

export const registerPrintRoutes = (app: FastifyInstance, routes: DirectorRoutes): void => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/api/events/:id/print/:kind',
    {
      schema: {
        tags: ['tournaments'],
        summary:
          'A printout as PDF: `seating` and `standings` for anyone, `scoresheets` for ' +
          'directors; `round` (default: the last paired, or with results) and `lang` (it, en)',
        params: z.object({ id: z.string().min(1), kind: z.enum(PRINT_KINDS) }),
        querystring: z
          .object({
            round: z.coerce.number().int().nonnegative().optional(),
            lang: z.enum(['it', 'en']).default('it'),
          })
          .strict(),
        response: { 200: z.unknown(), ...routes.errors(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      const { id, kind } = request.params;
      if (kind === 'scoresheets') {
        const user = routes.caller(request, reply);
        if (user === undefined) return reply;
        if (user.role !== 'director' && user.role !== 'admin')
          return routes.refuse(reply, {
            code: 'forbidden',
            message: 'only a director or an admin may',
          });
      }
      const loaded = await loadTournament(routes.store, id);
      if (!loaded.ok)
        return loaded.error.kind === 'refused'
          ? routes.refuse(reply, loaded.error.error, 409)
          : routes.refuse(reply, loaded.error.error);
      const { state } = loaded.value;
      const round = request.query.round ?? defaultRound(state, kind);
      const paired = state.rounds.length;
      if (round > paired || (round < 1 && kind !== 'standings'))
        return routes.refuse(
          reply,
          { code: 'bad-request', message: `round ${round} has not been paired` },
          400,
        );
      const made = await printEvent(
        state,
        kind,
        round,
        request.query.lang,
        new Date().toISOString(),
      );
      if (!made.ok)
        return routes.refuse(reply, { code: 'bad-request', message: made.error.message }, 400);
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${id}-${kind}-${round}.pdf"`)
        .send(Buffer.from(made.value));
    },
  );
};
