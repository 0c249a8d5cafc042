/**
 * The rules oracle: one request about the rules, as parsed JSON, gets one answer, as plain
 * JSON data. Pure and total: any input, however malformed, is an answer, never a throw. The
 * CLI's `tavolo rules scala40` reads requests line by line and writes these answers.
 *
 * Requests (cards in the notation of @tavolo/cards: `TH`, `JK`, `JK=9H`):
 *
 * - `{"op":"meld","cards":["TH","JH","QH","JK"]}`: the meld's kind, opening points and reading
 *   (`"cards":["TH","JH","QH","JK=KH"]`, every joker with the card it stands for).
 * - `{"op":"opening","melds":[["9H","9D","9C"],["JS","QS","KS"]]}`: the opening's points, or
 *   why it is refused (below the minimum; variant c: jokers without clean melds worth it).
 * - `{"op":"penalty","hand":["AH","KS"],"melded":true,"inHand":false}`: the penalty points of
 *   the cards left in a hand; `melded: false` = the player laid no card this hand, `inHand`
 *   = the hand was closed "in mano".
 * - `{"op":"diffVp","hands":5,"diff":135}`: the VP of a difference of MP (S40-CdG art. 22).
 * - `{"op":"tableVp","hands":5,"mp":[0,35,80,120]}`: the VP of every player at a table. A table
 *   of three is scored by `"tableOfThree"`: `"as-four"` (the default, with a resting seat at
 *   1000, S40-CdG art. 26) or `"as-three"` (among the three).
 * - `{"op":"profile"}`: the rule profile in force, every option with the article it cites and
 *   the reading Tavolo chose where the texts are silent or ambiguous.
 *
 * Tokens become physical cards across the whole request: the first time a face appears it is
 * the deck-0 copy, the second time the deck-1 copy (so two identical sequences are possible);
 * jokers take the four joker ids in order. A third copy of a face or a fifth joker is an error.
 */
import {
  type CardId,
  type Result,
  type RuleError,
  copiesOf,
  err,
  faceCode,
  jokerIds,
  ok,
  parseCard,
  PROCEDURE,
  ruleError,
} from '@tavolo/cards';
import { z } from 'zod';
import { type Meld, type MeldCard, meldCodes, meldPoints, readProfileMeld } from './meld.js';
import { type Citation, type RuleOptions, type RuleProfile, profileSpec } from './profile.js';
import { differenceVp, handPenalty, tableVp } from './scoring.js';
import type { TableOfThree } from './table-of-three.js';
import { openingRefusal, worthOf } from './turn-rules.js';

export interface OracleError {
  readonly code: string;
  readonly message: string;
  readonly article: string;
}

export type OracleAnswer =
  | {
      readonly ok: true;
      readonly kind: Meld['kind'];
      readonly points: number;
      readonly cards: readonly string[];
    }
  | { readonly ok: true; readonly points: number }
  | { readonly ok: true; readonly vp: number | readonly number[] }
  | {
      readonly ok: true;
      readonly profile: string;
      readonly name: string;
      readonly options: readonly ({ readonly name: string; readonly value: unknown } & Citation)[];
    }
  | { readonly ok: false; readonly error: OracleError };

const cardList = z.array(z.string());

const requestSchema = z.discriminatedUnion('op', [
  z.object({ op: z.literal('meld'), cards: cardList }).strict(),
  z.object({ op: z.literal('opening'), melds: z.array(cardList).min(1) }).strict(),
  z
    .object({
      op: z.literal('penalty'),
      hand: cardList,
      melded: z.boolean(),
      inHand: z.boolean().optional(),
    })
    .strict(),
  z.object({ op: z.literal('diffVp'), hands: z.number(), diff: z.number() }).strict(),
  z
    .object({
      op: z.literal('tableVp'),
      hands: z.number(),
      mp: z.array(z.number()),
      tableOfThree: z
        .enum(['as-four', 'as-three'] as const satisfies readonly TableOfThree[])
        .optional(),
    })
    .strict(),
  z.object({ op: z.literal('profile') }).strict(),
]);

type Request = z.infer<typeof requestSchema>;

/** The one article for checks of the request itself. */
const badRequest = (message: string): OracleError => ({
  code: 'bad-request',
  message,
  article: PROCEDURE,
});

/** Error answers always list code, message, article in that order. */
const failure = (error: RuleError | OracleError): OracleAnswer => ({
  ok: false,
  error: { code: error.code, message: error.message, article: error.article },
});

