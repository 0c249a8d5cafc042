import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { burracoGame, type Game, scala40Game } from './game.js';
import { createJsonText, KEPT_ARRAY_CHARS, sameJson } from './json-text.js';
import { isOver, legalActionsFor, openTable, seatOnTurn, submit, viewers } from './table.js';
import { names, xoroshiro } from './test-support.js';

describe('createJsonText', () => {
  it('writes what JSON.stringify writes, for any JSON value', () => {
    const json = createJsonText();
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(json.stringify(value)).toBe(JSON.stringify(value));
      }),
    );
  });

  it('leaves out what JSON.stringify leaves out, and asks a Date for its JSON', () => {
    const json = createJsonText();
    const value = {
      kept: 1,
      gone: undefined,
      call: () => 1,
      nested: {
        also: undefined,
        nan: Number.NaN,
        infinite: -Infinity,
        zero: -0,
        list: [undefined, () => 1, 2],
      },
      at: new Date(Date.UTC(2026, 10, 24)),
      '10': 'integer keys first',
    };
    expect(json.stringify(value)).toBe(JSON.stringify(value));
    expect(json.stringify(undefined)).toBe('null');
  });

  it('writes keys right past the number of key texts it keeps', () => {
    const json = createJsonText();
    const many = Object.fromEntries(Array.from({ length: 3000 }, (_, i) => [`k\u00e8y "${i}"`, i]));
    expect(json.stringify(many)).toBe(JSON.stringify(many));
    expect(json.stringify({ again: many })).toBe(JSON.stringify({ again: many }));
  });

  it('writes strings right past the number of string texts it keeps, escaped alike', () => {
    const json = createJsonText();
    const many = Array.from({ length: 3000 }, (_, i) => ({ name: `N\u00e9 "${i}"\n` }));
    for (const value of [...many, ...many])
      expect(json.stringify(value)).toBe(JSON.stringify(value));
  });

  it('reuses the text of a long array it has written, by identity', () => {
    const json = createJsonText();
    const cards = Array.from({ length: 40 }, (_, i) => 100 + i);
    const melds = [{ cards }];
    const written = JSON.stringify({ a: melds });
    expect(written.length).toBeGreaterThan(KEPT_ARRAY_CHARS);
    expect(json.stringify({ a: melds })).toBe(written);
    // The same array again is not read again (which is why arrays must never change).
    (melds as unknown[]).push('changed');
    expect(json.stringify({ a: melds })).toBe(written);
    // A new array around the same long cards: written again, its cards' text reused.
    cards.push(0);
    expect(json.stringify({ a: [...melds] })).toBe(written.replace(']}]}', ']},"changed"]}'));
  });

  it('writes a short array afresh each time', () => {
    const json = createJsonText();
    const sizes = [13, 13, 14, 13];
    expect(json.stringify({ handSizes: sizes })).toBe('{"handSizes":[13,13,14,13]}');
    sizes[2] = 12;
    expect(json.stringify({ handSizes: sizes })).toBe('{"handSizes":[13,13,12,13]}');
  });

  it('writes arrays with holes and unwritable items as JSON.stringify does', () => {
    const json = createJsonText();
    const value: unknown[] = [1, undefined, () => 1, Symbol('s'), [Number.NaN, -0], { a: [] }];
    value.length = 8; // two holes at the end
    expect(json.stringify(value)).toBe(JSON.stringify(value));
  });
});

/** `value` with the node numbered `target` (depth first) replaced, the rest shared by identity. */
const editAt = (value: unknown, target: number, replacement: unknown): unknown => {
  let node = 0;
  const walk = (v: unknown): unknown => {
    if (node++ === target) return replacement;
    if (Array.isArray(v)) {
      const items = v.map(walk);
      return items.every((item, i) => item === v[i]) ? v : items;
    }
    if (typeof v !== 'object' || v === null) return v;
    const record = v as Record<string, unknown>;
    const entries = Object.entries(record).map(([key, item]) => [key, walk(item)] as const);
    return entries.every(([key, item]) => item === record[key]) ? v : Object.fromEntries(entries);
  };
  return walk(value);
};

