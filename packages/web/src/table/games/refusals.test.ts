import {
  type Action as BurracoAction,
  type MatchState as BurracoState,
  type SeatView as BurracoView,
  PROFILES as BURRACO_PROFILES,
  apply as applyBurraco,
  createMatch as createBurraco,
  legalActions as burracoLegal,
  view as burracoView,
} from '@tavolo/burraco';
import { type CardId, type NaturalFace, naturalId } from '@tavolo/cards';
import {
  type Action as Scala40Action,
  type MatchState as Scala40State,
  type SeatView as Scala40View,
  PROFILES as SCALA40_PROFILES,
  apply as applyScala40,
  createMatch as createScala40,
  legalActions as scala40Legal,
  view as scala40View,
} from '@tavolo/scala40';
import { describe, expect, it } from 'vitest';
import { burraco } from './burraco.js';
import { burracoViewOf } from './burraco-test-views.js';
import { discardOutcome, discardRefusal, takeRefusal } from './refusals.js';
import { scala40 } from './scala40.js';
import { JOKER, card, scala40ViewOf as baseViewOf, sequence } from './scala40-test-views.js';

/** The view of seat 0 of a Scala 40 table of three, opened like Bea by default. */
const viewOf = (
  cards: readonly CardId[],
  options: {
    opened?: boolean;
    melds?: Scala40View['hand']['melds'];
    turn?: Scala40View['hand']['turn'];
    obligation?: Scala40View['hand']['obligation'];
    discardTop?: CardId | null;
  } = {},
): Scala40View => {
  const { opened, ...rest } = options;
  return baseViewOf(cards, { ...rest, opened: [opened ?? true, true, false] });
};

describe('why Scala 40 refuses a discard, asked of the engine', () => {
  const run789 = sequence(4, 1, '7H', '8H', '9H');

  it('S40-CdG art. 6: a card that lays off on a meld of the table is not discarded, and the meld is named', () => {
    const model = scala40.model(viewOf([card('TH'), card('2C'), card('5S')], { melds: [run789] }));
    const refusal = discardRefusal(model, card('TH'));
    expect(refusal?.error).toMatchObject({ code: 'discard-lays-off', article: 'S40-CdG art. 6' });
    expect(refusal?.melds?.map((m) => m.id)).toEqual([4]);
    expect(discardRefusal(model, card('2C'))).toBeNull();
  });

  it('S40-CdG art. 6: "solamente avendo tutte carte che legano" the card may go', () => {
    const model = scala40.model(viewOf([card('TH'), card('6H')], { melds: [run789] }));
    expect(discardRefusal(model, card('TH'))).toBeNull();
  });

  it('S40-CdG art. 8: a joker is discarded only to close', () => {
    const model = scala40.model(viewOf([JOKER, card('2C')]));
    expect(discardRefusal(model, JOKER)?.error).toMatchObject({
      code: 'joker-discard',
      article: 'S40-CdG art. 8',
    });
  });

  it('S40-CdG art. 6: who took the discard before opening opens before discarding', () => {
    const model = scala40.model(
      viewOf([card('2C'), card('5S'), card('KD')], {
        opened: false,
        obligation: { kind: 'open', card: card('KD') },
      }),
    );
    expect(discardRefusal(model, card('2C'))?.error).toMatchObject({
      code: 'must-open-after-discard',
      article: 'S40-CdG art. 6',
    });
  });

  it('S40-CdG art. 19: the discard of the last card closes the hand; any other does not', () => {
    const last = scala40.model(viewOf([card('2C')]));
    expect(discardOutcome(last, card('2C'))).toBe('closes');
    const two = scala40.model(viewOf([card('2C'), card('5S')]));
    expect(discardOutcome(two, card('2C'))).toBeNull();
  });
});

