/**
 * Who has met whom: an index of the history, built once per pairing, that answers in constant
 * time the question every movement asks many times ("have these two sat at one table?").
 */
import type { EntrantId, Meeting } from '../pairing.js';

export interface Meetings {
  /** The last round in which `a` and `b` sat at one table, or undefined if they never did. */
  readonly lastMet: (a: EntrantId, b: EntrantId) => number | undefined;
}

/** Indexes the meetings of `history` that `include` keeps (all of them by default). */
export const meetingsOf = (
  history: readonly Meeting[],
  include: (meeting: Meeting) => boolean = () => true,
): Meetings => {
  const met = new Map<EntrantId, Map<EntrantId, number>>();
  const note = (a: EntrantId, b: EntrantId, round: number): void => {
    let rounds = met.get(a);
    if (!rounds) met.set(a, (rounds = new Map()));
    rounds.set(b, Math.max(round, rounds.get(b) ?? 0));
  };
  for (const meeting of history) {
    if (!include(meeting)) continue;
    const seats = meeting.seats;
    for (let i = 0; i < seats.length; i++)
      for (let j = i + 1; j < seats.length; j++) {
        const a = seats[i] as EntrantId;
        const b = seats[j] as EntrantId;
        note(a, b, meeting.round);
        note(b, a, meeting.round);
      }
  }
  return { lastMet: (a, b) => met.get(a)?.get(b) };
};
