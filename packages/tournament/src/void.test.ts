/**
 * Voids: every kind of decision can be taken back, the state after a void is the state of the
 * log without the voided decision, and a decision later ones rest on is refused until those are
 * voided first.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { replay } from './apply-event.js';
import type { ConfigInput } from './config.js';
import {
  type Outcome,
  arriveLate,
  assignScore,
  correctResult,
  enterResult,
  pair,
  penalize,
  publish,
  register,
  sanction,
  setTieOrder,
  withdraw,
} from './direct.js';
import type { TournamentEvent } from './event.js';
import { checkTableSheet } from './plausibility.js';
import { roundScores } from './scoring.js';
import { standings } from './standings.js';
import { type TournamentState, entrantById, tableOf } from './state.js';
import {
  Log,
  at,
  e1Wins1400To700,
  eventWith,
  firstSideWins,
  scala40SheetByRank,
  unwrap,
} from './test-support.js';
import { decisionOf, dependentsOf, voidDecision } from './void.js';

const BURRACO: ConfigInput = {
  name: 'Trofeo',
  game: 'burraco',
  kind: 'pairs',
  correctionMinutes: 600,
  rounds: [1, 2, 3].map(() => ({ movement: { kind: 'danish', variant: 'modified' }, hands: 3 })),
};

const SCALA40: ConfigInput = {
  name: 'Coppa',
  game: 'scala40',
  kind: 'individual',
  correctionMinutes: 600,
  rounds: [1, 2, 3].map(() => ({ movement: { kind: 'standings-tables' }, hands: 3 })),
};

const voidIt = (log: Log, target: number, minute: number): Outcome =>
  voidDecision(log.state, log.events, { target, reason: 'errore di battitura' }, at(minute));

/**
 * The state of the log that never had the events at `seqs` (1-based), nor any event voided in
 * it, nor its voids.
 */
const without = (events: readonly TournamentEvent[], seqs: readonly number[]): TournamentState => {
  const gone = new Set([
    ...seqs,
    ...events.flatMap((e) => (e.type === 'voided' ? [e.target] : [])),
  ]);
  return unwrap(replay(events.filter((e, i) => !gone.has(i + 1) && e.type !== 'voided')));
};

/** What the director reads: the standings after every round, and each round's scores. */
const figures = (state: TournamentState) =>
  state.rounds.map((r) => ({
    standings: standings(state, r.round),
    scores: roundScores(state, r.round),
  }));

/** Voids `target` and checks that the state is that of the log that never had its decision. */
const voidsCleanly = (log: Log, target: number, minute: number) => {
  const before = [...log.events];
  const decision = decisionOf(before, target);
  log.do(() => voidIt(log, target, minute));
  const expected = without(before, decision);
  expect(figures(log.state)).toEqual(figures(expected));
  expect(log.state.entrants.map((e) => e.id)).toEqual(expected.entrants.map((e) => e.id));
  expect(log.state.sanctions.length).toBe(expected.sanctions.length);
  expect(log.state.tieOrder).toEqual(expected.tieOrder);
  expect(log.state.version).toBe(log.events.length);
};

const last = (log: Log) => log.events.length;

/** Four pairs, round 1 paired and played (tables 1 and 2), at 15:50. */
const playedRound = () => {
  const log = eventWith(BURRACO, 4);
  log.do((s) => pair(s, {}, at(5)));
  firstSideWins(log, 1, 50);
  return log;
};

const seatOf = (log: Log, round: number, table = 0, side = 0) =>
  log.state.rounds[round - 1]?.pairing.tables[table]?.seats[side] as string;

