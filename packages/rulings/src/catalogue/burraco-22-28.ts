/** BUR-CH art. 22-28 as catalogue entries. */
import type { Effect, Entry, Question, RecordEffect, Ruling, Text } from '../model.js';
import { STEP, t, ruling, yesNo } from './texts.js';

const base = (article: number) => ({ game: 'burraco', source: 'BUR-CH', article }) as const;

const CAUTION: RecordEffect = { kind: 'caution' };
const WARNING: RecordEffect = { kind: 'warning' };
const MP100: RecordEffect = { kind: 'penalty', mp: 100, vp: 0 };

// ---------------------------------------------------------------------------------------------
// Art. 22: procedure, loss of the right to a penalty, ethics, cards in hand.

const Q22 = {
  CALL: 'Procedura: Se durante il gioco avviene una irregolarità o presunta tale, qualunque giocatore partecipante al gioco può evidenziare l’irregolarità sorta e chiamare l’Arbitro.',
  WAIT: 'A questo punto nessun giocatore ha la facoltà di continuare il gioco se prima l’Arbitro non ha spiegato come provvedere alla rettifica e/o assegnare l’eventuale penalità. Se dovesse verificarsi quanto sopra il giocatore inosservante sarà ammonito.',
  ANY: 'In ogni caso l’Arbitro potrà anche attribuire un punteggio arbitrale o ammonire.',
  ONLY_OPP:
    'Nel caso in cui la presunta irregolarità riguardi il giocatore che in quel momento sta giocando, solo i giocatori avversari potranno chiamare l’arbitro.',
  PARTNER:
    'Qualora però l’arbitro fosse chiamato dal compagno del giocatore che sta giocando e a trarre eventualmente vantaggio dalla chiamata fosse appunto lo stesso giocatore che sta giocando, l’arbitro sospenderà immediatamente il gioco, applicherà le sanzioni previste dal regolamento e non permetterà al giocatore di sanare eventuali giochi errati.',
  LOSS: 'Perdita del diritto alla penalità: Non è applicabile alcuna penalità, nei seguenti casi: · Se il “tavolo” prende una qualsiasi iniziativa prima di chiamare l’arbitro; · Se il gioco è proseguito e non è più possibile ripristinare la situazione preesistente',
  ETHICS:
    'L’infrazione alle norme contemplate nell’etica di gioco comporta un richiamo al giocatore colpevole.',
  REPEAT:
    'La reiterata inosservanza alla stessa regola dell’etica di gioco, durante il turno di gioco, comporta la penalizzazione di 100 M.P. nella partita in atto.',
  SUM: 'La somma di 2 richiami comportano una ammonizione. La somma di due ammonizioni comporta la perdita di 1 V.P. ed equivalenti M.P. in classifica generale (ciò non comporta alcun vantaggio per l’altra linea).',
  SILENCE:
    'Quando non è il proprio turno di gioco non bisogna né parlare, né toccare le carte sul tavolo, né richiamare in alcun modo l’attenzione del compagno.',
  FAN: 'Le carte in mano ai giocatori dovranno rimanere sempre ben visibili e ordinatamente disposte a ventaglio; non potrà essere chiesto ad alcun giocatore il numero delle carte in mano se non da parte del giocatore di turno qualora qualche giocatore disponesse le carte chiuse. E’ assolutamente vietato “aggiustare” le carte del proprio ventaglio mentre non è il proprio turno di gioco, ad eccezione della prima distribuzione delle carte e nella presa del pozzetto.',
  FAN_PLAYING:
    'Qualora si verificassero tali infrazioni il compagno del giocatore colpevole: – Se sta giocando: dovrà interrompere il proprio gioco e scartare, eventuali giochi aperti effettuati dopo l’infrazione saranno temporaneamente congelati.',
  FAN_NEXT:
    'Qualora si verificassero tali infrazioni il compagno del giocatore colpevole: … – Se prossimo al gioco: dovrà limitare il gioco alla pesca e al successivo scarto o raccolta dal monte degli scarti con congelamento temporaneo dei giochi effettuati e al successivo scarto, senza effettuare ulteriori giochi',
} as const;

const arbitroRules = t(
  'L’arbitro spiega come rettificare e applica la penalità che il regolamento prevede per quell’irregolarità.',
  'The arbitro explains how to put things right and applies the penalty the regulation sets for that irregularity.',
);

