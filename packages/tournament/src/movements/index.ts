export { type DanishBye, type DanishOptions, type DanishVariant, danish } from './danish.js';
export { pairingProblems } from './invariants.js';
export { type KnockoutBracket, bracketOrder, knockout, knockoutStages } from './knockout.js';
export { type Meetings, meetingsOf } from './meetings.js';
export { type MitchellPhase, mitchell } from './mitchell.js';
export {
  type RoundRobinPhase,
  bergerRound,
  consecutiveGroups,
  roundRobin,
  roundRobinRounds,
} from './round-robin.js';
export { type StandingsTablesOptions, standingsTables } from './scala40-tables.js';
export {
  SEATING_DRAW_LABEL,
  type SeatingFormat,
  type SeatingInput,
  type SeatingOrder,
  seatFirstRound,
  seatingOrder,
} from './seating.js';
export { type FilledTables, fillTables, tableSizes } from './table-sizes.js';
