/**
 * Portable Bridge Notation (PBN 2.1, coordinated by Tis Veugen): the games of a file as
 * values, and the notation of their fields (seats, vulnerability, the deal, calls, contracts,
 * cards) both ways. `pbn-read.ts` reads a file (`readPbn`), `pbn-write.ts` writes one
 * (`writePbn`).
 *
 * What is kept: the fifteen tags of the identification section, the auction and play sections
 * with their notes (`[Note "1:text"]` after a section, referred to as `=1=`) and suffix
 * annotations (`!`, `?`, ...), every other tag with its section lines as read, and the
 * commentary (`{...}` and `;` comments, one entry each). What is dropped: `%` escape lines
 * (the writer puts its own `% PBN 2.1` header), the NAGs (`$n`), where a comment stood, a comment alone
 * between empty lines (it belongs to no game), and a
 * tag repeated within a game (PBN ignores the repeat). A value of exactly `#` repeats the
 * previous game's value of the same tag.
 */
import type { Card52 } from '@tavolo/cards';
import type { Call, Contract, Deal, Direction, Seat, Strain, Vulnerability } from './types.js';
import { DIRECTIONS, STRAINS } from './types.js';

/** Why a file could not be read: where, and what. */
export interface PbnError {
  /** Stable, for translations: `bad-tag`, `bad-deal`, `partial-deal`, `bad-call`, ... */
  readonly code: string;
  /** 1-based line of the file where the problem is. */
  readonly line: number;
  /** A short English sentence. */
  readonly message: string;
}

/** `[Note "1:Stayman"]`: referred to by `=1=` after a call or a card. */
export interface PbnNote {
  readonly number: number;
  readonly text: string;
}

/** A call of the auction section. */
export interface PbnCall {
  readonly call: Call;
  /** The number of the note it refers to (`=n=`). */
  readonly note?: number;
  /** A suffix annotation: `!`, `?`, `!!`, `??`, `!?`, `?!`. */
  readonly annotation?: string;
}

/** A card of the play section; null for `-` (a card not played, e.g. after a claim). */
export interface PbnCard {
  readonly card: Card52 | null;
  readonly note?: number;
  readonly annotation?: string;
}

export interface PbnAuction {
  /** The seat of the first call (the dealer). */
  readonly first: Seat;
  /** In order; `AP` is read as the passes that end the auction. */
  readonly calls: readonly PbnCall[];
  readonly notes: readonly PbnNote[];
}

export interface PbnPlay {
  /** The opening leader: every trick lists its cards from this seat clockwise, not its leader. */
  readonly first: Seat;
  /** One entry per trick; the last may be shorter than four. */
  readonly tricks: readonly (readonly PbnCard[])[];
  readonly notes: readonly PbnNote[];
}

/** A tag Tavolo does not read, kept with its section lines to be written back. */
export interface PbnTag {
  readonly name: string;
  readonly value: string;
  readonly section: readonly string[];
}

/** One game (a board, and possibly how it was played at one table). */
export interface PbnGame {
  /** Board, Dealer, Vulnerable and Deal; dealer and vulnerability from the board's number when the file leaves them out. */
  readonly deal: Deal;
  /** Event, Site, Date, Scoring as written; '' when absent. */
  readonly event: string;
  readonly site: string;
  readonly date: string;
  readonly scoring: string;
  /** The players' names by seat (N E S W); '' when absent. */
  readonly players: readonly [string, string, string, string];
  /** Contract and Declarer: a contract, `pass` for a board passed out; absent when unknown. */
  readonly contract?: Contract | 'pass';
  /** The tricks the declarer's side won (Result). */
  readonly result?: number;
  readonly auction?: PbnAuction;
  readonly play?: PbnPlay;
  /** Every other tag, in the order read. */
  readonly tags: readonly PbnTag[];
  readonly commentary: readonly string[];
}

/** The tags of the identification section, in the order of the export format. */
export const PBN_IDENTIFICATION = [
  'Event',
  'Site',
  'Date',
  'Board',
  'West',
  'North',
  'East',
  'South',
  'Dealer',
  'Vulnerable',
  'Deal',
  'Scoring',
  'Declarer',
  'Contract',
  'Result',
] as const;

export const directionOf = (seat: Seat): Direction => DIRECTIONS[seat] as Direction;

/** `N`, `e`, ...: a seat; undefined for anything else. */
export const seatOfDirection = (text: string): Seat | undefined => {
  const i = DIRECTIONS.indexOf(text.toUpperCase() as Direction);
  return i < 0 ? undefined : (i as Seat);
};

const VULNERABLE_IN: Readonly<Record<string, Vulnerability>> = {
  NONE: 'none',
  LOVE: 'none',
  '-': 'none',
  NS: 'ns',
  EW: 'ew',
  ALL: 'all',
  BOTH: 'all',
};
const VULNERABLE_OUT: Readonly<Record<Vulnerability, string>> = {
  none: 'None',
  ns: 'NS',
  ew: 'EW',
  all: 'All',
};

/** `None`, `NS`, `EW`, `All`, and on input also `Love`, `-`, `Both`. */
export const readVulnerability = (text: string): Vulnerability | undefined =>
  VULNERABLE_IN[text.toUpperCase()];
export const writeVulnerability = (v: Vulnerability): string => VULNERABLE_OUT[v];

/** `Pass`, `X`, `XX`, `1C` .. `7NT`. */
export const writeCall = (call: Call): string =>
  call.type === 'pass'
    ? 'Pass'
    : call.type === 'double'
      ? 'X'
      : call.type === 'redouble'
        ? 'XX'
        : `${call.level}${call.strain}`;

const BID = /^([1-7])(C|D|H|S|NT|N)$/;

const readStrain = (text: string): Strain =>
  text === 'N' ? 'NT' : (STRAINS.find((s) => s === text) as Strain);

/** A call as PBN writes it (any case; `N` for no trump accepted); undefined otherwise. */
export const readCall = (text: string): Call | undefined => {
  const t = text.toUpperCase();
  if (t === 'PASS' || t === 'P') return { type: 'pass' };
  if (t === 'X') return { type: 'double' };
  if (t === 'XX') return { type: 'redouble' };
  const m = BID.exec(t);
  return m
    ? { type: 'bid', level: Number(m[1]) as Contract['level'], strain: readStrain(m[2] ?? '') }
    : undefined;
};

/** The Contract tag's value: `4HX`, `3NT`, `Pass`. */
export const writeContract = (contract: Contract | 'pass'): string =>
  contract === 'pass'
    ? 'Pass'
    : `${contract.level}${contract.strain}${'X'.repeat(contract.doubling)}`;

const CONTRACT = /^([1-7])(C|D|H|S|NT|N)(X{0,2})$/;

/** The Contract tag's value without its declarer; undefined when it is no contract. */
export const readContract = (text: string): Omit<Contract, 'declarer'> | 'pass' | undefined => {
  const t = text.toUpperCase();
  if (t === 'PASS') return 'pass';
  const m = CONTRACT.exec(t);
  if (!m) return undefined;
  return {
    level: Number(m[1]) as Contract['level'],
    strain: readStrain(m[2] ?? ''),
    doubling: (m[3] ?? '').length as Contract['doubling'],
  };
};
