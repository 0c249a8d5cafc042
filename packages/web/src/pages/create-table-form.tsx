/**
 * A new table: game, rules (and the club variants of S40-REG art. 9), who sits at each place,
 * the clock. The creator sits at the first place for a person and goes to the table; the
 * others join from the lobby. Problems are shown beside the form before anything is sent.
 */
import { PACES } from '@tavolo/protocol';
import { type FormEvent, Fragment, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSession } from '../session.js';
import { Refusal, SelectField } from './fields.js';
import { refusalText } from '../errors.js';
import {
  GAMES,
  SCALA40_VARIANTS,
  handCounts,
  hasVariants,
  profilesOf,
  seatCountsAllowed,
} from './profiles.js';
import {
  type FormProblem,
  SEAT_CHOICES,
  type TableForm,
  clockChoices,
  perTurnFields,
  newTableForm,
  tableRequest,
  withGame,
  withHands,
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
  const hands = handCounts(form.game, form.profile);
  const clocks = clockChoices(form.game);

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
    else setRefusal(refusalText(t, joined.error, form.game));
  };

  const secondsField = (field: SecondsField, min: number) => (
    <div className="field">
      <label htmlFor={`${id}-${field}`}>
        {t(
          form.game === 'bridge' && field !== 'reconnectSeconds'
            ? `timeControl.bridge.${field}`
            : `timeControl.${field}`,
        )}
      </label>
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
        <SelectField
          label={t('create.game')}
          name="game"
          value={form.game}
          options={GAMES}
          optionLabel={(game) => t(`common:games.${game}`)}
          onChange={(game) => setForm(withGame(form, game))}
        />
        <SelectField
          label={t('create.seatCount')}
          name="seat-count"
          value={form.seats.length}
          options={seatCountsAllowed(form.game, form.profile)}
          optionLabel={String}
          onChange={(count) => setForm(withSeatCount(form, count))}
        />
      </div>
      <SelectField
        label={t('profiles.label')}
        name="profile"
        value={form.profile}
        options={profilesOf(form.game)}
        optionLabel={(profile) => t(`profiles.${profile}`)}
        onChange={(profile) => setForm(withProfile(form, profile))}
      />
      {hands !== null && form.hands !== null ? (
        <SelectField
          label={t(`create.hands.${form.game}`)}
          name="hands"
          value={form.hands}
          options={hands.choices}
          optionLabel={(n) =>
            n === hands.own ? t(`create.handsOwn.${form.game}`, { count: n }) : String(n)
          }
          onChange={(n) => setForm(withHands(form, n))}
        />
      ) : null}
      {form.game === 'bridge' ? (
        <label className="check">
          <input
            type="checkbox"
            name="review-last-trick"
            checked={form.reviewLastTrick}
            onChange={(event) => setForm({ ...form, reviewLastTrick: event.target.checked })}
          />
          {t('create.reviewLastTrick')}
        </label>
      ) : null}
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
            <SelectField
              key={index}
              label={t('create.seat', { n: index + 1 })}
              name={`seat-${index}`}
              value={seat}
              options={SEAT_CHOICES}
              optionLabel={(choice) => t(`create.seatChoices.${choice}`)}
              onChange={(choice) => setForm(withSeat(form, index, choice))}
            />
          ))}
        </div>
        <p className="hint">{t('create.seatHint')}</p>
      </fieldset>
      <fieldset>
        <legend>{t('timeControl.label')}</legend>
        <SelectField
          label={t('timeControl.label')}
          name="clock"
          value={form.clock}
          options={clocks}
          optionLabel={(clock) => t(`timeControl.choices.${clock}`)}
          onChange={(clock) => setForm({ ...form, clock })}
        />
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
            {perTurnFields(form.game).map((field) => (
              <Fragment key={field}>
                {secondsField(field, field === 'finishSeconds' ? 0 : 1)}
              </Fragment>
            ))}
            {form.game === 'bridge' ? <p className="hint">{t('timeControl.bridgeHint')}</p> : null}
          </>
        ) : null}
        {secondsField('reconnectSeconds', 0)}
      </fieldset>
      <SelectField
        label={t('create.pace')}
        name="pace"
        value={form.pace}
        options={PACES}
        optionLabel={(pace) => t(`create.paces.${pace}`)}
        onChange={(pace) => setForm({ ...form, pace })}
      />
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
      <Refusal text={refusal} />
    </form>
  );
};
