/**
 * Rule profiles: one named set of options per rule book. Every option cites its article, or
 * the README where the facts come from outside the regulation (card values, FIBUR values, VP
 * tables); where the text is silent or ambiguous the note says which reading Tavolo chose.
 *
 * `champion` is the Burraco Champion regulation (BUR-CH); `fibur` is traditional FIBUR Burraco:
 * the README gives its values, and everything else follows BUR-CH, the only full text we have.
 */
import { type Result, err, ok } from '@tavolo/cards';
import { type RuleError, PROCEDURE, ruleError } from './errors.js';
import { BUR_CH_TIMING, type TimingRules } from './timing.js';
import { DEFAULT_VP_TABLES, type VpTables } from './vp.js';

export type ProfileId = 'champion' | 'fibur';
export const PROFILE_IDS: readonly ProfileId[] = ['champion', 'fibur'];

/** The kinds of burraco (BUR-CH art. 14), weakest first. */
export type BurracoKind = 'sporco' | 'semipulito' | 'pulito' | 'champion';
export const BURRACO_KINDS: readonly BurracoKind[] = ['sporco', 'semipulito', 'pulito', 'champion'];

/** Points of a card on the table and in hand. */
export interface CardValues {
  readonly joker: number;
  /** Any 2, wild or standing as the natural 2 of its suit. */
  readonly pinella: number;
  readonly ace: number;
  /** K Q J 10 9 8. */
  readonly high: number;
  /** 7 6 5 4 3. */
  readonly low: number;
}

export interface RuleOptions {
  /** Table sizes: two pairs, or one against one ("tornei singoli"). */
  readonly seats: readonly (2 | 4)[];
  readonly handSize: number;
  readonly pozzettoSize: number;
  readonly cardValues: CardValues;
  readonly minMeldCards: number;
  /** 13 ordered cards plus the matta. */
  readonly sequenceMaxCards: number;
  readonly sequenceMaxNaturals: number;
  /** 8 cards plus the matta. */
  readonly combinationMaxCards: number;
  /** Mattas per meld, not counting a pinella that stands as the natural 2 of its sequence. */
  readonly maxWildsPerMeld: number;
  /** One side may hold two combinations of the same rank. */
  readonly equalCombinations: boolean;
  readonly burracoMinCards: number;
  /** A burraco with a matta is semipulito when the matta adjoins at least this many naturals. */
  readonly semipulitoMinNaturals: number;
  /**
   * The champion burraco; null where the rule book has none. `reading`: `naturals`, the
   * sequence holds `minCards` natural cards and may hold a matta besides (art. 12: "13 carte
   * disposte ordinatamente, più l'eventuale matta"); `any-cards`, `minCards` cards of which one
   * may be the matta (art. 14 read alone); `clean`, `minCards` cards and no matta.
   */
  readonly champion: {
    readonly minCards: number;
    readonly reading: 'naturals' | 'any-cards' | 'clean';
  } | null;
  readonly burracoValues: Readonly<Record<BurracoKind, number>>;
  readonly closingBonus: number;
  /**
   * The burrachi a side needs to close: any one alternative, each a list of slots; a slot is
   * filled by a distinct burraco of that kind or a stronger one.
   */
  readonly closingRequirement: readonly (readonly BurracoKind[])[];
  /** Subtracted from a side that never took its pozzetto. */
  readonly pozzettoNotTakenPenalty: number;
  /** The first play after taking the pile must use a taken card. */
  readonly pileCardFirst: boolean;
  readonly closeOnFirstRound: boolean;
  readonly closeByDiscardingMatta: boolean;
  /** The hand ends when a draw leaves this many cards in the stock. */
  readonly unplayableStockCards: number;
  /** Full rounds in which nobody draws from the stock before the hand ends in stallo. */
  readonly stalemateRounds: number;
  readonly vpTables: VpTables;
  readonly timing: TimingRules;
}

export interface Citation {
  readonly article: string;
  /** The reading Tavolo chose where the text is silent or ambiguous. */
  readonly note?: string;
}

export interface RuleProfile {
  readonly id: ProfileId;
  readonly name: string;
  readonly options: RuleOptions;
  readonly citations: { readonly [K in keyof RuleOptions]: Citation };
  /** Readings that are not options (the same for every profile), with their articles. */
  readonly readings: readonly (Citation & { readonly topic: string })[];
}

