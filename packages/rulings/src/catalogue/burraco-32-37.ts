/** BUR-CH art. 32-37 as catalogue entries. */
import type { Effect, Entry, RecordEffect, Ruling, Text } from '../model.js';
import { STEP, t, yesNo } from './texts.js';

const NONE: readonly RecordEffect[] = [];

const ruling = (
  summary: Text,
  steps: readonly Text[],
  quote: string,
  effects: readonly Effect[],
  opts: { record?: readonly RecordEffect[]; note?: Text } = {},
): Ruling => ({
  summary,
  steps,
  quote,
  effects,
  record: opts.record ?? NONE,
  ...(opts.note ? { note: opts.note } : {}),
});

const burraco = (article: number, rest: Omit<Entry, 'game' | 'source' | 'article'>): Entry => ({
  game: 'burraco',
  source: 'BUR-CH',
  article,
  ...rest,
});

// ---------------------------------------------------------------------------------------------
// The sentences quoted more than once.

const Q = {
  A32_DEF:
    'Per giocata simultanea si intende la giocata in cui si scarta e contemporaneamente si calano i giochi, per andare al pozzetto o per chiudere.',
  A32_SANCTION:
    'Pertanto l’ipotesi della “giocata simultanea” sarà sanzionata con un richiamo, la cui reiterazione comporterà una decurtazione di 100 MP nella partita in corso.',
  A33_BEFORE: '– Prima che inizi il gioco: il mazzo viene ripristinato',
  A33_DURING:
    '– Durante il corso di una smazzata: se un qualsiasi gioco è stato aperto, malgrado la evidente irregolarità constatata, la smazzata continua sino al raggiungimento di un risultato che viene convalidato. Si provvederà subito dopo alla sostituzione/reintegrazione del mazzo di carte.',
  A33_AFTER:
    '– Dopo che è stato acquisito un risultato: nel caso che sia stata giocata una smazzata regolarmente conclusasi e ci si accorge dell’irregolarità (carta mancante o eccedente) il risultato resta valido ed il mazzo di carte viene immediatamente sostituito o reintegrato.',
  A34_PENALTY:
    'In presenza di una qualsiasi penalità, l’errore commesso pone fine ad ogni attività del giocatore colpevole fino al turno successivo. Nei turni successive il giocatore colpevole, potrà fare gioco, ma dovrà scartare prima tutte le carte penalizzate e potrà chiudere solo durante il giro successivo allo scarto dell’ultima carta penalizzata, mentre il proprio compagno non potrà chiudere solo durante il giro in cui è avvenuta l’irregolarità.',
  A34_OTHER_DISCARD:
    'Qualora un giocatore, prima di aver terminato lo scarto di tutte le carte penalizzate, ne scartasse una qualsiasi altra dal proprio ventaglio, dovrà riprendere in mano quest’ultima carta impropriamente scartata, che sarà penalizzata, continuare a scartare le altre carte già penalizzate e a seguire dovrà scartare quest’ultima carta.',
  A34_CLOSED:
    'Qualora un giocatore, mentre la propria linea è in penalità, e quindi non può chiudere, dovesse calare tutte le sue carte e quindi chiudere, dovrà riprendere in mano l’ultimo gioco calato che risulterà penalizzato.',
  A34_TWO_HEAD: 'Qualora un giocatore scarti contemporaneamente due o più carte:',
  A34_TWO_ONE:
    'Se viene vista una sola carta, questa sarà considerata lo scarto natural, mentre le altre carte non viste saranno riprese in mano dal giocatore colpevole.',
  A34_TWO_SEVERAL:
    'Se vengono viste più carte, quella dal valore più basso sarà considerate come scarto natural, mentre le altre saranno considerate “carte esposte cadute accidentalmente” e quindi al proprio turno andranno “giocate” o saranno considerate penalizzate.',
  A34_POZ_HEAD:
    'Qualora un giocatore erroneamente “peschi” una carta da uno dei pozzetti invece che dal tallone:',
  A34_POZ_UNSEEN:
    'Se ci si avvede dell’errore prima che abbia potuto vedere la carta, la stessa carta verrà riposta nel pozzetto e il gioco proseguirà regolarmente.',
  A34_POZ_SEEN:
    'Qualora invece il giocatore avesse visto la carta, ripristinerà il pozzetto con una carta casualmente estratta dal proprio ventaglio da un giocatore avversario, pescherà una carta dal tallone e scarterà la stessa interrompendo in ogni caso il proprio gioco.',
  A34_POZ_PLAYED:
    'Qualora invece avesse iniziato il proprio gioco, ci si comporterà come all’art. 38 (pesca fuori turno: caso 1A112)',
  A35_DEF:
    'Un gioco s’intende congelato, quando non vi è la possibilità di legarvi altre carte: Il congelamento può essere temporaneo o definitivo: Congelamento temporaneo: ha la durata di un giro Congelamento definitivo: ha la durata di una mano',
  A35_CLOSE:
    'In presenza di giochi “congelati temporaneamente”, qualora un giocatore avversario dovesse chiudere durante il giro di penalizzazione o qualora I giochi fossero stati congelati durante il giro del time-out, saranno conteggiate negativamente solo le carte impropriamente calate.',
  A35_LAID:
    'Ad un gioco preesistente, ma congelato per un qualsiasi errore per avervi fatto gioco (es. mancata pesca), sarà considerate carta penalizzata la carta legata dopo quella aggiunta per ultimo e congelata insieme al gioco:',
  A35_EX_10:
    'quest’ultima carta sarà penalizzata perchè legata su una carta, il 9, congelata e di fatto “inesistente”.',
  A35_EX_5:
    'Se invece vi avesse legato un 5, quest’ultima carta sarebbe stata congelata temporaneamente perchè legata impropriamente su un gioco congelato.',
  A36_HEAD:
    'Qualora, durante il gioco, un giocatore comunicasse, in un qualsiasi modo, col proprio compagno suggerendogli di effettuare un gioco:',
  A36_DRAW:
    'Se l’invito fosse a pescare, l’arbitro interromperà il gioco, inviterà il giocatore a pescare una carta dal tallone e scartarla, senza fare ulteriori giochi.',
  A36_SUGGEST:
    'Se il suggerimento fosse l’indicazione di una qualsiasi carta del monte degli scarti come utile ai propri giochi o fosse relativo ad una calata, l’arbitro non permetterà la realizzazione del gioco suggerito e inviterà il giocatore di turno a pescare obbligatoriamente dal tallone e scartare la carta pescata senza fare ulteriori giochi.',
  A36_DECLARED:
    'Se un giocatore, prima di scartare, dichiarasse di voler effettuare un gioco (legare una carta, chiudere, etc..), non potrà recedere dal proprio intento e dovrà effettuare il gioco dichiarato.',
  A36_TOUCH:
    'Se un giocatore tocca o aggiusta le carte calate dalla coppia avversaria, qualora avesse in mano una delle carte utili al gioco impropriamente toccato, l’arbitro farà scartare la carta stessa prefigurando nel comportamento del giocatore l’indicazione di avere quella carta.',
  A36_REORDER:
    'Qualora un giocatore, mentre gioca il proprio compagno, rimetta nel giusto ordine una “sequenza” disordinatamente calata e nel monte degli scarti vi fosse la carta utile a quel gioco, o comunque tocchi la/le carta/e dei giochi calati, l’arbitro non permetterà la raccolta dal monte degli scarti invitando il giocatore di turno a pescare e scartare la carta del tallone, senza fare ulteriori giochi.',
  A36_CALLOUT:
    'Qualora un giocatore, durante la fase di gioco del compagno, lo richiami per un errore commesso (es. Una calata errata 3-5-6), con il chiaro tentativo di far sanare il gioco, l’arbitro interromperà il gioco stesso, non permettendo di sanare il gioco errato.',
  A37_NOW:
    'Se un giocatore al proprio turno gioca, senza preventivamente pescare o raccogliere dal monte degli scarti, appena avvisato dell’errore, dovrà immediatamente interrompere il gioco, pescare dal tallone una carta e scartare la stessa (non potrà raccogliere dal monte degli scarti) , interrompendo il proprio gioco.',
  A37_FROZEN:
    'I giochi aperti e le carte legate prima dell’avviso, saranno congelati temporaneamente e conteggiati negativamente qualora la linea dovesse chiudere.',
  A37_PARTIAL:
    'Se i giochi aperti dal colpevole fossero parziali lo si inviterà a completare il gioco con una combinazione/sequenza di 3 carte, che sarà temporaneamente congelata, pescare e scartare.',
  A37_PARTNER:
    'Il compagno, per quel turno di gioco, non potrà chiudere essendo la linea in penalità.',
  A37_AFTER:
    'Se l’errore fosse rilevato dopo che il giocatore colpevole ha scartato, ma prima che il giocatore alla sua sinistra abbia iniziato il gioco, il giocatore colpevole dovrà subito pescare una carta dal tallone che dovrà scartare al suo turno successivo di gioco, dopo aver obbligatoriamente pescato e senza fare ulteriori giochi. Nel corso di questo giro la linea colpevole non potrà chiudere.',
  A37_ONLY_HEAD:
    'Qualora un giocatore al proprio turno, non pescasse dal tallone, non raccogliesse dal monte degli scarti, non facesse alcun gioco, ma si limitasse allo scarto:',
  A37_ONLY_BEFORE:
    'se l’errore venisse rilevato prima che il giocatore alla sua sinistra abbia iniziato il gioco, il giocatore colpevole dovrà subito pescare una carta che andrà scartata al turno successivo, dopo aver obbligatoriamente pescato e senza fare ulteriori giochi. Nel corso di questo giro la linea colpevole non potrà chiudere.',
  A37_ONLY_LATER:
    'Se l’errore venisse rilevato dopo che il giocatore alla sinistra del giocatore colpevole ha iniziato il gioco (pesca o raccolta), l’errore sarà considerato sanato.',
  A37_ANYONE: 'L’avviso al giocatore colpevole può essere fatto da tutti i giocatori del tavolo.',
} as const;

