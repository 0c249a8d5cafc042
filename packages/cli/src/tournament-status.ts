/**
 * Where the event stands: `standings` (after a round, provisional or final) and `status` (each
 * round's state, what may still be corrected, and the pairings a correction flagged).
 */
import {
  correctionsWindow,
  lastCompleteRound,
  pairingFlags,
  roundStatus,
  standings,
} from '@tavolo/tournament';
import { EXIT_OK } from './command.js';
import { type Subcommand, load, print, printJson, usage, wholeFlag } from './tournament-session.js';
import { roundStatusText, standingsText } from './tournament-text.js';

export const STATUS_COMMANDS: Readonly<Record<string, Subcommand>> = {
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
      ...correctionsWindow(state, r.round, now),
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
      for (const r of rounds) print(s, roundStatusText(s.ctx, state, r.round, r.status, now));
      for (const f of flags)
        print(s, s.ctx.i18n.t('tournament.flag', { round: f.round, article: f.article }));
    }
    return EXIT_OK;
  },
};
