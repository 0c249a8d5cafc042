/** BUR-CH art. 39-50 as catalogue entries. */
import type { Effect, Entry, Question, RecordEffect, Ruling } from '../model.js';
import { STEP, t, ruling, yesNo } from './texts.js';

const NONE: readonly RecordEffect[] = [];

const burraco = (
  article: number,
  id: string,
  fields: Omit<Entry, 'id' | 'game' | 'source' | 'article'>,
): Entry => ({ id, game: 'burraco', source: 'BUR-CH', article, ...fields });

// ---------------------------------------------------------------------------------------------
// Sentences quoted by more than one entry.

const Q = {
  A39: 'Si possono aprire due sequenze uguali ma non è consentito aprire due combinazioni uguali, nel caso ciò avvenisse, si dovrà procedere come segue:',
  A40: 'Nel caso in cui un giocatore effettui la chiusura mentre la sua linea non ha realizzato i “burrachi (sporco e pulito)” e quindi impropriamente apra tutti i giochi, oppure leghi le sue carte e scarti l’ultima carta credendo di aver chiuso normalmente, bisogna intervenire a seconda dei casi, in questo modo:',
  A40_RULE:
    '– Tutte le operazioni che il giocatore aveva già effettuato prima dello scarto finale, restano validi tranne l’ultimo gioco (sia esso combinazione, sequenza o appoggio di una o più carte). – Le carte dell’ultimo gioco sono considerate carte penalizzate e pertanto poste ai bordi del tavolo per essere scartate, secondo antinorma (dalla più bassa alla più alta), una alla volta anche se fanno gioco con le carte già calate. – La carta che costituisce lo scarto rimarrà sempre la stessa scartata al momento dell’infrazione.',
  A40_NO_DISCARD:
    'Nel caso non vi sia stato scarto, si applicano le norme sulla chiusura senza scarto (vedi art.42).',
  A40_CLOSE:
    '– Il giocatore colpevole, nei giri successivi potrà fare gioco, ma non potrà chiudere fin quando non avrà scartato tutte le carte penalizzate. – Il compagno non potrà chiudere solo durante il giro nel quale è avvenuta l’irregolarità.',
  A40_POZZETTO:
    'Analogamente si applicherà la stessa procedura anche nell’eventualità di una erronea chiusura con presa del pozzetto, a volo o non, quando lo stesso è già stato preso in precedenza dal compagno di linea.',
  A41: 'Nel caso in cui un giocatore effettui la chiusura finale avendo soddisfatto tutte le condizioni di cui all’art.18 scartando una matta: – deve obbligatoriamente riprendere in mano l’ultimo gioco effettuato (sequenza, combinazione o carta legata), che risulterà penalizzato. – Le carte penalizzate saranno poste scoperte ai bordi del tavolo e scartate, nei giri successivi, secondo antinorma (dalla carta più bassa alla carta più alta). – Il giocatore colpevole, nei giri successivi potrà fare gioco ma non potrà chiudere fin quando non avrà scartato tutte le carte penalizzate. – Il compagno non potrà chiudere solo durante il giro nel quale è avvenuta l’irregolarità.',
  A42: 'Nel caso in cui un giocatore effettuasse la “chiusura” legando anche la carta di scarto:',
  A42_ONE:
    '– Se l’ultimo gioco effettuato fosse composto da una sola carta, il giocatore dovrà riprendere in mano quest’ultima carta, che dovrà essere scartata, ma dovrà riprendere in mano anche l’ultimo gioco effettuato che sarà penalizzato. (esempi 1,2)',
  A42_MORE:
    '– Se l’ultimo gioco effettuato fosse composto da più carte. Il giocatore dovrà riprendere in mano l’ultimo gioco (sequenza, combinazione, carte legate) che sarà penalizzato. (esempi 3,4).',
  A50_NO_DISCARD: 'Richiamo ufficiale nei confronti del giocatore, con referto facoltativo, per:',
  A43: 'La chiusura al monte è consentita quando nel monte degli scarti figurino carte, che vadano a completare uno o più giochi in mano al giocatore di turno, che potrà raccoglierla/e “al volo” semplicemente calando la/e carta/e in suo possesso.',
  A43_MORE:
    'Qualora nella chiusura al monte rimanga inutilizzata più di una carta, la più bassa di valore costituirà lo scarto, le altre torneranno in mano al giocatore; nessuna altra penalità verrà applicata.',
  A44: 'Nel caso in cui un giocatore effettua erroneamente la chiusura della partita al primo giro, non avendo atteso che tutti i partecipanti abbiano giocato almeno una volta, ci si comporterà come segue: – Tutti i giochi che il colpevole ha effettuato prima della errata chiusura restano validi, tranne “l’ultimo gioco”, (sia esso combinazione, sequenza o appoggio di una o più carte su una combinazione o sequenza), che verrà congelato temporaneamente. – La carta scartata al momento dell’errore, rimarrà valida come scarto. – Nel giro successivo il giocatore, dopo aver pescato, potrà chiudere scartando, se possibile, la carta pescata.',
  A45_COUNT:
    'Al termine di ogni mano di gioco, avvenuta la chiusura, I giocatori, prima di scoprire le carte rimaste in mano, dovranno accertarsi che la chiusura sia corretta e successivamente dovranno: o Contare insieme agli avversari gli onori e registrarli sullo score; o Contare insieme agli avversari I punti negative delle carte in mano a ciascun giocatore; o Contare I punti positivi delle carte calate che dovranno essere esposti sempre ben visibili in file verticali/orizzontali di 100 punti ciascuna.',
  A45_HONOURS:
    'Gli onori negativi (pozzetti non presi) non possono essere compensati con onori positivi.',
  A45_ENDED: 'Dopo la registrazione dei punti nello score, la mano verrà considerata terminata.',
  A45_WRONG:
    'Se dopo la chiusura, ma prima del conteggio dei punti, ci si accorgesse di un gioco calato erroneamente:',
  A45_WRONG_COUNT:
    '§ La parte valida del gioco sarà conteggiata positivamente, mentre la parte non valida sarà conteggiata negativamente; l’eventuale burraco conseguito erroneamente non sarà valido.',
  A45_WRONG_CLOSING:
    '§ Se invece il burraco viziato fosse uno dei due e avesse consentito la chiusura, lo stesso non sarà valido e pertanto tutti I giochi calati per la chiusura saranno temporaneamente congelati, escluso l’ultimo gioco che sarà penalizzato e il gioco prosegue regolarmente.',
  A45_INVALID:
    'Se dopo la chiusura, ci si accorgesse che la stessa non è valida e malgrado ciò fossero state esposte o mischiate le carte in mano ai giocatori',
  A45_MIXED:
    'Se, constatata la validità della chiusura, un giocatore, inavvertitamente mischiasse le proprie carte con quelle presenti sul tavolo, senza aver prima contato I punti, l’arbitro, con la collaborazione dei giocatori, tenterà la ricostruzione dei giochi.',
  A45_MIXED_SCORE:
    'Qualora non fosse possibile ricostruire il punteggio esatto ottenuto, l’arbitro assegnerà a suo insindacabile giudizio un punteggio arbitrale, ottenuto sommando I punti dei presunti giochi calati e ammonirà il giocatore colpevole.',
  A45_AGAIN: 'In caso di reiterazione dell’errore, la linea colpevole sarà penalizzata di 100 M.P.',
  A46_DRAW:
    'Al proprio turno di gioco I giocatori devono decidere entro un tempo limite di 10 secondi se pescare la carta dal tallone o raccogliere le carte dal monte degli scarti. L’inosservanza di ciò comporterà l’immediata interruzione del gioco on la forzata pesca dal tallone e scarto della carta pescata.',
  A46_LIMITS:
    'I giocatori hanno l’obbligo di non ritardare il gioco, senza una valida ragione, oltre i seguenti limiti: Con 3 carte o meno: 15 secondi Con 10 carte o meno: 30 secondi Con 11 carte o più: 60 secondi',
  A46_INVITE:
    'Con l’inosservanza di tale norma il giocatore viene invitato a completare il gioco entro 5 secondi.',
  A46_STOP: 'Perdurando il ritardo deve interrompere il gioco e scartare.',
  A46_CLOCK:
    'In particolari tornei può essere prevista la presenza di orologi contatempo (tipo chess clock); viene programmato un timer di coppia pari a 7’30”, se la smazzata non viene terminata e il tempo a propria disposizione termina, con un piccolo avviso sonoro, si viene penalizzati di 100 punti/smazzata.',
  A46_URGE:
    'E’ assolutamente vietato, in presenza di orologi contatempo, sollecitare la giocata all’avversario.',
  A47_PLAYER:
    'Abbandono di un giocatore In caso di abbandono di una partita da parte di un giocatore, giustificabile solo da cause di forza maggiore, è fatto obbligo sostituire l’assente con altro giocatore indicato dall’abbandonato o in assenza sarà designato un membro dello staff dalla direzione (robot).',
  A47_BEFORE:
    'Se tale evento occorresse prima dell’inizio di un turno, il giocatore abbandonante non entrerà in classifica in tale turno.',
  A47_DURING:
    'Se tale evento occorresse durante i giochi di un turno, ad una qualsiasi smazzata, il punteggio realizzato in quel turno potrà essere accreditato o al: – giocatore abbandonante nel caso intervenga il robot dell’organizzazione – nuovo giocatore che sostituisce l’abbandonante',
  A47_TWO:
    'Quanto sopra è sempre valido anche se ad abbandonare un tavolo siano contemporaneamente due atleti singoli avversari.',
  A47_PAIR:
    'Abbandono di una coppia In caso di abbandono di una partita da parte di una coppia, giustificabile solo da cause di forza maggiore:',
  A47_PAIR_BEFORE:
    'Se tale evento occorresse prima dell’inizio di un turno, restano i diritti ed i privilegi di scelta della coppia restante già visti nel caso di “tavolo zoppo”. (vedi art. 3)',
  A47_PAIR_DURING:
    'Se invece tale evento occorresse durante i giochi di un turno, ad una qualsiasi smazzata, si applicherà la vittoria a tavolino alla coppia restante per: Turni da 2 mani: 14 VP a 350 MP Turni da 3 mani: 13 VP a 500 MP Turni da 4 mani: 12 VP a 450 MP',
  A47_PAIR_HIGHER:
    '(In questo ultimo caso, se l’arbitro accerta al tavolo un maggior punteggio all’atto dell’interruzione del gioco, convaliderà a proprio insindacabile giudizio il punteggio acquisito).',
  A47_NO_ROBOT:
    'In qualsiasi caso in cui, per motivi di forza maggiore, l’organizzazione non possa attuare l’ingresso di uno o più sostituti robot, alla coppia restante verrà attribuita sempre la vittoria a tavolino con il punteggio di : Turni da 2 mani: 14 VP a 350 MP Turni da 3 mani: 13 VP a 500 MP Turni da 4 mani: 12 VP a 450 MP',
  A47_BOTH:
    'Se entrambe le coppie al tavolo abbandonano la gara, il punteggio loro attribuito sarà 0.',
  A48_AWAY:
    'Le penalità per quanto sopra si applicheranno anche nel caso si dovesse verificare una temporanea sospensione di una partita in corso per allontanamenti di uno o entrambi i componenti della coppia.',
  A48_LATE:
    '– Se la coppia ritarda entro 3’, viene ammonita e si recupera il tempo perso. – Se la coppia supera i 3’ fino a 10’ si applica una penalità di 100 MP. – Se la coppia supera i 10’, la coppia presente vince l’incontro 14,13,12 a 6,7,8 rispettivamente per 2/3 e 4 smazzate per turno (sempre che ciò non comporti un illecito vantaggio in classifica).',
  A50_SANCTIONS:
    'Le sanzioni arbitrali, in ordine di gravità, sono: – Richiamo – Ammonizione – espulsione',
  A50_CAUTION:
    'Richiamo ufficiale nei confronti del giocatore, con referto facoltativo, per: – aver violato un qualsiasi comma etico; – aver esposto o dichiarato le proprie carte al tavolo da gioco; – aver chiuso senza scarto; – aver giocato fuori turno; – aver mischiato le carte a fine turno senza preventivo conteggio dei punti partita; – essere arrivato al tavolo da gioco in ritardo, dopo il fischio iniziale dell’arbitro; – partecipare al gioco con un numero di carte diverso dalla regolarità del momento; – aver accusato di gioco sleale un altro giocatore, senza riscontri probatori; – aver sostato all’interno della sede di gara, anche se invitato a uscirne; – essersi allontanato dal tavolo da gioco durante la gara, senza giustificato motivo e/o senza consenso dell’arbitro.',
  A50_CLOSE_NO_DISCARD: '– aver chiuso senza scarto;',
  A50_MIXED: '– aver mischiato le carte a fine turno senza preventivo conteggio dei punti partita;',
  A50_AWAY:
    '– essersi allontanato dal tavolo da gioco durante la gara, senza giustificato motivo e/o senza consenso dell’arbitro.',
  A50_WARNING:
    'Ammonizione ufficiale nei confronti del giocatore, con obbligo di referto, per: – Aver reiterato un’infrazione per la seconda volta per la quale, nello stesso evento, era stato sanzionato con un richiamo ufficiale. – Aver abbandonato la sede di gara, durante un torneo, senza preavviso.',
  A50_WARNING_AGAIN:
    '– Aver reiterato un’infrazione per la seconda volta per la quale, nello stesso evento, era stato sanzionato con un richiamo ufficiale.',
  A50_WARNING_LEFT: '– Aver abbandonato la sede di gara, durante un torneo, senza preavviso.',
  A50_EXPULSION:
    'Espulsione ufficiale dalla sede di gara di un giocatore, con obbligo di referto, per: – Aver tenuto una condotta violenta e/o scurrile; – Aver usato un linguaggio ingiurioso o minaccioso e/o mancato rispetto nei confronti di un altro giocatore e/o della direzione di gara; – Aver tenuto una condotta gravemente sleale al gioco;',
  A50_STEPS:
    'Nello stesso turno di gioco: – La somma di 2 richiami reiterati comporta una penalizzazione di 100 MP. Nello stesso turno o sessione di gioco: – La somma di 2 ammonizioni comporta una penalizzazione di 1VP in classifica generale.',
  A50_DUTIES:
    'Qualsiasi manifestazione di gioco sarà tutelata dall’Arbitro che dovrà: Ø Determinare i criteri per risarcire una coppia danneggiata ove ciò sia previsto dal Codice di Gara, assegnando un “punteggio arbitrale”. Ø Segnalare nel proprio referto ogni comportamento contrario all’etica di gioco. Ø Allontanare una coppia, la cui presenza impedisca o disturbi la prosecuzione della gara. Ø Segnalare ai fini statistici situazioni particolari circa il gioco.',
  A50_DAMAGED:
    'Ø Determinare i criteri per risarcire una coppia danneggiata ove ciò sia previsto dal Codice di Gara, assegnando un “punteggio arbitrale”.',
  A50_SEND_AWAY:
    'Ø Allontanare una coppia, la cui presenza impedisca o disturbi la prosecuzione della gara.',
} as const;

