import { type MatchEvent, boardScore, partnerOf } from '@tavolo/bridge';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import bridgeEn from '../locales/en/bridge.json';
import bridgeIt from '../locales/it/bridge.json';
import tableEn from '../locales/en/table.json';
import tableIt from '../locales/it/table.json';
import {
  type BridgePosition,
  afterDeal,
  auctionTable,
  bridgePositions,
  tableTrick,
  tricksPlayed,
} from './replay-model.js';
import { bridgeStepText } from './replay-text.js';
import { type BoardPlan, type TestBoard, type TestStep, playTestBoard } from './test-boards.js';

const positionsOf = (board: TestBoard): readonly BridgePosition[] => {
  const positions = bridgePositions(board.steps);
  if (!positions.ok) throw new Error(`step ${positions.error.step}: ${positions.error.reason}`);
  expect(positions.value).toHaveLength(board.steps.length);
  return positions.value;
};

const eventOf = <T extends MatchEvent['type']>(board: TestBoard, type: T) =>
  board.steps
    .map((s) => s.event)
    .find((e): e is Extract<MatchEvent, { type: T }> => e.type === type);

/** From the deal on, each of the 52 cards is in one place: in a hand or played to a trick. */
const expectConserved = (positions: readonly BridgePosition[]) => {
  for (const position of positions.slice(4)) {
    const held = position.hands.flat();
    const played = position.tricks.flatMap((t) => t.cards.map((c) => c.card));
    expect(new Set([...held, ...played]).size).toBe(52);
    expect(held.length + played.length).toBe(52);
    // The deal stays in view: every card still held is one of the thirteen dealt to its seat.
    expect(position.dealt.map((d) => d.length)).toEqual([13, 13, 13, 13]);
    position.hands.forEach((hand, seat) =>
      expect(hand.every((c) => position.dealt[seat]?.includes(c))).toBe(true),
    );
  }
};

const PLANS: readonly BoardPlan[] = [
  { seed: 1 },
  { seed: 2, claimAfter: 3, claim: 'none', statement: 'Le restanti sono vostre' },
  { seed: 3, claimAfter: 4, claim: 'all', statement: 'Tutte mie', director: true },
  { seed: 4, claimAfter: 2, claim: 'all', statement: 'Tutte mie', director: false },
];

