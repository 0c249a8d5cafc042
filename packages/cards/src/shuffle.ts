/**
 * Deterministic shuffles. Two schemes derive a permutation from a seed and a label (the label
 * names the shuffle within a match, e.g. `hand-3/deal`, so one seed serves a whole match):
 *
 * - `hmac-sha256-v1`: the verifiable shuffle of docs/verifiable-shuffle.md. The dealer
 *   publishes `commitment(secret)` before the deal and reveals the secret after it; anyone can
 *   re-derive every order. Used for online play.
 * - `xoroshiro128plus`: a fast seeded generator from pure-rand, for simulations, bots and tests
 *   where nobody needs to verify the deal.
 */
import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { type Result, err, ok } from './result.js';

export type ShuffleSeed =
  | { readonly scheme: 'hmac-sha256-v1'; readonly secret: string }
  | { readonly scheme: 'xoroshiro128plus'; readonly seed: number };

export interface SeedError {
  readonly code: 'bad-seed';
  readonly message: string;
}

const DOMAIN = utf8ToBytes('tavolo-shuffle-v1');
const SECRET_HEX = /^[0-9a-f]{64}$/;

/** Checks a seed that came from outside (a file, a flag, a message). */
export const validateSeed = (seed: unknown): Result<ShuffleSeed, SeedError> => {
  const bad = (message: string) => err<SeedError>({ code: 'bad-seed', message });
  if (typeof seed !== 'object' || seed === null) return bad('a seed is an object with a scheme');
  const s = seed as Record<string, unknown>;
  if (s['scheme'] === 'hmac-sha256-v1') {
    return typeof s['secret'] === 'string' && SECRET_HEX.test(s['secret'])
      ? ok({ scheme: 'hmac-sha256-v1', secret: s['secret'] })
      : bad('an hmac-sha256-v1 secret is 64 lower-case hex digits (32 bytes)');
  }
  if (s['scheme'] === 'xoroshiro128plus') {
    return Number.isSafeInteger(s['seed'])
      ? ok({ scheme: 'xoroshiro128plus', seed: s['seed'] as number })
      : bad('a xoroshiro128plus seed is a safe integer');
  }
  return bad('the scheme is hmac-sha256-v1 or xoroshiro128plus');
};

/** SHA-256 of the secret's 32 bytes, as hex: published before the deal. */
export const commitment = (secretHex: string): string => bytesToHex(sha256(hexToBytes(secretHex)));

/** Checks a revealed secret against the commitment published before the deal. */
export const verifyCommitment = (secretHex: string, commitmentHex: string): boolean =>
  SECRET_HEX.test(secretHex) && commitment(secretHex) === commitmentHex.toLowerCase();

/** A source of uniform integers in [0, bound). */
type Uniform = (bound: number) => number;

/**
 * The hmac-sha256-v1 stream: block k is HMAC-SHA256(secret, "tavolo-shuffle-v1" 0x00 label
 * 0x00 uint32be(k)); the stream is the blocks' bytes read as big-endian uint32 words, and a
 * word is kept for bound m only below 2^32 - (2^32 mod m) (rejection sampling, no modulo bias).
 */
const hmacUniform = (secretHex: string, label: string): Uniform => {
  const key = hexToBytes(secretHex);
  const labelBytes = utf8ToBytes(label);
  const message = new Uint8Array(DOMAIN.length + 1 + labelBytes.length + 1 + 4);
  message.set(DOMAIN, 0);
  message.set(labelBytes, DOMAIN.length + 1);
  const counterAt = message.length - 4;
  const counterView = new DataView(message.buffer);
  let counter = 0;
  let block = new DataView(new ArrayBuffer(0));
  let offset = 0;
  const nextWord = (): number => {
    if (offset >= block.byteLength) {
      counterView.setUint32(counterAt, counter++);
      const bytes = hmac(sha256, key, message);
      block = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      offset = 0;
    }
    const word = block.getUint32(offset);
    offset += 4;
    return word;
  };
  return (bound) => {
    const limit = 2 ** 32 - (2 ** 32 % bound);
    for (;;) {
      const word = nextWord();
      if (word < limit) return word % bound;
    }
  };
};

/** The pure-rand generator is seeded from the seed and the label, so labels stay independent. */
const prngUniform = (seed: number, label: string): Uniform => {
  const digest = sha256(utf8ToBytes(`${seed}/${label}`));
  const rng = xoroshiro128plus(new DataView(digest.buffer, digest.byteOffset).getInt32(0));
  return (bound) => uniformInt(rng, 0, bound - 1);
};

/**
 * A permutation of 0..n-1 by Fisher-Yates from the last position down: for i = n-1 .. 1,
 * j = uniform(i + 1), swap positions i and j. Position 0 is the top of the deck.
 */
export const permutation = (seed: ShuffleSeed, label: string, n: number): number[] => {
  const uniform =
    seed.scheme === 'hmac-sha256-v1'
      ? hmacUniform(seed.secret, label)
      : prngUniform(seed.seed, label);
  const order = Array.from({ length: n }, (_, i) => i);
  for (let i = n - 1; i > 0; i--) {
    const j = uniform(i + 1);
    const t = order[i] as number;
    order[i] = order[j] as number;
    order[j] = t;
  }
  return order;
};

/** The items in shuffled order (a new array; the input is not touched). */
export const shuffle = <T>(items: readonly T[], seed: ShuffleSeed, label: string): T[] =>
  permutation(seed, label, items.length).map((i) => items[i] as T);