describe('voiding each kind of decision', () => {
  it('Tavolo: a registration, and the next entrant gets a new id, never the voided one', () => {
    const log = eventWith(BURRACO, 4);
    log.do((s) => register(s, { players: ['Doppio Uno', 'Doppio Due'] }, at(2)));
    voidsCleanly(log, last(log), 3);
    expect(log.state.entrants.map((e) => e.id)).toEqual(['E1', 'E2', 'E3', 'E4']);
    const [again] = log.do((s) => register(s, { players: ['Doppio Uno', 'Doppio Due'] }, at(4)));
    expect(again).toMatchObject({ type: 'registered', entrant: { id: 'E6' } });
  });

  it('BUR-CH art. 3, 48: a late entry, its registration and its seat with the late penalty, by one void', () => {
    const log = eventWith(BURRACO, 5);
    log.do((s) => pair(s, {}, at(5)));
    log.do((s) => register(s, { players: ['Tardi Uno', 'Tardi Due'], lateMinutes: 4 }, at(9)));
    const registered = last(log) - 1;
    expect(log.events[last(log) - 1]).toMatchObject({ type: 'late-seated', entrant: 'E6' });
    expect(log.state.adjustments.filter((a) => a.entrant === 'E6')).toHaveLength(1);
    expect(decisionOf(log.events, registered)).toEqual([registered, last(log)]);
    expect(dependentsOf(log.events, registered)).toEqual([]);
    const before = [...log.events];
    const voids = log.do(() => voidIt(log, registered, 10));
    expect(voids.map((v) => v.type === 'voided' && v.target)).toEqual([registered + 1, registered]);
    const expected = without(before, [registered, registered + 1]);
    expect(figures(log.state)).toEqual(figures(expected));
    expect(log.state.entrants.map((e) => e.id)).toEqual(['E1', 'E2', 'E3', 'E4', 'E5']);
    expect(log.state.rounds[0]?.pairing.tables).toHaveLength(2);
    expect(log.state.adjustments).toEqual([]);
    expect(voidIt(log, registered + 1, 11)).toMatchObject({
      ok: false,
      error: { code: 'already-voided', params: { by: last(log) - 1 } },
    });
  });

  it('BUR-CH art. 3: citing the seat of a late entry takes back the entry whole, and a sheet at its table is voided first', () => {
    const log = eventWith(BURRACO, 5);
    log.do((s) => pair(s, {}, at(5)));
    log.do((s) => register(s, { players: ['Tardi Uno', 'Tardi Due'] }, at(9)));
    const seated = last(log);
    firstSideWins(log, 1, 50);
    const sheet = log.events.findIndex((e) => e.type === 'result-entered' && e.table === 3) + 1;
    expect(voidIt(log, seated, 51)).toMatchObject({
      ok: false,
      error: { code: 'has-dependents', params: { target: seated, dependents: String(sheet) } },
    });
    log.do(() => voidIt(log, sheet, 52));
    const before = [...log.events];
    log.do(() => voidIt(log, seated, 53));
    expect(figures(log.state)).toEqual(figures(without(before, [seated - 1, seated])));
    expect(log.state.entrants.map((e) => e.id)).not.toContain('E6');
  });

  it('S40-CdG art. 26: a late entry with its award and its seat at a table of three, by one void', () => {
    const log = new Log(SCALA40);
    for (let i = 1; i <= 7; i++) log.do((s) => register(s, { players: [`Giocatore ${i}`] }, at(1)));
    log.do((s) => pair(s, {}, at(5)));
    for (const t of log.state.rounds[0]?.pairing.tables ?? [])
      scala40SheetByRank(log, 1, t.table, 50);
    log.do((s) => pair(s, {}, at(60)));
    log.do((s) => register(s, { players: ['Ritardatario'] }, at(62)));
    const registered = last(log) - 1;
    expect(log.events[last(log) - 1]).toMatchObject({ type: 'late-seated', round: 2 });
    expect(log.state.adjustments.filter((a) => a.entrant === 'E8')).toHaveLength(1);
    voidsCleanly(log, registered, 63);
    expect(log.state.entrants.map((e) => e.id)).not.toContain('E8');
    expect(log.state.adjustments).toEqual([]);
    expect(log.state.rounds[1]?.pairing.tables.every((t) => !t.seats.includes('E8'))).toBe(true);
  });

  it('BUR-CH art. 48: a late arrival, and the same arrival may then be recorded right', () => {
    const log = playedRound();
    log.do((s) => pair(s, {}, at(60)));
    const e = seatOf(log, 2);
    log.do((s) => arriveLate(s, { entrant: e, minutes: 12 }, at(72)));
    voidsCleanly(log, last(log), 73);
    log.do((s) => arriveLate(s, { entrant: e, minutes: 4 }, at(74)));
  });

  it('BUR-CH art. 50: a caution, and the second caution no longer makes a warning', () => {
    const log = playedRound();
    const e = seatOf(log, 1);
    const player = log.state.entrants.find((x) => x.id === e)?.players[0] as string;
    const caution = { entrant: e, player, level: 'caution' as const, breach: 'parla' };
    log.do((s) => sanction(s, caution, at(51)));
    const first = last(log);
    log.do((s) => sanction(s, { ...caution, confirm: true }, at(52)));
    expect(log.state.sanctions.map((x) => x.level)).toEqual(['caution', 'caution', 'warning']);
    voidsCleanly(log, first, 53);
    expect(log.state.sanctions.map((x) => x.level)).toEqual(['caution']);
    expect(log.state.adjustments.filter((a) => a.entrant === e)).toEqual([]);
  });

  it('BUR-CH art. 50: a penalty, the one `penalize --mp -100` could never take back', () => {
    const log = playedRound();
    log.do((s) =>
      penalize(
        s,
        { entrant: 'E1', mp: 100, vp: 1, reason: 'r', article: 'BUR-CH art. 50' },
        at(51),
      ),
    );
    voidsCleanly(log, last(log), 52);
    expect(log.state.adjustments).toEqual([]);
  });

  it('BUR-CH art. 19: an assigned score', () => {
    const log = playedRound();
    const e = seatOf(log, 1);
    log.do((s) =>
      assignScore(
        s,
        { entrant: e, round: 1, vp: 20, mp: 900, reason: 'r', article: 'BUR-CH art. 19' },
        at(51),
      ),
    );
    voidsCleanly(log, last(log), 52);
  });

  it('BUR-CH art. 47: a withdrawal during the round, and its walkover with it', () => {
    const log = eventWith(BURRACO, 4);
    log.do((s) => pair(s, {}, at(5)));
    const e = seatOf(log, 1);
    log.do((s) => withdraw(s, { entrant: e, during: true, reason: 'malore' }, at(20)));
    voidsCleanly(log, last(log), 21);
    expect(log.state.entrants.every((x) => x.leftFromRound === null)).toBe(true);
    expect(log.state.rounds[0]?.walkovers.size).toBe(0);
  });

  it("Tavolo: the organizer's tie order", () => {
    const log = playedRound();
    log.do((s) => setTieOrder(s, ['E4', 'E3'], at(51)));
    voidsCleanly(log, last(log), 52);
    expect(log.state.tieOrder).toEqual([]);
  });

  it('BUR-CH art. 21: a correction, and the sheet is back as delivered', () => {
    const log = eventWith(BURRACO, 2);
    log.do((s) => pair(s, {}, at(5)));
    e1Wins1400To700(log);
    log.do((s) =>
      correctResult(
        s,
        {
          round: 1,
          table: 1,
          hands: [
            [600, 200],
            [300, 400],
            [600, 100],
          ],
          kind: 'calculation',
          agreedBy: [],
          reason: 'somma',
        },
        at(55),
      ),
    );
    voidsCleanly(log, last(log), 56);
    expect(log.state.rounds[0]?.results.get(1)?.hands[2]).toEqual([500, 100]);
  });

  it('S40-CdG art. 23: a result, a publication and a pairing, each once nothing rests on it', () => {
    const log = new Log(SCALA40);
    for (let i = 1; i <= 4; i++) log.do((s) => register(s, { players: [`Giocatore ${i}`] }, at(1)));
    log.do((s) => pair(s, {}, at(5)));
    const paired = last(log);
    scala40SheetByRank(log, 1, 1, 50);
    const result = last(log);
    log.do((s) => publish(s, 1, at(55)));
    voidsCleanly(log, last(log), 56);
    expect(log.state.rounds[0]?.publishedAt).toBeNull();
    voidsCleanly(log, result, 57);
    voidsCleanly(log, paired, 58);
    expect(log.state.rounds).toEqual([]);
  });
});

