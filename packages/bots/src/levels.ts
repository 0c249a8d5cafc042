/**
 * Every level of every game, by name: the one place the server, the simulator and the arena
 * look a bot up.
 */
import { burracoEsperto, burracoPrincipiante } from './burraco/index.js';
import { burracoCampione } from './burraco-search/index.js';
import type { BotLevel, BurracoPrompt, Decide, Scala40Prompt } from './level.js';
import { scala40Campione } from './scala40-search/index.js';
import { chooseGreedyIndex } from './seat-bots.js';

/** A greedy choice the prompt cannot be read for is refused upstream; -1 says so here. */
const greedyScala40: Decide<Scala40Prompt> = (prompt) => {
  const chosen = chooseGreedyIndex('scala40', prompt.view, prompt.legal);
  return chosen.ok ? chosen.value : -1;
};

export const SCALA40_LEVELS: Readonly<Record<BotLevel, Decide<Scala40Prompt>>> = {
  principiante: greedyScala40,
  esperto: greedyScala40,
  campione: scala40Campione,
};

export const BURRACO_LEVELS: Readonly<Record<BotLevel, Decide<BurracoPrompt>>> = {
  principiante: burracoPrincipiante,
  esperto: burracoEsperto,
  campione: burracoCampione,
};
