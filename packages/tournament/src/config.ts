/**
 * The settings of one tournament, fixed when it is created: game and rule profile, kind of
 * event, the rounds with their movements and hands, VP tables, tie-breaks and the correction
 * period. Every choice the regulations leave to the organizer is a field here; the notes in
 * `CONFIG_CITATIONS` say where each comes from and which reading Tavolo chose.
 */
import { type Result, err, ok } from '@tavolo/cards';
import {
  DEFAULT_VP_TABLES,
  profileFromSpec as burracoProfile,
  type VpTable,
  validateVpTable,
} from '@tavolo/burraco';
import {
  DEFAULT_TABLE_OF_THREE,
  TABLE_OF_THREE_ARTICLE,
  type TableOfThree,
  isTableOfThree,
  profileFromSpec as scala40Profile,
} from '@tavolo/scala40';
import { type MessageParams, type TournamentError, tournamentError } from './error.js';

export type Game = 'scala40' | 'burraco';

/**
 * Scala 40 is individual at tables of 3-4 (S40-CdG art. 2). Burraco (BUR-CH art. 2): pairs,
 * teams, individual with changing partners, singles (one against one).
 */
export type EventKind = 'individual' | 'pairs' | 'teams' | 'singles';

export type Movement =
  /** Danish: 1st v 2nd, 3rd v 4th; `modified` forbids the previous round's match but in the last round. */
  | { readonly kind: 'danish'; readonly variant: 'pure' | 'modified'; readonly groupSize?: number }
  /** N/S stay, E/W move `step` tables each round of the phase. */
  | { readonly kind: 'mitchell'; readonly step: number }
  /** All'italiana: Berger tables, in groups of `groupSize` when given. */
  | { readonly kind: 'round-robin'; readonly groupSize?: number }
  | { readonly kind: 'knockout' }
  /** Individual events: tables of 4 by standings (1-4, 5-8, ...), avoiding repeat opponents. */
  | { readonly kind: 'standings-tables' };

export interface RoundPlan {
  readonly movement: Movement;
  /** Hands (smazzate) played at each table in the round. */
  readonly hands: number;
}

export type TieBreak = 'vp' | 'mp' | 'head-to-head' | 'organizer';

/** Who rests when a Burraco event has an odd number of pairs after round 1 (BUR-CH art. 3). */
export type ByePolicy = 'previous-table' | 'lowest-in-round' | 'lowest-overall';

export interface TournamentConfig {
  readonly name: string;
  /** The day of play, YYYY-MM-DD, printed on the sheets. */
  readonly date: string;
  readonly game: Game;
  /** A rule profile of the game's package, e.g. `fisca-gara` or `champion`. */
  readonly profile: string;
  readonly kind: EventKind;
  readonly rounds: readonly RoundPlan[];
  readonly tieBreaks: readonly TieBreak[];
  readonly correctionMinutes: number;
  readonly byePolicy: ByePolicy;
  /**
   * How a Scala 40 table of three is scored (S40-CdG art. 26): `as-four`, the text's "come per
   * quattro" with the resting seat at 1000, or `as-three`, among the three. `makeConfig` always
   * sets it; logs written before the setting existed have none, and were scored `as-four`.
   */
  readonly tableOfThree?: TableOfThree;
  /**
   * Burraco: which cautions make a warning (BUR-CH art. 22, 50): `same-breach`, the second for
   * the same breach in the event (the default), or `any`, any two. Set for Burraco events;
   * logs written before the setting existed have none, and count `same-breach`.
   */
  readonly cautionsToWarning?: CautionsToWarning;
  /** Burraco VP tables by hands per round; the organizer may enter any table (README). */
  readonly vpTables: Readonly<Record<string, VpTable>>;
  /**
   * The IANA time zone of the room, in which papers and screens show times; set only when the
   * organizer gives one, else `DEFAULT_TIME_ZONE` (see `eventTimeZone`).
   */
  readonly timeZone?: string;
  /** Prizes in order, for the prize list beside the final standings. */
  readonly prizes: readonly string[];
  /**
   * Prizes of groups (a category, a region, a club or any column of the import), allocated
   * after the overall prizes, one prize per entrant at most (prizes.ts). Absent in logs written
   * before groups existed: no group prizes.
   */
  readonly prizeGroups?: readonly PrizeGroup[];
  /**
   * Keeps entrants of the same club (or region) from meeting where the movement allows
   * (club-separation.ts). Absent or null: no separation.
   */
  readonly separate?: SeparateBy | null;
}

