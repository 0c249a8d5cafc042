/** BUR-CH art. 38: found by everyday words, and its rulings given through `consult`. */
import { describe, expect, it } from 'vitest';
import { consult } from '../consult.js';
import type { Answers, EffectKind, Entry, RecordKind } from '../model.js';
import { citation } from '../model.js';
import { searchCatalogue } from '../search.js';
import { burraco38Entries } from './burraco-38.js';
import { catalogue } from './index.js';

const entry = (id: string): Entry => {
  const found = burraco38Entries.find((e) => e.id === id);
  if (!found) throw new Error(`no entry ${id}`);
  return found;
};

/** The ruling's effects and record kinds the answers reach, or the error's code. */
const rulingOf = (
  id: string,
  answers: Answers,
): { effects: EffectKind[]; record: RecordKind[] } | string => {
  const outcome = consult(entry(id), answers);
  if (!outcome.ok) return outcome.error.code;
  if (outcome.value.kind !== 'ruling') return `question ${outcome.value.question.id}`;
  return {
    effects: outcome.value.ruling.effects.map((e) => e.kind),
    record: outcome.value.ruling.record.map((r) => r.kind),
  };
};

const first = (phrase: string): Entry | undefined =>
  searchCatalogue(catalogue, phrase, 'burraco')[0]?.entry;

describe('BUR-CH art. 38 as entries', () => {
  it('BUR-CH art. 38: every numbered case is its own entry', () => {
    expect(burraco38Entries.map((e) => citation(e))).toEqual([
      'BUR-CH art. 38 1.A.1.1.1',
      'BUR-CH art. 38 1.A.1.1.2',
      'BUR-CH art. 38 1.A.1.2.1',
      'BUR-CH art. 38 1.A.1.2.2',
      'BUR-CH art. 38 1.A.2.1.1',
      'BUR-CH art. 38 1.A.2.1.2',
      'BUR-CH art. 38 1.A.2.2.1',
      'BUR-CH art. 38 1.A.2.2.2',
      'BUR-CH art. 38 1.B.1.1.1',
      'BUR-CH art. 38 1.B.1.1.2',
      'BUR-CH art. 38 1.B.1.2',
      'BUR-CH art. 38 1.B.2.1.1',
      'BUR-CH art. 38 1.B.2.1.2',
      'BUR-CH art. 38 1.B.2.2',
      'BUR-CH art. 38 B',
      'BUR-CH art. 38 C',
      'BUR-CH art. 38 D',
      'BUR-CH art. 38 E 1.1',
      'BUR-CH art. 38 E 1.2',
      'BUR-CH art. 38 E 2.1',
      'BUR-CH art. 38 E 2.2',
      'BUR-CH art. 38 E B.1.1',
      'BUR-CH art. 38 E B.1.2',
      'BUR-CH art. 38 E B.2.1',
      'BUR-CH art. 38 E B.2.2',
    ]);
  });
});

describe('BUR-CH art. 38 found by everyday words', () => {
  it.each([
    ['BUR-CH art. 38 B', 'ha calato quando non toccava a lui', 'bur-ch-38-b'],
    ['BUR-CH art. 38 B', 'ha giocato prima del suo turno', 'bur-ch-38-b'],
    ['BUR-CH art. 38 C', 'ha attaccato dopo aver scartato', 'bur-ch-38-c'],
    ['BUR-CH art. 38 C', 'ha calato prima che l’avversario pescasse', 'bur-ch-38-c'],
    ['BUR-CH art. 38 D', 'ha continuato a giocare dopo la chiamata dell’arbitro', 'bur-ch-38-d'],
    ['BUR-CH art. 38 1.A.1.2.1', 'ha pescato ma non ha guardato la carta', 'bur-ch-38-1-a-1-2-1'],
    ['BUR-CH art. 38 1.A.2.2.2', 'ha pescato e visto la carta del compagno', 'bur-ch-38-1-a-2-2-2'],
    ['BUR-CH art. 38 1.B.1.2', 'ha preso gli scarti e si è fermato', 'bur-ch-38-1-b-1-2'],
    ['BUR-CH art. 38 E 1.2', 'non ricorda la carta pescata', 'bur-ch-38-e-1-2'],
    ['BUR-CH art. 38 E 2.2', 'ha pescato e calato dopo il pozzetto', 'bur-ch-38-e-2-2'],
  ])('%s: "%s" finds it first', (_, phrase, id) => {
    expect(first(phrase)?.id).toBe(id);
  });

  it('BUR-CH art. 38 A: "ha pescato fuori turno" finds a drawing case of art. 38 first', () => {
    expect(first('ha pescato fuori turno')?.id).toMatch(/^bur-ch-38-1-a-/);
  });

  it('BUR-CH art. 38 A: "ha raccolto il pozzo quando toccava all’avversario" finds a case of taking the pile out of turn first', () => {
    expect(first('ha raccolto il pozzo quando toccava all’avversario')?.id).toMatch(
      /^bur-ch-38-1-b-/,
    );
  });

  it('BUR-CH art. 38 E: "ha raccolto dopo il pozzetto" finds a case of taking the pile after the pozzetto first', () => {
    expect(first('ha raccolto dopo il pozzetto')?.id).toMatch(/^bur-ch-38-e-b-/);
  });

  // BUR-CH art. 30 lists "Carta/e raccolta/e al di fuori del proprio turno di gioco" and cards
  // played after the discard among the penalising cards, and its entry holds "ha raccolto fuori
  // turno" and "ha calato dopo lo scarto": with equal scores the catalogue's order puts it first.
  it('BUR-CH art. 38 A and C: "ha raccolto fuori turno" and "ha calato dopo lo scarto" find art. 30 or 38 first', () => {
    expect(['bur-ch-30', 'bur-ch-38-1-b-1-1-1']).toContain(first('ha raccolto fuori turno')?.id);
    expect(['bur-ch-30', 'bur-ch-38-c']).toContain(first('ha calato dopo lo scarto')?.id);
  });
});

