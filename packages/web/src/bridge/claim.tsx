/**
 * Claims and concessions (LAW 68-69, 2017 for 68): the claim button with the tricks claimed and
 * the statement of the line of play; once made, the claim as all see it, with the claimer's
 * cards faced (LAW 68C), each answer so far, and the buttons of the answers open to the viewer:
 * an opponent accepts or disputes, the partner of a conceding defender may object (LAW 68B2).
 */
import { type Action, type BoardView, type Claim, sideOf } from '@tavolo/bridge';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BridgeCard } from './bridge-card.js';
import { lawAction, sortHand, tricksLeft } from './model.js';

interface Props {
  readonly view: BoardView;
  readonly legal: readonly Action[];
  readonly busy: boolean;
  readonly onAct: (action: Action) => void;
}

/**
 * The claim button, and the form it opens. `onOpen` lets the table clear the side panel for it
 * (a review shown is put away); the form then scrolls its buttons into view, so that on a phone,
 * where the panel is short, sending it needs no search.
 */
export const ClaimForm = ({
  view,
  legal,
  busy,
  onAct,
  onOpen,
}: Props & { readonly onOpen?: () => void }) => {
  const { t } = useTranslation('bridge');
  const [open, setOpen] = useState(false);
  const buttons = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (open) buttons.current?.scrollIntoView?.({ block: 'nearest' });
  }, [open]);
  const left = tricksLeft(view);
  const [tricks, setTricks] = useState(left);
  const [statement, setStatement] = useState('');
  const base = lawAction(legal, 'claim');
  if (base === undefined) return null;
  if (!open)
    return (
      <button
        type="button"
        className="secondary"
        disabled={busy}
        onClick={() => {
          setTricks(left);
          setOpen(true);
          onOpen?.();
        }}
      >
        {t('claim.open')}
      </button>
    );
  return (
    <form
      className="claim-form"
      aria-label={t('claim.formLabel')}
      onSubmit={(e) => {
        e.preventDefault();
        setOpen(false);
        onAct({ ...base, tricks, statement: statement.trim() });
      }}
    >
      <label>
        {t('claim.tricks', { left })}
        <select value={tricks} onChange={(e) => setTricks(Number(e.target.value))}>
          {Array.from({ length: left + 1 }, (_, n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </label>
      <label className="statement">
        {t('claim.statement')}
        <textarea
          value={statement}
          rows={2}
          maxLength={1000}
          placeholder={t('claim.statementHint')}
          onChange={(e) => setStatement(e.target.value)}
        />
      </label>
      <div className="buttons" ref={buttons}>
        <button type="submit" disabled={busy}>
          {tricks === left
            ? t('claim.sendAll')
            : tricks === 0
              ? t('claim.sendConcede')
              : t('claim.send')}
        </button>
        <button type="button" className="secondary" onClick={() => setOpen(false)}>
          {t('claim.cancel')}
        </button>
      </div>
    </form>
  );
};

const claimKind = (c: Claim): 'claim' | 'concession' | 'mixed' =>
  c.tricks === c.remaining ? 'claim' : c.tricks === 0 ? 'concession' : 'mixed';

/** A claim under way (or disputed): what was claimed, the shown cards, the answers. */
export const ClaimShown = ({
  view,
  legal,
  busy,
  onAct,
  names,
}: Props & { readonly names: readonly string[] }) => {
  const { t } = useTranslation('bridge');
  const c = view.claim;
  if (c === null) return null;
  const claimer = names[c.claimer] ?? t(`seats.${c.claimer}`);
  const answer = (a: 'accept' | 'dispute' | 'object') =>
    lawAction(legal, 'answer-claim', (x) => x.answer === a);
  const defending = view.contract !== null && sideOf(c.claimer) !== sideOf(view.contract.declarer);
  return (
    <section className="claim-shown" aria-label={t('claim.label')} data-testid="bridge-claim">
      <p className="claim-what">
        {t(`claim.${claimKind(c)}`, { name: claimer, tricks: c.tricks, remaining: c.remaining })}
        {defending ? ` ${t('claim.byDefender')}` : ''}
      </p>
      {c.statement ? (
        <blockquote className="statement">{c.statement}</blockquote>
      ) : (
        <p className="muted">{t('claim.noStatement')}</p>
      )}
      <div className="claim-cards" role="group" aria-label={t('claim.cards', { name: claimer })}>
        {sortHand(c.shown).map((card) => (
          <BridgeCard key={card} card={card} size="small" />
        ))}
      </div>
      <ul className="claim-answers">
        {Object.entries(c.answers).map(([seat, a]) => (
          <li key={seat}>{t(`claim.answered.${a}`, { name: names[Number(seat)] ?? '' })}</li>
        ))}
      </ul>
      <div className="buttons">
        {(['accept', 'dispute', 'object'] as const).map((a) => {
          const action = answer(a);
          return action ? (
            <button
              key={a}
              type="button"
              className={a === 'accept' ? '' : 'secondary'}
              disabled={busy}
              onClick={() => onAct(action)}
            >
              {t(`claim.answer.${a}`)}
            </button>
          ) : null;
        })}
      </div>
    </section>
  );
};
