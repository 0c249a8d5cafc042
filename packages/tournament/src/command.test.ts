import { describe, expect, it } from 'vitest';
import { type TournamentCommand, decideCommand, eventSlug } from './command.js';
import { enterResult, pair, publish, register } from './direct.js';
import { at, eventWith, unwrap } from './test-support.js';

const TROFEO = {
  name: 'Trofeo',
  game: 'burraco',
  kind: 'pairs',
  rounds: [{ movement: { kind: 'danish', variant: 'modified' }, hands: 3 }],
} as const;

describe('decideCommand', () => {
  it('creates only without a state, and decides nothing else before the creation', () => {
    const created = unwrap(decideCommand(undefined, { type: 'create', ...TROFEO }, at(0)));
    expect(created).toMatchObject([{ type: 'created', config: { name: 'Trofeo' } }]);
    const log = eventWith(TROFEO, 2);
    expect(decideCommand(log.state, { type: 'create', ...TROFEO }, at(1))).toMatchObject({
      ok: false,
      error: { code: 'bad-log', message: 'a tournament is created only once' },
    });
    expect(decideCommand(undefined, { type: 'publish', round: 1 }, at(1))).toMatchObject({
      ok: false,
      error: { code: 'bad-log', message: 'a tournament log starts with its creation' },
    });
  });

  it('answers exactly what the decision functions answer, events and refusals alike', () => {
    const log = eventWith(TROFEO, 4);
    const same = (command: TournamentCommand, direct: () => unknown) =>
      expect(decideCommand(log.state, command, at(5))).toEqual(direct());
    same({ type: 'register', players: ['Tardi 1', 'Tardi 2'] }, () =>
      register(log.state, { players: ['Tardi 1', 'Tardi 2'] }, at(5)),
    );
    same({ type: 'pair' }, () => pair(log.state, {}, at(5)));
    log.do((s) => pair(s, {}, at(5)));
    const sheet = {
      round: 1,
      table: 1,
      hands: [
        [300, 100],
        [200, 100],
        [100, 0],
      ],
      signedBy: ['E1', 'E2'],
    };
    same({ type: 'result', ...sheet }, () => enterResult(log.state, sheet, at(5)));
    same({ type: 'result', ...sheet, table: 9 }, () =>
      enterResult(log.state, { ...sheet, table: 9 }, at(5)),
    );
    same({ type: 'publish', round: 1 }, () => publish(log.state, 1, at(5)));
    // No event carries the command's own `type`.
    const assigned = unwrap(
      decideCommand(
        log.state,
        {
          type: 'assign',
          entrant: 'E1',
          round: 1,
          vp: 12,
          mp: 0,
          reason: 'r',
          article: 'a',
          // Table 1 has no result yet: the others get their own scores, confirmed.
          others: 'own',
          confirm: true,
        },
        at(6),
      ),
    );
    expect(assigned).toMatchObject([{ type: 'score-assigned', entrant: 'E1', vp: 12 }]);
  });

  it('makes a readable id from a name', () => {
    expect(eventSlug("Trofeo d'Autunno")).toBe('trofeo-d-autunno');
    expect(eventSlug('!!!')).toBe('torneo');
  });
});
