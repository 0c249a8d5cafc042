/**
 * S40-CdG art. 10-21 (and S40-REG, S40-CLUB where they add to them) as catalogue entries.
 *
 * The Scala 40 texts name no richiamo, ammonizione or MP / VP penalty for an irregularity: every
 * consequence is at the table (a card discarded, a turn interrupted, a closing barred), so the
 * record stays empty except where the arbitro sets a score (art. 14).
 */
import type { Effect, Entry, Option, Question, Text } from '../model.js';
import { STEP, t } from './texts.js';

const fx = {
  playAtOnce: { kind: 'play-at-once' },
  discardAtOnce: { kind: 'discard-at-once' },
  penaltyCards: { kind: 'penalty-cards' },
  turnEnds: { kind: 'turn-ends' },
  drawAndDiscardOnly: { kind: 'draw-and-discard-only' },
  frozen: { kind: 'meld-frozen', until: 'end-of-hand' },
  mayHeal: { kind: 'may-heal' },
  noHeal: { kind: 'no-heal' },
  noCloseUntilServed: { kind: 'no-close-until-penalties-served' },
  noCloseNextRound: { kind: 'no-close-next-round' },
  closingVoid: { kind: 'closing-void' },
  countedNegative: { kind: 'counted-negative' },
  playContinues: { kind: 'play-continues' },
  deckReplaced: { kind: 'deck-replaced' },
  restore: { kind: 'restore' },
  redeal: { kind: 'redeal' },
  noPenalty: { kind: 'no-penalty' },
  opponentChooses: { kind: 'opponent-chooses' },
  cardToStock: { kind: 'card-to-stock' },
  cardBackToHand: { kind: 'card-back-to-hand' },
  smallestCardDiscarded: { kind: 'smallest-card-discarded' },
  handOver: { kind: 'hand-over' },
} as const satisfies Record<string, Effect>;

const option = (id: string, it: string, en: string): Option => ({ id, text: t(it, en) });
const YES = (it: string, en: string): Option => option('yes', it, en);
const NO = (it: string, en: string): Option => option('no', it, en);

const question = (
  id: string,
  text: Text,
  options: readonly Option[],
  askIf?: Question['askIf'],
): Question => (askIf === undefined ? { id, text, options } : { id, text, options, askIf });

/** Noticed while the offender is still playing his turn, or only later (S40-CdG art. 11). */
const noticed = question(
  'noticed',
  t("Quando è stato rilevato l'errore?", 'When was the error noticed?'),
  [
    option(
      'at-once',
      'Al momento, mentre il colpevole sta ancora giocando',
      'At once, while the offender is still playing',
    ),
    option(
      'later',
      'Dopo, quando il colpevole ha già scartato',
      'Later, after the offender has discarded',
    ),
  ],
);

const heal = question(
  'heal',
  t(
    "Il colpevole può sanare l'errore con una carta che ha in mano?",
    'Can the offender heal the error with a card from his hand?',
  ),
  [
    YES('Sì, ha la carta che lo rende valido', 'Yes, he holds the card that makes it valid'),
    NO('No', 'No'),
  ],
  { noticed: 'at-once' },
);

const NOTICED_LATER_QUOTE =
  'Errore non rilevato al momento Il gioco contenente la/e carta/e errata/e sarà congelato e non potrà essere usato per legare nessuna carta da parte di tutti i giocatori Nel caso vi siano presenti uno o più jolly questi non potranno essere presi da nessun giocatore';

const FROZEN_STEPS: readonly Text[] = [
  t(
    'Il gioco con la carta errata resta sul tavolo ma è congelato: nessun giocatore può legarvi carte.',
    'The meld holding the wrong card stays on the table but is frozen: nobody may lay off on it.',
  ),
  t(
    'Gli eventuali jolly di quel gioco non possono essere presi da nessuno.',
    'Nobody may take the jolly (or jollies) in that meld.',
  ),
  STEP.playContinues,
];

const HEAL_NOTE = t(
  "L'art. 11 definisce penalizzata la carta «che, giocata impropriamente, deve essere scartata per impossibilità di essere sanata»: Tavolo ne deduce che, se il colpevole ha in mano la carta che rende valido il gioco e la gioca subito, l'errore è sanato e nessuna carta è penalizzata. Il turno finisce comunque, perché «l'errore commesso pone fine ad ogni attività del giocatore sino al prossimo turno di gioco» (art. 12).",
  'Art. 11 calls a penalty card one "that, played improperly, must be discarded because it cannot be healed": Tavolo reads that when the offender holds the card that makes the meld valid and plays it at once, the error is healed and no card is penalised. His turn ends all the same, since "the error ends every activity of the player until his next turn" (art. 12).',
);

const PENALTY_NOT_CLOSE_QUOTE =
  'In presenza di una qualsivoglia penalità il giocatore colpevole non potrà chiudere prima di avere esaurita la penalità assegnata';

const LAYS_OFF_QUOTE =
  'In tutti i casi di carte penalizzate esposte , cadute accidentalmente o legate erroneamente se la carta da scartare è una carta che lega a giochi aperti sul tavolo questa non può essere scartata Bisogna scartare al suo posto la carta più piccola che abbiamo in mano';

const PENALISED_PLAY_STEPS = (draw: 'without' | 'with'): readonly Text[] => [
  t('Il colpevole interrompe subito il gioco.', 'The offender stops playing at once.'),
  t(
    "L'ultimo gioco effettuato (l'ultima sequenza o combinazione calata, o l'ultima carta legata) torna al colpevole come carte penalizzate, che restano scoperte accanto a lui.",
    'The last play made (the last sequence or combination melded, or the last card laid off) goes back to the offender as penalty cards, face up beside him.',
  ),
  draw === 'without'
    ? t(
        'Al proprio turno il colpevole non pesca: scarta la più bassa delle carte penalizzate.',
        'On his turn the offender does not draw: he discards the lowest penalty card.',
      )
    : t(
        'Al proprio turno il colpevole pesca e scarta la più bassa delle carte penalizzate.',
        'On his turn the offender draws and discards the lowest penalty card.',
      ),
  t(
    'Nei giri successivi pesca o raccoglie e gioca liberamente, ma scarta ogni volta una delle carte penalizzate rimaste, dalla più bassa alla più alta.',
    'In the following rounds he draws or takes the discard and plays freely, but each time discards one of the penalty cards left, lowest first.',
  ),
  t(
    "Non può chiudere prima di aver scartato l'ultima carta penalizzata.",
    'He may not close before he has discarded the last penalty card.',
  ),
];

const OUT_OF_TURN_QUOTE_B =
  "al momento della contestazione il giocatore colpevole deve interrompere il gioco; l'ultimo gioco effettuato sarà penalizzato; il giocatore colpevole al proprio turno, senza pescare, inizierà a scartare una delle carte penalizzate (la più bassa [Art. 12](#)). Nei giri successivi, potrà pescare dal tallone o raccogliere dal monte degli scarti, potrà fare tutti i giochi possibili, ma , dovrà scartare le altre carte penalizzate (dalla più bassa alla più alta) e non potrà chiudere prima di avere esaurita la penalità assegnata";

const OUT_OF_TURN_QUOTE_PLAY =
  "al momento della contestazione il giocatore colpevole deve interrompere il gioco; l'ultimo gioco effettuato sarà penalizzato; il giocatore colpevole al proprio turno, dovrà pescare, e iniziare a scartare una delle carte penalizzate (la più bassa [Art. 12](#)). Nei giri successivi, potrà pescare dal tallone o raccogliere dal monte degli scarti, potrà fare tutti i giochi possibili, ma , dovrà scartare le altre carte penalizzate (dalla più bassa alla più alta) e non potrà chiudere prima di avere esaurita la penalità assegnata";

const PENALTY_NOTE = t(
  "Il testo non dice se le carte dell'ultimo gioco penalizzato restano sul tavolo: Tavolo le fa tornare al colpevole come carte penalizzate scoperte, da scartare una per giro (definizione di «Carta penalizzata» e art. 12: la più bassa per prima). Se una di esse lega a giochi aperti non può essere scartata: al suo posto si scarta la carta più piccola della mano (art. 12).",
  'The text does not say whether the cards of the penalised last play stay on the table: Tavolo gives them back to the offender as face-up penalty cards, discarded one a round (the definition of "Carta penalizzata" and art. 12: lowest first). One that lays off on a meld may not be discarded: the smallest card of the hand goes in its place (art. 12).',
);

