/**
 * Time rules for online play (BUR-CH art. 46), as data the server applies: the engine itself
 * has no clock. The server forces the plays art. 46 prescribes through the engine's actions
 * (see `forcedChoicePlay` in engine.ts and the `clock-expired` action).
 */

export interface TurnLimit {
  /** The limit applies with at most this many cards in hand; null = any number. */
  readonly maxCards: number | null;
  readonly seconds: number;
}

export interface TimingRules {
  /** To choose between drawing from the stock and taking the pile; then a forced draw and discard. */
  readonly choiceSeconds: number;
  /** Ascending `maxCards`; the first limit that fits the hand applies. */
  readonly turnLimits: readonly TurnLimit[];
  /** After a turn limit the player is invited to finish within these seconds, then must discard. */
  readonly graceSeconds: number;
  /** The optional chess clock ("orologi contatempo") of some tournaments. */
  readonly chessClock: {
    /** 7'30" per pair per hand. */
    readonly secondsPerSidePerHand: number;
    /** Points per hand for the side whose time runs out. */
    readonly penaltyPoints: number;
  };
}

export const BUR_CH_TIMING: TimingRules = {
  choiceSeconds: 10,
  turnLimits: [
    { maxCards: 3, seconds: 15 },
    { maxCards: 10, seconds: 30 },
    { maxCards: null, seconds: 60 },
  ],
  graceSeconds: 5,
  chessClock: { secondsPerSidePerHand: 450, penaltyPoints: 100 },
};

/** Seconds a player with `cardsInHand` cards may use for a turn (art. 46). */
export const turnSeconds = (timing: TimingRules, cardsInHand: number): number =>
  (
    timing.turnLimits.find((l) => l.maxCards === null || cardsInHand <= l.maxCards) ??
    (timing.turnLimits[timing.turnLimits.length - 1] as TurnLimit)
  ).seconds;
