/**
 * Registering the entrants of a CSV file (import-csv.ts) in one command. Each entrant goes
 * through `register` on the state folded so far, so an import obeys every
 * rule a registration typed by the director obeys (the players an entry needs, names, a player
 * entered twice, late entries) and says which line broke it. The import is all or nothing: one
 * problem anywhere refuses the whole file and nothing is recorded; the events of all the
 * entrants are appended together.
 *
 * The file's format (docs/tournament.md, "Import"): one row per player. In a pairs or teams
 * event the column Coppia (or Squadra) groups the rows of one entrant: rows with the same value
 * make one pair (team), in the order of the file; its number or name is only a key, the
 * entrant gets the next id of the register. One row per player, rather than a pair per row,
 * is how club and federation lists are kept, with one membership number per row.
 *
 * Entrants already registered (all their players the same people, by membership number when
 * both sides have one, else by name) are listed as duplicates and left out, so that a file can
 * be imported again after new rows were added to it. Unlikely entries (`confirm-required` of
 * `register`, such as a name like one already registered) are listed with their line and
 * recorded once the director confirms the import.
 */
import { type Result, err, ok } from '@tavolo/cards';
import { applyEvent } from './apply-event.js';
import { CONFIRM_REQUIRED, type Confirmable } from './confirm.js';
import type { Outcome } from './decision.js';
import { register } from './registration.js';
import { type Doubt, type TournamentError, tournamentError } from './error.js';
import type { Person, Stamp, TournamentEvent } from './event.js';
import { foldText } from './fold-text.js';
import { type ImportProblem, type ImportRow, parseEntrantsCsv } from './import-csv.js';
import type { EntrantId } from './pairing.js';
import type { TournamentState } from './state.js';

export interface ImportRequest extends Confirmable {
  /** The CSV text (import-csv.ts). */
  readonly csv: string;
}

/** An entrant the import registers. */
export interface ImportedEntrant {
  /** The file's lines of its players. */
  readonly lines: readonly number[];
  readonly entrant: EntrantId;
  readonly players: readonly string[];
  readonly people: readonly Person[];
}

/** Rows whose entrant is registered already: left out. */
export interface ImportDuplicate {
  readonly lines: readonly number[];
  readonly players: readonly string[];
  readonly entrant: EntrantId;
}

export interface ImportDoubt extends Doubt {
  readonly line: number;
}

/** What an import would change: the dry run shows it, the import records its events. */
export interface ImportPlan {
  readonly entrants: readonly ImportedEntrant[];
  readonly duplicates: readonly ImportDuplicate[];
  readonly problems: readonly ImportProblem[];
  readonly doubts: readonly ImportDoubt[];
  readonly events: readonly TournamentEvent[];
}

/** A refused import: every problem with its line. */
export interface ImportRefusal extends TournamentError {
  readonly problems: readonly ImportProblem[];
}

/** The name shown on every screen and paper: "First Surname". */
export const personName = (p: Person): string => `${p.firstName} ${p.surname}`;

interface Group {
  readonly lines: number[];
  readonly people: Person[];
}

/** One entrant per row (individual, singles) or per value of the Coppia/Squadra column. */
const groupRows = (
  state: TournamentState,
  rows: readonly ImportRow[],
  grouped: boolean,
): Result<readonly Group[], readonly ImportProblem[]> => {
  const { kind } = state.config;
  if (kind === 'individual' || kind === 'singles')
    return ok(rows.map((r) => ({ lines: [r.line], people: [r.person] })));
  const column = kind === 'pairs' ? 'Coppia' : 'Squadra';
  if (!grouped)
    return err([
      {
        line: 1,
        code: 'import-no-entrant-column',
        message: `a ${kind} event's file has a column ${column} that groups each entrant's rows`,
        params: { line: 1, column },
      },
    ]);
  const groups = new Map<string, Group>();
  const problems: ImportProblem[] = [];
  for (const row of rows) {
    if (row.entrant === undefined) {
      problems.push({
        line: row.line,
        code: 'import-missing-entrant',
        message: `line ${row.line} has no ${column}`,
        params: { line: row.line, column },
      });
      continue;
    }
    const key = foldText(row.entrant);
    const group = groups.get(key) ?? { lines: [], people: [] };
    group.lines.push(row.line);
    group.people.push(row.person);
    groups.set(key, group);
  }
  return problems.length > 0 ? err(problems) : ok([...groups.values()]);
};

