/**
 * A hand's fairness proof and its check, shared by the server (which publishes proofs and
 * answers verification requests) and `tavolo verify`, so that both reach the same verdict.
 * The proof holds the commitment published before the deal, the secret revealed after the
 * hand and the engine's deal record; the format is in docs/verifiable-shuffle.md, section 12.
 */
import { dealProblems as bridgeDealProblems } from '@tavolo/bridge';
import { dealProblems as burracoDealProblems } from '@tavolo/burraco';
import { verifyCommitment } from '@tavolo/cards';
import { dealProblems as scala40DealProblems } from '@tavolo/scala40';
import { z } from 'zod';
import { type GameName, gameNameSchema } from './http.js';
import { tableIdSchema } from './protocol.js';

// The deal is the engine's business; here it only has to be there.
const present = z.custom<unknown>((value) => value !== undefined, 'Required');

export const handProofSchema = z
  .object({
    game: gameNameSchema,
    table: tableIdSchema,
    hand: z.number().int().positive(),
    /** As published before the deal; compared case-insensitively. */
    commitment: z.string().regex(/^[0-9a-fA-F]{64}$/, '64 hex digits'),
    secret: z.string().regex(/^[0-9a-f]{64}$/, '64 lower-case hex digits'),
    /** The engine's deal record of the hand (`dealRecord` of @tavolo/scala40, @tavolo/burraco or @tavolo/bridge). */
    deal: present,
  })
  .strict();
export type HandProof = z.infer<typeof handProofSchema>;

/** A reason a proof does not verify. */
export interface ProofProblem {
  /**
   * Stable, for translations: `bad-proof` (not a proof at all), `commitment`, `hand-mismatch`,
   * and the engines' deal problems (`bad-record`, `seat-cards`, `up-card`, `stock`, ...).
   */
  readonly code: string;
  /** A short English sentence. */
  readonly message: string;
  readonly values: Readonly<Record<string, string | number>>;
}

const DEAL_PROBLEMS: Readonly<
  Record<GameName, (record: unknown, secret: string) => readonly ProofProblem[]>
> = {
  scala40: scala40DealProblems,
  burraco: burracoDealProblems,
  bridge: bridgeDealProblems,
};

/**
 * Why `proof` does not verify; empty when it does. A secret that does not match the
 * commitment proves nothing about the deal, so the deal is checked only after it matches.
 */
export const handProofProblems = (proof: unknown): readonly ProofProblem[] => {
  const parsed = handProofSchema.safeParse(proof);
  if (!parsed.success)
    return parsed.error.issues.map((issue) => {
      const detail = `${issue.path.join('.') || 'the proof'}: ${issue.message}`;
      return { code: 'bad-proof', message: `not a hand proof (${detail})`, values: { detail } };
    });
  const { game, hand, commitment, secret, deal } = parsed.data;
  if (!verifyCommitment(secret, commitment))
    return [
      { code: 'commitment', message: 'the secret does not match the commitment', values: {} },
    ];
  const problems = DEAL_PROBLEMS[game](deal, secret);
  if (problems.some((p) => p.code === 'bad-record')) return problems;
  // A valid record has a hand number (a bridge record, its board's number).
  const record = deal as { readonly hand?: number; readonly number?: number };
  const dealt = (game === 'bridge' ? record.number : record.hand) ?? 0;
  if (dealt === hand) return problems;
  return [
    ...problems,
    {
      code: 'hand-mismatch',
      message: `the proof is of hand ${hand} but its deal record is of hand ${dealt}`,
      values: { hand, dealt },
    },
  ];
};

/** `handProofProblems` as a verdict with sentences. */
export const verifyHandProof = (proof: unknown): { ok: boolean; problems: readonly string[] } => {
  const problems = handProofProblems(proof).map((p) => p.message);
  return { ok: problems.length === 0, problems };
};
