/**
 * A bridge replay's step in words, in the page's language: the same things the server's text
 * export says (`describe-bridge.ts`), with the players named with their seats, the calls and
 * cards in words and the Laws cited in the page's language. An event this page does not know is
 * said with the server's Italian text.
 */
import type { Call, Contract, MatchEvent, Seat } from '@tavolo/bridge';
import { type Card52, rank52Of, suit52Of } from '@tavolo/cards';
import type { TFunction } from 'i18next';
import { type BridgePosition, tricksPlayed } from './replay-model.js';

/** A card in words ("asso di picche"), as the table names it. */
export const cardWords = (t: TFunction, card: Card52): string =>
  t('bridge:cards.name', {
    rank: t(`bridge:cards.ranks.${rank52Of(card)}`),
    suit: t(`table:cards.suits.${suit52Of(card)}`),
  });

/** A call in words ("1 picche", "Passo"), as the table names it. */
export const callWords = (t: TFunction, call: Call): string =>
  call.type === 'bid'
    ? t('bridge:calls.bid', { level: call.level, strain: t(`bridge:strainNames.${call.strain}`) })
    : t(`bridge:calls.${call.type}`);

/** A contract in words: "4 picche", "3 senza atout con contro". */
export const contractWords = (t: TFunction, contract: Contract): string =>
  t(`bridge:replay.contract.${contract.doubling}`, {
    bid: callWords(t, { type: 'bid', level: contract.level, strain: contract.strain }),
  });

/** An article of the Laws in the page's language: `LAW 68D (2017)` is "Legge 68D (2017)". */
export const lawWords = (t: TFunction, article: string): string => {
  const cited = /^LAW (.+)$/.exec(article);
  return cited ? t('bridge:replay.law', { article: cited[1] }) : article;
};

/** A player by name and seat: "Ada (Nord)". */
export const playerWords = (t: TFunction, players: readonly string[], seat: Seat): string =>
  t('bridge:replay.player', { name: players[seat] ?? '?', seat: t(`bridge:seats.${seat}`) });

const sideWords = (t: TFunction, side: number): string => t(`bridge:replay.sides.${side}`);

interface Step {
  readonly event?: unknown;
  /** The server's words, in Italian. */
  readonly text: string;
  /** The clock made the move in the seat's name when its time ran out. */
  readonly forced?: boolean;
}

const isEvent = (value: unknown): value is MatchEvent =>
  typeof value === 'object' && value !== null && typeof (value as MatchEvent).type === 'string';

/**
 * The step in words; `position` is the board right after it (`bridgePositions`). A move the
 * clock made when the seat's time ran out says so, as the table's move log does.
 */
export const bridgeStepText = (
  t: TFunction,
  step: Step,
  players: readonly string[],
  position: BridgePosition | undefined,
): string => {
  const text = eventText(t, step, players, position);
  return step.forced === true ? t('table:log.forced', { move: text }) : text;
};

const eventText = (
  t: TFunction,
  step: Step,
  players: readonly string[],
  position: BridgePosition | undefined,
): string => {
  const event = step.event;
  if (!isEvent(event) || position === undefined) return step.text;
  const who = (seat: Seat) => playerWords(t, players, seat);
  const k = (key: string, values: Record<string, unknown> = {}) =>
    t(`bridge:replay.steps.${key}`, values);
  switch (event.type) {
    case 'board-started':
      return k('boardStarted', {
        number: event.number,
        dealer: who(event.dealer),
        vulnerability: t(`bridge:vulnerability.${event.vulnerability}`),
      });
    case 'dealt':
      return k('dealt', { player: who(event.seat), count: event.cards.length });
    case 'called':
      return event.call.type === 'bid'
        ? k('bid', { player: who(event.seat), call: callWords(t, event.call) })
        : k(event.call.type, { player: who(event.seat) });
    case 'auction-ended':
      return event.contract === null
        ? k('passedOut')
        : k('contract', {
            contract: contractWords(t, event.contract),
            declarer: who(event.contract.declarer),
          });
    case 'played': {
      const declarer = position.contract?.declarer;
      return event.seat === position.dummy && declarer !== undefined
        ? k('playedDummy', { player: who(declarer), card: cardWords(t, event.card) })
        : k('played', { player: who(event.seat), card: cardWords(t, event.card) });
    }
    case 'dummy-exposed':
      return k('dummyExposed', { player: who(event.seat) });
    case 'trick-won':
      return k('trickWon', {
        n: event.trick + 1,
        player: who(event.winner),
        northSouth: position.tricksWon[0],
        eastWest: position.tricksWon[1],
      });
    case 'play-ended':
      return k('playEnded', { tricks: event.declarerTricks });
    case 'claimed': {
      const remaining = 13 - tricksPlayed(position);
      const kind =
        event.tricks === remaining ? 'claimAll' : event.tricks === 0 ? 'concedeAll' : 'claimSome';
      const said = k(kind, { player: who(event.seat), tricks: event.tricks, remaining });
      return event.statement.trim() === ''
        ? said
        : k('withStatement', { said, statement: event.statement });
    }
    case 'claim-answered':
      return k(`answer.${event.answer}`, { player: who(event.seat) });
    case 'claim-void':
      return k('claimVoid', { player: who(event.seat), article: lawWords(t, 'LAW 68B2 (2017)') });
    case 'claim-withdrawn':
      return k('claimWithdrawn', { player: who(event.seat), article: lawWords(t, event.article) });
    case 'claim-agreed':
      return k('claimAgreed', { tricks: event.declarerTricks });
    case 'director-called':
      return k(`directorCalled.${event.reason}`, {
        player: who(event.seat),
        article: lawWords(t, event.article),
      });
    case 'tricks-ruled':
      return k('tricksRuled', {
        tricks: event.declarerTricks,
        article: lawWords(t, event.article),
      });
    case 'tricks-agreed':
      return k(event.agree ? 'tricksAgreed' : 'tricksNotAgreed', {
        side: sideWords(t, event.side),
      });
    case 'tricks-stand':
      return k('tricksStand', {
        tricks: event.declarerTricks,
        article: lawWords(t, event.article),
      });
    case 'board-agreed':
      return k('boardAgreed', { tricks: event.declarerTricks });
    case 'card-oriented':
      return k(`oriented.${event.mark}`, { player: who(event.seat), n: event.trick + 1 });
    case 'mark-corrected':
      return k(`corrected.${event.mark}`, {
        player: who(event.seat),
        owner: who(event.owner),
        n: event.trick + 1,
      });
    case 'trick-faced':
      return k('trickFaced', { player: who(event.seat) });
    case 'own-card-inspected':
      return k('ownCardInspected', { player: who(event.seat), n: event.trick + 1 });
    case 'trick-inspected':
      return k('trickInspected', { player: who(event.seat), n: event.trick + 1 });
    case 'unplayed-inspected':
      return k('unplayedInspected', { player: who(event.seat) });
    case 'board-scored':
      return k(event.score > 0 ? 'scoredNs' : event.score < 0 ? 'scoredEw' : 'scoredNone', {
        number: event.number,
        points: Math.abs(event.score),
        northSouth: event.totals[0],
        eastWest: event.totals[1],
      });
    case 'match-ended':
      return k('matchEnded', { northSouth: event.totals[0], eastWest: event.totals[1] });
    default:
      return step.text;
  }
};
