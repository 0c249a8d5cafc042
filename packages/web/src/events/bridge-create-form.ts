/**
 * The form of a new bridge pairs event, as the console keeps it (text fields, as typed) and the
 * body it sends: checked here by @tavolo/tournament's own rules (the movement is built from its
 * published table, so a Howell of a size not published or a Mitchell of too many rounds is
 * refused before the server is asked), with the figures the director wants to see first: how
 * many pairs, rounds and boards the movement makes. Pure, so it is tested without a page.
 */
import type { CreateBridgeEvent } from '@tavolo/client';
import { type TournamentError, bridge } from '@tavolo/tournament';

export const BRIDGE_MOVEMENTS = ['mitchell', 'howell'] as const;
export type BridgeMovementKind = (typeof BRIDGE_MOVEMENTS)[number];
export const BRIDGE_SCORINGS = ['matchpoints', 'cross-imps'] as const;

export interface BridgeForm {
  readonly name: string;
  /** The day of play, YYYY-MM-DD. */
  readonly date: string;
  readonly movement: BridgeMovementKind;
  readonly tables: string;
  /** Mitchell only: empty plays every round the movement has. */
  readonly rounds: string;
  readonly boardsPerRound: string;
  readonly scoring: bridge.BridgeScoring;
  readonly correctionMinutes: string;
}

export const defaultBridgeForm = (today: string): BridgeForm => ({
  name: '',
  date: today,
  movement: 'mitchell',
  tables: '7',
  rounds: '',
  boardsPerRound: '3',
  scoring: 'matchpoints',
  correctionMinutes: String(bridge.DEFAULT_CORRECTION_MINUTES),
});

/** The numeric fields, by their form names. */
export type BridgeNumberField = 'tables' | 'rounds' | 'boardsPerRound' | 'correctionMinutes';

export interface BridgeFormPreview {
  readonly pairs: number;
  readonly rounds: number;
  /** The boards dealt for the event (its sets times the boards of a round). */
  readonly boards: number;
  /** The boards each pair plays. */
  readonly perPair: number;
}

export type BridgeFormCheck =
  | { readonly ok: true; readonly value: CreateBridgeEvent; readonly preview: BridgeFormPreview }
  | { readonly ok: false; readonly field: BridgeNumberField }
  | { readonly ok: false; readonly refusal: TournamentError };

const whole = (text: string): number | null =>
  /^\d{1,4}$/.test(text.trim()) ? Number(text.trim()) : null;

/** The body the form makes, or the first field that is not a whole number, or the rules' refusal. */
export const checkBridgeForm = (form: BridgeForm): BridgeFormCheck => {
  const tables = whole(form.tables);
  if (tables === null || tables < 1) return { ok: false, field: 'tables' };
  const rounds = form.rounds.trim() === '' ? undefined : whole(form.rounds);
  if (form.movement === 'mitchell' && (rounds === null || rounds === 0))
    return { ok: false, field: 'rounds' };
  const boardsPerRound = whole(form.boardsPerRound);
  if (boardsPerRound === null || boardsPerRound < 1) return { ok: false, field: 'boardsPerRound' };
  const correctionMinutes = whole(form.correctionMinutes);
  if (correctionMinutes === null) return { ok: false, field: 'correctionMinutes' };
  const movement: CreateBridgeEvent['movement'] =
    form.movement === 'howell'
      ? { kind: 'howell', tables }
      : {
          kind: 'mitchell',
          tables,
          ...(rounds === undefined || rounds === null ? {} : { rounds }),
        };
  const config = bridge.makeBridgePairsConfig({
    name: form.name.trim(),
    date: form.date,
    movement,
    boardsPerRound,
    scoring: form.scoring,
    correctionMinutes,
  });
  if (!config.ok) return { ok: false, refusal: config.error };
  const built = bridge.movementOf(movement);
  if (!built.ok) return { ok: false, refusal: built.error };
  return {
    ok: true,
    value: {
      name: form.name.trim(),
      date: form.date,
      movement,
      boardsPerRound,
      scoring: form.scoring,
      correctionMinutes,
    },
    preview: {
      pairs: built.value.pairs,
      rounds: built.value.rounds.length,
      boards: built.value.sets * boardsPerRound,
      perPair: built.value.rounds.length * boardsPerRound,
    },
  };
};
