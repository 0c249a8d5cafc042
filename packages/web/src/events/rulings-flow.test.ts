import { type Entry, citation, entryById } from '@tavolo/rulings';
import { toEnvelope } from '@tavolo/tournament';
import { describe, expect, it } from 'vitest';
import { decisions, stateFromLog } from './event-state.js';
import { decideInBrowser } from './preview.js';
import {
  answeredOf,
  decideRuling,
  findSituations,
  roundTables,
  rulingCommand,
  stepOf,
  withoutLast,
} from './rulings-flow.js';
import { BURRACO, logOf } from './test-support.js';

const A2_1 = 'bur-ch-29-a2-1';

const entryOf = (id: string): Entry => {
  const entry = entryById(id);
  if (entry === undefined) throw new Error(`no ${id} in the catalogue`);
  return entry;
};

/** The first round of test-support's Burraco event paired: where rulings are given. */
const LOG = logOf(BURRACO);

const folded = (log: typeof LOG) => {
  const state = stateFromLog(log);
  if (!state.ok) throw new Error(state.error.message);
  return state.value;
};

describe('the arbitro’s consultation in the console', () => {
  it('finds BUR-CH art. 29 first by the words an arbitro uses, in the event’s game only', () => {
    const found = findSituations('legato una carta sbagliata', 'burraco');
    expect(found[0]?.article).toBe(29);
    expect(found.every((e) => e.game === 'burraco')).toBe(true);
    expect(findSituations('29', 'scala40')).toEqual([]);
    expect(findSituations('  ', 'burraco')).toEqual([]);
    expect(findSituations('carta', undefined).length).toBeLessThanOrEqual(8);
  });

  it('asks the questions one at a time, goes back one, and ends with the ruling', () => {
    const entry = entryOf(A2_1);
    let answers: Record<string, string> = {};
    const seen: string[] = [];
    for (let step = stepOf(entry, answers); step.kind === 'question';) {
      expect(step.number).toBe(seen.length + 1);
      seen.push(step.question.id);
      const option = step.question.options[0];
      if (option === undefined) throw new Error('a question without options');
      answers = { ...answers, [step.question.id]: option.id };
      step = stepOf(entry, answers);
    }
    expect(stepOf(entry, answers).kind).toBe('ruling');
    expect(answeredOf(entry, answers).map((a) => a.question.id)).toEqual(seen);
    const back = withoutLast(entry, answers);
    expect(Object.keys(back)).toEqual(seen.slice(0, -1));
    expect(stepOf(entry, back)).toMatchObject({ kind: 'question', number: seen.length });
    expect(stepOf(entry, { nessuna: 'risposta' }).kind).toBe('stuck');
  });

  it('applies the ruling at a table of the round: decided in the browser as on the server, then listed with the decisions', () => {
    const state = folded(LOG);
    const tables = roundTables(state);
    expect(tables.map((t) => t.table)).toEqual([1, 2]);
    const entry = entryOf(A2_1);
    let answers: Record<string, string> = {};
    for (let step = stepOf(entry, answers); step.kind === 'question'; step = stepOf(entry, answers))
      answers = { ...answers, [step.question.id]: step.question.options[0]?.id ?? '' };
    const [entrant = ''] = tables[1]?.seats ?? [];
    const player = state.entrants.find((e) => e.id === entrant)?.players[1] ?? '';
    const command = rulingCommand(entry, answers, { table: 2, entrant, player });
    expect(command).toEqual({
      type: 'ruling',
      situation: A2_1,
      answers,
      entrant,
      table: 2,
      player,
    });
    // Without the catalogue the browser decides nothing: the server does.
    expect(decideInBrowser(state, command, '2026-12-20T16:00:00.000Z', 'Arbitro')).toEqual({
      ok: true,
      value: [],
    });
    const decided = decideInBrowser(
      state,
      command,
      '2026-12-20T16:00:00.000Z',
      'Arbitro',
      [],
      decideRuling,
    );
    if (!decided.ok) throw new Error(decided.error.message);
    expect(decided.value[0]).toMatchObject({
      type: 'ruled',
      round: 1,
      table: 2,
      entrant,
      player,
      article: citation(entry),
    });
    // An entrant who sits elsewhere is refused, as the server refuses it.
    const elsewhere = decideRuling(
      state,
      { ...command, entrant: tables[0]?.seats[0] ?? '', player: undefined },
      { at: '2026-12-20T16:00:00.000Z', by: 'Arbitro' },
    );
    expect(elsewhere.ok ? null : elsewhere.error.code).toBe('not-in-round');

    const after = folded([
      ...LOG,
      ...decided.value.map((e, i) => ({ seq: LOG.length + 1 + i, ...toEnvelope(e) })),
    ]);
    expect(decisions(after)).toEqual([
      expect.objectContaining({ kind: 'ruling', table: 2, entrant, player, round: 1 }),
    ]);
  });
});
