/**
 * The bridge bot behind `chooseForSeat`: the prompt comes from outside (a worker thread, the
 * server) and is checked before the bot reads it. Every level plays the same bot for now.
 */
import type { Action, BoardView, BridgeEvent } from '@tavolo/bridge';
import { isCard52 } from '@tavolo/cards';
import { chooseBridgeAction } from './bot.js';

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null;

const isSeat = (value: unknown): boolean =>
  value === 0 || value === 1 || value === 2 || value === 3;

const isCards = (value: unknown): boolean => Array.isArray(value) && value.every(isCard52);

/** The least the bot reads without checking: a seat's `BoardView`. */
export const readableBridgeView = (view: unknown): view is BoardView =>
  isRecord(view) &&
  isSeat(view['you']) &&
  typeof view['phase'] === 'string' &&
  Array.isArray(view['auction']) &&
  view['auction'].every((m) => isRecord(m) && isSeat(m['seat']) && isRecord(m['call'])) &&
  isCards(view['hand']) &&
  (view['dummyHand'] === null || isCards(view['dummyHand'])) &&
  Array.isArray(view['tricks']) &&
  view['tricks'].every(
    (t) =>
      isRecord(t) &&
      (t['cards'] === null ||
        (Array.isArray(t['cards']) &&
          t['cards'].every((p) => isRecord(p) && isSeat(p['seat']) && isCard52(p['card'])))),
  );

/**
 * The index of the bridge bot's choice in `legal`, or -1 when the prompt is not a bridge
 * seat's or the bot has no action to make.
 */
export const bridgeDecide = (
  view: unknown,
  legal: readonly unknown[],
  history: readonly unknown[],
  seed: number,
): number => {
  if (!readableBridgeView(view)) return -1;
  if (!legal.every((a) => isRecord(a) && typeof a['type'] === 'string')) return -1;
  const events = history.filter(
    (e): e is BridgeEvent =>
      isRecord(e) && (e['type'] !== 'played' || (isSeat(e['seat']) && isCard52(e['card']))),
  );
  try {
    return chooseBridgeAction(view, legal as readonly Action[], seed, events);
  } catch {
    // A view that passed the checks but is inconsistent (forged by hand, say).
    return -1;
  }
};

/**
 * `chooseForSeat`'s bridge branch: `random` (for the `random` bot) picks uniformly among the
 * calls and cards, else the bridge bot decides; -1 when there is nothing it would do.
 */
export const bridgeForSeat = (
  prompt: {
    readonly view: unknown;
    readonly legal: readonly unknown[];
    readonly history?: unknown;
  },
  random: ((count: number) => number) | null,
  seed: number,
): number => {
  const history = Array.isArray(prompt.history) ? prompt.history : [];
  if (random !== null) {
    const moves = prompt.legal.flatMap((a, i) =>
      isRecord(a) && (a['type'] === 'call' || a['type'] === 'play') ? [i] : [],
    );
    if (moves.length > 0) return moves[random(moves.length)] ?? -1;
  }
  return bridgeDecide(prompt.view, prompt.legal, history, seed);
};
