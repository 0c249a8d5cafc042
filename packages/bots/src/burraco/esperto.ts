/**
 * Level 2, Esperto: the meld planner (`planner.ts`) over the seat's cards and its line's melds,
 * card tracking from the hand's history (`tracking.ts`), discards that do not feed the next
 * opponent (`discard.ts`), partner play and the end of the hand, all read off the prompt:
 *
 * - the risk of the end of the hand (the share of a card's points in hand counted as lost)
 *   grows as the stock runs low and when the opponents may close (art. 18: their pozzetto
 *   taken and the burrachi their closing needs on the table): then it lays its points down;
 * - before its line's pozzetto it goes down towards it (art. 18: "in diretta" or "con lo
 *   scarto"); after it, while its line cannot close, it keeps cards in hand to build on and to
 *   discard safely, rather than strip its hand;
 * - it closes when closing pays: the bonus (art. 19) and the opponents' cards caught in hand,
 *   less its partner's cards, which count against its line (art. 19);
 * - it takes the pile when the plan with the pile is worth more than a card from the stock,
 *   counting the pile it denies the next opponent.
 */
import { type Action, extendMeld, readMeld } from '@tavolo/burraco';
import type { BurracoPrompt, Decide } from '../level.js';
import { fitsAny } from './cards.js';
import { discardIndex } from './discard.js';
import {
  type Outlook,
  type Position,
  type Step,
  applyStep,
  canClose,
  plan,
  positionValue,
  stepGain,
} from './planner.js';
import { type Table, opponents, readTable } from './table.js';
import { type Tracking, track } from './tracking.js';

/** How near the end of the hand is, from the stock and the opponents' state (0.3 to 1). */
export const endRisk = (table: Table): number => {
  let risk = table.stock < 8 ? 0.9 : table.stock < 20 ? 0.5 : 0.3;
  const side = 1 - table.side;
  if (table.pozzettoTaken[side]) {
    const theirs = table.theirs.map((m) => m.meld);
    const fewest = Math.min(...opponents(table).map((s) => table.handSizes[s] ?? 11));
    if (canClose(theirs, table.rules)) risk = Math.max(risk, fewest <= 4 ? 1.2 : 1);
    else if (fewest <= 3) risk = Math.max(risk, 0.6);
  }
  return risk;
};

export const outlookOf = (table: Table): Outlook => {
  const risk = endRisk(table);
  const partnerCards = table.partner === null ? 0 : (table.handSizes[table.partner] ?? 0);
  const theirCards = opponents(table).reduce((n, s) => n + (table.handSizes[s] ?? 0), 0);
  const theyLackPozzetto = !table.pozzettoTaken[1 - table.side];
  const closingValue =
    table.rules.closingBonus +
    6 * theirCards +
    (theyLackPozzetto ? table.rules.pozzettoNotTakenPenalty / 2 : 0) -
    12 * partnerCards * (1 - Math.min(1, risk));
  return {
    rules: table.rules,
    risk,
    pozzetto: table.pozzettoTaken[table.side],
    closingValue,
    keep: risk >= 0.9 ? 0 : 3,
  };
};

const positionOf = (table: Table): Position => ({
  melds: table.own.map((m) => m.meld),
  hand: table.hand,
});

/** A legal meld or lay-off as a planner step, or undefined. */
const stepOf = (table: Table, action: Action): Step | undefined => {
  if (action.type === 'meld') {
    const read = readMeld(action.cards, table.rules, action.matta);
    return read.ok ? { at: -1, cards: action.cards, meld: read.value } : undefined;
  }
  if (action.type !== 'lay-off') return undefined;
  const at = table.own.findIndex((m) => m.id === action.meld);
  const target = table.own[at];
  if (!target) return undefined;
  const read = extendMeld(target.meld, action.cards, table.rules, action.matta);
  return read.ok ? { at, cards: action.cards, meld: read.value } : undefined;
};

/** Candidates searched further after their first step. */
const FOLLOWED = 4;

const playChoice = (table: Table, tracking: Tracking, outlook: Outlook): number => {
  const start = positionOf(table);
  const scored: { index: number; step: Step; gain: number }[] = [];
  table.legal.forEach((action, index) => {
    const step = stepOf(table, action);
    if (step) scored.push({ index, step, gain: stepGain(start, step, outlook) });
  });
  scored.sort((a, b) => b.gain - a.gain);
  let best = -1;
  let bestValue = 0.5;
  if (table.owed.length > 0) bestValue = -Infinity;
  for (const c of scored.slice(0, FOLLOWED)) {
    const rest = plan(applyStep(start, c.step), outlook, 3, 20);
    const value = c.gain + rest.gain;
    if (value > bestValue) {
      best = c.index;
      bestValue = value;
    }
  }
  if (best >= 0) return best;
  const discard = discardIndex(table, tracking, outlook);
  return discard >= 0 ? discard : (scored[0]?.index ?? 0);
};

/** Per card added to the hand: the material to build on while the hand goes on. */
const material = (outlook: Outlook): number => 8 * Math.max(0, 1 - outlook.risk);

const drawChoice = (table: Table, outlook: Outlook): number => {
  const draw = table.legal.findIndex((a) => a.type === 'draw');
  const take = table.legal.findIndex((a) => a.type === 'take-pile');
  if (take < 0) return draw >= 0 ? draw : 0;
  if (draw < 0) return take;
  const now = positionOf(table);
  const withPile: Position = { melds: now.melds, hand: [...now.hand, ...table.pile] };
  const valueNow = positionValue(now, outlook) + plan(now, outlook, 3, 20).gain;
  const valueTaken = positionValue(withPile, outlook) + plan(withPile, outlook, 3, 25).gain;
  // The pile left for the next opponent: the cards of it his line lays off.
  const denied = table.pile.filter((c) => fitsAny(table.theirs, c, table.rules)).length;
  const takeScore = valueTaken - valueNow + material(outlook) * table.pile.length + 12 * denied;
  const drawScore = material(outlook) - outlook.risk * 8 - (outlook.pozzetto ? 0 : 9);
  return takeScore > drawScore + 5 ? take : draw;
};

export const burracoEsperto: Decide<BurracoPrompt> = (prompt) => {
  const table = readTable(prompt);
  if (!table) return -1;
  const outlook = outlookOf(table);
  if (table.phase === 'draw') return drawChoice(table, outlook);
  return playChoice(table, track(table, prompt.history), outlook);
};
