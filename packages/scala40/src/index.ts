export type { Action, ActionType, LayOffSpec } from './action.js';
export { type DealProblem, type DealRecord, dealProblems, dealRecord, verifyDeal } from './deal.js';
export { apply, createMatch, type MatchOptions, type Step } from './engine.js';
export type { GameEvent, VisibleEvent } from './event.js';
export { candidateMelds } from './candidates.js';
export { legalActions, openings } from './legal.js';
export {
  type CombinationMeld,
  type Meld,
  type MeldCard,
  type PlacedCard,
  type SequenceMeld,
  addToMeld,
  isFace,
  isMeldCard,
  layOffPlacements,
  meldCodes,
  meldPoints,
  openingValue,
  readMeld,
  readProfileMeld,
  replaceJoker,
} from './meld.js';
export {
  type Citation,
  type MatchEnd,
  PROFILE_IDS,
  PROFILES,
  type ProfileId,
  type RuleOptions,
  type RuleProfile,
  type Variant,
  profileFromSpec,
  profileSpec,
} from './profile.js';
export { differenceVp, handPenalty, penaltyValue, tableVp } from './scoring.js';
export { drawForSeats } from './seating.js';
export {
  DEFAULT_TABLE_OF_THREE,
  RESTING_SEAT_MP,
  TABLE_OF_THREE_ARTICLE,
  TABLE_OF_THREE_READINGS,
  type TableOfThree,
  isTableOfThree,
} from './table-of-three.js';
export type {
  HandEnding,
  HandResult,
  HandState,
  MatchState,
  Obligation,
  Seat,
  SeatDraw,
  TableMeld,
  TurnState,
} from './state.js';
export { brokenInvariants } from './invariants.js';
export { type OracleAnswer, type OracleError, answerScala40 } from './oracle.js';
export { openingRefusal, worthOf } from './turn-rules.js';
export { type SeatView, view } from './view.js';
