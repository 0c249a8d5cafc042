/**
 * The views a store keeps beside a bridge pairs event: the summary follows the event from
 * registration to finished (LAW 79C: once the correction period is over), the standings rows
 * are the event's standings, and a store holding every game projects each log by its game.
 */
import type { Result } from '@tavolo/cards';
import { describe, expect, it } from 'vitest';
import { toEnvelope } from '../log-codec.js';
import { createTournament } from '../direct.js';
import {
  createBridgePairs,
  publishResults,
  registerPair,
  runBridgePairs,
} from './pairs-commands.js';
import type { BridgePairsEvent } from './pairs-event.js';
import { toBridgeEnvelope } from './pairs-log.js';
import { bridgeStandings } from './pairs-standings.js';
import { replayBridgePairs } from './pairs-state.js';
import { projectBridgeLog, projectEventLog } from './pairs-views.js';
import { playSample } from './sample-results.js';

const at = (minutes: number) => new Date(Date.UTC(2026, 10, 26, 19, minutes)).toISOString();
const must = <T>(r: Result<T, { message: string }>): T => {
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

const howell = (): readonly BridgePairsEvent[] => {
  let events = must(
    createBridgePairs(
      {
        name: 'Howell',
        date: '2026-11-26',
        movement: { kind: 'howell', tables: 4 },
        boardsPerRound: 2,
        scoring: 'matchpoints',
        correctionMinutes: 20,
      },
      { at: at(0), by: 'arbitro' },
    ),
  );
  for (let pair = 1; pair <= 8; pair++)
    events = must(
      runBridgePairs(events, (s) =>
        registerPair(s, pair, [`N${pair}`, `S${pair}`], { at: at(1), by: 'arbitro' }),
      ),
    );
  return events;
};

describe('the views of a bridge pairs event', () => {
  it('LAW 79C: the summary goes from registration to finished when the period is over', () => {
    const registered = howell();
    expect(projectBridgeLog(registered.map(toBridgeEnvelope)).summary).toEqual({
      status: 'registration',
      currentRound: 0,
      totalRounds: 7,
      entrantCount: 8,
    });
    const played = must(playSample(registered, 5, at(100)));
    const published = must(
      runBridgePairs(played, (s) => publishResults(s, { at: at(110), by: 'arbitro' })),
    );
    const open = projectBridgeLog(published.map(toBridgeEnvelope));
    expect(open.summary).toMatchObject({ status: 'in-progress', currentRound: 7 });
    // An event after the period closes makes the views see it over.
    const after = [
      ...published,
      { type: 'registered', pair: 1, players: ['N1', 'S1'], at: at(131), by: 'x' } as const,
    ];
    expect(projectBridgeLog(after.map(toBridgeEnvelope)).summary.status).toBe('finished');
    const state = must(replayBridgePairs(published));
    const [field] = must(bridgeStandings(state));
    expect(open.standings.map((r) => [r.entrantId, r.rank, r.mp])).toEqual(
      field?.standings.map((r) => [String(r.pair), r.rank, r.score]),
    );
  });

  it('projects each log by the game it is stored under', () => {
    const bridge = howell().map(toBridgeEnvelope);
    expect(projectEventLog(bridge, { game: 'bridge' }).summary.entrantCount).toBe(8);
    expect(projectEventLog(bridge, { game: 'burraco' }).summary.status).toBe('invalid-log');
    const burraco = must(
      createTournament(
        {
          name: 'T',
          game: 'burraco',
          kind: 'pairs',
          rounds: [{ movement: { kind: 'danish', variant: 'modified' }, hands: 3 }],
        },
        { at: at(0), by: 'arbitro' },
      ),
    ).map(toEnvelope);
    expect(projectEventLog(burraco, { game: 'burraco' }).summary.status).toBe('registration');
  });
});
