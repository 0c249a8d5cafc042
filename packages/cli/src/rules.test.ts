/**
 * Runs the BUILT command (packages/cli/dist/main.js): build first (`npx tsc -b`, which
 * `npm test` does). `tavolo rules scala40|burraco`: the oracle over stdin and stdout.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { answerBurraco, profileFromSpec as burracoProfile } from '@tavolo/burraco';
import { answerScala40, profileFromSpec } from '@tavolo/scala40';
import { beforeAll, describe, expect, it } from 'vitest';
import { MAIN, requireBuild, tavolo } from './test-support.js';

const LOCALES = fileURLToPath(new URL('../locales/', import.meta.url));

const lines = (text: string): string[] => text.split('\n').filter((l) => l !== '');

const oracle = (profile: string, requests: readonly string[], args: readonly string[] = []) =>
  tavolo(['rules', 'scala40', '--profile', profile, ...args], requests.join('\n') + '\n');

const burraco = (profile: string, requests: readonly string[], args: readonly string[] = []) =>
  tavolo(['rules', 'burraco', '--profile', profile, ...args], requests.join('\n') + '\n');

/** The error code of each answer line, or 'ok'. */
const codes = (stdout: string): string[] =>
  lines(stdout).map((l) => {
    const a = JSON.parse(l) as { ok: boolean; error?: { code: string } };
    return a.ok ? 'ok' : (a.error?.code ?? '?');
  });

beforeAll(requireBuild);

describe('tavolo rules scala40: the request forms', () => {
  it('answers the examples of the issue exactly, one line each, in order', async () => {
    const run = await oracle('fisca-gara', [
      '{"op":"meld","cards":["TH","JH","QH","JK"]}',
      '{"op":"opening","melds":[["9H","9D","9C"],["JS","QS","KS"]]}',
      '{"op":"penalty","hand":["AH","KS"],"melded":true}',
      '{"op":"diffVp","hands":5,"diff":135}',
      '{"op":"tableVp","hands":5,"mp":[0,35,80,120]}',
    ]);
    expect(run.code).toBe(0);
    expect(run.stderr).toBe('');
    expect(lines(run.stdout)).toEqual([
      '{"ok":true,"kind":"sequence","points":40,"cards":["TH","JH","QH","JK=KH"]}',
      '{"ok":true,"points":57}',
      '{"ok":true,"points":21}',
      '{"ok":true,"vp":6}',
      '{"ok":true,"vp":[16,10,4,2]}',
    ]);
  });

  it('answers by the profile given, variants included', async () => {
    const requests = [
      '{"op":"meld","cards":["TH","JH","JK","JK"]}',
      '{"op":"opening","melds":[["JK","QS","KS"],["8H","8D","8C"]]}',
      '{"op":"penalty","hand":["AS"],"melded":true}',
      '{"op":"penalty","hand":["AH","KS"],"melded":false,"inHand":true}',
    ];
    const codesOrPoints = async (profile: string) =>
      lines((await oracle(profile, requests)).stdout).map((l) => {
        const a = JSON.parse(l) as { ok: boolean; points?: number; error?: { code: string } };
        return a.ok ? a.points : a.error?.code;
      });
    expect(await codesOrPoints('fisca-gara')).toEqual([40, 54, 11, 21]);
    expect(await codesOrPoints('fisca-101')).toEqual(['too-many-jokers', 54, 11, 21]);
    expect(await codesOrPoints('fisca-101+b+c')).toEqual([
      'too-many-jokers',
      'opening-jokers',
      11,
      100,
    ]);
    expect(await codesOrPoints('club-151')).toEqual([40, 54, 1, 100]);
  });

  it('translates error messages by code: Italian by default, the engine English with en', async () => {
    const request = '{"op":"opening","melds":[["2H","3H","4H"]]}';
    const it = JSON.parse((await oracle('fisca-gara', [request])).stdout) as unknown;
    expect(it).toEqual({
      ok: false,
      error: {
        code: 'opening-below-40',
        message: "l'apertura non raggiunge i 40 punti",
        article: 'S40-CdG art. 7',
      },
    });
    const en = JSON.parse((await oracle('fisca-gara', [request], ['--lang', 'en'])).stdout);
    expect(en).toEqual({
      ok: false,
      error: {
        code: 'opening-below-40',
        message: 'the opening is worth 9; it needs at least 40',
        article: 'S40-CdG art. 7',
      },
    });
    const env = await tavolo(['rules', 'scala40', '--profile', 'fisca-101'], `${request}\n`, {
      TAVOLO_LANG: 'en',
    });
    expect(JSON.parse(env.stdout)).toMatchObject({ error: { message: /worth 9/ } });
  });
});

