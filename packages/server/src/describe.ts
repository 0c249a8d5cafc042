/**
 * Engine events in words, for the text export of a finished hand: one move per line, Italian
 * first and English second, with the regulations' terms (tallone, pozzo, pozzetto, calare,
 * attaccare, chiusura) and cards in the project's notation (`7H`, `JK`, `JK=9H`).
 *
 * An event is read as untrusted data: an export must not fail on one bad record, so an unknown
 * or malformed event gives a generic line instead of an exception.
 */
import {
  BURRACO_KINDS,
  type BurracoKind,
  type GameEvent as BurracoEvent,
  type HandEnding as BurracoEnding,
  type MatchScoring,
} from '@tavolo/burraco';
import { cardCode, isCardId, isJoker, tokenCode } from '@tavolo/cards';
import { describeBridgeEvent } from './describe-bridge.js';
import {
  type GameEvent as Scala40Event,
  type HandEnding as Scala40Ending,
  isFace,
} from '@tavolo/scala40';

export type Language = 'it' | 'en';

/** Italian, the first language: its keys are the message keys of every catalog. */
const it = {
  'seats-drawn.scala40':
    'Sorteggio dei posti: {draws}; ordine di gioco: {order}; mazziere {dealer}',
  'seats-drawn.burraco': 'Sorteggio dei posti: {draws}; {side0} contro {side1}; mazziere {dealer}',
  'hand-started.scala40':
    'Smazzata {hand}: mazziere {dealer}, taglia {cutter}; carta scoperta {card}; tallone di {stock}',
  'hand-started.burraco':
    'Smazzata {hand}: mazziere {dealer}; carta scoperta {card}; tallone di {stock}; pozzetti di {pozzetti}',
  dealt: '{player} riceve {cards}',
  drew: '{player} pesca dal tallone',
  'drew.stock': '{player} pesca dal tallone ({stock} nel tallone)',
  'drew-card': '{player} pesca {card}',
  'took-discard': '{player} raccoglie {card} dal pozzo',
  'took-pile': '{player} raccoglie il monte degli scarti: {cards}',
  meld: '{cards} (gioco {meld})',
  opened: '{player} apre con {points}: {melds}',
  melded: '{player} cala {melds}',
  'laid-off': '{player} attacca {card} al gioco {meld}',
  'laid-off.low': '{player} attacca {card} in basso al gioco {meld}',
  'laid-off.high': '{player} attacca {card} in alto al gioco {meld}',
  'laid-off.cards': '{player} attacca {cards} al gioco {meld}, che diventa {melds}',
  'joker-replaced': '{player} mette {card} al posto del jolly nel gioco {meld} e prende il jolly',
  discarded: '{player} scarta {card}',
  'stock-reshuffled': 'Gli scarti rimescolati formano un nuovo tallone di {stock}',
  'stock-reshuffled.kept':
    'Gli scarti rimescolati formano un nuovo tallone di {stock}; nel pozzo resta {cards}',
  'pozzetto-taken.diretta': '{player} prende il pozzetto in diretta',
  'pozzetto-taken.con-lo-scarto': '{player} prende il pozzetto con lo scarto',
  'pozzetto-cards': '{player} riceve il pozzetto: {cards}',
  'time-out':
    "L'arbitro annuncia il time out: ancora {plays}, la smazzata finisce dopo il turno {turn}",
  'clock-expired': 'Tempo scaduto per {side}: penalità di {points}',
  'hand-ended.closed': 'Smazzata {hand}: chiude {player}',
  'hand-ended.in-hand': 'Smazzata {hand}: {player} chiude in mano',
  'hand-ended.al-monte': 'Smazzata {hand}: {player} chiude al monte',
  'hand-ended.unclosed': 'Smazzata {hand} finita senza chiusura: {reason}',
  'ending.no-cards-left': 'carte esaurite',
  'ending.reshuffle-limit': 'raggiunto il limite di rimescolate',
  'ending.stalemate': 'stallo',
  'ending.stock-exhausted': 'tallone esaurito',
  'ending.time-out': 'time out',
  'ending.stallo': 'stallo',
  penalties: 'penalità: {scores}',
  scores: 'punti: {scores}',
  totals: 'totali: {scores}',
  eliminated: 'fuori: {players}',
  'match-ended': 'Partita finita',
  'match-ended.winner': 'Partita finita, vinta da {winner}',
  mp: 'MP: {scores}',
  vp: 'VP: {scores}',
  'standing-points': 'punti classifica: {scores}',
  and: '{first} e {second}',
  'card.one': '{n} carta',
  'card.other': '{n} carte',
  'point.one': '{n} punto',
  'point.other': '{n} punti',
  'play.one': '{n} giocata',
  'play.other': '{n} giocate',
  'burraco.pulito.one': '{n} burraco pulito',
  'burraco.pulito.other': '{n} burrachi puliti',
  'burraco.semipulito.one': '{n} burraco semipulito',
  'burraco.semipulito.other': '{n} burrachi semipuliti',
  'burraco.sporco.one': '{n} burraco sporco',
  'burraco.sporco.other': '{n} burrachi sporchi',
  'burraco.champion.one': '{n} burraco champion',
  'burraco.champion.other': '{n} burrachi champion',
  unknown: 'Evento non riconosciuto',
  'unknown.type': 'Evento non riconosciuto: {type}',
} as const;

