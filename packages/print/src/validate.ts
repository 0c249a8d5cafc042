/**
 * The checks a document's input must pass before anything is drawn: each returns the first
 * problem found, or undefined. Types cannot say "3 or 4 seats" or "a real date", so this does.
 */
import type {
  EventHeading,
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

const checkEvent = (event: EventHeading): PrintError | undefined => checkDate(event.date);

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

export const checkScoreSheetInput = (input: ScoreSheetInput): PrintError | undefined => {
  if (!isCount(input.hands) || input.hands > MAX_HANDS) {
    return problem(
      'invalid-hands',
      `hands ${input.hands} is not an integer from 1 to ${MAX_HANDS}`,
    );
  }
  return checkRoundSeating(input);
};

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