/** The escalation Tavolo's record applies by itself when a caution or a warning is recorded. */
const ESCALATION = t(
  'Il registro del torneo applica da sé le conseguenze dell’art. 50: il secondo richiamo per la stessa infrazione nello stesso evento diventa un’ammonizione, due richiami nello stesso turno costano alla linea 100 MP, due ammonizioni costano 1 VP in classifica generale. La decisione registra quindi solo la sanzione data ora.',
  'The event’s record applies art. 50’s consequences by itself: a second caution for the same breach in the event becomes a warning, two cautions in one round cost the line 100 MP, two warnings cost 1 VP in the general standings. The ruling therefore records only the sanction given now.',
);

const S = {
  lastPlayBack: t(
    'Tutti i giochi fatti prima dello scarto finale restano validi, tranne l’ultimo gioco (combinazione, sequenza o carte legate): il giocatore lo riprende in mano.',
    'Every play made before the final discard stands except the last one (set, sequence or cards laid off): the player takes it back into his hand.',
  ),
  lastPlayPenalised: t(
    'Le carte dell’ultimo gioco sono carte penalizzate: scoperte sul bordo del tavolo, scartate una per giro dalla più bassa alla più alta, anche se fanno gioco con le carte calate.',
    'The cards of the last play are penalty cards: face up on the edge of the table, discarded one a round lowest first, even if they fit the melds on the table.',
  ),
  discardStays: t(
    'Lo scarto resta la carta scartata al momento dell’infrazione.',
    'The discard stays the card discarded when the irregularity happened.',
  ),
  noClosing: t(
    'La chiusura non vale: la mano prosegue.',
    'The closing does not stand: the hand goes on.',
  ),
  closeAfterAll: t(
    'Nei giri successivi il colpevole può fare gioco, ma non può chiudere finché non ha scartato tutte le carte penalizzate.',
    'In the next rounds the offender may play, but may not close until he has discarded every penalty card.',
  ),
  caution: t(
    'L’arbitro dà al giocatore un richiamo ufficiale (referto facoltativo).',
    'The arbitro gives the player an official caution (report optional).',
  ),
  warning: t(
    'L’arbitro dà al giocatore un’ammonizione ufficiale, da scrivere nel referto.',
    'The arbitro gives the player an official warning, written in the report.',
  ),
} as const;

const CLOSING_PENALISED: readonly Effect[] = [
  { kind: 'closing-void' },
  { kind: 'card-back-to-hand' },
  { kind: 'penalty-cards' },
  { kind: 'no-close-until-penalties-served' },
  { kind: 'partner-no-close-this-round' },
];

// ---------------------------------------------------------------------------------------------
// Art. 42: closing by laying off the discard too. Art. 40 sends its case without discard here.

const A42_NOTE = t(
  'L’art. 42 non dice fin quando il colpevole non può chiudere, né se il compagno può chiudere: Tavolo suggerisce la regola generale delle carte penalizzate (chiude solo dopo averle scartate tutte) e di lasciare libero il compagno, perché l’articolo non lo nomina, mentre gli art. 40 e 41 lo fanno espressamente. Il richiamo viene dall’art. 50: “Richiamo ufficiale nei confronti del giocatore, con referto facoltativo, per: … – aver chiuso senza scarto;”.',
  'Art. 42 does not say until when the offender may not close, nor whether his partner may close: Tavolo suggests the general rule of penalty cards (he closes only after discarding all of them) and leaves the partner free, since the article does not name him while art. 40 and 41 do. The caution comes from art. 50: “Richiamo ufficiale nei confronti del giocatore, con referto facoltativo, per: … – aver chiuso senza scarto;”.',
);