describe('why Scala 40 refuses the discard pile, asked of the engine', () => {
  it('S40-CdG art. 16: not on the turn of another player', () => {
    const model = scala40.model(
      viewOf([card('2C')], { turn: { seat: 1, phase: 'draw' }, discardTop: card('KD') }),
    );
    expect(takeRefusal(model)?.error).toMatchObject({
      code: 'not-your-turn',
      article: 'S40-CdG art. 16',
    });
  });

  it('S40-CdG art. 6: not after drawing', () => {
    const model = scala40.model(viewOf([card('2C')], { discardTop: card('KD') }));
    expect(takeRefusal(model)?.error).toMatchObject({
      code: 'already-drew',
      article: 'S40-CdG art. 6',
    });
  });

  it('S40-CdG art. 6: before opening, only holding melds worth 40 to open with at once', () => {
    const model = scala40.model(
      viewOf([card('2C'), card('5S'), card('9D')], {
        opened: false,
        turn: { seat: 0, phase: 'draw' },
        discardTop: card('KD'),
      }),
    );
    expect(takeRefusal(model)?.error).toMatchObject({
      code: 'no-opening-to-take-discard',
      article: 'S40-CdG art. 6',
    });
    const opening = scala40.model(
      viewOf([card('KH'), card('KS'), card('QC'), card('QH'), card('QS'), card('2C')], {
        opened: false,
        turn: { seat: 0, phase: 'draw' },
        discardTop: card('KD'),
      }),
    );
    expect(takeRefusal(opening)).toBeNull();
  });
});

/** A Burraco run of natural cards from `low` (2..8) on the table of `side`. */
const naturalRun = (
  id: number,
  side: 0 | 1,
  suit: NaturalFace['suit'],
  low: number,
  length: number,
): BurracoView['hand']['melds'][number] => ({
  id,
  side,
  meld: {
    kind: 'sequence',
    suit,
    low,
    cards: Array.from({ length }, (_, i) => ({
      id: naturalId({ rank: low + i, suit } as NaturalFace),
      wild: false,
    })),
  },
  burraco: length >= 7 ? 'pulito' : null,
});

describe('why Burraco refuses a discard or the pile, asked of the engine', () => {
  it('BUR-CH art. 9: after taking the pile, a taken card is played before discarding', () => {
    const model = burraco.model(
      burracoViewOf([card('2C'), card('5S')], {
        turn: { mustPlayOneOf: [card('5S')], tookPile: true },
      }),
    );
    expect(discardRefusal(model, card('2C'))?.error).toMatchObject({
      code: 'pile-card-first',
      article: 'BUR-CH art. 9',
    });
  });

  it('BUR-CH art. 9: the pile is taken only when one of its cards can be played at once', () => {
    const unusable = burraco.model(
      burracoViewOf([card('4C'), card('9S')], {
        turn: { phase: 'draw' },
        pile: [card('KD')],
      }),
    );
    expect(takeRefusal(unusable)?.error).toMatchObject({
      code: 'pile-unusable',
      article: 'BUR-CH art. 9',
    });
    const usable = burraco.model(
      burracoViewOf([card('KC'), card('KS')], { turn: { phase: 'draw' }, pile: [card('KD')] }),
    );
    expect(takeRefusal(usable)).toBeNull();
  });

  it('BUR-CH art. 7: not on the turn of another player, nor after drawing', () => {
    const pile = [card('KD')];
    const other = burraco.model(burracoViewOf([card('KC')], { turn: { seat: 1 }, pile }));
    expect(takeRefusal(other)?.error).toMatchObject({ code: 'not-your-turn' });
    const drawn = burraco.model(burracoViewOf([card('KC')], { pile }));
    expect(takeRefusal(drawn)?.error).toMatchObject({
      code: 'already-drew',
      article: 'BUR-CH art. 7',
    });
  });

  it('BUR-CH art. 18: the last card without the pozzetto takes it; with it and the burrachi it closes', () => {
    const last = [card('4C')];
    const noPozzetto = burraco.model(burracoViewOf(last));
    expect(discardOutcome(noPozzetto, card('4C'))).toBe('takes-pozzetto');
    const closing = burraco.model(
      burracoViewOf(last, {
        pozzettoTaken: [true, false],
        // Champion asks a pulito and a sporco, or better (BUR-CH art. 18, 40).
        melds: [naturalRun(1, 0, 'H', 3, 7), naturalRun(2, 0, 'S', 2, 7)],
      }),
    );
    expect(discardOutcome(closing, card('4C'))).toBe('closes');
    const noBurraco = burraco.model(
      burracoViewOf(last, { pozzettoTaken: [true, false], melds: [naturalRun(1, 0, 'H', 3, 7)] }),
    );
    expect(discardRefusal(noBurraco, card('4C'))?.error).toMatchObject({
      code: 'closing-without-burrachi',
      article: 'BUR-CH art. 18',
    });
  });
});

