/**
 * The command line (`dist/main.js`, as `npm start` runs it): the settings for running behind a
 * TLS proxy and the limits reach the server through its flags, and bad values or an `--admin`
 * nobody has stop it before it listens. Needs `npx tsc -b packages/server` first.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { DIALECTS, type TestDatabase } from '@tavolo/store/testing';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';

const MAIN = fileURLToPath(new URL('../dist/main.js', import.meta.url));

const running: ChildProcess[] = [];
const databases: TestDatabase[] = [];

afterEach(async () => {
  for (const child of running.splice(0))
    await new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  for (const database of databases.splice(0)) await database.drop();
});

/** Runs main.js with `flags`: its port once it listens, or its exit code and error output. */
const launch = async (
  flags: readonly string[],
): Promise<{ readonly port: number } | { readonly exit: number; readonly stderr: string }> => {
  const database = await DIALECTS[0].createDatabase();
  databases.push(database);
  const file = database.location.kind === 'sqlite' ? database.location.file : '';
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      [MAIN, '--port', '0', '--db', file, '--log-level', 'warn', '--web', 'none', ...flags],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    running.push(child);
    let out = '';
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString('utf8');
      const found = /Tavolo: http:\/\/127\.0\.0\.1:(\d+)/.exec(out);
      if (found) resolve({ port: Number(found[1]) });
    });
    child.once('exit', (code) => resolve({ exit: code ?? -1, stderr }));
  });
};

const portOf = (launched: Awaited<ReturnType<typeof launch>>): number => {
  if ('port' in launched) return launched.port;
  throw new Error(`the server did not start: ${launched.stderr}`);
};

const upgrade = (port: number): Promise<number> =>
  new Promise((resolve, reject) => {
    const socket = new WebSocket(`ws://127.0.0.1:${port}/ws`);
    socket.once('open', () => resolve(101));
    socket.once('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
    socket.once('error', reject);
  });

describe('the server command line', () => {
  it('sets Secure cookies and believes the proxy about addresses when told to (neither could be set)', async () => {
    const port = portOf(
      await launch([
        '--public-origin',
        'https://tavolo.example',
        '--trust-proxy',
        'loopback',
        '--http-address-rate-limit',
        '3',
      ]),
    );
    const url = `http://127.0.0.1:${port}`;
    const guest = await fetch(`${url}/api/auth/guest`, {
      method: 'POST',
      headers: { 'x-forwarded-for': '203.0.113.1' },
    });
    expect(guest.status).toBe(201);
    expect(guest.headers.get('set-cookie')).toMatch(/;\s*Secure/i);
    const from = (address: string) =>
      fetch(`${url}/health`, { headers: { 'x-forwarded-for': address } }).then((r) => r.status);
    // The forwarded address is the client's: 203.0.113.1 spent one request on its guest.
    expect([await from('203.0.113.1'), await from('203.0.113.1')]).toEqual([200, 200]);
    expect(await from('203.0.113.1')).toBe(429);
    expect(await from('203.0.113.2')).toBe(200);
  });

  it('keeps cookies without Secure on plain http, and every client its own address without a trusted proxy', async () => {
    const port = portOf(await launch(['--http-address-rate-limit', '2']));
    const url = `http://127.0.0.1:${port}`;
    const guest = await fetch(`${url}/api/auth/guest`, { method: 'POST' });
    expect(guest.headers.get('set-cookie')).not.toMatch(/Secure/i);
    // The header is not believed: both requests count against 127.0.0.1.
    const from = (address: string) =>
      fetch(`${url}/health`, { headers: { 'x-forwarded-for': address } }).then((r) => r.status);
    expect(await from('203.0.113.1')).toBe(200);
    expect(await from('203.0.113.2')).toBe(429);
  });

  it('takes the limits per address from its flags', async () => {
    const port = portOf(
      await launch(['--ws-connections-per-address', '2', '--accounts-per-hour', '1']),
    );
    const url = `http://127.0.0.1:${port}`;
    expect((await fetch(`${url}/api/auth/guest`, { method: 'POST' })).status).toBe(201);
    expect((await fetch(`${url}/api/auth/guest`, { method: 'POST' })).status).toBe(429);
    expect([await upgrade(port), await upgrade(port), await upgrade(port)]).toEqual([
      101, 101, 429,
    ]);
  });

  it('refuses to start with --admin naming an account nobody has, or a bad limit', async () => {
    const admin = await launch(['--admin', 'Nessuno']);
    expect(admin).toMatchObject({ exit: 2 });
    expect('stderr' in admin && admin.stderr).toMatch(/--admin: no account .*"Nessuno"/);
    for (const flags of [
      ['--trust-proxy', 'everyone'],
      ['--public-origin', 'tavolo.example'],
      ['--secure-cookies', 'yes'],
      ['--spectators-per-table', '0'],
      ['--guest-idle-hours', '0'],
    ])
      expect(await launch(flags)).toMatchObject({ exit: 2 });
  });

  it('an unknown flag or a missing value threw a stack trace: refused in one line, exit 2', async () => {
    for (const [flags, said] of [
      [['--bogus'], /^tavolo server: Unknown option '--bogus'/],
      [['--metrics-token'], /^tavolo server: Option '--metrics-token <value>' argument missing/],
      [['--spectators-per-table', '-3'], /^tavolo server: Option '--spectators-per-table'/],
    ] as const) {
      const launched = await launch(flags);
      expect(launched).toMatchObject({ exit: 2 });
      expect('stderr' in launched && launched.stderr).toMatch(said);
      expect('stderr' in launched && launched.stderr).not.toMatch(/node:internal|\bat /);
    }
  });
});
