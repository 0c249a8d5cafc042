/**
 * Closing in one turn (S40-CdG art. 19.2: "legando tutte le 13 carte anche senza apertura", where
 * "Legare: Aggiungere una o più carta a giochi già calati"): every card of the hand but the
 * discard melded, or laid off onto the melds on the table.
 */
import { type CardId, SUITS, isJoker, jokerIds } from '@tavolo/cards';
import type { LayOffSpec } from './action.js';
import {
  type Candidate,
  cardsOf,
  faceKey,
  materialize,
  poolOf,
  supplies,
  take,
} from './candidates.js';
import { layOffOnto } from './lay-off.js';
import { type MeldCard, layOffPlacements, meldCodes } from './meld.js';
import type { MatchState, TableMeld, TurnState } from './state.js';

/** A way to hold nothing but the discard: melds of the hand, then lay-offs of the rest. */
export interface Cover {
  readonly melds: readonly Candidate[];
  /** Natural faces (keys) left to lay off. */
  readonly layOff: readonly number[];
  readonly jokersToLayOff: number;
}

/** Search nodes a cover search may visit: it runs whenever moves are listed. */
const COVER_BUDGET = 50_000;

/**
 * Ways to meld every card of `hand` but one (the discard), each set of melds once. With
 * `layable` (faces that might lay off on the table) and `jokersLayable`, cards may also be set
 * aside to be laid off; only covers that set some aside are given then.
 */
export const coversAllButOne = (
  hand: readonly CardId[],
  candidates: readonly Candidate[],
  layable?: ReadonlySet<number>,
  jokersLayable = false,
): Cover[] => {
  const { counts, jokers } = cardsOf(hand);
  // Cheap refusal first: a card in no candidate and not layable can only be the discard.
  const inSome = new Set<number>(layable);
  for (const c of candidates) for (const s of c.slots) if ('key' in s) inSome.add(s.key);
  let loose = 0;
  counts.forEach((n, key) => {
    if (!inSome.has(key)) loose += n;
  });
  if (loose > 1) return [];
  const seen = new Set<string>();
  const out: Cover[] = [];
  const aside: number[] = [];
  let budget = COVER_BUDGET;
  const found = (chosen: readonly Candidate[], jokersToLayOff: number) => {
    if (layable !== undefined && aside.length + jokersToLayOff === 0) return;
    const id = `${chosen
      .map((c) => candidates.indexOf(c))
      .sort((a, b) => a - b)
      .join(',')}/${[...aside].sort((a, b) => a - b).join(',')}/${jokersToLayOff}`;
    if (seen.has(id)) return;
    seen.add(id);
    out.push({ melds: [...chosen], layOff: [...aside], jokersToLayOff });
  };
  const search = (chosen: Candidate[], jokersLeft: number, skipped: boolean) => {
    if (--budget < 0) return;
    const key = counts.findIndex((n) => n > 0);
    if (key < 0) {
      // Without a natural set aside, one joker is the discard; the others are laid off.
      const spare = jokersLeft - (skipped ? 0 : 1);
      if (spare === 0 || (spare > 0 && jokersLayable)) found(chosen, spare);
      return;
    }
    if (!skipped) {
      counts[key]--;
      search(chosen, jokersLeft, true);
      counts[key]++;
    }
    if (layable?.has(key)) {
      counts[key]--;
      aside.push(key);
      search(chosen, jokersLeft, skipped);
      aside.pop();
      counts[key]++;
    }
    for (const c of candidates) {
      if (!c.slots.some((s) => 'key' in s && s.key === key) || !supplies(c, counts, jokersLeft))
        continue;
      take(c, counts, 1);
      chosen.push(c);
      search(chosen, jokersLeft - c.jokers, skipped);
      chosen.pop();
      take(c, counts, -1);
    }
  };
  search([], jokers, false);
  return out;
};

/**
 * The faces that might lay off on the table, now or after other cards: a missing suit of a
 * combination, a card of a sequence's suit outside its run.
 */
