/**
 * `tavolo rules <game> --profile <profile>`: the rules oracle. Reads one JSON request per line
 * on stdin and writes one JSON answer per line on stdout, in order, as each line arrives. A
 * blank line is skipped; a line that is not JSON gets a `bad-request` answer; nothing a line
 * holds stops the loop. Exit 0 at the end of the input.
 *
 * Games plug in through `RULES_GAMES`: a name, the profiles it knows, and a function that
 * opens a session (one answer function) for a profile.
 */
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { BRIDGE_PROFILE_ID, answerBridge } from '@tavolo/bridge';
import { answerBurraco, profileFromSpec as burracoProfile } from '@tavolo/burraco';
import { PROCEDURE, type Result, type RuleError, err, ok, ruleError } from '@tavolo/cards';
import { burracoMessageValues, scala40MessageValues } from '@tavolo/messages';
import { answerScala40, profileFromSpec } from '@tavolo/scala40';
import { type Command, type CommandContext, EXIT_OK, parseFlags, usageError } from './command.js';

/** Any JSON answer; an error answer has the shape every game shares. */
export type RulesAnswer = { readonly ok: true } | { readonly ok: false; readonly error: RuleError };

export interface RulesSession {
  /** One parsed JSON request to one answer; must not throw (a throw is answered anyway). */
  readonly answer: (request: unknown) => RulesAnswer;
  /** Values that translated error messages may use, e.g. `{{minimum}}`. */
  readonly messageValues: Readonly<Record<string, unknown>>;
}

export interface RulesGame {
  /** The profiles, for help and errors, e.g. `fisca-gara, club-151, fisca-101[+a][+b][+c]`. */
  readonly profiles: string;
  /** The profile used when the command line names none (a game with a single rule set). */
  readonly defaultProfile?: string;
  /** A session for a profile spec, or why the spec is not a profile of this game. */
  readonly open: (profile: string) => Result<RulesSession, RuleError>;
}

const scala40: RulesGame = {
  profiles: 'fisca-gara, club-151, fisca-101[+a][+b][+c]',
  open: (spec) => {
    const found = profileFromSpec(spec);
    if (!found.ok) return err(found.error);
    const profile = found.value;
    return ok({
      answer: (request) => answerScala40(profile, request),
      messageValues: scala40MessageValues(profile.options),
    });
  },
};

const burraco: RulesGame = {
  profiles: 'champion, fibur',
  open: (spec) => {
    const found = burracoProfile(spec);
    if (!found.ok) return err(found.error);
    const profile = found.value;
    return ok({
      // The Burraco oracle is typed `unknown` but answers in the shape every game shares.
      answer: (request) => answerBurraco(profile, request) as RulesAnswer,
      messageValues: burracoMessageValues(profile.options),
    });
  },
};

/** Bridge has one rule set, the 2017 Laws of Duplicate Bridge: `--profile` may be left out. */
const bridge: RulesGame = {
  profiles: BRIDGE_PROFILE_ID,
  defaultProfile: BRIDGE_PROFILE_ID,
  open: (spec) =>
    spec === BRIDGE_PROFILE_ID
      ? ok({ answer: (request) => answerBridge(request), messageValues: {} })
      : err(
          ruleError(
            'bad-profile',
            PROCEDURE,
            `bridge has one profile, ${BRIDGE_PROFILE_ID}, not ${spec}`,
          ),
        ),
};

/** The games the oracle answers for, by the name used on the command line. */
export const RULES_GAMES: ReadonlyMap<string, RulesGame> = new Map([
  ['scala40', scala40],
  ['burraco', burraco],
  ['bridge', bridge],
]);

export const rulesHelp = (ctx: CommandContext): string =>
  `${ctx.i18n
    .t('help.rules', {
      games: [...RULES_GAMES.keys()].join(', '),
      profiles: [...RULES_GAMES].map(([game, g]) => `${game}: ${g.profiles}`).join('; '),
    })
    .trimEnd()}\n`;

/** The answer with its error message in the user's language, where the catalog has the code. */
const localize = (
  ctx: CommandContext,
  game: string,
  session: RulesSession,
  answer: RulesAnswer,
): RulesAnswer => {
  if (answer.ok) return answer;
  const { code, message, article } = answer.error;
  const key = [`errors.${game}.${code}`, `errors.common.${code}`].find((k) => ctx.i18n.has(k));
  // Rebuilt either way, so that every game's errors list their fields in the same order.
  const translated = key ? ctx.i18n.t(key, { ...session.messageValues, detail: message }) : message;
  return { ok: false, error: { code, message: translated, article } };
};

const failure = (code: string, message: string): RulesAnswer => ({
  ok: false,
  error: { code, message, article: PROCEDURE },
});

/** The answer to one non-blank input line (localization aside). */
const answerLine = (
  ctx: CommandContext,
  session: RulesSession,
  line: string,
  lineNumber: number,
): RulesAnswer => {
  let request: unknown;
  try {
    request = JSON.parse(line);
  } catch {
    return failure('bad-request', ctx.i18n.t('rules.notJson', { line: lineNumber }));
  }
  try {
    return session.answer(request);
  } catch {
    return failure('internal-error', 'the request could not be answered');
  }
};

/** Answers every line of stdin, in order, writing each answer as soon as it is known. */
const serve = async (ctx: CommandContext, game: string, session: RulesSession): Promise<void> => {
  const lines = createInterface({ input: ctx.stdin, crlfDelay: Infinity, terminal: false });
  let lineNumber = 0;
  for await (const raw of lines) {
    lineNumber++;
    // A byte-order mark at the start of the input is no part of the first request.
    const line = lineNumber === 1 ? raw.replace(/^\uFEFF/, '') : raw;
    if (line.trim() === '') continue;
    const answer = localize(ctx, game, session, answerLine(ctx, session, line, lineNumber));
    // Waiting for a slow reader keeps memory flat however much input arrives.
    if (!ctx.stdout.write(`${JSON.stringify(answer)}\n`)) await once(ctx.stdout, 'drain');
  }
};

export const runRules: Command = async (args, ctx) => {
  const { t } = ctx.i18n;
  const parsed = parseFlags(
    args,
    { profile: { type: 'string' }, help: { type: 'boolean' } },
    ctx.i18n,
  );
  if (!parsed.ok) return usageError(ctx, parsed.message, 'rules');
  const { values, positionals } = parsed.flags;
  if (values['help']) {
    ctx.stdout.write(rulesHelp(ctx));
    return EXIT_OK;
  }
  const games = [...RULES_GAMES.keys()].join(', ');
  const [name, ...extra] = positionals;
  if (name === undefined) return usageError(ctx, t('rules.missingGame', { games }), 'rules');
  const game = RULES_GAMES.get(name);
  if (!game) return usageError(ctx, t('cli.unknownGame', { game: name, games }), 'rules');
  if (extra.length > 0)
    return usageError(ctx, t('cli.extraArgument', { argument: extra[0] }), 'rules');
  const profile = values['profile'] ?? game.defaultProfile;
  if (typeof profile !== 'string')
    return usageError(
      ctx,
      t('cli.missingProfile', { game: name, profiles: game.profiles }),
      'rules',
    );
  const session = game.open(profile);
  if (!session.ok)
    return usageError(
      ctx,
      t('cli.badProfile', { profile, game: name, profiles: game.profiles }),
      'rules',
    );
  await serve(ctx, name, session.value);
  return EXIT_OK;
};
