import { describe, expect, it } from 'vitest';
import type { RoundSeating, ScoreSheetInput, Seat, TableSeating } from './input.js';
import { burracoPairsRound, sampleStandings, scala40Round, samplePlayer } from './test-support.js';
import {
  checkRoundSeating,
  checkScoreSheetInput,
  checkStandingsInput,
  MAX_HANDS,
} from './validate.js';

const seat = (position: Seat['position'], entrant = '1'): Seat => ({
  position,
  entrant,
  players: [samplePlayer(Number(entrant))],
});

const withTables = (input: RoundSeating, tables: readonly TableSeating[]): RoundSeating => ({
  ...input,
  tables,
});

const codeOf = (input: RoundSeating): string | undefined => checkRoundSeating(input)?.code;

describe('checkRoundSeating', () => {
  it('accepts Burraco pairs, Burraco individual and Scala 40 tables of three and four', () => {
    expect(checkRoundSeating(burracoPairsRound(3))).toBeUndefined();
    expect(checkRoundSeating(scala40Round(3, true))).toBeUndefined();
    const individual = [seat('N', '1'), seat('E', '2'), seat('S', '3'), seat('W', '4')];
    expect(codeOf(withTables(burracoPairsRound(1), [{ table: 1, seats: individual }]))).toBe(
      undefined,
    );
  });

  it('wants a real ISO date', () => {
    for (const date of ['2025-02-30', '14/06/2025', '2025-6-14', '']) {
      const input = { ...burracoPairsRound(1), event: { ...burracoPairsRound(1).event, date } };
      expect(codeOf(input)).toBe('invalid-date');
    }
  });

  it('wants a round from 1 and at least one table', () => {
    expect(codeOf({ ...burracoPairsRound(1), round: 0 })).toBe('invalid-round');
    expect(codeOf({ ...burracoPairsRound(1), round: 1.5 })).toBe('invalid-round');
    expect(codeOf(withTables(burracoPairsRound(1), []))).toBe('no-tables');
  });

  it('wants table numbers from 1, each once', () => {
    const [first] = burracoPairsRound(1).tables;
    if (!first) throw new Error('sample round without tables');
    expect(codeOf(withTables(burracoPairsRound(1), [{ ...first, table: 0 }]))).toBe(
      'invalid-table-number',
    );
    expect(codeOf(withTables(burracoPairsRound(1), [first, first]))).toBe('duplicate-table');
  });

  it('wants 3 or 4 distinct compass seats at Scala 40', () => {
    const scala40 = scala40Round(1);
    const seats = (positions: readonly Seat['position'][]): RoundSeating =>
      withTables(scala40, [{ table: 1, seats: positions.map((p, i) => seat(p, String(i + 1))) }]);
    expect(codeOf(seats(['N', 'S']))).toBe('invalid-seats');
    expect(codeOf(seats(['N', 'E', 'S', 'W', 'N']))).toBe('invalid-seats');
    expect(codeOf(seats(['N', 'N', 'S']))).toBe('invalid-seats');
    expect(codeOf(seats(['NS', 'EW']))).toBe('invalid-seats');
    expect(codeOf(seats(['N', 'E', 'W']))).toBeUndefined();
  });

  it('wants two lines, or four compass seats, at Burraco', () => {
    const burraco = burracoPairsRound(1);
    const seats = (positions: readonly Seat['position'][]): RoundSeating =>
      withTables(burraco, [{ table: 1, seats: positions.map((p, i) => seat(p, String(i + 1))) }]);
    expect(codeOf(seats(['NS', 'N']))).toBe('invalid-seats');
    expect(codeOf(seats(['NS', 'NS']))).toBe('invalid-seats');
    expect(codeOf(seats(['N', 'E', 'S']))).toBe('invalid-seats');
    expect(codeOf(seats(['EW', 'NS']))).toBeUndefined();
  });

  it('wants players for every seated or resting entrant', () => {
    const burraco = burracoPairsRound(1);
    const empty: Seat = { position: 'NS', entrant: '1', players: [] };
    const error = checkRoundSeating(
      withTables(burraco, [{ table: 4, seats: [empty, seat('EW', '2')] }]),
    );
    expect(error).toEqual({ code: 'no-players', message: 'table 4: entrant 1 has no players' });
    expect(codeOf({ ...burraco, byes: [{ entrant: '9', players: [] }] })).toBe('no-players');
  });
});

describe('checkScoreSheetInput', () => {
  it(`wants from 1 to ${MAX_HANDS} whole hands`, () => {
    const sheets = (hands: number): ScoreSheetInput => ({ ...burracoPairsRound(1), hands });
    expect(checkScoreSheetInput(sheets(1))).toBeUndefined();
    expect(checkScoreSheetInput(sheets(MAX_HANDS))).toBeUndefined();
    for (const hands of [0, MAX_HANDS + 1, 2.5]) {
      expect(checkScoreSheetInput(sheets(hands))?.code).toBe('invalid-hands');
    }
  });

  it('checks the seating too', () => {
    expect(checkScoreSheetInput({ ...burracoPairsRound(1), round: -1 })?.code).toBe(
      'invalid-round',
    );
  });
});

describe('checkStandingsInput', () => {
  it('wants a real date and 1 <= round <= total rounds', () => {
    const standings = sampleStandings(3);
    expect(checkStandingsInput(standings)).toBeUndefined();
    expect(checkStandingsInput({ ...standings, totalRounds: undefined })).toBeUndefined();
    expect(checkStandingsInput({ ...standings, afterRound: 0 })?.code).toBe('invalid-round');
    expect(checkStandingsInput({ ...standings, afterRound: 7 })?.code).toBe('invalid-round');
    expect(checkStandingsInput({ ...standings, totalRounds: 6.5 })?.code).toBe('invalid-round');
    const event = { ...standings.event, date: '2025-13-01' };
    expect(checkStandingsInput({ ...standings, event })?.code).toBe('invalid-date');
  });
});
