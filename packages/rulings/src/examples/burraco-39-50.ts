/** The worked examples of BUR-CH art. 39-50. */
import type { WorkedExample } from '../example.js';

/**
 * Examples the text gives, by article ("BUR-CH art. 29 A2,1"), as counted when reading it: art. 42
 * names "esempi 1,2" for a last play of one card and "esempi 3,4" for a last play of more cards,
 * and lists four "Esempi:" lines (the cards each line stood under were lost in the text's
 * conversion; the lines name the cards taken back). Art. 39-41 and 43-50 give none.
 */
export const burraco3950ExampleCount: Readonly<Record<string, number>> = {
  'BUR-CH art. 42': 4,
};

/** The caution comes from BUR-CH art. 50 ("aver chiuso senza scarto"), not from the example. */
export const burraco3950Examples: readonly WorkedExample[] = [
  {
    id: 'bur-ch-42-ex1',
    cite: 'BUR-CH art. 42 esempio 1',
    text: 'dovrà riprendere il 4 che dovrà scartare, inoltre dovrà riprendere in mano anche il 7-8-9 che saranno penalizzati.',
    entry: 'bur-ch-42',
    answers: { 'last-play': 'one' },
    effects: ['closing-void', 'card-back-to-hand', 'discard-at-once', 'penalty-cards'],
    record: ['caution'],
  },
  {
    id: 'bur-ch-42-ex2',
    cite: 'BUR-CH art. 42 esempio 2',
    text: 'dovrà riprendere in mano il 6 che dovrà scartare, ma anche i due 3 che saranno penalizzati.',
    entry: 'bur-ch-42',
    answers: { 'last-play': 'one' },
    effects: ['closing-void', 'card-back-to-hand', 'discard-at-once', 'penalty-cards'],
    record: ['caution'],
  },
  {
    id: 'bur-ch-42-ex3',
    cite: 'BUR-CH art. 42 esempio 3',
    text: 'dovrà riprendere le tre carte (che saranno penalizzate), scarterà il 7 e successivamente l’8 e il 9.',
    entry: 'bur-ch-42',
    answers: { 'last-play': 'more' },
    effects: ['closing-void', 'card-back-to-hand', 'penalty-cards', 'discard-at-once'],
    record: ['caution'],
  },
  {
    id: 'bur-ch-42-ex4',
    cite: 'BUR-CH art. 42 esempio 4',
    text: 'dovrà riprendere in mano i due 3 scartandone uno e scarterà l’altro 3 nella mano successiva.',
    entry: 'bur-ch-42',
    answers: { 'last-play': 'more' },
    effects: ['closing-void', 'card-back-to-hand', 'penalty-cards', 'discard-at-once'],
    record: ['caution'],
  },
];
