/**
 * `tavolo tournament ruling --situation ID --answers q=o,... --entrant E --table T [--player P]
 * [--mp N --vp N] [--confirm]` (also reached as `tavolo ruling apply ID ...`): records a ruling
 * of the arbitro's catalogue against the round being played, the table and the player, with
 * the sanctions and penalties it brings (@tavolo/rulings `recordRuling`).
 */
import { citation, entryById, recordRuling } from '@tavolo/rulings';
import { parseAnswers } from './ruling-text.js';
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

export const runRuling: Subcommand = async (s) => {
  const situation = required(s, 'situation');
  const entrant = required(s, 'entrant');
  const table = needWhole(s, 'table', 1);
  for (const v of [situation, entrant, table]) if (typeof v === 'number') return v;
  const answers = parseAnswers(str(s.flags, 'answers') ?? '');
  if (answers === null) return usage(s, 'ruling.badAnswers', { answers: str(s.flags, 'answers') });
  const mp = wholeFlag(s, 'mp');
  const vp = wholeFlag(s, 'vp');
  if (mp === 'bad' || vp === 'bad')
    return usage(s, 'tournament.badNumber', { option: '--mp/--vp' });
  const player = str(s.flags, 'player');
  return decide(
    s,
    (state) =>
      recordRuling(
        state,
        {
          entry: situation as string,
          answers,
          entrant: entrant as string,
          table: (table as { value: number }).value,
          ...(player !== undefined ? { player } : {}),
          ...(mp !== null || vp !== null ? { adjustment: { mp: mp ?? 0, vp: vp ?? 0 } } : {}),
          confirm: s.flags.values['confirm'] === true,
        },
        s.stamp,
      ),
    (_, appended) => {
      const entry = entryById(situation as string);
      if (s.json) printJson(s, { ok: true, events: appended.map((e) => e.type) });
      else
        print(
          s,
          s.ctx.i18n.t('ruling.recorded', {
            article: entry ? citation(entry) : situation,
            entrant,
            table: (table as { value: number }).value,
            count: appended.length - 1,
          }),
        );
    },
  );
};
