/**
 * The moves of the table in words, for the move log: one line per event the viewer may see,
 * in the page's language, with the regulations' terms and every card named as a player says
 * it ("9 di cuori", a joker with the card it stands for). Events read as data from the wire: an
 * event this page does not know gives no line rather than an error.
 */
import type { GameEvent as BurracoEvent, Meld as BurracoMeld } from '@tavolo/burraco';
import { type CardId, naturalId } from '@tavolo/cards';
import type { GameEvent as Scala40Event, Meld as Scala40Meld } from '@tavolo/scala40';
import type { Message } from '@tavolo/protocol';
import type { TFunction } from 'i18next';
import { cardName } from './card.js';
import { burracoMeldCards } from './games/burraco.js';
import type { Game, MeldCardModel } from './games/model.js';
import { scala40MeldCards } from './games/scala40.js';

type Event = Scala40Event | BurracoEvent;

const meldWords = (t: TFunction, meld: Scala40Meld | BurracoMeld): string =>
  meldInWords(
    t,
    'wild' in (meld.cards[0] ?? {})
      ? burracoMeldCards(meld as BurracoMeld)
      : scala40MeldCards(meld as Scala40Meld),
  );

const cardsInWords = (t: TFunction, cards: readonly CardId[]): string =>
  cards.map((id) => cardName(t, id)).join(', ');

/** A meld's cards in order, each joker or matta with the card it stands for. */
export const meldInWords = (t: TFunction, cards: readonly MeldCardModel[]): string =>
  cards
    .map((c) => {
      const card = cardName(t, c.id);
      if (c.standsFor === null) return card;
      const face =
        c.standsFor.suit === undefined
          ? t(`table:cards.ranks.${c.standsFor.rank}`)
          : cardName(t, naturalId({ rank: c.standsFor.rank, suit: c.standsFor.suit }));
      return t('table:log.standsFor', { card, face });
    })
    .join(', ');

const name = (players: readonly string[], seat: number | null | undefined): string =>
  (seat === null || seat === undefined ? undefined : players[seat]) ?? '?';

/** The text of one event, or null for an event the log leaves out (each player's deal). */
export const moveText = (
  t: TFunction,
  game: Game,
  raw: unknown,
  players: readonly string[],
  you: number | null,
): string | null => {
  if (typeof raw !== 'object' || raw === null) return null;
  const event = raw as Event;
  const player = 'seat' in event ? name(players, event.seat) : '';
  switch (event.type) {
    case 'hand-started':
      return t('table:log.handStarted', { hand: event.hand, dealer: name(players, event.dealer) });
    case 'drew':
      return t('table:log.drew', { player });
    case 'drew-card':
      return event.seat === you ? t('table:log.youDrew', { card: cardName(t, event.card) }) : null;
    case 'took-discard':
      return t('table:log.tookDiscard', { player, card: cardName(t, event.card) });
    case 'took-pile':
      return t('table:log.tookPile', { player, count: event.cards.length });
    case 'opened':
      return t('table:log.opened', {
        player,
        points: event.points,
        melds: event.melds.map((m) => meldWords(t, m.meld)).join(' · '),
      });
    case 'melded':
      return t('table:log.melded', { player, meld: meldWords(t, event.meld.meld) });
    case 'laid-off':
      return 'cards' in event
        ? t('table:log.laidOff', {
            player,
            cards: cardsInWords(t, event.cards),
            meld: meldWords(t, event.meld.meld),
          })
        : t('table:log.laidOffOne', { player, card: cardName(t, event.card) });
    case 'joker-replaced':
      return t('table:log.jokerReplaced', { player, card: cardName(t, event.card) });
    case 'discarded':
      return t('table:log.discarded', { player, card: cardName(t, event.card) });
    case 'stock-reshuffled':
      return t('table:log.reshuffled', { count: event.stock });
    case 'pozzetto-taken':
      return t(`table:log.pozzetto.${event.how === 'diretta' ? 'diretta' : 'conLoScarto'}`, {
        player,
      });
    case 'time-out':
      return t('table:log.timeOut');
    case 'clock-expired':
      return t('table:log.clockExpired', { points: event.penalty });
    case 'hand-ended':
      return handEndedText(t, game, event, players);
    case 'match-ended':
      return t('table:log.matchEnded');
    default:
      return null;
  }
};

/**
 * A line of the log: the move in words, said to be the clock's when the time of the seat on
 * turn ran out and the table played for it (BUR-CH art. 46: the forced draw and discard).
 */
export const loggedMoveText = (
  t: TFunction,
  game: Game,
  message: Message,
  players: readonly string[],
  you: number | null,
): string | null => {
  const text = message.hidden ? null : moveText(t, game, message.event, players, you);
  return text !== null && message.forced ? forcedMoveText(t, text) : text;
};

/** A move said to be the clock's, made in the seat's name when its time ran out. */
export const forcedMoveText = (t: TFunction, move: string): string =>
  t('table:log.forced', { move });

/** What the clock played for you last, while it is the last thing you did; null otherwise. */
export type ForcedPlay = 'drew-and-discarded' | 'discarded' | 'other';

export const forcedPlay = (messages: readonly Message[], you: number | null): ForcedPlay | null => {
  if (you === null) return null;
  let found: ForcedPlay | null = null;
  for (let i = messages.length - 1; i >= 0; i--) {
    const message = messages[i] as Message;
    const event = message.hidden ? undefined : (message.event as Partial<Event> | null);
    if (!event || !('seat' in event) || event.seat !== you) continue;
    if (!message.forced) break;
    if (event.type === 'drew' || event.type === 'drew-card') return 'drew-and-discarded';
    if (event.type === 'discarded') found = 'discarded';
    else found ??= 'other';
  }
  return found;
};

const handEndedText = (
  t: TFunction,
  game: Game,
  event: Extract<Event, { type: 'hand-ended' }>,
  players: readonly string[],
): string => {
  const { result } = event;
  if (result.closer === null)
    return t('table:log.handEndedUnclosed', {
      hand: result.hand,
      reason: t(`table:endings.${game}.${result.ending}`),
    });
  const closer = name(players, result.closer);
  const how =
    'inHand' in result && result.inHand
      ? 'inHand'
      : 'closing' in result && result.closing === 'al-monte'
        ? 'alMonte'
        : 'closed';
  return t(`table:log.handEnded.${how}`, { hand: result.hand, player: closer });
};

/** What the last move put on the table, to highlight it: the melds it touched and its cards. */
export interface LastPlay {
  readonly melds: ReadonlySet<number>;
  readonly cards: ReadonlySet<CardId>;
}

const NOTHING: LastPlay = { melds: new Set(), cards: new Set() };

export const lastPlay = (events: readonly unknown[]): LastPlay => {
  for (let i = events.length - 1; i >= 0; i--) {
    const event = events[i] as Event | undefined;
    if (event === undefined || typeof event !== 'object') continue;
    switch (event.type) {
      case 'discarded':
        return { melds: new Set(), cards: new Set([event.card]) };
      case 'melded':
        return { melds: new Set([event.meld.id]), cards: new Set() };
      case 'opened':
        return { melds: new Set(event.melds.map((m) => m.id)), cards: new Set() };
      case 'laid-off':
        return 'cards' in event
          ? { melds: new Set([event.meld.id]), cards: new Set(event.cards) }
          : { melds: new Set([event.meld]), cards: new Set([event.card]) };
      case 'joker-replaced':
        return { melds: new Set([event.meld]), cards: new Set([event.card]) };
      case 'hand-started':
        return NOTHING;
      default:
        continue;
    }
  }
  return NOTHING;
};
