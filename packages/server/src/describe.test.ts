import * as burraco from '@tavolo/burraco';
import {
  type CardId,
  type Result,
  type RuleError,
  type VisibleEvent,
  cardCode,
  copiesOf,
  faceCode,
  isJoker,
  jokerIds,
  parseCard,
} from '@tavolo/cards';
import * as scala40 from '@tavolo/scala40';
import { describe, expect, it } from 'vitest';
import { CATALOGS, type Language, describeEvent } from './describe.js';

type Scala40Event = scala40.GameEvent;
type BurracoEvent = burraco.GameEvent;
type Game = 'scala40' | 'burraco';

const LANGUAGES: readonly Language[] = ['it', 'en'];

/** A physical card for a code such as `7H` or `JK` (the first copy). */
const card = (code: string): CardId => {
  const token = parseCard(code);
  if (!token.ok) throw new Error(code);
  return (token.value.kind === 'joker' ? jokerIds() : copiesOf(token.value.face))[0] as CardId;
};

/** A repeatable pseudo-random choice (xorshift32), so the matches are the same at every run. */
const chooser = (seed: number) => {
  let s = seed;
  return (n: number): number => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) % n;
  };
};

interface Step<State, Event> {
  readonly state: State;
  readonly events: readonly VisibleEvent<Event>[];
}

interface Engine<State, Action, Event> {
  /** The legal actions of the seat on turn; none once the match is over. */
  readonly legal: (state: State) => readonly Action[];
  readonly apply: (state: State, action: Action) => Result<Step<State, Event>, RuleError>;
  readonly isOver: (state: State) => boolean;
}

const played = <T>(result: Result<T, RuleError>): T => {
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
  return result.value;
};

/**
 * Plays a whole match with the engine's own `legalActions` and `apply`, preferring plays to
 * discards so that hands reach openings, lay-offs and closings; `director` may interject an
 * action before a seat's (a Burraco time-out). Returns every event, hidden ones included.
 */
const playMatch = <State, Action extends { readonly type: string }, Event>(
  engine: Engine<State, Action, Event>,
  start: Result<Step<State, Event>, RuleError>,
  seed: number,
  director?: (state: State, actions: number) => Action | undefined,
): Event[] => {
  const choose = chooser(seed);
  let step = played(start);
  const events = step.events.map((e) => e.event);
  for (let actions = 0; !engine.isOver(step.state); actions++) {
    if (actions > 20_000) throw new Error('the match does not end');
    const legal = engine.legal(step.state);
    const plays = legal.filter((a) => a.type !== 'discard');
    const pool = plays.length > 0 && choose(4) > 0 ? plays : legal;
    const action = director?.(step.state, actions) ?? (pool[choose(pool.length)] as Action);
    step = played(engine.apply(step.state, action));
    events.push(...step.events.map((e) => e.event));
  }
  return events;
};

const SCALA40_ENGINE: Engine<scala40.MatchState, scala40.Action, Scala40Event> = {
  legal: (state) => scala40.legalActions(state, state.hand.turn.seat),
  apply: scala40.apply,
  isOver: (state) => state.status === 'over',
};

const BURRACO_ENGINE: Engine<burraco.MatchState, burraco.Action, BurracoEvent> = {
  legal: (state) => burraco.legalActions(state, state.hand.turn.seat),
  apply: burraco.apply,
  isOver: (state) => state.status === 'over',
};

const xoroshiro = (seed: number) => ({ scheme: 'xoroshiro128plus', seed }) as const;

interface Played<Event> {
  readonly players: readonly string[];
  readonly events: readonly Event[];
}

const scala40Match = (
  profile: string,
  players: readonly string[],
  seed: number,
  hands?: number,
): Played<Scala40Event> => {
  const start = scala40.createMatch({
    profile: played(scala40.profileFromSpec(profile)),
    players,
    seed: xoroshiro(seed),
    ...(hands === undefined ? {} : { hands }),
  });
  // The seat draw may reorder the players: the engine's list is by seat.
  return { players: played(start).state.players, events: playMatch(SCALA40_ENGINE, start, seed) };
};

const scala40Matches = [
  scala40Match('fisca-gara', ['Anna', 'Bruno', 'Carlo', 'Dario'], 1, 3),
  scala40Match('fisca-101+a+b', ['Anna', 'Bruno', 'Carlo'], 2),
  scala40Match('club-151', ['Elena', 'Franco', 'Giulia'], 3),
];

