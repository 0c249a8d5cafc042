/**
 * The arbitro's catalogue as data: each irregularity situation of an article is an entry with
 * the article's sentence, the questions that decide the case and a ruling for every answer.
 * A ruling says what happens at the table (effects) and what the record gets (sanction,
 * penalty, score): the first for the players, the second for the event's log.
 */

/** A text for people, Italian first. */
export interface Text {
  readonly it: string;
  readonly en: string;
}

export type Game = 'scala40' | 'burraco';

/** The regulations' texts, cited as shared/rules/README.md names them. */
export type Source = 'S40-CdG' | 'S40-REG' | 'S40-CLUB' | 'BUR-CH';

export interface Option {
  readonly id: string;
  readonly text: Text;
}

/** Answers so far: question id -> option id. */
export type Answers = Readonly<Record<string, string>>;

/** A condition on answers: each question named has one of the options listed. */
export type When = Readonly<Record<string, string | readonly string[]>>;

export interface Question {
  readonly id: string;
  readonly text: Text;
  readonly options: readonly Option[];
  /** Asked only when the answers so far meet this; otherwise skipped. */
  readonly askIf?: When;
}

/**
 * What happens at the table. The kinds are the consequences the texts use again and again,
 * so that a program (the online table, the referee's report) can act on them; `steps` of the
 * ruling says the same in words.
 */
export type Effect =
  /** The card(s) must be played at once (laid off or melded), before any other play. */
  | { readonly kind: 'play-at-once' }
  /** The card is "subito scartata": discarded at once. */
  | { readonly kind: 'discard-at-once' }
  /** Penalty cards, discarded one a turn, lowest value first ("secondo antinorma"). */
  | { readonly kind: 'penalty-cards' }
  /** The guilty player's turn ends here (he discards). */
  | { readonly kind: 'turn-ends' }
  /** The player may only draw (or take the discard) and discard, no melds or lay-offs. */
  | { readonly kind: 'draw-and-discard-only' }
  /** At his next turn the offender only discards the card named: no draw, no play. */
  | { readonly kind: 'discard-only-next-turn' }
  /** A meld is frozen: nobody may lay off on it (nor take its jolly), for good or for now. */
  | { readonly kind: 'meld-frozen'; readonly until: 'end-of-hand' | 'next-turn' }
  /** The wrong meld may be healed ("sanato") with a card from the hand. */
  | { readonly kind: 'may-heal' }
  /** The wrong meld may not be healed. */
  | { readonly kind: 'no-heal' }
  /** The guilty player may not close until after the last penalty card is discarded. */
  | { readonly kind: 'no-close-until-penalties-served' }
  /** The guilty player's partner may not close during this round of play (giro). */
  | { readonly kind: 'partner-no-close-this-round' }
  /** The guilty player (or line) may not close during the next round of play. */
  | { readonly kind: 'no-close-next-round' }
  /** A closing just made does not count. */
  | { readonly kind: 'closing-void' }
  /** A closing just made is put off: the offender may make it in the next round. */
  | { readonly kind: 'closing-deferred' }
  /** The partner may not lay cards on the melds made with the exposed card(s). */
  | { readonly kind: 'partner-no-lay-on-exposed' }
  /** Cards are counted as negative points at the end of the hand. */
  | { readonly kind: 'counted-negative' }
  /** A card is burned: shown to the table and put under the stock. */
  | { readonly kind: 'card-burned' }
  /** Play goes on, the hand (or result) stands. */
  | { readonly kind: 'play-continues' }
  /** The deck is replaced or completed after the hand. */
  | { readonly kind: 'deck-replaced' }
  /** The arbitro restores the position (puts cards back, rebuilds a pozzetto, ...). */
  | { readonly kind: 'restore' }
  /** The hand is dealt again. */
  | { readonly kind: 'redeal' }
  /** The right to a penalty is lost: nothing is applied. */
  | { readonly kind: 'no-penalty' }
  /** A burraco made with the wrong meld does not count as a burraco. */
  | { readonly kind: 'burraco-void' }
  /** The pozzetto may not be taken "in diretta" this turn: it is played from the next round. */
  | { readonly kind: 'no-pozzetto-in-diretta' }
  /** Neither the offender nor his partner may close during this round of play. */
  | { readonly kind: 'line-no-close-this-round' }
  /** The offender may not close during this round of play (his partner may). */
  | { readonly kind: 'offender-no-close-this-round' }
  /** The next opponent (or the player on turn) chooses what happens to the card. */
  | { readonly kind: 'opponent-chooses' }
  /** The partner may not play, this round, a penalising card he picked up. */
  | { readonly kind: 'partner-no-play-picked' }
  /** The partner may take the discard pile only by using the last discard of the opponent before him. */
  | { readonly kind: 'partner-pile-last-discard-only' }
  /** A card goes back on (or under) the stock. */
  | { readonly kind: 'card-to-stock' }
  /** Cards go back into the offender's hand. */
  | { readonly kind: 'card-back-to-hand' }
  /** The smallest card in hand is discarded in place of the one that may not be. */
  | { readonly kind: 'smallest-card-discarded' }
  /** A substitute (or a robot) takes the player's seat. */
  | { readonly kind: 'substitute' }
  /** The hand ends here. */
  | { readonly kind: 'hand-over' }
  /** The ruling of another article applies, as the text refers to it. */
  | { readonly kind: 'apply-article'; readonly article: string };

