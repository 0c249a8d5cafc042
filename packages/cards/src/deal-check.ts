/**
 * What the engines' deal checks share (docs/verifiable-shuffle.md, section 11): the problems a
 * check reports, and the comparison of the cards a deal record says were dealt with the cards
 * the revealed secret orders. Each engine keeps its own record shape and deal procedure.
 */
import type { CardDraw } from './card-draw.js';
import type { CardId } from './card.js';

/** A reason a deal does not verify. */
export interface DealProblem {
  /**
   * Stable, for translations: `bad-secret`, `bad-record`, `seat-cards`, `up-card`, `stock`,
   * `pozzetto`, `seat-draw-cards`, `seat-draw-ranking`.
   */
  readonly code: string;
  /** A short English sentence. */
  readonly message: string;
  /** What the message names: `seat`, `player`, `pozzetto`, `detail`. */
  readonly values: Readonly<Record<string, string | number>>;
}

export const dealProblem = (
  code: string,
  message: string,
  values: DealProblem['values'] = {},
): DealProblem => ({ code, message, values });

/** The same cards in the same order. */
export const sameCards = (a: readonly CardId[], b: readonly CardId[]): boolean =>
  a.length === b.length && a.every((card, i) => card === b[i]);

const SECRET_HEX = /^[0-9a-f]{64}$/;

/** A revealed hand secret must be an `hmac-sha256-v1` secret: none when it is one. */
export const secretProblems = (secret: unknown): readonly DealProblem[] =>
  typeof secret === 'string' && SECRET_HEX.test(secret)
    ? []
    : [dealProblem('bad-secret', 'the secret is not 64 lower-case hex digits')];

/** A record that failed its schema, one problem per issue (zod's `issues`). */
export const recordProblems = (
  issues: readonly { readonly path: readonly (string | number)[]; readonly message: string }[],
): readonly DealProblem[] =>
  issues.map((issue) => {
    const detail = `${issue.path.join('.') || 'the record'}: ${issue.message}`;
    return dealProblem('bad-record', `the deal record is not valid (${detail})`, { detail });
  });

/** What every deal hands out: a hand per seat, the up-card, the stock (top first). */
export interface DealtCommon {
  readonly hands: readonly (readonly CardId[])[];
  readonly upCard: CardId;
  readonly stock: readonly CardId[];
}

/** Where the recorded hands, up-card and stock differ from the ones the shuffle deals. */
export const dealtProblems = (record: DealtCommon, dealt: DealtCommon): readonly DealProblem[] => [
  ...record.hands.flatMap((hand, seat) =>
    sameCards(hand, dealt.hands[seat] ?? [])
      ? []
      : [dealProblem('seat-cards', `seat ${seat}'s cards differ from the shuffle`, { seat })],
  ),
  ...(record.upCard === dealt.upCard
    ? []
    : [dealProblem('up-card', 'the up-card differs from the shuffle')]),
  ...(sameCards(record.stock, dealt.stock)
    ? []
    : [dealProblem('stock', 'the stock differs from the shuffle')]),
];

/** Where the recorded seat draw differs from the draw the shuffle makes (`drawn`). */
export const seatDrawProblems = (record: CardDraw, drawn: CardDraw): readonly DealProblem[] => [
  ...record.draws.flatMap(({ player, cards }, i) =>
    sameCards(cards, drawn.draws[i]?.cards ?? [])
      ? []
      : [
          dealProblem('seat-draw-cards', `${player}'s seat-draw cards differ from the shuffle`, {
            player,
          }),
        ],
  ),
  ...(record.ranking.length === drawn.ranking.length &&
  record.ranking.every((player, i) => player === drawn.ranking[i])
    ? []
    : [
        dealProblem(
          'seat-draw-ranking',
          'the seat-draw ranking does not follow from the cards drawn',
        ),
      ]),
];
