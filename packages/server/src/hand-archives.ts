/**
 * The tables' archives (`match-archive.ts`), made in the archiver's thread and kept in a cache
 * bounded by the memory they hold. A finished match's archive is final; a match still playing
 * has one that holds the hands finished when it was made, and is made again only when asked
 * for a hand finished since (its hands are immutable: a later archive holds the same ones and
 * more). Requests for a table that arrive while its archive is being made share that work.
 *
 * A table whose clocks run writes a checkpoint (`clock` record) about once a second; those
 * change no hand, so an archive is stale only when the log holds another kind of record past it.
 */
import type { Result, RuleError } from '@tavolo/cards';
import type { Store } from '@tavolo/store';
import { byteLru } from './byte-lru.js';
import type { HandArchiver } from './hand-archiver.js';
import type { MatchArchive, ReplaySetup } from './match-archive.js';

export interface HandArchivesOptions {
  readonly store: Store;
  readonly archiver: HandArchiver;
  /** The cache's bound: the archives' JSON length, summed. */
  readonly maxBytes: number;
  /** Called each time a table's log is replayed for its archive. */
  readonly onRebuild?: (tableId: string) => void;
}

export interface HandArchives {
  /** The archive kept for the table, if any. */
  cached(tableId: string): MatchArchive | undefined;
  /**
   * The kept archive when it is final or `fits`, else a new one made from the log (shared with
   * the requests for the same table meanwhile).
   */
  archive(
    tableId: string,
    setup: ReplaySetup,
    fits: (archive: MatchArchive) => boolean,
  ): Promise<Result<MatchArchive, RuleError>>;
  /**
   * The archive of the log up to `head`: the kept one when final, or when nothing but clock
   * checkpoints follows it in the log (read, not replayed), else a new one.
   */
  upTo(tableId: string, setup: ReplaySetup, head: number): Promise<Result<MatchArchive, RuleError>>;
}

type Made = Promise<Result<MatchArchive, RuleError>>;

export const openHandArchives = (options: HandArchivesOptions): HandArchives => {
  const { store, archiver } = options;
  const kept = byteLru<MatchArchive>(options.maxBytes);
  const making = new Map<string, Made>();

  const make = async (tableId: string, setup: ReplaySetup): Made => {
    const records = await store.games.readRecords(tableId);
    options.onRebuild?.(tableId);
    const made = await archiver.archive({ table: tableId, setup, records });
    // An archive made from a longer log holds every hand a shorter one does.
    const before = kept.get(tableId);
    if (made.ok && (before === undefined || before.lastSeq <= made.value.lastSeq))
      kept.set(tableId, made.value, made.value.bytes);
    return made;
  };

  const archive: HandArchives['archive'] = async (tableId, setup, fits) => {
    const usable = (archive: MatchArchive) => archive.final !== null || fits(archive);
    const before = kept.get(tableId);
    if (before && usable(before)) return { ok: true, value: before };
    const running = making.get(tableId);
    if (running) {
      const made = await running;
      if (!made.ok || usable(made.value)) return made;
    }
    // The one made meanwhile was too old: another, unless a request started it already.
    let job = making.get(tableId);
    if (job === undefined) {
      const started: Made = make(tableId, setup).finally(() => {
        if (making.get(tableId) === started) making.delete(tableId);
      });
      making.set(tableId, started);
      job = started;
    }
    return job;
  };

  /** Keeps the kept archive as of a later head when only clock checkpoints were written since. */
  const checkpointedTo = async (tableId: string, head: number): Promise<void> => {
    const before = kept.get(tableId);
    if (!before || before.final !== null || before.lastSeq >= head) return;
    const since = await store.games.readRecords(tableId, before.lastSeq);
    if (!since.every((record) => record.kind === 'clock')) return;
    const current: MatchArchive = { ...before, lastSeq: since.at(-1)?.seq ?? before.lastSeq };
    // The same hands as of a later head: the next request reads only what follows it.
    const now = kept.get(tableId);
    if (now === undefined || now.lastSeq < current.lastSeq)
      kept.set(tableId, current, current.bytes);
  };

  return {
    cached: (tableId) => kept.get(tableId),
    archive,
    upTo: async (tableId, setup, head) => {
      await checkpointedTo(tableId, head);
      return archive(tableId, setup, (made) => made.lastSeq >= head);
    },
  };
};