const ART22: Entry[] = [
  {
    id: 'bur-ch-22-procedura',
    ...base(22),
    case: 'procedura',
    title: t(
      'Irregolarità: chi chiama l’arbitro e chi continua a giocare',
      'Irregularity: who calls the arbitro and who goes on playing',
    ),
    words: [
      'chiamare l’arbitro',
      'chi può chiamare l’arbitro',
      'ha continuato a giocare dopo la chiamata',
      'il compagno ha chiamato l’arbitro',
      'ha chiamato l’arbitro il compagno di chi gioca',
      'irregolarità presunta',
      'punteggio arbitrale',
    ],
    quote: `${Q22.CALL} ${Q22.WAIT} ${Q22.ANY} ${Q22.ONLY_OPP} ${Q22.PARTNER}`,
    questions: [
      yesNo(
        'continued',
        t(
          'Qualcuno ha continuato a giocare prima che l’arbitro spiegasse come rettificare?',
          'Did anyone go on playing before the arbitro explained how to put things right?',
        ),
      ),
      yesNo(
        'current',
        t(
          'L’irregolarità riguarda il giocatore che sta giocando in quel momento?',
          'Does the irregularity concern the player who is playing at the moment?',
        ),
        { continued: 'no' },
      ),
      {
        id: 'caller',
        text: t('Chi ha chiamato l’arbitro?', 'Who called the arbitro?'),
        askIf: { current: 'yes' },
        options: [
          { id: 'opponent', text: t('Un avversario', 'An opponent') },
          {
            id: 'partner',
            text: t('Il compagno di chi sta giocando', 'The partner of the player playing'),
          },
        ],
      },
      yesNo(
        'benefits',
        t(
          'Dalla chiamata trae vantaggio proprio il giocatore che sta giocando?',
          'Does the player who is playing gain from the call?',
        ),
        { caller: 'partner' },
      ),
    ],
    rulings: [
      {
        when: { continued: 'yes' },
        ruling: ruling(
          t('Chi ha continuato a giocare è ammonito', 'Whoever went on playing is warned'),
          [
            t(
              'Il giocatore che ha continuato a giocare prima della spiegazione dell’arbitro è ammonito.',
              'The player who went on playing before the arbitro’s explanation is warned.',
            ),
            arbitroRules,
          ],
          Q22.WAIT,
          [],
          [WARNING],
          t(
            'Il caso del giocatore che continua a giocare malgrado la chiamata è anche l’art. 38 D; qui si registra l’ammonizione che l’art. 22 prevede. Il punteggio arbitrale resta facoltativo (“potrà anche attribuire”), perciò non è registrato d’ufficio.',
            'A player who goes on playing despite the call is also art. 38 D; here the warning of art. 22 is recorded. The arbitro’s score stays optional (“potrà anche attribuire”), so it is not recorded by default.',
          ),
        ),
      },
      {
        when: { caller: 'partner', benefits: 'yes' },
        ruling: ruling(
          t(
            'Gioco sospeso, sanzioni applicate, nessuna sanatoria',
            'Play suspended, sanctions applied, no healing',
          ),
          [
            t(
              'L’arbitro sospende subito il gioco del giocatore di turno.',
              'The arbitro at once suspends the turn of the player playing.',
            ),
            t(
              'Applica le sanzioni previste dal regolamento per l’irregolarità.',
              'He applies the sanctions the regulation sets for the irregularity.',
            ),
            t(
              'Il giocatore non può sanare i giochi errati.',
              'The player may not heal the wrong melds.',
            ),
          ],
          Q22.PARTNER,
          [{ kind: 'turn-ends' }, { kind: 'no-heal' }],
        ),
      },
      {
        when: { caller: 'partner' },
        ruling: ruling(
          t(
            'Chiamata del compagno non consentita: l’irregolarità è trattata come di norma',
            'The partner may not call: the irregularity is dealt with as usual',
          ),
          [
            t(
              'Solo gli avversari possono chiamare l’arbitro per un’irregolarità di chi sta giocando.',
              'Only the opponents may call the arbitro for an irregularity of the player playing.',
            ),
            arbitroRules,
          ],
          Q22.ONLY_OPP,
          [],
          [],
          t(
            'Il testo non dice che cosa accade se il compagno chiama l’arbitro senza che il giocatore ne tragga vantaggio. Tavolo suggerisce di trattare l’irregolarità come di norma, lasciando all’arbitro un eventuale richiamo o ammonizione: “In ogni caso l’Arbitro potrà anche attribuire un punteggio arbitrale o ammonire.”',
            'The text does not say what happens when the partner calls the arbitro and the player gains nothing. Tavolo suggests dealing with the irregularity as usual and leaving any caution or warning to the arbitro: “In ogni caso l’Arbitro potrà anche attribuire un punteggio arbitrale o ammonire.”',
          ),
        ),
      },
      {
        when: { continued: 'no' },
        ruling: ruling(
          t(
            'L’arbitro rettifica e assegna l’eventuale penalità',
            'The arbitro puts things right and gives any penalty',
          ),
          [
            t(
              'Nessuno gioca finché l’arbitro non ha spiegato come rettificare.',
              'Nobody plays until the arbitro has explained how to put things right.',
            ),
            arbitroRules,
          ],
          `${Q22.CALL} … ${Q22.ANY}`,
          [],
          [],
          t(
            'L’arbitro può anche attribuire un punteggio arbitrale o ammonire: è una sua facoltà, non una conseguenza fissa, perciò Tavolo non la registra d’ufficio.',
            'The arbitro may also set a score or give a warning: it is his choice, not a fixed consequence, so Tavolo does not record it by default.',
          ),
        ),
      },
    ],
  },
  {
    id: 'bur-ch-22-perdita-diritto',
    ...base(22),
    case: 'perdita del diritto',
    title: t('Perdita del diritto alla penalità', 'Loss of the right to a penalty'),
    words: [
      'abbiamo sistemato da soli',
      'il tavolo ha rimediato da solo',
      'si è continuato a giocare',
      'non si può più ripristinare',
      'perdita del diritto alla penalità',
      'chiamato l’arbitro troppo tardi',
    ],
    quote: Q22.LOSS,
    questions: [
      yesNo(
        'initiative',
        t(
          'Il tavolo ha preso qualche iniziativa prima di chiamare l’arbitro?',
          'Did the table take any step before calling the arbitro?',
        ),
      ),
      yesNo(
        'restorable',
        t(
          'Si può ancora ripristinare la situazione di prima?',
          'Can the previous position still be restored?',
        ),
        { initiative: 'no' },
      ),
    ],
    rulings: [
      {
        when: { initiative: 'yes' },
        ruling: ruling(
          t('Nessuna penalità: il tavolo ha agito da sé', 'No penalty: the table acted on its own'),
          [
            t(
              'Il tavolo ha preso un’iniziativa prima di chiamare l’arbitro: nessuna penalità è applicabile.',
              'The table took a step before calling the arbitro: no penalty can be applied.',
            ),
            STEP.playContinues,
          ],
          Q22.LOSS,
          [{ kind: 'no-penalty' }, { kind: 'play-continues' }],
        ),
      },
      {
        when: { restorable: 'no' },
        ruling: ruling(
          t(
            'Nessuna penalità: non si può più ripristinare',
            'No penalty: the position can no longer be restored',
          ),
          [
            t(
              'Il gioco è proseguito e la situazione precedente non si può ripristinare: nessuna penalità è applicabile.',
              'Play went on and the previous position cannot be restored: no penalty can be applied.',
            ),
            STEP.playContinues,
          ],
          Q22.LOSS,
          [{ kind: 'no-penalty' }, { kind: 'play-continues' }],
        ),
      },
      {
        when: { restorable: 'yes' },
        ruling: ruling(
          t(
            'Il diritto alla penalità resta: l’arbitro ripristina e decide',
            'The right to a penalty stands: the arbitro restores and rules',
          ),
          [
            t(
              'L’arbitro ripristina la situazione preesistente.',
              'The arbitro restores the previous position.',
            ),
            arbitroRules,
          ],
          Q22.LOSS,
          [{ kind: 'restore' }],
          [],
          t(
            'Il testo elenca solo i casi in cui la penalità si perde; Tavolo ne deduce che, se il tavolo non ha agito e la situazione si può ripristinare, la penalità si applica.',
            'The text lists only the cases where the penalty is lost; Tavolo infers that when the table did not act and the position can be restored, the penalty applies.',
          ),
        ),
      },
    ],
  },
  {
    id: 'bur-ch-22-etica',
    ...base(22),
    case: 'etica di gioco',
    title: t(
      'Etica di gioco: parlare, toccare le carte, richiamare il compagno',
      'Ethics of play: talking, touching cards, catching the partner’s attention',
    ),
    words: [
      'ha parlato fuori turno',
      'ha parlato durante il gioco',
      'ha toccato le carte sul tavolo',
      'ha fatto segno al compagno',
      'ha suggerito al compagno',
      'richiamo',
      'comportamento scorretto',
      'etica di gioco',
    ],
    quote: `${Q22.ETHICS} ${Q22.REPEAT} ${Q22.SUM} ${Q22.SILENCE}`,
    gap: t(
      '“Durante il turno di gioco” può voler dire il turno del torneo o il turno del giocatore: Tavolo lo legge come il turno del torneo (la partita in atto), perché la penalità è data “nella partita in atto”. Il testo non dice se la reiterazione porti anche un richiamo: Tavolo registra il richiamo con i 100 M.P., perché ogni infrazione “comporta un richiamo”. Richiami e ammonizioni si sommano nel registro (2 richiami = ammonizione; 2 ammonizioni = 1 V.P. ed equivalenti M.P.).',
      '“Durante il turno di gioco” may mean the tournament round or the player’s turn: Tavolo reads it as the tournament round (the game in progress), since the penalty is given “nella partita in atto”. The text does not say whether the repetition also brings a caution: Tavolo records the caution with the 100 MP, since every breach “comporta un richiamo”. Cautions and warnings add up in the record (2 cautions = a warning; 2 warnings = 1 VP and equivalent MP).',
    ),
    questions: [
      yesNo(
        'repeated',
        t(
          'Il giocatore aveva già violato la stessa regola in questo turno di gioco?',
          'Had the player already broken the same rule in this round of the event?',
        ),
      ),
    ],
    rulings: [
      {
        when: { repeated: 'no' },
        ruling: ruling(
          t('Richiamo al colpevole', 'Caution to the offender'),
          [
            t(
              'L’arbitro richiama il giocatore colpevole; due richiami fanno un’ammonizione.',
              'The arbitro cautions the offender; two cautions make a warning.',
            ),
            STEP.playContinues,
          ],
          Q22.ETHICS,
          [{ kind: 'play-continues' }],
          [CAUTION],
        ),
      },
      {
        when: { repeated: 'yes' },
        ruling: ruling(
          t('Infrazione ripetuta: 100 M.P. di penalità', 'Repeated breach: a 100 MP penalty'),
          [
            t(
              'L’arbitro richiama di nuovo il colpevole e penalizza la sua linea di 100 M.P. nella partita in atto.',
              'The arbitro cautions the offender again and takes 100 MP from his line in the game in progress.',
            ),
            STEP.playContinues,
          ],
          `${Q22.ETHICS} ${Q22.REPEAT}`,
          [{ kind: 'play-continues' }],
          [CAUTION, MP100],
        ),
      },
    ],
  },
  {
    id: 'bur-ch-22-ventaglio',
    ...base(22),
    case: 'carte in mano',
    title: t(
      'Carte in mano non a ventaglio o aggiustate fuori turno',
      'Cards held closed or rearranged out of turn',
    ),
    words: [
      'tiene le carte chiuse',
      'carte non visibili',
      'ha sistemato le carte fuori turno',
      'aggiustare le carte',
      'riordina le carte mentre gioca un altro',
      'quante carte hai in mano',
      'ventaglio',
    ],
    quote: `${Q22.FAN} Qualora si verificassero tali infrazioni il compagno del giocatore colpevole: – Se sta giocando: dovrà interrompere il proprio gioco e scartare, eventuali giochi aperti effettuati dopo l’infrazione saranno temporaneamente congelati. – Se prossimo al gioco: dovrà limitare il gioco alla pesca e al successivo scarto o raccolta dal monte degli scarti con congelamento temporaneo dei giochi effettuati e al successivo scarto, senza effettuare ulteriori giochi`,
    questions: [
      {
        id: 'partner',
        text: t(
          'Al momento dell’infrazione, il compagno del colpevole…',
          'When the breach happened, the offender’s partner…',
        ),
        options: [
          { id: 'playing', text: t('Sta giocando', 'Is playing') },
          { id: 'next', text: t('È il prossimo a giocare', 'Is next to play') },
          { id: 'other', text: t('Né l’uno né l’altro', 'Neither') },
        ],
      },
    ],
    rulings: [
      {
        when: { partner: 'playing' },
        ruling: ruling(
          t(
            'Il compagno interrompe il gioco e scarta; i suoi giochi dopo l’infrazione sono congelati',
            'The partner stops and discards; his melds after the breach are frozen',
          ),
          [
            t(
              'Il compagno del colpevole interrompe il proprio gioco e scarta.',
              'The offender’s partner stops playing and discards.',
            ),
            t(
              'I giochi aperti dopo l’infrazione sono congelati temporaneamente.',
              'The melds opened after the breach are frozen for now.',
            ),
          ],
          Q22.FAN_PLAYING,
          [{ kind: 'turn-ends' }, { kind: 'meld-frozen', until: 'next-turn' }],
          [CAUTION],
          t(
            'Il testo non nomina sanzioni per il registro; Tavolo registra un richiamo perché la regola segue l’etica di gioco: “L’infrazione alle norme contemplate nell’etica di gioco comporta un richiamo al giocatore colpevole.”',
            'The text names no sanction for the record; Tavolo records a caution because the rule follows the ethics of play: “L’infrazione alle norme contemplate nell’etica di gioco comporta un richiamo al giocatore colpevole.”',
          ),
        ),
      },
      {
        when: { partner: 'next' },
        ruling: ruling(
          t(
            'Il compagno, al suo turno, pesca o raccoglie e scarta soltanto',
            'The partner, at his turn, only draws or takes the discard and discards',
          ),
          [
            t(
              'Al suo turno il compagno del colpevole si limita a pescare (o raccogliere dal monte degli scarti) e a scartare, senza fare altri giochi.',
              'At his turn the offender’s partner only draws (or takes the discard pile) and discards, making no other play.',
            ),
            t(
              'I giochi eventualmente fatti sono congelati temporaneamente.',
              'Any melds made are frozen for now.',
            ),
          ],
          Q22.FAN_NEXT,
          [{ kind: 'draw-and-discard-only' }, { kind: 'meld-frozen', until: 'next-turn' }],
          [CAUTION],
          t(
            'La frase è confusa (parla di “congelamento temporaneo dei giochi effettuati” e insieme di “senza effettuare ulteriori giochi”): Tavolo la legge come pesca o raccolta e scarto soltanto, e se un gioco è già stato fatto esso resta congelato. Il richiamo è registrato come per l’etica di gioco.',
            'The sentence is muddled (it speaks of “congelamento temporaneo dei giochi effettuati” and of “senza effettuare ulteriori giochi”): Tavolo reads it as draw or take and discard only, and any meld already made stays frozen. The caution is recorded as for the ethics of play.',
          ),
        ),
      },
      {
        when: { partner: 'other' },
        ruling: ruling(
          t('Richiamo al colpevole', 'Caution to the offender'),
          [
            t('L’arbitro richiama il giocatore colpevole.', 'The arbitro cautions the offender.'),
            STEP.playContinues,
          ],
          Q22.ETHICS,
          [{ kind: 'play-continues' }],
          [CAUTION],
          t(
            'Il testo prevede conseguenze solo per il compagno che sta giocando o è prossimo al gioco; quando gioca l’avversario che precede il colpevole il testo tace. Tavolo suggerisce il solo richiamo dell’etica di gioco.',
            'The text sets consequences only for a partner who is playing or next to play; when the opponent before the offender is playing it is silent. Tavolo suggests only the caution of the ethics of play.',
          ),
        ),
      },
    ],
  },
];

// ---------------------------------------------------------------------------------------------
// Art. 23: irregular pozzetti.

