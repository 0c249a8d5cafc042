import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { VisibleEvent } from '@tavolo/cards';
import { type Game, type Viewer, burracoGame, scala40Game } from './game.js';
import {
  type EventWindow,
  type LoggedEvent,
  appended,
  eventsAfter,
  eventsOf,
  type Message,
  type Table,
  openTable,
  seatOnTurn,
  since,
  snapshot,
  submit,
  viewers,
} from './table.js';
import {
  type Playout,
  burracoSight,
  leaks,
  names,
  playout,
  scala40Sight,
  xoroshiro,
} from './test-support.js';

const SCALA40_TABLES = fc.constantFrom(
  { profile: 'fisca-101', seats: 2 },
  { profile: 'fisca-101', seats: 4 },
  { profile: 'fisca-101+a+b+c', seats: 6 },
  { profile: 'fisca-gara', seats: 3 },
  { profile: 'fisca-gara', seats: 4 },
  { profile: 'club-151', seats: 4 },
);
const BURRACO_TABLES = fc.constantFrom(
  { profile: 'champion', seats: 4 },
  { profile: 'champion', seats: 2 },
  { profile: 'fibur', seats: 4 },
  { profile: 'fibur', seats: 2 },
);
const SEEDS = fc.integer({ min: 0, max: 2 ** 31 - 1 });

const scala40Match = (seed: number, { profile, seats }: { profile: string; seats: number }) =>
  playout(scala40Game, { profile, seats: names(seats), seed: xoroshiro(seed) });
const burracoMatch = (seed: number, { profile, seats }: { profile: string; seats: number }) =>
  playout(burracoGame, { profile, seats: names(seats), seed: xoroshiro(seed) });

/** The table's events as every viewer would get them if nothing were hidden. */
const unmasked = <Event>(
  log: readonly { readonly version: number; readonly visible: VisibleEvent<Event> }[],
): Message<Event>[] =>
  log.map((l) => ({ version: l.version, hidden: false, event: l.visible.event }));

describe('no card reaches a viewer that may not see it', () => {
  it('Scala 40: 300+ hands by bot seats, every message, view and legal action checked (S40-CdG art. 22 count)', () => {
    let hands = 0;
    fc.assert(
      fc.property(SEEDS, SCALA40_TABLES, (seed, t) => {
        const found = leaks(scala40Sight, scala40Match(seed, t));
        hands += found.hands;
        expect(found.cardsChecked).toBeGreaterThan(0);
        expect(found.leaks).toEqual([]);
      }),
      { numRuns: 70 },
    );
    expect(hands).toBeGreaterThanOrEqual(300);
  });

  it('Burraco: 300+ hands by bot seats; partners never see each other’s hand (BUR-CH art. 2)', () => {
    let hands = 0;
    fc.assert(
      fc.property(SEEDS, BURRACO_TABLES, (seed, t) => {
        const found = leaks(burracoSight, burracoMatch(seed, t));
        hands += found.hands;
        expect(found.cardsChecked).toBeGreaterThan(0);
        expect(found.leaks).toEqual([]);
      }),
      { numRuns: 104 },
    );
    expect(hands).toBeGreaterThanOrEqual(300);
  });

  it('the check itself catches a table that would forward every event to everyone', () => {
    const run = burracoMatch(7, { profile: 'champion', seats: 4 });
    const leaky: typeof run = {
      ...run,
      turns: run.turns.map((turn) => {
        const fresh = eventsAfter(turn.after.table.log, turn.before.version);
        return {
          ...turn,
          after: {
            ...turn.after,
            delivered: new Map(viewers(run.table).map((v) => [v, unmasked(fresh)])),
          },
        };
      }),
    };
    const found = leaks(burracoSight, leaky);
    expect(found.leaks.length).toBeGreaterThan(0);
    // The partner of a seat (BUR-CH art. 2) is among those that would have seen its cards.
    expect(found.leaks.some((l) => l.viewer === 2)).toBe(true);
  });

  it('a Burraco partner gets placeholders for the other partner’s deal and draws (BUR-CH art. 2)', () => {
    const run = burracoMatch(11, { profile: 'champion', seats: 4 });
    const partner = run.streams.get(2) ?? [];
    const seat0 = run.streams.get(0) ?? [];
    const dealtTo0 = seat0.filter(
      (m) =>
        !m.hidden &&
        (m.event.type === 'dealt' || m.event.type === 'drew-card') &&
        m.event.seat === 0,
    );
    expect(dealtTo0.length).toBeGreaterThan(0);
    for (const m of dealtTo0)
      expect(partner.find((p) => p.version === m.version)).toEqual({
        version: m.version,
        hidden: true,
      });
    expect(snapshot(run.opened, 2).view.hand.cards).toEqual(run.opened.state.hand.hands[2]);
  });

  it('a spectator sees no hand', () => {
    const run = scala40Match(3, { profile: 'fisca-101', seats: 3 });
    expect(snapshot(run.opened, null).view.hand.cards).toBeNull();
    const dealt = (run.streams.get(null) ?? []).filter(
      (m) => !m.hidden && m.event.type === 'dealt',
    );
    expect(dealt).toEqual([]);
  });
});

