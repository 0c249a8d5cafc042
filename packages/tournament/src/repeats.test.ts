/**
 * A command typed twice: a decision the rules make happen once is refused when repeated, naming
 * the first; an identical sanction or penalty, which can be meant, waits for a confirmation;
 * an unchanged tie order or correction is refused as unchanged.
 */
import { describe, expect, it } from 'vitest';
import { CONFIRM_REQUIRED } from './confirm.js';
import {
  arriveLate,
  correctResult,
  pair,
  penalize,
  register,
  sanction,
  setTieOrder,
} from './direct.js';
import { roundScores } from './scoring.js';
import {
  type Log,
  at,
  e1Wins1400To700,
  eventWith,
  firstSideWins,
  pushPairing,
} from './test-support.js';

const burraco = (pairs: number) =>
  eventWith(
    {
      name: 'Trofeo',
      game: 'burraco',
      kind: 'pairs',
      rounds: [1, 2, 3].map(() => ({
        movement: { kind: 'danish', variant: 'modified' },
        hands: 3,
      })),
    },
    pairs,
  );

/** Four pairs, round 1 played, round 2 paired at 15:60. */
const inRound2 = () => {
  const log = burraco(4);
  log.do((s) => pair(s, {}, at(5)));
  firstSideWins(log, 1, 50);
  log.do((s) => pair(s, {}, at(60)));
  return log;
};

const seat = (log: Log) => log.state.rounds[1]?.pairing.tables[0]?.seats[0] as string;

describe('a command typed twice', () => {
  it('BUR-CH art. 48: a second late arrival for the same entrant and round is refused, naming the first and its time', () => {
    const log = inRound2();
    const e = seat(log);
    log.do((s) => arriveLate(s, { entrant: e, minutes: 4 }, at(64)));
    const first = log.events.length;
    const error = log.refused((s) => arriveLate(s, { entrant: e, minutes: 4 }, at(65)));
    expect(error).toMatchObject({
      code: 'already-late',
      article: 'BUR-CH art. 48',
      params: { entrant: e, round: 2, minutes: 4, seq: first, at: at(64).at },
    });
    firstSideWins(log, 2, 110);
    // One charge of 100 MP, not two: 600 - 100 = 500 against 200.
    expect(roundScores(log.state, 2).find((x) => x.entrant === e)?.mp).toBe(500);
  });

  it('BUR-CH art. 48: a pair that entered late is not charged again by a late arrival in the same round', () => {
    const log = burraco(5);
    log.do((s) => pair(s, {}, at(5)));
    log.do((s) => register(s, { players: ['Tardi Uno', 'Tardi Due'], lateMinutes: 4 }, at(9)));
    expect(log.refused((s) => arriveLate(s, { entrant: 'E6', minutes: 4 }, at(10)))).toMatchObject({
      code: 'already-late',
      params: { entrant: 'E6', round: 1, minutes: 4 },
    });
  });

  it('BUR-CH art. 50: an identical caution in the same round asks for confirmation, then counts as the second', () => {
    const log = inRound2();
    const e = seat(log);
    const player = log.state.entrants.find((x) => x.id === e)?.players[0] as string;
    const caution = { entrant: e, player, level: 'caution' as const, breach: 'parla' };
    log.do((s) => sanction(s, caution, at(70)));
    const asked = log.refused((s) => sanction(s, caution, at(71)));
    expect(asked).toMatchObject({
      code: CONFIRM_REQUIRED,
      doubts: [{ code: 'repeated-sanction', params: { player, round: 2, breach: 'parla' } }],
    });
    expect(log.state.sanctions).toHaveLength(1);
    log.do((s) => sanction(s, { ...caution, confirm: true }, at(72)));
    expect(log.state.sanctions.map((x) => x.level)).toEqual(['caution', 'caution', 'warning']);
    expect(log.state.adjustments.filter((a) => a.mp === -100 && a.entrant === e)).toHaveLength(1);
  });

  it('BUR-CH art. 50: an expelled player is not expelled again', () => {
    const log = inRound2();
    const e = seat(log);
    const player = log.state.entrants.find((x) => x.id === e)?.players[0] as string;
    const expel = { entrant: e, player, level: 'expulsion' as const, breach: 'insulti' };
    log.do((s) => sanction(s, expel, at(70)));
    expect(log.refused((s) => sanction(s, { ...expel, confirm: true }, at(71)))).toMatchObject({
      code: 'already-expelled',
      params: { player, round: 2, seq: log.events.length },
    });
  });

  it('Tavolo: an identical penalty in the same round asks for confirmation instead of doubling silently', () => {
    const log = inRound2();
    const e = seat(log);
    const penalty = {
      entrant: e,
      mp: 50,
      vp: 0,
      reason: 'score illeggibile',
      article: 'BUR-CH art. 20',
    };
    log.do((s) => penalize(s, penalty, at(70)));
    expect(log.refused((s) => penalize(s, penalty, at(71)))).toMatchObject({
      code: CONFIRM_REQUIRED,
      doubts: [{ code: 'repeated-penalty', params: { entrant: e, round: 2, mp: 50 } }],
    });
    // Another reason is another penalty: nothing to confirm.
    log.do((s) => penalize(s, { ...penalty, reason: 'ritardo nel consegnare' }, at(72)));
    log.do((s) => penalize(s, { ...penalty, confirm: true }, at(73)));
    expect(
      log.state.adjustments.filter((a) => a.entrant === e && a.effect === 'penalty'),
    ).toHaveLength(3);
  });

  it('Tavolo: the same tie order again is refused as unchanged', () => {
    const log = burraco(3);
    log.do((s) => setTieOrder(s, ['E2', 'E1'], at(5)));
    expect(log.refused((s) => setTieOrder(s, ['E2', 'E1'], at(6)))).toMatchObject({
      code: 'tie-order-unchanged',
    });
    log.do((s) => setTieOrder(s, ['E1', 'E2'], at(7)));
  });

  it('BUR-CH art. 21: a correction to the scores the sheet already has is refused as unchanged', () => {
    const log = burraco(2);
    pushPairing(
      log,
      { round: 1, tables: [{ table: 1, seats: ['E1', 'E2'] }], byes: [], explanation: [] },
      5,
    );
    e1Wins1400To700(log);
    const same = log.refused((s) =>
      correctResult(
        s,
        {
          round: 1,
          table: 1,
          hands: [
            [600, 200],
            [300, 400],
            [500, 100],
          ],
          kind: 'calculation',
          agreedBy: ['E1', 'E2'],
          reason: 'ricontato',
        },
        at(55),
      ),
    );
    expect(same).toMatchObject({ code: 'correction-unchanged', params: { round: 1, table: 1 } });
  });
});
