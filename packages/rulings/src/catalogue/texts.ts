/**
 * What the catalogue's files share: the builders of a ruling and of a yes/no question, and the
 * steps many entries use, so that one wording is kept for one consequence.
 */
import type { Effect, Question, RecordEffect, Ruling, Text } from '../model.js';

export const t = (it: string, en: string): Text => ({ it, en });

/** A ruling; nothing for the record unless `record` says so. */
export const ruling = (
  summary: Text,
  steps: readonly Text[],
  quote: string,
  effects: readonly Effect[],
  record: readonly RecordEffect[] = [],
  note?: Text,
): Ruling => ({ summary, steps, quote, effects, record, ...(note ? { note } : {}) });

/** A question answered yes or no (options `yes`, `no`). */
export const yesNo = (id: string, text: Text, askIf?: Question['askIf']): Question => ({
  id,
  text,
  options: [
    { id: 'yes', text: t('Sì', 'Yes') },
    { id: 'no', text: t('No', 'No') },
  ],
  ...(askIf ? { askIf } : {}),
});

export const STEP = {
  playAtOnce: t(
    'La carta va giocata subito, legandola a giochi esistenti o aprendo nuovi giochi, prima di ogni altro gioco.',
    'The card must be played at once, laid off or melded, before any other play.',
  ),
  discardAtOnce: t(
    'Se non può essere giocata, va subito scartata.',
    'If it cannot be played, it is discarded at once.',
  ),
  turnEnds: t(
    'Il giocatore interrompe il proprio gioco e scarta.',
    'The player stops playing and discards.',
  ),
  penaltyCards: t(
    'Le carte penalizzate restano scoperte accanto al giocatore e sono scartate una per giro, dalla più bassa alla più alta.',
    'The penalty cards stay face up beside the player and are discarded one a round, lowest first.',
  ),
  noCloseUntilServed: t(
    "Il colpevole non può chiudere prima del giro successivo allo scarto dell'ultima carta penalizzata.",
    'The offender may not close before the round after the last penalty card is discarded.',
  ),
  partnerNoClose: t(
    'Il compagno non può chiudere durante il giro in cui è avvenuta l’irregolarità.',
    'The partner may not close during the round the irregularity happened in.',
  ),
  playContinues: t('Il gioco prosegue regolarmente.', 'Play goes on as normal.'),
} as const;
