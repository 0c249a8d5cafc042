/**
 * The rule profiles a table can be created with, and the table sizes each allows (a Burraco
 * table is for two or four, a FISCA Codice di Gara table for three or four, a bridge table for
 * four). The engines hold
 * these facts; they are restated here because importing an engine would put its deal and
 * legal-move code in the lobby's bundle, which a phone loads first. profiles.test.ts checks
 * every entry against the engines. Names are translated in the lobby catalog.
 */
import type { GameName } from '@tavolo/protocol';

export const GAMES: readonly GameName[] = ['scala40', 'burraco', 'bridge'];

const SCALA40_IDS = ['fisca-gara', 'fisca-101', 'club-151'] as const;
const BURRACO_IDS = ['champion', 'fibur'] as const;
/** Bridge has one profile, the 2017 Laws of Duplicate Bridge (`BRIDGE_PROFILE_ID`). */
const BRIDGE_IDS = ['laws-2017'] as const;
export type ProfileId =
  (typeof SCALA40_IDS)[number] | (typeof BURRACO_IDS)[number] | (typeof BRIDGE_IDS)[number];

const PROFILE_IDS: Readonly<Record<GameName, readonly ProfileId[]>> = {
  scala40: SCALA40_IDS,
  burraco: BURRACO_IDS,
  bridge: BRIDGE_IDS,
};

/** The profile quick play uses when none is chosen (the server's default too). */
const DEFAULT_PROFILES: Readonly<Record<GameName, ProfileId>> = {
  scala40: 'fisca-101',
  burraco: 'champion',
  bridge: 'laws-2017',
};

/** The numbers of players each profile seats, smallest first. */
const SEAT_COUNTS: Readonly<Record<ProfileId, readonly number[]>> = {
  'fisca-gara': [3, 4],
  'fisca-101': [2, 3, 4, 5, 6],
  'club-151': [3, 4],
  champion: [2, 4],
  fibur: [2, 4],
  'laws-2017': [4],
};

/**
 * How many hands a table may last, where the profile ends after a number of hands: the
 * profile's own (S40-CdG art. 5: "5 chiusure a turno"; a Burraco match: 3 smazzate) and the
 * choices offered (BUR-CH art. 16's turns of 2, 3 or 4 smazzate, and a single hand for a short
 * friendly match). None where the match ends otherwise (`fisca-101`, `club-151`: elimination).
 * A bridge match's boards: the engine's default (`DEFAULT_MATCH_BOARDS`, 4) as its own, and
 * from a single board to a 16-board session (the engine takes up to 32, the lobby's requests
 * up to 20).
 */
const HAND_COUNTS: Readonly<
  Record<ProfileId, { readonly own: number; readonly choices: readonly number[] } | null>
> = {
  'fisca-gara': { own: 5, choices: [1, 2, 3, 4, 5] },
  'fisca-101': null,
  'club-151': null,
  champion: { own: 3, choices: [1, 2, 3, 4] },
  fibur: { own: 3, choices: [1, 2, 3, 4] },
  'laws-2017': { own: 4, choices: [1, 2, 4, 8, 12, 16] },
};

/** The variants S40-REG art. 9 lets a club switch on, for the one profile that has them. */
export const SCALA40_VARIANTS = ['a', 'b', 'c'] as const;
export type Scala40Variant = (typeof SCALA40_VARIANTS)[number];
const PROFILE_WITH_VARIANTS: ProfileId = 'fisca-101';

export const profilesOf = (game: GameName): readonly ProfileId[] => PROFILE_IDS[game];

const isProfileOf = (game: GameName, profile: string): profile is ProfileId =>
  profilesOf(game).some((id) => id === profile);

/** The profile quick play uses when none is chosen (the server's default too). */
export const defaultProfile = (game: GameName): ProfileId => DEFAULT_PROFILES[game];

export const hasVariants = (profile: string): boolean => profile === PROFILE_WITH_VARIANTS;

/** The numbers of players a table of this profile may seat, smallest first. */
export const seatCountsAllowed = (game: GameName, profile: string): readonly number[] =>
  isProfileOf(game, profile) ? SEAT_COUNTS[profile] : [];

/** The numbers of hands a table of this profile may last, and its own; null where none applies. */
export const handCounts = (
  game: GameName,
  profile: string,
): { readonly own: number; readonly choices: readonly number[] } | null =>
  isProfileOf(game, profile) ? HAND_COUNTS[profile] : null;

/** The profile as the engines spell it: `fisca-101+a+c`, variants in order. */
export const profileSpec = (profile: ProfileId, variants: readonly Scala40Variant[]): string =>
  hasVariants(profile) && variants.length > 0
    ? [profile, ...SCALA40_VARIANTS.filter((v) => variants.includes(v))].join('+')
    : profile;

export interface ParsedProfile {
  readonly base: string;
  readonly variants: readonly string[];
}

/** A spec read back from a table summary: its base profile and the variants appended to it. */
export const parseProfileSpec = (spec: string): ParsedProfile => {
  const [base = spec, ...variants] = spec.split('+');
  return { base, variants };
};

/** The number of players to offer first: four when allowed, as at most club tables. */
export const preferredSeatCount = (allowed: readonly number[]): number =>
  allowed.includes(4) ? 4 : (allowed[allowed.length - 1] ?? 2);