const S = {
  drawDiscardNoPlay: t(
    'Il giocatore di turno pesca una carta dal tallone e la scarta, senza fare altri giochi: il suo turno finisce.',
    'The player whose turn it is draws a card from the stock and discards it, with no other play: his turn ends.',
  ),
  frozenRound: t(
    'I giochi interessati sono congelati temporaneamente: per un giro nessuno vi può legare carte.',
    'The melds concerned are frozen for one round: nobody may lay off on them.',
  ),
  closeAfterServed: t(
    'Nei turni successivi il colpevole può fare gioco, ma deve prima scartare tutte le carte penalizzate e può chiudere solo nel giro successivo allo scarto dell’ultima.',
    'In the following turns the offender may play, but must first discard all his penalty cards and may close only in the round after the last one is discarded.',
  ),
  extraCardLater: t(
    'Il colpevole pesca subito una carta dal tallone; al suo turno successivo, dopo aver pescato regolarmente, la scarta senza fare altri giochi.',
    'The offender draws a card from the stock at once; at his next turn, after drawing as usual, he discards it with no other play.',
  ),
  lineNoClose: t(
    'Durante questo giro la linea colpevole (il colpevole e il compagno) non può chiudere.',
    'During this round the offending line (the offender and his partner) may not close.',
  ),
  anyoneWarns: t(
    'L’avviso al colpevole può venire da qualsiasi giocatore del tavolo, compagno compreso.',
    'Any player at the table, the partner included, may point out the error.',
  ),
} as const;

/** The art. 36 cases give no sanction for the record; art. 50 may. */
const NOTE36 = t(
  'L’art. 36 non prevede sanzioni per il referto. L’art. 50 prevede il richiamo per “aver violato un qualsiasi comma etico”: Tavolo non lo applica da sé e lascia all’arbitro decidere se comminarlo.',
  'Art. 36 gives no sanction for the record. Art. 50 gives a richiamo (caution) for “aver violato un qualsiasi comma etico”: Tavolo does not apply it by itself and leaves it to the arbitro.',
);

// ---------------------------------------------------------------------------------------------