/** The director's actions at chosen moments: a chess clock expiry, then the time-out. */
const burracoDirector =
  (clockAt: number, timeOutAt: number) =>
  (state: burraco.MatchState, actions: number): burraco.Action | undefined =>
    state.results.length === 0 && actions === clockAt
      ? { type: 'clock-expired', side: 1 }
      : state.results.length === 1 && actions >= timeOutAt && state.hand.timeOutEndsAt === null
        ? { type: 'time-out' }
        : undefined;

const burracoMatch = (
  seating: burraco.SeatingRequest,
  seed: number,
  director?: (state: burraco.MatchState, actions: number) => burraco.Action | undefined,
): Played<BurracoEvent> => {
  const start = burraco.createMatch({
    profile: burraco.PROFILES.champion,
    seating,
    seed: xoroshiro(seed),
    chessClock: director !== undefined,
  });
  return {
    players: played(start).state.players,
    events: playMatch(BURRACO_ENGINE, start, seed, director),
  };
};

const burracoMatches = [
  burracoMatch(
    {
      kind: 'pairs',
      pairs: [
        ['Anna', 'Carlo'],
        ['Bruno', 'Dario'],
      ],
    },
    4,
  ),
  burracoMatch({ kind: 'singles', players: ['Elena', 'Franco'] }, 5),
  burracoMatch(
    { kind: 'individual', players: ['Gino', 'Ida', 'Lia', 'Mario'] },
    6,
    burracoDirector(10, 120),
  ),
];

type Of<Event, Type> = Extract<Event, { readonly type: Type }>;

/** The names and codes a description must show, for every event type of the engine. */
type Shows<Event extends { readonly type: string }> = {
  readonly [Type in Event['type']]: (
    event: Of<Event, Type>,
    players: readonly string[],
    language: Language,
  ) => readonly string[];
};

const codes = (ids: readonly CardId[]): string[] => ids.map(cardCode);

/** Scala 40 melds as the notation writes them, by the engine's own `meldCodes`. */
const scala40Meld = (m: scala40.TableMeld): string[] => [...scala40.meldCodes(m.meld), `${m.id}`];

const seatScores = (values: readonly (number | null)[], players: readonly string[]) =>
  values.flatMap((v, seat) => (v === null ? [] : [`${players[seat]} ${v}`]));

const SCALA40_SHOWS: Shows<Scala40Event> = {
  'seats-drawn': (e, players) => [
    ...players,
    ...e.seatDraw.draws.flatMap((d) => [d.player, ...codes(d.cards)]),
  ],
  'hand-started': (e, players) => [
    `${e.hand}`,
    players[e.dealer] as string,
    players[e.cutBy] as string,
    cardCode(e.upCard),
    `${e.stock}`,
  ],
  dealt: (e, players) => [players[e.seat] as string, ...codes(e.cards)],
  drew: (e, players) => [players[e.seat] as string],
  'drew-card': (e, players) => [players[e.seat] as string, cardCode(e.card)],
  'took-discard': (e, players) => [players[e.seat] as string, cardCode(e.card)],
  opened: (e, players) => [
    players[e.seat] as string,
    `${e.points}`,
    ...e.melds.flatMap(scala40Meld),
  ],
  melded: (e, players) => [players[e.seat] as string, ...scala40Meld(e.meld)],
  'laid-off': (e, players) => [
    players[e.seat] as string,
    isJoker(e.card) ? `JK=${faceCode(e.face)}` : cardCode(e.card),
    `${e.meld}`,
  ],
  'joker-replaced': (e, players) => [players[e.seat] as string, cardCode(e.card), `${e.meld}`],
  discarded: (e, players) => [players[e.seat] as string, cardCode(e.card)],
  'stock-reshuffled': (e) => [`${e.stock}`, ...codes(e.pile)],
  'hand-ended': (e, players) => [
    ...(e.result.closer === null ? [] : [players[e.result.closer] as string]),
    ...seatScores(e.result.penalties, players),
    ...seatScores(e.totals, players),
    ...e.eliminated.map((seat) => players[seat] as string),
  ],
  'match-ended': (e, players) => [
    ...(e.winner === null ? [] : [players[e.winner] as string]),
    ...seatScores(e.totals, players),
    ...seatScores(e.vp ?? [], players),
  ],
};

