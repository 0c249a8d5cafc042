/**
 * The director's form for a new event, as the text a user types, and the settings it makes:
 * the same settings as `tavolo tournament create`. Rounds come in phases ("3 Mitchell rounds of
 * 3 hands, then one modified Danish round"); the settings are then checked by
 * @tavolo/tournament itself (`decideCommand`), so the form refuses exactly what the server would.
 */
import {
  type ByePolicy,
  type CautionsToWarning,
  type ConfigInput,
  type EventKind,
  type Game,
  type Movement,
  type PrizeGroup,
  type RoundPlan,
  type SeparateBy,
  type TieBreak,
  type TournamentError,
  decideCommand,
} from '@tavolo/tournament';
import { type VpTableProblem, typedVpTables } from './vp-table-form.js';

export const MOVEMENTS = [
  'danish',
  'danish-modified',
  'mitchell',
  'round-robin',
  'knockout',
  'standings-tables',
] as const;
export type MovementChoice = (typeof MOVEMENTS)[number];

/** Movements whose number (a group size, Mitchell's step) the form asks for. */
export const takesSize = (movement: MovementChoice): boolean =>
  movement !== 'knockout' && movement !== 'standings-tables';

export const PROFILES: Readonly<Record<Game, readonly string[]>> = {
  scala40: ['fisca-gara', 'fisca-101', 'club-151'],
  burraco: ['champion', 'fibur'],
};
export const KINDS: Readonly<Record<Game, readonly EventKind[]>> = {
  scala40: ['individual'],
  burraco: ['pairs', 'individual', 'singles', 'teams'],
};
export const BYE_POLICIES: readonly ByePolicy[] = [
  'lowest-overall',
  'lowest-in-round',
  'previous-table',
];
export const TIE_BREAKS: readonly TieBreak[] = ['vp', 'mp', 'head-to-head', 'organizer'];

/** Scala 40: how a table of three is scored (S40-CdG art. 26); the literal reading first. */
export type TableOfThree = NonNullable<ConfigInput['tableOfThree']>;
export const TABLES_OF_THREE: readonly TableOfThree[] = ['as-four', 'as-three'];

/** Burraco: which cautions make a warning (BUR-CH art. 22, 50); art. 50's reading first. */
export const CAUTIONS_TO_WARNING: readonly CautionsToWarning[] = ['same-breach', 'any'];

export interface PhaseForm {
  readonly rounds: string;
  readonly movement: MovementChoice;
  /** Danish and round robin: the group size (empty: one group); Mitchell: the step. */
  readonly size: string;
  readonly hands: string;
}

export interface SettingsForm {
  readonly name: string;
  readonly game: Game;
  readonly kind: EventKind;
  readonly profile: string;
  /** YYYY-MM-DD; empty: the day of creation. */
  readonly date: string;
  readonly phases: readonly PhaseForm[];
  readonly correctionMinutes: string;
  /** The IANA zone the event's times are shown in; empty: Europe/Rome (DEFAULT_TIME_ZONE). */
  readonly timeZone: string;
  readonly byePolicy: ByePolicy;
  /** Scala 40 only: sent with the settings of a Scala 40 event. */
  readonly tableOfThree: TableOfThree;
  readonly cautionsToWarning: CautionsToWarning;
  readonly tieBreaks: readonly TieBreak[];
  /** One prize a line, first place first. */
  readonly prizes: string;
  /** One group a line, `field=value: prize, prize` (`category=Over 65: Coppa Over 65, Targa`). */
  readonly prizeGroups: string;
  /** Keep entrants of the same club or region apart; empty: no separation. */
  readonly separate: '' | SeparateBy;
  /** The organizer's own VP tables as JSON by hands per round; empty: the default tables. */
  readonly vpTables: string;
  /** The organizer's own VP tables typed as printed, by hands; they replace the JSON's. */
  readonly vpBands: Readonly<Record<string, string>>;
}

/** A phase as a new event of the game usually plays it. */
export const defaultPhase = (game: Game): PhaseForm =>
  game === 'scala40'
    ? { rounds: '3', movement: 'standings-tables', size: '', hands: '5' }
    : { rounds: '3', movement: 'danish-modified', size: '', hands: '3' };

export const defaultForm = (game: Game): SettingsForm => ({
  name: '',
  game,
  kind: KINDS[game][0] ?? 'individual',
  profile: PROFILES[game][0] ?? '',
  date: '',
  phases: [defaultPhase(game)],
  correctionMinutes: '30',
  timeZone: '',
  byePolicy: 'lowest-overall',
  tableOfThree: 'as-four',
  cautionsToWarning: 'same-breach',
  tieBreaks: TIE_BREAKS,
  prizes: '',
  prizeGroups: '',
  separate: '',
  vpTables: '',
  vpBands: {},
});

/** What the form cannot turn into settings, before the rules are even asked. */
export type FormProblem =
  | { readonly code: 'bad-number'; readonly field: string; readonly phase?: number }
  | { readonly code: 'bad-vp-tables' }
  | { readonly code: 'bad-prize-group'; readonly line: number }
  | VpTableProblem;

