/**
 * The lobby's words for what the server sends as codes: a profile spec, a time control, a
 * refusal of the account and lobby routes. Pure functions of `t`, so that they can be tested
 * and shared by the lobby, the login page and the games list.
 */
import type { GameName, Pace, Slot, TimeControl } from '@tavolo/protocol';
import type { TFunction } from 'i18next';
import { parseProfileSpec } from './profiles.js';

/** `fisca-101+a+c` → "Scala 40 a 101 (FISCA di circolo), varianti a, c". */
export const profileLabel = (t: TFunction, spec: string): string => {
  const { base, variants } = parseProfileSpec(spec);
  const name = t(`lobby:profiles.${base}`, { defaultValue: base });
  return variants.length === 0
    ? name
    : t('lobby:profiles.withVariants', { name, variants: variants.join(', ') });
};

/** "3 smazzate", "1 mano": the hands a table set for its match. */
export const handsLabel = (t: TFunction, game: GameName, hands: number): string =>
  t(`lobby:hands.${game}`, { count: hands });

/** "Robot 2 (Esperto)": a bot's place with its level; "(bot)" for the random bot. */
export const botSeatLabel = (t: TFunction, slot: Pick<Slot, 'name' | 'bot'>): string => {
  const level = slot.bot === undefined || slot.bot === 'random' ? undefined : slot.bot;
  return level === undefined
    ? t('lobby:list.botSeat', { name: slot.name })
    : t('lobby:list.botSeatLevel', { name: slot.name, level: t(`lobby:bots.${level}`) });
};

/** "Ritmo dei bot: veloce": how long the table's bots wait before each move. */
export const paceLabel = (t: TFunction, pace: Pace): string =>
  t('lobby:list.pace', { pace: t(`table:pace.${pace}`) });

export const timeControlLabel = (t: TFunction, control: TimeControl): string => {
  switch (control.kind) {
    case 'none':
      return t('lobby:timeControl.none');
    case 'bur-ch-46':
      return t(control.chessClock ? 'lobby:timeControl.burCh46Chess' : 'lobby:timeControl.burCh46');
    case 'per-turn':
      return t('lobby:timeControl.perTurn', {
        choice: control.choiceSeconds,
        turn: control.turnSeconds,
        grace: control.graceSeconds,
      });
  }
};
