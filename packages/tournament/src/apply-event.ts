/**
 * One step of the fold from the event log to the state. Events are trusted here: only the
 * commands of `direct.ts` create them, after their checks.
 */
import { mpForOneVp } from '@tavolo/burraco';
import { type Result, err, ok } from '@tavolo/cards';
import { SCALA40_LATE_ENTRY, byeScore, lateOutcome, walkoverLoserVp } from './arbitral.js';
import { type TournamentError, tournamentError } from './error.js';
import type { TournamentEvent } from './event.js';
import { LayeredMap } from './layered-map.js';
import type { EntrantId } from './pairing.js';
import {
  type Adjustment,
  type EntrantState,
  type Note,
  type RoundState,
  type Sanction,
  type TableResult,
  type TournamentState,
  initialState,
  roundState,
  tableAt,
  tableOf,
  withEntrant,
} from './state.js';

/** Who, when, and the event's place in the log, on everything an event derives. */
type EventStamp = { readonly at: string; readonly by: string; readonly seq: number };

/** Every event but the creation, which starts the fold, and a void, which re-folds it. */
export type FoldedEvent = Exclude<TournamentEvent, { type: 'created' | 'voided' }>;

const replaceRound = (state: TournamentState, next: RoundState): TournamentState => ({
  ...state,
  rounds: state.rounds.map((r) => (r.round === next.round ? next : r)),
});

const updateEntrant = (
  state: TournamentState,
  id: EntrantId,
  change: (e: EntrantState) => EntrantState,
): TournamentState => ({
  ...state,
  entrants: state.entrants.map((e) => (e.id === id ? change(e) : e)),
});

/** The other side(s) of `entrant`'s table in `round`. */
const opponentsAt = (round: RoundState, entrant: EntrantId): readonly EntrantId[] => {
  const at = tableOf(round, entrant);
  if (!at) return [];
  const table = tableAt(round, at.table);
  return (table?.seats ?? []).filter((s) => s !== entrant);
};

/**
 * A match not played because one side is missing (BUR-CH art. 47-48): the side present gets
 * the 70/65/60% score; the side missing gets `absentVp`.
 */
const walkover = (
  state: TournamentState,
  roundNumber: number,
  absent: EntrantId,
  absentScore: { readonly vp: number; readonly mp: number },
  reason: string,
  article: string,
  stamp: EventStamp,
  note?: Note,
): TournamentState => {
  const round = roundState(state, roundNumber);
  if (!round) return state;
  const hands = state.config.rounds[roundNumber - 1]?.hands ?? 0;
  const present = opponentsAt(round, absent);
  const at = tableOf(round, absent);
  const score = byeScore(hands);
  const adjustments: Adjustment[] = [
    ...present.map((entrant) => ({
      round: roundNumber,
      entrant,
      vp: score.vp,
      mp: score.mp,
      effect: 'score' as const,
      reason: `walkover: ${reason}`,
      note: { code: 'walkover-won', params: { absent } },
      article,
      ...stamp,
    })),
    {
      round: roundNumber,
      entrant: absent,
      vp: absentScore.vp,
      mp: absentScore.mp,
      effect: 'score',
      reason,
      ...(note ? { note } : {}),
      article,
      ...stamp,
    },
  ];
  const walkovers = new Set(round.walkovers);
  if (at) walkovers.add(at.table);
  return replaceRound(
    { ...state, adjustments: [...state.adjustments, ...adjustments] },
    {
      ...round,
      walkovers,
    },
  );
};

/**
 * BUR-CH art. 22 and 50, read together, for the sanctions of one player:
 * - a caution that repeats one for the same breach in the event ("Aver reiterato un'infrazione
 *   per la seconda volta per la quale, nello stesso evento, era stato sanzionato con un
 *   richiamo"; art. 22: "La somma di 2 richiami comportano una ammonizione") brings a warning;
 *   the 2nd, 4th, ... caution for that breach, since "la somma di 2" counts them in twos (an
 *   event may announce art. 22 alone, any two cautions: `cautionsToWarning: 'any'`);
 * - when the two cautions fall in the same round it also costs the line 100 MP in the match
 *   (art. 50: "Nello stesso turno di gioco: – La somma di 2 richiami reiterati comporta una
 *   penalizzazione di 100 MP"; art. 22: "nella partita in atto");
 * - every second warning, given or brought by cautions, costs 1 VP and the MP of one VP of the
 *   round's table in the general standings only (art. 22: "ed equivalenti M.P. in classifica
 *   generale (ciò non comporta alcun vantaggio per l'altra linea)"). Art. 50 says "Nello stesso
 *   turno o sessione di gioco": an event in Tavolo is one session (as for byes, art. 3), so the
 *   warnings count over the event.
 */
