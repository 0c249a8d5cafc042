/**
 * The offline bridge board as React state: the player's actions apply at once; then the bots
 * act one at a time, a moment apart, and a little longer once a trick is complete, so the player
 * sees every call and card, and the four cards of a trick before they are quitted.
 */
import type { Action } from '@tavolo/bridge';
import type { RuleError } from '@tavolo/cards';
import { useCallback, useEffect, useState } from 'react';
import { type OfflineBoard, botStep, nextBotAction, playerAct } from './offline-board.js';

/** Milliseconds between two bot actions, and after the fourth card of a trick. */
export interface Pace {
  readonly step: number;
  readonly trick: number;
}
export const DEFAULT_PACE: Pace = { step: 450, trick: 1300 };

const trickJustCompleted = (board: OfflineBoard): boolean => {
  const last = board.state.tricks[board.state.tricks.length - 1];
  return last !== undefined && last.cards.length === 4;
};

export const useOfflineBoard = (start: OfflineBoard, pace: Pace = DEFAULT_PACE) => {
  const [board, setBoard] = useState(start);
  const [refusal, setRefusal] = useState<RuleError | null>(null);

  // The bots' next action, after a pause: each render with one owed schedules it.
  const owed = nextBotAction(board) !== undefined;
  useEffect(() => {
    if (!owed) return;
    const delay =
      trickJustCompleted(board) && board.state.phase === 'play' ? pace.trick : pace.step;
    const timer = setTimeout(() => setBoard((b) => botStep(b) ?? b), delay);
    return () => clearTimeout(timer);
  }, [board, owed, pace]);

  const act = useCallback(
    (action: Action) => {
      const next = playerAct(board, action);
      setRefusal(next.ok ? null : next.error);
      if (next.ok) setBoard(next.value);
    },
    [board],
  );

  return { board, refusal, act, botsThinking: owed };
};
