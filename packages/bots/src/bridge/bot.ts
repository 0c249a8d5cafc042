/**
 * The bridge bot for an empty seat: given what the seat sees (its `BoardView`, the legal
 * actions the engine lists for it, and the events it has seen), it answers the index of one
 * of those actions. Calls follow the system of `bidding.ts`; cards `declarer.ts` (the
 * declarer plays the dummy's cards too) and `defence.ts`. After the play it agrees on the
 * tricks (LAW 79A), and it answers an opponent's claim (LAW 69A): it accepts when the claimed
 * tricks are no more than the top cards shown, and disputes otherwise. It never claims and
 * never objects to partner's concession. It answers -1 when none of the legal actions is one
 * it makes (only inspections or orientation marks are open, say): it then waits.
 */
import type { Action, BoardView, BridgeEvent, Call, Seat } from '@tavolo/bridge';
import { partnerOf, sideOf } from '@tavolo/bridge';
import type { Card52 } from '@tavolo/cards';
import { suit52Index } from '@tavolo/cards';
import { chooseCall } from './bidding.js';
import { declarerCard } from './declarer.js';
import { defenderCard } from './defence.js';
import { suitOfStrain } from './hand.js';
import { boardHistory, isTop, readTable } from './table.js';

const sameCall = (a: Call, b: Call): boolean =>
  a.type === b.type &&
  (a.type !== 'bid' || (b.type === 'bid' && a.level === b.level && a.strain === b.strain));

const indexWhere = (legal: readonly Action[], test: (a: Action) => boolean): number =>
  legal.findIndex(test);

/** The suits `seat`'s partner bid, for the opening lead. */
const partnerSuits = (view: BoardView, seat: Seat): number[] =>
  view.auction.flatMap((m) =>
    m.seat === partnerOf(seat) && m.call.type === 'bid' && m.call.strain !== 'NT'
      ? [suitOfStrain(m.call.strain) as number]
      : [],
  );

/** LAW 69A: accept a claim that the shown top cards make good; dispute any other. */
const claimAnswer = (view: BoardView, history: readonly BridgeEvent[]): 'accept' | 'dispute' => {
  const claim = view.claim;
  if (claim === null || view.you === null) return 'dispute';
  if (sideOf(claim.claimer) === sideOf(view.you)) return 'accept';
  const played = new Set<Card52>(
    boardHistory(history).flatMap((e) => (e.type === 'played' ? [e.card] : [])),
  );
  // The dummy is faced at the opening lead (LAW 41D), whatever else the view holds.
  const dummy = view.tricks.length > 0 ? (view.dummyHand ?? []) : [];
  const claimerSide =
    view.contract !== null && sideOf(claim.claimer) === sideOf(view.contract.declarer);
  const own = new Set<Card52>([...claim.shown, ...(claimerSide ? dummy : [])]);
  const trump = view.contract === null ? null : suitOfStrain(view.contract.strain);
  const trumpsLeft = (view.hand ?? []).some((c) => suit52Index(c) === trump);
  const tops = [...own].filter(
    (c) => isTop(c, played, own) && (!trumpsLeft || suit52Index(c) === trump),
  ).length;
  return claim.tricks <= Math.min(tops, claim.shown.length) ? 'accept' : 'dispute';
};

/**
 * The index in `legal` of the bot's action, or -1 when it has none to make. `seed` is kept for
 * the bots' common shape: the bridge bot is deterministic.
 */
export const chooseBridgeAction = (
  view: BoardView,
  legal: readonly Action[],
  _seed = 0,
  history: readonly BridgeEvent[] = [],
): number => {
  const me = view.you;
  if (me === null) return -1;
  const firstCall = indexWhere(legal, (a) => a.type === 'call');
  if (firstCall >= 0) {
    const call = chooseCall(view.hand ?? [], view.auction, me);
    const chosen = indexWhere(legal, (a) => a.type === 'call' && sameCall(a.call, call));
    if (chosen >= 0) return chosen;
    const pass = indexWhere(legal, (a) => a.type === 'call' && a.call.type === 'pass');
    return pass >= 0 ? pass : firstCall;
  }
  const firstPlay = indexWhere(legal, (a) => a.type === 'play');
  if (firstPlay >= 0) {
    const table = readTable(view, history);
    if (table === null) return firstPlay;
    const card =
      view.contract !== null && me === view.contract.declarer
        ? declarerCard(table)
        : defenderCard(table, partnerSuits(view, me));
    const chosen = indexWhere(legal, (a) => a.type === 'play' && a.card === card);
    return chosen >= 0 ? chosen : firstPlay;
  }
  const agree = indexWhere(legal, (a) => a.type === 'agree-tricks' && a.agree);
  if (agree >= 0) return agree;
  if (view.claim !== null) {
    const answer = claimAnswer(view, history);
    const chosen = indexWhere(legal, (a) => a.type === 'answer-claim' && a.answer === answer);
    if (chosen >= 0) return chosen;
  }
  return -1;
};