export type EffectKind = Effect['kind'];

/** What the event's record gets. */
export type RecordEffect =
  /** Richiamo (BUR-CH art. 50): two make an ammonizione. */
  | { readonly kind: 'caution' }
  /** Ammonizione, written on the referee's report. */
  | { readonly kind: 'warning' }
  /** Espulsione. */
  | { readonly kind: 'expulsion' }
  /** MP taken from the entrant's score in the round, VP from the general standings. */
  | { readonly kind: 'penalty'; readonly mp: number; readonly vp: number }
  /** A score the arbitro sets or adjusts (punteggio arbitrale); the figure is his. */
  | { readonly kind: 'score-adjustment' };

export type RecordKind = RecordEffect['kind'];

export interface Ruling {
  readonly summary: Text;
  /** What to do, in order, in words. */
  readonly steps: readonly Text[];
  /** The sentence(s) of the article the ruling rests on, verbatim. */
  readonly quote: string;
  readonly effects: readonly Effect[];
  readonly record: readonly RecordEffect[];
  /** Where the text is silent or ambiguous here: what Tavolo suggests, and why. */
  readonly note?: Text;
}

export interface RulingRule {
  readonly when: When;
  readonly ruling: Ruling;
}

export interface Entry {
  /** Stable, lower case: `bur-ch-29-a2-1`, `s40-cdg-11-carta-esposta`. */
  readonly id: string;
  readonly game: Game;
  readonly source: Source;
  readonly article: number;
  /** The numbered case within the article, as the text numbers it ("A2,1", "3"). */
  readonly case?: string;
  readonly title: Text;
  /** Everyday words an arbitro or a player would use for the situation, Italian. */
  readonly words: readonly string[];
  /** The article's text for the situation, verbatim. */
  readonly quote: string;
  readonly questions: readonly Question[];
  /** The first rule whose `when` the answers meet gives the ruling. */
  readonly rulings: readonly RulingRule[];
  /** Where the text is silent or ambiguous for the whole situation: the gap and the choice. */
  readonly gap?: Text;
}

/**
 * "BUR-CH art. 29 A2,1". The club sheet has lettered paragraphs, not articles: its entries keep
 * the letter's place as their article number and are cited by the letter, "S40-CLUB §B".
 */
export const citation = (entry: Pick<Entry, 'source' | 'article' | 'case'>): string =>
  entry.source === 'S40-CLUB' && entry.case !== undefined
    ? `S40-CLUB §${entry.case}`
    : `${entry.source} art. ${entry.article}${entry.case === undefined ? '' : ` ${entry.case}`}`;

/** Whether `answers` meet `when`. */
export const meets = (answers: Answers, when: When): boolean =>
  Object.entries(when).every(([question, allowed]) => {
    const given = answers[question];
    return (
      given !== undefined &&
      (typeof allowed === 'string' ? given === allowed : allowed.includes(given))
    );
  });
