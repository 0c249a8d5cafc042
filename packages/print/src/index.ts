export type {
  Breach,
  Bye,
  CitedCaution,
  DecidedBy,
  EntrantName,
  EventHeading,
  ExtraColumn,
  Game,
  GuideCardsInput,
  GuideRound,
  GuideTable,
  Lang,
  PlayerName,
  Position,
  Prize,
  PrintError,
  RefereeReport,
  RulingLine,
  RefereeReportsInput,
  RoundSeating,
  SanctionLevel,
  ScoreSheetInput,
  Seat,
  StandingRow,
  StandingsInput,
  TableCardsInput,
  TableSeating,
  TieBreak,
  VpBand,
} from './input.js';
export { DEFAULT_LANG } from './i18n.js';
export { MAX_HANDS } from './validate.js';
export { scoreSheetsPdf } from './score-sheet.js';
export { seatingListPdf } from './seating-list.js';
export { standingsPdf } from './standings.js';
export { refereeReportsPdf } from './referee-report.js';
export { guideCardsPdf } from './guide-cards.js';
export { tableCardsPdf } from './table-cards.js';
export { type RefereeReportOptions, refereeReportsOf } from './tournament-papers.js';
export {
  type PrintOptions,
  type Printout,
  PRINTOUTS,
  isPrintout,
  playerName,
  tournamentPdf,
} from './tournament.js';
export type {
  BridgeScoring,
  BridgeSeat,
  BridgeVulnerability,
  ScoreCard,
  ScoreCardBoard,
  ScoreCardRound,
  ScoreCardsInput,
  Traveller,
  TravellerRow,
  TravellersInput,
} from './bridge-input.js';
export { checkScoreCards, checkTravellers, scoreCardsPdf, travellersPdf } from './bridge-papers.js';
