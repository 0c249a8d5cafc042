/**
 * The end of the board: the sides agree on the tricks won before the board is put away
 * (LAW 79A), a side that does not agree calls the director (LAW 79B), and the result with its
 * score, from the viewer's side. At a table without a director the engine's rules for none
 * stand in for his call (`BoardOptions.director`): `NoDirector` says which one applied.
 */
import {
  type Action,
  type BoardView,
  type BridgeEvent,
  type Contract,
  sideOf,
} from '@tavolo/bridge';
import { useTranslation } from 'react-i18next';
import { ContractText } from './board-head.js';
import { lawAction, resultScore } from './model.js';

interface Props {
  readonly view: BoardView;
  readonly legal: readonly Action[];
  readonly busy: boolean;
  readonly onAct: (action: Action) => void;
}

const declarerTricksNow = (view: BoardView): number => {
  if (view.result) return view.result.declarerTricks;
  if (view.contract === null) return 0;
  return view.tricksWon[sideOf(view.contract.declarer)];
};

export const Agreement = ({ view, legal, busy, onAct }: Props) => {
  const { t } = useTranslation('bridge');
  if (view.phase !== 'agreement' || view.contract === null) return null;
  const agree = lawAction(legal, 'agree-tricks', (a) => a.agree);
  const disagree = lawAction(legal, 'agree-tricks', (a) => !a.agree);
  return (
    <section
      className="bridge-agreement"
      aria-label={t('agreement.label')}
      data-testid="bridge-agreement"
    >
      <p>
        {t('agreement.question', {
          tricks: declarerTricksNow(view),
          seat: t(`seats.${view.contract.declarer}`),
        })}
      </p>
      <p className="muted">
        {t('agreement.sides', {
          nsValue: view.agreed[0] ? t('agreement.yes') : t('agreement.waiting'),
          ewValue: view.agreed[1] ? t('agreement.yes') : t('agreement.waiting'),
        })}
      </p>
      <div className="buttons">
        {agree ? (
          <button type="button" disabled={busy} onClick={() => onAct(agree)}>
            {t('agreement.agree')}
          </button>
        ) : null}
        {disagree ? (
          <button
            type="button"
            className="secondary"
            disabled={busy}
            onClick={() => onAct(disagree)}
          >
            {view.director === false ? t('agreement.disagreeNoDirector') : t('agreement.disagree')}
          </button>
        ) : null}
      </div>
    </section>
  );
};

export const DirectorCalled = ({ view }: { readonly view: BoardView }) => {
  const { t } = useTranslation('bridge');
  if (view.phase !== 'director') return null;
  return (
    <p className="notice" role="status" data-testid="bridge-director">
      {view.claim ? t('director.claim') : t('director.tricks')}
    </p>
  );
};

/**
 * At a table without a director: a disputed claim was void and play went on (LAW 68D (2017)),
 * said until the next trick is won; or the tricks as played stood (LAW 79B), said with the result.
 */
export const NoDirector = ({
  view,
  events,
  names,
}: {
  readonly view: BoardView;
  /** The board's events, oldest first. */
  readonly events: readonly BridgeEvent[];
  readonly names: readonly string[];
}) => {
  const { t } = useTranslation('bridge');
  const last = events.findLast(
    (e) => e.type === 'claimed' || e.type === 'claim-withdrawn' || e.type === 'trick-won',
  );
  const stood = view.phase === 'ended' ? events.find((e) => e.type === 'tricks-stand') : undefined;
  const text =
    view.phase === 'play' && last?.type === 'claim-withdrawn'
      ? t('director.noneClaim', {
          name: names[last.seat] ?? t(`seats.${last.seat}`),
          article: last.article,
        })
      : stood?.type === 'tricks-stand'
        ? t('director.noneTricks', { article: stood.article })
        : null;
  return text === null ? null : (
    <p className="notice" role="status" data-testid="bridge-no-director">
      {text}
    </p>
  );
};

/** A played board's outcome in words: the contract, made, over or down, and how it ended. */
export const ResultText = ({
  contract,
  declarerTricks,
  by,
}: {
  readonly contract: Contract;
  readonly declarerTricks: number;
  readonly by: 'play' | 'claim' | 'director';
}) => {
  const { t } = useTranslation('bridge');
  const needed = contract.level + 6;
  return (
    <p>
      <ContractText contract={contract} />{' '}
      {declarerTricks >= needed
        ? declarerTricks === needed
          ? t('result.made')
          : t('result.over', { count: declarerTricks - needed })
        : t('result.down', { n: needed - declarerTricks })}{' '}
      {t(`result.by.${by}`)}
    </p>
  );
};

export const BoardResult = ({ view }: { readonly view: BoardView }) => {
  const { t } = useTranslation('bridge');
  const result = view.result;
  if (view.phase !== 'ended' || result === null) return null;
  const score = resultScore(view);
  const side = view.you === null ? 0 : sideOf(view.you);
  const ours = score === null ? null : side === 0 ? score : -score;
  const contract = result.contract;
  return (
    <section className="bridge-result" aria-label={t('result.label')} data-testid="bridge-result">
      <h2>{t('result.title')}</h2>
      {contract === null ? (
        <p>{t('result.passedOut')}</p>
      ) : (
        <ResultText contract={contract} declarerTricks={result.declarerTricks} by={result.by} />
      )}
      {ours !== null ? (
        <p className="score" data-testid="bridge-score">
          {t('result.score', { score: ours > 0 ? `+${ours}` : String(ours) })}{' '}
          <span className="muted">{t('result.nsScore', { score: score ?? 0 })}</span>
        </p>
      ) : null}
    </section>
  );
};
