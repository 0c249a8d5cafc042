/**
 * The legal moves of a seat. Draws, discards, lay-offs and joker replacements are listed in
 * full. Melds and openings are listed in canonical form, since every subset of a hand that
 * forms a meld would be far too many: a meld uses natural cards wherever the hand has them and
 * jokers only for missing cards, each joker with its value declared; of two identical cards the
 * lower id is used first; an opening is minimal (no meld can be left out), because any further
 * meld can follow in the same turn with a `meld` action. `apply` accepts every valid form.
 */
import { type CardId, type RuleError, faceOf, isJoker, ruleError } from '@tavolo/cards';
import type { Action, ActionType } from './action.js';
import {
  type Candidate,
  candidateMelds,
  cardsOf,
  faceKey,
  materialize,
  poolOf,
  supplies,
  take,
  usesCard,
} from './candidates.js';
import { closingsWithLayOffs, coversAllButOne } from './closing.js';
import { layOffOnto } from './lay-off.js';
import { type MeldCard, layOffPlacements, readMeld, replaceJoker } from './meld.js';
import { cardUsable, owedCard, strandRefusal } from './owed.js';
import type { MatchState, Seat } from './state.js';
import {
  allowedDiscards,
  cardsToKeep,
  closingAllowed,
  closingBelowMinimum,
  handOf,
  layOffLimitRefusal,
  openingRefusal,
} from './turn-rules.js';

/**
 * Openings from `hand` (S40-CdG art. 7): sets of melds reaching the minimum, with the card
 * `required` among them when the player took the discard to open with it. Also, where the
 * profile waives the minimum for a closing in one turn (art. 19.2), every way to meld all cards
 * but one below the minimum. All minimal sets, or with `firstOnly` any one set (to learn
 * whether an opening exists).
 */
const findOpenings = (
  state: MatchState,
  hand: readonly CardId[],
  required: CardId | undefined,
  firstOnly: boolean,
): Candidate[][] => {
  const { profile } = state;
  const rules = profile.options;
  const keep = cardsToKeep(state);
  const candidates = candidateMelds(hand, rules);
  const { counts, jokers } = cardsOf(hand);
  const found: Candidate[][] = [];
  const valid = (chosen: readonly Candidate[], used: number) =>
    (required === undefined || chosen.some((c) => usesCard(c, required))) &&
    hand.length - used >= keep &&
    openingRefusal(chosen, undefined, profile) === undefined;
  const search = (start: number, chosen: Candidate[], jokersLeft: number, used: number) => {
    if (valid(chosen, used)) {
      const minimal =
        firstOnly ||
        chosen.every(
          (_, i) =>
            !valid(
              chosen.filter((__, k) => k !== i),
              used - (chosen[i] as Candidate).slots.length,
            ),
        );
      if (minimal) found.push([...chosen]);
      return;
    }
    for (let i = start; i < candidates.length && !(firstOnly && found.length > 0); i++) {
      const c = candidates[i] as Candidate;
      if (!supplies(c, counts, jokersLeft) || hand.length - used - c.slots.length < keep) continue;
      take(c, counts, 1);
      chosen.push(c);
      search(i, chosen, jokersLeft - c.jokers, used + c.slots.length);
      chosen.pop();
      take(c, counts, -1);
    }
  };
  search(0, [], jokers, 0);
  if (firstOnly && found.length > 0) return found;
  if (closingBelowMinimum(state) && closingAllowed(state)) {
    for (const { melds: cover } of coversAllButOne(hand, candidates)) {
      const points = cover.reduce((sum, c) => sum + c.points, 0);
      if (
        points < rules.openingMinimum &&
        (required === undefined || cover.some((c) => usesCard(c, required)))
      ) {
        found.push([...cover]);
        if (firstOnly) break;
      }
    }
  }
  return found;
};

/**
 * Closings in one turn that lay cards off onto the table before opening (S40-CdG art. 19.2),
 * where the profile and the turn allow a closing below the minimum.
 */
const layOffClosings = (
  state: MatchState,
  hand: readonly CardId[],
  required: CardId | undefined,
  firstOnly: boolean,
) =>
  closingBelowMinimum(state) && closingAllowed(state)
    ? closingsWithLayOffs(
        state,
        hand,
        candidateMelds(hand, state.profile.options),
        required,
        firstOnly,
      )
    : [];

/** The minimal openings from `hand`, as melds of physical cards (see `findOpenings`). */
export const openings = (
  state: MatchState,
  hand: readonly CardId[],
  required: CardId | undefined,
): MeldCard[][][] =>
  findOpenings(state, hand, required, false).map((set) => {
    const pool = poolOf(hand, required);
    return set.map((c) => materialize(c, pool));
  });

