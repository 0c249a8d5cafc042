/**
 * Rule profiles: one named set of options per regulation. Every option cites the article it
 * comes from; where a text is silent or ambiguous the note says which reading Tavolo chose.
 *
 * Sources (../shared/rules): S40-CdG = FISCA Codice di Gara; S40-REG = a club tournament's
 * rules "tratto dal regolamento FISCA" with variants a, b, c; S40-CLUB = a club-151 sheet.
 * A club text that is silent falls back to the FISCA Codice di Gara, the federation's code.
 */
import { type Result, type RuleError, err, ok, PROCEDURE, ruleError } from '@tavolo/cards';
import type { TableOfThree } from './table-of-three.js';

export type ProfileId = 'fisca-gara' | 'fisca-101' | 'club-151';
export const PROFILE_IDS: readonly ProfileId[] = ['fisca-gara', 'fisca-101', 'club-151'];

export type MatchEnd =
  /** Hands are played until every player but one has reached `threshold` penalty points. */
  | { readonly kind: 'elimination'; readonly threshold: number; readonly eliminatedAt: 'reach' }
  /**
   * A tournament table: a fixed number of hands, then MP and VP (S40-CdG art. 22); a table of
   * three is scored by the event's `tableOfThree` reading, literal when absent.
   */
  | { readonly kind: 'hands'; readonly count: number; readonly tableOfThree?: TableOfThree };

export interface RuleOptions {
  /** Table sizes the profile admits. */
  readonly players: { readonly min: number; readonly max: number };
  /** 'card-draw': seats and first dealer by drawing cards; 'given': seats as listed, dealer by draw. */
  readonly seating: 'card-draw' | 'given';
  /** The direction of dealing, which is also the direction of play and of the deal's rotation. */
  readonly dealDirection: 'counterclockwise' | 'clockwise';
  /** Who cuts the deck before the deal (recorded in the deal event; no effect on the order). */
  readonly cutBy: 'dealer-left' | 'dealer-right';
  readonly handSize: number;
  /** At most this many jokers in one meld; null = no limit beyond the meld's size. */
  readonly maxJokersPerMeld: number | null;
  /** The ace may follow the K in a sequence (Q-K-A), not only precede the 2. */
  readonly aceHigh: boolean;
  /**
   * An undeclared joker laid in a sequence whose naturals are in order stands for the place it
   * occupies, and is refused where that place has no room; otherwise the run is completed
   * upwards, then downwards.
   */
  readonly jokerTakesItsPlace: boolean;
  /** Which suit an undeclared joker takes in a combination. */
  readonly jokerDefaultSuit: 'same-colour' | 'come-quando-fuori-piove';
  readonly openingMinimum: number;
  /** Variant c: jokers may be in the opening only if the clean melds alone reach the minimum. */
  readonly openingWithoutJokers: boolean;
  /**
   * Whether a player who has not opened may take the discard, and on what condition:
   * 'open-this-turn', holding melds worth the minimum with or without the card, and opening in
   * the same turn (S40-CdG art. 6); 'open-with-it', opening in the same turn with melds that use
   * the card (S40-REG art. 9a).
   */
  readonly takeDiscardBeforeOpening: 'forbidden' | 'open-this-turn' | 'open-with-it';
  /**
   * A player who has not opened may also take the discard to close at once below the opening
   * minimum, where `closeInHandWaivesOpeningMinimum` allows that closing.
   */
  readonly takeDiscardToCloseBelowMinimum: boolean;
  /** An opened player who takes the discard must meld it or lay it off in the same turn. */
  readonly takenDiscardMustBeUsed: boolean;
  /** A joker taken back by replacement must be melded or laid off in the same turn. */
  readonly replacedJokerMustBeUsed: boolean;
  /** When a card that lays off on a meld on the table may not be discarded. */
  readonly discardThatLaysOff: 'forbidden' | 'forbidden-before-opening';
  readonly jokerDiscardOnlyToClose: boolean;
  /** The seat on turn may look through the whole discard pile; the others see its top. */
  readonly discardPileInspectable: boolean;
  /** At most this many cards laid off onto one sequence in one turn; null = no limit. */
  readonly layOffPerSequencePerTurn: number | null;
  readonly closeOnFirstRound: boolean;
  /** Closing in one turn from a full hand is valid below the opening minimum. */
  readonly closeInHandWaivesOpeningMinimum: boolean;
  /** When the stock runs out, the top discard stays as the new pile (else all are reshuffled). */
  readonly reshuffleKeepsTopDiscard: boolean;
  /** The hand ends unclosed when the stock runs out after this many reshuffles. */
  readonly reshufflesPerHand: number;
  /**
   * The hand ends unclosed after this many full rounds in which nobody draws from the stock or
   * adds a card to the table.
   */
  readonly quietRoundsPerHand: number;
  /** An ace that is the only card left in hand costs 1 instead of 11. */
  readonly aceAloneWorthOne: boolean;
  /** A flat penalty for a player who laid no card this hand; `when` says at which closings. */
  readonly neverMeldedPenalty: {
    readonly points: number;
    readonly when: 'always' | 'in-hand-closing';
  } | null;
  /** Variant b: a closing "in mano" doubles the others' penalty points. */
  readonly inHandClosingDoubles: boolean;
  readonly end: MatchEnd;
}