/** What the club separation compares: the players' club or their region. */
export type SeparateBy = 'club' | 'region';

/**
 * One group's prizes: the entrants whose players all have `value` in `field` (`category`,
 * `region`, `club`, `membership`, or a column of the import kept in `Person.extra`).
 */
export interface PrizeGroup {
  readonly field: string;
  readonly value: string;
  readonly prizes: readonly string[];
}

export type CautionsToWarning = 'same-breach' | 'any';

export interface Citation {
  readonly article: string;
  readonly note?: string;
}

export const CONFIG_CITATIONS: Readonly<Record<keyof TournamentConfig, Citation>> = {
  name: { article: 'Tavolo' },
  date: { article: 'Tavolo' },
  game: { article: 'Tavolo' },
  profile: { article: 'Tavolo', note: 'one of the rule profiles of the game package' },
  kind: {
    article: 'S40-CdG art. 2; BUR-CH art. 2',
    note:
      'Scala 40 is individual only. Burraco teams enter one aggregated result per match ' +
      '(the MP of the team); Burraco individual forms tables of 4 by standings and partners ' +
      'the 1st with the 4th player of the table against the 2nd and 3rd.',
  },
  rounds: {
    article: 'S40-CdG art. 2; BUR-CH art. 2, 6',
    note: 'a movement and a number of hands per round; mixes such as 3 Mitchell + 1 Danish are allowed',
  },
  tieBreaks: {
    article: 'Tavolo',
    note:
      'VP, then MP (Scala 40: fewer negative points first; Burraco: more MP first), then ' +
      'head-to-head VP among the tied, then the organizer: an order the director records, ' +
      'or registration order when none is recorded',
  },
  correctionMinutes: {
    article: 'LAW 79C',
    note: 'the correction period ends this long after the official publication of a round (default 30)',
  },
  byePolicy: {
    article: 'BUR-CH art. 3',
    note: 'announced before the event; no pair rests twice (art. 3, 48)',
  },
  tableOfThree: {
    article: 'S40-CdG art. 25, 26',
    note:
      '"giocare in tre tenendo sempre validi i punteggi come per quattro al giocatore riposato ' +
      'viene assegnato 1000": by default a table of three is scored as four with a resting ' +
      'seat at 1000 MP, which gives each of the three at least 16 VP; an organizer may announce ' +
      'instead that the three are scored among themselves (8, 6, 4 and their own differences)',
  },
  cautionsToWarning: {
    article: 'BUR-CH art. 22, 50',
    note:
      'art. 50: an ammonizione for "Aver reiterato un\'infrazione per la seconda volta per la ' +
      'quale, nello stesso evento, era stato sanzionato con un richiamo": by default the second ' +
      'caution for the same breach makes a warning; art. 22 alone, "La somma di 2 richiami ' +
      'comportano una ammonizione", may be announced instead (`any`: any two cautions)',
  },
  vpTables: {
    article: 'BUR-CH art. 19',
    note: 'FIBUR 3- and 4-hand tables; the 2-hand default is derived and labelled so',
  },
  prizes: { article: 'Tavolo' },
  timeZone: { article: 'Tavolo', note: 'an IANA zone such as Europe/Rome, the default' },
  prizeGroups: {
    article: 'Tavolo',
    note:
      'prizes are not cumulative: an entrant gets one prize at most, the higher; overall ' +
      'prizes rank above group prizes and groups rank in the order listed, so the next entrant ' +
      'of the group gets a group prize its winner already had (prizes.ts)',
  },
  separate: {
    article: 'Tavolo',
    note:
      'club or region (the regulations say nothing of clubs): same-club entrants are kept ' +
      'apart by swaps among neighbouring tables (Danish, tables by standings); in the seating ' +
      'that starts a Mitchell phase; in a round robin, clubs spread over the groups and ' +
      'clubmates of a group given Berger numbers that meet in the first rounds, as chess ' +
      'federations draw them (the Varma tables), since a group meets all its members anyway; ' +
      'in a knockout, seeds swapped within their band (1, 2, 3-4, 5-8, ...) so that clubmates ' +
      'do not meet in the first two stages and the best seeds still meet as late as before. ' +
      "The director's own seating list is kept as given, each clubmate meeting it fixes a " +
      'warning in the explanation',
  },
};

