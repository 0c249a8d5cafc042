import * as burraco from '@tavolo/burraco';
import { type ShuffleSeed, commitment, handCommitment, handSecret } from '@tavolo/cards';
import * as scala40 from '@tavolo/scala40';
import { describe, expect, it } from 'vitest';
import { type HandProof, handProofProblems, verifyHandProof } from './fairness.js';

const MASTER = '00'.repeat(31) + '2a';
const SEED: ShuffleSeed = { scheme: 'hmac-sha256-hands-v1', secret: MASTER };

const scala40Match = () => {
  const created = scala40.createMatch({
    profile: scala40.PROFILES['fisca-gara'],
    players: ['Anna', 'Bruno', 'Carla'],
    seed: SEED,
  });
  if (!created.ok) throw new Error(created.error.message);
  return created.value.state;
};

const burracoMatch = () => {
  const created = burraco.createMatch({
    profile: burraco.PROFILES.champion,
    seating: { kind: 'singles', players: ['Anna', 'Bruno'] },
    seed: SEED,
  });
  if (!created.ok) throw new Error(created.error.message);
  return created.value.state;
};

/** A genuine proof of hand 1, as the server publishes it and a file carries it. */
const proofOf = (game: 'scala40' | 'burraco'): HandProof =>
  JSON.parse(
    JSON.stringify({
      game,
      table: 't-7',
      hand: 1,
      commitment: handCommitment(SEED, 1),
      secret: handSecret(MASTER, 1),
      deal:
        game === 'scala40'
          ? scala40.dealRecord(scala40Match())
          : burraco.dealRecord(burracoMatch()),
    }),
  ) as HandProof;

describe.each(['scala40', 'burraco'] as const)('verifyHandProof (%s)', (game) => {
  it('verifies a genuine proof', () => {
    expect(verifyHandProof(proofOf(game))).toEqual({ ok: true, problems: [] });
  });

  it('accepts a commitment written in upper case', () => {
    const proof = proofOf(game);
    expect(verifyHandProof({ ...proof, commitment: proof.commitment.toUpperCase() }).ok).toBe(true);
  });

  it('refuses a dealt card changed, naming the seat', () => {
    const proof = proofOf(game);
    const deal = proof.deal as { hands: number[][] };
    deal.hands[1]?.splice(0, 1, ((deal.hands[1]?.[0] ?? 0) + 1) % 108);
    expect(verifyHandProof(proof)).toEqual({
      ok: false,
      problems: ["seat 1's cards differ from the shuffle"],
    });
  });

  it("refuses another hand's secret, and a commitment to another secret", () => {
    expect(verifyHandProof({ ...proofOf(game), secret: handSecret(MASTER, 2) })).toEqual({
      ok: false,
      problems: ['the secret does not match the commitment'],
    });
    expect(
      verifyHandProof({ ...proofOf(game), commitment: commitment(handSecret(MASTER, 2)) }),
    ).toEqual({ ok: false, problems: ['the secret does not match the commitment'] });
  });

  it("refuses a genuine commitment and secret around another hand's deal", () => {
    const proof = proofOf(game);
    const problems = handProofProblems({
      ...proof,
      hand: 2,
      commitment: handCommitment(SEED, 2),
      secret: handSecret(MASTER, 2),
    });
    expect(problems.at(-1)).toEqual({
      code: 'hand-mismatch',
      message: 'the proof is of hand 2 but its deal record is of hand 1',
      values: { hand: 2, dealt: 1 },
    });
    expect(problems.map((p) => p.code)).toContain('seat-cards');
  });

  it("refuses a deal record of the other game as the engine's bad-record", () => {
    const other = game === 'scala40' ? 'burraco' : 'scala40';
    const problems = handProofProblems({ ...proofOf(game), game: other });
    expect(problems.length).toBeGreaterThan(0);
    expect(problems.every((p) => p.code === 'bad-record')).toBe(true);
  });
});

describe('handProofProblems on what is not a proof', () => {
  const genuine = proofOf('scala40');
  it.each([
    ['null', null, 'the proof'],
    ['an unknown game', { ...genuine, game: 'briscola' }, 'game'],
    ['a missing deal', { ...genuine, deal: undefined }, 'deal'],
    ['hand 0', { ...genuine, hand: 0 }, 'hand'],
    ['a short secret', { ...genuine, secret: genuine.secret.slice(2) }, 'secret'],
    ['an upper-case secret', { ...genuine, secret: genuine.secret.toUpperCase() }, 'secret'],
    ['a commitment that is not hex', { ...genuine, commitment: 'z'.repeat(64) }, 'commitment'],
    ['a table id with spaces', { ...genuine, table: 'table 7' }, 'table'],
    ['an unknown field', { ...genuine, seed: MASTER }, 'the proof'],
  ])('refuses %s as bad-proof, saying where', (_, proof, path) => {
    const problems = handProofProblems(proof);
    expect(problems.length).toBeGreaterThan(0);
    expect(problems.every((p) => p.code === 'bad-proof')).toBe(true);
    expect(problems[0]?.values['detail']).toMatch(new RegExp(`^${path}: `));
    expect(verifyHandProof(proof).ok).toBe(false);
  });
});
