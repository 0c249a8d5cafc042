/**
 * `/tables/:table/hands/:hand`: a finished hand move by move with every card shown. The page
 * rebuilds the table at each step from the replay's events (every hand, the melds, the whole
 * discard pile, the stock), says each move in words, shows the count at the end and the shuffle's
 * proof with its check, and offers the replay to download as text or JSON. A bridge table's
 * hand is a board of its match, replayed by `bridge/replay-view.tsx`.
 */
import type { HandResult as BurracoResult } from '@tavolo/burraco';
import type { HandReplay } from '@tavolo/protocol';
import type { HandResult as Scala40Result } from '@tavolo/scala40';
import type { HttpResult } from '@tavolo/client';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { refusalText } from '../errors.js';
import { profileLabel } from '../pages/labels.js';
import { useSession } from '../session.js';
import { Card } from './card.js';
import { burracoMeldCards } from './games/burraco.js';
import { scala40MeldCards } from './games/scala40.js';
import { type MeldModel, type TableModel, groupMelds } from './games/model.js';
import { HandCount } from './hand-summary.js';
import { type ReplayMeld, type ReplayPosition, replayPositions } from './hand/replay-steps.js';
import { burracoLines } from './hand/score-lines.js';
import { stepText } from './hand/step-text.js';
import { sortHand } from './hand-order.js';
import { Melds } from './melds.js';
import { ReplayControls, ReplayFooter, ReplayMoves, useReplayStep } from './replay-parts.js';
import { BridgeReplayView } from '../bridge/replay-view.js';
import './table-styles.css';
import './hand/hand.css';

/** A hand of Scala 40 or Burraco: the games this file replays move by move. */
type CardReplay = HandReplay & { readonly game: 'scala40' | 'burraco' };

const isCardReplay = (replay: HandReplay): replay is CardReplay => replay.game !== 'bridge';

const meldModel = (meld: ReplayMeld): MeldModel =>
  meld.game === 'scala40'
    ? {
        id: meld.id,
        owner: meld.owner,
        kind: meld.meld.kind,
        cards: scala40MeldCards(meld.meld),
        burraco: null,
        source: meld.meld,
      }
    : {
        id: meld.id,
        owner: meld.owner,
        kind: meld.meld.kind,
        cards: burracoMeldCards(meld.meld),
        burraco: meld.burraco,
        source: meld.meld,
      };

/** The position as the table page's model, to draw its melds as the table draws them. */
const replayModel = (
  replay: CardReplay,
  position: ReplayPosition,
  actor: number | null,
): TableModel => {
  const melds = position.melds.map(meldModel);
  const owners =
    replay.game === 'burraco'
      ? burracoLines(replay.players.length)
      : replay.players.map((_, seat) => [seat]);
  return {
    game: replay.game,
    profile: replay.profile,
    players: replay.players,
    you: null,
    status: 'playing',
    handNumber: position.hand ?? replay.hand,
    dealer: position.dealer ?? 0,
    turn: { seat: actor ?? 0, phase: 'play' },
    cards: null,
    handSizes: position.hands.map((cards) => cards.length),
    stock: position.stock,
    discard: position.discard,
    discardSize: position.discard.length,
    melds,
    groups: groupMelds(melds, owners),
    opened: null,
    pozzetti:
      replay.game === 'burraco'
        ? {
            left: position.pozzetti.length,
            taken: [position.pozzettoTaken[0] ?? false, position.pozzettoTaken[1] ?? false],
          }
        : null,
    obligation: null,
    openingMinimum: null,
    turnsCompleted: 0,
    activePlayers: replay.players.length,
  };
};

/** The melds the step laid or added to. */
const movedMelds = (position: ReplayPosition): ReadonlySet<number> => {
  const moved = new Set(position.moved);
  return new Set(
    position.melds.filter((m) => m.meld.cards.some((c) => moved.has(c.id))).map((m) => m.id),
  );
};

/** The step to open at: the table right after the deal, every hand in place. */
const afterDeal = (replay: CardReplay): number => {
  const lastDeal = replay.steps.findLastIndex(
    (s) => (s.event as { readonly type?: string } | null)?.type === 'dealt',
  );
  return Math.max(lastDeal, 0);
};

