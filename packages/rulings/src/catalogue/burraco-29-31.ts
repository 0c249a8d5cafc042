/** BUR-CH art. 29-31 as catalogue entries. */
import type { Effect, Entry, Question, RecordEffect, Ruling, RulingRule, Text } from '../model.js';
import { STEP, t, yesNo } from './texts.js';

const NONE: readonly RecordEffect[] = [];

const ruling = (
  summary: Text,
  steps: readonly Text[],
  quote: string,
  effects: readonly Effect[],
  note?: Text,
): Ruling => ({ summary, steps, quote, effects, record: NONE, ...(note ? { note } : {}) });

// ---------------------------------------------------------------------------------------------
// Art. 29: the sentences shared by its cases.

const Q29 = {
  /** The general text: three moments, three treatments. */
  GENERAL:
    'Si definiscono “penalizzate” le carte che, giocate impropriamente, e non sanabili, devono essere scartate o conteggiate negativamente.',
  NOT_AFTER_OTHERS:
    'Un gioco non potrà mai essere sanato se prima siano stati effettuati altri giochi',
  OTHERS_FROZEN:
    'Se un errore viene rilevato solo dopo che un giocatore ha effettuato altri giochi, ma prima dello scarto, I giochi calati successivamente all’errore saranno temporaneamente congelati.',
  PARTNER:
    'qualora fosse il proprio compagno a segnalare l’errore, non sarà consentito di sanarlo, si interromperà il gioco e la carta impropriamente “legata”, sarà penalizzata e quindi “subito scartata”. Durante il giro successive il giocatore potrà fare gioco, ma potrà chiudere solo il giro successivo allo scarto dell’ultima carta penalizzata. Il proprio compagno, invece, non potrà chiudere solo durante il giro in cui è avvenuta l’irregolarità.',
  AFTER_DISCARD:
    'Nel caso un giocatore cali o leghi un qualsiasi gioco e scarti una carta (quindi termini “la sua fase di gioco”) (anche per chiudere o andare a pozzetto) ma prima che l’avversario alla sua sinistra abbia pescato ( e quindi “ iniziato la sua fase di gioco”), ci si accorga che l’ultimo gioco effettuato prima dello scarto, è errato, l’arbitro interverrà penalizzando il gioco errato e non convalidando l’eventuale chiusura effettuata. Le carte penalizzate saranno poste scoperte ai bordi del tavolo, accanto al giocatore colpevole e quindi scartate dalla carta dal valore più basso alla carta dal valore più alto. Il giocatore colpevole, nei giri successivi potrà fare gioco, ma potrà chiudere solo il giro successive allo scarto dell’ultima carta penalizzata, mentre il proprio compagno non potrà chiudere solo nel giro in cui è avvenuto l’errore.',
  LATER_RULE:
    'Qualora invece il gioco fosse proseguito e il giocatore avversario alla sinistra, avesse “iniziato la sua fase di gioco” con la pesca o la raccolta, e solo dopo ci si accorgesse dell’errore, si applicherà la regola: “ Errore rilevato al di fuori del proprio turno di gioco”.',
  OUTSIDE:
    'Il gioco contenente la carta errata sarà definitivamente congelato e alla fine della mano saranno conteggiate negativamente solo le carte eccedenti.',
} as const;

const S = {
  penalised: t(
    'Le carte che non possono essere sanate sono penalizzate.',
    'The cards that cannot be healed are penalty cards.',
  ),
  discardNow: t(
    'La carta penalizzata è “subito scartata”: è lo scarto di questo turno.',
    'The penalty card is discarded at once: it is this turn’s discard.',
  ),
  othersFrozen: t(
    'I giochi calati dopo l’errore sono congelati temporaneamente (per un giro): nessuno vi può legare carte.',
    'The melds made after the error are frozen for one round: nobody may lay off on them.',
  ),
  frozenForGood: t(
    'Il gioco che contiene la carta errata è congelato definitivamente: fino alla fine della mano nessuno vi può legare carte.',
    'The meld holding the wrong card is frozen for good: nobody may lay off on it until the end of the hand.',
  ),
  excessNegative: t(
    'A fine mano le carte eccedenti di quel gioco si contano in negativo, le altre in positivo; il gioco non vale come burraco.',
    'At the end of the hand the excess cards of that meld count as minus points, the others as plus points; the meld does not count as a burraco.',
  ),
  noHeal: t('Il gioco errato non può essere sanato.', 'The wrong meld may not be healed.'),
  closeAfterServed: t(
    'Nei giri successivi il colpevole può fare gioco, ma può chiudere solo il giro successivo allo scarto dell’ultima carta penalizzata.',
    'In the next rounds the offender may play, but may close only in the round after his last penalty card is discarded.',
  ),
} as const;

/** After the discard, before the opponent on the left draws: the wrong play is penalised. */
const afterDiscard = (closed: boolean, quote: string = Q29.AFTER_DISCARD): Ruling =>
  ruling(
    closed
      ? t(
          'Gioco errato penalizzato, la chiusura non è convalidata',
          'Wrong play penalised, the closing does not stand',
        )
      : t('Gioco errato penalizzato', 'Wrong play penalised'),
    [
      t(
        'Il gioco errato (l’ultimo effettuato prima dello scarto) è penalizzato: le sue carte non possono più essere sanate.',
        'The wrong play (the last one before the discard) is penalised: its cards may no longer be healed.',
      ),
      ...(closed
        ? [
            t(
              'La chiusura fatta con quello scarto non è convalidata: la mano prosegue.',
              'The closing made with that discard does not stand: the hand goes on.',
            ),
          ]
        : []),
      t(
        'Le carte penalizzate sono poste scoperte sul bordo del tavolo accanto al colpevole e scartate, una per giro, dalla più bassa alla più alta.',
        'The penalty cards are put face up on the edge of the table beside the offender and discarded one a round, lowest first.',
      ),
      S.closeAfterServed,
      STEP.partnerNoClose,
    ],
    quote,
    [
      { kind: 'no-heal' },
      { kind: 'penalty-cards' },
      ...(closed ? [{ kind: 'closing-void' } as const] : []),
      { kind: 'no-close-until-penalties-served' },
      { kind: 'partner-no-close-this-round' },
    ],
    closed
      ? undefined
      : t(
          'Il testo non dice che cosa accade al pozzetto preso con quello scarto: Tavolo suggerisce di lasciarlo al giocatore, perché l’articolo annulla soltanto “l’eventuale chiusura effettuata” e il N.B. dice “sarà penalizzato solo l’errore citato e non le conseguenze”.',
          'The text does not say what happens to a pozzetto taken with that discard: Tavolo suggests the player keeps it, since the article voids only “l’eventuale chiusura effettuata” and the N.B. says “sarà penalizzato solo l’errore citato e non le conseguenze”.',
        ),
  );

/** Noticed after the next player began: the wrong meld is frozen for good. */
const outside = (quote: string = `${Q29.LATER_RULE} … ${Q29.OUTSIDE}`): Ruling =>
  ruling(
    t(
      'Gioco congelato definitivamente, carte eccedenti contate in negativo',
      'Meld frozen for good, excess cards counted as minus points',
    ),
    [S.frozenForGood, S.excessNegative, STEP.playContinues],
    quote,
    [
      { kind: 'meld-frozen', until: 'end-of-hand' },
      { kind: 'counted-negative' },
      { kind: 'play-continues' },
    ],
  );

const WHEN: Question = {
  id: 'when',
  text: t('Quando ci si è accorti dell’errore?', 'When was the error noticed?'),
  options: [
    {
      id: 'own-turn',
      text: t(
        'Durante il turno del colpevole, prima dello scarto',
        "During the offender's turn, before the discard",
      ),
    },
    {
      id: 'after-discard',
      text: t(
        'Dopo lo scarto, prima che l’avversario a sinistra peschi o raccolga',
        'After the discard, before the opponent on the left draws or takes the discard',
      ),
    },
    {
      id: 'later',
      text: t(
        'Dopo che l’avversario a sinistra ha pescato o raccolto',
        'After the opponent on the left drew or took the discard',
      ),
    },
  ],
};

const OTHER_PLAYS = yesNo(
  'other-plays',
  t(
    'Dopo il gioco errato il giocatore aveva già fatto altri giochi?',
    'Had the player made other plays after the wrong one?',
  ),
  { when: 'own-turn' },
);

const CLOSED_WITH_DISCARD = (askIf?: Question['askIf']): Question =>
  yesNo(
    'closed',
    t('Con quello scarto il giocatore aveva chiuso?', 'Had the player closed with that discard?'),
    askIf,
  );

/** The rulings for an error noticed after the discard, or after the next player began. */
const timingRules = (): RulingRule[] => [
  { when: { when: 'after-discard', closed: 'yes' }, ruling: afterDiscard(true) },
  { when: { when: 'after-discard' }, ruling: afterDiscard(false) },
  { when: { when: 'later' }, ruling: outside() },
];

/** A ruling with consequences added to a shared one's. */
const withEffects = (r: Ruling, ...extra: readonly Effect[]): Ruling => ({
  ...r,
  effects: [...r.effects, ...extra],
});

/** A penalised lay-off or meld during the turn: one card discarded at once, or several. */
const penalisedNow = (
  summary: Text,
  quote: string,
  count: 'one' | 'several',
  opts: { othersFrozen?: boolean; heal?: boolean; note?: Text; first?: Text } = {},
): Ruling =>
  ruling(
    summary,
    [
      ...(opts.first ? [opts.first] : []),
      ...(opts.heal ? [] : [S.noHeal]),
      S.penalised,
      ...(opts.othersFrozen ? [S.othersFrozen] : []),
      count === 'one' ? S.discardNow : STEP.penaltyCards,
      STEP.turnEnds,
      S.closeAfterServed,
      STEP.partnerNoClose,
    ],
    quote,
    [
      ...(opts.heal ? [{ kind: 'may-heal' } as const] : [{ kind: 'no-heal' } as const]),
      ...(opts.othersFrozen ? [{ kind: 'meld-frozen', until: 'next-turn' } as const] : []),
      count === 'one'
        ? ({ kind: 'discard-at-once' } as const)
        : ({ kind: 'penalty-cards' } as const),
      { kind: 'turn-ends' },
      { kind: 'no-close-until-penalties-served' },
      { kind: 'partner-no-close-this-round' },
    ],
    opts.note,
  );

