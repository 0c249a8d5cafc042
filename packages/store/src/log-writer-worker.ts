/**
 * The thread of `log-writer.ts`: one connection to the SQLite file, appending the batches in
 * the order they arrive, one transaction (and one fsync) each.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { connect } from './connect.js';
import { gameLogStoreOn } from './games.js';
import type { WriterAnswer, WriterAsk, WriterReady } from './log-writer.js';

const port = parentPort;
if (port === null) throw new Error('log-writer-worker runs as a worker thread');
const { file } = workerData as { readonly file: string };

const ready = (message: WriterReady) => port.postMessage(message);

let db: ReturnType<typeof connect>;
try {
  db = connect({ kind: 'sqlite', file });
} catch (error) {
  ready({ ready: false, failure: String(error) });
  throw error;
}
const games = gameLogStoreOn(db);
ready({ ready: true });

/** The appends one after another, as the journal sent them. */
let queue = Promise.resolve();

port.on('message', (ask: WriterAsk) => {
  queue = queue.then(async () => {
    if ('close' in ask) {
      await db.destroy();
      port.close();
      return;
    }
    let answer: WriterAnswer;
    try {
      answer = { id: ask.id, result: await games.append(ask.batches) };
    } catch (error) {
      answer = { id: ask.id, failure: `the store failed: ${String(error)}` };
    }
    port.postMessage(answer);
  });
});