const Board = ({
  replay,
  position,
  actor,
}: {
  readonly replay: CardReplay;
  readonly position: ReplayPosition;
  readonly actor: number | null;
}) => {
  const { t } = useTranslation('hand');
  const moved = new Set(position.moved);
  return (
    <div className="replay-board">
      <section className="replay-piles" aria-label={t('replay.discard')}>
        <p className="stock">
          <Card faceDown size="small" /> {t('replay.stock', { count: position.stock })}
          {replay.game === 'burraco' ? (
            <span className="pozzetti">
              {t('replay.pozzetti', { count: position.pozzetti.length })}
            </span>
          ) : null}
        </p>
        <div className="discard">
          <h3>{t('replay.discard')}</h3>
          {position.discard.length === 0 ? (
            <span className="hint">{t('replay.discardEmpty')}</span>
          ) : (
            <div className="card-row">
              {position.discard.map((card) => (
                <Card key={card} card={card} size="small" highlighted={moved.has(card)} />
              ))}
            </div>
          )}
        </div>
      </section>
      <ul className="replay-seats">
        {replay.players.map((player, seat) => {
          const cards = position.hands[seat] ?? [];
          return (
            <li
              key={seat}
              className={`replay-seat${seat === actor ? ' acting' : ''}`}
              aria-label={t('replay.handOf', { player })}
              data-seat={seat}
            >
              <h3>
                {player}
                {seat === position.dealer ? (
                  <small className="badge">{t('replay.dealer')}</small>
                ) : null}
                <small className="hint">{t('replay.cardCount', { count: cards.length })}</small>
              </h3>
              <div className="card-row">
                {sortHand(cards, 'suit').map((card) => (
                  <Card key={card} card={card} size="small" highlighted={moved.has(card)} />
                ))}
              </div>
            </li>
          );
        })}
      </ul>
      <section className="replay-melds" aria-labelledby="replay-melds-title">
        <h3 id="replay-melds-title">{t('replay.melds')}</h3>
        <Melds
          model={replayModel(replay, position, actor)}
          highlighted={movedMelds(position)}
          moves={[]}
          onMove={() => undefined}
          busy={false}
        />
      </section>
    </div>
  );
};

const ReplayView = ({
  replay,
  hands,
}: {
  readonly replay: CardReplay;
  readonly hands: readonly number[];
}) => {
  const { t } = useTranslation('hand');
  const positions = useMemo(
    () => replayPositions(replay.game, replay.profile, replay.players.length, replay.steps),
    [replay],
  );
  const total = replay.steps.length;
  const { at, go } = useReplayStep(total, afterDeal(replay));
  const texts = useMemo(
    () => replay.steps.map((step) => stepText(t, replay.game, step, replay.players)),
    [t, replay],
  );

  if (!positions.ok)
    return (
      <p className="error" role="alert">
        {t('replay.rebuildError', { step: positions.error.step + 1 })}
      </p>
    );
  const position = positions.value[at];
  const step = replay.steps[at];
  const ended = replay.steps.find(
    (s) => (s.event as { readonly type?: string } | null)?.type === 'hand-ended',
  );
  const endedAt = ended ? replay.steps.indexOf(ended) : -1;
  const count = ended?.event as
    { readonly result: unknown; readonly hands: readonly (readonly number[])[] } | undefined;

  return (
    <>
      <ReplayControls at={at} total={total} go={go} />
      <p className="replay-move" aria-live="polite" data-version={step?.version}>
        {texts[at]}
      </p>
      {position ? <Board replay={replay} position={position} actor={step?.seat ?? null} /> : null}
      {count && at >= endedAt ? (
        <section className="replay-count" aria-labelledby="replay-count-title">
          <h2 id="replay-count-title">{t('replay.count')}</h2>
          {replay.game === 'scala40' ? (
            <HandCount
              game="scala40"
              profile={replay.profile}
              players={replay.players}
              result={count.result as Scala40Result}
              hands={count.hands}
            />
          ) : (
            <HandCount
              game="burraco"
              profile={replay.profile}
              players={replay.players}
              result={count.result as BurracoResult}
              hands={count.hands}
            />
          )}
        </section>
      ) : null}
      <ReplayMoves texts={texts} versions={replay.steps.map((s) => s.version)} at={at} go={go} />
      <ReplayFooter replay={replay} hands={hands} />
    </>
  );
};

export const ReplayPage = () => {
  const { t } = useTranslation('hand');
  const { http } = useSession();
  const params = useParams();
  const table = params.table ?? '';
  const hand = Number(params.hand);
  const [replay, setReplay] = useState<HttpResult<HandReplay> | undefined>(undefined);
  const [hands, setHands] = useState<readonly number[]>([]);

  useEffect(() => {
    let live = true;
    setReplay(undefined);
    void http.replay(table, hand).then((answer) => {
      if (live) setReplay(answer);
    });
    void http.hands(table).then((answer) => {
      if (live && answer.ok) setHands(answer.value);
    });
    return () => {
      live = false;
    };
  }, [http, table, hand]);

  return (
    <section className="page replay-page">
      <header className="replay-header">
        <h1>
          {t(replay?.ok && replay.value.game === 'bridge' ? 'replay.boardTitle' : 'replay.title', {
            hand,
          })}
        </h1>
        {replay?.ok ? (
          <p className="hint">
            {t('replay.subtitle', {
              game: t(`common:games.${replay.value.game}`),
              profile: profileLabel(t, replay.value.profile),
              table,
            })}
          </p>
        ) : null}
        <Link to={`/tables/${encodeURIComponent(table)}`}>{t('replay.toTable')}</Link>
      </header>
      {replay === undefined ? <p aria-busy="true">{t('common:loading')}</p> : null}
      {replay && !replay.ok ? (
        <p className="error" role="alert">
          {t('replay.loadError', { reason: refusalText(t, replay.error) })}
        </p>
      ) : null}
      {replay?.ok && isCardReplay(replay.value) ? (
        <ReplayView key={`${table}/${hand}`} replay={replay.value} hands={hands} />
      ) : null}
      {replay?.ok && !isCardReplay(replay.value) ? (
        <BridgeReplayView key={`${table}/${hand}`} replay={replay.value} hands={hands} />
      ) : null}
    </section>
  );
};
