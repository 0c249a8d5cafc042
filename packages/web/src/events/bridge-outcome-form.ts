/**
 * A board's outcome as the entry form keeps it, and the outcome it sends: played (level,
 * strain, doubling, declarer, tricks made, and the tricks one side agreed to lose by a claim or
 * concession, LAW 68-69), passed out, or, for the director only, an artificial adjusted score
 * (Law 12C2) or not played. Pure, so it is tested without a page.
 */
import type { BridgeEventCommand } from '@tavolo/client';

export type BoardOutcomeBody = Extract<BridgeEventCommand, { type: 'enter' }>['outcome'];

export const OUTCOME_KINDS = ['played', 'passed-out', 'artificial', 'not-played'] as const;
export type OutcomeKind = (typeof OUTCOME_KINDS)[number];
export const STRAINS = ['C', 'D', 'H', 'S', 'NT'] as const;
export const ARTIFICIAL = ['plus', 'average', 'minus'] as const;
export type Artificial = (typeof ARTIFICIAL)[number];

export interface OutcomeForm {
  readonly kind: OutcomeKind;
  readonly level: 1 | 2 | 3 | 4 | 5 | 6 | 7;
  readonly strain: (typeof STRAINS)[number];
  readonly doubling: 0 | 1 | 2;
  readonly declarer: 0 | 1 | 2 | 3;
  /** The declarer's tricks, 0 to 13. */
  readonly tricks: number;
  /** Whether play ended by a claim or concession that gave tricks away. */
  readonly conceded: boolean;
  readonly concededSide: 'ns' | 'ew';
  readonly concededTricks: number;
  readonly ns: Artificial;
  readonly ew: Artificial;
}

export const defaultOutcomeForm: OutcomeForm = {
  kind: 'played',
  level: 3,
  strain: 'NT',
  doubling: 0,
  declarer: 0,
  tricks: 9,
  conceded: false,
  concededSide: 'ew',
  concededTricks: 1,
  ns: 'average',
  ew: 'average',
};

/** The kinds the form offers: the director's adjusted scores are his alone (Law 12C2). */
export const outcomeKinds = (director: boolean): readonly OutcomeKind[] =>
  director ? OUTCOME_KINDS : ['played', 'passed-out'];

export const outcomeOf = (form: OutcomeForm): BoardOutcomeBody => {
  switch (form.kind) {
    case 'played':
      return {
        kind: 'played',
        contract: {
          level: form.level,
          strain: form.strain,
          doubling: form.doubling,
          declarer: form.declarer,
        },
        tricks: form.tricks,
        ...(form.conceded
          ? { conceded: { side: form.concededSide, tricks: form.concededTricks } }
          : {}),
      };
    case 'artificial':
      return { kind: 'artificial', ns: form.ns, ew: form.ew };
    case 'passed-out':
    case 'not-played':
      return { kind: form.kind };
  }
};

/** The form showing `outcome` (a correction starts from the result it corrects). */
export const formOf = (outcome: BoardOutcomeBody): OutcomeForm => {
  switch (outcome.kind) {
    case 'played':
      return {
        ...defaultOutcomeForm,
        ...outcome.contract,
        kind: 'played',
        tricks: outcome.tricks,
        conceded: outcome.conceded !== undefined,
        concededSide: outcome.conceded?.side ?? defaultOutcomeForm.concededSide,
        concededTricks: outcome.conceded?.tricks ?? defaultOutcomeForm.concededTricks,
      };
    case 'artificial':
      return { ...defaultOutcomeForm, kind: 'artificial', ns: outcome.ns, ew: outcome.ew };
    case 'passed-out':
    case 'not-played':
      return { ...defaultOutcomeForm, kind: outcome.kind };
  }
};
