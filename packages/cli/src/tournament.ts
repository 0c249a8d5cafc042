/**
 * `tavolo tournament <subcommand> [--db FILE] [--event ID] [--at TIME] [--by NAME] ...`: the
 * whole life of an event on a local SQLite file. Every subcommand that decides something reads
 * the event's log, replays it, asks the pure tournament package for the events to append and
 * appends them in one transaction after the event it read (a concurrent write makes it fail,
 * never interleave). A refused request prints why, with its article, and writes nothing.
 */
import { readFileSync } from 'node:fs';
import type { VpTable } from '@tavolo/burraco';
import type { TableOfThree } from '@tavolo/scala40';
import { type Store, openStore } from '@tavolo/store';
import {
  type ByePolicy,
  type CautionsToWarning,
  type EntrantId,
  type EventKind,
  type Game,
  type LoadedTournament,
  type Outcome,
  type RunFailure,
  type TieBreak,
  type Pairing,
  type Stamp,
  type StandingRow,
  type TournamentEvent,
  type TournamentState,
  arriveLate,
  assignScore,
  correctResult,
  configTime,
  correctionDeadline,
  createTournament,
  enterResult,
  entrantName,
  eventSlug,
  lastCompleteRound,
  loadTournament,
  pair,
  pairingFlags,
  penalize,
  projectLog,
  publish,
  register,
  roundStatus,
  roundVpTable,
  runCommand,
  sanction,
  setTieOrder,
  sortedByName,
  standings,
  toEnvelope,
  withdraw,
} from '@tavolo/tournament';
import type { ShuffleSeed } from '@tavolo/cards';
import {
  type Command,
  type CommandContext,
  EXIT_FAILURE,
  EXIT_OK,
  type Flags,
  parseFlags,
  usageError,
} from './command.js';
import { runExport } from './tournament-export.js';
import { IMPORT_FLAGS, runImport } from './tournament-import.js';
import { refusal } from './tournament-refusal.js';
import { parsePrizeGroups, runFederationReport, runPrizes } from './tournament-report.js';
import { runLog, runVoid } from './tournament-void.js';
import {
  type Parsed,
  parseHands,
  parseList,
  parsePeople,
  parseRounds,
  parseWhole,
} from './tournament-args.js';

const COMMON = {
  db: { type: 'string' },
  event: { type: 'string' },
  at: { type: 'string' },
  by: { type: 'string' },
  json: { type: 'boolean' },
  help: { type: 'boolean' },
} as const;

const FLAGS = {
  ...COMMON,
  // import (--file, --dry-run) and the confirmation of doubts (--confirm)
  ...IMPORT_FLAGS,
  // create
  id: { type: 'string' },
  name: { type: 'string' },
  game: { type: 'string' },
  kind: { type: 'string' },
  profile: { type: 'string' },
  date: { type: 'string' },
  rounds: { type: 'string' },
  'correction-minutes': { type: 'string' },
  'bye-policy': { type: 'string' },
  'table-of-three': { type: 'string' },
  'time-zone': { type: 'string' },
  cautions: { type: 'string' },
  'tie-breaks': { type: 'string' },
  prizes: { type: 'string' },
  'prize-groups': { type: 'string' },
  separate: { type: 'string' },
  'vp-tables': { type: 'string' },
  // entrants
  players: { type: 'string' },
  people: { type: 'string' },
  membership: { type: 'string' },
  club: { type: 'string' },
  region: { type: 'string' },
  category: { type: 'string' },
  'late-minutes': { type: 'string' },
  entrant: { type: 'string' },
  reason: { type: 'string' },
  during: { type: 'boolean' },
  // pairing
  seating: { type: 'string' },
  order: { type: 'string' },
  seed: { type: 'string' },
  // results
  round: { type: 'string' },
  table: { type: 'string' },
  hands: { type: 'string' },
  signed: { type: 'string' },
  correction: { type: 'string' },
  agreed: { type: 'string' },
  minutes: { type: 'string' },
  // sanctions and penalties
  player: { type: 'string' },
  level: { type: 'string' },
  breach: { type: 'string' },
  article: { type: 'string' },
  mp: { type: 'string' },
  vp: { type: 'string' },
  // assign: what the rest of the table gets; doubts the director confirms
  others: { type: 'string' },
  confirm: { type: 'boolean' },
  // void
  target: { type: 'string' },
  // export
  format: { type: 'string' },
  what: { type: 'string' },
  out: { type: 'string' },
  // export --format pdf --what referee-reports: the richiami too
  'with-cautions': { type: 'boolean' },
} as const;

