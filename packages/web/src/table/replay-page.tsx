/**
 * `/tables/:table/hands/:hand`: a finished hand move by move with every card shown. The page
 * rebuilds the table at each step from the replay's events (every hand, the melds, the whole
 * discard pile, the stock), says each move in words, shows the count at the end and the shuffle's
 * proof with its check, and offers the replay to download as text or JSON.
 */
import type { HandResult as BurracoResult } from '@tavolo/burraco';
import type { HandReplay } from '@tavolo/protocol';

/** A hand of Scala 40 or Burraco: the games this page replays move by move. */
type CardReplay = HandReplay & { readonly game: 'scala40' | 'burraco' };

const isCardReplay = (replay: HandReplay): replay is CardReplay => replay.game !== 'bridge';
import type { HandResult as Scala40Result } from '@tavolo/scala40';
import type { HttpResult } from '@tavolo/client';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { refusalText } from '../errors.js';
import { currentLang } from '../i18n.js';
import { profileLabel } from '../pages/labels.js';
import { useSession } from '../session.js';
import { Card } from './card.js';
import { HandFairnessItem } from './fairness.js';
import { burracoMeldCards } from './games/burraco.js';
import { scala40MeldCards } from './games/scala40.js';
import { type MeldModel, type TableModel, groupMelds } from './games/model.js';
import { HandCount } from './hand-summary.js';
import { type ReplayMeld, type ReplayPosition, replayPositions } from './hand/replay-steps.js';
import { burracoLines } from './hand/score-lines.js';
import { stepText } from './hand/step-text.js';
import { sortHand } from './hand-order.js';
import { Melds } from './melds.js';
import './table-styles.css';
import './hand/hand.css';

/** The replay to download; its text is in the page's language. */
const replayUrl = (table: string, hand: number, format: 'text' | 'json') =>
  `/api/tables/${encodeURIComponent(table)}/hands/${hand}/replay?format=${format}&download=1${
    format === 'text' ? `&lang=${currentLang()}` : ''
  }`;

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
  const [at, setAt] = useState(() => afterDeal(replay));
  const go = useCallback(
    (index: number) => setAt(Math.min(Math.max(index, 0), total - 1)),
    [total],
  );

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      // The slider moves itself with the arrows; form fields keep their keys.
      if (target?.closest('input, select, textarea')) return;
      const moves: Record<string, (i: number) => number> = {
        ArrowLeft: (i) => i - 1,
        ArrowRight: (i) => i + 1,
        Home: () => 0,
        End: () => total - 1,
      };
      const move = moves[event.key];
      if (!move) return;
      event.preventDefault();
      setAt((i) => Math.min(Math.max(move(i), 0), total - 1));
    };
    globalThis.addEventListener('keydown', onKey);
    return () => globalThis.removeEventListener('keydown', onKey);
  }, [total]);

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
      <nav className="replay-controls" aria-label={t('replay.controls')}>
        <div className="replay-buttons">
          <button type="button" className="secondary" onClick={() => go(0)} disabled={at === 0}>
            <span aria-hidden="true">«</span> {t('replay.first')}
          </button>
          <button type="button" onClick={() => go(at - 1)} disabled={at === 0}>
            <span aria-hidden="true">◀</span> {t('replay.previous')}
          </button>
          <button type="button" onClick={() => go(at + 1)} disabled={at >= total - 1}>
            {t('replay.next')} <span aria-hidden="true">▶</span>
          </button>
          <button
            type="button"
            className="secondary"
            onClick={() => go(total - 1)}
            disabled={at >= total - 1}
          >
            {t('replay.last')} <span aria-hidden="true">»</span>
          </button>
        </div>
        <label className="replay-slider">
          <span>{t('replay.slider')}</span>
          <input
            type="range"
            min={1}
            max={total}
            value={at + 1}
            onChange={(e) => go(Number(e.target.value) - 1)}
            aria-valuetext={t('replay.counter', { step: at + 1, total })}
          />
        </label>
        <p className="replay-counter" data-step={at + 1}>
          {t('replay.counter', { step: at + 1, total })}
        </p>
        <p className="hint replay-keys">{t('replay.keys')}</p>
      </nav>
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
      <details className="replay-moves">
        <summary>{t('replay.moves')}</summary>
        <ol>
          {texts.map((text, i) => (
            <li key={replay.steps[i]?.version ?? i}>
              <button
                type="button"
                className="link"
                aria-current={i === at ? 'step' : undefined}
                onClick={() => go(i)}
              >
                {text}
              </button>
            </li>
          ))}
        </ol>
      </details>
      <section className="fairness" aria-labelledby="replay-fairness-title">
        <h2 id="replay-fairness-title">{t('fairness.title')}</h2>
        <p className="fairness-explain">{t('fairness.explain')}</p>
        <ul className="fairness-hands">
          <HandFairnessItem table={replay.table} fairness={replay.fairness} />
        </ul>
      </section>
      <section className="replay-downloads" aria-labelledby="replay-downloads-title">
        <h2 id="replay-downloads-title">{t('replay.downloads')}</h2>
        <p>
          <a href={replayUrl(replay.table, replay.hand, 'text')} download>
            {t('replay.downloadText')}
          </a>{' '}
          <a href={replayUrl(replay.table, replay.hand, 'json')} download>
            {t('replay.downloadJson')}
          </a>
        </p>
      </section>
      {hands.length > 1 ? (
        <nav className="replay-hands" aria-label={t('replay.otherHands')}>
          <h2>{t('replay.otherHands')}</h2>
          <ul>
            {hands.map((hand) => (
              <li key={hand}>
                {hand === replay.hand ? (
                  <span aria-current="page">{t('replay.handLink', { hand })}</span>
                ) : (
                  <Link to={`/tables/${encodeURIComponent(replay.table)}/hands/${hand}`}>
                    {t('replay.handLink', { hand })}
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
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
        <h1>{t('replay.title', { hand })}</h1>
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
        <p className="hint">{t('replay.bridgeNotYet')}</p>
      ) : null}
    </section>
  );
};
