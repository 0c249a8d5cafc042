/** For the tests: clients played for a while inside their tally's window. Not part of the tool. */
import { setTimeout as sleep } from 'node:timers/promises';
import type { Clients } from './clients.js';
import type { Tally, TallyPart } from './recorder.js';

/** Plays the connected `clients` for `ms`, counting in `tally`, then closes them: the counts. */
export const playFor = async (clients: Clients, tally: Tally, ms: number): Promise<TallyPart> => {
  tally.start();
  clients.play();
  await sleep(ms);
  tally.stop();
  clients.close();
  return tally.part();
};