const CAUTION_ARTICLE = 'BUR-CH art. 22, 50';

const sanctionConsequences = (
  state: TournamentState,
  s: Sanction,
): { readonly sanctions: Sanction[]; readonly adjustments: Adjustment[] } => {
  const none = { sanctions: [], adjustments: [] };
  if (state.config.game !== 'burraco' || s.level === 'expulsion') return none;
  const mine = state.sanctions.filter((o) => o.entrant === s.entrant && o.player === s.player);
  const stamp = { at: s.at, by: s.by };
  if (s.level === 'caution') {
    const sameBreach = mine.filter((o) => o.level === 'caution' && o.breach === s.breach);
    const counted =
      state.config.cautionsToWarning === 'any'
        ? mine.filter((o) => o.level === 'caution')
        : sameBreach;
    const mp: Adjustment[] =
      sameBreach.filter((o) => o.round === s.round).length % 2 === 0
        ? [
            {
              round: s.round,
              entrant: s.entrant,
              vp: 0,
              mp: -100,
              effect: 'penalty',
              reason: `second caution for "${s.breach}" in round ${s.round}`,
              note: {
                code: 'second-caution-penalty',
                params: { breach: s.breach, round: s.round },
              },
              article: 'BUR-CH art. 50',
              ...stamp,
            },
          ]
        : [];
    if (counted.length % 2 !== 0) return { sanctions: [], adjustments: mp };
    const warning: Sanction = {
      ...s,
      level: 'warning',
      breach:
        counted === sameBreach
          ? `second caution for "${s.breach}"`
          : `second caution of the event (this one for "${s.breach}")`,
      note: {
        code: counted === sameBreach ? 'second-caution' : 'second-caution-any',
        params: { breach: s.breach },
      },
      article: CAUTION_ARTICLE,
    };
    const further = sanctionConsequences(
      { ...state, sanctions: [...state.sanctions, warning] },
      warning,
    );
    return {
      sanctions: [warning, ...further.sanctions],
      adjustments: [...mp, ...further.adjustments],
    };
  }
  if (mine.filter((o) => o.level === 'warning').length % 2 !== 0) return none;
  const table = state.config.vpTables[String(state.config.rounds[s.round - 1]?.hands)];
  return {
    sanctions: [],
    adjustments: [
      {
        round: s.round,
        entrant: s.entrant,
        vp: -1,
        mp: table ? -mpForOneVp(table) : 0,
        effect: 'standings',
        reason: 'second warning of the event: 1 VP and its MP in the general standings',
        note: { code: 'second-warning', params: {} },
        article: 'BUR-CH art. 22, 50',
        ...stamp,
      },
    ],
  };
};

const addSanction = (state: TournamentState, s: Sanction): TournamentState => {
  const withSanction = { ...state, sanctions: [...state.sanctions, s] };
  const consequences = sanctionConsequences(withSanction, s);
  const next = {
    ...withSanction,
    sanctions: [...withSanction.sanctions, ...consequences.sanctions],
    adjustments: [...state.adjustments, ...consequences.adjustments],
  };
  // An expelled player's entrant plays no further round (BUR-CH art. 50, S40-CdG art. 25).
  return s.level === 'expulsion'
    ? updateEntrant(next, s.entrant, (e) => ({ ...e, leftFromRound: s.round + 1 }))
    : next;
};

/** The entrant a registration adds, when `paired` rounds have been paired. */
const entrantOf = (
  event: Extract<FoldedEvent, { type: 'registered' }>,
  paired: number,
): EntrantState => ({
  ...event.entrant,
  registeredAfterRound: paired,
  lateMinutes: event.lateMinutes ?? 0,
  leftFromRound: null,
  leftDuringRound: null,
});

