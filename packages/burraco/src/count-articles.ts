/**
 * The articles a hand's count cites, item by item, for a player reading it. Each profile cites
 * its own regulation: Burraco Champion its BUR-CH articles (art. 19 for the count, art. 14 for
 * the burrachi, art. 18 for the closing). Traditional FIBUR Burraco has no text among the
 * regulations Tavolo holds (its values come from the README), so its count cites no article
 * (null) rather than another regulation's; the clock alone keeps BUR-CH art. 46, because the
 * table's time control is the one of that article whatever the profile.
 */
import { art } from './errors.js';
import { PROFILES, type ProfileId } from './profile.js';

export interface CountArticles {
  /** The value of the cards melded. */
  readonly melds: string | null;
  /** The burrachi, by kind. */
  readonly burrachi: string | null;
  readonly closing: string | null;
  /** The cards left in hand. */
  readonly cardsLeft: string | null;
  readonly pozzettoNotTaken: string | null;
  readonly penaltyCards: string | null;
  /** Points lost to the chess clock (BUR-CH art. 46, the table's time control). */
  readonly clock: string;
}

const { citations } = PROFILES.champion;

export const COUNT_ARTICLES: Readonly<Record<ProfileId, CountArticles>> = {
  champion: {
    melds: art(19),
    burrachi: citations.burracoValues.article,
    closing: citations.closingBonus.article,
    cardsLeft: art(19),
    pozzettoNotTaken: citations.pozzettoNotTakenPenalty.article,
    penaltyCards: art(19),
    clock: citations.timing.article,
  },
  fibur: {
    melds: null,
    burrachi: null,
    closing: null,
    cardsLeft: null,
    pozzettoNotTaken: null,
    penaltyCards: null,
    clock: PROFILES.fibur.citations.timing.article,
  },
};
