/**
 * The replay of a finished bridge board (`/tables/:table/hands/:hand` at a bridge table): the
 * board at every step with the four hands shown round the table as the board is printed (North
 * at the top), the auction in its four columns, the trick on the table, the contract and the
 * tricks won; beside it the claim and its answers, the director's rulings, the agreement on the
 * tricks and the score. The controls, the list of moves, the shuffle's proof and the downloads
 * are those of every replay (`table/replay-parts.tsx`).
 */
import { type Seat, isVulnerable } from '@tavolo/bridge';
import type { HandReplay } from '@tavolo/protocol';
import type { Card52 } from '@tavolo/cards';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ReplayControls, ReplayFooter, ReplayMoves, useReplayStep } from '../table/replay-parts.js';
import { BridgeCard, SuitSymbol, bridgeCardName, isRed, rankText } from './bridge-card.js';
import { ContractText } from './board-head.js';
import { AuctionTable } from './calls.js';
import { type Place, bySuit, placeOf } from './model.js';
import {
  type BridgePosition,
  type ReplayRuling,
  afterDeal,
  bridgePositions,
  tableTrick,
} from './replay-model.js';
import { bridgeStepText, contractWords, lawWords, playerWords } from './replay-text.js';
import './bridge.css';
import './bridge-parts.css';
import './replay.css';

const vulnerable = (position: BridgePosition, seat: Seat): boolean =>
  position.board !== null && isVulnerable(position.board.vulnerability, (seat % 2) as 0 | 1);

/** A seat round the table: its compass point, player, marks and the cards it still holds. */
const ReplayHand = ({
  position,
  seat,
  players,
  acting,
}: {
  readonly position: BridgePosition;
  readonly seat: Seat;
  readonly players: readonly string[];
  readonly acting: boolean;
}) => {
  const { t } = useTranslation('bridge');
  const cards = position.hands[seat] ?? [];
  const held = new Set<Card52>(cards);
  const moved = new Set<Card52>(position.moved);
  const vul = vulnerable(position, seat);
  const classes = ['bridge-seat', vul ? 'vul' : 'notvul', acting ? 'on-turn' : ''];
  return (
    <section
      className={`replay-bridge-hand${acting ? ' acting' : ''}`}
      aria-label={t('replay.view.handOf', { player: playerWords(t, players, seat) })}
      data-testid={`replay-hand-${seat}`}
      data-cards={cards.length}
    >
      <div className={classes.join(' ')}>
        <span className="compass" title={t(`seats.${seat}`)}>
          {t(`compass.${seat}`)}
        </span>
        <span className="name">{players[seat] ?? ''}</span>
        {position.board?.dealer === seat ? (
          <span className="badge dealer" title={t('seat.dealerLong')}>
            {t('seat.dealer')}
          </span>
        ) : null}
        {position.contract?.declarer === seat ? (
          <span className="badge role">{t('seat.declarer')}</span>
        ) : null}
        {position.dummy === seat ? <span className="badge role">{t('seat.dummy')}</span> : null}
        <span className="sr-only">{vul ? t('seat.vulnerable') : t('seat.notVulnerable')}</span>
        <span className="count">{t('replay.view.cardsLeft', { count: cards.length })}</span>
      </div>
      <div className="suit-rows">
        {bySuit(position.dealt[seat] ?? []).map(([suit, suitCards]) => (
          <div key={suit} className="suit-row">
            <SuitSymbol suit={suit} />
            {suitCards.length === 0 ? <span className="void">—</span> : null}
            {suitCards.map((card) =>
              held.has(card) ? (
                <span
                  key={card}
                  className={`rank-chip${isRed(card) ? ' red' : ''}${moved.has(card) ? ' moved' : ''}`}
                  role="img"
                  aria-label={bridgeCardName(t, card)}
                >
                  {rankText(card)}
                </span>
              ) : (
                // Played already: left in its place, faint, so that the deal can still be read.
                <span key={card} className="rank-chip gone" aria-hidden="true">
                  {rankText(card)}
                </span>
              ),
            )}
          </div>
        ))}
      </div>
    </section>
  );
};

