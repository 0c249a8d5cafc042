export type {
  Bye,
  EventHeading,
  ExtraColumn,
  Game,
  Lang,
  PlayerName,
  Position,
  Prize,
  PrintError,
  RoundSeating,
  ScoreSheetInput,
  Seat,
  StandingRow,
  StandingsInput,
  TableSeating,
  TieBreak,
} from './input.js';
export { DEFAULT_LANG } from './i18n.js';
export { MAX_HANDS } from './validate.js';
export { scoreSheetsPdf } from './score-sheet.js';
export { seatingListPdf } from './seating-list.js';
export { standingsPdf } from './standings.js';
export { type Printout, PRINTOUTS, isPrintout, playerName, tournamentPdf } from './tournament.js';
