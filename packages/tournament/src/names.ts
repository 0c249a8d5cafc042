/**
 * People's names as the director types them and as the room reads them. A name is stored tidy
 * (Unicode NFC, trimmed, one space between words) and shown "First Surname"; two names are
 * compared by a key that ignores case, accents, spacing and the shape of the apostrophe, so
 * that "mario  rossi", "Mario Rossi" and "MARIO RÒSSI" meet. Lists sort by surname, then first
 * name, the Italian way (`Intl.Collator('it')`), with a surname of several words ("De Luca",
 * "Dell'Acqua") kept whole.
 *
 * Entrants of logs written before `people` existed have only their display strings; they are
 * compared and sorted by those strings as written.
 */
import { type Result, err, ok } from '@tavolo/cards';
import { type Doubt, type TournamentError, tournamentError } from './error.js';
import type { EntrantRecord, Person } from './event.js';
import { grownFrom, listToken } from './state.js';

/** NFC, trimmed, every run of white space one space. */
export const tidyName = (text: string): string =>
  text.normalize('NFC').trim().replace(/\s+/gu, ' ');

/**
 * The comparison key of a name: tidy, apostrophes alike, case folded (upper then lower, so
 * that "ß" meets "SS"), accents and other combining marks dropped.
 */
export const nameKey = (text: string): string =>
  tidyName(text)
    .replace(/[\u2018\u2019\u02bc`\u00b4]/gu, "'")
    .toLocaleUpperCase('it')
    .toLocaleLowerCase('it')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .normalize('NFC');

/** What a shown name is made of: "First Surname". */
export const displayName = (person: Pick<Person, 'surname' | 'firstName'>): string =>
  `${person.firstName} ${person.surname}`;

/** A membership number compared without spaces and case: "fi 0123" is "FI0123". */
export const membershipKey = (membership: string): string =>
  membership.normalize('NFC').replace(/\s+/gu, '').toLocaleUpperCase('it');

const OPTIONAL_FIELDS = ['membership', 'club', 'region', 'category'] as const;

/**
 * A person with every field tidy and the empty optional ones left out; null when the surname
 * or the first name is missing. Any other shape (not strings) is null too.
 */
export const tidyPerson = (input: unknown): Person | null => {
  if (typeof input !== 'object' || input === null) return null;
  const p = input as Record<string, unknown>;
  if (typeof p['surname'] !== 'string' || typeof p['firstName'] !== 'string') return null;
  const surname = tidyName(p['surname']);
  const firstName = tidyName(p['firstName']);
  if (surname === '' || firstName === '') return null;
  const person: Record<string, unknown> = { surname, firstName };
  for (const field of OPTIONAL_FIELDS) {
    const value = p[field];
    if (value === undefined) continue;
    if (typeof value !== 'string') return null;
    if (tidyName(value) !== '') person[field] = tidyName(value);
  }
  const extra = p['extra'];
  if (extra !== undefined) {
    if (typeof extra !== 'object' || extra === null) return null;
    const entries = Object.entries(extra as Record<string, unknown>);
    if (!entries.every(([, v]) => typeof v === 'string')) return null;
    if (entries.length > 0) person['extra'] = Object.fromEntries(entries);
  }
  return person as unknown as Person;
};

/**
 * The keys under which a player may be the same as another: a person answers to
 * "First Surname" and to "Surname First" (a name typed the other way round still meets); a
 * name of an older log, to itself.
 */
export const personKeys = (player: Person | string): readonly string[] =>
  typeof player === 'string'
    ? [nameKey(player)]
    : [
        nameKey(`${player.firstName} ${player.surname}`),
        nameKey(`${player.surname} ${player.firstName}`),
      ];

/** The players of an entrant, as people where the log has them, else as their names. */
export const playersOf = (entrant: EntrantRecord): readonly (Person | string)[] =>
  entrant.people && entrant.people.length === entrant.players.length
    ? entrant.people
    : entrant.players;

const collator = new Intl.Collator('it', { sensitivity: 'base', numeric: true });

/** Sorting parts of a player: surname, then first name; a name of an older log as it is. */
const sortParts = (player: Person | string): readonly string[] =>
  typeof player === 'string' ? [player] : [player.surname, player.firstName];

/** Surname, then first name, in Italian order ("De Luca" files under D, before "Di Stefano"). */
export const comparePeople = (a: Person | string, b: Person | string): number => {
  const [pa, pb] = [sortParts(a), sortParts(b)];
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const order = collator.compare(pa[i] ?? '', pb[i] ?? '');
    if (order !== 0) return order;
  }
  return 0;
};

/**
 * Entrants by their players' names (the first player, then the next), then by id, for every
 * list the director reads by name.
 */
export const compareEntrantsByName = (a: EntrantRecord, b: EntrantRecord): number => {
  const [pa, pb] = [playersOf(a), playersOf(b)];
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const [x, y] = [pa[i], pb[i]];
    if (x === undefined || y === undefined) return x === undefined ? -1 : 1;
    const order = comparePeople(x, y);
    if (order !== 0) return order;
  }
  return collator.compare(a.id, b.id);
};

/** A copy of `entrants` sorted by name. */
export const sortedByName = <E extends EntrantRecord>(entrants: readonly E[]): E[] =>
  [...entrants].sort(compareEntrantsByName);

/**
 * The checks of the names of a new entry against each other and against the entrants already
 * registered, as refusals and doubts:
 * - the same person twice in one entry is refused (`same-person-twice`): a pair or a team is of
 *   distinct people. Two players of one entry with the same name but different membership
 *   numbers are two people (a father and a son), and pass;
 * - a membership number already held, in the entry or by a registered player, is refused
 *   (`same-membership`): the federation gives one number to one person;
 * - a name with the key of a registered player is a doubt (`similar-name`) to confirm, since
 *   homonyms exist, unless both carry membership numbers, which then differ: the federation's
 *   record already tells them apart.
 */
const membership = (p: Person | string) =>
  typeof p === 'string' || p.membership === undefined ? null : membershipKey(p.membership);
const name = (p: Person | string) => (typeof p === 'string' ? p : displayName(p));

/**
 * The membership and name keys of a registered entrant's players, made once per entrant: a
 * registration compares its names with every player already in, and making the keys of 20,000
 * players at each one cost more than the rest of the command.
 */
const keysOf = new WeakMap<
  EntrantRecord,
  readonly {
    readonly player: Person | string;
    readonly membership: string | null;
    readonly key: string;
  }[]
>();
const registeredKeys = (entrant: EntrantRecord) => {
  let keys = keysOf.get(entrant);
  if (!keys) {
    keys = playersOf(entrant).map((player) => ({
      player,
      membership: membership(player),
      key: nameKey(name(player)),
    }));
    keysOf.set(entrant, keys);
  }
  return keys;
};

/** A registered player as the name index holds it: its entrant's place in the list, its own. */
interface Seat {
  readonly position: number;
  readonly entrant: EntrantRecord;
  readonly player: number;
}

/** Registered players by name key and by membership key. */
interface NameIndex {
  readonly byKey: Map<string, Seat[]>;
  readonly byMembership: Map<string, Seat[]>;
}

const listed = <K, V>(map: Map<K, V[]>, key: K, value: V): void => {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
};

/** The name index of each list of entrants, under the list's stand-in (`listToken`). */
const nameIndexes = new WeakMap<object, NameIndex>();

/**
 * The name index of a list of entrants. A list the fold made by adding one registration
 * (`grownFrom`, state.ts) shares the index of the list it grew from and adds its new entrant
 * to it, so a registration costs its own names, not a pass over every player. Lists that share
 * an index each hold only some of its seats: a seat counts for a list only where the list has
 * that very entrant at that position (`seatsIn`).
 */
const nameIndex = (entrants: readonly EntrantRecord[]): NameIndex => {
  const token = listToken(entrants);
  const known = nameIndexes.get(token);
  if (known) return known;
  const parent = grownFrom(entrants);
  const base = parent && nameIndexes.get(parent);
  const index = base ?? {
    byKey: new Map<string, Seat[]>(),
    byMembership: new Map<string, Seat[]>(),
  };
  for (let position = base ? entrants.length - 1 : 0; position < entrants.length; position++) {
    const entrant = entrants[position] as EntrantRecord;
    registeredKeys(entrant).forEach((keys, player) => {
      const seat: Seat = { position, entrant, player };
      listed(index.byKey, keys.key, seat);
      if (keys.membership !== null) listed(index.byMembership, keys.membership, seat);
    });
  }
  nameIndexes.set(token, index);
  return index;
};

/**
 * The registered players whose membership or name key meets one of the entry's players, as
 * (seat, entry player) in the order of a scan of the list: entrant, its player, the entry's.
 */
const seatsIn = (
  registered: readonly EntrantRecord[],
  entry: readonly { readonly membership: string | null; readonly keys: readonly string[] }[],
): { readonly seat: Seat; readonly i: number }[] => {
  const index = nameIndex(registered);
  const found: { seat: Seat; i: number }[] = [];
  entry.forEach(({ membership: mp, keys }, i) => {
    const seats = new Set([
      ...(mp === null ? [] : (index.byMembership.get(mp) ?? [])),
      ...keys.flatMap((k) => index.byKey.get(k) ?? []),
    ]);
    for (const seat of seats)
      if (registered[seat.position] === seat.entrant) found.push({ seat, i });
  });
  return found.sort(
    (a, b) => a.seat.position - b.seat.position || a.seat.player - b.seat.player || a.i - b.i,
  );
};

export const checkEntryNames = (
  players: readonly (Person | string)[],
  registered: readonly EntrantRecord[],
): Result<readonly Doubt[], TournamentError> => {
  const samePerson = (a: Person | string, b: Person | string) => {
    const [ma, mb] = [membership(a), membership(b)];
    return ma !== null && mb !== null ? ma === mb : personKeys(a).includes(nameKey(name(b)));
  };
  for (const [i, p] of players.entries())
    for (const q of players.slice(i + 1))
      if (samePerson(p, q))
        return err(
          tournamentError(
            membership(p) !== null && membership(p) === membership(q)
              ? 'same-membership'
              : 'same-person-twice',
            'Tavolo',
            `${name(p)} appears twice in the entry`,
            { name: name(p), membership: membership(p) ?? '' },
          ),
        );
  const doubts: Doubt[] = [];
  const entry = players.map((p) => ({ membership: membership(p), keys: personKeys(p) }));
  for (const { seat, i } of seatsIn(registered, entry)) {
    const entrant = seat.entrant;
    const {
      player: other,
      membership: mo,
      key,
    } = registeredKeys(entrant)[seat.player] as ReturnType<typeof registeredKeys>[number];
    const p = players[i] as Person | string;
    const mp = entry[i]?.membership ?? null;
    if (mp !== null && mp === mo)
      return err(
        tournamentError(
          'same-membership',
          'Tavolo',
          `membership ${mp} is already held by ${name(other)} (${entrant.id})`,
          { membership: mp, name: name(other), entrant: entrant.id },
        ),
      );
    if (mp !== null && mo !== null) continue;
    if (entry[i]?.keys.includes(key))
      doubts.push({
        code: 'similar-name',
        article: 'Tavolo',
        message: `${name(p)} is like ${name(other)}, already registered as ${entrant.id}`,
        params: { name: name(p), registered: name(other), entrant: entrant.id },
      });
  }
  return ok(doubts);
};