const Q23 = {
  SHORT:
    'Pozzetti con meno di 11 carte Se un giocatore, preso il 2° pozzetto e contato le carte coperte, si accorge che questo è costituito da meno di 11 carte, lo reintegra prendendo le carte mancanti da sotto il tallone, esclusa la/le carta/e bruciata/e.',
  SHORT_SEEN:
    'Se, però, anche una sola carta del pozzetto difettoso sia stata vista o giocata si continua il gioco, che resta valido a tutti gli effetti.',
  LONG: 'Pozzetti con più di 11 carte Se un giocatore, preso il 2° pozzetto, conta le carte coperte e si accorge che sono più di 11 carte, deve regolarizzare il pozzetto ad 11 carte, prendendo le esuberanti dal di sopra dei pozzetti e ponendole sotto il tallone, ma avendo l’accortezza di lasciare per ultime le eventuali carte bruciate.',
  LONG_LATE:
    'Se tale errore venisse rilevato durante il gioco del pozzetto stesso, nessuna sanatoria sarà più possibile.',
  OLD: 'Pozzetti delle smazzate precedenti Se, effettuata una nuova distribuzione, per distrazione resta sul tavolo un pozzetto della smazzata precedente, nessuna sanatoria è possibile se il gioco è iniziato; si gioca la mano sino al termine ed il risultato è valido a tutti gli effetti (il pozzetto dimenticato resterà, pertanto, inutilizzato).',
  OLD_USED:
    'Nel caso in cui venga utilizzato il pozzetto della mano precedente, resta comunque valido, mentre la seconda linea utilizzerà sempre il secondo mazzetto formato in quella mano.',
  LOOKED:
    'Pozzetti visti fuori turno Il giocatore che prende il pozzetto “con lo scarto” deve visionarlo dopo che il compagno avrà scartato. Nel caso egli visioni il pozzetto prima dello scarto del partner, limiterà il proprio gioco alla pesca della carta sul tallone e allo scarto della stessa.',
  REMIND:
    'Non si può ricordare preventivamente al compagno che si appresta a giocare il pozzetto di pescare o raccogliere, né bisogna comportarsi in modo tale, da richiamare l’attenzione, verificandosi tale circostanza, la linea colpevole incorrerà nell’infrazione contemplata dall’articolo 36 relativo alla “mancata pesca”, e pertanto saranno applicate le penalità del caso',
  SWAP: 'Erronea presa del pozzetto ü Se il pozzetto spettante all’avversario viene preso per errore (scambio di pozzetto) e guardata anche una sola carta, il gioco proseguirà normalmente.',
  TAKEN_DIRECT:
    'ü Se viene preso il pozzetto non più spettante perché già preso dal compagno in diretta si applica l’articolo 42 relativo alla “chiusura senza scarto”;',
  TAKEN_DISCARD:
    'ü Se viene preso con lo scarto, la chiusura è valida e, in mancanza di burraco, si applica l’articolo 40 relativo alla errata chiusura.',
  TWICE:
    'ü Se la stessa linea prende erroneamente il pozzetto due volte e non fosse possibile ripristinarlo perchè già giocato, chiamato l’arbitro questi provvederà a contare le carte in possesso al giocatore colpevole:',
  TWICE_MANY:
    'o Se le carte fossero 11 o più di 11, dopo aver provveduto a mischiarle, ne assegnerà casualmente una al giocatore colpevole e le altre verranno rimesse nel tallone con le quali verrà creato un nuovo pozzetto, previa mescolatura;',
  TWICE_FEW:
    'o Se le carte fossero meno di 11, dopo aver provveduto a mischiarle, ne assegnerà casualmente una al giocatore colpevole e le rimanenti verranno rimesse nel tallone con le quali verrà creato un nuovo pozzetto, previa mescolatura. La linea colpevole verrà penalizzata di 100 M.P.',
  EXPOSED:
    'Pozzetto esposto Nel caso in cui, a partita iniziata, una o più carte che compongono il/i pozzetto/i vengono viste da uno o più giocatori, deve essere chiamato l’Arbitro che, dopo aver esposto a tutti i componenti del tavolo tali carte, avrà cura, in forma celata e a proprio insindacabile giudizio, di posizionare coperta/e la/le carta/e esposta/e nel/nei pozzetto/i o nel tallone, integrando eventualmente il pozzetto/i.',
  EXPOSED_CAUTION:
    'Il gioco prosegue regolarmente e l’Arbitro richiama ufficialmente il giocatore colpevole (se esiste) avvertendolo che, in caso di reiterata inosservanza della stessa regola durante il torneo, la sua linea verrà penalizzata di 100 M.P. ed il secondo richiamo attiverà l’ammonizione scritta sul referto arbitrale, con gli eventuali aggravi del caso.',
} as const;

const TWICE_STEPS = (rest: Text): Text[] => [
  t(
    'L’arbitro conta le carte in possesso del giocatore colpevole e le mischia.',
    'The arbitro counts the cards the offender holds and shuffles them.',
  ),
  t('Ne assegna una a caso al colpevole.', 'He gives one of them, at random, to the offender.'),
  rest,
  t('La linea colpevole è penalizzata di 100 M.P.', 'The offending line loses 100 MP.'),
];

const TWICE_NOTE = t(
  'La frase “La linea colpevole verrà penalizzata di 100 M.P.” chiude il secondo caso, ma i due casi sono identici: Tavolo applica i 100 M.P. a entrambi. Il testo dice di lasciare al colpevole una sola carta: Tavolo lo riporta alla lettera e lascia all’arbitro la verifica di che cosa intenda.',
  'The sentence “La linea colpevole verrà penalizzata di 100 M.P.” ends the second case, but the two cases are the same: Tavolo applies the 100 MP to both. The text leaves the offender a single card: Tavolo gives it as written and leaves it to the arbitro to check what is meant.',
);

