/**
 * The form of a new bridge pairs event: its name and day, the movement (a Mitchell of any size
 * and as many rounds as it has, or a published Howell), boards per round, matchpoints or
 * cross-IMPs, and the correction period of LAW 79C. The rules check it as it is typed and show
 * the pairs, rounds and boards it makes; the server checks it again on creation.
 */
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { refusalText } from '../errors.js';
import { useSession } from '../session.js';
import {
  BRIDGE_MOVEMENTS,
  BRIDGE_SCORINGS,
  type BridgeForm,
  type BridgeMovementKind,
  checkBridgeForm,
  defaultBridgeForm,
} from './bridge-create-form.js';

export const NewBridgeEventForm = ({
  gameField,
  name,
}: {
  /** The game's choice of the event form this one stands in for. */
  readonly gameField: ReactNode;
  /** The name typed before bridge was chosen. */
  readonly name: string;
}) => {
  const { t } = useTranslation('events');
  const { http } = useSession();
  const navigate = useNavigate();
  const [form, setForm] = useState<BridgeForm>(() => ({
    ...defaultBridgeForm(new Date().toISOString().slice(0, 10)),
    name,
  }));
  const [sent, setSent] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const check = checkBridgeForm(form);
  const problem = check.ok
    ? null
    : 'refusal' in check
      ? refusalText(t, check.refusal, 'bridge')
      : t('bridgeForm.badNumber', { field: t(`bridgeForm.${check.field}`) });
  const change = (patch: Partial<BridgeForm>) => setForm((before) => ({ ...before, ...patch }));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!check.ok) return;
    setBusy(true);
    const created = await http.createBridgeEvent(check.value);
    setBusy(false);
    if (!created.ok) {
      setSent(refusalText(t, created.error, 'bridge'));
      return;
    }
    void navigate(`/director/events/${encodeURIComponent(created.value.id)}`);
  };
  return (
    <form
      className="panel new-event"
      onSubmit={(e) => void submit(e)}
      aria-labelledby="new-bridge-event"
      data-testid="new-bridge-event"
    >
      <h2 id="new-bridge-event">{t('bridgeForm.title')}</h2>
      <div className="fields">
        {gameField}
        <label>
          {t('form.name')}
          <input
            name="name"
            value={form.name}
            maxLength={120}
            required
            onChange={(e) => change({ name: e.target.value })}
          />
        </label>
        <label>
          {t('form.date')}
          <input
            type="date"
            name="date"
            value={form.date}
            onChange={(e) => change({ date: e.target.value })}
          />
        </label>
        <label>
          {t('bridgeForm.movement')}
          <select
            name="movement"
            value={form.movement}
            onChange={(e) => change({ movement: e.target.value as BridgeMovementKind })}
          >
            {BRIDGE_MOVEMENTS.map((m) => (
              <option key={m} value={m}>
                {t(`bridgeForm.movements.${m}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('bridgeForm.tables')}
          <input
            name="tables"
            inputMode="numeric"
            value={form.tables}
            onChange={(e) => change({ tables: e.target.value })}
          />
        </label>
        {form.movement === 'mitchell' ? (
          <label>
            {t('bridgeForm.rounds')}
            <input
              name="rounds"
              inputMode="numeric"
              placeholder={t('bridgeForm.allRounds')}
              value={form.rounds}
              onChange={(e) => change({ rounds: e.target.value })}
            />
          </label>
        ) : null}
        <label>
          {t('bridgeForm.boardsPerRound')}
          <input
            name="boardsPerRound"
            inputMode="numeric"
            value={form.boardsPerRound}
            onChange={(e) => change({ boardsPerRound: e.target.value })}
          />
        </label>
        <label>
          {t('bridgeForm.scoring')}
          <select
            name="scoring"
            value={form.scoring}
            onChange={(e) => change({ scoring: e.target.value as BridgeForm['scoring'] })}
          >
            {BRIDGE_SCORINGS.map((s) => (
              <option key={s} value={s}>
                {t(`bridgeForm.scorings.${s}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('bridgeForm.correctionMinutes')}
          <input
            name="correctionMinutes"
            inputMode="numeric"
            value={form.correctionMinutes}
            onChange={(e) => change({ correctionMinutes: e.target.value })}
          />
        </label>
      </div>
      <p className="muted">{t('bridgeForm.correctionHint')}</p>
      {check.ok ? (
        <p data-testid="bridge-preview">{t('bridgeForm.preview', { ...check.preview })}</p>
      ) : null}
      {problem !== null && form.name.trim() !== '' ? (
        <p className="error" role="alert">
          {problem}
        </p>
      ) : null}
      {sent === null ? null : (
        <p className="error" role="alert">
          {sent}
        </p>
      )}
      <button type="submit" disabled={!check.ok || busy}>
        {t('form.create')}
      </button>
    </form>
  );
};
