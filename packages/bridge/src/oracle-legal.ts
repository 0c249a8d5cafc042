/**
 * The oracle's `legal` request: is this call or card legal here? The board is given as PBN's
 * Deal tag (`"deal":"N:AKQJ.AKQ.AKQ.AKQ T98.JT98.JT9.JT9 ..."`, hands clockwise from the seat
 * named first, suits S.H.D.C), with its `dealer` (or its `board` number, from which the dealer
 * comes by LAW 2), the `calls` so far from the dealer and the cards `played` so far in order;
 * then `call` or `card` is tried for the player on turn (or `seat`, to try a call out of turn).
 * Legal: `{"ok":true,"seat":"S"}`; not legal: the engine's refusal with its Law. Without `call`
 * or `card`, the answer lists what the player on turn may call or play.
 */
import {
  type Card52,
  PROCEDURE,
  type Result,
  type RuleError,
  card52Code,
  err,
  ok,
  ruleError,
} from '@tavolo/cards';
import type { Action } from './action.js';
import { boardOf } from './board.js';
import { apply, createBoard, legalActions, turnOf } from './engine.js';
import { parseCall, parseCard, parseSeat, parseVulnerability } from './oracle-parse.js';
import type { BoardState } from './state.js';
import { type Call, type Deal, DIRECTIONS, type Seat } from './types.js';

type Answer =
  | ({ readonly ok: true } & Readonly<Record<string, unknown>>)
  | { readonly ok: false; readonly error: RuleError };

const FIELDS = [
  'op',
  'deal',
  'dealer',
  'vulnerability',
  'board',
  'calls',
  'played',
  'call',
  'card',
  'seat',
];

const failure = (e: RuleError, prefix = ''): Answer => ({
  ok: false,
  error: { code: e.code, message: prefix + e.message, article: e.article },
});
const badRequest = (message: string): Answer =>
  failure(ruleError('bad-request', PROCEDURE, message));

/** PBN's Deal tag: `N:` then four hands clockwise, each `spades.hearts.diamonds.clubs`. */
export const parseDealTag = (value: unknown): Result<Deal['hands'], RuleError> => {
  const refuse = (why: string) => err(ruleError('bad-deal', PROCEDURE, `deal: ${why}`));
  if (typeof value !== 'string') return refuse('a PBN Deal tag such as "N:AKQJ.AKQ.AKQ.AKQ ..."');
  const m = /^\s*(?:([NESW]):)?(.*)$/i.exec(value) as RegExpExecArray;
  const first = parseSeat(m[1] ?? 'N');
  if (!first.ok) return first;
  const texts = (m[2] as string).trim().split(/\s+/);
  if (texts.length !== 4) return refuse('four hands, separated by spaces');
  const hands: Card52[][] = [[], [], [], []];
  const seen = new Set<Card52>();
  for (const [i, text] of texts.entries()) {
    const suits = text.split('.');
    if (suits.length !== 4) return refuse(`hand ${text} is not spades.hearts.diamonds.clubs`);
    for (const [s, ranks] of suits.entries())
      for (const rank of ranks === '-' ? '' : ranks) {
        const card = parseCard(`${'SHDC'[s] as string}${rank}`);
        if (!card.ok) return refuse(card.error.message);
        if (seen.has(card.value)) return refuse(`${card52Code(card.value)} is dealt twice`);
        seen.add(card.value);
        (hands[(first.value + i) % 4] as Card52[]).push(card.value);
      }
  }
  if (hands.some((h) => h.length !== 13)) return refuse('each hand holds 13 cards');
  return ok(hands.map((h) => [...h].sort((a, b) => a - b)) as unknown as Deal['hands']);
};

