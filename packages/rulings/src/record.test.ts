/**
 * A ruling applied to an event's record (recordRuling): the `ruled` event against round, table
 * and player, and after it the sanctions and penalties the ruling brings. E1 (Nord 1, Sud 1)
 * meets E2 (Nord 2, Sud 2) at table 1 of a Burraco event.
 */
import {
  type TournamentEvent,
  type TournamentState,
  createTournament,
  pair,
  register,
  replay,
} from '@tavolo/tournament';
import { describe, expect, it } from 'vitest';
import { recordRuling } from './record.js';

const at = (minute: number) => ({
  at: new Date(Date.UTC(2026, 10, 21, 15, minute)).toISOString(),
  by: 'arbitro',
});

const take = <T>(r: { ok: true; value: T } | { ok: false; error: { message: string } }): T => {
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

const burraco = (): { log: TournamentEvent[]; state: () => TournamentState } => {
  const log: TournamentEvent[] = [
    ...take(
      createTournament(
        {
          name: 'Trofeo',
          game: 'burraco',
          kind: 'pairs',
          rounds: [{ movement: { kind: 'danish', variant: 'pure' }, hands: 3 }],
        },
        at(0),
      ),
    ),
  ];
  const state = () => take(replay(log));
  for (const i of [1, 2])
    log.push(...take(register(state(), { players: [`Nord ${i}`, `Sud ${i}`] }, at(1))));
  log.push(...take(pair(state(), {}, at(2))));
  return { log, state };
};

describe('recordRuling', () => {
  it('BUR-CH art. 46: the time ruling records a 100 MP penalty after the ruling', () => {
    const { state } = burraco();
    const events = take(
      recordRuling(
        state(),
        { entry: 'bur-ch-46-tempo', answers: {}, entrant: 'E1', table: 1, player: 'Nord 1' },
        at(20),
      ),
    );
    expect(events.map((e) => e.type)).toEqual(['ruled', 'penalized']);
    expect(events[0]).toMatchObject({
      entry: 'bur-ch-46-tempo',
      article: 'BUR-CH art. 46 orologio',
      consequences: 1,
      round: 1,
      table: 1,
    });
    expect(events[1]).toMatchObject({
      entrant: 'E1',
      mp: 100,
      vp: 0,
      article: 'BUR-CH art. 46 orologio',
    });
  });

  it('BUR-CH art. 50: a richiamo names the player, and is refused without one', () => {
    const { state } = burraco();
    const application = {
      entry: 'bur-ch-50-richiamo',
      answers: { again: 'no' },
      entrant: 'E2',
      table: 1,
    };
    const refused = recordRuling(state(), application, at(20));
    expect(refused.ok || refused.error.code).toBe('ruling-player');
    const events = take(recordRuling(state(), { ...application, player: 'Sud 2' }, at(20)));
    expect(events.map((e) => e.type)).toEqual(['ruled', 'sanctioned']);
    expect(events[1]).toMatchObject({ player: 'Sud 2', level: 'caution' });
  });

  it('refuses an unknown situation, a rule of the other game and a ruling still missing an answer', () => {
    const { state } = burraco();
    const base = { answers: {}, entrant: 'E1', table: 1 };
    const code = (entry: string, answers = {}) => {
      const r = recordRuling(state(), { ...base, entry, answers }, at(20));
      return r.ok ? 'ok' : r.error.code;
    };
    expect(code('nessuna')).toBe('unknown-ruling');
    expect(code('s40-cdg-11-carta-esposta', { when: 'own-turn' })).toBe('ruling-other-game');
    expect(code('bur-ch-50-richiamo')).toBe('ruling-unanswered');
    expect(code('bur-ch-50-richiamo', { again: 'forse' })).toBe('ruling-answers');
  });
});
