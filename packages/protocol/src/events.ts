/**
 * The answers of the tournament routes (`/api/events`), as zod schemas: an event's summary, its
 * status with the latest standings, its log, and what a director's command recorded. The server
 * declares its answers with them and the client checks what it receives. The events' `data`
 * stays `unknown` here: @tavolo/tournament reads it (`fromEnvelope`) where it is needed.
 */
import { z } from 'zod';

export const eventSummarySchema = z
  .object({
    id: z.string(),
    name: z.string(),
    game: z.string(),
    createdAt: z.string(),
    /** The day the event is held, `YYYY-MM-DD` (its settings' date); absent if not kept. */
    date: z.string().optional(),
    lastSeq: z.number().int(),
  })
  .strict();
export type EventSummary = z.infer<typeof eventSummarySchema>;

export const eventStatusSchema = z
  .object({
    tournament: eventSummarySchema,
    status: z.string(),
    currentRound: z.number().int(),
    totalRounds: z.number().int(),
    entrantCount: z.number().int(),
    updatedAt: z.string().nullable(),
    standings: z
      .array(
        z
          .object({
            round: z.number().int(),
            entrantId: z.string(),
            rank: z.number().int(),
            name: z.string(),
            vp: z.number(),
            mp: z.number(),
            played: z.number().int(),
          })
          .strict(),
      )
      .readonly(),
  })
  .strict();
export type EventStatus = z.infer<typeof eventStatusSchema>;

export const loggedEventSchema = z
  .object({
    seq: z.number().int(),
    type: z.string(),
    at: z.string(),
    by: z.string(),
    data: z.unknown(),
  })
  .strict();
export type LoggedEvent = z.infer<typeof loggedEventSchema>;

export const eventListSchema = z.array(eventSummarySchema).readonly();
export const eventLogSchema = z.array(loggedEventSchema).readonly();

/** What a director's command answers: the events it appended and the event's new status. */
export const recordedSchema = z
  .object({ events: eventLogSchema, status: eventStatusSchema })
  .strict();
export type Recorded = z.infer<typeof recordedSchema>;

/** The printouts of `GET /api/events/:id/print/:kind`. */
export const PRINT_KINDS = [
  'scoresheets',
  'seating',
  'standings',
  'referee-reports',
  'guide-cards',
  'table-cards',
] as const;
export type PrintKind = (typeof PRINT_KINDS)[number];

/** The printouts for the event's directors only: the papers for the tables and the reports. */
export const DIRECTOR_PRINT_KINDS = [
  'scoresheets',
  'referee-reports',
  'guide-cards',
  'table-cards',
] as const satisfies readonly PrintKind[];