export const burraco3237Entries: readonly Entry[] = [
  // Art. 32: discarding while melding, to take the pozzetto or to close.
  burraco(32, {
    id: 'bur-ch-32',
    title: t(
      'Giocata simultanea: scarto e calata nello stesso momento',
      'Simultaneous play: discarding while melding',
    ),
    words: [
      'giocata simultanea',
      'ha scartato mentre calava',
      'ha calato e scartato insieme',
      'scarto insieme alla calata',
      'ha scartato prima di calare',
      'è andato al pozzetto scartando e calando insieme',
      'ha chiuso scartando e calando nello stesso momento',
    ],
    quote: `${Q.A32_DEF} Dando per certo che lo scarto pone fine ad ogni gioco, la condotta corretta di gioco vuole che prima si calino i giochi e successivamente si scarti. ${Q.A32_SANCTION}`,
    questions: [
      yesNo(
        'repeated',
        t(
          'Il giocatore aveva già ricevuto un richiamo per una giocata simultanea nella partita?',
          'Had the player already been cautioned for a simultaneous play in this match?',
        ),
      ),
    ],
    rulings: [
      {
        when: { repeated: 'no' },
        ruling: ruling(
          t('Richiamo per giocata simultanea', 'Caution for a simultaneous play'),
          [
            t(
              'L’arbitro ricorda che prima si calano i giochi e poi si scarta: lo scarto pone fine a ogni gioco.',
              'The arbitro reminds the table that melds come first and the discard after: the discard ends every play.',
            ),
            t('Al giocatore è dato un richiamo.', 'The player gets a caution (richiamo).'),
            STEP.playContinues,
          ],
          Q.A32_SANCTION,
          [{ kind: 'play-continues' }],
          {
            record: [{ kind: 'caution' }],
            note: t(
              'Il testo non dice se la giocata resta valida: Tavolo suggerisce di lasciarla valida, perché l’articolo prevede per essa soltanto il richiamo.',
              'The text does not say whether the play stands: Tavolo suggests it does, since the article gives only the caution for it.',
            ),
          },
        ),
      },
      {
        when: { repeated: 'yes' },
        ruling: ruling(
          t(
            'Giocata simultanea ripetuta: 100 MP tolti nella partita',
            'Simultaneous play repeated: 100 MP taken off in the match',
          ),
          [
            t(
              'Alla linea del giocatore sono tolti 100 MP nella partita in corso.',
              "100 MP are taken off the player's line in the match being played.",
            ),
            STEP.playContinues,
          ],
          Q.A32_SANCTION,
          [{ kind: 'play-continues' }],
          {
            record: [{ kind: 'penalty', mp: 100, vp: 0 }],
            note: t(
              'Il testo non dice se la reiterazione riceve anche un secondo richiamo: Tavolo registra solo la decurtazione di 100 MP, che è la conseguenza che l’articolo lega alla reiterazione (e che l’art. 50 dà anche per “la somma di 2 richiami reiterati” nello stesso turno). Il testo non dice se la partita in corso sia la smazzata o l’incontro: Tavolo intende l’incontro del turno, come “nello stesso turno di gioco” dell’art. 50.',
              'The text does not say whether the repetition also gets a second caution: Tavolo records only the 100 MP deduction, the consequence the article ties to the repetition (as art. 50 does for “la somma di 2 richiami reiterati” in the same round). Nor does it say whether “la partita in corso” is the hand or the match: Tavolo takes the match of the round, as art. 50 does.',
            ),
          },
        ),
      },
    ],
  }),

  // Art. 33: a card missing from, or too many cards in, the deck.
  burraco(33, {
    id: 'bur-ch-33',
    title: t('Carte mancanti o eccedenti dal mazzo', 'Cards missing from, or extra in, the deck'),
    words: [
      'manca una carta nel mazzo',
      'carta mancante',
      'mazzo incompleto',
      'una carta in più nel mazzo',
      'carte in più',
      'carta eccedente nel mazzo',
      'il mazzo ha una carta di troppo',
      'mazzo sbagliato',
    ],
    quote: `E’ possibile che una carta sia mancante dal mazzo, oppure che una o più carte siano eccedenti. Se ciò viene rilevato: ${Q.A33_BEFORE} ${Q.A33_DURING} ${Q.A33_AFTER}`,
    questions: [
      {
        id: 'when',
        text: t('Quando ci si è accorti dell’irregolarità?', 'When was the irregularity noticed?'),
        options: [
          { id: 'before-play', text: t('Prima che inizi il gioco', 'Before play began') },
          {
            id: 'during-opened',
            text: t(
              'Durante la smazzata, con almeno un gioco già aperto',
              'During the hand, with at least one meld already down',
            ),
          },
          {
            id: 'during-not-opened',
            text: t(
              'Durante la smazzata, senza alcun gioco ancora aperto',
              'During the hand, before any meld was put down',
            ),
          },
          {
            id: 'after-result',
            text: t('A smazzata conclusa', 'After the hand was over'),
          },
        ],
      },
    ],
    rulings: [
      {
        when: { when: 'before-play' },
        ruling: ruling(
          t('Il mazzo viene ripristinato', 'The deck is put right'),
          [
            t(
              'Si ripristina il mazzo (si aggiunge la carta mancante o si tolgono quelle in più).',
              'The deck is put right (the missing card added or the extra ones taken out).',
            ),
          ],
          Q.A33_BEFORE,
          [{ kind: 'deck-replaced' }],
          {
            note: t(
              'Il testo non dice se, ripristinato il mazzo, si debba ridistribuire: Tavolo suggerisce una nuova distribuzione se le carte erano già state date, perché un mazzo ripristinato dopo la distribuzione lascerebbe le mani irregolari.',
              'The text does not say whether the cards are dealt again once the deck is put right: Tavolo suggests a new deal if the cards had been dealt, since a deck put right after the deal would leave the hands irregular.',
            ),
          },
        ),
      },
      {
        when: { when: 'during-opened' },
        ruling: ruling(
          t(
            'La smazzata continua, il risultato vale; poi il mazzo è sostituito',
            'The hand goes on and its result stands; the deck is replaced afterwards',
          ),
          [
            STEP.playContinues,
            t('Il risultato della smazzata è convalidato.', 'The result of the hand is validated.'),
            t(
              'Subito dopo il mazzo viene sostituito o reintegrato.',
              'Right afterwards the deck is replaced or completed.',
            ),
          ],
          Q.A33_DURING,
          [{ kind: 'play-continues' }, { kind: 'deck-replaced' }],
        ),
      },
      {
        when: { when: 'during-not-opened' },
        ruling: ruling(
          t(
            'Caso non previsto: Tavolo suggerisce di ripristinare il mazzo e ridistribuire',
            'Case the text leaves open: Tavolo suggests putting the deck right and dealing again',
          ),
          [
            t(
              'Si ripristina il mazzo e si procede a una nuova distribuzione.',
              'The deck is put right and the cards are dealt again.',
            ),
          ],
          `${Q.A33_BEFORE} ${Q.A33_DURING}`,
          [{ kind: 'deck-replaced' }, { kind: 'redeal' }],
          {
            note: t(
              'Il testo fa proseguire la smazzata solo “se un qualsiasi gioco è stato aperto” e non dice che cosa fare se nessun gioco è ancora aperto. Tavolo suggerisce di trattarla come prima dell’inizio del gioco (“il mazzo viene ripristinato”) e di ridistribuire, perché nulla di acquisito va perso.',
              'The text lets the hand go on only “se un qualsiasi gioco è stato aperto” and is silent when no meld is down yet. Tavolo suggests treating it as before play began (“il mazzo viene ripristinato”) and dealing again, since nothing gained is lost.',
            ),
          },
        ),
      },
      {
        when: { when: 'after-result' },
        ruling: ruling(
          t(
            'Il risultato resta valido, il mazzo è sostituito subito',
            'The result stands, the deck is replaced at once',
          ),
          [
            t('Il risultato della smazzata resta valido.', 'The result of the hand stands.'),
            t(
              'Il mazzo viene immediatamente sostituito o reintegrato.',
              'The deck is replaced or completed at once.',
            ),
          ],
          Q.A33_AFTER,
          [{ kind: 'play-continues' }, { kind: 'deck-replaced' }],
        ),
      },
    ],
  }),

  // Art. 34, first paragraph: what any penalty brings.
  burraco(34, {
    id: 'bur-ch-34-penalita',
    case: 'penalità',
    title: t(
      'Giochi errati: conseguenze di qualsiasi penalità',
      'Wrong plays: what any penalty brings',
    ),
    words: [
      'in penalità',
      'linea in penalità',
      'quando può chiudere dopo una penalità',
      'il compagno può chiudere',
      'gioco errato',
      'errore interrompe il gioco',
    ],
    quote: Q.A34_PENALTY,
    questions: [],
    rulings: [
      {
        when: {},
        ruling: ruling(
          t(
            'Il colpevole si ferma fino al turno successivo; chiude solo dopo aver scontato le penalizzate',
            'The offender stops until his next turn; he may close only after serving his penalty cards',
          ),
          [
            t(
              'L’errore pone fine a ogni attività del colpevole fino al suo turno successivo.',
              'The error ends every activity of the offender until his next turn.',
            ),
            S.closeAfterServed,
            STEP.penaltyCards,
            STEP.partnerNoClose,
          ],
          Q.A34_PENALTY,
          [
            { kind: 'turn-ends' },
            { kind: 'penalty-cards' },
            { kind: 'no-close-until-penalties-served' },
            { kind: 'partner-no-close-this-round' },
          ],
        ),
      },
    ],
  }),

  // Art. 34: another card discarded before the penalty cards are all gone.
  burraco(34, {
    id: 'bur-ch-34-scarto-prima-delle-penalizzate',
    case: 'scarto prima delle penalizzate',
    title: t(
      'Scarto di un’altra carta prima di aver scartato tutte le penalizzate',
      'Another card discarded before all the penalty cards',
    ),
    words: [
      'ha scartato una carta invece della penalizzata',
      'non ha scartato la carta penalizzata',
      'ha scartato dalla mano invece della penalizzata',
      'scarto sbagliato con penalizzate',
      'si è dimenticato la penalizzata',
    ],
    quote: Q.A34_OTHER_DISCARD,
    questions: [],
    rulings: [
      {
        when: {},
        ruling: ruling(
          t(
            'La carta scartata torna in mano ed è penalizzata, da scartare dopo le altre',
            'The card discarded goes back to the hand as a penalty card, to be discarded after the others',
          ),
          [
            t(
              'Il colpevole riprende in mano la carta scartata impropriamente.',
              'The offender takes back the card he discarded wrongly.',
            ),
            t(
              'Quella carta diventa penalizzata: il colpevole continua a scartare le carte già penalizzate e solo dopo scarta quest’ultima.',
              'That card becomes a penalty card: the offender goes on discarding the penalty cards he already had, and only then this one.',
            ),
            STEP.noCloseUntilServed,
          ],
          Q.A34_OTHER_DISCARD,
          [
            { kind: 'restore' },
            { kind: 'card-back-to-hand' },
            { kind: 'penalty-cards' },
            { kind: 'no-close-until-penalties-served' },
          ],
          {
            note: t(
              'Il testo non dice quale carta sia lo scarto del turno in cui l’errore è rilevato: Tavolo suggerisce la prima delle carte già penalizzate, perché il colpevole deve “continuare a scartare le altre carte già penalizzate”.',
              'The text does not say which card is the discard of the turn the error is noticed in: Tavolo suggests the first of the penalty cards he already had, since he must “continuare a scartare le altre carte già penalizzate”.',
            ),
          },
        ),
      },
    ],
  }),

  // Art. 34: closing while the line is under penalty.
  burraco(34, {
    id: 'bur-ch-34-chiusura-in-penalita',
    case: 'chiusura in penalità',
    title: t('Chiusura mentre la linea è in penalità', 'Closing while the line is under penalty'),
    words: [
      'ha chiuso mentre era in penalità',
      'ha chiuso con la linea in penalità',
      'non poteva chiudere e ha chiuso',
      'chiusura non valida per penalità',
      'ha calato tutto ma era in penalità',
    ],
    quote: Q.A34_CLOSED,
    questions: [],
    rulings: [
      {
        when: {},
        ruling: ruling(
          t(
            'La chiusura non vale: l’ultimo gioco calato torna in mano, penalizzato',
            'The closing does not stand: the last meld goes back to the hand as penalty cards',
          ),
          [
            t(
              'La chiusura non è valida: la mano prosegue.',
              'The closing does not stand: the hand goes on.',
            ),
            t(
              'Il colpevole riprende in mano l’ultimo gioco calato, le cui carte sono penalizzate.',
              'The offender takes back the last meld he put down; its cards are penalty cards.',
            ),
            STEP.penaltyCards,
            STEP.noCloseUntilServed,
          ],
          Q.A34_CLOSED,
          [
            { kind: 'closing-void' },
            { kind: 'restore' },
            { kind: 'card-back-to-hand' },
            { kind: 'penalty-cards' },
            { kind: 'no-close-until-penalties-served' },
          ],
          {
            note: t(
              'Il testo non dice se il colpevole scarti ancora in quel turno (se la chiusura era “in diretta” non ha più carte in mano oltre al gioco ripreso): Tavolo suggerisce che scarti la più bassa delle carte riprese, come vuole lo scarto “secondo antinorma” delle penalizzate.',
              'The text does not say whether the offender still discards in that turn (after closing without a discard he holds only the meld taken back): Tavolo suggests he discards the lowest of the cards taken back, as penalty cards are discarded lowest first.',
            ),
          },
        ),
      },
    ],
  }),

  // Art. 34: two or more cards discarded at once.
  burraco(34, {
    id: 'bur-ch-34-scarto-di-piu-carte',
    case: 'scarto di più carte',
    title: t('Scarto di due o più carte contemporaneamente', 'Two or more cards discarded at once'),
    words: [
      'ha scartato due carte',
      'ha scartato due carte insieme',
      'sono cadute due carte nello scarto',
      'due carte attaccate nello scarto',
      'scarto doppio',
      'ha buttato due carte',
    ],
    quote: `${Q.A34_TWO_HEAD} Ø ${Q.A34_TWO_ONE} Ø ${Q.A34_TWO_SEVERAL}`,
    questions: [
      {
        id: 'seen',
        text: t(
          'Quante delle carte scartate sono state viste?',
          'How many of the discarded cards were seen?',
        ),
        options: [
          { id: 'one', text: t('Una sola', 'Only one') },
          { id: 'several', text: t('Più di una', 'More than one') },
        ],
      },
    ],
    rulings: [
      {
        when: { seen: 'one' },
        ruling: ruling(
          t(
            'La carta vista è lo scarto; le altre tornano in mano',
            'The card seen is the discard; the others go back to the hand',
          ),
          [
            t(
              'La carta vista vale come scarto del turno.',
              'The card seen counts as the discard of the turn.',
            ),
            t(
              'Le carte non viste tornano nella mano del colpevole, senza penalità.',
              "The cards not seen go back to the offender's hand, with no penalty.",
            ),
            STEP.playContinues,
          ],
          Q.A34_TWO_ONE,
          [{ kind: 'restore' }, { kind: 'card-back-to-hand' }, { kind: 'play-continues' }],
        ),
      },
      {
        when: { seen: 'several' },
        ruling: ruling(
          t(
            'La più bassa è lo scarto; le altre sono carte esposte, da giocare al suo turno o penalizzate',
            'The lowest is the discard; the others are exposed cards, to be played at his turn or penalised',
          ),
          [
            t(
              'La carta di valore più basso fra quelle viste vale come scarto del turno.',
              'The lowest of the cards seen counts as the discard of the turn.',
            ),
            t(
              'Le altre sono “carte esposte cadute accidentalmente”: restano scoperte e al turno successivo del colpevole vanno giocate.',
              'The others are exposed cards dropped by accident: they stay face up and must be played at the offender’s next turn.',
            ),
            t(
              'Quelle che non può giocare diventano carte penalizzate.',
              'Those he cannot play become penalty cards.',
            ),
          ],
          Q.A34_TWO_SEVERAL,
          [{ kind: 'play-at-once' }, { kind: 'penalty-cards' }],
          {
            note: t(
              'Il testo non dice che cosa fare se le carte viste hanno lo stesso valore: Tavolo suggerisce di lasciare al colpevole la scelta di quale sia lo scarto, perché il testo sceglie la carta solo per il suo valore.',
              'The text does not say what to do when the cards seen have the same value: Tavolo suggests the offender chooses which is the discard, since the text picks the card only by its value.',
            ),
          },
        ),
      },
    ],
  }),

  // Art. 34: a card drawn from a pozzetto instead of the stock.
  burraco(34, {
    id: 'bur-ch-34-pesca-dal-pozzetto',
    case: 'pesca dal pozzetto',
    title: t(
      'Pesca da un pozzetto invece che dal tallone',
      'A card drawn from a pozzetto instead of the stock',
    ),
    words: [
      'ha pescato dal pozzetto',
      'ha preso la carta dal pozzetto invece che dal tallone',
      'pescato dal pozzetto per sbaglio',
      'ha pescato dal mazzetto sbagliato',
      'carta presa dal pozzetto',
    ],
    quote: `${Q.A34_POZ_HEAD} Ø ${Q.A34_POZ_UNSEEN} Ø ${Q.A34_POZ_SEEN} Ø ${Q.A34_POZ_PLAYED}`,
    questions: [
      yesNo(
        'played',
        t(
          'Il giocatore aveva già iniziato il suo gioco (calato o legato carte)?',
          'Had the player already begun to play (melded or laid off)?',
        ),
      ),
      yesNo(
        'seen',
        t(
          'Il giocatore aveva potuto vedere la carta pescata dal pozzetto?',
          'Could the player have seen the card drawn from the pozzetto?',
        ),
        { played: 'no' },
      ),
    ],
    rulings: [
      {
        when: { played: 'yes' },
        ruling: ruling(
          t(
            'Si applica l’art. 38, pesca fuori turno (caso 1.A.1.1.2)',
            'Art. 38 applies, drawing out of turn (case 1.A.1.1.2)',
          ),
          [
            t(
              'Si procede come per la pesca fuori turno dell’art. 38: il colpevole interrompe il gioco.',
              'Proceed as for drawing out of turn under art. 38: the offender stops playing.',
            ),
            t(
              'L’ultimo gioco calato è penalizzato, gli altri giochi fatti sono congelati temporaneamente; le carte dei giochi rimasti incompleti sono penalizzate e scartate secondo antinorma.',
              'The last meld put down is penalised, the other plays are frozen for one round; the cards of melds left incomplete are penalty cards, discarded lowest first.',
            ),
            t(
              'Il pozzetto viene ripristinato con una carta estratta a caso dal ventaglio del colpevole da un avversario.',
              "The pozzetto is made whole again with a card an opponent draws at random from the offender's hand.",
            ),
            S.closeAfterServed,
            STEP.partnerNoClose,
          ],
          Q.A34_POZ_PLAYED,
          [
            { kind: 'turn-ends' },
            { kind: 'penalty-cards' },
            { kind: 'meld-frozen', until: 'next-turn' },
            { kind: 'restore' },
            { kind: 'no-close-until-penalties-served' },
            { kind: 'partner-no-close-this-round' },
            { kind: 'apply-article', article: 'BUR-CH art. 38 1.A.1.1.2' },
          ],
          {
            note: t(
              'Il testo rinvia al “caso 1A112” dell’art. 38, che non esiste con questo nome: l’art. 38 numera i casi “1.A.1.1.2” (pesca, il colpevole ha fatto gioco, non ha scartato), che Tavolo applica perché è il solo caso di pesca con gioco iniziato e senza scarto. Quel caso fa riposizionare una carta sul tallone; qui la carta sottratta è del pozzetto, e Tavolo suggerisce di ripristinare il pozzetto come nel caso precedente dello stesso art. 34 (“con una carta casualmente estratta dal proprio ventaglio da un giocatore avversario”).',
              'The text refers to art. 38 “caso 1A112”, which is not numbered so: art. 38 numbers it “1.A.1.1.2” (drawing, the offender played, did not discard), which Tavolo applies as the only drawing case with play begun and no discard. That case has a card put back on the stock; here the card taken belongs to the pozzetto, and Tavolo suggests restoring the pozzetto as in the previous case of art. 34 (“con una carta casualmente estratta dal proprio ventaglio da un giocatore avversario”).',
            ),
          },
        ),
      },
      {
        when: { played: 'no', seen: 'no' },
        ruling: ruling(
          t(
            'La carta torna nel pozzetto, il gioco prosegue',
            'The card goes back to the pozzetto, play goes on',
          ),
          [
            t('La carta viene riposta nel pozzetto.', 'The card is put back in the pozzetto.'),
            t(
              'Il giocatore pesca regolarmente dal tallone (o raccoglie) e gioca il suo turno.',
              'The player draws from the stock as usual (or takes the discard pile) and plays his turn.',
            ),
            STEP.playContinues,
          ],
          Q.A34_POZ_UNSEEN,
          [{ kind: 'restore' }, { kind: 'play-continues' }],
        ),
      },
      {
        when: { played: 'no', seen: 'yes' },
        ruling: ruling(
          t(
            'Pozzetto ripristinato con una carta del colpevole; pesca dal tallone e scarta quella carta',
            "Pozzetto made whole with one of the offender's cards; he draws from the stock and discards that card",
          ),
          [
            t(
              'Un avversario estrae a caso una carta dal ventaglio del colpevole e la mette nel pozzetto.',
              "An opponent draws a card at random from the offender's hand and puts it in the pozzetto.",
            ),
            t(
              'Il colpevole pesca una carta dal tallone e scarta quella stessa carta, senza fare altri giochi: il suo turno finisce.',
              'The offender draws a card from the stock and discards that same card, with no other play: his turn ends.',
            ),
          ],
          Q.A34_POZ_SEEN,
          [{ kind: 'restore' }, { kind: 'draw-and-discard-only' }, { kind: 'turn-ends' }],
          {
            note: t(
              'Il testo non dice che cosa accade della carta vista, rimasta ora nella mano del colpevole: Tavolo suggerisce che resti sua, perché il pozzetto è ripristinato “con una carta casualmente estratta dal proprio ventaglio”.',
              'The text does not say what becomes of the card seen, now in the offender’s hand: Tavolo suggests he keeps it, since the pozzetto is made whole “con una carta casualmente estratta dal proprio ventaglio”.',
            ),
          },
        ),
      },
    ],
  }),

  // Art. 35: a line closes while melds are frozen for one round.
  burraco(35, {
    id: 'bur-ch-35-chiusura-con-giochi-congelati',
    case: 'chiusura con giochi congelati',
    title: t(
      'Chiusura mentre ci sono giochi congelati temporaneamente',
      'Closing while melds are frozen for one round',
    ),
    words: [
      'gioco congelato',
      'giochi congelati',
      'congelamento temporaneo',
      'hanno chiuso con i nostri giochi congelati',
      'chiusura durante il giro di penalità',
      'congelati durante il time out',
      'come si contano le carte congelate',
    ],
    quote: `${Q.A35_DEF} ü ${Q.A35_CLOSE}`,
    questions: [],
    rulings: [
      {
        when: {},
        ruling: ruling(
          t(
            'Si contano in negativo solo le carte calate impropriamente',
            'Only the cards melded improperly count as minus points',
          ),
          [
            t(
              'Dei giochi congelati temporaneamente si contano in negativo soltanto le carte calate o legate impropriamente; le altre carte di quei giochi valgono normalmente.',
              'Of the melds frozen for one round only the cards melded or laid off improperly count as minus points; the other cards of those melds count as usual.',
            ),
          ],
          Q.A35_CLOSE,
          [{ kind: 'counted-negative' }],
        ),
      },
    ],
  }),

  // Art. 35: a card laid off on a frozen meld.
  burraco(35, {
    id: 'bur-ch-35-carta-legata-su-gioco-congelato',
    case: 'carta legata su gioco congelato',
    title: t('Carta legata su un gioco congelato', 'A card laid off on a frozen meld'),
    words: [
      'ha legato su un gioco congelato',
      'il compagno ha legato sul gioco congelato',
      'carta attaccata al gioco congelato',
      'ha attaccato alla scala congelata',
      'legata sulla carta congelata',
    ],
    quote: `${Q.A35_LAID} o Esempio: Un giocatore ad una sequenza 6-7-8 lega un 9 ma ci si accorge che ha commesso un errore, (mancata pesca); il gioco e il 9 saranno quindi congelati temporaneamente, al suo turno il compagno, distratto, lega un 10: ${Q.A35_EX_10} ${Q.A35_EX_5}`,
    questions: [
      {
        id: 'where',
        text: t('Dove è stata legata la carta?', 'Where was the card laid off?'),
        options: [
          {
            id: 'on-frozen-card',
            text: t(
              'Dopo la carta aggiunta per ultima e congelata (la prolunga)',
              'After the card added last and frozen (extending it)',
            ),
          },
          {
            id: 'on-meld',
            text: t(
              'Sul gioco preesistente, non dopo la carta congelata',
              'On the meld as it was before, not after the frozen card',
            ),
          },
        ],
      },
    ],
    rulings: [
      {
        when: { where: 'on-frozen-card' },
        ruling: ruling(
          t(
            'La carta legata dopo quella congelata è penalizzata',
            'The card laid off after the frozen card is a penalty card',
          ),
          [
            t(
              'La carta congelata è “di fatto inesistente”: la carta legata dopo di essa è penalizzata.',
              'The frozen card “does not exist”: the card laid off after it is a penalty card.',
            ),
            STEP.turnEnds,
            STEP.penaltyCards,
            S.closeAfterServed,
            STEP.partnerNoClose,
          ],
          `${Q.A35_LAID} … ${Q.A35_EX_10}`,
          [
            { kind: 'penalty-cards' },
            { kind: 'turn-ends' },
            { kind: 'no-close-until-penalties-served' },
            { kind: 'partner-no-close-this-round' },
          ],
          {
            note: t(
              'L’art. 35 dice solo che la carta “sarà penalizzata”: il resto (turno interrotto, scarto secondo antinorma, chiusura) viene dall’art. 34, “In presenza di una qualsiasi penalità, l’errore commesso pone fine ad ogni attività del giocatore colpevole fino al turno successivo.”',
              'Art. 35 says only that the card “sarà penalizzata”: the rest (turn ended, lowest first, closing) comes from art. 34, “In presenza di una qualsiasi penalità, l’errore commesso pone fine ad ogni attività del giocatore colpevole fino al turno successivo.”',
            ),
          },
        ),
      },
      {
        when: { where: 'on-meld' },
        ruling: ruling(
          t(
            'La carta legata impropriamente è congelata temporaneamente',
            'The card laid off improperly is frozen for one round',
          ),
          [
            t(
              'La carta resta sul gioco ed è congelata temporaneamente insieme a esso: per un giro nessuno vi può legare.',
              'The card stays on the meld and is frozen with it for one round: nobody may lay off on it.',
            ),
            t(
              'Se gli avversari chiudono durante quel giro, la carta si conta in negativo.',
              'If the opponents close during that round, the card counts as minus points.',
            ),
          ],
          Q.A35_EX_5,
          [{ kind: 'meld-frozen', until: 'next-turn' }],
          {
            note: t(
              'Il testo non dice se il compagno, legata la carta, possa continuare il suo gioco: Tavolo suggerisce di sì, perché la carta è solo congelata e non penalizzata, e l’interruzione dell’art. 34 vale “in presenza di una qualsiasi penalità”. Il conteggio negativo in caso di chiusura avversaria viene dal primo caso dell’art. 35.',
              'The text does not say whether the partner may go on playing after laying the card off: Tavolo suggests he may, since the card is only frozen, not penalised, and art. 34 stops the turn “in presenza di una qualsiasi penalità”. The minus count if the opponents close comes from art. 35’s first case.',
            ),
          },
        ),
      },
    ],
  }),

  // Art. 36: telling the partner to draw.
  burraco(36, {
    id: 'bur-ch-36-invito-a-pescare',
    case: 'invito a pescare',
    title: t('Il compagno invita a pescare', 'The partner tells the player to draw'),
    words: [
      'il compagno gli ha detto di pescare',
      'ha detto al compagno di pescare',
      'suggerimento al compagno',
      'gli ha fatto segno di pescare',
      'pesca che ti serve',
    ],
    quote: `${Q.A36_HEAD} o ${Q.A36_DRAW}`,
    questions: [],
    rulings: [
      {
        when: {},
        ruling: ruling(
          t(
            'Pesca dal tallone e scarta la carta pescata, senza altri giochi',
            'He draws from the stock and discards that card, with no other play',
          ),
          [t('L’arbitro interrompe il gioco.', 'The arbitro stops play.'), S.drawDiscardNoPlay],
          Q.A36_DRAW,
          [{ kind: 'draw-and-discard-only' }, { kind: 'turn-ends' }],
          { note: NOTE36 },
        ),
      },
    ],
  }),

  // Art. 36: pointing out a useful discard, or a meld.
  burraco(36, {
    id: 'bur-ch-36-suggerimento',
    case: 'suggerimento di gioco',
    title: t(
      'Il compagno suggerisce una carta degli scarti o una calata',
      'The partner points out a useful discard or a meld',
    ),
    words: [
      'ha suggerito al compagno',
      'gli ha detto di raccogliere',
      'raccogli gli scarti',
      'ha indicato una carta negli scarti',
      'il compagno gli ha detto cosa calare',
      'suggerimento',
      'ha fatto segno al compagno',
    ],
    quote: `${Q.A36_HEAD} … ${Q.A36_SUGGEST}`,
    questions: [],
    rulings: [
      {
        when: {},
        ruling: ruling(
          t(
            'Il gioco suggerito non è permesso: pesca dal tallone e scarta la carta pescata',
            'The play suggested is not allowed: he draws from the stock and discards that card',
          ),
          [
            t(
              'L’arbitro non permette il gioco suggerito (la raccolta o la calata).',
              'The arbitro does not allow the play suggested (taking the discard pile, or the meld).',
            ),
            S.drawDiscardNoPlay,
          ],
          Q.A36_SUGGEST,
          [{ kind: 'draw-and-discard-only' }, { kind: 'turn-ends' }],
          {
            note: t(
              `Il testo non dice che cosa fare se il giocatore di turno aveva già pescato quando arriva il suggerimento di una calata: Tavolo suggerisce che scarti senza fare altri giochi, come chiede la chiusa del caso (“senza fare ulteriori giochi”). ${NOTE36.it}`,
              `The text does not say what to do when the player had already drawn when a meld was suggested: Tavolo suggests he discards with no other play, as the case ends (“senza fare ulteriori giochi”). ${NOTE36.en}`,
            ),
          },
        ),
      },
    ],
  }),

  // Art. 36: a play declared before discarding.
  burraco(36, {
    id: 'bur-ch-36-gioco-dichiarato',
    case: 'gioco dichiarato',
    title: t('Gioco dichiarato prima dello scarto', 'A play declared before the discard'),
    words: [
      'ha detto che chiudeva',
      'ha dichiarato di legare',
      'ha detto che attaccava e poi ha cambiato idea',
      'dichiarazione di gioco',
      'ha annunciato la chiusura',
      'vuole ritirare quello che ha detto',
    ],
    quote: Q.A36_DECLARED,
    questions: [],
    rulings: [
      {
        when: {},
        ruling: ruling(
          t('Deve effettuare il gioco dichiarato', 'He must make the play he declared'),
          [
            t(
              'Il giocatore non può recedere: deve effettuare il gioco dichiarato (legare la carta, chiudere, ...).',
              'The player may not go back: he must make the play he declared (lay off the card, close, ...).',
            ),
          ],
          Q.A36_DECLARED,
          [{ kind: 'play-at-once' }],
          {
            note: t(
              `Il testo non dice che cosa accade se il gioco dichiarato non si può fare (la carta non lega, la chiusura non è possibile): Tavolo suggerisce di applicare le regole del gioco errato (art. 29 e 34), perché il giocatore “dovrà effettuare il gioco dichiarato”. ${NOTE36.it}`,
              `The text does not say what happens when the declared play cannot be made (the card does not fit, closing is not possible): Tavolo suggests applying the wrong-play rules (art. 29 and 34), since the player “dovrà effettuare il gioco dichiarato”. ${NOTE36.en}`,
            ),
          },
        ),
      },
    ],
  }),

  // Art. 36: touching or straightening the opponents' melds.
  burraco(36, {
    id: 'bur-ch-36-tocca-giochi-avversari',
    case: 'giochi avversari toccati',
    title: t(
      'Un giocatore tocca o aggiusta i giochi avversari',
      "A player touches or straightens the opponents' melds",
    ),
    words: [
      'ha toccato i giochi degli avversari',
      'ha sistemato le carte degli avversari',
      'ha aggiustato la scala degli avversari',
      'tocca le carte avversarie',
      'ha messo in ordine i giochi avversari',
    ],
    quote: Q.A36_TOUCH,
    questions: [
      yesNo(
        'holds',
        t(
          'Il giocatore ha in mano una carta utile al gioco che ha toccato?',
          'Does the player hold a card that fits the meld he touched?',
        ),
      ),
    ],
    rulings: [
      {
        when: { holds: 'yes' },
        ruling: ruling(
          t(
            'Deve scartare la carta utile a quel gioco',
            'He must discard the card that fits that meld',
          ),
          [
            t(
              'L’arbitro fa scartare al giocatore la carta utile al gioco toccato: il gesto indica che la possiede.',
              'The arbitro has the player discard the card that fits the meld touched: the gesture shows he holds it.',
            ),
          ],
          Q.A36_TOUCH,
          [{ kind: 'discard-at-once' }],
          {
            note: t(
              `Il testo non dice quando va scartata la carta se il giocatore non è di turno, né quale se ne ha più d’una: Tavolo suggerisce che sia il suo prossimo scarto, scelto dall’arbitro fra le carte utili, perché è “l’arbitro” che “farà scartare la carta stessa”. ${NOTE36.it}`,
              `The text does not say when the card is discarded if the player is not on turn, nor which if he holds more than one: Tavolo suggests it is his next discard, the arbitro choosing among the cards that fit, since it is “l’arbitro” who “farà scartare la carta stessa”. ${NOTE36.en}`,
            ),
          },
        ),
      },
      {
        when: { holds: 'no' },
        ruling: ruling(
          t('Nessuna conseguenza sul gioco', 'No consequence for play'),
          [STEP.playContinues],
          Q.A36_TOUCH,
          [{ kind: 'play-continues' }],
          {
            note: t(
              `Il testo prevede lo scarto solo “qualora avesse in mano una delle carte utili al gioco impropriamente toccato”: senza quella carta non c’è nulla da scartare e Tavolo suggerisce che il gioco prosegua. ${NOTE36.it}`,
              `The text has the card discarded only “qualora avesse in mano una delle carte utili al gioco impropriamente toccato”: without such a card there is nothing to discard and Tavolo suggests play goes on. ${NOTE36.en}`,
            ),
          },
        ),
      },
    ],
  }),

  // Art. 36: touching one's own line's melds while the partner plays.
  burraco(36, {
    id: 'bur-ch-36-tocca-giochi-mentre-gioca-il-compagno',
    case: 'giochi toccati mentre gioca il compagno',
    title: t(
      'Un giocatore riordina o tocca i giochi calati mentre gioca il compagno',
      'A player straightens or touches the melds while his partner plays',
    ),
    words: [
      'ha messo in ordine la scala mentre giocava il compagno',
      'ha sistemato i giochi del compagno',
      'ha toccato le nostre carte mentre giocava il compagno',
      'riordina la sequenza',
      'ha aggiustato la scala per far vedere la carta che serve',
    ],
    quote: Q.A36_REORDER,
    questions: [],
    rulings: [
      {
        when: {},
        ruling: ruling(
          t(
            'Niente raccolta degli scarti: il compagno pesca dal tallone e scarta la carta pescata',
            'No taking the discard pile: the partner draws from the stock and discards that card',
          ),
          [
            t(
              'L’arbitro non permette al giocatore di turno di raccogliere il monte degli scarti.',
              'The arbitro does not let the player on turn take the discard pile.',
            ),
            S.drawDiscardNoPlay,
          ],
          Q.A36_REORDER,
          [{ kind: 'draw-and-discard-only' }, { kind: 'turn-ends' }],
          {
            note: t(
              `Il testo non dice che cosa fare se il compagno aveva già pescato o raccolto: Tavolo suggerisce che scarti senza fare altri giochi, come chiede la chiusa del caso (“senza fare ulteriori giochi”). ${NOTE36.it}`,
              `The text does not say what to do when the partner had already drawn or taken the discard: Tavolo suggests he discards with no other play, as the case ends (“senza fare ulteriori giochi”). ${NOTE36.en}`,
            ),
          },
        ),
      },
    ],
  }),

  // Art. 36: calling the partner's attention to his wrong meld.
  burraco(36, {
    id: 'bur-ch-36-richiamo-al-compagno',
    case: 'errore segnalato dal compagno',
    title: t(
      'Il compagno segnala un errore per farlo sanare',
      'The partner points out an error so that it is healed',
    ),
    words: [
      'il compagno gli ha detto che la scala era sbagliata',
      'il compagno ha segnalato l’errore',
      'gli ha fatto notare la calata sbagliata',
      'il compagno lo ha avvisato per sanare',
      'ha avvisato il compagno dell’errore',
    ],
    quote: Q.A36_CALLOUT,
    questions: [],
    rulings: [
      {
        when: {},
        ruling: ruling(
          t(
            'Gioco interrotto, il gioco errato non può essere sanato',
            'Play stopped, the wrong meld may not be healed',
          ),
          [
            t(
              'L’arbitro interrompe il gioco del giocatore richiamato.',
              'The arbitro stops the play of the player called out.',
            ),
            t(
              'Il gioco errato non può essere sanato: le sue carte sono trattate come dice l’art. 29 per l’errore segnalato dal compagno.',
              'The wrong meld may not be healed: its cards are dealt with as art. 29 says for an error pointed out by the partner.',
            ),
          ],
          Q.A36_CALLOUT,
          [
            { kind: 'no-heal' },
            { kind: 'turn-ends' },
            { kind: 'apply-article', article: 'BUR-CH art. 29' },
          ],
          {
            note: t(
              `L’art. 36 dice solo che il gioco è interrotto e non sanabile; le carte che restano fuori dal gioco sono penalizzate secondo l’art. 29 (A2,2: “qualora fosse il proprio compagno a segnalare l’errore, non sarà consentito di sanarlo, si interromperà il gioco e la carta impropriamente “legata”, sarà penalizzata”). ${NOTE36.it}`,
              `Art. 36 says only that play stops and the meld may not be healed; the cards left out of it are penalised under art. 29 (A2,2: “qualora fosse il proprio compagno a segnalare l’errore, non sarà consentito di sanarlo, si interromperà il gioco e la carta impropriamente “legata”, sarà penalizzata”). ${NOTE36.en}`,
            ),
          },
        ),
      },
    ],
  }),

  // Art. 37: playing without drawing first.
  burraco(37, {
    id: 'bur-ch-37-gioco-senza-pesca',
    case: 'gioco senza pesca',
    title: t(
      'Gioco senza aver pescato né raccolto',
      'Playing without drawing or taking the discard pile',
    ),
    words: [
      'non ha pescato',
      'si è dimenticato di pescare',
      'ha calato senza pescare',
      'ha legato senza pescare',
      'mancata pesca',
      'ha giocato senza pescare',
      'ha chiuso senza pescare',
    ],
    quote: `${Q.A37_NOW} ${Q.A37_FROZEN} ${Q.A37_PARTIAL} ${Q.A37_PARTNER} ${Q.A37_AFTER} … ${Q.A37_ANYONE}`,
    questions: [
      {
        id: 'when',
        text: t('Quando ci si è accorti dell’errore?', 'When was the error noticed?'),
        options: [
          {
            id: 'own-turn',
            text: t(
              'Durante il suo turno, prima dello scarto',
              'During his turn, before the discard',
            ),
          },
          {
            id: 'after-discard',
            text: t(
              'Dopo lo scarto, prima che il giocatore a sinistra inizi il gioco',
              'After the discard, before the player on the left began',
            ),
          },
          {
            id: 'later',
            text: t(
              'Dopo che il giocatore a sinistra ha pescato o raccolto',
              'After the player on the left drew or took the discard',
            ),
          },
        ],
      },
      yesNo(
        'partial',
        t(
          'Il colpevole ha lasciato giochi parziali (meno di tre carte)?',
          'Did the offender leave partial melds (fewer than three cards)?',
        ),
        { when: 'own-turn' },
      ),
    ],
    rulings: [
      {
        when: { when: 'own-turn', partial: 'no' },
        ruling: ruling(
          t(
            'Pesca dal tallone e scarta; giochi fatti congelati per un giro',
            'He draws from the stock and discards; the plays made are frozen for one round',
          ),
          [
            S.anyoneWarns,
            t(
              'Il colpevole interrompe il gioco, pesca una carta dal tallone (non può raccogliere gli scarti) e scarta quella stessa carta.',
              'The offender stops, draws a card from the stock (he may not take the discard pile) and discards that same card.',
            ),
            t(
              'I giochi aperti e le carte legate prima dell’avviso sono congelati temporaneamente.',
              'The melds opened and the cards laid off before the warning are frozen for one round.',
            ),
            t(
              'Il compagno non può chiudere in quel turno di gioco: la linea è in penalità.',
              'The partner may not close in that round: the line is under penalty.',
            ),
          ],
          `${Q.A37_NOW} ${Q.A37_FROZEN} … ${Q.A37_PARTNER}`,
          [
            { kind: 'draw-and-discard-only' },
            { kind: 'turn-ends' },
            { kind: 'meld-frozen', until: 'next-turn' },
            { kind: 'counted-negative' },
            { kind: 'partner-no-close-this-round' },
          ],
          {
            note: t(
              'Il testo dice che i giochi congelati sono “conteggiati negativamente qualora la linea dovesse chiudere”, senza dire quale linea: Tavolo suggerisce che si contino in negativo se la mano si chiude (da chiunque) mentre sono congelati, come dice l’art. 35 per la chiusura avversaria durante il giro di penalizzazione (“saranno conteggiate negativamente solo le carte impropriamente calate”).',
              'The text says the frozen plays are “conteggiati negativamente qualora la linea dovesse chiudere” without saying which line: Tavolo suggests they count as minus points if the hand is closed (by anyone) while they are frozen, as art. 35 says for a closing during the penalty round (“saranno conteggiate negativamente solo le carte impropriamente calate”).',
            ),
          },
        ),
      },
      {
        when: { when: 'own-turn', partial: 'yes' },
        ruling: ruling(
          t(
            'Completa i giochi parziali con tre carte, poi pesca e scarta; tutto congelato per un giro',
            'He completes the partial melds with three cards, then draws and discards; all frozen for one round',
          ),
          [
            S.anyoneWarns,
            t(
              'Il colpevole è invitato a completare il gioco parziale con una combinazione o sequenza di tre carte, che è congelata temporaneamente.',
              'The offender is asked to complete the partial meld into a set or sequence of three cards, which is frozen for one round.',
            ),
            t(
              'Poi pesca una carta dal tallone (non può raccogliere gli scarti) e scarta quella stessa carta.',
              'Then he draws a card from the stock (he may not take the discard pile) and discards that same card.',
            ),
            t(
              'I giochi aperti e le carte legate prima dell’avviso sono congelati temporaneamente.',
              'The melds opened and the cards laid off before the warning are frozen for one round.',
            ),
            t(
              'Il compagno non può chiudere in quel turno di gioco: la linea è in penalità.',
              'The partner may not close in that round: the line is under penalty.',
            ),
          ],
          `${Q.A37_PARTIAL} ${Q.A37_PARTNER}`,
          [
            { kind: 'play-at-once' },
            { kind: 'draw-and-discard-only' },
            { kind: 'turn-ends' },
            { kind: 'meld-frozen', until: 'next-turn' },
            { kind: 'counted-negative' },
            { kind: 'partner-no-close-this-round' },
          ],
          {
            note: t(
              'Il testo non dice che cosa fare se il colpevole non ha le carte per completare il gioco parziale: Tavolo suggerisce di penalizzare le carte rimaste fuori, come fa l’art. 38 per “le carte componenti i giochi rimasti incompleti”, che “saranno tutte penalizzate e scartate secondo antinorma”.',
              'The text does not say what to do when the offender lacks the cards to complete the partial meld: Tavolo suggests the cards left out become penalty cards, as art. 38 does for “le carte componenti i giochi rimasti incompleti”, which “saranno tutte penalizzate e scartate secondo antinorma”.',
            ),
          },
        ),
      },
      {
        when: { when: 'after-discard' },
        ruling: ruling(
          t(
            'Pesca subito una carta, da scartare al turno successivo senza altri giochi; la linea non chiude in questo giro',
            'He draws a card now, to be discarded at his next turn with no other play; the line may not close this round',
          ),
          [S.anyoneWarns, S.extraCardLater, S.lineNoClose],
          Q.A37_AFTER,
          [{ kind: 'draw-and-discard-only' }, { kind: 'line-no-close-this-round' }],
          {
            note: t(
              'Il testo non dice che cosa accade ai giochi fatti prima dello scarto senza aver pescato: Tavolo suggerisce che restino validi, perché per l’errore rilevato dopo lo scarto il testo prevede soltanto la carta da pescare e il divieto di chiusura. Per la carta pescata ora e scartata al turno successivo Tavolo usa “solo pesca e scarto”: al turno successivo il colpevole pesca e scarta quella carta senza altri giochi.',
              'The text does not say what happens to the plays made before the discard without drawing: Tavolo suggests they stand, since for an error noticed after the discard the text gives only the card to draw and the ban on closing. For the card drawn now and discarded at the next turn Tavolo uses “draw and discard only”: at his next turn the offender draws and discards that card with no other play.',
            ),
          },
        ),
      },
      {
        when: { when: 'later' },
        ruling: ruling(
          t(
            'Caso non previsto: Tavolo suggerisce di considerare l’errore sanato',
            'Case the text leaves open: Tavolo suggests the error is healed',
          ),
          [STEP.playContinues],
          Q.A37_ONLY_LATER,
          [{ kind: 'no-penalty' }, { kind: 'play-continues' }],
          {
            note: t(
              'Per chi ha fatto gioco senza pescare il testo non dice che cosa accade se l’errore è rilevato dopo che il giocatore a sinistra ha iniziato il gioco. Tavolo suggerisce di considerarlo sanato, come il testo fa per chi si è limitato allo scarto: “Se l’errore venisse rilevato dopo che il giocatore alla sinistra del giocatore colpevole ha iniziato il gioco (pesca o raccolta), l’errore sarà considerato sanato.”',
              'For a player who played without drawing the text does not say what happens if the error is noticed after the player on the left began. Tavolo suggests it is healed, as the text does for a player who only discarded: “Se l’errore venisse rilevato dopo che il giocatore alla sinistra del giocatore colpevole ha iniziato il gioco (pesca o raccolta), l’errore sarà considerato sanato.”',
            ),
          },
        ),
      },
    ],
  }),

  // Art. 37: only discarding, without drawing or playing.
  burraco(37, {
    id: 'bur-ch-37-solo-scarto',
    case: 'solo scarto',
    title: t(
      'Solo scarto, senza pescare né raccogliere né giocare',
      'Only a discard, without drawing, taking the pile or playing',
    ),
    words: [
      'ha scartato senza pescare',
      'ha solo scartato',
      'non ha pescato e ha scartato',
      'si è dimenticato di pescare e ha scartato',
      'scarto senza pesca',
    ],
    quote: `${Q.A37_ONLY_HEAD} ü ${Q.A37_ONLY_BEFORE} ü ${Q.A37_ONLY_LATER} ${Q.A37_ANYONE}`,
    questions: [
      {
        id: 'when',
        text: t('Quando ci si è accorti dell’errore?', 'When was the error noticed?'),
        options: [
          {
            id: 'before-left',
            text: t(
              'Prima che il giocatore a sinistra inizi il gioco',
              'Before the player on the left began',
            ),
          },
          {
            id: 'later',
            text: t(
              'Dopo che il giocatore a sinistra ha pescato o raccolto',
              'After the player on the left drew or took the discard',
            ),
          },
        ],
      },
    ],
    rulings: [
      {
        when: { when: 'before-left' },
        ruling: ruling(
          t(
            'Pesca subito una carta, da scartare al turno successivo senza altri giochi; la linea non chiude in questo giro',
            'He draws a card now, to be discarded at his next turn with no other play; the line may not close this round',
          ),
          [S.anyoneWarns, S.extraCardLater, S.lineNoClose],
          Q.A37_ONLY_BEFORE,
          [{ kind: 'draw-and-discard-only' }, { kind: 'line-no-close-this-round' }],
          {
            note: t(
              'Il testo dice “pescare una carta” senza dire da dove: Tavolo suggerisce dal tallone, come nel caso precedente dello stesso articolo (“pescare una carta dal tallone”).',
              'The text says “pescare una carta” without saying from where: Tavolo suggests from the stock, as in the article’s previous case (“pescare una carta dal tallone”).',
            ),
          },
        ),
      },
      {
        when: { when: 'later' },
        ruling: ruling(
          t('L’errore è sanato', 'The error is healed'),
          [
            t(
              'L’errore è considerato sanato: nessuna conseguenza.',
              'The error is considered healed: no consequence.',
            ),
            STEP.playContinues,
          ],
          Q.A37_ONLY_LATER,
          [{ kind: 'no-penalty' }, { kind: 'play-continues' }],
        ),
      },
    ],
  }),
];