export const DEFAULT_TIME_ZONE = 'Europe/Rome';

/** The zone the event's times are shown in. */
export const eventTimeZone = (config: TournamentConfig): string =>
  config.timeZone ?? DEFAULT_TIME_ZONE;

const isTimeZone = (zone: unknown): zone is string => {
  if (typeof zone !== 'string' || zone === '') return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

export const DEFAULT_TIE_BREAKS: readonly TieBreak[] = ['vp', 'mp', 'head-to-head', 'organizer'];

const DEFAULT_VP_BY_HANDS: Readonly<Record<string, VpTable>> = {
  '2': DEFAULT_VP_TABLES[2],
  '3': DEFAULT_VP_TABLES[3],
  '4': DEFAULT_VP_TABLES[4],
};

const TIE_BREAKS: readonly TieBreak[] = DEFAULT_TIE_BREAKS;
const BYE_POLICIES: readonly ByePolicy[] = ['previous-table', 'lowest-in-round', 'lowest-overall'];
const EVENT_KINDS: readonly EventKind[] = ['individual', 'pairs', 'teams', 'singles'];

/** What a director may leave out when creating an event. */
export type ConfigInput = Pick<TournamentConfig, 'name' | 'game' | 'kind' | 'rounds'> &
  Partial<Omit<TournamentConfig, 'name' | 'game' | 'kind' | 'rounds'>>;

const isDate = (s: unknown): s is string =>
  typeof s === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(s) && !Number.isNaN(Date.parse(s));

/** What is wrong with a round's movement: the check's name (`tournament.checks`) and English. */
type MovementProblem = readonly [check: string, message: string];

const movementProblem = (game: Game, kind: EventKind, m: Movement): MovementProblem | null => {
  const individual = kind === 'individual';
  switch (m.kind) {
    case 'standings-tables':
      return individual
        ? null
        : ['config-standings-tables', 'tables by standings are for individual events'];
    case 'danish':
      if (individual)
        return ['config-individual-tables', 'an individual event forms its tables by standings'];
      if (m.variant !== 'pure' && m.variant !== 'modified')
        return ['config-danish-variant', 'Danish is pure or modified'];
      return m.groupSize === undefined || (Number.isInteger(m.groupSize) && m.groupSize >= 2)
        ? null
        : ['config-group-size', 'a Danish group has at least 2 entrants'];
    case 'mitchell':
      if (individual) return ['config-lines', 'Mitchell moves pairs, not individual players'];
      return Number.isInteger(m.step) && m.step >= 1
        ? null
        : ['config-mitchell-step', 'E/W move 1 or more tables'];
    case 'round-robin':
      if (individual) return ['config-lines', 'a round robin needs lines, not individual players'];
      return m.groupSize === undefined || (Number.isInteger(m.groupSize) && m.groupSize >= 2)
        ? null
        : ['config-group-size', 'a round-robin group has at least 2 entrants'];
    case 'knockout':
      return individual || game === 'scala40' ? ['config-lines', 'knockout needs lines'] : null;
    default:
      return ['config-movement', 'unknown movement'];
  }
};

const prizeGroupsProblem = (groups: unknown): string | null => {
  if (groups === undefined) return null;
  if (!Array.isArray(groups)) return 'prize groups are a list';
  for (const g of groups as PrizeGroup[]) {
    if (typeof g !== 'object' || g === null) return 'a prize group is field, value and prizes';
    if (typeof g.field !== 'string' || g.field.trim() === '') return 'a prize group names a field';
    if (typeof g.value !== 'string' || g.value.trim() === '') return 'a prize group names a value';
    const named = Array.isArray(g.prizes) && g.prizes.every((p) => typeof p === 'string');
    if (!named || g.prizes.length === 0)
      return `the group ${g.field} ${g.value} has one or more prizes, by name`;
  }
  return null;
};

/** Fills defaults and checks an event's settings; nothing half-valid gets through. */
export const makeConfig = (input: ConfigInput): Result<TournamentConfig, TournamentError> => {
  // `check` names the text of each reason in the front ends' catalogs (`tournament.checks`).
  const bad = (check: string, message: string, params: MessageParams = {}, article = 'Tavolo') =>
    err(tournamentError('bad-config', article, message, { ...params, check }));
  if (typeof input.name !== 'string' || input.name.trim() === '')
    return bad('config-name', 'an event has a name');
  const date = input.date;
  if (!isDate(date)) return bad('config-date', 'the date is YYYY-MM-DD', { date: String(date) });
  if (input.game !== 'scala40' && input.game !== 'burraco')
    return bad('config-game', 'the game is scala40 or burraco', { game: String(input.game) });
  if (!EVENT_KINDS.includes(input.kind))
    return bad('config-kind', 'the kind is individual, pairs, teams or singles', {
      kind: String(input.kind),
    });
  if (input.game === 'scala40' && input.kind !== 'individual')
    return bad('config-scala40-individual', 'Scala 40 events are individual', {}, 'S40-CdG art. 2');
  const profile = input.profile ?? (input.game === 'scala40' ? 'fisca-gara' : 'champion');
  if (!(input.game === 'scala40' ? scala40Profile(profile) : burracoProfile(profile)).ok)
    return bad('config-profile', `unknown ${input.game} profile ${JSON.stringify(profile)}`, {
      profile: String(profile),
    });
  if (!Array.isArray(input.rounds) || input.rounds.length === 0)
    return bad('config-rounds', 'an event has at least one round');
  for (const [i, plan] of input.rounds.entries()) {
    const round = { round: i + 1 };
    if (!Number.isInteger(plan.hands) || plan.hands < 1)
      return bad('config-hands', `round ${i + 1}: hands are a whole number, 1 or more`, round);
    const movement = movementProblem(input.game, input.kind, plan.movement);
    if (movement) return bad(movement[0], `round ${i + 1}: ${movement[1]}`, round);
    if (input.game === 'burraco' && (plan.hands < 2 || plan.hands > 4))
      return bad(
        'config-burraco-hands',
        `round ${i + 1}: rounds are of 2, 3 or 4 hands`,
        round,
        'BUR-CH art. 6',
      );
    if (input.game === 'scala40' && (plan.hands < 3 || plan.hands > 5))
      return bad(
        'config-scala40-hands',
        `round ${i + 1}: art. 22 has VP tables for 3 to 5 hands`,
        round,
        'S40-CdG art. 22',
      );
  }
  const tieBreaks = input.tieBreaks ?? DEFAULT_TIE_BREAKS;
  if (tieBreaks.length === 0 || !tieBreaks.every((t) => TIE_BREAKS.includes(t)))
    return bad('config-tie-breaks', 'tie-breaks are among vp, mp, head-to-head, organizer');
  const correctionMinutes = input.correctionMinutes ?? 30;
  if (!Number.isInteger(correctionMinutes) || correctionMinutes < 0)
    return bad(
      'config-correction-minutes',
      'the correction period is a whole number of minutes',
      {},
      'LAW 79C',
    );
  const byePolicy = input.byePolicy ?? 'lowest-overall';
  if (!BYE_POLICIES.includes(byePolicy))
    return bad('config-bye-policy', 'unknown bye policy', {}, 'BUR-CH art. 3');
  const tableOfThree = input.tableOfThree ?? DEFAULT_TABLE_OF_THREE;
  if (!isTableOfThree(tableOfThree))
    return bad(
      'config-table-of-three',
      'a table of three is scored as-four or as-three',
      {},
      TABLE_OF_THREE_ARTICLE,
    );
  const cautionsToWarning = input.cautionsToWarning ?? 'same-breach';
  if (cautionsToWarning !== 'same-breach' && cautionsToWarning !== 'any')
    return bad(
      'config-cautions',
      'cautions make a warning by same-breach or any',
      {},
      'BUR-CH art. 22, 50',
    );
  const vpTables: Record<string, VpTable> = { ...DEFAULT_VP_BY_HANDS };
  for (const [hands, table] of Object.entries(input.vpTables ?? {})) {
    if (input.game === 'burraco' && !['2', '3', '4'].includes(hands))
      return bad(
        'config-vp-table-hands',
        `a VP table is for rounds of 2, 3 or 4 hands, not "${hands}"`,
        { hands },
        'BUR-CH art. 19',
      );
    const checked = validateVpTable(table);
    if (!checked.ok)
      return bad(
        'config-vp-table',
        `VP table for ${hands} hands: ${checked.error.message}`,
        { hands },
        'BUR-CH art. 19',
      );
    vpTables[hands] = checked.value;
  }
  if (input.game === 'burraco')
    for (const plan of input.rounds)
      if (!vpTables[String(plan.hands)])
        return bad(
          'config-no-vp-table',
          `no VP table for ${plan.hands} hands: enter one`,
          { hands: plan.hands },
          'BUR-CH art. 19',
        );
  const prizes = input.prizes ?? [];
  if (!Array.isArray(prizes) || !prizes.every((p) => typeof p === 'string'))
    return bad('config-prizes', 'prizes are names');
  const groupProblem = prizeGroupsProblem(input.prizeGroups);
  if (groupProblem) return bad('config-prize-groups', groupProblem);
  const separate = input.separate ?? null;
  if (separate !== null && separate !== 'club' && separate !== 'region')
    return bad('config-separate', 'entrants are kept apart by club or region', {
      separate: String(separate),
    });
  if (input.timeZone !== undefined && !isTimeZone(input.timeZone))
    return bad(
      'config-time-zone',
      `unknown time zone ${JSON.stringify(input.timeZone)}: an IANA zone (Europe/Rome)`,
      { zone: String(input.timeZone) },
    );
  return ok({
    name: input.name.trim(),
    date,
    game: input.game,
    profile,
    kind: input.kind,
    rounds: input.rounds,
    tieBreaks,
    correctionMinutes,
    byePolicy,
    tableOfThree,
    ...(input.game === 'burraco' ? { cautionsToWarning } : {}),
    vpTables,
    prizes,
    ...(input.timeZone !== undefined ? { timeZone: input.timeZone } : {}),
    ...(input.prizeGroups && input.prizeGroups.length > 0
      ? { prizeGroups: input.prizeGroups }
      : {}),
    ...(separate !== null ? { separate } : {}),
  });
};

/** Line events put two sides at a table (N/S, E/W); individual events seat 3-4 players. */
export const isLineEvent = (config: TournamentConfig): boolean => config.kind !== 'individual';
