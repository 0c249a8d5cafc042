/**
 * `tavolo ruling`: the arbitro's catalogue of irregularities at hand.
 *   find <words...> [--game scala40|burraco]   the situations matching everyday words
 *   show <situation> [--answers q=o,...]       the next question, or the ruling
 *   apply <situation> --answers ... --entrant E --table T [--player P] ...
 *                                              records the ruling in an event (tournament ruling)
 * With `--json`, one JSON object on stdout for programs. Without a subcommand, on a terminal, a
 * guided ruling: words, a situation from the list, the questions one by one, the ruling, and
 * the command that records it.
 */
import { createInterface } from 'node:readline/promises';
import {
  type Answers,
  type Game,
  consult,
  entryById,
  searchCatalogue,
  catalogue,
  citation,
} from '@tavolo/rulings';
import {
  type Command,
  type CommandContext,
  EXIT_OK,
  EXIT_USAGE,
  parseFlags,
  usageError,
} from './command.js';
import {
  consultationJson,
  formatAnswers,
  foundLines,
  parseAnswers,
  questionLines,
  rulingLines,
} from './ruling-text.js';

const FLAGS = {
  game: { type: 'string' },
  answers: { type: 'string' },
  json: { type: 'boolean' },
  help: { type: 'boolean' },
} as const;

/** At most this many situations are listed for a search. */
const LISTED = 10;

const write = (ctx: CommandContext, lines: readonly string[]) =>
  ctx.stdout.write(`${lines.join('\n')}\n`);

const gameOf = (ctx: CommandContext, text: string | undefined): Game | undefined | number => {
  if (text === undefined) return undefined;
  if (text === 'scala40' || text === 'burraco') return text;
  return usageError(ctx, ctx.i18n.t('ruling.badGame', { game: text }), 'ruling');
};

const find = (
  ctx: CommandContext,
  words: readonly string[],
  game: Game | undefined,
  json: boolean,
) => {
  if (words.length === 0) return usageError(ctx, ctx.i18n.t('ruling.missingWords'), 'ruling');
  const found = searchCatalogue(catalogue, words.join(' '), game).slice(0, LISTED);
  if (json)
    ctx.stdout.write(
      `${JSON.stringify({
        found: found.map(({ entry, score }) => ({
          entry: entry.id,
          article: citation(entry),
          title: entry.title,
          score,
        })),
      })}\n`,
    );
  else if (found.length === 0)
    write(ctx, [ctx.i18n.t('ruling.nothingFound', { words: words.join(' ') })]);
  else write(ctx, foundLines(ctx.i18n, found));
  return EXIT_OK;
};

const show = (ctx: CommandContext, id: string | undefined, answers: Answers, json: boolean) => {
  if (id === undefined) return usageError(ctx, ctx.i18n.t('ruling.missingSituation'), 'ruling');
  const entry = entryById(id);
  if (!entry) return usageError(ctx, ctx.i18n.t('ruling.unknownSituation', { id }), 'ruling');
  const consulted = consult(entry, answers);
  if (!consulted.ok) {
    const e = consulted.error;
    return usageError(
      ctx,
      ctx.i18n.t(`ruling.consult.${e.code}`, {
        question: 'question' in e ? e.question : '',
        option: 'option' in e ? e.option : '',
        id,
      }),
      'ruling',
    );
  }
  const c = consulted.value;
  if (json) ctx.stdout.write(`${JSON.stringify(consultationJson(entry, c))}\n`);
  else if (c.kind === 'question') write(ctx, questionLines(ctx.i18n, c.question));
  else write(ctx, rulingLines(ctx.i18n, entry, c.ruling));
  return EXIT_OK;
};

/**
 * The guided ruling on a terminal. Lines are read in turn from one iterator, so that lines typed
 * (or pasted) ahead of a prompt wait for it; the end of the input leaves quietly.
 */
