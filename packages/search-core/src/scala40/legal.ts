/**
 * Scala 40 search core: the legal moves of the seat on turn, as keys that name cards by face
 * (the engine's legal.ts, the authority, names them by id). MUTABLE BY DESIGN: checks lay cards
 * on the core's table and take them back; never used by the engines.
 *
 * Keys (`actionKey` turns an engine action into the same form): `draw`, `take`, `discard C`,
 * `lay-off C M A E`, `replace C M`, `meld S`, `open S | S [+ L, L]`, where C is a face code
 * (52 for a joker), M a meld id, A the face a joker takes (`-` for a natural), E `low`, `high`
 * or `-`, and S a meld's cards in order (`J<code>` for a joker standing for a face); an
 * opening's melds are sorted, its lay-offs (a closing in one turn) kept in order. The two copies
 * of a natural, and the four jokers, are one face: legal moves are compared as sets of keys.
 */
import { type Action, type MeldCard, isFace } from '@tavolo/scala40';
import { isJoker } from '@tavolo/cards';
import {
  type CoreState,
  MUST_OPEN,
  MUST_OPEN_WITH,
  MUST_USE,
  NO_OBLIGATION,
  hasBit,
} from './core.js';
import { FACES, JOKER, codeOfFace, codeOfId } from './faces.js';
import { cardUsable } from './owed.js';
import { closingsWithLayOffs, findOpenings } from './search.js';
import { FITS, HIGH, LOW, pushCandidate } from './table.js';

const meldKey = (cards: readonly MeldCard[]): string =>
  cards
    .map((c) =>
      isJoker(c.id) ? `J${c.as && isFace(c.as) ? codeOfFace(c.as) : '?'}` : `${codeOfId(c.id)}`,
    )
    .join(' ');

const endKey = (end: 'low' | 'high' | undefined) => end ?? '-';

/** An engine action as a face-based key (see the module's comment). */
export const actionKey = (a: Action): string => {
  switch (a.type) {
    case 'draw':
      return 'draw';
    case 'take-discard':
      return 'take';
    case 'discard':
      return `discard ${codeOfId(a.card)}`;
    case 'lay-off':
      return `lay-off ${codeOfId(a.card)} ${a.meld} ${a.as ? codeOfFace(a.as) : '-'} ${endKey(a.end)}`;
    case 'replace-joker':
      return `replace ${codeOfId(a.card)} ${a.meld}`;
    case 'meld':
      return `meld ${meldKey(a.cards)}`;
    case 'open': {
      const melds = a.melds.map(meldKey).sort().join(' | ');
      const layOffs = (a.layOffs ?? []).map(
        (l) => `${codeOfId(l.card)} ${l.meld} ${l.as ? codeOfFace(l.as) : '-'} ${endKey(l.end)}`,
      );
      return `open ${melds}${layOffs.length > 0 ? ` + ${layOffs.join(', ')}` : ''}`;
    }
  }
};

const BIT_END = (bit: number): string => (bit === HIGH ? 'high' : bit === LOW ? 'low' : '-');

/** Whether the seat on turn may take the discard now (the engine's `takeDiscardRefusal`). */
export const takeDiscardAllowed = (core: CoreState): boolean => {
  if (core.discardLen === 0) return false;
  const seat = core.turnSeat;
  const code = core.discard[core.discardLen - 1] as number;
  const rules = core.rules;
  if (!core.opened[seat]) {
    if (rules.takeDiscardBeforeOpening === 'forbidden') return false;
    const withIt = rules.takeDiscardBeforeOpening === 'open-with-it';
    const saved = core.obligation;
    core.obligation = withIt ? MUST_OPEN_WITH : MUST_OPEN;
    core.addToHand(seat, code);
    const required = withIt ? code : -1;
    core.candidates.generate(core.hands, seat * FACES, core.table);
    const ok =
      findOpenings(core, required, true).length > 0 ||
      (core.closingBelowMinimum() &&
        core.closingAllowed() &&
        closingsWithLayOffs(core, required, true).length > 0);
    core.removeFromHand(seat, code);
    core.obligation = saved;
    return ok;
  }
  if (!rules.takenDiscardMustBeUsed) return true;
  core.addToHand(seat, code);
  const ok = cardUsable(core, code);
  core.removeFromHand(seat, code);
  return ok;
};

/** Whether candidate `c` (listed in `core.candidates`), laid as a meld, leaves the owed card a place. */
export const meldKeepsOwed = (core: CoreState, c: number): boolean => {
  const cands = core.candidates;
  if (core.obligation !== MUST_USE || cands.uses(c, core.owedCode)) return true;
  const seat = core.turnSeat;
  const off = seat * FACES;
  cands.take(c, core.hands, off, 1);
  core.hands[off + JOKER] -= cands.jokers[c] as number;
  core.handLen[seat] -= cands.len[c] as number;
  pushCandidate(core.table, cands, c, core.nextMeldId, seat);
  const ok = cardUsable(core, core.owedCode);
  core.table.count--;
  cands.take(c, core.hands, off, -1);
  core.hands[off + JOKER] += cands.jokers[c] as number;
  core.handLen[seat] += cands.len[c] as number;
  return ok;
};