/**
 * The refusals read from a seat's view agree with the engine's on the whole match: every
 * discard the engine refuses, and every refused take of the pile, along a played match.
 */
const errorOf = (answer: { ok: boolean; error?: { code: string } }) =>
  answer.ok ? null : (answer.error?.code ?? null);

describe('the refusals read from the view are the engine’s own', () => {
  it('in a Scala 40 match played by the first legal move of each turn', () => {
    const created = createScala40({
      profile: SCALA40_PROFILES['fisca-gara'],
      players: ['Ada', 'Bea', 'Cleo'],
      seed: { scheme: 'xoroshiro128plus', seed: 7 },
    });
    if (!created.ok) throw new Error(created.error.code);
    let state: Scala40State = created.value.state;
    let compared = 0;
    for (let step = 0; step < 120 && state.status === 'playing'; step++) {
      const seat = state.hand.turn.seat;
      const model = scala40.model(scala40View(state, seat));
      const limited = Object.keys(state.hand.turn.layOffs).length > 0;
      if (state.hand.turn.phase === 'draw') {
        const real = errorOf(applyScala40(state, { type: 'take-discard', seat }));
        expect(takeRefusal(model)?.error.code ?? null).toBe(real);
        compared++;
      } else if (!limited) {
        for (const c of state.hand.hands[seat] ?? []) {
          const real = errorOf(applyScala40(state, { type: 'discard', seat, card: c }));
          expect(discardRefusal(model, c)?.error.code ?? null).toBe(real);
          compared++;
        }
      }
      const legal = scala40Legal(state, seat) as readonly Scala40Action[];
      const move = legal.find((a) => a.type !== 'take-discard') ?? (legal[0] as Scala40Action);
      const next = applyScala40(state, move);
      if (!next.ok) throw new Error(next.error.code);
      state = next.value.state;
    }
    expect(compared).toBeGreaterThan(50);
  });

  it('in a Burraco match played by the first legal move of each turn', () => {
    const created = createBurraco({
      profile: BURRACO_PROFILES.champion,
      seed: { scheme: 'xoroshiro128plus', seed: 11 },
      seating: { kind: 'individual', players: ['Ada', 'Bea', 'Cleo', 'Dino'] },
      hands: 1,
    });
    if (!created.ok) throw new Error(created.error.code);
    let state: BurracoState = created.value.state;
    let compared = 0;
    for (let step = 0; step < 120 && state.status === 'playing'; step++) {
      const seat = state.hand.turn.seat;
      const model = burraco.model(burracoView(state, seat));
      if (state.hand.turn.phase === 'draw') {
        const real = errorOf(applyBurraco(state, { type: 'take-pile', seat }));
        expect(takeRefusal(model)?.error.code ?? null).toBe(real);
        compared++;
      } else if (state.hand.unseenPozzetti.length === 0) {
        for (const c of state.hand.hands[seat] ?? []) {
          const real = errorOf(applyBurraco(state, { type: 'discard', seat, card: c }));
          expect(discardRefusal(model, c)?.error.code ?? null).toBe(real);
          compared++;
        }
      }
      const legal = burracoLegal(state, seat) as readonly BurracoAction[];
      const move = legal.find((a) => a.type !== 'discard') ?? (legal[0] as BurracoAction);
      const next = applyBurraco(state, move);
      if (!next.ok) throw new Error(next.error.code);
      state = next.value.state;
    }
    expect(compared).toBeGreaterThan(50);
  });
});
