/**
 * The readings of the federation texts where the engine once departed from them (issue 16):
 * each test is named after its article and quotes the sentence it implements.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Action } from './action.js';
import { apply } from './engine.js';
import { candidateMelds } from './candidates.js';
import { legalActions } from './legal.js';
import { layOffPlacements, meldPoints, readMeld } from './meld.js';
import { answerScala40 } from './oracle.js';
import { PROFILES, type RuleOptions } from './profile.js';
import type { MatchState } from './state.js';
import {
  type Position,
  deepFreeze,
  id,
  ids,
  meldCards,
  play,
  position,
  refusal,
} from './test-support.js';

const at = (p: Position, options: Partial<RuleOptions> = {}): MatchState => {
  const state = position(p);
  return deepFreeze({
    ...state,
    profile: { ...state.profile, options: { ...state.profile.options, ...options } },
  });
};

/** Whether legalActions lists the action; an opening in any order of its melds and cards. */
const listed = (state: MatchState, action: Action): boolean => {
  const ids = (cards: readonly { id: number }[]) =>
    cards
      .map((c) => c.id)
      .sort((x, y) => x - y)
      .join(',');
  const key = (a: Action) =>
    a.type === 'meld'
      ? `meld:${ids(a.cards)}`
      : a.type === 'lay-off'
        ? `lay-off:${a.card}:${a.meld}`
        : a.type === 'open'
          ? `open:${a.melds
              .map((m) =>
                m
                  .map((c) => c.id)
                  .sort((x, y) => x - y)
                  .join(','),
              )
              .sort()
              .join('|')}`
          : JSON.stringify(a);
  return legalActions(state, state.hand.turn.seat).some((a) => key(a) === key(action));
};

const open = (codes: string[], seat = 0): Action => ({
  type: 'open',
  seat,
  melds: codes.map((c) => meldCards(c)),
});
const discard = (code: string, seat = 0): Action => ({ type: 'discard', seat, card: id(code) });
const take: Action = { type: 'take-discard', seat: 0 };
const fillers = ["2D' 3S' 8C'", "4D' 9S' JC'", "6D' TS' KC'"];
const drawPhase = { phase: 'draw' as const };

