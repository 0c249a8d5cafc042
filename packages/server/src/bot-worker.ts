/**
 * The thread a bot pool starts: it answers each request with `chooseForSeat`, off the server's
 * event loop. It always runs compiled (dist/bot-worker.js), under `node` and under vitest alike.
 */
import { parentPort } from 'node:worker_threads';
import { chooseForSeat } from '@tavolo/bots';
import { type Result, type RuleError, err, PROCEDURE, ruleError } from '@tavolo/cards';
import type { WorkerAnswer, WorkerAsk } from './bot-pool.js';

const answer = ({ request }: WorkerAsk): Result<number, RuleError> => {
  try {
    const { game, bot, seed, view, legal, history, budget } = request;
    return chooseForSeat({
      game,
      bot,
      seed,
      prompt: { view, legal, ...(history && { history }) },
      ...(budget && { budget }),
    });
  } catch (error) {
    // A bot's bug costs its request, not the thread and the requests queued behind it.
    return err(ruleError('bot-failed', PROCEDURE, `the bot failed: ${String(error)}`));
  }
};

const port = parentPort;
if (!port) throw new Error('bot-worker.js runs in a worker thread that startBotPool starts');
port.on('message', (ask: WorkerAsk) => {
  const reply: WorkerAnswer = { id: ask.id, result: answer(ask) };
  port.postMessage(reply);
});
