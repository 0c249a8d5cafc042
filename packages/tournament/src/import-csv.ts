/**
 * Entrants from a CSV file, as a club's or the federation's list is kept or exported from a
 * spreadsheet: one row per player, the first row naming the columns. Parsing only: this module
 * turns text into people and line-numbered problems; import-entrants.ts decides what to
 * register. Parsed by csv-parse (RFC 4180: quoted fields, doubled quotes, line breaks inside
 * quotes), with what spreadsheets add around it:
 *
 * - the separator is found in the header line: `;` (what an Italian spreadsheet writes, since
 *   the comma is its decimal mark), `,` or a tab, whichever occurs most outside quotes;
 * - a byte-order mark at the start is dropped, blank lines are skipped, cells are trimmed;
 * - headers in Italian or English, in any case and with or without accents (`HEADER_NAMES`):
 *   Cognome, Nome, Tessera, Circolo or Club, Regione, Categoria, and Coppia or Squadra, the
 *   column that groups the rows of one pair or team. Every other column is kept, by its header,
 *   in `Person.extra`, so that prizes can go by it.
 *
 * Lines are numbered as a text editor numbers them, the header being line 1.
 */
// The self-contained ESM build: the same parser, with what it needs of Node's Buffer bundled, so
// the package stays usable in the browser (the console tries an import before sending it).
import { parse } from 'csv-parse/browser/esm/sync';
import type { MessageParams } from './error.js';
import type { Person } from './event.js';
import { foldText } from './fold-text.js';

/** The columns Tavolo reads, and the header names that mean each one. */
export type ImportColumn =
  'surname' | 'firstName' | 'membership' | 'club' | 'region' | 'category' | 'entrant';

export const HEADER_NAMES: Readonly<Record<ImportColumn, readonly string[]>> = {
  surname: ['cognome', 'surname', 'last name', 'lastname', 'family name'],
  firstName: ['nome', 'first name', 'firstname', 'given name'],
  membership: [
    'tessera',
    'n. tessera',
    'n tessera',
    'numero tessera',
    'num. tessera',
    'membership',
    'membership number',
  ],
  club: ['circolo', 'club', 'associazione', 'societa'],
  region: ['regione', 'region'],
  category: ['categoria', 'category'],
  entrant: ['coppia', 'squadra', 'pair', 'team', 'entrant'],
};

/** A file larger than this is refused before parsing: about 20,000 rows of a federation list. */
export const MAX_IMPORT_CHARS = 2_000_000;

/** One player read from the file. */
export interface ImportRow {
  readonly line: number;
  readonly person: Person;
  /** The value of the Coppia/Squadra column, which groups a pair's or team's rows. */
  readonly entrant?: string;
}

/** Why a line (or the file, line 1) cannot be imported; `code` is translated with `params`. */
export interface ImportProblem {
  readonly line: number;
  readonly code: string;
  readonly message: string;
  readonly params: MessageParams;
}

export interface ParsedCsv {
  readonly rows: readonly ImportRow[];
  readonly problems: readonly ImportProblem[];
  readonly delimiter: string;
  /** The header of each column Tavolo read, as the file writes it. */
  readonly columns: Readonly<Partial<Record<ImportColumn, string>>>;
  /** Whether the file has a Coppia/Squadra column. */
  readonly grouped: boolean;
}

const problem = (
  line: number,
  code: string,
  message: string,
  params: MessageParams = {},
): ImportProblem => ({ line, code, message, params: { line, ...params } });

const DELIMITERS = [';', ',', '\t'] as const;

/** The separator of the header line: the most frequent of `;`, `,` and tab outside quotes. */
export const detectDelimiter = (text: string): string => {
  const counts = new Map<string, number>(DELIMITERS.map((d) => [d, 0]));
  let quoted = false;
  for (const ch of text) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === '\n' || ch === '\r')) break;
    else if (!quoted && counts.has(ch)) counts.set(ch, (counts.get(ch) as number) + 1);
  }
  let best = ',';
  for (const d of DELIMITERS)
    if ((counts.get(d) as number) > (counts.get(best) as number)) best = d;
  return best;
};

const columnOf = (header: string): ImportColumn | undefined => {
  const folded = foldText(header).replace(/[°º]/g, '.');
  return (Object.keys(HEADER_NAMES) as ImportColumn[]).find((c) =>
    HEADER_NAMES[c].includes(folded),
  );
};

/** A record as csv-parse gives it with `info` and `raw`: `info.lines` is its last line. */
interface ParsedRecord {
  readonly record: readonly string[];
  readonly raw: string;
  readonly info: { readonly lines: number };
}

/**
 * The line a record starts on: its last line less the line breaks inside it (`raw` also holds
 * the blank lines skipped before it and the line break after it).
 */
