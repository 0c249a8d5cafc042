/** The worked examples of BUR-CH art. 32-37. */
import type { WorkedExample } from '../example.js';

/**
 * Examples the text gives, by article ("BUR-CH art. 29 A2,1"), as counted when reading it: art.
 * 35's one "Esempio" (a card laid off on a frozen meld) states two outcomes, the 10 laid off
 * after the frozen 9 and ("Se invece") the 5 laid off on the meld, counted as two; art. 36 gives
 * one "(es. Una calata errata 3-5-6)" for the partner who points out an error. Art. 35's "(es.
 * mancata pesca)" only names an error that freezes a meld, with no facts to rule on, and is not
 * counted. Art. 32, 33, 34 and 37 give none.
 */
export const burraco3237ExampleCount: Readonly<Record<string, number>> = {
  'BUR-CH art. 35 carta legata su gioco congelato': 2,
  'BUR-CH art. 36 errore segnalato dal compagno': 1,
};

export const burraco3237Examples: readonly WorkedExample[] = [
  {
    id: 'bur-ch-35-carta-legata-su-gioco-congelato-ex1',
    cite: 'BUR-CH art. 35 carta legata su gioco congelato esempio 1',
    text: 'Esempio: Un giocatore ad una sequenza 6-7-8 lega un 9 ma ci si accorge che ha commesso un errore, (mancata pesca); il gioco e il 9 saranno quindi congelati temporaneamente, al suo turno il compagno, distratto, lega un 10: quest’ultima carta sarà penalizzata perchè legata su una carta, il 9, congelata e di fatto “inesistente”.',
    entry: 'bur-ch-35-carta-legata-su-gioco-congelato',
    answers: { where: 'on-frozen-card' },
    effects: ['penalty-cards'],
    absent: ['meld-frozen'],
    record: [],
  },
  {
    id: 'bur-ch-35-carta-legata-su-gioco-congelato-ex2',
    cite: 'BUR-CH art. 35 carta legata su gioco congelato esempio 2',
    text: 'Se invece vi avesse legato un 5, quest’ultima carta sarebbe stata congelata temporaneamente perchè legata impropriamente su un gioco congelato.',
    entry: 'bur-ch-35-carta-legata-su-gioco-congelato',
    answers: { where: 'on-meld' },
    effects: ['meld-frozen'],
    absent: ['penalty-cards'],
    record: [],
  },
  {
    id: 'bur-ch-36-richiamo-al-compagno-ex1',
    cite: 'BUR-CH art. 36 errore segnalato dal compagno esempio 1',
    text: 'Qualora un giocatore, durante la fase di gioco del compagno, lo richiami per un errore commesso (es. Una calata errata 3-5-6), con il chiaro tentativo di far sanare il gioco, l’arbitro interromperà il gioco stesso, non permettendo di sanare il gioco errato.',
    entry: 'bur-ch-36-richiamo-al-compagno',
    answers: {},
    effects: ['no-heal', 'turn-ends'],
    absent: ['may-heal'],
    record: [],
  },
];
