/**
 * Runs the BUILT command (packages/cli/dist/main.js): build first (`npx tsc -b`, which
 * `npm test` does). `tavolo verify` on genuine, tampered and malformed hand proofs.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as burraco from '@tavolo/burraco';
import { type ShuffleSeed, commitment, handCommitment, handSecret } from '@tavolo/cards';
import * as scala40 from '@tavolo/scala40';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Run, requireBuild, tavolo } from './test-support.js';

beforeAll(requireBuild);

const dir = mkdtempSync(join(tmpdir(), 'tavolo-verify-'));
const MASTER = '5e'.repeat(32);
const SEED: ShuffleSeed = { scheme: 'hmac-sha256-hands-v1', secret: MASTER };

interface Proof {
  game: string;
  table: string;
  hand: number;
  commitment: string;
  secret: string;
  deal: { hands: number[][]; [field: string]: unknown };
}

/** A genuine proof of hand 1 of a fresh match, as plain JSON data. */
const genuine = (game: 'scala40' | 'burraco'): Proof => {
  const deal =
    game === 'scala40'
      ? scala40.createMatch({
          profile: scala40.PROFILES['fisca-gara'],
          players: ['Anna', 'Bruno', 'Carla', 'Dario'],
          seed: SEED,
        })
      : burraco.createMatch({
          profile: burraco.PROFILES.champion,
          seating: { kind: 'individual', players: ['Anna', 'Bruno', 'Carla', 'Dario'] },
          seed: SEED,
        });
  if (!deal.ok) throw new Error(deal.error.message);
  const record =
    game === 'scala40'
      ? scala40.dealRecord(deal.value.state as scala40.MatchState)
      : burraco.dealRecord(deal.value.state as burraco.MatchState);
  return JSON.parse(
    JSON.stringify({
      game,
      table: 'sala-3',
      hand: 1,
      commitment: handCommitment(SEED, 1),
      secret: handSecret(MASTER, 1),
      deal: record,
    }),
  ) as Proof;
};

let files = 0;
/** Writes `content` (an object as JSON, a string as is) to a new file and returns its path. */
const file = (content: unknown): string => {
  const path = join(dir, `proof-${++files}.json`);
  writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content));
  return path;
};

const verify = (path: string, ...flags: string[]): Promise<Run> =>
  tavolo(['verify', path, ...flags]);

/** A refusal is a message, never a stack trace. */
const noStack = (run: Run) => expect(run.stderr).not.toMatch(/\n\s+at /);

describe('tavolo verify: a genuine proof', () => {
  it.each(['scala40', 'burraco'] as const)('verifies a %s hand, exit 0', async (game) => {
    const run = await verify(file(genuine(game)));
    expect(run.code).toBe(0);
    expect(run.stdout).toBe(
      `verificata: la mano 1 del tavolo sala-3 (${game}) è stata distribuita dal segreto impegnato prima della distribuzione\n`,
    );
    expect(run.stderr).toBe('');
  });

  it('reads the proof from stdin with -, and speaks English with --lang en', async () => {
    const run = await tavolo(['verify', '-', '--lang', 'en'], JSON.stringify(genuine('burraco')));
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^verified: hand 1 of table sala-3 \(burraco\)/);
  });
});

describe('tavolo verify: a proof that does not verify, exit 1', () => {
  it('names the seat whose card was changed', async () => {
    const proof = genuine('scala40');
    const hand = proof.deal.hands[2] as number[];
    hand[5] = ((hand[5] as number) + 1) % 108;
    const run = await verify(file(proof));
    expect(run.code).toBe(1);
    expect(run.stdout).toBe(
      'NON verificata: la mano 1 del tavolo sala-3 (scala40):\n' +
        '  - le carte del posto 2 non sono quelle del mescolamento\n',
    );
    const en = await verify(file(proof), '--lang', 'en');
    expect(en.code).toBe(1);
    expect(en.stdout).toContain("  - seat 2's cards differ from the shuffle\n");
  });

  it('names the pozzetto whose card was changed', async () => {
    const proof = genuine('burraco');
    const [bottom, above] = proof.deal['pozzetti'] as [number[], number[]];
    [bottom[0], above[0]] = [above[0] as number, bottom[0] as number];
    const run = await verify(file(proof), '--lang', 'en');
    expect(run.code).toBe(1);
    expect(run.stdout).toBe(
      'NOT verified: hand 1 of table sala-3 (burraco):\n' +
        '  - pozzetto 0 differs from the shuffle\n' +
        '  - pozzetto 1 differs from the shuffle\n',
    );
  });

  it("refuses another hand's secret: it does not match the commitment", async () => {
    const run = await verify(file({ ...genuine('scala40'), secret: handSecret(MASTER, 2) }));
    expect(run.code).toBe(1);
    expect(run.stdout).toContain("  - il segreto non corrisponde all'impegno (commitment)\n");
  });

  it('refuses a commitment to another secret', async () => {
    const proof = { ...genuine('burraco'), commitment: commitment('00'.repeat(32)) };
    const run = await verify(file(proof), '--lang', 'en');
    expect(run.code).toBe(1);
    expect(run.stdout).toContain('  - the secret does not match the commitment\n');
    expect(run.stderr).toBe('');
  });
});

describe('tavolo verify: a file that is not a hand proof, exit 2', () => {
  it('says that a file is not JSON', async () => {
    const run = await verify(file('{"game": "scala40",'));
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(/^tavolo: .*proof-\d+\.json non è JSON valido \(/);
    noStack(run);
  });

  it('says which fields a proof lacks or gets wrong', async () => {
    // JSON.stringify leaves out a field that is undefined.
    const run = await verify(
      file({ ...genuine('scala40'), hand: 'one', deal: undefined }),
      '--lang',
      'en',
    );
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(/^tavolo: .*proof-\d+\.json is not a hand proof:\n/);
    expect(run.stderr).toContain('  - hand: Expected number, received string\n');
    expect(run.stderr).toContain('  - deal: Required\n');
    noStack(run);
  });

  it('says what is wrong in the deal record', async () => {
    const proof = genuine('burraco');
    const run = await verify(file({ ...proof, deal: { ...proof.deal, upCard: 108 } }));
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(
      '  - la registrazione della distribuzione: upCard: Number must be less than or equal to 107\n',
    );
    noStack(run);
  });

  it('says that the file does not exist', async () => {
    const run = await verify(join(dir, 'missing.json'), '--lang', 'en');
    expect(run.code).toBe(2);
    expect(run.stderr).toBe(`tavolo: there is no file ${join(dir, 'missing.json')}\n`);
  });

  it('wants exactly one file', async () => {
    const none = await tavolo(['verify']);
    expect(none.code).toBe(2);
    expect(none.stderr).toContain('manca il file della prova');
    expect(none.stderr).toContain('Aiuto: tavolo help verify');
    const two = await tavolo(['verify', 'a.json', 'b.json']);
    expect(two.code).toBe(2);
    expect(two.stderr).toContain('«b.json»');
  });
});

describe('tavolo help verify', () => {
  it('explains the proof and the exit codes, in both languages', async () => {
    const it_ = await tavolo(['help', 'verify']);
    expect(it_.code).toBe(0);
    expect(it_.stdout).toContain('Uso: tavolo verify <file.json>');
    const en = await tavolo(['verify', '--help', '--lang', 'en']);
    expect(en.code).toBe(0);
    expect(en.stdout).toContain('Exit codes: 0 verified, 1 not verified, 2 the file cannot');
    expect((await tavolo(['--help'])).stdout).toContain('tavolo verify <file.json>');
  });
});
