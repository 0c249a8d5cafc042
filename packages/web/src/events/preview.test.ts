import { describe, expect, it } from 'vitest';
import { stateFromLog } from './event-state.js';
import { decideInBrowser, tableScores } from './preview.js';
import { BURRACO, FIRST_SIDE_WINS, logOf } from './test-support.js';

const state = (() => {
  const folded = stateFromLog(logOf(BURRACO));
  if (!folded.ok) throw new Error(folded.error.message);
  return folded.value;
})();

describe('a command decided in the browser', () => {
  it('refuses as the server would, with the article', () => {
    const unsigned = decideInBrowser(
      state,
      { type: 'result', round: 1, table: 1, hands: FIRST_SIDE_WINS, signedBy: ['E1'] },
      '2000-01-01T00:00:00.000Z',
      'Arbitro',
    );
    expect(!unsigned.ok && unsigned.error).toMatchObject({
      code: 'not-signed',
      article: 'BUR-CH art. 20',
    });
    const signed = decideInBrowser(
      state,
      { type: 'result', round: 1, table: 1, hands: FIRST_SIDE_WINS, signedBy: ['E1', 'E2'] },
      '2000-01-01T00:00:00.000Z',
      'Arbitro',
    );
    expect(signed.ok && signed.value.map((e) => e.type)).toEqual(['result-entered']);
  });

  it('shows the VP a score sheet gives before it is sent', () => {
    const scores = tableScores(state, 1, 2, [
      [100, 300],
      [100, 200],
      [0, 100],
    ]);
    expect([...scores.values()].map((s) => [s.entrant, s.mp, s.vp])).toEqual([
      ['E3', 200, 6],
      ['E4', 600, 14],
    ]);
  });
});