const layableFaces = (melds: readonly TableMeld[]): Set<number> => {
  const out = new Set<number>();
  for (const { meld } of melds) {
    if (meld.kind === 'combination') {
      if (meld.cards.length >= 4) continue;
      const taken = new Set(meld.cards.map((c) => c.face.suit));
      for (const suit of ['H', 'D', 'C', 'S'] as const)
        if (!taken.has(suit)) out.add(faceKey({ rank: meld.rank, suit }));
      continue;
    }
    const high = meld.low + meld.cards.length - 1;
    for (let p = 1; p <= 14; p++) {
      if (p >= meld.low && p <= high) continue;
      out.add(faceKey({ rank: (p === 14 ? 1 : p) as 1, suit: meld.suit }));
    }
  }
  return out;
};

/**
 * A necessary condition for `planLayOffs` to lay off every card set aside (natural faces by
 * key, and `jokers`), checked before its search, which can run to its budget for each of a
 * hand's hundreds of covers. Every card set aside must go to a meld that can take it: a
 * combination of its rank lacking its suit, or a sequence of its suit once every position
 * between the run's end and the card is filled by another card set aside of that suit or by a
 * joker (the ace above the king only where the profile allows it, art. 9); and no meld may take more than it has room for (a combination up to four cards, a
 * sequence up to the profile's lay-offs per turn, S40-CdG art. 17). A plan places each card on
 * one meld within those bounds, so a set of cards with no such assignment has no plan: the
 * covers skipped are only covers the search would refuse, and the closings listed are the same.
 */
export const mayAllLayOff = (
  state: MatchState,
  aside: readonly number[],
  jokers: number,
): boolean => {
  const melds = state.hand.melds;
  const limit = state.profile.options.layOffPerSequencePerTurn;
  // The highest position a sequence reaches: the ace after the king where the profile allows it.
  const top = state.profile.options.aceHigh ? 14 : 13;
  const room = melds.map(({ id, meld }) =>
    meld.kind === 'combination'
      ? 4 - meld.cards.length
      : limit === null
        ? 14 - meld.cards.length
        : Math.max(0, limit - (state.hand.turn.layOffs[id] ?? 0)),
  );
  const asideKeys = new Set(aside);
  const takes = (key: number, m: number): boolean => {
    const { meld } = melds[m] as TableMeld;
    const suit = SUITS[Math.floor(key / 13)];
    const rank = (key % 13) + 1;
    if (meld.kind === 'combination')
      return meld.rank === rank && !meld.cards.some((c) => c.face.suit === suit);
    if (meld.suit !== suit) return false;
    const high = meld.low + meld.cards.length - 1;
    return (rank === 1 ? [1, 14] : [rank]).some((position) => {
      if ((position >= meld.low && position <= high) || position > top) return false;
      const [from, to] = position > high ? [high + 1, position - 1] : [position + 1, meld.low - 1];
      let missing = 0;
      for (let p = from; p <= to; p++)
        if (!asideKeys.has(key - rank + (p === 14 ? 1 : p))) missing++;
      return missing <= jokers;
    });
  };
  // Bipartite matching of the cards set aside (jokers may go to any meld with room) onto the
  // melds' room, by augmenting paths: at most 14 cards, so it is cheap.
  const cards = [...aside, ...Array.from({ length: jokers }, () => -1)];
  const used = room.map(() => [] as number[]);
  const place = (card: number, seen: boolean[]): boolean => {
    for (let m = 0; m < melds.length; m++) {
      if (seen[m] || (cards[card] !== -1 && !takes(cards[card] as number, m))) continue;
      seen[m] = true;
      const holders = used[m] as number[];
      if (holders.length < (room[m] as number)) {
        holders.push(card);
        return true;
      }
      for (let h = 0; h < holders.length; h++) {
        if (place(holders[h] as number, seen)) {
          holders[h] = card;
          return true;
        }
      }
    }
    return false;
  };
  return cards.every((_, card) =>
    place(
      card,
      melds.map(() => false),
    ),
  );
};

