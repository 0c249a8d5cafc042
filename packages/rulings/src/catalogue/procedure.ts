/**
 * The irregularity sentences of the procedure articles that come before the irregularity codes:
 * S40-CdG art. 1-9 (deck, dealing, procedure, jolly) and BUR-CH art. 1-21 (deck, late pairs,
 * dealing, drawing, taking the discard pile, placing cards and wild cards, stalling, score
 * corrections). Only sentences that say what happens after something done wrong are entries;
 * the rest of these articles is procedure, which the game engine follows.
 */
import type { Effect, Entry, Option, Question, RecordEffect, Text } from '../model.js';
import { STEP, t, ruling, yesNo } from './texts.js';

const fx = {
  playAtOnce: { kind: 'play-at-once' },
  turnEnds: { kind: 'turn-ends' },
  drawAndDiscardOnly: { kind: 'draw-and-discard-only' },
  frozen: { kind: 'meld-frozen', until: 'end-of-hand' },
  frozenForNow: { kind: 'meld-frozen', until: 'next-turn' },
  mayHeal: { kind: 'may-heal' },
  cardBurned: { kind: 'card-burned' },
  playContinues: { kind: 'play-continues' },
  deckReplaced: { kind: 'deck-replaced' },
  restore: { kind: 'restore' },
  redeal: { kind: 'redeal' },
  noPenalty: { kind: 'no-penalty' },
  opponentChooses: { kind: 'opponent-chooses' },
  cardToStock: { kind: 'card-to-stock' },
  partnerPileLastDiscardOnly: { kind: 'partner-pile-last-discard-only' },
  handOver: { kind: 'hand-over' },
  applyArt29: { kind: 'apply-article', article: 'BUR-CH art. 29' },
} as const satisfies Record<string, Effect>;

const CAUTION: RecordEffect = { kind: 'caution' };
const WARNING: RecordEffect = { kind: 'warning' };
const MP100: RecordEffect = { kind: 'penalty', mp: 100, vp: 0 };
const SCORE: RecordEffect = { kind: 'score-adjustment' };

const option = (id: string, it: string, en: string): Option => ({ id, text: t(it, en) });

const question = (
  id: string,
  text: Text,
  options: readonly Option[],
  askIf?: Question['askIf'],
): Question => (askIf === undefined ? { id, text, options } : { id, text, options, askIf });

const s40 = (article: number) => ({ game: 'scala40', source: 'S40-CdG', article }) as const;
const bur = (article: number) => ({ game: 'burraco', source: 'BUR-CH', article }) as const;

// =============================================================================================
// S40-CdG art. 1-9

const S40 = {
  DECK: "E' obbligatorio, prima dell'inizio del gioco, controllare il mazzo di carte ed in caso di difformità avvertire l'arbitro che provvede alla sostituzione",
  SEEN: "Nel caso che una carta sia vista nel corso della distribuzione tutta l'operazione (mescolatura, alzata,distribuzione) sarà ripetuta",
  EARLY:
    "Al via dell'arbitro i giocatori potranno vedere le proprie carte ed iniziare il gioco, inteso per tale la pesca dal tallone o la raccolta dal monte degli scarti. E' vietato cominciare il gioco prima che l'arbitro abbia dato ufficialmente inizio al turno, pena l'annullamento della mano di gioco iniziata",
  MISDEAL:
    "Nel caso vi sia stata una errata distribuzione delle carte (es. in senso orario, o in numero errato) e ciò viene fatto rilevare prima dell'inizio del gioco, si ripete tutta l'operazione",
  STARTED:
    'A questo punto, a gioco iniziato, qualsiasi errore nella distribuzione non potrà essere più sanato ed i risultati acquisiti resteranno validi a tutti gli effetti',
  FACE_UP:
    "Nel caso in cui, durante una fase di gioco, una o più carte si trovino scoperte all'interno del tallone, queste devono essere ricoperte, lasciandole nella stessa posizione in cui sono state rinvenute. Il gioco prosegue regolarmente",
  TAKEN:
    'Una carta è presa (raccolta o pescata) quando è stata anche parzialmente sollevata dal tallone o dal monte degli scarti',
  PLAYED: "Una carta s'intende giocata quando è stata anche parzialmente poggiata sul tavolo",
  JOLLY:
    'Chi cala un jolly deve dichiararne il valore ed il seme Se ciò non avviene si segue questa regola',
  JOLLY_MIXED: 'jolly calato con una carta rossa e/o nera il seme del colore corrispondente',
  JOLLY_SAME:
    'jolly calato con due carte rosse o nere (cuori vale picche e quadri vale fiori o viceversa)',
  JOLLY_UNDER:
    'Viene sempre presa in considerazione la carta calata sotto il jolly Quando il jolly è la carta calata sul tavolo si considera quella sopra',
} as const;