const ART23: Entry[] = [
  {
    id: 'bur-ch-23-meno-di-11',
    ...base(23),
    case: 'meno di 11 carte',
    title: t('Pozzetto con meno di 11 carte', 'Pozzetto with fewer than 11 cards'),
    words: [
      'pozzetto con meno carte',
      'mancano carte nel pozzetto',
      'pozzetto corto',
      'pozzetto da 10 carte',
      'pozzetto incompleto',
    ],
    quote: `${Q23.SHORT} ${Q23.SHORT_SEEN}`,
    questions: [
      yesNo(
        'seen',
        t(
          'Almeno una carta del pozzetto difettoso è stata vista o giocata?',
          'Has at least one card of the short pozzetto been seen or played?',
        ),
      ),
    ],
    rulings: [
      {
        when: { seen: 'no' },
        ruling: ruling(
          t('Il pozzetto si reintegra dal tallone', 'The pozzetto is made up from the stock'),
          [
            t(
              'Il giocatore prende le carte mancanti da sotto il tallone, escluse le carte bruciate, e porta il pozzetto a 11 carte.',
              'The player takes the missing cards from the bottom of the stock, leaving out the burned cards, and brings the pozzetto to 11 cards.',
            ),
            STEP.playContinues,
          ],
          Q23.SHORT,
          [{ kind: 'restore' }, { kind: 'play-continues' }],
        ),
      },
      {
        when: { seen: 'yes' },
        ruling: ruling(
          t('Si continua: il gioco resta valido', 'Play goes on: the hand stands'),
          [
            t(
              'Il pozzetto non si reintegra più; il gioco resta valido a tutti gli effetti.',
              'The pozzetto is no longer made up; the hand stands in full.',
            ),
          ],
          Q23.SHORT_SEEN,
          [{ kind: 'play-continues' }],
        ),
      },
    ],
  },
  {
    id: 'bur-ch-23-piu-di-11',
    ...base(23),
    case: 'più di 11 carte',
    title: t('Pozzetto con più di 11 carte', 'Pozzetto with more than 11 cards'),
    words: [
      'pozzetto con troppe carte',
      'pozzetto da 12 carte',
      'carte in più nel pozzetto',
      'pozzetto lungo',
    ],
    quote: `${Q23.LONG} ${Q23.LONG_LATE}`,
    questions: [
      yesNo(
        'playing',
        t(
          'L’errore è stato rilevato mentre si giocava già quel pozzetto?',
          'Was the error found while that pozzetto was already being played?',
        ),
      ),
    ],
    rulings: [
      {
        when: { playing: 'no' },
        ruling: ruling(
          t('Il pozzetto si riporta a 11 carte', 'The pozzetto is brought back to 11 cards'),
          [
            t(
              'Le carte in più si prendono dal di sopra dei pozzetti e si mettono sotto il tallone, lasciando per ultime le carte bruciate.',
              'The extra cards are taken from the top of the pozzetti and put under the stock, leaving the burned cards last.',
            ),
            STEP.playContinues,
          ],
          Q23.LONG,
          [{ kind: 'restore' }, { kind: 'card-to-stock' }, { kind: 'play-continues' }],
        ),
      },
      {
        when: { playing: 'yes' },
        ruling: ruling(
          t('Nessuna sanatoria: si continua', 'No remedy: play goes on'),
          [
            t('Nessuna sanatoria è più possibile.', 'No remedy is possible any more.'),
            STEP.playContinues,
          ],
          Q23.LONG_LATE,
          [{ kind: 'play-continues' }],
        ),
      },
    ],
  },
  {
    id: 'bur-ch-23-smazzata-precedente',
    ...base(23),
    case: 'pozzetti delle smazzate precedenti',
    title: t(
      'Pozzetto della smazzata precedente rimasto sul tavolo',
      'A pozzetto of the previous deal left on the table',
    ),
    words: [
      'pozzetto vecchio',
      'pozzetto della mano prima',
      'è rimasto un pozzetto sul tavolo',
      'tre pozzetti sul tavolo',
      'pozzetto dimenticato',
    ],
    quote: `${Q23.OLD} ${Q23.OLD_USED}`,
    questions: [
      yesNo(
        'used',
        t(
          'Qualcuno ha preso il pozzetto della mano precedente?',
          'Has someone taken the pozzetto of the previous hand?',
        ),
      ),
      yesNo(
        'started',
        t('Il gioco della nuova mano è già iniziato?', 'Has play of the new hand begun?'),
        { used: 'no' },
      ),
    ],
    rulings: [
      {
        when: { used: 'yes' },
        ruling: ruling(
          t('Il pozzetto vecchio usato resta valido', 'The old pozzetto, once used, stands'),
          [
            t(
              'Il pozzetto della mano precedente resta valido per la linea che lo ha preso.',
              'The pozzetto of the previous hand stands for the line that took it.',
            ),
            t(
              'L’altra linea userà sempre il secondo pozzetto formato in questa mano.',
              'The other line will use the second pozzetto made in this hand.',
            ),
            STEP.playContinues,
          ],
          Q23.OLD_USED,
          [{ kind: 'play-continues' }],
        ),
      },
      {
        when: { started: 'yes' },
        ruling: ruling(
          t('Si gioca la mano: il risultato vale', 'The hand is played out: the result stands'),
          [
            t(
              'Nessuna sanatoria: si gioca la mano fino al termine e il risultato è valido; il pozzetto dimenticato resta inutilizzato.',
              'No remedy: the hand is played out and the result stands; the forgotten pozzetto stays unused.',
            ),
          ],
          Q23.OLD,
          [{ kind: 'play-continues' }],
        ),
      },
      {
        when: { started: 'no' },
        ruling: ruling(
          t('Si toglie il pozzetto vecchio', 'The old pozzetto is taken away'),
          [
            t(
              'Il gioco non è iniziato: l’arbitro toglie dal tavolo il pozzetto della smazzata precedente.',
              'Play has not begun: the arbitro takes the previous deal’s pozzetto off the table.',
            ),
            STEP.playContinues,
          ],
          Q23.OLD,
          [{ kind: 'restore' }],
          [],
          t(
            'Il testo esclude la sanatoria solo “se il gioco è iniziato”; prima dell’inizio tace. Tavolo suggerisce di togliere il pozzetto vecchio, perché la sanatoria è ancora possibile.',
            'The text rules out a remedy only “se il gioco è iniziato”; before that it is silent. Tavolo suggests taking the old pozzetto away, since a remedy is still possible.',
          ),
        ),
      },
    ],
  },
  {
    id: 'bur-ch-23-visto-fuori-turno',
    ...base(23),
    case: 'pozzetti visti fuori turno',
    title: t(
      'Pozzetto guardato prima che il compagno scarti',
      'Pozzetto looked at before the partner discards',
    ),
    words: [
      'ha guardato il pozzetto prima del tempo',
      'ha visto il pozzetto prima che il compagno scartasse',
      'pozzetto guardato fuori turno',
      'pozzetto con lo scarto',
    ],
    quote: Q23.LOOKED,
    questions: [],
    rulings: [
      {
        when: {},
        ruling: ruling(
          t(
            'Al suo turno pesca e scarta la carta pescata',
            'At his turn he draws and discards the card drawn',
          ),
          [
            t(
              'Il giocatore che ha guardato il pozzetto prima dello scarto del compagno limita il proprio gioco alla pesca della carta del tallone e allo scarto della stessa.',
              'The player who looked at the pozzetto before his partner’s discard limits his play to drawing the stock’s card and discarding that same card.',
            ),
          ],
          Q23.LOOKED,
          [{ kind: 'draw-and-discard-only' }],
          [],
          t(
            'Il testo non dice a quale turno: Tavolo applica la limitazione al primo turno del giocatore dopo l’infrazione.',
            'The text does not say at which turn: Tavolo applies the limit at the player’s first turn after the breach.',
          ),
        ),
      },
    ],
  },
  {
    id: 'bur-ch-23-ricordare-pesca',
    ...base(23),
    case: 'ricordare la pesca',
    title: t(
      'Ricordare al compagno di pescare prima del pozzetto',
      'Reminding the partner to draw before the pozzetto',
    ),
    words: [
      'ha ricordato al compagno di pescare',
      'ha detto al compagno di pescare',
      'pesca prima del pozzetto',
      'suggerire di pescare',
    ],
    quote: Q23.REMIND,
    gap: t(
      'Il testo rinvia all’“articolo 36 relativo alla mancata pesca”, ma la mancata pesca è l’art. 37 (l’art. 36 è “Comportamenti irregolari”; anche l’art. 30 rinvia all’art. 37 per la mancata pesca): Tavolo applica l’art. 37.',
      'The text refers to “articolo 36 relativo alla mancata pesca”, but failing to draw is art. 37 (art. 36 is “Comportamenti irregolari”; art. 30 too refers to art. 37 for failing to draw): Tavolo applies art. 37.',
    ),
    questions: [],
    rulings: [
      {
        when: {},
        ruling: ruling(
          t(
            'Penalità della mancata pesca per la linea',
            'The line gets the penalty for failing to draw',
          ),
          [
            t(
              'La linea colpevole incorre nell’infrazione della mancata pesca: l’arbitro applica le penalità dell’art. 37.',
              'The offending line commits the breach of failing to draw: the arbitro applies the penalties of art. 37.',
            ),
          ],
          Q23.REMIND,
          [{ kind: 'apply-article', article: 'BUR-CH art. 37' }],
        ),
      },
    ],
  },
  {
    id: 'bur-ch-23-scambio',
    ...base(23),
    case: 'scambio di pozzetto',
    title: t('Preso il pozzetto dell’avversario', 'The opponents’ pozzetto taken'),
    words: [
      'ha preso il pozzetto sbagliato',
      'pozzetto degli avversari',
      'scambio di pozzetto',
      'ha preso il pozzetto dell’avversario',
    ],
    quote: Q23.SWAP,
    questions: [
      yesNo(
        'looked',
        t(
          'È stata guardata almeno una carta del pozzetto?',
          'Has at least one card of the pozzetto been looked at?',
        ),
      ),
    ],
    rulings: [
      {
        when: { looked: 'yes' },
        ruling: ruling(
          t('Il gioco prosegue normalmente', 'Play goes on as normal'),
          [
            t(
              'Il pozzetto preso resta a chi lo ha preso; gli avversari prenderanno l’altro.',
              'The pozzetto taken stays with whoever took it; the opponents will take the other.',
            ),
            STEP.playContinues,
          ],
          Q23.SWAP,
          [{ kind: 'play-continues' }],
        ),
      },
      {
        when: { looked: 'no' },
        ruling: ruling(
          t('Il pozzetto si rimette al suo posto', 'The pozzetto is put back'),
          [
            t(
              'Nessuna carta è stata guardata: il pozzetto torna al suo posto e il giocatore prende quello che gli spetta.',
              'No card was looked at: the pozzetto goes back and the player takes his own.',
            ),
            STEP.playContinues,
          ],
          Q23.SWAP,
          [{ kind: 'restore' }, { kind: 'play-continues' }],
          [],
          t(
            'Il testo regola solo il caso in cui una carta è stata guardata; Tavolo suggerisce di rimettere a posto il pozzetto non ancora visto, perché nulla è stato rivelato.',
            'The text covers only the case where a card was looked at; Tavolo suggests putting back a pozzetto nobody has seen, since nothing was revealed.',
          ),
        ),
      },
    ],
  },
  {
    id: 'bur-ch-23-gia-preso',
    ...base(23),
    case: 'pozzetto già preso dal compagno',
    title: t(
      'Preso il pozzetto che il compagno aveva già preso',
      'Taking the pozzetto the partner had already taken',
    ),
    words: [
      'il compagno aveva già preso il pozzetto',
      'ha preso il pozzetto che non gli spettava',
      'secondo pozzetto della stessa linea',
      'la coppia aveva già il suo pozzetto',
    ],
    quote: `${Q23.TAKEN_DIRECT} ${Q23.TAKEN_DISCARD}`,
    questions: [
      {
        id: 'how',
        text: t('Come è stato preso il pozzetto?', 'How was the pozzetto taken?'),
        options: [
          { id: 'direct', text: t('In diretta', 'Directly (without discarding)') },
          { id: 'discard', text: t('Con lo scarto', 'With the discard') },
        ],
      },
      yesNo('burraco', t('La linea ha almeno un burraco?', 'Has the line at least one burraco?'), {
        how: 'discard',
      }),
    ],
    rulings: [
      {
        when: { how: 'direct' },
        ruling: ruling(
          t(
            'Si applica la chiusura senza scarto (art. 42)',
            'Closing without a discard (art. 42) applies',
          ),
          [
            t(
              'L’arbitro applica l’art. 42, “chiusura senza scarto”.',
              'The arbitro applies art. 42, “closing without a discard”.',
            ),
          ],
          Q23.TAKEN_DIRECT,
          [{ kind: 'apply-article', article: 'BUR-CH art. 42' }],
        ),
      },
      {
        when: { burraco: 'yes' },
        ruling: ruling(
          t('La chiusura è valida', 'The closing stands'),
          [
            t(
              'Lo scarto fatto per prendere il pozzetto è una chiusura valida: la mano termina.',
              'The discard made to take the pozzetto is a valid closing: the hand ends.',
            ),
          ],
          Q23.TAKEN_DISCARD,
          [{ kind: 'hand-over' }],
        ),
      },
      {
        when: { burraco: 'no' },
        ruling: ruling(
          t(
            'Chiusura senza burraco: errata chiusura (art. 40)',
            'Closing without a burraco: wrong closing (art. 40)',
          ),
          [
            t(
              'La linea non ha burraco: l’arbitro applica l’art. 40, “errata chiusura”.',
              'The line has no burraco: the arbitro applies art. 40, “wrong closing”.',
            ),
          ],
          Q23.TAKEN_DISCARD,
          [{ kind: 'apply-article', article: 'BUR-CH art. 40' }],
        ),
      },
    ],
  },
  {
    id: 'bur-ch-23-due-volte',
    ...base(23),
    case: 'pozzetto preso due volte',
    title: t(
      'La stessa linea ha preso il pozzetto due volte e lo ha già giocato',
      'The same line took the pozzetto twice and has played it',
    ),
    words: [
      'hanno preso due pozzetti',
      'pozzetto preso due volte',
      'la coppia ha preso entrambi i pozzetti',
      'ha preso anche il secondo pozzetto',
    ],
    quote: `${Q23.TWICE} ${Q23.TWICE_MANY} ${Q23.TWICE_FEW}`,
    questions: [
      {
        id: 'count',
        text: t(
          'Quante carte ha in mano il giocatore colpevole?',
          'How many cards does the offender hold?',
        ),
        options: [
          { id: 'eleven-or-more', text: t('11 o più', '11 or more') },
          { id: 'fewer', text: t('Meno di 11', 'Fewer than 11') },
        ],
      },
    ],
    rulings: [
      {
        when: { count: 'eleven-or-more' },
        ruling: ruling(
          t(
            'Una carta al colpevole, le altre fanno un nuovo pozzetto; 100 M.P. alla linea',
            'One card to the offender, the rest make a new pozzetto; 100 MP off the line',
          ),
          TWICE_STEPS(
            t(
              'Le altre carte tornano nel tallone e, mescolate, formano un nuovo pozzetto.',
              'The other cards go back to the stock and, shuffled, make a new pozzetto.',
            ),
          ),
          `${Q23.TWICE} ${Q23.TWICE_MANY} … La linea colpevole verrà penalizzata di 100 M.P.`,
          [{ kind: 'restore' }, { kind: 'card-to-stock' }],
          [MP100],
          TWICE_NOTE,
        ),
      },
      {
        when: { count: 'fewer' },
        ruling: ruling(
          t(
            'Una carta al colpevole, le rimanenti fanno un nuovo pozzetto; 100 M.P. alla linea',
            'One card to the offender, the rest make a new pozzetto; 100 MP off the line',
          ),
          TWICE_STEPS(
            t(
              'Le rimanenti tornano nel tallone e, mescolate, formano un nuovo pozzetto.',
              'The remaining cards go back to the stock and, shuffled, make a new pozzetto.',
            ),
          ),
          `${Q23.TWICE} … ${Q23.TWICE_FEW}`,
          [{ kind: 'restore' }, { kind: 'card-to-stock' }],
          [MP100],
          TWICE_NOTE,
        ),
      },
    ],
  },
  {
    id: 'bur-ch-23-pozzetto-esposto',
    ...base(23),
    case: 'pozzetto esposto',
    title: t('Carte del pozzetto viste durante la partita', 'Pozzetto cards seen during the game'),
    words: [
      'si è vista una carta del pozzetto',
      'carta del pozzetto scoperta',
      'pozzetto scoperto',
      'è caduto il pozzetto',
      'ha girato il pozzetto',
    ],
    quote: `${Q23.EXPOSED} ${Q23.EXPOSED_CAUTION}`,
    questions: [
      yesNo(
        'culprit',
        t(
          'C’è un giocatore colpevole dell’esposizione?',
          'Is there a player who caused the exposure?',
        ),
      ),
      yesNo(
        'repeated',
        t(
          'Lo stesso giocatore aveva già violato questa regola nel torneo?',
          'Had the same player already broken this rule in the tournament?',
        ),
        { culprit: 'yes' },
      ),
    ],
    rulings: [
      {
        when: { culprit: 'no' },
        ruling: ruling(
          t(
            'L’arbitro mostra le carte e le rimette coperte',
            'The arbitro shows the cards and puts them back face down',
          ),
          [
            t(
              'L’arbitro mostra a tutto il tavolo le carte viste e, senza farlo vedere, le rimette coperte nel pozzetto o nel tallone, a suo giudizio, integrando il pozzetto se serve.',
              'The arbitro shows the seen cards to the whole table and, unseen, puts them back face down in the pozzetto or the stock as he judges, making up the pozzetto if needed.',
            ),
            STEP.playContinues,
          ],
          Q23.EXPOSED,
          [{ kind: 'restore' }, { kind: 'play-continues' }],
        ),
      },
      {
        when: { repeated: 'no' },
        ruling: ruling(
          t(
            'Carte rimesse dall’arbitro, richiamo ufficiale al colpevole',
            'Cards put back by the arbitro, formal caution to the offender',
          ),
          [
            t(
              'L’arbitro mostra a tutto il tavolo le carte viste e le rimette coperte nel pozzetto o nel tallone, a suo giudizio.',
              'The arbitro shows the seen cards to the whole table and puts them back face down in the pozzetto or the stock, as he judges.',
            ),
            t(
              'Richiama ufficialmente il colpevole, avvertendolo che alla reiterazione la sua linea perde 100 M.P.',
              'He formally cautions the offender, warning that a repetition costs his line 100 MP.',
            ),
            STEP.playContinues,
          ],
          `${Q23.EXPOSED} ${Q23.EXPOSED_CAUTION}`,
          [{ kind: 'restore' }, { kind: 'play-continues' }],
          [CAUTION],
        ),
      },
      {
        when: { repeated: 'yes' },
        ruling: ruling(
          t(
            'Reiterazione: 100 M.P. alla linea e secondo richiamo',
            'Repeated: 100 MP off the line and a second caution',
          ),
          [
            t(
              'L’arbitro rimette le carte come sopra.',
              'The arbitro puts the cards back as above.',
            ),
            t(
              'La linea del colpevole perde 100 M.P.; il secondo richiamo diventa ammonizione scritta sul referto.',
              'The offender’s line loses 100 MP; the second caution becomes a written warning on the report.',
            ),
            STEP.playContinues,
          ],
          Q23.EXPOSED_CAUTION,
          [{ kind: 'restore' }, { kind: 'play-continues' }],
          [CAUTION, MP100],
          t(
            'Il registro somma i richiami: il secondo fa l’ammonizione scritta, perciò qui si registra il richiamo e non l’ammonizione a parte.',
            'The record adds up the cautions: the second makes the written warning, so the caution is recorded here, not a separate warning.',
          ),
        ),
      },
    ],
  },
];