export type MessageKey = keyof typeof it;

const en: Readonly<Record<MessageKey, string>> = {
  'seats-drawn.scala40': 'Seat draw: {draws}; order of play: {order}; {dealer} deals',
  'seats-drawn.burraco': 'Seat draw: {draws}; {side0} against {side1}; {dealer} deals',
  'hand-started.scala40':
    'Hand {hand}: {dealer} deals, {cutter} cuts; up-card {card}; stock of {stock}',
  'hand-started.burraco':
    'Hand {hand}: {dealer} deals; up-card {card}; stock of {stock}; pozzetti of {pozzetti}',
  dealt: '{player} is dealt {cards}',
  drew: '{player} draws from the stock',
  'drew.stock': '{player} draws from the stock ({stock} in the stock)',
  'drew-card': '{player} draws {card}',
  'took-discard': '{player} takes {card} from the discard pile',
  'took-pile': '{player} takes the discard pile: {cards}',
  meld: '{cards} (meld {meld})',
  opened: '{player} opens with {points}: {melds}',
  melded: '{player} melds {melds}',
  'laid-off': '{player} lays off {card} on meld {meld}',
  'laid-off.low': '{player} lays off {card} at the low end of meld {meld}',
  'laid-off.high': '{player} lays off {card} at the high end of meld {meld}',
  'laid-off.cards': '{player} lays off {cards} on meld {meld}, which becomes {melds}',
  'joker-replaced': '{player} puts {card} in place of the joker in meld {meld} and takes the joker',
  discarded: '{player} discards {card}',
  'stock-reshuffled': 'The discards are shuffled into a new stock of {stock}',
  'stock-reshuffled.kept':
    'The discards are shuffled into a new stock of {stock}; {cards} stays on the discard pile',
  'pozzetto-taken.diretta': '{player} takes the pozzetto in diretta, having played every card',
  'pozzetto-taken.con-lo-scarto': '{player} takes the pozzetto with the discard (con lo scarto)',
  'pozzetto-cards': "{player}'s pozzetto: {cards}",
  'time-out': 'The director calls time out: {plays} still to go, the hand ends after turn {turn}',
  'clock-expired': 'Time is up for {side}: a penalty of {points}',
  'hand-ended.closed': 'Hand {hand}: {player} goes out',
  'hand-ended.in-hand': 'Hand {hand}: {player} goes out in one turn (in mano)',
  'hand-ended.al-monte': 'Hand {hand}: {player} goes out after taking the discard pile (al monte)',
  'hand-ended.unclosed': 'Hand {hand} ends without anyone going out: {reason}',
  'ending.no-cards-left': 'no cards left',
  'ending.reshuffle-limit': 'reshuffle limit reached',
  'ending.stalemate': 'stalemate',
  'ending.stock-exhausted': 'stock exhausted',
  'ending.time-out': 'time out',
  'ending.stallo': 'stalemate (stallo)',
  penalties: 'penalty points: {scores}',
  scores: 'points: {scores}',
  totals: 'totals: {scores}',
  eliminated: 'out: {players}',
  'match-ended': 'Match over',
  'match-ended.winner': 'Match over, won by {winner}',
  mp: 'MP: {scores}',
  vp: 'VP: {scores}',
  'standing-points': 'standing points: {scores}',
  and: '{first} and {second}',
  'card.one': '{n} card',
  'card.other': '{n} cards',
  'point.one': '{n} point',
  'point.other': '{n} points',
  'play.one': '{n} play',
  'play.other': '{n} plays',
  'burraco.pulito.one': '{n} clean burraco',
  'burraco.pulito.other': '{n} clean burracos',
  'burraco.semipulito.one': '{n} semi-clean burraco',
  'burraco.semipulito.other': '{n} semi-clean burracos',
  'burraco.sporco.one': '{n} dirty burraco',
  'burraco.sporco.other': '{n} dirty burracos',
  'burraco.champion.one': '{n} champion burraco',
  'burraco.champion.other': '{n} champion burracos',
  unknown: 'Unrecognised event',
  'unknown.type': 'Unrecognised event: {type}',
};

