/**
 * Every level of every game, by name: the one place the server, the simulator and the arena
 * look a bot up.
 */
import { burracoEsperto, burracoPrincipiante } from './burraco/index.js';
import { burracoCampione } from './burraco-search/index.js';
import type { BotLevel, BurracoPrompt, Decide, Scala40Prompt } from './level.js';
import { scala40Esperto, scala40Principiante } from './scala40/index.js';
import { scala40Campione } from './scala40-search/index.js';

export const SCALA40_LEVELS: Readonly<Record<BotLevel, Decide<Scala40Prompt>>> = {
  principiante: scala40Principiante,
  esperto: scala40Esperto,
  campione: scala40Campione,
};

export const BURRACO_LEVELS: Readonly<Record<BotLevel, Decide<BurracoPrompt>>> = {
  principiante: burracoPrincipiante,
  esperto: burracoEsperto,
  campione: burracoCampione,
};
