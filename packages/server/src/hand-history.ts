/**
 * The history of a table's finished hands: their numbers, each hand move by move (as data and
 * in words), its fairness proof and the server's own check of that proof. A hand is shown only
 * once it is over (LAW 66).
 *
 * Nothing here replays a log: the running room says which hands are over, and the archives
 * (`hand-archives.ts`) hold what a finished hand shows, made once off the event loop.
 */
import { type Result, type RuleError, err, ok } from '@tavolo/cards';
import type { Lobby } from './lobby.js';
import type { LobbyList } from './lobby-list.js';
import type { HandArchives } from './hand-archives.js';
import { type ArchivedHand, type MatchArchive, replayText } from './match-archive.js';
import type { RoomHost } from './room-host.js';
import { refusal, replaySetup } from './table-settings.js';

export type HandHistory = Pick<
  Lobby,
  'finishedHands' | 'replay' | 'replayText' | 'proof' | 'verify'
>;

const notFinished = (hand: number): RuleError =>
  refusal('hand-not-finished', `hand ${hand} is not over: it can be replayed once it is (LAW 66)`);

const numbers = (archive: MatchArchive) => archive.hands.map((h) => h.hand);

export const handHistory = (
  host: Pick<RoomHost, 'rooms'>,
  reads: Pick<LobbyList, 'readTable'>,
  archives: HandArchives,
  log: (message: string, error?: unknown) => void,
): HandHistory => {
  /** The finished hands by the running room, when the table has one. */
  const liveHands = (tableId: string) => {
    const room = host.rooms.get(tableId);
    if (!room) return undefined;
    const finished = room
      .status()
      .hands.filter((h) => h.secret !== undefined)
      .map((h) => h.hand);
    return { setup: room.setup, finished };
  };

  /** A failed replay is the server's problem: logged, and told the client in general terms. */
  const answered = (
    tableId: string,
    made: Result<MatchArchive, RuleError>,
  ): Result<MatchArchive, RuleError> => {
    if (made.ok) return made;
    log(`table ${tableId}: no archive: ${made.error.code}: ${made.error.message}`);
    return err(refusal('replay-failed', 'the history of this table could not be made'));
  };

  /** The archive that holds everything finished now, made when the kept one does not. */
  const archiveOf = async (tableId: string): Promise<Result<MatchArchive, RuleError>> => {
    const record = await reads.readTable(tableId);
    if (!record.ok) return record;
    // Clock checkpoints past the archive change no hand: they do not make it stale.
    const made = await archives.upTo(tableId, replaySetup(record.value), record.value.lastSeq);
    return answered(tableId, made);
  };

  const finishedHand = async (
    tableId: string,
    hand: number,
  ): Promise<Result<ArchivedHand, RuleError>> => {
    let archive = archives.cached(tableId);
    if (!archive?.final) {
      const live = liveHands(tableId);
      if (live && !live.finished.includes(hand)) return err(notFinished(hand));
      const made = live
        ? answered(
            tableId,
            await archives.archive(tableId, live.setup, (a) =>
              a.hands.some((h) => h.hand === hand),
            ),
          )
        : await archiveOf(tableId);
      if (!made.ok) return made;
      archive = made.value;
    }
    const found = archive.hands.find((h) => h.hand === hand);
    return found ? ok(found) : err(notFinished(hand));
  };

  return {
    finishedHands: async (tableId) => {
      const archive = archives.cached(tableId);
      if (archive?.final) return ok(numbers(archive));
      const live = liveHands(tableId);
      if (live) return ok(live.finished);
      const made = await archiveOf(tableId);
      return made.ok ? ok(numbers(made.value)) : made;
    },
    replay: async (tableId, hand) => {
      const found = await finishedHand(tableId, hand);
      return found.ok ? ok(found.value.replay) : found;
    },
    replayText: async (tableId, hand, lang = 'it') => {
      const found = await finishedHand(tableId, hand);
      if (!found.ok) return found;
      // The Italian text is kept with the archive; another language is written when asked.
      return ok(lang === 'it' ? found.value.text : replayText(found.value.replay, lang));
    },
    proof: async (tableId, hand) => {
      const found = await finishedHand(tableId, hand);
      return found.ok ? ok(found.value.proof) : found;
    },
    verify: async (tableId, hand) => {
      const found = await finishedHand(tableId, hand);
      return found.ok ? ok(found.value.verification) : found;
    },
  };
};