const boardFor = (r: Readonly<Record<string, unknown>>): Result<Deal, RuleError> => {
  const hands = parseDealTag(r['deal']);
  if (!hands.ok) return hands;
  const n = r['board'] ?? 1;
  const board = boardOf(typeof n === 'number' ? n : Number.NaN);
  if (!board.ok) return board;
  let { dealer, vulnerability } = board.value;
  if ('dealer' in r) {
    const seat = parseSeat(r['dealer']);
    if (!seat.ok) return seat;
    dealer = seat.value;
  } else if (!('board' in r))
    return err(ruleError('bad-request', PROCEDURE, 'legal: dealer or board is missing'));
  if ('vulnerability' in r) {
    const v = parseVulnerability(r['vulnerability']);
    if (!v.ok) return v;
    vulnerability = v.value;
  }
  return ok({ ...board.value, dealer, vulnerability, hands: hands.value });
};

const stringList = (value: unknown): readonly string[] | undefined =>
  value === undefined
    ? []
    : Array.isArray(value) && value.every((v) => typeof v === 'string')
      ? value
      : undefined;

const callText = (call: Call): string =>
  call.type === 'pass'
    ? 'P'
    : call.type === 'double'
      ? 'X'
      : call.type === 'redouble'
        ? 'XX'
        : `${call.level}${call.strain}`;

/** The state after the given calls and cards, each by the player on turn. */
const replay = (
  deal: Deal,
  calls: readonly string[],
  played: readonly string[],
): Result<BoardState, Answer> => {
  let state = createBoard(deal).state;
  const steps: [string, string, (seat: Seat) => Result<Action, RuleError>][] = [
    ...calls.map((c, i): [string, string, (seat: Seat) => Result<Action, RuleError>] => [
      `calls[${i}]`,
      c,
      (seat) => {
        const call = parseCall(c);
        return call.ok ? ok({ type: 'call', seat, call: call.value }) : call;
      },
    ]),
    ...played.map((c, i): [string, string, (seat: Seat) => Result<Action, RuleError>] => [
      `played[${i}]`,
      c,
      (seat) => {
        const card = parseCard(c);
        return card.ok ? ok({ type: 'play', seat, card: card.value }) : card;
      },
    ]),
  ];
  for (const [where, text, make] of steps) {
    const turn = turnOf(state);
    if (turn === null) return err(badRequest(`${where} (${text}): nobody is on turn any more`));
    const action = make(turn.seat);
    if (!action.ok) return err(failure(action.error, `${where}: `));
    const next = apply(state, action.value);
    if (!next.ok) return err(failure(next.error, `${where} (${text}): `));
    state = next.value.state;
  }
  return ok(state);
};

export const answerLegal = (r: Readonly<Record<string, unknown>>): Answer => {
  const unknown = Object.keys(r).find((k) => !FIELDS.includes(k));
  if (unknown) return badRequest(`legal: unknown field ${unknown}`);
  if ('call' in r && 'card' in r) return badRequest('legal: try a call or a card, not both');
  const calls = stringList(r['calls']);
  const played = stringList(r['played']);
  if (!calls || !played) return badRequest('legal: calls and played are lists of strings');
  const deal = boardFor(r);
  if (!deal.ok) return failure(deal.error);
  const state = replay(deal.value, calls, played);
  if (!state.ok) return state.error;
  const turn = turnOf(state.value);
  let seat = turn?.seat;
  if ('seat' in r) {
    const given = parseSeat(r['seat']);
    if (!given.ok) return failure(given.error);
    seat = given.value;
  }
  if (seat === undefined) return badRequest('legal: the board is over, nobody is on turn');
  const direction = DIRECTIONS[seat];
  let action: Result<Action, RuleError> | undefined;
  if ('call' in r) {
    const call = parseCall(r['call']);
    action = call.ok ? ok({ type: 'call', seat, call: call.value }) : call;
  } else if ('card' in r) {
    const card = parseCard(r['card']);
    action = card.ok ? ok({ type: 'play', seat, card: card.value }) : card;
  }
  if (action === undefined) {
    const legal = legalActions(state.value, seat);
    return {
      ok: true,
      seat: direction,
      calls: legal.flatMap((a) => (a.type === 'call' ? [callText(a.call)] : [])),
      cards: legal.flatMap((a) => (a.type === 'play' ? [card52Code(a.card)] : [])),
    };
  }
  if (!action.ok) return failure(action.error);
  const applied = apply(state.value, action.value);
  return applied.ok ? { ok: true, seat: direction } : failure(applied.error);
};