const COUNT = (askIf: Question['askIf']): Question => ({
  id: 'count',
  text: t('Quante carte restano fuori dal gioco?', 'How many cards are left out of the meld?'),
  options: [
    { id: 'one', text: t('Una sola', 'Just one') },
    { id: 'several', text: t('Più di una', 'More than one') },
  ],
  ...(askIf ? { askIf } : {}),
});

// ---------------------------------------------------------------------------------------------

export const burraco2931Entries: readonly Entry[] = [
  // Art. 29, the rules every penalty card follows.
  {
    id: 'bur-ch-29-generale',
    game: 'burraco',
    source: 'BUR-CH',
    article: 29,
    case: 'generale',
    title: t('Carte penalizzate: scarto e chiusura', 'Penalty cards: discarding them and closing'),
    words: [
      'carte penalizzate',
      'carta penalizzata',
      'come si scartano le penalizzate',
      'ha chiuso con carte penalizzate in mano',
      'chiusura con penalizzate',
      'può chiudere con le penalizzate',
      'compagno raccoglie la penalizzata',
      'scarto antinorma',
    ],
    quote: `${Q29.GENERAL} La carta penalizzata scartata dal giocatore colpevole, potrà essere raccolta dal compagno di gioco solo se questi utlizzerà l’ultimo scarto dell’avversario che lo precede. La carta penalizzata interrompe ulteriori fasi di gioco, il colpevole e il suo compagno possono fare gioco normalmente ma non possono chiudere fin quando non viene scartata l’ultima carta penalizzata, ad eccezione del compagno che dovrà scontare tale penalità solo durante il giro in cui è avvenuta l’irregolarità. … Se, prima dello scarto di tutte le carte penalizzate, fosse avvenuta la chiusura, le carte non ancora scartate saranno conteggiate negativamente. Ove il gioco improprio di un colpevole, comporti la formazione di più carte penalizzate, le stesse dovranno essere scartate secondo antinorma ( a partire da quella con il valore più basso).`,
    questions: [
      yesNo(
        'closed',
        t(
          'Qualcuno ha chiuso prima che il colpevole scartasse tutte le carte penalizzate?',
          'Did someone close before the offender discarded all his penalty cards?',
        ),
      ),
    ],
    rulings: [
      {
        when: { closed: 'no' },
        ruling: ruling(
          t(
            'Scartare le penalizzate una per giro; il colpevole non chiude finché non le ha scartate',
            'Discard the penalty cards one a round; the offender may not close until they are all gone',
          ),
          [
            STEP.turnEnds,
            STEP.penaltyCards,
            t(
              'Il colpevole e il compagno possono fare gioco normalmente.',
              'The offender and his partner may play as normal.',
            ),
            STEP.noCloseUntilServed,
            STEP.partnerNoClose,
            t(
              'La carta penalizzata scartata può essere raccolta dal compagno del colpevole solo se questi utilizza l’ultimo scarto dell’avversario che lo precede.',
              "The offender's partner may take a discarded penalty card only if he uses the last discard of the opponent before him.",
            ),
          ],
          'La carta penalizzata interrompe ulteriori fasi di gioco, il colpevole e il suo compagno possono fare gioco normalmente ma non possono chiudere fin quando non viene scartata l’ultima carta penalizzata, ad eccezione del compagno che dovrà scontare tale penalità solo durante il giro in cui è avvenuta l’irregolarità.',
          [
            { kind: 'turn-ends' },
            { kind: 'penalty-cards' },
            { kind: 'no-close-until-penalties-served' },
            { kind: 'partner-no-close-this-round' },
            { kind: 'partner-pile-last-discard-only' },
          ],
          t(
            'Il testo dice che le penalizzate vanno poggiate “coperte” in un angolo del tavolo, ma nei casi A1-A2 e N che siano poste “scoperte ai bordi del tavolo”: Tavolo suggerisce scoperte, come dicono i casi particolari e come serve perché siano “individuabili numericamente da tutti i giocatori”.',
            'The text says the penalty cards are put “coperte” (face down) in a corner, but cases A1-A2 and N say “scoperte” (face up) on the edge: Tavolo suggests face up, as the particular cases say.',
          ),
        ),
      },
      {
        when: { closed: 'yes' },
        ruling: ruling(
          t(
            'Le penalizzate non ancora scartate si contano in negativo',
            'The penalty cards not yet discarded count as minus points',
          ),
          [
            t(
              'Le carte penalizzate che il colpevole non ha ancora scartato si contano in negativo nel suo punteggio della mano.',
              "The penalty cards the offender has not yet discarded count as minus points in his line's score for the hand.",
            ),
          ],
          'Se, prima dello scarto di tutte le carte penalizzate, fosse avvenuta la chiusura, le carte non ancora scartate saranno conteggiate negativamente.',
          [{ kind: 'counted-negative' }],
        ),
      },
    ],
  },

  // Art. 29 A1: a wrong meld put down during the turn.
  {
    id: 'bur-ch-29-a1',
    game: 'burraco',
    source: 'BUR-CH',
    article: 29,
    case: 'A1',
    title: t(
      'Gioco calato errato: carta eccedente o mancante in una sequenza o combinazione',
      'Wrong meld put down: an excess or missing card in a sequence or set',
    ),
    words: [
      'ha calato una scala sbagliata',
      'calata errata',
      'sequenza sbagliata',
      'combinazione sbagliata',
      'tris sbagliato',
      'manca una carta nella scala',
      'scala con un buco',
      'seme sbagliato nella scala',
      'gioco calato sbagliato',
      'sanare il gioco',
      'calato male',
    ],
    quote:
      'A1) Carta eccedente e/o mancante calata in sequenza Si interrompe il gioco e la carta che compone il gioco errato potrà essere “subito sanata”, prima di fare qualsiasi altro gioco, solo con le carte in mano, e il gioco proseguirà regolarmente; mentre la carta non sanabile sarà penalizzata e dovrà essere “subito scartata” (non potrà essere sanata la carta penalizzata ponendola su giochi calati precedentemente). Il giocatore colpevole, interromperà il proprio gioco, mentre il compagno non potrà chiudere per quell turno. Un gioco non potrà mai essere sanato se prima siano stati effettuati altri giochi',
    questions: [
      WHEN,
      CLOSED_WITH_DISCARD({ when: 'after-discard' }),
      {
        id: 'what',
        text: t('Che cosa è successo?', 'What happened?'),
        askIf: { when: 'own-turn' },
        options: [
          {
            id: 'wrong-meld',
            text: t('Il gioco calato è errato', 'The meld put down is wrong'),
          },
          {
            id: 'arrangement',
            text: t(
              'Le carte sono solo disposte male: in ordine il gioco è valido',
              'The cards are only badly arranged: in order the meld is valid',
            ),
          },
          {
            id: 'dropped',
            text: t(
              'Mentre calava o legava gli è caduta una carta',
              'A card fell while he was melding or laying off',
            ),
          },
        ],
      },
      { ...OTHER_PLAYS, askIf: { when: 'own-turn', what: 'wrong-meld' } },
      yesNo(
        'partner',
        t(
          'È stato il compagno del colpevole a segnalare l’errore?',
          "Was it the offender's partner who pointed out the error?",
        ),
        { when: 'own-turn', what: 'wrong-meld', 'other-plays': 'no' },
      ),
      {
        id: 'heal',
        text: t(
          'Con le carte che ha in mano, come può sanare il gioco?',
          'With the cards in his hand, how can he heal the meld?',
        ),
        askIf: { when: 'own-turn', what: 'wrong-meld', 'other-plays': 'no', partner: 'no' },
        options: [
          {
            id: 'complete',
            text: t(
              'Lo sana del tutto, senza che resti fuori alcuna carta',
              'He heals it fully, no card is left out',
            ),
          },
          {
            id: 'one-out',
            text: t(
              'Lo sana, ma resta fuori una carta (quella sostituita)',
              'He heals it, but one card (the one replaced) is left out',
            ),
          },
          {
            id: 'several-out',
            text: t(
              'Non può sanarlo, o lo sana solo in parte: restano fuori più carte',
              'He cannot heal it, or only in part: several cards are left out',
            ),
          },
        ],
      },
    ],
    rulings: [
      ...timingRules(),
      {
        when: { what: 'arrangement' },
        ruling: ruling(
          t(
            'Nessuna sanzione: è solo un’errata disposizione',
            'No penalty: only a bad arrangement',
          ),
          [
            t('Si riordinano le carte del gioco.', 'The cards of the meld are put in order.'),
            STEP.playContinues,
          ],
          'e. Se venisse calata una sequenza A©-matta-3©-2©-5©: non si applicherà alcuna sanzione, essendo una semplice errata disposizione delle carte.',
          [{ kind: 'no-penalty' }, { kind: 'play-continues' }],
        ),
      },
      {
        when: { what: 'dropped' },
        ruling: ruling(
          t(
            'Carta esposta: giocarla subito, altrimenti scartarla subito',
            'Exposed card: play it at once, or discard it at once',
          ),
          [
            t(
              'La carta caduta è una “carta esposta caduta accidentalmente” (art. 28).',
              'The dropped card is an exposed card (art. 28).',
            ),
            STEP.playAtOnce,
            STEP.discardAtOnce,
          ],
          'f. Se ad un giocatore, mentre sta calando o legando delle carte, gli cadesse una carta, la stessa sarà considerate “carta esposta caduta accidentalmente” e dovrà essere subito giocata o scartata.',
          [{ kind: 'play-at-once' }, { kind: 'discard-at-once' }],
        ),
      },
      {
        when: { 'other-plays': 'yes' },
        ruling: penalisedNow(
          t(
            'Non si può più sanare: carte penalizzate, giochi successivi congelati',
            'It can no longer be healed: penalty cards, later melds frozen',
          ),
          Q29.NOT_AFTER_OTHERS,
          'several',
          {
            othersFrozen: true,
            note: t(
              'A1 dice solo che il gioco non si può più sanare; il congelamento temporaneo dei giochi fatti dopo l’errore è nei casi A2 (“I giochi calati successivamente all’errore saranno temporaneamente congelati”): Tavolo lo applica anche qui.',
              'A1 only says the meld can no longer be healed; the one-round freeze of the melds made after the error is in cases A2: Tavolo applies it here too.',
            ),
          },
        ),
      },
      {
        when: { partner: 'yes' },
        ruling: penalisedNow(
          t(
            'Segnalato dal compagno: non si sana, carte penalizzate',
            'Pointed out by the partner: no healing, penalty cards',
          ),
          Q29.NOT_AFTER_OTHERS,
          'several',
          {
            note: t(
              'A1 non tratta il caso del compagno; lo fanno A2,1 e A2,2 (“qualora fosse il proprio compagno a segnalare l’errore, non sarà consentito di sanarlo”) e l’art. 22 (“non permetterà al giocatore di sanare eventuali giochi errati”): Tavolo non lascia sanare e penalizza le carte del gioco errato.',
              'A1 does not cover the partner; A2,1, A2,2 and art. 22 do (“non permetterà al giocatore di sanare eventuali giochi errati”): Tavolo allows no healing and penalises the cards of the wrong meld.',
            ),
          },
        ),
      },
      {
        when: { heal: 'complete' },
        ruling: ruling(
          t('Si sana subito e il gioco prosegue', 'Heal it at once and play goes on'),
          [
            t(
              'Il gioco errato va sanato subito, prima di ogni altro gioco, solo con le carte in mano.',
              'The wrong meld is healed at once, before any other play, with cards from the hand only.',
            ),
            STEP.playContinues,
          ],
          'la carta che compone il gioco errato potrà essere “subito sanata”, prima di fare qualsiasi altro gioco, solo con le carte in mano, e il gioco proseguirà regolarmente',
          [{ kind: 'may-heal' }, { kind: 'play-continues' }],
        ),
      },
      {
        when: { heal: 'one-out' },
        ruling: penalisedNow(
          t(
            'Si sana; la carta sostituita è penalizzata e subito scartata',
            'Heal it; the card replaced is a penalty card, discarded at once',
          ),
          'mentre la carta non sanabile sarà penalizzata e dovrà essere “subito scartata” (non potrà essere sanata la carta penalizzata ponendola su giochi calati precedentemente). Il giocatore colpevole, interromperà il proprio gioco, mentre il compagno non potrà chiudere per quell turno.',
          'one',
          {
            heal: true,
            first: t(
              'Il gioco va sanato subito con la carta giusta (o una matta) presa dalla mano; la carta sostituita non può essere legata ad altri giochi già calati.',
              'The meld is healed at once with the right card (or a wild card) from the hand; the card replaced may not be laid off on other melds.',
            ),
            note: t(
              'Se la carta che sana è l’ultima che il giocatore ha in mano, vale il caso “A1 ultima carta” (voce bur-ch-29-a1-ultima-carta).',
              'If the healing card is the last one in the player’s hand, the case “A1 ultima carta” applies (entry bur-ch-29-a1-ultima-carta).',
            ),
          },
        ),
      },
      {
        when: { heal: 'several-out' },
        ruling: penalisedNow(
          t(
            'Si sana al più una parte del gioco; le altre carte sono penalizzate',
            'At most part of the meld is healed; the other cards are penalty cards',
          ),
          'se ciò non fosse possibile, si potrà sanare una soltanto delle carte calate mentre le altre saranno penalizzate.',
          'several',
          {
            heal: true,
            note: t(
              '“si potrà sanare una soltanto delle carte calate”: il testo non dice come una sola carta si sani. Tavolo suggerisce: il giocatore sana con le carte in mano la parte del gioco che può (una sequenza, o la carta che completa il gioco), e tutte le altre carte del gioco errato sono penalizzate, scartate una per giro dalla più bassa.',
              '“si potrà sanare una soltanto delle carte calate”: the text does not say how a single card is healed. Tavolo suggests: the player heals with cards from his hand the part he can, and every other card of the wrong meld is a penalty card, discarded one a round lowest first.',
            ),
          },
        ),
      },
    ],
    gap: t(
      'Il titolo di A1 dice “calata in sequenza”, ma i suoi esempi (b, d) trattano anche le combinazioni: Tavolo applica A1 a ogni gioco calato errato. A1 dice sia “il gioco proseguirà regolarmente” sia “Il giocatore colpevole, interromperà il proprio gioco”: Tavolo lascia proseguire quando il gioco è sanato senza carte fuori, e interrompe il turno quando resta una carta penalizzata.',
      'A1’s heading says “calata in sequenza”, but its examples (b, d) cover sets as well: Tavolo applies A1 to every wrong meld. A1 says both that play goes on and that the offender stops playing: Tavolo lets play go on when the meld is healed with no card left out, and ends the turn when a penalty card is left.',
    ),
  },

  {
    id: 'bur-ch-29-a1-ultima-carta',
    game: 'burraco',
    source: 'BUR-CH',
    article: 29,
    case: 'A1 ultima carta',
    title: t(
      'Gioco calato errato, da sanare con l’ultima carta in mano',
      'Wrong meld to be healed with the last card in hand',
    ),
    words: [
      'sanare con l’ultima carta',
      'calato sbagliato con l’ultima carta',
      'chiude sanando il gioco',
      'ha calato male per chiudere',
      'ultima carta per sanare',
      'va a pozzetto sanando',
    ],
    quote:
      'Nel caso in cui un giocatore “cali”, come ultimo gioco, una sequenza o una combinazione errata ed abbia in mano la carta idonea a sanare il gioco, se questa carta fosse l’ultima in suo possesso (e quindi quella da scartare), potrà sanare il gioco e scartare la carta impropria, ma dovendo interrompere il gioco ed essendo in penalità, potrà chiudere solo il giro successive, dopo aver pescato o raccolto e scartato.',
    questions: [
      {
        id: 'outcome',
        text: t(
          'Sanando il gioco e scartando la carta impropria, il giocatore chiuderebbe o andrebbe a pozzetto?',
          'By healing the meld and discarding the wrong card, would the player close or go to the pozzetto?',
        ),
        options: [
          { id: 'close', text: t('Chiudere', 'To close') },
          {
            id: 'pozzetto',
            text: t('Andare a pozzetto', 'To go to the pozzetto'),
          },
        ],
      },
    ],
    rulings: [
      {
        when: { outcome: 'close' },
        ruling: ruling(
          t(
            'Può sanare e scartare la carta impropria, ma non chiude: chiuderà solo il giro successivo',
            'He may heal and discard the wrong card, but does not close: he may close only the next round',
          ),
          [
            t(
              'Sana il gioco con la sua ultima carta e scarta la carta impropria.',
              'He heals the meld with his last card and discards the wrong card.',
            ),
            t(
              'Non chiude: essendo in penalità, potrà chiudere solo il giro successivo, dopo aver pescato o raccolto e scartato.',
              'He does not close: being under penalty, he may close only the next round, after drawing or taking the discard and discarding.',
            ),
            STEP.partnerNoClose,
          ],
          'Nel caso in cui un giocatore “cali”, come ultimo gioco, una sequenza o una combinazione errata ed abbia in mano la carta idonea a sanare il gioco, se questa carta fosse l’ultima in suo possesso (e quindi quella da scartare), potrà sanare il gioco e scartare la carta impropria, ma dovendo interrompere il gioco ed essendo in penalità, potrà chiudere solo il giro successive, dopo aver pescato o raccolto e scartato.',
          [
            { kind: 'may-heal' },
            { kind: 'discard-at-once' },
            { kind: 'turn-ends' },
            { kind: 'closing-void' },
            { kind: 'offender-no-close-this-round' },
            { kind: 'no-close-until-penalties-served' },
            { kind: 'partner-no-close-this-round' },
          ],
        ),
      },
      {
        when: { outcome: 'pozzetto' },
        ruling: ruling(
          t(
            'Può sanare e scartare la carta impropria; il pozzetto lo giocherà solo il giro successivo',
            'He may heal and discard the wrong card; he plays the pozzetto only the next round',
          ),
          [
            t(
              'Sana il gioco con la sua ultima carta e scarta la carta impropria; prende il pozzetto.',
              'He heals the meld with his last card, discards the wrong card and takes the pozzetto.',
            ),
            t(
              'Il giro successivo deve pescare o raccogliere e scartare una carta, senza poter giocare il pozzetto.',
              'The next round he must draw or take the discard and discard a card, without playing the pozzetto.',
            ),
            STEP.partnerNoClose,
          ],
          'Se con questa giocata fosse andato a pozzetto, nel giro successive dovrà pescare o raccogliere e scartare una carta senza poterlo giocare.',
          [
            { kind: 'may-heal' },
            { kind: 'discard-at-once' },
            { kind: 'turn-ends' },
            { kind: 'draw-and-discard-only' },
            { kind: 'no-pozzetto-in-diretta' },
            { kind: 'no-close-until-penalties-served' },
            { kind: 'partner-no-close-this-round' },
          ],
          t(
            'Il testo dice che il giro successivo pesca e scarta “senza poterlo giocare”: Tavolo legge “lo” come il pozzetto, e applica il limite di pesca e scarto al solo giro successivo.',
            'The text says that the next round he draws and discards “senza poterlo giocare”: Tavolo reads “lo” as the pozzetto, and limits him to draw and discard for that next round only.',
          ),
        ),
      },
    ],
  },

  // Art. 29 A2,1: an excess card laid off on a sequence.
  {
    id: 'bur-ch-29-a2-1',
    game: 'burraco',
    source: 'BUR-CH',
    article: 29,
    case: 'A2,1',
    title: t('Carta eccedente legata in una sequenza', 'Excess card laid off on a sequence'),
    words: [
      'ha legato una carta sbagliata',
      'legato una carta sbagliata alla scala',
      'attaccato una carta di un altro seme',
      'legato il seme sbagliato',
      'carta che non va nella scala',
      'ha legato al gioco sbagliato',
      'attaccato male',
      'legata una seconda matta',
      'due matte nella scala',
      'carta eccedente legata',
    ],
    quote:
      'A2,1) Carta eccedente legata in una sequenza Non potrà mai essere sanata, si interrompe il gioco e le carte eccdenti saranno penalizzate.',
    questions: [
      WHEN,
      CLOSED_WITH_DISCARD({ when: 'after-discard' }),
      OTHER_PLAYS,
      yesNo(
        'meld',
        t(
          'Le carte legate formano da sole un gioco valido (tre o più carte in sequenza o combinazione, anche con una matta)?',
          'Do the cards laid off make a valid meld on their own (three or more in sequence or set, a wild card included)?',
        ),
        { when: 'own-turn' },
      ),
      COUNT({ when: 'own-turn', meld: 'no' }),
    ],
    rulings: [
      ...timingRules(),
      ...(['yes', 'no'] as const).map((others): RulingRule => ({
        when: { 'other-plays': others, meld: 'yes' },
        ruling: ruling(
          t(
            'Le carte sono calate a parte e congelate definitivamente',
            'The cards are melded apart and frozen for good',
          ),
          [
            S.noHeal,
            t(
              'Le carte legate sono calate separatamente, come gioco a sé, e quel gioco è congelato definitivamente.',
              'The cards laid off are melded apart, as a meld of their own, and that meld is frozen for good.',
            ),
            ...(others === 'yes' ? [S.othersFrozen] : []),
            STEP.turnEnds,
          ],
          '4) Se ad una sequenza 3-2-5-6-7 si lega matta-9-10, queste ultime tre carte saranno calate separatamente ma congelate definitivamente.',
          [
            { kind: 'no-heal' },
            { kind: 'meld-frozen', until: 'end-of-hand' },
            ...(others === 'yes' ? [{ kind: 'meld-frozen', until: 'next-turn' } as const] : []),
            { kind: 'turn-ends' },
          ],
          t(
            'L’esempio 4 non dice se il colpevole e il compagno possano chiudere: nessuna carta è penalizzata, quindi Tavolo non applica i limiti di chiusura delle carte penalizzate; il turno si interrompe per la regola di A2,1 (“si interrompe il gioco”).',
            'Example 4 does not say whether the offender and his partner may close: no card is penalised, so Tavolo applies no closing limit; the turn ends by A2,1’s rule (“si interrompe il gioco”).',
          ),
        ),
      })),
      ...(['yes', 'no'] as const).flatMap((others) =>
        (['one', 'several'] as const).map((count): RulingRule => ({
          when: { 'other-plays': others, meld: 'no', count },
          ruling: penalisedNow(
            count === 'one'
              ? t(
                  'Non si sana: la carta legata è penalizzata e subito scartata',
                  'No healing: the card laid off is a penalty card, discarded at once',
                )
              : t(
                  'Non si sana: le carte legate sono penalizzate',
                  'No healing: the cards laid off are penalty cards',
                ),
            others === 'yes'
              ? `Non potrà mai essere sanata, si interrompe il gioco e le carte eccdenti saranno penalizzate. … ${Q29.OTHERS_FROZEN.replace(' all’errore', '')}`
              : 'Non potrà mai essere sanata, si interrompe il gioco e le carte eccdenti saranno penalizzate.',
            count,
            {
              othersFrozen: others === 'yes',
              note: t(
                'Se l’errore lo segnala il compagno la decisione non cambia: la carta eccedente non si sana mai (“qualora fosse il proprio compagno a segnalare l’errore, non sarà consentito di sanarlo”).',
                'If the partner points out the error the ruling is the same: an excess card is never healed.',
              ),
            },
          ),
        })),
      ),
    ],
  },

  // Art. 29 A2,2: a missing card (a gap) laid off on a sequence.
  {
    id: 'bur-ch-29-a2-2',
    game: 'burraco',
    source: 'BUR-CH',
    article: 29,
    case: 'A2,2',
    title: t('Carta mancante legata in una sequenza', 'Card laid off on a sequence leaving a gap'),
    words: [
      'ha legato una carta sbagliata',
      'legato una carta lasciando un buco',
      'manca una carta in mezzo',
      'ha saltato una carta nella scala',
      'legato il nove sul sette',
      'scala non consecutiva',
      'sanare con la carta in mano',
      'sanare con la matta',
      'legato una carta sbagliata con l’ultima carta',
      'chiudere sanando',
    ],
    quote:
      'A2,2) Carta mancante legata in una sequenza Il gioco potrà essere sanato solo se in mano si possiede la carta che sani l’errore e il gioco proseguirà regolarmente, altrimenti subito scartata.',
    questions: [
      WHEN,
      CLOSED_WITH_DISCARD({ when: 'after-discard' }),
      yesNo(
        'valid',
        t(
          'Messe nell’ordine giusto, le carte legate formano già una sequenza valida?',
          'Put in the right order, do the cards laid off already make a valid sequence?',
        ),
        { when: 'own-turn' },
      ),
      { ...OTHER_PLAYS, askIf: { when: 'own-turn', valid: 'no' } },
      yesNo(
        'partner',
        t(
          'È stato il compagno del colpevole a segnalare l’errore?',
          "Was it the offender's partner who pointed out the error?",
        ),
        { when: 'own-turn', valid: 'no', 'other-plays': 'no' },
      ),
      yesNo(
        'heal',
        t(
          'Ha in mano la carta mancante o una matta per sanare il gioco?',
          'Does he hold the missing card or a wild card to heal the meld?',
        ),
        { when: 'own-turn', valid: 'no', 'other-plays': 'no', partner: 'no' },
      ),
      {
        id: 'rest',
        text: t('Che cosa resta delle carte legate?', 'What is left of the cards laid off?'),
        askIf: { heal: 'no' },
        options: [
          {
            id: 'one',
            text: t('Una sola carta non collocabile', 'Only one card that cannot be placed'),
          },
          {
            id: 'several',
            text: t('Più carte non collocabili', 'Several cards that cannot be placed'),
          },
          {
            id: 'meld',
            text: t(
              'Formano da sole un gioco valido (ad es. 8-9-10 legato a 4-5-6)',
              'They make a valid meld of their own (e.g. 8-9-10 laid off on 4-5-6)',
            ),
          },
        ],
      },
    ],
    rulings: [
      ...timingRules(),
      {
        when: { valid: 'yes' },
        ruling: ruling(
          t(
            'Nessuna sanzione: è solo un’errata disposizione',
            'No penalty: only a bad arrangement',
          ),
          [
            t(
              'Si riordinano le carte della sequenza.',
              'The cards of the sequence are put in order.',
            ),
            STEP.playContinues,
          ],
          '5) Ad una sequenza 5♥-6♥-7♥ si potrà legare contemporaneamente 3♥-2♥-matta (solo errata disposizione delle carte)',
          [{ kind: 'no-penalty' }, { kind: 'play-continues' }],
        ),
      },
      {
        when: { 'other-plays': 'yes' },
        ruling: penalisedNow(
          t(
            'Non si può più sanare: carte penalizzate, giochi successivi congelati',
            'It can no longer be healed: penalty cards, later melds frozen',
          ),
          `${Q29.NOT_AFTER_OTHERS} … ${Q29.OTHERS_FROZEN}`,
          'several',
          {
            othersFrozen: true,
            note: t(
              'Le carte non sanate sono penalizzate (esempio 4: “mentre le carte non senate saranno penalizzate”); se è una sola, è il primo scarto penalizzato, subito.',
              'The cards not healed are penalty cards (example 4); if there is only one, it is the first penalty discard, at once.',
            ),
          },
        ),
      },
      {
        when: { partner: 'yes' },
        ruling: penalisedNow(
          t(
            'Segnalato dal compagno: non si sana, la carta è penalizzata e subito scartata',
            'Pointed out by the partner: no healing, the card is a penalty card discarded at once',
          ),
          Q29.PARTNER,
          'one',
          {
            note: t(
              'Se le carte legate erano più di una, sono tutte penalizzate e scartate una per giro dalla più bassa (art. 29: “le stesse dovranno essere scartate secondo antinorma”).',
              'If several cards were laid off, they are all penalty cards, discarded one a round lowest first.',
            ),
          },
        ),
      },
      {
        when: { heal: 'yes' },
        ruling: ruling(
          t('Si sana e il gioco prosegue', 'Heal it and play goes on'),
          [
            t(
              'Il giocatore sana subito la sequenza con la carta mancante o una matta.',
              'The player heals the sequence at once with the missing card or a wild card.',
            ),
            STEP.playContinues,
          ],
          'Il gioco potrà essere sanato solo se in mano si possiede la carta che sani l’errore e il gioco proseguirà regolarmente',
          [{ kind: 'may-heal' }, { kind: 'play-continues' }],
          t(
            'Se la carta che sana è l’ultima che il giocatore ha in mano, vale il caso “A2,2 ultima carta” (voce bur-ch-29-a2-2-ultima-carta).',
            'If the healing card is the last one in the player’s hand, the case “A2,2 ultima carta” applies (entry bur-ch-29-a2-2-ultima-carta).',
          ),
        ),
      },
      {
        when: { rest: 'meld' },
        ruling: ruling(
          t(
            'Le carte legate sono calate a parte e congelate definitivamente; il turno finisce',
            'The cards laid off are melded apart and frozen for good; the turn ends',
          ),
          [
            S.noHeal,
            t(
              'Le carte legate sono calate separatamente, come gioco a sé, e restano congelate definitivamente.',
              'The cards laid off are melded apart, as a meld of their own, and stay frozen for good.',
            ),
            t(
              'Il colpevole interrompe il gioco scartando una carta. Se con questa giocata aveva chiuso, potrà chiudere solo il giro successivo; se era andato a pozzetto in diretta, rinvia al giro successivo il gioco del pozzetto, scartando però una carta.',
              'The offender stops playing and discards a card. If this play closed, he may close only the next round; if it took the pozzetto directly, he plays the pozzetto only the next round, but still discards a card.',
            ),
          ],
          '2) Se si lega una sequenza 8-9-10 ad una sequenza 4-5-6, il gioco potrà essere sanato con il 7 o con una matta, e il gioco procederà regolarmente, altrimenti, la seconda sequenza sarà calata separatamente, ma rimarrà definitivamente congelata. In quest’ultimo caso, il giocatore colpevole interromperà il gioco, scartando una carta. Se con questa giocata avesse chiuso, potrà farlo solo il giro successive, se invece fosse andato a pozzetto in diretta, rinvierà al giro successive il proprio gioco, scartando però una carta.',
          [
            { kind: 'no-heal' },
            { kind: 'meld-frozen', until: 'end-of-hand' },
            { kind: 'turn-ends' },
          ],
        ),
      },
      ...(['one', 'several'] as const).map((count): RulingRule => ({
        when: { rest: count },
        ruling: penalisedNow(
          count === 'one'
            ? t(
                'Non si sana: la carta non collocabile è penalizzata e subito scartata',
                'No healing: the card that cannot be placed is a penalty card, discarded at once',
              )
            : t(
                'Non si sana: le carte non collocabili sono penalizzate',
                'No healing: the cards that cannot be placed are penalty cards',
              ),
          count === 'one'
            ? 'Il gioco potrà essere sanato solo se in mano si possiede la carta che sani l’errore e il gioco proseguirà regolarmente, altrimenti subito scartata.'
            : '4) Si potrà legare ad una sequenza 4-5-6 prima un 9, poi un 8 e poi il 7, ma se prima di completare questo gioco, se ne effettua un altro, quest’ultimo gioco sarà temporaneamente congelato, mentre le carte non senate saranno penalizzate.',
          count,
          {
            note: t(
              'Le carte legate che stanno bene nella sequenza restano legate e valide (esempio 3: “l’8 e il 9 rimarranno legati e validi, mentre il 7 sarà penalizzato”).',
              'The cards laid off that fit the sequence stay there and count (example 3).',
            ),
          },
        ),
      })),
    ],
    gap: t(
      'A2,2 dice “altrimenti subito scartata” per la carta che non si sana, senza dire del turno: i suoi esempi 2 e 3 interrompono il gioco (“si interromperà il gioco”) e la regola generale (“La carta penalizzata interrompe ulteriori fasi di gioco”) lo conferma: Tavolo interrompe il turno.',
      'A2,2 says “altrimenti subito scartata” for the card not healed, and nothing about the turn: its examples 2 and 3 end the turn, as does the general rule (“La carta penalizzata interrompe ulteriori fasi di gioco”): Tavolo ends the turn.',
    ),
  },

  {
    id: 'bur-ch-29-a2-2-ultima-carta',
    game: 'burraco',
    source: 'BUR-CH',
    article: 29,
    case: 'A2,2 ultima carta',
    title: t(
      'Carta legata errata, da sanare con l’ultima carta in mano',
      'Card wrongly laid off, to be healed with the last card in hand',
    ),
    words: [
      'legato una carta sbagliata con l’ultima carta',
      'sanare la legata con l’ultima carta per chiudere',
      'ha legato male per chiudere',
      'sanare e andare a pozzetto in diretta',
      'perde la diretta',
      'ultima carta per sanare',
    ],
    quote:
      'Nel caso in cui un giocatore, come ultimo gioco, “leghi” erroneamente una carta ad una sequenza già calata e la carta con la quale sanare il gioco fosse l’ultima: 1) non potrà sanare l’errore per chiudere, in quanto per far ciò il giocatore non avrebbe più altre carte da scartare, pertanto la carta erroneamente legata andrà penalizzata e quindi scartata. 2) potrà invece sanare l’errore se con questa giocata fosse andato a pozzetto in diretta, ma potrà giocarlo solo il giro successive perdendo il diritto alla diretta.',
    questions: [
      {
        id: 'outcome',
        text: t(
          'Sanando con l’ultima carta, il giocatore chiuderebbe o andrebbe a pozzetto in diretta?',
          'By healing with his last card, would the player close or take the pozzetto directly?',
        ),
        options: [
          { id: 'close', text: t('Chiudere', 'To close') },
          {
            id: 'pozzetto',
            text: t('Andare a pozzetto in diretta', 'To take the pozzetto directly'),
          },
        ],
      },
    ],
    rulings: [
      {
        when: { outcome: 'close' },
        ruling: withEffects(
          penalisedNow(
            t(
              'Non può sanare per chiudere: la carta legata è penalizzata e scartata',
              'He may not heal in order to close: the card laid off is a penalty card and is discarded',
            ),
            '1) non potrà sanare l’errore per chiudere, in quanto per far ciò il giocatore non avrebbe più altre carte da scartare, pertanto la carta erroneamente legata andrà penalizzata e quindi scartata.',
            'one',
            {
              first: t(
                'Riprende la carta legata per errore: non può attaccare la carta che sanerebbe per chiudere, potrà farlo solo il giro successivo.',
                'He takes back the card laid off in error: he may not lay off the healing card to close, he may do so only the next round.',
              ),
            },
          ),
          { kind: 'offender-no-close-this-round' },
        ),
      },
      {
        when: { outcome: 'pozzetto' },
        ruling: ruling(
          t(
            'Sana e prende il pozzetto, ma perde la diretta: scarta e gioca il pozzetto il giro successivo',
            'He heals and takes the pozzetto, but not directly: he discards and plays the pozzetto the next round',
          ),
          [
            t(
              'Sana la sequenza con la sua ultima carta e prende il pozzetto, perdendo il diritto alla diretta.',
              'He heals the sequence with his last card and takes the pozzetto, losing the right to take it directly.',
            ),
            t(
              'Scarta una carta: il pozzetto lo potrà giocare solo il giro successivo.',
              'He discards a card: he may play the pozzetto only the next round.',
            ),
            STEP.partnerNoClose,
            STEP.playContinues,
          ],
          '2) potrà invece sanare l’errore se con questa giocata fosse andato a pozzetto in diretta, ma potrà giocarlo solo il giro successive perdendo il diritto alla diretta.',
          [
            { kind: 'may-heal' },
            { kind: 'turn-ends' },
            { kind: 'no-pozzetto-in-diretta' },
            { kind: 'partner-no-close-this-round' },
            { kind: 'play-continues' },
          ],
        ),
      },
    ],
  },

  // Art. 29 A2,3: an excess card laid off on a set.
  {
    id: 'bur-ch-29-a2-3',
    game: 'burraco',
    source: 'BUR-CH',
    article: 29,
    case: 'A2,3',
    title: t('Carta eccedente legata in una combinazione', 'Excess card laid off on a set'),
    words: [
      'ha legato una carta sbagliata al tris',
      'legato un tre ai quattro',
      'carta sbagliata sulla combinazione',
      'attaccato al tris sbagliato',
      'legato al gioco sbagliato',
      'seconda matta sul tris',
      'due matte nella combinazione',
    ],
    quote:
      'A2,3) Carta eccedente impropriamente legata in una combinazione Si interrompe il gioco e la carta che non è stato possibile sanare sarà penalizzata e quindi “subito scartata”. Durante il giro successive il giocatore potrà fare gioco, ma potrà chiudere solo il giro successivo allo scarto dell’ultima carta penalizzata. Il proprio compagno, invece, non potrà chiudere solo durante il giro in cui è avvenuta l’irregolarità. Un gioco non potrà mai essere sanato se prima siano stati effettuati altri giochi.',
    questions: [WHEN, CLOSED_WITH_DISCARD({ when: 'after-discard' }), OTHER_PLAYS],
    rulings: [
      ...timingRules(),
      ...(['yes', 'no'] as const).map((others): RulingRule => ({
        when: { 'other-plays': others },
        ruling: penalisedNow(
          others === 'yes'
            ? t(
                'La carta legata è penalizzata e subito scartata; i giochi successivi sono congelati',
                'The card laid off is a penalty card, discarded at once; later melds are frozen',
              )
            : t(
                'La carta legata è penalizzata e subito scartata',
                'The card laid off is a penalty card, discarded at once',
              ),
          others === 'yes'
            ? `Si interrompe il gioco e la carta che non è stato possibile sanare sarà penalizzata e quindi “subito scartata”. … ${Q29.OTHERS_FROZEN}`
            : 'Si interrompe il gioco e la carta che non è stato possibile sanare sarà penalizzata e quindi “subito scartata”. Durante il giro successive il giocatore potrà fare gioco, ma potrà chiudere solo il giro successivo allo scarto dell’ultima carta penalizzata. Il proprio compagno, invece, non potrà chiudere solo durante il giro in cui è avvenuta l’irregolarità.',
          'one',
          { othersFrozen: others === 'yes' },
        ),
      })),
    ],
    gap: t(
      'A2,3 parla de “la carta che non è stato possibile sanare”, ma la premessa dell’articolo dice che la carta legata in una combinazione “deve essere scartata” e l’esempio 2 la fa scartare anche se un’altra combinazione potrebbe accoglierla: Tavolo non consente mai di sanarla. Se le carte legate erano più di una, Tavolo le penalizza tutte, scartate una per giro dalla più bassa (“le stesse dovranno essere scartate secondo antinorma”).',
      'A2,3 speaks of “la carta che non è stato possibile sanare”, but the article’s opening says a card laid off on a set “deve essere scartata” and example 2 has it discarded even when another set could take it: Tavolo never allows healing. If several cards were laid off, Tavolo penalises them all, discarded one a round lowest first.',
    ),
  },

  // Art. 29 B: the error noticed outside the offender's turn.
  {
    id: 'bur-ch-29-b',
    game: 'burraco',
    source: 'BUR-CH',
    article: 29,
    case: 'B',
    title: t(
      'Gioco errato scoperto dopo, fuori dal turno del colpevole',
      "Wrong meld found later, outside the offender's turn",
    ),
    words: [
      'gioco sbagliato scoperto dopo',
      'ci si accorge dopo un giro',
      'scala sbagliata vista dopo',
      'gioco congelato',
      'congelare il gioco',
      'carte in negativo',
      'burraco non valido',
      'il burraco era sbagliato',
      'errore visto dopo',
      'ci siamo accorti tardi',
    ],
    quote: `Errore rilevato al di fuori del proprio turno di gioco ${Q29.OUTSIDE}`,
    questions: [
      yesNo(
        'laying',
        t(
          'Ci si è accorti dell’errore mentre un giocatore stava legando una carta a quel gioco?',
          'Was the error noticed while a player was laying off a card on that meld?',
        ),
      ),
      yesNo(
        'burraco',
        t(
          'Con il gioco errato la linea aveva fatto un burraco?',
          'Had the line made a burraco with the wrong meld?',
        ),
      ),
      yesNo(
        'closed',
        t(
          'La linea ha chiuso e quel burraco era il suo unico burraco?',
          'Did the line close with that burraco as its only one?',
        ),
        { laying: 'no', burraco: 'yes' },
      ),
    ],
    rulings: [
      ...(['yes', 'no'] as const).map((burraco): RulingRule => ({
        when: { laying: 'yes', burraco },
        ruling: ruling(
          t(
            'Gioco congelato definitivamente; la carta che stava legando è carta esposta',
            'Meld frozen for good; the card being laid off is an exposed card',
          ),
          [
            S.frozenForGood,
            S.excessNegative,
            t(
              'La carta che il giocatore stava legando è carta esposta: va subito giocata, altrimenti subito scartata.',
              'The card the player was laying off is an exposed card: he plays it at once, or discards it at once.',
            ),
            ...(burraco === 'yes'
              ? [
                  t(
                    'Il burraco fatto con il gioco errato non è valido; i benefici già avuti (ad es. la presa del pozzetto) restano.',
                    'The burraco made with the wrong meld does not count; benefits already had (e.g. taking the pozzetto) stand.',
                  ),
                ]
              : []),
          ],
          '3. Viene calata una sequenza 5-7-8; nei turni successivi e solo quando un giocatore si accinge a legare il 6, ci si accorge dell’errore. La sequenza erroneamente calata sarà definitivamente congelata; il 6, che il giocatore stava legando, sarà considerate carta esposta e dovrà essere subito giocata o scartata.',
          [
            { kind: 'meld-frozen', until: 'end-of-hand' },
            { kind: 'counted-negative' },
            { kind: 'play-at-once' },
            { kind: 'discard-at-once' },
            ...(burraco === 'yes' ? [{ kind: 'burraco-void' } as const] : []),
          ],
        ),
      })),
      {
        when: { closed: 'yes' },
        ruling: ruling(
          t(
            'Burraco non valido e chiusura non valida',
            'The burraco does not count, nor does the closing',
          ),
          [
            S.frozenForGood,
            S.excessNegative,
            t(
              'Il burraco non è valido: era l’unico della linea, quindi la chiusura non è valida.',
              'The burraco does not count: it was the line’s only one, so the closing does not stand.',
            ),
          ],
          'Se questo errore ha portato benefici alla linea (Es.: presa del pozzetto), sarà penalizzato solo l’errore citato e non le conseguenze, fatta eccezione per la chiusura, nel caso in cui il burraco sia l’unico.',
          [
            { kind: 'meld-frozen', until: 'end-of-hand' },
            { kind: 'counted-negative' },
            { kind: 'burraco-void' },
            { kind: 'closing-void' },
          ],
          t(
            'Il testo dice solo che la chiusura fa eccezione: non dice se la mano riprende o come si conta. Tavolo suggerisce: la chiusura non vale (senza burraco non si può chiudere, art. 40 “errata chiusura”), e l’arbitro applica l’art. 40 per il seguito della mano.',
            'The text only says the closing is the exception: it does not say whether the hand resumes or how it is scored. Tavolo suggests: the closing does not stand (no closing without a burraco), and the arbitro applies art. 40 (“errata chiusura”) for the rest of the hand.',
          ),
        ),
      },
      {
        when: { burraco: 'yes' },
        ruling: ruling(
          t(
            'Gioco congelato, burraco non valido; i benefici già avuti restano',
            'Meld frozen, the burraco does not count; benefits already had stand',
          ),
          [
            S.frozenForGood,
            t(
              'Il burraco non è valido; le carte che stanno in sequenza corretta si contano in positivo, le altre in negativo.',
              'The burraco does not count; the cards in a correct sequence count as plus points, the others as minus points.',
            ),
            t(
              'I benefici che l’errore ha portato alla linea (ad es. la presa del pozzetto) restano: si penalizza solo l’errore.',
              'The benefits the error brought the line (e.g. taking the pozzetto) stand: only the error is penalised.',
            ),
            STEP.playContinues,
          ],
          'N.B. Ogni intervento va ricondotto al momento in cui viene rilevato: un giocatore cala 3-4-6-7 e nessuno si accorge che manca il 5, il compagno lega 8-9-10, conseguendo il burraco e nessuno si accorge di nulla. Dopo un altro giro ci si accorge dell’errore. In questo caso si congeleranno il 3-4-6-7-8-9-10, il burraco non sarà valido, ma il 6-7-8-9-10 saranno conteggiati positivamente, mentre il 3-4 saranno conteggiati negativamente. Se questo errore ha portato benefici alla linea (Es.: presa del pozzetto), sarà penalizzato solo l’errore citato e non le conseguenze',
          [
            { kind: 'meld-frozen', until: 'end-of-hand' },
            { kind: 'counted-negative' },
            { kind: 'burraco-void' },
            { kind: 'play-continues' },
          ],
        ),
      },
      {
        when: { burraco: 'no' },
        ruling: outside(`Errore rilevato al di fuori del proprio turno di gioco ${Q29.OUTSIDE}`),
      },
    ],
    gap: t(
      'Il testo dice di contare in negativo “solo le carte eccedenti”, senza dire quali siano quando il gioco ha un buco: gli esempi contano in positivo la parte più lunga corretta (3-4-5 di 3-4-5-7-8; 6-7-8-9-10 di 3-4-6-7-8-9-10) e in negativo le altre, e tutto in negativo se nessuna parte fa un gioco (3-4-7-8). Tavolo segue gli esempi.',
      'The text counts as minus points “solo le carte eccedenti” without saying which they are when the meld has a gap: the examples count the longest correct part as plus points and the rest as minus points, and all as minus points when no part makes a meld (3-4-7-8). Tavolo follows the examples.',
    ),
  },

  // Art. 29 N: the wrong play noticed after the discard, before the next player begins.
  {
    id: 'bur-ch-29-n',
    game: 'burraco',
    source: 'BUR-CH',
    article: 29,
    case: 'N',
    title: t(
      'Gioco errato scoperto dopo lo scarto, prima che l’avversario peschi',
      'Wrong play found after the discard, before the opponent draws',
    ),
    words: [
      'ha scartato e poi ci si accorge del gioco sbagliato',
      'errore visto dopo lo scarto',
      'ha chiuso con un gioco sbagliato',
      'chiusura con gioco errato',
      'è andato a pozzetto con un gioco sbagliato',
      'prima che l’avversario peschi',
      'chiusura non valida',
    ],
    quote: `N) ${Q29.AFTER_DISCARD} ${Q29.LATER_RULE}`,
    questions: [
      {
        id: 'began',
        text: t(
          'L’avversario alla sinistra del colpevole aveva già pescato o raccolto?',
          'Had the opponent on the offender’s left already drawn or taken the discard?',
        ),
        options: [
          { id: 'no', text: t('No', 'No') },
          { id: 'yes', text: t('Sì', 'Yes') },
        ],
      },
      CLOSED_WITH_DISCARD({ began: 'no' }),
    ],
    rulings: [
      { when: { began: 'yes' }, ruling: outside() },
      { when: { closed: 'yes' }, ruling: afterDiscard(true) },
      { when: { closed: 'no' }, ruling: afterDiscard(false) },
    ],
    gap: t(
      'Il paragrafo è ripetuto dopo A1, A2,1, A2,2 e dopo il caso B; solo l’ultima volta il testo lo numera “N)”. Le stesse domande sono anche nelle voci A1-A2,3.',
      'The paragraph is repeated after A1, A2,1, A2,2 and after case B; only the last time does the text number it “N)”. The same questions are in entries A1-A2,3 too.',
    ),
  },

  // Art. 30: the cards that carry a penalty.
  {
    id: 'bur-ch-30',
    game: 'burraco',
    source: 'BUR-CH',
    article: 30,
    title: t(
      'Carta penalizzante: giocata dopo lo scarto o fuori turno',
      'Penalising card: played after the discard or out of turn',
    ),
    words: [
      'carta penalizzante',
      'ha giocato prima di scartare la penalizzata',
      'indirizzata verso un gioco e poi scartata',
      'il compagno ha raccolto la carta penalizzante',
      'il compagno può giocare la carta penalizzante',
    ],
    quote:
      'ü Carta giocata dopo lo scarto ü Giochi aperti dopo lo scarto ü Carta giocata prima dello scarto di una carta penalizzata ü Giochi aperti prima dello scarto di una carta penalizzata ü Carte lanciate ü Carta/e raccolta/e al di fuori del proprio turno di gioco ü Carta indirizzata palesemente verso un gioco valido e poi scartata Tutte le carte penalizzanti, se raccolte dal compagno del giocatore colpevole, non possono essere giocate nello stesso giro di gioco. Si richiama l’art 37 (mancata pesca o raccolta) per quanto riguarda la penalità da applicare.',
    questions: [
      yesNo(
        'partner-took',
        t(
          'Il compagno del colpevole ha raccolto la carta penalizzante dal monte degli scarti?',
          "Did the offender's partner take the penalising card from the discard pile?",
        ),
      ),
    ],
    rulings: [
      {
        when: { 'partner-took': 'yes' },
        ruling: ruling(
          t(
            'Il compagno non può giocarla nello stesso giro',
            'The partner may not play it in the same round',
          ),
          [
            t(
              'Il compagno tiene la carta penalizzante raccolta, ma non può giocarla (legarla o calarla) in questo giro.',
              'The partner keeps the penalising card he took, but may not play it (lay it off or meld it) this round.',
            ),
            STEP.playContinues,
          ],
          'Tutte le carte penalizzanti, se raccolte dal compagno del giocatore colpevole, non possono essere giocate nello stesso giro di gioco.',
          [{ kind: 'partner-no-play-picked' }, { kind: 'play-continues' }],
        ),
      },
      {
        when: { 'partner-took': 'no' },
        ruling: ruling(
          t(
            'Penalità dell’art. 37: carte penalizzate, giochi congelati, la linea non chiude in questo giro',
            'Art. 37’s penalty: penalty cards, melds frozen, the line may not close this round',
          ),
          [
            t('Il colpevole interrompe subito il gioco.', 'The offender stops playing at once.'),
            t(
              'Le carte giocate irregolarmente sono penalizzate; i giochi aperti irregolarmente sono congelati temporaneamente.',
              'The cards played irregularly are penalty cards; the melds opened irregularly are frozen for one round.',
            ),
            STEP.penaltyCards,
            t(
              'Nel corso di questo giro la linea colpevole non può chiudere.',
              'The offending line may not close during this round.',
            ),
          ],
          'Si richiama l’art 37 (mancata pesca o raccolta) per quanto riguarda la penalità da applicare.',
          [
            { kind: 'turn-ends' },
            { kind: 'penalty-cards' },
            { kind: 'meld-frozen', until: 'next-turn' },
            { kind: 'no-close-until-penalties-served' },
            { kind: 'line-no-close-this-round' },
            { kind: 'apply-article', article: 'BUR-CH art. 37' },
          ],
          t(
            'L’art. 30 non dice la penalità e rinvia all’art. 37, che tratta la mancata pesca: “I giochi aperti e le carte legate prima dell’avviso, saranno congelati temporaneamente” e “Nel corso di questo giro la linea colpevole non potrà chiudere”. Tavolo suggerisce di unire queste misure alla definizione stessa (carte “penalizzanti”): le carte giocate irregolarmente sono penalizzate come all’art. 29. Per le carte lanciate si applica l’art. 31, per la raccolta fuori turno l’art. 38.',
            'Art. 30 does not state the penalty and refers to art. 37, which covers the missing draw: melds and lay-offs made before the warning are frozen for one round, and the line may not close this round. Tavolo suggests joining those measures to the definition (“penalizzanti” cards): the cards played irregularly are penalty cards as in art. 29. Thrown cards follow art. 31, cards taken out of turn art. 38.',
          ),
        ),
      },
    ],
    gap: t(
      'L’elenco dell’art. 30 non è numerato: una sola voce per tutte le situazioni, che hanno la stessa penalità (art. 37).',
      'Art. 30’s list is not numbered: one entry for all its situations, which share one penalty (art. 37).',
    ),
  },

  // Art. 31: thrown cards.
  {
    id: 'bur-ch-31-carta-lanciata',
    game: 'burraco',
    source: 'BUR-CH',
    article: 31,
    case: 'carta lanciata',
    title: t('Carta lanciata sul tavolo', 'Card thrown on the table'),
    words: [
      'ha lanciato una carta',
      'carta lanciata',
      'ha tirato la carta',
      'butta le carte sul tavolo',
      'lancio delle carte',
    ],
    quote:
      'E’ assolutamente vietato il lancio delle carte, l’eventuale carta/e lanciata/e sarà/anno considerata/e carta/e penalizzata/e e scartata/e secondo antinorma (dalla più bassa alla più alta).',
    questions: [],
    rulings: [
      {
        when: {},
        ruling: ruling(
          t(
            'Le carte lanciate sono penalizzate, scartate dalla più bassa',
            'Thrown cards are penalty cards, discarded lowest first',
          ),
          [STEP.turnEnds, STEP.penaltyCards, STEP.noCloseUntilServed, STEP.partnerNoClose],
          'E’ assolutamente vietato il lancio delle carte, l’eventuale carta/e lanciata/e sarà/anno considerata/e carta/e penalizzata/e e scartata/e secondo antinorma (dalla più bassa alla più alta).',
          [
            { kind: 'turn-ends' },
            { kind: 'penalty-cards' },
            { kind: 'no-close-until-penalties-served' },
            { kind: 'partner-no-close-this-round' },
          ],
          t(
            'L’art. 31 dice solo che le carte sono penalizzate; l’interruzione del gioco e i limiti di chiusura sono quelli di ogni carta penalizzata (art. 29: “La carta penalizzata interrompe ulteriori fasi di gioco”).',
            'Art. 31 only says the cards are penalty cards; ending the turn and the closing limits are those of every penalty card (art. 29).',
          ),
        ),
      },
    ],
    gap: t(
      'Se le carte sono lanciate, senza dichiararlo, per legarle a un gioco sul tavolo, decidono i casi a), b), c) secondo dove cadono, e d) se sono state dichiarate.',
      'If the cards are thrown, undeclared, to lay them off on a meld on the table, cases a), b), c) decide by where they fall, and d) if they were declared.',
    ),
  },
  {
    id: 'bur-ch-31-enunciazione',
    game: 'burraco',
    source: 'BUR-CH',
    article: 31,
    case: 'enunciazione',
    title: t(
      'Carte passate al compagno con la dichiarazione di dove legarle',
      'Cards handed to the partner, saying where to lay them off',
    ),
    words: [
      'ha detto dove legare',
      'ha dichiarato il gioco sbagliato',
      'ha passato le carte al compagno',
      'consegna al compagno',
      'dichiarazione sbagliata',
      'si è corretto',
    ],
    quote:
      'Sarà considerato gioco valido – solo ed esclusivamente- l’appoggio delle carte sul tavolo da gioco e la consegna delle stesse al proprio compagno, con l’enunciazione che indichi dove legare la/le carta/e passata/e. In caso di enunciazione non immediatamente rettificata, questa vincola il gioco.',
    questions: [
      yesNo(
        'rectified',
        t(
          'Il giocatore ha corretto subito la sua dichiarazione?',
          'Did the player correct his statement at once?',
        ),
      ),
    ],
    rulings: [
      {
        when: { rectified: 'yes' },
        ruling: ruling(
          t('Vale la dichiarazione corretta', 'The corrected statement holds'),
          [
            t(
              'Le carte si legano dove dice la dichiarazione corretta.',
              'The cards are laid off where the corrected statement says.',
            ),
            STEP.playContinues,
          ],
          'In caso di enunciazione non immediatamente rettificata, questa vincola il gioco.',
          [{ kind: 'play-continues' }],
        ),
      },
      {
        when: { rectified: 'no' },
        ruling: ruling(
          t('La dichiarazione vincola il gioco', 'The statement binds the play'),
          [
            t(
              'Le carte vanno legate dove il giocatore ha dichiarato.',
              'The cards are laid off where the player said.',
            ),
            STEP.playContinues,
          ],
          'In caso di enunciazione non immediatamente rettificata, questa vincola il gioco.',
          [{ kind: 'play-continues' }],
          t(
            'Il testo non dice che cosa accade se il gioco dichiarato non può ricevere le carte: Tavolo suggerisce di trattarle come carte legate impropriamente (art. 29 A2).',
            'The text does not say what happens if the meld named cannot take the cards: Tavolo suggests treating them as cards wrongly laid off (art. 29 A2).',
          ),
        ),
      },
    ],
  },
  {
    id: 'bur-ch-31-impedimento',
    game: 'burraco',
    source: 'BUR-CH',
    article: 31,
    case: 'impedimento fisico',
    title: t(
      'Giocatore con impedimento fisico che passa le carte al compagno',
      'A player with a physical impediment handing cards to his partner',
    ),
    words: [
      'impedimento fisico',
      'non riesce a giocare le carte',
      'il compagno gioca per lui',
      'passa le carte al compagno senza dire niente',
      'mano ingessata',
    ],
    quote:
      'Nel caso di un impedimento fisico di un giocatore, sarà consentito consegnarle al compagno previa dichiarazione, qualora questa non sia stata enunciata la/le carta/e sarà/anno considerata/e carta/e penalizzata/e e scartata/e secondo norma.',
    questions: [
      yesNo(
        'declared',
        t(
          'Prima di consegnarle, il giocatore ha dichiarato l’impedimento e dove giocare le carte?',
          'Before handing them over, did the player state the impediment and where to play the cards?',
        ),
      ),
    ],
    rulings: [
      {
        when: { declared: 'yes' },
        ruling: ruling(
          t('Consentito', 'Allowed'),
          [
            t(
              'Il compagno colloca le carte come dichiarato.',
              'The partner places the cards as stated.',
            ),
            STEP.playContinues,
          ],
          'Nel caso di un impedimento fisico di un giocatore, sarà consentito consegnarle al compagno previa dichiarazione',
          [{ kind: 'play-continues' }],
        ),
      },
      {
        when: { declared: 'no' },
        ruling: ruling(
          t('Le carte consegnate sono penalizzate', 'The cards handed over are penalty cards'),
          [STEP.turnEnds, STEP.penaltyCards, STEP.noCloseUntilServed, STEP.partnerNoClose],
          'qualora questa non sia stata enunciata la/le carta/e sarà/anno considerata/e carta/e penalizzata/e e scartata/e secondo norma.',
          [
            { kind: 'turn-ends' },
            { kind: 'penalty-cards' },
            { kind: 'no-close-until-penalties-served' },
            { kind: 'partner-no-close-this-round' },
          ],
          t(
            'Qui il testo dice “scartata/e secondo norma”, poche righe dopo “secondo antinorma (dalla più bassa alla più alta)”: Tavolo suggerisce l’ordine di ogni carta penalizzata, dalla più bassa (art. 29: “dovranno essere scartate secondo antinorma”).',
            'Here the text says “secondo norma”, a few lines after “secondo antinorma (dalla più bassa alla più alta)”: Tavolo suggests the order of every penalty card, lowest first (art. 29).',
          ),
        ),
      },
    ],
  },
  {
    id: 'bur-ch-31-a',
    game: 'burraco',
    source: 'BUR-CH',
    article: 31,
    case: 'a',
    title: t(
      'Carte lanciate per legarle, cadute su un altro gioco',
      'Cards thrown to lay them off, landing on another meld',
    ),
    words: [
      'carta lanciata caduta sul gioco sbagliato',
      'ha lanciato la carta sul tris sbagliato',
      'carta finita su un altro gioco',
      'lanciata sul gioco sbagliato',
    ],
    quote:
      'Qualora un giocatore, senza dichiararlo, lanciasse una o più carte da legare ad un gioco a terra: a) Se le stesse cadessero interamente su un gioco diverso, non potranno essere legate al gioco al quale erano destinate, ma saranno penalizzate (potranno essere calate separatamente e congelate definitivamente solo se fossero tre o più, in sequenza o combinazione)',
    questions: [
      yesNo(
        'meld',
        t(
          'Le carte lanciate sono tre o più, in sequenza o combinazione?',
          'Are the thrown cards three or more, in sequence or set?',
        ),
      ),
    ],
    rulings: [
      {
        when: { meld: 'yes' },
        ruling: ruling(
          t(
            'Possono essere calate a parte, congelate definitivamente',
            'They may be melded apart, frozen for good',
          ),
          [
            t(
              'Non possono essere legate al gioco cui erano destinate.',
              'They may not be laid off on the meld they were meant for.',
            ),
            t(
              'Possono essere calate separatamente come gioco a sé, che resta congelato definitivamente; altrimenti sono penalizzate.',
              'They may be melded apart as a meld of their own, frozen for good; otherwise they are penalty cards.',
            ),
          ],
          '(potranno essere calate separatamente e congelate definitivamente solo se fossero tre o più, in sequenza o combinazione)',
          [{ kind: 'meld-frozen', until: 'end-of-hand' }, { kind: 'turn-ends' }],
          t(
            'Il testo non dice se dopo averle calate il giocatore possa continuare: Tavolo suggerisce di interrompere il turno, come per le carte legate a una sequenza e calate a parte (art. 29 A2,1: “si interrompe il gioco”; A2,2 esempio 2: “il giocatore colpevole interromperà il gioco, scartando una carta”). Se non le cala a parte, sono penalizzate.',
            'The text does not say whether the player may go on after melding them: Tavolo suggests ending the turn, as for cards laid off on a sequence and melded apart (art. 29 A2,1, A2,2 example 2). If he does not meld them apart, they are penalty cards.',
          ),
        ),
      },
      {
        when: { meld: 'no' },
        ruling: ruling(
          t('Le carte lanciate sono penalizzate', 'The thrown cards are penalty cards'),
          [
            t(
              'Non possono essere legate al gioco cui erano destinate.',
              'They may not be laid off on the meld they were meant for.',
            ),
            STEP.turnEnds,
            STEP.penaltyCards,
            STEP.noCloseUntilServed,
            STEP.partnerNoClose,
          ],
          'a) Se le stesse cadessero interamente su un gioco diverso, non potranno essere legate al gioco al quale erano destinate, ma saranno penalizzate',
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
    id: 'bur-ch-31-b',
    game: 'burraco',
    source: 'BUR-CH',
    article: 31,
    case: 'b',
    title: t(
      'Carte lanciate cadute anche in parte sul gioco giusto',
      'Thrown cards landing, even in part, on the right meld',
    ),
    words: [
      'carta lanciata caduta sul gioco giusto',
      'lanciata ma è caduta sul tris giusto',
      'lanciata a metà sul gioco',
    ],
    quote:
      'b) Se le stesse cadessero, anche solo parzialmente sul gioco di destinazione, sarà possibile collocarle su quest’ultimo gioco.',
    questions: [],
    rulings: [
      {
        when: {},
        ruling: ruling(
          t('Si collocano sul gioco di destinazione', 'They are placed on the meld meant'),
          [
            t(
              'Le carte si legano al gioco su cui sono cadute, anche solo in parte.',
              'The cards are laid off on the meld they fell on, even in part.',
            ),
            STEP.playContinues,
          ],
          'b) Se le stesse cadessero, anche solo parzialmente sul gioco di destinazione, sarà possibile collocarle su quest’ultimo gioco.',
          [{ kind: 'no-penalty' }, { kind: 'play-continues' }],
        ),
      },
    ],
  },
  {
    id: 'bur-ch-31-c',
    game: 'burraco',
    source: 'BUR-CH',
    article: 31,
    case: 'c',
    title: t(
      'Carte lanciate cadute su due giochi possibili',
      'Thrown cards landing on two possible melds',
    ),
    words: [
      'carta lanciata caduta su due giochi',
      'la carta è finita in mezzo a due giochi',
      'non si capisce dove ha legato',
      'chi sceglie dove va la carta lanciata',
    ],
    quote: 'c) Se le stesse cadessero, anche solo parzialmente su due giochi “possibili”:',
    questions: [
      yesNo(
        'clear',
        t(
          'La destinazione è inequivocabile (le carte possono stare in uno solo dei due giochi)?',
          'Is the destination beyond doubt (the cards can go on only one of the two melds)?',
        ),
      ),
      yesNo(
        'suggested',
        t(
          'Il compagno dell’avversario ha suggerito dove collocarle?',
          "Did the opponent's partner suggest where to place them?",
        ),
        { clear: 'no' },
      ),
    ],
    rulings: [
      {
        when: { clear: 'yes' },
        ruling: ruling(
          t(
            'L’arbitro le colloca sul gioco inequivocabile',
            'The arbitro places them on the one meld they fit',
          ),
          [
            t(
              'L’arbitro fa collocare le carte sul gioco dove possono stare.',
              'The arbitro has the cards placed on the meld they fit.',
            ),
            STEP.playContinues,
          ],
          '2. 3-4-5-6 collocate sul tavolo vicino a 7-7-7, il giocatore lancia 7-7 che cadono su ambedue I giochi: l’arbitro farà collocare I due 7 sugli altri 7 (destinazione inequivocabile)',
          [{ kind: 'no-penalty' }, { kind: 'play-continues' }],
        ),
      },
      {
        when: { suggested: 'no' },
        ruling: ruling(
          t(
            'Sceglie l’avversario successivo dove collocarle',
            'The next opponent chooses where to place them',
          ),
          [
            t(
              'Il giocatore avversario successivo sceglie su quale dei due giochi collocare le carte.',
              'The next opponent chooses which of the two melds the cards go on.',
            ),
            STEP.playContinues,
          ],
          'sarà il giocatore avversario successivo che sceglierà il gioco su cui collocarlo.',
          [{ kind: 'opponent-chooses' }, { kind: 'play-continues' }],
        ),
      },
      {
        when: { suggested: 'yes' },
        ruling: ruling(
          t('Penalità annullata: decide il colpevole', 'Penalty cancelled: the offender decides'),
          [
            t(
              'Poiché il suggerimento è venuto dal compagno dell’avversario, la penalità è annullata e il colpevole decide dove collocare le carte.',
              "Since the suggestion came from the opponent's partner, the penalty is cancelled and the offender decides where the cards go.",
            ),
            STEP.playContinues,
          ],
          'Se il suggerimento a proposito venisse dal compagno dell’avversario la penalità è annullata e il giocatore colpevole decider il da farsi.',
          [{ kind: 'no-penalty' }, { kind: 'play-continues' }],
        ),
      },
    ],
    gap: t(
      'Il caso c) è detto solo con i suoi due esempi: Tavolo li legge come regola (destinazione dubbia: sceglie l’avversario successivo; destinazione inequivocabile: colloca l’arbitro).',
      'Case c) is given only through its two examples: Tavolo reads them as the rule (doubtful destination: the next opponent chooses; one possible destination: the arbitro places them).',
    ),
  },
  {
    id: 'bur-ch-31-d',
    game: 'burraco',
    source: 'BUR-CH',
    article: 31,
    case: 'd',
    title: t('Carte lanciate ma dichiarate subito', 'Cards thrown but declared at once'),
    words: [
      'ha lanciato e poi ha detto dove',
      'carta lanciata dichiarata',
      'ha detto dove legarla dopo averla buttata',
      'il compagno gli ha detto dove legare',
    ],
    quote:
      'd) In tutti i casi, invece, in cui le carte siano state dichiarate anche subito dopo che abbiano toccata il tavolo, senza alcun sollecito da parte del compagno del giocatore che sta giocando, saranno collocate secondo la volontà del giocatore.',
    questions: [
      yesNo(
        'prompted',
        t(
          'La dichiarazione è stata sollecitata dal compagno del giocatore?',
          "Was the statement prompted by the player's partner?",
        ),
      ),
    ],
    rulings: [
      {
        when: { prompted: 'no' },
        ruling: ruling(
          t('Si collocano come vuole il giocatore', 'They are placed as the player wishes'),
          [
            t(
              'Le carte si collocano dove il giocatore ha dichiarato.',
              'The cards are placed where the player declared.',
            ),
            STEP.playContinues,
          ],
          'd) In tutti i casi, invece, in cui le carte siano state dichiarate anche subito dopo che abbiano toccata il tavolo, senza alcun sollecito da parte del compagno del giocatore che sta giocando, saranno collocate secondo la volontà del giocatore.',
          [{ kind: 'no-penalty' }, { kind: 'play-continues' }],
        ),
      },
      {
        when: { prompted: 'yes' },
        ruling: ruling(
          t(
            'La dichiarazione non vale: decidono i casi a), b), c)',
            'The statement does not count: cases a), b), c) decide',
          ),
          [
            t(
              'La dichiarazione sollecitata dal compagno non vale: le carte sono trattate come lanciate senza dichiararlo, secondo dove sono cadute (casi a, b, c).',
              'A statement prompted by the partner does not count: the cards are treated as thrown undeclared, by where they fell (cases a, b, c).',
            ),
          ],
          'senza alcun sollecito da parte del compagno del giocatore che sta giocando',
          [{ kind: 'restore' }],
          t(
            'Il testo dà la regola solo senza sollecito; con il sollecito tace. Tavolo suggerisce di ignorare la dichiarazione e applicare i casi a), b), c), come chiede l’art. 22 (“a trarre eventualmente vantaggio dalla chiamata fosse appunto lo stesso giocatore che sta giocando”).',
            'The text gives the rule only without prompting; with it, it is silent. Tavolo suggests disregarding the statement and applying cases a), b), c), in the spirit of art. 22.',
          ),
        ),
      },
    ],
  },
  {
    id: 'bur-ch-31-e',
    game: 'burraco',
    source: 'BUR-CH',
    article: 31,
    case: 'e',
    title: t(
      'Carte consegnate al compagno senza dire dove legarle',
      'Cards handed to the partner without saying where they go',
    ),
    words: [
      'ha passato le carte al compagno senza dire dove',
      'consegna al compagno senza dichiarare',
      'ha dato le carte al compagno',
      'il compagno non sa dove legarle',
    ],
    quote:
      'e) Nel caso in cui il giocatore che sta facendo gioco consegnasse un gioco parziale al proprio compagno senza specificarne la collocazione, le stesse saranno considerate carte penalizzate. Se le carte consegnate costituissero un gioco a sè (tre carte in sequenza o combinazione) andranno collocate come nuovo gioco e non si potranno legare a giochi esistenti.',
    questions: [
      yesNo(
        'own-meld',
        t(
          'Le carte consegnate formano da sole un gioco (tre carte in sequenza o combinazione)?',
          'Do the cards handed over make a meld of their own (three cards in sequence or set)?',
        ),
      ),
    ],
    rulings: [
      {
        when: { 'own-meld': 'yes' },
        ruling: ruling(
          t(
            'Si calano come nuovo gioco, non si legano',
            'They are melded as a new meld, not laid off',
          ),
          [
            t(
              'Le carte si calano come gioco nuovo; non si possono legare a giochi esistenti.',
              'The cards are put down as a new meld; they may not be laid off on existing melds.',
            ),
            STEP.playContinues,
          ],
          'Se le carte consegnate costituissero un gioco a sè (tre carte in sequenza o combinazione) andranno collocate come nuovo gioco e non si potranno legare a giochi esistenti.',
          [{ kind: 'play-continues' }],
        ),
      },
      {
        when: { 'own-meld': 'no' },
        ruling: ruling(
          t('Le carte consegnate sono penalizzate', 'The cards handed over are penalty cards'),
          [STEP.turnEnds, STEP.penaltyCards, STEP.noCloseUntilServed, STEP.partnerNoClose],
          'e) Nel caso in cui il giocatore che sta facendo gioco consegnasse un gioco parziale al proprio compagno senza specificarne la collocazione, le stesse saranno considerate carte penalizzate.',
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
];