/** Whether laying `code` off at placement `bit` of meld `m` leaves the owed card a place. */
export const layOffKeepsOwed = (
  core: CoreState,
  m: number,
  code: number,
  as: number,
  bit: number,
): boolean => {
  if (core.obligation !== MUST_USE || code === core.owedCode) return true;
  const t = core.table;
  const seat = core.turnSeat;
  core.removeFromHand(seat, code);
  t.add(m, t.placedFace(m, code, as, bit), code === JOKER, -1, bit);
  t.laidThisTurn[m]++;
  const ok = cardUsable(core, core.owedCode);
  t.laidThisTurn[m]--;
  t.remove(m, bit);
  core.addToHand(seat, code);
  return ok;
};

/**
 * Whether the seat on turn may replace the joker at place `at` of meld `m` with its natural
 * `code` (S40-CdG art. 8; S40-REG art. 5.3), the owed card's rules included.
 */
export const replacementAllowed = (
  core: CoreState,
  m: number,
  at: number,
  code: number,
): boolean => {
  const rules = core.rules;
  const owes = core.obligation === MUST_USE;
  if (owes && code !== core.owedCode && rules.replacedJokerMustBeUsed) return false;
  const needsCheck = rules.replacedJokerMustBeUsed || (owes && code !== core.owedCode);
  if (!needsCheck) return true;
  const seat = core.turnSeat;
  const jokerId = core.table.swapIn(m, at, -1);
  core.hands[seat * FACES + code]--;
  core.hands[seat * FACES + JOKER]++;
  let ok = true;
  if (owes && code !== core.owedCode) ok = cardUsable(core, core.owedCode);
  if (ok && rules.replacedJokerMustBeUsed) ok = cardUsable(core, JOKER);
  core.hands[seat * FACES + code]++;
  core.hands[seat * FACES + JOKER]--;
  core.table.swapOut(m, at, jokerId);
  return ok;
};

const discardBits = new Uint32Array(2);

/** Every legal move of the seat on turn, as sorted distinct keys (none once the hand is over). */
export const legalKeys = (core: CoreState): string[] => {
  if (core.handOver) return [];
  const keys = new Set<string>();
  const seat = core.turnSeat;
  const off = seat * FACES;
  if (core.phase === 0) {
    keys.add('draw');
    if (takeDiscardAllowed(core)) keys.add('take');
    return [...keys].sort();
  }
  const cands = core.candidates;
  const t = core.table;
  if (core.obligation === NO_OBLIGATION) {
    core.allowedDiscards(discardBits);
    for (let c = 0; c < FACES; c++) if (hasBit(discardBits, c)) keys.add(`discard ${c}`);
  }
  if (!core.opened[seat]) {
    const required = core.obligation === MUST_OPEN_WITH ? core.owedCode : -1;
    cands.generate(core.hands, off, t);
    for (const set of findOpenings(core, required, false))
      keys.add(
        `open ${set
          .map((c) => cands.describe(c))
          .sort()
          .join(' | ')}`,
      );
    if (core.closingBelowMinimum() && core.closingAllowed())
      for (const cl of closingsWithLayOffs(core, required, false)) {
        const melds = cl.melds
          .map((c) => cands.describe(c))
          .sort()
          .join(' | ');
        const layOffs = cl.layOffs.map(
          (l) => `${l.code} ${l.meldId} ${l.code === JOKER ? l.face : '-'} ${endKey(l.end)}`,
        );
        keys.add(`open ${melds} + ${layOffs.join(', ')}`);
      }
    return [...keys].sort();
  }
  const keep = core.cardsToKeep();
  const len = core.handLen[seat] as number;
  const n = cands.generate(core.hands, off, t);
  for (let c = 0; c < n; c++) {
    if (len - (cands.len[c] as number) < keep) continue;
    if (meldKeepsOwed(core, c)) keys.add(`meld ${cands.describe(c)}`);
  }
  if (len - 1 >= keep)
    for (let m = 0; m < t.count; m++) {
      if (t.limited(m)) continue;
      for (let code = 0; code < FACES; code++) {
        if (core.hands[off + code] === 0) continue;
        const mask = t.placements(m, code, -1);
        for (let bit = HIGH; bit <= FITS; bit <<= 1) {
          if ((mask & bit) === 0) continue;
          const as = code === JOKER ? t.placedFace(m, code, -1, bit) : -1;
          if (layOffKeepsOwed(core, m, code, as, bit))
            keys.add(`lay-off ${code} ${t.id[m]} ${as < 0 ? '-' : as} ${BIT_END(bit)}`);
        }
      }
    }
  for (let m = 0; m < t.count; m++) {
    if (t.jokers[m] === 0) continue;
    for (let code = 0; code < 52; code++) {
      if (core.hands[off + code] === 0) continue;
      const at = t.jokerFor(m, code);
      if (at >= 0 && replacementAllowed(core, m, at, code)) keys.add(`replace ${code} ${t.id[m]}`);
    }
  }
  void MUST_OPEN;
  return [...keys].sort();
};
