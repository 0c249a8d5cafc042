/**
 * The director's discipline: late arrivals at the start of a round (BUR-CH art. 48), sanctions
 * (richiamo, ammonizione, espulsione: BUR-CH art. 50, S40-CdG art. 25) and penalties in MP or VP,
 * each recorded once; an identical one in the same round only once confirmed (confirm.ts).
 */
import { type Confirmable, unlessDoubted } from './confirm.js';
import type { Doubt } from './error.js';
import { zoneParam } from './event-time.js';
import type { SanctionLevel, Stamp } from './event.js';
import type { EntrantId } from './pairing.js';
import { type TournamentState, entrantById, roundState, tableOf } from './state.js';
import {
  type Outcome,
  currentRound,
  decisionProblem,
  problem,
  refuse,
  refuseFor,
  refuseWith,
  stamped,
  withStamp,
} from './decision.js';

export const arriveLate = (
  state: TournamentState,
  request: { readonly entrant: EntrantId; readonly minutes: number },
  stamp: Stamp,
): Outcome =>
  withStamp(state, stamp, () => {
    const round = currentRound(state);
    if (state.config.game !== 'burraco')
      return refuse('not-burraco', 'late-arrival penalties are those of BUR-CH art. 48', {
        game: state.config.game,
      });
    if (!Number.isInteger(request.minutes) || request.minutes < 0)
      return refuse('bad-minutes', 'minutes late are a whole number, 0 or more', {
        minutes: String(request.minutes),
      });
    const r = roundState(state, round);
    const at = r ? tableOf(r, request.entrant) : null;
    if (!r || !at)
      return refuse(
        'not-playing',
        `${request.entrant} has no table in round ${round}`,
        { entrant: request.entrant, round },
        'BUR-CH art. 48',
      );
    if (r.results.has(at.table))
      return refuse('table-finished', `table ${at.table} has already delivered its score`, {
        round,
        table: at.table,
      });
    // Art. 48 charges one arrival per round, whether recorded here or at a late entry.
    const first = state.lateArrivals.find(
      (l) => l.round === round && l.entrant === request.entrant,
    );
    if (first)
      return refuseWith(
        'already-late',
        'BUR-CH art. 48',
        `${request.entrant} was already recorded ${first.minutes} min late in round ${round} (event ${first.seq}, ${first.at}): void that event to change it`,
        {
          entrant: request.entrant,
          round,
          minutes: first.minutes,
          count: first.minutes,
          at: first.at,
          seq: first.seq,
          ...zoneParam(state.config),
        },
      );
    return stamped(stamp, {
      type: 'arrived-late',
      round,
      entrant: request.entrant,
      minutes: request.minutes,
    });
  });

/** An identical sanction in the same round is recorded once confirmed (confirm.ts). */
export interface SanctionRequest extends Confirmable {
  readonly entrant: EntrantId;
  readonly player: string;
  readonly level: SanctionLevel;
  readonly breach: string;
  readonly article?: string;
}

