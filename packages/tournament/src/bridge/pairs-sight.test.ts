import { describe, expect, it } from 'vitest';
import { publishResults } from './pairs-commands.js';
import { toBridgeEnvelope } from './pairs-log.js';
import { bridgeLogFor } from './pairs-sight.js';
import { after, opened, played, stamp } from './pairs-test-support.js';

const tablesOf = (envelopes: readonly { type: string; data: unknown }[]) =>
  new Set(
    envelopes
      .filter((e) => e.type.startsWith('bridge-result'))
      .map((e) => (e.data as { table: number }).table),
  );

describe('who sees which results before the official score (LAW 79C)', () => {
  const log = played(opened()).map(toBridgeEnvelope);

  it('the director sees every result; the log is unchanged', () => {
    expect(bridgeLogFor(log, { role: 'director' })).toEqual(log);
  });

  it('a player sees the results of the tables he sat at, and every other event', () => {
    // The 3-table Mitchell: pair 1 sits North-South at table 1 in every round.
    const seen = bridgeLogFor(log, { role: 'account', name: 'P1a' });
    expect(tablesOf(seen)).toEqual(new Set([1]));
    expect(seen.filter((e) => !e.type.startsWith('bridge-result'))).toEqual(
      log.filter((e) => !e.type.startsWith('bridge-result')),
    );
    // An East-West pair moves: it has sat at every table by the last round.
    expect(tablesOf(bridgeLogFor(log, { role: 'account', name: 'P4b' }))).toEqual(
      new Set([1, 2, 3]),
    );
  });

  it('anyone else sees no result until the official score, then all of them', () => {
    expect(tablesOf(bridgeLogFor(log, { role: 'anonymous' }))).toEqual(new Set());
    expect(tablesOf(bridgeLogFor(log, { role: 'account', name: 'Spettatore' }))).toEqual(new Set());
    const published = after(played(opened()), (s) => publishResults(s, stamp(60))).map(
      toBridgeEnvelope,
    );
    expect(bridgeLogFor(published, { role: 'anonymous' })).toEqual(published);
  });
});