/** The state after one more event; `created` only ever starts a log (see `replay`). */
export const applyEvent = (state: TournamentState, event: FoldedEvent): TournamentState => ({
  ...applyToState(state, event, { at: event.at, by: event.by, seq: state.version + 1 }),
  version: state.version + 1,
});

const applyToState = (
  state: TournamentState,
  event: FoldedEvent,
  stamp: EventStamp,
): TournamentState => {
  switch (event.type) {
    case 'registered': {
      const paired = state.rounds.length;
      const entrant = entrantOf(event, paired);
      // S40-CdG art. 26: one award, whatever the rounds missed, on the last round whose
      // standings were drawn up when he arrived.
      const missed: Adjustment[] =
        state.config.game === 'scala40' && paired >= 2
          ? [
              {
                round: paired - 1,
                entrant: entrant.id,
                vp: SCALA40_LATE_ENTRY.vp,
                mp: SCALA40_LATE_ENTRY.mp,
                effect: 'score' as const,
                reason: 'late entry after the standings of round 1',
                note: { code: 'late-entry', params: { round: 1 } },
                article: SCALA40_LATE_ENTRY.article,
                ...stamp,
              },
            ]
          : [];
      return {
        ...state,
        entrants: withEntrant(state.entrants, entrant),
        adjustments: [...state.adjustments, ...missed],
        registrations: state.registrations + 1,
      };
    }
    case 'late-seated': {
      const round = roundState(state, event.round);
      if (!round) return state;
      // Scala 40: a fourth player at a table of three. Burraco: a new highest table where the
      // resting pair now plays (BUR-CH art. 3).
      const joins = event.joins;
      const tables =
        joins === undefined
          ? round.pairing.tables.map((t) =>
              t.table === event.table ? { ...t, seats: [...t.seats, event.entrant] } : t,
            )
          : [...round.pairing.tables, { table: event.table, seats: [joins, event.entrant] }];
      const byes = round.pairing.byes.filter((b) => b !== joins);
      const seated = replaceRound(state, {
        ...round,
        pairing: {
          ...round.pairing,
          tables,
          byes,
          explanation: [
            ...round.pairing.explanation,
            { code: 'late-seated', params: { entrant: event.entrant, table: event.table } },
          ],
        },
      });
      return state.config.game === 'burraco'
        ? lateConsequence(
            withLateArrival(seated, event.round, event.entrant, event.minutes, stamp),
            event.round,
            event.entrant,
            event.minutes,
            stamp,
          )
        : seated;
    }
    case 'withdrawn': {
      const left = updateEntrant(state, event.entrant, (e) => ({
        ...e,
        leftFromRound: event.during ? event.round + 1 : event.round,
        leftDuringRound: event.during ? event.round : null,
      }));
      if (!event.during || state.config.game !== 'burraco') return left;
      return walkover(
        left,
        event.round,
        event.entrant,
        { vp: 0, mp: 0 },
        `withdrawal during the round: ${event.reason}`,
        'BUR-CH art. 47',
        stamp,
        { code: 'withdrawal-during', params: { reason: event.reason } },
      );
    }
    case 'round-paired':
      return {
        ...state,
        rounds: [
          ...state.rounds,
          {
            round: event.pairing.round,
            pairing: event.pairing,
            seating: event.seating ?? null,
            phaseOrder: event.phaseOrder ?? null,
            results: new Map(),
            walkovers: new Set(),
            pairedAt: event.at,
            publishedAt: null,
          },
        ],
      };
    case 'result-entered': {
      const round = roundState(state, event.round);
      if (!round) return state;
      const result: TableResult = { hands: event.hands, signedBy: event.signedBy, corrections: 0 };
      // Not a copy of the round's map per score sheet: that made a replay cost tables².
      const results = LayeredMap.of(round.results).with(event.table, result);
      return replaceRound(state, { ...round, results });
    }
    case 'result-corrected': {
      const round = roundState(state, event.round);
      const before = round?.results.get(event.table);
      if (!round || !before) return state;
      const results = LayeredMap.of(round.results).with(event.table, {
        ...before,
        hands: event.hands,
        corrections: before.corrections + 1,
      });
      return replaceRound(
        {
          ...state,
          corrections: [
            ...state.corrections,
            {
              round: event.round,
              table: event.table,
              kind: event.kind,
              reason: event.reason,
              before: before.hands,
              after: event.hands,
              ...stamp,
            },
          ],
        },
        { ...round, results },
      );
    }
    case 'arrived-late':
      return lateConsequence(
        withLateArrival(state, event.round, event.entrant, event.minutes, stamp),
        event.round,
        event.entrant,
        event.minutes,
        stamp,
      );
    case 'sanctioned':
      return addSanction(state, { ...event, ...stamp });
    case 'ruled':
      return {
        ...state,
        rulings: [
          ...state.rulings,
          {
            round: event.round,
            table: event.table,
            entrant: event.entrant,
            player: event.player ?? null,
            entry: event.entry,
            answers: event.answers,
            article: event.article,
            ruling: event.ruling,
            at: stamp.at,
            by: stamp.by,
            seq: stamp.seq,
          },
        ],
      };
    case 'penalized':
      return {
        ...state,
        adjustments: [
          ...state.adjustments,
          {
            round: event.round,
            entrant: event.entrant,
            vp: -event.vp,
            mp: -event.mp,
            effect: 'penalty',
            reason: event.reason,
            article: event.article,
            ...stamp,
          },
        ],
      };
    case 'score-assigned':
      return assignedScore(state, event, stamp);
    case 'round-published': {
      const round = roundState(state, event.round);
      return round && round.publishedAt === null
        ? replaceRound(state, { ...round, publishedAt: event.at })
        : state;
    }
    case 'tie-order-set':
      return { ...state, tieOrder: event.order };
  }
};