// ---------------------------------------------------------------------------------------------
// Art. 24-25, 27: played, burned and excess cards.

const Q24 = {
  DEF: 'Si definisce tale la carta che estratta dal ventaglio viene rilasciata completamente dalla mano del giocatore.',
  CHANGE:
    'Se un giocatore sta calando una o più carte, ma prima che le stesse siano state completamente rilasciate dalla mano del giocatore, decidesse di legarle, tutte o in parte, ad altri giochi già calati o utilizzarle con altre carte in mano, potrà farlo, ma per poter continuare il proprio gioco, dovrà collocarle tutte, altrimenti: § Se la carta non collocabile fosse soltanto una, dovrà essere “subito scartata”; § Se invece le carte non collocabili fossero più di una, queste saranno tutte penalizzate.',
  DIRECTED:
    'Qualora una o più carte fossero correttamente e palesemente indirizzate verso un gioco esistente un giocatore non potrà cambiare idea e collocarle in altra maniera; se ciò avvenisse interromperà il gioco e tutte le carte interessate saranno considerate carte penalizzate.',
} as const;

const UNPLACEABLE = (askIf?: Question['askIf']): Question => ({
  id: 'unplaceable',
  text: t('Quante carte non si possono collocare?', 'How many cards cannot be placed?'),
  options: [
    { id: 'none', text: t('Nessuna: le colloca tutte', 'None: he places them all') },
    { id: 'one', text: t('Una sola', 'Only one') },
    { id: 'several', text: t('Più di una', 'More than one') },
  ],
  ...(askIf ? { askIf } : {}),
});

const placedAll = (quote: string): Ruling =>
  ruling(
    t('Le colloca tutte: il gioco prosegue', 'He places them all: play goes on'),
    [
      t(
        'Il giocatore colloca tutte le carte e continua il proprio gioco.',
        'The player places all the cards and goes on with his turn.',
      ),
    ],
    quote,
    [{ kind: 'play-at-once' }, { kind: 'play-continues' }],
  );

const oneDiscarded = (quote: string, note?: Text): Ruling =>
  ruling(
    t(
      'La carta non collocabile è “subito scartata”',
      'The card that cannot be placed is discarded at once',
    ),
    [
      t(
        'La sola carta che non si può collocare è “subito scartata”: è lo scarto del turno.',
        'The only card that cannot be placed is discarded at once: it is the turn’s discard.',
      ),
    ],
    quote,
    [{ kind: 'discard-at-once' }, { kind: 'turn-ends' }],
    [],
    note,
  );

const SEVERAL_NOTE = t(
  'Il testo dice solo che le carte “saranno tutte penalizzate”; non dice che il gioco si interrompe né quando il colpevole possa chiudere. Tavolo suggerisce di seguire la carta esposta (art. 28): “si interromperà il gioco e il giocatore colpevole inizierà a scartare una delle carte penalizzate”; “Il giocatore colpevole potrà chiudere solo al giro successivo allo scarto dell’ultima carta penalizzata, mentre il proprio compagno non potrà chiudere solo durante il giro in cui è avvenuta l’irregolarità.”',
  'The text only says the cards “saranno tutte penalizzate”; it does not say that the turn ends nor when the offender may close. Tavolo suggests following the exposed card (art. 28): “si interromperà il gioco e il giocatore colpevole inizierà a scartare una delle carte penalizzate”; “Il giocatore colpevole potrà chiudere solo al giro successivo allo scarto dell’ultima carta penalizzata, mentre il proprio compagno non potrà chiudere solo durante il giro in cui è avvenuta l’irregolarità.”',
);

const severalPenalised = (quote: string, note?: Text): Ruling =>
  ruling(
    t(
      'Le carte non collocabili sono tutte penalizzate',
      'The cards that cannot be placed are all penalty cards',
    ),
    [
      t(
        'Le carte che non si possono collocare sono tutte penalizzate.',
        'The cards that cannot be placed are all penalty cards.',
      ),
      STEP.turnEnds,
      STEP.penaltyCards,
    ],
    quote,
    [{ kind: 'penalty-cards' }, { kind: 'turn-ends' }],
    [],
    note,
  );

const ART24_27: Entry[] = [
  {
    id: 'bur-ch-24-cambio-idea',
    ...base(24),
    case: 'cambio di idea',
    title: t(
      'Carta giocata: cambiare idea mentre si calano le carte',
      'Played card: changing one’s mind while melding',
    ),
    words: [
      'ha cambiato idea',
      'stava calando e ha cambiato gioco',
      'aveva ancora la carta in mano',
      'non l’aveva lasciata',
      'carta giocata',
      'carta rilasciata',
    ],
    quote: `${Q24.DEF} ${Q24.CHANGE}`,
    questions: [UNPLACEABLE()],
    rulings: [
      { when: { unplaceable: 'none' }, ruling: placedAll(Q24.CHANGE) },
      { when: { unplaceable: 'one' }, ruling: oneDiscarded(Q24.CHANGE) },
      { when: { unplaceable: 'several' }, ruling: severalPenalised(Q24.CHANGE, SEVERAL_NOTE) },
    ],
  },
  {
    id: 'bur-ch-24-indirizzata',
    ...base(24),
    case: 'carta indirizzata',
    title: t(
      'Carta indirizzata verso un gioco e poi collocata altrove',
      'Card aimed at a meld, then placed elsewhere',
    ),
    words: [
      'l’ha portata verso un gioco e poi l’ha messa altrove',
      'ha indirizzato la carta al gioco e poi ha cambiato',
      'carta indirizzata',
      'stava legando e ha cambiato gioco',
    ],
    quote: Q24.DIRECTED,
    questions: [],
    rulings: [
      {
        when: {},
        ruling: ruling(
          t(
            'Gioco interrotto, tutte le carte interessate penalizzate',
            'Turn ends, all the cards involved are penalty cards',
          ),
          [
            t(
              'Il giocatore non può cambiare idea: interrompe il gioco.',
              'The player may not change his mind: his turn ends.',
            ),
            t(
              'Tutte le carte interessate sono penalizzate.',
              'All the cards involved are penalty cards.',
            ),
            STEP.penaltyCards,
          ],
          Q24.DIRECTED,
          [{ kind: 'turn-ends' }, { kind: 'penalty-cards' }],
          [],
          t(
            'Il testo non dice quando il colpevole possa chiudere: Tavolo suggerisce la regola generale delle carte penalizzate (art. 28, art. 29), chiusura solo il giro successivo allo scarto dell’ultima carta penalizzata.',
            'The text does not say when the offender may close: Tavolo suggests the general rule for penalty cards (art. 28, art. 29), closing only in the round after the last penalty card is discarded.',
          ),
        ),
      },
    ],
  },
  {
    id: 'bur-ch-25',
    ...base(25),
    title: t('Carta bruciata', 'Burned card'),
    words: [
      'carta bruciata',
      'bruciare la carta',
      'carta sotto il tallone',
      'far vedere la carta a tutti',
    ],
    quote:
      'Si definisce “carta bruciata” una carta che in particolari situazioni di gioco (vedi art.38) è fatta visionare a tutto il tavolo e viene posta sotto il tallone per non essere giocata.',
    gap: t(
      'L’articolo è una definizione: i casi in cui una carta si brucia sono nell’art. 38 (e nell’art. 26).',
      'The article is a definition: the cases where a card is burned are in art. 38 (and art. 26).',
    ),
    questions: [],
    rulings: [
      {
        when: {},
        ruling: ruling(
          t(
            'La carta si mostra e va sotto il tallone',
            'The card is shown and goes under the stock',
          ),
          [
            t(
              'La carta è mostrata a tutto il tavolo e posta sotto il tallone: non sarà giocata.',
              'The card is shown to the whole table and put under the stock: it will not be played.',
            ),
          ],
          'Si definisce “carta bruciata” una carta che in particolari situazioni di gioco (vedi art.38) è fatta visionare a tutto il tavolo e viene posta sotto il tallone per non essere giocata.',
          [{ kind: 'card-burned' }, { kind: 'apply-article', article: 'BUR-CH art. 38' }],
        ),
      },
    ],
  },
  {
    id: 'bur-ch-27',
    ...base(27),
    title: t('Carta eccedente', 'Excess card'),
    words: [
      'carta eccedente',
      'carta che non c’entra',
      'carta in più nel gioco',
      'carta incompatibile',
    ],
    quote:
      'Si definisce “eccedente” la carta che figuri incompatibile nei giochi nei quali sia stata inserita o ai quali venga legata.',
    gap: t(
      'L’articolo è una definizione: la sorte della carta eccedente è nell’art. 29 (A2,1 durante il turno; B dopo). Tavolo rinvia a quelle voci.',
      'The article is a definition: what happens to an excess card is in art. 29 (A2,1 during the turn; B later). Tavolo points to those entries.',
    ),
    questions: [],
    rulings: [
      {
        when: {},
        ruling: ruling(
          t('Si applica l’art. 29', 'Art. 29 applies'),
          [
            t(
              'La carta incompatibile con il gioco in cui è inserita o a cui è legata è eccedente: l’arbitro applica l’art. 29 (A2,1 o B, secondo il momento).',
              'A card that does not fit the meld it is in or laid off on is an excess card: the arbitro applies art. 29 (A2,1 or B, by when it is found).',
            ),
          ],
          'Si definisce “eccedente” la carta che figuri incompatibile nei giochi nei quali sia stata inserita o ai quali venga legata.',
          [{ kind: 'apply-article', article: 'BUR-CH art. 29' }],
        ),
      },
    ],
  },
];

