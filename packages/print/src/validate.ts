/**
 * The checks a document's input must pass before anything is drawn: each returns the first
 * problem found, or undefined. Types cannot say "3 or 4 seats" or "a real date", so this does.
 */
import type {
  EventHeading,
  GuideCardsInput,
  RefereeReportsInput,
  TableCardsInput,
  VpBand,
  Position,
  PrintError,
  RoundSeating,
  ScoreSheetInput,
  StandingsInput,
  TableSeating,
} from './input.js';

/** More hand rows than this would be too short to write in on one A4 sheet. */
export const MAX_HANDS = 20;

const problem = (code: PrintError['code'], message: string): PrintError => ({ code, message });

const isCount = (value: number): boolean => Number.isInteger(value) && value >= 1;

const checkDate = (date: string): PrintError | undefined => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (match) {
    const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
    const parsed = new Date(Date.UTC(year, month - 1, day));
    // Date.UTC rolls 2025-02-30 over to March: a real date survives the round trip.
    if (parsed.getUTCMonth() === month - 1 && parsed.getUTCDate() === day) return undefined;
  }
  return problem('invalid-date', `date ${JSON.stringify(date)} is not an ISO date (YYYY-MM-DD)`);
};

export const checkEvent = (event: EventHeading): PrintError | undefined => checkDate(event.date);

const COMPASS: readonly Position[] = ['N', 'E', 'S', 'W'];
const LINES: readonly Position[] = ['NS', 'EW'];

const sameSet = (positions: readonly Position[], expected: readonly Position[]): boolean =>
  positions.length === expected.length && expected.every((p) => positions.includes(p));

/** Scala 40: three or four players on distinct seats. Burraco: two lines, or four players. */
const seatsFit = (game: EventHeading['game'], positions: readonly Position[]): boolean => {
  const distinct = new Set(positions).size === positions.length;
  if (game === 'scala40') {
    return (
      distinct &&
      (positions.length === 3 || positions.length === 4) &&
      positions.every((p) => COMPASS.includes(p))
    );
  }
  return sameSet(positions, LINES) || sameSet(positions, COMPASS);
};

const checkTable = (game: EventHeading['game'], table: TableSeating): PrintError | undefined => {
  if (!isCount(table.table)) {
    return problem('invalid-table-number', `table number ${table.table} is not a positive integer`);
  }
  const positions = table.seats.map((s) => s.position);
  if (!seatsFit(game, positions)) {
    const expected = game === 'scala40' ? '3 or 4 of N, E, S, W' : 'NS and EW, or N, E, S and W';
    return problem(
      'invalid-seats',
      `table ${table.table}: seats ${positions.join(', ') || 'none'}; ${game} wants ${expected}`,
    );
  }
  const empty = table.seats.find((s) => s.players.length === 0);
  if (empty) {
    return problem('no-players', `table ${table.table}: entrant ${empty.entrant} has no players`);
  }
  return undefined;
};

export const checkRoundSeating = (input: RoundSeating): PrintError | undefined => {
  const eventProblem = checkEvent(input.event);
  if (eventProblem) return eventProblem;
  if (!isCount(input.round)) {
    return problem('invalid-round', `round ${input.round} is not a positive integer`);
  }
  if (input.tables.length === 0) return problem('no-tables', 'the round has no tables');
  const seen = new Set<number>();
  for (const table of input.tables) {
    const tableProblem = checkTable(input.event.game, table);
    if (tableProblem) return tableProblem;
    if (seen.has(table.table)) {
      return problem('duplicate-table', `table ${table.table} appears twice`);
    }
    seen.add(table.table);
  }
  const emptyBye = input.byes?.find((b) => b.players.length === 0);
  if (emptyBye) {
    return problem('no-players', `resting entrant ${emptyBye.entrant} has no players`);
  }
  return undefined;
};

/** Bands in order, each from a whole number to one at least as large, the open one last. */
const checkVpBands = (bands: readonly VpBand[]): PrintError | undefined => {
  const bad = bands.findIndex((band, i) => {
    const before = bands[i - 1];
    const last = i === bands.length - 1;
    return (
      !Number.isInteger(band.from) ||
      band.from < 0 ||
      (band.upTo === null ? !last : !Number.isInteger(band.upTo) || band.upTo < band.from) ||
      (before !== undefined && (before.upTo === null || band.from <= before.upTo)) ||
      band.vp.length === 0 ||
      !band.vp.every((vp) => Number.isFinite(vp))
    );
  });
  return bad < 0
    ? undefined
    : problem('invalid-vp-bands', `VP band ${bad + 1} is out of order or has no VP`);
};

export const checkScoreSheetInput = (input: ScoreSheetInput): PrintError | undefined => {
  if (!isCount(input.hands) || input.hands > MAX_HANDS) {
    return problem(
      'invalid-hands',
      `hands ${input.hands} is not an integer from 1 to ${MAX_HANDS}`,
    );
  }
  return checkRoundSeating(input) ?? checkVpBands(input.vpBands ?? []);
};

const checkTimeZone = (timeZone: string): PrintError | undefined => {
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return undefined;
  } catch {
    return problem('invalid-time-zone', `${JSON.stringify(timeZone)} is not an IANA time zone`);
  }
};

export const checkRefereeReports = (input: RefereeReportsInput): PrintError | undefined => {
  const before = checkEvent(input.event) ?? checkTimeZone(input.timeZone);
  if (before) return before;
  const rulings = input.rulings ?? [];
  if (input.reports.length === 0 && rulings.length === 0)
    return problem('nothing-to-print', 'no sanction of the event needs a report');
  const bad = [...input.reports, ...rulings].find(
    (r) => !isCount(r.round) || Number.isNaN(Date.parse(r.at)),
  );
  return bad
    ? problem('invalid-round', `a report of round ${bad.round} at ${bad.at} is not dated`)
    : undefined;
};

/** Distinct positive table numbers, at least one. */
const checkTableNumbers = (tables: readonly number[]): PrintError | undefined => {
  if (tables.length === 0) return problem('no-tables', 'there are no tables');
  const bad = tables.find((t) => !isCount(t));
  if (bad !== undefined)
    return problem('invalid-table-number', `table number ${bad} is not a positive integer`);
  const twice = tables.find((t, i) => tables.indexOf(t) !== i);
  return twice === undefined
    ? undefined
    : problem('duplicate-table', `table ${twice} appears twice`);
};

export const checkGuideCards = (input: GuideCardsInput): PrintError | undefined => {
  const before = checkEvent(input.event);
  if (before) return before;
  if (!isCount(input.first) || input.last < input.first)
    return problem('invalid-round', `rounds ${input.first} to ${input.last} are not a phase`);
  return checkTableNumbers(input.tables.map((t) => t.table));
};

export const checkTableCards = (input: TableCardsInput): PrintError | undefined =>
  checkEvent(input.event) ?? checkTableNumbers(input.tables);

export const checkStandingsInput = (input: StandingsInput): PrintError | undefined => {
  const eventProblem = checkEvent(input.event);
  if (eventProblem) return eventProblem;
  const { afterRound, totalRounds } = input;
  if (
    !isCount(afterRound) ||
    (totalRounds !== undefined && !(isCount(totalRounds) && totalRounds >= afterRound))
  ) {
    return problem(
      'invalid-round',
      `after round ${afterRound} of ${totalRounds ?? '?'}: want 1 <= round <= total`,
    );
  }
  return undefined;
};