export const procedureScala40Entries: readonly Entry[] = [
  // ---------------------------------------------------------------- art. 3
  {
    id: 's40-cdg-3-mazzo-difforme',
    ...s40(3),
    case: 'mazzo difforme',
    title: t(
      'Mazzo non conforme trovato prima di iniziare',
      'A deck not as it should be, found before play',
    ),
    words: [
      'mazzo difettoso',
      'mazzo non regolare',
      'controllo del mazzo',
      'mazzo da cambiare',
      'doppione nel mazzo',
      'jolly in più nel mazzo',
    ],
    quote: S40.DECK,
    questions: [],
    rulings: [
      {
        when: {},
        ruling: ruling(
          t(
            "Si avverte l'arbitro, che sostituisce il mazzo",
            'The arbitro is told and replaces the deck',
          ),
          [
            t(
              "Prima dell'inizio del gioco i giocatori controllano il mazzo; se non è conforme, avvertono l'arbitro.",
              'Before play the players check the deck; if it is not as it should be, they tell the arbitro.',
            ),
            t(
              "L'arbitro sostituisce il mazzo e si distribuisce.",
              'The arbitro replaces the deck and the cards are dealt.',
            ),
          ],
          S40.DECK,
          [fx.deckReplaced],
        ),
      },
    ],
    gap: t(
      "Se il difetto del mazzo si scopre a gioco iniziato non vale questo articolo ma l'art. 13 (carte mancanti o eccedenti): la smazzata continua e il mazzo si sostituisce alla fine.",
      'When the fault of the deck is found after play has started, art. 13 applies instead (missing or extra cards): the hand goes on and the deck is replaced afterwards.',
    ),
  },
  // ---------------------------------------------------------------- art. 4
  {
    id: 's40-cdg-4-carta-vista',
    ...s40(4),
    case: 'carta vista',
    title: t('Carta vista durante la distribuzione', 'A card seen while the cards are dealt'),
    words: [
      'carta vista durante la distribuzione',
      'si è vista una carta mentre dava le carte',
      'il mazziere ha fatto vedere una carta',
      'carta girata mentre distribuiva',
      'ho visto una carta del vicino nella distribuzione',
    ],
    quote: S40.SEEN,
    questions: [],
    rulings: [
      {
        when: {},
        ruling: ruling(
          t(
            'Si rifà tutto: mescolatura, alzata, distribuzione',
            'Everything again: shuffle, cut, deal',
          ),
          [
            t('Il mazziere raccoglie tutte le carte.', 'The dealer gathers every card.'),
            t(
              "Si ripete tutta l'operazione: mescolatura, alzata e distribuzione.",
              'The whole operation is repeated: shuffle, cut and deal.',
            ),
          ],
          S40.SEEN,
          [fx.redeal],
          [],
          t(
            'Il testo non prevede sanzioni per il mazziere: Tavolo non ne registra; se il mazziere ripete l’errore l’arbitro può valutarlo come comportamento scorretto.',
            'The text gives the dealer no sanction: Tavolo records none; if the dealer keeps doing it the arbitro may treat it as improper conduct.',
          ),
        ),
      },
    ],
  },
  {
    id: 's40-cdg-4-inizio-anticipato',
    ...s40(4),
    case: 'inizio anticipato',
    title: t(
      "Gioco iniziato prima del via dell'arbitro",
      "Play started before the arbitro's start",
    ),
    words: [
      "hanno iniziato prima del via dell'arbitro",
      'hanno cominciato prima del via',
      'ha pescato prima del via',
      'partiti prima del segnale',
      'gioco cominciato in anticipo',
    ],
    quote: S40.EARLY,
    questions: [],
    rulings: [
      {
        when: {},
        ruling: ruling(
          t('La mano iniziata è annullata', 'The hand begun is void'),
          [
            t(
              "La mano cominciata prima del via ufficiale dell'arbitro è annullata.",
              "The hand begun before the arbitro's official start is void.",
            ),
            t(
              "Le carte si raccolgono e, al via dell'arbitro, si mescola e si distribuisce di nuovo.",
              "The cards are gathered and, at the arbitro's start, shuffled and dealt again.",
            ),
          ],
          "E' vietato cominciare il gioco prima che l'arbitro abbia dato ufficialmente inizio al turno, pena l'annullamento della mano di gioco iniziata",
          [fx.redeal],
          [],
          t(
            "Il testo dice solo «annullamento della mano di gioco iniziata»: non dice se la mano si rigioca. Tavolo suggerisce di ridistribuire al via dell'arbitro, perché un turno è di 5 chiusure (art. 5) e nessuna linea ha colpa più dell'altra; l'arbitro può decidere diversamente.",
            'The text only says "the hand begun is void": it does not say whether it is played again. Tavolo suggests dealing again at the arbitro\'s start, since a round is 5 closings (art. 5) and no player is more at fault than another; the arbitro may decide otherwise.',
          ),
        ),
      },
    ],
  },
  {
    id: 's40-cdg-4-errori-di-distribuzione',
    ...s40(4),
    case: 'errori di distribuzione',
    title: t(
      'Errore di distribuzione: verso sbagliato o numero di carte sbagliato',
      'Misdeal: wrong direction or wrong number of cards',
    ),
    words: [
      'distribuzione sbagliata',
      'ha distribuito al contrario',
      'ha distribuito male',
      'ha dato le carte in senso orario',
      'numero di carte sbagliato nella distribuzione',
      'errore del mazziere',
    ],
    quote: `${S40.MISDEAL} … ${S40.STARTED}`,
    questions: [
      yesNo(
        'started',
        t(
          "Il gioco era già iniziato quando l'errore è stato rilevato?",
          'Had play already started when the error was pointed out?',
        ),
      ),
    ],
    rulings: [
      {
        when: { started: 'no' },
        ruling: ruling(
          t('Si ripete tutta l’operazione', 'The whole operation is repeated'),
          [
            t(
              "L'errore è rilevato prima dell'inizio del gioco (prima del via dell'arbitro alla prima smazzata, prima che il mazziere scopra la carta sul tallone nelle successive).",
              "The error is pointed out before play starts (before the arbitro's start in the first hand, before the dealer turns the card on the stock in the others).",
            ),
            t(
              'Si ripete tutta l’operazione: mescolatura, alzata e distribuzione.',
              'The whole operation is repeated: shuffle, cut and deal.',
            ),
          ],
          S40.MISDEAL,
          [fx.redeal],
        ),
      },
      {
        when: { started: 'yes' },
        ruling: ruling(
          t(
            'A gioco iniziato l’errore resta: la smazzata vale',
            'Once play has started the error stands: the hand counts',
          ),
          [
            STEP.playContinues,
            t(
              'L’errore di distribuzione non si può più sanare e i risultati della smazzata restano validi.',
              'The misdeal can no longer be put right and the results of the hand stand.',
            ),
          ],
          S40.STARTED,
          [fx.playContinues],
          [],
          t(
            'Il Codice non dice come chiude chi ha ricevuto più o meno di 13 carte. Tavolo suggerisce quanto il foglio S40-CLUB (§B) stabilisce per lo stesso caso: si chiude con lo scarto con più di 13 carte, senza scarto con meno di 13.',
            'The Code does not say how a player dealt more or fewer than 13 cards closes. Tavolo suggests what the S40-CLUB sheet (§B) sets for the same case: with more than 13 cards he closes with a discard, with fewer without one.',
          ),
        ),
      },
    ],
  },
  {
    id: 's40-cdg-4-carta-scoperta-nel-tallone',
    ...s40(4),
    case: 'carta scoperta nel tallone',
    title: t('Carta girata dentro il tallone', 'A face-up card inside the stock'),
    words: [
      'carta girata nel tallone',
      'carta al rovescio nel tallone',
      "nel tallone c'è una carta girata",
      'tallone con una carta a faccia in su',
    ],
    quote: S40.FACE_UP,
    questions: [],
    rulings: [
      {
        when: {},
        ruling: ruling(
          t(
            'Si ricopre la carta dove si trova e si prosegue',
            'The card is turned down where it lies and play goes on',
          ),
          [
            t(
              'Le carte scoperte dentro il tallone si ricoprono, lasciandole nella stessa posizione in cui sono state trovate.',
              'The face-up cards inside the stock are turned face down, left where they were found.',
            ),
            STEP.playContinues,
          ],
          S40.FACE_UP,
          [fx.restore, fx.playContinues],
        ),
      },
    ],
  },
  // ---------------------------------------------------------------- art. 6
  {
    id: 's40-cdg-6-presa-o-giocata',
    ...s40(6),
    case: 'presa o giocata',
    title: t(
      'Carta sollevata o poggiata e poi ripensamento',
      'A card lifted or put down, then a change of mind',
    ),
    words: [
      "ha alzato la carta e l'ha rimessa giù",
      'ha sollevato la carta dal tallone e vuole cambiare',
      'ha alzato lo scarto e ci ha ripensato',
      'ha appoggiato la carta sul tavolo e la vuole riprendere',
      'carta toccata vale presa',
    ],
    quote: `${S40.TAKEN} … ${S40.PLAYED}`,
    questions: [
      question(
        'what',
        t('Che cosa ha fatto il giocatore con la carta?', 'What did the player do with the card?'),
        [
          option(
            'taken',
            'L’ha sollevata anche in parte dal tallone o dal monte degli scarti',
            'He lifted it, even partly, from the stock or the discard pile',
          ),
          option(
            'played',
            'L’ha poggiata anche in parte sul tavolo',
            'He put it down, even partly, on the table',
          ),
        ],
      ),
    ],
    rulings: [
      {
        when: { what: 'taken' },
        ruling: ruling(
          t('La carta è presa: non si può rimettere', 'The card is taken: it cannot be put back'),
          [
            t(
              'La carta sollevata anche solo in parte è presa: il giocatore la tiene e non può pescare o raccogliere un’altra carta al suo posto.',
              'A card lifted even partly is taken: the player keeps it and may not draw or take another card instead.',
            ),
            t(
              'Se l’ha presa dal monte degli scarti, ne ha gli obblighi (art. 6 e 18).',
              'If he took it from the discard pile, its duties apply (art. 6 and 18).',
            ),
          ],
          S40.TAKEN,
          [fx.playContinues],
          [],
          t(
            'L’articolo dà la definizione ma non la conseguenza del ripensamento: Tavolo ne deduce che la carta resta al giocatore, come dice l’art. 8 del Burraco Champion («Se tocca anche parzialmente la carta dal tallone, pur non avendola vista, non può cambiare idea»).',
            'The article gives the definition but not the consequence of a change of mind: Tavolo reads that the card stays with the player, as BUR-CH art. 8 says ("if he touches the card of the stock even partly, even without seeing it, he may not change his mind").',
          ),
        ),
      },
      {
        when: { what: 'played' },
        ruling: ruling(
          t('La carta è giocata: resta in gioco', 'The card is played: it stays in play'),
          [
            t(
              'La carta poggiata anche solo in parte sul tavolo è giocata e non torna in mano.',
              'A card put down even partly on the table is played and does not go back to the hand.',
            ),
            t(
              'Se non lega dove è stata poggiata, si applica l’art. 11 (carta legata erroneamente o carta esposta).',
              'If it does not fit where it was put, art. 11 applies (card wrongly laid off, or exposed card).',
            ),
          ],
          S40.PLAYED,
          [fx.playAtOnce],
          [],
          t(
            'L’articolo dà la definizione ma non la conseguenza: Tavolo tratta la carta come giocata, cioè da usare sul tavolo, e rimanda all’art. 11 per quella che non lega.',
            'The article gives the definition but not the consequence: Tavolo treats the card as played, to be used on the table, and refers to art. 11 for one that does not fit.',
          ),
        ),
      },
    ],
  },
  // ---------------------------------------------------------------- art. 8
  {
    id: 's40-cdg-8-jolly-non-dichiarato',
    ...s40(8),
    case: 'jolly non dichiarato',
    title: t(
      'Jolly calato senza dichiararne valore e seme',
      'A jolly melded without naming its value and suit',
    ),
    words: [
      'non ha detto che carta è il jolly',
      'jolly non dichiarato',
      'che seme vale il jolly',
      'che carta fa il jolly',
      'jolly senza dichiarazione',
    ],
    quote: `${S40.JOLLY} … ${S40.JOLLY_MIXED} … ${S40.JOLLY_SAME} … ${S40.JOLLY_UNDER}`,
    questions: [
      question(
        'meld',
        t('In quale gioco è stato calato il jolly?', 'In which meld was the jolly melded?'),
        [
          option(
            'mixed',
            'Combinazione con una carta rossa e una nera',
            'A set with a red and a black card',
          ),
          option(
            'same',
            'Combinazione con due carte rosse o due nere',
            'A set with two red or two black cards',
          ),
          option('sequence', 'Sequenza', 'A sequence'),
        ],
      ),
    ],
    rulings: [
      {
        when: { meld: 'mixed' },
        ruling: ruling(
          t(
            'Il jolly ha il seme dello stesso colore della carta sotto',
            'The jolly takes the suit of the same colour as the card under it',
          ),
          [
            t(
              'Si guarda la carta calata sotto il jolly (se il jolly è la carta in fondo, quella sopra).',
              'Look at the card melded under the jolly (if the jolly is the bottom card, the one above it).',
            ),
            t(
              "Il jolly vale l'altro seme dello stesso colore: sotto un cuori è quadri, sotto un picche è fiori, e viceversa.",
              'The jolly stands for the other suit of the same colour: under a heart it is a diamond, under a spade a club, and the reverse.',
            ),
            STEP.playContinues,
          ],
          `${S40.JOLLY_MIXED} … ${S40.JOLLY_UNDER}`,
          [fx.playContinues],
        ),
      },
      {
        when: { meld: 'same' },
        ruling: ruling(
          t(
            'Il jolly ha il seme dell’altro colore: cuori vale picche, quadri vale fiori',
            'The jolly takes a suit of the other colour: hearts stand for spades, diamonds for clubs',
          ),
          [
            t(
              'Si guarda la carta calata sotto il jolly (se il jolly è la carta in fondo, quella sopra).',
              'Look at the card melded under the jolly (if the jolly is the bottom card, the one above it).',
            ),
            t(
              'Il jolly vale il seme corrispondente dell’altro colore: cuori vale picche, quadri vale fiori, e viceversa.',
              'The jolly stands for the matching suit of the other colour: hearts for spades, diamonds for clubs, and the reverse.',
            ),
            STEP.playContinues,
          ],
          `${S40.JOLLY_SAME} … ${S40.JOLLY_UNDER}`,
          [fx.playContinues],
        ),
      },
      {
        when: { meld: 'sequence' },
        ruling: ruling(
          t(
            'Il jolly vale la carta del posto che occupa',
            'The jolly stands for the card of the place it holds',
          ),
          [
            t(
              'In una sequenza il seme è quello della sequenza: il jolly vale la carta del posto in cui è stato messo.',
              'In a sequence the suit is the sequence’s: the jolly stands for the card of the place it was put in.',
            ),
            STEP.playContinues,
          ],
          S40.JOLLY,
          [fx.playContinues],
          [],
          t(
            'La regola del testo riguarda il seme, cioè le combinazioni; per le sequenze non dice nulla. Tavolo suggerisce di dare al jolly il posto in cui è stato calato (sotto o sopra le carte naturali), come la regola fa con la carta «sotto» e «sopra».',
            'The text’s rule is about the suit, that is sets; for sequences it says nothing. Tavolo suggests giving the jolly the place it was melded in (below or above the natural cards), as the rule does with the card "under" and "above".',
          ),
        ),
      },
    ],
    gap: t(
      'Il testo è ellittico («il seme del colore corrispondente»). Tavolo lo legge così: con una carta rossa e una nera il jolly prende l’altro seme del colore della carta sotto di lui; con due carte dello stesso colore prende il seme corrispondente dell’altro colore (cuori-picche, quadri-fiori). L’arbitro, se chiamato, conferma la lettura.',
      'The text is terse ("the suit of the matching colour"). Tavolo reads it so: with a red and a black card the jolly takes the other suit of the colour of the card under it; with two cards of one colour it takes the matching suit of the other colour (hearts-spades, diamonds-clubs). The arbitro, if called, confirms the reading.',
    ),
  },
];