/** The text catalogs, by language; every one has the same keys and placeholders. */
export const CATALOGS: Readonly<Record<Language, Readonly<Record<MessageKey, string>>>> = {
  it,
  en,
};

type Values = Readonly<Record<string, string | number>>;

/** Fills `{name}` placeholders in one pass, so a player's name is never read as a placeholder. */
const fill = (template: string, values: Values): string =>
  template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`no value for {${name}}`);
    return String(value);
  });

type Fields = { readonly [field: string]: unknown };

const unreadable = (what: string): never => {
  throw new Error(`unreadable ${what}`);
};

const record = (value: unknown): Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Fields)
    : unreadable('record');

const list = (value: unknown): readonly unknown[] =>
  Array.isArray(value) ? value : unreadable('list');

const integer = (value: unknown): number =>
  Number.isInteger(value) ? (value as number) : unreadable('number');

const count = (value: unknown): number => {
  const n = integer(value);
  return n >= 0 ? n : unreadable('count');
};

/** The entry of `table` that `value` names, refusing what is not one of its own keys. */
const pick = <Value>(table: Readonly<Record<string, Value>>, value: unknown): Value =>
  typeof value === 'string' && Object.hasOwn(table, value)
    ? (table[value] as Value)
    : unreadable('choice');

const card = (id: unknown): string => (isCardId(id) ? cardCode(id) : unreadable('card'));

const cards = (ids: unknown): string => list(ids).map(card).join(' ');

/** A Scala 40 meld card, a joker with the value it stands for (`JK=9H`). */
const placedCard = (value: unknown): string => {
  const { id, face } = record(value);
  if (!isCardId(id) || !isFace(face)) return unreadable('placed card');
  return isJoker(id) ? tokenCode({ kind: 'joker', as: face }) : cardCode(id);
};

/** A Burraco meld card: a matta has no declared value there, its place says what it stands for. */
const slotCard = (value: unknown): string => card(record(value).id);

/** What a description needs besides the event: the catalog and the names at the table. */
interface Words {
  readonly text: (key: MessageKey, values?: Values) => string;
  readonly player: (seat: unknown) => string;
  /** A Burraco line by its players' names: "Anna e Carlo", or one name at two players. */
  readonly side: (side: unknown) => string;
  readonly amount: (noun: 'card' | 'point' | 'play', n: number) => string;
  /** A placed meld with its id, for the lay-offs and joker replacements that name it. */
  readonly meld: (tableMeld: unknown, code: (value: unknown) => string) => string;
  /** `Anna 35, Bruno 12` for a list by seat or side; null entries (eliminated seats) left out. */
  readonly scores: (values: unknown, name: (index: number) => string) => string;
}