/**
 * An assigned score replaces the named entrant's score in the round, and only that: the rest of
 * the table keeps its result as played (`others: 'played'`), waits for assigned scores of its
 * own (`own`), or, present, wins by walkover (`walkover`: the 70/65/60% score of BUR-CH art.
 * 47-48 while the named entrant gets the score assigned).
 *
 * Logs written before `others` existed hold assignments without it. Such an assignment keeps
 * the meaning it had when the director recorded it, because standings were published and
 * prizes given with that meaning: it replaces any earlier score of the entrant in the round and
 * makes the whole table a walkover, where the other seats have no score for the round unless
 * they were given one. A new assignment always states `others` (direct.ts).
 */
const assignedScore = (
  state: TournamentState,
  event: Extract<FoldedEvent, { type: 'score-assigned' }>,
  stamp: EventStamp,
): TournamentState => {
  const round = roundState(state, event.round);
  const score: Adjustment = {
    round: event.round,
    entrant: event.entrant,
    vp: event.vp,
    mp: event.mp,
    effect: 'score',
    reason: event.reason,
    article: event.article,
    ...stamp,
  };
  switch (event.others) {
    case 'played':
    case 'own':
      return { ...state, adjustments: [...state.adjustments, score] };
    case 'walkover':
      return walkover(
        state,
        event.round,
        event.entrant,
        { vp: event.vp, mp: event.mp },
        event.reason,
        event.article,
        stamp,
      );
    case undefined: {
      const at = round ? tableOf(round, event.entrant) : null;
      const walkovers = new Set(round?.walkovers ?? []);
      if (at) walkovers.add(at.table);
      const withScore: TournamentState = {
        ...state,
        adjustments: [
          ...state.adjustments.filter(
            (a) =>
              !(a.round === event.round && a.entrant === event.entrant && a.effect === 'score'),
          ),
          score,
        ],
      };
      return round ? replaceRound(withScore, { ...round, walkovers }) : withScore;
    }
  }
};

/** Records a late arrival, so that the same one is never charged twice (direct.ts). */
const withLateArrival = (
  state: TournamentState,
  round: number,
  entrant: EntrantId,
  minutes: number,
  stamp: EventStamp,
): TournamentState => ({
  ...state,
  lateArrivals: [...state.lateArrivals, { round, entrant, minutes, at: stamp.at, seq: stamp.seq }],
});

