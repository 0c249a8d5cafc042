/**
 * The name check of a registration reads an index that grows with the list of entrants
 * (names.ts, state.ts `withEntrant`); it must answer as a scan of every registered player
 * does, on lists grown one entrant at a time, on lists grown apart from a common one (two
 * branches sharing an index), and on lists made any other way.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Person } from './event.js';
import {
  checkEntryNames,
  displayName,
  membershipKey,
  nameKey,
  personKeys,
  playersOf,
} from './names.js';
import { type EntrantState, withEntrant } from './state.js';

type Player = Person | string;

/** The check as a scan: every registered player against every player of the entry, in order. */
const scanned = (players: readonly Player[], registered: readonly EntrantState[]) => {
  const member = (p: Player) =>
    typeof p === 'string' || p.membership === undefined ? null : membershipKey(p.membership);
  const shown = (p: Player) => (typeof p === 'string' ? p : displayName(p));
  const doubts: string[] = [];
  for (const entrant of registered)
    for (const other of playersOf(entrant))
      for (const p of players) {
        const [mp, mo] = [member(p), member(other)];
        if (mp !== null && mp === mo) return { error: `${mp} ${entrant.id}` };
        if (mp !== null && mo !== null) continue;
        if (personKeys(p).includes(nameKey(shown(other))))
          doubts.push(`${shown(p)} ~ ${shown(other)} ${entrant.id}`);
      }
  return { doubts };
};

const checked = (players: readonly Player[], registered: readonly EntrantState[]) => {
  const r = checkEntryNames(players, registered);
  if (!r.ok) return { error: `${r.error.params?.['membership']} ${r.error.params?.['entrant']}` };
  return {
    doubts: r.value.map(
      (d) => `${d.params?.['name']} ~ ${d.params?.['registered']} ${d.params?.['entrant']}`,
    ),
  };
};

const player = fc.oneof(
  fc.constantFrom('Mario Rossi', 'mario  rossi', 'Anna Bianchi', 'Luca Verdi'),
  fc.record(
    {
      surname: fc.constantFrom('Rossi', 'Bianchi', 'Verdi'),
      firstName: fc.constantFrom('Mario', 'Anna', 'Luca'),
      membership: fc.constantFrom('FI01', 'fi 01', 'RM02', 'NA03'),
    },
    { requiredKeys: ['surname', 'firstName'] },
  ),
);

const entrantOf = (n: number, players: readonly Player[]): EntrantState => ({
  id: `E${n}`,
  players: players.map((p) => (typeof p === 'string' ? p : displayName(p))),
  ...(players.every((p) => typeof p !== 'string') ? { people: players as Person[] } : {}),
  registeredAfterRound: 0,
  lateMinutes: 0,
  leftFromRound: null,
  leftDuringRound: null,
});

describe('the name check reads an index that answers as a scan', () => {
  it('on lists grown one at a time, grown apart from a common list, and copied', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.array(player, { minLength: 1, maxLength: 2 }), fc.nat(), fc.nat(3)), {
          maxLength: 30,
        }),
        fc.array(player, { minLength: 1, maxLength: 2 }),
        (steps, entry) => {
          // An entry of the same person twice is refused before any list is read.
          fc.pre(checkEntryNames(entry, []).ok);
          const lists: (readonly EntrantState[])[] = [[]];
          steps.forEach(([players, from, how], n) => {
            const base = lists[from % lists.length] as readonly EntrantState[];
            const entrant = entrantOf(n + 1, players);
            // Mostly as the fold grows a list; sometimes a list made another way.
            lists.push(how === 0 ? [...base, entrant] : withEntrant(base, entrant));
            for (const list of lists) expect(checked(entry, list)).toEqual(scanned(entry, list));
          });
        },
      ),
      { numRuns: 80 },
    );
  });
});
