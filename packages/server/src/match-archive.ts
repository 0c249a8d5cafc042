/**
 * What a table's log gives once replayed, for the history: each finished hand move by move (as
 * data and in words), its fairness proof and the check of that proof, and, once the match is
 * over, its final views. Finished hands never change, so an archive is made once and kept
 * (`hand-archives.ts`); the hand being played is never in it (LAW 66).
 *
 * Pure and plain data in, plain data out: it runs in a worker thread (`hand-archiver.ts`), off
 * the event loop, because replaying a long match takes tens of milliseconds.
 */
import { type Result, type RuleError, handCommitment, handSecret, ok } from '@tavolo/cards';
import { type Lang, messageText, profileName } from '@tavolo/messages';
import {
  type HandFairness,
  type HandReplay,
  type Verification,
  verifyHandProof,
} from '@tavolo/protocol';
import type { GameRecord } from '@tavolo/store';
import { chessClockMs } from './clock.js';
import { describeEvent } from './describe.js';
import type { GameName } from './game.js';
import type { HandProofBody } from './lobby.js';
import { type AnyGame, type Rebuilt, type RoomSetup, gameOf, rebuild, seedOf } from './room.js';

/** A finished hand, as the history serves it. */
export interface ArchivedHand {
  readonly hand: number;
  readonly replay: HandReplay;
  /** The replay in words, one move a line. */
  readonly text: string;
  readonly proof: HandProofBody;
  readonly verification: Verification;
}

/** A finished match as its room last showed it, for a read-only room. */
export interface FinalTable {
  readonly version: number;
  /** What each seat sees, by seat; then what a spectator sees. */
  readonly views: readonly unknown[];
  readonly spectatorView: unknown;
  /** The players' names by seat. */
  readonly players: readonly string[];
  /** The names by slot, as the match started. */
  readonly names: readonly string[];
  readonly controllers: readonly ('human' | 'bot')[];
  /** The chess clock at the end (ms left by side), when the table has one. */
  readonly chess: readonly number[] | null;
  /** Every hand's commitment and secret. */
  readonly hands: readonly HandFairness[];
}

export interface MatchArchive {
  readonly table: string;
  /**
   * The head of the log it was made from, or a later one when only clock checkpoints (which
   * change no hand) were written since.
   */
  readonly lastSeq: number;
  /** The finished hands, in order. */
  readonly hands: readonly ArchivedHand[];
  /** Once the match is over; then the archive is final. */
  readonly final: FinalTable | null;
  /** About the memory it holds: the length of its JSON. */
  readonly bytes: number;
}

export type ReplaySetup = Pick<
  RoomSetup,
  'game' | 'profile' | 'secret' | 'bots' | 'timeControl' | 'hands' | 'reviewLastTrick'
>;

export interface ArchiveRequest {
  readonly table: string;
  readonly setup: ReplaySetup;
  readonly records: readonly GameRecord[];
}

export const archiveMatch = (request: ArchiveRequest): Result<MatchArchive, RuleError> => {
  const { table: id, setup, records } = request;
  const rebuilt = rebuild(setup, records);
  if (!rebuilt.ok) return rebuilt;
  const { table } = rebuilt.value;
  const game = gameOf(setup.game);
  const players = table ? game.players(table.state) : [];
  const hands: ArchivedHand[] = [];
  for (const [hand, entry] of splitHands(game, rebuilt.value))
    if (entry.finished) hands.push(archivedHand(id, setup, players, hand, entry));
  const final: FinalTable | null =
    table && game.isOver(table.state)
      ? {
          version: table.version,
          views: players.map((_, seat) => game.view(table.state, seat)),
          spectatorView: game.view(table.state, null),
          players,
          names: rebuilt.value.names,
          controllers: rebuilt.value.controllers,
          chess: finalChess(setup, rebuilt.value),
          hands: Array.from({ length: game.handNumber(table.state) }, (_, i) => ({
            hand: i + 1,
            commitment: handCommitment(seedOf(setup.secret), i + 1) ?? '',
            secret: handSecret(setup.secret, i + 1),
          })),
        }
      : null;
  const archive = { table: id, lastSeq: records.at(-1)?.seq ?? 0, hands, final, bytes: 0 };
  return ok({ ...archive, bytes: JSON.stringify(archive).length });
};