// ---------------------------------------------------------------------------------------------
// Art. 28: exposed card.

const Q28 = {
  DEF: 'Si definisce “carta esposta” – La carta che “estratta dal ventaglio” è stata vista da almeno un giocatore; – La carta che “caduta accidentalmente” è stata vista da almeno un giocatore; – La carta che è rimasta “attaccata e visibile” sotto un’altra carta (“carta semifantasma”); – La carta che è stata “dichiarata in proprio possesso” da un giocatore.',
  OWN: 'Errore rilevato durante il proprio turno di gioco: La carta esposta dovrà essere obbligatoriamente “subito giocata” (prima di fare qualsiasi altro gioco), legandola a giochi preesistenti o aprendo nuovi giochi, e in tal caso, il gioco proseguirà regolarmente senza alcuna penalizzazione per la linea, altrimenti:',
  OWN_ONE:
    'Se la carta esposta non collocabile fosse soltanto una, dovrà essere “subito scartata” e il gioco proseguirà regolarmente (il giocatore potrà anche chiudere con questo scarto).',
  OWN_SEVERAL:
    'Se invece le carte esposte non collocabili fossero più di una, saranno tutte considerate penalizzate, si interromperà il gioco e il giocatore colpevole inizierà a scartare una delle carte penalizzate (partendo da quella dal valore più basso: scarto secondo antinorma); le altre carte penalizzate saranno tutte scartate nei giri successivi. Il giocatore colpevole potrà chiudere solo al giro successivo allo scarto dell’ultima carta penalizzata, mentre il proprio compagno non potrà chiudere solo durante il giro in cui è avvenuta l’irregolarità.',
  MELDING:
    'Se un giocatore sta calando delle carte (non ancora esposte al tavolo ad es. tre 8), ma prima che le stesse tocchino il tavolo decide di legarle tutte o in parte ad altri giochi già calati, potrà farlo, ma per poter continuare il suo gioco dovrà legarle tutte, altrimenti: – Se la carta non collocabile fosse soltanto una, dovrà essere “subito scartata”; – Se invece le carte non collocabili fossero più di una, saranno tutte penalizzate.',
  WITHDRAWN:
    'Se la combinazione di 8 fosse stata vista dal tavolo e il giocatore decidesse di non giocarla potrà farlo a patto che le carte non abbiamo toccato il tavolo da gioco; in tal caso le carte saranno tutte penalizzate.',
  OUT: 'Errore rilevato al di fuori del proprio turno di gioco: La carta esposta, al proprio successivo turno, dovrà essere obbligatoriamente “subito giocata”, legandola a giochi preesistenti o aprendo nuovi giochi, ma interrompendo in ogni caso il gioco.',
  OUT_PENALISED:
    'La carta non collocabile sarà penalizzata. Il giocatore colpevole inizierà a scartare una delle carte penalizzate (partendo da quella dal valore più basso), le eventuali altre carte penalizzate saranno tutte scartate nei giri successivi. Il giocatore colpevole potrà chiudere solo il giro successivo allo scarto dell’ultima carta penalizzata, mentre il proprio compagno non potrà chiudere solo durante il giro in cui è avvenuta l’irregolarità.',
  OUT_PARTNER:
    'La carta esposta non potrà essere collocata nei giochi o allunghi fatti dal proprio compagno nell’ultimo giro; il compagno del giocatore colpevole, al proprio turno, non potrà collocare carte sui giochi aperti o sugli allunghi fatti con dette carte esposte.',
  TO_PARTNER:
    'Se una carta “ si espone” al compagno del giocatore che in quel momento sta giocando, quest’ultimo deve interrompere il proprio gioco e scartare; inoltre non si potrà chiudere, dovendo la linea scontare la penalizzazione prevista dall’errore.',
} as const;

const EXPOSED_WORDS = [
  'carta scoperta',
  'carta esposta',
  'gli è caduta una carta',
  'carta caduta',
  'ha fatto vedere una carta',
  'ho visto una sua carta',
  'carta attaccata sotto un’altra',
  'carta semifantasma',
  'ha detto che ha la carta',
] as const;

const notPlaceable = t(
  'Quante carte esposte non si possono collocare?',
  'How many exposed cards cannot be placed?',
);

const ART28: Entry[] = [
  {
    id: 'bur-ch-28-proprio-turno',
    ...base(28),
    case: 'durante il proprio turno',
    title: t(
      'Carta esposta durante il proprio turno di gioco',
      'Card exposed during one’s own turn',
    ),
    words: [
      ...EXPOSED_WORDS,
      'carta scoperta durante il turno',
      'mentre giocava gli è caduta una carta',
    ],
    quote: `${Q28.DEF} ${Q28.OWN} ${Q28.OWN_ONE} ${Q28.OWN_SEVERAL}`,
    questions: [
      {
        id: 'unplaceable',
        text: notPlaceable,
        options: [
          { id: 'none', text: t('Nessuna: le gioca tutte', 'None: he plays them all') },
          { id: 'one', text: t('Una sola', 'Only one') },
          { id: 'several', text: t('Più di una', 'More than one') },
        ],
      },
    ],
    rulings: [
      {
        when: { unplaceable: 'none' },
        ruling: ruling(
          t(
            'La carta esposta si gioca subito: nessuna penalità',
            'The exposed card is played at once: no penalty',
          ),
          [STEP.playAtOnce, STEP.playContinues],
          Q28.OWN,
          [{ kind: 'play-at-once' }, { kind: 'play-continues' }],
        ),
      },
      {
        when: { unplaceable: 'one' },
        ruling: ruling(
          t(
            'La carta esposta non collocabile è “subito scartata”: può anche chiudere',
            'The exposed card that cannot be placed is discarded at once: he may even close',
          ),
          [
            STEP.playAtOnce,
            STEP.discardAtOnce,
            t(
              'Il gioco prosegue regolarmente; il giocatore può anche chiudere con questo scarto.',
              'Play goes on as normal; the player may even close with this discard.',
            ),
          ],
          `${Q28.OWN} ${Q28.OWN_ONE}`,
          [{ kind: 'play-at-once' }, { kind: 'discard-at-once' }, { kind: 'play-continues' }],
        ),
      },
      {
        when: { unplaceable: 'several' },
        ruling: ruling(
          t('Carte esposte penalizzate, gioco interrotto', 'Exposed cards penalised, turn ends'),
          [
            t(
              'Le carte esposte non collocabili sono tutte penalizzate.',
              'The exposed cards that cannot be placed are all penalty cards.',
            ),
            t(
              'Il gioco si interrompe: il colpevole scarta subito la carta penalizzata di valore più basso; le altre, nei giri successivi.',
              'The turn ends: the offender discards the lowest penalty card now, the others in the next rounds.',
            ),
            STEP.noCloseUntilServed,
            STEP.partnerNoClose,
          ],
          `${Q28.OWN} … ${Q28.OWN_SEVERAL}`,
          [
            { kind: 'penalty-cards' },
            { kind: 'turn-ends' },
            { kind: 'no-close-until-penalties-served' },
            { kind: 'partner-no-close-this-round' },
          ],
        ),
      },
    ],
  },
  {
    id: 'bur-ch-28-in-calata',
    ...base(28),
    case: 'carte in calata',
    title: t(
      'Carte in calata, non ancora sul tavolo, legate altrove o ritirate',
      'Cards being melded, not yet on the table, laid off elsewhere or taken back',
    ),
    words: [
      'stava calando tre 8',
      'ha ritirato le carte',
      'ha ripreso le carte in mano prima di calarle',
      'stava calando e ha deciso di legarle',
      'non ha più calato il tris',
      'le carte non hanno toccato il tavolo',
    ],
    quote: `${Q28.MELDING} ${Q28.WITHDRAWN}`,
    questions: [
      {
        id: 'what',
        text: t('Che cosa ha fatto il giocatore?', 'What did the player do?'),
        options: [
          {
            id: 'laid-off',
            text: t(
              'Ha deciso di legarle ad altri giochi',
              'He chose to lay them off on other melds',
            ),
          },
          {
            id: 'withdrawn',
            text: t(
              'Le carte viste dal tavolo non le ha giocate',
              'He did not play the cards the table had seen',
            ),
          },
        ],
      },
      UNPLACEABLE({ what: 'laid-off' }),
    ],
    rulings: [
      {
        when: { what: 'withdrawn' },
        ruling: severalPenalised(
          Q28.WITHDRAWN,
          t(
            'Il testo dice che le carte “saranno tutte penalizzate” e tace sul resto; Tavolo interrompe il gioco e applica i limiti di chiusura della carta esposta, come per più carte esposte non collocabili.',
            'The text says the cards “saranno tutte penalizzate” and is silent on the rest; Tavolo ends the turn and applies the exposed card’s closing limits, as for several exposed cards that cannot be placed.',
          ),
        ),
      },
      { when: { unplaceable: 'none' }, ruling: placedAll(Q28.MELDING) },
      { when: { unplaceable: 'one' }, ruling: oneDiscarded(Q28.MELDING) },
      { when: { unplaceable: 'several' }, ruling: severalPenalised(Q28.MELDING, SEVERAL_NOTE) },
    ],
  },
  {
    id: 'bur-ch-28-fuori-turno',
    ...base(28),
    case: 'al di fuori del proprio turno',
    title: t('Carta esposta fuori dal proprio turno', 'Card exposed out of one’s turn'),
    words: [
      ...EXPOSED_WORDS,
      'carta scoperta fuori turno',
      'gli è caduta una carta mentre giocava un altro',
      'ha mostrato una carta non di turno',
    ],
    quote: `${Q28.DEF} … ${Q28.OUT} ${Q28.OUT_PENALISED} ${Q28.OUT_PARTNER}`,
    questions: [
      yesNo(
        'placeable',
        t(
          'Al suo turno, il colpevole può collocare la carta esposta?',
          'At his turn, can the offender place the exposed card?',
        ),
      ),
    ],
    rulings: [
      {
        when: { placeable: 'yes' },
        ruling: ruling(
          t(
            'Al suo turno la gioca subito e interrompe il gioco',
            'At his turn he plays it at once and his turn ends',
          ),
          [
            t(
              'Al suo turno successivo il colpevole deve giocare subito la carta esposta, legandola o aprendo un nuovo gioco, e poi interrompe comunque il gioco.',
              'At his next turn the offender must play the exposed card at once, laying it off or opening a meld, and then his turn ends anyway.',
            ),
            t(
              'La carta non può andare sui giochi o allunghi fatti dal compagno nell’ultimo giro; il compagno, al suo turno, non può collocare carte sui giochi o allunghi fatti con essa.',
              'The card may not go on melds or extensions the partner made in the last round; the partner, at his turn, may not place cards on melds or extensions made with it.',
            ),
          ],
          `${Q28.OUT} … ${Q28.OUT_PARTNER}`,
          [{ kind: 'play-at-once' }, { kind: 'turn-ends' }, { kind: 'partner-no-lay-on-exposed' }],
          [],
        ),
      },
      {
        when: { placeable: 'no' },
        ruling: ruling(
          t(
            'Carta esposta non collocabile: penalizzata',
            'Exposed card that cannot be placed: penalised',
          ),
          [
            t(
              'Al suo turno il colpevole interrompe il gioco; la carta non collocabile è penalizzata.',
              'At his turn the offender’s turn ends; the card that cannot be placed is a penalty card.',
            ),
            t(
              'Scarta subito la carta penalizzata di valore più basso; le altre nei giri successivi.',
              'He discards the lowest penalty card now, the others in the next rounds.',
            ),
            STEP.noCloseUntilServed,
            STEP.partnerNoClose,
          ],
          `${Q28.OUT} ${Q28.OUT_PENALISED}`,
          [
            { kind: 'turn-ends' },
            { kind: 'penalty-cards' },
            { kind: 'no-close-until-penalties-served' },
            { kind: 'partner-no-close-this-round' },
          ],
        ),
      },
    ],
  },
  {
    id: 'bur-ch-28-al-compagno',
    ...base(28),
    case: 'esposta al compagno',
    title: t(
      'Carta esposta dal compagno di chi sta giocando',
      'Card exposed by the partner of the player playing',
    ),
    words: [
      'il compagno ha fatto vedere una carta',
      'carta caduta al compagno mentre giocavo',
      'il compagno ha scoperto una carta durante il mio turno',
      'carta esposta dal compagno',
    ],
    quote: Q28.TO_PARTNER,
    questions: [],
    rulings: [
      {
        when: {},
        ruling: ruling(
          t(
            'Chi sta giocando interrompe e scarta; la linea non chiude',
            'The player playing stops and discards; the line may not close',
          ),
          [
            t(
              'Il giocatore che sta giocando interrompe il proprio gioco e scarta, senza poter chiudere.',
              'The player who is playing stops and discards, and may not close.',
            ),
            t(
              'La carta esposta segue la regola dell’errore fuori dal proprio turno: al suo turno il colpevole deve giocarla subito.',
              'The exposed card follows the rule for an error out of one’s turn: at his turn the offender must play it at once.',
            ),
          ],
          Q28.TO_PARTNER,
          [{ kind: 'turn-ends' }, { kind: 'line-no-close-this-round' }],
          [],
          t(
            '“Si espone al compagno” è ambiguo; Tavolo lo legge come la carta esposta dal compagno di chi sta giocando (il colpevole è fuori turno), perciò per la carta stessa vale la regola fuori turno. Il divieto di chiudere tocca chi sta giocando, cioè il compagno del colpevole, nel giro dell’irregolarità.',
            '“Si espone al compagno” is ambiguous; Tavolo reads it as a card exposed by the partner of the player playing (the offender is out of turn), so the card itself follows the out-of-turn rule. The ban on closing hits the player playing, the offender’s partner, in the round of the irregularity.',
          ),
        ),
      },
    ],
  },
];

