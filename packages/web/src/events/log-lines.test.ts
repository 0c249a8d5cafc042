import { decideCommand, replay } from '@tavolo/tournament';
import { describe, expect, it } from 'vitest';
import { eventsFromLog } from './event-state.js';
import { logLines } from './log-lines.js';
import { BURRACO, logOf } from './test-support.js';

/** The events of BURRACO and a warning, then a void of `target` decided on that log. */
const withVoid = (target: number) => {
  const decoded = eventsFromLog(
    logOf([
      ...BURRACO,
      { type: 'sanction', entrant: 'E2', player: 'Carla', level: 'warning', breach: 'commenti' },
    ]),
  );
  if (!decoded.ok) throw new Error(decoded.error.message);
  const state = replay(decoded.value);
  if (!state.ok) throw new Error(state.error.message);
  const voided = decideCommand(
    state.value,
    { type: 'void', target, reason: 'sanzione al giocatore sbagliato' },
    { at: '2026-12-20T16:00:00.000Z', by: 'Arbitro' },
    decoded.value,
  );
  if (!voided.ok) throw new Error(voided.error.message);
  const events = [...decoded.value, ...voided.value];
  const after = replay(events);
  if (!after.ok) throw new Error(after.error.message);
  return { events, state: after.value };
};

describe('the log as the console lists it', () => {
  it('numbers each event by its place in the log, newest first, with what it decided', () => {
    const { events, state } = withVoid(7);
    const lines = logLines(events, state);
    expect(lines.map((l) => l.seq)).toEqual([8, 7, 6, 5, 4, 3, 2, 1]);
    expect(lines.map((l) => l.key)).toEqual([
      'voided',
      'sanctioned.warning',
      'round-paired',
      'registered',
      'registered',
      'registered',
      'registered',
      'created',
    ]);
    expect(lines.find((l) => l.seq === 2)?.values).toEqual({ entrant: 'E1 Anna - Bruno' });
    expect(lines[0]?.values).toEqual({ target: 7, reason: 'sanzione al giocatore sbagliato' });
  });

  it('marks a voided decision with the void that took it back, and offers no second void', () => {
    const { events, state } = withVoid(7);
    const lines = logLines(events, state);
    expect(lines.find((l) => l.seq === 7)).toMatchObject({ voidedBy: 8, voidable: false });
    // The creation and a void are never voided (void.ts); every other decision in force may be.
    expect(lines.filter((l) => l.voidable).map((l) => l.seq)).toEqual([6, 5, 4, 3, 2]);
    // The voided sanction is no longer in the state the line's names come from.
    expect(state.sanctions).toEqual([]);
  });
});
