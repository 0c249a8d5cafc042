import type { Contract } from '@tavolo/bridge';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import type { bridgeContractSchema } from './bridge-events.js';
import {
  bridgeEventAppendedSchema,
  bridgeEventCommandSchema,
  createBridgeEventSchema,
} from './bridge-events.js';

const played = {
  kind: 'played',
  contract: { level: 4, strain: 'S', doubling: 0, declarer: 0 },
  tricks: 10,
};
const at = { round: 1, table: 2, board: 3 };

describe('bridge pairs events over HTTP', () => {
  it("follows the engine's Contract type", () => {
    expectTypeOf<Readonly<z.infer<typeof bridgeContractSchema>>>().toEqualTypeOf<Contract>();
  });

  it('reads a creation with a Mitchell or a Howell movement', () => {
    const mitchell = {
      name: 'Coppa di Natale',
      date: '2026-12-20',
      id: 'coppa-natale',
      movement: { kind: 'mitchell', tables: 7, rounds: 6 },
      boardsPerRound: 3,
      scoring: 'matchpoints',
      correctionMinutes: 30,
    };
    expect(createBridgeEventSchema.parse(mitchell)).toEqual(mitchell);
    const howell = {
      name: 'Howell',
      movement: { kind: 'howell', tables: 4 },
      boardsPerRound: 1,
      scoring: 'cross-imps',
    };
    expect(createBridgeEventSchema.parse(howell)).toEqual(howell);
  });

  it('refuses a creation with unknown fields, bad numbers, a bad date or a long name', () => {
    const base = {
      name: 'Torneo',
      movement: { kind: 'howell', tables: 4 },
      boardsPerRound: 2,
      scoring: 'matchpoints',
    };
    const refused = [
      { ...base, game: 'bridge' },
      { ...base, movement: { kind: 'howell', tables: 4, rounds: 3 } },
      { ...base, movement: { kind: 'swiss', tables: 4 } },
      { ...base, movement: { kind: 'mitchell', tables: 0 } },
      { ...base, movement: { kind: 'mitchell', tables: 1001 } },
      { ...base, boardsPerRound: 1.5 },
      { ...base, scoring: 'total-points' },
      { ...base, correctionMinutes: -1 },
      { ...base, date: '20/12/2026' },
      { ...base, id: 'no spaces' },
      { ...base, name: '' },
      { ...base, name: 'x'.repeat(121) },
    ];
    for (const body of refused)
      expect(createBridgeEventSchema.safeParse(body).success, JSON.stringify(body)).toBe(false);
  });

  it("reads every command, a played board's conceded tricks included", () => {
    const commands = [
      { type: 'register', players: ['Rossi', 'Bianchi'] },
      { type: 'register', pair: 3, players: ['Verdi', 'Neri'] },
      { type: 'enter', ...at, outcome: played },
      { type: 'enter', ...at, outcome: { ...played, conceded: { side: 'ew', tricks: 1 } } },
      { type: 'enter', ...at, outcome: { kind: 'passed-out' } },
      { type: 'enter', ...at, outcome: { kind: 'artificial', ns: 'plus', ew: 'minus' } },
      { type: 'enter', ...at, outcome: { kind: 'not-played' } },
      { type: 'confirm', ...at },
      { type: 'dispute', ...at },
      { type: 'correct', ...at, outcome: played, reason: 'nove prese, non dieci' },
      { type: 'publish' },
      { type: 'request-withdrawal', ...at, tricks: 1, ground: 'won-in-fact' },
      { type: 'request-withdrawal', ...at, tricks: 2, ground: 'would-probably-have-won' },
      { type: 'decide-withdrawal', ...at, granted: 0, reason: 'la presa era persa' },
    ];
    for (const command of commands)
      expect(bridgeEventCommandSchema.parse(command), JSON.stringify(command)).toEqual(command);
  });

  it('refuses unknown fields, numbers out of bounds and long texts', () => {
    const refused = [
      { type: 'publish', now: 1 },
      { type: 'register', players: ['Rossi'] },
      { type: 'register', players: ['Rossi', ''] },
      { type: 'register', players: ['Rossi', 'x'.repeat(61)] },
      { type: 'register', pair: 0, players: ['Rossi', 'Bianchi'] },
      { type: 'confirm', ...at, round: 0 },
      { type: 'confirm', ...at, table: 1001 },
      { type: 'confirm', ...at, board: 2.5 },
      { type: 'confirm', round: 1, table: 1 },
      { type: 'enter', ...at, outcome: { ...played, tricks: 14 } },
      { type: 'enter', ...at, outcome: { ...played, contract: { ...played.contract, level: 8 } } },
      { type: 'enter', ...at, outcome: { ...played, contract: { ...played.contract, level: 0 } } },
      {
        type: 'enter',
        ...at,
        outcome: { ...played, contract: { ...played.contract, strain: 'X' } },
      },
      {
        type: 'enter',
        ...at,
        outcome: { ...played, contract: { ...played.contract, declarer: 4 } },
      },
      { type: 'enter', ...at, outcome: { ...played, conceded: { side: 'nw', tricks: 1 } } },
      { type: 'enter', ...at, outcome: { ...played, conceded: { side: 'ns', tricks: 14 } } },
      { type: 'enter', ...at, outcome: { kind: 'passed-out', tricks: 0 } },
      { type: 'correct', ...at, outcome: played, reason: 'x'.repeat(501) },
      { type: 'correct', ...at, outcome: played },
      { type: 'request-withdrawal', ...at, tricks: 1, ground: 'sorry' },
      { type: 'decide-withdrawal', ...at, granted: -1, reason: '' },
      { type: 'withdraw', ...at },
    ];
    for (const command of refused)
      expect(bridgeEventCommandSchema.safeParse(command).success, JSON.stringify(command)).toBe(
        false,
      );
  });

  it("reads a command's answer with the events' own fields", () => {
    const answer = {
      lastSeq: 7,
      events: [{ type: 'bridge-published', at: '2026-11-29T14:00:00.000Z', by: 'arbitro' }],
    };
    expect(bridgeEventAppendedSchema.parse(answer)).toEqual(answer);
  });
});
