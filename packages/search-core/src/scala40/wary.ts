/**
 * What a discard gives the next seat, for the `wary` play-out policy: the greedy player who also
 * minds it, as the Esperto does (bots scala40/safety.ts `discardDanger`). In a play-out every
 * hand is known (the world the search sampled), so the next player's own cards say whether he
 * could use the card: take it to join two he holds into a meld (S40-CdG art. 6, with the card
 * taken used at once), or, having opened, lay it off on the table. MUTABLE BY DESIGN, as the
 * rest of the core: it reads counts in place and allocates nothing.
 */
import type { CoreState } from './core.js';
import { FACES, JOKER, codeAt } from './faces.js';

/** A card the next seat joins to two of his own cards (a pair of its rank, two of its suit). */
const WARY_JOIN = 14;
/** A card the next seat, opened, lays off on the table. */
const WARY_LAY_OFF = 20;
/** An unopened next seat takes the card only to open with it (art. 6): half the weight. */
const UNOPENED = 0.5;
/** A next seat with this few cards may close: the weight doubles (the Esperto's rule). */
const CLOSING = 3;

/** Whether `seat` holds a card of `suit` at sequence `position` (1..14, the ace both ends). */
const holds = (core: CoreState, off: number, suit: number, position: number): boolean =>
  position >= 1 && position <= 14 && (core.hands[off + codeAt(suit, position)] as number) > 0;

/** Whether a card at sequence `p` of `suit` makes a run with two held (or one and a joker). */
const runAt = (core: CoreState, off: number, suit: number, p: number, joker: boolean): boolean => {
  const below = holds(core, off, suit, p - 1);
  const above = holds(core, off, suit, p + 1);
  const below2 = holds(core, off, suit, p - 2);
  const above2 = holds(core, off, suit, p + 2);
  return (
    (below && (above || below2)) ||
    (above && above2) ||
    (joker && (below || above || below2 || above2))
  );
};

/** Whether the natural `code`, taken by `seat`, makes a meld with two cards of his hand. */
const joinsTwo = (core: CoreState, seat: number, code: number): boolean => {
  const off = seat * FACES;
  const suit = (code / 13) | 0;
  const rank = (code % 13) + 1;
  const jokers = core.hands[off + JOKER] as number;
  let otherSuits = 0;
  for (let s = 0; s < 4; s++)
    if (s !== suit && (core.hands[off + s * 13 + rank - 1] as number) > 0) otherSuits++;
  if (otherSuits + Math.min(jokers, 1) >= 2) return true;
  // The ace sits at position 1 and at 14 of a sequence.
  if (runAt(core, off, suit, rank, jokers > 0)) return true;
  if (rank === 1 && runAt(core, off, suit, 14, jokers > 0)) return true;
  return otherSuits > 0 && jokers > 0;
};

/**
 * What discarding `code` gives `next`, the next seat, in the greedy discard cost's points: 0
 * for a card he cannot use; the joker is the greedy policy's last discard already.
 */
export const feeding = (core: CoreState, next: number, code: number): number => {
  if (code === JOKER) return 0;
  const opened = core.opened[next] === 1;
  let cost = 0;
  if (joinsTwo(core, next, code)) cost += opened ? WARY_JOIN : WARY_JOIN * UNOPENED;
  if (opened && core.laysOff(code)) cost += WARY_LAY_OFF;
  return (core.handLen[next] as number) <= CLOSING ? 2 * cost : cost;
};