describe('S40-CdG art. 6: taking the discard before opening', () => {
  // "Si può raccogliere la carta scartata dall'avversario solamente se si possiedono in mano
  // combinazioni o sequenze per almeno 40 punti o che si possa realizzarli con la stessa carta
  // che raccogliamo"
  const holding40 = (profile: string, top: string) =>
    at({
      profile,
      hands: [ids('TH JH QH KD KC KS 2C 5D'), ...fillers.map(ids)],
      discard: ids(top),
      turn: drawPhase,
    });

  for (const profile of ['fisca-gara', 'club-151']) {
    it(`S40-CdG art. 6: on ${profile} a player holding 40 in melds takes a card he will not open with`, () => {
      const state = holding40(profile, '3C');
      expect(listed(state, take)).toBe(true);
      const taken = play(state, take);
      expect(taken.state.hand.turn.obligation).toEqual({ kind: 'open', card: id('3C') });
      // "Queste combinazioni o sequenze vanno obbligatoriamente calate sul tavolo"
      const notYet = refusal(taken.state, discard('2C'));
      expect(notYet.code).toBe('must-open-after-discard');
      expect(notYet.article).toBe('S40-CdG art. 6');
      expect(listed(taken.state, open(['TH JH QH', 'KD KC KS']))).toBe(true);
      const opened = play(taken.state, open(['TH JH QH', 'KD KC KS']));
      expect(opened.state.hand.turn.obligation).toBeNull();
      // S40-CdG art. 18: "Il giocatore può scartare la stessa carta che ha raccolto"
      expect(play(opened.state, discard('3C')).state.hand.discard.at(-1)).toBe(id('3C'));
    });
  }

  it('S40-CdG art. 6: on fisca-gara the card may also be what makes the 40', () => {
    const state = at({
      hands: [ids('TH JH QH 2C 5D 8S'), ...fillers.map(ids)],
      discard: ids('KH'),
      turn: drawPhase,
    });
    const taken = play(state, take);
    expect(taken.state.hand.turn.obligation).toEqual({ kind: 'open', card: id('KH') });
    expect(play(taken.state, open(['TH JH QH KH'])).state.hand.opened[0]).toBe(true);
  });

  it('S40-CdG art. 6: without 40 points, with or without the card, the discard is not taken', () => {
    const state = at({
      hands: [ids('TH JH QH 2C 5D 8S'), ...fillers.map(ids)],
      discard: ids('3C'),
      turn: drawPhase,
    });
    const error = refusal(state, take);
    expect(error.code).toBe('no-opening-to-take-discard');
    expect(error.article).toBe('S40-CdG art. 6');
    expect(listed(state, take)).toBe(false);
  });

  it('S40-REG art. 9a: with variant a the opening must still use the taken card', () => {
    // "che utilizzi la stessa carta pescata dal pozzo all'interno dei giochi calati con l'apertura"
    const state = holding40('fisca-101+a', '3C');
    expect(refusal(state, take).code).toBe('cannot-open-with-discard');
  });

  describe('S40-CdG art. 6 against art. 19.2: taking the discard to close at once below 40', () => {
    // Art. 6 asks "almeno 40 punti" of whoever takes the discard before opening; art. 19.2
    // ("legando tutte le 13 carte anche senza apertura") speaks of closing, not of taking.
    const closer = (options: Partial<RuleOptions> = {}) =>
      at(
        {
          hands: [ids('2H 3H 4H 5C 5D 5S 2S 3S 9D'), ...fillers.map(ids)],
          discard: ids('4S'),
          turn: drawPhase,
        },
        options,
      );

    it('S40-CdG art. 6: by default the discard is not taken to close below 40', () => {
      expect(refusal(closer(), take).code).toBe('no-opening-to-take-discard');
      expect(listed(closer(), take)).toBe(false);
    });

    it('S40-CdG art. 19.2: the other reading, as a profile option, lets it be taken to close', () => {
      const state = closer({ takeDiscardToCloseBelowMinimum: true });
      expect(listed(state, take)).toBe(true);
      const taken = play(state, take);
      const closing = open(['2H 3H 4H', '5C 5D 5S', '2S 3S 4S']);
      expect(listed(taken.state, closing)).toBe(true);
      const opened = play(taken.state, closing);
      expect(opened.state.hand.hands[0]).toEqual(ids('9D'));
    });
  });
});