export const scala40Entries: readonly Entry[] = [
  // ---------------------------------------------------------------- art. 10
  {
    id: 's40-cdg-10-premessa',
    game: 'scala40',
    source: 'S40-CdG',
    article: 10,
    case: 'premessa',
    title: t("Irregolarità al tavolo: chiamare l'arbitro", 'An irregularity: call the arbitro'),
    words: [
      'chiamare arbitro',
      'irregolarità',
      'errore al tavolo',
      'fermare il gioco',
      'contestazione',
      'chi può segnalare',
    ],
    quote:
      "Se durante il gioco avviene una irregolarità o presunta tale, chiunque dei giocatori partecipanti al gioco può evidenziare l'irregolarità sorta e deve chiamare l'arbitro A questo punto nessun giocatore ha la facoltà di continuare il gioco se prima l'arbitro non avrà spiegato come provvedere alla rettifica e avrà assegnato l'eventuale penalità",
    questions: [],
    rulings: [
      {
        when: {},
        ruling: {
          summary: t(
            "Gioco fermo finché l'arbitro non ha deciso",
            'Play stops until the arbitro has ruled',
          ),
          steps: [
            t(
              "Chiunque dei giocatori può segnalare l'irregolarità, e chi la segnala deve chiamare l'arbitro.",
              'Any player may point out the irregularity, and whoever does must call the arbitro.',
            ),
            t(
              "Nessuno tocca le carte né continua a giocare finché l'arbitro non ha spiegato la rettifica e assegnato l'eventuale penalità.",
              'Nobody touches the cards or plays on until the arbitro has explained the correction and given any penalty.',
            ),
          ],
          quote:
            "A questo punto nessun giocatore ha la facoltà di continuare il gioco se prima l'arbitro non avrà spiegato come provvedere alla rettifica e avrà assegnato l'eventuale penalità",
          effects: [],
          record: [],
        },
      },
    ],
  },
  {
    id: 's40-cdg-10-1',
    game: 'scala40',
    source: 'S40-CdG',
    article: 10,
    case: '1',
    title: t(
      "Iniziativa presa prima di chiamare l'arbitro",
      'Someone acted before calling the arbitro',
    ),
    words: [
      'hanno sistemato da soli',
      "senza chiamare l'arbitro",
      'ha continuato a giocare',
      'si sono messi d’accordo',
      'ha rimesso a posto le carte',
      'perdita del diritto alla penalità',
    ],
    quote:
      "Il diritto a penalizzare una irregolarità può essere annullato se - 1) Uno dei giocatori del tavolo prende una qualsiasi iniziativa prima di chiamare l'arbitro",
    questions: [
      question('who', t("Chi ha preso l'iniziativa?", 'Who acted?'), [
        option('other', 'Un giocatore diverso dal colpevole', 'A player other than the offender'),
        option(
          'offender',
          "Il colpevole stesso (per esempio ha rimesso a posto l'errore)",
          'The offender himself (for instance he put the error right)',
        ),
      ]),
    ],
    rulings: [
      {
        when: { who: 'other' },
        ruling: {
          summary: t('Il diritto alla penalità è perso', 'The right to a penalty is lost'),
          steps: [
            t(
              "L'arbitro non assegna la penalità per l'irregolarità.",
              'The arbitro gives no penalty for the irregularity.',
            ),
            t(
              'Dove serve, ristabilisce la posizione regolare e il gioco prosegue.',
              'Where needed he restores the regular position, and play goes on.',
            ),
          ],
          quote:
            "Il diritto a penalizzare una irregolarità può essere annullato se - 1) Uno dei giocatori del tavolo prende una qualsiasi iniziativa prima di chiamare l'arbitro",
          effects: [fx.noPenalty, fx.playContinues],
          record: [],
          note: t(
            "Il testo dice «può essere annullato»: la decisione resta all'arbitro. Tavolo suggerisce di annullare la penalità quando l'iniziativa viene da un giocatore diverso dal colpevole.",
            'The text says "may be cancelled": the arbitro decides. Tavolo suggests cancelling the penalty when someone other than the offender acted.',
          ),
        },
      },
      {
        when: { who: 'offender' },
        ruling: {
          summary: t(
            'La penalità resta: il colpevole non può togliersela da solo',
            'The penalty stands: the offender cannot clear it himself',
          ),
          steps: [
            t(
              "L'arbitro ristabilisce la posizione com'era al momento dell'irregolarità.",
              'The arbitro restores the position as it was when the irregularity happened.',
            ),
            t(
              "Applica la penalità dell'articolo che regola l'irregolarità.",
              'He applies the penalty of the article that covers the irregularity.',
            ),
          ],
          quote:
            "A questo punto nessun giocatore ha la facoltà di continuare il gioco se prima l'arbitro non avrà spiegato come provvedere alla rettifica e avrà assegnato l'eventuale penalità",
          effects: [fx.restore],
          record: [],
          note: t(
            "Il testo non distingue chi prende l'iniziativa e dice solo che il diritto «può» essere annullato. Tavolo suggerisce di non annullarlo quando è il colpevole ad agire da sé: altrimenti basterebbe correggere il proprio errore per evitarne la penalità, mentre l'art. 10 vuole che nessuno continui prima che l'arbitro abbia «assegnato l'eventuale penalità».",
            'The text does not say who acted and only says the right "may" be cancelled. Tavolo suggests keeping it when the offender acted himself: otherwise putting one\'s own error right would avoid its penalty, while art. 10 wants nobody to play on before the arbitro "has given any penalty".',
          ),
        },
      },
    ],
  },
  {
    id: 's40-cdg-10-2',
    game: 'scala40',
    source: 'S40-CdG',
    article: 10,
    case: '2',
    title: t(
      'Irregolarità segnalata ma arbitro non chiamato',
      'Irregularity pointed out but the arbitro not called',
    ),
    words: [
      "non hanno chiamato l'arbitro",
      'arbitro chiamato dopo',
      'lasciato correre',
      'segnalato ma non chiamato',
      'perdita del diritto alla penalità',
    ],
    quote:
      "Il diritto a penalizzare una irregolarità può essere annullato se - 1) Uno dei giocatori del tavolo prende una qualsiasi iniziativa prima di chiamare l'arbitro - 2) Evidenziata l'irregolarità, non viene chiamato l'arbitro",
    questions: [],
    rulings: [
      {
        when: {},
        ruling: {
          summary: t('Il diritto alla penalità è perso', 'The right to a penalty is lost'),
          steps: [
            t(
              "L'arbitro non assegna la penalità per un'irregolarità segnalata senza chiamarlo.",
              'The arbitro gives no penalty for an irregularity pointed out without calling him.',
            ),
            STEP.playContinues,
          ],
          quote:
            "Il diritto a penalizzare una irregolarità può essere annullato se - 1) Uno dei giocatori del tavolo prende una qualsiasi iniziativa prima di chiamare l'arbitro - 2) Evidenziata l'irregolarità, non viene chiamato l'arbitro",
          effects: [fx.noPenalty, fx.playContinues],
          record: [],
          note: t(
            "«Può essere annullato»: l'arbitro decide. Tavolo suggerisce di annullare la penalità quando il tavolo ha proseguito il gioco dopo la segnalazione; se l'arbitro viene chiamato subito dopo, prima di ogni altra giocata, la penalità si applica.",
            '"May be cancelled": the arbitro decides. Tavolo suggests cancelling the penalty when the table played on after pointing it out; if he is called straight after, before any other play, the penalty applies.',
          ),
        },
      },
    ],
  },
  // ---------------------------------------------------------------- art. 11
  {
    id: 's40-cdg-11-carta-esposta',
    game: 'scala40',
    source: 'S40-CdG',
    article: 11,
    case: 'carta esposta',
    title: t('Carta esposta o caduta', 'Exposed or dropped card'),
    words: [
      'carta scoperta',
      'carta vista',
      'carta caduta',
      'carta mostrata',
      'esposta',
      'cade',
      'gli è scivolata una carta',
      'ha fatto vedere una carta',
      'carta girata',
    ],
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
          steps: [
            STEP.playAtOnce,
            STEP.discardAtOnce,
            t('Scartata la carta, il turno finisce.', 'Once the card is discarded, the turn ends.'),
          ],
          quote:
            'Durante la propria fase di gioco la carta/e caduta/e va obbligatoriamente giocata legandola a giochi preesistenti o aprendo nuovi giochi altrimenti subito scartata',
          effects: [fx.playAtOnce, fx.discardAtOnce, fx.turnEnds],
          record: [],
          note: t(
            "Se la carta non si può giocare ma lega a un gioco sul tavolo (il colpevole non ha ancora aperto) o è un jolly, non può essere scartata: si scarta al suo posto la carta più piccola della mano (art. 12; art. 8 per il jolly). Il testo non dice se, scartata la carta esposta, il turno finisca: Tavolo lo considera finito, perché lo scarto chiude il turno (art. 6, «Dopo lo scarto nessun'altra azione è consentita»).",
            'If the card cannot be played but lays off on a meld on the table (the offender has not opened yet), or is a jolly, it may not be discarded: the smallest card of the hand is discarded instead (art. 12; art. 8 for the jolly). The text does not say whether the turn ends once the exposed card is discarded: Tavolo ends it, since the discard ends a turn (art. 6, "after the discard no other action is allowed").',
          ),
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
          effects: [fx.playAtOnce, fx.discardAtOnce, fx.turnEnds],
          record: [],
          note: t(
            'Il testo non dice se il colpevole peschi prima di giocare o scartare la carta: Tavolo suggerisce che peschi o raccolga come sempre (art. 6, ogni turno comincia con la presa), poi giochi la carta esposta prima di ogni altro gioco.',
            'The text does not say whether the offender draws before playing or discarding the card: Tavolo suggests he draws or takes the discard as always (art. 6, every turn starts with a draw), then plays the exposed card before any other play.',
          ),
        },
      },
    ],
  },
  {
    id: 's40-cdg-11-carta-attaccata',
    game: 'scala40',
    source: 'S40-CdG',
    article: 11,
    case: 'carta attaccata',
    title: t(
      'Carta rimasta attaccata sotto una carta calata',
      'A card stuck under a card that was melded',
    ),
    words: [
      'carta attaccata',
      'carta appiccicata',
      'due carte attaccate',
      'è venuta giù una carta in più',
      'carta sotto',
    ],
    quote:
      "La carta che è rimasta **attaccata** sotto un'altra carta calata in sequenza o combinazione, se non vista da alcun giocatore, può tornare in mano al giocatore; se vista deve essere considerata come una carta caduta accidentalmente",
    questions: [
      question('seen', t('Qualche giocatore ha visto la carta?', 'Did any player see the card?'), [
        YES('Sì', 'Yes'),
        NO('No, nessuno', 'No, nobody'),
      ]),
    ],
    rulings: [
      {
        when: { seen: 'no' },
        ruling: {
          summary: t('La carta torna in mano', 'The card goes back to the hand'),
          steps: [
            t(
              'Il giocatore riprende in mano la carta rimasta attaccata.',
              'The player takes the stuck card back into his hand.',
            ),
            STEP.playContinues,
          ],
          quote: 'se non vista da alcun giocatore, può tornare in mano al giocatore',
          effects: [fx.restore, fx.cardBackToHand, fx.playContinues],
          record: [],
        },
      },
      {
        when: { seen: 'yes' },
        ruling: {
          summary: t(
            'È una carta caduta: giocarla subito, altrimenti scartarla subito',
            'It is a dropped card: play it at once, or discard it at once',
          ),
          steps: [
            STEP.playAtOnce,
            STEP.discardAtOnce,
            t('Scartata la carta, il turno finisce.', 'Once the card is discarded, the turn ends.'),
          ],
          quote: 'se vista deve essere considerata come una carta caduta accidentalmente',
          effects: [fx.playAtOnce, fx.discardAtOnce, fx.turnEnds],
          record: [],
        },
      },
    ],
  },
  {
    id: 's40-cdg-11-legata-erroneamente',
    game: 'scala40',
    source: 'S40-CdG',
    article: 11,
    case: 'legata erroneamente',
    title: t('Carta legata a un gioco sbagliato', 'A card laid off where it does not fit'),
    words: [
      'ha legato al gioco sbagliato',
      'carta attaccata male',
      'legata male',
      'legata per errore',
      'ha attaccato una carta che non va',
      'carta che non lega',
      'attaccata alla sequenza sbagliata',
    ],
    quote:
      'Carta/e legata/e erroneamente o eccedente calata in sequenza o combinazione Errore rilevato al momento carta/e legata/e erroneamente dovrà essere obbligatoriamente scartata interrompendo il proprio gioco',
    questions: [noticed, heal],
    rulings: [
      {
        when: { noticed: 'at-once', heal: 'yes' },
        ruling: {
          summary: t(
            'Sanare con la carta dalla mano; poi il turno finisce',
            'Heal it with the card from the hand; then the turn ends',
          ),
          steps: [
            t(
              'Il colpevole gioca subito la carta che rende valido il gioco.',
              'The offender plays at once the card that makes the meld valid.',
            ),
            STEP.turnEnds,
          ],
          quote:
            'Si definisce carta penalizzata la carta/e che, giocata/e impropriamente, deve essere scartata per impossibilità di essere sanata',
          effects: [fx.mayHeal, fx.turnEnds],
          record: [],
          note: HEAL_NOTE,
        },
      },
      {
        when: { noticed: 'at-once', heal: 'no' },
        ruling: {
          summary: t(
            'La carta va scartata e il turno finisce',
            'The card is discarded and the turn ends',
          ),
          steps: [
            t(
              'Il colpevole riprende la carta legata per errore e la scarta: è il suo scarto.',
              'The offender takes back the wrongly laid-off card and discards it: that is his discard.',
            ),
            t(
              'Se quella carta lega a un altro gioco sul tavolo non può essere scartata: scarta al suo posto la carta più piccola che ha in mano.',
              'If that card lays off on another meld on the table it may not be discarded: he discards the smallest card in his hand instead.',
            ),
            t('Il suo turno finisce con lo scarto.', 'His turn ends with the discard.'),
          ],
          quote:
            'carta/e legata/e erroneamente dovrà essere obbligatoriamente scartata interrompendo il proprio gioco',
          effects: [fx.noHeal, fx.discardAtOnce, fx.turnEnds],
          record: [],
          note: t(
            'Con più carte legate per errore il testo non dice se si scartino tutte nello stesso turno: Tavolo ne fa scartare una subito (la più bassa) e le altre una per giro come carte penalizzate, perché in ogni turno si scarta una sola carta (art. 6) e il colpevole non può chiudere prima di averle esaurite (art. 12).',
            'With several cards wrongly laid off the text does not say whether all are discarded in the same turn: Tavolo has one discarded at once (the lowest) and the others one a round as penalty cards, since a turn has one discard (art. 6) and the offender may not close before they are gone (art. 12).',
          ),
        },
      },
      {
        when: { noticed: 'later' },
        ruling: {
          summary: t(
            'Il gioco resta ma è congelato, jolly compresi',
            'The meld stays but is frozen, jollies included',
          ),
          steps: FROZEN_STEPS,
          quote: NOTICED_LATER_QUOTE,
          effects: [fx.frozen, fx.playContinues],
          record: [],
          note: t(
            "Tavolo intende «al momento» finché il colpevole non ha scartato: dopo lo scarto il suo turno è finito (art. 6) e l'errore non è più rilevato al momento.",
            'Tavolo reads "at the moment" as until the offender has discarded: after the discard his turn is over (art. 6) and the error is no longer noticed at the moment.',
          ),
        },
      },
    ],
  },
  {
    id: 's40-cdg-11-carta-eccedente',
    game: 'scala40',
    source: 'S40-CdG',
    article: 11,
    case: 'carta eccedente',
    title: t(
      'Carta in più calata in una sequenza o combinazione',
      'An extra card melded in a sequence or combination',
    ),
    words: [
      'carta in più',
      'carta eccedente',
      'cinque carte nel tris',
      'quartetto con cinque carte',
      'due carte uguali nella combinazione',
      'troppe carte',
    ],
    quote:
      'carta/e eccedente calata/e in sequenza o combinazione la sequenza o combinazione rimane valida ma la carta eccedente dovrà essere obbligatoriamente scartata interrompendo il proprio gioco',
    questions: [noticed],
    rulings: [
      {
        when: { noticed: 'at-once' },
        ruling: {
          summary: t(
            'Il gioco resta valido, la carta in più va scartata e il turno finisce',
            'The meld stands, the extra card is discarded and the turn ends',
          ),
          steps: [
            t(
              'La sequenza o combinazione resta valida senza la carta in più.',
              'The sequence or combination stands without the extra card.',
            ),
            t(
              'Il colpevole scarta la carta eccedente; se lega a un gioco sul tavolo scarta invece la carta più piccola che ha in mano.',
              'The offender discards the extra card; if it lays off on a meld on the table he discards the smallest card in his hand instead.',
            ),
            t('Il suo turno finisce con lo scarto.', 'His turn ends with the discard.'),
          ],
          quote:
            'la sequenza o combinazione rimane valida ma la carta eccedente dovrà essere obbligatoriamente scartata interrompendo il proprio gioco',
          effects: [fx.discardAtOnce, fx.turnEnds],
          record: [],
        },
      },
      {
        when: { noticed: 'later' },
        ruling: {
          summary: t(
            'Il gioco resta ma è congelato, jolly compresi',
            'The meld stays but is frozen, jollies included',
          ),
          steps: FROZEN_STEPS,
          quote: NOTICED_LATER_QUOTE,
          effects: [fx.frozen, fx.playContinues],
          record: [],
        },
      },
    ],
  },
  // ---------------------------------------------------------------- art. 12
  {
    id: 's40-cdg-12-gioco-errato',
    game: 'scala40',
    source: 'S40-CdG',
    article: 12,
    case: 'gioco errato',
    title: t('Sequenza o combinazione errata', 'A wrong sequence or combination'),
    words: [
      'scala sbagliata',
      'tris sbagliato',
      'gioco sbagliato',
      'combinazione non valida',
      'sequenza con un buco',
      'tris con due carte dello stesso seme',
      'ha calato male',
      'due jolly nello stesso gioco',
      'tris di jolly',
    ],
    quote:
      "In tutti i casi di sequenze o combinazioni errate, l'errore commesso pone fine ad ogni attività del giocatore sino al prossimo turno di gioco",
    questions: [noticed, heal],
    rulings: [
      {
        when: { noticed: 'at-once', heal: 'yes' },
        ruling: {
          summary: t(
            'Sanare il gioco con la carta dalla mano; poi il turno finisce',
            'Heal the meld with the card from the hand; then the turn ends',
          ),
          steps: [
            t(
              'Il colpevole gioca subito la carta che rende valido il gioco.',
              'The offender plays at once the card that makes the meld valid.',
            ),
            STEP.turnEnds,
          ],
          quote:
            "In tutti i casi di sequenze o combinazioni errate, l'errore commesso pone fine ad ogni attività del giocatore sino al prossimo turno di gioco",
          effects: [fx.mayHeal, fx.turnEnds],
          record: [],
          note: HEAL_NOTE,
        },
      },
      {
        when: { noticed: 'at-once', heal: 'no' },
        ruling: {
          summary: t(
            'Il turno finisce; le carte del gioco errato sono penalizzate',
            'The turn ends; the cards of the wrong meld are penalty cards',
          ),
          steps: [
            t(
              'Il colpevole interrompe ogni attività fino al prossimo turno.',
              'The offender stops every activity until his next turn.',
            ),
            t(
              'Le carte del gioco errato tornano a lui come carte penalizzate, scoperte; ne scarta subito la più bassa.',
              'The cards of the wrong meld go back to him as face-up penalty cards; he discards the lowest at once.',
            ),
            STEP.penaltyCards,
            t(
              "Non può chiudere prima di aver scartato l'ultima carta penalizzata.",
              'He may not close before he has discarded the last penalty card.',
            ),
          ],
          quote:
            "In tutti i casi di sequenze o combinazioni errate, l'errore commesso pone fine ad ogni attività del giocatore sino al prossimo turno di gioco In presenza di una qualsivoglia penalità il giocatore colpevole non potrà chiudere prima di avere esaurita la penalità assegnata",
          effects: [fx.noHeal, fx.turnEnds, fx.penaltyCards, fx.noCloseUntilServed],
          record: [],
          note: t(
            "L'art. 12 dice solo che il turno finisce e che il colpevole non chiude prima di aver esaurito la penalità; non dice che cosa diventino le carte del gioco errato. Tavolo applica la definizione di carta penalizzata dell'art. 11 («giocata impropriamente, deve essere scartata per impossibilità di essere sanata») e la procedura dell'art. 16 B: le carte tornano al colpevole e sono scartate una per giro, dalla più bassa.",
            'Art. 12 only says the turn ends and the offender does not close before the penalty is served; it does not say what becomes of the wrong meld\'s cards. Tavolo applies art. 11\'s definition of a penalty card ("played improperly, must be discarded because it cannot be healed") and the procedure of art. 16 B: the cards go back to the offender and are discarded one a round, lowest first.',
          ),
        },
      },
      {
        when: { noticed: 'later' },
        ruling: {
          summary: t('Il gioco resta ma è congelato', 'The meld stays but is frozen'),
          steps: FROZEN_STEPS,
          quote: NOTICED_LATER_QUOTE,
          effects: [fx.frozen, fx.playContinues],
          record: [],
          note: t(
            "L'art. 12 non distingue l'errore rilevato dopo lo scarto. Tavolo applica per analogia l'art. 11 («Errore non rilevato al momento»): il gioco errato resta sul tavolo congelato.",
            'Art. 12 does not treat an error noticed after the discard. Tavolo applies art. 11 by analogy ("error not noticed at the moment"): the wrong meld stays on the table, frozen.',
          ),
        },
      },
    ],
    gap: t(
      'Quali giochi siano errati lo dicono gli art. 9 e 17 del Codice, che ammette più di un jolly per gioco. Sotto il S40-REG sono errati anche la combinazione di matte (art. 3.3) e il gioco con più di una matta (art. 3.4): il regolamento non ne dà le conseguenze, e Tavolo applica questo articolo del Codice, da cui il regolamento è tratto.',
      'Which melds are wrong is set by art. 9 and 17 of the Code, which allows more than one jolly per meld. Under S40-REG a set of jollies (art. 3.3) and a meld with more than one jolly (art. 3.4) are wrong too: that text gives no consequences, and Tavolo applies this article of the Code, from which it is taken.',
    ),
  },
  {
    id: 's40-cdg-12-chiusura-con-penalita',
    game: 'scala40',
    source: 'S40-CdG',
    article: 12,
    case: 'chiusura con penalità',
    title: t(
      'Chiusura con carte penalizzate ancora da scartare',
      'Closing with penalty cards still to discard',
    ),
    words: [
      'ha chiuso con la penalità',
      'chiude con carte penalizzate',
      'penalità non finita',
      'può chiudere',
      'chiusura non valida',
    ],
    quote: PENALTY_NOT_CLOSE_QUOTE,
    questions: [],
    rulings: [
      {
        when: {},
        ruling: {
          summary: t(
            'La chiusura non vale finché la penalità non è esaurita',
            'The closing does not count until the penalty is served',
          ),
          steps: [
            t(
              "L'arbitro annulla la chiusura e fa riprendere in mano i giochi calati in questo turno.",
              'The arbitro cancels the closing and has the melds of this turn taken back into the hand.',
            ),
            t(
              'Il colpevole scarta la più bassa delle carte penalizzate.',
              'The offender discards the lowest penalty card.',
            ),
            t(
              "Non può chiudere prima di aver scartato l'ultima carta penalizzata.",
              'He may not close before he has discarded the last penalty card.',
            ),
          ],
          quote: PENALTY_NOT_CLOSE_QUOTE,
          effects: [
            fx.closingVoid,
            fx.restore,
            fx.cardBackToHand,
            fx.penaltyCards,
            fx.noCloseUntilServed,
          ],
          record: [],
          note: t(
            "Il testo vieta la chiusura ma non dice che cosa fare se avviene. Tavolo suggerisce di annullarla riprendendo in mano i giochi del turno, come l'art. 20 fa per la chiusura senza scarto.",
            "The text forbids the closing but does not say what to do if it happens. Tavolo suggests cancelling it by taking back the turn's melds, as art. 20 does for a closing without a discard.",
          ),
        },
      },
    ],
  },
  {
    id: 's40-cdg-12-carta-che-lega',
    game: 'scala40',
    source: 'S40-CdG',
    article: 12,
    case: 'carta che lega',
    title: t(
      'La carta da scartare lega a un gioco sul tavolo',
      'The card to discard lays off on a meld on the table',
    ),
    words: [
      'carta penalizzata che lega',
      'non può scartare la carta che attacca',
      'carta caduta che lega',
      'scarta la più piccola',
      'carta da scartare attacca',
    ],
    quote: LAYS_OFF_QUOTE,
    questions: [],
    rulings: [
      {
        when: {},
        ruling: {
          summary: t(
            'Non si scarta: si scarta la carta più piccola della mano',
            'It is not discarded: the smallest card in hand is',
          ),
          steps: [
            t(
              'La carta esposta, caduta o legata per errore che lega a un gioco sul tavolo resta in mano al colpevole.',
              "The exposed, dropped or wrongly laid-off card that lays off on a meld stays in the offender's hand.",
            ),
            t(
              'Al suo posto il colpevole scarta la carta più piccola che ha in mano.',
              'In its place the offender discards the smallest card in his hand.',
            ),
          ],
          quote: LAYS_OFF_QUOTE,
          effects: [fx.smallestCardDiscarded],
          record: [],
          note: t(
            'Il testo non dice che cosa fare se anche la carta più piccola lega a un gioco: Tavolo suggerisce di scartare la più piccola che non lega, perché nessuna carta che lega può essere scartata (art. 6), e di trattare allo stesso modo il jolly, che si scarta solo per la chiusura (art. 8).',
            'The text does not say what to do if the smallest card lays off too: Tavolo suggests discarding the smallest one that does not, since no card that lays off may be discarded (art. 6), and treating a jolly the same way, as it is discarded only to close (art. 8).',
          ),
        },
      },
    ],
  },
  // ---------------------------------------------------------------- art. 13
  {
    id: 's40-cdg-13-durante-la-smazzata',
    game: 'scala40',
    source: 'S40-CdG',
    article: 13,
    case: 'durante la smazzata',
    title: t(
      'Carte mancanti o in più scoperte durante la smazzata',
      'Missing or extra cards found during the hand',
    ),
    words: [
      'manca una carta',
      'carta in più nel mazzo',
      'mazzo incompleto',
      'tre jolly dello stesso colore',
      'mazzo sbagliato',
      'carte mancanti',
    ],
    quote:
      'Se quanto sopra viene rilevato Durante il corso di una smazzata Dopo che il gioco è iniziato, nonostante la palese irregolarità, la smazzata continua fino alla fine col risultato convalidato, successivamente si provvederà alla sostituzione o reintegro del mazzo di carte',
    questions: [
      question('started', t('Il gioco era già iniziato?', 'Had play started?'), [
        YES('Sì, qualcuno aveva già pescato', 'Yes, someone had already drawn'),
        NO('No, durante la distribuzione', 'No, during the deal'),
      ]),
    ],
    rulings: [
      {
        when: { started: 'yes' },
        ruling: {
          summary: t(
            'La smazzata continua e il risultato vale; poi si sostituisce il mazzo',
            'The hand goes on and its result stands; then the deck is replaced',
          ),
          steps: [
            STEP.playContinues,
            t('Il risultato della smazzata è convalidato.', 'The result of the hand is confirmed.'),
            t(
              'Finita la smazzata, il mazzo viene sostituito o reintegrato.',
              'After the hand the deck is replaced or completed.',
            ),
          ],
          quote:
            'Dopo che il gioco è iniziato, nonostante la palese irregolarità, la smazzata continua fino alla fine col risultato convalidato, successivamente si provvederà alla sostituzione o reintegro del mazzo di carte',
          effects: [fx.playContinues, fx.deckReplaced],
          record: [],
        },
      },
      {
        when: { started: 'no' },
        ruling: {
          summary: t(
            'Si sostituisce il mazzo e si ridistribuisce',
            'The deck is replaced and the hand dealt again',
          ),
          steps: [
            t(
              "L'arbitro fa sostituire o reintegrare il mazzo.",
              'The arbitro has the deck replaced or completed.',
            ),
            t('Le carte vengono ridistribuite.', 'The cards are dealt again.'),
          ],
          quote:
            "E' possibile che una o più carte siano mancanti dal mazzo, oppure che una o più carte siano eccedenti",
          effects: [fx.deckReplaced, fx.redeal],
          record: [],
          note: t(
            "Il testo regola solo il caso «Dopo che il gioco è iniziato». Prima dell'inizio nessuna giocata va salvata: Tavolo suggerisce di sostituire o reintegrare subito il mazzo e ridistribuire.",
            'The text only covers "after play has started". Before that no play needs saving: Tavolo suggests replacing or completing the deck at once and dealing again.',
          ),
        },
      },
    ],
  },
  {
    id: 's40-cdg-13-dopo-il-risultato',
    game: 'scala40',
    source: 'S40-CdG',
    article: 13,
    case: 'dopo il risultato',
    title: t(
      'Carte mancanti o in più scoperte a smazzata finita',
      'Missing or extra cards found after the hand',
    ),
    words: [
      'mancava una carta',
      'alla fine manca una carta',
      'contando il mazzo',
      'carta in più a fine mano',
      'risultato valido',
    ],
    quote:
      'Dopo che è stato acquisito un risultato Nel caso che sia stata giocata una smazzata conclusasi regolarmente e ci si accorge alla fine della irregolarità (carta mancante o eccedente), il risultato rimane comunque valido ed il mazzo di carte viene sostituito o reintegrato',
    questions: [],
    rulings: [
      {
        when: {},
        ruling: {
          summary: t(
            'Il risultato resta valido; si sostituisce il mazzo',
            'The result stands; the deck is replaced',
          ),
          steps: [
            t('Il risultato della smazzata resta valido.', 'The result of the hand stands.'),
            t(
              'Il mazzo viene sostituito o reintegrato prima della smazzata successiva.',
              'The deck is replaced or completed before the next hand.',
            ),
          ],
          quote:
            'il risultato rimane comunque valido ed il mazzo di carte viene sostituito o reintegrato',
          effects: [fx.playContinues, fx.deckReplaced],
          record: [],
        },
      },
    ],
  },
  // ---------------------------------------------------------------- art. 14
  {
    id: 's40-cdg-14',
    game: 'scala40',
    source: 'S40-CdG',
    article: 14,
    title: t(
      'Carte mischiate prima di contare i punti',
      'Cards mixed up before the points were counted',
    ),
    words: [
      'ha mischiato le carte',
      'non ha contato i punti',
      'carte buttate nel mazzo',
      'punti non contati',
      'punteggio arbitrario',
      'ha rimesso le carte nel mazzo prima di contare',
    ],
    quote:
      "Se un giocatore, al termine di una smazzata, in fase di computo dei punti, invece di contare le proprie carte inavvertitamente le mischia con le altre carte presenti sul tavolo, chiamato l'arbitro questi tenterà la ricostruzione dei giochi contando sulla collaborazione dei giocatori per arrivare ad una bonaria definizione Se ciò non fosse possibile, l'arbitro in base ai parametri evidenziati e raccolti si vedrà costretto ad assegnare un punteggio arbitrario",
    questions: [
      question(
        'rebuilt',
        t(
          'Con l’aiuto dei giocatori si riesce a ricostruire le carte che aveva in mano?',
          'Can the hand be rebuilt with the players’ help?',
        ),
        [YES('Sì, tutti sono d’accordo', 'Yes, everyone agrees'), NO('No', 'No')],
      ),
    ],
    rulings: [
      {
        when: { rebuilt: 'yes' },
        ruling: {
          summary: t(
            'Si ricostruisce la mano e si contano i punti',
            'The hand is rebuilt and the points counted',
          ),
          steps: [
            t(
              "L'arbitro ricostruisce i giochi con la collaborazione dei giocatori.",
              'The arbitro rebuilds the melds with the players’ help.',
            ),
            t(
              'Si contano i punti negativi delle carte ricostruite, d’accordo fra tutti.',
              'The negative points of the rebuilt cards are counted, with everyone agreeing.',
            ),
          ],
          quote:
            "chiamato l'arbitro questi tenterà la ricostruzione dei giochi contando sulla collaborazione dei giocatori per arrivare ad una bonaria definizione",
          effects: [fx.restore, fx.countedNegative],
          record: [],
        },
      },
      {
        when: { rebuilt: 'no' },
        ruling: {
          summary: t(
            "L'arbitro assegna un punteggio arbitrario",
            'The arbitro sets an arbitrary score',
          ),
          steps: [
            t(
              "L'arbitro raccoglie gli elementi disponibili (carte ricordate, giochi sul tavolo, carte rimaste).",
              'The arbitro gathers what is known (cards remembered, melds on the table, cards left).',
            ),
            t(
              'In base a questi assegna al giocatore un punteggio arbitrario per la smazzata.',
              'On that basis he gives the player an arbitrary score for the hand.',
            ),
          ],
          quote:
            "Se ciò non fosse possibile, l'arbitro in base ai parametri evidenziati e raccolti si vedrà costretto ad assegnare un punteggio arbitrario",
          effects: [],
          record: [{ kind: 'score-adjustment' }],
          note: t(
            'Il testo non dà un criterio per il punteggio arbitrario. Tavolo lascia la cifra all’arbitro e la registra come punteggio arbitrale, con i «parametri evidenziati e raccolti» scritti nella motivazione.',
            'The text gives no rule for the arbitrary score. Tavolo leaves the figure to the arbitro and records it as an arbitral score, with the "parameters pointed out and gathered" written in the reasons.',
          ),
        },
      },
    ],
  },
  // ---------------------------------------------------------------- art. 15
  {
    id: 's40-cdg-15-mancata-pesca',
    game: 'scala40',
    source: 'S40-CdG',
    article: 15,
    case: 'mancata pesca',
    title: t('Ha giocato senza pescare', 'He played without drawing'),
    words: [
      'non ha pescato',
      'si è dimenticato di pescare',
      'ha calato senza pescare',
      'ha giocato senza pescare',
      'mancata pesca',
      'senza prendere carta',
    ],
    quote:
      'Se un giocatore, al proprio turno, effettua un qualsiasi gioco senza preventivamente pescare dal tallone o raccogliere dal monte degli scarti, appena avvisato della sua omissione, deve immediatamente interrompere il gioco',
    questions: [
      question(
        'discarded',
        t(
          'Quando è stato avvisato, il giocatore aveva già scartato?',
          'When he was told, had the player already discarded?',
        ),
        [
          NO('No, stava ancora giocando', 'No, he was still playing'),
          YES('Sì, aveva già scartato', 'Yes, he had already discarded'),
        ],
      ),
    ],
    rulings: [
      {
        when: { discarded: 'no' },
        ruling: {
          summary: t(
            'Interrompe, pesca dal tallone e scarta la stessa carta',
            'He stops, draws from the stock and discards that same card',
          ),
          steps: [
            t('Il giocatore interrompe subito il gioco.', 'The player stops playing at once.'),
            t(
              'I giochi aperti e le carte legate prima dell’avviso restano validi.',
              'Melds made and cards laid off before the warning stand.',
            ),
            t(
              'Pesca una carta dal tallone (non può raccogliere dal monte degli scarti) e scarta quella stessa carta.',
              'He draws a card from the stock (he may not take the discard) and discards that same card.',
            ),
            t(
              'Aspetta il turno successivo per fare altri giochi.',
              'He waits for his next turn to make other plays.',
            ),
          ],
          quote:
            "Dovrà quindi pescare dal tallone una carta e scartare la stessa carta (non potrà nella fattispecie raccogliere dal monte degli scarti) ed aspettare il prossimo turno per effettuare altri giochi Gli eventuali giochi aperti e le carte legate prima dell'avviso restano validi",
          effects: [fx.drawAndDiscardOnly, fx.discardAtOnce, fx.turnEnds],
          record: [],
          note: t(
            "L'avviso può venire da chiunque al tavolo, a voce o a gesti (art. 15): non è un'«iniziativa» che faccia perdere il diritto alla penalità (art. 10). Se la carta pescata lega a un gioco sul tavolo il testo non dice come scartarla: Tavolo applica l'art. 15, che nomina proprio quella carta, prima del divieto generale dell'art. 6.",
            'The warning may come from anyone at the table, by word or gesture (art. 15): it is not an "initiative" that loses the right to a penalty (art. 10). If the card drawn lays off on a meld the text does not say how to discard it: Tavolo applies art. 15, which names that very card, before the general ban of art. 6.',
          ),
        },
      },
      {
        when: { discarded: 'yes' },
        ruling: {
          summary: t('Il gioco prosegue regolarmente', 'Play goes on as normal'),
          steps: [STEP.playContinues],
          quote:
            "Se l'errore viene rilevato dopo lo scarto e quindi dopo la fine della fase di gioco di un giocatore, il gioco proseguirà regolarmente",
          effects: [fx.playContinues, fx.noPenalty],
          record: [],
        },
      },
    ],
  },
  {
    id: 's40-cdg-15-solo-scarto',
    game: 'scala40',
    source: 'S40-CdG',
    article: 15,
    case: 'solo scarto',
    title: t('Ha solo scartato, senza pescare', 'He only discarded, without drawing'),
    words: [
      'ha scartato senza pescare',
      'ha solo scartato',
      'non ha pescato e ha scartato',
      'ha una carta in meno',
      'dodici carte',
    ],
    quote:
      "Qualora un giocatore al proprio turno, non pesca dal tallone, non raccoglie dal monte scarti, non fa alcun gioco ma si limita allo scarto, se l'errore viene rilevato prima che il giocatore alla sua destra abbia iniziato il gioco, egli dovrà pescare e la carta pescata verrà scartata il giro successivo, limitando il suo gioco al solo scarto della stessa carta",
    questions: [
      question(
        'next',
        t(
          'Il giocatore successivo (alla sua destra) aveva già iniziato a giocare?',
          'Had the next player (on his right) started playing?',
        ),
        [NO('No', 'No'), YES('Sì', 'Yes')],
      ),
    ],
    rulings: [
      {
        when: { next: 'no' },
        ruling: {
          summary: t(
            'Pesca ora; al giro successivo scarta solo quella carta',
            'He draws now; next round he only discards that card',
          ),
          steps: [
            t(
              'Il colpevole pesca ora una carta dal tallone.',
              'The offender now draws a card from the stock.',
            ),
            t(
              'Al giro successivo il suo gioco si limita allo scarto di quella stessa carta.',
              'In the next round his play is limited to discarding that same card.',
            ),
          ],
          quote:
            'egli dovrà pescare e la carta pescata verrà scartata il giro successivo, limitando il suo gioco al solo scarto della stessa carta',
          effects: [{ kind: 'discard-only-next-turn' }],
          record: [],
          note: t(
            'Il testo non dice se al giro successivo il colpevole peschi ancora: Tavolo legge «limitando il suo gioco al solo scarto» come nessuna presa e nessun gioco, solo lo scarto della carta pescata ora.',
            'The text does not say whether the offender draws again in the next round: Tavolo reads "limiting his play to the discard alone" as no draw and no plays, only the discard of the card drawn now.',
          ),
        },
      },
      {
        when: { next: 'yes' },
        ruling: {
          summary: t('Il gioco prosegue regolarmente', 'Play goes on as normal'),
          steps: [STEP.playContinues],
          quote:
            "Se l'errore viene rilevato dopo lo scarto e quindi dopo la fine della fase di gioco di un giocatore, il gioco proseguirà regolarmente",
          effects: [fx.playContinues, fx.noPenalty],
          record: [],
          note: t(
            "Il testo regola solo il caso in cui l'errore è rilevato prima che il giocatore successivo abbia iniziato il gioco. Dopo, Tavolo applica la regola generale dell'art. 15 per l'errore rilevato dopo lo scarto e l'art. 16 C («L'irregolarità è superata»): il colpevole resta con una carta in meno.",
            'The text only covers the error noticed before the next player has started. After that, Tavolo applies art. 15\'s general rule for an error noticed after the discard and art. 16 C ("the irregularity is overtaken"): the offender stays one card short.',
          ),
        },
      },
    ],
  },
  // ---------------------------------------------------------------- art. 16
  {
    id: 's40-cdg-16-a',
    game: 'scala40',
    source: 'S40-CdG',
    article: 16,
    case: 'A',
    title: t(
      'Pesca o raccolta fuori turno, senza altri giochi',
      'Drew or took the discard out of turn, no other play',
    ),
    words: [
      'ha pescato fuori turno',
      'ha pescato prima del suo turno',
      'ha raccolto fuori turno',
      'non era il suo turno',
      'ha preso la carta al posto mio',
      'pescata fuori turno',
    ],
    quote:
      'Un giocatore pesca/raccoglie quando non è il suo turno A) Il giocatore colpevole non ha fatto alcun gioco',
    questions: [
      question('took', t('Che cosa ha preso il colpevole?', 'What did the offender take?'), [
        option('discard', 'La carta del monte degli scarti', 'The top card of the discard pile'),
        option('stock', 'Una carta del tallone', 'A card from the stock'),
      ]),
      question(
        'remembers',
        t(
          'Il colpevole ricorda quale carta ha pescato?',
          'Does the offender remember which card he drew?',
        ),
        [YES('Sì', 'Yes'), NO('No', 'No')],
        { took: 'stock' },
      ),
    ],
    rulings: [
      {
        when: { took: 'discard' },
        ruling: {
          summary: t(
            "L'arbitro ripristina il monte degli scarti; il colpevole pesca e scarta soltanto",
            'The arbitro restores the discard pile; the offender only draws and discards',
          ),
          steps: [
            t(
              "L'arbitro rimette la carta sul monte degli scarti.",
              'The arbitro puts the card back on the discard pile.',
            ),
            t(
              'Al proprio turno il colpevole pesca obbligatoriamente dal tallone e scarta la stessa carta.',
              'On his turn the offender must draw from the stock and discard that same card.',
            ),
            t(
              'Il colpevole non può chiudere per un giro completo.',
              'The offender may not close for a full round.',
            ),
          ],
          quote:
            "l'infrazione sia stata la raccolta l'arbitro ripristinerà il monte degli scarti l'infrazione sia stata la pesca l'arbitro ripristinerà il tallone lasciando al giocatore che avrebbe dovuto giocare, la scelta di vedere la carta e quindi pescarla o raccogliere dal monte degli scarti In ambedue i casi il giocatore colpevole, al proprio turno, limiterà il suo gioco alla **pesca obbligatoria** ed al successivo scarto della stessa carta. Il giocatore colpevole non potrà chiudere per un giro completo",
          effects: [fx.restore, fx.drawAndDiscardOnly, fx.noCloseNextRound],
          record: [],
        },
      },
      {
        when: { took: 'stock', remembers: 'yes' },
        ruling: {
          summary: t(
            "L'arbitro ripristina il tallone; chi era di turno sceglie; il colpevole pesca e scarta soltanto",
            'The arbitro restores the stock; the player on turn chooses; the offender only draws and discards',
          ),
          steps: [
            t(
              "L'arbitro rimette la carta in cima al tallone.",
              'The arbitro puts the card back on top of the stock.',
            ),
            t(
              'Il giocatore che doveva giocare può vedere quella carta e scegliere se pescarla o raccogliere dal monte degli scarti.',
              'The player who was on turn may see that card and choose to draw it or take the discard.',
            ),
            t(
              'Al proprio turno il colpevole pesca obbligatoriamente dal tallone e scarta la stessa carta.',
              'On his turn the offender must draw from the stock and discard that same card.',
            ),
            t(
              'Il colpevole non può chiudere per un giro completo.',
              'The offender may not close for a full round.',
            ),
          ],
          quote:
            "l'infrazione sia stata la pesca l'arbitro ripristinerà il tallone lasciando al giocatore che avrebbe dovuto giocare, la scelta di vedere la carta e quindi pescarla o raccogliere dal monte degli scarti In ambedue i casi il giocatore colpevole, al proprio turno, limiterà il suo gioco alla **pesca obbligatoria** ed al successivo scarto della stessa carta. Il giocatore colpevole non potrà chiudere per un giro completo",
          effects: [
            fx.restore,
            fx.cardToStock,
            fx.opponentChooses,
            fx.drawAndDiscardOnly,
            fx.noCloseNextRound,
          ],
          record: [],
        },
      },
      {
        when: { took: 'stock', remembers: 'no' },
        ruling: {
          summary: t(
            'Sul tallone torna la carta più alta della sua mano; il colpevole pesca e scarta soltanto',
            'The highest card of his hand goes back on the stock; the offender only draws and discards',
          ),
          steps: [
            t(
              "L'arbitro fa ricollocare sul tallone la carta di valore più alto in mano al colpevole.",
              "The arbitro has the highest-valued card in the offender's hand put back on the stock.",
            ),
            t(
              'Il giocatore che doveva giocare può vedere quella carta e scegliere se pescarla o raccogliere dal monte degli scarti.',
              'The player who was on turn may see that card and choose to draw it or take the discard.',
            ),
            t(
              'Al proprio turno il colpevole pesca obbligatoriamente dal tallone e scarta la stessa carta.',
              'On his turn the offender must draw from the stock and discard that same card.',
            ),
            t(
              'Il colpevole non può chiudere per un giro completo.',
              'The offender may not close for a full round.',
            ),
          ],
          quote:
            "In tutti i casi di cui sopra, se il giocatore **non ricorda** la carta pescata, l'arbitro farà scartare o ricollocare sul tallone la carta di valore più alto in mano al giocatore",
          effects: [
            fx.restore,
            fx.cardToStock,
            fx.opponentChooses,
            fx.drawAndDiscardOnly,
            fx.noCloseNextRound,
          ],
          record: [],
          note: t(
            'Il testo dice «scartare o ricollocare sul tallone»: nel caso A la carta pescata va rimessa sul tallone, quindi Tavolo la ricolloca sul tallone; «scartare» resta per i casi in cui la carta non si rimette sul tallone.',
            'The text says "discard or put back on the stock": in case A the card drawn goes back on the stock, so Tavolo puts it back there; "discard" is left for the cases where the card does not go back on the stock.',
          ),
        },
      },
    ],
    gap: t(
      '«Non potrà chiudere per un giro completo» non dice da quando: Tavolo conta il giro a partire dal turno in cui il colpevole pesca e scarta la stessa carta, fino al suo turno successivo escluso.',
      '"May not close for a full round" does not say from when: Tavolo counts the round from the turn in which the offender draws and discards the same card, up to (not including) his following turn.',
    ),
  },
  {
    id: 's40-cdg-16-b',
    game: 'scala40',
    source: 'S40-CdG',
    article: 16,
    case: 'B',
    title: t(
      'Pesca o raccolta fuori turno, poi ha giocato',
      'Drew or took the discard out of turn, then played',
    ),
    words: [
      'ha pescato fuori turno e poi ha giocato',
      'ha giocato fuori turno dopo aver pescato',
      'ha legato fuori turno',
      'ha aperto fuori turno',
      'non era il suo turno e ha preso una carta',
    ],
    quote: `B) Il giocatore colpevole fa gioco ${OUT_OF_TURN_QUOTE_B}`,
    questions: [],
    rulings: [
      {
        when: {},
        ruling: {
          summary: t(
            "L'ultimo gioco è penalizzato; al suo turno scarta senza pescare; non chiude prima di aver esaurito la penalità",
            'The last play is penalised; on his turn he discards without drawing; no closing before the penalty is served',
          ),
          steps: PENALISED_PLAY_STEPS('without'),
          quote: OUT_OF_TURN_QUOTE_B,
          effects: [fx.turnEnds, fx.penaltyCards, fx.noCloseUntilServed],
          record: [],
          note: PENALTY_NOTE,
        },
      },
    ],
    gap: t(
      "Il testo non dice se la carta pescata fuori turno torni sul tallone: poiché al proprio turno il colpevole «senza pescare» scarta, Tavolo la lascia in mano. Se il giocatore successivo al colpevole ha già fatto gioco, vale il caso C: l'irregolarità è superata.",
      'The text does not say whether the card drawn out of turn goes back on the stock: since on his turn the offender discards "without drawing", Tavolo leaves it in his hand. If the player after the offender has already played, case C applies: the irregularity is overtaken.',
    ),
  },
  {
    id: 's40-cdg-16-c',
    game: 'scala40',
    source: 'S40-CdG',
    article: 16,
    case: 'C',
    title: t(
      'Fuori turno: il giocatore successivo ha già giocato',
      'Out of turn: the next player has already played',
    ),
    words: [
      'ha pescato fuori turno ma ormai si è giocato',
      'ci si accorge dopo del fuori turno',
      'fuori turno scoperto tardi',
      'irregolarità superata',
    ],
    quote:
      "C) Il giocatore successivo al colpevole fa gioco L'irregolarità è superata ed il gioco prosegue regolarmente",
    questions: [],
    rulings: [
      {
        when: {},
        ruling: {
          summary: t(
            "L'irregolarità è superata: il gioco prosegue",
            'The irregularity is overtaken: play goes on',
          ),
          steps: [
            t(
              "Il giocatore che segue il colpevole ha già fatto gioco: l'irregolarità è superata.",
              'The player after the offender has already played: the irregularity is overtaken.',
            ),
            STEP.playContinues,
          ],
          quote: "L'irregolarità è superata ed il gioco prosegue regolarmente",
          effects: [fx.playContinues, fx.noPenalty],
          record: [],
        },
      },
    ],
  },
  {
    id: 's40-cdg-16-giocata-fuori-turno',
    game: 'scala40',
    source: 'S40-CdG',
    article: 16,
    case: 'giocata fuori turno',
    title: t(
      'Ha calato o legato fuori turno senza pescare',
      'Melded or laid off out of turn without drawing',
    ),
    words: [
      'ha giocato fuori turno',
      'ha calato fuori turno',
      'ha attaccato fuori turno',
      'ha legato quando non toccava a lui',
      'giocata fuori turno',
    ],
    quote: `Il giocatore gioca fuori turno senza pescare o raccogliere carte ${OUT_OF_TURN_QUOTE_PLAY}`,
    questions: [],
    rulings: [
      {
        when: {},
        ruling: {
          summary: t(
            "L'ultimo gioco è penalizzato; al suo turno pesca e scarta una carta penalizzata; non chiude prima di aver esaurito la penalità",
            'The last play is penalised; on his turn he draws and discards a penalty card; no closing before the penalty is served',
          ),
          steps: PENALISED_PLAY_STEPS('with'),
          quote: OUT_OF_TURN_QUOTE_PLAY,
          effects: [fx.turnEnds, fx.penaltyCards, fx.noCloseUntilServed],
          record: [],
          note: PENALTY_NOTE,
        },
      },
    ],
    gap: t(
      "Il testo non dice che cosa accada se il giocatore successivo ha già giocato prima della contestazione: Tavolo suggerisce di applicare anche qui il caso C (l'irregolarità è superata), perché «In tutti i casi di cui sopra» mostra che i casi dell'articolo vanno letti insieme.",
      'The text does not say what happens if the next player has already played before the objection: Tavolo suggests applying case C here too (the irregularity is overtaken), since "In all the cases above" shows the article\'s cases are read together.',
    ),
  },
  // ---------------------------------------------------------------- art. 17
  {
    id: 's40-cdg-17-piu-di-due-carte-legate',
    game: 'scala40',
    source: 'S40-CdG',
    article: 17,
    case: 'più di due carte legate',
    title: t(
      'Più di due carte consecutive legate in una volta',
      'More than two consecutive cards laid off at once',
    ),
    words: [
      'ha legato tre carte',
      'ha attaccato tre carte alla scala',
      'troppe carte legate',
      'più di due carte alla volta',
    ],
    quote:
      'Si possono aprire due sequenze uguali (se sono formate da sei o più carte vanno divise massimo 5 carte per sequenza) durante il gioco si possono legare alle sequenze tutte le carte che vogliamo ma mai più di due consecutive alla volta',
    questions: [noticed],
    rulings: [
      {
        when: { noticed: 'at-once' },
        ruling: {
          summary: t(
            'Le carte oltre la seconda sono eccedenti: la sequenza resta, la carta in più va scartata e il turno finisce',
            'Cards beyond the second are extra: the sequence stands, the extra card is discarded and the turn ends',
          ),
          steps: [
            t(
              'La sequenza resta valida con le prime due carte legate.',
              'The sequence stands with the first two cards laid off.',
            ),
            t(
              'Il colpevole scarta la carta legata in più; se lega a un gioco sul tavolo scarta invece la carta più piccola che ha in mano.',
              'The offender discards the extra card laid off; if it lays off on a meld on the table he discards the smallest card in his hand instead.',
            ),
            t('Il suo turno finisce con lo scarto.', 'His turn ends with the discard.'),
          ],
          quote:
            'la sequenza o combinazione rimane valida ma la carta eccedente dovrà essere obbligatoriamente scartata interrompendo il proprio gioco',
          effects: [fx.discardAtOnce, fx.turnEnds],
          record: [],
        },
      },
      {
        when: { noticed: 'later' },
        ruling: {
          summary: t('La sequenza resta ma è congelata', 'The sequence stays but is frozen'),
          steps: FROZEN_STEPS,
          quote: NOTICED_LATER_QUOTE,
          effects: [fx.frozen, fx.playContinues],
          record: [],
        },
      },
    ],
    gap: t(
      "L'art. 17 fissa il limite («mai più di due consecutive alla volta») ma non la conseguenza della violazione. Tavolo suggerisce la regola della carta «eccedente calata in sequenza» dell'art. 11, di cui questo limite è il caso più frequente, e legge «due consecutive alla volta» come due carte per sequenza in un turno (come il motore di gioco). Per le sequenze uguali di sei o più carte da dividere in massimo 5 carte il testo non dà conseguenze: Tavolo suggerisce che l'arbitro faccia solo risistemare le carte, senza penalità, perché riguarda come le carte stanno sul tavolo.",
      'Art. 17 sets the limit ("never more than two consecutive at a time") but not the consequence of breaking it. Tavolo suggests art. 11\'s rule for an "extra card melded in a sequence", of which this limit is the commonest case, and reads "two consecutive at a time" as two cards onto one sequence per turn (as the game engine does). For equal sequences of six or more cards, to be split into at most 5, the text gives no consequence: Tavolo suggests the arbitro only has the cards rearranged, with no penalty, since it is about how the cards lie on the table.',
    ),
  },
  // ---------------------------------------------------------------- art. 18
  {
    id: 's40-cdg-18-monte-degli-scarti',
    game: 'scala40',
    source: 'S40-CdG',
    article: 18,
    case: 'monte degli scarti',
    title: t(
      'Ha sollevato una carta del monte degli scarti',
      'He lifted a card of the discard pile',
    ),
    words: [
      'ha toccato il pozzo',
      'ha alzato lo scarto',
      'ha sollevato la carta del monte',
      'ha guardato gli scarti',
      'carta toccata va presa',
    ],
    quote:
      'Quando un giocatore decide, al proprio turno, di raccogliere dal monte degli scarti, può ispezionare le carte, ma se ne solleva il dorso anche di una sola è obbligato a prendere la carta di scarto',
    questions: [
      question(
        'may',
        t(
          'Il giocatore può raccogliere (ha già aperto, o apre in questo turno usando la carta)?',
          'May the player take the discard (he has opened, or opens this turn with the card)?',
        ),
        [YES('Sì', 'Yes'), NO('No, non può aprire', 'No, he cannot open')],
      ),
    ],
    rulings: [
      {
        when: { may: 'yes' },
        ruling: {
          summary: t('Deve prendere la carta di scarto', 'He must take the discard'),
          steps: [
            t(
              'Il giocatore prende la carta in cima al monte degli scarti.',
              'The player takes the top card of the discard pile.',
            ),
            STEP.playContinues,
          ],
          quote:
            'ma se ne solleva il dorso anche di una sola è obbligato a prendere la carta di scarto',
          effects: [fx.playContinues],
          record: [],
        },
      },
      {
        when: { may: 'no' },
        ruling: {
          summary: t(
            'La carta torna sul monte; il giocatore pesca dal tallone',
            'The card goes back on the pile; the player draws from the stock',
          ),
          steps: [
            t(
              "L'arbitro rimette la carta sul monte degli scarti.",
              'The arbitro puts the card back on the discard pile.',
            ),
            t(
              'Il giocatore pesca dal tallone e prosegue il suo turno.',
              'The player draws from the stock and goes on with his turn.',
            ),
          ],
          quote:
            "Si può raccogliere la carta scartata dall'avversario solamente se si possiedono in mano combinazioni o sequenze per almeno 40 punti o che si possa realizzarli con la stessa carta che raccogliamo",
          effects: [fx.restore, fx.playContinues],
          record: [],
          note: t(
            "L'obbligo dell'art. 18 presuppone un giocatore che può raccogliere; chi non può aprire non può prendere lo scarto (art. 6). Il testo non regola il conflitto: Tavolo suggerisce di rimettere la carta sul monte e far pescare dal tallone, senza penalità, perché la carta era già scoperta e nessuno ne ricava un'informazione.",
            'The duty of art. 18 assumes a player who may take the discard; one who cannot open may not take it (art. 6). The text does not settle the conflict: Tavolo suggests putting the card back and having him draw from the stock, with no penalty, since the card was face up already and nobody learns anything.',
          ),
        },
      },
    ],
  },
  {
    id: 's40-cdg-18-tallone',
    game: 'scala40',
    source: 'S40-CdG',
    article: 18,
    case: 'tallone',
    title: t('Ha sollevato una carta del tallone', 'He lifted a card of the stock'),
    words: [
      'ha alzato una carta del tallone',
      'ha toccato il mazzo',
      'ha pescato due carte',
      'ha preso due carte',
      'voleva lo scarto ma ha toccato il tallone',
      'carta sollevata',
    ],
    quote:
      'Se il giocatore solleva, anche parzialmente, una carta dal tallone pur non guardandola è obbligato a prendere la carta sollevata',
    questions: [
      question('cards', t('Quante carte ha sollevato?', 'How many cards did he lift?'), [
        option('one', 'Una', 'One'),
        option('more', 'Più di una', 'More than one'),
      ]),
    ],
    rulings: [
      {
        when: { cards: 'one' },
        ruling: {
          summary: t('Deve prendere la carta sollevata', 'He must take the card he lifted'),
          steps: [
            t(
              'Il giocatore prende la carta sollevata, anche se voleva raccogliere dal monte degli scarti.',
              'The player takes the card he lifted, even if he meant to take the discard.',
            ),
            STEP.playContinues,
          ],
          quote:
            'Se il giocatore solleva, anche parzialmente, una carta dal tallone pur non guardandola è obbligato a prendere la carta sollevata',
          effects: [fx.playContinues],
          record: [],
        },
      },
      {
        when: { cards: 'more' },
        ruling: {
          summary: t(
            'Tiene la prima carta; le altre tornano sul tallone',
            'He keeps the first card; the others go back on the stock',
          ),
          steps: [
            t(
              'Il giocatore tiene la prima carta sollevata.',
              'The player keeps the first card he lifted.',
            ),
            t(
              "L'arbitro rimette le altre in cima al tallone, nello stesso ordine.",
              'The arbitro puts the others back on top of the stock, in the same order.',
            ),
            t(
              'Se una carta rimessa è stata vista, il giocatore che la pescherebbe può scegliere se pescarla o raccogliere dal monte degli scarti.',
              'If a card put back was seen, the player who would draw it may choose to draw it or take the discard.',
            ),
          ],
          quote:
            "l'arbitro ripristinerà il tallone lasciando al giocatore che avrebbe dovuto giocare, la scelta di vedere la carta e quindi pescarla o raccogliere dal monte degli scarti",
          effects: [fx.restore, fx.cardToStock, fx.playContinues],
          record: [],
          note: t(
            "Il testo non regola chi solleva più carte insieme. Tavolo suggerisce: la prima è sua (art. 18); le altre, che non gli spettano, tornano sul tallone come nel ripristino dell'art. 16 A, con la stessa scelta per chi le pescherebbe se sono state viste.",
            'The text does not cover lifting several cards together. Tavolo suggests: the first is his (art. 18); the others, which are not his, go back on the stock as in the restoring of art. 16 A, with the same choice for whoever would draw them if they were seen.',
          ),
        },
      },
    ],
  },
  // ---------------------------------------------------------------- art. 19
  {
    id: 's40-cdg-19-2',
    game: 'scala40',
    source: 'S40-CdG',
    article: 19,
    case: '2',
    title: t(
      'Chiusura legando tutte le 13 carte senza apertura',
      'Closing by laying down all 13 cards without an opening',
    ),
    words: [
      'ha chiuso senza aprire',
      'chiusura in mano',
      'chiude senza 40 punti',
      'ha calato tutto insieme',
      'chiusura valida',
    ],
    quote:
      "La chiusura del gioco avviene - 1) quando uno dei giocatori dopo aver calato tutte le carte scarta poi l'ultima - 2) legando tutte le 13 (carte anche senza apertura)",
    questions: [],
    rulings: [
      {
        when: {},
        ruling: {
          summary: t(
            'La chiusura è valida anche senza apertura',
            'The closing is valid without an opening',
          ),
          steps: [
            t(
              'Chi cala tutte le sue carte in un solo turno chiude validamente anche senza aver raggiunto i 40 punti di apertura.',
              'Whoever lays down all his cards in one turn closes validly without reaching the 40 points of an opening.',
            ),
            t('Si passa al conteggio dei punti.', 'The points are counted.'),
          ],
          quote: '2) legando tutte le 13 (carte anche senza apertura)',
          effects: [fx.playContinues, fx.noPenalty],
          record: [],
          note: t(
            'Tavolo legge «legando tutte le 13 carte» come calare in un solo turno tutte le carte tranne lo scarto, come il motore di gioco; la chiusura richiede comunque lo scarto (art. 20).',
            'Tavolo reads "laying down all 13 cards" as melding in one turn every card but the discard, as the game engine does; the closing still needs a discard (art. 20).',
          ),
        },
      },
    ],
  },
  {
    id: 's40-cdg-19-tallone-esaurito',
    game: 'scala40',
    source: 'S40-CdG',
    article: 19,
    case: 'tallone esaurito',
    title: t('Il tallone è finito', 'The stock has run out'),
    words: [
      'tallone finito',
      'sono finite le carte',
      'mazzo finito',
      'rimescolare gli scarti',
      'non ci sono più carte da pescare',
    ],
    quote:
      'Per tallone esaurito si intende quando lo stesso arriva alla fine delle carte, e quindi vanno rimescolate tutte le carte che compongono il monte degli scarti',
    questions: [],
    rulings: [
      {
        when: {},
        ruling: {
          summary: t(
            'Si rimescolano tutte le carte del monte degli scarti',
            'All the cards of the discard pile are reshuffled',
          ),
          steps: [
            t(
              'Tutte le carte del monte degli scarti vengono rimescolate e formano il nuovo tallone.',
              'All the cards of the discard pile are shuffled into the new stock.',
            ),
            STEP.playContinues,
          ],
          quote: 'vanno rimescolate tutte le carte che compongono il monte degli scarti',
          effects: [fx.playContinues],
          record: [],
          note: t(
            "Il S40-REG (art. 6.4) lascia da parte l'ultima carta scartata come nuovo monte; il Codice rimescola tutte le carte. Per una smazzata che nessuno riesce a chiudere vedi l'art. 21.",
            'S40-REG (art. 6.4) keeps the last discard aside as the new pile; the Code reshuffles every card. For a hand nobody can close see art. 21.',
          ),
        },
      },
    ],
  },
  // ---------------------------------------------------------------- art. 20
  {
    id: 's40-cdg-20-1',
    game: 'scala40',
    source: 'S40-CdG',
    article: 20,
    case: '1',
    title: t(
      'Senza carta di scarto: ultimo gioco di più carte',
      'No card left to discard: the last play was several cards',
    ),
    words: [
      'chiusura senza scarto',
      'è rimasto senza carte',
      'ha calato anche lo scarto',
      'non ha la carta da scartare',
      'ha legato anche la carta di scarto',
    ],
    quote:
      "Nel caso in cui un giocatore effettui la chiusura legando anche la carta di scarto: - 1) Se l'ultimo gioco effettuato è composto da più carte deve riprendere in mano l'ultimo gioco effettuato (sequenza, combinazione o carte legate) La carta più piccola di quelle riprese in mano costituirà lo scarto ([Art. 12](#))",
    questions: [],
    rulings: [
      {
        when: {},
        ruling: {
          summary: t(
            "Riprende in mano l'ultimo gioco e ne scarta la carta più piccola",
            'He takes back the last play and discards its smallest card',
          ),
          steps: [
            t(
              "Il giocatore riprende in mano l'ultimo gioco effettuato (sequenza, combinazione o carte legate).",
              'The player takes back the last play made (sequence, combination or cards laid off).',
            ),
            t(
              'Scarta la più piccola delle carte riprese che non lega a un gioco sul tavolo; le altre restano in mano.',
              'He discards the smallest of the cards taken back that does not lay off on a meld; the others stay in his hand.',
            ),
            t('La chiusura non avviene.', 'There is no closing.'),
          ],
          quote:
            "deve riprendere in mano l'ultimo gioco effettuato (sequenza, combinazione o carte legate) La carta più piccola di quelle riprese in mano costituirà lo scarto ([Art. 12](#))",
          effects: [
            fx.closingVoid,
            fx.restore,
            fx.cardBackToHand,
            fx.smallestCardDiscarded,
            fx.turnEnds,
          ],
          record: [],
        },
      },
    ],
  },
  {
    id: 's40-cdg-20-2',
    game: 'scala40',
    source: 'S40-CdG',
    article: 20,
    case: '2',
    title: t(
      'Senza carta di scarto: ultimo gioco di una sola carta',
      'No card left to discard: the last play was a single card',
    ),
    words: [
      'chiusura senza scarto',
      'ha attaccato anche l’ultima carta',
      'è rimasto senza scarto',
      'ha legato l’ultima carta',
      'non ha più carte per scartare',
    ],
    quote:
      "2) Se l'ultimo gioco effettuato è composto da una sola carta, il giocatore dovrà riprendere in mano quest'ultima carta, che non potrà essere scartata. Dovrà riprendere in mano anche il gioco precedentemente e scartarne la carta più piccola ([Art. 12](#))",
    questions: [],
    rulings: [
      {
        when: {},
        ruling: {
          summary: t(
            "Riprende l'ultima carta e anche il gioco precedente, di cui scarta la più piccola",
            'He takes back the last card and the play before it, and discards the smallest of that play',
          ),
          steps: [
            t(
              "Il giocatore riprende in mano l'ultima carta legata, che non può scartare.",
              'The player takes back the last card he laid off, which he may not discard.',
            ),
            t(
              'Riprende in mano anche il gioco effettuato prima e ne scarta la carta più piccola che non lega a un gioco sul tavolo.',
              'He also takes back the play made before it and discards its smallest card that does not lay off on a meld.',
            ),
            t('La chiusura non avviene.', 'There is no closing.'),
          ],
          quote:
            "il giocatore dovrà riprendere in mano quest'ultima carta, che non potrà essere scartata. Dovrà riprendere in mano anche il gioco precedentemente e scartarne la carta più piccola ([Art. 12](#))",
          effects: [
            fx.closingVoid,
            fx.restore,
            fx.cardBackToHand,
            fx.smallestCardDiscarded,
            fx.turnEnds,
          ],
          record: [],
        },
      },
    ],
  },
  // ---------------------------------------------------------------- art. 21
  {
    id: 's40-cdg-21',
    game: 'scala40',
    source: 'S40-CdG',
    article: 21,
    title: t('Time out e fasi del gioco', 'Time out and the phases of play'),
    words: [
      'time out',
      'tempo scaduto',
      'fine del tempo',
      'smazzata infinita',
      'nessuno riesce a chiudere',
      'si passano il jolly',
      'tallone rimescolato tre volte',
    ],
    quote: 'Art. 21 Time out e fasi del gioco',
    questions: [
      question('why', t('Che cosa è successo?', 'What happened?'), [
        option(
          'reshuffles',
          'Il tallone è finito dopo il terzo rimescolamento',
          'The stock ran out after the third reshuffle',
        ),
        option(
          'quiet',
          'Tre giri interi senza pescare dal tallone né calare o legare carte',
          'Three full rounds with no draw from the stock and no card melded or laid off',
        ),
        option('time', 'È scaduto il tempo del turno di gara', "The tournament round's time is up"),
        option(
          'turn-clock',
          'Il giocatore di turno ha esaurito il tempo della mossa (tavolo online con tempo per turno)',
          'The player on turn ran out of time for his move (online table with a per-turn clock)',
        ),
      ]),
    ],
    rulings: [
      {
        when: { why: ['reshuffles', 'quiet'] },
        ruling: {
          summary: t(
            'La smazzata finisce senza chiusura: ognuno paga le carte in mano',
            'The hand ends unclosed: everyone pays the cards in hand',
          ),
          steps: [
            t('La smazzata termina senza chiusura.', 'The hand ends without a closing.'),
            t(
              'Ogni giocatore conta come punti negativi le carte che ha in mano (art. 22), jolly compresi.',
              'Every player counts the cards in his hand as negative points (art. 22), jollies included.',
            ),
          ],
          quote: 'Time Out Fine del turno di gioco',
          effects: [fx.handOver, fx.countedNegative],
          record: [],
          note: t(
            'Sostituto di Tavolo per il testo mancante, lo stesso del motore di gioco (opzioni reshufflesPerHand = 3 e quietRoundsPerHand = 3 in tutti i profili): senza di esso una smazzata può non finire mai, per esempio con due giocatori che tengono ciascuno un jolly che non lega e non può essere scartato (art. 8), o che si passano un jolly attraverso il monte degli scarti (art. 6, 18). La smazzata finisce quando il tallone si esaurisce dopo il terzo rimescolamento, o dopo tre giri completi in cui nessuno pesca dal tallone né aggiunge carte al tavolo.',
            "Tavolo's stand-in for the missing text, the same as the game engine's (options reshufflesPerHand = 3 and quietRoundsPerHand = 3 in every profile): without it a hand may never end, for instance with two players each keeping a jolly that lays off nowhere and may not be discarded (art. 8), or passing a jolly back and forth through the discard pile (art. 6, 18). The hand ends when the stock runs out after the third reshuffle, or after three full rounds in which nobody draws from the stock or adds a card to the table.",
          ),
        },
      },
      {
        when: { why: 'turn-clock' },
        ruling: {
          summary: t(
            'Il server pesca e scarta per il giocatore',
            'The server draws and discards for the player',
          ),
          steps: [
            t(
              'Se il tempo per scegliere fra tallone e monte degli scarti è scaduto, il server pesca dal tallone per il giocatore.',
              'If the time to choose between the stock and the discard pile ran out, the server draws from the stock for the player.',
            ),
            t(
              'Scaduto il tempo del turno e i secondi di tolleranza, il server scarta per lui: la carta pescata se può essere scartata, altrimenti l’ultima carta della mano che si può scartare.',
              'When the turn time and the grace seconds have run out, the server discards for him: the card drawn if it may be discarded, otherwise the last card of the hand that may be.',
            ),
            t('Il turno passa al giocatore successivo.', 'The turn passes to the next player.'),
          ],
          quote: 'Time Out Fine del turno di gioco',
          effects: [fx.turnEnds],
          record: [],
          note: t(
            "Non è l'art. 21, il cui testo manca: è un'opzione del tavolo online (tempo per turno: secondi per la scelta, per il turno e di tolleranza), che il regolamento di Scala 40 non fissa. Se un obbligo è in sospeso (ha raccolto lo scarto senza aver aperto, S40-CdG art. 6) il server gioca prima la prima mossa legale che l'obbligo richiede, poi scarta.",
            'This is not art. 21, whose text is missing: it is an option of the online table (a per-turn clock: seconds to choose, for the turn, and of grace), which the Scala 40 regulations do not set. If a duty is pending (he took the discard without having opened, S40-CdG art. 6) the server first plays the first legal move that duty requires, then discards.',
          ),
        },
      },
      {
        when: { why: 'time' },
        ruling: {
          summary: t(
            "Decide l'arbitro; Tavolo suggerisce di chiudere la smazzata contando le carte in mano",
            'The arbitro decides; Tavolo suggests ending the hand and counting the cards in hand',
          ),
          steps: [
            t(
              "L'arbitro dichiara il time out del turno di gara.",
              'The arbitro calls time on the tournament round.',
            ),
            t(
              'La smazzata in corso termina senza chiusura e ogni giocatore conta come punti negativi le carte che ha in mano.',
              'The hand in play ends unclosed and every player counts the cards in his hand as negative points.',
            ),
          ],
          quote: 'Time Out Fine del turno di gioco',
          effects: [fx.handOver, fx.countedNegative],
          record: [],
          note: t(
            "Il testo dell'art. 21 manca e il motore di gioco non ha un tempo per il turno di gara a Scala 40 (il turno è di «5 chiusure», art. 5). Resta solo la definizione «Time Out: Fine del turno di gioco». Tavolo suggerisce di trattare la smazzata interrotta come quella che nessuno chiude, contando le carte in mano; l'arbitro può decidere diversamente.",
            'The text of art. 21 is missing and the game engine has no time for a Scala 40 tournament round (a round is "5 closings", art. 5). Only the definition "Time Out: end of the round of play" is left. Tavolo suggests treating the interrupted hand like one nobody closes, counting the cards in hand; the arbitro may decide otherwise.',
          ),
        },
      },
    ],
    gap: t(
      "Il testo dell'art. 21 «Time out e fasi del gioco» compare solo nell'indice: la nostra copia non lo contiene. Le decisioni qui sono i sostituti che Tavolo usa finché il testo non viene ritrovato; vanno verificati sul Codice di Gara ufficiale FISCA.",
      'The text of art. 21 "Time out and the phases of play" appears only in the index: our copy lacks it. The rulings here are the stand-ins Tavolo uses until the text is found; check them against the official FISCA Codice di Gara.',
    ),
  },
  // ---------------------------------------------------------------- S40-REG
  {
    id: 's40-reg-5-5-4',
    game: 'scala40',
    source: 'S40-REG',
    article: 5,
    case: '5.4',
    title: t('Ha raccolto lo scarto e non lo usa', 'He took the discard and does not use it'),
    words: [
      'ha raccolto e non ha calato',
      'ha preso dal pozzo e non usa la carta',
      'ha scartato la carta raccolta',
      'ha ributtato la carta presa',
      'carta del pozzo non usata',
    ],
    quote:
      "Qualora si raccolga l'ultima carta scartata nel pozzo essa deve essere necessariamente utilizzata in una combinazione o sequenza dal giocatore che l'ha raccolta od in alternativa attaccata ad altre sequenze o combinazioni presenti sul tavolo di gioco. A norma di regolamento non si può scartare una carta che 'attacca' in una combinazione o sequenza presente sul tavolo di gioco a meno che non si abbia già 'aperto' o che si 'chiuda' con lo scarto. Inoltre se si raccoglie una carta dagli scarti, non è possibile scartare quella stessa carta, ma deve essere scartata una delle carte che già si possiede.",
    questions: [
      question(
        'discarded',
        t('Il giocatore ha già scartato?', 'Has the player already discarded?'),
        [
          NO('No, sta ancora giocando', 'No, he is still playing'),
          YES('Sì, il suo turno è finito', 'Yes, his turn is over'),
        ],
      ),
      question(
        'can',
        t(
          'Può ancora calare o legare la carta raccolta?',
          'Can he still meld or lay off the card he took?',
        ),
        [YES('Sì', 'Yes'), NO('No', 'No')],
        { discarded: 'no' },
      ),
    ],
    rulings: [
      {
        when: { discarded: 'no', can: 'yes' },
        ruling: {
          summary: t(
            'Deve usare la carta raccolta prima di scartare',
            'He must use the card he took before discarding',
          ),
          steps: [
            t(
              'Il giocatore cala o lega la carta raccolta dal pozzo.',
              'The player melds or lays off the card taken from the pile.',
            ),
            t(
              'Poi scarta una delle carte che aveva già, non quella raccolta.',
              'Then he discards one of the cards he already held, not the one taken.',
            ),
          ],
          quote:
            "Qualora si raccolga l'ultima carta scartata nel pozzo essa deve essere necessariamente utilizzata in una combinazione o sequenza dal giocatore che l'ha raccolta od in alternativa attaccata ad altre sequenze o combinazioni presenti sul tavolo di gioco.",
          effects: [fx.playAtOnce],
          record: [],
        },
      },
      {
        when: { discarded: 'no', can: 'no' },
        ruling: {
          summary: t(
            'La carta torna nel pozzo e il giocatore pesca dal tallone',
            'The card goes back on the pile and the player draws from the stock',
          ),
          steps: [
            t(
              "L'arbitro rimette la carta nel pozzo e fa riprendere in mano i giochi calati con essa.",
              'The arbitro puts the card back on the pile and has any melds made with it taken back.',
            ),
            t(
              'Il giocatore pesca dal tallone e prosegue il suo turno.',
              'The player draws from the stock and goes on with his turn.',
            ),
          ],
          quote:
            "Qualora si raccolga l'ultima carta scartata nel pozzo essa deve essere necessariamente utilizzata in una combinazione o sequenza dal giocatore che l'ha raccolta od in alternativa attaccata ad altre sequenze o combinazioni presenti sul tavolo di gioco.",
          effects: [fx.restore, fx.playContinues],
          record: [],
          note: t(
            'Il regolamento impone di usare la carta ma non dice che cosa fare se non è possibile. Tavolo suggerisce di ristabilire la situazione come nel Codice (S40-CdG art. 16 A, ripristino del monte degli scarti), senza penalità, perché la carta del pozzo era già scoperta.',
            'The text requires the card to be used but does not say what to do if that is impossible. Tavolo suggests restoring the position as the Code does (S40-CdG art. 16 A, restoring the discard pile), with no penalty, since the card on the pile was face up already.',
          ),
        },
      },
      {
        when: { discarded: 'yes' },
        ruling: {
          summary: t('Il gioco prosegue regolarmente', 'Play goes on as normal'),
          steps: [STEP.playContinues],
          quote:
            "Qualora si raccolga l'ultima carta scartata nel pozzo essa deve essere necessariamente utilizzata in una combinazione o sequenza dal giocatore che l'ha raccolta od in alternativa attaccata ad altre sequenze o combinazioni presenti sul tavolo di gioco.",
          effects: [fx.playContinues, fx.noPenalty],
          record: [],
          note: t(
            "Il regolamento non dice che cosa fare quando il turno è già finito. Tavolo applica per analogia il Codice, S40-CdG art. 15: «Se l'errore viene rilevato dopo lo scarto e quindi dopo la fine della fase di gioco di un giocatore, il gioco proseguirà regolarmente».",
            "The text does not say what to do once the turn is over. Tavolo applies the Code by analogy, S40-CdG art. 15: «Se l'errore viene rilevato dopo lo scarto e quindi dopo la fine della fase di gioco di un giocatore, il gioco proseguirà regolarmente» (an error noticed after the discard is no longer put right).",
          ),
        },
      },
    ],
    gap: t(
      "Il Codice dice il contrario sullo scarto: «Il giocatore può scartare la stessa carta che ha raccolto dal monte degli scarti» (S40-CdG art. 18). Questa voce vale solo dove si gioca con il S40-REG. Il regolamento ammette un'eccezione: chi ha in mano la stessa identica carta può scartarla dichiarandolo e, se richiesto, mostrando entrambe.",
      'The Code says the opposite about the discard: "the player may discard the same card he took from the discard pile" (S40-CdG art. 18). This entry holds only where S40-REG is played. That text allows one exception: whoever holds the very same card may discard it, saying so and, if asked, showing both.',
    ),
  },
  {
    id: 's40-reg-5-5-5',
    game: 'scala40',
    source: 'S40-REG',
    article: 5,
    case: '5.5',
    title: t(
      'Carta vista mentre la giocava: è giocata',
      'A card seen while he was playing it counts as played',
    ),
    words: [
      'carta vista mentre la giocava',
      'stava scartando',
      'ha fatto vedere la carta e poi ci ha ripensato',
      'carta mezza girata',
      'vuole riprendere la carta',
      'ci ha ripensato',
    ],
    quote:
      "Si deve ritenere comunque 'giocata', la carta che ancora in mano di un giocatore, non è stata ancora totalmente girata e scoperta sul tavolo, ma ne è stato comunque visto il suo valore ed il suo seme anche da un solo giocatore che e se richiesto il possessore ne deve dichiarare il valore ed il seme.",
    questions: [
      question(
        'doing',
        t('Che cosa stava facendo con la carta?', 'What was he doing with the card?'),
        [
          option('discard', 'La stava scartando', 'He was discarding it'),
          option('meld', 'La stava calando o legando', 'He was melding or laying it off'),
        ],
      ),
    ],
    rulings: [
      {
        when: { doing: 'discard' },
        ruling: {
          summary: t('È il suo scarto: il turno finisce', 'It is his discard: the turn ends'),
          steps: [
            t(
              'La carta vista conta come scartata e va sul pozzo.',
              'The card seen counts as discarded and goes on the pile.',
            ),
            t(
              'Se richiesto, il giocatore ne dichiara valore e seme.',
              'If asked, the player states its rank and suit.',
            ),
            t('Il suo turno è finito.', 'His turn is over.'),
          ],
          quote:
            "Si deve ritenere comunque 'giocata', la carta che ancora in mano di un giocatore, non è stata ancora totalmente girata e scoperta sul tavolo, ma ne è stato comunque visto il suo valore ed il suo seme anche da un solo giocatore che e se richiesto il possessore ne deve dichiarare il valore ed il seme.",
          effects: [fx.turnEnds],
          record: [],
          note: t(
            'Se quella carta non poteva essere scartata (lega a un gioco sul tavolo, o è un jolly) il regolamento tace: Tavolo la tratta come carta esposta del Codice (S40-CdG art. 11 e 12): va giocata subito, e al suo posto si scarta la carta più piccola.',
            'If that card could not be discarded (it lays off on a meld, or is a jolly) the text is silent: Tavolo treats it as an exposed card of the Code (S40-CdG art. 11 and 12): it is played at once, and the smallest card is discarded in its place.',
          ),
        },
      },
      {
        when: { doing: 'meld' },
        ruling: {
          summary: t(
            'La carta è giocata: va calata o legata',
            'The card is played: it must be melded or laid off',
          ),
          steps: [
            t(
              'La carta vista conta come giocata: il giocatore deve calarla o legarla.',
              'The card seen counts as played: the player must meld it or lay it off.',
            ),
            t('Se richiesto, ne dichiara valore e seme.', 'If asked, he states its rank and suit.'),
            STEP.discardAtOnce,
            t('Scartata la carta, il turno finisce.', 'Once the card is discarded, the turn ends.'),
          ],
          quote:
            "Si deve ritenere comunque 'giocata', la carta che ancora in mano di un giocatore, non è stata ancora totalmente girata e scoperta sul tavolo, ma ne è stato comunque visto il suo valore ed il suo seme anche da un solo giocatore che e se richiesto il possessore ne deve dichiarare il valore ed il seme.",
          effects: [fx.playAtOnce, fx.discardAtOnce, fx.turnEnds],
          record: [],
          note: t(
            'Se la carta non si può calare né legare il regolamento tace: Tavolo applica il Codice per la carta esposta (S40-CdG art. 11), che va subito scartata.',
            'If the card can be neither melded nor laid off the text is silent: Tavolo applies the Code for an exposed card (S40-CdG art. 11), which is discarded at once.',
          ),
        },
      },
    ],
  },
  {
    id: 's40-reg-6-6-2',
    game: 'scala40',
    source: 'S40-REG',
    article: 6,
    case: '6.2',
    title: t('Rimasto senza carte senza aver scartato', 'Out of cards without having discarded'),
    words: [
      'chiusura senza scarto',
      'è rimasto senza carte',
      'non ha la carta da scartare',
      'ha calato tutto e non può scartare',
      'ripetere le mosse',
    ],
    quote:
      'Non è consentito rimanere senza carte in mano senza aver effettuato lo scarto (se ciò dovesse capitare, il giocatore deve riprendere in mano le scale o combinazioni calate e ripetere le mosse in modo che non rimanga senza carte).',
    questions: [],
    rulings: [
      {
        when: {},
        ruling: {
          summary: t(
            'Riprende in mano i giochi calati e ripete le mosse tenendo una carta da scartare',
            'He takes back the melds and plays again keeping a card to discard',
          ),
          steps: [
            t(
              'Il giocatore riprende in mano le scale e le combinazioni calate in questo turno.',
              'The player takes back the sequences and combinations melded this turn.',
            ),
            t(
              'Ripete le mosse in modo da non restare senza carte, e scarta.',
              'He plays again so as not to run out of cards, and discards.',
            ),
            t('La chiusura non avviene.', 'There is no closing.'),
          ],
          quote:
            'se ciò dovesse capitare, il giocatore deve riprendere in mano le scale o combinazioni calate e ripetere le mosse in modo che non rimanga senza carte',
          effects: [fx.closingVoid, fx.restore, fx.cardBackToHand],
          record: [],
          note: t(
            "A differenza del Codice (S40-CdG art. 20), che fa riprendere solo l'ultimo gioco e impone di scartarne la carta più piccola, il regolamento lascia ripetere le mosse. Non dice quali giochi riprendere: Tavolo fa riprendere quelli calati in questo turno, le carte legate comprese.",
            'Unlike the Code (S40-CdG art. 20), which has only the last play taken back and its smallest card discarded, this text lets the player play again. It does not say which melds are taken back: Tavolo takes back those made this turn, cards laid off included.',
          ),
        },
      },
    ],
  },
  {
    id: 's40-reg-6-6-5',
    game: 'scala40',
    source: 'S40-REG',
    article: 6,
    case: '6.5',
    title: t('Chiusura al primo giro', 'Closing in the first round'),
    words: [
      'ha chiuso al primo giro',
      'chiusura al primo giro',
      'chiude subito',
      'non tutti hanno giocato',
    ],
    quote:
      'Non è possibile chiudere al primo giro. Ogni giocatore presente al tavolo deve aver compiuto almeno una mano di gioco.',
    questions: [],
    rulings: [
      {
        when: {},
        ruling: {
          summary: t(
            'La chiusura non vale: riprende i giochi e non chiude',
            'The closing does not count: he takes back the melds and does not close',
          ),
          steps: [
            t('La chiusura non è valida.', 'The closing is not valid.'),
            t(
              'Il giocatore riprende in mano i giochi calati in questo turno, ripete le mosse senza chiudere e scarta.',
              'The player takes back the melds of this turn, plays again without closing, and discards.',
            ),
          ],
          quote: 'Non è possibile chiudere al primo giro.',
          effects: [fx.closingVoid, fx.restore, fx.cardBackToHand],
          record: [],
          note: t(
            "Il regolamento vieta la chiusura al primo giro ma non dice come rimediare. Tavolo suggerisce di procedere come nell'art. 6.2 dello stesso regolamento, riprendendo in mano i giochi calati in questo turno e ripetendo le mosse senza chiudere.",
            'The text forbids closing in the first round but gives no remedy. Tavolo suggests proceeding as in art. 6.2 of the same text: taking back the melds of this turn and playing again without closing.',
          ),
        },
      },
    ],
  },
  // ---------------------------------------------------------------- S40-CLUB
  {
    id: 's40-club-2-b',
    game: 'scala40',
    source: 'S40-CLUB',
    article: 2,
    case: 'B',
    title: t(
      'Distribuzione errata: troppe o troppo poche carte',
      'Misdeal: too many or too few cards',
    ),
    words: [
      'ho quattordici carte',
      'ho dodici carte',
      'carte sbagliate nella distribuzione',
      'distribuzione sbagliata',
      'mi mancano carte',
      'ha dato male le carte',
    ],
    quote:
      "NON SI DEVONO GUARDARE LE CARTE NEL CORSO DELLA DISTRIBUZIONE CHE TUTTAVIA, SI DEVONO RACCOGLIERE MAN MANO CONTROLLANDO DI RICEVERNE 13. IN CASO CONTRARIO IL GIOCATORE CHE RILEVA UNA ERRATA DISTRIBUZIONE DOVRA' FARLO PRESENTE PRIMA DELL'INIZIO DELLA PARTITA. IN CASO NESSUNO RILEVI VIZI SI GIOCHERA' ANCHE SE IL VIZIO ESISTE E LA CHIUSURA AVVERRA' CON SCARTO, SE SI HA PIU' DI 13 CARTE, SENZA SCARTO, SE SI HA MENO DI 13 CARTE.",
    questions: [
      question(
        'started',
        t(
          "L'errore è stato segnalato prima dell'inizio della partita?",
          'Was the error pointed out before play started?',
        ),
        [
          YES('Sì, prima della prima pescata', 'Yes, before the first draw'),
          NO('No, a gioco iniziato', 'No, after play had started'),
        ],
      ),
    ],
    rulings: [
      {
        when: { started: 'yes' },
        ruling: {
          summary: t('Si ridistribuisce', 'The hand is dealt again'),
          steps: [
            t(
              "Il giocatore segnala l'errata distribuzione prima dell'inizio della partita.",
              'The player points out the misdeal before play starts.',
            ),
            t('Le carte vengono ridistribuite.', 'The cards are dealt again.'),
          ],
          quote:
            "IN CASO CONTRARIO IL GIOCATORE CHE RILEVA UNA ERRATA DISTRIBUZIONE DOVRA' FARLO PRESENTE PRIMA DELL'INIZIO DELLA PARTITA.",
          effects: [fx.redeal],
          record: [],
          note: t(
            "Il foglio impone di segnalare l'errore prima dell'inizio, ma non dice come si rimedia. Tavolo suggerisce di ridistribuire: nessuno ha ancora giocato e le carte non si guardano durante la distribuzione.",
            'The sheet requires the error to be pointed out before play starts, but gives no remedy. Tavolo suggests dealing again: nobody has played yet and nobody looks at the cards during the deal.',
          ),
        },
      },
      {
        when: { started: 'no' },
        ruling: {
          summary: t(
            'Si gioca lo stesso: con più di 13 carte si chiude con lo scarto, con meno senza scarto',
            'Play goes on: with more than 13 cards one closes with a discard, with fewer without one',
          ),
          steps: [
            STEP.playContinues,
            t(
              'Chi ha più di 13 carte chiude con lo scarto, come sempre.',
              'A player with more than 13 cards closes with a discard, as usual.',
            ),
            t(
              "Chi ha meno di 13 carte può chiudere calando tutte le carte senza l'ultimo scarto.",
              'A player with fewer than 13 cards may close by laying down every card without the last discard.',
            ),
          ],
          quote:
            "IN CASO NESSUNO RILEVI VIZI SI GIOCHERA' ANCHE SE IL VIZIO ESISTE E LA CHIUSURA AVVERRA' CON SCARTO, SE SI HA PIU' DI 13 CARTE, SENZA SCARTO, SE SI HA MENO DI 13 CARTE.",
          effects: [fx.playContinues],
          record: [],
          note: t(
            "Tavolo legge «senza scarto» come una deroga al divieto di restare senza carte senza aver scartato (S40-REG art. 6.2, S40-CdG art. 20) per chi ha ricevuto meno di 13 carte; il foglio non dice se l'eccezione valga con una sola carta in meno o con più.",
            'Tavolo reads "without a discard" as an exception, for a player dealt fewer than 13 cards, to the ban on running out of cards without a discard (S40-REG art. 6.2, S40-CdG art. 20); the sheet does not say whether it holds for one card short or more.',
          ),
        },
      },
    ],
  },
  {
    id: 's40-club-4-d',
    game: 'scala40',
    source: 'S40-CLUB',
    article: 4,
    case: 'D',
    title: t('Chiusura al primo giro', 'Closing in the first round'),
    words: [
      'ha chiuso al primo giro',
      'chiusura al primo giro',
      'chiusa alla prima mano',
      'chiude subito',
      'non vale chiudere al primo giro',
    ],
    quote:
      "NON E' VALIDO CHIUDERE AL PRIMO GIRO (OVVERO ALLA PRIMA MANO); PER CHIUDERE DEVE ESSERE COMPLETATO ALMENO UNA VOLTA IL PRIMO GIRO: QUESTO PER CONSENTIRE AD OGNI GIOCATORE UNA VOLTA DI PROVARE AD APRIRE.",
    questions: [],
    rulings: [
      {
        when: {},
        ruling: {
          summary: t(
            'La chiusura non vale: riprende i giochi e non chiude',
            'The closing does not count: he takes back the melds and does not close',
          ),
          steps: [
            t(
              'La chiusura al primo giro non è valida.',
              'A closing in the first round is not valid.',
            ),
            t(
              'Il giocatore riprende in mano i giochi calati in questo turno, ripete le mosse senza chiudere e scarta.',
              'The player takes back the melds of this turn, plays again without closing, and discards.',
            ),
          ],
          quote: "NON E' VALIDO CHIUDERE AL PRIMO GIRO (OVVERO ALLA PRIMA MANO)",
          effects: [fx.closingVoid, fx.restore, fx.cardBackToHand],
          record: [],
          note: t(
            'Il foglio dice che la chiusura «non è valida» ma non come rimediare. Tavolo suggerisce di riprendere in mano i giochi del turno e ripetere le mosse, come il S40-REG (art. 6.2) fa per chi resta senza scarto.',
            'The sheet says the closing "is not valid" but gives no remedy. Tavolo suggests taking back the turn\'s melds and playing again, as S40-REG (art. 6.2) does for a player left without a discard.',
          ),
        },
      },
    ],
    gap: t(
      'Il foglio S40-CLUB non ha articoli numerati ma paragrafi A-G: Tavolo usa come numero d’articolo la posizione della lettera (D = 4) e la lettera come caso.',
      "The S40-CLUB sheet has no numbered articles but paragraphs A-G: Tavolo uses the letter's place as the article number (D = 4) and the letter as the case.",
    ),
  },
];
