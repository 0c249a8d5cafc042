/**
 * Level 1, Principiante: the greedy player (take a pile of three cards or more, meld the most
 * cards at once, lay off, discard the costliest loose card) with its obvious mistakes removed,
 * each found by watching it play (`scripts/watch.ts`) and named in its test:
 *
 * 1. `feed`: it discarded cards the opponents' line lays off on its melds (three discards in
 *    ten): a discard that fits an opponents' meld is the last choice.
 * 2. `matta`: a matta is never discarded while another card may be.
 * 3. `pile-matta`: a pile of one or two cards holding a matta is taken (art. 9 lets it be
 *    taken only when a taken card can be played, and a matta is worth 20 or 30 on the table).
 * 4. `thrift`: it spent a matta on almost half its melds, which spoils the pulito (art. 14) for
 *    nothing: a meld or lay-off with a matta is played only when nothing natural is, and then
 *    only to complete a burraco, to reach the pozzetto (art. 18), when the stock runs low, or
 *    to meet the pile obligation (art. 9).
 * 5. `stuck`: after its line's pozzetto it played down to one or two cards with no burraco to
 *    close on (art. 18), and then could only draw and discard: it keeps three cards until its
 *    line can close.
 */
import {
  type Action,
  type BurracoKind,
  type Meld,
  type MeldRules,
  burracoKind,
  extendMeld,
  isMatta,
  meetsRequirement,
  readMeld,
} from '@tavolo/burraco';
import type { CardId } from '@tavolo/cards';
import { connections } from '../hand-shape.js';
import type { BurracoPrompt, Decide } from '../level.js';
import { fitsAny, points } from './cards.js';
import { type Table, readTable } from './table.js';

/** The smallest pile taken without a matta in it: a single card rarely pays its obligation. */
const PILE_MIN = 3;
/** Cards kept in hand after the pozzetto while the line cannot close (mistake 5). */
const KEEP = 3;
/** Below this stock a matta is played wherever it fits: held at the end it costs its points. */
const LATE_STOCK = 12;

type Play = Extract<Action, { type: 'meld' | 'lay-off' }>;

/** The line's melds after `play` (undefined if the play cannot be read). */
export const meldsAfter = (table: Table, play: Play): Meld[] | undefined => {
  const rules: MeldRules = table.rules;
  const melds = table.own.map((m) => m.meld);
  if (play.type === 'meld') {
    const read = readMeld(play.cards, rules, play.matta);
    return read.ok ? [...melds, read.value] : undefined;
  }
  const at = table.own.findIndex((m) => m.id === play.meld);
  const target = table.own[at];
  if (!target) return undefined;
  const read = extendMeld(target.meld, play.cards, rules, play.matta);
  if (!read.ok) return undefined;
  const after = melds.slice();
  after[at] = read.value;
  return after;
};

/** Whether a line with `melds` has the burrachi its closing needs (art. 18). */
export const canCloseWith = (table: Table, melds: readonly Meld[]): boolean => {
  const kinds: BurracoKind[] = [];
  for (const m of melds) {
    const kind = burracoKind(m, table.rules);
    if (kind !== null) kinds.push(kind);
  }
  return meetsRequirement(kinds, table.rules.closingRequirement);
};

/** The largest meld reached by `play`, in cards. */
const sizeAfter = (table: Table, play: Play): number => {
  if (play.type === 'meld') return play.cards.length;
  const target = table.own.find((m) => m.id === play.meld);
  return (target?.meld.cards.length ?? 0) + play.cards.length;
};

const usesMatta = (play: Play): boolean => play.cards.some(isMatta);

/** Mistakes 4 and 5: whether the greedy play is one the principiante still makes. */
const allowed = (table: Table, play: Play): boolean => {
  const left = table.hand.length - play.cards.length;
  if (table.pozzettoTaken[table.side] && left < KEEP) {
    const after = meldsAfter(table, play);
    if (!after || !canCloseWith(table, after)) return false;
  }
  if (!usesMatta(play)) return true;
  return (
    sizeAfter(table, play) >= table.rules.burracoMinCards ||
    (!table.pozzettoTaken[table.side] && left <= 2) ||
    table.stock < LATE_STOCK
  );
};

const bestIndex = (
  legal: readonly Action[],
  score: (a: Action, i: number) => number | undefined,
): number => {
  let best = -1;
  let bestScore = -Infinity;
  for (let i = 0; i < legal.length; i++) {
    const s = score(legal[i] as Action, i);
    if (s !== undefined && s > bestScore) {
      best = i;
      bestScore = s;
    }
  }
  return best;
};

const drawChoice = (table: Table): number => {
  const take = table.legal.findIndex((a) => a.type === 'take-pile');
  if (take >= 0 && (table.pile.length >= PILE_MIN || table.pile.some(isMatta))) return take;
  const draw = table.legal.findIndex((a) => a.type === 'draw');
  return draw >= 0 ? draw : 0;
};

const playChoice = (table: Table): number => {
  const legal = table.legal;
  const isPlay = (a: Action): a is Play => a.type === 'meld' || a.type === 'lay-off';
  // Natural melds, the largest first; natural lay-offs; then the plays with a matta it allows.
  const natural = bestIndex(legal, (a) =>
    isPlay(a) && !usesMatta(a) && allowed(table, a)
      ? (a.type === 'meld' ? 100 : 0) + a.cards.length
      : undefined,
  );
  if (natural >= 0) return natural;
  const wild = bestIndex(legal, (a) =>
    isPlay(a) && allowed(table, a) ? sizeAfter(table, a) : undefined,
  );
  if (wild >= 0) return wild;
  // The pile obligation (art. 9) leaves no discard: any play that meets it.
  if (table.owed.length > 0) {
    const any = bestIndex(legal, (a) => (isPlay(a) ? a.cards.length : undefined));
    if (any >= 0) return any;
  }
  return discardChoice(table);
};

/** What keeping a card costs: its points, less for connected cards (the greedy rule). */
const keepCost = (card: CardId, table: Table): number =>
  points(card, table.rules.cardValues) - 4 * connections(card, table.hand);

const discardChoice = (table: Table): number => {
  const rules = table.rules;
  const theirs = table.theirs;
  const index = bestIndex(table.legal, (a) => {
    if (a.type !== 'discard') return undefined;
    // Mistakes 1 and 2: a matta, then a card the opponents lay off, come last.
    const matta = isMatta(a.card) ? 10_000 : 0;
    const feeds = !isMatta(a.card) && fitsAny(theirs, a.card, rules) ? 1_000 : 0;
    return keepCost(a.card, table) - matta - feeds;
  });
  return index >= 0 ? index : 0;
};

export const burracoPrincipiante: Decide<BurracoPrompt> = (prompt) => {
  const table = readTable(prompt);
  if (!table) return -1;
  return table.phase === 'draw' ? drawChoice(table) : playChoice(table);
};