describe('S40-CdG art. 19.2: closing in one turn without opening', () => {
  // "La chiusura del gioco avviene [...] 2) legando tutte le 13 (carte anche senza apertura)";
  // Definizioni: "Legare: Aggiungere una o più carta a giochi già calati"
  const onTable = (owner: number, codes: string) => ({ owner, cards: meldCards(codes, 2) });
  const table = [onTable(1, '5H 6H 7H'), onTable(2, '9C 9D 9S')];
  const closer = (cards: string, profile = 'fisca-gara') =>
    at({ profile, hands: [ids(cards), ...fillers.map(ids)], melds: table });
  const opening = (melds: string[], layOffs: [string, number][]): Action => ({
    type: 'open',
    seat: 0,
    melds: melds.map((m) => meldCards(m)),
    layOffs: layOffs.map(([card, meld]) => ({ card: id(card), meld })),
  });

  it("S40-CdG art. 19.2: a closing in one turn lays off onto other players' melds", () => {
    const state = closer('2S 3S 4S 4H 8H 9H KD');
    const closing = opening(
      ['2S 3S 4S'],
      [
        ['4H', 1],
        ['8H', 1],
        ['9H', 2],
      ],
    );
    const opened = play(state, closing);
    expect(opened.state.hand.hands[0]).toEqual(ids('KD'));
    expect(opened.events.map((e) => e.event.type)).toEqual([
      'opened',
      'laid-off',
      'laid-off',
      'laid-off',
    ]);
    const closed = play(opened.state, discard('KD'));
    expect(closed.state.results[0]).toMatchObject({ closer: 0, inHand: true });
    // legalActions lists such a closing too (in its own order of lay-offs).
    const listedClosing = legalActions(state, 0).find(
      (a) => a.type === 'open' && (a.layOffs?.length ?? 0) > 0,
    );
    expect(listedClosing).toBeDefined();
    expect(apply(state, listedClosing as Action).ok).toBe(true);
  });

  it('S40-CdG art. 19.2: "legando tutte le 13 carte": every card but the discard laid off', () => {
    const state = closer('4H 8H 9H KD');
    const opened = play(
      state,
      opening(
        [],
        [
          ['4H', 1],
          ['8H', 1],
          ['9H', 2],
        ],
      ),
    );
    expect(opened.state.hand.hands[0]).toEqual(ids('KD'));
    expect(opened.state.hand.opened[0]).toBe(true);
    expect(legalActions(state, 0).some((a) => a.type === 'open' && a.melds.length === 0)).toBe(
      true,
    );
  });

  it('S40-CdG art. 19.2: a card may open the way for the next (8H, then 9H onto 5-6-7H)', () => {
    const state = closer('8H 9H KD');
    expect(
      refusal(
        state,
        opening(
          [],
          [
            ['9H', 1],
            ['8H', 1],
          ],
        ),
      ).code,
    ).toBe('does-not-lay-off');
    expect(
      play(
        state,
        opening(
          [],
          [
            ['8H', 1],
            ['9H', 1],
          ],
        ),
      ).state.hand.hands[0],
    ).toEqual(ids('KD'));
  });

  it('S40-CdG art. 17: the closing keeps the limit of two cards onto one sequence per turn', () => {
    const state = closer('8H 9H TH KD');
    expect(
      refusal(
        state,
        opening(
          [],
          [
            ['8H', 1],
            ['9H', 1],
            ['TH', 1],
          ],
        ),
      ).code,
    ).toBe('lay-off-limit');
    // 8H 9H TH close as a meld of their own, never as three lay-offs.
    const opens = legalActions(state, 0).filter((a) => a.type === 'open');
    expect(opens.map((a) => a.type === 'open' && (a.layOffs ?? []).length)).toEqual([0]);
    // club-151 sets no limit (S40-CLUB §D).
    expect(
      play(
        closer('8H 9H TH KD', 'club-151'),
        opening(
          [],
          [
            ['8H', 1],
            ['9H', 1],
            ['TH', 1],
          ],
        ),
      ).state.hand.hands[0],
    ).toEqual(ids('KD'));
  });

  it('S40-CdG art. 7: lay-offs that do not close do not make an opening', () => {
    const error = refusal(closer('2S 3S 4S 4H 8H KD QC'), opening(['2S 3S 4S'], [['4H', 1]]));
    expect(error.code).toBe('opening-below-40');
  });

  it('S40-REG art. 4.1: on fisca-101 the closing in one turn still needs 40', () => {
    const state = closer('2S 3S 4S 4H 8H 9H KD', 'fisca-101');
    expect(
      refusal(
        state,
        opening(
          ['2S 3S 4S'],
          [
            ['4H', 1],
            ['8H', 1],
            ['9H', 2],
          ],
        ),
      ).code,
    ).toBe('opening-below-40');
    expect(legalActions(state, 0).filter((a) => a.type === 'open')).toEqual([]);
  });
});