// ---------------------------------------------------------------------------------------------
// Art. 26: ghost card.

const Q26 = {
  DEF: 'Si definisce “carta fantasma” la carta accidentalmente nascosta rinvenuta in un gioco aperto o esistente o insieme alla carta di scarto.',
  RIGHT:
    'La carta fantasma , inserita correttamente in un qualsiasi gioco (anche se erroneamente collocata), dovrà rimanere nel gioco calato senza alcuna penalizzazione.',
  OWN: 'Ø Errore rilevato durante il proprio turno di gioco: o La carta fantasma sarà considerata a tutti gli effetti “carta esposta” e come tale trattata',
  OWN_PARTNER:
    'o Qualora fosse il compagno del giocatore che sta giocando a comunicare la presenza della carta fantasma, la stessa dovrà essere subito giocata o scartata, interrompendo però il gioco.',
  OPENED:
    'Ø Errore rilevato in un gioco già aperto (in quel turno) dal giocatore attore in quel momento: o Si procede come sopra e nella eventualità non potesse essere sanata tutti I giochi aperti successivamente sono congelati e resi validi al turno seguente.',
  AFTER_MELD:
    'Ø Errore rilevato dopo che il colpevole ha scartato e gli avversari non hanno ancora pescato: o La carta fantasma viene considerata carta penalizzata e da scartare quindi al successivo turno di gioco del colpevole.',
  AFTER_DISCARD:
    'o La carta fantasma rinvenuta insieme alla carta di scarto sarà considerata carta penalizzata da scartare nel giro successivo dal giocatore colpevole che non potrà fare gioco ma si limiterà soltanto allo scarto della carta penalizzata.',
  OUT: 'Ø Errore rilevato al di fuori del proprio turno di gioco: o La carta fantasma congelerà definitivamente il gioco relativo alla sua collocazione, si interromperà il gioco e l’avversario di turno deciderà se far scartare la carta, considerandola come penalizzata, o bruciarla inserendola sotto il tallone. o La linea colpevole non potrà chiudere per un giro',
  OUT_DISCARD:
    'o La carta fantasma rinvenuta successivamente insieme alla carta di scarto non determinerà alcun tipo di sanzione.',
  OUT_UNKNOWN:
    'o Qualora, non si riuscisse a stabilire, quale dei giocatori della linea colpevole abbia calato il gioco contenente la “carta fantasma”, la penalità sarà applicata al primo dei due giocatori della linea colpevole, di turno. La linea colpevole non potrà chiudere nel giro in cui si è concretizzata la penalità.',
} as const;

const GHOST_WORDS = [
  'carta fantasma',
  'carta nascosta sotto un’altra',
  'c’era una carta sotto',
  'due carte attaccate',
  'carta attaccata',
] as const;

const PARTNER_TOLD = (askIf?: Question['askIf']): Question =>
  yesNo(
    'partner',
    t(
      'È stato il compagno di chi sta giocando a segnalare la carta fantasma?',
      'Was it the partner of the player playing who pointed out the ghost card?',
    ),
    askIf,
  );

const PLACEABLE_GHOST = (askIf: Question['askIf']): Question =>
  yesNo(
    'placeable',
    t('La carta fantasma si può collocare?', 'Can the ghost card be placed?'),
    askIf,
  );

const ghostPartner = (quote: string, extra: readonly Effect[] = []): Ruling =>
  ruling(
    t(
      'Segnalata dal compagno: giocata o scartata subito, gioco interrotto',
      'Pointed out by the partner: played or discarded at once, turn ends',
    ),
    [
      t(
        'La carta fantasma va subito giocata o, se non si può, scartata.',
        'The ghost card is played at once or, if it cannot be, discarded.',
      ),
      STEP.turnEnds,
    ],
    quote,
    [{ kind: 'play-at-once' }, { kind: 'turn-ends' }, ...extra],
  );

const ghostExposed = (
  placed: boolean,
  quote: string,
  extra: readonly Effect[] = [],
  extraSteps: readonly Text[] = [],
): Ruling =>
  placed
    ? ruling(
        t(
          'Trattata come carta esposta: giocata subito, il gioco prosegue',
          'Treated as an exposed card: played at once, play goes on',
        ),
        [STEP.playAtOnce, ...extraSteps, STEP.playContinues],
        quote,
        [{ kind: 'play-at-once' }, ...extra, { kind: 'play-continues' }],
      )
    : ruling(
        t(
          'Trattata come carta esposta: non collocabile, “subito scartata”',
          'Treated as an exposed card: it cannot be placed, so it is discarded at once',
        ),
        [STEP.playAtOnce, STEP.discardAtOnce, ...extraSteps],
        quote,
        [{ kind: 'play-at-once' }, { kind: 'discard-at-once' }, ...extra],
        [],
        t(
          'Come carta esposta singola (art. 28), il giocatore può anche chiudere con questo scarto.',
          'As a single exposed card (art. 28), the player may even close with this discard.',
        ),
      );

