import { describe, expect, it } from 'vitest';
import { parseClientMessage, requestIdOf, serverMessageSchema } from './protocol.js';

describe('parseClientMessage', () => {
  it('reads a hello, resuming or not, as a player or a spectator', () => {
    expect(parseClientMessage('{"type":"hello","table":"t1","since":40}')).toEqual({
      ok: true,
      value: { type: 'hello', table: 't1', since: 40 },
    });
    expect(parseClientMessage('{"type":"hello","table":"t1","watch":true}')).toMatchObject({
      ok: true,
      value: { watch: true },
    });
  });

  it('reads an act, leaving the action itself to the engine', () => {
    const text = JSON.stringify({ type: 'act', id: 'r1', action: { type: 'draw', seat: 0 } });
    expect(parseClientMessage(text)).toMatchObject({ ok: true, value: { id: 'r1' } });
  });

  it.each([
    ['not JSON', '{"type":'],
    ['not an object', '[1,2]'],
    ['an unknown type', '{"type":"shout"}'],
    ['a seat: the account decides it', '{"type":"hello","table":"t1","seat":0}'],
    ['a table id with a slash', '{"type":"hello","table":"../t1"}'],
    ['a fractional since', '{"type":"hello","table":"t1","since":0.5}'],
    ['a negative since', '{"type":"hello","table":"t1","since":-1}'],
    ['an act without action', '{"type":"act","id":"r1"}'],
    ['an act with an empty id', '{"type":"act","id":"","action":{}}'],
    ['an unknown field', '{"type":"act","id":"r1","action":{},"seat":3}'],
  ])('refuses %s as bad-message, citing the procedure', (_, text) => {
    expect(parseClientMessage(text)).toMatchObject({
      ok: false,
      error: { code: 'bad-message', article: 'Tavolo' },
    });
  });
});

describe('requestIdOf', () => {
  it('finds the id of a refused request, when it has a usable one', () => {
    expect(requestIdOf('{"type":"act","id":"r9"}')).toBe('r9');
    expect(requestIdOf('{"id":7}')).toBeUndefined();
    expect(requestIdOf('null')).toBeUndefined();
    expect(requestIdOf('{oops')).toBeUndefined();
  });
});

describe('serverMessageSchema', () => {
  it('requires the event of a visible message and forbids one on a placeholder', () => {
    const messages = (m: unknown) =>
      serverMessageSchema.safeParse({ type: 'messages', messages: [m], view: null });
    expect(messages({ version: 3, hidden: false, event: { type: 'drew' } }).success).toBe(true);
    expect(messages({ version: 3, hidden: true }).success).toBe(true);
    expect(messages({ version: 3, hidden: false }).success).toBe(false);
    expect(messages({ version: 3, hidden: true, event: { card: 5 } }).success).toBe(false);
  });
});
