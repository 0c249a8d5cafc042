/**
 * The arbitro's page of an online table (issue 19), `/tables/:table/director`: every seat's
 * cards, the hand's moves, the clocks, the players' calls, the pause, and the ruling form (at a
 * bridge table, the board and its ruling on the tricks: bridge/director-panel.tsx). The
 * server sends the director's view to this page only, and only when the account directs the
 * table (who opened it, or a director or admin of the server, never one of its players).
 */
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { refusalText } from '../errors.js';
import { Card } from './card.js';
import { RulingForm } from './director-ruling-form.js';
import { burraco } from './games/burraco.js';
import { scala40 } from './games/scala40.js';
import { MoveLog } from './move-log.js';
import { useDirector } from './use-director.js';
import { BridgeDirectorPanel } from '../bridge/director-panel.js';
import { isBridgeView } from '../bridge/is-bridge-view.js';
import './director-notice.css';

/** Seconds left until `at` (epoch ms), as the page was drawn. */
const secondsTo = (at: number): number => Math.max(0, Math.round((at - Date.now()) / 1000));

export const TableDirectorPage = () => {
  const { t } = useTranslation('table');
  const { table = '' } = useParams();
  const live = useDirector(table);
  const { view, status } = live;
  const bridgeMatch = view && isBridgeView(view.view) ? view.view : null;
  const adapter =
    view && typeof view.view === 'object' && view.view !== null && 'handsPlanned' in view.view
      ? burraco
      : scala40;
  const model = view && bridgeMatch === null ? adapter.model(view.view) : null;
  const players = bridgeMatch?.players ?? model?.players ?? [];
  const paused = status?.director?.paused ?? false;

  if (live.refusal)
    return (
      <main className="director-page">
        <h1>{t('directorPage.title', { table })}</h1>
        <p className="refusal" role="alert" data-testid="director-refusal">
          {refusalText(t, live.refusal)}
        </p>
      </main>
    );

  return (
    <main className="director-page" data-testid="director-page">
      <h1>{t('directorPage.title', { table })}</h1>
      <p role="status">
        {live.connected ? t(`directorPage.phase.${status?.phase ?? 'waiting'}`) : t('connecting')}
      </p>
      <div className="director-controls">
        <button
          type="button"
          disabled={paused || status?.phase !== 'playing'}
          data-testid="director-pause"
          onClick={() => void live.send({ type: 'pause' })}
        >
          {t('directorPage.pause')}
        </button>
        <button
          type="button"
          disabled={!paused}
          data-testid="director-resume"
          onClick={() => void live.send({ type: 'resume' })}
        >
          {t('directorPage.resume')}
        </button>
      </div>
      {status?.deadline ? (
        <p>
          {t('directorPage.deadline', {
            name: players[status.deadline.seat] ?? '',
            seconds: secondsTo(status.deadline.endsAt),
          })}
        </p>
      ) : null}
      {status?.chessClock ? (
        <p>
          {t('directorPage.chessClock', {
            times: status.chessClock.map((ms) => Math.round(ms / 1000)).join(' / '),
          })}
        </p>
      ) : null}
      <section>
        <h2>{t('directorPage.calls')}</h2>
        {view && view.calls.length > 0 ? (
          <ol className="director-calls" data-testid="director-calls">
            {view.calls.map((call, i) => (
              <li key={i}>
                {t('directorPage.call', {
                  name: call.name,
                  reason: t(`director.reasons.${call.reason}`),
                  text: call.text,
                })}
              </li>
            ))}
          </ol>
        ) : (
          <p>{t('directorPage.noCalls')}</p>
        )}
      </section>
      {view && bridgeMatch ? (
        <BridgeDirectorPanel match={bridgeMatch} hands={view.hands} send={live.send} />
      ) : null}
      {view && model ? (
        <section>
          <h2>{t('directorPage.hands')}</h2>
          {view.hands.map((cards, seat) => (
            <div key={seat} className="director-hand" data-testid={`director-hand-${seat}`}>
              <h3>{players[seat] ?? ''}</h3>
              <div className="fan">
                {cards.map((card) => (
                  <Card key={card} card={card} size="small" />
                ))}
              </div>
            </div>
          ))}
        </section>
      ) : null}
      {view && model ? (
        <section className="director-log">
          <h2>{t('directorPage.moves')}</h2>
          <MoveLog game={model.game} events={view.log} players={players} you={null} />
        </section>
      ) : null}
      {view && model ? <RulingForm game={model.game} players={players} send={live.send} /> : null}
      {view && view.rulings.length > 0 ? (
        <section>
          <h2>{t('directorPage.rulings')}</h2>
          <ol>
            {view.rulings.map((r, i) => (
              <li key={i}>
                {t('director.penaltyItem', {
                  name: r.name,
                  points: r.mpPenalty,
                  article: r.article,
                })}
              </li>
            ))}
          </ol>
        </section>
      ) : null}
    </main>
  );
};
