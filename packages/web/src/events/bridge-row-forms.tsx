/**
 * The small forms on one result: the director's correction with its reason (LAW 79C) and his
 * decision on a withdrawal (LAW 69B), and a player's request to withdraw the tricks his side
 * conceded by a claim or concession (LAW 69B).
 */
import type { bridge } from '@tavolo/tournament';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BridgeOutcomeFields } from './bridge-outcome-fields.js';
import { formOf, outcomeOf } from './bridge-outcome-form.js';
import type { Place } from './bridge-place-fields.js';
import type { BridgeCommand } from './use-bridge-command.js';

const MAX_REASON = 500;

interface RowFormProps {
  readonly place: Place;
  readonly command: BridgeCommand;
  readonly done: () => void;
}

const Reason = ({
  value,
  change,
}: {
  readonly value: string;
  readonly change: (text: string) => void;
}) => {
  const { t } = useTranslation('events');
  return (
    <label className="block">
      {t('bridge.row.reason')}
      <input
        name="reason"
        value={value}
        maxLength={MAX_REASON}
        required
        onChange={(e) => change(e.target.value)}
      />
    </label>
  );
};

export const CorrectForm = ({
  place,
  command,
  done,
  outcome,
}: RowFormProps & { readonly outcome: bridge.BoardOutcome }) => {
  const { t } = useTranslation('events');
  const [form, setForm] = useState(formOf(outcome));
  const [reason, setReason] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void command.send({ type: 'correct', ...place, outcome: outcomeOf(form), reason }, done);
  };
  return (
    <form className="row-form" data-testid="bridge-correct" onSubmit={submit}>
      <BridgeOutcomeFields
        form={form}
        change={(patch) => setForm((before) => ({ ...before, ...patch }))}
        director
      />
      <Reason value={reason} change={setReason} />
      <p className="muted">{t('bridge.row.correctHint')}</p>
      <button type="submit" disabled={command.busy}>
        {t('bridge.row.sendCorrection')}
      </button>
    </form>
  );
};

export const DecideForm = ({
  place,
  command,
  done,
  requested,
}: RowFormProps & { readonly requested: number }) => {
  const { t } = useTranslation('events');
  const [granted, setGranted] = useState(requested);
  const [reason, setReason] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void command.send({ type: 'decide-withdrawal', ...place, granted, reason }, done);
  };
  return (
    <form className="row-form" data-testid="bridge-decide" onSubmit={submit}>
      <label className="block">
        {t('bridge.row.granted')}
        <select name="granted" value={granted} onChange={(e) => setGranted(Number(e.target.value))}>
          {Array.from({ length: requested + 1 }, (_, n) => (
            <option key={n} value={n}>
              {n === 0 ? t('bridge.row.refuse') : t('bridge.row.grant', { count: n })}
            </option>
          ))}
        </select>
      </label>
      <Reason value={reason} change={setReason} />
      <button type="submit" disabled={command.busy}>
        {t('bridge.row.sendDecision')}
      </button>
    </form>
  );
};

export const RequestForm = ({
  place,
  command,
  done,
  most,
}: RowFormProps & { readonly most: number }) => {
  const { t } = useTranslation('events');
  const [tricks, setTricks] = useState(1);
  const [ground, setGround] = useState<bridge.WithdrawalGround>('won-in-fact');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void command.send({ type: 'request-withdrawal', ...place, tricks, ground }, done);
  };
  return (
    <form className="row-form" data-testid="bridge-request" onSubmit={submit}>
      <label className="block">
        {t('bridge.row.tricksBack')}
        <select name="tricks" value={tricks} onChange={(e) => setTricks(Number(e.target.value))}>
          {Array.from({ length: most }, (_, i) => (
            <option key={i + 1} value={i + 1}>
              {i + 1}
            </option>
          ))}
        </select>
      </label>
      <label className="block">
        {t('bridge.row.ground')}
        <select
          name="ground"
          value={ground}
          onChange={(e) => setGround(e.target.value as bridge.WithdrawalGround)}
        >
          {(['won-in-fact', 'would-probably-have-won'] as const).map((g) => (
            <option key={g} value={g}>
              {t(`bridge.ground.${g}`)}
            </option>
          ))}
        </select>
      </label>
      <p className="muted">{t('bridge.row.requestHint')}</p>
      <button type="submit" disabled={command.busy}>
        {t('bridge.row.sendRequest')}
      </button>
    </form>
  );
};
