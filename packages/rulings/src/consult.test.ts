import { describe, expect, it } from 'vitest';
import { entryById } from './catalogue/index.js';
import { consult } from './consult.js';

const exposed = entryById('s40-cdg-11-carta-esposta');
if (!exposed) throw new Error('the catalogue lost S40-CdG art. 11');

describe('consult', () => {
  it('asks the first question, then gives the ruling (S40-CdG art. 11)', () => {
    const first = consult(exposed, {});
    expect(first.ok && first.value.kind === 'question' && first.value.question.id).toBe('when');
    const ruling = consult(exposed, { when: 'out-of-turn' });
    expect(
      ruling.ok && ruling.value.kind === 'ruling' && ruling.value.ruling.effects,
    ).toContainEqual({
      kind: 'turn-ends',
    });
  });

  it('refuses an unknown question, an unknown option and a question not asked', () => {
    expect(consult(exposed, { who: 'partner' })).toMatchObject({
      ok: false,
      error: { code: 'unknown-question', question: 'who' },
    });
    expect(consult(exposed, { when: 'yesterday' })).toMatchObject({
      ok: false,
      error: { code: 'unknown-option', question: 'when', option: 'yesterday' },
    });
  });

  it('refuses an answer to a question the other answers do not ask', () => {
    const entry = {
      ...exposed,
      questions: [
        ...exposed.questions,
        {
          id: 'partner',
          text: { it: 'Il compagno?', en: 'The partner?' },
          options: [{ id: 'yes', text: { it: 'Sì', en: 'Yes' } }],
          askIf: { when: 'own-turn' },
        },
      ],
    };
    expect(consult(entry, { when: 'out-of-turn', partner: 'yes' })).toMatchObject({
      ok: false,
      error: { code: 'not-asked', question: 'partner' },
    });
    const asked = consult(entry, { when: 'own-turn' });
    expect(asked.ok && asked.value.kind === 'question' && asked.value.question.id).toBe('partner');
  });
});
