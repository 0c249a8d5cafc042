/**
 * Deterministic shuffles. A seed and a label (which names the shuffle within a match, e.g.
 * `hand-3/deal`) give a permutation. The schemes (docs/verifiable-shuffle.md):
 *
 * - `hmac-sha256-hands-v1`: a master secret from which each hand gets its own
 *   `hmac-sha256-v1` secret (`handSecret`), so that the server can commit to every hand before
 *   its deal and reveal each hand's secret after the hand while later hands stay hidden. Used
 *   for online play. The master orders no shuffle itself: shuffle with `handSeed(seed, hand)`.
 * - `hmac-sha256-v1`: one secret for a whole match, committed before the match and revealed
 *   after it; also what a hand's secret is under the scheme above.
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
  | { readonly scheme: 'hmac-sha256-hands-v1'; readonly secret: string }
  | { readonly scheme: 'hmac-sha256-v1'; readonly secret: string }
  | { readonly scheme: 'xoroshiro128plus'; readonly seed: number };

export interface SeedError {
  readonly code: 'bad-seed';
  readonly message: string;
}

const DOMAIN = utf8ToBytes('tavolo-shuffle-v1');
const HAND_DOMAIN = utf8ToBytes('tavolo-hand-v1');
const SECRET_HEX = /^[0-9a-f]{64}$/;

/** Checks a seed that came from outside (a file, a flag, a message). */
export const validateSeed = (seed: unknown): Result<ShuffleSeed, SeedError> => {
  const bad = (message: string) => err<SeedError>({ code: 'bad-seed', message });
  if (typeof seed !== 'object' || seed === null) return bad('a seed is an object with a scheme');
  const s = seed as Record<string, unknown>;
  const secret = s['secret'];
  const isSecret = typeof secret === 'string' && SECRET_HEX.test(secret);
  if (s['scheme'] === 'hmac-sha256-hands-v1') {
    return isSecret
      ? ok({ scheme: 'hmac-sha256-hands-v1', secret })
      : bad('an hmac-sha256-hands-v1 master secret is 64 lower-case hex digits (32 bytes)');
  }
  if (s['scheme'] === 'hmac-sha256-v1') {
    return isSecret
      ? ok({ scheme: 'hmac-sha256-v1', secret })
      : bad('an hmac-sha256-v1 secret is 64 lower-case hex digits (32 bytes)');
  }
  if (s['scheme'] === 'xoroshiro128plus') {
    return Number.isSafeInteger(s['seed'])
      ? ok({ scheme: 'xoroshiro128plus', seed: s['seed'] as number })
      : bad('a xoroshiro128plus seed is a safe integer');
  }
  return bad('the scheme is hmac-sha256-hands-v1, hmac-sha256-v1 or xoroshiro128plus');
};

/** SHA-256 of the secret's 32 bytes, as hex: published before the deal. */
export const commitment = (secretHex: string): string => bytesToHex(sha256(hexToBytes(secretHex)));

/** Checks a revealed secret against the commitment published before the deal. */
export const verifyCommitment = (secretHex: string, commitmentHex: string): boolean =>
  SECRET_HEX.test(secretHex) && commitment(secretHex) === commitmentHex.toLowerCase();

/**
 * Hand `hand`'s secret under `hmac-sha256-hands-v1`: hex(HMAC-SHA256(master, "tavolo-hand-v1"
 * 0x00 uint32be(hand))). One-way, so revealing it after the hand tells nothing of the master
 * or of any other hand. Hands are numbered from 1.
 */
export const handSecret = (masterHex: string, hand: number): string => {
  if (!SECRET_HEX.test(masterHex))
    throw new TypeError('a master secret is 64 lower-case hex digits (32 bytes)');
  if (!Number.isInteger(hand) || hand < 1 || hand >= 2 ** 32)
    throw new RangeError(`a hand number is a whole number from 1 to 2^32 - 1, not ${hand}`);
  const message = new Uint8Array(HAND_DOMAIN.length + 1 + 4);
  message.set(HAND_DOMAIN, 0);
  new DataView(message.buffer).setUint32(HAND_DOMAIN.length + 1, hand);
  return bytesToHex(hmac(sha256, hexToBytes(masterHex), message));
};

/**
 * The seed that orders every shuffle of hand `hand` (its deal, its reshuffles and, for hand 1,
 * the seat draw): the hand's own `hmac-sha256-v1` seed under `hmac-sha256-hands-v1`; under the
 * older schemes the match's seed itself, so their matches deal exactly as before.
 */
export const handSeed = (seed: ShuffleSeed, hand: number): ShuffleSeed =>
  seed.scheme === 'hmac-sha256-hands-v1'
    ? { scheme: 'hmac-sha256-v1', secret: handSecret(seed.secret, hand) }
    : seed;

/**
 * What the server publishes before hand `hand` is dealt: the commitment of the secret that
 * orders it (for `hmac-sha256-v1`, the match's one commitment); undefined for a seed nobody
 * can verify.
 */
export const handCommitment = (seed: ShuffleSeed, hand: number): string | undefined => {
  const ordering = handSeed(seed, hand);
  return ordering.scheme === 'hmac-sha256-v1' ? commitment(ordering.secret) : undefined;
};

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
 * j = uniform(i + 1), swap positions i and j. Position 0 is the top of the deck. A master seed
 * (`hmac-sha256-hands-v1`) is a mistake, refused with a TypeError: take `handSeed` first.
 */
export const permutation = (seed: ShuffleSeed, label: string, n: number): number[] => {
  if (seed.scheme === 'hmac-sha256-hands-v1')
    throw new TypeError(
      'an hmac-sha256-hands-v1 master orders no shuffle: use handSeed(seed, hand)',
    );
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