const closingWithoutDiscard = (one: boolean): Ruling =>
  one
    ? ruling(
        t(
          'Chiusura senza scarto: l’ultima carta legata diventa lo scarto, il gioco precedente è penalizzato',
          'Closing without a discard: the last card laid off becomes the discard, the play before it is penalised',
        ),
        [
          S.noClosing,
          t(
            'Il giocatore riprende in mano l’ultima carta legata e la scarta.',
            'The player takes back the last card he laid off and discards it.',
          ),
          t(
            'Riprende in mano anche il gioco fatto prima di quella carta: le sue carte sono penalizzate, scoperte sul bordo del tavolo, e scartate una per giro dalla più bassa alla più alta.',
            'He also takes back the play made before that card: its cards are penalty cards, face up on the edge of the table, discarded one a round lowest first.',
          ),
          S.closeAfterAll,
          S.caution,
        ],
        `${Q.A42} ${Q.A42_ONE} … ${Q.A50_NO_DISCARD} … ${Q.A50_CLOSE_NO_DISCARD}`,
        [
          { kind: 'closing-void' },
          { kind: 'card-back-to-hand' },
          { kind: 'discard-at-once' },
          { kind: 'penalty-cards' },
          { kind: 'turn-ends' },
          { kind: 'no-close-until-penalties-served' },
        ],
        [{ kind: 'caution' }],
        A42_NOTE,
      )
    : ruling(
        t(
          'Chiusura senza scarto: l’ultimo gioco torna in mano penalizzato',
          'Closing without a discard: the last play goes back to the hand as penalty cards',
        ),
        [
          S.noClosing,
          t(
            'Il giocatore riprende in mano l’ultimo gioco (sequenza, combinazione o carte legate): le sue carte sono penalizzate.',
            'The player takes back the last play (sequence, set or cards laid off): its cards are penalty cards.',
          ),
          t(
            'Scarta subito la più bassa delle carte penalizzate; le altre restano scoperte sul bordo del tavolo e sono scartate una per giro, dalla più bassa alla più alta.',
            'He discards the lowest penalty card at once; the others stay face up on the edge of the table and are discarded one a round, lowest first.',
          ),
          S.closeAfterAll,
          S.caution,
        ],
        `${Q.A42} … ${Q.A42_MORE} … ${Q.A50_NO_DISCARD} … ${Q.A50_CLOSE_NO_DISCARD}`,
        [
          { kind: 'closing-void' },
          { kind: 'card-back-to-hand' },
          { kind: 'discard-at-once' },
          { kind: 'penalty-cards' },
          { kind: 'turn-ends' },
          { kind: 'no-close-until-penalties-served' },
        ],
        [{ kind: 'caution' }],
        A42_NOTE,
      );

const LAST_PLAY: Question = {
  id: 'last-play',
  text: t(
    'Di quante carte era l’ultimo gioco, quello con cui ha legato anche la carta di scarto?',
    'How many cards did the last play, the one that laid off the discard too, hold?',
  ),
  options: [
    { id: 'one', text: t('Una sola carta', 'A single card') },
    { id: 'more', text: t('Più carte', 'More cards') },
  ],
};

// ---------------------------------------------------------------------------------------------

