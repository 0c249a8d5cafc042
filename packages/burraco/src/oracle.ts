/**
 * The oracle: one parsed JSON request in, one JSON answer out, for tests from outside the
 * engine. Pure; never throws: a bad request is answered `{ ok: false, error }`.
 *
 *   {"op":"meld","cards":["3H","4H","5H","6H","7H","8H","9H"]}
 *     -> {"ok":true,"kind":"sequence","points":45,"burraco":"pulito"}
 *   {"op":"score","melds":[[..],..],"hand":[..],"pozzetto":"taken","closed":true,"penalty":[..]}
 *     -> {"ok":true,"total":545,"breakdown":{..}}   (one line's hand; "penalty" is optional)
 *   {"op":"vp","hands":4,"mp":[1250,700]} -> {"ok":true,"vp":[13,7]}
 *     (the two lines' MP of the match, which may be negative; the VP in the same order, from
 *     the profile's table for that number of hands (art. 19): FIBUR 3 and 4 hands. The 2-hand
 *     table has no source and is derived, so its answers add "derived":true; equal MP give
 *     10-10; a number of hands without a table is answered with the error "no-vp-table")
 *
 * Cards are written in Tavolo notation (`TH`, `JK`); each token takes a physical card not yet
 * used in the request, so a face appears at most twice and `JK` at most four times. A jolly may
 * be declared (`JK=8H`), and must then stand where the meld puts it: in the gap, or, free, at
 * the bottom or on top (art. 11: `3H 4H 5H JK=6H` is the jolly put on top).
 *
 * A score request is scored as given; `breakdown.closingBurrachiMet` says whether the line's
 * burrachi allow a closing (art. 18), and a closing bonus counted without them comes with a
 * warning that says so. A closing without the pozzetto is refused outright.
 */
import {
  type CardId,
  type NaturalFace,
  copiesOf,
  faceCode,
  jokerIds,
  parseCard,
} from '@tavolo/cards';
import { burracoKind, meetsRequirement } from './burraco.js';
import { type RuleError, PROCEDURE, art, ruleError } from './errors.js';
import { type Meld, rankAtPosition, readMeld } from './meld.js';
import type { RuleProfile } from './profile.js';
import { meldPoints, scoreSide } from './scoring.js';
import { requirementText } from './turn-rules.js';
import { type VpTable, vpForDiff } from './vp.js';

type Answer =
  | { readonly ok: true; readonly [key: string]: unknown }
  | { readonly ok: false; readonly error: RuleError };

const fail = (error: RuleError): Answer => ({ ok: false, error });
const bad = (code: string, message: string, article = PROCEDURE): Answer =>
  fail(ruleError(code, article, message));

/** Hands out physical cards for tokens, never the same one twice; notes declared jolly. */
const cardAllocator = () => {
  const used = new Set<CardId>();
  const declared = new Map<CardId, NaturalFace>();
  const take = (tokens: unknown, field: string): CardId[] | Answer => {
    if (!Array.isArray(tokens))
      return bad('bad-request', `"${field}" is a list of cards such as ["3H","JK"]`);
    const ids: CardId[] = [];
    for (const token of tokens) {
      const parsed = parseCard(token);
      if (!parsed.ok) return bad('bad-card', parsed.error.message, art(1));
      const copies = parsed.value.kind === 'joker' ? jokerIds() : copiesOf(parsed.value.face);
      const id = copies.find((c) => !used.has(c));
      if (id === undefined)
        return bad(
          'too-many-copies',
          `"${String(token)}" appears more often than the two decks hold it`,
          art(1),
        );
      used.add(id);
      if (parsed.value.kind === 'joker' && parsed.value.as) declared.set(id, parsed.value.as);
      ids.push(id);
    }
    return ids;
  };
  /** A declared jolly (`JK=5H`) must stand where the meld puts it (art. 7, 11). */
  const misplaced = (meld: Meld): Answer | undefined => {
    for (const [i, slot] of meld.cards.entries()) {
      const face = declared.get(slot.id);
      if (!face) continue;
      const fits =
        meld.kind === 'sequence'
          ? face.suit === meld.suit && face.rank === rankAtPosition(meld.low + i)
          : face.rank === meld.rank;
      if (!fits)
        return bad(
          'matta-place',
          `the jolly declared as ${faceCode(face)} does not stand there: a matta fills the gap, else it lies at the bottom or on top`,
          art(11),
        );
    }
    return undefined;
  };
  return { take, misplaced };
};

const isAnswer = (value: CardId[] | Answer): value is Answer => !Array.isArray(value);

/**
 * The meld of `cards` as declared: read with a free matta at the bottom, or, where a declared
 * jolly says so, on top (art. 11); an answer for a refusal or a jolly declared out of place.
 */
const readDeclared = (
  cards: readonly CardId[],
  rules: RuleProfile['options'],
  misplaced: (meld: Meld) => Answer | undefined,
): Meld | Answer => {
  const meld = readMeld(cards, rules);
  if (!meld.ok) return fail(meld.error);
  const wrongPlace = misplaced(meld.value);
  if (!wrongPlace) return meld.value;
  const top = readMeld(cards, rules, 'top');
  return top.ok && !misplaced(top.value) ? top.value : wrongPlace;
};

