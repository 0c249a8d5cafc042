/**
 * The director's decisions on a player or an entrant: `sanction` (richiamo, ammonizione,
 * espulsione with what they cost), `penalize` (points taken off) and `assign` (an assigned
 * score, with what the rest of the table gets).
 */
import { assignScore, penalize, sanction } from '@tavolo/tournament';
import { parseWhole } from './tournament-args.js';
import {
  type Subcommand,
  decide,
  needWhole,
  print,
  printJson,
  required,
  str,
  usage,
  wholeFlag,
} from './tournament-session.js';

export const DISCIPLINE_COMMANDS: Readonly<Record<string, Subcommand>> = {
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
};