/**
 * Single melds the seat may lay after opening, containing `required` if given; a meld with the
 * face of `prefer` (a card owed) uses that very card.
 */
const meldsAfterOpening = (
  state: MatchState,
  hand: readonly CardId[],
  required: CardId | undefined,
  prefer: CardId | undefined = required,
): MeldCard[][] => {
  const keep = cardsToKeep(state);
  const fitting = candidateMelds(hand, state.profile.options).filter(
    (c) =>
      hand.length - c.slots.length >= keep && (required === undefined || usesCard(c, required)),
  );
  if (fitting.length === 0) return [];
  // A single meld uses each face once: the lowest id of the face, or the required card.
  const firstId = new Map<number, CardId>();
  const jokers: CardId[] = [];
  for (const id of [...hand].sort((a, b) => a - b)) {
    const face = faceOf(id);
    if (!face) jokers.push(id);
    else if (!firstId.has(faceKey(face))) firstId.set(faceKey(face), id);
  }
  const preferFace = prefer === undefined ? undefined : faceOf(prefer);
  if (preferFace) firstId.set(faceKey(preferFace), prefer as CardId);
  else if (prefer !== undefined) {
    jokers.splice(jokers.indexOf(prefer), 1);
    jokers.unshift(prefer);
  }
  return fitting.map((c) => {
    let joker = 0;
    return c.slots.map((slot) =>
      'key' in slot
        ? { id: firstId.get(slot.key) as CardId }
        : { id: jokers[joker++] as CardId, as: slot.joker },
    );
  });
};

const layOffs = (state: MatchState, seat: Seat, cards: readonly CardId[]): Action[] => {
  const h = state.hand;
  if (handOf(h, seat).length - 1 < cardsToKeep(state)) return [];
  const out: Action[] = [];
  for (const target of h.melds) {
    if (layOffLimitRefusal(state, target)) continue;
    for (const card of cards) {
      for (const p of layOffPlacements(target.meld, { id: card }, state.profile.options)) {
        out.push({
          type: 'lay-off',
          seat,
          card,
          meld: target.id,
          ...(isJoker(card) ? { as: p.face } : {}),
          ...(p.end ? { end: p.end } : {}),
        });
      }
    }
  }
  return out;
};

const jokerReplacements = (state: MatchState, seat: Seat, cards: readonly CardId[]): Action[] => {
  const out: Action[] = [];
  for (const target of state.hand.melds) {
    if (!target.meld.cards.some((c) => isJoker(c.id))) continue;
    for (const card of cards) {
      if (isJoker(card) || !replaceJoker(target.meld, card)) continue;
      const action: Action = { type: 'replace-joker', seat, card, meld: target.id };
      if (
        !state.profile.options.replacedJokerMustBeUsed ||
        replacedJokerUsable(state, seat, card, target.id)
      )
        out.push(action);
    }
  }
  return out;
};

/** After replacing the joker `card` stands for, could the seat use that joker this turn? */
export const replacedJokerUsable = (
  state: MatchState,
  seat: Seat,
  card: CardId,
  meldId: number,
): boolean => {
  const h = state.hand;
  const target = h.melds.find((m) => m.id === meldId);
  const swapped = target && replaceJoker(target.meld, card);
  if (!target || !swapped) return false;
  const hand = [...handOf(h, seat).filter((c) => c !== card), swapped.joker];
  const melds = h.melds.map((m) => (m.id === meldId ? { ...m, meld: swapped.meld } : m));
  return cardUsable({ ...state, hand: { ...h, melds } }, swapped.joker, hand);
};

/** Whether a play leaves the card owed a place this turn (see `strandRefusal`). */
const keepsOwed = (state: MatchState, action: Action): boolean => {
  const h = state.hand;
  switch (action.type) {
    case 'meld': {
      const read = readMeld(action.cards, state.profile.options);
      const placed = read.ok ? { id: h.nextMeldId, owner: action.seat, meld: read.value } : null;
      const ids = action.cards.map((c) => c.id);
      return placed !== null && !strandRefusal(state, ids, [...h.melds, placed], h.turn.layOffs);
    }
    case 'lay-off': {
      const laid = layOffOnto(state, h.melds, h.turn.layOffs, action);
      return laid.ok && !strandRefusal(state, [action.card], laid.value.melds, laid.value.counts);
    }
    case 'replace-joker': {
      if (action.card === owedCard(state)) return true;
      if (state.profile.options.replacedJokerMustBeUsed) return false;
      const target = h.melds.find((m) => m.id === action.meld);
      const swapped = target && replaceJoker(target.meld, action.card);
      if (!target || !swapped) return false;
      const melds = h.melds.map((m) => (m.id === target.id ? { ...m, meld: swapped.meld } : m));
      return !strandRefusal(state, [action.card], melds, h.turn.layOffs, [swapped.joker]);
    }
    default:
      return true;
  }
};