export const sanction = (state: TournamentState, s: SanctionRequest, stamp: Stamp): Outcome =>
  withStamp(state, stamp, () => {
    const entrant = entrantById(state, s.entrant);
    if (!entrant)
      return refuse('unknown-entrant', `no entrant ${s.entrant}`, { entrant: s.entrant });
    if (!entrant.players.includes(s.player))
      return refuse('unknown-player', `${s.player} does not play for ${s.entrant}`, {
        player: s.player,
        entrant: s.entrant,
      });
    if (!['caution', 'warning', 'expulsion'].includes(s.level))
      return refuse(
        'bad-level',
        'a sanction is a caution, a warning or an expulsion',
        { level: String(s.level) },
        'BUR-CH art. 50',
      );
    if (typeof s.breach !== 'string' || s.breach.trim() === '')
      return refuse('reason-required', 'a sanction names the breach', { entrant: s.entrant });
    if (currentRound(state) === 0)
      return refuse('not-started', 'sanctions are given during play', { entrant: s.entrant });
    const round = currentRound(state);
    const breach = s.breach.trim();
    const article =
      s.article ?? (state.config.game === 'burraco' ? 'BUR-CH art. 50' : 'S40-CdG art. 25');
    const mine = state.sanctions.filter((o) => o.entrant === s.entrant && o.player === s.player);
    const expelled = mine.find((o) => o.level === 'expulsion');
    // An expulsion ends the player's event: it happens once.
    if (expelled && s.level === 'expulsion')
      return refuseWith(
        'already-expelled',
        expelled.article,
        `${s.player} was expelled in round ${expelled.round} (event ${expelled.seq ?? '?'})`,
        { player: s.player, entrant: s.entrant, round: expelled.round, seq: expelled.seq ?? 0 },
      );
    // A second caution for the same breach is a rule of its own (BUR-CH art. 22, 50), so an
    // identical sanction is not refused; it is recorded only once the director confirms it.
    const same = mine.find((o) => o.round === round && o.level === s.level && o.breach === breach);
    const doubts: Doubt[] = same
      ? [
          {
            code: 'repeated-sanction',
            article: same.article,
            message: `${s.player} already has this ${s.level} for "${breach}" in round ${round} (event ${same.seq ?? '?'}, ${same.at})`,
            params: {
              player: s.player,
              level: s.level,
              breach,
              round,
              seq: same.seq ?? 0,
              at: same.at,
              ...zoneParam(state.config),
            },
          },
        ]
      : [];
    return unlessDoubted(doubts, s, () =>
      stamped(stamp, {
        type: 'sanctioned',
        round,
        entrant: s.entrant,
        player: s.player,
        level: s.level,
        breach,
        article,
      }),
    );
  });

/** An identical penalty in the same round is recorded once confirmed (confirm.ts). */
export interface PenaltyRequest extends Confirmable {
  readonly entrant: EntrantId;
  readonly round?: number;
  readonly mp: number;
  readonly vp: number;
  readonly reason: string;
  readonly article: string;
}

export const penalize = (state: TournamentState, p: PenaltyRequest, stamp: Stamp): Outcome =>
  withStamp(state, stamp, () => {
    const round = p.round ?? currentRound(state);
    const wrong = decisionProblem(state, p.entrant, round, p.reason, p.article);
    if (wrong) return refuseFor('bad-penalty', wrong);
    if (
      !Number.isInteger(p.mp) ||
      !Number.isInteger(p.vp) ||
      p.mp < 0 ||
      p.vp < 0 ||
      p.mp + p.vp === 0
    )
      return refuseFor(
        'bad-penalty',
        problem('penalty-amount', 'a penalty takes a whole, positive number of MP or VP', {
          mp: String(p.mp),
          vp: String(p.vp),
        }),
      );
    // The same penalty twice in a round can be meant (two breaches alike); it is not doubled
    // silently but recorded once the director confirms it.
    const same = state.adjustments.find(
      (a) =>
        a.effect === 'penalty' &&
        a.round === round &&
        a.entrant === p.entrant &&
        a.mp === -p.mp &&
        a.vp === -p.vp &&
        a.reason === p.reason &&
        a.article === p.article,
    );
    const doubts: Doubt[] = same
      ? [
          {
            code: 'repeated-penalty',
            article: p.article,
            message: `${p.entrant} already has this penalty in round ${round} (event ${same.seq ?? '?'}, ${same.at})`,
            params: {
              entrant: p.entrant,
              round,
              mp: p.mp,
              vp: p.vp,
              seq: same.seq ?? 0,
              at: same.at,
              ...zoneParam(state.config),
            },
          },
        ]
      : [];
    return unlessDoubted(doubts, p, () =>
      stamped(stamp, {
        type: 'penalized',
        round,
        entrant: p.entrant,
        mp: p.mp,
        vp: p.vp,
        reason: p.reason,
        article: p.article,
      }),
    );
  });