export interface Citation {
  readonly article: string;
  /** The reading Tavolo chose where the text is silent or ambiguous. */
  readonly note?: string;
}

export interface RuleProfile {
  readonly id: ProfileId;
  /** The variants switched on (S40-REG art. 9 a, b, c); empty for other profiles. */
  readonly variants: readonly Variant[];
  readonly name: string;
  readonly options: RuleOptions;
  readonly citations: { readonly [K in keyof RuleOptions]: Citation };
}

export type Variant = 'a' | 'b' | 'c';

const CDG_FALLBACK = 'S40-CLUB is silent; the FISCA Codice di Gara applies';

const fiscaGara: RuleProfile = {
  id: 'fisca-gara',
  variants: [],
  name: 'FISCA Codice di Gara',
  options: {
    players: { min: 3, max: 4 },
    seating: 'card-draw',
    dealDirection: 'counterclockwise',
    cutBy: 'dealer-left',
    handSize: 13,
    maxJokersPerMeld: null,
    aceHigh: true,
    jokerTakesItsPlace: false,
    jokerDefaultSuit: 'same-colour',
    openingMinimum: 40,
    openingWithoutJokers: false,
    takeDiscardBeforeOpening: 'open-this-turn',
    takeDiscardToCloseBelowMinimum: false,
    takenDiscardMustBeUsed: false,
    replacedJokerMustBeUsed: false,
    discardThatLaysOff: 'forbidden',
    jokerDiscardOnlyToClose: true,
    discardPileInspectable: true,
    layOffPerSequencePerTurn: 2,
    closeOnFirstRound: true,
    closeInHandWaivesOpeningMinimum: true,
    reshuffleKeepsTopDiscard: false,
    reshufflesPerHand: 3,
    quietRoundsPerHand: 3,
    aceAloneWorthOne: false,
    neverMeldedPenalty: null,
    inHandClosingDoubles: false,
    end: { kind: 'hands', count: 5 },
  },
  citations: {
    players: {
      article: 'S40-CdG art. 2, 25',
      note: 'four at a table; three at an incomplete table',
    },
    seating: {
      article: 'S40-CdG art. 3',
      note: 'the highest card takes seat 0 and the others follow in the order of their cards along the direction of play; the lowest deals. Identical cards (the two copies of one face) draw again, as jokers do',
    },
    dealDirection: { article: 'S40-CdG art. 4' },
    cutBy: { article: 'S40-CdG art. 4' },
    handSize: { article: 'S40-CdG art. 4' },
    maxJokersPerMeld: {
      article: 'S40-CdG art. 9, 17',
      note: 'more than one joker per meld ("Ogni gioco aperto può contenere anche più di un jolly"); a meld needs at least one natural card, since sequences are "dello stesso seme" and combinations "carte uguali": jokers alone have neither',
    },
    aceHigh: {
      article: 'S40-CdG art. 9',
      note: '"L\'Asso nelle sequenze è unico, e può essere legato sia al 2 o al K"',
    },
    jokerTakesItsPlace: {
      article: 'S40-CdG art. 8',
      note: 'the Codice sets the suit of an undeclared joker in a combination, not its place in a sequence: an undeclared joker fills a gap, else extends the run upwards, else downwards (JK AH 2H 3H reads JK=4H)',
    },
    jokerDefaultSuit: {
      article: 'S40-CdG art. 8',
      note: 'the reference card is the one laid before the joker (the first card after it when the joker leads); the joker takes the other suit of its colour, else the crossed suit (hearts-spades, diamonds-clubs), else the first free suit in H D C S order',
    },
    openingMinimum: { article: 'S40-CdG art. 7' },
    openingWithoutJokers: {
      article: 'S40-CdG art. 7',
      note: 'jokers count as the card they stand for',
    },
    takeDiscardBeforeOpening: {
      article: 'S40-CdG art. 6',
      note: '"solamente se si possiedono in mano combinazioni o sequenze per almeno 40 punti o che si possa realizzarli con la stessa carta che raccogliamo": melds worth 40 from the hand with or without the card, laid in the same turn ("Apertura (obbligatoria se si raccoglie la carta dal monte degli scarti)"); the opening need not use the card',
    },
    takeDiscardToCloseBelowMinimum: {
      article: 'S40-CdG art. 6, 19.2',
      note: 'art. 6 asks "almeno 40 punti" of whoever takes the discard before opening; art. 19.2 ("anche senza apertura") speaks of closing, not of taking: a closing below 40 starts from the stock',
    },
    takenDiscardMustBeUsed: {
      article: 'S40-CdG art. 6, 18',
      note: 'after opening the discard may be taken "senza obbligo di calare" and discarded again (art. 18)',
    },
    replacedJokerMustBeUsed: {
      article: 'S40-CdG art. 6',
      note: '"appropriarsi dello stesso senza obbligo di calarlo"',
    },
    discardThatLaysOff: {
      article: 'S40-CdG art. 6',
      note: 'allowed only when closing or when every card in hand lays off',
    },
    jokerDiscardOnlyToClose: {
      article: 'S40-CdG art. 8',
      note: '"può essere scartato solamente per la chiusura finale"; a hand of jokers only discards one all the same, since a turn ends with a discard (art. 6)',
    },
    discardPileInspectable: {
      article: 'S40-CdG art. 6, 18',
      note: '"Le carte del monte degli scarti possono essere allargate solo dal giocatore di turno"; art. 18: "può ispezionare le carte". The view of the seat on turn holds the whole pile, for the whole turn; the other seats and spectators see its top',
    },
    layOffPerSequencePerTurn: {
      article: 'S40-CdG art. 17',
      note: '"mai più di due consecutive alla volta" read as: at most two cards onto one sequence per turn. A card kept off a sequence by that limit does not "lay off" this turn, so art. 6 does not bar its discard: no card is left that may be neither laid off nor discarded. The clause on splitting equal sequences of six or more cards into at most five is about how cards lie on the table and is not modelled',
    },
    closeOnFirstRound: {
      article: 'S40-CdG art. 19',
      note: 'the code sets no first-round restriction',
    },
    closeInHandWaivesOpeningMinimum: {
      article: 'S40-CdG art. 19.2',
      note: '"legando tutte le 13 carte anche senza apertura": melding every card but the discard in one turn needs no 40 points',
    },
    reshuffleKeepsTopDiscard: {
      article: 'S40-CdG art. 19',
      note: '"vanno rimescolate tutte le carte che compongono il monte degli scarti": all of them, at the end of the turn that emptied the stock',
    },
    reshufflesPerHand: {
      article: 'S40-CdG art. 21',
      note: 'a stand-in for the time-out of art. 21, whose text our copy lacks: without it a hand can go on for ever (two players each keeping a joker that lays off nowhere and may not be discarded, art. 8). When the stock runs out after the third reshuffle, the hand ends unclosed and every player pays the cards in hand',
    },
    quietRoundsPerHand: {
      article: 'S40-CdG art. 21',
      note: 'the same stand-in for the missing time-out, for the loop that never empties the stock: players passing a joker back and forth through the discard pile (art. 6, 18 let an opened player take it and discard it again). After three full rounds in which nobody draws from the stock or adds a card to the table, the hand ends unclosed and every player pays the cards in hand. With the reshuffle limit this bounds every hand',
    },
    aceAloneWorthOne: { article: 'S40-CdG art. 22' },
    neverMeldedPenalty: { article: 'S40-CdG art. 22', note: 'cards left in hand only' },
    inHandClosingDoubles: { article: 'S40-CdG art. 22' },
    end: {
      article: 'S40-CdG art. 5, 22',
      note: 'a tournament table of 5 hands ("5 chiusure a turno"), MP and VP by art. 22',
    },
  },
};