describe('S40-CdG art. 17: a card the limit keeps off a sequence may be discarded', () => {
  // Art. 17: "durante il gioco si possono legare alle sequenze tutte le carte che vogliamo ma mai
  // più di due consecutive alla volta"; art. 6: "Non si può scartare una qualsiasi carta che lega
  // a giochi già aperti sul tavolo".
  const state = at({
    hands: [ids('TH 4C'), ...fillers.map(ids)],
    melds: [{ owner: 1, cards: meldCards('5H 6H 7H 8H 9H') }],
    opened: [true, true, false, false],
    turn: { layOffs: { 1: 2 } },
  });

  it('S40-CdG art. 17: after two lay-offs onto a sequence, a third card for it is not laid off', () => {
    const error = refusal(state, { type: 'lay-off', seat: 0, card: id('TH'), meld: 1 });
    expect(error.code).toBe('lay-off-limit');
  });

  it('S40-CdG art. 6, 17: that card does not "lay off" this turn, so it may be discarded', () => {
    expect(listed(state, discard('TH'))).toBe(true);
    expect(play(state, discard('TH')).state.hand.discard.at(-1)).toBe(id('TH'));
    expect(listed(state, discard('4C'))).toBe(true);
  });

  it('S40-CdG art. 6: on the next turn, with the limit lifted, the bar holds again', () => {
    const next = at({
      hands: [ids('TH 4C'), ...fillers.map(ids)],
      melds: [{ owner: 1, cards: meldCards('5H 6H 7H 8H 9H') }],
      opened: [true, true, false, false],
    });
    expect(refusal(next, discard('TH')).code).toBe('discard-lays-off');
  });
});

describe('S40-CLUB §C: the ace goes before the 2 only', () => {
  // S40-CLUB §C: "L'ORDINE DI SCALA E' QUELLO NOMINALE SI VA DALL'ASSO AL RE"; against S40-CdG
  // art. 9: "L'Asso nelle sequenze è unico, e può essere legato sia al 2 o al K".
  const club = PROFILES['club-151'].options;
  const gara = PROFILES['fisca-gara'].options;

  it('S40-CLUB §C: Q-K-A is no sequence on club-151, A-2-3 is', () => {
    expect(club.aceHigh).toBe(false);
    const error = readMeld(meldCards('QH KH AH'), club);
    expect(error.ok ? null : error.error.code).toBe('ace-after-king');
    expect(readMeld(meldCards('AH 2H 3H'), club).ok).toBe(true);
    expect(readMeld(meldCards('KH AH QH'), club).ok).toBe(false);
  });

  it('S40-CdG art. 9: Q-K-A is a sequence on fisca-gara (and on fisca-101, S40-REG 3.2)', () => {
    expect(gara.aceHigh).toBe(true);
    expect(PROFILES['fisca-101'].options.aceHigh).toBe(true);
    const read = readMeld(meldCards('QH KH AH'), gara);
    expect(read.ok && meldPoints(read.value)).toBe(31);
  });

  it('S40-CLUB §C: on club-151 an ace lays off before the 2 only', () => {
    const seq = (codes: string) => {
      const read = readMeld(meldCards(codes), club);
      if (!read.ok) throw new Error(read.error.message);
      return read.value;
    };
    expect(layOffPlacements(seq('JH QH KH'), { id: id('AH') }, club)).toEqual([]);
    expect(layOffPlacements(seq('2H 3H 4H'), { id: id('AH') }, club)).toHaveLength(1);
    expect(layOffPlacements(seq('JH QH KH'), { id: id('AH') }, gara)).toHaveLength(1);
  });

  it('S40-CLUB §C: no candidate meld of club-151 puts the ace after the K', () => {
    const cands = candidateMelds(ids('QH KH AH JK'), club);
    expect(cands.some((c) => c.slots.length === 3 && c.points === 31)).toBe(false);
    expect(candidateMelds(ids('QH KH AH'), gara).some((c) => c.points === 31)).toBe(true);
  });

  it('S40-CLUB §C: the oracle answers with the reading of the profile', () => {
    const q = { op: 'meld', cards: ['QH', 'KH', 'AH'] };
    expect(answerScala40(PROFILES['club-151'], q)).toMatchObject({
      ok: false,
      error: { code: 'ace-after-king', article: 'S40-CLUB §C' },
    });
    expect(answerScala40(PROFILES['fisca-gara'], q)).toMatchObject({ ok: true, points: 31 });
  });
});