const ART26: Entry[] = [
  {
    id: 'bur-ch-26-collocata',
    ...base(26),
    case: 'inserita correttamente',
    title: t('Carta fantasma che sta bene nel gioco', 'Ghost card that fits the meld'),
    words: [
      ...GHOST_WORDS,
      'carta fantasma giusta nel gioco',
      'la carta nascosta va bene nella scala',
    ],
    quote: `${Q26.DEF} ${Q26.RIGHT}`,
    questions: [],
    rulings: [
      {
        when: {},
        ruling: ruling(
          t('Resta nel gioco senza penalità', 'It stays in the meld with no penalty'),
          [
            t(
              'La carta fantasma inserita correttamente resta nel gioco, senza alcuna penalità.',
              'The ghost card that fits stays in the meld, with no penalty.',
            ),
            STEP.playContinues,
          ],
          Q26.RIGHT,
          [{ kind: 'no-penalty' }, { kind: 'play-continues' }],
        ),
      },
    ],
  },
  {
    id: 'bur-ch-26-proprio-turno',
    ...base(26),
    case: 'durante il proprio turno',
    title: t(
      'Carta fantasma trovata durante il proprio turno',
      'Ghost card found during one’s own turn',
    ),
    words: [...GHOST_WORDS, 'ho trovato una carta fantasma mentre giocavo'],
    quote: `${Q26.DEF} … ${Q26.OWN} ${Q26.OWN_PARTNER}`,
    questions: [PARTNER_TOLD(), PLACEABLE_GHOST({ partner: 'no' })],
    rulings: [
      { when: { partner: 'yes' }, ruling: ghostPartner(Q26.OWN_PARTNER) },
      { when: { placeable: 'yes' }, ruling: ghostExposed(true, Q26.OWN) },
      { when: { placeable: 'no' }, ruling: ghostExposed(false, Q26.OWN) },
    ],
  },
  {
    id: 'bur-ch-26-gioco-aperto',
    ...base(26),
    case: 'in un gioco aperto nel turno',
    title: t(
      'Carta fantasma in un gioco aperto in questo turno',
      'Ghost card in a meld opened this turn',
    ),
    words: [
      ...GHOST_WORDS,
      'carta fantasma nel gioco appena calato',
      'ha calato una carta attaccata a un’altra',
    ],
    quote: `${Q26.DEF} … ${Q26.OPENED}`,
    questions: [
      PARTNER_TOLD(),
      yesNo(
        'healed',
        t(
          'Il gioco con la carta fantasma si può sanare?',
          'Can the meld with the ghost card be healed?',
        ),
        { partner: 'no' },
      ),
    ],
    rulings: [
      {
        when: { partner: 'yes' },
        ruling: ghostPartner(`${Q26.OWN_PARTNER} ${Q26.OPENED}`),
      },
      {
        when: { healed: 'yes' },
        ruling: ruling(
          t('Il gioco si sana, il gioco prosegue', 'The meld is healed, play goes on'),
          [
            t(
              'La carta fantasma è trattata come carta esposta e il gioco viene sanato.',
              'The ghost card is treated as an exposed card and the meld is healed.',
            ),
            STEP.playContinues,
          ],
          `${Q26.OWN} … ${Q26.OPENED}`,
          [{ kind: 'may-heal' }, { kind: 'play-at-once' }, { kind: 'play-continues' }],
        ),
      },
      {
        when: { healed: 'no' },
        ruling: ruling(
          t(
            'Non sanabile: carta trattata come esposta, giochi successivi congelati',
            'Cannot be healed: card treated as exposed, later melds frozen',
          ),
          [
            STEP.playAtOnce,
            STEP.discardAtOnce,
            t(
              'Tutti i giochi aperti dopo sono congelati e diventano validi al turno seguente.',
              'All the melds opened afterwards are frozen and become valid at the next turn.',
            ),
          ],
          `${Q26.OWN} … ${Q26.OPENED}`,
          [
            { kind: 'no-heal' },
            { kind: 'discard-at-once' },
            { kind: 'meld-frozen', until: 'next-turn' },
          ],
        ),
      },
    ],
  },
  {
    id: 'bur-ch-26-dopo-scarto',
    ...base(26),
    case: 'dopo lo scarto',
    title: t(
      'Carta fantasma trovata dopo lo scarto, prima della pesca avversaria',
      'Ghost card found after the discard, before the opponents draw',
    ),
    words: [
      ...GHOST_WORDS,
      'carta fantasma dopo lo scarto',
      'ha scartato due carte attaccate',
      'carta sotto lo scarto',
    ],
    quote: `${Q26.DEF} … ${Q26.AFTER_MELD} ${Q26.AFTER_DISCARD}`,
    questions: [
      {
        id: 'where',
        text: t('Dov’era la carta fantasma?', 'Where was the ghost card?'),
        options: [
          { id: 'meld', text: t('In un gioco', 'In a meld') },
          { id: 'discard', text: t('Insieme alla carta di scarto', 'With the discarded card') },
        ],
      },
    ],
    rulings: [
      {
        when: { where: 'meld' },
        ruling: ruling(
          t(
            'Carta penalizzata, da scartare al turno successivo',
            'Penalty card, discarded at the next turn',
          ),
          [
            t(
              'La carta fantasma è penalizzata e il colpevole la scarta al suo turno successivo.',
              'The ghost card is a penalty card and the offender discards it at his next turn.',
            ),
          ],
          Q26.AFTER_MELD,
          [{ kind: 'penalty-cards' }],
          [],
          t(
            'Il testo non dice quando il colpevole possa chiudere; Tavolo suggerisce la regola generale: chiusura solo il giro successivo allo scarto dell’ultima carta penalizzata (art. 28, art. 29).',
            'The text does not say when the offender may close; Tavolo suggests the general rule: closing only in the round after the last penalty card is discarded (art. 28, art. 29).',
          ),
        ),
      },
      {
        when: { where: 'discard' },
        ruling: ruling(
          t(
            'Carta penalizzata: al giro successivo il colpevole la scarta soltanto',
            'Penalty card: next round the offender only discards it',
          ),
          [
            t(
              'La carta fantasma è penalizzata: al giro successivo il colpevole non può fare gioco e si limita a scartarla.',
              'The ghost card is a penalty card: next round the offender may not play and only discards it.',
            ),
          ],
          Q26.AFTER_DISCARD,
          [{ kind: 'penalty-cards' }, { kind: 'draw-and-discard-only' }],
          [],
          t(
            'Il testo dice “si limiterà soltanto allo scarto della carta penalizzata” senza parlare di pesca: Tavolo suggerisce che il colpevole peschi (o raccolga) e poi scarti la carta penalizzata, come ogni turno, senza fare giochi.',
            'The text says “si limiterà soltanto allo scarto della carta penalizzata” and does not mention drawing: Tavolo suggests the offender draws (or takes) and then discards the penalty card, as every turn, without melding.',
          ),
        ),
      },
    ],
  },
  {
    id: 'bur-ch-26-fuori-turno',
    ...base(26),
    case: 'al di fuori del proprio turno',
    title: t(
      'Carta fantasma trovata fuori dal turno del colpevole',
      'Ghost card found out of the offender’s turn',
    ),
    words: [
      ...GHOST_WORDS,
      'carta fantasma trovata dopo',
      'abbiamo trovato una carta nascosta nel loro gioco',
      'carta fantasma nel gioco degli avversari',
    ],
    quote: `${Q26.DEF} … ${Q26.OUT} ${Q26.OUT_DISCARD} ${Q26.OUT_UNKNOWN}`,
    questions: [
      {
        id: 'where',
        text: t('Dov’era la carta fantasma?', 'Where was the ghost card?'),
        options: [
          { id: 'meld', text: t('In un gioco', 'In a meld') },
          { id: 'discard', text: t('Insieme alla carta di scarto', 'With the discarded card') },
        ],
      },
      {
        id: 'choice',
        text: t(
          'Che cosa decide l’avversario di turno?',
          'What does the opponent whose turn it is decide?',
        ),
        askIf: { where: 'meld' },
        options: [
          {
            id: 'discard',
            text: t('Farla scartare come penalizzata', 'Have it discarded as a penalty card'),
          },
          { id: 'burn', text: t('Bruciarla sotto il tallone', 'Burn it under the stock') },
        ],
      },
      yesNo(
        'known',
        t(
          'Si sa quale giocatore della linea ha calato quel gioco?',
          'Is it known which player of the line melded it?',
        ),
        { where: 'meld' },
      ),
    ],
    rulings: [
      {
        when: { where: 'discard' },
        ruling: ruling(
          t('Nessuna sanzione', 'No sanction'),
          [
            t(
              'La carta fantasma trovata in seguito insieme alla carta di scarto non comporta alcuna sanzione.',
              'A ghost card found later with the discarded card brings no sanction.',
            ),
            STEP.playContinues,
          ],
          Q26.OUT_DISCARD,
          [{ kind: 'no-penalty' }, { kind: 'play-continues' }],
          [],
          t(
            'Il testo non dice dove va la carta: Tavolo suggerisce di lasciarla nel monte degli scarti insieme allo scarto.',
            'The text does not say where the card goes: Tavolo suggests it stays on the discard pile with the discard.',
          ),
        ),
      },
      ...(['discard', 'burn'] as const).flatMap((choice) =>
        (['yes', 'no'] as const).map((known) => ({
          when: { where: 'meld', choice, known },
          ruling: ruling(
            choice === 'discard'
              ? t(
                  'Gioco congelato per sempre, carta penalizzata, la linea non chiude per un giro',
                  'Meld frozen for good, penalty card, the line may not close for a round',
                )
              : t(
                  'Gioco congelato per sempre, carta bruciata, la linea non chiude per un giro',
                  'Meld frozen for good, card burned, the line may not close for a round',
                ),
            [
              t(
                'Il gioco che conteneva la carta fantasma è congelato definitivamente.',
                'The meld that held the ghost card is frozen for good.',
              ),
              t('Il gioco in corso si interrompe.', 'The turn in progress stops.'),
              choice === 'discard'
                ? t(
                    'Come deciso dall’avversario di turno, la carta è penalizzata e va scartata.',
                    'As the opponent whose turn it is decided, the card is a penalty card and is discarded.',
                  )
                : t(
                    'Come deciso dall’avversario di turno, la carta è bruciata: mostrata a tutti e messa sotto il tallone.',
                    'As the opponent whose turn it is decided, the card is burned: shown to all and put under the stock.',
                  ),
              known === 'yes'
                ? t(
                    'La linea colpevole non può chiudere per un giro.',
                    'The offending line may not close for a round.',
                  )
                : t(
                    'Non si sa chi ha calato il gioco: la penalità va al primo di turno dei due giocatori della linea colpevole, che non può chiudere nel giro in cui la penalità si concretizza.',
                    'It is not known who melded it: the penalty goes to whichever player of the offending line plays first, and the line may not close in the round the penalty takes effect.',
                  ),
            ],
            known === 'yes' ? Q26.OUT : `${Q26.OUT} … ${Q26.OUT_UNKNOWN}`,
            [
              { kind: 'meld-frozen', until: 'end-of-hand' } as const,
              { kind: 'turn-ends' } as const,
              { kind: 'opponent-chooses' } as const,
              choice === 'discard'
                ? ({ kind: 'penalty-cards' } as const)
                : ({ kind: 'card-burned' } as const),
              { kind: 'line-no-close-this-round' } as const,
            ],
            [],
            t(
              '“Si interromperà il gioco” non dice di chi: Tavolo lo legge come il turno in corso al momento della scoperta. “Non potrà chiudere per un giro” è reso con il divieto di chiusura per tutta la linea nel giro in cui la penalità si concretizza, come dice il caso del colpevole non individuato.',
              '“Si interromperà il gioco” does not say whose: Tavolo reads it as the turn in progress when the card is found. “Non potrà chiudere per un giro” is given as the whole line’s ban on closing during the round the penalty takes effect, as the case of the unknown offender says.',
            ),
          ),
        })),
      ),
    ],
  },
];

export const burraco2228Entries: readonly Entry[] = [
  ...ART22,
  ...ART23,
  ...ART24_27.slice(0, 3),
  ...ART26,
  ...ART24_27.slice(3),
  ...ART28,
];
