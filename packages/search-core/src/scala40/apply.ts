/**
 * Scala 40 search core: one engine action applied to the core, checked as the engine's `apply`
 * checks it (engine.ts, the authority), or refused with the core unchanged. MUTABLE BY DESIGN;
 * never used by the engines. Melds are read by the engine's own `readProfileMeld`, so every
 * form `apply` accepts (undeclared jokers, any order, non-minimal openings) is accepted here.
 * Cards are checked against the hand by face: the core does not know which copy a seat holds.
 */
import { isCardId, isJoker } from '@tavolo/cards';
import {
  type Action,
  type LayOffSpec,
  type Meld,
  type MeldCard,
  isFace,
  isMeldCard,
  openingRefusal,
  readProfileMeld,
  worthOf,
} from '@tavolo/scala40';
import { type CoreState, MUST_OPEN_WITH, MUST_USE, NO_OBLIGATION, hasBit } from './core.js';
import { FACES, JOKER, codeOfFace, codeOfId } from './faces.js';
import { takeDiscardAllowed } from './legal.js';
import { cardUsable } from './owed.js';
import { FITS, HIGH, LOW } from './table.js';

const need = new Uint8Array(FACES);
const bits = new Uint32Array(2);

/** The ids are distinct cards whose faces the seat on turn holds. */
const owns = (core: CoreState, ids: readonly number[]): boolean => {
  need.fill(0);
  for (const id of ids) {
    if (!isCardId(id)) return false;
    need[codeOfId(id)]++;
  }
  if (new Set(ids).size !== ids.length) return false;
  const off = core.turnSeat * FACES;
  for (let c = 0; c < FACES; c++)
    if ((need[c] as number) > (core.hands[off + c] as number)) return false;
  return true;
};

/** The play uses the card owed: that very id where the core knows it, else its face. */
const usesOwed = (core: CoreState, ids: readonly number[]): boolean =>
  core.owedId >= 0 ? ids.includes(core.owedId) : ids.some((id) => codeOfId(id) === core.owedCode);

const placementBit = (
  core: CoreState,
  m: number,
  code: number,
  as: number,
  end: LayOffSpec['end'],
): number => {
  const mask = core.table.placements(m, code, as);
  if (mask & HIGH && (end === undefined || end === 'high')) return HIGH;
  if (mask & LOW && (end === undefined || end === 'low')) return LOW;
  if (mask & FITS && end === undefined) return FITS;
  return 0;
};

const asCode = (spec: LayOffSpec): number => (spec.as === undefined ? -1 : codeOfFace(spec.as));

const badAs = (spec: LayOffSpec): boolean =>
  spec.as !== undefined && (!isJoker(spec.card) || !isFace(spec.as));

const layOff = (core: CoreState, spec: LayOffSpec): boolean => {
  const seat = core.turnSeat;
  const t = core.table;
  const m = t.indexOf(spec.meld);
  if (m < 0 || badAs(spec)) return false;
  const code = codeOfId(spec.card);
  const bit = placementBit(core, m, code, asCode(spec), spec.end);
  if (bit === 0 || t.limited(m)) return false;
  if ((core.handLen[seat] as number) - 1 < core.cardsToKeep()) return false;
  const settles = core.obligation === MUST_USE && usesOwed(core, [spec.card]);
  const face = t.placedFace(m, code, asCode(spec), bit);
  core.removeFromHand(seat, code);
  t.add(m, face, code === JOKER, spec.card, bit);
  t.laidThisTurn[m]++;
  if (core.obligation === MUST_USE && !settles && !cardUsable(core, core.owedCode)) {
    t.laidThisTurn[m]--;
    t.remove(m, bit);
    core.addToHand(seat, code);
    return false;
  }
  core.laidDown(settles);
  return true;
};

const replaceJoker = (core: CoreState, card: number, meldId: number): boolean => {
  const seat = core.turnSeat;
  const t = core.table;
  const m = t.indexOf(meldId);
  const code = codeOfId(card);
  if (m < 0 || code === JOKER) return false;
  const at = t.jokerFor(m, code);
  if (at < 0) return false;
  const rules = core.rules;
  const owes = core.obligation === MUST_USE;
  const isOwed = owes && usesOwed(core, [card]);
  if (owes && !isOwed && rules.replacedJokerMustBeUsed) return false;
  const jokerId = t.swapIn(m, at, card);
  const off = seat * FACES;
  core.hands[off + code]--;
  core.hands[off + JOKER]++;
  core.gained[seat]++;
  const ok =
    (!owes || isOwed || cardUsable(core, core.owedCode)) &&
    (!rules.replacedJokerMustBeUsed || cardUsable(core, JOKER));
  if (!ok) {
    core.hands[off + code]++;
    core.hands[off + JOKER]--;
    t.swapOut(m, at, jokerId);
    return false;
  }
  core.laid[seat] = 1;
  if (rules.replacedJokerMustBeUsed) {
    core.obligation = MUST_USE;
    core.owedCode = JOKER;
    core.owedId = jokerId;
  } else if (isOwed) core.clearObligation();
  return true;
};

const removeMeldCards = (core: CoreState, cards: readonly MeldCard[]): void => {
  for (const c of cards) core.removeFromHand(core.turnSeat, codeOfId(c.id));
};

