import { type Result, err, ok } from '@tavolo/cards';
import type { GameAppend, StoreError } from '@tavolo/store';
import { describe, expect, it } from 'vitest';
import { createJournal } from './journal.js';

const write = (tableId: string, expectedSeq = 0): GameAppend => ({
  tableId,
  expectedSeq,
  records: [{ kind: 'move', at: '2026-11-24T03:00:00.000Z', data: { tableId } }],
});

/** A store's append that holds each call until the test lets it answer. */
const heldStore = () => {
  const calls: { batches: readonly GameAppend[]; answer: (r: Result<void, StoreError>) => void }[] =
    [];
  const append = (batches: readonly GameAppend[]) =>
    new Promise<Result<void, StoreError>>((answer) => calls.push({ batches, answer }));
  return { calls, append };
};

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('the journal (group commit)', () => {
  it('writes the moves of one turn of the event loop, of every table, in one append', async () => {
    const store = heldStore();
    const journal = createJournal(store.append);
    const written = [
      journal.write(write('a')),
      journal.write(write('b')),
      journal.write(write('c')),
    ];
    await turn();
    expect(store.calls.map((c) => c.batches.map((b) => b.tableId))).toEqual([['a', 'b', 'c']]);
    store.calls[0]?.answer(ok(undefined));
    expect(await Promise.all(written)).toEqual([ok(undefined), ok(undefined), ok(undefined)]);
  });

  it('keeps one append in flight: what comes meanwhile waits, then goes in one append', async () => {
    const store = heldStore();
    const observed: number[] = [];
    const journal = createJournal(store.append, (_, tables) => observed.push(tables));
    const first = journal.write(write('a'));
    await turn();
    const later = [journal.write(write('b')), journal.write(write('c'))];
    await turn();
    await turn();
    expect(store.calls).toHaveLength(1);
    store.calls[0]?.answer(ok(undefined));
    expect(await first).toEqual(ok(undefined));
    await turn();
    expect(store.calls.map((c) => c.batches.map((b) => b.tableId))).toEqual([['a'], ['b', 'c']]);
    store.calls[1]?.answer(ok(undefined));
    expect(await Promise.all(later)).toEqual([ok(undefined), ok(undefined)]);
    expect(observed).toEqual([1, 2]);
    // Idle again: the next write starts an append of its own.
    const next = journal.write(write('d'));
    await turn();
    expect(store.calls).toHaveLength(3);
    store.calls[2]?.answer(ok(undefined));
    expect(await next).toEqual(ok(undefined));
  });

  it('hands the next group to the store before it answers the writers of the last', async () => {
    const store = heldStore();
    const journal = createJournal(store.append);
    const first = journal.write(write('a'));
    await turn();
    const second = journal.write(write('b'));
    let withTheStore: string[][] | undefined;
    void first.then(() => {
      withTheStore = store.calls.map((c) => c.batches.map((b) => b.tableId));
    });
    store.calls[0]?.answer(ok(undefined));
    expect(await first).toEqual(ok(undefined));
    // When the first writer learnt of its commit, the group that waited was with the store.
    expect(withTheStore).toEqual([['a'], ['b']]);
    store.calls[1]?.answer(ok(undefined));
    expect(await second).toEqual(ok(undefined));
  });

  it("answers every writer of the group with the store's refusal", async () => {
    const store = heldStore();
    const journal = createJournal(store.append);
    const written = [journal.write(write('a')), journal.write(write('b', 3))];
    await turn();
    const conflict: StoreError = {
      code: 'conflict',
      message: 'b is at 0',
      tableId: 'b',
      expectedSeq: 3,
      lastSeq: 0,
    };
    const refusal = err(conflict);
    store.calls[0]?.answer(refusal);
    expect(await Promise.all(written)).toEqual([refusal, refusal]);
  });

  it('answers store-failed to every writer when the store throws, and goes on afterwards', async () => {
    let failing = true;
    const journal = createJournal(async () => {
      if (failing) throw new Error('disk full');
      return ok(undefined);
    });
    const written = await Promise.all([journal.write(write('a')), journal.write(write('b'))]);
    for (const result of written)
      expect(result).toMatchObject({
        ok: false,
        error: { code: 'store-failed', message: expect.stringContaining('disk full') },
      });
    failing = false;
    expect(await journal.write(write('a'))).toEqual(ok(undefined));
  });
});