describe('S40-CdG art. 9: one natural ace per sequence', () => {
  // "Le sequenze possono essere formate da 13 carte dello stesso seme, messe in ordine, più
  // l'eventuale matta (per un totale massimo di 14 carte) A-2-3-4-5-6-7-8-9-10-J-Q-K-Matta";
  // "L'Asso nelle sequenze è unico, e può essere legato sia al 2 o al K".
  const gara = PROFILES['fisca-gara'];
  const meld = (cards: string[]) => answerScala40(gara, { op: 'meld', cards });
  const middle = ['3H', '4H', '5H', '6H', '7H', '8H', '9H', 'TH', 'JH', 'QH', 'KH'];

  it('S40-CdG art. 9: a run with a natural ace at each end is refused, in any order', () => {
    // The Burraco mistake of issue 16 (AH JK 3H … KH AH), checked on Scala 40's reading.
    expect(meld(['AH', 'JK', ...middle, 'AH'])).toMatchObject({
      ok: false,
      error: { code: 'ace-unique' },
    });
    expect(meld(['AH', 'AH', 'JK', ...middle])).toMatchObject({ ok: false });
    expect(meld(['AH', '2H', ...middle, 'AH'])).toMatchObject({ ok: false });
  });

  it('S40-CdG art. 9: "A-2-…-K-Matta": a joker may stand for the ace at the other end', () => {
    expect(meld(['AH', '2H', ...middle, 'JK'])).toMatchObject({
      ok: true,
      points: 96,
      cards: ['AH', '2H', ...middle, 'JK=AH'],
    });
    expect(meld(['JK', '2H', ...middle, 'AH'])).toMatchObject({ ok: true });
  });

  it('S40-CdG art. 9: a second natural ace does not lay off on a run holding one', () => {
    const run = (codes: string) => {
      const read = readMeld(meldCards(codes), gara.options);
      if (!read.ok) throw new Error(read.error.message);
      return read.value;
    };
    const full = `2H ${middle.join(' ')}`;
    expect(layOffPlacements(run(`AH ${full}`), { id: id('AH', 1) }, gara.options)).toEqual([]);
    expect(layOffPlacements(run(`${full} AH`), { id: id('AH', 1) }, gara.options)).toEqual([]);
    expect(layOffPlacements(run(`AH ${full}`), { id: id('JK') }, gara.options)).toHaveLength(1);
  });
});

describe('S40-REG art. 5.3, 5.4: a card that must be used in the turn', () => {
  // 5.4: "Qualora si raccolga l'ultima carta scartata nel pozzo essa deve essere necessariamente
  // utilizzata in una combinazione o sequenza dal giocatore che l'ha raccolta od in alternativa
  // attaccata ad altre sequenze o combinazioni presenti sul tavolo di gioco."
  // 5.3: "si debba necessariamente utilizzare poi il jolly sostituito in una combinazione o
  // sequenza ovvero attaccarlo ad altre sequenze o combinazioni sul tavolo di gioco."
  const onTable = (owner: number, codes: string) => ({ owner, cards: meldCards(codes, 2) });
  const lay = (code: string, meld: number): Action => ({
    type: 'lay-off',
    seat: 0,
    card: id(code),
    meld,
  });

  it('S40-REG art. 5.4: other plays may come before the taken card; the turn ends only after it', () => {
    const state = at({
      profile: 'fisca-101',
      hands: [ids('9C 9D 9S 2D 5S 8H'), ...fillers.map(ids)],
      melds: [onTable(1, '5H 6H 7H')],
      discard: ids('4H'),
      opened: [true, true, false, false],
      turn: drawPhase,
    });
    const taken = play(state, take);
    // A meld and a lay-off first, the taken 4H still fits the low end of 5-6-7-8H.
    const meld: Action = { type: 'meld', seat: 0, cards: meldCards('9C 9D 9S') };
    expect(listed(taken.state, meld)).toBe(true);
    const melded = play(taken.state, meld);
    expect(listed(melded.state, lay('8H', 1))).toBe(true);
    const laid = play(melded.state, lay('8H', 1));
    expect(laid.state.hand.turn.obligation).toMatchObject({ kind: 'use', card: id('4H') });
    const early = refusal(laid.state, discard('2D'));
    expect(early.code).toBe('must-use-card');
    expect(early.article).toBe('S40-REG art. 5.4');
    const used = play(laid.state, lay('4H', 1));
    expect(used.state.hand.turn.obligation).toBeNull();
    expect(play(used.state, discard('2D')).state.hand.turn.seat).toBe(1);
  });

  it('S40-REG art. 5.4: no play may leave the taken card without a place this turn', () => {
    // The taken 8H goes only into 6-7-8H with the 6H and 7H of the hand: melding the 7H in a
    // combination first would strand it.
    const state = at({
      profile: 'fisca-101',
      hands: [ids('6H 7H 7C 7D 2D 9S'), ...fillers.map(ids)],
      melds: [onTable(1, '4H 4C 4S')],
      discard: ids('8H'),
      opened: [true, true, false, false],
      turn: drawPhase,
    });
    const taken = play(state, take);
    const strands: Action = { type: 'meld', seat: 0, cards: meldCards('7H 7C 7D') };
    const error = refusal(taken.state, strands);
    expect(error.code).toBe('owed-card-stranded');
    expect(error.article).toBe('S40-REG art. 5.4');
    expect(listed(taken.state, strands)).toBe(false);
    const run: Action = { type: 'meld', seat: 0, cards: meldCards('6H 7H 8H') };
    expect(play(taken.state, run).state.hand.turn.obligation).toBeNull();
  });

  it('S40-REG art. 5.3: other plays may come before the joker taken back', () => {
    const state = at({
      profile: 'fisca-101',
      hands: [ids('6C 2D 9S 8H'), ...fillers.map(ids)],
      melds: [onTable(1, '5H 6H 7H'), onTable(2, '5C JK 7C')],
      opened: [true, true, true, false],
    });
    const step = play(state, { type: 'replace-joker', seat: 0, card: id('6C'), meld: 2 });
    const joker = id('JK', 2);
    const laid = play(step.state, lay('8H', 1));
    expect(laid.state.hand.turn.obligation).toMatchObject({ kind: 'use', card: joker });
    expect(refusal(laid.state, discard('2D')).code).toBe('must-use-card');
    const used = play(laid.state, { type: 'lay-off', seat: 0, card: joker, meld: 1 });
    expect(play(used.state, discard('2D')).state.hand.turn.seat).toBe(1);
  });
});