describe('what cannot be voided', () => {
  it('Tavolo: the creation, a void, an event voided already, a place the log does not have, a void without reason', () => {
    const log = playedRound();
    expect(voidIt(log, 1, 51)).toMatchObject({
      ok: false,
      error: { code: 'cannot-void-creation' },
    });
    expect(voidIt(log, 99, 51)).toMatchObject({
      ok: false,
      error: { code: 'unknown-event', params: { target: 99, last: last(log) } },
    });
    log.do((s) => setTieOrder(s, ['E2'], at(51)));
    const order = last(log);
    log.do(() => voidIt(log, order, 52));
    expect(voidIt(log, order, 53)).toMatchObject({
      ok: false,
      error: { code: 'already-voided', params: { target: order, by: last(log) } },
    });
    expect(voidIt(log, last(log), 53)).toMatchObject({
      ok: false,
      error: { code: 'cannot-void-void' },
    });
    expect(voidDecision(log.state, log.events, { target: 2, reason: ' ' }, at(53))).toMatchObject({
      ok: false,
      error: { code: 'reason-required' },
    });
    // A log from elsewhere whose void cites a void: refused with what is wrong, by its check.
    const bad = [
      ...log.events,
      { type: 'voided' as const, target: last(log), reason: 'r', ...at(54) },
    ];
    expect(replay(bad)).toMatchObject({
      ok: false,
      error: {
        code: 'bad-log',
        params: { check: 'log-bad-void', seq: bad.length, target: String(last(log)) },
      },
    });
  });

  it('Tavolo: a registration named by a pairing, a pairing with results, listed whole, latest first to void', () => {
    const log = playedRound();
    const pairing = 6;
    expect(log.events[pairing - 1]?.type).toBe('round-paired');
    const chain = dependentsOf(log.events, 2);
    expect(chain).toEqual([6, 7, 8]);
    expect(voidIt(log, 2, 51)).toMatchObject({
      ok: false,
      error: { code: 'has-dependents', params: { target: 2, dependents: '6, 7, 8', count: 3 } },
    });
    expect(dependentsOf(log.events, pairing)).toEqual([7, 8]);
    // From the latest back, every void is accepted.
    for (const seq of [8, 7, 6]) log.do(() => voidIt(log, seq, 52));
    voidsCleanly(log, 2, 53);
    expect(log.state.entrants.map((e) => e.id)).toEqual(['E2', 'E3', 'E4']);
  });

  it('BUR-CH art. 21: a result with a correction, or with the next round paired on it', () => {
    const log = playedRound();
    const result = 7;
    log.do((s) =>
      correctResult(
        s,
        {
          round: 1,
          table: 1,
          hands: [
            [300, 100],
            [200, 100],
            [150, 0],
          ],
          kind: 'calculation',
          agreedBy: [],
          reason: 'somma',
        },
        at(52),
      ),
    );
    expect(dependentsOf(log.events, result)).toEqual([9]);
    log.do((s) => pair(s, {}, at(60)));
    expect(dependentsOf(log.events, result)).toEqual(expect.arrayContaining([9, last(log)]));
    // The correction itself rests on nothing later: a pairing stays as made (BUR-CH art. 21).
    expect(dependentsOf(log.events, 9)).toEqual([]);
  });

  it('Tavolo: a publication once the next round is paired', () => {
    const log = playedRound();
    log.do((s) => publish(s, 1, at(55)));
    const published = last(log);
    log.do((s) => pair(s, {}, at(60)));
    expect(voidIt(log, published, 61)).toMatchObject({
      ok: false,
      error: { code: 'has-dependents', params: { dependents: String(last(log)) } },
    });
  });

  it('S40-CdG art. 25: a walk-out during the round, with the sheet its table delivered without him', () => {
    const log = new Log(SCALA40);
    for (let i = 1; i <= 8; i++) log.do((s) => register(s, { players: [`Giocatore ${i}`] }, at(1)));
    log.do((s) => pair(s, {}, at(5)));
    const table = log.state.rounds[0]?.pairing.tables[0];
    const gone = table?.seats[3] as string;
    log.do((s) => withdraw(s, { entrant: gone, during: true, reason: 'malore' }, at(20)));
    const walkout = last(log);
    // The three left play on; one of them closes each hand, the empty seat scores nothing.
    const hands = [
      [0, 20, 35, 0],
      [15, 0, 40, 0],
      [25, 30, 0, 0],
    ];
    const stayed = table?.seats.slice(0, 3) ?? [];
    log.do((s) => enterResult(s, { round: 1, table: 1, hands, signedBy: stayed }, at(50)));
    const sheet = last(log);
    scala40SheetByRank(log, 1, 2, 51);
    expect(dependentsOf(log.events, walkout)).toEqual([sheet]);
    expect(voidIt(log, walkout, 52)).toMatchObject({
      ok: false,
      error: { code: 'has-dependents', params: { dependents: String(sheet), count: 1 } },
    });
    log.do(() => voidIt(log, sheet, 53));
    voidsCleanly(log, walkout, 54);
    expect(log.state.entrants.find((e) => e.id === gone)?.leftDuringRound).toBeNull();
  });

  it('BUR-CH art. 3: a pairing with a late entry seated in it lists the entry by its registration, and what rests on the entry', () => {
    const log = eventWith(BURRACO, 5);
    log.do((s) => pair(s, {}, at(5)));
    const paired = last(log);
    log.do((s) => register(s, { players: ['Tardi Uno', 'Tardi Due'] }, at(9)));
    const registered = last(log) - 1;
    // The tie order rests on the late entrant alone, not on the pairing.
    log.do((s) => setTieOrder(s, ['E6', 'E1'], at(10)));
    const order = last(log);
    expect(dependentsOf(log.events, paired)).toEqual([registered, order]);
    for (const seq of [order, registered]) log.do(() => voidIt(log, seq, 11));
    voidsCleanly(log, paired, 12);
    expect(log.state.rounds).toEqual([]);
  });

  it('Tavolo: a withdrawal that a later pairing left the entrant out for', () => {
    const log = playedRound();
    log.do((s) => withdraw(s, { entrant: 'E4', during: false, reason: 'treno' }, at(55)));
    const withdrawn = last(log);
    log.do((s) => pair(s, {}, at(60)));
    expect(dependentsOf(log.events, withdrawn)).toEqual([last(log)]);
  });

  it('LAW 79C, BUR-CH art. 21: a void that changes a round closed to corrections is refused as a correction would be', () => {
    const log = eventWith({ ...BURRACO, correctionMinutes: 30 }, 4);
    log.do((s) => pair(s, {}, at(5)));
    firstSideWins(log, 1, 50);
    log.do((s) =>
      penalize(s, { entrant: 'E1', mp: 50, vp: 0, reason: 'r', article: 'BUR-CH art. 20' }, at(51)),
    );
    const penalty = last(log);
    log.do((s) => publish(s, 1, at(55)));
    expect(voidIt(log, penalty, 80)).toMatchObject({ ok: true });
    expect(voidIt(log, penalty, 86)).toMatchObject({
      ok: false,
      error: { code: 'correction-period-over', article: 'LAW 79C' },
    });
    // A decision that changes no score, the tie order, is voided at any time.
    log.do((s) => setTieOrder(s, ['E3'], at(90)));
    expect(voidIt(log, last(log), 200)).toMatchObject({ ok: true });
  });
});

