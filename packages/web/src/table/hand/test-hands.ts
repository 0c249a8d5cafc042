/**
 * For the tests of this folder: the events of one whole hand, played by the engines themselves
 * with seeded choices, as a replay lists them (every event, hidden ones included).
 */
import * as burraco from '@tavolo/burraco';
import * as scala40 from '@tavolo/scala40';

/** A small seeded generator (mulberry32), so each hand is the same on every run. */
const chooser = (seed: number) => {
  let a = seed >>> 0;
  return <T>(items: readonly T[]): T => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = Math.imul(a ^ (a >>> 15), a | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    const r = ((x ^ (x >>> 14)) >>> 0) / 4294967296;
    return items[Math.floor(r * items.length)] as T;
  };
};

interface Typed {
  readonly type: string;
}

/** Plays mostly melds and lay-offs (so every kind of event occurs), discarding otherwise. */
const choose = <A extends Typed>(pick: ReturnType<typeof chooser>, legal: readonly A[]): A => {
  const plays = legal.filter((a) => a.type !== 'discard');
  return plays.length > 0 && pick([true, true, false]) ? pick(plays) : pick(legal);
};

interface Engine<S, A extends Typed, E extends Typed> {
  readonly apply: (
    state: S,
    action: A,
  ) =>
    | {
        readonly ok: true;
        readonly value: { readonly state: S; readonly events: readonly { readonly event: E }[] };
      }
    | { readonly ok: false; readonly error: { readonly code: string } };
  readonly legalActions: (state: S, seat: number) => readonly A[];
  readonly seatOnTurn: (state: S) => number;
}

/** The match's first hand played to its end: its events up to `hand-ended`. */
const firstHand = <S, A extends Typed, E extends Typed>(
  engine: Engine<S, A, E>,
  created: { readonly state: S; readonly events: readonly { readonly event: E }[] },
  seed: number,
): E[] => {
  let state = created.state;
  const events = created.events.map((e) => e.event);
  const pick = chooser(seed);
  while (!events.some((e) => e.type === 'hand-ended')) {
    const action = choose(pick, engine.legalActions(state, engine.seatOnTurn(state)));
    const played = engine.apply(state, action);
    if (!played.ok) throw new Error(played.error.code);
    state = played.value.state;
    events.push(...played.value.events.map((e) => e.event));
  }
  return events.slice(0, events.findIndex((e) => e.type === 'hand-ended') + 1);
};

/** Every event of the first hand of a Scala 40 match, as a replay lists them. */
export const scala40Hand = (seed: number, profile: scala40.ProfileId = 'fisca-gara') => {
  const created = scala40.createMatch({
    profile: scala40.PROFILES[profile],
    players: ['a', 'b', 'c', 'd'],
    seed: { scheme: 'xoroshiro128plus', seed },
  });
  if (!created.ok) throw new Error(created.error.code);
  return firstHand(
    { ...scala40, seatOnTurn: (state: scala40.MatchState) => state.hand.turn.seat },
    created.value,
    seed,
  );
};

/** Every event of the first hand of a Burraco match, at four (two lines) or two. */
export const burracoHand = (
  seed: number,
  seats: 2 | 4,
  profile: burraco.ProfileId = 'champion',
) => {
  const created = burraco.createMatch({
    profile: burraco.PROFILES[profile],
    seed: { scheme: 'xoroshiro128plus', seed },
    seating:
      seats === 4
        ? {
            kind: 'pairs',
            pairs: [
              ['a', 'b'],
              ['c', 'd'],
            ],
          }
        : { kind: 'singles', players: ['a', 'b'] },
  });
  if (!created.ok) throw new Error(created.error.code);
  return firstHand(
    { ...burraco, seatOnTurn: (state: burraco.MatchState) => state.hand.turn.seat },
    created.value,
    seed,
  );
};