export const burraco3950Entries: readonly Entry[] = [
  burraco(39, 'bur-ch-39', {
    title: t('Apertura di due combinazioni uguali', 'Two equal sets opened'),
    words: [
      'due tris uguali',
      'ha aperto due combinazioni uguali',
      'due combinazioni dello stesso valore',
      'ha calato un altro tris di re',
      'tris doppio',
      'due quartetti uguali',
      'combinazioni uguali',
    ],
    quote: Q.A39,
    questions: [
      yesNo(
        'one-wild',
        t(
          'Le due combinazioni, unite, hanno al massimo una matta?',
          'Put together, do the two sets hold at most one wild card?',
        ),
      ),
    ],
    rulings: [
      {
        when: { 'one-wild': 'yes' },
        ruling: ruling(
          t(
            'Le due combinazioni uguali si uniscono in una sola',
            'The two equal sets are joined into one',
          ),
          [
            t(
              'L’arbitro unisce la seconda combinazione alla prima: ne resta una sola.',
              'The arbitro joins the second set to the first: one set remains.',
            ),
            STEP.playContinues,
          ],
          Q.A39,
          [{ kind: 'restore' }, { kind: 'play-continues' }],
          NONE,
          t(
            'Il testo si interrompe dopo “si dovrà procedere come segue:”: la procedura manca. Tavolo suggerisce di unire le due combinazioni, perché ciò che l’articolo vieta è avere “due combinazioni uguali”, e le carte naturali dello stesso valore fanno sempre gioco con la prima.',
            'The text stops after “si dovrà procedere come segue:”: the procedure is missing. Tavolo suggests joining the two sets, since what the article forbids is having “due combinazioni uguali”, and natural cards of the same rank always fit the first set.',
          ),
        ),
      },
      {
        when: { 'one-wild': 'no' },
        ruling: ruling(
          t(
            'Le combinazioni si uniscono, la matta in più è penalizzata',
            'The sets are joined, the extra wild card is a penalty card',
          ),
          [
            t(
              'L’arbitro unisce la seconda combinazione alla prima.',
              'The arbitro joins the second set to the first.',
            ),
            t(
              'La matta che non può restare (una sola per combinazione) è penalizzata: scoperta sul bordo del tavolo, scartata secondo norma.',
              'The wild card that may not stay (one per set) is a penalty card: face up on the edge of the table, discarded by the rule.',
            ),
          ],
          Q.A39,
          [{ kind: 'restore' }, { kind: 'penalty-cards' }],
          NONE,
          t(
            'Il testo si interrompe dopo “si dovrà procedere come segue:”. Tavolo suggerisce di unire le combinazioni e di trattare la seconda matta come una carta che non fa gioco (art. 29), perché una combinazione non può avere due matte.',
            'The text stops after “si dovrà procedere come segue:”. Tavolo suggests joining the sets and treating the second wild card as a card that does not fit (art. 29), since a set may not hold two wild cards.',
          ),
        ),
      },
    ],
    gap: t(
      'L’articolo annuncia una procedura (“si dovrà procedere come segue:”) ma il testo che abbiamo non la riporta. Le decisioni sono suggerimenti di Tavolo; online il server rifiuta una seconda combinazione dello stesso valore nella stessa linea.',
      'The article announces a procedure (“si dovrà procedere come segue:”) but our text does not hold it. The rulings are Tavolo’s suggestions; online the server refuses a second set of the same rank in one line.',
    ),
  }),

  burraco(40, 'bur-ch-40', {
    title: t('Chiusura senza i burrachi richiesti', 'Closing without the burracos required'),
    words: [
      'ha chiuso senza burraco',
      'chiusura senza burraco',
      'ha chiuso ma non avevamo il burraco',
      'mancava il burraco pulito',
      'credeva di aver chiuso',
      'chiusura mancava il burraco',
      'chiusura non valida',
    ],
    quote: `${Q.A40} ${Q.A40_RULE} ${Q.A40_NO_DISCARD} ${Q.A40_CLOSE}`,
    questions: [
      yesNo(
        'discarded',
        t('Il giocatore ha chiuso con uno scarto?', 'Did the player close with a discard?'),
      ),
      { ...LAST_PLAY, askIf: { discarded: 'no' } },
    ],
    rulings: [
      {
        when: { discarded: 'yes' },
        ruling: ruling(
          t(
            'Chiusura annullata, l’ultimo gioco è penalizzato',
            'Closing void, the last play is penalised',
          ),
          [
            S.noClosing,
            S.lastPlayBack,
            S.lastPlayPenalised,
            S.discardStays,
            S.closeAfterAll,
            STEP.partnerNoClose,
          ],
          `${Q.A40} ${Q.A40_RULE} … ${Q.A40_CLOSE}`,
          CLOSING_PENALISED,
        ),
      },
      {
        when: { discarded: 'no', 'last-play': 'one' },
        ruling: closingWithoutDiscard(true),
      },
      {
        when: { discarded: 'no', 'last-play': 'more' },
        ruling: closingWithoutDiscard(false),
      },
    ],
  }),

  burraco(40, 'bur-ch-40-pozzetto', {
    case: 'pozzetto',
    title: t(
      'Chiusura prendendo un pozzetto già preso dal compagno',
      'Closing by taking a pozzetto the partner had already taken',
    ),
    words: [
      'ha preso il pozzetto già preso dal compagno',
      'ha chiuso prendendo il pozzetto già preso dal compagno',
      'chiusura con il secondo pozzetto',
      'ha chiuso andando al pozzetto due volte',
    ],
    quote: `${Q.A40_POZZETTO}`,
    questions: [],
    rulings: [
      {
        when: {},
        ruling: ruling(
          t(
            'Chiusura annullata, l’ultimo gioco è penalizzato (come l’art. 40)',
            'Closing void, the last play is penalised (as art. 40)',
          ),
          [
            S.noClosing,
            t(
              'Il pozzetto resta quello già preso dal compagno: non se ne prende un altro.',
              'The pozzetto stays the one the partner already took: no other is taken.',
            ),
            S.lastPlayBack,
            S.lastPlayPenalised,
            S.discardStays,
            S.closeAfterAll,
            STEP.partnerNoClose,
          ],
          `${Q.A40_POZZETTO} … ${Q.A40_RULE} … ${Q.A40_CLOSE}`,
          [...CLOSING_PENALISED, { kind: 'restore' }],
          NONE,
          t(
            'Il testo non dice che cosa fare delle carte del pozzetto toccate per errore: Tavolo suggerisce di rimetterle al loro posto senza guardarle, perché l’articolo applica “la stessa procedura” e non nomina altre penalità.',
            'The text does not say what to do with the pozzetto’s cards touched by mistake: Tavolo suggests putting them back unseen, since the article applies “la stessa procedura” and names no other penalty.',
          ),
        ),
      },
    ],
  }),

  burraco(41, 'bur-ch-41', {
    title: t('Chiusura scartando una matta', 'Closing by discarding a wild card'),
    words: [
      'ha chiuso scartando il jolly',
      'ha chiuso scartando la pinella',
      'scarto della matta in chiusura',
      'ha chiuso con il jolly',
      'chiusura con la matta',
      'ultima carta una pinella',
    ],
    quote: Q.A41,
    questions: [],
    rulings: [
      {
        when: {},
        ruling: ruling(
          t(
            'Chiusura annullata, l’ultimo gioco torna in mano penalizzato',
            'Closing void, the last play goes back to the hand as penalty cards',
          ),
          [
            S.noClosing,
            t(
              'Il giocatore riprende obbligatoriamente in mano l’ultimo gioco (sequenza, combinazione o carta legata): le sue carte sono penalizzate.',
              'The player must take back the last play (sequence, set or card laid off): its cards are penalty cards.',
            ),
            t(
              'Le carte penalizzate restano scoperte sul bordo del tavolo e sono scartate nei giri successivi, dalla più bassa alla più alta.',
              'The penalty cards stay face up on the edge of the table and are discarded in the next rounds, lowest first.',
            ),
            S.closeAfterAll,
            STEP.partnerNoClose,
          ],
          Q.A41,
          CLOSING_PENALISED,
          NONE,
          t(
            'Il testo non dice se la matta scartata resta come scarto: Tavolo suggerisce di lasciarla sul monte degli scarti, come l’art. 40 fa per lo scarto (“La carta che costituisce lo scarto rimarrà sempre la stessa scartata al momento dell’infrazione.”).',
            'The text does not say whether the wild card discarded stays as the discard: Tavolo suggests leaving it on the discard pile, as art. 40 does with the discard (“La carta che costituisce lo scarto rimarrà sempre la stessa scartata al momento dell’infrazione.”).',
          ),
        ),
      },
    ],
  }),

  burraco(42, 'bur-ch-42', {
    title: t(
      'Chiusura senza scarto (legata anche la carta di scarto)',
      'Closing without a discard (the discard laid off too)',
    ),
    words: [
      'ha chiuso senza scarto',
      'ha legato anche l’ultima carta',
      'non ha scartato',
      'è rimasto senza carte da scartare',
      'chiusura senza scarto',
      'ha calato tutte le carte',
    ],
    quote: `${Q.A42} ${Q.A42_ONE} ${Q.A42_MORE}`,
    questions: [LAST_PLAY],
    rulings: [
      { when: { 'last-play': 'one' }, ruling: closingWithoutDiscard(true) },
      { when: { 'last-play': 'more' }, ruling: closingWithoutDiscard(false) },
    ],
  }),

  burraco(43, 'bur-ch-43', {
    title: t(
      'Chiusura al monte con più di una carta inutilizzata',
      'Closing on the discard pile with more than one card unused',
    ),
    words: [
      'chiusura al monte',
      'ha chiuso raccogliendo il monte',
      'sono avanzate carte del monte',
      'carte del pozzo avanzate',
      'ha preso gli scarti al volo per chiudere',
    ],
    quote: `${Q.A43} ${Q.A43_MORE}`,
    questions: [
      yesNo(
        'more-unused',
        t(
          'Dopo la raccolta al volo è rimasta inutilizzata più di una carta?',
          'After taking the pile “al volo”, was more than one card left unused?',
        ),
      ),
    ],
    rulings: [
      {
        when: { 'more-unused': 'no' },
        ruling: ruling(
          t('Chiusura al monte regolare', 'A regular closing on the discard pile'),
          [
            t(
              'La chiusura al monte è consentita: la carta rimasta è lo scarto.',
              'Closing on the discard pile is allowed: the card left over is the discard.',
            ),
          ],
          Q.A43,
          [{ kind: 'no-penalty' }],
          NONE,
          t(
            'Il testo non nomina il caso di una sola carta rimasta: Tavolo la considera lo scarto, perché l’articolo dà questo ruolo alla più bassa quando ne restano di più.',
            'The text does not name the case of a single card left: Tavolo takes it as the discard, since the article gives that role to the lowest card when more are left.',
          ),
        ),
      },
      {
        when: { 'more-unused': 'yes' },
        ruling: ruling(
          t(
            'La carta più bassa è lo scarto, le altre tornano in mano; nessuna penalità',
            'The lowest card is the discard, the others go back to the hand; no penalty',
          ),
          [
            t(
              'Delle carte rimaste inutilizzate, la più bassa di valore è lo scarto.',
              'Of the cards left unused, the lowest in value is the discard.',
            ),
            t(
              'Le altre tornano in mano al giocatore, che quindi non ha chiuso.',
              'The others go back to the player’s hand, so he has not closed.',
            ),
            t('Nessun’altra penalità.', 'No other penalty.'),
          ],
          Q.A43_MORE,
          [
            { kind: 'closing-void' },
            { kind: 'card-back-to-hand' },
            { kind: 'no-penalty' },
            { kind: 'play-continues' },
          ],
          NONE,
          t(
            'Il testo non dice espressamente che la chiusura non vale: Tavolo lo deduce dalle carte che “torneranno in mano al giocatore”, perché chi ha carte in mano non ha chiuso.',
            'The text does not say in words that the closing does not stand: Tavolo infers it from the cards that “torneranno in mano al giocatore”, since a player holding cards has not closed.',
          ),
        ),
      },
    ],
  }),

  burraco(44, 'bur-ch-44', {
    title: t(
      'Chiusura al primo giro, prima che tutti abbiano giocato',
      'Closing in the first round, before everyone has played',
    ),
    words: [
      'ha chiuso al primo giro',
      'chiusura al primo giro',
      'ha chiuso prima che giocassimo tutti',
      'non abbiamo ancora giocato e ha chiuso',
      'chiusura troppo presto',
    ],
    quote: Q.A44,
    questions: [],
    rulings: [
      {
        when: {},
        ruling: ruling(
          t(
            'Chiusura annullata, l’ultimo gioco congelato temporaneamente',
            'Closing void, the last play frozen for now',
          ),
          [
            S.noClosing,
            t(
              'I giochi fatti prima restano validi; l’ultimo gioco (combinazione, sequenza o carte legate) è congelato temporaneamente.',
              'The plays made before stand; the last play (set, sequence or cards laid off) is frozen for now.',
            ),
            t(
              'La carta scartata al momento dell’errore resta lo scarto.',
              'The card discarded when the error was made stays the discard.',
            ),
            t(
              'Al giro successivo il giocatore, dopo aver pescato, può chiudere scartando, se possibile, la carta pescata.',
              'In the next round the player, after drawing, may close by discarding, if he can, the card drawn.',
            ),
          ],
          Q.A44,
          [{ kind: 'closing-void' }, { kind: 'meld-frozen', until: 'next-turn' }],
          NONE,
          t(
            '“Congelato temporaneamente” non ha una durata scritta: Tavolo lo intende fino al turno successivo del giocatore, quando il testo gli permette di chiudere.',
            '“Congelato temporaneamente” has no written length: Tavolo takes it as until the player’s next turn, when the text lets him close.',
          ),
        ),
      },
    ],
  }),

  burraco(45, 'bur-ch-45-conteggio', {
    case: 'conteggio',
    title: t('Conteggio dei punti a fine mano', 'Counting the points at the end of a hand'),
    words: [
      'conteggio dei punti',
      'abbiamo contato male',
      'errore nel conteggio',
      'onori negativi',
      'pozzetto non preso compensato',
      'punti già scritti sullo score',
      'conta dei punti',
    ],
    quote: `${Q.A45_COUNT} ${Q.A45_HONOURS} ${Q.A45_ENDED}`,
    questions: [
      yesNo(
        'recorded',
        t(
          'I punti sono già stati registrati sullo score?',
          'Have the points already been written on the score sheet?',
        ),
      ),
    ],
    rulings: [
      {
        when: { recorded: 'no' },
        ruling: ruling(
          t('Si conta di nuovo insieme agli avversari', 'Count again together with the opponents'),
          [
            t(
              'Prima di scoprire le carte in mano si accerta che la chiusura sia corretta.',
              'Before showing the cards in hand, check that the closing is correct.',
            ),
            t(
              'Si contano insieme agli avversari gli onori, poi i punti negativi delle carte in mano, poi i punti positivi delle carte calate, in file di 100 punti.',
              'Count together with the opponents the honours, then the minus points of the cards in hand, then the plus points of the cards melded, in rows of 100 points.',
            ),
            t(
              'Gli onori negativi (pozzetti non presi) non si compensano con quelli positivi.',
              'Negative honours (pozzetti not taken) are not offset against positive ones.',
            ),
          ],
          `${Q.A45_COUNT} ${Q.A45_HONOURS}`,
          [{ kind: 'restore' }],
        ),
      },
      {
        when: { recorded: 'yes' },
        ruling: ruling(
          t('La mano è terminata', 'The hand is over'),
          [
            t(
              'Dopo la registrazione sullo score la mano è considerata terminata.',
              'Once written on the score sheet, the hand is over.',
            ),
          ],
          Q.A45_ENDED,
          [{ kind: 'hand-over' }, { kind: 'play-continues' }],
          NONE,
          t(
            'Il testo non dice se un errore di conteggio scoperto dopo la registrazione si corregge: Tavolo suggerisce che l’arbitro corregga solo un errore di calcolo evidente (la somma), non le carte, che non si possono più ricontare.',
            'The text does not say whether a counting error found after recording is corrected: Tavolo suggests the arbitro corrects only an obvious arithmetic error (the sum), not the cards, which can no longer be counted again.',
          ),
        ),
      },
    ],
  }),

  burraco(45, 'bur-ch-45-gioco-errato', {
    case: 'gioco errato',
    title: t(
      'Gioco errato scoperto dopo la chiusura, prima del conteggio',
      'A wrong meld found after the closing, before the count',
    ),
    words: [
      'dopo la chiusura c’era un gioco sbagliato',
      'burraco sbagliato scoperto alla conta',
      'scala sbagliata scoperta a fine mano',
      'il burraco non era valido e ha chiuso',
      'gioco errato dopo la chiusura',
    ],
    quote: `${Q.A45_WRONG} ${Q.A45_WRONG_COUNT} ${Q.A45_WRONG_CLOSING}`,
    questions: [
      yesNo(
        'closing-burraco',
        t(
          'Il gioco errato è uno dei due burrachi che hanno permesso la chiusura?',
          'Is the wrong meld one of the two burracos that allowed the closing?',
        ),
      ),
    ],
    rulings: [
      {
        when: { 'closing-burraco': 'no' },
        ruling: ruling(
          t(
            'Parte valida in positivo, parte errata in negativo, burraco non valido',
            'Valid part counted plus, wrong part minus, the burraco does not count',
          ),
          [
            t(
              'La parte valida del gioco si conta in positivo, la parte non valida in negativo.',
              'The valid part of the meld counts as plus points, the invalid part as minus points.',
            ),
            t(
              'L’eventuale burraco fatto con quel gioco non vale.',
              'Any burraco made with that meld does not count.',
            ),
          ],
          `${Q.A45_WRONG} ${Q.A45_WRONG_COUNT}`,
          [{ kind: 'counted-negative' }, { kind: 'burraco-void' }],
        ),
      },
      {
        when: { 'closing-burraco': 'yes' },
        ruling: ruling(
          t(
            'Chiusura annullata: giochi congelati, ultimo gioco penalizzato, si prosegue',
            'Closing void: melds frozen, last play penalised, play goes on',
          ),
          [
            t(
              'Il burraco viziato non vale, quindi la chiusura non vale.',
              'The flawed burraco does not count, so the closing does not stand.',
            ),
            t(
              'Tutti i giochi calati per la chiusura sono congelati temporaneamente, tranne l’ultimo gioco, che è penalizzato.',
              'Every meld made for the closing is frozen for now, except the last play, which is penalised.',
            ),
            STEP.penaltyCards,
            STEP.playContinues,
          ],
          `${Q.A45_WRONG} … ${Q.A45_WRONG_CLOSING}`,
          [
            { kind: 'burraco-void' },
            { kind: 'closing-void' },
            { kind: 'meld-frozen', until: 'next-turn' },
            { kind: 'penalty-cards' },
            { kind: 'play-continues' },
          ],
          NONE,
          t(
            'Il testo non dice quanto dura il congelamento “temporaneo” né se il colpevole può chiudere: Tavolo suggerisce un giro (come l’art. 29) e la regola generale delle carte penalizzate, che nessun testo qui sospende.',
            'The text does not say how long the “temporary” freeze lasts nor whether the offender may close: Tavolo suggests one round (as art. 29) and the general rule of penalty cards, which no text here suspends.',
          ),
        ),
      },
    ],
  }),

  burraco(45, 'bur-ch-45-chiusura-non-valida', {
    case: 'chiusura non valida',
    title: t(
      'Chiusura non valida scoperta dopo che le carte sono state esposte o mischiate',
      'An invalid closing found after the hands were shown or mixed',
    ),
    words: [
      'la chiusura non era valida ma abbiamo già mischiato',
      'chiusura sbagliata carte già scoperte',
      'abbiamo buttato giù le carte ma la chiusura era sbagliata',
      'carte mischiate chiusura non valida',
    ],
    quote: Q.A45_INVALID,
    questions: [],
    rulings: [
      {
        when: {},
        ruling: ruling(
          t(
            'L’arbitro ricostruisce la mano; se non può, dà un punteggio arbitrale',
            'The arbitro rebuilds the hand; if he cannot, he sets an arbitral score',
          ),
          [
            t(
              'L’arbitro, con i giocatori, tenta di ricostruire i giochi e le carte in mano.',
              'The arbitro, with the players, tries to rebuild the melds and the hands.',
            ),
            t(
              'Se la ricostruzione non è possibile, assegna un punteggio arbitrale.',
              'If it cannot be rebuilt, he sets an arbitral score.',
            ),
          ],
          Q.A45_INVALID,
          [{ kind: 'restore' }],
          [{ kind: 'score-adjustment' }],
        ),
      },
    ],
    gap: t(
      'Il testo si interrompe: la frase “Se dopo la chiusura, ci si accorgesse che la stessa non è valida e malgrado ciò fossero state esposte o mischiate le carte in mano ai giocatori” non ha una conseguenza. Tavolo suggerisce la procedura del capoverso seguente, ricostruzione e, se impossibile, punteggio arbitrale (“l’arbitro, con la collaborazione dei giocatori, tenterà la ricostruzione dei giochi”), senza ammonizione, che il testo dà solo a chi mischia dopo una chiusura valida.',
      'The text breaks off: the sentence “Se dopo la chiusura, ci si accorgesse che la stessa non è valida e malgrado ciò fossero state esposte o mischiate le carte in mano ai giocatori” has no consequence. Tavolo suggests the next paragraph’s procedure, rebuilding and, if impossible, an arbitral score (“l’arbitro, con la collaborazione dei giocatori, tenterà la ricostruzione dei giochi”), with no warning, which the text gives only to whoever mixes after a valid closing.',
    ),
  }),

  burraco(45, 'bur-ch-45-carte-mischiate', {
    case: 'carte mischiate',
    title: t(
      'Carte mischiate con quelle del tavolo prima del conteggio',
      'Cards mixed with those on the table before the count',
    ),
    words: [
      'ha mischiato le carte prima di contare',
      'ha buttato le carte nel mazzo prima della conta',
      'ha mescolato le carte senza contare',
      'carte mischiate',
      'non si può più contare',
      'punteggio arbitrale',
    ],
    quote: `${Q.A45_MIXED} ${Q.A45_MIXED_SCORE} ${Q.A45_AGAIN}`,
    questions: [
      yesNo(
        'rebuilt',
        t(
          'L’arbitro è riuscito a ricostruire i giochi e il punteggio esatto?',
          'Could the arbitro rebuild the melds and the exact score?',
        ),
      ),
      yesNo(
        'again',
        t(
          'La linea colpevole aveva già commesso questo errore nel torneo?',
          'Had the guilty line already made this error in the event?',
        ),
      ),
    ],
    rulings: [
      {
        when: { rebuilt: 'yes', again: 'no' },
        ruling: ruling(
          t(
            'Giochi ricostruiti, punteggio contato; richiamo',
            'Melds rebuilt, score counted; caution',
          ),
          [
            t(
              'I punti si contano sui giochi ricostruiti.',
              'The points are counted on the rebuilt melds.',
            ),
            S.caution,
          ],
          `${Q.A45_MIXED} … ${Q.A50_NO_DISCARD} … ${Q.A50_MIXED}`,
          [{ kind: 'restore' }],
          [{ kind: 'caution' }],
          t(
            'L’art. 45 ammonisce solo quando la ricostruzione non riesce; l’art. 50 dà un richiamo a chi ha “mischiato le carte a fine turno senza preventivo conteggio dei punti partita”. Tavolo suggerisce il richiamo quando i giochi si ricostruiscono e l’ammonizione dell’art. 45 quando non si può.',
            'Art. 45 gives a warning only when the rebuilding fails; art. 50 gives a caution to whoever “mischiato le carte a fine turno senza preventivo conteggio dei punti partita”. Tavolo suggests the caution when the melds are rebuilt and art. 45’s warning when they cannot be.',
          ),
        ),
      },
      {
        when: { rebuilt: 'no', again: 'no' },
        ruling: ruling(
          t('Punteggio arbitrale e ammonizione', 'Arbitral score and warning'),
          [
            t(
              'L’arbitro assegna, a suo insindacabile giudizio, un punteggio arbitrale: la somma dei punti dei giochi che si presume fossero calati.',
              'The arbitro sets, at his sole discretion, an arbitral score: the sum of the points of the melds presumed to have been on the table.',
            ),
            S.warning,
          ],
          `${Q.A45_MIXED} ${Q.A45_MIXED_SCORE}`,
          [],
          [{ kind: 'score-adjustment' }, { kind: 'warning' }],
        ),
      },
      {
        when: { rebuilt: 'yes', again: 'yes' },
        ruling: ruling(
          t(
            'Errore ripetuto: giochi ricostruiti, 100 MP di penalità alla linea',
            'Repeated error: melds rebuilt, a 100 MP penalty to the line',
          ),
          [
            t(
              'I punti si contano sui giochi ricostruiti.',
              'The points are counted on the rebuilt melds.',
            ),
            t(
              'La linea colpevole è penalizzata di 100 MP.',
              'The guilty line is penalised 100 MP.',
            ),
          ],
          `${Q.A45_MIXED} … ${Q.A45_AGAIN}`,
          [{ kind: 'restore' }],
          [{ kind: 'penalty', mp: 100, vp: 0 }],
          t(
            '“Reiterazione” non dice se nello stesso turno o nello stesso evento: Tavolo la conta nell’evento, come l’art. 50 per i richiami.',
            '“Reiterazione” does not say whether in the same round or the same event: Tavolo counts it in the event, as art. 50 does with cautions.',
          ),
        ),
      },
      {
        when: { rebuilt: 'no', again: 'yes' },
        ruling: ruling(
          t(
            'Errore ripetuto: punteggio arbitrale e 100 MP di penalità alla linea',
            'Repeated error: arbitral score and a 100 MP penalty to the line',
          ),
          [
            t(
              'L’arbitro assegna un punteggio arbitrale, sommando i punti dei giochi che si presume fossero calati.',
              'The arbitro sets an arbitral score, adding the points of the melds presumed to have been on the table.',
            ),
            t(
              'La linea colpevole è penalizzata di 100 MP.',
              'The guilty line is penalised 100 MP.',
            ),
          ],
          `${Q.A45_MIXED_SCORE} ${Q.A45_AGAIN}`,
          [],
          [{ kind: 'score-adjustment' }, { kind: 'penalty', mp: 100, vp: 0 }],
          t(
            'Il testo non dice se alla seconda volta si dà anche l’ammonizione: Tavolo dà i 100 MP, che il testo prevede “in caso di reiterazione”, e non una seconda ammonizione, che costerebbe un altro VP per lo stesso fatto.',
            'The text does not say whether the second time also brings a warning: Tavolo gives the 100 MP the text sets “in caso di reiterazione”, and no second warning, which would cost another VP for the same fact.',
          ),
        ),
      },
    ],
  }),

  burraco(46, 'bur-ch-46-pesca', {
    case: '10 secondi',
    title: t(
      'Più di 10 secondi per decidere se pescare o raccogliere',
      'More than 10 seconds to choose between drawing and taking the discards',
    ),
    words: [
      'non si decide a pescare',
      'ci mette troppo a pescare',
      'tempo per pescare',
      '10 secondi',
      'dieci secondi per pescare',
      'indeciso se raccogliere il monte',
    ],
    quote: Q.A46_DRAW,
    questions: [],
    rulings: [
      {
        when: {},
        ruling: ruling(
          t(
            'Pesca forzata dal tallone e scarto della carta pescata',
            'Forced draw from the stock and discard of the card drawn',
          ),
          [
            t(
              'Il gioco del giocatore si interrompe subito.',
              'The player’s turn is stopped at once.',
            ),
            t(
              'Pesca dal tallone e scarta la carta pescata, senza fare altri giochi.',
              'He draws from the stock and discards the card drawn, with no other play.',
            ),
          ],
          Q.A46_DRAW,
          [{ kind: 'draw-and-discard-only' }, { kind: 'discard-at-once' }, { kind: 'turn-ends' }],
        ),
      },
    ],
  }),

  burraco(46, 'bur-ch-46-ritardo', {
    case: 'limiti di tempo',
    title: t(
      'Il giocatore supera il tempo per giocare (15, 30, 60 secondi)',
      'The player exceeds the time to play (15, 30, 60 seconds)',
    ),
    words: [
      'ci mette troppo',
      'gioca troppo lentamente',
      'perde tempo',
      'sta pensando da un minuto',
      'ritarda il gioco',
      'lento a giocare',
    ],
    quote: `${Q.A46_LIMITS} ${Q.A46_INVITE} ${Q.A46_STOP}`,
    questions: [
      yesNo(
        'done-in-5',
        t(
          'Invitato a completare il gioco, ha finito entro 5 secondi?',
          'Asked to finish, did he finish within 5 seconds?',
        ),
      ),
    ],
    rulings: [
      {
        when: { 'done-in-5': 'yes' },
        ruling: ruling(
          t('Invito a completare, si prosegue', 'Asked to finish, play goes on'),
          [
            t(
              'L’arbitro invita il giocatore a completare il gioco entro 5 secondi.',
              'The arbitro asks the player to finish within 5 seconds.',
            ),
            STEP.playContinues,
          ],
          `${Q.A46_LIMITS} ${Q.A46_INVITE}`,
          [{ kind: 'play-continues' }],
        ),
      },
      {
        when: { 'done-in-5': 'no' },
        ruling: ruling(
          t('Il gioco si interrompe: deve scartare', 'Play stops: he must discard'),
          [
            t(
              'Perdurando il ritardo, il giocatore interrompe il gioco e scarta.',
              'As the delay goes on, the player stops playing and discards.',
            ),
          ],
          `${Q.A46_INVITE} ${Q.A46_STOP}`,
          [{ kind: 'turn-ends' }],
        ),
      },
    ],
  }),

  burraco(46, 'bur-ch-46-tempo', {
    case: 'orologio',
    title: t(
      'Tempo di coppia esaurito (orologio contatempo)',
      'The pair’s time has run out (chess clock)',
    ),
    words: [
      'tempo scaduto',
      'è finito il tempo',
      'orologio',
      'chess clock',
      'timer di coppia',
      'è suonato il timer',
      'tempo esaurito',
      'bandierina caduta',
    ],
    quote: Q.A46_CLOCK,
    questions: [],
    rulings: [
      {
        when: {},
        ruling: ruling(
          t(
            'Penalità di 100 punti alla coppia per la smazzata',
            'A 100-point penalty to the pair for the hand',
          ),
          [
            t(
              'La coppia il cui tempo (7’30” per smazzata) è finito prima della fine della smazzata è penalizzata di 100 punti per quella smazzata.',
              'The pair whose time (7’30” a hand) ran out before the hand ended is penalised 100 points for that hand.',
            ),
            STEP.playContinues,
          ],
          Q.A46_CLOCK,
          [{ kind: 'play-continues' }],
          [{ kind: 'penalty', mp: 100, vp: 0 }],
          t(
            'Il testo dice “100 punti/smazzata” senza dire se MP e se la smazzata si ferma. Tavolo toglie 100 MP alla coppia nel turno, una volta per ogni smazzata in cui il tempo finisce, e lascia finire la smazzata, perché il testo penalizza il tempo esaurito e non interrompe la mano.',
            'The text says “100 punti/smazzata” without saying whether MP or whether the hand stops. Tavolo takes 100 MP from the pair in the round, once for each hand in which its time runs out, and lets the hand be finished, since the text penalises the time run out and does not stop the hand.',
          ),
        ),
      },
    ],
  }),

  burraco(46, 'bur-ch-46-sollecito', {
    case: 'sollecito',
    title: t(
      'Sollecitare l’avversario a giocare con l’orologio in uso',
      'Urging the opponent to play when clocks are in use',
    ),
    words: [
      'mi mette fretta',
      'sollecita l’avversario',
      'dai gioca',
      'ci fa fretta',
      'mette pressione per giocare',
    ],
    quote: Q.A46_URGE,
    questions: [],
    rulings: [
      {
        when: {},
        ruling: ruling(
          t('Richiamo', 'Caution'),
          [
            t(
              'Con gli orologi contatempo è vietato sollecitare la giocata all’avversario.',
              'With chess clocks it is forbidden to urge the opponent to play.',
            ),
            S.caution,
          ],
          `${Q.A46_URGE} … ${Q.A50_NO_DISCARD} – aver violato un qualsiasi comma etico;`,
          [{ kind: 'play-continues' }],
          [{ kind: 'caution' }],
          t(
            'L’art. 46 vieta il sollecito ma non dà una sanzione: Tavolo suggerisce il richiamo dell’art. 50 per “aver violato un qualsiasi comma etico”.',
            'Art. 46 forbids urging but gives no sanction: Tavolo suggests art. 50’s caution for “aver violato un qualsiasi comma etico”.',
          ),
        ),
      },
    ],
  }),

  burraco(47, 'bur-ch-47-giocatore', {
    case: 'giocatore',
    title: t('Un giocatore abbandona la partita', 'A player leaves the game'),
    words: [
      'un giocatore se ne va',
      'ha abbandonato la partita',
      'si è sentito male',
      'deve andare via',
      'sostituto',
      'chi gioca al suo posto',
      'robot',
      'si è disconnesso',
    ],
    quote: `${Q.A47_PLAYER} ${Q.A47_BEFORE} ${Q.A47_DURING} ${Q.A47_TWO}`,
    questions: [
      {
        id: 'when',
        text: t('Quando abbandona?', 'When does he leave?'),
        options: [
          { id: 'before', text: t('Prima dell’inizio del turno', 'Before the round starts') },
          { id: 'during', text: t('Durante il turno', 'During the round') },
        ],
      },
      {
        id: 'substitute',
        text: t('Chi lo sostituisce?', 'Who replaces him?'),
        options: [
          {
            id: 'named',
            text: t('Un giocatore indicato da lui', 'A player he names'),
          },
          {
            id: 'robot',
            text: t('Un membro dello staff (robot)', 'A staff member (robot)'),
          },
        ],
        askIf: { when: 'during' },
      },
    ],
    rulings: [
      {
        when: { when: 'before' },
        ruling: ruling(
          t(
            'Si sostituisce; chi abbandona non entra in classifica nel turno',
            'He is replaced; the player who left is not ranked in the round',
          ),
          [
            t(
              'Il giocatore è sostituito da uno indicato da lui o, in mancanza, da un membro dello staff (robot).',
              'The player is replaced by one he names or, failing that, by a staff member (robot).',
            ),
            t(
              'Il giocatore che abbandona non entra in classifica in quel turno.',
              'The player who left is not ranked in that round.',
            ),
          ],
          `${Q.A47_PLAYER} ${Q.A47_BEFORE}`,
          [{ kind: 'substitute' }, { kind: 'play-continues' }],
        ),
      },
      {
        when: { when: 'during', substitute: 'robot' },
        ruling: ruling(
          t(
            'Gioca il robot; il punteggio del turno va a chi ha abbandonato',
            'The robot plays; the round’s score goes to the player who left',
          ),
          [
            t(
              'Un membro dello staff (robot) prende il posto del giocatore e la partita prosegue.',
              'A staff member (robot) takes the player’s seat and the game goes on.',
            ),
            t(
              'Il punteggio realizzato nel turno è accreditato al giocatore che ha abbandonato.',
              'The score made in the round is credited to the player who left.',
            ),
          ],
          `${Q.A47_PLAYER} … ${Q.A47_DURING}`,
          [{ kind: 'substitute' }, { kind: 'play-continues' }],
        ),
      },
      {
        when: { when: 'during', substitute: 'named' },
        ruling: ruling(
          t(
            'Gioca il sostituto; il punteggio del turno va a lui',
            'The substitute plays; the round’s score goes to him',
          ),
          [
            t(
              'Il giocatore indicato prende il posto di chi abbandona e la partita prosegue.',
              'The player named takes the seat of the one who left and the game goes on.',
            ),
            t(
              'Il punteggio realizzato nel turno è accreditato al nuovo giocatore.',
              'The score made in the round is credited to the new player.',
            ),
          ],
          `${Q.A47_PLAYER} … ${Q.A47_DURING}`,
          [{ kind: 'substitute' }, { kind: 'play-continues' }],
        ),
      },
    ],
    gap: t(
      'L’abbandono è ammesso “solo da cause di forza maggiore”, ma il testo non dice che cosa accade senza di esse. Tavolo suggerisce la stessa sostituzione, perché la partita degli altri tre deve proseguire, e la sanzione dell’art. 50 (richiamo per essersi allontanato dal tavolo senza giustificato motivo, ammonizione per aver abbandonato la sede senza preavviso), da dare con la voce di quell’articolo. Online il robot è il giocatore automatico del server. La regola vale anche quando abbandonano insieme due giocatori avversari.',
      'Leaving is allowed “solo da cause di forza maggiore”, but the text does not say what happens without one. Tavolo suggests the same substitution, since the other three’s game must go on, and art. 50’s sanction (caution for leaving the table without good reason, warning for leaving the venue without notice), given through that article’s entry. Online the robot is the server’s automatic player. The rule holds too when two opposing players leave together.',
    ),
  }),

  burraco(47, 'bur-ch-47-coppia', {
    case: 'coppia',
    title: t('Una coppia abbandona la partita', 'A pair leaves the game'),
    words: [
      'la coppia se ne va',
      'gli avversari hanno abbandonato',
      'vittoria a tavolino',
      'abbandono di una coppia',
      'sono andati via tutti e due',
    ],
    quote: `${Q.A47_PAIR} ${Q.A47_PAIR_BEFORE} ${Q.A47_PAIR_DURING} ${Q.A47_PAIR_HIGHER}`,
    questions: [
      {
        id: 'when',
        text: t('Quando abbandona la coppia?', 'When does the pair leave?'),
        options: [
          { id: 'before', text: t('Prima dell’inizio del turno', 'Before the round starts') },
          { id: 'during', text: t('Durante il turno', 'During the round') },
        ],
      },
      yesNo(
        'higher',
        t(
          'L’arbitro accerta al tavolo, per la coppia restante, un punteggio maggiore di quello della vittoria a tavolino?',
          'Does the arbitro find at the table a higher score for the remaining pair than the walkover’s?',
        ),
        { when: 'during' },
      ),
    ],
    rulings: [
      {
        when: { when: 'before' },
        ruling: ruling(
          t('Tavolo zoppo', 'Incomplete table'),
          [
            t(
              'La coppia restante conserva i diritti e i privilegi di scelta del tavolo zoppo (art. 3).',
              'The remaining pair keeps the rights and choices of an incomplete table (art. 3).',
            ),
          ],
          `${Q.A47_PAIR} ${Q.A47_PAIR_BEFORE}`,
          [{ kind: 'apply-article', article: 'BUR-CH art. 3' }],
          [{ kind: 'score-adjustment' }],
        ),
      },
      {
        when: { when: 'during', higher: 'no' },
        ruling: ruling(
          t('Vittoria a tavolino alla coppia restante', 'Walkover to the remaining pair'),
          [
            t(
              'La coppia restante vince a tavolino: 14 VP a 350 MP nei turni da 2 mani, 13 VP a 500 MP da 3 mani, 12 VP a 450 MP da 4 mani.',
              'The remaining pair wins by walkover: 14 VP at 350 MP in 2-hand rounds, 13 VP at 500 MP in 3-hand rounds, 12 VP at 450 MP in 4-hand rounds.',
            ),
          ],
          `${Q.A47_PAIR} … ${Q.A47_PAIR_DURING}`,
          [],
          [{ kind: 'score-adjustment' }],
        ),
      },
      {
        when: { when: 'during', higher: 'yes' },
        ruling: ruling(
          t(
            'Convalidato il punteggio acquisito al tavolo',
            'The score reached at the table is confirmed',
          ),
          [
            t(
              'L’arbitro convalida, a suo insindacabile giudizio, il punteggio maggiore acquisito dalla coppia restante al momento dell’interruzione.',
              'The arbitro confirms, at his sole discretion, the higher score the remaining pair had when play stopped.',
            ),
          ],
          `${Q.A47_PAIR_DURING} ${Q.A47_PAIR_HIGHER}`,
          [],
          [{ kind: 'score-adjustment' }],
        ),
      },
    ],
    gap: t(
      'Il testo tace sul risultato della coppia che abbandona: Tavolo le dà il complemento della vittoria a tavolino (6, 7 o 8 VP), come l’art. 48 per l’incontro perso per ritardo; l’organizzatore può cambiarlo.',
      'The text is silent on the leaving pair’s result: Tavolo gives it the walkover’s complement (6, 7 or 8 VP), as art. 48 does for a match lost by lateness; the organizer may change it.',
    ),
  }),

  burraco(47, 'bur-ch-47-senza-robot', {
    case: 'senza robot',
    title: t('Nessun sostituto robot disponibile', 'No robot substitute available'),
    words: [
      'non c’è un sostituto',
      'manca il robot',
      'nessuno può sostituirlo',
      'non abbiamo sostituti',
    ],
    quote: Q.A47_NO_ROBOT,
    questions: [],
    rulings: [
      {
        when: {},
        ruling: ruling(
          t('Vittoria a tavolino alla coppia restante', 'Walkover to the remaining pair'),
          [
            t(
              'La coppia restante vince a tavolino: 14 VP a 350 MP nei turni da 2 mani, 13 VP a 500 MP da 3 mani, 12 VP a 450 MP da 4 mani.',
              'The remaining pair wins by walkover: 14 VP at 350 MP in 2-hand rounds, 13 VP at 500 MP in 3-hand rounds, 12 VP at 450 MP in 4-hand rounds.',
            ),
          ],
          Q.A47_NO_ROBOT,
          [],
          [{ kind: 'score-adjustment' }],
        ),
      },
    ],
  }),

  burraco(47, 'bur-ch-47-entrambe', {
    case: 'entrambe le coppie',
    title: t('Entrambe le coppie abbandonano', 'Both pairs leave'),
    words: [
      'se ne sono andati tutti',
      'entrambe le coppie hanno abbandonato',
      'tavolo abbandonato',
      'nessuno al tavolo',
    ],
    quote: Q.A47_BOTH,
    questions: [],
    rulings: [
      {
        when: {},
        ruling: ruling(
          t('Punteggio 0 a entrambe le coppie', 'A score of 0 to both pairs'),
          [
            t(
              'A entrambe le coppie è attribuito il punteggio 0.',
              'Both pairs are given a score of 0.',
            ),
          ],
          Q.A47_BOTH,
          [],
          [{ kind: 'score-adjustment' }],
        ),
      },
    ],
  }),

  burraco(48, 'bur-ch-48-allontanamento', {
    case: 'allontanamento',
    title: t(
      'Partita sospesa perché un giocatore della coppia si è allontanato',
      'Game suspended because a player of the pair went away',
    ),
    words: [
      'si è allontanato dal tavolo',
      'è andato via durante la partita',
      'il compagno non torna',
      'siamo fermi ad aspettarlo',
      'è uscito a fumare',
      'partita sospesa',
    ],
    quote: `${Q.A48_AWAY} … ${Q.A48_LATE}`,
    questions: [
      {
        id: 'minutes',
        text: t('Quanto è durata la sospensione?', 'How long was the game suspended?'),
        options: [
          { id: 'up-to-3', text: t('Fino a 3 minuti', 'Up to 3 minutes') },
          { id: '3-to-10', text: t('Da 3 a 10 minuti', '3 to 10 minutes') },
          { id: 'over-10', text: t('Oltre 10 minuti', 'Over 10 minutes') },
        ],
      },
    ],
    rulings: [
      {
        when: { minutes: 'up-to-3' },
        ruling: ruling(
          t('Ammonizione, si recupera il tempo', 'Warning, the time is made up'),
          [S.warning, t('Il tempo perso si recupera.', 'The time lost is made up.')],
          `${Q.A48_AWAY} … – Se la coppia ritarda entro 3’, viene ammonita e si recupera il tempo perso.`,
          [{ kind: 'play-continues' }],
          [{ kind: 'warning' }],
        ),
      },
      {
        when: { minutes: '3-to-10' },
        ruling: ruling(
          t('Penalità di 100 MP', 'A 100 MP penalty'),
          [t('La coppia è penalizzata di 100 MP.', 'The pair is penalised 100 MP.')],
          `${Q.A48_AWAY} … – Se la coppia supera i 3’ fino a 10’ si applica una penalità di 100 MP.`,
          [{ kind: 'play-continues' }],
          [{ kind: 'penalty', mp: 100, vp: 0 }],
        ),
      },
      {
        when: { minutes: 'over-10' },
        ruling: ruling(
          t('Incontro perso', 'Match lost'),
          [
            t(
              'La coppia presente vince l’incontro 14-6, 13-7 o 12-8 VP per turni di 2, 3 o 4 smazzate, se ciò non dà un illecito vantaggio in classifica.',
              'The pair present wins the match 14-6, 13-7 or 12-8 VP for rounds of 2, 3 or 4 hands, unless that gives an unfair advantage in the standings.',
            ),
          ],
          `${Q.A48_AWAY} … – Se la coppia supera i 10’, la coppia presente vince l’incontro 14,13,12 a 6,7,8 rispettivamente per 2/3 e 4 smazzate per turno (sempre che ciò non comporti un illecito vantaggio in classifica).`,
          [],
          [{ kind: 'score-adjustment' }],
        ),
      },
    ],
    gap: t(
      'L’art. 48 è una norma sui ritardi di torneo; questa voce copre solo il caso che si decide al tavolo, la sospensione per allontanamento. L’art. 50 dà anche un richiamo a chi si è “allontanato dal tavolo da gioco durante la gara, senza giustificato motivo e/o senza consenso dell’arbitro”: Tavolo non lo somma alle penalità dell’art. 48, che sono la norma specifica.',
      'Art. 48 is a rule on lateness in a tournament; this entry covers only the case ruled at a table, a suspension because a player went away. Art. 50 also gives a caution to whoever “allontanato dal tavolo da gioco durante la gara, senza giustificato motivo e/o senza consenso dell’arbitro”: Tavolo does not add it to art. 48’s penalties, which are the specific rule.',
    ),
  }),

  burraco(50, 'bur-ch-50-richiamo', {
    case: 'richiamo',
    title: t('Richiamo ufficiale', 'Official caution'),
    words: [
      'richiamo',
      'ha parlato durante il gioco',
      'ha mostrato le carte',
      'ha detto le sue carte',
      'ha accusato di barare',
      'arrivato in ritardo al tavolo',
      'ha giocato con una carta in più',
      'si è alzato dal tavolo',
      'comportamento scorretto',
      'commenti durante il gioco',
    ],
    quote: `${Q.A50_SANCTIONS} ${Q.A50_CAUTION}`,
    questions: [
      yesNo(
        'again',
        t(
          'Il giocatore aveva già ricevuto un richiamo per la stessa infrazione in questo evento?',
          'Had the player already received a caution for the same breach in this event?',
        ),
      ),
    ],
    rulings: [
      {
        when: { again: 'no' },
        ruling: ruling(
          t('Richiamo ufficiale', 'Official caution'),
          [S.caution],
          Q.A50_CAUTION,
          [],
          [{ kind: 'caution' }],
          ESCALATION,
        ),
      },
      {
        when: { again: 'yes' },
        ruling: ruling(
          t('Seconda volta: ammonizione ufficiale', 'Second time: official warning'),
          [
            t(
              'L’infrazione ripetuta vale un’ammonizione ufficiale, da scrivere nel referto.',
              'The repeated breach brings an official warning, written in the report.',
            ),
          ],
          `${Q.A50_WARNING_AGAIN} … ${Q.A50_STEPS}`,
          [],
          [{ kind: 'caution' }],
          t(
            'Il registro di Tavolo trasforma da sé il secondo richiamo per la stessa infrazione in ammonizione, e due richiami nello stesso turno in 100 MP di penalità: la decisione registra quindi un richiamo, e il registro ne trae l’ammonizione e la penalità, senza contarle due volte.',
            'Tavolo’s record turns a second caution for the same breach into a warning by itself, and two cautions in one round into a 100 MP penalty: the ruling therefore records a caution, and the record draws the warning and the penalty from it, without counting them twice.',
          ),
        ),
      },
    ],
  }),

  burraco(50, 'bur-ch-50-ammonizione', {
    case: 'ammonizione',
    title: t(
      'Ammonizione: ha lasciato la sede di gara senza preavviso',
      'Warning: left the venue without notice',
    ),
    words: [
      'ammonizione',
      'se ne è andato dal torneo senza dire niente',
      'ha lasciato la sala',
      'è sparito durante il torneo',
      'abbandonato la sede di gara',
    ],
    quote: Q.A50_WARNING,
    questions: [],
    rulings: [
      {
        when: {},
        ruling: ruling(
          t('Ammonizione ufficiale', 'Official warning'),
          [S.warning],
          `${Q.A50_WARNING_LEFT}`,
          [],
          [{ kind: 'warning' }],
          ESCALATION,
        ),
      },
    ],
  }),

  burraco(50, 'bur-ch-50-espulsione', {
    case: 'espulsione',
    title: t('Espulsione dalla sede di gara', 'Expulsion from the venue'),
    words: [
      'espulsione',
      'ha insultato',
      'ha minacciato',
      'è diventato violento',
      'parolacce',
      'bestemmie',
      'ha offeso l’arbitro',
      'ha barato',
      'gioco sleale',
      'disturba la gara',
    ],
    quote: `${Q.A50_EXPULSION} … ${Q.A50_SEND_AWAY}`,
    questions: [],
    rulings: [
      {
        when: {},
        ruling: ruling(
          t('Espulsione ufficiale', 'Official expulsion'),
          [
            t(
              'L’arbitro espelle il giocatore dalla sede di gara e lo scrive nel referto.',
              'The arbitro expels the player from the venue and writes it in the report.',
            ),
          ],
          Q.A50_EXPULSION,
          [],
          [{ kind: 'expulsion' }],
          t(
            'Il testo non dice che cosa accade alla partita del giocatore espulso: Tavolo suggerisce la sostituzione dell’art. 47 (robot), perché la partita degli altri deve proseguire; allontanare un’intera coppia che disturba è un dovere dell’arbitro (“Allontanare una coppia, la cui presenza impedisca o disturbi la prosecuzione della gara.”).',
            'The text does not say what happens to the expelled player’s game: Tavolo suggests art. 47’s substitution (robot), since the others’ game must go on; sending away a whole pair that disturbs is a duty of the arbitro (“Allontanare una coppia, la cui presenza impedisca o disturbi la prosecuzione della gara.”).',
          ),
        ),
      },
    ],
  }),

  burraco(50, 'bur-ch-50-punteggio-arbitrale', {
    case: 'punteggio arbitrale',
    title: t(
      'Risarcire una coppia danneggiata con un punteggio arbitrale',
      'Compensating a damaged pair with an arbitral score',
    ),
    words: [
      'punteggio arbitrale',
      'siamo stati danneggiati',
      'risarcimento',
      'ci hanno fatto perdere punti',
      'coppia danneggiata',
    ],
    quote: Q.A50_DUTIES,
    questions: [],
    rulings: [
      {
        when: {},
        ruling: ruling(
          t('Punteggio arbitrale', 'Arbitral score'),
          [
            t(
              'Dove il Codice di Gara lo prevede, l’arbitro stabilisce il risarcimento della coppia danneggiata con un punteggio arbitrale.',
              'Where the code provides for it, the arbitro sets the damaged pair’s compensation with an arbitral score.',
            ),
          ],
          Q.A50_DAMAGED,
          [],
          [{ kind: 'score-adjustment' }],
        ),
      },
    ],
  }),
];
