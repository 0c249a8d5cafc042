/**
 * Registration (S40-CdG art. 26, BUR-CH art. 3 and 48 for an entry once play has started): the
 * entry's players by name or as people, their checks (names.ts), and the seat a late entrant
 * takes.
 */
import { type Confirmable, unlessDoubted } from './confirm.js';
import type { Person, Stamp, TournamentEventBody } from './event.js';
import { checkEntryNames, displayName, tidyName, tidyPerson } from './names.js';
import type { EntrantId } from './pairing.js';
import type { TournamentState } from './state.js';
import { type Outcome, problem, refuse, refuseFor, stamped, withStamp } from './decision.js';

const PLAYERS_PER_ENTRANT: Readonly<Record<string, readonly [number, number]>> = {
  individual: [1, 1],
  singles: [1, 1],
  pairs: [2, 2],
  teams: [4, 8],
};

export interface Registration extends Confirmable {
  /**
   * The players with surname and first name apart (names.ts), which the entrant's `players`
   * show as "First Surname". When given, `players` is read from them.
   */
  readonly people?: readonly Person[];
  /** The players' names alone, as older front ends and logs give them. */
  readonly players?: readonly string[];
  /** Minutes late, for an entry after round 1 has been paired. */
  readonly lateMinutes?: number;
}

/** The entry's players as people, or as tidy names when it gives only names; null if malformed. */
const entryPlayers = (
  entry: Registration,
): { readonly players: readonly string[]; readonly people?: readonly Person[] } | null => {
  if (entry.people !== undefined) {
    if (!Array.isArray(entry.people)) return null;
    const people = entry.people.map(tidyPerson);
    if (people.some((p) => p === null)) return null;
    const tidy = people as Person[];
    return { players: tidy.map(displayName), people: tidy };
  }
  const names = Array.isArray(entry.players) ? entry.players : [];
  const players = names.map((p) => (typeof p === 'string' ? tidyName(p) : ''));
  return players.some((p) => p === '') ? null : { players };
};

export const register = (state: TournamentState, entry: Registration, stamp: Stamp): Outcome =>
  withStamp(state, stamp, () => {
    const [min, max] = PLAYERS_PER_ENTRANT[state.config.kind] ?? [1, 1];
    const given = entryPlayers(entry);
    const count = given?.players.length ?? 0;
    if (!given || count < min || count > max)
      return refuseFor(
        'bad-entry',
        min === max
          ? problem(
              'entry-players',
              `a ${state.config.kind} entry has ${min} named players, each with surname and first name`,
              { count: min, given: count },
            )
          : problem(
              'entry-players-range',
              `a ${state.config.kind} entry has ${min} to ${max} named players, each with surname and first name`,
              { min, max, given: count },
            ),
      );
    const { players, people } = given;
    const names = checkEntryNames(people ?? players, state.entrants);
    if (!names.ok) return names;
    const minutes = entry.lateMinutes ?? 0;
    if (!Number.isInteger(minutes) || minutes < 0)
      return refuse('bad-minutes', 'minutes late are a whole number, 0 or more', {
        minutes: String(minutes),
      });
    // A counter of every registration, voided ones included: an id is never given twice.
    const id = `E${state.registrations + 1}`;
    const registered: TournamentEventBody = {
      type: 'registered',
      entrant: { id, players, ...(people ? { people } : {}) },
      ...(state.rounds.length > 0 ? { lateMinutes: minutes } : {}),
    };
    return unlessDoubted(names.value, entry, () =>
      state.rounds.length === 0
        ? stamped(stamp, registered)
        : lateEntry(state, registered, id, minutes, stamp),
    );
  });

/** An entry once play has started (S40-CdG art. 26, BUR-CH art. 3 and 48). */
const lateEntry = (
  state: TournamentState,
  registered: TournamentEventBody,
  id: EntrantId,
  minutes: number,
  stamp: Stamp,
): Outcome => {
  const round1 = state.rounds[0];
  if (!round1) return stamped(stamp, registered);
  const secondPaired = state.rounds.length >= 2;
  if (state.config.game === 'scala40') {
    // S40-CdG art. 26. During round 1 a late player completes a table of three, or waits for
    // round 2's pairing. Once it is made he gets one 3 VP + 80 MP (apply-event.ts) and sits
    // at a table of three of the round being played, if one still waits for its sheet; else
    // he is paired from the next round, with no second award.
    const current = state.rounds[state.rounds.length - 1] ?? round1;
    const three = current.pairing.tables.find(
      (t) => t.seats.length === 3 && !current.results.has(t.table),
    );
    if (!three && secondPaired) return stamped(stamp, registered);
    if (!three)
      return refuseFor(
        'no-incomplete-table',
        problem(
          'late-wait-round-2',
          'round 1 has no table of three to complete; a late player can enter once round 2 is paired',
          { round: current.round },
        ),
        'S40-CdG art. 26',
      );
    return stamped(stamp, registered, {
      type: 'late-seated',
      round: current.round,
      table: three.table,
      entrant: id,
      minutes,
    });
  }
  if (secondPaired)
    return refuse('too-late', 'no entry once round 2 is paired', { round: 2 }, 'BUR-CH art. 3');
  const resting = round1.pairing.byes[0];
  if (resting === undefined)
    return refuse(
      'no-incomplete-table',
      'round 1 has no incomplete table to complete',
      { round: 1 },
      'BUR-CH art. 3',
    );
  const table = Math.max(0, ...round1.pairing.tables.map((t) => t.table)) + 1;
  return stamped(stamp, registered, {
    type: 'late-seated',
    round: 1,
    table,
    entrant: id,
    joins: resting,
    minutes,
  });
};
