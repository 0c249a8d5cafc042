/**
 * The entrants of an event: `register` (with surname and first name apart, or the names alone
 * as older scripts give them), `withdraw`, `late` (an arrival after the round's start) and
 * `entrants`, the list by surname.
 */
import {
  type TournamentEvent,
  arriveLate,
  entrantName,
  register,
  sortedByName,
  withdraw,
} from '@tavolo/tournament';
import { EXIT_OK } from './command.js';
import { parseList, parsePeople } from './tournament-args.js';
import {
  type Subcommand,
  confirmed,
  decide,
  load,
  needWhole,
  optional,
  parsed,
  print,
  printJson,
  required,
  str,
  usage,
  wholeFlag,
} from './tournament-session.js';
import { entrantLabel } from './tournament-text.js';

export const ENTRANT_COMMANDS: Readonly<Record<string, Subcommand>> = {
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
};