const wordsFor = (
  catalog: Readonly<Record<MessageKey, string>>,
  players: readonly string[],
): Words => {
  const text = (key: MessageKey, values: Values = {}) => fill(catalog[key], values);
  const player = (seat: unknown) => {
    const name: unknown = players[integer(seat)];
    return typeof name === 'string' && name !== '' ? name : unreadable('seat');
  };
  return {
    text,
    player,
    side: (side) => {
      if (side !== 0 && side !== 1) return unreadable('side');
      const names = players.flatMap((_, seat) => (seat % 2 === side ? [player(seat)] : []));
      const [first, second] = names;
      if (first === undefined || names.length > 2) return unreadable('side');
      return second === undefined ? first : text('and', { first, second });
    },
    amount: (noun, n) => text(`${noun}.${n === 1 ? 'one' : 'other'}`, { n }),
    meld: (tableMeld, code) => {
      const { id, meld } = record(tableMeld);
      return text('meld', { cards: list(record(meld).cards).map(code).join(' '), meld: count(id) });
    },
    scores: (values, name) =>
      list(values)
        .flatMap((value, i) => (value === null ? [] : [`${name(i)} ${integer(value)}`]))
        .join(', '),
  };
};

type Describe = (event: Fields, words: Words) => string;

/** The cards each player drew for the seats, in the order they drew: `Anna KH, Bruno 7C 9D`. */
const seatDraws = (seatDraw: unknown): string =>
  list(record(seatDraw).draws)
    .map((draw) => {
      const { player, cards: drawn } = record(draw);
      return typeof player === 'string' ? `${player} ${cards(drawn)}` : unreadable('draw');
    })
    .join(', ');

const dealt: Describe = (e, w) =>
  w.text('dealt', { player: w.player(e.seat), cards: cards(e.cards) });
const drewCard: Describe = (e, w) =>
  w.text('drew-card', { player: w.player(e.seat), card: card(e.card) });
const discarded: Describe = (e, w) =>
  w.text('discarded', { player: w.player(e.seat), card: card(e.card) });

const SCALA40_ENDINGS: Readonly<Record<Exclude<Scala40Ending, 'closed'>, MessageKey>> = {
  'no-cards-left': 'ending.no-cards-left',
  'reshuffle-limit': 'ending.reshuffle-limit',
  stalemate: 'ending.stalemate',
};

const BURRACO_ENDINGS: Readonly<Record<Exclude<BurracoEnding, 'closed'>, MessageKey>> = {
  'stock-exhausted': 'ending.stock-exhausted',
  'time-out': 'ending.time-out',
  stallo: 'ending.stallo',
};

/** The line's head: who went out and how, or why nobody did. */
const handEnd = (
  result: Fields,
  w: Words,
  endings: Readonly<Record<string, MessageKey>>,
  closedKey: (result: Fields) => MessageKey,
): string => {
  const hand = count(result.hand);
  if (result.ending === 'closed')
    return w.text(closedKey(result), { hand, player: w.player(result.closer) });
  return w.text('hand-ended.unclosed', { hand, reason: w.text(pick(endings, result.ending)) });
};

/** The burrachi worth most come first. */
const KINDS_STRONGEST_FIRST: readonly BurracoKind[] = [...BURRACO_KINDS].reverse();

/** A line's hand score with its burrachi: `Anna e Carlo 435 (1 burraco pulito)`. */
const sideScore = (score: unknown, side: 0 | 1, w: Words): string => {
  const { total, breakdown } = record(score);
  const burrachi = record(record(breakdown).burrachi);
  const kinds = KINDS_STRONGEST_FIRST.flatMap((kind) => {
    const n = count(burrachi[kind]);
    return n === 0 ? [] : [w.text(`burraco.${kind}.${n === 1 ? 'one' : 'other'}`, { n })];
  });
  const head = `${w.side(side)} ${integer(total)}`;
  return kinds.length === 0 ? head : `${head} (${kinds.join(', ')})`;
};

