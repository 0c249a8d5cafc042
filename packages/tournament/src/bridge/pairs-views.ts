/**
 * The views a store keeps beside a bridge pairs event's log (views.ts has the other games'):
 * a summary for the lists of events and the standings of the event as scored so far. And the
 * projection a store runs at every append whatever the game: a bridge event's log by this
 * module, any other by `projectLog`, told apart by the game the event is stored under.
 */
import type { EventEnvelope } from '../log-codec.js';
import { type SummaryFigures, type ViewStandingRow, projectLog } from '../views.js';
import { BRIDGE_GAME, fromBridgeEnvelope } from './pairs-log.js';
import { bridgeStandings } from './pairs-standings.js';
import { replayBridgePairs } from './pairs-state.js';
import { pairsStatus } from './pairs-status.js';

/** The rounds whose every board has a confirmed result. */
const roundsDone = (state: Parameters<typeof pairsStatus>[0]): number => {
  let done = 0;
  for (const [i, encounters] of state.movement.rounds.entries()) {
    const all = encounters.every((e) =>
      [...state.results.values()].some(
        (r) => r.round === i + 1 && r.table === e.table && r.confirmedBy !== null,
      ),
    );
    if (!all) break;
    done = i + 1;
  }
  return done;
};

/**
 * The summary and standings of a bridge pairs event, the standings once the official score is
 * published. The standings rows hold a pair's
 * matchpoints (or IMPs) as `mp` and, at matchpoints, its percentage as `vp` (two decimals), the
 * one figure the event ranks by; `played` counts its rounds with a score.
 */
export const projectBridgeLog = (
  envelopes: readonly EventEnvelope[],
): { readonly summary: SummaryFigures; readonly standings: readonly ViewStandingRow[] } => {
  const events = envelopes.map(fromBridgeEnvelope).flatMap((r) => (r.ok ? [r.value] : []));
  const replayed = replayBridgePairs(events);
  const invalid = {
    summary: { status: 'invalid-log', currentRound: 0, totalRounds: 0, entrantCount: 0 },
    standings: [],
  };
  if (!replayed.ok) return invalid;
  const state = replayed.value;
  const now = events.at(-1)?.at ?? state.createdAt;
  const fields = bridgeStandings(state);
  if (!fields.ok) return invalid;
  const status = pairsStatus(state, now);
  const total = state.movement.rounds.length;
  // The standings follow the boards' results, which travel until the official score (LAW 79C):
  // the public views show none before it (the directors fold the whole log themselves).
  const standings = (state.publishedAt === null ? [] : fields.value).flatMap((f) =>
    f.standings.map((row): ViewStandingRow => ({
      round: total,
      entrantId: String(row.pair),
      rank: row.rank,
      name: row.players.join(' - '),
      vp: row.percentage === null ? 0 : Math.round(row.percentage * 100) / 100,
      mp: row.score,
      played: Math.round(row.boards / state.config.boardsPerRound),
    })),
  );
  return {
    summary: {
      status:
        state.results.size === 0 ? 'registration' : status === 'final' ? 'finished' : 'in-progress',
      currentRound: roundsDone(state),
      totalRounds: total,
      entrantCount: state.pairs.size,
    },
    standings,
  };
};

/** The projection for a store holding events of every game. */
export const projectEventLog = (
  envelopes: readonly EventEnvelope[],
  tournament: { readonly game: string },
) => (tournament.game === BRIDGE_GAME ? projectBridgeLog(envelopes) : projectLog(envelopes));
