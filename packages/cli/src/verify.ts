/**
 * `tavolo verify <file.json>`: checks a hand's fairness proof (docs/verifiable-shuffle.md,
 * section 12) with the same `handProofProblems` the server runs, so that a player needs
 * neither the server nor its word. `-` reads the proof from stdin. Exit 0 verified, 1 not
 * verified, 2 a file that cannot be read or is not a hand proof (or a wrong command line).
 */
import { readFile } from 'node:fs/promises';
import { type HandProof, type ProofProblem, handProofProblems } from '@tavolo/protocol';
import {
  type Command,
  type CommandContext,
  EXIT_FAILURE,
  EXIT_OK,
  EXIT_USAGE,
  parseFlags,
  usageError,
} from './command.js';

export const verifyHelp = (ctx: CommandContext): string =>
  `${ctx.i18n.t('help.verify').trimEnd()}\n`;

/** The problems that say the file is no proof at all, rather than a proof that fails. */
const MALFORMED = new Set(['bad-proof', 'bad-record']);

/** A problem in the user's language; a code the catalog lacks keeps its English sentence. */
const inWords = (ctx: CommandContext, problem: ProofProblem): string => {
  const key = `verify.problem.${problem.code}`;
  return ctx.i18n.has(key) ? ctx.i18n.t(key, problem.values) : problem.message;
};

const readAll = async (stream: NodeJS.ReadableStream): Promise<string> => {
  let text = '';
  stream.setEncoding('utf8');
  for await (const chunk of stream) text += chunk as string;
  return text;
};

/** Reports a file that is not a proof on stderr, and returns exit code 2. */
const badFile = (ctx: CommandContext, lines: readonly string[]): number => {
  const [first, ...rest] = lines;
  ctx.stderr.write(`${ctx.i18n.t('cli.error', { message: first })}\n`);
  for (const line of rest) ctx.stderr.write(`  - ${line}\n`);
  return EXIT_USAGE;
};

export const runVerify: Command = async (args, ctx) => {
  const { t } = ctx.i18n;
  const parsed = parseFlags(args, { help: { type: 'boolean' } }, ctx.i18n);
  if (!parsed.ok) return usageError(ctx, parsed.message, 'verify');
  const { values, positionals } = parsed.flags;
  if (values['help']) {
    ctx.stdout.write(verifyHelp(ctx));
    return EXIT_OK;
  }
  const [file, ...extra] = positionals;
  if (file === undefined) return usageError(ctx, t('verify.missingFile'), 'verify');
  if (extra.length > 0)
    return usageError(ctx, t('cli.extraArgument', { argument: extra[0] }), 'verify');
  const name = file === '-' ? 'stdin' : file;
  let text: string;
  try {
    text = file === '-' ? await readAll(ctx.stdin) : await readFile(file, 'utf8');
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    return badFile(ctx, [
      code === 'ENOENT'
        ? t('verify.notFound', { file: name })
        : t('verify.unreadable', { file: name, reason: code ?? String(e) }),
    ]);
  }
  let proof: unknown;
  try {
    // A byte-order mark is no part of the JSON.
    proof = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (e) {
    const reason = e instanceof Error ? e.message : String(e);
    return badFile(ctx, [t('verify.notJson', { file: name, reason })]);
  }
  const problems = handProofProblems(proof);
  const malformed = problems.filter((p) => MALFORMED.has(p.code));
  if (malformed.length > 0)
    return badFile(ctx, [
      t('verify.notProof', { file: name }),
      ...malformed.map((p) => inWords(ctx, p)),
    ]);
  const { game, table, hand } = proof as HandProof;
  if (problems.length === 0) {
    ctx.stdout.write(`${t('verify.verified', { game, table, hand })}\n`);
    return EXIT_OK;
  }
  ctx.stdout.write(`${t('verify.notVerified', { game, table, hand })}\n`);
  for (const p of problems) ctx.stdout.write(`  - ${inWords(ctx, p)}\n`);
  return EXIT_FAILURE;
};