const versionsOf = <E>(messages: readonly Message<E>[]) => messages.map((m) => m.version);
const oneTo = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe('versions', () => {
  const expectContiguous = <S, A, E, V>(run: Playout<S, A, E, V>) => {
    for (const viewer of viewers(run.table))
      expect(versionsOf(run.streams.get(viewer) ?? [])).toEqual(oneTo(run.table.version));
    for (const turn of run.turns)
      for (const messages of turn.after.delivered.values())
        expect(versionsOf(messages)).toEqual(
          oneTo(turn.after.table.version).slice(turn.before.version),
        );
  };

  it('every viewer receives every version once, in order, with no gap', () => {
    fc.assert(
      fc.property(SEEDS, SCALA40_TABLES, BURRACO_TABLES, (seed, s40, bur) => {
        expectContiguous(scala40Match(seed, s40));
        expectContiguous(burracoMatch(seed, bur));
      }),
      { numRuns: 4 },
    );
  });

  it('every viewer gets the same public events, and each seat its own private ones', () => {
    const run = scala40Match(5, { profile: 'fisca-101', seats: 4 });
    const shown = (viewer: Viewer) =>
      (run.streams.get(viewer) ?? []).filter((m) => !m.hidden).map((m) => m.version);
    const spectator = new Set(shown(null));
    for (const seat of [0, 1, 2, 3]) {
      const own = shown(seat).filter((v) => !spectator.has(v));
      expect(own.length).toBeGreaterThan(0);
      expect(shown(seat).filter((v) => spectator.has(v))).toEqual([...spectator]);
    }
  });
});

/** Replays the actions of `run` on a fresh table that keeps `keep` events. */
const replay = <S, A, E, V>(
  game: Game<S, A, E, V>,
  run: Playout<S, A, E, V>,
  setup: { profile: string; seats: readonly string[]; seed: number },
  keep: number,
): Table<S, A, E, V> => {
  const opened = openTable({ game, ...setup, seed: xoroshiro(setup.seed), keep });
  if (!opened.ok) throw new Error(opened.error.message);
  return run.turns.reduce((table, turn) => {
    const next = submit(table, turn.seat, turn.action);
    if (!next.ok) throw new Error(next.error.code);
    return next.value.table;
  }, opened.value);
};

