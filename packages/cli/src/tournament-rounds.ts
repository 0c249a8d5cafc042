/**
 * The rounds' seating: `pair` (the first round by registration, the director's list or a
 * published draw; later rounds by the event's movement) and `show`, a round's seating with its
 * explanation.
 */
import type { ShuffleSeed } from '@tavolo/cards';
import { type TournamentEvent, correctionsWindow, pair } from '@tavolo/tournament';
import { EXIT_OK } from './command.js';
import { parseList } from './tournament-args.js';
import {
  type Subcommand,
  confirmed,
  decide,
  failure,
  load,
  print,
  printJson,
  required,
  str,
  usage,
  wholeFlag,
} from './tournament-session.js';
import { pairingText, publicationText } from './tournament-text.js';

/**
 * The published seed of a draw: 64 hex digits use the verifiable HMAC-SHA256 scheme, a whole
 * number the seeded generator (docs/verifiable-shuffle.md).
 */
const drawSeed = (text: string): ShuffleSeed =>
  /^\d+$/.test(text)
    ? { scheme: 'xoroshiro128plus', seed: Number(text) }
    : { scheme: 'hmac-sha256-v1', secret: text };

export const ROUND_COMMANDS: Readonly<Record<string, Subcommand>> = {
  pair: async (s) => {
    const method = str(s.flags, 'seating');
    let seating: Parameters<typeof pair>[1]['seating'];
    if (method === 'director') {
      const order = required(s, 'order');
      if (typeof order === 'number') return order;
      seating = { kind: 'director', order: parseList(order) };
    } else if (method === 'draw') {
      const seed = required(s, 'seed');
      if (typeof seed === 'number') return seed;
      seating = { kind: 'draw', seed: drawSeed(seed) };
    } else if (method === 'registration') seating = { kind: 'registration' };
    else if (method !== undefined) return usage(s, 'tournament.badSeating', { seating: method });
    return decide(
      s,
      (state) => pair(state, { ...(seating ? { seating } : {}), ...confirmed(s) }, s.stamp),
      (state, events) => {
        const e = events.find((x) => x.type === 'round-paired') as Extract<
          TournamentEvent,
          { type: 'round-paired' }
        >;
        // Pairing publishes the round before it when it was not yet (S40-CdG art. 24).
        const published = events.find((x) => x.type === 'round-published') as
          Extract<TournamentEvent, { type: 'round-published' }> | undefined;
        if (s.json)
          printJson(s, {
            ok: true,
            pairing: e.pairing,
            ...(e.seating ? { seating: e.seating } : {}),
            ...(published
              ? {
                  published: published.round,
                  ...correctionsWindow(state, published.round, s.stamp.at),
                }
              : {}),
          });
        else {
          if (published) print(s, publicationText(s.ctx, state, published.round, 'ByPairing'));
          print(s, pairingText(s.ctx, state, e.pairing));
        }
      },
    );
  },

  show: async (s) => {
    const loaded = await load(s);
    if (typeof loaded === 'number') return loaded;
    const round = wholeFlag(s, 'round', 1);
    if (round === 'bad') return usage(s, 'tournament.badNumber', { option: '--round' });
    const r = loaded.state.rounds[(round ?? loaded.state.rounds.length) - 1];
    if (!r) return failure(s.ctx, 'tournament.noRound', { round: round ?? 1 });
    if (s.json) printJson(s, { pairing: r.pairing, seating: r.seating });
    else print(s, pairingText(s.ctx, loaded.state, r.pairing));
    return EXIT_OK;
  },
};