describe('a bridge board played forward from its replay', () => {
  it.each(PLANS)('keeps the 52 cards in one place at every step (%o)', (plan) => {
    const board = playTestBoard(plan);
    const positions = positionsOf(board);
    expectConserved(positions);
    // Opened right after the deal: 13 cards in every hand, no call yet.
    const dealt = positions[afterDeal(board.steps)];
    expect(dealt?.hands.map((h) => h.length)).toEqual([13, 13, 13, 13]);
    expect(dealt?.auction).toEqual([]);
  });

  it("writes the auction from the dealer's column, and knows the contract, declarer and dummy", () => {
    const board = playTestBoard({ seed: 5 });
    const positions = positionsOf(board);
    const started = eventOf(board, 'board-started');
    const ended = eventOf(board, 'auction-ended');
    const at = board.steps.findIndex((s) => s.event.type === 'auction-ended');
    const position = positions[at] as BridgePosition;
    const calls = board.steps.flatMap((s) => (s.event.type === 'called' ? [s.event.call] : []));
    const rows = auctionTable(position);
    expect(rows.flat().slice(0, started?.dealer)).toEqual(Array(started?.dealer).fill(null));
    expect(rows.flat().filter((c) => c !== null)).toEqual(calls);
    expect(rows.every((row) => row.length === 4)).toBe(true);
    expect(position.contract).toEqual(ended?.contract);
    // Before the auction ends the contract is not known.
    expect(positions[at - 1]?.contract).toBeNull();
    if (ended?.contract) expect(position.dummy).toBe(partnerOf(ended.contract.declarer));
  });

  it('shows the trick under way, then the trick won until the next lead, and the tricks by side', () => {
    const board = playTestBoard({ seed: 6 });
    const positions = positionsOf(board);
    const firstWon = board.steps.findIndex((s) => s.event.type === 'trick-won');
    const won = board.steps[firstWon]?.event as Extract<MatchEvent, { type: 'trick-won' }>;
    const trick = tableTrick(positions[firstWon] as BridgePosition);
    expect(trick?.cards).toHaveLength(4);
    expect(trick?.winner).toBe(won.winner);
    expect(positions[firstWon]?.tricksWon.reduce((a, b) => a + b)).toBe(1);
    // The fourth card before it: the trick complete, its winner not yet said.
    const fourth = tableTrick(positions[firstWon - 1] as BridgePosition);
    expect(fourth?.cards).toHaveLength(4);
    expect(fourth?.winner).toBeNull();
    expect(tableTrick(positions[firstWon - 2] as BridgePosition)?.cards).toHaveLength(3);
    // The next lead starts a new trick with one card.
    const lead = positions[firstWon + 1] as BridgePosition;
    expect(tableTrick(lead)?.cards).toHaveLength(1);
    expect(tableTrick(lead)?.index).toBe(1);
    const last = positions[positions.length - 1] as BridgePosition;
    expect(tricksPlayed(last)).toBe(13);
    expect(last.hands.flat()).toEqual([]);
  });

  it("ends with the board's score and result, as the engine scored them (LAW 77)", () => {
    for (const plan of PLANS) {
      const board = playTestBoard(plan);
      const last = positionsOf(board).at(-1) as BridgePosition;
      const played = board.match.played[0];
      expect(last.score).toBe(played?.score);
      expect(last.result?.declarerTricks).toBe(played?.result.declarerTricks);
      expect(last.result?.by).toBe(played?.result.by);
      const scored = boardScore(
        last.contract,
        last.result?.declarerTricks ?? 0,
        last.board?.vulnerability ?? 'none',
      );
      expect(scored.ok && scored.value).toBe(last.score);
      expect(last.totals).toEqual(board.match.totals);
      expect(last.matchOver).toBe(true);
    }
  });

  it('LAW 68-69: a concession with its statement, answered and agreed; the cards left stay in the hands', () => {
    const board = playTestBoard(PLANS[1] as BoardPlan);
    const positions = positionsOf(board);
    const at = board.steps.findIndex((s) => s.event.type === 'claimed');
    const claimed = positions[at] as BridgePosition;
    expect(claimed.claim).toMatchObject({
      tricks: 0,
      remaining: 10,
      statement: 'Le restanti sono vostre',
      outcome: 'open',
      answers: [],
    });
    expect(claimed.claim?.shown).toEqual(claimed.hands[claimed.claim?.seat ?? 0]);
    const last = positions.at(-1) as BridgePosition;
    expect(last.claim?.outcome).toBe('agreed');
    expect(last.claim?.answers.every((a) => a.answer === 'accept')).toBe(true);
    expect(last.hands.flat()).toHaveLength(40);
    expect(last.result?.by).toBe('claim');
  });

  it('LAW 68D (2017), 70: a disputed claim goes to the director, whose ruling stands', () => {
    const board = playTestBoard(PLANS[2] as BoardPlan);
    const last = positionsOf(board).at(-1) as BridgePosition;
    expect(last.claim?.outcome).toBe('director');
    expect(last.rulings.map((r) => r.kind)).toEqual(['director-called', 'tricks-ruled']);
    expect(last.result?.by).toBe('director');
    const ruled = last.rulings[1];
    expect(ruled?.kind === 'tricks-ruled' && ruled.declarerTricks).toBe(
      last.result?.declarerTricks,
    );
  });

  it('at a table without a director: the disputed claim is void, play goes on, the sides agree (LAW 79A)', () => {
    const board = playTestBoard(PLANS[3] as BoardPlan);
    const positions = positionsOf(board);
    const last = positions.at(-1) as BridgePosition;
    expect(last.claim?.outcome).toBe('withdrawn');
    expect(last.rulings[0]).toMatchObject({ kind: 'claim-withdrawn', article: 'LAW 68D (2017)' });
    expect(tricksPlayed(last)).toBe(13);
    expect(last.agreed).toEqual([true, true]);
    expect(last.result?.by).toBe('play');
  });

  it('says which step does not follow when an event is missing', () => {
    const board = playTestBoard({ seed: 7 });
    const firstPlay = board.steps.findIndex((s) => s.event.type === 'played');
    const player = (board.steps[firstPlay]?.event as { seat: number }).seat;
    const steps = board.steps.filter((s) => !(s.event.type === 'dealt' && s.event.seat === player));
    const positions = bridgePositions(steps);
    expect(positions.ok).toBe(false);
    if (!positions.ok) expect(steps[positions.error.step]?.event.type).toBe('played');
    expect(bridgePositions([{ event: { nothing: 1 } }]).ok).toBe(false);
  });
});

