/**
 * For the tests of this folder: a bridge board played to its end by the engine's match (as the
 * server plays a table) with the bots package's bridge bot in every seat, its events listed as the
 * server's replay lists them (every event, hidden ones included, each with its version and the
 * seat whose action made it). A claim can be made at a chosen trick, and the board played with
 * or without a director at the table (`BoardOptions.director`).
 */
import {
  type Action,
  type Seat,
  type BoardState,
  type BridgeEvent,
  type MatchEvent,
  type MatchState,
  applyToMatch,
  createMatch,
  matchLegalActions,
  seatsToAct,
  turnOf,
  view,
} from '@tavolo/bridge';
import { chooseBridgeAction } from '@tavolo/bots';
import { type VisibleEvent, visibleTo } from '@tavolo/cards';
import { offlineRuling } from './offline-bots.js';

export interface TestStep {
  readonly version: number;
  readonly seat: number | null;
  readonly event: MatchEvent;
  readonly text: string;
}

export interface TestBoard {
  readonly players: readonly string[];
  readonly steps: readonly TestStep[];
  /** The match when the board was scored. */
  readonly match: MatchState;
}

export interface BoardPlan {
  readonly seed: number;
  /** The seat on turn claims once this many tricks are played (none when left out). */
  readonly claimAfter?: number;
  /** Claims every trick left, or concedes them all. */
  readonly claim?: 'all' | 'none';
  readonly statement?: string;
  /** A director at the table (the engine's default) or none, as at a quick-play table. */
  readonly director?: boolean;
}

export const PLAYERS: readonly string[] = ['Nadia', 'Elio', 'Sara', 'Omar'];

const BOT_TYPES = new Set(['call', 'play', 'answer-claim', 'agree-tricks']);

const history = (log: readonly VisibleEvent<MatchEvent>[], seat: number): BridgeEvent[] =>
  log.filter((e) => visibleTo(e, seat)).map((e) => e.event as BridgeEvent);

const botMove = (
  match: MatchState,
  seat: 0 | 1 | 2 | 3,
  log: readonly VisibleEvent<MatchEvent>[],
) => {
  const legal = matchLegalActions(match, seat).filter((a) => BOT_TYPES.has(a.type));
  const index = chooseBridgeAction(view(match.board, seat), legal, 0, history(log, seat));
  return legal[Math.max(index, 0)];
};

type Claim = Extract<Action, { readonly type: 'claim' }>;

const claimNow = (board: BoardState, plan: BoardPlan): Claim | undefined => {
  const turn = turnOf(board);
  const played = board.tricks.filter((t) => t.winner !== null).length;
  if (plan.claimAfter === undefined || board.phase !== 'play' || turn === null) return undefined;
  const current = board.tricks[board.tricks.length - 1];
  // Claimed at the lead, between tricks, once.
  if (played < plan.claimAfter || (current !== undefined && current.winner === null))
    return undefined;
  if (board.claim !== null || (board.result?.by ?? null) !== null) return undefined;
  return {
    type: 'claim',
    seat: turn.seat,
    tricks: plan.claim === 'none' ? 0 : 13 - played,
    statement: plan.statement ?? '',
  };
};

/** Board 1 of a one-board match, played to its score. */
export const playTestBoard = (plan: BoardPlan): TestBoard => {
  const created = createMatch({
    players: PLAYERS,
    seed: { scheme: 'xoroshiro128plus', seed: plan.seed },
    boards: 1,
    boardOptions: { director: plan.director ?? true },
  });
  if (!created.ok) throw new Error(created.error.message);
  let match = created.value.state;
  let log: VisibleEvent<MatchEvent>[] = [...created.value.events];
  const steps: TestStep[] = created.value.events.map((e, i) => ({
    version: i + 1,
    seat: null,
    event: e.event,
    text: '',
  }));
  let claimed = false;
  for (let guard = 0; !match.over; guard++) {
    if (guard > 500) throw new Error('the board does not end');
    const claim: Claim | undefined = claimed ? undefined : claimNow(match.board, plan);
    const seat: Seat | undefined = claim ? claim.seat : seatsToAct(match)[0];
    const action: Action | undefined =
      claim ??
      (seat === undefined
        ? offlineRuling(match.board, log as readonly VisibleEvent<BridgeEvent>[])
        : botMove(match, seat, log));
    if (action === undefined) throw new Error(`no action in ${match.board.phase}`);
    claimed ||= claim !== undefined;
    const next = applyToMatch(match, action);
    if (!next.ok) throw new Error(`${action.type}: ${next.error.message}`);
    match = next.value.state;
    log = [...log, ...next.value.events];
    for (const e of next.value.events)
      steps.push({
        version: steps.length + 1,
        seat: action.type === 'rule-tricks' ? null : action.seat,
        event: e.event,
        text: '',
      });
  }
  return { players: PLAYERS, steps, match };
};