/** One random step of an event: the command it tries, refused or not. */
type Step = (s: TournamentState, minute: number, pick: number) => Outcome;

const entrantAt = (s: TournamentState, pick: number) =>
  s.entrants[pick % Math.max(1, s.entrants.length)]?.id ?? 'E1';

const current = (s: TournamentState) => s.rounds.length;

/**
 * A plausible sheet: Burraco lines of hundreds; Scala 40 one player closing, the others holding
 * cards, and nothing in the seat of a player who walked out during the round (S40-CdG art. 25).
 */
const sheet = (s: TournamentState, round: number, seats: readonly string[], pick: number) => {
  const playing = seats.filter((e) => entrantById(s, e)?.leftDuringRound !== round);
  return [0, 1, 2].map((h) =>
    s.config.game === 'burraco'
      ? [100 + ((pick * (h + 3)) % 9) * 100, 100 + ((pick * (h + 5)) % 7) * 100]
      : seats.map((e, i) =>
          !playing.includes(e) || e === playing[(pick + h) % playing.length]
            ? 0
            : 5 + ((pick * (i + h + 1)) % 60),
        ),
  );
};

const STEPS: readonly Step[] = [
  (s, m) => pair(s, {}, at(m)),
  (s, m, pick) => {
    const r = s.rounds[current(s) - 1];
    const t = r?.pairing.tables.find((x) => !r.results.has(x.table) && !r.walkovers.has(x.table));
    if (!r || !t) return pair(s, {}, at(m));
    const signedBy = t.seats.filter((e) => entrantById(s, e)?.leftDuringRound !== r.round);
    return enterResult(
      s,
      { round: r.round, table: t.table, hands: sheet(s, r.round, t.seats, pick), signedBy },
      at(m),
    );
  },
  (s, m, pick) =>
    penalize(
      s,
      {
        entrant: entrantAt(s, pick),
        mp: 10 * (1 + (pick % 5)),
        vp: 0,
        reason: 'r',
        article: 'a',
        confirm: true,
      },
      at(m),
    ),
  (s, m, pick) => {
    const e = s.entrants[pick % Math.max(1, s.entrants.length)];
    return sanction(
      s,
      {
        entrant: e?.id ?? 'E1',
        player: e?.players[0] ?? '',
        level: pick % 7 === 0 ? 'warning' : 'caution',
        breach: pick % 2 === 0 ? 'parla' : 'mescola male',
        confirm: true,
      },
      at(m),
    );
  },
  (s, m, pick) => arriveLate(s, { entrant: entrantAt(s, pick), minutes: pick % 14 }, at(m)),
  (s, m, pick) => {
    const r = s.rounds[current(s) - 1];
    const e = entrantAt(s, pick);
    const seat = r ? tableOf(r, e) : null;
    const played = seat !== null && r?.results.has(seat.table) === true;
    return assignScore(
      s,
      {
        entrant: e,
        round: current(s),
        vp: pick % 15,
        mp: 10 * (pick % 30),
        reason: 'r',
        article: 'a',
        ...(seat && !played
          ? { others: pick % 2 === 0 ? ('own' as const) : ('walkover' as const) }
          : {}),
        confirm: true,
      },
      at(m),
    );
  },
  (s, m, pick) => setTieOrder(s, [entrantAt(s, pick), entrantAt(s, pick + 1)], at(m)),
  (s, m, pick) => {
    const r = s.rounds[current(s) - 1];
    const first = r ? [...r.results][0] : undefined;
    if (!r || !first) return publish(s, current(s), at(m));
    const [table, result] = first;
    const more = s.config.game === 'burraco' ? 100 : 5;
    return correctResult(
      s,
      {
        round: r.round,
        table,
        hands: result.hands.map((h, i) =>
          i === pick % result.hands.length ? h.map((x) => (x === 0 ? 0 : x + more)) : h,
        ),
        kind: 'calculation',
        agreedBy: [],
        reason: 'somma',
      },
      at(m),
    );
  },
  (s, m) => publish(s, current(s), at(m)),
  (s, m, pick) =>
    withdraw(s, { entrant: entrantAt(s, pick), during: pick % 3 === 0, reason: 'r' }, at(m)),
  // Before round 1, or late: seated at a table of the round being played, with the late
  // arrival's consequences at Burraco (BUR-CH art. 3, 48) or the award at Scala 40 (S40-CdG
  // art. 26); a late entry is voided whole.
  (s, m, pick) =>
    register(
      s,
      {
        players: s.config.kind === 'pairs' ? [`Nuovo ${pick}`, `Altro ${pick}`] : [`Nuovo ${pick}`],
        ...(s.rounds.length > 0 ? { lateMinutes: pick % 20 } : {}),
      },
      at(m),
    ),
];