/** The middle of the table: the contract until the opening lead, then the trick on the table. */
const Middle = ({
  position,
  players,
}: {
  readonly position: BridgePosition;
  readonly players: readonly string[];
}) => {
  const { t } = useTranslation('bridge');
  const trick = tableTrick(position);
  if (trick === null)
    return (
      <p className="replay-bridge-empty" data-testid="replay-contract">
        {position.contract !== null
          ? t('replay.view.contract', {
              contract: contractWords(t, position.contract),
              declarer: playerWords(t, players, position.contract.declarer),
            })
          : position.passedOut
            ? t('replay.view.passedOut')
            : t('replay.view.contractNone')}
      </p>
    );
  const last = trick.cards[trick.cards.length - 1];
  return (
    <div
      className="bridge-trick replay-bridge-trick"
      role="group"
      aria-label={t('replay.view.trick', { n: trick.index + 1 })}
      data-testid="replay-trick"
      data-trick={trick.index + 1}
    >
      {trick.cards.map(({ seat, card }) => (
        <div key={seat} className={`played at-${placeOf(null, seat)}`}>
          <BridgeCard
            card={card}
            size="small"
            highlighted={trick.winner === null ? card === last?.card : trick.winner === seat}
          />
        </div>
      ))}
      <p className="replay-trick-number">{t('replay.view.trick', { n: trick.index + 1 })}</p>
    </div>
  );
};

const PLACES: readonly Place[] = ['top', 'left', 'right', 'bottom'];

const Felt = ({
  position,
  players,
}: {
  readonly position: BridgePosition;
  readonly players: readonly string[];
}) => {
  const { t } = useTranslation('bridge');
  return (
    <div
      className="bridge-felt replay-bridge-felt"
      aria-label={t('replay.view.board')}
      role="group"
    >
      {PLACES.map((place) => {
        const seat = ([0, 1, 2, 3] as const).find((s) => placeOf(null, s) === place) as Seat;
        return (
          <div key={place} className={`felt-cell at-${place}`}>
            <ReplayHand
              position={position}
              seat={seat}
              players={players}
              acting={position.actor === seat}
            />
          </div>
        );
      })}
      <div className="felt-cell at-center">
        <Middle position={position} players={players} />
      </div>
    </div>
  );
};

const rulingText = (
  t: ReturnType<typeof useTranslation>['t'],
  ruling: ReplayRuling,
  players: readonly string[],
): string => {
  const article = lawWords(t, ruling.article);
  switch (ruling.kind) {
    case 'director-called':
      return t(`replay.steps.directorCalled.${ruling.reason}`, {
        player: playerWords(t, players, ruling.seat),
        article,
      });
    case 'tricks-ruled':
      return t('replay.steps.tricksRuled', { tricks: ruling.declarerTricks, article });
    case 'claim-withdrawn':
      return t('replay.steps.claimWithdrawn', {
        player: playerWords(t, players, ruling.seat),
        article,
      });
    case 'tricks-stand':
      return t('replay.steps.tricksStand', { tricks: ruling.declarerTricks, article });
  }
};