/** A Burraco line as the catalogs name it, written out here independently. */
const sideName = (players: readonly string[], side: number, language: Language): string =>
  players.length === 2
    ? (players[side] as string)
    : `${players[side]} ${language === 'it' ? 'e' : 'and'} ${players[side + 2]}`;

const sideScores = (values: readonly number[], players: readonly string[], language: Language) =>
  values.map((v, side) => `${sideName(players, side, language)} ${v}`);

const slotCodes = (meld: burraco.TableMeld): string[] => meld.meld.cards.map((c) => cardCode(c.id));

const BURRACO_SHOWS: Shows<BurracoEvent> = {
  'seats-drawn': (e, players, language) => [
    sideName(players, 0, language),
    sideName(players, 1, language),
    players[e.seatDraw.dealer] as string,
    ...e.seatDraw.draws.flatMap((d) => [d.player, ...codes(d.cards)]),
  ],
  'hand-started': (e, players) => [
    `${e.hand}`,
    players[e.dealer] as string,
    cardCode(e.upCard),
    `${e.stock}`,
    ...e.pozzetti.map(String),
  ],
  dealt: (e, players) => [players[e.seat] as string, ...codes(e.cards)],
  drew: (e, players) => [players[e.seat] as string, `${e.stock}`],
  'drew-card': (e, players) => [players[e.seat] as string, cardCode(e.card)],
  'took-pile': (e, players) => [players[e.seat] as string, ...codes(e.cards)],
  melded: (e, players) => [players[e.seat] as string, `${e.meld.id}`, ...slotCodes(e.meld)],
  'laid-off': (e, players) => [
    players[e.seat] as string,
    `${e.meld.id}`,
    ...codes(e.cards),
    ...slotCodes(e.meld),
  ],
  'pozzetto-taken': (e, players) => [players[e.seat] as string],
  'pozzetto-cards': (e, players) => [players[e.seat] as string, ...codes(e.cards)],
  discarded: (e, players) => [players[e.seat] as string, cardCode(e.card)],
  'time-out': (e) => [`${e.furtherPlays}`, `${e.endsAtTurn}`],
  'clock-expired': (e, players, language) => [sideName(players, e.side, language), `${e.penalty}`],
  'hand-ended': (e, players, language) => [
    ...(e.result.closer === null ? [] : [players[e.result.closer] as string]),
    ...sideScores(
      e.result.scores.map((s) => s.total),
      players,
      language,
    ),
    ...sideScores(e.totals, players, language),
  ],
  'match-ended': (e, players, language) => [
    ...sideScores(e.outcome.mp, players, language),
    ...sideScores(e.outcome.points ?? [], players, language),
  ],
};

/** Checks one event's description in both languages. */
const checkDescription = <Event extends { readonly type: string }>(
  game: Game,
  shows: Shows<Event>,
  event: Event,
  players: readonly string[],
): void => {
  const expected = shows[event.type as Event['type']] as (
    event: Event,
    players: readonly string[],
    language: Language,
  ) => readonly string[];
  for (const language of LANGUAGES) {
    const text = describeEvent(game, event, players, language);
    expect(text.trim(), `${game} ${event.type}`).not.toBe('');
    expect(text).not.toMatch(/Evento non riconosciuto|Unrecognised/);
    expect(text).not.toContain('\n');
    expect(text).not.toMatch(/undefined|null|NaN|\{\w+\}/);
    for (const part of expected(event, players, language)) expect(text).toContain(part);
  }
};

const typesOf = (matches: readonly Played<{ readonly type: string }>[]): Set<string> =>
  new Set(matches.flatMap((m) => m.events.map((e) => e.type)));

describe('catalogs', () => {
  const placeholders = (template: string): string[] =>
    [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string).sort();

  it('have the same keys in Italian and English', () => {
    expect(Object.keys(CATALOGS.en).sort()).toEqual(Object.keys(CATALOGS.it).sort());
  });

  it('fill the same placeholders in both languages, and no text is empty', () => {
    for (const [key, template] of Object.entries(CATALOGS.it)) {
      const english = CATALOGS.en[key as keyof typeof CATALOGS.en];
      expect(placeholders(english), key).toEqual(placeholders(template));
      expect(template.trim()).not.toBe('');
      expect(english.trim()).not.toBe('');
    }
  });
});