export const tournamentHelp = (ctx: CommandContext): string =>
  `${ctx.i18n.t('help.tournament').trimEnd()}\n`;

/** What a subcommand gets: its flags, the open store and how to stamp and report. */
export interface Session {
  readonly ctx: CommandContext;
  readonly flags: Flags;
  readonly store: Store;
  readonly stamp: Stamp;
  readonly json: boolean;
}

const str = (flags: Flags, name: string): string | undefined => {
  const v = flags.values[name];
  return typeof v === 'string' ? v : undefined;
};

/** A replayed event, as the subcommands and the exports read it. */
export type Loaded = LoadedTournament;

/** A stored instant as the room's clock shows it, in the event's time zone (null stays null). */
const shownTime = (s: Session, state: TournamentState, iso: string | null): string | null =>
  iso === null ? null : configTime(state.config, iso, s.ctx.i18n.lang);

/**
 * What a publication leaves open, by the publish command or with the next pairing (`ByPairing`):
 * at Scala 40 art. 24 closes the calculation errors with the next pairing and leaves the
 * inversions open; at Burraco the round's correction period runs (BUR-CH art. 21, LAW 79C),
 * until a time on the clock of the room.
 */
const publicationText = (
  s: Session,
  state: TournamentState,
  round: number,
  how: '' | 'ByPairing',
): string =>
  s.ctx.i18n.t(`tournament.published${how}${state.config.game === 'scala40' ? 'Scala40' : ''}`, {
    round,
    until: shownTime(s, state, correctionDeadline(state, round)),
  });

/** `--confirm`, the director's confirmation of the doubts a first try listed. */
const confirmed = (s: Session): { readonly confirm?: true } =>
  s.flags.values['confirm'] === true ? { confirm: true } : {};

/** A flag given, as a one-field object; nothing when absent. */
const optional = (s: Session, name: string): Record<string, string> => {
  const v = str(s.flags, name);
  return v === undefined ? {} : { [name]: v };
};

