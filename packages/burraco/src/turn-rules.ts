/**
 * The checks a play must pass besides the meld itself, shared by `apply` and `legalActions` so
 * that the two always agree: the pile obligation (art. 9), equal combinations (art. 39), and
 * what the player must still be able to do with the cards left (art. 15, 18, 42, 44), and the
 * cards owed to a run whose matta the player put on top (art. 11).
 */
import { type CardId, cardCode, rankOf, suitOf } from '@tavolo/cards';
import { burracoKind, meetsRequirement } from './burraco.js';
import { type RuleError, art, ruleError } from './errors.js';
import { type Meld, extendMeld, isMatta, rankAtPosition } from './meld.js';
import type { BurracoKind, RuleOptions } from './profile.js';
import type { MatchState, Seat, TableMeld } from './state.js';
import { sideOf } from './state.js';

export const handOf = (state: MatchState, seat: Seat): readonly CardId[] =>
  state.hand.hands[seat] as readonly CardId[];

export const sideMelds = (state: MatchState, seat: Seat): readonly TableMeld[] =>
  state.hand.melds.filter((m) => m.side === sideOf(seat));

/**
 * Why discarding `card` as the last card cannot close, if it cannot (art. 18): the line must
 * have its pozzetto and the burrachi the profile asks, not in the first round (art. 44), and
 * never by discarding a matta (art. 15, 41).
 */
export const closingRefusal = (
  state: MatchState,
  seat: Seat,
  melds: readonly Meld[],
  card: CardId,
): RuleError | undefined => {
  const rules = state.profile.options;
  if (!state.hand.pozzettoTaken[sideOf(seat)])
    return ruleError(
      'closing-without-pozzetto',
      art(18),
      'a line closes only after taking its pozzetto',
    );
  if (!rules.closeOnFirstRound && state.hand.turnsCompleted < state.players.length)
    return ruleError(
      'closing-on-first-round',
      art(44),
      'nobody closes before every player has played once',
    );
  if (!rules.closeByDiscardingMatta && isMatta(card))
    return ruleError(
      'closing-with-matta',
      art(15),
      'the closing discard may not be a matta (art. 15, 41)',
    );
  const kinds: BurracoKind[] = [];
  for (const meld of melds) {
    const kind = burracoKind(meld, rules);
    if (kind !== null) kinds.push(kind);
  }
  if (!meetsRequirement(kinds, rules.closingRequirement))
    return ruleError(
      'closing-without-burrachi',
      art(18),
      `closing needs the burrachi ${requirementText(rules.closingRequirement)} (art. 18, 40)`,
    );
  return undefined;
};

/**
 * The closing requirement in words, once per profile: listings meet the refusal at every play
 * that would leave one card.
 */
const REQUIREMENT_TEXT = new WeakMap<RuleOptions['closingRequirement'], string>();

export const requirementText = (requirement: RuleOptions['closingRequirement']): string => {
  let text = REQUIREMENT_TEXT.get(requirement);
  if (text === undefined) {
    text = requirement.map((alt) => alt.join(' + ')).join(' or ');
    REQUIREMENT_TEXT.set(requirement, text);
  }
  return text;
};

/** Art. 39: one line may not hold two combinations of the same rank. */
export const equalCombinationRefusal = (
  state: MatchState,
  seat: Seat,
  meld: Meld,
): RuleError | undefined =>
  !state.profile.options.equalCombinations &&
  meld.kind === 'combination' &&
  sideMelds(state, seat).some((m) => m.meld.kind === 'combination' && m.meld.rank === meld.rank)
    ? ruleError(
        'equal-combinations',
        art(39),
        'a line may not open two combinations of the same rank',
      )
    : undefined;

/**
 * Why playing `used` onto the table (leaving the line's melds as `meldsAfter()`) is refused, if
 * it is: the first play after taking the pile must use a taken card (art. 9); a play may empty
 * the hand only to take the pozzetto "in diretta" (art. 18; else it closes without a discard,
 * art. 42); and a play that leaves one card must leave one whose discard takes the pozzetto or
 * closes. `meldsAfter` is called only in that last case, so callers need not build the melds.
 */
export const playRefusal = (
  state: MatchState,
  seat: Seat,
  used: readonly CardId[],
  meldsAfter: () => readonly Meld[],
): RuleError | undefined => {
  const owed = state.hand.turn.mustPlayOneOf;
  if (owed.length > 0 && !used.some((id) => owed.includes(id)))
    return ruleError(
      'pile-card-first',
      art(9),
      'after taking the pile, the first play must use a taken card',
    );
  if (!state.hand.pozzettoTaken[sideOf(seat)]) return undefined;
  // Counts the cards left rather than listing them: this runs for every play listed.
  let left = 0;
  let last: CardId | undefined;
  for (const id of handOf(state, seat)) {
    if (used.includes(id)) continue;
    left++;
    last = id;
  }
  if (left === 0)
    return ruleError(
      'closing-without-discard',
      art(42),
      'a closing ends with a discard: keep a card to discard',
    );
  return left === 1 ? closingRefusal(state, seat, meldsAfter(), last as CardId) : undefined;
};

/**
 * Art. 11: "Qualora un giocatore la collochi nella parte superiore, nell'intento di continuare il
 * gioco, non potrà recedere dal farlo; nel caso ciò non accada, l'arbitro, accertata nel ventaglio
 * in mano al giocatore la presenza di carte idonee a proseguire il gioco, lo obbligherà a
 * collocarle." Why `seat` may not discard yet, if he put a free matta on top of a run this turn
 * and holds the card that continues it upward, and may lay it off (a card he may not lay, as the
 * one he must keep to discard, is not owed).
 */
export const mattaOnTopRefusal = (state: MatchState, seat: Seat): RuleError | undefined => {
  const onTop = state.hand.turn.mattaOnTop;
  if (onTop === undefined || onTop.length === 0) return undefined;
  const rules = state.profile.options;
  for (const target of state.hand.melds) {
    const meld = target.meld;
    if (!onTop.includes(target.id) || meld.kind !== 'sequence') continue;
    const next = meld.low + meld.cards.length;
    if (next > 14) continue;
    const rank = rankAtPosition(next);
    for (const card of handOf(state, seat)) {
      if (isMatta(card) || suitOf(card) !== meld.suit || rankOf(card) !== rank) continue;
      const extended = extendMeld(meld, [card], rules);
      if (!extended.ok) continue;
      const after = () =>
        sideMelds(state, seat).map((m) => (m.id === target.id ? extended.value : m.meld));
      if (playRefusal(state, seat, [card], after)) continue;
      return ruleError(
        'matta-on-top-continue',
        art(11),
        `you put the matta on top of meld ${target.id}: lay off ${cardCode(card)}, which continues it, before discarding`,
      );
    }
  }
  return undefined;
};
