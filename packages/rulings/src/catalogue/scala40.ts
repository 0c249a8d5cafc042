/** S40-CdG art. 10-21 (and S40-REG, S40-CLUB where they add to them) as catalogue entries. */
import type { Entry } from '../model.js';
import { STEP, t } from './texts.js';

export const scala40Entries: readonly Entry[] = [
  {
    id: 's40-cdg-11-carta-esposta',
    game: 'scala40',
    source: 'S40-CdG',
    article: 11,
    case: 'carta esposta',
    title: t('Carta esposta o caduta', 'Exposed or dropped card'),
    words: ['carta scoperta', 'carta vista', 'carta caduta', 'carta mostrata', 'esposta', 'cade'],
    quote:
      'Si definisce carta esposta la carta/e che estratta/e dal ventaglio o caduta accidentalmente è stata vista da almeno un giocatore del tavolo. La carta/e esposta va obbligatoriamente giocata legandola a giochi preesistenti o aprendo nuovi giochi altrimenti subito scartata',
    questions: [
      {
        id: 'when',
        text: t('Quando è stata esposta la carta?', 'When was the card exposed?'),
        options: [
          {
            id: 'own-turn',
            text: t('Durante il turno del colpevole', "During the offender's turn"),
          },
          {
            id: 'out-of-turn',
            text: t('Mentre giocavano gli avversari', 'While the opponents were playing'),
          },
        ],
      },
    ],
    rulings: [
      {
        when: { when: 'own-turn' },
        ruling: {
          summary: t(
            'Giocarla subito, altrimenti scartarla subito',
            'Play it at once, or discard it at once',
          ),
          steps: [STEP.playAtOnce, STEP.discardAtOnce],
          quote:
            'Durante la propria fase di gioco la carta/e caduta/e va obbligatoriamente giocata legandola a giochi preesistenti o aprendo nuovi giochi altrimenti subito scartata',
          effects: [{ kind: 'play-at-once' }, { kind: 'discard-at-once' }],
          record: [],
        },
      },
      {
        when: { when: 'out-of-turn' },
        ruling: {
          summary: t(
            'Al proprio turno giocarla, altrimenti scartarla subito interrompendo il gioco',
            'On his turn he plays it, or discards it at once and stops playing',
          ),
          steps: [
            t(
              'Al proprio turno il colpevole deve giocare la carta, legandola o aprendo nuovi giochi.',
              'On his turn the offender must play the card, laying it off or melding it.',
            ),
            t(
              'Altrimenti la scarta subito, interrompendo ulteriori fasi di gioco.',
              'Otherwise he discards it at once and plays nothing more that turn.',
            ),
          ],
          quote:
            'Fuori turno cioè quando giocano gli avversari al proprio turno deve essere obbligatoriamente giocata (legandola a giochi preesistenti o aprendo nuovi giochi) altrimenti subito scartata interrompendo ulteriori fasi di gioco',
          effects: [{ kind: 'play-at-once' }, { kind: 'discard-at-once' }, { kind: 'turn-ends' }],
          record: [],
        },
      },
    ],
  },
];
