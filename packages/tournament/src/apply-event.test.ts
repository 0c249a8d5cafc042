import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type FoldedEvent, applyEvent, replay } from './apply-event.js';
import { createTournament, pair } from './direct.js';
import type { TournamentEvent } from './event.js';
import { type TournamentState, initialState } from './state.js';
import { at, unwrap } from './test-support.js';

const created = unwrap(
  createTournament(
    {
      name: 'Prova',
      game: 'burraco',
      kind: 'pairs',
      rounds: [{ movement: { kind: 'danish', variant: 'modified' }, hands: 3 }],
    },
    at(0),
  ),
) as [Extract<TournamentEvent, { type: 'created' }>];

const registration = (n: number): TournamentEvent => ({
  type: 'registered',
  entrant: { id: `E${n}`, players: [`Nord ${n}`, `Sud ${n}`] },
  ...at(1),
});

/** The log's events folded one by one with `applyEvent`. */
const foldOneByOne = (log: readonly TournamentEvent[]): TournamentState =>
  log
    .slice(1)
    .reduce(
      (state, e) => applyEvent(state, e as FoldedEvent),
      initialState(created[0].config, created[0].at),
    );

describe('replay', () => {
  it('folds a run of registrations at once into the state that one by one gives', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 30 }), fc.boolean(), (count, paired) => {
        const log: TournamentEvent[] = [
          ...created,
          ...Array.from({ length: count }, (_, i) => registration(i + 1)),
        ];
        const state = unwrap(replay(log));
        if (paired && count >= 2) log.push(...unwrap(pair(state, {}, at(5))));
        // A registration after round 1 is paired goes through `applyEvent` again.
        if (paired && count >= 2) log.push(registration(count + 1));
        expect(unwrap(replay(log))).toEqual(foldOneByOne(log));
      }),
      { numRuns: 40 },
    );
  });

  it('leaves out a voided registration in the middle of a run, which still counts for the ids', () => {
    const log: TournamentEvent[] = [
      ...created,
      registration(1),
      registration(2),
      registration(3),
      { type: 'voided', target: 3, reason: 'registered twice', ...at(2) },
      registration(4),
    ];
    const state = unwrap(replay(log));
    expect(state.entrants.map((e) => e.id)).toEqual(['E1', 'E3', 'E4']);
    expect(state.registrations).toBe(4);
    expect(state.version).toBe(6);
  });
});
