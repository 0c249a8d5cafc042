/**
 * The "new table" form as data: what the player chose, how each choice reshapes the rest (a
 * Burraco table has two or four places; the BUR-CH art. 46 clock is for Burraco only), and the
 * request it becomes, or the problems that keep it from being sent. The server checks all of
 * this again; checking here lets the form say what is wrong before anything leaves the page.
 */
import type { Result } from '@tavolo/client';
import {
  type BotLevel,
  type CreateTableInput,
  type GameName,
  type Pace,
  type SeatPlan,
  type TimeControl,
  BOT_LEVELS,
} from '@tavolo/protocol';
import {
  type ProfileId,
  type Scala40Variant,
  defaultProfile,
  handCounts,
  hasVariants,
  preferredSeatCount,
  profileSpec,
  seatCountsAllowed,
} from './profiles.js';

/**
 * A place is a person's or a bot's at one of its levels (issue 20). The random bot, a test
 * bot, is left to the API.
 */
export type SeatChoice = 'human' | BotLevel;
export const SEAT_CHOICES: readonly SeatChoice[] = ['human', ...BOT_LEVELS];

/** The level a new bot place starts at. */
export const DEFAULT_BOT: BotLevel = 'esperto';

export type ClockChoice = TimeControl['kind'];

/**
 * The clocks a game's table may have: BUR-CH art. 46 for Burraco only; per-turn limits for
 * every game (at bridge one limit for each call and card, there being no draw to choose).
 */
export const clockChoices = (game: GameName): readonly ClockChoice[] =>
  game === 'burraco' ? ['none', 'bur-ch-46', 'per-turn'] : ['none', 'per-turn'];

/** The seconds fields a per-turn clock asks for: bridge has no choice between stock and pile. */
export const perTurnFields = (
  game: GameName,
): readonly ('choiceSeconds' | 'turnSeconds' | 'finishSeconds')[] =>
  game === 'bridge'
    ? ['turnSeconds', 'finishSeconds']
    : ['choiceSeconds', 'turnSeconds', 'finishSeconds'];

/** Number fields are kept as typed, so that a half-typed value is not rewritten under the caret. */
export interface TableForm {
  readonly game: GameName;
  readonly profile: ProfileId;
  readonly variants: readonly Scala40Variant[];
  /** How many hands the match lasts, where the profile ends after a number of them. */
  readonly hands: number | null;
  readonly seats: readonly SeatChoice[];
  readonly clock: ClockChoice;
  /** BUR-CH art. 46: 7'30" per side and per hand on top of the per-move limits. */
  readonly chessClock: boolean;
  readonly choiceSeconds: string;
  readonly turnSeconds: string;
  readonly finishSeconds: string;
  /** How long a dropped player has to come back before a bot plays on (BUR-CH art. 47). */
  readonly reconnectSeconds: string;
  /** The bots' pace; the players may change it during the match. */
  readonly pace: Pace;
  /** Bridge: the last quitted trick may be reviewed during play, as online rules allow (LAW 66). */
  readonly reviewLastTrick: boolean;
}

export type FormProblem =
  | 'seatCount'
  | 'hands'
  | 'noHuman'
  | 'clockGame'
  | 'choiceSeconds'
  | 'turnSeconds'
  | 'finishSeconds'
  | 'reconnectSeconds';

const MAX_SECONDS = 3600;

/** You in the first place, the others bots, as most people start a table. */
const seatsFor = (count: number, previous: readonly SeatChoice[] = []): readonly SeatChoice[] =>
  Array.from({ length: count }, (_, i) => previous[i] ?? (i === 0 ? 'human' : DEFAULT_BOT));

export const newTableForm = (game: GameName): TableForm => {
  const profile = defaultProfile(game);
  return {
    game,
    profile,
    variants: [],
    hands: handCounts(game, profile)?.own ?? null,
    seats: seatsFor(preferredSeatCount(seatCountsAllowed(game, profile))),
    clock: 'none',
    chessClock: false,
    choiceSeconds: '10',
    turnSeconds: '60',
    finishSeconds: '5',
    reconnectSeconds: '60',
    pace: 'normal',
    reviewLastTrick: false,
  };
};

export const withGame = (form: TableForm, game: GameName): TableForm =>
  game === form.game
    ? form
    : {
        ...newTableForm(game),
        clock: clockChoices(game).includes(form.clock) ? form.clock : 'none',
        choiceSeconds: form.choiceSeconds,
        turnSeconds: form.turnSeconds,
        finishSeconds: form.finishSeconds,
        reconnectSeconds: form.reconnectSeconds,
        pace: form.pace,
      };

/**
 * A new profile keeps the places chosen when it allows as many, else the nearest size, and the
 * number of hands when it offers the same, else its own.
 */