// =============================================================================================
// BUR-CH art. 1-21

const B = {
  LATE_MAY:
    'In presenza di un tavolo incompleto è facoltà dell’arbitro completare il tavolo e far giocare la coppia ultima arrivata.',
  LATE_10:
    'Ciò potrà avvenire solo durante il corso del primo turno di gioco con le seguenti modalità: · Con un ritardo di iscrizione di 10 minuti rispetto all’inizio del gioco, sarà dato il recupero;',
  LATE_MORE:
    '· Con un ritardo superiore sarà invece assegnato il punteggio arbitrale (punteggio di 12/13/14 VP alla coppia già iscritta e 6/7/8 VP alla coppia iscritta in ritardo, secondo il numero di smazzate.',
  LATE_NONE:
    '· Diversamente, se fosse già stata stilata la classifica del primo turno di gioco con i relativi accoppiamenti per il secondo turno, non sarà possibile effettuare alcun inserimento.',
  DECK: 'E’obbligatorio da parte dei giocatori, prima dell’inizio della partita, controllare il mazzo di carte e, in caso di difformità, provvedere al ripristino.',
  COUNT:
    'Terminata la distribuzione delle 11 carte, i giocatori le devono contare senza guardarle (pena una nuova distribuzione).',
  LOOKED:
    'Qualora un giocatore qualsiasi dovesse vedere le carte prima che il mazziere abbia dato inizio al gioco, se chiamato, l’arbitro dovrà ammonirlo e sanzionarlo con 100 MP alla fine del gioco, se dovesse perpetrare, nello stesso turno, nell’errore.',
  STARTED:
    'A gioco iniziato, qualsiasi anomalia riscontrata nella distribuzione non potrà essere sanata se non al termine della mano: il risultato della mano resterà valido a tutti gli effetti.',
  MISDEAL:
    'Nel caso vi sia stata una errata distribuzione (es. in senso antiorario) e ciò viene fatto rilevare durante la distribuzione delle carte, si procede ad una nuova distribuzione.',
  SEEN: 'Una carta sia vista nel corso della distribuzione o della formazione dei pozzetti o prima dell’inizio del gioco, si procederà con una nuova distribuzione (pertanto tutta l’operazione di mescolatura, taglio, distribuzione e formazione dei pozzetti sarà ripetuta).',
  FACE_UP:
    'Durante una fase di gioco una o più carte si trovino scoperte all’interno del tallone, queste devono essere ricoperte, lasciandole nella stessa posizione. Il gioco prosegue regolarmente.',
  DEALER:
    'Qualora ci si accorga che un giocatore, al proprio turno, non ha distribuito le carte, provvederà a farlo nella smazzata successive, recuperando il proprio turno.',
  TOUCHED:
    'Il giocatore di turno prende la prima carta dal tallone. Se tocca anche parzialmente la carta dal tallone, pur non avendola vista, non può cambiare idea.',
  TWO: 'Se nel pescare vengono prese accidentalmente due carte: – la prima spetterà al giocatore che potrà proseguire regolarmente il suo gioco: – la seconda:',
  TWO_UNSEEN: 'o se non è stata vista verrà ricollocata sul tallone;',
  TWO_SEEN:
    'o se è stata vista o si ritiene possa essere stata vista, verrà ricollocata sul tallone e il giocatore che segue avrà due opzioni di gioco:',
  TWO_TAKE:
    '§ dopo averla visionata potrà scegliere se prenderla o raccogliere dal monte degli scarti, purchè sussista la condizione di “raccolta” (vedi art. 9).',
  TWO_BURN:
    '§ Dopo averla visionata sarà libero di “bruciarla” mostrandola a tutto il tavolo e riposizionandola in fondo al tallone per poi pescare la successiva carta sul tallone o raccogliere le carte presenti nel monte scarti, sempre che ciò sia possibile (vedi art. 9).',
  FAN: 'E’ consentito riporre direttamente le carte raccolte nel ventaglio solo se in precedenza si è dichiarata la carta che si intende giocare, in mancanza il giocatore dovrà interrompere il gioco, riporre le carte prese nel monte degli scarti, pescare e scartare la carta pescata dal tallone.',
  LEFT_ONE:
    'Se nel raccogliere le carte ne lascia una sola, questa costituisce automaticamente lo scarto: giocherà una delle carte raccolte interrompendo il proprio gioco e il gioco calato sarà temporaneamente congelato.',
  LEFT_MORE:
    'Nel caso ne lasciasse più di una, la carta più bassa di rango rappresenterà lo scarto, l’altra (o altre) tornerà (torneranno) in mano e –unica penalità- nessuna altra attività gli sarà permessa, il gioco calato sarà temporaneamente congelato.',
  TOUCH_PILE:
    'Se un giocatore, al proprio turno di gioco, tocca una delle carte nel monte degli scarti è obbligato a fare gioco con almeno una delle stesse; in caso contrario:',
  CANNOT:
    '– se non potesse interromperà immediatamente il proprio gioco,ripristinando all’occorenza il monte degli scarti, pescando e scartando la carta presa dal tallone.',
  WILL_NOT:
    '– Se non volesse (caso in cui una delle carte presenti nel monte degli scarti legasse con uno dei giochi aperti), interromperà immediatamente il proprio gioco, ripristinando eventualmente il monte scarti, pescando e scartando la carta presa dal tallone e al suo turno di gioco il compagno del giocatore colpevole non potrà raccogliere le carte se non utilizzando almeno l’ultima carta scartata dall’avversario che lo precede.',
  WRONG:
    '– Se, raccolta una delle carte presenti nel monte degli scarti la calasse/legasse in maniera errata nei propri giochi, e tale giocata non fosse sanabile, dovrà interrompere il proprio gioco, riposizionare nel monte degli scarti tutte le carte raccolte, pescare e scartare la carta del tallone; al suo turno di gioco il compagno del giocatore colpevole non potrà raccogliere le carte se non utilizzando almeno l’ultima carta scartata dall’avversario che lo precede.',
  WRONG_LATE:
    'Se nessuno dovesse notare tale infrazione e l’avversario di turno dovesse pescare o raccogliere il gioco proseguirà regolarmente ma il gioco irregolare sarà definitivamente congelato.',
  AFTER_DRAW:
    '– Se durante il proprio turno di gioco, dopo aver pescato dal tallone, un giocatore tocca le carte presenti nel monte degli scarti inibirà al proprio compagno, al suo successivo turno di gioco, di raccoglierle se non giocando obbligatoriamente l’ultimo scarto dell’avversario.',
  ALIGN:
    'Le carte che compongono i giochi dovranno essere poste in maniera ordinata e bene allineate facendo attenzione all’eventuale orientamento della carta.',
  ALIGN_RULE:
    'E’ facoltà dell’avversario ricordare l’osservanza di tale normativa che in caso di recidiva può comportare il congelamento definitivo del gioco in questione; l’arbitro eventualmente chiamato può, a suo insindacabile giudizio, sanzionare la linea colpevole con richiamo, ammonizione, congelamento definitivo del gioco interessato, penalizzazione in MP e/o VP.',
  WILD_TOP:
    'Le matte libere vanno collocate sempre nella posizione più bassa vicino al giocatore. Qualora un giocatore la collochi nella parte superiore, nell’intento di continuare il gioco, non potrà recedere dal farlo; nel caso ciò non accada, l’arbitro, accertata nel ventaglio in mano al giocatore la presenza di carte idonee a proseguire il gioco, lo obbligherà a collocarle.',
  STALL:
    'Nel caso di accertata volontà dei giocatori al tavolo di non “pescare” (il così detto “stallo per cambio carta”), e quindi dopo che questo evento sia per 2 volte continuamente ripetuto e consecutivamente da tutti i componenti del tavolo in forma ininterrotta, l’Arbitro interverrà dichiarando terminata la mano.',
  FINAL:
    'Quando viene consegnato lo score all’Arbitro esso diventa valido e definitivo salvo l’eventuale errore di somma o sottrazione.',
  INVERTED:
    'Se le coppie hanno invertito i punteggi, l’Arbitro ha la facoltà di intervenire, rettificando il risultato, a condizione che il tavolo di concerto riconosca l’errore commesso.',
  NO_LATER: 'Non sono ammesse correzioni agli scores dopo l’ultimo turno di gara.',
  PAIRING:
    'Nel caso in cui l’accoppiamento non sia correggibile nel turno in corso, le coppie siederanno al tavolo designato dall’Arbitro, il quale provvederà al ripristino nel turno successivo.',
  INDEPENDENT:
    '– Se l’errore viene rilevato in una fase di gioco indipendente dai punteggi acquisiti (Mitchell, gironi all’Italiana o similari) si procederà alla correzione.',
  DEPENDENT:
    '– Se l’errore viene rilevato in una fase di gioco dipendente dai punteggi acquisiti (Danese o similari), l’Arbitro si comporterà nei seguenti modi:',
  NOT_PUBLISHED: 'ü Se non è ancora stata resa la posizione ai tavoli, attuerà la correzione.',
  PUBLISHED:
    'ü Se la posizione ai tavoli è stata redatta e pubblicata (affissa) farà iniziare il gioco, correggendo il risultato, ma lasciando l’accoppiamento così come era prima che l’errore fosse rilevato.',
} as const;

const PARTNER_PILE = t(
  'Al suo prossimo turno il compagno del colpevole può raccogliere il monte degli scarti solo usando almeno l’ultima carta scartata dall’avversario che lo precede.',
  'On his next turn the offender’s partner may take the discard pile only by using at least the last card discarded by the opponent before him.',
);

const DRAW_DISCARD_DRAWN = t(
  'Il colpevole pesca dal tallone e scarta proprio la carta pescata, senza altri giochi.',
  'The offender draws from the stock and discards that very card, with no other play.',
);