const fisca101Base: RuleProfile = {
  id: 'fisca-101',
  variants: [],
  name: 'Scala 40 a 101 (regolamento FISCA di circolo)',
  options: {
    ...fiscaGara.options,
    players: { min: 2, max: 6 },
    dealDirection: 'clockwise',
    cutBy: 'dealer-right',
    maxJokersPerMeld: 1,
    takeDiscardBeforeOpening: 'forbidden',
    takenDiscardMustBeUsed: true,
    replacedJokerMustBeUsed: true,
    discardThatLaysOff: 'forbidden-before-opening',
    discardPileInspectable: false,
    layOffPerSequencePerTurn: null,
    closeOnFirstRound: false,
    closeInHandWaivesOpeningMinimum: false,
    reshuffleKeepsTopDiscard: true,
    end: { kind: 'elimination', threshold: 101, eliminatedAt: 'reach' },
  },
  citations: {
    ...fiscaGara.citations,
    players: {
      article: 'S40-REG art. 8',
      note: 'the text sets no table size; 2 to 6 players fit the 108 cards',
    },
    seating: { article: 'S40-CdG art. 3', note: 'S40-REG is silent; the Codice di Gara applies' },
    dealDirection: { article: 'S40-REG art. 2.1' },
    cutBy: { article: 'S40-REG art. 2.1' },
    handSize: { article: 'S40-REG art. 2.1' },
    maxJokersPerMeld: {
      article: 'S40-REG art. 3.3, 3.4',
      note: 'one joker per meld; no meld of jokers',
    },
    aceHigh: {
      article: 'S40-REG art. 1.1, 3.2',
      note: '"matta-2-3-4-5-6-7-8-9-10-J-Q-K-A"; the ace "vale 11 punti se messo [...] in una \'scala\' dopo il Re"',
    },
    jokerDefaultSuit: {
      article: 'S40-CdG art. 8',
      note: 'S40-REG is silent; the Codice di Gara applies',
    },
    openingMinimum: { article: 'S40-REG art. 4.1' },
    openingWithoutJokers: { article: 'S40-REG art. 9c', note: 'off unless variant c' },
    takeDiscardBeforeOpening: {
      article: 'S40-REG art. 5.1, 5.4, 9a',
      note: 'forbidden unless variant a, which allows it to open in the same turn with the taken card ("che utilizzi la stessa carta pescata dal pozzo all\'interno dei giochi calati con l\'apertura")',
    },
    takeDiscardToCloseBelowMinimum: {
      article: 'S40-REG art. 4.1',
      note: 'no closing below 40 at all',
    },
    takenDiscardMustBeUsed: {
      article: 'S40-REG art. 5.4',
      note: '"essa deve essere necessariamente utilizzata": melded or laid off in the same turn, before the discard; other plays may come first as long as none leaves it without a place. So it cannot be discarded, while its identical twin can',
    },
    replacedJokerMustBeUsed: {
      article: 'S40-REG art. 5.3',
      note: '"si debba necessariamente utilizzare poi il jolly sostituito": melded or laid off in the same turn, before the discard; other plays may come first as long as none leaves it without a place. One card is owed at a time: while one is owed, no other joker is taken',
    },
    discardThatLaysOff: {
      article: 'S40-REG art. 5.4',
      note: '"a meno che non si abbia già aperto o che si chiuda": forbidden only before opening, and allowed when closing',
    },
    jokerDiscardOnlyToClose: {
      article: 'S40-CdG art. 8',
      note: 'S40-REG is silent; the Codice di Gara applies',
    },
    discardPileInspectable: {
      article: 'S40-REG art. 5.4',
      note: '"Le carte scartate nel pozzo devono essere posizionate in modo che siano ben impilate e non diano modo ai giocatori di conoscere tutte le altre carte scartate": only the top shows',
    },
    layOffPerSequencePerTurn: { article: 'S40-REG art. 5.2', note: 'no limit' },
    closeOnFirstRound: {
      article: 'S40-REG art. 6.5',
      note: 'closing is possible from the turn after every player has completed one turn',
    },
    closeInHandWaivesOpeningMinimum: {
      article: 'S40-REG art. 4.1',
      note: 'no exception to the 40 points',
    },
    reshuffleKeepsTopDiscard: {
      article: 'S40-REG art. 6.4',
      note: 'the last discard stays as the new pile; done at the end of the turn that drew the last card',
    },
    aceAloneWorthOne: { article: 'S40-REG art. 7.1' },
    neverMeldedPenalty: {
      article: 'S40-REG art. 9b',
      note: 'only with variant b and only at a closing "in mano", the case that paragraph describes; 100 points flat, not doubled',
    },
    inHandClosingDoubles: {
      article: 'S40-REG art. 9b',
      note: 'a closing in mano is one where the closer laid no card before this turn; off unless variant b',
    },
    end: { article: 'S40-REG art. 8', note: 'reaching 101 eliminates ("supera o raggiunge")' },
  },
};