const CARD_VALUES: CardValues = { joker: 30, pinella: 20, ace: 15, high: 10, low: 5 };

const READINGS: RuleProfile['readings'] = [
  {
    topic: 'seat order',
    article: 'BUR-CH art. 4, 16',
    note: 'seats 0..n-1 in the order of play; the player at the dealer\'s left plays first (art. 16: the dealer "Nord" is followed by E, S, O). Partners sit opposite: seats 0+2 and 1+3. The deal passes to the next seat each hand',
  },
  {
    topic: 'deal layout',
    article: 'BUR-CH art. 5, 7',
    note: "the art. 5 duties were lost in conversion. Tavolo shuffles with label hand-N/deal; position 0 is the top. The two pozzetti are the bottom 22 cards (the bottom 11 first, as formed by the player at the dealer's right); the dealer deals 11 cards one at a time from the top, starting at his left; the next card is turned up to start the pile; the rest is the stock",
  },
  {
    topic: 'whose melds',
    article: 'BUR-CH art. 7, 9',
    note: 'melds belong to a line ("i propri giochi"): a player lays off only on his own line\'s melds, his partner\'s included',
  },
  {
    topic: 'free matta',
    article: 'BUR-CH art. 7, 11',
    note: 'a matta laid fills the one gap the naturals leave; with none it is free and goes at the lowest position ("Le matte libere vanno collocate sempre nella posizione più bassa"), or above the run when the run starts at the ace, unless the player puts it on top (the meld and lay-off actions say `matta: "top"`; "Qualora un giocatore la collochi nella parte superiore ... non potrà recedere dal farlo"). So cards may be given in any order. Naturals already on the table keep their places',
  },
  {
    topic: 'a matta keeps its place',
    article: 'BUR-CH art. 11',
    note: '"Nelle sequenze il jolly o la Pinella possono essere sostituiti solo dalla carta della quale fanno le veci e devono obbligatoriamente restare nei giochi in cui sono state collocate": once on the table a matta stands for its card until that very card replaces it; a natural laid elsewhere cannot move it (5H 6H 7H JK, the jolly the 4, takes no 9H alone). The matta replaced stays in its meld at the lowest free place (below the run, or above it when the run starts at the ace): the text does not say where it goes, and this is the rule for a free matta. A wild pinella that so comes to stand before the 3 of its suit becomes its natural 2',
  },
  {
    topic: 'matta on top',
    article: 'BUR-CH art. 11',
    note: '"nel caso ciò non accada, l\'arbitro, accertata nel ventaglio in mano al giocatore la presenza di carte idonee a proseguire il gioco, lo obbligherà a collocarle": in the turn in which a player puts a free matta on top of a run that could have taken it at the bottom, he may not discard while he holds a card that continues that run upward and may lay it off. A card he may not lay (the last one, which he must keep to discard: art. 42) is not owed. A matta that goes above a run from the ace was not put on top by choice and owes nothing',
  },
  {
    topic: 'natural pinella',
    article: 'BUR-CH art. 11, 14',
    note: "a pinella of the sequence's suit in the place of the 2 is natural whenever the meld reads so (more naturals are preferred); it does not spoil a pulito and allows one more matta. It keeps the pinella's card value (README values are per card)",
  },
  {
    topic: 'pozzetto',
    article: 'BUR-CH art. 18',
    note: '"in diretta": a play that empties the hand gives the pozzetto at once and the turn goes on. "Con lo scarto": the pozzetto goes to the hand after the discard, for use at the next turn. Each line takes at most one; a play that empties the hand when the line has its pozzetto is a closing without discard (art. 42) and is refused, as is a play that leaves one card that could not close',
  },
  {
    topic: 'pozzetto seen after the partner discards',
    article: 'BUR-CH art. 23',
    note: '"Il giocatore che prende il pozzetto “con lo scarto” deve visionarlo dopo che il compagno avrà scartato": at a table of four its cards are the taker\'s but reach him (view and pozzetto-cards event) only with his partner\'s discard, or before the count if the hand ends first. At a table of two there is no partner and the taker sees it at once',
  },
  {
    topic: 'taking the pile',
    article: 'BUR-CH art. 9',
    note: '"almeno una delle carte raccolte deve essere giocata": any meld or lay-off that holds a taken card counts, cards of the hand included (taken 9H with 8H of the hand onto 5H 6H 7H). The first play after taking must hold one; the plays the text would freeze ("temporaneamente congelati") are refused instead',
  },
  {
    topic: 'order of lay-offs',
    article: 'BUR-CH art. 29 (A2,2 ex. 4, 5)',
    note: 'a lay-off is checked when it is made: "prima un 9, poi un 8 e poi il 7" onto 4-5-6 is one lay-off of the three cards, in any order. "3♥-2♥-matta" laid together onto 5♥-6♥-7♥ reads the 2♥ as natural; laid singly, the 2♥ stands for the 4♥ (art. 11) and the matta after the 3♥ is refused',
  },
  {
    topic: 'chiusura al monte',
    article: 'BUR-CH art. 43',
    note: 'taking the pile and closing in the same turn is allowed: the pile is taken, a taken card is played first (art. 9), then the ordinary closing applies. The hand result records the closing as "al-monte"',
  },
  {
    topic: 'time-out',
    article: 'BUR-CH art. 16',
    note: 'a director action. Announced during a turn, that turn finishes, then the round is completed to the dealer and one more full round is played (4 to 7 more plays at four). Announced before the next player has drawn, that player starts the last round. The hand then ends without closing bonus and the match ends (the turn of the tournament is over)',
  },
  {
    topic: 'stallo',
    article: 'BUR-CH art. 17',
    note: 'Tavolo ends the hand itself (instead of the director) when every player in turn has taken the pile instead of drawing for two full rounds without interruption',
  },
  {
    topic: 'honours',
    article: 'BUR-CH art. 19',
    note: '"gli onori negativi non possono essere compensati con onori positivi" is read as a recording rule: the breakdown keeps positive honours (burrachi, closing) and negative ones (pozzetto not taken, clock) apart; the total adds them all',
  },
];