const finalChess = (setup: ReplaySetup, rebuilt: Rebuilt): readonly number[] | null => {
  const full = chessClockMs(setup.timeControl);
  return full === null ? null : (rebuilt.chess ?? [full, full]);
};

const archivedHand = (
  table: string,
  setup: ReplaySetup,
  players: readonly string[],
  hand: number,
  entry: HandSteps,
): ArchivedHand => {
  const game: GameName = setup.game;
  const commitment = handCommitment(seedOf(setup.secret), hand) ?? '';
  const secret = handSecret(setup.secret, hand);
  const replay: HandReplay = {
    table,
    game,
    profile: setup.profile,
    hand,
    players,
    steps: entry.steps.map((s) => ({
      version: s.version,
      seat: s.seat,
      event: s.event,
      text: describeEvent(game, s.event, players, 'it'),
      ...(s.forced && { forced: true as const }),
    })),
    fairness: { hand, commitment, secret },
  };
  const text = replayText(replay, 'it');
  const proof: HandProofBody = {
    game,
    table,
    hand,
    commitment,
    secret,
    deal: gameOf(game).dealRecord(entry.dealtState),
  };
  const checked = verifyHandProof(proof);
  const verification: Verification = {
    table,
    hand,
    commitment,
    secret,
    ok: checked.ok,
    problems: checked.problems,
  };
  return { hand, replay, text, proof, verification };
};

/**
 * A finished hand's replay in words, one move a line, in `lang`: the table, the game, the rule
 * profile by its name, the players by seat, the fairness proof's commitment and secret, then
 * every step; a move the clock made in the seat's name says so (BUR-CH art. 46), as the table's
 * move log does.
 */
export const replayText = (replay: HandReplay, lang: Lang): string => {
  const { game, players, fairness } = replay;
  const step = (s: HandReplay['steps'][number]): string => {
    const move = describeEvent(game, s.event, players, lang);
    return `${s.version}. ${s.forced ? messageText(lang, 'replay.forced', { move }) : move}`;
  };
  return [
    messageText(lang, 'replay.heading', {
      table: replay.table,
      game: messageText(lang, `games.${game}`),
      profile: profileName(lang, replay.profile),
      hand: replay.hand,
    }),
    messageText(lang, 'replay.players', {
      players: players.map((p, seat) => `${seat}: ${p}`).join(', '),
    }),
    messageText(lang, 'replay.commitment', { commitment: fairness.commitment }),
    messageText(lang, 'replay.secret', { secret: fairness.secret ?? '' }),
    '',
    ...replay.steps.map(step),
    '',
  ].join('\n');
};

interface HandSteps {
  readonly finished: boolean;
  /** The match state right after this hand's deal, for its proof. */
  readonly dealtState: unknown;
  readonly steps: readonly {
    readonly version: number;
    readonly seat: number | null;
    readonly event: unknown;
    /** The clock made the move in the seat's name (BUR-CH art. 46). */
    readonly forced: boolean;
  }[];
}

/**
 * The log's events by hand: a hand runs from its `hand-started` to its `hand-ended` (the seat
 * draw before the first deal belongs to hand 1).
 */
const splitHands = (game: AnyGame, rebuilt: Rebuilt): ReadonlyMap<number, HandSteps> => {
  const hands = new Map<
    number,
    { finished: boolean; dealtState: unknown; steps: HandSteps['steps'][number][] }
  >();
  const forced = new Set(rebuilt.forced);
  let current = 1;
  const entry = (hand: number) => {
    let found = hands.get(hand);
    if (!found) {
      found = { finished: false, dealtState: undefined, steps: [] };
      hands.set(hand, found);
    }
    return found;
  };
  for (const step of rebuilt.steps) {
    for (const { version, event } of step.events) {
      // A hand's start names its number: `hand`, or a bridge board's `number`.
      const typed = event as { readonly hand?: unknown; readonly number?: unknown };
      const number = typed.hand ?? typed.number;
      if (game.startsHand(event) && typeof number === 'number') current = number;
      const hand = entry(current);
      hand.steps.push({ version, seat: step.seat, event, forced: forced.has(version) });
      if (game.endsHand(event)) hand.finished = true;
    }
    // A step that deals a hand leaves the state right after that deal: the hand's proof.
    if (step.events.some((e) => game.startsHand(e.event)))
      entry(current).dealtState = step.after.state;
  }
  return hands;
};
