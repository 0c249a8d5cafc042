import {
  type TournamentCommand,
  type TournamentEvent,
  type TournamentState,
  decideCommand,
  replay,
} from '@tavolo/tournament';
import { describe, expect, it } from 'vitest';
import { bytesOf, pageCount, pdfText } from './test-support.js';
import { isPrintout, playerName, tournamentPdf } from './tournament.js';

const STAMP = { at: '2026-11-21T15:00:00.000Z', by: 'arbitro' };
const NOW = '2026-11-21T16:00:00.000Z';

/** The state after `commands`, each decided against the state before it. */
const stateAfter = (commands: readonly TournamentCommand[]): TournamentState => {
  const events: TournamentEvent[] = [];
  let state: TournamentState | undefined;
  for (const command of commands) {
    const decided = decideCommand(state, command, STAMP);
    if (!decided.ok) throw new Error(`refused: ${decided.error.message}`);
    events.push(...decided.value);
    const replayed = replay(events);
    if (!replayed.ok) throw new Error(`not replayed: ${replayed.error.message}`);
    state = replayed.value;
  }
  if (state === undefined) throw new Error('no commands');
  return state;
};

const DANISH = { movement: { kind: 'danish', variant: 'modified' }, hands: 3 } as const;

/** Five Burraco pairs, paired for the first of two rounds: two tables and a bye. */
const paired = stateAfter([
  {
    type: 'create',
    name: 'Trofeo del Circolo',
    date: '2026-11-21',
    game: 'burraco',
    kind: 'pairs',
    rounds: [DANISH, DANISH],
  },
  { type: 'register', players: ['Rossi, Mario', 'De Luca, Anna'] },
  { type: 'register', players: ['Lucia Bianchi', 'Ugo Neri'] },
  { type: 'register', players: ['Verdi, Carla', 'Gallo, Dino'] },
  { type: 'register', players: ['Sara Conti', 'Leo Ferri'] },
  { type: 'register', players: ['Pia Riva', 'Ivo Sala'] },
  { type: 'pair' },
]);

describe('playerName', () => {
  it('reads a comma as surname first, else the last word as the surname', () => {
    expect(playerName('De Luca, Anna')).toEqual({ surname: 'De Luca', givenName: 'Anna' });
    expect(playerName('Mario Rossi')).toEqual({ surname: 'Rossi', givenName: 'Mario' });
    expect(playerName('Anna Maria  Rossi')).toEqual({ surname: 'Rossi', givenName: 'Anna Maria' });
    expect(playerName('Rossi')).toEqual({ surname: 'Rossi', givenName: '' });
  });
});

describe('tournamentPdf', () => {
  it('knows the three printouts and no other', () => {
    expect(['scoresheets', 'seating', 'standings'].every(isPrintout)).toBe(true);
    expect(isPrintout('menu')).toBe(false);
  });

  it("prints a round's seating list, the bye's pair included, surnames first", async () => {
    const text = pdfText(bytesOf(await tournamentPdf(paired, 'seating', 1, 'en', NOW)));
    expect(text).toContain('Trofeo del Circolo');
    for (const name of [
      'Rossi Mario',
      'De Luca Anna',
      'Bianchi Lucia',
      'Neri Ugo',
      'Verdi Carla',
      'Gallo Dino',
      'Conti Sara',
      'Ferri Leo',
      'Riva Pia',
      'Sala Ivo',
    ])
      expect(text).toContain(name);
  });

  it("prints one score sheet per table of the round with the round's hands", async () => {
    const sheets = bytesOf(await tournamentPdf(paired, 'scoresheets', 1, 'it', NOW));
    expect(pageCount(sheets)).toBe(paired.rounds[0]?.pairing.tables.length);
  });

  it('prints provisional standings before the last round', async () => {
    const text = pdfText(bytesOf(await tournamentPdf(paired, 'standings', 1, 'en', NOW)));
    expect(text).toMatch(/provisional/i);
    expect(text).not.toMatch(/prize/i);
  });

  it("refuses a round that was not paired with the document's own error", async () => {
    const made = await tournamentPdf(paired, 'scoresheets', 2, 'it', NOW);
    expect(made.ok).toBe(false);
  });
});