describe('describeEvent on real matches', () => {
  it('names every Scala 40 event with its players and cards, in both languages', () => {
    for (const { events, players } of scala40Matches)
      for (const event of events) checkDescription('scala40', SCALA40_SHOWS, event, players);
  });

  it('names every Burraco event with its players, lines and cards, in both languages', () => {
    for (const { events, players } of burracoMatches)
      for (const event of events) checkDescription('burraco', BURRACO_SHOWS, event, players);
  });

  it('the matches played produce every event type of both engines', () => {
    // The tables of what each type shows list every type of the engine, or do not compile.
    expect([...typesOf(scala40Matches)].sort()).toEqual(Object.keys(SCALA40_SHOWS).sort());
    expect([...typesOf(burracoMatches)].sort()).toEqual(Object.keys(BURRACO_SHOWS).sort());
  });
});

const FOUR = ['Anna', 'Bruno', 'Carlo', 'Dario'];
const JK = card('JK');

/** A Burraco side's hand score, with its burrachi. */
const score = (
  total: number,
  burrachi: Partial<Record<burraco.BurracoKind, number>> = {},
): burraco.SideScore => ({
  total,
  breakdown: {
    melds: total,
    burrachi: { sporco: 0, semipulito: 0, pulito: 0, champion: 0, ...burrachi },
    burrachiPoints: 0,
    closing: 0,
    hand: 0,
    pozzetto: 0,
    penaltyCards: 0,
    clock: 0,
  },
});

interface Case {
  readonly name: string;
  readonly game: Game;
  readonly players: readonly string[];
  readonly event: Scala40Event | BurracoEvent;
  readonly it: string;
  readonly en: string;
}

const scala40Case = (
  name: string,
  event: Scala40Event,
  it: string,
  en: string,
  players: readonly string[] = FOUR,
): Case => ({ name, game: 'scala40', players, event, it, en });

const burracoCase = (
  name: string,
  event: BurracoEvent,
  it: string,
  en: string,
  players: readonly string[] = FOUR,
): Case => ({ name, game: 'burraco', players, event, it, en });

