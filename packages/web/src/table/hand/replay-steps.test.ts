import { DECK_SIZE } from '@tavolo/cards';
import type * as scala40 from '@tavolo/scala40';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import handEn from '../../locales/en/hand.json';
import handIt from '../../locales/it/hand.json';
import tableEn from '../../locales/en/table.json';
import tableIt from '../../locales/it/table.json';
import { cardName } from '../card.js';
import { cardsAccountedFor, knownCards, replayPositions } from './replay-steps.js';
import { stepText } from './step-text.js';
import { burracoHand, scala40Hand } from './test-hands.js';

const asSteps = (events: readonly unknown[]) => events.map((event) => ({ event }));

const expectConserved = (positions: ReturnType<typeof replayPositions>) => {
  if (!positions.ok) throw new Error(`step ${positions.error.step}: ${positions.error.reason}`);
  // From the deal on, every one of the 108 cards is in one place at every step.
  for (const position of positions.value.filter((p) => p.hand !== null)) {
    const known = knownCards(position);
    expect(new Set(known).size).toBe(known.length);
    expect(cardsAccountedFor(position)).toBe(DECK_SIZE);
  }
  return positions.value;
};

describe('a Scala 40 hand played forward from its events', () => {
  it.each([1, 2, 3, 4])('keeps the 108 cards in one place each at every step (seed %i)', (seed) => {
    const events = scala40Hand(seed);
    const positions = expectConserved(replayPositions('scala40', 'fisca-gara', 4, asSteps(events)));
    expect(positions).toHaveLength(events.length);
    // The deal: 13 cards each (S40-CdG art. 4) and the up-card on the pile.
    const dealt = positions[events.findLastIndex((e) => e.type === 'dealt')];
    expect(dealt?.hands.map((h) => h.length)).toEqual([13, 13, 13, 13]);
    expect(dealt?.discard).toHaveLength(1);
  });

  it('ends with the hands shown at the count (S40-CdG art. 22)', () => {
    const events = scala40Hand(5);
    const positions = expectConserved(replayPositions('scala40', 'fisca-gara', 4, asSteps(events)));
    const ended = events[events.length - 1] as Extract<scala40.GameEvent, { type: 'hand-ended' }>;
    const last = positions[positions.length - 1];
    expect(last?.hands.map((h) => [...h].sort())).toEqual(ended.hands.map((h) => [...h].sort()));
  });

  it('says which step does not follow when an event is missing', () => {
    const events = scala40Hand(6);
    const firstDiscard = events.findIndex((e) => e.type === 'discarded');
    const withoutDeal = events.filter((e, i) => !(e.type === 'dealt' && i < firstDiscard));
    const positions = replayPositions('scala40', 'fisca-gara', 4, asSteps(withoutDeal));
    expect(positions.ok).toBe(false);
    if (!positions.ok) expect(withoutDeal[positions.error.step]?.type).not.toBe('hand-started');
  });
});

describe('a Burraco hand played forward from its events', () => {
  it.each([
    [1, 4],
    [2, 4],
    [3, 2],
    [4, 2],
  ] as const)(
    'keeps the 108 cards (with the pozzetti) at every step (seed %i, %i seats)',
    (seed, seats) => {
      const events = burracoHand(seed, seats);
      const positions = expectConserved(
        replayPositions('burraco', 'champion', seats, asSteps(events)),
      );
      // BUR-CH art. 5: two pozzetti of 11 cards each, face down, at the deal.
      expect(positions.find((p) => p.hand !== null)?.pozzetti).toEqual([11, 11]);
      // BUR-CH art. 18: each line takes at most one pozzetto, and the replay marks which did.
      const taken = events.filter((e) => e.type === 'pozzetto-taken').map((e) => e.side);
      const last = positions[positions.length - 1];
      expect(last?.pozzettoTaken).toEqual([taken.includes(0), taken.includes(1)]);
      expect(last?.pozzetti).toHaveLength(2 - taken.length);
    },
  );

  it('marks each burraco by its kind (BUR-CH art. 14), as the table did', () => {
    const kinds = new Set<string>();
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
      const events = burracoHand(seed, 4);
      const positions = expectConserved(replayPositions('burraco', 'champion', 4, asSteps(events)));
      for (const meld of positions[positions.length - 1]?.melds ?? [])
        if (meld.game === 'burraco' && meld.burraco !== null) {
          expect(meld.meld.cards.length).toBeGreaterThanOrEqual(7);
          kinds.add(meld.burraco);
        }
    }
    expect(kinds.size).toBeGreaterThan(0);
  });
});

describe("a move the clock made, in the replay's words", () => {
  const i18n = i18next.createInstance();
  void i18n.init({
    lng: 'it',
    ns: ['hand', 'table'],
    resources: { it: { hand: handIt, table: tableIt }, en: { hand: handEn, table: tableEn } },
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  const t = i18n.getFixedT('it', 'hand');
  const tEn = i18n.getFixedT('en', 'hand');
  const players = ['Ada', 'Bea', 'Cleo', 'Dani'];

  it('says the forced draw and discard were made by the clock, as the move log does (BUR-CH art. 46)', () => {
    const events = burracoHand(1, 4);
    const drew = events.findIndex((e) => e.type === 'drew-card');
    const discard = events.findIndex((e, i) => i > drew && e.type === 'discarded');
    // The clock played that turn: its draw, the card drawn and the discard are marked forced.
    const steps = events.map((event, i) => ({
      event,
      text: '',
      ...((i === drew - 1 || i === drew || i === discard) && { forced: true }),
    }));
    const at = (i: number) => {
      const step = steps[i];
      if (step === undefined) throw new Error(`no step ${i}`);
      return step;
    };
    const discarded = events[discard] as Extract<(typeof events)[number], { type: 'discarded' }>;
    const player = players[discarded.seat] ?? '';
    const card = cardName(t, discarded.card);
    expect(stepText(t, 'burraco', at(discard), players)).toBe(
      `Tempo scaduto, d'ufficio: ${player} scarta ${card}`,
    );
    expect(stepText(tEn, 'burraco', at(discard), players)).toBe(
      `Time ran out, played for them: ${player} discards ${cardName(tEn, discarded.card)}`,
    );
    expect(stepText(t, 'burraco', at(drew), players)).toMatch(/^Tempo scaduto, d'ufficio: /);
    // Every other step reads as before, and the marks move no card.
    const unmarked = steps.filter((s) => s.forced !== true);
    expect(unmarked.length).toBeGreaterThan(0);
    for (const step of unmarked)
      expect(stepText(t, 'burraco', step, players)).not.toMatch(/Tempo scaduto/);
    const positions = expectConserved(replayPositions('burraco', 'champion', 4, steps));
    expect(positions).toEqual(
      expectConserved(replayPositions('burraco', 'champion', 4, asSteps(events))),
    );
  });
});