describe('tavolo rules scala40: robustness', () => {
  it('answers malformed lines, skips blank ones, never crashes', async () => {
    const run = await oracle('fisca-101', [
      '',
      'not json',
      '   ',
      '{"op":',
      'null',
      '[1,2,3]',
      '"meld"',
      '{"op":"fly"}',
      '{"op":"meld","cards":["TH","JH","QH"],"x":1}',
      '{"op":"meld","cards":["10H","JH","QH"]}',
      '{"op":"penalty","hand":["TH","TH","TH"],"melded":true}',
      '{"op":"diffVp","hands":7,"diff":10}',
      '\t',
      '{"op":"diffVp","hands":5,"diff":135}',
    ]);
    expect(run.code).toBe(0);
    expect(run.stderr).toBe('');
    const answers = lines(run.stdout).map((l) => JSON.parse(l) as Record<string, unknown>);
    const codes = answers.map((a) => (a['ok'] ? 'ok' : (a['error'] as { code: string }).code));
    expect(codes).toEqual([
      'bad-request',
      'bad-request',
      'bad-request',
      'bad-request',
      'bad-request',
      'bad-request',
      'bad-request',
      'bad-card',
      'too-many-copies',
      'unsupported-hands',
      'ok',
    ]);
    expect(answers[0]).toEqual({
      ok: false,
      error: {
        code: 'bad-request',
        message: 'richiesta non valida (la riga 2 non è JSON valido)',
        article: 'Tavolo',
      },
    });
    for (const a of answers)
      if (!a['ok'])
        expect(Object.keys(a['error'] as object)).toEqual(['code', 'message', 'article']);
  });

  it('keeps the order over thousands of lines, matching the engine answer for each', async () => {
    const profile = profileFromSpec('fisca-101+a+b+c');
    if (!profile.ok) throw new Error(profile.error.message);
    const faces = ['AH', '2H', '3H', 'TH', 'JH', 'QH', 'KH', '9C', '9D', '9S', 'JK', 'JK=9H', 'x'];
    const pick = (i: number, k: number) => faces[(i * 7 + k * 3) % faces.length] as string;
    const requests: string[] = [];
    for (let i = 0; i < 3000; i++) {
      const cards = Array.from({ length: 3 + (i % 3) }, (_, k) => pick(i, k));
      const forms = [
        { op: 'meld', cards },
        { op: 'opening', melds: [cards, ['JS', 'QS', 'KS']] },
        { op: 'penalty', hand: cards, melded: i % 2 === 0, inHand: i % 3 === 0 },
        { op: 'diffVp', hands: 3 + (i % 4), diff: i % 400 },
        { op: 'tableVp', hands: 5, mp: [i % 50, 35, 80, (i * 13) % 300] },
      ];
      requests.push(i % 97 === 0 ? `garbage ${i}` : JSON.stringify(forms[i % forms.length]));
    }
    const run = await oracle('fisca-101+a+b+c', requests, ['--lang', 'en']);
    expect(run.code).toBe(0);
    const answers = lines(run.stdout).map((l) => JSON.parse(l) as unknown);
    expect(answers).toHaveLength(requests.length);
    requests.forEach((request, i) => {
      const got = answers[i] as { ok: boolean; error?: { code: string; message: string } };
      if (request.startsWith('garbage')) {
        expect(got).toMatchObject({ ok: false, error: { code: 'bad-request' } });
        expect(got.error?.message).toContain(`line ${i + 1} `);
        return;
      }
      const want = answerScala40(profile.value, JSON.parse(request));
      // English keeps the engine's message, except for the CLI's own bad-request wording.
      if (!want.ok && want.error.code === 'bad-request')
        expect(got).toMatchObject({ ok: false, error: { code: 'bad-request' } });
      else expect(got, request).toEqual(want);
    });
  });

  it('writes each answer as soon as its line arrives', async () => {
    const child = spawn(process.execPath, [MAIN, 'rules', 'scala40', '--profile', 'club-151']);
    child.stdout.setEncoding('utf8');
    const next = () =>
      new Promise<string>((resolve) =>
        child.stdout.once('data', (chunk: string) => resolve(chunk)),
      );
    for (const [request, answer] of [
      ['{"op":"diffVp","hands":4,"diff":61}', '{"ok":true,"vp":4}\n'],
      ['nope', '"code":"bad-request"'],
      ['{"op":"penalty","hand":["AD"],"melded":true}', '{"ok":true,"points":1}\n'],
    ] as const) {
      const reply = next();
      child.stdin.write(`${request}\n`);
      expect(await reply).toContain(answer);
    }
    const closed = new Promise<number | null>((resolve) => child.on('close', resolve));
    child.stdin.end();
    expect(await closed).toBe(0);
  });

  it('reads CRLF line ends, a byte-order mark and a last line without newline', async () => {
    const run = await tavolo(
      ['rules', 'scala40', '--profile', 'fisca-gara'],
      '\uFEFF{"op":"diffVp","hands":5,"diff":0}\r\n\r\n{"op":"diffVp","hands":5,"diff":300}',
    );
    expect(run.code).toBe(0);
    expect(lines(run.stdout)).toEqual(['{"ok":true,"vp":0}', '{"ok":true,"vp":10}']);
  });

  it('exits 0 at once on empty input', async () => {
    const run = await tavolo(['rules', 'scala40', '--profile', 'fisca-gara']);
    expect(run).toEqual({ code: 0, stdout: '', stderr: '' });
  });
});

