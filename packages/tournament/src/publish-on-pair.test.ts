/**
 * Pairing a round while the previous one is unpublished publishes it in the same append: the
 * `round-published` event, with the pairing's stamp, comes before `round-paired`, and the
 * correction period of the previous round starts then.
 */
import { describe, expect, it } from 'vitest';
import { correctionDeadline, roundStatus } from './corrections.js';
import { correctResult, pair, publish } from './direct.js';
import { type Log, at, eventWith, firstSideWins, sameSheetAtEveryTable } from './test-support.js';

const danish = () =>
  eventWith(
    {
      name: 'Coppa',
      game: 'burraco',
      kind: 'pairs',
      rounds: [
        { movement: { kind: 'danish', variant: 'modified' }, hands: 3 },
        { movement: { kind: 'danish', variant: 'modified' }, hands: 3 },
        { movement: { kind: 'danish', variant: 'modified' }, hands: 3 },
      ],
    },
    4,
  );

/** Eight Scala 40 players, two tables of four, every sheet the same, the first seat closing each hand. */
const scala40 = (): Log => {
  const log = eventWith(
    {
      name: 'Coppa',
      game: 'scala40',
      kind: 'individual',
      rounds: [
        { movement: { kind: 'standings-tables' }, hands: 3 },
        { movement: { kind: 'standings-tables' }, hands: 3 },
      ],
    },
    8,
  );
  log.do((s) => pair(s, {}, at(5)));
  sameSheetAtEveryTable(
    log,
    1,
    [
      [0, 20, 35, 60],
      [0, 15, 40, 90],
      [0, 25, 30, 45],
    ],
    50,
  );
  return log;
};

describe('pairing publishes the round before it', () => {
  it('appends round-published, with the same stamp, before round-paired', () => {
    const log = danish();
    log.do((s) => pair(s, {}, at(5)));
    firstSideWins(log, 1, 50);
    const events = log.do((s) => pair(s, {}, at(60)));
    expect(events.map((e) => [e.type, e.at, e.by])).toEqual([
      ['round-published', at(60).at, 'arbitro'],
      ['round-paired', at(60).at, 'arbitro'],
    ]);
    expect(events[0]).toMatchObject({ type: 'round-published', round: 1 });
    expect(log.state.rounds[0]?.publishedAt).toBe(at(60).at);
    // The correction period (30 minutes by default, LAW 79C) runs from the pairing.
    expect(correctionDeadline(log.state, 1)).toBe(at(90).at);
    expect(roundStatus(log.state, 1, at(70).at)).toBe('official');
    expect(roundStatus(log.state, 1, at(95).at)).toBe('final');
  });

  it('appends only the pairing when the round before was published', () => {
    const log = danish();
    log.do((s) => pair(s, {}, at(5)));
    firstSideWins(log, 1, 50);
    log.do((s) => publish(s, 1, at(55)));
    const events = log.do((s) => pair(s, {}, at(60)));
    expect(events.map((e) => e.type)).toEqual(['round-paired']);
    expect(log.state.rounds[0]?.publishedAt).toBe(at(55).at);
  });

  it('round 1 publishes nothing', () => {
    const log = danish();
    expect(log.do((s) => pair(s, {}, at(5))).map((e) => e.type)).toEqual(['round-paired']);
  });

  it('S40-CdG art. 24: the next pairing publishes the standings; a calculation error is then too late, an inversion is not', () => {
    // "la sola rettifica possibile è quella relativa all'errore di calcolo se evidenziato prima
    // che l'arbitro abbia effettuato la classifica del turno e l'accoppiamento per il turno
    // successivo"; inverted scores "anche se è stata stilata la classifica e l'accoppiamento".
    const log = scala40();
    expect(log.state.rounds[0]?.publishedAt).toBeNull();
    const events = log.do((s) => pair(s, {}, at(60)));
    expect(events.map((e) => e.type)).toEqual(['round-published', 'round-paired']);
    expect(log.state.rounds[0]?.publishedAt).toBe(at(60).at);
    const table = log.state.rounds[0]?.pairing.tables[0];
    const seats = [...(table?.seats ?? [])];
    const correct = (kind: 'calculation' | 'inverted', hands: number[][]) => (s: Log['state']) =>
      correctResult(
        s,
        { round: 1, table: 1, hands, kind, agreedBy: seats, reason: 'score' },
        at(65),
      );
    expect(
      log.refused(
        correct('calculation', [
          [0, 20, 35, 65],
          [0, 15, 40, 90],
          [0, 25, 30, 45],
        ]),
      ),
    ).toMatchObject({ code: 'next-round-paired', article: 'S40-CdG art. 24' });
    log.do(
      correct('inverted', [
        [0, 35, 20, 60],
        [0, 15, 40, 90],
        [0, 25, 30, 45],
      ]),
    );
    expect(log.state.corrections).toHaveLength(1);
  });
});