/** BUR-CH art. 48, applied through `lateOutcome`. */
const lateConsequence = (
  state: TournamentState,
  round: number,
  entrant: EntrantId,
  minutes: number,
  stamp: EventStamp,
): TournamentState => {
  const outcome = lateOutcome(round, minutes);
  const article = 'BUR-CH art. 48';
  const hands = state.config.rounds[round - 1]?.hands ?? 0;
  switch (outcome.kind) {
    case 'none':
      return state;
    case 'warning':
      return addSanction(state, {
        round,
        entrant,
        player: '',
        level: 'warning',
        breach: `late ${minutes} min at the start of round ${round}`,
        note: { code: 'late-warning', params: { minutes, count: minutes, round } },
        article,
        ...stamp,
      });
    case 'penalty':
      return {
        ...state,
        adjustments: [
          ...state.adjustments,
          {
            round,
            entrant,
            vp: 0,
            mp: -outcome.mp,
            effect: 'penalty',
            reason: `late ${minutes} min`,
            note: { code: 'late-penalty', params: { minutes, count: minutes } },
            article,
            ...stamp,
          },
        ],
      };
    case 'walkover':
      return walkover(
        state,
        round,
        entrant,
        { vp: walkoverLoserVp(hands), mp: 0 },
        `late ${minutes} min: match lost`,
        article,
        stamp,
        { code: 'late-match-lost', params: { minutes, count: minutes } },
      );
  }
};

/** The places in the log of the events some void takes back. */
export const voidedTargets = (events: readonly TournamentEvent[]): ReadonlySet<number> => {
  const targets = new Set<number>();
  for (const e of events) if (e.type === 'voided') targets.add(e.target);
  return targets;
};

/**
 * A void's place in the log is only checked here: it takes back an earlier decision, never the
 * creation or another void (void.ts refuses such a command; a log from elsewhere is checked).
 */
const badVoid = (events: readonly TournamentEvent[], seq: number, target: number): boolean =>
  !Number.isInteger(target) || target < 2 || target >= seq || events[target - 1]?.type === 'voided';

/**
 * The state after every event of a log, in order; a log must start with its creation. An event
 * some later void takes back is skipped, so the state is that of the log without it; it still
 * counts in `version` (the log's places do not move) and a registration in `registrations`.
 */
export const replay = (
  events: readonly TournamentEvent[],
): Result<TournamentState, TournamentError> => {
  const [first, ...rest] = events;
  if (first?.type !== 'created')
    return err(
      tournamentError('bad-log', 'Tavolo', 'a tournament log starts with its creation', {
        check: 'log-no-creation',
      }),
    );
  const voided = voidedTargets(events);
  let state = initialState(first.config, first.at);
  let seq = 1;
  // Registrations before round 1 only add an entrant each (`applyEvent`): a run of them is
  // added with one copy of the list, not one per entry, which cost the square of the entries.
  let entries: EntrantState[] = [];
  const withEntries = (before: TournamentState): TournamentState => {
    if (entries.length === 0) return before;
    const after = { ...before, entrants: [...before.entrants, ...entries] };
    entries = [];
    return after;
  };
  for (const event of rest) {
    seq += 1;
    if (event.type === 'created')
      return err(
        tournamentError('bad-log', 'Tavolo', 'a tournament is created only once', {
          check: 'log-created-twice',
          seq,
        }),
      );
    if (event.type === 'voided' && badVoid(events, seq, event.target))
      return err(
        tournamentError(
          'bad-log',
          'Tavolo',
          `event ${seq} voids ${event.target}, which it cannot`,
          {
            check: 'log-bad-void',
            seq,
            target: String(event.target),
          },
        ),
      );
    const skipped = event.type === 'voided' || voided.has(seq);
    if (!skipped && event.type === 'registered' && state.rounds.length === 0) {
      entries.push(entrantOf(event, 0));
      state = { ...state, version: state.version + 1, registrations: state.registrations + 1 };
      continue;
    }
    if (!skipped) state = withEntries(state);
    state = skipped
      ? {
          ...state,
          version: state.version + 1,
          registrations: state.registrations + (event.type === 'registered' ? 1 : 0),
        }
      : applyEvent(state, event);
  }
  return ok(withEntries(state));
};
