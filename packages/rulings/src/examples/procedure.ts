/** The worked examples of the procedure articles: S40-CdG art. 1-9 and BUR-CH art. 1-21. */
import type { WorkedExample } from '../example.js';

/**
 * Examples the text gives, by citation, as counted when reading it. Among the irregularity
 * sentences of these articles only two carry an "es.": BUR-CH art. 5's misdeal "(es. in senso
 * antiorario)", one example, and S40-CdG art. 4's "(es. in senso orario, o in numero errato)",
 * two examples, since it names two different misdeals. Both are counted as worked examples
 * because the sentence they stand in gives their outcome (a new deal when noticed before play).
 * The other concrete cases of these articles (BUR-CH art. 16's four time-out sequences, art. 3's
 * scores, art. 12's sequence A-2-…-K) illustrate procedure, not an irregularity, and have no
 * entry to test.
 */
export const procedureExampleCount: Readonly<Record<string, number>> = {
  'S40-CdG art. 4 errori di distribuzione': 2,
  'BUR-CH art. 5 errata distribuzione': 1,
};

export const procedureExamples: readonly WorkedExample[] = [
  {
    id: 's40-cdg-4-errori-di-distribuzione-ex1',
    cite: 'S40-CdG art. 4 errori di distribuzione esempio 1',
    text: "Nel caso vi sia stata una errata distribuzione delle carte (es. in senso orario, o in numero errato) e ciò viene fatto rilevare prima dell'inizio del gioco, si ripete tutta l'operazione",
    entry: 's40-cdg-4-errori-di-distribuzione',
    answers: { started: 'no' },
    effects: ['redeal'],
    absent: ['play-continues'],
    record: [],
  },
  {
    id: 's40-cdg-4-errori-di-distribuzione-ex2',
    cite: 'S40-CdG art. 4 errori di distribuzione esempio 2',
    text: "Nel caso vi sia stata una errata distribuzione delle carte (es. in senso orario, o in numero errato) e ciò viene fatto rilevare prima dell'inizio del gioco, si ripete tutta l'operazione",
    entry: 's40-cdg-4-errori-di-distribuzione',
    answers: { started: 'no' },
    effects: ['redeal'],
    absent: ['play-continues'],
    record: [],
  },
  {
    id: 'bur-ch-5-errata-distribuzione-ex1',
    cite: 'BUR-CH art. 5 errata distribuzione esempio 1',
    text: 'Nel caso vi sia stata una errata distribuzione (es. in senso antiorario) e ciò viene fatto rilevare durante la distribuzione delle carte, si procede ad una nuova distribuzione.',
    entry: 'bur-ch-5-errata-distribuzione',
    answers: { noticed: 'during' },
    effects: ['redeal'],
    absent: ['play-continues'],
    record: [],
  },
];
