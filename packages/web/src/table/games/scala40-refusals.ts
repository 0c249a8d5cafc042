/**
 * Scala 40's refusals at the table, asked of the engine's `apply` on the match as the seat sees
 * it: why a card may not be discarded (a card that lays off on a meld of the table, S40-CdG art.
 * 6; a joker, art. 8; a card still owed, S40-REG art. 5.3, 9a), why the discard may not be taken
 * (art. 6, 16, 18), and whether a discard closes (art. 19).
 */
import type { CardId, Result, RuleError, ShuffleSeed } from '@tavolo/cards';
import {
  type Action,
  type MatchState,
  type Meld,
  type SeatView,
  type Step,
  apply,
  layOffPlacements,
} from '@tavolo/scala40';
import type { MeldModel, TableModel } from './model.js';
import type { DiscardOutcome, Refusal } from './refusals.js';
import { profileOf } from './scala40.js';

/** Any seed: the engine shuffles only after a move it accepted, whose state is thrown away. */
const SEED: ShuffleSeed = { scheme: 'xoroshiro128plus', seed: 0 };

/**
 * The match as `view`'s seat sees it, for the engine to judge that seat's own moves. The cards
 * it cannot see (the other hands, the stock, the pile below its top where it is squared) are
 * left out: the engine's refusals of the seat's moves read only its own hand, the melds, the
 * top of the pile and the turn. The view does not say how many cards went onto each sequence
 * this turn (the S40-CdG art. 17 limit), nor whether the seat had laid cards before the turn
 * (which makes a closing "in mano"): the first is read as none, the second as its opening.
 */
export const seenScala40State = (view: SeatView): MatchState => {
  const h = view.hand;
  const profile = profileOf(view.profile);
  const you = view.you;
  return {
    profile,
    seed: SEED,
    end: profile.options.end,
    players: view.players,
    seatDraw: { draws: [], ranking: [] },
    totals: view.totals,
    eliminated: view.eliminated,
    results: view.results,
    status: view.status,
    winner: view.winner,
    hand: {
      number: h.number,
      dealer: h.dealer,
      hands: view.players.map((_, seat) => (seat === you && h.cards !== null ? h.cards : [])),
      stock: [],
      discard: h.discardPile ?? (h.discardTop === null ? [] : [h.discardTop]),
      melds: h.melds,
      opened: h.opened,
      laid: h.opened,
      turn: {
        seat: h.turn.seat,
        phase: h.turn.phase,
        obligation: h.obligation,
        laidBefore: h.opened[h.turn.seat] ?? false,
        layOffs: {},
        progressed: true,
      },
      turnsCompleted: h.turnsCompleted,
      quietTurns: 0,
      reshuffles: 0,
      nextMeldId: h.melds.reduce((next, m) => Math.max(next, m.id + 1), 0),
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
    return apply(seenScala40State(view), action(model.you));
  } catch {
    return null;
  }
};

/** The melds of the table `card` lays off on (S40-CdG art. 6: "carta che lega a giochi già aperti"). */
export const scala40LayOffTargets = (model: TableModel, card: CardId): readonly MeldModel[] => {
  const options = profileOf(model.profile).options;
  return model.melds.filter(
    (m) => layOffPlacements(m.source as Meld, { id: card }, options).length > 0,
  );
};

export const scala40DiscardRefusal = (model: TableModel, card: CardId): Refusal | null => {
  const answer = ask(model, (seat) => ({ type: 'discard', seat, card }));
  if (answer === null || answer.ok) return null;
  const { error } = answer;
  return error.code === 'discard-lays-off'
    ? { error, melds: scala40LayOffTargets(model, card) }
    : { error };
};

export const scala40TakeRefusal = (model: TableModel): Refusal | null => {
  const answer = ask(model, (seat) => ({ type: 'take-discard', seat }));
  return answer === null || answer.ok ? null : { error: answer.error };
};

/** Only the last card's discard closes (S40-CdG art. 19): the engine plays it to say so. */
export const scala40DiscardOutcome = (model: TableModel, card: CardId): DiscardOutcome => {
  if (model.cards?.length !== 1) return null;
  const answer = ask(model, (seat) => ({ type: 'discard', seat, card }));
  if (answer === null || !answer.ok) return null;
  const closed = answer.value.events.some(
    ({ event }) =>
      event.type === 'hand-ended' &&
      event.result.ending === 'closed' &&
      event.result.closer === model.you,
  );
  return closed ? 'closes' : null;
};
