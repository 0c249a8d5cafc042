/**
 * The small languages of a bridge pairs event on the command line: a board's result
 * (`--contract 4SX --declarer N --tricks 10`, with `--conceded EW:2` the tricks a side agreed to
 * lose by a claim or concession; `--contract pass`, the director's `--adjusted A+/A-`), its
 * place (`--round --table --board`) and the movement of `create`.
 */
import type { Contract, Level, Seat, Strain } from '@tavolo/bridge';
import type { bridge } from '@tavolo/tournament';
import type { Parsed } from './tournament-args.js';
import { type Session, needWhole, str } from './tournament-session.js';

const fail = (key: string, values?: Record<string, unknown>): Parsed<never> => ({
  ok: false,
  key,
  ...(values ? { values } : {}),
});

const SEATS = ['N', 'E', 'S', 'W'];
const ARTIFICIAL_TEXT: Readonly<Record<bridge.ArtificialScore, string>> = {
  plus: 'A+',
  average: 'A',
  minus: 'A-',
};
const ARTIFICIAL: Readonly<Record<string, bridge.ArtificialScore>> = {
  'A+': 'plus',
  A: 'average',
  'A-': 'minus',
};

/** `4SX` (level, strain C D H S NT, X or XX) with its declarer N E S W. */
export const parseContract = (text: string, declarer: string): Parsed<Contract> => {
  const m = /^([1-7])(C|D|H|S|NT|N)(X{0,2})$/i.exec(text.trim());
  if (!m) return fail('tournament.bridge.badContract', { contract: text });
  const seat = SEATS.indexOf(declarer.trim().toUpperCase());
  if (seat < 0) return fail('tournament.bridge.badDeclarer', { declarer });
  const strain = (m[2] as string).toUpperCase();
  return {
    ok: true,
    value: {
      level: Number(m[1]) as Level,
      strain: (strain === 'N' ? 'NT' : strain) as Strain,
      doubling: (m[3] as string).length as Contract['doubling'],
      declarer: seat as Seat,
    },
  };
};

const SIDES: Readonly<Record<string, bridge.ConcededTricks['side']>> = { NS: 'ns', EW: 'ew' };
const SIDE_TEXT: Readonly<Record<bridge.ConcededTricks['side'], string>> = {
  ns: 'NS',
  ew: 'EW',
};

/**
 * LAW 69A: `--conceded EW:2`, the side that agreed to lose tricks by a claim or concession and
 * how many (whether that side lost so many, the rules check).
 */
const parseConceded = (text: string): Parsed<bridge.ConcededTricks> => {
  const m = /^(NS|EW):(\d{1,2})$/i.exec(text.trim());
  const side = SIDES[(m?.[1] ?? '').toUpperCase()];
  return m && side
    ? { ok: true, value: { side, tricks: Number(m[2]) } }
    : fail('tournament.bridge.badConceded', { conceded: text });
};

/** A board's outcome from the flags: a contract made or not, four passes, or an adjusted score. */
export const parseOutcome = (s: Session): Parsed<bridge.BoardOutcome> => {
  const adjusted = str(s.flags, 'adjusted');
  const contract = str(s.flags, 'contract');
  const concededText = str(s.flags, 'conceded');
  const isPlayed = adjusted === undefined && contract?.trim().toLowerCase() !== 'pass';
  if (concededText !== undefined && !isPlayed) return fail('tournament.bridge.concededNotPlayed');
  if (adjusted !== undefined) {
    const [ns, ew] = adjusted.toUpperCase().split('/');
    const nsScore = ARTIFICIAL[ns ?? ''];
    const ewScore = ARTIFICIAL[ew ?? ns ?? ''];
    return nsScore && ewScore
      ? { ok: true, value: { kind: 'artificial', ns: nsScore, ew: ewScore } }
      : fail('tournament.bridge.badAdjusted', { adjusted });
  }
  if (contract === undefined) return fail('cli.missingOption', { option: '--contract' });
  if (contract.trim().toLowerCase() === 'pass') return { ok: true, value: { kind: 'passed-out' } };
  const declarer = str(s.flags, 'declarer');
  if (declarer === undefined) return fail('cli.missingOption', { option: '--declarer' });
  const parsed = parseContract(contract, declarer);
  if (!parsed.ok) return parsed;
  const tricks = str(s.flags, 'tricks');
  if (tricks === undefined) return fail('cli.missingOption', { option: '--tricks' });
  if (!/^\d{1,2}$/.test(tricks.trim()) || Number(tricks) > 13)
    return fail('tournament.bridge.badTricks', { tricks });
  const conceded = concededText === undefined ? undefined : parseConceded(concededText);
  if (conceded && !conceded.ok) return conceded;
  return {
    ok: true,
    value: {
      kind: 'played',
      contract: parsed.value,
      tricks: Number(tricks),
      ...(conceded ? { conceded: conceded.value } : {}),
    },
  };
};

/** `--round R --table T --board B`, or the exit code of the usage error. */
export const placeOf = (s: Session): bridge.BoardPlace | number => {
  const round = needWhole(s, 'round', 1);
  if (typeof round === 'number') return round;
  const table = needWhole(s, 'table', 1);
  if (typeof table === 'number') return table;
  const board = needWhole(s, 'board', 1);
  if (typeof board === 'number') return board;
  return { round: round.value, table: table.value, board: board.value };
};

/** `--scoring mp|imp`: matchpoints (the default) or cross-IMPs. */
export const parseScoring = (text: string | undefined): Parsed<bridge.BridgeScoring> => {
  if (text === undefined || text === 'mp') return { ok: true, value: 'matchpoints' };
  if (text === 'imp') return { ok: true, value: 'cross-imps' };
  return fail('tournament.bridge.badScoring', { scoring: text });
};

/** The contract as the room writes it: `4SX N 10`, `passato`; the tricks a side conceded. */
export const outcomeText = (
  t: (key: string, values?: Record<string, unknown>) => string,
  outcome: bridge.BoardOutcome,
): string => {
  switch (outcome.kind) {
    case 'played': {
      const played = t('tournament.bridge.played', {
        contract: `${outcome.contract.level}${outcome.contract.strain}${'X'.repeat(outcome.contract.doubling)}`,
        declarer: SEATS[outcome.contract.declarer],
        tricks: outcome.tricks,
      });
      return outcome.conceded
        ? t('tournament.bridge.playedConceded', {
            played,
            count: outcome.conceded.tricks,
            side: t(`tournament.bridge.direction.${SIDE_TEXT[outcome.conceded.side]}`),
          })
        : played;
    }
    case 'passed-out':
      return t('tournament.bridge.passedOut');
    case 'artificial':
      return t('tournament.bridge.adjusted', {
        northSouth: ARTIFICIAL_TEXT[outcome.ns],
        eastWest: ARTIFICIAL_TEXT[outcome.ew],
      });
    case 'not-played':
      return t('tournament.bridge.notPlayed');
  }
};
