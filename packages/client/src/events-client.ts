/**
 * The shapes of the tournament routes' answers, as the server's director routes declare them:
 * an event's summary, its status with the latest standings, and its log of events. The events'
 * `data` stays `unknown` here: @tavolo/tournament reads it (`fromEnvelope`) where it is needed.
 */
import { z } from 'zod';

export const eventSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  game: z.string(),
  createdAt: z.string(),
  lastSeq: z.number().int(),
});
export type EventSummary = z.infer<typeof eventSummarySchema>;

export const eventStatusSchema = z.object({
  tournament: eventSummarySchema,
  status: z.string(),
  currentRound: z.number().int(),
  totalRounds: z.number().int(),
  entrantCount: z.number().int(),
  updatedAt: z.string().nullable(),
  standings: z
    .array(
      z.object({
        round: z.number().int(),
        entrantId: z.string(),
        rank: z.number().int(),
        name: z.string(),
        vp: z.number(),
        mp: z.number(),
        played: z.number().int(),
      }),
    )
    .readonly(),
});
export type EventStatus = z.infer<typeof eventStatusSchema>;

export const loggedEventSchema = z.object({
  seq: z.number().int(),
  type: z.string(),
  at: z.string(),
  by: z.string(),
  data: z.unknown(),
});
export type LoggedEvent = z.infer<typeof loggedEventSchema>;

export const eventListSchema = z.array(eventSummarySchema).readonly();
export const eventLogSchema = z.array(loggedEventSchema).readonly();

/** What a director's command answers: the events it appended and the event's new status. */
export const recordedSchema = z.object({
  events: eventLogSchema,
  status: eventStatusSchema,
});
export type Recorded = z.infer<typeof recordedSchema>;

/**
 * A director's command, `{ type: 'register', players: [...] }` and so on: @tavolo/tournament's
 * `TournamentCommand`, checked by the server's schema.
 */
export type EventCommand = { readonly type: string } & object;

/** The settings of a new event (@tavolo/tournament's `ConfigInput`) and, optionally, its id. */
export type EventSettings = { readonly name: string; readonly game: string } & object;

export const PRINT_KINDS = ['scoresheets', 'seating', 'standings'] as const;
export type PrintKind = (typeof PRINT_KINDS)[number];

export interface PrintQuery {
  readonly round?: number;
  readonly lang?: 'it' | 'en';
}
