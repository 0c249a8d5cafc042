/**
 * The settings of a bridge pairs event, fixed when it is created: its movement (named by kind
 * and size, rebuilt from the published tables so the log stays small and a replay gives the
 * same movement), boards per round, the scoring across the field, the correction period
 * (LAW 79C: 30 minutes after the official score unless the organizer sets another) and the
 * percentages of the artificial adjusted scores (Law 12C2 of the 2017 Laws: average plus at
 * least 60%, average 50%, average minus at most 40%).
 */
import { type Result, err, ok } from '@tavolo/cards';
import { type TournamentError, tournamentError } from '../error.js';
import { howell } from './howell.js';
import { type MitchellOptions, mitchell } from './mitchell.js';
import { movementProblems } from './movement-checks.js';
import type { BridgeMovement } from './movement.js';

export type MovementSpec =
  | ({ readonly kind: 'mitchell'; readonly tables: number } & MitchellOptions)
  | { readonly kind: 'howell'; readonly tables: number };

/** Matchpoints (Law 78A) or IMPs across the field (cross-IMPs, Law 78B's scale). */
export type BridgeScoring = 'matchpoints' | 'cross-imps';

/** Law 12C2: what each side gets for an artificial adjusted score, as a percentage. */
export interface ArtificialPercentages {
  readonly plus: number;
  readonly average: number;
  readonly minus: number;
}

export interface BridgePairsConfig {
  readonly name: string;
  /** The day of play, YYYY-MM-DD. */
  readonly date: string;
  readonly movement: MovementSpec;
  readonly boardsPerRound: number;
  readonly scoring: BridgeScoring;
  /** LAW 79C: minutes from the official score to the end of the correction period. */
  readonly correctionMinutes: number;
  readonly artificial: ArtificialPercentages;
}

export const DEFAULT_CORRECTION_MINUTES = 30;
export const DEFAULT_ARTIFICIAL: ArtificialPercentages = { plus: 60, average: 50, minus: 40 };
/** Law 12C2 in an IMP contest: average plus is plus 3 IMPs, average minus minus 3. */
export const ARTIFICIAL_IMPS: Readonly<Record<keyof ArtificialPercentages, number>> = {
  plus: 3,
  average: 0,
  minus: -3,
};

export type BridgePairsConfigInput = Omit<BridgePairsConfig, 'correctionMinutes' | 'artificial'> & {
  readonly correctionMinutes?: number;
  readonly artificial?: ArtificialPercentages;
};

const refuse = (code: string, message: string, article = 'Tavolo') =>
  err(tournamentError(code, article, message));

/** The movement a configuration names, built from its published table and checked. */
export const movementOf = (spec: MovementSpec): Result<BridgeMovement, TournamentError> => {
  const built =
    spec.kind === 'mitchell'
      ? mitchell(spec.tables, { rounds: spec.rounds, arrowSwitch: spec.arrowSwitch })
      : spec.kind === 'howell'
        ? howell(spec.tables)
        : refuse('bridge-movement-kind', 'a bridge movement is a Mitchell or a Howell');
  if (!built.ok) return built;
  const problems = movementProblems(built.value);
  const first = problems[0];
  return first
    ? err(tournamentError('bridge-movement-unsound', 'Tavolo', first.message, first.params))
    : built;
};

/** A checked configuration, with the defaults filled in. */
export const makeBridgePairsConfig = (
  input: BridgePairsConfigInput,
): Result<BridgePairsConfig, TournamentError> => {
  if (typeof input.name !== 'string' || input.name.trim() === '')
    return refuse('bridge-config-name', 'an event has a name');
  if (typeof input.date !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(input.date))
    return refuse('bridge-config-date', 'the day of play is YYYY-MM-DD');
  const movement = movementOf(input.movement);
  if (!movement.ok) return movement;
  if (!Number.isSafeInteger(input.boardsPerRound) || input.boardsPerRound < 1)
    return refuse('bridge-config-boards', 'a round has 1 board or more at each table');
  if (input.scoring !== 'matchpoints' && input.scoring !== 'cross-imps')
    return refuse('bridge-config-scoring', 'scoring is matchpoints or cross-imps', 'LAW 78');
  const correctionMinutes = input.correctionMinutes ?? DEFAULT_CORRECTION_MINUTES;
  if (!Number.isSafeInteger(correctionMinutes) || correctionMinutes < 0)
    return refuse('bridge-config-correction', 'the correction period is whole minutes', 'LAW 79C');
  const artificial = input.artificial ?? DEFAULT_ARTIFICIAL;
  const { plus, average, minus } = artificial;
  if (![plus, average, minus].every((p) => Number.isFinite(p) && p >= 0 && p <= 100))
    return refuse('bridge-config-artificial', 'adjusted scores are 0% to 100%', 'LAW 12C2 (2017)');
  if (plus < 60 || minus > 40)
    return refuse(
      'bridge-config-artificial',
      'average plus is at least 60% and average minus at most 40%',
      'LAW 12C2 (2017)',
    );
  return ok({
    name: input.name,
    date: input.date,
    movement: input.movement,
    boardsPerRound: input.boardsPerRound,
    scoring: input.scoring,
    correctionMinutes,
    artificial,
  });
};
