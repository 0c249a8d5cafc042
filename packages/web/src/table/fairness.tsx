/**
 * The verifiable shuffle, hand by hand (docs/verifiable-shuffle.md): the commitment published
 * before the deal, the secret once the hand is over, the server's own check of the proof, and the
 * proof itself to download for `tavolo verify`, so that nobody has to take the server's word.
 */
import type { HandFairness, TableStatus, Verification } from '@tavolo/protocol';
import type { ErrorBody } from '@tavolo/protocol';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { refusalText } from '../errors.js';
import { useSession } from '../session.js';
import './hand/hand.css';

type Check =
  | { readonly state: 'idle' }
  | { readonly state: 'checking' }
  | { readonly state: 'done'; readonly verification: Verification }
  | { readonly state: 'failed'; readonly error: ErrorBody };

export const proofUrl = (table: string, hand: number): string =>
  `/api/tables/${encodeURIComponent(table)}/hands/${hand}/proof`;

export interface HandFairnessItemProps {
  readonly table: string;
  readonly fairness: HandFairness;
  /** A link to the hand's replay (not on the replay page itself). */
  readonly replayLink?: boolean;
  /** The hand's name when it is not "Smazzata n" (a bridge board). */
  readonly heading?: string;
}

/** One hand: its commitment, its secret once revealed, "Verifica" and the proof. */
export const HandFairnessItem = ({
  table,
  fairness,
  replayLink = false,
  heading,
}: HandFairnessItemProps) => {
  const { t } = useTranslation('hand');
  const { http } = useSession();
  const [check, setCheck] = useState<Check>({ state: 'idle' });
  const { hand, commitment, secret } = fairness;

  const verify = async () => {
    setCheck({ state: 'checking' });
    const answer = await http.verification(table, hand);
    setCheck(
      answer.ok
        ? { state: 'done', verification: answer.value }
        : { state: 'failed', error: answer.error },
    );
  };

  return (
    <li className="fairness-hand" data-hand={hand}>
      <h3>{heading ?? t('fairness.hand', { hand })}</h3>
      <dl>
        <dt>{t('fairness.commitment')}</dt>
        <dd>
          <code className="hash">{commitment}</code>
        </dd>
        <dt>{t('fairness.secret')}</dt>
        <dd>
          {secret === undefined ? (
            <span className="hint">{t('fairness.secretLater')}</span>
          ) : (
            <code className="hash">{secret}</code>
          )}
        </dd>
      </dl>
      {secret === undefined ? null : (
        <div className="fairness-actions">
          <button
            type="button"
            onClick={() => void verify()}
            disabled={check.state === 'checking'}
            aria-busy={check.state === 'checking'}
          >
            {check.state === 'checking' ? t('fairness.verifying') : t('fairness.verify')}
          </button>
          <a href={proofUrl(table, hand)} download={`tavolo-${table}-${hand}-proof.json`}>
            {t('fairness.proof')}
          </a>
          {replayLink ? (
            <Link to={`/tables/${encodeURIComponent(table)}/hands/${hand}`}>
              {t('fairness.replay')}
            </Link>
          ) : null}
        </div>
      )}
      <div aria-live="polite">
        {check.state === 'done' && check.verification.ok ? (
          <p className="verified" role="status">
            {t('fairness.verified')}
          </p>
        ) : null}
        {check.state === 'done' && !check.verification.ok ? (
          <div className="not-verified" role="alert">
            <p>{t('fairness.notVerified')}</p>
            <ul>
              {check.verification.problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          </div>
        ) : null}
        {check.state === 'failed' ? (
          <p className="error" role="alert">
            {t('fairness.failed', { reason: refusalText(t, check.error) })}
          </p>
        ) : null}
      </div>
      {secret === undefined ? null : <p className="hint">{t('fairness.proofHint')}</p>}
    </li>
  );
};

export interface FairnessProps {
  readonly table: string;
  readonly status: TableStatus | null;
}

/** Every hand of the table, latest first: the one being played shows only its commitment. */
export const Fairness = ({ table, status }: FairnessProps) => {
  const { t } = useTranslation('hand');
  if (!status || status.hands.length === 0) return null;
  return (
    <section className="fairness" aria-labelledby="fairness-title">
      <h2 id="fairness-title">{t('fairness.title')}</h2>
      <p className="fairness-explain">{t('fairness.explain')}</p>
      <ul className="fairness-hands">
        {[...status.hands].reverse().map((fairness) => (
          <HandFairnessItem key={fairness.hand} table={table} fairness={fairness} replayLink />
        ))}
      </ul>
    </section>
  );
};
