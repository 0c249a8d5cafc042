/**
 * A tournament log for the tests of this folder, made by @tavolo/tournament's own decisions and
 * put in the shape the server answers (`seq`, `type`, `at`, `by`, `data`).
 */
import type { LoggedEvent } from '@tavolo/client';
import { type TournamentCommand, decideCommand, replay, toEnvelope } from '@tavolo/tournament';
import type { TournamentEvent } from '@tavolo/tournament';

const minutesAfter = (start: string, minutes: number) =>
  new Date(Date.parse(start) + minutes * 60_000).toISOString();

export const START = '2026-12-20T15:00:00.000Z';

/** The log after each command in turn, one minute apart; throws on a refusal. */
export const logOf = (commands: readonly TournamentCommand[]): LoggedEvent[] => {
  const events: TournamentEvent[] = [];
  for (const [i, command] of commands.entries()) {
    const state = events.length === 0 ? undefined : replay(events);
    if (state !== undefined && !state.ok) throw new Error(state.error.message);
    const decided = decideCommand(state?.value, command, {
      at: minutesAfter(START, i),
      by: 'Arbitro',
    });
    if (!decided.ok) throw new Error(`${command.type}: ${decided.error.message}`);
    events.push(...decided.value);
  }
  return events.map((e, i) => ({ seq: i + 1, ...toEnvelope(e) }));
};

/** Burraco pairs, two rounds of modified Danish of three hands, four pairs, no correction time. */
export const BURRACO: readonly TournamentCommand[] = [
  {
    type: 'create',
    name: 'Trofeo',
    game: 'burraco',
    kind: 'pairs',
    rounds: [
      { movement: { kind: 'danish', variant: 'modified' }, hands: 3 },
      { movement: { kind: 'danish', variant: 'modified' }, hands: 3 },
    ],
    correctionMinutes: 0,
  },
  { type: 'register', players: ['Anna', 'Bruno'] },
  { type: 'register', players: ['Carla', 'Dino'] },
  { type: 'register', players: ['Elena', 'Fabio'] },
  { type: 'register', players: ['Gina', 'Ugo'] },
  { type: 'pair' },
];

/** 600 to 200 over three hands: 14-6 on the three-hand table. */
export const FIRST_SIDE_WINS = [
  [300, 100],
  [200, 100],
  [100, 0],
];