describe('since', () => {
  it('rebuilds the stream a viewer received from any kept version, and resyncs when it is older', () => {
    fc.assert(
      fc.property(
        SEEDS,
        fc.integer({ min: 1, max: 80 }),
        fc.nat(),
        fc.constantFrom<Viewer>(0, 1, null),
        (seed, keep, at, viewer) => {
          const setup = { profile: 'champion', seats: names(4), seed };
          const run = burracoMatch(seed, { profile: 'champion', seats: 4 });
          const table = replay(burracoGame, run, setup, keep);
          expect(table.version).toBe(run.table.version);
          expect(eventsOf(table.log).length).toBe(Math.min(keep, table.version));
          const version = at % (table.version + 1);
          const answer = since(table, viewer, version);
          if (version >= table.version - keep)
            expect(answer).toEqual({
              kind: 'messages',
              messages: (run.streams.get(viewer) ?? []).slice(version),
            });
          else expect(answer).toEqual({ kind: 'resync', snapshot: snapshot(table, viewer) });
        },
      ),
      { numRuns: 25 },
    );
  });

  it('has nothing to send a viewer that is up to date', () => {
    const run = scala40Match(2, { profile: 'fisca-gara', seats: 3 });
    expect(since(run.table, 1, run.table.version)).toEqual({ kind: 'messages', messages: [] });
  });

  it('resyncs a viewer that names a version the table never reached', () => {
    const { table } = scala40Match(2, { profile: 'fisca-gara', seats: 3 });
    for (const version of [-1, 1.5, table.version + 1, Number.NaN])
      expect(since(table, 0, version)).toEqual({ kind: 'resync', snapshot: snapshot(table, 0) });
  });

  it('a snapshot is the viewer’s view at the latest version', () => {
    const { table } = burracoMatch(4, { profile: 'fibur', seats: 2 });
    expect(snapshot(table, 1)).toEqual({
      version: table.version,
      view: burracoGame.view(table.state, 1),
    });
  });
});

const deepFreeze = <T>(value: T): T => {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const field of Object.values(value)) deepFreeze(field);
  }
  return value;
};

describe('refused actions change nothing', () => {
  const run = scala40Match(9, { profile: 'fisca-101', seats: 4 });
  const midMatch = fc
    .nat({ max: run.turns.length - 1 })
    .map((i) => (run.turns[i] as (typeof run.turns)[number]).before);

  it('a seat playing out of turn is refused (S40-CdG art. 6 turn order)', () => {
    fc.assert(
      fc.property(midMatch, fc.nat({ max: 2 }), (table, k) => {
        const serialized = JSON.stringify(deepFreeze(table));
        const other = (seatOnTurn(table) + 1 + k) % 4;
        const refused = submit(table, other, { type: 'draw', seat: other });
        expect(refused.ok).toBe(false);
        if (!refused.ok) expect(refused.error.code).toBe('not-your-turn');
        expect(JSON.stringify(table)).toBe(serialized);
      }),
      { numRuns: 40 },
    );
  });

  it('an action naming another seat is refused, even the seat on turn’s own move', () => {
    fc.assert(
      fc.property(midMatch, (table) => {
        const serialized = JSON.stringify(deepFreeze(table));
        const onTurn = seatOnTurn(table);
        const other = (onTurn + 1) % 4;
        for (const [sender, named] of [
          [other, onTurn],
          [onTurn, other],
        ] as const) {
          const refused = submit(table, sender, { type: 'draw', seat: named });
          expect(refused).toMatchObject({
            ok: false,
            error: { code: 'wrong-seat', article: 'Tavolo' },
          });
        }
        expect(JSON.stringify(table)).toBe(serialized);
      }),
      { numRuns: 20 },
    );
  });

  it('malformed actions and unknown seats are refused with an error value', () => {
    const malformed = fc.oneof(
      fc.anything(),
      fc.record({ type: fc.string(), seat: fc.integer({ min: -1, max: 6 }) }),
      fc.record({ type: fc.constant('discard'), seat: fc.nat({ max: 3 }), card: fc.anything() }),
      fc.record({ type: fc.constant('open'), seat: fc.nat({ max: 3 }), melds: fc.anything() }),
    );
    fc.assert(
      fc.property(midMatch, malformed, fc.integer({ min: -2, max: 6 }), (table, action, seat) => {
        const serialized = JSON.stringify(deepFreeze(table));
        const answer = submit(table, seat, action);
        if (!answer.ok) {
          expect(answer.error).toMatchObject({
            code: expect.any(String),
            article: expect.any(String),
          });
          expect(answer.error.message.length).toBeGreaterThan(0);
        }
        expect(JSON.stringify(table)).toBe(serialized);
      }),
      { numRuns: 300 },
    );
  });

  it('after a refusal the table plays on exactly as if it had not happened', () => {
    const table = (run.turns[10] as (typeof run.turns)[number]).before;
    const turn = run.turns[10] as (typeof run.turns)[number];
    expect(submit(table, (turn.seat + 1) % 4, { type: 'draw', seat: (turn.seat + 1) % 4 }).ok).toBe(
      false,
    );
    const accepted = submit(table, turn.seat, turn.action);
    expect(accepted.ok && accepted.value.delivered).toEqual(turn.after.delivered);
  });
});