const club151: RuleProfile = {
  id: 'club-151',
  variants: [],
  name: 'Torneo di circolo a 151',
  options: {
    ...fiscaGara.options,
    players: { min: 3, max: 4 },
    seating: 'given',
    dealDirection: 'clockwise',
    aceHigh: false,
    jokerTakesItsPlace: true,
    jokerDefaultSuit: 'come-quando-fuori-piove',
    layOffPerSequencePerTurn: null,
    closeOnFirstRound: false,
    aceAloneWorthOne: true,
    neverMeldedPenalty: { points: 100, when: 'always' },
    end: { kind: 'elimination', threshold: 151, eliminatedAt: 'reach' },
  },
  citations: {
    ...fiscaGara.citations,
    players: {
      article: 'S40-CLUB §A',
      note: 'tables of 4; 3 at an incomplete table as in S40-CdG art. 25',
    },
    seating: {
      article: 'S40-CLUB §A',
      note: "seats come from the organisers' draw (the order given); the lowest card drawn deals",
    },
    dealDirection: { article: 'S40-CLUB §B' },
    cutBy: { article: 'S40-CdG art. 4', note: CDG_FALLBACK },
    handSize: { article: 'S40-CLUB §B' },
    maxJokersPerMeld: { article: 'S40-CdG art. 9, 17', note: CDG_FALLBACK },
    aceHigh: {
      article: 'S40-CLUB §C',
      note: "\"L'ORDINE DI SCALA E' QUELLO NOMINALE SI VA DALL'ASSO AL RE\": the ace goes before the 2 only",
    },
    jokerTakesItsPlace: {
      article: 'S40-CLUB §C',
      note: '"IL JOLLY PRENDE IL VALORE DELLA POSIZIONE CHE OCCUPA": laid before an ace or after a K it has no room (JK AH 2H 3H, QH KH JK) and the meld is refused; with naturals out of order the run is completed as on the Codice',
    },
    jokerDefaultSuit: {
      article: 'S40-CLUB §C',
      note: '"come quando fuori piove": the suit after the reference card\'s in the cycle cuori, quadri, fiori, picche (quadri calls fiori, picche calls cuori), skipping suits already in the combination',
    },
    openingMinimum: { article: 'S40-CLUB §C' },
    openingWithoutJokers: {
      article: 'S40-CLUB §C',
      note: 'the joker takes the value of the place it occupies',
    },
    takeDiscardBeforeOpening: { article: 'S40-CdG art. 6', note: CDG_FALLBACK },
    takeDiscardToCloseBelowMinimum: { article: 'S40-CdG art. 6, 19.2', note: CDG_FALLBACK },
    takenDiscardMustBeUsed: { article: 'S40-CdG art. 6, 18', note: CDG_FALLBACK },
    replacedJokerMustBeUsed: { article: 'S40-CdG art. 6', note: CDG_FALLBACK },
    discardThatLaysOff: { article: 'S40-CdG art. 6', note: CDG_FALLBACK },
    jokerDiscardOnlyToClose: { article: 'S40-CdG art. 8', note: CDG_FALLBACK },
    discardPileInspectable: { article: 'S40-CdG art. 6, 18', note: CDG_FALLBACK },
    layOffPerSequencePerTurn: {
      article: 'S40-CLUB §D',
      note: 'no limit: the sheet knows only melds and closing; the art. 17 clause is a tournament-code procedure',
    },
    closeOnFirstRound: {
      article: 'S40-CLUB §D',
      note: 'closing is possible from the turn after every player has completed one turn',
    },
    closeInHandWaivesOpeningMinimum: { article: 'S40-CdG art. 19.2', note: CDG_FALLBACK },
    reshuffleKeepsTopDiscard: { article: 'S40-CdG art. 19', note: CDG_FALLBACK },
    aceAloneWorthOne: { article: 'S40-CLUB §D' },
    neverMeldedPenalty: {
      article: 'S40-CLUB §D',
      note: '"chi rimane con tutte le carte in mano paga 100 punti": a player who laid no card this hand',
    },
    inHandClosingDoubles: { article: 'S40-CLUB §D', note: 'no doubling' },
    end: {
      article: 'S40-CLUB §D',
      note: '"il punteggio per sballare è di 151": reaching 151 eliminates',
    },
  },
};

