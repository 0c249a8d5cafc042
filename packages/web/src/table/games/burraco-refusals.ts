/**
 * Burraco's refusals at the table, asked of the engine's `apply` on the match as the seat sees
 * it: why a card may not be discarded (a card taken from the pile still to play, BUR-CH art. 9;
 * a run whose matta went on top still to continue, art. 11; a closing without what art. 18, 15
 * and 44 ask), why the pile may not be taken (art. 7, 9), and what a discard of the last card
 * does: it takes the pozzetto or closes (art. 18).
 */
import type { CardId, Result, RuleError, ShuffleSeed } from '@tavolo/cards';
import {
  type Action,
  type MatchState,
  type SeatView,
  type Step,
  apply,
  PROFILES,
} from '@tavolo/burraco';
import type { TableModel } from './model.js';
import type { DiscardOutcome, Refusal } from './refusals.js';

/** Any seed: the engine deals only after a move it accepted, whose state is thrown away. */
const SEED: ShuffleSeed = { scheme: 'xoroshiro128plus', seed: 0 };

/**
 * The match as `view`'s seat sees it, for the engine to judge that seat's own moves. The cards
 * it cannot see (the other hands, the stock, the pozzetti) are left out: the engine's refusals
 * of the seat's moves read only its own hand, the pile, the melds, the pozzetti taken and the
 * turn, which the view holds whole.
 */
export const seenBurracoState = (view: SeatView): MatchState => {
  const h = view.hand;
  const you = view.you;
  return {
    profile: PROFILES[view.profile] ?? PROFILES.champion,
    seed: SEED,
    players: view.players,
    seatDraw: { draws: [], ranking: [], seats: view.players, dealer: view.hand.dealer },
    handsPlanned: view.handsPlanned,
    scoring: 'vp',
    vpTable: null,
    chessClock: false,
    totals: view.totals,
    results: view.results,
    status: view.status,
    outcome: view.outcome,
    hand: {
      number: h.number,
      dealer: h.dealer,
      hands: view.players.map((_, seat) => (seat === you && h.cards !== null ? h.cards : [])),
      stock: [],
      pile: h.pile,
      pozzetti: Array.from({ length: h.pozzettiLeft }, () => []),
      pozzettoTaken: h.pozzettoTaken,
      melds: h.melds,
      turn: h.turn,
      turnsCompleted: h.turnsCompleted,
      turnsWithoutDraw: 0,
      timeOutEndsAt: h.timeOutEndsAt,
      clockExpired: h.clockExpired,
      nextMeldId: h.melds.reduce((next, m) => Math.max(next, m.id + 1), 0),
      unseenPozzetti: [],
    },
  };
};

/**
 * The engine's answer to the viewer's `action`, or null where the page has no seat or no view to
 * ask with. A rebuilt state the engine cannot play (a view from another version) asks nothing.
 */
const ask = (
  model: TableModel,
  action: (seat: number) => Action,
): Result<Step, RuleError> | null => {
  const view = model.source as SeatView | undefined;
  if (view === undefined || model.you === null || model.cards === null) return null;
  try {
    return apply(seenBurracoState(view), action(model.you));
  } catch {
    return null;
  }
};

export const burracoDiscardRefusal = (model: TableModel, card: CardId): Refusal | null => {
  const answer = ask(model, (seat) => ({ type: 'discard', seat, card }));
  return answer === null || answer.ok ? null : { error: answer.error };
};

export const burracoTakeRefusal = (model: TableModel): Refusal | null => {
  const answer = ask(model, (seat) => ({ type: 'take-pile', seat }));
  return answer === null || answer.ok ? null : { error: answer.error };
};

/**
 * Only the last card's discard does more than end the turn (BUR-CH art. 18): without the line's
 * pozzetto it takes it, with it it closes. The engine plays it to say which.
 */
export const burracoDiscardOutcome = (model: TableModel, card: CardId): DiscardOutcome => {
  if (model.cards?.length !== 1) return null;
  const answer = ask(model, (seat) => ({ type: 'discard', seat, card }));
  if (answer === null || !answer.ok) return null;
  const events = answer.value.events.map(({ event }) => event);
  if (
    events.some(
      (e) =>
        e.type === 'hand-ended' && e.result.ending === 'closed' && e.result.closer === model.you,
    )
  )
    return 'closes';
  return events.some((e) => e.type === 'pozzetto-taken') ? 'takes-pozzetto' : null;
};