const isMeld = (value: Meld | Answer): value is Meld => !('ok' in value);

const answerMeld = (profile: RuleProfile, r: Record<string, unknown>): Answer => {
  const { take, misplaced } = cardAllocator();
  const cards = take(r['cards'], 'cards');
  if (isAnswer(cards)) return cards;
  const meld = readDeclared(cards, profile.options, misplaced);
  if (!isMeld(meld)) return meld;
  return {
    ok: true,
    kind: meld.kind,
    points: meldPoints(meld, profile.options.cardValues),
    burraco: burracoKind(meld, profile.options),
  };
};

const answerScore = (profile: RuleProfile, r: Record<string, unknown>): Answer => {
  const rules = profile.options;
  const { take, misplaced } = cardAllocator();
  if (!Array.isArray(r['melds']))
    return bad('bad-request', '"melds" is a list of melds, each a list of cards');
  const melds: Meld[] = [];
  for (const tokens of r['melds'] as unknown[]) {
    const cards = take(tokens, 'melds');
    if (isAnswer(cards)) return cards;
    const value = readDeclared(cards, rules, misplaced);
    if (!isMeld(value)) return value;
    if (
      !rules.equalCombinations &&
      value.kind === 'combination' &&
      melds.some((m) => m.kind === 'combination' && m.rank === value.rank)
    )
      return bad(
        'equal-combinations',
        'a line may not open two combinations of the same rank',
        art(39),
      );
    melds.push(value);
  }
  const hand = take(r['hand'], 'hand');
  if (isAnswer(hand)) return hand;
  const penalty = take(r['penalty'] ?? [], 'penalty');
  if (isAnswer(penalty)) return penalty;
  const pozzetto = r['pozzetto'];
  if (pozzetto !== 'taken' && pozzetto !== 'not-taken')
    return bad('bad-request', '"pozzetto" is "taken" or "not-taken"');
  const closed = r['closed'];
  if (typeof closed !== 'boolean') return bad('bad-request', '"closed" is true or false');
  if (closed && pozzetto !== 'taken')
    return bad('closing-without-pozzetto', 'a line closes only after taking its pozzetto', art(18));
  const kinds = melds.flatMap((m) => burracoKind(m, rules) ?? []);
  const score = scoreSide(
    { melds, hand, pozzettoTaken: pozzetto === 'taken', closed, penaltyCards: penalty },
    rules,
  );
  // The oracle scores what it is given; whether the burrachi allowed the closing is reported,
  // and a closing bonus counted without them is said plainly to be so.
  const closingBurrachiMet = meetsRequirement(kinds, rules.closingRequirement);
  const answer = {
    ok: true,
    total: score.total,
    breakdown: { ...score.breakdown, closingBurrachiMet },
  } as const;
  if (!closed || closingBurrachiMet) return answer;
  const warning = ruleError(
    'closing-without-burrachi',
    art(18),
    `the closing bonus of ${rules.closingBonus} is counted as asked, but these burrachi do not allow a closing: it needs ${requirementText(rules.closingRequirement)}`,
  );
  return { ...answer, warnings: [warning] };
};

/** Art. 19: the VP of the two lines for their MP of the match, from the table in force. */
const answerVp = (profile: RuleProfile, r: Record<string, unknown>): Answer => {
  const hands = r['hands'];
  const mp = r['mp'];
  if (typeof hands !== 'number' || !Number.isInteger(hands) || hands < 1)
    return bad('bad-request', '"hands" is the number of hands of the match, a whole number from 1');
  if (
    !Array.isArray(mp) ||
    mp.length !== 2 ||
    !mp.every((points) => typeof points === 'number' && Number.isSafeInteger(points))
  )
    return bad(
      'bad-request',
      '"mp" is the two lines\' match points, two whole numbers such as [1250, 700] (negative allowed)',
    );
  const tables = profile.options.vpTables as Readonly<Record<number, VpTable | undefined>>;
  const table = tables[hands];
  if (!table)
    return bad(
      'no-vp-table',
      `no VP table for a match of ${hands} hands: tables exist for ${Object.keys(tables).join(', ')} hands`,
      art(19),
    );
  const [a, b] = mp as [number, number];
  const vp = vpForDiff(table, a - b);
  return table.derived ? { ok: true, vp, derived: true } : { ok: true, vp };
};

export const answerBurraco = (profile: RuleProfile, request: unknown): unknown => {
  if (typeof request !== 'object' || request === null || Array.isArray(request))
    return bad('bad-request', 'a request is a JSON object with an "op"');
  const r = request as Record<string, unknown>;
  switch (r['op']) {
    case 'meld':
      return answerMeld(profile, r);
    case 'score':
      return answerScore(profile, r);
    case 'vp':
      return answerVp(profile, r);
    default:
      return bad(
        'unknown-op',
        `unknown op ${JSON.stringify(r['op'] ?? null)}: use meld, score or vp`,
      );
  }
};