const withVariants = (variants: readonly Variant[]): RuleProfile => {
  const on = new Set(variants);
  return {
    ...fisca101Base,
    variants: [...on].sort(),
    options: {
      ...fisca101Base.options,
      takeDiscardBeforeOpening: on.has('a') ? 'open-with-it' : 'forbidden',
      inHandClosingDoubles: on.has('b'),
      neverMeldedPenalty: on.has('b') ? { points: 100, when: 'in-hand-closing' } : null,
      openingWithoutJokers: on.has('c'),
    },
  };
};

/**
 * A profile by its spec: `fisca-gara`, `club-151`, or `fisca-101` with variants appended as
 * `+a`, `+b`, `+c` (e.g. `fisca-101+a+c`).
 */
export const profileFromSpec = (spec: unknown): Result<RuleProfile, RuleError> => {
  const bad = () =>
    err(
      ruleError(
        'unknown-profile',
        PROCEDURE,
        `unknown rule profile ${JSON.stringify(spec)}: use fisca-gara, club-151 or fisca-101 with variants +a +b +c`,
      ),
    );
  if (typeof spec !== 'string') return bad();
  const [id, ...variants] = spec.split('+');
  if (id === 'fisca-gara' && variants.length === 0) return ok(fiscaGara);
  if (id === 'club-151' && variants.length === 0) return ok(club151);
  if (id !== 'fisca-101') return bad();
  if (!variants.every((v): v is Variant => v === 'a' || v === 'b' || v === 'c')) return bad();
  if (new Set(variants).size !== variants.length) return bad();
  return ok(withVariants(variants));
};

export const profileSpec = (profile: RuleProfile): string =>
  [profile.id, ...profile.variants].join('+');

export const PROFILES: Readonly<Record<ProfileId, RuleProfile>> = {
  'fisca-gara': fiscaGara,
  'fisca-101': fisca101Base,
  'club-151': club151,
};