describe('S40-CdG art. 8, 9; S40-CLUB §C: jokers', () => {
  const ask = (profile: keyof typeof PROFILES, cards: string[]) =>
    answerScala40(PROFILES[profile], { op: 'meld', cards });

  it('S40-CdG art. 9: a meld of jokers only is refused under the article of the profile', () => {
    // Art. 9: sequences "obbligatoriamente dello stesso seme", combinations "carte uguali [...]
    // non dello stesso seme": jokers alone have neither. S40-REG 3.3: "Non sono ammesse
    // combinazioni di 'matte'".
    const jokers = ['JK', 'JK', 'JK'];
    expect(ask('fisca-gara', jokers)).toMatchObject({
      ok: false,
      error: { code: 'meld-only-jokers', article: 'S40-CdG art. 9, 17' },
    });
    expect(ask('club-151', jokers)).toMatchObject({ error: { article: 'S40-CdG art. 9, 17' } });
    expect(ask('fisca-101', jokers)).toMatchObject({
      error: { code: 'meld-only-jokers', article: 'S40-REG art. 3.3, 3.4' },
    });
    const engine = refusal(
      at({
        hands: [ids('JK JK JK 2C 5D'), ...fillers.map(ids)],
        opened: [true, false, false, false],
      }),
      { type: 'meld', seat: 0, cards: meldCards('JK JK JK') },
    );
    expect(engine.article).toBe('S40-CdG art. 9, 17');
  });

  it('S40-CdG art. 8: the second of two undeclared jokers reads the natural card laid before it', () => {
    // "Viene sempre presa in considerazione la carta calata sotto il jolly": KH JK JK is a
    // combination of kings; each joker looks back to the KH (a joker is no reference).
    expect(ask('fisca-gara', ['KH', 'JK', 'JK'])).toMatchObject({
      ok: true,
      kind: 'combination',
      cards: ['KH', 'JK=KD', 'JK=KS'],
    });
    // S40-CLUB §C, "come quando fuori piove": cuori, then quadri, then fiori.
    expect(ask('club-151', ['KH', 'JK', 'JK'])).toMatchObject({
      cards: ['KH', 'JK=KD', 'JK=KC'],
    });
  });

  it('S40-CLUB §C: "IL JOLLY PRENDE IL VALORE DELLA POSIZIONE CHE OCCUPA": no room, no meld', () => {
    expect(PROFILES['club-151'].options.jokerTakesItsPlace).toBe(true);
    expect(ask('club-151', ['JK', 'AH', '2H', '3H'])).toMatchObject({
      ok: false,
      error: { code: 'joker-no-room', article: 'S40-CLUB §C' },
    });
    expect(ask('club-151', ['QH', 'KH', 'JK'])).toMatchObject({
      error: { code: 'joker-no-room' },
    });
    // Where its place has room, it stands there.
    expect(ask('club-151', ['JK', 'QH', 'KH'])).toMatchObject({ cards: ['JK=JH', 'QH', 'KH'] });
    expect(ask('club-151', ['AH', '2H', '3H', 'JK'])).toMatchObject({ ok: true });
  });

  it('S40-CdG art. 8: on fisca-gara a joker without room in its place moves to the free end', () => {
    // The Codice sets the joker's suit in a combination, not its place in a sequence: the run is
    // completed upwards, then downwards.
    expect(PROFILES['fisca-gara'].options.jokerTakesItsPlace).toBe(false);
    expect(ask('fisca-gara', ['JK', 'AH', '2H', '3H'])).toMatchObject({
      ok: true,
      cards: ['AH', '2H', '3H', 'JK=4H'],
    });
  });

  it('S40-CdG art. 8: a hand of jokers only discards one, the bar lifting', () => {
    // "Il jolly come la carta che lega a giochi aperti può essere scartato solamente per la
    // chiusura finale"; art. 6: "Il giocatore termina ogni sua attività con lo scarto di una carta".
    const state = at({
      hands: [ids('JK JK'), ...fillers.map(ids)],
      opened: [true, false, false, false],
    });
    expect(listed(state, { type: 'discard', seat: 0, card: id('JK') })).toBe(true);
  });
});