/**
 * Every legal action of `seat` now (none when it is not the seat's turn). `only` limits the
 * answer to some kinds of action, for players that look for one kind at a time.
 */
export const legalActions = (
  state: MatchState,
  seat: Seat,
  only?: ReadonlySet<ActionType>,
): Action[] => {
  const wanted = (type: ActionType) => only === undefined || only.has(type);
  const h = state.hand;
  if (state.status !== 'playing' || h.turn.seat !== seat) return [];
  const hand = handOf(h, seat);
  const { turn } = h;
  if (turn.phase === 'draw') {
    const draws: Action[] = wanted('draw') ? [{ type: 'draw', seat }] : [];
    if (wanted('take-discard') && takeDiscardRefusal(state) === undefined)
      draws.push({ type: 'take-discard', seat });
    return draws;
  }
  const obligation = turn.obligation;
  const discards = (): Action[] =>
    obligation || !wanted('discard')
      ? []
      : allowedDiscards(state, seat).map((card) => ({ type: 'discard', seat, card }));
  if (!h.opened[seat]) {
    const required = obligation?.kind === 'open-with' ? obligation.card : undefined;
    const opens = wanted('open') ? openings(state, hand, required) : [];
    const closings = wanted('open') ? layOffClosings(state, hand, required, false) : [];
    return [
      ...opens.map((melds): Action => ({ type: 'open', seat, melds })),
      ...closings.map(({ melds, layOffs }): Action => ({ type: 'open', seat, melds, layOffs })),
      ...discards(),
    ];
  }
  // A card owed may wait for other plays that leave it a place (S40-REG art. 5.3, 5.4).
  const owed = owedCard(state);
  const melds = wanted('meld') ? meldsAfterOpening(state, hand, undefined, owed) : [];
  const plays: Action[] = [
    ...melds.map((cards): Action => ({ type: 'meld', seat, cards })),
    ...(wanted('lay-off') ? layOffs(state, seat, hand) : []),
    ...(wanted('replace-joker') ? jokerReplacements(state, seat, hand) : []),
  ];
  return [
    ...(owed === undefined ? plays : plays.filter((a) => keepsOwed(state, a))),
    ...discards(),
  ];
};

/**
 * Why the seat on turn may not take the discard now (S40-CdG art. 6, 18; S40-REG art. 5.1, 5.4,
 * 9a), or undefined.
 */
export const takeDiscardRefusal = (state: MatchState): RuleError | undefined => {
  const h = state.hand;
  const seat = h.turn.seat;
  const { profile } = state;
  const rules = profile.options;
  const top = h.discard[h.discard.length - 1];
  if (top === undefined)
    return ruleError('discard-pile-empty', 'S40-CdG art. 19', 'the discard pile is empty');
  const hand = [...handOf(h, seat), top];
  if (!h.opened[seat]) {
    if (rules.takeDiscardBeforeOpening === 'forbidden')
      return ruleError(
        'take-discard-before-opening',
        profile.citations.takeDiscardBeforeOpening.article,
        'only a player who has opened may take the discard',
      );
    const withIt = rules.takeDiscardBeforeOpening === 'open-with-it';
    const obligation = { kind: withIt ? ('open-with' as const) : ('open' as const), card: top };
    const afterTake = {
      ...state,
      hand: { ...h, turn: { ...h.turn, phase: 'play' as const, obligation } },
    };
    const required = withIt ? top : undefined;
    return findOpenings(afterTake, hand, required, true).length > 0 ||
      layOffClosings(afterTake, hand, required, true).length > 0
      ? undefined
      : withIt
        ? ruleError(
            'cannot-open-with-discard',
            profile.citations.takeDiscardBeforeOpening.article,
            'the discard may be taken before opening only to open with it at once',
          )
        : ruleError(
            'no-opening-to-take-discard',
            profile.citations.takeDiscardBeforeOpening.article,
            `the discard may be taken before opening only holding melds worth ${rules.openingMinimum}, with or without it, to open at once`,
          );
  }
  if (rules.takenDiscardMustBeUsed && !cardUsable(state, top, hand))
    return ruleError(
      'taken-card-unusable',
      profile.citations.takenDiscardMustBeUsed.article,
      'the taken discard must be melded or laid off this turn, and it cannot be',
    );
  return undefined;
};
