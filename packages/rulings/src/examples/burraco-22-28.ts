/** The worked examples of BUR-CH art. 22-28. */
import type { WorkedExample } from '../example.js';

/**
 * Examples the text gives, by article ("BUR-CH art. 29 A2,1"), as counted when reading it. Art.
 * 22-28 give no "Esempi", "Es.:" or "N.B.": the only concrete case is art. 28's three 8s, named
 * in passing in the rule for cards being melded ("ad es. tre 8") and then worked in the sentence
 * "Se la combinazione di 8 fosse stata vista dal tavolo …": one example, since the parenthesis
 * only illustrates the rule and states no outcome of its own.
 */
export const burraco2228ExampleCount: Readonly<Record<string, number>> = {
  'BUR-CH art. 28 carte in calata': 1,
};

export const burraco2228Examples: readonly WorkedExample[] = [
  {
    id: 'bur-ch-28-in-calata-ex1',
    cite: 'BUR-CH art. 28 carte in calata esempio 1',
    text: 'Se la combinazione di 8 fosse stata vista dal tavolo e il giocatore decidesse di non giocarla potrà farlo a patto che le carte non abbiamo toccato il tavolo da gioco; in tal caso le carte saranno tutte penalizzate.',
    entry: 'bur-ch-28-in-calata',
    answers: { what: 'withdrawn' },
    effects: ['penalty-cards'],
    absent: ['discard-at-once', 'play-continues'],
    record: [],
  },
];