describe('S40-CdG art. 19.2: closings with lay-offs, legalActions and apply together', () => {
  it('S40-CdG art. 19.2: whenever a hand closes by lay-offs onto the table, it is listed and accepted', () => {
    // A run on the table, a hand of cards that extend it (at most two, art. 17), maybe a small
    // meld of its own, and a card to discard.
    const RANKS = 'A23456789TJQK';
    fc.assert(
      fc.property(
        fc.constantFrom('H', 'D', 'C'),
        fc.integer({ min: 3, max: 8 }),
        fc.integer({ min: 0, max: 2 }),
        fc.integer({ min: 0, max: 2 }),
        fc.boolean(),
        (suit, low, up, wantDown, ownMeld) => {
          const down = Math.min(wantDown, 2 - up, low - 1);
          if (up + down === 0) return;
          const card = (rank: number) => `${RANKS[rank - 1]}${suit}`;
          const run = [low, low + 1, low + 2].map(card).join(' ');
          const extra = [
            ...Array.from({ length: up }, (_, i) => card(low + 3 + i)),
            ...Array.from({ length: down }, (_, i) => card(low - 1 - i)),
          ];
          const hand = [...extra, ...(ownMeld ? ['2S', '3S', '4S'] : []), 'KS'].join(' ');
          const state = at({
            hands: [ids(hand), ...fillers.map(ids)],
            melds: [{ owner: 1, cards: meldCards(run) }],
          });
          const closings = legalActions(state, 0).filter(
            (a) => a.type === 'open' && (a.layOffs ?? []).length > 0,
          );
          expect(closings.length).toBeGreaterThan(0);
          for (const closing of closings) {
            const step = apply(state, closing);
            expect(step.ok).toBe(true);
            if (step.ok) expect(step.value.state.hand.hands[0]).toEqual(ids('KS'));
          }
        },
      ),
      { numRuns: 60, seed: 1916 },
    );
  });
});