describe('tavolo rules burraco', () => {
  const PULITO = ['3H', '4H', '5H', '6H', '7H', '8H', '9H'];
  const EXAMPLES = [
    JSON.stringify({ op: 'meld', cards: PULITO }),
    JSON.stringify({ op: 'score', melds: [PULITO], hand: [], pozzetto: 'taken', closed: true }),
    '{"op":"vp","hands":4,"mp":[1250,700]}',
  ];

  it('answers the examples of the issue exactly', async () => {
    const run = await burraco('champion', EXAMPLES);
    expect(run.code).toBe(0);
    expect(run.stderr).toBe('');
    const [meld, score, vp] = lines(run.stdout);
    expect(meld).toBe('{"ok":true,"kind":"sequence","points":45,"burraco":"pulito"}');
    expect(JSON.parse(score as string)).toMatchObject({
      ok: true,
      total: 545,
      breakdown: { melds: 45, burrachiPoints: 300, closing: 200 },
    });
    expect(vp).toBe('{"ok":true,"vp":[13,7]}');
  });

  it('answers by the profile given', async () => {
    const run = await burraco('fibur', EXAMPLES);
    const [meld, score, vp] = lines(run.stdout).map((l) => JSON.parse(l) as unknown);
    expect(meld).toEqual({ ok: true, kind: 'sequence', points: 45, burraco: 'pulito' });
    // FIBUR: a pulito is worth 200 and the closing 100.
    expect(score).toMatchObject({ ok: true, total: 345 });
    expect(vp).toEqual({ ok: true, vp: [13, 7] });
  });

  it('answers malformed lines with errors, translated, and never stops', async () => {
    const run = await burraco('champion', [
      'not json',
      '',
      'null',
      '[1]',
      '{"op":"fly"}',
      '{"op":"meld","cards":"3H"}',
      '{"op":"meld","cards":["3H","4H"]}',
      '{"op":"meld","cards":["3H","ZZ","5H"]}',
      '{"op":"meld","cards":["3H","4S","5H"]}',
      '{"op":"meld","cards":["3H","JK","5H","JK"]}',
      '{"op":"score","melds":[],"hand":[],"pozzetto":"not-taken","closed":true}',
      '{"op":"vp","hands":4,"mp":[1250]}',
      '{"op":"vp","hands":9,"mp":[1,2]}',
      EXAMPLES[2] as string,
    ]);
    expect(run.code).toBe(0);
    expect(run.stderr).toBe('');
    expect(codes(run.stdout)).toEqual([
      'bad-request',
      'bad-request',
      'bad-request',
      'unknown-op',
      'bad-request',
      'meld-too-short',
      'bad-card',
      'not-a-meld',
      'too-many-mattas',
      'closing-without-pozzetto',
      'bad-request',
      'no-vp-table',
      'ok',
    ]);
    const answers = lines(run.stdout).map((l) => JSON.parse(l) as { error?: object });
    for (const a of answers.slice(0, -1))
      expect(Object.keys(a.error as object)).toEqual(['code', 'message', 'article']);
    expect(answers[5]).toEqual({
      ok: false,
      error: {
        code: 'meld-too-short',
        message: 'un gioco ha almeno 3 carte',
        article: 'BUR-CH art. 10',
      },
    });
    expect(answers[11]).toMatchObject({
      error: {
        message:
          "non c'è una tabella dei VP per quel numero di smazzate: ci sono tabelle per 2, 3, 4 smazzate",
      },
    });
    const en = await burraco('champion', ['{"op":"meld","cards":["3H","4H"]}'], ['--lang', 'en']);
    expect(JSON.parse(en.stdout)).toEqual({
      ok: false,
      error: {
        code: 'meld-too-short',
        message: 'a meld has at least 3 cards',
        article: 'BUR-CH art. 10',
      },
    });
  });

  it('matches the engine answer for each of a thousand lines, in order', async () => {
    const profile = burracoProfile('fibur');
    if (!profile.ok) throw new Error(profile.error.message);
    const faces = ['3H', '4H', '5H', '6H', '7H', '8H', '9H', '2H', '2C', 'JK', 'JK=5H', 'KS', 'KD'];
    const pick = (i: number, k: number) => faces[(i * 5 + k * 3) % faces.length] as string;
    const requests: string[] = [];
    for (let i = 0; i < 1000; i++) {
      const cards = Array.from({ length: 3 + (i % 5) }, (_, k) => pick(i, k));
      const forms = [
        { op: 'meld', cards },
        { op: 'score', melds: [cards], hand: ['KC'], pozzetto: 'taken', closed: i % 2 === 0 },
        { op: 'vp', hands: 2 + (i % 4), mp: [(i * 37) % 2000, ((i * 11) % 900) - 300] },
      ];
      requests.push(i % 89 === 0 ? `garbage ${i}` : JSON.stringify(forms[i % forms.length]));
    }
    const run = await burraco('fibur', requests, ['--lang', 'en']);
    expect(run.code).toBe(0);
    const answers = lines(run.stdout).map((l) => JSON.parse(l) as unknown);
    expect(answers).toHaveLength(requests.length);
    requests.forEach((request, i) => {
      if (request.startsWith('garbage'))
        expect(answers[i]).toMatchObject({ ok: false, error: { code: 'bad-request' } });
      else expect(answers[i], request).toEqual(answerBurraco(profile.value, JSON.parse(request)));
    });
  });

  it('refuses a bad profile with a clear error and exit 2', async () => {
    for (const profile of ['fisca-gara', 'Champion', 'champion+a', '']) {
      const run = await tavolo(['rules', 'burraco', '--profile', profile], `${EXAMPLES[0]}\n`);
      expect(run.code, profile).toBe(2);
      expect(run.stdout).toBe('');
      expect(run.stderr).toContain(
        `profilo sconosciuto «${profile}»: i profili di burraco sono champion, fibur`,
      );
    }
  });
});

