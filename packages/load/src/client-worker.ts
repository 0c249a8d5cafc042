/**
 * A client thread: the connections of its share of the groups, driven by the main thread's
 * commands (`threads.ts`). The load generator runs its clients in worker threads because one
 * thread saturates its core in the echo run, well before the echo server does.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { abuseClients } from './abuse-clients.js';
import type { ClientJob } from './clients.js';
import { echoClients } from './echo-clients.js';
import { createTally } from './recorder.js';
import { tavoloClients } from './tavolo-clients.js';
import type { Command, Reply } from './threads.js';

const port = parentPort;
if (!port) throw new Error('client-worker.js runs as a worker thread');
const tally = createTally();
const clientsOf = (job: ClientJob) => {
  switch (job.kind) {
    case 'tavolo':
      return tavoloClients(job, tally);
    case 'echo':
      return echoClients(job, tally);
    case 'abuse':
      return abuseClients(job, tally);
  }
};
const clients = clientsOf(workerData as ClientJob);
const reply = (message: Reply, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer);

port.on('message', (command: Command) => {
  switch (command) {
    case 'play':
      return clients.play();
    case 'start':
      return tally.start();
    case 'stop': {
      tally.stop();
      const part = tally.part();
      return reply({ type: 'part', part }, [part.latencyMs.buffer as ArrayBuffer]);
    }
    case 'close':
      clients.close();
      return reply({ type: 'closed' });
  }
});
reply({ type: 'connected', result: await clients.connect() });