const guided = async (ctx: CommandContext, game: Game | undefined): Promise<number> => {
  const { t } = ctx.i18n;
  const rl = createInterface({ input: ctx.stdin, output: ctx.stdout, terminal: true });
  const lines = rl[Symbol.asyncIterator]();
  const ask = async (key: string): Promise<string | null> => {
    ctx.stdout.write(`${t(key)} `);
    const next = await lines.next();
    return next.done === true ? null : (next.value as string).trim();
  };
  try {
    for (;;) {
      const words = await ask('ruling.ask.words');
      if (words === null || words === '') return EXIT_OK;
      const found = searchCatalogue(catalogue, words, game).slice(0, LISTED);
      if (found.length === 0) {
        write(ctx, [t('ruling.nothingFound', { words })]);
        continue;
      }
      write(ctx, foundLines(ctx.i18n, found));
      const pick = await ask('ruling.ask.pick');
      if (pick === null) return EXIT_OK;
      const entry = found[Number(pick) - 1]?.entry;
      if (!entry) continue;
      let answers: Answers = {};
      for (;;) {
        const consulted = consult(entry, answers);
        if (!consulted.ok) break;
        const c = consulted.value;
        if (c.kind === 'ruling') {
          write(ctx, ['', ...rulingLines(ctx.i18n, entry, c.ruling), '']);
          write(ctx, [
            t('ruling.applyWith'),
            `  tavolo ruling apply ${entry.id}${
              Object.keys(answers).length > 0 ? ` --answers ${formatAnswers(answers)}` : ''
            } --entrant E… --table N`,
            '',
          ]);
          break;
        }
        write(ctx, questionLines(ctx.i18n, c.question));
        const answer = await ask('ruling.ask.answer');
        if (answer === null) return EXIT_OK;
        const option = c.question.options[Number(answer) - 1];
        if (option) answers = { ...answers, [c.question.id]: option.id };
      }
    }
  } finally {
    rl.close();
  }
};

export const runRuling: Command = async (args, ctx) => {
  const [sub, ...rest] = args;
  if (sub === 'apply') {
    const [id, ...more] = rest;
    if (id === undefined || id.startsWith('-'))
      return usageError(ctx, ctx.i18n.t('ruling.missingSituation'), 'ruling');
    const { runTournament } = await import('./tournament.js');
    return runTournament(['ruling', '--situation', id, ...more], ctx);
  }
  const parsed = parseFlags(
    sub === undefined || sub.startsWith('-') ? args : rest,
    FLAGS,
    ctx.i18n,
  );
  if (!parsed.ok) return usageError(ctx, parsed.message, 'ruling');
  const { values, positionals } = parsed.flags;
  if (values['help'] === true || sub === 'help') {
    ctx.stdout.write(`${ctx.i18n.t('help.ruling').trimEnd()}\n`);
    return EXIT_OK;
  }
  const game = gameOf(ctx, values['game'] as string | undefined);
  if (typeof game === 'number') return game;
  const json = values['json'] === true;
  if (sub === 'find') return find(ctx, positionals, game, json);
  if (sub === 'show') {
    const answers = parseAnswers((values['answers'] as string | undefined) ?? '');
    if (answers === null)
      return usageError(
        ctx,
        ctx.i18n.t('ruling.badAnswers', { answers: values['answers'] }),
        'ruling',
      );
    const [id, extra] = positionals;
    if (extra !== undefined)
      return usageError(ctx, ctx.i18n.t('cli.extraArgument', { argument: extra }), 'ruling');
    return show(ctx, id, answers, json);
  }
  if (sub !== undefined && !sub.startsWith('-'))
    return usageError(ctx, ctx.i18n.t('ruling.unknownSubcommand', { sub }), 'ruling');
  const interactive = (ctx.stdin as NodeJS.ReadStream).isTTY === true;
  if (!interactive || json) {
    ctx.stderr.write(`${ctx.i18n.t('help.ruling').trimEnd()}\n`);
    return EXIT_USAGE;
  }
  return guided(ctx, game);
};
