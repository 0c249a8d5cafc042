/**
 * The move log a snapshot carries (`handLog`): for every viewer, at every point of whole
 * matches, exactly the messages that viewer received live from the start of the previous hand
 * on, so nothing a viewer may not see is in it (table.test.ts checks the live streams against
 * the sight oracle); and another seat's deal and draws stay placeholders.
 */
import { describe, expect, it } from 'vitest';
import { type Game, burracoGame, scala40Game } from './game.js';
import { type Message, eventsOf, handLog, viewers } from './table.js';
import { names, playout, xoroshiro } from './test-support.js';

const typeOf = (event: unknown): string => (event as { readonly type: string }).type;

const checkLogs = <State, Action, Event, View>(
  game: Game<State, Action, Event, View>,
  setup: { readonly profile: string; readonly seats: number; readonly seed: number },
) => {
  const run = playout(game, {
    profile: setup.profile,
    seats: names(setup.seats),
    seed: xoroshiro(setup.seed),
  });
  let checked = 0;
  let acrossHands = 0;
  for (const [i, turn] of run.turns.entries()) {
    // Every seventh table, and every one just after a hand's end.
    const table = turn.after.table;
    const handEnded = eventsOf(table.log).some(
      (l) => l.version > turn.before.version && typeOf(l.visible.event) === 'hand-started',
    );
    if (i % 7 !== 0 && !handEnded) continue;
    const starts = eventsOf(table.log)
      .filter((l) => game.startsHand(l.visible.event))
      .map((l) => l.version);
    // From the previous hand's start, or from the oldest event kept while there is none.
    const from =
      starts.length >= 2 ? (starts.at(-2) as number) : (eventsOf(table.log)[0]?.version ?? 1);
    if (starts.length >= 2) acrossHands += 1;
    for (const viewer of viewers(table)) {
      const log = handLog(table, viewer, 2);
      const live = (run.streams.get(viewer) ?? []).filter(
        (m) => m.version >= from && m.version <= table.version,
      );
      expect(log).toEqual(live);
      expect(log.at(-1)?.version).toBe(table.version);
      const others = log.filter(
        (m): m is Extract<Message<Event>, { hidden: false }> =>
          !m.hidden &&
          ['dealt', 'drew-card'].includes(typeOf(m.event)) &&
          (m.event as { readonly seat: number }).seat !== viewer,
      );
      expect(others).toEqual([]);
      checked += 1;
    }
  }
  return { checked, acrossHands };
};

describe("a snapshot's move log", () => {
  it('Scala 40: what each viewer received live since the previous hand began, no other seat’s card (S40-CdG art. 22)', () => {
    const { checked, acrossHands } = checkLogs(scala40Game, {
      profile: 'fisca-gara',
      seats: 3,
      seed: 5,
    });
    expect(checked).toBeGreaterThan(100);
    expect(acrossHands).toBeGreaterThan(0);
  });

  it('Burraco: the same, partners included (BUR-CH art. 2)', () => {
    const { checked, acrossHands } = checkLogs(burracoGame, {
      profile: 'champion',
      seats: 4,
      seed: 9,
    });
    expect(checked).toBeGreaterThan(100);
    expect(acrossHands).toBeGreaterThan(0);
  });
});
