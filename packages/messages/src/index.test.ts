import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { messageCatalogs } from './index.js';

type Catalog = { readonly [key: string]: string | Catalog };
/** A text's key; the plural forms of one (`key_one`, `key_other`) count as the key. */
const keys = (c: Catalog, prefix = ''): string[] =>
  Object.entries(c).flatMap(([k, v]) =>
    typeof v === 'string' ? [prefix + k.replace(/_(one|other)$/, '')] : keys(v, `${prefix}${k}.`),
  );
const italian = new Set(keys(messageCatalogs.it));
const english = new Set(keys(messageCatalogs.en));

/**
 * A package's source files under `dir`: neither its tests (`*.test.ts`) nor their helpers
 * (`test-*.ts`: test-support.ts, the server's test-server.ts, test-bridge.ts...), which the
 * builds leave out and whose made-up refusals never reach a user.
 */
const sourceFiles = (dir: URL): string[] =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter(
    (file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !/(^|\/)test-[^/]*$/.test(file),
  );

/** The codes a package's sources can return through the functions named in `calls`. */
const codesIn = (pkg: string, calls: string): Set<string> => {
  const dir = new URL(`../../${pkg}/src/`, import.meta.url);
  const pattern = new RegExp(`(?:${calls})\\(\\s*'([a-z0-9-]+)'`, 'g');
  const codes = new Set<string>();
  for (const file of sourceFiles(dir)) {
    for (const m of readFileSync(new URL(file, dir), 'utf8').matchAll(pattern))
      codes.add(m[1] as string);
  }
  return codes;
};

/**
 * The codes a package's sources pass as the second argument of the functions named in `calls`,
 * after a first one that is no code (the PBN reader's `fail(line, code, message)`): any
 * expression without a comma, calls in it included (`tag('Declarer')?.line ?? raw.line`).
 */
const codesAfterFirstIn = (pkg: string, calls: string): Set<string> => {
  const dir = new URL(`../../${pkg}/src/`, import.meta.url);
  const pattern = new RegExp(
    `\\b(?:${calls})\\(\\s*(?:[^,'()]|\\([^()]*\\))+,\\s*'([a-z0-9-]+)'`,
    'g',
  );
  const codes = new Set<string>();
  for (const file of sourceFiles(dir)) {
    for (const m of readFileSync(new URL(file, dir), 'utf8').matchAll(pattern))
      codes.add(m[1] as string);
  }
  return codes;
};

/** The codes written as `code: '…'` in a package's sources (error bodies, check problems). */
const literalCodesIn = (pkg: string): Set<string> => {
  const dir = new URL(`../../${pkg}/src/`, import.meta.url);
  const codes = new Set<string>();
  for (const file of sourceFiles(dir)) {
    for (const m of readFileSync(new URL(file, dir), 'utf8').matchAll(/code: '([a-z0-9-]+)'/g))
      codes.add(m[1] as string);
  }
  return codes;
};

/** The codes the server answers for an HTTP status of Fastify's own (`http.ts`, codeOfStatus). */
const HTTP_STATUS_CODES = ['bad-request', 'not-found', 'too-large', 'unsupported-media-type'];

/**
 * Codes that never reach a client: they are logged, and the client gets another code (a bad
 * log or a failed replay thread: `replay-failed`; a failed store: `not-saved`; a bot that
 * failed: the room plays on), or they are a library's own (zod's `custom` issue, the store's
 * `name-taken`, answered without revealing the name).
 */
const NEVER_SENT = new Set([
  'bad-keep',
  'bad-log',
  'bot-failed',
  'bot-pool-closed',
  'custom',
  'name-taken',
  'no-forced-play',
  'store-failed',
]);

const untranslatedRuleErrors = (game: string, codes: Set<string>): string[] =>
  [...codes, 'bad-request', 'internal-error'].filter(
    (code) => !italian.has(`errors.${game}.${code}`) && !italian.has(`errors.common.${code}`),
  );

describe('the message catalogs', () => {
  it('have an Italian message for every code the Scala 40 engine and oracle can return', () => {
    const codes = codesIn('scala40', 'ruleError');
    expect(codes.size).toBeGreaterThan(30);
    expect(untranslatedRuleErrors('scala40', codes)).toEqual([]);
  });

  it('have an Italian message for every code the Burraco engine and oracle can return', () => {
    // The Burraco sources also build errors through local helpers named refuse and bad.
    const codes = codesIn('burraco', 'ruleError|refuse|bad');
    expect(codes.size).toBeGreaterThan(40);
    expect(untranslatedRuleErrors('burraco', codes)).toEqual([]);
  });

  it('have an Italian message for every code the bridge engine, its Laws, oracle and PBN reader can return', () => {
    // The bridge sources build errors through ruleError and the local helpers refuse, bad and
    // fail (the PBN reader's fail takes the line first), and a deal's problems as `code: '…'`.
    const codes = new Set([
      ...codesIn('bridge', 'ruleError|refuse|bad|fail'),
      ...codesAfterFirstIn('bridge', 'fail'),
      ...literalCodesIn('bridge'),
    ]);
    // One code of each way of building them: the auction's, the Laws' modules', the PBN
    // reader's after its line, and a deal's problem.
    for (const code of ['insufficient-bid', 'inspect-too-late', 'bad-declarer', 'partial-deal'])
      expect(codes).toContain(code);
    expect(codes.size).toBeGreaterThan(70);
    expect(untranslatedRuleErrors('bridge', codes)).toEqual([]);
  });

  it('give the bridge refusals no figure but the engine message, the one figure their readers pass', () => {
    // The web's bridgeRefusal and the command line pass `detail` (the engine's English
    // message, which names the figures of the case); bridge has no rule profile's values.
    const bridge = messageCatalogs.it.errors.bridge as Readonly<Record<string, string>>;
    const figures = Object.entries(bridge).flatMap(([code, text]) =>
      [...text.matchAll(/\{\{\s*([^}\s]+)\s*\}\}/g)]
        .map((m) => m[1])
        .filter((name) => name !== 'detail')
        .map((name) => `${code}: ${String(name)}`),
    );
    expect(Object.keys(bridge).length).toBeGreaterThan(70);
    expect(figures).toEqual([]);
  });

  it('have an Italian and an English message for every code the tournament package can return', () => {
    const codes = codesIn('tournament', 'tournamentError|refuse|ruleError');
    expect(codes.size).toBeGreaterThan(40);
    for (const [lang, catalog] of [
      ['it', italian],
      ['en', english],
    ] as const)
      expect([lang, [...codes].filter((c) => !catalog.has(`tournament.errors.${c}`))]).toEqual([
        lang,
        [],
      ]);
  });

  it('bad-time-control has no text: every code the server can send has an Italian and an English text', () => {
    // Refusals the server builds (ruleError, its local refusal/refuse helpers), error bodies
    // written as `code: '…'`, and the protocol's parse and proof-check codes.
    const sources = [
      ...codesIn('server', 'ruleError|refusal|refuse|failure'),
      ...codesIn('protocol', 'ruleError|refusal|refuse'),
      ...literalCodesIn('server'),
      ...literalCodesIn('protocol'),
      ...HTTP_STATUS_CODES,
    ];
    expect(sources).toContain('bad-time-control');
    const sent = [...new Set(sources)].filter((code) => !NEVER_SENT.has(code));
    expect(sent.length).toBeGreaterThan(40);
    for (const [lang, catalog] of [
      ['it', italian],
      ['en', english],
    ] as const)
      expect([
        lang,
        sent.filter(
          (c) => !catalog.has(`errors.server.${c}`) && !catalog.has(`errors.common.${c}`),
        ),
      ]).toEqual([lang, []]);
  });

  it('have every English text in Italian, and every Italian one in English but the engine errors', () => {
    // The engines' own messages are English and carry the figures of the case.
    const shared = [...italian].filter((k) => !/^errors\.(scala40|burraco|bridge)\./.test(k));
    expect([...english].sort()).toEqual(shared.sort());
  });
});