export type SettingsCheck =
  | { readonly ok: true; readonly value: ConfigInput }
  | { readonly ok: false; readonly problem: FormProblem }
  | { readonly ok: false; readonly refusal: TournamentError };

const whole = (text: string, least: number): number | null =>
  /^\s*\d+\s*$/.test(text) && Number(text) >= least ? Number(text) : null;

const movementOf = (choice: MovementChoice, size: number | null): Movement => {
  const group = size === null ? {} : { groupSize: size };
  switch (choice) {
    case 'danish':
      return { kind: 'danish', variant: 'pure', ...group };
    case 'danish-modified':
      return { kind: 'danish', variant: 'modified', ...group };
    case 'mitchell':
      return { kind: 'mitchell', step: size ?? 1 };
    case 'round-robin':
      return { kind: 'round-robin', ...group };
    case 'knockout':
      return { kind: 'knockout' };
    case 'standings-tables':
      return { kind: 'standings-tables' };
  }
};

const roundsOf = (phases: readonly PhaseForm[]): RoundPlan[] | FormProblem => {
  const rounds: RoundPlan[] = [];
  for (const [i, phase] of phases.entries()) {
    const count = whole(phase.rounds, 1);
    if (count === null) return { code: 'bad-number', field: 'rounds', phase: i + 1 };
    const hands = whole(phase.hands, 1);
    if (hands === null) return { code: 'bad-number', field: 'hands', phase: i + 1 };
    const size =
      phase.size.trim() === '' || !takesSize(phase.movement) ? null : whole(phase.size, 1);
    if (size === null && phase.size.trim() !== '' && takesSize(phase.movement))
      return { code: 'bad-number', field: 'size', phase: i + 1 };
    for (let n = 0; n < count; n++)
      rounds.push({ movement: movementOf(phase.movement, size), hands });
  }
  return rounds;
};

const vpTablesOf = (text: string): ConfigInput['vpTables'] | null => {
  if (text.trim() === '') return undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as ConfigInput['vpTables'])
      : null;
  } catch {
    return null;
  }
};

/**
 * The prize groups typed one a line as `field=value: prize, prize`, as `--prize-groups` takes
 * them one per `;`; the number of the first line that is not one, else the groups.
 */
export const prizeGroupsOf = (text: string): readonly PrizeGroup[] | number => {
  const groups: PrizeGroup[] = [];
  for (const [i, line] of text.split('\n').entries()) {
    if (line.trim() === '') continue;
    const match = /^\s*([^=:]+?)\s*=\s*([^:]+?)\s*:(.*)$/.exec(line);
    const prizes = (match?.[3] ?? '')
      .split(',')
      .map((p) => p.trim())
      .filter((p) => p !== '');
    if (!match || prizes.length === 0) return i + 1;
    groups.push({ field: match[1] ?? '', value: match[2] ?? '', prizes });
  }
  return groups;
};

/** The settings the form makes, checked by the rules as the server will check them. */
export const checkSettings = (form: SettingsForm, now: string): SettingsCheck => {
  const rounds = roundsOf(form.phases);
  if (!Array.isArray(rounds)) return { ok: false, problem: rounds };
  const correctionMinutes = whole(form.correctionMinutes, 0);
  if (correctionMinutes === null)
    return { ok: false, problem: { code: 'bad-number', field: 'correctionMinutes' } };
  const json = vpTablesOf(form.vpTables);
  if (json === null) return { ok: false, problem: { code: 'bad-vp-tables' } };
  const typed = typedVpTables(form.vpBands, new Set(rounds.map((r) => r.hands)));
  if (!typed.ok) return typed;
  const vpTables =
    json === undefined && Object.keys(typed.value).length === 0
      ? undefined
      : { ...json, ...typed.value };
  const prizeGroups = prizeGroupsOf(form.prizeGroups);
  if (typeof prizeGroups === 'number')
    return { ok: false, problem: { code: 'bad-prize-group', line: prizeGroups } };
  const prizes = form.prizes
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
  const settings: ConfigInput = {
    name: form.name.trim(),
    game: form.game,
    kind: form.kind,
    rounds,
    profile: form.profile,
    correctionMinutes,
    byePolicy: form.byePolicy,
    tieBreaks: form.tieBreaks,
    prizes,
    ...(form.date === '' ? {} : { date: form.date }),
    ...(form.timeZone.trim() === '' ? {} : { timeZone: form.timeZone.trim() }),
    ...(prizeGroups.length === 0 ? {} : { prizeGroups }),
    ...(form.separate === '' ? {} : { separate: form.separate }),
    ...(form.game === 'scala40' ? { tableOfThree: form.tableOfThree } : {}),
    ...(form.game === 'burraco' ? { cautionsToWarning: form.cautionsToWarning } : {}),
    ...(vpTables === undefined ? {} : { vpTables }),
  };
  // Only the rules' answer is kept: the stamp of this trial decision is never recorded.
  const decided = decideCommand(undefined, { type: 'create', ...settings }, { at: now, by: 'web' });
  return decided.ok ? { ok: true, value: settings } : { ok: false, refusal: decided.error };
};