const meld = (core: CoreState, cards: readonly MeldCard[]): boolean => {
  const seat = core.turnSeat;
  if (!Array.isArray(cards) || !cards.every(isMeldCard)) return false;
  const ids = cards.map((c) => c.id);
  if (!owns(core, ids)) return false;
  const read = readProfileMeld(cards, profileOf(core));
  if (!read.ok) return false;
  if ((core.handLen[seat] as number) - ids.length < core.cardsToKeep()) return false;
  const settles = core.obligation === MUST_USE && usesOwed(core, ids);
  core.table.push(core.nextMeldId, seat, read.value);
  removeMeldCards(core, cards);
  if (core.obligation === MUST_USE && !settles && !cardUsable(core, core.owedCode)) {
    core.table.count--;
    for (const c of cards) core.addToHand(seat, codeOfId(c.id));
    return false;
  }
  core.nextMeldId++;
  core.laidDown(settles);
  return true;
};

const open = (
  core: CoreState,
  specs: readonly (readonly MeldCard[])[],
  layOffs: readonly LayOffSpec[] = [],
): boolean => {
  const seat = core.turnSeat;
  if (core.opened[seat]) return false;
  if (!Array.isArray(specs) || !Array.isArray(layOffs) || specs.length + layOffs.length === 0)
    return false;
  if (!specs.every((s) => Array.isArray(s) && s.every(isMeldCard))) return false;
  if (!layOffs.every((l) => typeof l === 'object' && l !== null && typeof l.meld === 'number'))
    return false;
  const ids = [...specs.flatMap((s) => s.map((c) => c.id)), ...layOffs.map((l) => l.card)];
  if (!owns(core, ids)) return false;
  const melds: Meld[] = [];
  for (const spec of specs) {
    const read = readProfileMeld(spec, profileOf(core));
    if (!read.ok) return false;
    melds.push(read.value);
  }
  // Lay-offs go onto the melds already on the table, in order (S40-CdG art. 19.2).
  const t = core.table;
  const done: number[] = [];
  const undo = () => {
    for (let i = done.length - 2; i >= 0; i -= 2) {
      const m = done[i] as number;
      t.laidThisTurn[m]--;
      t.remove(m, done[i + 1] as number);
    }
  };
  for (const spec of layOffs) {
    const m = t.indexOf(spec.meld);
    if (m < 0 || badAs(spec)) return (undo(), false);
    const code = codeOfId(spec.card);
    const bit = placementBit(core, m, code, asCode(spec), spec.end);
    if (bit === 0 || t.limited(m)) return (undo(), false);
    t.add(m, t.placedFace(m, code, asCode(spec), bit), code === JOKER, spec.card, bit);
    t.laidThisTurn[m]++;
    done.push(m, bit);
  }
  const left = (core.handLen[seat] as number) - ids.length;
  const refused =
    (core.obligation === MUST_OPEN_WITH && !usesOwed(core, ids)) ||
    left < core.cardsToKeep() ||
    openingRefusal(melds.map(worthOf), left, profileOf(core), core.closingBelowMinimum()) !==
      undefined;
  if (refused) return (undo(), false);
  for (const spec of layOffs) core.removeFromHand(seat, codeOfId(spec.card));
  melds.forEach((m, i) => t.push(core.nextMeldId + i, seat, m));
  for (const spec of specs) removeMeldCards(core, spec);
  core.nextMeldId += melds.length;
  core.opened[seat] = 1;
  core.laidDown(core.obligation === MUST_OPEN_WITH);
  return true;
};

const discard = (core: CoreState, card: number): boolean => {
  if (!owns(core, [card]) || core.obligation !== NO_OBLIGATION) return false;
  const code = codeOfId(card);
  core.allowedDiscards(bits);
  if (!hasBit(bits, code)) return false;
  core.discardCard(code, card);
  return true;
};

/** The profile the core was loaded with, for the engine's readers. */
const profileOf = (core: CoreState) => core.profile;

/**
 * Plays an engine action on the core: true if the engine would accept it (the core changed),
 * false if not (the core unchanged). Reshuffles follow the engine's shuffle of the match's seed.
 */
export const applyAction = (core: CoreState, a: Action): boolean => {
  if (core.handOver || typeof a !== 'object' || a === null) return false;
  if (a.seat !== core.turnSeat) return false;
  const drawing = a.type === 'draw' || a.type === 'take-discard';
  if (drawing !== (core.phase === 0)) return false;
  core.engineShuffles = true;
  // The policy's caches assume a hand changed by its own moves only.
  core.loads++;
  switch (a.type) {
    case 'draw':
      if (core.stockLen === 0) return false;
      core.draw();
      return true;
    case 'take-discard':
      if (!takeDiscardAllowed(core)) return false;
      core.takeDiscard();
      return true;
    case 'open':
      return open(core, a.melds, a.layOffs);
    case 'meld':
      return core.opened[core.turnSeat] === 1 && meld(core, a.cards);
    case 'lay-off':
      return (
        core.opened[core.turnSeat] === 1 &&
        isCardId(a.card) &&
        owns(core, [a.card]) &&
        layOff(core, a)
      );
    case 'replace-joker':
      return (
        core.opened[core.turnSeat] === 1 &&
        isCardId(a.card) &&
        owns(core, [a.card]) &&
        replaceJoker(core, a.card, a.meld)
      );
    case 'discard':
      return discard(core, a.card);
    default:
      return false;
  }
};