const POINTS_LABEL: Readonly<Record<MatchScoring, MessageKey>> = {
  vp: 'vp',
  knockout: 'standing-points',
  'win-draw-loss': 'standing-points',
};

const SCALA40: { readonly [Type in Scala40Event['type']]: Describe } = {
  'seats-drawn': (e, w) =>
    w.text('seats-drawn.scala40', {
      draws: seatDraws(e.seatDraw),
      order: list(e.players)
        .map((_, seat) => w.player(seat))
        .join(', '),
      dealer: w.player(e.dealer),
    }),
  'hand-started': (e, w) =>
    w.text('hand-started.scala40', {
      hand: count(e.hand),
      dealer: w.player(e.dealer),
      cutter: w.player(e.cutBy),
      card: card(e.upCard),
      stock: w.amount('card', count(e.stock)),
    }),
  dealt,
  drew: (e, w) => w.text('drew', { player: w.player(e.seat) }),
  'drew-card': drewCard,
  'took-discard': (e, w) =>
    w.text('took-discard', { player: w.player(e.seat), card: card(e.card) }),
  opened: (e, w) =>
    w.text('opened', {
      player: w.player(e.seat),
      points: w.amount('point', count(e.points)),
      melds: list(e.melds)
        .map((m) => w.meld(m, placedCard))
        .join('; '),
    }),
  melded: (e, w) =>
    w.text('melded', { player: w.player(e.seat), melds: w.meld(e.meld, placedCard) }),
  'laid-off': (e, w) => {
    const { seat, meld, card: id, face, end } = e;
    const key =
      end === undefined
        ? 'laid-off'
        : pick({ low: 'laid-off.low', high: 'laid-off.high' } as const, end);
    return w.text(key, {
      player: w.player(seat),
      card: placedCard({ id, face }),
      meld: count(meld),
    });
  },
  'joker-replaced': (e, w) => {
    if (!isCardId(e.joker) || !isJoker(e.joker)) return unreadable('joker');
    return w.text('joker-replaced', {
      player: w.player(e.seat),
      card: card(e.card),
      meld: count(e.meld),
    });
  },
  discarded,
  'stock-reshuffled': (e, w) => {
    const stock = w.amount('card', count(e.stock));
    return list(e.pile).length === 0
      ? w.text('stock-reshuffled', { stock })
      : w.text('stock-reshuffled.kept', { stock, cards: cards(e.pile) });
  },
  'hand-ended': (e, w) => {
    const result = record(e.result);
    const out = list(e.eliminated).map(w.player);
    return [
      handEnd(result, w, SCALA40_ENDINGS, (r) =>
        r.inHand === true ? 'hand-ended.in-hand' : 'hand-ended.closed',
      ),
      w.text('penalties', { scores: w.scores(result.penalties, w.player) }),
      w.text('totals', { scores: w.scores(e.totals, w.player) }),
      ...(out.length === 0 ? [] : [w.text('eliminated', { players: out.join(', ') })]),
    ].join('; ');
  },
  'match-ended': (e, w) =>
    [
      e.winner === null
        ? w.text('match-ended')
        : w.text('match-ended.winner', { winner: w.player(e.winner) }),
      w.text('totals', { scores: w.scores(e.totals, w.player) }),
      ...(e.vp === null ? [] : [w.text('vp', { scores: w.scores(e.vp, w.player) })]),
    ].join('; '),
};