describe('stringifyAll', () => {
  const replacement = fc.oneof(
    fc.jsonValue(),
    fc.constant(undefined),
    fc.constant(() => 1),
    fc.constant(new Date(0)),
  );

  it('writes each of several values sharing parts exactly as JSON.stringify does', () => {
    const json = createJsonText();
    fc.assert(
      fc.property(
        fc.jsonValue(),
        fc.array(fc.array(fc.tuple(fc.nat(40), replacement), { maxLength: 4 }), {
          minLength: 1,
          maxLength: 5,
        }),
        (base, edits) => {
          const values = edits.map((list) =>
            list.reduce<unknown>((value, [at, by]) => editAt(value, at, by), base),
          );
          expect(json.stringifyAll(values)).toEqual(
            values.map((value) => JSON.stringify(value) ?? 'null'),
          );
        },
      ),
      { numRuns: 500 },
    );
  });

  it('writes what the values share once: a part in all of them is read once', () => {
    const json = createJsonText();
    let reads = 0;
    const common = {
      toJSON: () => {
        reads += 1;
        return 'common';
      },
    };
    const views = [0, 1, 2, 3].map((you) => ({ you, table: { common, stock: 40 }, hand: [you] }));
    const texts = json.stringifyAll(views);
    expect(reads).toBe(1);
    expect(texts).toEqual(views.map((view) => JSON.stringify(view)));
  });

  it('writes members missing from some values, and values of different kinds, each apart', () => {
    const json = createJsonText();
    const values = [
      { a: 1, b: undefined, c: [1, 2] },
      { a: 1, b: 2, c: [1, 2, 3] },
      { b: 2, a: 1, c: 'text' },
      [1, undefined, () => 1],
      [1, 2],
      undefined,
      null,
    ];
    expect(json.stringifyAll(values)).toEqual(
      values.map((value) => JSON.stringify(value) ?? 'null'),
    );
    expect(json.stringifyAll([])).toEqual([]);
  });
});

/** JSON text with every object's keys sorted: equal exactly when the data is the same. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_, v: unknown) =>
    typeof v === 'object' && v !== null && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );

describe('sameJson', () => {
  it('is true exactly when two JSON values hold the same data, keys in any order', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.jsonValue(), (a, b) => {
        expect(sameJson(a, b)).toBe(canonical(a) === canonical(b));
        expect(sameJson(a, structuredClone(a))).toBe(true);
      }),
    );
  });

  it('tells apart values one field apart, nested', () => {
    const status = { seats: [{ seat: 0, connected: true }], hands: [], deadline: null };
    expect(
      sameJson(status, { hands: [], deadline: null, seats: [{ connected: true, seat: 0 }] }),
    ).toBe(true);
    expect(sameJson(status, { ...status, seats: [{ seat: 0, connected: false }] })).toBe(false);
    expect(sameJson(status, { ...status, extra: 1 })).toBe(false);
    expect(sameJson([1, 2], [1, 2, 3])).toBe(false);
    expect(sameJson({ a: [] }, { a: {} })).toBe(false);
    expect(sameJson(status, undefined)).toBe(false);
  });
});

/**
 * The engines' part of the bargain: no array of a state is changed once made. Plays random
 * matches move by move and, after each move, writes every viewer's view through one shared
 * cache: a text reused for an array changed in place would differ from JSON.stringify's.
 */
const playChecked = <State, Action, Event, View>(
  game: Game<State, Action, Event, View>,
  profile: string,
  seed: number,
  moves: number,
): number => {
  const opened = openTable({ game, profile, seats: names(4), seed: xoroshiro(seed) });
  if (!opened.ok) throw new Error(opened.error.message);
  let table = opened.value;
  const json = createJsonText();
  let random = seed;
  let checked = 0;
  for (let move = 0; move < moves && !isOver(table); move++) {
    const seat = seatOnTurn(table);
    const legal = legalActionsFor(table, seat);
    random = (random * 1_103_515_245 + 12_345) % 2 ** 31;
    const step = submit(table, seat, legal[random % legal.length]);
    if (!step.ok) throw new Error(step.error.message);
    table = step.value.table;
    const messages = viewers(table).map((viewer) => ({
      type: 'messages',
      messages: step.value.delivered.get(viewer),
      view: game.view(table.state, viewer),
    }));
    // As a room writes them, side by side, and one by one.
    const expected = messages.map((message) => JSON.stringify(message));
    expect(json.stringifyAll(messages)).toEqual(expected);
    messages.forEach((message, i) => expect(json.stringify(message)).toBe(expected[i]));
    checked += messages.length;
  }
  return checked;
};

describe('the views of a match, through one shared cache', () => {
  it('Scala 40: every viewer’s text after every move is JSON.stringify’s', () => {
    let checked = 0;
    for (const seed of [1, 2, 3]) checked += playChecked(scala40Game, 'fisca-101', seed, 1_500);
    expect(checked).toBeGreaterThan(5_000);
  });

  it('Burraco: every viewer’s text after every move is JSON.stringify’s', () => {
    let checked = 0;
    for (const seed of [1, 2, 3, 4, 5])
      checked += playChecked(burracoGame, 'champion', seed, 1_500);
    expect(checked).toBeGreaterThan(5_000);
  });
});
