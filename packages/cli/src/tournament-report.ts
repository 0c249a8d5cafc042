/**
 * What an event hands over when it ends: `tavolo tournament prizes` (the prize list from the
 * final standings, @tavolo/tournament's prizes.ts) and `tavolo tournament federation-report
 * [--format json|csv] [--what standings|results] [--out FILE]` (docs/federation-report.md).
 */
import {
  type PrizeGroup,
  entrantName,
  federationCsv,
  federationReport,
  isFederationTable,
  prizeAwards,
} from '@tavolo/tournament';
import { EXIT_OK, usageError } from './command.js';
import { writeOutput } from './output.js';
import type { Parsed } from './tournament-args.js';
import type { Loaded, Session } from './tournament-session.js';

/**
 * `--prize-groups "category=Over 65:Coppa Over 65,Targa;region=Lazio:Coppa Lazio"`: groups
 * separated by `;`, each `field=value:` and its prizes in order, separated by `,`.
 */
export const parsePrizeGroups = (text: string | undefined): Parsed<readonly PrizeGroup[]> => {
  const groups: PrizeGroup[] = [];
  for (const item of (text ?? '').split(';').map((g) => g.trim())) {
    if (item === '') continue;
    const match = /^([^=:]+)=([^:]+):(.+)$/.exec(item);
    const prizes = (match?.[3] ?? '')
      .split(',')
      .map((p) => p.trim())
      .filter((p) => p !== '');
    if (!match || prizes.length === 0)
      return { ok: false, key: 'tournament.report.badPrizeGroups', values: { item } };
    groups.push({ field: (match[1] as string).trim(), value: (match[2] as string).trim(), prizes });
  }
  return { ok: true, value: groups };
};

const flag = (s: Session, name: string): string | undefined => {
  const v = s.flags.values[name];
  return typeof v === 'string' ? v : undefined;
};

/** The prize list, in the order the prizes rank. */
export const runPrizes = (s: Session, loaded: Loaded): number => {
  const { t } = s.ctx.i18n;
  const awards = prizeAwards(loaded.state);
  if (s.json) {
    s.ctx.stdout.write(`${JSON.stringify({ prizes: awards })}\n`);
    return EXIT_OK;
  }
  const lines = [
    t(awards.length > 0 ? 'tournament.report.prizesHeading' : 'tournament.report.noPrizes'),
  ];
  for (const a of awards) {
    const values = {
      prize: a.prize,
      entrant: a.row.entrant,
      name: entrantName(a.row.players),
      rank: a.row.rank,
    };
    lines.push(
      a.group
        ? t('tournament.report.groupPrize', {
            ...values,
            field: a.group.field,
            value: a.group.value,
          })
        : t('tournament.report.prize', values),
    );
  }
  s.ctx.stdout.write(`${lines.join('\n')}\n`);
  return EXIT_OK;
};

/** The federation's report, JSON or one CSV table, on stdout or in `--out`. */
export const runFederationReport = (s: Session, loaded: Loaded): number => {
  const { t } = s.ctx.i18n;
  const format = flag(s, 'format') ?? 'json';
  const what = flag(s, 'what') ?? 'standings';
  let data: string;
  if (format === 'json')
    data = `${JSON.stringify(federationReport(loaded, s.stamp.at), null, 2)}\n`;
  else if (format === 'csv' && isFederationTable(what))
    data = federationCsv(loaded, what, s.stamp.at);
  else return usageError(s.ctx, t('tournament.badExport', { format, what }), 'tournament');
  return writeOutput(s, flag(s, 'out'), data);
};