const BURRACO: { readonly [Type in BurracoEvent['type']]: Describe } = {
  'seats-drawn': (e, w) => {
    const seatDraw = record(e.seatDraw);
    return w.text('seats-drawn.burraco', {
      draws: seatDraws(seatDraw),
      side0: w.side(0),
      side1: w.side(1),
      dealer: w.player(seatDraw.dealer),
    });
  },
  'hand-started': (e, w) =>
    w.text('hand-started.burraco', {
      hand: count(e.hand),
      dealer: w.player(e.dealer),
      card: card(e.upCard),
      stock: w.amount('card', count(e.stock)),
      pozzetti: list(e.pozzetti)
        .map((size) => w.amount('card', count(size)))
        .join(', '),
    }),
  dealt,
  drew: (e, w) =>
    w.text('drew.stock', {
      player: w.player(e.seat),
      stock: w.amount('card', count(e.stock)),
    }),
  'drew-card': drewCard,
  'took-pile': (e, w) => w.text('took-pile', { player: w.player(e.seat), cards: cards(e.cards) }),
  melded: (e, w) => w.text('melded', { player: w.player(e.seat), melds: w.meld(e.meld, slotCard) }),
  'laid-off': (e, w) => {
    const meld = record(e.meld);
    return w.text('laid-off.cards', {
      player: w.player(e.seat),
      cards: cards(e.cards),
      meld: count(meld.id),
      melds: list(record(meld.meld).cards).map(slotCard).join(' '),
    });
  },
  'pozzetto-taken': (e, w) =>
    w.text(
      pick(
        {
          diretta: 'pozzetto-taken.diretta',
          'con-lo-scarto': 'pozzetto-taken.con-lo-scarto',
        } as const,
        e.how,
      ),
      { player: w.player(e.seat) },
    ),
  'pozzetto-cards': (e, w) =>
    w.text('pozzetto-cards', { player: w.player(e.seat), cards: cards(e.cards) }),
  discarded,
  'time-out': (e, w) =>
    w.text('time-out', {
      plays: w.amount('play', count(e.furtherPlays)),
      turn: count(e.endsAtTurn),
    }),
  'clock-expired': (e, w) =>
    w.text('clock-expired', {
      side: w.side(e.side),
      points: w.amount('point', count(e.penalty)),
    }),
  'hand-ended': (e, w) => {
    const result = record(e.result);
    const [score0, score1] = list(result.scores);
    return [
      handEnd(result, w, BURRACO_ENDINGS, (r) =>
        r.closing === 'al-monte' ? 'hand-ended.al-monte' : 'hand-ended.closed',
      ),
      w.text('scores', { scores: `${sideScore(score0, 0, w)}, ${sideScore(score1, 1, w)}` }),
      w.text('totals', { scores: w.scores(e.totals, w.side) }),
    ].join('; ');
  },
  'match-ended': (e, w) => {
    const { scoring, mp, points } = record(e.outcome);
    const label = pick(POINTS_LABEL, scoring);
    // The higher points win (VP, or 3/1/0 that may settle a tie of MP), else the higher MP.
    const [a, b] = list(points ?? mp).map(integer);
    const head =
      a === b
        ? w.text('match-ended')
        : w.text('match-ended.winner', { winner: w.side(a > b ? 0 : 1) });
    return [
      head,
      w.text('mp', { scores: w.scores(mp, w.side) }),
      ...(points === null ? [] : [w.text(label, { scores: w.scores(points, w.side) })]),
    ].join('; ');
  },
};

const DESCRIBERS: Readonly<Record<'scala40' | 'burraco', Readonly<Record<string, Describe>>>> = {
  scala40: SCALA40,
  burraco: BURRACO,
};

/** An event type worth repeating in the generic line: short, and one line. */
const SHOWN_TYPE = /^[a-z][a-z0-9-]{0,39}$/;

/** One engine event in words, e.g. "Anna scarta 7H" / "Anna discards 7H". */
export const describeEvent = (
  game: 'scala40' | 'burraco' | 'bridge',
  event: unknown,
  players: readonly string[],
  language: Language = 'it',
): string => {
  if (game === 'bridge') return describeBridgeEvent(event, players, language);
  const catalog = language === 'en' ? en : it;
  let type: unknown;
  try {
    const fields = record(event);
    type = fields.type;
    const describe = pick(pick(DESCRIBERS, game), type);
    return describe(fields, wordsFor(catalog, players));
  } catch {
    // Unknown or malformed: the generic line below.
  }
  return typeof type === 'string' && SHOWN_TYPE.test(type)
    ? fill(catalog['unknown.type'], { type })
    : catalog.unknown;
};