const champion: RuleProfile = {
  id: 'champion',
  name: 'Burraco Champion',
  options: {
    seats: [4, 2],
    handSize: 11,
    pozzettoSize: 11,
    cardValues: CARD_VALUES,
    minMeldCards: 3,
    sequenceMaxCards: 14,
    sequenceMaxNaturals: 13,
    combinationMaxCards: 9,
    maxWildsPerMeld: 1,
    equalCombinations: false,
    burracoMinCards: 7,
    semipulitoMinNaturals: 7,
    champion: { minCards: 13, reading: 'naturals' },
    burracoValues: { sporco: 100, semipulito: 150, pulito: 300, champion: 500 },
    closingBonus: 200,
    closingRequirement: [['pulito', 'sporco'], ['champion']],
    pozzettoNotTakenPenalty: 200,
    pileCardFirst: true,
    closeOnFirstRound: false,
    closeByDiscardingMatta: false,
    unplayableStockCards: 2,
    stalemateRounds: 2,
    vpTables: DEFAULT_VP_TABLES,
    timing: BUR_CH_TIMING,
  },
  citations: {
    seats: {
      article: 'BUR-CH art. 2',
      note: 'pairs N/S v E/W, or "tornei singoli" one against one',
    },
    handSize: { article: 'BUR-CH art. 5' },
    pozzettoSize: {
      article: 'BUR-CH art. 5',
      note: 'two pozzetti of 11 cards; the text lost the table, 11 is the standard and the hand size it names',
    },
    cardValues: { article: 'README (eburraco.com)', note: 'art. 1 lost its table of values' },
    minMeldCards: { article: 'BUR-CH art. 7, 10' },
    sequenceMaxCards: {
      article: 'BUR-CH art. 12',
      note: 'positions 1 (ace low) to 14 (ace high), so a sequence never wraps',
    },
    sequenceMaxNaturals: {
      article: 'BUR-CH art. 12',
      note: '"un massimo di 13 carte disposte ordinatamente, più l\'eventuale matta": no run of 14 naturals A..K..A',
    },
    combinationMaxCards: {
      article: 'BUR-CH art. 13',
      note: 'the two decks hold 8 naturals of a rank; suits may repeat (art. 10)',
    },
    maxWildsPerMeld: {
      article: 'BUR-CH art. 10, 11',
      note: 'a meld holds at least two naturals; no meld of mattas; a combination of 2s is a meld of pinelle and is refused',
    },
    equalCombinations: {
      article: 'BUR-CH art. 39',
      note: 'two equal sequences are allowed, two combinations of one rank in one line are not',
    },
    burracoMinCards: { article: 'BUR-CH art. 14' },
    semipulitoMinNaturals: {
      article: 'BUR-CH art. 14',
      note: 'sequence: "una matta che preceda o segua almeno sette carte": the matta is next to a run of at least 7 naturals on one side (a free matta adjoins all of them), at an end or inside the run (3..9 JK J is semipulito: the matta follows seven cards; some published summaries ask the matta to be at an end, the text does not); combination: at least 8 cards with the matta',
    },
    champion: {
      article: 'BUR-CH art. 14',
      note: 'art. 14 "una sequenza ordinata di 13 carte" read with art. 12 "un massimo di 13 carte disposte ordinatamente, più l\'eventuale matta (per un totale di 14 carte)": the 13 are natural cards, A..K with the ace at either end (a pinella standing as the natural 2 is one of them), and a matta may be the 14th. `any-cards` lets the matta count among the 13 (art. 14 read alone); `clean` asks for no matta at all. It replaces the pulito/sporco value',
    },
    burracoValues: { article: 'BUR-CH art. 14, 19' },
    closingBonus: { article: 'BUR-CH art. 18, 19' },
    closingRequirement: {
      article: 'BUR-CH art. 18',
      note: '"uno pulito e l\'altro sporco o semipulito" or a champion; a stronger burraco fills a weaker slot, so two puliti also close',
    },
    pozzettoNotTakenPenalty: { article: 'BUR-CH art. 19' },
    pileCardFirst: {
      article: 'BUR-CH art. 9',
      note: 'the whole pile is taken, and only when a taken card can be played; the first meld or lay-off must include a taken card, and no discard before it',
    },
    closeOnFirstRound: {
      article: 'BUR-CH art. 44',
      note: "closing needs every player to have completed one turn before the closer's turn",
    },
    closeByDiscardingMatta: {
      article: 'BUR-CH art. 15, 41',
      note: 'a matta may be discarded at any other time, also to take the pozzetto',
    },
    unplayableStockCards: {
      article: 'BUR-CH art. 18',
      note: 'the hand ends with the discard of the player who drew the third-last card; no play from the pile after it',
    },
    stalemateRounds: { article: 'BUR-CH art. 17' },
    vpTables: {
      article: 'BUR-CH art. 19; README',
      note: 'art. 19 lost its tables: FIBUR 3- and 4-hand tables from the README; the 2-hand default is derived and labelled so; an organizer may pass any validated table',
    },
    timing: { article: 'BUR-CH art. 46' },
  },
  readings: READINGS,
};