describe('determinism', () => {
  it('the same seed and actions give the same deliveries', () => {
    fc.assert(
      fc.property(SEEDS, BURRACO_TABLES, (seed, t) => {
        const run = burracoMatch(seed, t);
        const setup = { profile: t.profile, seats: names(t.seats), seed };
        const opened = openTable({ game: burracoGame, ...setup, seed: xoroshiro(seed) });
        if (!opened.ok) throw new Error(opened.error.code);
        let table = opened.value;
        for (const turn of run.turns) {
          const again = submit(table, turn.seat, turn.action);
          if (!again.ok) throw new Error(again.error.code);
          expect(again.value.delivered).toEqual(turn.after.delivered);
          table = again.value.table;
        }
        expect(eventsOf(table.log)).toEqual(eventsOf(run.table.log));
      }),
      { numRuns: 5 },
    );
  });

  it('the same seed gives the same match, bots included', () => {
    const t = { profile: 'fisca-gara', seats: 4 };
    expect(scala40Match(21, t).streams).toEqual(scala40Match(21, t).streams);
    expect(scala40Match(21, t).streams).not.toEqual(scala40Match(22, t).streams);
  });
});

describe('openTable', () => {
  it('numbers the deal’s events from 1', () => {
    const opened = openTable({
      game: scala40Game,
      profile: 'fisca-101',
      seats: names(2),
      seed: xoroshiro(1),
    });
    expect(opened.ok && eventsOf(opened.value.log).map((l) => l.version)).toEqual([1, 2, 3, 4]);
  });

  it('refuses a bad number of events to keep, and passes on the engine’s refusals', () => {
    const setup = { game: scala40Game, profile: 'fisca-101', seats: names(2), seed: xoroshiro(1) };
    for (const keep of [0, -1, 2.5])
      expect(openTable({ ...setup, keep })).toMatchObject({
        ok: false,
        error: { code: 'bad-keep' },
      });
    expect(openTable({ ...setup, seats: names(7) })).toMatchObject({
      ok: false,
      error: { code: 'bad-player-count' },
    });
  });
});

describe('the event window', () => {
  const event = (version: number): LoggedEvent<number> => ({
    version,
    visible: { event: version, to: 'all' } as unknown as VisibleEvent<number>,
  });

  it('keeps every table value intact when newer ones are appended, or branch from older ones', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 40 }),
        fc.array(fc.record({ from: fc.nat(), count: fc.integer({ min: 1, max: 12 }) }), {
          maxLength: 200,
        }),
        (keep, steps) => {
          // Each value beside what a plain copy of its whole history, trimmed, would hold.
          const values: { window: EventWindow<number>; all: number[] }[] = [
            { window: { buffer: [], start: 0, end: 0 }, all: [] },
          ];
          for (const [index, step] of steps.entries()) {
            // Mostly the newest value, as a room does; now and then an older one.
            const base = values[index % 5 === 4 ? step.from % values.length : values.length - 1];
            if (!base) throw new Error('a value');
            const next = (base.all.at(-1) ?? 0) + 1;
            const versions = Array.from({ length: step.count }, (_, i) => next + i);
            values.push({
              window: appended(base.window, versions.map(event), keep),
              all: [...base.all, ...versions],
            });
          }
          for (const { window, all } of values) {
            const held = eventsOf(window).map((l) => l.version);
            expect(held).toEqual(all.slice(Math.max(0, all.length - keep)));
            const after = (all.at(-1) ?? 0) - 3;
            expect(eventsAfter(window, after).map((l) => l.version)).toEqual(
              held.filter((v) => v > after),
            );
          }
        },
      ),
    );
  });

  it('a long match holds at most a window and a quarter of events per buffer', () => {
    let window: EventWindow<number> = { buffer: [], start: 0, end: 0 };
    for (let version = 1; version <= 10_000; version++) {
      window = appended(window, [event(version)], 512);
      expect(window.buffer.length).toBeLessThanOrEqual(512 + 128);
    }
    expect(eventsOf(window).map((l) => l.version)).toEqual(
      Array.from({ length: 512 }, (_, i) => 10_000 - 511 + i),
    );
  });
});
