import { describe, expect, it } from 'vitest';
import { SERVER_NODE_FLAGS } from '@tavolo/server/node-flags';
import { parseLoadArgs } from './args.js';

describe('parseLoadArgs', () => {
  it('runs the issue scenario with no option', () => {
    expect(parseLoadArgs([])).toEqual({
      ok: true,
      value: {
        mode: 'load',
        tables: 1000,
        durationSeconds: 60,
        warmupSeconds: 10,
        game: 'scala40',
        profile: 'fisca-101',
        echoOnly: false,
        json: false,
        seed: 1,
        clientThreads: 2,
        thinkMs: 0,
        echoBytes: undefined,
        serverCpuProfileDir: undefined,
        sqliteWriter: 'thread',
        serverNodeFlags: SERVER_NODE_FLAGS,
        clientsPerAddress: 2,
        serverArgs: [],
        abuse: { abusers: 4, messagesPerSecond: 10, spectatorsPerAbuser: 200, httpPerSecond: 20 },
        sampleSeconds: 5,
      },
    });
  });

  it('gives the abuse and soak modes their own defaults, which options still override', () => {
    expect(parseLoadArgs(['--mode', 'abuse'])).toMatchObject({
      value: {
        mode: 'abuse',
        tables: 100,
        durationSeconds: 60,
        thinkMs: 1000,
        profile: 'fisca-101',
      },
    });
    expect(parseLoadArgs(['--mode', 'soak'])).toMatchObject({
      value: {
        mode: 'soak',
        tables: 1000,
        durationSeconds: 1200,
        warmupSeconds: 60,
        thinkMs: 1000,
        profile: 'fisca-gara',
        hands: 1,
      },
    });
    expect(parseLoadArgs(['--mode=soak', '--game=burraco', '--tables=50'])).toMatchObject({
      value: { tables: 50, profile: 'champion', hands: 1 },
    });
    // Matches of one hand are the soak's own profile's: another profile plays its own length.
    expect(parseLoadArgs(['--mode=soak', '--profile=fisca-101'])).toMatchObject({
      value: { profile: 'fisca-101', hands: undefined },
    });
    expect(parseLoadArgs(['--mode=soak', '--hands=3'])).toMatchObject({ value: { hands: 3 } });
    expect(parseLoadArgs([])).toMatchObject({ value: { hands: undefined } });
    expect(
      parseLoadArgs([
        '--mode=abuse',
        '--abusers=2',
        '--abuse-rate=5',
        '--abuse-spectators=0',
        '--abuse-http-rate=0',
        '--think-ms=500',
        '--clients-per-address=1',
        '--server-arg=--ws-rate',
        '--server-arg=100',
        '--sample-seconds=2.5',
      ]),
    ).toMatchObject({
      value: {
        thinkMs: 500,
        clientsPerAddress: 1,
        serverArgs: ['--ws-rate', '100'],
        abuse: { abusers: 2, messagesPerSecond: 5, spectatorsPerAbuser: 0, httpPerSecond: 0 },
        sampleSeconds: 2.5,
      },
    });
  });

  it('reads every option, and gives Burraco its own default profile', () => {
    const parsed = parseLoadArgs([
      '--tables=3',
      '--duration',
      '2.5',
      '--warmup',
      '0',
      '--game',
      'burraco',
      '--echo-only',
      '--echo-bytes',
      '900',
      '--seed',
      '7',
      '--client-threads',
      '1',
      '--think-ms',
      '600',
      '--server-cpu-prof',
      '/tmp/prof',
      '--sqlite-writer',
      'main',
      // With `=`: parseArgs takes a value that begins with a dash for a forgotten value.
      '--server-node-flags=--max-semi-space-size=16  --stack-size=2000',
      '--json',
    ]);
    expect(parsed).toMatchObject({
      ok: true,
      value: {
        mode: 'load',
        tables: 3,
        durationSeconds: 2.5,
        warmupSeconds: 0,
        game: 'burraco',
        profile: 'champion',
        echoOnly: true,
        json: true,
        seed: 7,
        clientThreads: 1,
        thinkMs: 600,
        echoBytes: 900,
        serverCpuProfileDir: '/tmp/prof',
        sqliteWriter: 'main',
        serverNodeFlags: ['--max-semi-space-size=16', '--stack-size=2000'],
      },
    });
    // An empty value: the server runs with no flag at all.
    expect(parseLoadArgs(['--server-node-flags', ''])).toMatchObject({
      value: { serverNodeFlags: [] },
    });
    expect(parseLoadArgs(['--game', 'burraco', '--profile', 'fibur'])).toMatchObject({
      value: { profile: 'fibur' },
    });
  });

  it('answers help', () => {
    expect(parseLoadArgs(['--help'])).toEqual({ ok: true, help: true });
  });

  it('refuses bad values and unknown options, as values', () => {
    for (const [args, message] of [
      [['--tables', '0'], '--tables must be a whole number above 0'],
      [['--tables', '2.5'], '--tables must be a whole number above 0'],
      [['--hands', '0'], '--hands must be a whole number above 0'],
      [['--duration', '0'], '--duration must be seconds, above 0'],
      [['--warmup=-1'], '--warmup must be seconds, 0 or more'],
      [['--warmup', ''], '--warmup must be seconds, 0 or more'],
      [['--game', 'briscola'], '--game must be scala40 or burraco, not briscola'],
      [['--seed', 'x'], '--seed must be a whole number'],
      [['--echo-bytes=-5'], '--echo-bytes must be a whole number above 0'],
      [['--client-threads', '0'], '--client-threads must be a whole number above 0'],
      [['--think-ms=-1'], '--think-ms must be a whole number, 0 or more'],
      [['--think-ms', '0.5'], '--think-ms must be a whole number, 0 or more'],
      [['--sqlite-writer', 'disk'], '--sqlite-writer must be thread or main, not disk'],
      [['--mode', 'stress'], '--mode must be load, abuse or soak, not stress'],
      [['--clients-per-address', '0'], '--clients-per-address must be a whole number above 0'],
      [['--abusers', '0'], '--abusers must be a whole number above 0'],
      [['--abuse-http-rate=-1'], '--abuse-http-rate must be a whole number, 0 or more'],
      [['--sample-seconds', '0'], '--sample-seconds must be seconds, above 0'],
      [
        ['--server-node-flags=--max-semi-space-size=64 main.js'],
        "--server-node-flags takes node's own flags, each beginning with --, not main.js",
      ],
    ] as const)
      expect(parseLoadArgs(args)).toEqual({ ok: false, error: message });
    expect(parseLoadArgs(['--turbo'])).toMatchObject({ ok: false });
    expect(parseLoadArgs(['extra'])).toMatchObject({ ok: false });
  });
});
