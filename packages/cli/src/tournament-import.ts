/**
 * `tavolo tournament import --file ISCRITTI.csv [--dry-run] [--confirm]`: registers every new
 * entrant of a CSV file in one append (@tavolo/tournament's import-entrants.ts; the format is
 * in docs/tournament.md). The dry run lists what the import would change, line by line, and
 * records nothing; so does a refused import, which names every line at fault.
 */
import {
  type ImportPlan,
  type MessageParams,
  importEntrants,
  planImport,
} from '@tavolo/tournament';
import { readFileSync } from 'node:fs';
import { EXIT_FAILURE, EXIT_OK, usageError } from './command.js';
import { codedText } from './tournament-refusal.js';
import { type Session, decide, load } from './tournament-session.js';

/** The flags of the subcommands of the event's work, for the tournament command's parser. */
export const IMPORT_FLAGS = {
  file: { type: 'string' },
  'dry-run': { type: 'boolean' },
  confirm: { type: 'boolean' },
} as const;

/** A code with its figures in the user's language: a refusal's text, else a doubt's. */
const say = (s: Session, code: string, params: MessageParams | undefined) =>
  codedText(s.ctx, `tournament.errors.${code}`, params) ??
  codedText(s.ctx, `tournament.doubts.${code}`, params) ??
  code;

const printPlan = (s: Session, plan: ImportPlan) => {
  const { t } = s.ctx.i18n;
  const out = (text: string) => s.ctx.stdout.write(`${text}\n`);
  for (const e of plan.entrants)
    out(
      t('tournament.import.newEntrant', {
        lines: e.lines.join(', '),
        entrant: e.entrant,
        players: e.players.join(' - '),
      }),
    );
  for (const d of plan.duplicates)
    out(
      t('tournament.import.duplicate', {
        lines: d.lines.join(', '),
        entrant: d.entrant,
        players: d.players.join(' - '),
      }),
    );
  for (const d of plan.doubts)
    out(t('tournament.import.doubt', { line: d.line, message: say(s, d.code, d.params) }));
  for (const p of plan.problems)
    s.ctx.stderr.write(
      `${t('tournament.import.problem', { line: p.line, message: say(s, p.code, p.params) })}\n`,
    );
  out(
    t('tournament.import.summary', {
      entrants: plan.entrants.length,
      duplicates: plan.duplicates.length,
      problems: plan.problems.length,
      doubts: plan.doubts.length,
    }),
  );
};

const planJson = (plan: ImportPlan, dryRun: boolean) => ({
  ok: plan.problems.length === 0,
  dryRun,
  entrants: plan.entrants,
  duplicates: plan.duplicates,
  problems: plan.problems,
  doubts: plan.doubts,
});

export const runImport = async (s: Session): Promise<number> => {
  const { t } = s.ctx.i18n;
  const file = s.flags.values['file'];
  if (typeof file !== 'string' || file.trim() === '')
    return usageError(s.ctx, t('cli.missingOption', { option: '--file' }), 'tournament');
  let csv: string;
  try {
    csv = readFileSync(file, 'utf8');
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e);
    s.ctx.stderr.write(
      `${t('cli.error', { message: t('tournament.import.cannotRead', { file, message }) })}\n`,
    );
    return EXIT_FAILURE;
  }
  const confirm = s.flags.values['confirm'] === true;
  const request = { csv, ...(confirm ? { confirm } : {}) };
  const dryRun = s.flags.values['dry-run'] === true;
  const loaded = await load(s);
  if (typeof loaded === 'number') return loaded;
  const plan = planImport(loaded.state, request, s.stamp);
  const held = plan.problems.length > 0 || (plan.doubts.length > 0 && !confirm);
  if (dryRun || held) {
    if (s.json) s.ctx.stdout.write(`${JSON.stringify(planJson(plan, dryRun))}\n`);
    else {
      if (dryRun) s.ctx.stdout.write(`${t('tournament.import.dryRunHeading', { file })}\n`);
      printPlan(s, plan);
      if (!dryRun)
        s.ctx.stderr.write(
          `${t(plan.problems.length > 0 ? 'tournament.import.refused' : 'tournament.import.confirmNeeded', { problems: plan.problems.length })}\n`,
        );
    }
    return plan.problems.length > 0 || (!dryRun && held) ? EXIT_FAILURE : EXIT_OK;
  }
  // Recorded on the log as read again now: the import is decided once more on that state.
  return decide(
    s,
    (state) => importEntrants(state, request, s.stamp),
    (state, events) => {
      const ids = events.flatMap((e) => (e.type === 'registered' ? [e.entrant.id] : []));
      if (s.json)
        s.ctx.stdout.write(
          `${JSON.stringify({ ok: true, entrants: ids, duplicates: plan.duplicates.length, total: state.entrants.length })}\n`,
        );
      else
        s.ctx.stdout.write(
          `${t('tournament.import.imported', { entrants: ids.length, file, duplicates: plan.duplicates.length })}\n`,
        );
    },
  );
};
