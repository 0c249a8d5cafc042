/**
 * What `tavolo simulate` needs of a game: an adapter per game says how to read its profiles,
 * which table sizes they allow, how to play one match and what to count; the command's loop,
 * progress bar, failure report and summary are shared (simulate.ts).
 */
import type { SeatBotKind } from '@tavolo/bots';
import { type TableGame, budgetFor, promptedBot } from '@tavolo/bots/arena';
import type { I18n } from './i18n.js';

export type BotMix = 'greedy' | 'random' | 'mixed';
export const BOT_MIXES: readonly BotMix[] = ['greedy', 'random', 'mixed'];

/**
 * Who plays: one of the mixes of state-reading bots the simulator always had, or a bot kind
 * per seat (a level, `random` or `greedy`), each given only its seat's prompt through
 * `chooseForSeat`, as at a server's table and in the arena.
 */
export type BotChoice =
  | { readonly kind: 'mix'; readonly mix: BotMix }
  | { readonly kind: 'seats'; readonly bots: readonly SeatBotKind[] };

/** The prompted bot of `seat` in a match of seed `seed`, with campione's iteration budget. */
export const seatBot = <State, Action, Event extends { readonly type: string }, Prompt>(
  table: TableGame<State, Action, Event, Prompt>,
  bots: readonly SeatBotKind[],
  seat: number,
  seed: number,
  iterations: number,
) => {
  const kind = bots[seat] as SeatBotKind;
  const budget = budgetFor(kind, iterations);
  return promptedBot(table, kind, { seed, ...(budget ? { budget } : {}) });
};

/** Greedy bots at the even seats of a mixed table (a whole line at Burraco). */
export const isGreedySeat = (mix: BotMix, seat: number): boolean =>
  mix === 'greedy' || (mix === 'mixed' && seat % 2 === 0);

/** The random bot's own seed, from the match seed and the seat: replaying a match replays it. */
export const botSeed = (matchSeed: number, seat: number): number =>
  Number(BigInt.asIntN(32, BigInt(matchSeed) * 4n + BigInt(seat)));

export interface MatchSetup {
  readonly players: number;
  readonly seed: number;
  readonly bots: BotChoice;
  /** Campione's iterations per decision, when it plays. */
  readonly iterations: number;
  readonly maxActions: number;
}

export type Counts = Readonly<Record<string, number>>;

export interface PlayedMatch {
  /** One number per name in the game's `counts`. */
  readonly counts: Counts;
  /** Empty when every invariant held and every bot move was accepted. */
  readonly problems: readonly string[];
  /** Where the match stopped, for the failure report (`simulate.where.<game>`). */
  readonly where: Readonly<Record<string, number | readonly number[]>>;
  /** The index of the winning seat or side, null when there is no single winner. */
  readonly winner: number | null;
}

/** A profile read from its spec, bound to the game's engine. */
export interface GameProfile {
  /** The spec as written in replay commands. */
  readonly spec: string;
  /** The table sizes the profile allows, ascending. */
  readonly tableSizes: readonly number[];
  readonly defaultPlayers: number;
  /** Plays one match; may throw when a bot has no move or the match cannot start. */
  readonly play: (setup: MatchSetup) => PlayedMatch;
}

export interface SimulatedGame {
  /** The name on the command line. */
  readonly name: string;
  /** The game's proper name, in every language. */
  readonly title: string;
  /** The profiles, for help and errors. */
  readonly profiles: string;
  readonly profile: (spec: string) => GameProfile | undefined;
  /** The names of the counts, summed over the matches, in the order of the JSON output; `hands` among them. */
  readonly counts: readonly string[];
  /** The summary rows for the counts, label and value; `count` gives a total, formatted. */
  readonly rows: (
    count: (name: string) => string,
    i18n: I18n,
  ) => readonly (readonly [string, string])[];
  readonly winners: {
    /** The JSON field of the wins by seat or side. */
    readonly field: string;
    /** The i18n key of the summary label. */
    readonly label: string;
    readonly slots: (players: number) => number;
    /** A seat or side as the summary names it. */
    readonly name: (i18n: I18n, slot: number, players: number) => string;
  };
}
