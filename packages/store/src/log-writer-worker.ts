/**
 * The thread of `log-writer.ts`: one connection to the SQLite file, appending the batches in
 * the order they arrive, one transaction (and one fsync) each, with statements prepared once
 * (`sqlite-append.ts`).
 */
import { parentPort, workerData } from 'node:worker_threads';
import type Sqlite from 'better-sqlite3';
import { openSqlite } from './connect.js';
import { sqliteWriter } from './sqlite-append.js';
import type { WriterAnswer, WriterAsk, WriterReady } from './log-writer.js';

const port = parentPort;
if (port === null) throw new Error('log-writer-worker runs as a worker thread');
const { file } = workerData as { readonly file: string };

const ready = (message: WriterReady) => port.postMessage(message);

const opened = (():
  { database: Sqlite.Database; writer: ReturnType<typeof sqliteWriter> } | string => {
  try {
    const database = openSqlite(file);
    return { database, writer: sqliteWriter(database) };
  } catch (error) {
    return String(error);
  }
})();

const serve = (database: Sqlite.Database, writer: ReturnType<typeof sqliteWriter>): void => {
  // Each append runs to its end before the next message is read: they commit in the order sent.
  port.on('message', (ask: WriterAsk) => {
    if ('close' in ask) {
      database.close();
      port.close();
      return;
    }
    let answer: WriterAnswer;
    try {
      answer = ask.each
        ? { id: ask.id, results: writer.appendEach(ask.batches) }
        : { id: ask.id, result: writer.append(ask.batches) };
    } catch (error) {
      answer = { id: ask.id, failure: `the store failed: ${String(error)}` };
    }
    port.postMessage(answer);
  });
};

// A file that cannot be opened is answered with its reason, and the thread then ends by itself
// (nothing listens on the port). Throwing instead would race the reason: the worker's 'error'
// reaches the parent on another channel, at times before this message.
if (typeof opened === 'string') ready({ ready: false, failure: opened });
else {
  ready({ ready: true });
  serve(opened.database, opened.writer);
}
