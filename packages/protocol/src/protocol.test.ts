import { describe, expect, it } from 'vitest';
import { MAX_MESSAGE_DEPTH } from './json-depth.js';
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

  it('reads a pace and a closed count, and refuses a pace none of the four (issue 18)', () => {
    expect(parseClientMessage('{"type":"pace","id":"p1","pace":"fast"}')).toEqual({
      ok: true,
      value: { type: 'pace', id: 'p1', pace: 'fast' },
    });
    expect(parseClientMessage('{"type":"count-closed","hand":3}')).toEqual({
      ok: true,
      value: { type: 'count-closed', hand: 3 },
    });
    const turbo = parseClientMessage('{"type":"pace","id":"p1","pace":"turbo"}');
    expect(turbo).toMatchObject({ ok: false, error: { code: 'bad-message' } });
    expect(!turbo.ok && turbo.error.message).toMatch(
      /^pace: .*'slow' \| 'normal' \| 'fast' \| 'instant'/,
    );
    expect(parseClientMessage('{"type":"count-closed","hand":0}')).toMatchObject({ ok: false });
  });

  it('reads an act whose action parses under an engine’s schema', () => {
    const text = JSON.stringify({ type: 'act', id: 'r1', action: { type: 'draw', seat: 0 } });
    expect(parseClientMessage(text)).toMatchObject({ ok: true, value: { id: 'r1' } });
  });

  it('refuses an action with a 1 KB junk field, naming the field', () => {
    const action = { type: 'discard', seat: 1, card: 7, junk: 'J'.repeat(1024) };
    const parsed = parseClientMessage(JSON.stringify({ type: 'act', id: 'r1', action }));
    expect(parsed).toMatchObject({ ok: false, error: { code: 'bad-message' } });
    expect(!parsed.ok && parsed.error.message).toMatch(/^action: .*'junk'/);
  });

  it('names what is wrong in an action, not that the other engine has no such type', () => {
    const message = (action: unknown) => {
      const parsed = parseClientMessage(JSON.stringify({ type: 'act', id: 'r1', action }));
      return parsed.ok ? '' : parsed.error.message;
    };
    expect(message({ type: 'take-pile', seat: 'me' })).toMatch(/^action\.seat: /);
    expect(message({ type: 'meld', seat: 0, cards: [1, 2, 999] })).toMatch(/^action\.cards\.2: /);
    expect(message({ type: 'teleport', seat: 0 })).toMatch(
      /^action\.type: an action's type is one of .*take-pile/,
    );
  });

  it('refuses an action carrying a junk field nested 7,000 arrays deep, before parsing it', () => {
    const deep = `${'['.repeat(7000)}${']'.repeat(7000)}`;
    const text = `{"type":"act","id":"r1","action":{"type":"draw","seat":0,"junk":${deep}}}`;
    expect(parseClientMessage(text)).toMatchObject({
      ok: false,
      error: {
        code: 'bad-message',
        message: `a message nests at most ${MAX_MESSAGE_DEPTH} levels deep`,
      },
    });
    expect(requestIdOf(text)).toBe('r1');
  });

  it('reads the deepest action there is, a Scala 40 opening with a joker', () => {
    const joker = { id: 52, as: { rank: 3, suit: 'H' } };
    const action = { type: 'open', seat: 0, melds: [[{ id: 0 }, { id: 1 }, joker]] };
    const text = JSON.stringify({ type: 'act', id: 'r1', action });
    expect(parseClientMessage(text)).toEqual({
      ok: true,
      value: { type: 'act', id: 'r1', action },
    });
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
    [
      'a prototype in an action',
      '{"type":"act","id":"r1","action":{"type":"draw","seat":0,"__proto__":{"card":1}}}',
    ],
    ['an action of no engine', '{"type":"act","id":"r1","action":{"type":"pass","seat":0}}'],
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
