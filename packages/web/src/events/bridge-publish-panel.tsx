/**
 * The official score (LAW 79C): the director publishes it once every board has a confirmed
 * result; from then the correction period runs, and its end is shown. The papers (travellers
 * and the pairs' score cards, PDF) are the director's at any time and everyone's once published.
 */
import { DEFAULT_TIME_ZONE, bridge, eventTime } from '@tavolo/tournament';
import { useTranslation } from 'react-i18next';
import { useSession } from '../session.js';
import { unconfirmedCount } from './bridge-results.js';
import type { BridgeCommand } from './use-bridge-command.js';

export const BridgePublishPanel = ({
  id,
  state,
  director,
  command,
}: {
  readonly id: string;
  readonly state: bridge.BridgePairsState;
  readonly director: boolean;
  readonly command: BridgeCommand;
}) => {
  const { t, i18n } = useTranslation('events');
  const { http } = useSession();
  const deadline = bridge.correctionDeadlineOf(state);
  const missing = unconfirmedCount(state);
  const lang = i18n.language.startsWith('en') ? 'en' : 'it';
  // On the room's clock, as the refusals quote the period's end (errors.ts, localTimes).
  const time = (iso: string) => eventTime(iso, DEFAULT_TIME_ZONE, lang);
  if (!director && state.publishedAt === null) return null;
  return (
    <section className="panel" aria-labelledby="bridge-publish" data-testid="bridge-publish">
      <h2 id="bridge-publish">{t('bridge.publish.title')}</h2>
      {state.publishedAt === null || deadline === null ? (
        <>
          <p>
            {missing === 0
              ? t('bridge.publish.ready')
              : t('bridge.publish.missing', { count: missing })}
          </p>
          <p className="muted">
            {t('bridge.publish.hint', { minutes: state.config.correctionMinutes })}
          </p>
          <button
            type="button"
            disabled={command.busy || missing > 0}
            onClick={() => void command.send({ type: 'publish' })}
          >
            {t('bridge.publish.send')}
          </button>
        </>
      ) : (
        <p data-testid="bridge-deadline">
          {t('bridge.publish.published', {
            published: time(state.publishedAt),
            deadline: time(deadline),
          })}
        </p>
      )}
      <ul className="print-links">
        {(['travellers', 'score-cards'] as const).map((what) => (
          <li key={what}>
            <a
              href={http.bridgePapersUrl(id, what, lang)}
              target="_blank"
              rel="noreferrer"
              data-testid={`bridge-papers-${what}`}
            >
              {t(`bridge.papers.${what}`)}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
};