/** Beside the table: the auction, the claim, the rulings, the agreement and the score. */
const Side = ({
  position,
  players,
}: {
  readonly position: BridgePosition;
  readonly players: readonly string[];
}) => {
  const { t } = useTranslation('bridge');
  const { claim, board, result, contract } = position;
  const agreement = (value: boolean | null) =>
    t(
      value === null
        ? 'replay.view.agreeWaiting'
        : value
          ? 'replay.view.agreeYes'
          : 'replay.view.agreeNo',
    );
  const needed = contract === null ? 0 : contract.level + 6;
  return (
    <aside className="replay-bridge-side" aria-label={t('side.label')}>
      {board !== null ? (
        <section className="replay-bridge-auction">
          <h3>{t('auction.label')}</h3>
          {position.auction.length === 0 ? (
            <p className="muted">{t('replay.view.auctionWaiting')}</p>
          ) : (
            <AuctionTable
              dealer={board.dealer}
              calls={position.auction}
              vulnerable={(seat) => vulnerable(position, seat)}
            />
          )}
        </section>
      ) : null}
      {claim !== null ? (
        <section className="replay-bridge-claim" data-testid="replay-claim">
          <h3>{t('replay.view.claim')}</h3>
          <p>
            {t(
              claim.tricks === claim.remaining
                ? 'replay.steps.claimAll'
                : claim.tricks === 0
                  ? 'replay.steps.concedeAll'
                  : 'replay.steps.claimSome',
              {
                player: playerWords(t, players, claim.seat),
                tricks: claim.tricks,
                remaining: claim.remaining,
              },
            )}
          </p>
          <p className="statement">
            {claim.statement.trim() === ''
              ? t('replay.view.claimNoStatement')
              : t('replay.view.statement', { statement: claim.statement })}
          </p>
          <ul className="answers">
            {claim.answers.map((a) => (
              <li key={`${a.seat}-${a.answer}`}>
                {t(`replay.steps.answer.${a.answer}`, { player: playerWords(t, players, a.seat) })}
              </li>
            ))}
          </ul>
          <p className="outcome">{t(`replay.view.outcome.${claim.outcome}`)}</p>
        </section>
      ) : null}
      {position.rulings.length > 0 ? (
        <section className="replay-bridge-rulings" data-testid="replay-rulings">
          <h3>{t('replay.view.rulings')}</h3>
          <ul>
            {position.rulings.map((ruling, i) => (
              <li key={i}>
                {rulingText(t, ruling, players)}
                {ruling.kind === 'tricks-ruled' && ruling.note.trim() !== '' ? (
                  <span className="note"> {t('replay.view.note', { note: ruling.note })}</span>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {position.agreed.some((a) => a !== null) ? (
        <p className="replay-bridge-agreement">
          {t('replay.view.agreement', {
            northSouth: agreement(position.agreed[0]),
            eastWest: agreement(position.agreed[1]),
          })}
        </p>
      ) : null}
      {position.score !== null ? (
        <section className="bridge-result" data-testid="replay-result">
          <h3>{t('replay.view.result')}</h3>
          {contract === null || result === null ? (
            <p>{t('result.passedOut')}</p>
          ) : (
            <p>
              <ContractText contract={contract} />{' '}
              {result.declarerTricks >= needed
                ? result.declarerTricks === needed
                  ? t('result.made')
                  : t('result.over', { count: result.declarerTricks - needed })
                : t('result.down', { n: needed - result.declarerTricks })}{' '}
              {t(`result.by.${result.by}`)}
            </p>
          )}
          <p className="score" data-testid="replay-score" data-score={position.score}>
            {position.score > 0
              ? t('replay.view.scoreNs', { points: position.score })
              : position.score < 0
                ? t('replay.view.scoreEw', { points: -position.score })
                : t('replay.view.scoreNone')}
          </p>
          {position.totals !== null ? (
            <p className="muted">
              {t('replay.view.totals', {
                northSouth: position.totals[0],
                eastWest: position.totals[1],
              })}
            </p>
          ) : null}
        </section>
      ) : null}
    </aside>
  );
};

/** The board's line: its number, vulnerability, contract and the tricks won by each side. */
const Head = ({ position }: { readonly position: BridgePosition }) => {
  const { t } = useTranslation('bridge');
  const { board, contract } = position;
  if (board === null) return null;
  return (
    <p className="bridge-head replay-bridge-head" data-testid="replay-head">
      <span className="board-number">{t('head.board', { n: board.number })}</span>
      <span className="vulnerability">{t(`vulnerability.${board.vulnerability}`)}</span>
      {contract !== null ? (
        <ContractText contract={contract} />
      ) : position.passedOut ? (
        <span>{t('replay.view.passedOut')}</span>
      ) : null}
      {contract !== null ? (
        <span className="tricks" data-testid="replay-tricks">
          {t('replay.view.tricks', {
            northSouth: position.tricksWon[0],
            eastWest: position.tricksWon[1],
          })}
        </span>
      ) : null}
    </p>
  );
};

export const BridgeReplayView = ({
  replay,
  hands,
}: {
  readonly replay: HandReplay;
  readonly hands: readonly number[];
}) => {
  const { t } = useTranslation('bridge');
  const positions = useMemo(() => bridgePositions(replay.steps), [replay]);
  const total = replay.steps.length;
  const { at, go } = useReplayStep(total, afterDeal(replay.steps));
  const texts = useMemo(
    () =>
      replay.steps.map((step, i) =>
        bridgeStepText(t, step, replay.players, positions.ok ? positions.value[i] : undefined),
      ),
    [t, replay, positions],
  );
  if (!positions.ok)
    return (
      <p className="error" role="alert">
        {t('hand:replay.rebuildError', { step: positions.error.step + 1 })}
      </p>
    );
  const position = positions.value[at];
  const step = replay.steps[at];
  return (
    <div className="replay-bridge" data-testid="bridge-replay">
      <ReplayControls at={at} total={total} go={go} />
      <p className="replay-move" aria-live="polite" data-version={step?.version}>
        {texts[at]}
      </p>
      {position ? (
        <>
          <Head position={position} />
          <div className="replay-bridge-main">
            <Felt position={position} players={replay.players} />
            <Side position={position} players={replay.players} />
          </div>
        </>
      ) : null}
      <ReplayMoves texts={texts} versions={replay.steps.map((s) => s.version)} at={at} go={go} />
      <ReplayFooter replay={replay} hands={hands} />
    </div>
  );
};
