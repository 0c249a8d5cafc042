import { describe, expect, it } from 'vitest';
import {
  DEEP_NESTING,
  HOSTILE_KINDS,
  OVERSIZED_BYTES,
  hostileId,
  hostileMessage,
  kindOfId,
  nestedArrays,
  withRawField,
} from './abuse-messages.js';

const depthOf = (text: string): number => {
  let depth = 0;
  let most = 0;
  for (const c of text) {
    if (c === '[' || c === '{') most = Math.max(most, ++depth);
    if (c === ']' || c === '}') depth -= 1;
  }
  return most;
};

describe('hostileMessage', () => {
  const legal = { type: 'discard', seat: 2, card: 17 };

  it('sends the issue poisoned action: a legal action with a field 7,000 arrays deep, under 16 KB', () => {
    const text = hostileMessage('deep', 3, 2, legal);
    expect(text.length).toBeLessThan(16 * 1024);
    expect(depthOf(text)).toBe(DEEP_NESTING + 2);
    expect(
      text.startsWith(
        '{"type":"act","id":"deep.3","action":{"type":"discard","seat":2,"card":17,"note":[[[',
      ),
    ).toBe(true);
  });

  it('builds every kind as the text its name says', () => {
    expect(Buffer.byteLength(hostileMessage('oversized', 1, 0, legal))).toBeGreaterThan(
      OVERSIZED_BYTES,
    );
    const parsed = (kind: (typeof HOSTILE_KINDS)[number]) =>
      JSON.parse(hostileMessage(kind, 1, 2, legal)) as {
        id: string;
        action: Record<string, unknown>;
      };
    expect(parsed('unknown-field').action).toMatchObject({ ...legal, note: expect.any(String) });
    expect(parsed('wrong-type').action).toEqual({ ...legal, seat: '2' });
    expect(parsed('other-seat').action).toEqual({ type: 'draw', seat: 3 });
    expect(parsed('time-out').action).toEqual({ type: 'time-out' });
    expect(parsed('clock-expired').action).toEqual({ type: 'clock-expired', side: 1 });
    expect(() => JSON.parse(hostileMessage('not-json', 1, 2, legal))).toThrow(SyntaxError);
    // Off turn, with nothing offered: the seat's own draw carries the junk.
    expect(JSON.parse(hostileMessage('unknown-field', 1, 1, undefined))).toMatchObject({
      action: { type: 'draw', seat: 1 },
    });
    for (const kind of HOSTILE_KINDS.filter((k) => k !== 'not-json'))
      expect(parsed(kind).id).toBe(`${kind}.1`);
  });

  it('names the kind in the request id', () => {
    for (const kind of [...HOSTILE_KINDS, 'clean' as const])
      expect(kindOfId(hostileId(kind, 42))).toBe(kind);
    expect(kindOfId('7')).toBeUndefined();
    expect(kindOfId(undefined)).toBeUndefined();
  });

  it('adds a raw field to an action', () => {
    expect(withRawField({ type: 'draw', seat: 1 }, 'x', nestedArrays(2))).toBe(
      '{"type":"draw","seat":1,"x":[[]]}',
    );
  });
});
