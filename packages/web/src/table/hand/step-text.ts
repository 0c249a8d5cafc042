/**
 * A replay's step in words, in the page's language. The table's move log says most moves; a
 * replay also shows what only one seat saw at the table (each deal, every card drawn, the
 * pozzetto's cards), which it says here with every card named.
 */
import type { TFunction } from 'i18next';
import type { Game } from '../games/model.js';
import { cardName } from '../card.js';
import { forcedMoveText, moveText } from '../move-text.js';

interface StepEvent {
  readonly type: string;
  readonly seat?: number;
  readonly card?: number;
  readonly cards?: readonly number[];
}

const isStepEvent = (value: unknown): value is StepEvent =>
  typeof value === 'object' && value !== null && typeof (value as StepEvent).type === 'string';

interface Step {
  readonly event?: unknown;
  readonly text: string;
  /** The clock made the move in the seat's name (BUR-CH art. 46). */
  readonly forced?: boolean;
}

/**
 * The step in words; the server's Italian text when the event is one this page does not know.
 * A move the clock made when the seat's time ran out says so, as in the table's move log.
 */
export const stepText = (
  t: TFunction,
  game: Game,
  step: Step,
  players: readonly string[],
): string => {
  const text = eventText(t, game, step, players);
  return step.forced === true ? forcedMoveText(t, text) : text;
};

const eventText = (t: TFunction, game: Game, step: Step, players: readonly string[]): string => {
  const event = step.event;
  if (!isStepEvent(event)) return step.text;
  const player = players[event.seat ?? -1] ?? '?';
  switch (event.type) {
    case 'seats-drawn':
      return t('hand:replay.seatsDrawn');
    case 'dealt':
      return t('hand:replay.dealt', { player, count: event.cards?.length ?? 0 });
    case 'drew-card':
      return event.card === undefined
        ? step.text
        : t('hand:replay.drewCard', { player, card: cardName(t, event.card) });
    case 'pozzetto-cards':
      return t('hand:replay.pozzettoCards', { player, count: event.cards?.length ?? 0 });
    default:
      return moveText(t, game, event, players, null) ?? step.text;
  }
};
