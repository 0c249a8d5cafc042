/**
 * A new table: game, rules (and the club variants of S40-REG art. 9), who sits at each place,
 * the clock. The creator sits at the first place for a person and goes to the table; the
 * others join from the lobby. Problems are shown beside the form before anything is sent.
 */
import type { GameName } from '@tavolo/protocol';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSession } from '../session.js';
import { lobbyRefusal } from './labels.js';
import {
  GAMES,
  type ProfileId,
  SCALA40_VARIANTS,
  hasVariants,
  profilesOf,
  seatCountsAllowed,
} from './profiles.js';
import {
  type ClockChoice,
  type FormProblem,
  type SeatChoice,
  SEAT_CHOICES,
  type TableForm,
  clockChoices,
  newTableForm,
  tableRequest,
  withGame,
  withProfile,
  withSeat,
  withSeatCount,
  withVariant,
} from './table-form.js';

type SecondsField = 'choiceSeconds' | 'turnSeconds' | 'finishSeconds' | 'reconnectSeconds';

export const CreateTableForm = () => {
  const { t } = useTranslation('lobby');
  const { http } = useSession();
  const navigate = useNavigate();
  const id = useId();
  const [form, setForm] = useState<TableForm>(() => newTableForm('scala40'));
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const request = tableRequest(form);
  const problems: readonly FormProblem[] = tried && !request.ok ? request.error : [];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!request.ok) return;
    setBusy(true);
    setRefusal(null);
    const created = await http.createTable(request.value);
    const joined = created.ok ? await http.join(created.value.id) : created;
    setBusy(false);
    if (joined.ok) void navigate(`/tables/${joined.value.id}`);
    else setRefusal(lobbyRefusal(t, joined.error, form.game));
  };

  const secondsField = (field: SecondsField, min: number) => (
    <div className="field">
      <label htmlFor={`${id}-${field}`}>{t(`timeControl.${field}`)}</label>
      <input
        id={`${id}-${field}`}
        name={field}
        type="number"
        inputMode="numeric"
        min={min}
        max={3600}
        value={form[field]}
        aria-invalid={problems.includes(field)}
        onChange={(event) => setForm({ ...form, [field]: event.target.value })}
      />
    </div>
  );

  return (
    <form
      className="panel stack"
      name="create-table"
      onSubmit={(event) => void submit(event)}
      noValidate
    >
      <h2>{t('create.title')}</h2>
      <div className="row">
        <div className="field">
          <label htmlFor={`${id}-game`}>{t('create.game')}</label>
          <select
            id={`${id}-game`}
            name="game"
            value={form.game}
            onChange={(event) => setForm(withGame(form, event.target.value as GameName))}
          >
            {GAMES.map((game) => (
              <option key={game} value={game}>
                {t(`common:games.${game}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-count`}>{t('create.seatCount')}</label>
          <select
            id={`${id}-count`}
            name="seat-count"
            value={form.seats.length}
            onChange={(event) => setForm(withSeatCount(form, Number(event.target.value)))}
          >
            {seatCountsAllowed(form.game, form.profile).map((count) => (
              <option key={count} value={count}>
                {count}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="field">
        <label htmlFor={`${id}-profile`}>{t('profiles.label')}</label>
        <select
          id={`${id}-profile`}
          name="profile"
          value={form.profile}
          onChange={(event) => setForm(withProfile(form, event.target.value as ProfileId))}
        >
          {profilesOf(form.game).map((profile) => (
            <option key={profile} value={profile}>
              {t(`profiles.${profile}`)}
            </option>
          ))}
        </select>
      </div>
      {hasVariants(form.profile) ? (
        <fieldset>
          <legend>{t('variants.legend')}</legend>
          {SCALA40_VARIANTS.map((variant) => (
            <label key={variant} className="check">
              <input
                type="checkbox"
                name={`variant-${variant}`}
                checked={form.variants.includes(variant)}
                onChange={(event) => setForm(withVariant(form, variant, event.target.checked))}
              />
              {t(`variants.${variant}`)}
            </label>
          ))}
        </fieldset>
      ) : null}
      <fieldset>
        <legend>{t('create.seatsLegend')}</legend>
        <div className="seat-grid">
          {form.seats.map((seat, index) => (
            <div className="field" key={index}>
              <label htmlFor={`${id}-seat-${index}`}>{t('create.seat', { n: index + 1 })}</label>
              <select
                id={`${id}-seat-${index}`}
                name={`seat-${index}`}
                value={seat}
                onChange={(event) =>
                  setForm(withSeat(form, index, event.target.value as SeatChoice))
                }
              >
                {SEAT_CHOICES.map((choice) => (
                  <option key={choice} value={choice}>
                    {t(`create.seatChoices.${choice}`)}
                  </option>
                ))}
              </select>
            </div>
          ))}
        </div>
        <p className="hint">{t('create.seatHint')}</p>
      </fieldset>
      <fieldset>
        <legend>{t('timeControl.label')}</legend>
        <div className="field">
          <label htmlFor={`${id}-clock`}>{t('timeControl.label')}</label>
          <select
            id={`${id}-clock`}
            name="clock"
            value={form.clock}
            onChange={(event) => setForm({ ...form, clock: event.target.value as ClockChoice })}
          >
            {clockChoices(form.game).map((clock) => (
              <option key={clock} value={clock}>
                {t(`timeControl.choices.${clock}`)}
              </option>
            ))}
          </select>
        </div>
        {form.clock === 'bur-ch-46' ? (
          <label className="check">
            <input
              type="checkbox"
              name="chess-clock"
              checked={form.chessClock}
              onChange={(event) => setForm({ ...form, chessClock: event.target.checked })}
            />
            {t('timeControl.chessClock')}
          </label>
        ) : null}
        {form.clock === 'per-turn' ? (
          <>
            {secondsField('choiceSeconds', 1)}
            {secondsField('turnSeconds', 1)}
            {secondsField('finishSeconds', 0)}
          </>
        ) : null}
        {secondsField('reconnectSeconds', 0)}
      </fieldset>
      {problems.length > 0 ? (
        <ul className="problems error" role="alert">
          {problems.map((problem) => (
            <li key={problem}>{t(`create.problems.${problem}`, { count: form.seats.length })}</li>
          ))}
        </ul>
      ) : null}
      <button type="submit" disabled={busy}>
        {busy ? t('create.busy') : t('create.submit')}
      </button>
      {refusal === null ? null : (
        <p className="error" role="alert">
          {refusal}
        </p>
      )}
    </form>
  );
};