export const procedureBurracoEntries: readonly Entry[] = [
  // ---------------------------------------------------------------- art. 3
  {
    id: 'bur-ch-3-ritardo',
    ...bur(3),
    case: 'ritardo',
    title: t(
      'Coppia arrivata tardi a completare un tavolo zoppo',
      'A late pair completing an incomplete table',
    ),
    words: [
      'coppia arrivata tardi al primo turno',
      'iscritti dopo l’inizio del gioco',
      'tavolo zoppo',
      'completare il tavolo',
      'punteggio arbitrale al tavolo zoppo',
    ],
    quote: `${B.LATE_MAY} … ${B.LATE_10} ${B.LATE_MORE} … ${B.LATE_NONE}`,
    questions: [
      yesNo(
        'ranked',
        t(
          'È già stata stilata la classifica del primo turno con gli accoppiamenti del secondo?',
          'Has the first round’s ranking with the second round’s pairings been drawn up already?',
        ),
      ),
      question(
        'delay',
        t(
          'Di quanto è il ritardo rispetto all’inizio del gioco?',
          'How late is the pair against the start of play?',
        ),
        [
          option('up-to-10', 'Fino a 10 minuti', 'Up to 10 minutes'),
          option('more', 'Più di 10 minuti', 'More than 10 minutes'),
        ],
        { ranked: 'no' },
      ),
    ],
    rulings: [
      {
        when: { ranked: 'yes' },
        ruling: ruling(
          t('Nessun inserimento', 'No entry'),
          [
            t(
              'Con la classifica del primo turno e gli accoppiamenti del secondo già stilati, la coppia in ritardo non può più essere inserita.',
              'Once the first round’s ranking and the second round’s pairings are drawn up, the late pair can no longer be entered.',
            ),
          ],
          B.LATE_NONE,
          [],
        ),
      },
      {
        when: { ranked: 'no', delay: 'up-to-10' },
        ruling: ruling(
          t('La coppia gioca, con il recupero del tempo', 'The pair plays, with the time made up'),
          [
            t(
              'Se l’arbitro decide di completare il tavolo, la coppia arrivata per ultima gioca il primo turno.',
              'If the arbitro decides to complete the table, the pair that arrived last plays the first round.',
            ),
            t(
              'Al tavolo è dato il recupero: il tempo perso si aggiunge a quello del turno.',
              'The table is given the time back: the time lost is added to the round’s.',
            ),
          ],
          `${B.LATE_MAY} … ${B.LATE_10}`,
          [fx.playContinues],
          [],
          t(
            'Il testo non dice che cosa sia «il recupero»: Tavolo lo intende come il tempo perso restituito al tavolo, perché le smazzate del turno si giochino tutte.',
            'The text does not say what "il recupero" is: Tavolo reads it as the time lost given back to the table, so that all the round’s hands are played.',
          ),
        ),
      },
      {
        when: { ranked: 'no', delay: 'more' },
        ruling: ruling(
          t('Punteggio arbitrale per il primo turno', 'An arbitro’s score for the first round'),
          [
            t(
              'Non si gioca il primo turno: l’arbitro assegna il punteggio arbitrale.',
              'The first round is not played: the arbitro sets the score.',
            ),
            t(
              'Alla coppia già iscritta 12/13/14 VP, alla coppia in ritardo 6/7/8 VP, secondo il numero di smazzate.',
              'The pair already entered gets 12/13/14 VP, the late pair 6/7/8 VP, by the number of hands.',
            ),
          ],
          B.LATE_MORE,
          [],
          [SCORE],
          t(
            'Il testo dà le cifre «secondo il numero di smazzate» senza dire quale vada con quale. Tavolo suggerisce 14-6 VP con 2 smazzate, 13-7 con 3, 12-8 con 4: ogni coppia di cifre fa 20 VP, e il riposo dello stesso articolo dà 14/13/12 VP per 2/3/4 smazzate. Il numero è dell’arbitro.',
            'The text gives the figures "by the number of hands" without saying which goes with which. Tavolo suggests 14-6 VP with 2 hands, 13-7 with 3, 12-8 with 4: each pair of figures makes 20 VP, and the bye of the same article gives 14/13/12 VP for 2/3/4 hands. The figure is the arbitro’s.',
          ),
        ),
      },
    ],
  },
  // ---------------------------------------------------------------- art. 4
  {
    id: 'bur-ch-4-mazzo-difforme',
    ...bur(4),
    case: 'mazzo difforme',
    title: t(
      'Mazzo non conforme trovato prima di iniziare',
      'A deck not as it should be, found before play',
    ),
    words: [
      'mazzo difettoso',
      'mazzo non regolare',
      'controllo del mazzo',
      'mazzo da sistemare',
      'jolly in più nel mazzo',
    ],
    quote: B.DECK,
    questions: [],
    rulings: [
      {
        when: {},
        ruling: ruling(
          t('Si ripristina il mazzo prima di giocare', 'The deck is put right before play'),
          [
            t(
              'I giocatori controllano i mazzi prima della partita; se non sono conformi li ripristinano (o chiedono all’arbitro un mazzo nuovo).',
              'The players check the decks before the match; if they are not as they should be they put them right (or ask the arbitro for new ones).',
            ),
          ],
          B.DECK,
          [fx.deckReplaced],
        ),
      },
    ],
    gap: t(
      'A gioco iniziato il difetto del mazzo è il caso dell’art. 33 (carte mancanti o eccedenti dal mazzo), non di questo.',
      'Once play has started a faulty deck is the case of art. 33 (cards missing from or extra in the deck), not this one.',
    ),
  },
  // ---------------------------------------------------------------- art. 5
  {
    id: 'bur-ch-5-carte-guardate',
    ...bur(5),
    case: 'carte guardate',
    title: t(
      'Un giocatore ha guardato le sue carte prima dell’inizio del gioco',
      'A player looked at his cards before play started',
    ),
    words: [
      'ha guardato le carte prima del via',
      'ha visto le sue carte prima di iniziare',
      'ha guardato le carte mentre le contava',
      'ha sbirciato le carte',
    ],
    quote: `${B.COUNT} … ${B.LOOKED}`,
    questions: [
      question('when', t('Quando ha guardato le carte?', 'When did he look at the cards?'), [
        option(
          'counting',
          'Mentre contava le 11 carte ricevute',
          'While counting the 11 cards dealt',
        ),
        option(
          'waiting',
          'Dopo averle contate, prima che il mazziere scoprisse la prima carta',
          'After counting them, before the dealer turned the first card',
        ),
      ]),
      yesNo(
        'again',
        t('Lo aveva già fatto in questo turno di gara?', 'Had he already done so in this round?'),
      ),
    ],
    rulings: [
      {
        when: { when: 'counting', again: 'no' },
        ruling: ruling(
          t('Nuova distribuzione e ammonizione', 'A new deal and a warning'),
          [
            t(
              'Le carte vanno contate senza guardarle: si procede a una nuova distribuzione.',
              'The cards are counted without looking at them: they are dealt again.',
            ),
            t(
              'L’arbitro, chiamato, ammonisce il giocatore.',
              'The arbitro, called, warns the player.',
            ),
          ],
          `${B.COUNT} … ${B.LOOKED}`,
          [fx.redeal],
          [WARNING],
          t(
            'Il testo dice «dovrà ammonirlo e sanzionarlo con 100 MP … se dovesse perpetrare, nello stesso turno, nell’errore»: Tavolo legge l’ammonizione alla prima volta e i 100 MP solo alla ripetizione nello stesso turno di gara.',
            'The text says "he shall warn him and penalise him 100 MP … should he repeat the error in the same round": Tavolo reads the warning the first time and the 100 MP only when repeated in the same round.',
          ),
        ),
      },
      {
        when: { when: 'counting', again: 'yes' },
        ruling: ruling(
          t(
            'Nuova distribuzione, ammonizione e 100 MP a fine partita',
            'A new deal, a warning and 100 MP at the end of the match',
          ),
          [
            t(
              'Le carte vanno contate senza guardarle: si procede a una nuova distribuzione.',
              'The cards are counted without looking at them: they are dealt again.',
            ),
            t(
              'Il giocatore ripete l’errore nello stesso turno: l’arbitro lo ammonisce e lo sanziona con 100 MP alla fine del gioco.',
              'The player repeats the error in the same round: the arbitro warns him and penalises him 100 MP at the end of the match.',
            ),
          ],
          `${B.COUNT} … ${B.LOOKED}`,
          [fx.redeal],
          [WARNING, MP100],
        ),
      },
      {
        when: { when: 'waiting', again: 'no' },
        ruling: ruling(
          t('Ammonizione', 'A warning'),
          [
            t(
              'Il giocatore ha visto le carte prima che il mazziere desse inizio al gioco: l’arbitro, chiamato, lo ammonisce.',
              'The player saw his cards before the dealer started play: the arbitro, called, warns him.',
            ),
            STEP.playContinues,
          ],
          B.LOOKED,
          [fx.playContinues],
          [WARNING],
          t(
            'La nuova distribuzione è la pena per chi guarda le carte mentre le conta; per chi le guarda dopo averle contate il testo dà solo l’ammonizione (e i 100 MP se ripete l’errore): Tavolo non fa ridistribuire.',
            'A new deal is the penalty for looking while counting; for looking after counting the text gives only the warning (and the 100 MP if repeated): Tavolo does not have the cards dealt again.',
          ),
        ),
      },
      {
        when: { when: 'waiting', again: 'yes' },
        ruling: ruling(
          t('Ammonizione e 100 MP a fine partita', 'A warning and 100 MP at the end of the match'),
          [
            t(
              'Il giocatore ripete l’errore nello stesso turno: l’arbitro lo ammonisce e lo sanziona con 100 MP alla fine del gioco.',
              'The player repeats the error in the same round: the arbitro warns him and penalises him 100 MP at the end of the match.',
            ),
            STEP.playContinues,
          ],
          B.LOOKED,
          [fx.playContinues],
          [WARNING, MP100],
        ),
      },
    ],
  },
  {
    id: 'bur-ch-5-errata-distribuzione',
    ...bur(5),
    case: 'errata distribuzione',
    title: t(
      'Distribuzione sbagliata (verso, numero di carte, pozzetti)',
      'A misdeal (direction, number of cards, pozzetti)',
    ),
    words: [
      'distribuzione sbagliata',
      'ha distribuito in senso antiorario',
      'ha dato le carte al contrario',
      'ho ricevuto dieci carte',
      'ho ricevuto dodici carte',
    ],
    quote: `${B.MISDEAL} … ${B.STARTED}`,
    questions: [
      question(
        'noticed',
        t('Quando è stato rilevato l’errore?', 'When was the error pointed out?'),
        [
          option('during', 'Durante la distribuzione', 'During the deal'),
          option(
            'before-play',
            'A distribuzione finita, prima che il mazziere scoprisse la prima carta del tallone',
            'After the deal, before the dealer turned the first card of the stock',
          ),
          option('started', 'A gioco iniziato', 'After play had started'),
        ],
      ),
    ],
    rulings: [
      {
        when: { noticed: 'during' },
        ruling: ruling(
          t('Nuova distribuzione', 'A new deal'),
          [
            t(
              'L’errore è rilevato durante la distribuzione: si procede a una nuova distribuzione.',
              'The error is pointed out during the deal: the cards are dealt again.',
            ),
          ],
          B.MISDEAL,
          [fx.redeal],
        ),
      },
      {
        when: { noticed: 'before-play' },
        ruling: ruling(
          t('Nuova distribuzione', 'A new deal'),
          [
            t(
              'Il gioco non è ancora iniziato: si procede a una nuova distribuzione.',
              'Play has not started yet: the cards are dealt again.',
            ),
          ],
          B.MISDEAL,
          [fx.redeal],
          [],
          t(
            'Il testo prevede la nuova distribuzione se l’errore è rilevato «durante la distribuzione» e la validità della mano «a gioco iniziato», ma tace sul tempo fra i due. Tavolo suggerisce la nuova distribuzione: il mazziere scopre la prima carta solo «dopo essersi accertato dell’esatta distribuzione delle carte», e la carta vista «prima dell’inizio del gioco» porta anch’essa a una nuova distribuzione.',
            'The text deals again if the error is pointed out "during the deal" and keeps the hand "after play has started", but says nothing of the time between. Tavolo suggests a new deal: the dealer turns the first card only "after making sure the cards were dealt exactly", and a card seen "before play starts" also leads to a new deal.',
          ),
        ),
      },
      {
        when: { noticed: 'started' },
        ruling: ruling(
          t('Si gioca: la mano resta valida', 'Play goes on: the hand stands'),
          [
            STEP.playContinues,
            t(
              'L’anomalia si sana solo al termine della mano, e il risultato della mano resta valido a tutti gli effetti.',
              'The fault is put right only at the end of the hand, and the result of the hand stands in every respect.',
            ),
          ],
          B.STARTED,
          [fx.playContinues],
        ),
      },
    ],
  },
  {
    id: 'bur-ch-5-carta-vista',
    ...bur(5),
    case: 'carta vista',
    title: t(
      'Carta vista durante la distribuzione o prima del gioco',
      'A card seen during the deal or before play',
    ),
    words: [
      'carta vista durante la distribuzione',
      'si è vista una carta mentre dava le carte',
      'il mazziere ha fatto vedere una carta',
    ],
    quote: B.SEEN,
    questions: [],
    rulings: [
      {
        when: {},
        ruling: ruling(
          t(
            'Si rifà tutto: mescolatura, taglio, distribuzione e pozzetti',
            'Everything again: shuffle, cut, deal and pozzetti',
          ),
          [
            t('Il mazziere raccoglie tutte le carte.', 'The dealer gathers every card.'),
            t(
              'Si ripete tutta l’operazione: mescolatura, taglio, distribuzione e formazione dei pozzetti.',
              'The whole operation is repeated: shuffle, cut, deal and making the pozzetti.',
            ),
          ],
          B.SEEN,
          [fx.redeal],
        ),
      },
    ],
  },
  {
    id: 'bur-ch-5-carta-scoperta-nel-tallone',
    ...bur(5),
    case: 'carta scoperta nel tallone',
    title: t('Carta girata dentro il tallone', 'A face-up card inside the stock'),
    words: [
      'carta girata nel tallone',
      'carta al rovescio nel tallone',
      "nel tallone c'è una carta girata",
      'tallone con una carta a faccia in su',
    ],
    quote: B.FACE_UP,
    questions: [],
    rulings: [
      {
        when: {},
        ruling: ruling(
          t(
            'Si ricopre la carta dove si trova e si prosegue',
            'The card is turned down where it lies and play goes on',
          ),
          [
            t(
              'Le carte scoperte dentro il tallone si ricoprono, lasciandole nella stessa posizione.',
              'The face-up cards inside the stock are turned face down, left where they are.',
            ),
            STEP.playContinues,
          ],
          B.FACE_UP,
          [fx.restore, fx.playContinues],
        ),
      },
    ],
  },
  {
    id: 'bur-ch-5-mazziere-sbagliato',
    ...bur(5),
    case: 'mazziere sbagliato',
    title: t(
      'Ha distribuito chi non doveva: il mazziere di turno non ha dato le carte',
      'The wrong player dealt: the dealer in turn did not deal',
    ),
    words: [
      'ha distribuito il giocatore sbagliato',
      'non toccava a lui dare le carte',
      'mazziere sbagliato',
      'ha dato le carte fuori turno',
    ],
    quote: B.DEALER,
    questions: [],
    rulings: [
      {
        when: {},
        ruling: ruling(
          t(
            'La mano vale; il mazziere saltato distribuisce la prossima',
            'The hand counts; the dealer skipped deals the next one',
          ),
          [
            STEP.playContinues,
            t(
              'Il giocatore che non ha distribuito al suo turno distribuisce nella smazzata successiva, recuperando il proprio turno.',
              'The player who did not deal in his turn deals the next hand, making up his turn.',
            ),
          ],
          B.DEALER,
          [fx.playContinues],
          [],
          t(
            'Il testo non dice chi distribuisce dopo il recupero: Tavolo suggerisce di riprendere l’ordine dal giocatore che segue chi ha distribuito per errore, così che ognuno distribuisca una volta per giro di mazzieri.',
            'The text does not say who deals after the make-up: Tavolo suggests taking the order up again from the player after the one who dealt by mistake, so that each deals once per circuit of dealers.',
          ),
        ),
      },
    ],
  },
  // ---------------------------------------------------------------- art. 8
  {
    id: 'bur-ch-8-carta-toccata',
    ...bur(8),
    case: 'carta toccata',
    title: t(
      'Ha toccato la carta del tallone e vuole cambiare idea',
      'He touched the card of the stock and wants to change his mind',
    ),
    words: [
      'ha toccato il tallone e vuole raccogliere',
      'ha toccato la carta del tallone e ha cambiato idea',
      'vuole raccogliere dopo aver toccato il tallone',
      'ripensamento sulla pesca',
    ],
    quote: B.TOUCHED,
    questions: [],
    rulings: [
      {
        when: {},
        ruling: ruling(
          t('Deve prendere la carta toccata', 'He must take the card he touched'),
          [
            t(
              'Chi tocca anche in parte la carta del tallone, pur senza averla vista, la deve prendere: non può più raccogliere dal monte degli scarti.',
              'Whoever touches the card of the stock even partly, even without seeing it, must take it: he may no longer take the discard pile.',
            ),
            STEP.playContinues,
          ],
          B.TOUCHED,
          [fx.playContinues],
        ),
      },
    ],
  },
  {
    id: 'bur-ch-8-due-carte',
    ...bur(8),
    case: 'due carte',
    title: t(
      'Ha pescato due carte dal tallone per sbaglio',
      'He drew two cards from the stock by mistake',
    ),
    words: [
      'ha pescato due carte',
      'pescate due carte insieme',
      'ha preso due carte dal tallone',
      'due carte attaccate dal tallone',
      'ha visto la seconda carta del tallone',
    ],
    quote: `${B.TWO} … ${B.TWO_UNSEEN} … ${B.TWO_SEEN} … ${B.TWO_TAKE} … ${B.TWO_BURN}`,
    questions: [
      yesNo(
        'seen',
        t(
          'La seconda carta è stata vista, o si ritiene possa essere stata vista?',
          'Was the second card seen, or may it have been seen?',
        ),
      ),
      question(
        'choice',
        t(
          'Che cosa sceglie il giocatore che segue, dopo averla guardata?',
          'What does the next player choose, after looking at it?',
        ),
        [
          option('take', 'La prende', 'He takes it'),
          option(
            'pile',
            'Raccoglie il monte degli scarti (se può)',
            'He takes the discard pile (if he may)',
          ),
          option('burn', 'La brucia', 'He burns it'),
        ],
        { seen: 'yes' },
      ),
    ],
    rulings: [
      {
        when: { seen: 'no' },
        ruling: ruling(
          t(
            'La prima carta al giocatore, la seconda torna sul tallone',
            'The first card to the player, the second back on the stock',
          ),
          [
            t(
              'La prima carta spetta al giocatore, che prosegue regolarmente il suo gioco.',
              'The first card is the player’s, and he plays on as normal.',
            ),
            t(
              'La seconda, non vista, torna in cima al tallone.',
              'The second, unseen, goes back on top of the stock.',
            ),
          ],
          `${B.TWO} … ${B.TWO_UNSEEN}`,
          [fx.restore, fx.cardToStock, fx.playContinues],
          [],
          t(
            'Il testo non prevede sanzioni per chi ha preso due carte per sbaglio: Tavolo non ne registra.',
            'The text gives no sanction for taking two cards by accident: Tavolo records none.',
          ),
        ),
      },
      {
        when: { seen: 'yes', choice: 'take' },
        ruling: ruling(
          t(
            'La seconda torna sul tallone; chi segue la guarda e la prende',
            'The second goes back on the stock; the next player looks at it and takes it',
          ),
          [
            t(
              'La prima carta spetta al giocatore, che prosegue regolarmente il suo gioco.',
              'The first card is the player’s, and he plays on as normal.',
            ),
            t('La seconda torna in cima al tallone.', 'The second goes back on top of the stock.'),
            t(
              'Il giocatore che segue la guarda e sceglie di prenderla come sua pesca.',
              'The next player looks at it and chooses to take it as his draw.',
            ),
          ],
          `${B.TWO} … ${B.TWO_SEEN} … ${B.TWO_TAKE}`,
          [fx.restore, fx.cardToStock, fx.opponentChooses, fx.playContinues],
        ),
      },
      {
        when: { seen: 'yes', choice: 'pile' },
        ruling: ruling(
          t(
            'La seconda torna sul tallone; chi segue raccoglie il monte degli scarti',
            'The second goes back on the stock; the next player takes the discard pile',
          ),
          [
            t(
              'La prima carta spetta al giocatore, che prosegue regolarmente il suo gioco.',
              'The first card is the player’s, and he plays on as normal.',
            ),
            t('La seconda torna in cima al tallone.', 'The second goes back on top of the stock.'),
            t(
              'Il giocatore che segue, dopo averla guardata, raccoglie il monte degli scarti, purché possa farlo (art. 9: deve giocare almeno una delle carte raccolte).',
              'The next player, after looking at it, takes the discard pile, provided he may (art. 9: he must play at least one of the cards taken).',
            ),
          ],
          `${B.TWO} … ${B.TWO_SEEN} … ${B.TWO_TAKE}`,
          [fx.restore, fx.cardToStock, fx.opponentChooses, fx.playContinues],
        ),
      },
      {
        when: { seen: 'yes', choice: 'burn' },
        ruling: ruling(
          t(
            'La seconda carta è bruciata: in fondo al tallone',
            'The second card is burned: to the bottom of the stock',
          ),
          [
            t(
              'La prima carta spetta al giocatore, che prosegue regolarmente il suo gioco.',
              'The first card is the player’s, and he plays on as normal.',
            ),
            t(
              'Il giocatore che segue, dopo averla guardata, la brucia: la mostra a tutto il tavolo e la mette in fondo al tallone.',
              'The next player, after looking at it, burns it: he shows it to the whole table and puts it at the bottom of the stock.',
            ),
            t(
              'Poi pesca la carta successiva del tallone o raccoglie il monte degli scarti, se può (art. 9).',
              'Then he draws the next card of the stock or takes the discard pile, if he may (art. 9).',
            ),
          ],
          `${B.TWO} … ${B.TWO_SEEN} … ${B.TWO_BURN}`,
          [fx.opponentChooses, fx.cardBurned, fx.playContinues],
        ),
      },
    ],
  },
  // ---------------------------------------------------------------- art. 9
  {
    id: 'bur-ch-9-carte-nel-ventaglio',
    ...bur(9),
    case: 'carte nel ventaglio',
    title: t(
      'Ha messo in mano gli scarti raccolti senza dichiarare la carta da giocare',
      'He put the discards taken into his hand without naming the card to play',
    ),
    words: [
      'ha messo gli scarti in mano',
      'ha preso il monte e lo ha messo nel ventaglio',
      'ha raccolto senza dichiarare la carta',
      'non ha detto quale carta giocava',
    ],
    quote: B.FAN,
    questions: [],
    rulings: [
      {
        when: {},
        ruling: ruling(
          t(
            'Rimette gli scarti sul monte, pesca e scarta la carta pescata',
            'He puts the discards back, draws and discards the card drawn',
          ),
          [
            t('Il colpevole interrompe il gioco.', 'The offender stops playing.'),
            t(
              'Rimette nel monte degli scarti le carte raccolte.',
              'He puts the cards taken back on the discard pile.',
            ),
            DRAW_DISCARD_DRAWN,
          ],
          B.FAN,
          [fx.restore, fx.drawAndDiscardOnly, fx.turnEnds],
          [],
          t(
            'La carta da scartare è proprio quella pescata dal tallone; il catalogo lo dice nei passi, non ha una conseguenza propria.',
            'The card to discard is the very one drawn from the stock; the catalogue says so in the steps, it has no consequence of its own.',
          ),
        ),
      },
    ],
  },
  {
    id: 'bur-ch-9-carte-lasciate',
    ...bur(9),
    case: 'carte lasciate',
    title: t(
      'Nel raccogliere il monte ha lasciato delle carte',
      'Taking the discard pile he left cards behind',
    ),
    words: [
      'ha lasciato una carta nel monte',
      'non ha raccolto tutti gli scarti',
      'ha lasciato carte negli scarti',
      'raccolta incompleta',
    ],
    quote: `${B.LEFT_ONE} … ${B.LEFT_MORE}`,
    questions: [
      question('left', t('Quante carte ha lasciato?', 'How many cards did he leave?'), [
        option('one', 'Una sola', 'Just one'),
        option('several', 'Più di una', 'More than one'),
      ]),
    ],
    rulings: [
      {
        when: { left: 'one' },
        ruling: ruling(
          t(
            'La carta lasciata è il suo scarto: gioca una carta raccolta e si ferma',
            'The card left is his discard: he plays one card taken and stops',
          ),
          [
            t(
              'La carta lasciata diventa automaticamente il suo scarto.',
              'The card left becomes his discard automatically.',
            ),
            t(
              'Gioca una delle carte raccolte e interrompe il proprio gioco.',
              'He plays one of the cards taken and stops playing.',
            ),
            t(
              'Il gioco calato è temporaneamente congelato.',
              'The meld laid down is frozen for the time being.',
            ),
          ],
          B.LEFT_ONE,
          [fx.turnEnds, fx.frozenForNow],
          [],
          t(
            '«Temporaneamente congelato» non ha una durata nel testo: Tavolo lo congela fino al prossimo turno del colpevole.',
            '"Temporarily frozen" has no length in the text: Tavolo freezes it until the offender’s next turn.',
          ),
        ),
      },
      {
        when: { left: 'several' },
        ruling: ruling(
          t(
            'La più bassa di rango è lo scarto, le altre in mano; nessun’altra attività',
            'The lowest in rank is the discard, the others to the hand; no other play',
          ),
          [
            t(
              'Delle carte lasciate, la più bassa di rango diventa lo scarto; le altre tornano in mano al giocatore.',
              'Of the cards left, the lowest in rank becomes the discard; the others go to the player’s hand.',
            ),
            t(
              'Gioca una delle carte raccolte; nessun’altra attività gli è permessa (è l’unica penalità).',
              'He plays one of the cards taken; no other play is allowed him (the only penalty).',
            ),
            t(
              'Il gioco calato è temporaneamente congelato.',
              'The meld laid down is frozen for the time being.',
            ),
          ],
          B.LEFT_MORE,
          [fx.turnEnds, fx.frozenForNow],
          [],
          t(
            'Il rango è quello dell’art. 1 (2 A K Q J 10 9 8 7 6 5 4 3, jolly più alto): la più bassa è quindi il 3. A parità di rango Tavolo suggerisce la gerarchia dei semi (♥ ♦ ♣ ♠). «Temporaneamente congelato»: fino al prossimo turno del colpevole.',
            'The rank is art. 1’s (2 A K Q J 10 9 8 7 6 5 4 3, jolly highest): the lowest is the 3. On equal rank Tavolo suggests the order of suits (♥ ♦ ♣ ♠). "Temporarily frozen": until the offender’s next turn.',
          ),
        ),
      },
    ],
  },
  {
    id: 'bur-ch-9-monte-toccato-non-puo',
    ...bur(9),
    case: 'monte toccato, non può',
    title: t(
      'Ha toccato gli scarti ma non può giocarne nessuno',
      'He touched the discards but cannot play any of them',
    ),
    words: [
      'ha toccato gli scarti e non può usarli',
      'ha toccato il monte ma non lega',
      'ha toccato il pozzo e non può giocare',
      'ha toccato il monte degli scarti per sbaglio',
    ],
    quote: `${B.TOUCH_PILE} … ${B.CANNOT}`,
    questions: [],
    rulings: [
      {
        when: {},
        ruling: ruling(
          t(
            'Interrompe il gioco: pesca e scarta la carta pescata',
            'He stops playing: he draws and discards the card drawn',
          ),
          [
            t(
              'Il colpevole interrompe subito il proprio gioco.',
              'The offender stops playing at once.',
            ),
            t(
              'Se serve, si ripristina il monte degli scarti.',
              'If needed, the discard pile is restored.',
            ),
            DRAW_DISCARD_DRAWN,
          ],
          `${B.TOUCH_PILE} … ${B.CANNOT}`,
          [fx.restore, fx.drawAndDiscardOnly, fx.turnEnds],
        ),
      },
    ],
  },
  {
    id: 'bur-ch-9-monte-toccato-non-vuole',
    ...bur(9),
    case: 'monte toccato, non vuole',
    title: t(
      'Ha toccato gli scarti, potrebbe giocarli ma non vuole',
      'He touched the discards, could play them but will not',
    ),
    words: [
      'ha toccato gli scarti e ha cambiato idea',
      'ha toccato il monte e non vuole raccogliere',
      'non vuole più prendere gli scarti',
      'ha toccato il pozzo e ci ha ripensato',
    ],
    quote: `${B.TOUCH_PILE} … ${B.WILL_NOT}`,
    questions: [],
    rulings: [
      {
        when: {},
        ruling: ruling(
          t(
            'Interrompe il gioco, pesca e scarta; il compagno raccoglie solo con l’ultimo scarto',
            'He stops, draws and discards; the partner takes the pile only with the last discard',
          ),
          [
            t(
              'Il colpevole interrompe subito il proprio gioco.',
              'The offender stops playing at once.',
            ),
            t(
              'Se serve, si ripristina il monte degli scarti.',
              'If needed, the discard pile is restored.',
            ),
            DRAW_DISCARD_DRAWN,
            PARTNER_PILE,
          ],
          B.WILL_NOT,
          [fx.restore, fx.drawAndDiscardOnly, fx.turnEnds, fx.partnerPileLastDiscardOnly],
          [],
        ),
      },
    ],
  },
  {
    id: 'bur-ch-9-raccolta-giocata-male',
    ...bur(9),
    case: 'raccolta giocata male',
    title: t(
      'Ha raccolto gli scarti e li ha calati o legati in modo errato',
      'He took the discards and melded or laid them off wrongly',
    ),
    words: [
      'ha raccolto e calato male',
      'ha preso gli scarti e legato sbagliato',
      'ha raccolto il monte e fatto un gioco sbagliato',
      'raccolta non valida',
    ],
    quote: `${B.WRONG} … ${B.WRONG_LATE}`,
    questions: [
      yesNo(
        'noticed',
        t(
          'L’errore è stato notato prima che l’avversario di turno pescasse o raccogliesse?',
          'Was the error noticed before the next opponent drew or took the pile?',
        ),
      ),
      yesNo(
        'heal',
        t(
          'Il gioco errato si può sanare con una carta che ha in mano?',
          'Can the wrong play be healed with a card from his hand?',
        ),
        { noticed: 'yes' },
      ),
    ],
    rulings: [
      {
        when: { noticed: 'yes', heal: 'no' },
        ruling: ruling(
          t(
            'Rimette gli scarti, pesca e scarta; il compagno raccoglie solo con l’ultimo scarto',
            'He puts the discards back, draws and discards; the partner takes the pile only with the last discard',
          ),
          [
            t('Il colpevole interrompe il proprio gioco.', 'The offender stops playing.'),
            t(
              'Rimette nel monte degli scarti tutte le carte raccolte.',
              'He puts every card taken back on the discard pile.',
            ),
            DRAW_DISCARD_DRAWN,
            PARTNER_PILE,
          ],
          B.WRONG,
          [fx.restore, fx.drawAndDiscardOnly, fx.turnEnds, fx.partnerPileLastDiscardOnly],
          [],
        ),
      },
      {
        when: { noticed: 'yes', heal: 'yes' },
        ruling: ruling(
          t('Sana il gioco con la carta in mano', 'He heals the play with the card in his hand'),
          [
            t(
              'Il colpevole sana il gioco errato con la carta che ha in mano.',
              'The offender heals the wrong play with the card from his hand.',
            ),
            t(
              'Per le carte sostituite e il resto del turno si applica l’art. 29 (carta penalizzata).',
              'For the cards replaced and the rest of the turn art. 29 applies (penalty card).',
            ),
          ],
          B.WRONG,
          [fx.mayHeal, fx.applyArt29],
          [],
          t(
            'L’art. 9 regola solo la giocata «non sanabile». Tavolo suggerisce, per quella sanabile, di procedere come l’art. 29 per ogni gioco errato: si sana con la carta in mano e le carte tolte sono trattate come carte penalizzate.',
            'Art. 9 only rules the play that "cannot be healed". For one that can, Tavolo suggests proceeding as art. 29 does for every wrong play: it is healed with the card in hand and the cards taken out are treated as penalty cards.',
          ),
        ),
      },
      {
        when: { noticed: 'no' },
        ruling: ruling(
          t(
            'Si prosegue, ma il gioco irregolare è congelato per sempre',
            'Play goes on, but the irregular meld is frozen for good',
          ),
          [
            STEP.playContinues,
            t(
              'Il gioco irregolare è definitivamente congelato: nessuno vi può più legare carte.',
              'The irregular meld is frozen for good: nobody may lay off on it any more.',
            ),
          ],
          B.WRONG_LATE,
          [fx.playContinues, fx.frozen],
        ),
      },
    ],
  },
  {
    id: 'bur-ch-9-monte-toccato-dopo-la-pesca',
    ...bur(9),
    case: 'monte toccato dopo la pesca',
    title: t(
      'Dopo aver pescato dal tallone ha toccato gli scarti',
      'After drawing from the stock he touched the discards',
    ),
    words: [
      'ha toccato gli scarti dopo aver pescato',
      'ha pescato e poi ha toccato il monte',
      'ha sistemato gli scarti dopo la pesca',
    ],
    quote: B.AFTER_DRAW,
    questions: [],
    rulings: [
      {
        when: {},
        ruling: ruling(
          t(
            'Il compagno raccoglierà solo giocando l’ultimo scarto dell’avversario',
            'The partner will take the pile only by playing the opponent’s last discard',
          ),
          [STEP.playContinues, PARTNER_PILE],
          B.AFTER_DRAW,
          [fx.playContinues, fx.partnerPileLastDiscardOnly],
          [],
        ),
      },
    ],
  },
  // ---------------------------------------------------------------- art. 10
  {
    id: 'bur-ch-10-carte-disordinate',
    ...bur(10),
    case: 'carte disordinate',
    title: t(
      'Carte dei giochi disordinate o girate al rovescio',
      'Melded cards out of line or turned upside down',
    ),
    words: [
      'carte messe al rovescio nei giochi',
      'carta capovolta nel gioco',
      'giochi disordinati',
      'carte storte sul tavolo',
      'segnale al compagno con le carte girate',
    ],
    quote: `${B.ALIGN} … ${B.ALIGN_RULE}`,
    questions: [
      yesNo(
        'again',
        t(
          'L’avversario gli aveva già ricordato la regola (recidiva)?',
          'Had the opponent already reminded him of the rule (a repeat)?',
        ),
      ),
      question(
        'sanction',
        t(
          'Quale sanzione sceglie l’arbitro, oltre al congelamento?',
          'Which sanction does the arbitro choose, besides the freeze?',
        ),
        [
          option('none', 'Nessuna', 'None'),
          option('caution', 'Richiamo', 'Caution'),
          option('warning', 'Ammonizione', 'Warning'),
          option('penalty', 'Penalizzazione in MP', 'An MP penalty'),
        ],
        { again: 'yes' },
      ),
    ],
    rulings: [
      {
        when: { again: 'no' },
        ruling: ruling(
          t(
            'L’avversario ricorda la regola; si prosegue',
            'The opponent recalls the rule; play goes on',
          ),
          [
            t(
              'L’avversario ricorda al colpevole di disporre le carte dei giochi in ordine, allineate e nel giusto verso.',
              'The opponent reminds the offender to lay the melded cards in order, in line and the right way up.',
            ),
            STEP.playContinues,
          ],
          B.ALIGN_RULE,
          [fx.playContinues],
        ),
      },
      {
        when: { again: 'yes', sanction: 'none' },
        ruling: ruling(
          t('Il gioco è congelato definitivamente', 'The meld is frozen for good'),
          [
            t(
              'In caso di recidiva il gioco in questione è congelato definitivamente.',
              'On a repeat the meld concerned is frozen for good.',
            ),
          ],
          B.ALIGN_RULE,
          [fx.frozen],
        ),
      },
      {
        when: { again: 'yes', sanction: 'caution' },
        ruling: ruling(
          t('Gioco congelato e richiamo alla linea', 'Meld frozen and a caution to the line'),
          [
            t(
              'In caso di recidiva il gioco in questione è congelato definitivamente.',
              'On a repeat the meld concerned is frozen for good.',
            ),
            t('L’arbitro richiama la linea colpevole.', 'The arbitro cautions the offending line.'),
          ],
          B.ALIGN_RULE,
          [fx.frozen],
          [CAUTION],
        ),
      },
      {
        when: { again: 'yes', sanction: 'warning' },
        ruling: ruling(
          t('Gioco congelato e ammonizione alla linea', 'Meld frozen and a warning to the line'),
          [
            t(
              'In caso di recidiva il gioco in questione è congelato definitivamente.',
              'On a repeat the meld concerned is frozen for good.',
            ),
            t('L’arbitro ammonisce la linea colpevole.', 'The arbitro warns the offending line.'),
          ],
          B.ALIGN_RULE,
          [fx.frozen],
          [WARNING],
        ),
      },
      {
        when: { again: 'yes', sanction: 'penalty' },
        ruling: ruling(
          t('Gioco congelato e penalizzazione in MP', 'Meld frozen and an MP penalty'),
          [
            t(
              'In caso di recidiva il gioco in questione è congelato definitivamente.',
              'On a repeat the meld concerned is frozen for good.',
            ),
            t(
              'L’arbitro penalizza la linea colpevole (Tavolo suggerisce 100 MP).',
              'The arbitro penalises the offending line (Tavolo suggests 100 MP).',
            ),
          ],
          B.ALIGN_RULE,
          [fx.frozen],
          [MP100],
          t(
            'Il testo dice «penalizzazione in MP e/o VP» senza cifra: Tavolo suggerisce 100 MP, la penalità che l’art. 22 dà per la reiterata inosservanza della stessa regola di etica, perché la carta girata è un possibile segnale al compagno. L’arbitro può scegliere un’altra cifra o i VP.',
            'The text says "penalty in MP and/or VP" with no figure: Tavolo suggests 100 MP, the penalty art. 22 gives for repeatedly breaking the same rule of ethics, since a card turned round is a possible signal to the partner. The arbitro may choose another figure, or VP.',
          ),
        ),
      },
    ],
    gap: t(
      'Il testo lascia all’arbitro la scelta («a suo insindacabile giudizio») fra richiamo, ammonizione, congelamento definitivo e penalizzazione. Tavolo congela sempre il gioco alla recidiva, come dice la frase dell’avversario («in caso di recidiva può comportare il congelamento definitivo»), e chiede all’arbitro quale sanzione aggiungere.',
      'The text leaves the choice to the arbitro ("at his sole discretion") among caution, warning, freezing for good and a penalty. Tavolo always freezes the meld on a repeat, as the sentence on the opponent says ("on a repeat it may mean freezing for good"), and asks the arbitro which sanction to add.',
    ),
  },
  // ---------------------------------------------------------------- art. 11
  {
    id: 'bur-ch-11-matta-in-alto',
    ...bur(11),
    case: 'matta in alto',
    title: t(
      'Matta messa in alto nella sequenza e poi non continuata',
      'A wild card put at the top of a sequence and then not continued',
    ),
    words: [
      'ha messo la matta in alto e non ha continuato',
      'pinella messa sopra nella scala',
      'jolly in cima alla sequenza',
      'matta dalla parte sbagliata',
    ],
    quote: B.WILD_TOP,
    questions: [
      yesNo(
        'cards',
        t(
          'L’arbitro trova in mano al giocatore carte adatte a proseguire la sequenza?',
          'Does the arbitro find cards in the player’s hand fit to carry the sequence on?',
        ),
      ),
    ],
    rulings: [
      {
        when: { cards: 'yes' },
        ruling: ruling(
          t(
            'L’arbitro lo obbliga a collocare le carte',
            'The arbitro makes him lay the cards down',
          ),
          [
            t(
              'Chi mette la matta nella parte superiore per continuare il gioco non può recedere.',
              'Whoever puts the wild card at the top to carry on may not go back on it.',
            ),
            t(
              'L’arbitro, accertata nel ventaglio la presenza di carte idonee, lo obbliga a collocarle nella sequenza.',
              'The arbitro, having found suitable cards in his hand, makes him place them in the sequence.',
            ),
          ],
          B.WILD_TOP,
          [fx.playAtOnce],
        ),
      },
      {
        when: { cards: 'no' },
        ruling: ruling(
          t(
            'La matta torna in basso; si prosegue',
            'The wild card goes back to the bottom; play goes on',
          ),
          [
            t(
              'La matta libera si rimette nella posizione più bassa, vicino al giocatore.',
              'The free wild card is put back in the lowest place, near the player.',
            ),
            STEP.playContinues,
          ],
          'Le matte libere vanno collocate sempre nella posizione più bassa vicino al giocatore.',
          [fx.restore, fx.playContinues],
          [],
          t(
            'Il testo non dice che cosa succede se il giocatore non ha carte per proseguire: Tavolo suggerisce di rimettere la matta nella posizione regolare; se l’arbitro vi vede un segnale al compagno può richiamare il giocatore per l’etica di gioco (art. 22).',
            'The text does not say what happens if the player has no cards to carry on: Tavolo suggests putting the wild card back in its regular place; if the arbitro sees a signal to the partner in it he may caution the player under the ethics of play (art. 22).',
          ),
        ),
      },
    ],
  },
  // ---------------------------------------------------------------- art. 17
  {
    id: 'bur-ch-17-stallo',
    ...bur(17),
    title: t(
      'Stallo: nessuno vuole pescare dal tallone',
      'Stalemate: nobody will draw from the stock',
    ),
    words: [
      'nessuno pesca dal tallone',
      'stallo per cambio carta',
      'si passano sempre la stessa carta',
      'tutti raccolgono lo scarto',
      'partita bloccata',
    ],
    quote: B.STALL,
    questions: [
      yesNo(
        'twice',
        t(
          'Tutti i giocatori del tavolo hanno rifiutato di pescare per due giri di fila, senza interruzioni?',
          'Have all the players refused to draw for two rounds in a row, without a break?',
        ),
      ),
    ],
    rulings: [
      {
        when: { twice: 'yes' },
        ruling: ruling(
          t('L’arbitro dichiara terminata la mano', 'The arbitro declares the hand over'),
          [
            t('L’arbitro dichiara terminata la mano.', 'The arbitro declares the hand over.'),
            t(
              'Si contano i punti senza il premio di chiusura di 200 punti (art. 18).',
              'The points are counted without the 200-point closing bonus (art. 18).',
            ),
          ],
          B.STALL,
          [fx.handOver],
          [],
        ),
      },
      {
        when: { twice: 'no' },
        ruling: ruling(
          t('Non è ancora stallo: si prosegue', 'Not a stalemate yet: play goes on'),
          [STEP.playContinues],
          B.STALL,
          [fx.playContinues],
        ),
      },
    ],
  },
  // ---------------------------------------------------------------- art. 21
  {
    id: 'bur-ch-21-errore-di-somma',
    ...bur(21),
    case: 'errore di somma',
    title: t('Errore nello score già consegnato', 'An error in a score sheet already handed in'),
    words: [
      'errore nello score',
      'somma sbagliata sullo score',
      'hanno sbagliato il totale',
      'correggere lo score consegnato',
    ],
    quote: `${B.FINAL} … ${B.NO_LATER}`,
    questions: [
      question('kind', t('Che errore è?', 'What error is it?'), [
        option('sum', 'Un errore di somma o sottrazione', 'An error of addition or subtraction'),
        option(
          'other',
          'Un altro errore (punti di una mano scritti male, conteggio sbagliato)',
          'Another error (a hand’s points written wrong, a wrong count)',
        ),
      ]),
      yesNo(
        'last',
        t('L’ultimo turno di gara è già finito?', 'Is the last round of the event already over?'),
        { kind: 'sum' },
      ),
    ],
    rulings: [
      {
        when: { kind: 'other' },
        ruling: ruling(
          t(
            'Lo score consegnato è valido e definitivo',
            'The score sheet handed in is valid and final',
          ),
          [
            t(
              'Consegnato all’arbitro, lo score è valido e definitivo: l’errore non si corregge.',
              'Once handed to the arbitro the score sheet is valid and final: the error is not corrected.',
            ),
          ],
          B.FINAL,
          [],
        ),
      },
      {
        when: { kind: 'sum', last: 'no' },
        ruling: ruling(
          t('L’arbitro corregge la somma', 'The arbitro corrects the sum'),
          [
            t(
              'L’errore di somma o sottrazione si corregge anche dopo la consegna.',
              'An error of addition or subtraction is corrected even after the sheet is handed in.',
            ),
            t(
              'Per l’effetto sugli accoppiamenti del turno successivo vedi lo stesso articolo (correzione e accoppiamenti).',
              'For the effect on the next round’s pairings see the same article (correction and pairings).',
            ),
          ],
          B.FINAL,
          [],
          [SCORE],
        ),
      },
      {
        when: { kind: 'sum', last: 'yes' },
        ruling: ruling(
          t('Dopo l’ultimo turno nessuna correzione', 'After the last round no correction'),
          [
            t(
              'Dopo l’ultimo turno di gara non sono ammesse correzioni agli score.',
              'After the last round no corrections to the score sheets are allowed.',
            ),
          ],
          B.NO_LATER,
          [],
        ),
      },
    ],
  },
  {
    id: 'bur-ch-21-punteggi-invertiti',
    ...bur(21),
    case: 'punteggi invertiti',
    title: t(
      'Le coppie hanno invertito i punteggi sullo score',
      'The pairs swapped their scores on the score sheet',
    ),
    words: [
      'punteggi invertiti',
      'hanno scritto i punti alla coppia sbagliata',
      'risultato scambiato sullo score',
      'vittoria segnata agli avversari',
    ],
    quote: `${B.INVERTED} … ${B.NO_LATER}`,
    questions: [
      yesNo(
        'agreed',
        t(
          'Il tavolo riconosce di comune accordo l’errore?',
          'Does the table agree together that there is an error?',
        ),
      ),
      yesNo(
        'last',
        t('L’ultimo turno di gara è già finito?', 'Is the last round of the event already over?'),
        { agreed: 'yes' },
      ),
    ],
    rulings: [
      {
        when: { agreed: 'yes', last: 'no' },
        ruling: ruling(
          t('L’arbitro rettifica il risultato', 'The arbitro corrects the result'),
          [
            t(
              'Il tavolo riconosce l’errore: l’arbitro rettifica il risultato.',
              'The table acknowledges the error: the arbitro corrects the result.',
            ),
            t(
              'Per l’effetto sugli accoppiamenti del turno successivo vedi lo stesso articolo (correzione e accoppiamenti).',
              'For the effect on the next round’s pairings see the same article (correction and pairings).',
            ),
          ],
          B.INVERTED,
          [],
          [SCORE],
        ),
      },
      {
        when: { agreed: 'yes', last: 'yes' },
        ruling: ruling(
          t('Dopo l’ultimo turno nessuna correzione', 'After the last round no correction'),
          [
            t(
              'Dopo l’ultimo turno di gara non sono ammesse correzioni agli score.',
              'After the last round no corrections to the score sheets are allowed.',
            ),
          ],
          B.NO_LATER,
          [],
        ),
      },
      {
        when: { agreed: 'no' },
        ruling: ruling(
          t(
            'Senza accordo del tavolo il risultato resta',
            'Without the table’s agreement the result stands',
          ),
          [
            t(
              'L’arbitro può rettificare solo se il tavolo di concerto riconosce l’errore: il risultato consegnato resta.',
              'The arbitro may correct only if the table agrees on the error: the result handed in stands.',
            ),
          ],
          B.INVERTED,
          [],
        ),
      },
    ],
  },
  {
    id: 'bur-ch-21-correzione-e-accoppiamenti',
    ...bur(21),
    case: 'correzione e accoppiamenti',
    title: t(
      'Un risultato corretto dopo che ha deciso gli accoppiamenti',
      'A result corrected after it has set the pairings',
    ),
    words: [
      'accoppiamenti sbagliati per un errore di score',
      'danese con risultato sbagliato',
      'correzione dopo la pubblicazione dei tavoli',
      'classifica sbagliata per errore di score',
    ],
    quote: `${B.PAIRING} … ${B.INDEPENDENT} … ${B.DEPENDENT} … ${B.NOT_PUBLISHED} … ${B.PUBLISHED}`,
    questions: [
      question(
        'system',
        t(
          'Gli accoppiamenti del turno dipendono dai punteggi acquisiti?',
          'Do the round’s pairings depend on the scores so far?',
        ),
        [
          option(
            'independent',
            'No (Mitchell, gironi all’italiana o simili)',
            'No (Mitchell, round robin or the like)',
          ),
          option('dependent', 'Sì (Danese o simili)', 'Yes (Danish or the like)'),
        ],
      ),
      yesNo(
        'published',
        t(
          'La posizione ai tavoli del turno successivo è già stata redatta e pubblicata?',
          'Has the seating for the next round already been drawn up and posted?',
        ),
        { system: 'dependent' },
      ),
    ],
    rulings: [
      {
        when: { system: 'independent' },
        ruling: ruling(
          t('Si corregge', 'It is corrected'),
          [
            t(
              'Gli accoppiamenti non dipendono dai punteggi: l’arbitro corregge il risultato.',
              'The pairings do not depend on the scores: the arbitro corrects the result.',
            ),
          ],
          B.INDEPENDENT,
          [],
          [SCORE],
        ),
      },
      {
        when: { system: 'dependent', published: 'no' },
        ruling: ruling(
          t(
            'Si corregge il risultato e, con esso, gli accoppiamenti',
            'The result is corrected and the pairings with it',
          ),
          [
            t(
              'La posizione ai tavoli non è ancora resa: l’arbitro corregge il risultato e fa gli accoppiamenti sulla classifica corretta.',
              'The seating is not out yet: the arbitro corrects the result and pairs on the corrected standings.',
            ),
          ],
          B.NOT_PUBLISHED,
          [],
          [SCORE],
        ),
      },
      {
        when: { system: 'dependent', published: 'yes' },
        ruling: ruling(
          t(
            'Si corregge il risultato ma gli accoppiamenti restano',
            'The result is corrected but the pairings stay',
          ),
          [
            t(
              'La posizione ai tavoli è già pubblicata: si inizia il turno con gli accoppiamenti com’erano.',
              'The seating is already posted: the round starts with the pairings as they were.',
            ),
            t(
              'L’arbitro corregge il risultato e rimette in ordine gli accoppiamenti dal turno successivo.',
              'The arbitro corrects the result and puts the pairings right from the following round.',
            ),
          ],
          `${B.PUBLISHED} … ${B.PAIRING}`,
          [],
          [SCORE],
        ),
      },
    ],
  },
];

/** Every entry of the procedure articles, Scala 40 first. */
export const procedureEntries: readonly Entry[] = [
  ...procedureScala40Entries,
  ...procedureBurracoEntries,
];