const describeIssues = (issues: readonly z.ZodIssue[]): string =>
  issues
    .slice(0, 3)
    .map((issue) => `${issue.path.length > 0 ? issue.path.join('.') : 'request'}: ${issue.message}`)
    .join('; ');

/**
 * Maps the request's card tokens, in order, to physical cards (see the module comment). Every
 * list of `groups` keeps its shape.
 */
const toCards = (
  groups: readonly (readonly string[])[],
): Result<MeldCard[][], RuleError | OracleError> => {
  const used = new Map<string, number>();
  const jokers = jokerIds();
  let nextJoker = 0;
  const out: MeldCard[][] = [];
  for (const group of groups) {
    const cards: MeldCard[] = [];
    for (const token of group) {
      const parsed = parseCard(token);
      if (!parsed.ok) return err(ruleError('bad-card', PROCEDURE, parsed.error.message));
      const card = parsed.value;
      if (card.kind === 'joker') {
        const id = jokers[nextJoker++];
        if (id === undefined)
          return err(
            ruleError(
              'too-many-copies',
              'S40-CdG art. 1',
              `the two decks hold ${jokers.length} jokers; the request names more`,
            ),
          );
        cards.push(card.as ? { id, as: card.as } : { id });
        continue;
      }
      const code = faceCode(card.face);
      const copy = used.get(code) ?? 0;
      const id: CardId | undefined = copiesOf(card.face)[copy];
      if (id === undefined)
        return err(
          ruleError(
            'too-many-copies',
            'S40-CdG art. 1',
            `the two decks hold two ${code}; the request names more`,
          ),
        );
      used.set(code, copy + 1);
      cards.push({ id });
    }
    out.push(cards);
  }
  return ok(out);
};

const readAll = (
  profile: RuleProfile,
  groups: readonly (readonly string[])[],
): Result<Meld[], RuleError | OracleError> => {
  const cards = toCards(groups);
  if (!cards.ok) return cards;
  const melds: Meld[] = [];
  for (const spec of cards.value) {
    const read = readProfileMeld(spec, profile);
    if (!read.ok) return read;
    melds.push(read.value);
  }
  return ok(melds);
};

const answer = (profile: RuleProfile, request: Request): OracleAnswer => {
  switch (request.op) {
    case 'meld': {
      const read = readAll(profile, [request.cards]);
      if (!read.ok) return failure(read.error);
      const meld = read.value[0] as Meld;
      return { ok: true, kind: meld.kind, points: meldPoints(meld), cards: meldCodes(meld) };
    }
    case 'opening': {
      const read = readAll(profile, request.melds);
      if (!read.ok) return failure(read.error);
      const refusal = openingRefusal(read.value.map(worthOf), undefined, profile);
      if (refusal) return failure(refusal);
      return { ok: true, points: read.value.reduce((sum, m) => sum + meldPoints(m), 0) };
    }
    case 'penalty': {
      const cards = toCards([request.hand]);
      if (!cards.ok) return failure(cards.error);
      const hand = (cards.value[0] as MeldCard[]).map((c) => c.id);
      const context = { melded: request.melded, inHandClosing: request.inHand ?? false };
      return { ok: true, points: handPenalty(hand, context, profile.options) };
    }
    case 'diffVp': {
      const vp = differenceVp(request.hands, request.diff);
      return vp.ok ? { ok: true, vp: vp.value } : failure(vp.error);
    }
    case 'tableVp': {
      const vp = tableVp(request.hands, request.mp, request.tableOfThree);
      return vp.ok ? { ok: true, vp: vp.value } : failure(vp.error);
    }
    case 'profile': {
      const options = Object.entries(profile.options).map(([name, value]) => ({
        name,
        value,
        ...profile.citations[name as keyof RuleOptions],
      }));
      return { ok: true, profile: profileSpec(profile), name: profile.name, options };
    }
  }
};

/** Answers one parsed JSON request under `profile`; never throws. */
export const answerScala40 = (profile: RuleProfile, request: unknown): OracleAnswer => {
  try {
    const parsed = requestSchema.safeParse(request);
    if (!parsed.success) return failure(badRequest(describeIssues(parsed.error.issues)));
    return answer(profile, parsed.data);
  } catch {
    // Only a hostile value (a throwing getter, a revoked proxy) gets here: parsed JSON cannot.
    return failure({
      code: 'internal-error',
      message: 'the request could not be read',
      article: PROCEDURE,
    });
  }
};
