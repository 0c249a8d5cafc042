/**
 * A bridge pairs event for the tests of this folder, made by @tavolo/tournament's own commands:
 * a 4-table Howell of one board a round, its eight pairs registered as `Nord1`/`Sud1` and so on.
 */
import { type Stamp, bridge } from '@tavolo/tournament';

export const stampAt = (minutes: number): Stamp => ({
  at: new Date(Date.UTC(2026, 11, 20, 15, minutes)).toISOString(),
  by: 'arbitro',
});

export const must = <T>(
  r: { ok: true; value: T } | { ok: false; error: { message: string } },
): T => {
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

export const howellLog = (): readonly bridge.BridgePairsEvent[] => {
  let events = must(
    bridge.createBridgePairs(
      {
        name: 'Howell della domenica',
        date: '2026-12-20',
        movement: { kind: 'howell', tables: 4 },
        boardsPerRound: 1,
        scoring: 'matchpoints',
      },
      stampAt(0),
    ),
  );
  for (let pair = 1; pair <= 8; pair++)
    events = must(
      bridge.runBridgePairs(events, (s) =>
        bridge.registerPair(s, pair, [`Nord${pair}`, `Sud${pair}`], stampAt(1)),
      ),
    );
  return events;
};

export const stateOf = (events: readonly bridge.BridgePairsEvent[]): bridge.BridgePairsState =>
  must(bridge.replayBridgePairs(events));

/** Runs one command on the log; throws on a refusal. */
export const run = (
  events: readonly bridge.BridgePairsEvent[],
  command: (state: bridge.BridgePairsState) => bridge.BridgePairsOutcome,
): readonly bridge.BridgePairsEvent[] => must(bridge.runBridgePairs(events, command));

/** 3NT by North making `tricks`, with `conceded` tricks given away by a claim. */
export const threeNoTrump = (
  tricks: number,
  conceded?: bridge.ConcededTricks,
): bridge.BoardOutcome => ({
  kind: 'played',
  contract: { level: 3, strain: 'NT', doubling: 0, declarer: 0 },
  tricks,
  ...(conceded === undefined ? {} : { conceded }),
});