/** Search nodes one plan of lay-offs may visit. */
const PLAN_BUDGET = 5_000;

/**
 * An order in which `cards` all lay off onto the table (each card may open the way for the
 * next: 8H then 9H onto 5-6-7H), within the turn's limits; undefined if there is none.
 */
export const planLayOffs = (
  state: MatchState,
  cards: readonly CardId[],
): LayOffSpec[] | undefined => {
  let budget = PLAN_BUDGET;
  const failed = new Set<string>();
  const rules = state.profile.options;
  const go = (
    melds: readonly TableMeld[],
    counts: TurnState['layOffs'],
    left: readonly CardId[],
  ): LayOffSpec[] | undefined => {
    if (left.length === 0) return [];
    if (--budget < 0) return undefined;
    const key = `${left.join(',')}|${melds.map((m) => `${m.id}:${meldCodes(m.meld).join(' ')}`).join(';')}`;
    if (failed.has(key)) return undefined;
    let jokerTried = false;
    for (let i = 0; i < left.length; i++) {
      const card = left[i] as CardId;
      // Jokers are interchangeable: one stands for all.
      if (isJoker(card)) {
        if (jokerTried) continue;
        jokerTried = true;
      }
      const rest = left.filter((_, k) => k !== i);
      for (const target of melds) {
        for (const p of layOffPlacements(target.meld, { id: card }, rules)) {
          const spec: LayOffSpec = {
            card,
            meld: target.id,
            ...(isJoker(card) ? { as: p.face } : {}),
            ...(p.end ? { end: p.end } : {}),
          };
          const laid = layOffOnto(state, melds, counts, spec);
          if (!laid.ok) continue;
          const plan = go(laid.value.melds, laid.value.counts, rest);
          if (plan) return [spec, ...plan];
        }
      }
    }
    failed.add(key);
    return undefined;
  };
  return go(state.hand.melds, state.hand.turn.layOffs, cards);
};

/** A closing in one turn as the `open` action lays it. */
export interface Closing {
  readonly melds: readonly MeldCard[][];
  readonly layOffs: readonly LayOffSpec[];
}

/**
 * The closings in one turn of a player who has not opened that lay off at least one card onto
 * the table, with melds worth less than the minimum (a richer opening is listed as an opening,
 * the lay-offs following it), each using `required` if given. With `firstOnly`, at most one.
 */
export const closingsWithLayOffs = (
  state: MatchState,
  hand: readonly CardId[],
  candidates: readonly Candidate[],
  required: CardId | undefined,
  firstOnly: boolean,
): Closing[] => {
  const table = state.hand.melds;
  if (table.length === 0) return [];
  const rules = state.profile.options;
  const joker = hand.find(isJoker) ?? (jokerIds()[0] as CardId);
  const jokersLayable = table.some(
    (m) => layOffPlacements(m.meld, { id: joker }, rules).length > 0,
  );
  const out: Closing[] = [];
  for (const cover of coversAllButOne(hand, candidates, layableFaces(table), jokersLayable)) {
    const points = cover.melds.reduce((sum, c) => sum + c.points, 0);
    if (points >= rules.openingMinimum) continue;
    const pool = poolOf(hand, required);
    const melds = cover.melds.map((c) => materialize(c, pool));
    const aside = [
      ...cover.layOff.map((key) => pool.byFace.get(key)?.pop() as CardId),
      ...pool.jokers.splice(pool.jokers.length - cover.jokersToLayOff),
    ];
    const used = [...melds.flat().map((c) => c.id), ...aside];
    if (required !== undefined && !used.includes(required)) continue;
    if (!mayAllLayOff(state, cover.layOff, cover.jokersToLayOff)) continue;
    const layOffs = planLayOffs(state, aside);
    if (!layOffs) continue;
    out.push({ melds, layOffs });
    if (firstOnly) break;
  }
  return out;
};
