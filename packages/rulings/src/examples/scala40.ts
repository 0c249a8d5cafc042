/**
 * The worked examples of S40-CdG art. 10-21. Only art. 20 gives examples ("Esempi : 1) ... 4)"),
 * after its two numbered cases: examples 1 and 3 end with a play of several cards (case 1),
 * examples 2 and 4 with a single card laid off (case 2). S40-REG and S40-CLUB give none in the
 * passages on irregularities.
 */
import type { WorkedExample } from '../example.js';

/** Examples the text gives, by article, as counted when reading it. */
export const scala40ExampleCount: Readonly<Record<string, number>> = {
  'S40-CdG art. 20 1': 2,
  'S40-CdG art. 20 2': 2,
};

export const scala40Examples: readonly WorkedExample[] = [
  {
    id: 's40-cdg-20-1-ex1',
    cite: 'S40-CdG art. 20 1 esempio 1',
    text: "Calo 7 8 9 (questo era l'ultimo gioco) e rimango senza carta di scarto riprendo le tre carte e scarto il 7 se non lega altrimenti l'8 o il 9 ([Art.12](#))",
    entry: 's40-cdg-20-1',
    answers: {},
    effects: [
      'closing-void',
      'restore',
      'card-back-to-hand',
      'smallest-card-discarded',
      'turn-ends',
    ],
    absent: ['penalty-cards'],
    record: [],
  },
  {
    id: 's40-cdg-20-2-ex2',
    cite: 'S40-CdG art. 20 2 esempio 2',
    text: "Calo 7 8 9, attacco anche un 4 e rimango senza scarto: riprendo il 4 che non potrò scartare, ma dovrò riprendere anche il 7 8 9 e scarto il 7 se non lega altrimenti l'8 o il 9 ([Art.12](#))",
    entry: 's40-cdg-20-2',
    answers: {},
    effects: [
      'closing-void',
      'restore',
      'card-back-to-hand',
      'smallest-card-discarded',
      'turn-ends',
    ],
    absent: ['penalty-cards'],
    record: [],
  },
  {
    id: 's40-cdg-20-1-ex3',
    cite: 'S40-CdG art. 20 1 esempio 3',
    text: "Attacco 7 8 (questo è l'ultimo gioco) e rimango senza scarto: riprendo le carte calate e scarto l' 8 ([Art.12](#))",
    entry: 's40-cdg-20-1',
    answers: {},
    effects: [
      'closing-void',
      'restore',
      'card-back-to-hand',
      'smallest-card-discarded',
      'turn-ends',
    ],
    absent: ['penalty-cards'],
    record: [],
  },
  {
    id: 's40-cdg-20-2-ex4',
    cite: 'S40-CdG art. 20 2 esempio 4',
    text: "Attacco 7 8, attacco anche un 6 (questo è l'ultimo gioco) e rimango senza scarto: riprendo il 6 che non potrò scartare, ma dovrò riprendere anche il 7 8 e scartare l' 8 ([Art.12](#))",
    entry: 's40-cdg-20-2',
    answers: {},
    effects: [
      'closing-void',
      'restore',
      'card-back-to-hand',
      'smallest-card-discarded',
      'turn-ends',
    ],
    absent: ['penalty-cards'],
    record: [],
  },
];
