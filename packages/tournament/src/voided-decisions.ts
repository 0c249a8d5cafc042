/**
 * The decisions a void took back, for the exports: the state leaves them out (`replay` skips a
 * voided event), but a record handed to others shows them, marked, with the void's who, when
 * and why, rather than letting them vanish. What each decided (its adjustments, sanctions and
 * corrections, derived ones included) is found by applying it to the state of the log just
 * before it, the other voids of the log in force: what it adds is its own. Voids are rare,
 * so two replays of a prefix each cost nothing an ordinary command pays.
 */
import { replay } from './apply-event.js';
import type { TournamentEvent } from './event.js';
import type { EntrantId } from './pairing.js';
import type { Adjustment, Correction, Sanction } from './state.js';

/** Who took a decision back, when, why, and the void's place in the log. */
export interface VoidStamp {
  readonly seq: number;
  readonly at: string;
  readonly by: string;
  readonly reason: string;
}

export interface VoidedDecision {
  /** The decision's place in the log (1-based, the creation is 1). */
  readonly seq: number;
  readonly type: TournamentEvent['type'];
  readonly at: string;
  readonly by: string;
  readonly round: number | null;
  /** The entrant it was about, if one. */
  readonly entrant: EntrantId | null;
  readonly void: VoidStamp;
  /** What it had decided, as the state held it while in force. */
  readonly adjustments: readonly Adjustment[];
  readonly sanctions: readonly Sanction[];
  readonly corrections: readonly Correction[];
  /** The event as the log holds it. */
  readonly event: TournamentEvent;
}

const entrantOf = (event: TournamentEvent): EntrantId | null => {
  if (!('entrant' in event)) return null;
  return typeof event.entrant === 'string' ? event.entrant : event.entrant.id;
};

const roundOf = (event: TournamentEvent): number | null =>
  'round' in event && typeof event.round === 'number' ? event.round : null;

/** What the event at `seq` decided: the state after it less the state before it. */
const decidedBy = (
  events: readonly TournamentEvent[],
  seq: number,
  voids: readonly TournamentEvent[],
): Pick<VoidedDecision, 'adjustments' | 'sanctions' | 'corrections'> => {
  // The voids of earlier decisions that stand later in the log keep those out of both states.
  const before = replay([...events.slice(0, seq - 1), ...voids]);
  const after = replay([...events.slice(0, seq), ...voids]);
  if (!before.ok || !after.ok) return { adjustments: [], sanctions: [], corrections: [] };
  // By content, as a multiset: the fold may rebuild the earlier items (a walkover is derived
  // anew), and a derived penalty carries no place in the log of its own.
  const added = <T>(was: readonly T[], is: readonly T[]): T[] => {
    const left = new Map<string, number>();
    for (const item of was) {
      const key = JSON.stringify(item);
      left.set(key, (left.get(key) ?? 0) + 1);
    }
    return is.filter((item) => {
      const key = JSON.stringify(item);
      const count = left.get(key) ?? 0;
      if (count > 0) left.set(key, count - 1);
      return count === 0;
    });
  };
  return {
    adjustments: added(before.value.adjustments, after.value.adjustments),
    sanctions: added(before.value.sanctions, after.value.sanctions),
    corrections: added(before.value.corrections, after.value.corrections),
  };
};

/** Every decision of `events` (a log) that a void took back, in the order of the log. */
export const voidedDecisions = (events: readonly TournamentEvent[]): readonly VoidedDecision[] => {
  const voidOf = new Map<number, VoidStamp>();
  events.forEach((e, i) => {
    if (e.type === 'voided' && !voidOf.has(e.target))
      voidOf.set(e.target, { seq: i + 1, at: e.at, by: e.by, reason: e.reason });
  });
  return [...voidOf.entries()]
    .sort(([a], [b]) => a - b)
    .flatMap(([seq, stamp]) => {
      const event = events[seq - 1];
      if (event === undefined) return [];
      const laterVoids = events.slice(seq).filter((e) => e.type === 'voided' && e.target < seq);
      return [
        {
          seq,
          type: event.type,
          at: event.at,
          by: event.by,
          round: roundOf(event),
          entrant: entrantOf(event),
          void: stamp,
          ...decidedBy(events, seq, laterVoids),
          event,
        },
      ];
    });
};

/** The void of each voided place in the log. */
export const voidStamps = (decisions: readonly VoidedDecision[]): ReadonlyMap<number, VoidStamp> =>
  new Map(decisions.map((d) => [d.seq, d.void]));