const failure = (ctx: CommandContext, key: string, values?: Record<string, unknown>): number => {
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

/** Appends what a command decided, after exactly the log it decided on. */
const decide = async (
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

const print = (s: Session, text: string) => s.ctx.stdout.write(`${text}\n`);
const printJson = (s: Session, value: unknown) => s.ctx.stdout.write(`${JSON.stringify(value)}\n`);

const usage = (s: Session, key: string, values?: Record<string, unknown>): number =>
  usageError(s.ctx, s.ctx.i18n.t(key, values), 'tournament');

const required = (s: Session, name: string): string | number => {
  const v = str(s.flags, name);
  return v === undefined || v.trim() === ''
    ? usage(s, 'cli.missingOption', { option: `--${name}` })
    : v;
};

const parsed = <T>(s: Session, p: Parsed<T>): T | number =>
  p.ok ? p.value : usage(s, p.key, p.values);

const wholeFlag = (s: Session, name: string, least = 0): number | null | 'bad' => {
  const text = str(s.flags, name);
  if (text === undefined) return null;
  return parseWhole(text, least) ?? 'bad';
};

/** A required whole-number flag, or the exit code of the usage error. */
const needWhole = (s: Session, name: string, least = 0): { value: number } | number => {
  const v = wholeFlag(s, name, least);
  if (v === null) return usage(s, 'cli.missingOption', { option: `--${name}` });
  if (v === 'bad') return usage(s, 'tournament.badNumber', { option: `--${name}` });
  return { value: v };
};

const entrantLabel = (state: TournamentState, id: EntrantId): string => {
  const e = state.entrants.find((x) => x.id === id);
  return e ? `${id} ${entrantName(e.players)}` : id;
};

/** A pairing as the room reads it, with its explanation. */
export const pairingText = (
  ctx: CommandContext,
  state: TournamentState,
  pairing: Pairing,
): string => {
  const { t } = ctx.i18n;
  const lines = [t('tournament.roundHeading', { round: pairing.round })];
  const line = state.config.kind !== 'individual';
  for (const table of pairing.tables) {
    const seats = table.seats.map((id) => entrantLabel(state, id));
    lines.push(
      line
        ? t('tournament.lineTable', {
            table: table.table,
            northSouth: seats[0] ?? '',
            eastWest: seats[1] ?? '',
          })
        : t('tournament.individualTable', { table: table.table, players: seats.join(', ') }),
    );
  }
  for (const bye of pairing.byes)
    lines.push(t('tournament.bye', { entrant: entrantLabel(state, bye) }));
  if (pairing.explanation.length > 0) {
    lines.push(t('tournament.why'));
    for (const e of pairing.explanation) {
      const key = `explain.${e.code}`;
      // Coded values (a bye's reason, a relaxed constraint) are words of the catalog too.
      const params = Object.fromEntries(
        Object.entries(e.params).map(([k, v]) => {
          const word = `explain.values.${String(v)}`;
          return [k, typeof v === 'string' && ctx.i18n.has(word) ? t(word) : v];
        }),
      );
      lines.push(
        `  - ${ctx.i18n.has(key) ? t(key, params) : `${e.code} ${JSON.stringify(e.params)}`}`,
      );
    }
  }
  return lines.join('\n');
};

export const standingsText = (
  ctx: CommandContext,
  state: TournamentState,
  rows: readonly StandingRow[],
  round: number,
  now: string,
): string => {
  const { t, number } = ctx.i18n;
  const final = round === state.config.rounds.length && roundStatus(state, round, now) === 'final';
  const lines = [
    t(final ? 'tournament.finalStandings' : 'tournament.provisionalStandings', { round }),
  ];
  for (const r of rows)
    lines.push(
      t('tournament.standingRow', {
        rank: r.rank,
        entrant: r.entrant,
        name: entrantName(r.players),
        vp: number(r.vp),
        mp: number(r.mp),
      }) +
        (r.penaltyMp
          ? ` ${t('tournament.penaltyVpMp', { vp: r.penaltyVp, mp: r.penaltyMp })}`
          : r.penaltyVp
            ? ` ${t('tournament.penaltyVp', { vp: r.penaltyVp })}`
            : '') +
        (r.decidedBy
          ? ` ${t('tournament.decidedBy', { rule: t(`tournament.tieBreak.${r.decidedBy}`) })}`
          : '') +
        (r.withdrawn ? ` ${t('tournament.withdrawn')}` : ''),
    );
  // VP from a derived or substitute table say so (BUR-CH art. 19), with the rounds they scored.
  const notices = new Map<string, number[]>();
  for (let r = 1; r <= round; r++) {
    const table = roundVpTable(state.config, r);
    if (!table) continue;
    const text = t(`tournament.vpTable.${table.notice}`, { name: table.name });
    notices.set(text, [...(notices.get(text) ?? []), r]);
  }
  for (const [text, rounds] of notices)
    lines.push(
      t('tournament.vpTable.rounds', { count: rounds.length, rounds: rounds.join(', '), text }),
    );
  return lines.join('\n');
};

const SUBCOMMANDS: Readonly<Record<string, (s: Session) => Promise<number>>> = {
  create: async (s) => {
    const name = required(s, 'name');
    const game = required(s, 'game');
    const kind = str(s.flags, 'kind') ?? (game === 'scala40' ? 'individual' : 'pairs');
    const roundsText = required(s, 'rounds');
    if (typeof name === 'number') return name;
    if (typeof game === 'number') return game;
    if (typeof roundsText === 'number') return roundsText;
    const rounds = parsed(s, parseRounds(roundsText));
    if (typeof rounds === 'number') return rounds;
    // The organizer's own VP tables, by hands per round: {"3": {name, source, derived, bands}}.
    const vpFile = str(s.flags, 'vp-tables');
    let vpTables: unknown;
    if (vpFile !== undefined) {
      try {
        vpTables = JSON.parse(readFileSync(vpFile, 'utf8'));
      } catch (e) {
        return failure(s.ctx, 'tournament.badVpFile', {
          file: vpFile,
          message: e instanceof Error ? e.message : String(e),
        });
      }
      if (typeof vpTables !== 'object' || vpTables === null || Array.isArray(vpTables))
        return failure(s.ctx, 'tournament.badVpFile', { file: vpFile, message: '{"3": {...}}' });
    }
    const correction = wholeFlag(s, 'correction-minutes');
    if (correction === 'bad')
      return usage(s, 'tournament.badNumber', { option: '--correction-minutes' });
    const groups = parsed(s, parsePrizeGroups(str(s.flags, 'prize-groups')));
    if (typeof groups === 'number') return groups;
    const id = str(s.flags, 'id') ?? eventSlug(name);
    const created = createTournament(
      {
        name,
        // makeConfig checks every value at run time; the types only say what it expects.
        game: game as Game,
        kind: kind as EventKind,
        rounds,
        ...(str(s.flags, 'profile') ? { profile: str(s.flags, 'profile') } : {}),
        ...(str(s.flags, 'date') ? { date: str(s.flags, 'date') } : {}),
        ...(correction !== null ? { correctionMinutes: correction } : {}),
        ...(str(s.flags, 'bye-policy')
          ? { byePolicy: str(s.flags, 'bye-policy') as ByePolicy }
          : {}),
        ...(str(s.flags, 'cautions')
          ? { cautionsToWarning: str(s.flags, 'cautions') as CautionsToWarning }
          : {}),
        ...(str(s.flags, 'table-of-three')
          ? { tableOfThree: str(s.flags, 'table-of-three') as TableOfThree }
          : {}),
        ...(str(s.flags, 'time-zone') ? { timeZone: str(s.flags, 'time-zone') } : {}),
        ...(str(s.flags, 'tie-breaks')
          ? { tieBreaks: parseList(str(s.flags, 'tie-breaks') ?? '') as TieBreak[] }
          : {}),
        ...(str(s.flags, 'prizes') ? { prizes: parseList(str(s.flags, 'prizes') ?? '') } : {}),
        ...(groups.length > 0 ? { prizeGroups: groups } : {}),
        ...(str(s.flags, 'separate') ? { separate: str(s.flags, 'separate') as 'club' } : {}),
        ...(vpTables !== undefined ? { vpTables: vpTables as Record<string, VpTable> } : {}),
      },
      s.stamp,
    );
    if (!created.ok) return refusal(s.ctx, created.error);
    const first = created.value[0] as Extract<TournamentEvent, { type: 'created' }>;
    const stored = await s.store.createTournament(
      id,
      { name: first.config.name, game: first.config.game, createdAt: s.stamp.at },
      created.value.map(toEnvelope),
    );
    if (!stored.ok)
      return failure(s.ctx, 'tournament.storeRefused', { message: stored.error.message });
    if (s.json) printJson(s, { ok: true, event: id, config: first.config });
    else
      print(
        s,
        s.ctx.i18n.t('tournament.created', {
          event: id,
          name: first.config.name,
          rounds: rounds.length,
        }),
      );
    return EXIT_OK;
  },

  register: async (s) => {
    // `--people "De Luca, Maria; Rossi, Mario"` (surname, first name), else `--players`, the
    // names alone as older scripts give them.
    const peopleText = str(s.flags, 'people');
    const players = peopleText === undefined ? required(s, 'players') : '';
    if (typeof players === 'number') return players;
    const people =
      peopleText === undefined
        ? undefined
        : parsed(
            s,
            parsePeople(peopleText, {
              ...optional(s, 'membership'),
              ...optional(s, 'club'),
              ...optional(s, 'region'),
              ...optional(s, 'category'),
            }),
          );
    if (typeof people === 'number') return people;
    const late = wholeFlag(s, 'late-minutes');
    if (late === 'bad') return usage(s, 'tournament.badNumber', { option: '--late-minutes' });
    return decide(
      s,
      (state) =>
        register(
          state,
          {
            ...(people ? { people } : { players: parseList(players) }),
            ...(late !== null ? { lateMinutes: late } : {}),
            ...confirmed(s),
          },
          s.stamp,
        ),
      (state, events) => {
        const e = events[0] as Extract<TournamentEvent, { type: 'registered' }>;
        const seated = events.find((x) => x.type === 'late-seated') as
          Extract<TournamentEvent, { type: 'late-seated' }> | undefined;
        if (s.json)
          printJson(s, {
            ok: true,
            entrant: e.entrant.id,
            ...(seated ? { table: seated.table } : {}),
          });
        else {
          print(
            s,
            s.ctx.i18n.t('tournament.registered', { entrant: entrantLabel(state, e.entrant.id) }),
          );
          if (seated)
            print(
              s,
              s.ctx.i18n.t('tournament.lateSeated', { round: seated.round, table: seated.table }),
            );
        }
      },
    );
  },

  withdraw: async (s) => {
    const entrant = required(s, 'entrant');
    const reason = required(s, 'reason');
    if (typeof entrant === 'number') return entrant;
    if (typeof reason === 'number') return reason;
    return decide(
      s,
      (state) =>
        withdraw(state, { entrant, reason, during: s.flags.values['during'] === true }, s.stamp),
      (state, events) => {
        const e = events[0] as Extract<TournamentEvent, { type: 'withdrawn' }>;
        if (s.json) printJson(s, { ok: true, entrant, round: e.round, during: e.during });
        else
          print(
            s,
            s.ctx.i18n.t(e.during ? 'tournament.withdrawnDuring' : 'tournament.withdrawnFrom', {
              entrant: entrantLabel(state, entrant),
              round: e.round,
            }),
          );
      },
    );
  },

  pair: async (s) => {
    const method = str(s.flags, 'seating');
    let seating: Parameters<typeof pair>[1]['seating'];
    if (method === 'director') {
      const order = required(s, 'order');
      if (typeof order === 'number') return order;
      seating = { kind: 'director', order: parseList(order) };
    } else if (method === 'draw') {
      const seed = required(s, 'seed');
      if (typeof seed === 'number') return seed;
      seating = { kind: 'draw', seed: drawSeed(seed) };
    } else if (method === 'registration') seating = { kind: 'registration' };
    else if (method !== undefined) return usage(s, 'tournament.badSeating', { seating: method });
    return decide(
      s,
      (state) => pair(state, { ...(seating ? { seating } : {}), ...confirmed(s) }, s.stamp),
      (state, events) => {
        const e = events.find((x) => x.type === 'round-paired') as Extract<
          TournamentEvent,
          { type: 'round-paired' }
        >;
        // Pairing publishes the round before it when it was not yet (S40-CdG art. 24).
        const published = events.find((x) => x.type === 'round-published') as
          Extract<TournamentEvent, { type: 'round-published' }> | undefined;
        const until = published ? correctionDeadline(state, published.round) : null;
        if (s.json)
          printJson(s, {
            ok: true,
            pairing: e.pairing,
            ...(e.seating ? { seating: e.seating } : {}),
            ...(published ? { published: published.round, correctionsUntil: until } : {}),
          });
        else {
          if (published) print(s, publicationText(s, state, published.round, 'ByPairing'));
          print(s, pairingText(s.ctx, state, e.pairing));
        }
      },
    );
  },

  show: async (s) => {
    const loaded = await load(s);
    if (typeof loaded === 'number') return loaded;
    const round = wholeFlag(s, 'round', 1);
    if (round === 'bad') return usage(s, 'tournament.badNumber', { option: '--round' });
    const r = loaded.state.rounds[(round ?? loaded.state.rounds.length) - 1];
    if (!r) return failure(s.ctx, 'tournament.noRound', { round: round ?? 1 });
    if (s.json) printJson(s, { pairing: r.pairing, seating: r.seating });
    else print(s, pairingText(s.ctx, loaded.state, r.pairing));
    return EXIT_OK;
  },

  result: async (s) => {
    const round = needWhole(s, 'round', 1);
    const table = needWhole(s, 'table', 1);
    const hands = required(s, 'hands');
    const signed = required(s, 'signed');
    if (typeof round === 'number') return round;
    if (typeof table === 'number') return table;
    if (typeof hands === 'number') return hands;
    if (typeof signed === 'number') return signed;
    const scores = parsed(s, parseHands(hands));
    if (typeof scores === 'number') return scores;
    return decide(
      s,
      (state) =>
        enterResult(
          state,
          {
            round: round.value,
            table: table.value,
            hands: scores,
            signedBy: parseList(signed),
            ...confirmed(s),
          },
          s.stamp,
        ),
      () => {
        if (s.json) printJson(s, { ok: true, round: round.value, table: table.value });
        else
          print(
            s,
            s.ctx.i18n.t('tournament.resultEntered', { round: round.value, table: table.value }),
          );
      },
    );
  },

  correct: async (s) => {
    const round = needWhole(s, 'round', 1);
    const table = needWhole(s, 'table', 1);
    const hands = required(s, 'hands');
    const kind = required(s, 'correction');
    const reason = required(s, 'reason');
    for (const v of [round, table, hands, kind, reason]) if (typeof v === 'number') return v;
    if (!['calculation', 'inverted', 'other'].includes(kind as string))
      return usage(s, 'tournament.badCorrection', { kind });
    const scores = parsed(s, parseHands(hands as string));
    if (typeof scores === 'number') return scores;
    return decide(
      s,
      (state) =>
        correctResult(
          state,
          {
            round: (round as { value: number }).value,
            table: (table as { value: number }).value,
            hands: scores,
            kind: kind as 'calculation',
            agreedBy: parseList(str(s.flags, 'agreed') ?? ''),
            reason: reason as string,
            ...confirmed(s),
          },
          s.stamp,
        ),
      (state) => {
        const flags = pairingFlags(state);
        if (s.json) printJson(s, { ok: true, flags });
        else {
          print(
            s,
            s.ctx.i18n.t('tournament.corrected', {
              round: (round as { value: number }).value,
              table: (table as { value: number }).value,
            }),
          );
          for (const f of flags)
            print(s, s.ctx.i18n.t('tournament.flag', { round: f.round, article: f.article }));
        }
      },
    );
  },

  late: async (s) => {
    const entrant = required(s, 'entrant');
    const minutes = needWhole(s, 'minutes');
    if (typeof entrant === 'number') return entrant;
    if (typeof minutes === 'number') return minutes;
    return decide(
      s,
      (state) => arriveLate(state, { entrant, minutes: minutes.value }, s.stamp),
      (state) => {
        const consequences = state.adjustments.filter(
          (a) => a.entrant === entrant && a.at === s.stamp.at,
        );
        if (s.json) printJson(s, { ok: true, consequences });
        else
          print(
            s,
            s.ctx.i18n.t('tournament.lateRecorded', {
              entrant: entrantLabel(state, entrant),
              minutes: minutes.value,
            }),
          );
      },
    );
  },

  sanction: async (s) => {
    const entrant = required(s, 'entrant');
    const player = required(s, 'player');
    const level = required(s, 'level');
    const breach = required(s, 'breach');
    for (const v of [entrant, player, level, breach]) if (typeof v === 'number') return v;
    const article = str(s.flags, 'article');
    return decide(
      s,
      (state) =>
        sanction(
          state,
          {
            entrant: entrant as string,
            player: player as string,
            level: level as 'caution',
            breach: breach as string,
            ...(article ? { article } : {}),
            confirm: s.flags.values['confirm'] === true,
          },
          s.stamp,
        ),
      (state) => {
        const consequences = state.adjustments.filter(
          (a) => a.entrant === entrant && a.at === s.stamp.at,
        );
        if (s.json) printJson(s, { ok: true, consequences });
        else {
          print(
            s,
            s.ctx.i18n.t('tournament.sanctioned', {
              player,
              level: s.ctx.i18n.t(`tournament.level.${level as string}`),
            }),
          );
          for (const c of consequences)
            print(
              s,
              s.ctx.i18n.t('tournament.consequence', { mp: -c.mp, vp: -c.vp, article: c.article }),
            );
        }
      },
    );
  },

  penalize: async (s) => {
    const entrant = required(s, 'entrant');
    const reason = required(s, 'reason');
    const article = required(s, 'article');
    for (const v of [entrant, reason, article]) if (typeof v === 'number') return v;
    const mp = wholeFlag(s, 'mp');
    const vp = wholeFlag(s, 'vp');
    const round = wholeFlag(s, 'round', 1);
    if (mp === 'bad' || vp === 'bad' || round === 'bad')
      return usage(s, 'tournament.badNumber', { option: '--mp/--vp/--round' });
    return decide(
      s,
      (state) =>
        penalize(
          state,
          {
            entrant: entrant as string,
            mp: mp ?? 0,
            vp: vp ?? 0,
            reason: reason as string,
            article: article as string,
            ...(round !== null ? { round } : {}),
            confirm: s.flags.values['confirm'] === true,
          },
          s.stamp,
        ),
      () =>
        s.json
          ? printJson(s, { ok: true })
          : print(s, s.ctx.i18n.t('tournament.penalized', { entrant, mp: mp ?? 0, vp: vp ?? 0 })),
    );
  },

  assign: async (s) => {
    const entrant = required(s, 'entrant');
    const reason = required(s, 'reason');
    const article = required(s, 'article');
    const round = needWhole(s, 'round', 1);
    const vp = needWhole(s, 'vp');
    for (const v of [entrant, reason, article, round, vp]) if (typeof v === 'number') return v;
    const mpText = str(s.flags, 'mp');
    const mp = mpText === undefined ? 0 : parseWhole(mpText, -100_000);
    if (mp === null) return usage(s, 'tournament.badNumber', { option: '--mp' });
    const others = str(s.flags, 'others');
    if (others !== undefined && !['played', 'own', 'walkover'].includes(others))
      return usage(s, 'tournament.badOthers', { others });
    return decide(
      s,
      (state) =>
        assignScore(
          state,
          {
            entrant: entrant as string,
            round: (round as { value: number }).value,
            vp: (vp as { value: number }).value,
            mp,
            reason: reason as string,
            article: article as string,
            ...(others !== undefined ? { others: others as 'own' } : {}),
            confirm: s.flags.values['confirm'] === true,
          },
          s.stamp,
        ),
      () =>
        s.json
          ? printJson(s, { ok: true })
          : print(s, s.ctx.i18n.t('tournament.assigned', { entrant })),
    );
  },

  publish: async (s) => {
    const round = needWhole(s, 'round', 1);
    if (typeof round === 'number') return round;
    return decide(
      s,
      (state) => publish(state, round.value, s.stamp),
      (state) => {
        const until = correctionDeadline(state, round.value);
        if (s.json) printJson(s, { ok: true, round: round.value, correctionsUntil: until });
        else print(s, publicationText(s, state, round.value, ''));
      },
    );
  },

  'tie-order': async (s) => {
    const order = required(s, 'order');
    if (typeof order === 'number') return order;
    return decide(
      s,
      (state) => setTieOrder(state, parseList(order), s.stamp),
      () =>
        s.json ? printJson(s, { ok: true }) : print(s, s.ctx.i18n.t('tournament.tieOrderSet')),
    );
  },

  /** The entrants by surname, then first name (names.ts), as the room's lists read. */
  entrants: async (s) => {
    const loaded = await load(s);
    if (typeof loaded === 'number') return loaded;
    const sorted = sortedByName(loaded.state.entrants);
    if (s.json)
      printJson(s, {
        entrants: sorted.map((e) => ({
          entrant: e.id,
          players: e.players,
          ...(e.people ? { people: e.people } : {}),
          leftFromRound: e.leftFromRound,
        })),
      });
    else {
      print(s, s.ctx.i18n.t('tournament.entrantsHeading', { count: sorted.length }));
      for (const e of sorted)
        print(
          s,
          s.ctx.i18n.t('tournament.entrantRow', {
            entrant: e.id,
            name:
              (e.people ?? []).length === e.players.length
                ? (e.people ?? []).map((p) => `${p.surname} ${p.firstName}`).join(' – ')
                : entrantName(e.players),
          }),
        );
    }
    return EXIT_OK;
  },

  standings: async (s) => {
    const loaded = await load(s);
    if (typeof loaded === 'number') return loaded;
    const round = wholeFlag(s, 'round', 0);
    if (round === 'bad') return usage(s, 'tournament.badNumber', { option: '--round' });
    const after = round ?? lastCompleteRound(loaded.state);
    const rows = standings(loaded.state, after);
    const now = s.stamp.at;
    if (s.json)
      printJson(s, {
        round: after,
        status: after > 0 ? roundStatus(loaded.state, after, now) : 'registration',
        standings: rows,
        flags: pairingFlags(loaded.state),
      });
    else print(s, standingsText(s.ctx, loaded.state, rows, after, now));
    return EXIT_OK;
  },

  status: async (s) => {
    const loaded = await load(s);
    if (typeof loaded === 'number') return loaded;
    const { state } = loaded;
    const now = s.stamp.at;
    const rounds = state.rounds.map((r) => ({
      round: r.round,
      status: roundStatus(state, r.round, now),
      publishedAt: r.publishedAt,
      correctionsUntil: correctionDeadline(state, r.round),
    }));
    const flags = pairingFlags(state);
    if (s.json)
      printJson(s, {
        event: loaded.id,
        name: state.config.name,
        entrants: state.entrants.length,
        rounds,
        flags,
      });
    else {
      print(
        s,
        s.ctx.i18n.t('tournament.statusHeading', {
          name: state.config.name,
          entrants: state.entrants.length,
          rounds: state.config.rounds.length,
        }),
      );
      for (const r of rounds)
        print(
          s,
          s.ctx.i18n.t(`tournament.roundStatus.${r.status}`, {
            round: r.round,
            until: shownTime(s, state, r.correctionsUntil),
          }),
        );
      for (const f of flags)
        print(s, s.ctx.i18n.t('tournament.flag', { round: f.round, article: f.article }));
    }
    return EXIT_OK;
  },

  log: async (s) => {
    const loaded = await load(s);
    if (typeof loaded === 'number') return loaded;
    return runLog(s, loaded);
  },

  void: (s) => runVoid(s, decide),

  import: (s) => runImport(s, { load, decide }),

  prizes: async (s) => {
    const loaded = await load(s);
    return typeof loaded === 'number' ? loaded : runPrizes(s, loaded);
  },

  'federation-report': async (s) => {
    const loaded = await load(s);
    return typeof loaded === 'number' ? loaded : runFederationReport(s, loaded);
  },

  export: async (s) => {
    const loaded = await load(s);
    if (typeof loaded === 'number') return loaded;
    return runExport(s, loaded);
  },
};

/**
 * The published seed of a draw: 64 hex digits use the verifiable HMAC-SHA256 scheme, a whole
 * number the seeded generator (docs/verifiable-shuffle.md).
 */
const drawSeed = (text: string): ShuffleSeed =>
  /^\d+$/.test(text)
    ? { scheme: 'xoroshiro128plus', seed: Number(text) }
    : { scheme: 'hmac-sha256-v1', secret: text };

/** The subcommand may come before or after the flags: the first word no flag takes as value. */
const splitSubcommand = (args: readonly string[]) => {
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as string;
    if (!arg.startsWith('-'))
      return { sub: arg, rest: [...args.slice(0, i), ...args.slice(i + 1)] };
    const name = arg.replace(/^--?/, '');
    if (!arg.includes('=') && FLAGS[name as keyof typeof FLAGS]?.type === 'string') i++;
  }
  return { sub: args[0], rest: args.slice(1) };
};

export const runTournament: Command = async (args, ctx) => {
  const { sub, rest } = splitSubcommand(args);
  if (sub === undefined || sub === '--help' || sub === '-h') {
    ctx.stdout.write(tournamentHelp(ctx));
    return sub === undefined
      ? usageError(ctx, ctx.i18n.t('tournament.missingSubcommand'), 'tournament')
      : EXIT_OK;
  }
  const run = SUBCOMMANDS[sub];
  if (!run)
    return usageError(ctx, ctx.i18n.t('tournament.unknownSubcommand', { sub }), 'tournament');
  const parsedFlags = parseFlags(rest, FLAGS, ctx.i18n);
  if (!parsedFlags.ok) return usageError(ctx, parsedFlags.message, 'tournament');
  const { flags } = parsedFlags;
  if (flags.positionals.length > 0)
    return usageError(
      ctx,
      ctx.i18n.t('cli.extraArgument', { argument: flags.positionals[0] }),
      'tournament',
    );
  const atText = str(flags, 'at');
  if (atText !== undefined && Number.isNaN(Date.parse(atText)))
    return usageError(ctx, ctx.i18n.t('tournament.badTime', { at: atText }), 'tournament');
  const stamp: Stamp = {
    at: atText !== undefined ? new Date(atText).toISOString() : new Date().toISOString(),
    by: str(flags, 'by') ?? process.env['TAVOLO_DIRECTOR'] ?? 'arbitro',
  };
  const file = str(flags, 'db') ?? process.env['TAVOLO_DB'] ?? 'tavolo.sqlite';
  let store: Store;
  try {
    store = await openStore({ kind: 'sqlite', file }, projectLog);
  } catch (e) {
    return failure(ctx, 'tournament.cannotOpen', {
      file,
      message: e instanceof Error ? e.message : String(e),
    });
  }
  try {
    return await run({ ctx, flags, store, stamp, json: flags.values['json'] === true });
  } finally {
    await store.close();
  }
};
