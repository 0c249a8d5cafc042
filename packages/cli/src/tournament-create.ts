/**
 * `tavolo tournament create`: a new event in the file, its rules from the flags (checked by
 * @tavolo/tournament's config), its VP tables from `--vp-tables`, its prizes by group.
 */
import type { VpTable } from '@tavolo/burraco';
import type { TableOfThree } from '@tavolo/scala40';
import {
  type ByePolicy,
  type CautionsToWarning,
  type EventKind,
  type Game,
  type TieBreak,
  type TournamentEvent,
  createTournament,
  eventSlug,
  toEnvelope,
} from '@tavolo/tournament';
import { readFileSync } from 'node:fs';
import { EXIT_OK } from './command.js';
import { parseList, parseRounds } from './tournament-args.js';
import { refusal } from './tournament-refusal.js';
import { parsePrizeGroups } from './tournament-report.js';
import {
  type Subcommand,
  failure,
  parsed,
  print,
  printJson,
  required,
  str,
  usage,
  wholeFlag,
} from './tournament-session.js';

export const CREATE_COMMANDS: Readonly<Record<string, Subcommand>> = {
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
      {
        name: first.config.name,
        game: first.config.game,
        createdAt: s.stamp.at,
        // The day of play, for the lists of events (the server's among them).
        date: first.config.date,
      },
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
};