/** Hand-made events for the rare variants, with their exact lines. */
const CASES: readonly Case[] = [
  scala40Case(
    'a discard',
    { type: 'discarded', seat: 0, card: card('7H') },
    'Anna scarta 7H',
    'Anna discards 7H',
  ),
  scala40Case(
    'a joker laid off at the high end, with the value it stands for',
    { type: 'laid-off', seat: 1, meld: 3, card: JK, face: { rank: 9, suit: 'H' }, end: 'high' },
    'Bruno attacca JK=9H in alto al gioco 3',
    'Bruno lays off JK=9H at the high end of meld 3',
  ),
  scala40Case(
    'a closing in mano that eliminates a player',
    {
      type: 'hand-ended',
      result: { hand: 2, ending: 'closed', closer: 0, inHand: true, penalties: [0, 70, null] },
      hands: [[], [], []],
      totals: [10, 101, 130],
      eliminated: [1],
    },
    'Smazzata 2: Anna chiude in mano; penalità: Anna 0, Bruno 70; totali: Anna 10, Bruno 101, Carlo 130; fuori: Bruno',
    'Hand 2: Anna goes out in one turn (in mano); penalty points: Anna 0, Bruno 70; totals: Anna 10, Bruno 101, Carlo 130; out: Bruno',
    ['Anna', 'Bruno', 'Carlo'],
  ),
  scala40Case(
    'a hand ended by the reshuffle limit',
    {
      type: 'hand-ended',
      result: {
        hand: 4,
        ending: 'reshuffle-limit',
        closer: null,
        inHand: false,
        penalties: [5, 8],
      },
      hands: [[], []],
      totals: [40, 30],
      eliminated: [],
    },
    'Smazzata 4 finita senza chiusura: raggiunto il limite di rimescolate; penalità: Anna 5, Bruno 8; totali: Anna 40, Bruno 30',
    'Hand 4 ends without anyone going out: reshuffle limit reached; penalty points: Anna 5, Bruno 8; totals: Anna 40, Bruno 30',
    ['Anna', 'Bruno'],
  ),
  scala40Case(
    'a tournament table over, scored in VP',
    { type: 'match-ended', winner: null, totals: [12, 80, 45], vp: [17, 3, 10] },
    'Partita finita; totali: Anna 12, Bruno 80, Carlo 45; VP: Anna 17, Bruno 3, Carlo 10',
    'Match over; totals: Anna 12, Bruno 80, Carlo 45; VP: Anna 17, Bruno 3, Carlo 10',
    ['Anna', 'Bruno', 'Carlo'],
  ),
  scala40Case(
    'a reshuffle that keeps no card, into a stock of one',
    { type: 'stock-reshuffled', stock: 1, pile: [] },
    'Gli scarti rimescolati formano un nuovo tallone di 1 carta',
    'The discards are shuffled into a new stock of 1 card',
  ),
  scala40Case(
    'a name that looks like a placeholder stays a name',
    { type: 'discarded', seat: 0, card: card('TS') },
    '{card} scarta TS',
    '{card} discards TS',
    ['{card}', 'Bruno'],
  ),
  burracoCase(
    'the pozzetto taken in diretta',
    { type: 'pozzetto-taken', seat: 2, side: 0, how: 'diretta' },
    'Carlo prende il pozzetto in diretta',
    'Carlo takes the pozzetto in diretta, having played every card',
  ),
  burracoCase(
    'a closing al monte, with burrachi',
    {
      type: 'hand-ended',
      result: {
        hand: 1,
        ending: 'closed',
        closer: 3,
        closing: 'al-monte',
        scores: [score(-150), score(1230, { champion: 1, pulito: 2 })],
      },
      hands: [[], [], [], []],
      totals: [-150, 1230],
    },
    'Smazzata 1: Dario chiude al monte; punti: Anna e Carlo -150, Bruno e Dario 1230 (1 burraco champion, 2 burrachi puliti); totali: Anna e Carlo -150, Bruno e Dario 1230',
    'Hand 1: Dario goes out after taking the discard pile (al monte); points: Anna and Carlo -150, Bruno and Dario 1230 (1 champion burraco, 2 clean burracos); totals: Anna and Carlo -150, Bruno and Dario 1230',
  ),
  burracoCase(
    'a hand ended in stallo, one against one',
    {
      type: 'hand-ended',
      result: {
        hand: 2,
        ending: 'stallo',
        closer: null,
        closing: null,
        scores: [score(300, { semipulito: 1 }), score(110, { sporco: 3 })],
      },
      hands: [[], []],
      totals: [500, 400],
    },
    'Smazzata 2 finita senza chiusura: stallo; punti: Anna 300 (1 burraco semipulito), Bruno 110 (3 burrachi sporchi); totali: Anna 500, Bruno 400',
    'Hand 2 ends without anyone going out: stalemate (stallo); points: Anna 300 (1 semi-clean burraco), Bruno 110 (3 dirty burracos); totals: Anna 500, Bruno 400',
    ['Anna', 'Bruno'],
  ),
  burracoCase(
    "a line's chess clock run out",
    { type: 'clock-expired', side: 1, penalty: 100 },
    'Tempo scaduto per Bruno e Dario: penalità di 100 punti',
    'Time is up for Bruno and Dario: a penalty of 100 points',
  ),
  burracoCase(
    'a drawn match scored win-draw-loss',
    {
      type: 'match-ended',
      outcome: { scoring: 'win-draw-loss', mp: [1200, 1200], points: [1, 1] },
    },
    'Partita finita; MP: Anna e Carlo 1200, Bruno e Dario 1200; punti classifica: Anna e Carlo 1, Bruno e Dario 1',
    'Match over; MP: Anna and Carlo 1200, Bruno and Dario 1200; standing points: Anna and Carlo 1, Bruno and Dario 1',
  ),
  burracoCase(
    'a knockout won on a tie of MP by the line that closed',
    { type: 'match-ended', outcome: { scoring: 'knockout', mp: [900, 900], points: [0, 3] } },
    'Partita finita, vinta da Bruno e Dario; MP: Anna e Carlo 900, Bruno e Dario 900; punti classifica: Anna e Carlo 0, Bruno e Dario 3',
    'Match over, won by Bruno and Dario; MP: Anna and Carlo 900, Bruno and Dario 900; standing points: Anna and Carlo 0, Bruno and Dario 3',
  ),
  burracoCase(
    'a match with no VP table, won on MP',
    { type: 'match-ended', outcome: { scoring: 'vp', mp: [1500, 700], points: null } },
    'Partita finita, vinta da Anna e Carlo; MP: Anna e Carlo 1500, Bruno e Dario 700',
    'Match over, won by Anna and Carlo; MP: Anna and Carlo 1500, Bruno and Dario 700',
  ),
  burracoCase(
    'a draw that leaves one card in the stock',
    { type: 'drew', seat: 1, stock: 1 },
    'Bruno pesca dal tallone (1 carta nel tallone)',
    'Bruno draws from the stock (1 card in the stock)',
  ),
];

