/** Test helpers: build states from commands, failing loudly when a command is refused. */
import { replay } from './apply-event.js';
import type { ConfigInput } from './config.js';
import { createTournament, enterResult, register } from './direct.js';
import type { Stamp, TournamentEvent } from './event.js';
import type { Pairing } from './pairing.js';
import type { TournamentState } from './state.js';
import type { TournamentError } from './error.js';
import type { Result } from '@tavolo/cards';

export const T0 = Date.parse('2026-11-21T15:00:00Z');

/** A stamp `minutes` after 15:00 on the day of the event. */
export const at = (minutes: number): Stamp => ({
  at: new Date(T0 + minutes * 60_000).toISOString(),
  by: 'arbitro',
});

export const unwrap = <T>(r: Result<T, TournamentError>): T => {
  if (!r.ok) throw new Error(`refused: ${r.error.code} (${r.error.article}): ${r.error.message}`);
  return r.value;
};

/** A log under construction: each step runs a command against the state so far. */
export class Log {
  readonly events: TournamentEvent[] = [];
  constructor(config: ConfigInput) {
    this.events.push(...unwrap(createTournament(config, at(0))));
  }
  get state(): TournamentState {
    return unwrap(replay(this.events));
  }
  /** Runs a command; appends its events and returns them. */
  do(command: (s: TournamentState) => Result<readonly TournamentEvent[], TournamentError>) {
    const events = unwrap(command(this.state));
    this.events.push(...events);
    return events;
  }
  /** Runs a command expected to be refused; returns the error. */
  refused(command: (s: TournamentState) => Result<readonly TournamentEvent[], TournamentError>) {
    const r = command(this.state);
    if (r.ok) throw new Error('expected a refusal');
    return r.error;
  }
  /** Appends a hand-made event (for explicit pairings in unit tests). */
  push(event: TournamentEvent) {
    this.events.push(event);
  }
}

/** An event with `entrants` registered: pairs `Nord i` and `Sud i`, players `Giocatore i`. */
export const eventWith = (config: ConfigInput, entrants: number): Log => {
  const log = new Log(config);
  for (let i = 1; i <= entrants; i++)
    log.do((s) =>
      register(
        s,
        {
          players:
            config.kind === 'individual' || config.kind === 'singles'
              ? [`Giocatore ${i}`]
              : [`Nord ${i}`, `Sud ${i}`],
        },
        at(1),
      ),
    );
  return log;
};

/** Appends a hand-made pairing, for tests of scoring that choose their own tables. */
export const pushPairing = (log: Log, pairing: Pairing, minute: number): void =>
  log.push({ type: 'round-paired', pairing, ...at(minute) });

/**
 * Enters the same Burraco sheet at every table of `round` still waiting for one: the first
 * side wins 600 to 200 over three hands (a difference of 400: 14-6 on the 3-hand table).
 */
export const firstSideWins = (log: Log, round: number, minute: number): void => {
  const played = () => log.state.rounds[round - 1];
  for (const t of played()?.pairing.tables ?? [])
    if (!played()?.results.has(t.table) && !played()?.walkovers.has(t.table))
      log.do((s) =>
        enterResult(
          s,
          {
            round,
            table: t.table,
            hands: [
              [300, 100],
              [200, 100],
              [100, 0],
            ],
            signedBy: [...t.seats],
          },
          at(minute),
        ),
      );
};

/** Enters at table 1 of round 1, E1 against E2, 1400 to 700 over three hands. */
export const e1Wins1400To700 = (log: Log, minute = 50): void => {
  log.do((s) =>
    enterResult(
      s,
      {
        round: 1,
        table: 1,
        hands: [
          [600, 200],
          [300, 400],
          [500, 100],
        ],
        signedBy: ['E1', 'E2'],
      },
      at(minute),
    ),
  );
};

/** Enters `hands` at every table of `round` still waiting for its sheet, signed by all. */
export const sameSheetAtEveryTable = (
  log: Log,
  round: number,
  hands: readonly (readonly number[])[],
  minute: number,
): void => {
  const played = () => log.state.rounds[round - 1];
  for (const t of played()?.pairing.tables ?? [])
    if (!played()?.results.has(t.table) && !played()?.walkovers.has(t.table))
      log.do((s) =>
        enterResult(s, { round, table: t.table, hands, signedBy: [...t.seats] }, at(minute)),
      );
};

/**
 * Enters a Scala 40 sheet at `table` of `round`: over three hands the first seat closes each
 * time and seat i holds i * 10 points (0, 10, 20, 30 at a table of four).
 */
export const scala40SheetByRank = (log: Log, round: number, table: number, minute: number) => {
  const seats = log.state.rounds[round - 1]?.pairing.tables.find((t) => t.table === table)?.seats;
  log.do((s) =>
    enterResult(
      s,
      {
        round,
        table,
        hands: [0, 1, 2].map(() => (seats ?? []).map((_, i) => i * 10)),
        signedBy: [...(seats ?? [])],
      },
      at(minute),
    ),
  );
};