/** Finds the registered entrant that has exactly these people, if any. */
const registeredAlready = (state: TournamentState) => {
  const byMembership = new Map<string, EntrantId>();
  const byName = new Map<string, EntrantId>();
  for (const e of state.entrants) {
    for (const name of e.players) byName.set(foldText(name), e.id);
    for (const p of e.people ?? [])
      if (p.membership !== undefined) byMembership.set(foldText(p.membership), e.id);
  }
  const sizes = new Map(state.entrants.map((e) => [e.id, e.players.length]));
  return (people: readonly Person[]): EntrantId | undefined => {
    const ids = people.map(
      (p) =>
        (p.membership !== undefined ? byMembership.get(foldText(p.membership)) : undefined) ??
        byName.get(foldText(personName(p))),
    );
    const first = ids[0];
    return first !== undefined &&
      ids.every((id) => id === first) &&
      sizes.get(first) === people.length
      ? first
      : undefined;
  };
};

/**
 * What importing `request.csv` would do on `state`: the entrants it registers (with the ids
 * they get), the duplicates it leaves out, the problems and doubts by line, and the events.
 */
export const planImport = (
  state: TournamentState,
  request: ImportRequest,
  stamp: Stamp,
): ImportPlan => {
  const none = { entrants: [], duplicates: [], doubts: [], events: [] };
  // Every problem of the file at once: those of its lines, then those of grouping its rows.
  const parsed = parseEntrantsCsv(request.csv);
  const groups = groupRows(state, parsed.rows, parsed.grouped);
  const fileProblems = [...parsed.problems, ...(groups.ok ? [] : groups.error)];
  if (!groups.ok || fileProblems.length > 0)
    return { ...none, problems: [...fileProblems].sort((a, b) => a.line - b.line) };
  const duplicateOf = registeredAlready(state);
  const entrants: ImportedEntrant[] = [];
  const duplicates: ImportDuplicate[] = [];
  const problems: ImportProblem[] = [];
  const doubts: ImportDoubt[] = [];
  const events: TournamentEvent[] = [];
  let folded = state;
  for (const { lines, people } of groups.value) {
    const line = lines[0] as number;
    const players = people.map(personName);
    const already = duplicateOf(people);
    if (already !== undefined) {
      duplicates.push({ lines, players, entrant: already });
      continue;
    }
    // The registration with the players' data and, once confirmed, the confirmation.
    const decide = (confirm: boolean) => {
      const entry = { players, people, ...(confirm ? { confirm } : {}) };
      return register(folded, entry, stamp);
    };
    let decided = decide(request.confirm === true);
    if (!decided.ok && decided.error.code === CONFIRM_REQUIRED) {
      for (const d of decided.error.doubts ?? [])
        doubts.push({ ...d, line, params: { ...d.params, line } });
      decided = decide(true);
    }
    if (!decided.ok) {
      problems.push({
        line,
        code: decided.error.code,
        message: `line ${line}: ${decided.error.message}`,
        params: { ...decided.error.params, line, players: players.join(', ') },
      });
      continue;
    }
    for (const event of decided.value) {
      const recorded: TournamentEvent =
        event.type === 'registered' && event.entrant.people === undefined
          ? { ...event, entrant: { ...event.entrant, people } }
          : event;
      if (recorded.type === 'registered')
        entrants.push({
          lines,
          entrant: recorded.entrant.id,
          players: recorded.entrant.players,
          people: recorded.entrant.people ?? people,
        });
      if (recorded.type !== 'created' && recorded.type !== 'voided')
        folded = applyEvent(folded, recorded);
      events.push(recorded);
    }
  }
  return { entrants, duplicates, problems, doubts, events };
};

const lineList = (lines: readonly { readonly line: number }[]): string =>
  [...new Set(lines.map((x) => x.line))].join(', ');

/** Registers every new entrant of the file in one append, or refuses the whole file. */
export const importEntrants = (
  state: TournamentState,
  request: ImportRequest,
  stamp: Stamp,
): Outcome => {
  const plan = planImport(state, request, stamp);
  if (plan.problems.length > 0) {
    const refusal: ImportRefusal = {
      ...tournamentError(
        'import-invalid',
        'Tavolo',
        plan.problems.map((p) => p.message).join('; '),
        { count: plan.problems.length, lines: lineList(plan.problems) },
      ),
      problems: plan.problems,
    };
    return err(refusal);
  }
  if (plan.doubts.length > 0 && request.confirm !== true)
    return err({
      ...tournamentError(
        CONFIRM_REQUIRED,
        plan.doubts[0]?.article ?? 'Tavolo',
        `confirm to go ahead: ${plan.doubts.map((d) => `line ${d.line}: ${d.message}`).join('; ')}`,
        { count: plan.doubts.length, lines: lineList(plan.doubts) },
      ),
      doubts: plan.doubts,
    });
  if (plan.entrants.length === 0)
    return err(
      tournamentError('import-nothing-new', 'Tavolo', 'every entrant of the file is registered', {
        duplicates: plan.duplicates.length,
      }),
    );
  return ok(plan.events);
};
