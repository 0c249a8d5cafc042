/**
 * The thread a hand archiver starts: it replays each table's log it is sent into the table's
 * archive (`archiveMatch`), off the server's event loop. It always runs compiled
 * (dist/hand-archiver-worker.js), under `node` and under vitest alike.
 */
import { parentPort } from 'node:worker_threads';
import { type Result, type RuleError, err, PROCEDURE, ruleError } from '@tavolo/cards';
import type { ArchiverAnswer, ArchiverAsk } from './hand-archiver.js';
import { type MatchArchive, archiveMatch } from './match-archive.js';

const answer = ({ request }: ArchiverAsk): Result<MatchArchive, RuleError> => {
  try {
    return archiveMatch(request);
  } catch (error) {
    // One table's bad log costs its request, not the thread and the requests queued behind it.
    return err(ruleError('replay-failed', PROCEDURE, `the replay failed: ${String(error)}`));
  }
};

const port = parentPort;
if (!port)
  throw new Error('hand-archiver-worker.js runs in a thread that startHandArchiver starts');
port.on('message', (ask: ArchiverAsk) => {
  const reply: ArchiverAnswer = { id: ask.id, result: answer(ask) };
  port.postMessage(reply);
});