describe('BUR-CH art. 38 rulings through consult', () => {
  it('BUR-CH art. 38 A "Se il giocatore in rotazione al colpevole inizia il gioco (pesca o raccoglie): l’irregolarità è superata"', () => {
    for (const e of burraco38Entries.filter((x) => x.id.startsWith('bur-ch-38-1-')))
      expect(rulingOf(e.id, { begun: 'yes' }), e.id).toEqual({
        effects: ['no-penalty', 'play-continues'],
        record: [],
      });
  });

  it('BUR-CH art. 38 1.A.1.1.1 "l’ultimo gioco calato sarà penalizzato, mentre tutti gli altri giochi ... saranno congelati temporaneamente"', () => {
    const r = rulingOf('bur-ch-38-1-a-1-1-1', { begun: 'no' });
    expect(typeof r !== 'string' && r.effects).toEqual(
      expect.arrayContaining([
        'penalty-cards',
        'meld-frozen',
        'card-burned',
        'no-close-until-penalties-served',
        'partner-no-close-this-round',
      ]),
    );
    expect(typeof r !== 'string' && r.record).toEqual(['caution']);
  });

  it('BUR-CH art. 38 1.A.1.2.1 "deve riposizionare sul tallone la carta pescata": no burned card when the card was not seen', () => {
    const unseen = rulingOf('bur-ch-38-1-a-1-2-1', { begun: 'no' });
    expect(typeof unseen !== 'string' && unseen.effects).not.toContain('card-burned');
    const seen = rulingOf('bur-ch-38-1-a-1-2-2', { begun: 'no' });
    expect(typeof seen !== 'string' && seen.effects).toContain('card-burned');
  });

  it('BUR-CH art. 38 1.A.2.2.1 "detta carta diventa “carta penalizzata per la coppia”": the partner draws it and discards', () => {
    expect(rulingOf('bur-ch-38-1-a-2-2-1', { begun: 'no' })).toEqual({
      effects: [
        'turn-ends',
        'restore',
        'card-to-stock',
        'draw-and-discard-only',
        'partner-no-close-this-round',
      ],
      record: ['caution'],
    });
  });

  it('BUR-CH art. 38 C "Avesse chiuso; rinvierà la chiusura al giro successivo"', () => {
    const closed = rulingOf('bur-ch-38-c', { result: 'closed' });
    expect(typeof closed !== 'string' && closed.effects).toContain('closing-deferred');
    expect(typeof closed !== 'string' && closed.effects).not.toContain('closing-void');
    const plain = rulingOf('bur-ch-38-c', { result: 'none' });
    expect(typeof plain !== 'string' && plain.effects).toEqual(
      expect.arrayContaining(['meld-frozen', 'draw-and-discard-only']),
    );
    expect(typeof plain !== 'string' && plain.effects).not.toContain('closing-deferred');
  });

  it('BUR-CH art. 38 D "Le carte calate successivamente alla chiamata dell’arbitro, saranno tutte congelate temporaneamente"', () => {
    expect(rulingOf('bur-ch-38-d', {})).toEqual({
      effects: ['meld-frozen', 'turn-ends', 'line-no-close-this-round'],
      record: [],
    });
  });

  it('BUR-CH art. 38 E 1.2 "l’Arbitro farà ricollocare sul tallone una carta scelta a caso dal ventaglio del colpevole"', () => {
    expect(rulingOf('bur-ch-38-e-1-2', { begun: 'no' })).toBe('question remembers');
    const r = rulingOf('bur-ch-38-e-1-2', { begun: 'no', remembers: 'no' });
    expect(typeof r !== 'string' && r.effects).toEqual(
      expect.arrayContaining(['restore', 'card-burned']),
    );
    // Once the next player has played, whether he remembers is not asked.
    expect(rulingOf('bur-ch-38-e-1-2', { begun: 'yes', remembers: 'no' })).toBe('not-asked');
  });

  it('BUR-CH art. 38 E "l’irregolarità sarà considerata superata ed il gioco proseguirà regolarmente"', () => {
    for (const e of burraco38Entries.filter((x) => x.id.startsWith('bur-ch-38-e-')))
      expect(rulingOf(e.id, { begun: 'yes' }), e.id).toEqual({
        effects: ['no-penalty', 'play-continues'],
        record: [],
      });
  });

  it('BUR-CH art. 38 E B.1.2 "Al suo turno di gioco il compagno del giocatore colpevole potrà pescare ma non raccogliere"', () => {
    const r = rulingOf('bur-ch-38-e-b-1-2', { begun: 'no' });
    expect(typeof r !== 'string' && r.effects).toEqual(
      expect.arrayContaining(['draw-and-discard-only', 'partner-no-close-this-round']),
    );
    expect(typeof r !== 'string' && r.record).toEqual([]);
  });
});