export const withProfile = (form: TableForm, profile: ProfileId): TableForm => {
  const allowed = seatCountsAllowed(form.game, profile);
  const count = allowed.includes(form.seats.length)
    ? form.seats.length
    : preferredSeatCount(allowed);
  const hands = handCounts(form.game, profile);
  return {
    ...form,
    profile,
    variants: hasVariants(profile) ? form.variants : [],
    hands:
      hands === null
        ? null
        : form.hands !== null && hands.choices.includes(form.hands)
          ? form.hands
          : hands.own,
    seats: seatsFor(count, form.seats),
  };
};

export const withHands = (form: TableForm, hands: number): TableForm => ({ ...form, hands });

export const withSeatCount = (form: TableForm, count: number): TableForm => ({
  ...form,
  seats: seatsFor(count, form.seats),
});

export const withSeat = (form: TableForm, index: number, choice: SeatChoice): TableForm => ({
  ...form,
  seats: form.seats.map((seat, i) => (i === index ? choice : seat)),
});

export const withVariant = (form: TableForm, variant: Scala40Variant, on: boolean): TableForm => ({
  ...form,
  variants: on
    ? [...form.variants.filter((v) => v !== variant), variant]
    : form.variants.filter((v) => v !== variant),
});

/** Seconds typed in a field: a number in range, else undefined. */
const secondsIn = (text: string, min: 'zero' | 'positive'): number | undefined => {
  if (text.trim() === '') return undefined;
  const value = Number(text);
  if (!Number.isFinite(value) || value > MAX_SECONDS) return undefined;
  return (min === 'zero' ? value >= 0 : value > 0) ? value : undefined;
};

const seatPlan = (choice: SeatChoice): SeatPlan =>
  choice === 'human' ? { kind: 'human' } : { kind: 'bot', bot: choice };

const timeControlOf = (form: TableForm): Result<TimeControl, readonly FormProblem[]> => {
  if (!clockChoices(form.game).includes(form.clock)) return { ok: false, error: ['clockGame'] };
  if (form.clock === 'none') return { ok: true, value: { kind: 'none' } };
  if (form.clock === 'bur-ch-46')
    return { ok: true, value: { kind: 'bur-ch-46', chessClock: form.chessClock } };
  const turnSeconds = secondsIn(form.turnSeconds, 'positive');
  // A bridge turn is one call or card: its limit is the turn's (the choice is not used).
  const choiceSeconds =
    form.game === 'bridge' ? turnSeconds : secondsIn(form.choiceSeconds, 'positive');
  const graceSeconds = secondsIn(form.finishSeconds, 'zero');
  if (choiceSeconds === undefined || turnSeconds === undefined || graceSeconds === undefined) {
    const problems: readonly (FormProblem | undefined)[] = [
      choiceSeconds === undefined && form.game !== 'bridge' ? 'choiceSeconds' : undefined,
      turnSeconds === undefined ? 'turnSeconds' : undefined,
      graceSeconds === undefined ? 'finishSeconds' : undefined,
    ];
    return { ok: false, error: problems.filter((p) => p !== undefined) };
  }
  return { ok: true, value: { kind: 'per-turn', choiceSeconds, turnSeconds, graceSeconds } };
};

/** A number of hands the profile does not offer, or none where it needs one. */
const handsProblem = (form: TableForm): boolean => {
  const hands = handCounts(form.game, form.profile);
  return hands === null ? form.hands !== null : !hands.choices.includes(form.hands ?? -1);
};

export const tableRequest = (form: TableForm): Result<CreateTableInput, readonly FormProblem[]> => {
  const timeControl = timeControlOf(form);
  const reconnectSeconds = secondsIn(form.reconnectSeconds, 'zero');
  const problems: readonly FormProblem[] = [
    ...(seatCountsAllowed(form.game, form.profile).includes(form.seats.length)
      ? []
      : ['seatCount' as const]),
    ...(form.seats.includes('human') ? [] : ['noHuman' as const]),
    ...(handsProblem(form) ? ['hands' as const] : []),
    ...(timeControl.ok ? [] : timeControl.error),
    ...(reconnectSeconds === undefined ? ['reconnectSeconds' as const] : []),
  ];
  if (!timeControl.ok || reconnectSeconds === undefined || problems.length > 0)
    return { ok: false, error: problems };
  return {
    ok: true,
    value: {
      game: form.game,
      profile: profileSpec(form.profile, form.variants),
      seats: form.seats.map(seatPlan),
      timeControl: timeControl.value,
      graceSeconds: reconnectSeconds,
      ...(form.hands !== null && { hands: form.hands }),
      pace: form.pace,
      ...(form.game === 'bridge' && form.reviewLastTrick && { reviewLastTrick: true }),
    },
  };
};
