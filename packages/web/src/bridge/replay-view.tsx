/**
 * The replay of a finished bridge board (`/tables/:table/hands/:hand` at a bridge table): the
 * board at every step with the four hands shown round the table as the board is printed (North
 * at the top), the auction in its four columns, the trick on the table, the contract and the
 * tricks won; beside it the claim and its answers, the director's rulings, the agreement on the
 * tricks and the score. The controls, the list of moves, the shuffle's proof and the downloads
 * are those of every replay (`table/replay-parts.tsx`).
 */
import type { Seat } from '@tavolo/bridge';
import type { HandReplay } from '@tavolo/protocol';
import type { Card52 } from '@tavolo/cards';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ReplayControls, ReplayFooter, ReplayMoves, useReplayStep } from '../table/replay-parts.js';
import { BridgeCard, SuitSymbol, bridgeCardName, isRed, rankText } from './bridge-card.js';
import { ContractText } from './board-head.js';
import { type Place, bySuit, placeOf } from './model.js';
import {
  type BridgePosition,
  afterDeal,
  bridgePositions,
  seatVulnerable,
  tableTrick,
} from './replay-model.js';
import { ReplaySide } from './replay-side.js';
import { bridgeStepText, contractWords, playerWords } from './replay-text.js';
import './bridge.css';
import './bridge-parts.css';
import './replay.css';

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
  const vul = seatVulnerable(position, seat);
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
            <ReplaySide position={position} players={replay.players} />
          </div>
        </>
      ) : null}
      <ReplayMoves texts={texts} versions={replay.steps.map((s) => s.version)} at={at} go={go} />
      <ReplayFooter replay={replay} hands={hands} />
    </div>
  );
};