const firstLine = ({ raw, info }: ParsedRecord): number =>
  info.lines -
  (raw
    .replace(/^[\r\n]+/, '')
    .replace(/(\r\n|\r|\n)$/, '')
    .match(/\r\n|\r|\n/g)?.length ?? 0);

const empty = (columns: ParsedCsv['columns'] = {}): Omit<ParsedCsv, 'problems'> => ({
  rows: [],
  delimiter: ',',
  columns,
  grouped: false,
});

/** The people of a CSV text, with a problem for each line that cannot be read. */
export const parseEntrantsCsv = (text: string): ParsedCsv => {
  if (typeof text !== 'string' || text.trim() === '')
    return { ...empty(), problems: [problem(1, 'import-empty', 'the file is empty')] };
  if (text.length > MAX_IMPORT_CHARS)
    return {
      ...empty(),
      problems: [
        problem(1, 'import-too-large', `the file has more than ${MAX_IMPORT_CHARS} characters`, {
          limit: MAX_IMPORT_CHARS,
        }),
      ],
    };
  const source = text.replace(/^\uFEFF/, '');
  const delimiter = detectDelimiter(source);
  let records: ParsedRecord[];
  try {
    records = parse(source, {
      delimiter,
      bom: true,
      info: true,
      raw: true,
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
    }) as unknown as ParsedRecord[];
  } catch (e) {
    const at = (e as { lines?: unknown }).lines;
    return {
      ...empty(),
      delimiter,
      problems: [
        problem(
          typeof at === 'number' ? at : 1,
          'import-unreadable',
          `the file is not CSV: ${e instanceof Error ? e.message : String(e)}`,
        ),
      ],
    };
  }
  const [head, ...body] = records;
  if (!head) return { ...empty(), problems: [problem(1, 'import-empty', 'the file is empty')] };
  const headers = head.record.map((h) => h.trim());
  const byColumn = new Map<ImportColumn, number>();
  const problems: ImportProblem[] = [];
  headers.forEach((h, i) => {
    const column = columnOf(h);
    if (column === undefined) return;
    if (byColumn.has(column))
      problems.push(
        problem(firstLine(head), 'import-column-twice', `two columns mean ${h}`, { column: h }),
      );
    else byColumn.set(column, i);
  });
  const columns = Object.fromEntries(
    [...byColumn].map(([c, i]) => [c, headers[i] as string]),
  ) as ParsedCsv['columns'];
  for (const needed of ['surname', 'firstName'] as const)
    if (!byColumn.has(needed))
      problems.push(
        problem(firstLine(head), 'import-missing-column', `no column ${HEADER_NAMES[needed][0]}`, {
          column: needed === 'surname' ? 'Cognome' : 'Nome',
        }),
      );
  if (problems.length > 0) return { ...empty(columns), delimiter, problems };
  const known = new Set(byColumn.values());
  const rows: ImportRow[] = [];
  for (const parsed of body) {
    const { record } = parsed;
    const line = firstLine(parsed);
    if (record.every((cell) => cell === '')) continue;
    if (record.slice(headers.length).some((cell) => cell !== '')) {
      problems.push(
        problem(line, 'import-extra-cells', `line ${line} has more cells than the header`, {
          cells: record.length,
          columns: headers.length,
        }),
      );
      continue;
    }
    const cell = (c: ImportColumn): string | undefined => {
      const i = byColumn.get(c);
      const value = i === undefined ? undefined : record[i];
      return value === undefined || value === '' ? undefined : value.replace(/\s+/g, ' ');
    };
    const surname = cell('surname');
    const firstName = cell('firstName');
    if (surname === undefined || firstName === undefined) {
      problems.push(
        problem(line, 'import-missing-name', `line ${line} has no surname or no first name`),
      );
      continue;
    }
    const extra = Object.fromEntries(
      headers.flatMap((h, i) =>
        known.has(i) || h === '' || (record[i] ?? '') === ''
          ? []
          : [[h, record[i] as string] as const],
      ),
    );
    const membership = cell('membership');
    const club = cell('club');
    const region = cell('region');
    const category = cell('category');
    const entrant = cell('entrant');
    rows.push({
      line,
      person: {
        surname,
        firstName,
        ...(membership !== undefined ? { membership } : {}),
        ...(club !== undefined ? { club } : {}),
        ...(region !== undefined ? { region } : {}),
        ...(category !== undefined ? { category } : {}),
        ...(Object.keys(extra).length > 0 ? { extra } : {}),
      },
      ...(entrant !== undefined ? { entrant } : {}),
    });
  }
  if (rows.length === 0 && problems.length === 0)
    problems.push(problem(1, 'import-empty', 'the file has a header and no player'));
  return { rows, problems, delimiter, columns, grouped: byColumn.has('entrant') };
};