describe('tavolo rules: command-line errors', () => {
  it('refuses a bad profile with a clear error and exit 2', async () => {
    for (const profile of ['fisca-101+d', 'fisca-gara+a', 'fisca-101+a+a', 'scala', '']) {
      const run = await tavolo(['rules', 'scala40', '--profile', profile], '{"op":"diffVp"}\n');
      expect(run.code, profile).toBe(2);
      expect(run.stdout).toBe('');
      expect(run.stderr).toContain(`profilo sconosciuto «${profile}»`);
      expect(run.stderr).toContain('fisca-gara, club-151, fisca-101[+a][+b][+c]');
    }
  });

  it('refuses a missing profile or game, an unknown game, option or argument', async () => {
    for (const args of [
      ['rules', 'scala40'],
      ['rules', 'scala40', '--profile'],
      ['rules', '--profile', 'fisca-gara'],
      ['rules', 'burraco'],
      ['rules', 'briscola', '--profile', 'fisca-gara'],
      ['rules', 'constructor', '--profile', 'fisca-gara'],
      ['rules', 'scala40', 'extra', '--profile', 'fisca-gara'],
      ['rules', 'scala40', '--profile', 'fisca-gara', '--verbose'],
    ]) {
      const run = await tavolo(args);
      expect(run.code, args.join(' ')).toBe(2);
      expect(run.stdout).toBe('');
      expect(run.stderr).toMatch(/^tavolo: .+\nAiuto: tavolo help rules\n$/);
    }
  });
});

describe('the catalog', () => {
  type Catalog = { [key: string]: string | Catalog };
  const keys = (c: Catalog, prefix = ''): string[] =>
    Object.entries(c).flatMap(([k, v]) =>
      typeof v === 'string' ? [prefix + k] : keys(v, `${prefix}${k}.`),
    );

  it('has every text of the command line in Italian and in English', () => {
    const read = (lang: string) =>
      JSON.parse(readFileSync(`${LOCALES}${lang}.json`, 'utf8')) as Catalog;
    expect(keys(read('en')).sort()).toEqual(keys(read('it')).sort());
  });
});
