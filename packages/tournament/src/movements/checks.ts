/**
 * Checks every movement makes of its input before pairing. Inputs may come from a file or a
 * message, so a bad one is an error value (code `bad-pairing-input`, article `Tavolo`), never a
 * throw.
 */
import { PROCEDURE, type RuleError } from '@tavolo/cards';
import { type MessageParams, tournamentError } from '../error.js';
import type { EntrantId, PairingInput } from '../pairing.js';

/**
 * The front ends write it from the check it names (`tournament.checks`) and its figures;
 * `message`, English, tells the logs which input.
 */
export const badInput = (check: string, message: string, params: MessageParams = {}): RuleError =>
  tournamentError('bad-pairing-input', PROCEDURE, message, { ...params, check });

const isWholeFrom = (value: unknown, least: number): value is number =>
  Number.isSafeInteger(value) && (value as number) >= least;

/** A whole number, `least` or more; `what` names it in the message. */
export const checkWhole = (value: unknown, least: number, what: string): RuleError | null =>
  isWholeFrom(value, least)
    ? null
    : badInput('pairing-whole', `${what} is a whole number, ${least} or more`, {
        value: String(value),
        least,
      });

/** A list of distinct, non-empty entrant ids. */
export const checkEntrants = (ids: unknown, what: string): RuleError | null => {
  if (!Array.isArray(ids)) return badInput('pairing-entrant-list', `${what} is a list of entrants`);
  const seen = new Set<EntrantId>();
  for (const id of ids as unknown[]) {
    if (typeof id !== 'string' || id === '')
      return badInput('pairing-entrant-id', `${what}: an entrant id is a name`);
    if (seen.has(id))
      return badInput('pairing-entrant-twice', `${what}: ${id} is listed twice`, { entrant: id });
    seen.add(id);
  }
  return null;
};

/** The round, the ranking and the history: earlier rounds only. */
export const checkPairingInput = (input: PairingInput): RuleError | null => {
  const problem =
    checkWhole(input.round, 1, 'the round') ??
    checkWhole(input.totalRounds, input.round, 'the number of rounds') ??
    checkEntrants(input.ranking, 'the ranking');
  if (problem) return problem;
  if (!Array.isArray(input.history) || !Array.isArray(input.byeHistory))
    return badInput('pairing-history-lists', 'the history and the bye history are lists');
  for (const meeting of input.history) {
    if (!isWholeFrom(meeting.round, 1) || meeting.round >= input.round)
      return badInput(
        'pairing-history-round',
        `the history holds a meeting of round ${meeting.round}, not before round ${input.round}`,
        { meeting: String(meeting.round), round: input.round },
      );
    if (!Array.isArray(meeting.seats))
      return badInput('pairing-meeting-seats', 'a meeting lists its seats');
  }
  for (const bye of input.byeHistory)
    if (!isWholeFrom(bye.round, 1) || bye.round >= input.round)
      return badInput(
        'pairing-bye-history-round',
        `the bye history holds round ${bye.round}, not before round ${input.round}`,
        { bye: String(bye.round), round: input.round },
      );
  return null;
};
