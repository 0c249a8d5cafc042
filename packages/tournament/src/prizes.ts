/**
 * The prize list, allocated from the final standings. The organizer announces an ordered list
 * of overall prizes (`prizes`) and, after it, the prizes of groups (`prizeGroups`: a category,
 * a region, a club or any column of the import). The regulations say nothing of prizes; Tavolo
 * reads them as not cumulative ("premi non cumulabili"), as organizers usually announce them:
 *
 * - every overall prize ranks above every group prize, and groups rank in the order listed;
 * - an entrant gets one prize at most: the highest it can have. An entrant that wins an overall
 *   prize keeps it, and the group prize goes to the next entrant of the group in the standings
 *   who has no prize yet; an entrant of two groups gets the prize of the group listed first.
 *
 * An entrant belongs to a group when every one of its players has the group's value in the
 * group's field (a pair is in the category "Femminile" when both players are), compared
 * without regard to case, accents or extra spaces. Players registered without their data (logs
 * written before `Person` existed) belong to no group. An expelled entrant (BUR-CH art. 50:
 * "Espulsione ufficiale dalla sede di gara") gets no prize, a choice of Tavolo; a withdrawn one
 * keeps its rank and may win.
 */
import type { PrizeGroup } from './config.js';
import type { Person } from './event.js';
import { foldText } from './fold-text.js';
import type { EntrantId } from './pairing.js';
import { type StandingRow, standings } from './standings.js';
import type { TournamentState } from './state.js';

export interface PrizeAward {
  readonly prize: string;
  readonly row: StandingRow;
  /** The group whose prize this is; absent for an overall prize. */
  readonly group?: { readonly field: string; readonly value: string };
}

const PERSON_FIELDS = ['surname', 'firstName', 'membership', 'club', 'region', 'category'] as const;

/** A person's value in a field: one of `Person`'s own, else a column of the import. */
export const personField = (person: Person, field: string): string | undefined => {
  const own = (PERSON_FIELDS as readonly string[]).includes(field)
    ? person[field as (typeof PERSON_FIELDS)[number]]
    : undefined;
  if (own !== undefined) return own;
  const extra = person.extra ?? {};
  const key = Object.keys(extra).find((k) => foldText(k) === foldText(field));
  return key === undefined ? undefined : extra[key];
};

const inGroup = (people: readonly Person[] | undefined, group: PrizeGroup): boolean =>
  people !== undefined &&
  people.length > 0 &&
  people.every((p) => {
    const value = personField(p, group.field);
    return value !== undefined && foldText(value) === foldText(group.value);
  });

/** The prizes of the event, in the order they rank, each to its entrant. */
export const prizeAwards = (
  state: TournamentState,
  rows: readonly StandingRow[] = standings(state),
): readonly PrizeAward[] => {
  const expelled = new Set(
    state.sanctions.filter((s) => s.level === 'expulsion').map((s) => s.entrant),
  );
  const eligible = rows.filter((r) => !expelled.has(r.entrant));
  const awarded = new Set<EntrantId>();
  const awards: PrizeAward[] = [];
  const give = (prize: string, candidates: readonly StandingRow[], group?: PrizeGroup) => {
    const row = candidates.find((r) => !awarded.has(r.entrant));
    if (!row) return;
    awarded.add(row.entrant);
    awards.push({
      prize,
      row,
      ...(group ? { group: { field: group.field, value: group.value } } : {}),
    });
  };
  for (const prize of state.config.prizes) give(prize, eligible);
  const people = new Map(state.entrants.map((e) => [e.id, e.people]));
  for (const group of state.config.prizeGroups ?? []) {
    const members = eligible.filter((r) => inGroup(people.get(r.entrant), group));
    for (const prize of group.prizes) give(prize, members, group);
  }
  return awards;
};