describe("a bridge replay's steps in words", () => {
  const i18n = i18next.createInstance();
  void i18n.init({
    lng: 'it',
    ns: ['bridge', 'table'],
    resources: {
      it: { bridge: bridgeIt, table: tableIt },
      en: { bridge: bridgeEn, table: tableEn },
    },
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  const it_ = i18n.getFixedT('it', 'bridge');
  const en = i18n.getFixedT('en', 'bridge');

  const texts = (board: TestBoard, t: typeof it_) => {
    const positions = positionsOf(board);
    return board.steps.map((step, i) =>
      bridgeStepText(t, { ...step, text: 'FALLBACK' }, board.players, positions[i]),
    );
  };

  it.each(PLANS)('says every step in Italian and in English, with no key left (%o)', (plan) => {
    const board = playTestBoard(plan);
    for (const t of [it_, en])
      for (const text of texts(board, t)) {
        expect(text).not.toBe('FALLBACK');
        expect(text).not.toMatch(/\{\{|replay\.|bridge:|LAW /);
      }
  });

  it("names the players with their seats, the calls and the cards in the page's language", () => {
    const board = playTestBoard(PLANS[1] as BoardPlan);
    const said = texts(board, it_);
    const saidEn = texts(board, en);
    const started = eventOf(board, 'board-started');
    expect(said[0]).toMatch(/^Board 1 sul tavolo: mazziere \w+ \((Nord|Est|Sud|Ovest)\)/);
    expect(saidEn[0]).toMatch(/^Board 1 on the table: dealer \w+ \((North|East|South|West)\)/);
    expect(said[1]).toBe('Nadia (Nord) riceve le sue 13 carte.');
    expect(saidEn[1]).toBe('Nadia (North) is dealt 13 cards.');
    const firstCall = board.steps.findIndex((s) => s.event.type === 'called');
    expect(board.steps[firstCall]?.seat).toBe(started?.dealer);
    expect(said[firstCall]).toMatch(/ (passa|dichiara .+)\.$/);
    const claimed = board.steps.findIndex((s) => s.event.type === 'claimed');
    expect(said[claimed]).toMatch(
      /concede tutte le 10 prese rimaste: «Le restanti sono vostre»\.$/,
    );
    const won = board.steps.findIndex((s) => s.event.type === 'trick-won');
    const winner = (board.steps[won]?.event as { winner: number }).winner;
    expect(said[won]).toBe(
      `Presa 1 a ${board.players[winner]} (${['Nord', 'Est', 'Sud', 'Ovest'][winner]}): Nord-Sud ${
        winner % 2 === 0 ? 1 : 0
      }, Est-Ovest ${winner % 2}.`,
    );
    expect(said.at(-2)).toMatch(/^Board 1: (\d+ punti a (Nord-Sud|Est-Ovest)|nessun punto)\./);
    expect(said.at(-1)).toMatch(/^Fine dell'incontro: Nord-Sud \d+, Est-Ovest \d+\.$/);
  });

  it("says a move the clock made in the seat's name, as the move log does", () => {
    const board = playTestBoard({ seed: 8 });
    const positions = positionsOf(board);
    const at = board.steps.findIndex((s) => s.event.type === 'called');
    const step = board.steps[at] as TestStep;
    const plain = bridgeStepText(it_, step, board.players, positions[at]);
    const forced = { ...step, forced: true };
    expect(bridgeStepText(it_, forced, board.players, positions[at])).toBe(
      `Tempo scaduto, d'ufficio: ${plain}`,
    );
    expect(bridgeStepText(en, forced, board.players, positions[at])).toMatch(
      /^Time ran out, played for them: /,
    );
  });

  it("cites the Laws in the page's language", () => {
    const board = playTestBoard(PLANS[3] as BoardPlan);
    const at = board.steps.findIndex((s) => s.event.type === 'claim-withdrawn');
    expect(texts(board, it_)[at]).toMatch(/\(Legge 68D \(2017\)\)\.$/);
    expect(texts(board, en)[at]).toMatch(/\(Law 68D \(2017\)\)\.$/);
  });
});
