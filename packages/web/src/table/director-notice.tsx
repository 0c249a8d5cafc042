/**
 * The arbitro at an online table (issue 19), as the players see it: the button that calls him
 * (a reason from the list and free text), whether a call waits and whether he has paused the
 * table, the latest ruling with its article until dismissed, and the points the rulings took,
 * which stand beside the match's result (the engines count none of them).
 */
import {
  type CallReason,
  type TableRuling,
  type TableStatus,
  CALL_REASONS,
  MAX_DIRECTOR_TEXT,
} from '@tavolo/protocol';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import './director-notice.css';

interface DirectorNoticeProps {
  readonly status: TableStatus | null;
}

/** Whether a match is being played (or paused), when a call makes sense. */
const playingOf = (status: TableStatus | null): boolean =>
  status?.phase === 'playing' || status?.phase === 'paused';

export const DirectorNotice = ({ status }: DirectorNoticeProps) => {
  const { t, i18n } = useTranslation('table');
  const lang = i18n.language === 'en' ? 'en' : 'it';
  const rulings = status?.rulings ?? [];
  const director = status?.director;
  /** How many rulings the player has dismissed the notice of. */
  const [dismissed, setDismissed] = useState(0);
  const latest: TableRuling | undefined = rulings.length > dismissed ? rulings.at(-1) : undefined;
  const penalties = rulings.filter((r) => r.mpPenalty > 0);

  return (
    <>
      {director?.paused ? (
        <p className="notice director-paused" role="status" data-testid="director-paused">
          {t('director.paused')}
        </p>
      ) : null}
      {director && director.calls > 0 && !director.paused ? (
        <p className="notice" role="status" data-testid="director-called">
          {t(director.present ? 'director.calledPresent' : 'director.called')}
        </p>
      ) : null}
      {latest ? (
        <div className="notice director-ruling" role="alert" data-testid="director-ruling">
          <p>
            <strong>{t('director.ruling', { article: latest.article })}</strong>{' '}
            {t('director.rulingText', {
              title: latest.title[lang],
              summary: latest.summary[lang],
              name: latest.name,
            })}
          </p>
          {latest.mpPenalty > 0 ? (
            <p>{t('director.penalty', { name: latest.name, points: latest.mpPenalty })}</p>
          ) : null}
          {latest.sanctions.map((s) => (
            <p key={s}>{t(`director.sanctions.${s}`, { name: latest.name })}</p>
          ))}
          {latest.substitute ? <p>{t('director.substitute', { name: latest.name })}</p> : null}
          {latest.note ? <p>{t('director.note', { note: latest.note })}</p> : null}
          <blockquote lang="it">{latest.quote}</blockquote>
          <button type="button" className="link" onClick={() => setDismissed(rulings.length)}>
            {t('actions.dismiss')}
          </button>
        </div>
      ) : null}
      {penalties.length > 0 ? (
        <p className="notice director-penalties" data-testid="director-penalties">
          {t('director.penalties', {
            list: penalties
              .map((r) =>
                t('director.penaltyItem', {
                  name: r.name,
                  points: r.mpPenalty,
                  article: r.article,
                }),
              )
              .join('; '),
          })}
        </p>
      ) : null}
    </>
  );
};

interface DirectorCallProps {
  readonly status: TableStatus | null;
  /** Calls the arbitro; answers whether the server took the call. Null: no button (spectators). */
  readonly onCall: ((reason: CallReason, text: string) => Promise<boolean>) | null;
}

/**
 * The call itself, a button and its form, kept with the move log: a call is rare, and a row of
 * its own above the felt pushed the piles under the staging area on a phone held upright.
 */
export const DirectorCall = ({ status, onCall }: DirectorCallProps) => {
  const { t } = useTranslation('table');
  const [form, setForm] = useState(false);
  const [reason, setReason] = useState<CallReason>('irregularity');
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const playing = playingOf(status);

  const send = async () => {
    if (!onCall) return;
    setSending(true);
    const taken = await onCall(reason, text);
    setSending(false);
    if (!taken) return;
    setForm(false);
    setText('');
  };

  return (
    <>
      {onCall && playing ? (
        form ? (
          <form
            className="director-call"
            data-testid="director-call-form"
            onSubmit={(e) => {
              e.preventDefault();
              void send();
            }}
          >
            <label>
              {t('director.reason')}
              <select
                value={reason}
                onChange={(e) => setReason((e.target as HTMLSelectElement).value as CallReason)}
              >
                {CALL_REASONS.map((r) => (
                  <option key={r} value={r}>
                    {t(`director.reasons.${r}`)}
                  </option>
                ))}
              </select>
            </label>
            <label>
              {t('director.text')}
              <textarea
                value={text}
                maxLength={MAX_DIRECTOR_TEXT}
                rows={2}
                onInput={(e) => setText((e.target as HTMLTextAreaElement).value)}
              />
            </label>
            <button type="submit" disabled={sending}>
              {t('director.send')}
            </button>
            <button type="button" className="link" onClick={() => setForm(false)}>
              {t('director.cancel')}
            </button>
          </form>
        ) : (
          <button
            type="button"
            className="link director-call-open"
            data-testid="director-call"
            onClick={() => setForm(true)}
          >
            {t('director.call')}
          </button>
        )
      ) : null}
    </>
  );
};
