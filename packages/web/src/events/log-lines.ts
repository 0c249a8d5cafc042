/**
 * The event's log as the director reads it in the console, one line per event with its number
 * (seq, its place in the log from 1): what it decided, in a message key and its values, whether
 * a later void took it back, and whether it may be voided (any decision in force but the
 * creation and a void, as void.ts allows; what rests on it is checked when the void is sent).
 */
import {
  type TournamentEvent,
  type TournamentState,
  entrantName,
  voidsOf,
} from '@tavolo/tournament';
import { nameOf } from './event-state.js';

export interface LogLine {
  readonly seq: number;
  readonly at: string;
  readonly by: string;
  /** A key under `log.` and its values. */
  readonly key: string;
  readonly values: Readonly<Record<string, string | number>>;
  /** The seq of the void that took this event back, or null. */
  readonly voidedBy: number | null;
  readonly voidable: boolean;
}

const what = (event: TournamentEvent, state: TournamentState): Pick<LogLine, 'key' | 'values'> => {
  const named = (id: string) => `${id} ${nameOf(state, id)}`;
  switch (event.type) {
    case 'created':
      return { key: 'created', values: { name: event.config.name } };
    case 'registered':
      return {
        key: 'registered',
        values: { entrant: `${event.entrant.id} ${entrantName(event.entrant.players)}` },
      };
    case 'late-seated':
      return {
        key: 'late-seated',
        values: { entrant: named(event.entrant), table: event.table, round: event.round },
      };
    case 'withdrawn':
      return { key: 'withdrawn', values: { entrant: named(event.entrant), reason: event.reason } };
    case 'round-paired':
      return { key: 'round-paired', values: { round: event.pairing.round } };
    case 'result-entered':
      return { key: 'result-entered', values: { round: event.round, table: event.table } };
    case 'result-corrected':
      return {
        key: 'result-corrected',
        values: { round: event.round, table: event.table, reason: event.reason },
      };
    case 'arrived-late':
      return {
        key: 'arrived-late',
        values: { entrant: named(event.entrant), minutes: event.minutes, round: event.round },
      };
    case 'sanctioned':
      return {
        key: `sanctioned.${event.level}`,
        values: { player: event.player, entrant: named(event.entrant), reason: event.breach },
      };
    case 'penalized':
      return {
        key: 'penalized',
        values: { entrant: named(event.entrant), mp: event.mp, vp: event.vp, reason: event.reason },
      };
    case 'score-assigned':
      return {
        key: 'score-assigned',
        values: { entrant: named(event.entrant), vp: event.vp, mp: event.mp, reason: event.reason },
      };
    case 'ruled':
      return {
        key: 'ruled',
        values: {
          entrant: named(event.entrant),
          round: event.round,
          table: event.table,
          article: event.article,
          ruling: event.ruling,
        },
      };
    case 'round-published':
      return { key: 'round-published', values: { round: event.round } };
    case 'tie-order-set':
      return { key: 'tie-order-set', values: { order: event.order.join(', ') } };
    case 'voided':
      return { key: 'voided', values: { target: event.target, reason: event.reason } };
  }
};

/** Every event of the log, newest first. */
export const logLines = (
  events: readonly TournamentEvent[],
  state: TournamentState,
): readonly LogLine[] => {
  const voids = voidsOf(events);
  return events
    .map((event, i) => {
      const seq = i + 1;
      const voidedBy = voids.get(seq) ?? null;
      return {
        seq,
        at: event.at,
        by: event.by,
        ...what(event, state),
        voidedBy,
        voidable: voidedBy === null && event.type !== 'created' && event.type !== 'voided',
      };
    })
    .reverse();
};