describe('describeEvent on hand-made events', () => {
  it.each(CASES)('$game: $name', ({ game, event, players, it: italian, en }) => {
    expect(describeEvent(game, event, players)).toBe(italian);
    expect(describeEvent(game, event, players, 'it')).toBe(italian);
    expect(describeEvent(game, event, players, 'en')).toBe(en);
  });
});

/** A record whose `type` cannot be read. */
const throwing = Object.defineProperty({}, 'type', {
  get: () => {
    throw new Error('no type');
  },
});

describe('describeEvent on unknown or malformed events', () => {
  const seven = card('7H');
  it.each([
    ['null', 'scala40', null, 'Evento non riconosciuto', 'Unrecognised event'],
    ['a number', 'burraco', 42, 'Evento non riconosciuto', 'Unrecognised event'],
    ['an array', 'scala40', ['discarded'], 'Evento non riconosciuto', 'Unrecognised event'],
    ['no type', 'burraco', {}, 'Evento non riconosciuto', 'Unrecognised event'],
    ['a type that throws', 'scala40', throwing, 'Evento non riconosciuto', 'Unrecognised event'],
    [
      'a type on two lines',
      'scala40',
      { type: 'drew\nAnna vince' },
      'Evento non riconosciuto',
      'Unrecognised event',
    ],
    [
      'an unknown type',
      'burraco',
      { type: 'bid', seat: 0 },
      'Evento non riconosciuto: bid',
      'Unrecognised event: bid',
    ],
    [
      "a property of every object's prototype",
      'scala40',
      { type: 'constructor' },
      'Evento non riconosciuto: constructor',
      'Unrecognised event: constructor',
    ],
    [
      "the other game's event",
      'scala40',
      { type: 'took-pile', seat: 0, cards: [seven] },
      'Evento non riconosciuto: took-pile',
      'Unrecognised event: took-pile',
    ],
    [
      'a seat with no player',
      'scala40',
      { type: 'discarded', seat: 4, card: seven },
      'Evento non riconosciuto: discarded',
      'Unrecognised event: discarded',
    ],
    [
      'a seat that is no integer',
      'burraco',
      { type: 'discarded', seat: '0', card: seven },
      'Evento non riconosciuto: discarded',
      'Unrecognised event: discarded',
    ],
    [
      'a card that does not exist',
      'burraco',
      { type: 'drew-card', seat: 0, card: 108 },
      'Evento non riconosciuto: drew-card',
      'Unrecognised event: drew-card',
    ],
    [
      'a missing list of cards',
      'scala40',
      { type: 'dealt', seat: 0 },
      'Evento non riconosciuto: dealt',
      'Unrecognised event: dealt',
    ],
    [
      'an unknown way to take the pozzetto',
      'burraco',
      { type: 'pozzetto-taken', seat: 0, side: 0, how: 'somehow' },
      'Evento non riconosciuto: pozzetto-taken',
      'Unrecognised event: pozzetto-taken',
    ],
    [
      'a side that is no line',
      'burraco',
      { type: 'clock-expired', side: 2, penalty: 100 },
      'Evento non riconosciuto: clock-expired',
      'Unrecognised event: clock-expired',
    ],
    [
      'a hand result without scores',
      'burraco',
      { type: 'hand-ended', result: { hand: 1, ending: 'closed', closer: 0 }, totals: [0, 0] },
      'Evento non riconosciuto: hand-ended',
      'Unrecognised event: hand-ended',
    ],
    [
      'a joker laid off without the value it stands for',
      'scala40',
      { type: 'laid-off', seat: 0, meld: 1, card: JK },
      'Evento non riconosciuto: laid-off',
      'Unrecognised event: laid-off',
    ],
  ] as const)('%s', (_, game, event, italian, english) => {
    expect(describeEvent(game, event, FOUR, 'it')).toBe(italian);
    expect(describeEvent(game, event, FOUR, 'en')).toBe(english);
  });

  it('gives the generic line for a game it does not know', () => {
    const event: Scala40Event = { type: 'discarded', seat: 0, card: card('7H') };
    expect(describeEvent('poker' as Game, event, FOUR)).toBe('Evento non riconosciuto: discarded');
  });
});