const fibur: RuleProfile = {
  id: 'fibur',
  name: 'Burraco FIBUR (tradizionale)',
  options: {
    ...champion.options,
    champion: null,
    burracoValues: { sporco: 100, semipulito: 150, pulito: 200, champion: 200 },
    closingBonus: 100,
    closingRequirement: [['sporco']],
    pozzettoNotTakenPenalty: 100,
  },
  citations: {
    ...champion.citations,
    champion: {
      article: 'README (FIBUR)',
      note: 'traditional Burraco has no champion: a 13-card sequence is pulito, semipulito or sporco',
    },
    burracoValues: {
      article: 'README (eburraco.com, FIBUR Codice di Gara)',
      note: 'champion is unused (no champion burraco) and set to the pulito value',
    },
    closingBonus: { article: 'README (FIBUR)' },
    closingRequirement: {
      article: 'BUR-CH art. 18; README',
      note: 'the README gives no closing condition for FIBUR: Tavolo uses the traditional rule, pozzetto taken and at least one burraco of any kind',
    },
    pozzettoNotTakenPenalty: { article: 'README (FIBUR)' },
  },
  readings: READINGS,
};

export const PROFILES: Readonly<Record<ProfileId, RuleProfile>> = { champion, fibur };

export const profileFromSpec = (spec: unknown): Result<RuleProfile, RuleError> =>
  spec === 'champion' || spec === 'fibur'
    ? ok(PROFILES[spec])
    : err(
        ruleError(
          'unknown-profile',
          PROCEDURE,
          `unknown rule profile ${JSON.stringify(spec)}: use champion or fibur`,
        ),
      );