/** The sheets in force that the state would now refuse as impossible, by `round/table`. */
const impossibleSheets = (state: TournamentState): string[] =>
  state.rounds.flatMap((r) =>
    r.pairing.tables.flatMap((t) => {
      const result = r.results.get(t.table);
      return result && !checkTableSheet(state, r, t, result.hands, r.pairedAt).ok
        ? [`${r.round}/${t.table}`]
        : [];
    }),
  );

/** A log built by the random steps that the rules accepted. */
const build = (config: ConfigInput, entrants: number, steps: readonly [number, number][]) => {
  const log = eventWith(config, entrants);
  steps.forEach(([step, pick], i) => {
    const decided = (STEPS[step % STEPS.length] as Step)(log.state, 5 + i, pick);
    if (decided.ok) log.events.push(...decided.value);
  });
  return log;
};

describe('standings after voids (property)', () => {
  for (const [game, config, entrants] of [
    ['Burraco', BURRACO, 5],
    ['Scala 40', SCALA40, 8],
  ] as const)
    it(`Tavolo: ${game}, voiding a decision, with the whole chain resting on it first, gives the standings of the log that never had them`, () => {
      fc.assert(
        fc.property(
          fc.array(fc.tuple(fc.nat(30), fc.nat(1000)), { minLength: 5, maxLength: 40 }),
          fc.nat(),
          (steps, choice) => {
            const log = build(config, entrants, steps);
            const voidable = log.events
              .map((e, i) => ({ e, seq: i + 1 }))
              .filter(({ e }) => e.type !== 'created' && e.type !== 'voided');
            const target = voidable[choice % voidable.length]?.seq as number;
            const chain = dependentsOf(log.events, target);
            const single = voidIt(log, target, 100);
            if (chain.length > 0)
              expect(single).toMatchObject({ ok: false, error: { code: 'has-dependents' } });
            else expect(single.ok).toBe(true);
            const before = [...log.events];
            for (const seq of [...[...chain].reverse(), target])
              log.do(() => voidIt(log, seq, 100));
            const voided = [target, ...chain].flatMap((seq) => decisionOf(before, seq));
            const expected = without(before, voided);
            expect(figures(log.state)).toEqual(figures(expected));
            expect(log.state.entrants.map((e) => e.id)).toEqual(expected.entrants.map((e) => e.id));
            // What stays rests on nothing voided: every sheet in force is still a possible one.
            expect(impossibleSheets(log.state)).toEqual([]);
          },
        ),
        { numRuns: 40 },
      );
    });
});
