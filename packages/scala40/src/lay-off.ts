/**
 * Laying a card off onto a meld on the table (S40-CdG art. 6, 9, 17): one step of a `lay-off`
 * action, or of the lay-offs that close a hand in one turn with an `open` (art. 19.2).
 */
import { type Result, type RuleError, err, isJoker, ok, PROCEDURE, ruleError } from '@tavolo/cards';
import type { LayOffSpec } from './action.js';
import { type Placement, addToMeld, isFace, layOffPlacements } from './meld.js';
import type { MatchState, TableMeld, TurnState } from './state.js';
import { layOffLimitRefusal } from './turn-rules.js';

/** A well-formed lay-off, for values that come from outside (the card is checked by the hand). */
export const isLayOffSpec = (value: unknown): value is LayOffSpec => {
  if (typeof value !== 'object' || value === null) return false;
  const { meld, as, end } = value as Record<string, unknown>;
  return (
    typeof meld === 'number' &&
    (as === undefined || isFace(as)) &&
    (end === undefined || end === 'low' || end === 'high')
  );
};

export interface LaidOff {
  /** The table's melds after the lay-off. */
  readonly melds: readonly TableMeld[];
  /** Cards laid off this turn by meld id, this one included. */
  readonly counts: TurnState['layOffs'];
  readonly target: TableMeld;
  readonly placement: Placement;
}

/**
 * Lays `spec` off onto `melds` (the table as it stands), with `counts` cards already laid off
 * this turn: the table after, or why the card does not go there.
 */
export const layOffOnto = (
  state: MatchState,
  melds: readonly TableMeld[],
  counts: TurnState['layOffs'],
  spec: LayOffSpec,
): Result<LaidOff, RuleError> => {
  const { card } = spec;
  const target = melds.find((m) => m.id === spec.meld);
  if (!target)
    return err(ruleError('no-such-meld', PROCEDURE, 'there is no meld with that id on the table'));
  if (spec.as !== undefined && (!isJoker(card) || !isFace(spec.as)))
    return err(
      ruleError(
        'bad-joker-declaration',
        'S40-CdG art. 8',
        'only a joker takes a declared value, a rank and a suit',
      ),
    );
  const placement = layOffPlacements(
    target.meld,
    spec.as ? { id: card, as: spec.as } : { id: card },
    state.profile.options,
  ).find((p) => spec.end === undefined || p.end === spec.end);
  if (!placement)
    return err(ruleError('does-not-lay-off', 'S40-CdG art. 9', 'that card does not fit that meld'));
  const limit = layOffLimitRefusal(state, target, counts);
  if (limit) return err(limit);
  const meld: TableMeld = { ...target, meld: addToMeld(target.meld, card, placement) };
  return ok({
    melds: melds.map((m) => (m.id === target.id ? meld : m)),
    counts: { ...counts, [target.id]: (counts[target.id] ?? 0) + 1 },
    target,
    placement,
  });
};
