/**
 * What every `tavolo tournament` subcommand shares: the open store with the stamp and flags of
 * the command line (`Session`), reading and replaying the event's log (`load`), recording what
 * a command decided after exactly the log it decided on (`decide`), the flags read as values
 * or as usage errors, and the plain and JSON reports.
 */
import type { Store } from '@tavolo/store';
import {
  type LoadedTournament,
  type Outcome,
  type RunFailure,
  type Stamp,
  type TournamentEvent,
  type TournamentState,
  loadTournament,
  runCommand,
} from '@tavolo/tournament';
import { type CommandContext, EXIT_FAILURE, EXIT_OK, type Flags, usageError } from './command.js';
import { type Parsed, parseWhole } from './tournament-args.js';
import { refusal } from './tournament-refusal.js';

/** What a subcommand gets: its flags, the open store and how to stamp and report. */
export interface Session {
  readonly ctx: CommandContext;
  readonly flags: Flags;
  readonly store: Store;
  readonly stamp: Stamp;
  readonly json: boolean;
}

/** A subcommand: its exit code, once it has reported. */
export type Subcommand = (s: Session) => Promise<number>;

/** A replayed event, as the subcommands and the exports read it. */
export type Loaded = LoadedTournament;

/** A string flag's value; undefined when absent. */
export const str = (flags: Flags, name: string): string | undefined => {
  const v = flags.values[name];
  return typeof v === 'string' ? v : undefined;
};

/** `--confirm`, the director's confirmation of the doubts a first try listed. */
export const confirmed = (s: Session): { readonly confirm?: true } =>
  s.flags.values['confirm'] === true ? { confirm: true } : {};

/** A flag given, as a one-field object; nothing when absent. */
export const optional = (s: Session, name: string): Record<string, string> => {
  const v = str(s.flags, name);
  return v === undefined ? {} : { [name]: v };
};

export const failure = (
  ctx: CommandContext,
  key: string,
  values?: Record<string, unknown>,
): number => {
  ctx.stderr.write(`${ctx.i18n.t('cli.error', { message: ctx.i18n.t(key, values) })}\n`);
  return EXIT_FAILURE;
};

/** The event a subcommand acts on; with a single event in the file `--event` may be left out. */
const eventId = async (s: Session): Promise<string | number> => {
  const id = str(s.flags, 'event');
  if (id !== undefined) return id;
  const all = await s.store.listTournaments();
  if (all.length !== 1)
    return failure(s.ctx, all.length === 0 ? 'tournament.noEvents' : 'tournament.whichEvent', {
      events: all.map((t) => t.id).join(', '),
    });
  return (all[0] as { id: string }).id;
};

/** Reports why the store or the rules kept a command from being read or recorded. */
const notRun = (s: Session, id: string, failed: RunFailure): number => {
  switch (failed.kind) {
    case 'unreadable':
      return failure(s.ctx, 'tournament.unknownEvent', { event: id });
    case 'refused':
      return refusal(s.ctx, failed.error);
    case 'not-appended':
      return failure(s.ctx, 'tournament.storeRefused', { message: failed.error.message });
  }
};

/** Reads and replays one event's log. */
export const load = async (s: Session): Promise<Loaded | number> => {
  const id = await eventId(s);
  if (typeof id === 'number') return id;
  const loaded = await loadTournament(s.store, id);
  return loaded.ok ? loaded.value : notRun(s, id, loaded.error);
};

/** Runs a subcommand that only reads: on the replayed log, or the exit code of its failure. */
export const reading =
  (run: (s: Session, loaded: Loaded) => number | Promise<number>): Subcommand =>
  async (s) => {
    const loaded = await load(s);
    return typeof loaded === 'number' ? loaded : run(s, loaded);
  };

/**
 * Appends what a command decided, after exactly the log it decided on, and reports it; the
 * log is read and replayed once (@tavolo/tournament's `runCommand`).
 */
export const decide = async (
  s: Session,
  command: (state: TournamentState, events: readonly TournamentEvent[]) => Outcome,
  report: (state: TournamentState, appended: readonly TournamentEvent[]) => void,
): Promise<number> => {
  const id = await eventId(s);
  if (typeof id === 'number') return id;
  const recorded = await runCommand(s.store, id, command);
  if (!recorded.ok) return notRun(s, id, recorded.error);
  report(recorded.value.state, recorded.value.events);
  return EXIT_OK;
};

export const print = (s: Session, text: string) => s.ctx.stdout.write(`${text}\n`);
export const printJson = (s: Session, value: unknown) =>
  s.ctx.stdout.write(`${JSON.stringify(value)}\n`);

export const usage = (s: Session, key: string, values?: Record<string, unknown>): number =>
  usageError(s.ctx, s.ctx.i18n.t(key, values), 'tournament');

/** A required flag's value, or the exit code of the usage error. */
export const required = (s: Session, name: string): string | number => {
  const v = str(s.flags, name);
  return v === undefined || v.trim() === ''
    ? usage(s, 'cli.missingOption', { option: `--${name}` })
    : v;
};

/** A parsed value, or the exit code of the usage error that says why it is not one. */
export const parsed = <T>(s: Session, p: Parsed<T>): T | number =>
  p.ok ? p.value : usage(s, p.key, p.values);

/** An optional whole-number flag: null when absent, 'bad' when not a whole number ≥ least. */
export const wholeFlag = (s: Session, name: string, least = 0): number | null | 'bad' => {
  const text = str(s.flags, name);
  if (text === undefined) return null;
  return parseWhole(text, least) ?? 'bad';
};

/** A required whole-number flag, or the exit code of the usage error. */
export const needWhole = (s: Session, name: string, least = 0): { value: number } | number => {
  const v = wholeFlag(s, name, least);
  if (v === null) return usage(s, 'cli.missingOption', { option: `--${name}` });
  if (v === 'bad') return usage(s, 'tournament.badNumber', { option: `--${name}` });
  return { value: v };
};
