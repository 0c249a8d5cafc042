/**
 * The form of a new event: the settings of `tavolo tournament create`, rounds in phases. The
 * rules check the settings as they are typed; the server checks them again on creation.
 */
import {
  type ByePolicy,
  type CautionsToWarning,
  type EventKind,
  type Game,
  type TieBreak,
  DEFAULT_TIME_ZONE,
} from '@tavolo/tournament';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { refusalText } from '../errors.js';
import { useSession } from '../session.js';
import {
  BYE_POLICIES,
  CAUTIONS_TO_WARNING,
  KINDS,
  MOVEMENTS,
  type MovementChoice,
  PROFILES,
  type PhaseForm,
  type SettingsForm,
  TABLES_OF_THREE,
  TIE_BREAKS,
  type TableOfThree,
  checkSettings,
  defaultForm,
  defaultPhase,
  takesSize,
} from './settings-form.js';
import { NewBridgeEventForm } from './new-bridge-event-form.js';
import { VpTablesFields } from './vp-tables-fields.js';

/** Same-club separation (club-separation.ts): none, by club, by region. */
const SEPARATE = ['', 'club', 'region'] as const;

export const NewEventForm = () => {
  const { t } = useTranslation('events');
  const { http } = useSession();
  const navigate = useNavigate();
  const [form, setForm] = useState<SettingsForm>(defaultForm('burraco'));
  const [sent, setSent] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [bridgeChosen, setBridgeChosen] = useState(false);
  const check = checkSettings(form, new Date().toISOString());
  const problem = check.ok
    ? null
    : 'refusal' in check
      ? refusalText(t, check.refusal, form.game)
      : check.problem.code === 'bad-number'
        ? t('form.problem.bad-number', {
            field: t(`form.${check.problem.field}`),
            phase: check.problem.phase ?? '',
          })
        : check.problem.code === 'bad-vp-line'
          ? t('form.problem.bad-vp-line', check.problem)
          : check.problem.code === 'bad-vp-band'
            ? t('form.problem.bad-vp-band', {
                ...check.problem,
                problem: t(`vpBandProblem.${check.problem.kind}`),
              })
            : check.problem.code === 'bad-prize-group'
              ? t('form.problem.bad-prize-group', check.problem)
              : t('form.problem.bad-vp-tables');

  const change = (patch: Partial<SettingsForm>) => setForm((before) => ({ ...before, ...patch }));
  const changePhase = (index: number, patch: Partial<PhaseForm>) =>
    change({ phases: form.phases.map((p, i) => (i === index ? { ...p, ...patch } : p)) });
  const chooseGame = (game: Game) => setForm({ ...defaultForm(game), name: form.name });
  const toggleTieBreak = (tieBreak: TieBreak, on: boolean) =>
    change({
      tieBreaks: TIE_BREAKS.filter((b) => (b === tieBreak ? on : form.tieBreaks.includes(b))),
    });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!check.ok) return;
    setBusy(true);
    const created = await http.createEvent(check.value);
    setBusy(false);
    if (!created.ok) {
      setSent(refusalText(t, created.error, form.game));
      return;
    }
    void navigate(`/director/events/${encodeURIComponent(created.value.status.tournament.id)}`);
  };

  // A bridge pairs event has settings of its own (a movement of boards): its own form.
  const gameField = (
    <label>
      {t('form.game')}
      <select
        value={bridgeChosen ? 'bridge' : form.game}
        onChange={(e) => {
          const game = e.target.value;
          setBridgeChosen(game === 'bridge');
          if (game !== 'bridge') chooseGame(game as Game);
        }}
      >
        {(['burraco', 'scala40', 'bridge'] as const).map((g) => (
          <option key={g} value={g}>
            {t(`common:games.${g}`)}
          </option>
        ))}
      </select>
    </label>
  );
  if (bridgeChosen) return <NewBridgeEventForm gameField={gameField} name={form.name} />;

  return (
    <form className="panel new-event" onSubmit={(e) => void submit(e)} aria-labelledby="new-event">
      <h2 id="new-event">{t('form.title')}</h2>
      <div className="fields">
        <label>
          {t('form.name')}
          <input value={form.name} onChange={(e) => change({ name: e.target.value })} required />
        </label>
        {gameField}
        <label>
          {t('form.kind')}
          <select value={form.kind} onChange={(e) => change({ kind: e.target.value as EventKind })}>
            {KINDS[form.game].map((k) => (
              <option key={k} value={k}>
                {t(`kind.${k}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('form.profile')}
          <select value={form.profile} onChange={(e) => change({ profile: e.target.value })}>
            {PROFILES[form.game].map((p) => (
              <option key={p} value={p}>
                {t(`lobby:profiles.${p}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('form.date')}
          <input type="date" value={form.date} onChange={(e) => change({ date: e.target.value })} />
        </label>
      </div>
      <fieldset>
        <legend>{t('form.phases')}</legend>
        {form.phases.map((phase, i) => (
          <div className="fields phase" key={i} data-testid={`phase-${i + 1}`}>
            <label>
              {t('form.rounds')}
              <input
                inputMode="numeric"
                size={3}
                value={phase.rounds}
                onChange={(e) => changePhase(i, { rounds: e.target.value })}
              />
            </label>
            <label>
              {t('form.movement')}
              <select
                value={phase.movement}
                onChange={(e) => changePhase(i, { movement: e.target.value as MovementChoice })}
              >
                {MOVEMENTS.map((m) => (
                  <option key={m} value={m}>
                    {t(`movement.${m}`)}
                  </option>
                ))}
              </select>
            </label>
            {takesSize(phase.movement) ? (
              <label>
                {t(phase.movement === 'mitchell' ? 'form.step' : 'form.groupSize')}
                <input
                  inputMode="numeric"
                  size={3}
                  value={phase.size}
                  onChange={(e) => changePhase(i, { size: e.target.value })}
                />
              </label>
            ) : null}
            <label>
              {t('form.hands')}
              <input
                inputMode="numeric"
                size={3}
                value={phase.hands}
                onChange={(e) => changePhase(i, { hands: e.target.value })}
              />
            </label>
            {form.phases.length > 1 ? (
              <button
                type="button"
                className="secondary"
                onClick={() => change({ phases: form.phases.filter((_, j) => j !== i) })}
              >
                {t('form.removePhase', { phase: i + 1 })}
              </button>
            ) : null}
          </div>
        ))}
        <button
          type="button"
          className="secondary"
          onClick={() => change({ phases: [...form.phases, defaultPhase(form.game)] })}
        >
          {t('form.addPhase')}
        </button>
      </fieldset>
      <details>
        <summary>{t('form.more')}</summary>
        <div className="fields">
          <label>
            {t('form.correctionMinutes')}
            <input
              inputMode="numeric"
              size={4}
              value={form.correctionMinutes}
              onChange={(e) => change({ correctionMinutes: e.target.value })}
            />
          </label>
          <label>
            {t('form.timeZone')}
            <input
              value={form.timeZone}
              placeholder={DEFAULT_TIME_ZONE}
              onChange={(e) => change({ timeZone: e.target.value })}
            />
          </label>
          {form.game === 'burraco' ? (
            <label>
              {t('form.byePolicy')}
              <select
                value={form.byePolicy}
                onChange={(e) => change({ byePolicy: e.target.value as ByePolicy })}
              >
                {BYE_POLICIES.map((b) => (
                  <option key={b} value={b}>
                    {t(`byePolicy.${b}`)}
                  </option>
                ))}
              </select>
            </label>
          ) : null}
          {form.game === 'burraco' ? (
            <label>
              {t('form.cautionsToWarning')}
              <select
                value={form.cautionsToWarning}
                onChange={(e) => change({ cautionsToWarning: e.target.value as CautionsToWarning })}
              >
                {CAUTIONS_TO_WARNING.map((c) => (
                  <option key={c} value={c}>
                    {t(`cautionsToWarning.${c}`)}
                  </option>
                ))}
              </select>
            </label>
          ) : null}
          {form.game === 'scala40' ? (
            <label>
              {t('form.tableOfThree')}
              <select
                value={form.tableOfThree}
                onChange={(e) => change({ tableOfThree: e.target.value as TableOfThree })}
              >
                {TABLES_OF_THREE.map((r) => (
                  <option key={r} value={r}>
                    {t(`tableOfThree.${r}`)}
                  </option>
                ))}
              </select>
            </label>
          ) : null}
        </div>
        <fieldset>
          <legend>{t('form.tieBreaks')}</legend>
          {TIE_BREAKS.map((b) => (
            <label key={b} className="check">
              <input
                type="checkbox"
                checked={form.tieBreaks.includes(b)}
                onChange={(e) => toggleTieBreak(b, e.target.checked)}
              />{' '}
              {t(`tieBreakName.${b}`)}
            </label>
          ))}
        </fieldset>
        <label className="block">
          {t('form.prizes')}
          <textarea
            rows={3}
            value={form.prizes}
            onChange={(e) => change({ prizes: e.target.value })}
          />
        </label>
        <label className="block">
          {t('form.prizeGroups')}
          <textarea
            rows={2}
            value={form.prizeGroups}
            placeholder={t('form.prizeGroupsHint')}
            onChange={(e) => change({ prizeGroups: e.target.value })}
          />
        </label>
        <div className="fields">
          <label>
            {t('form.separate')}
            <select
              value={form.separate}
              onChange={(e) =>
                change({ separate: SEPARATE.find((v) => v === e.target.value) ?? '' })
              }
            >
              {SEPARATE.map((v) => (
                <option key={v} value={v}>
                  {t(`separate.${v === '' ? 'none' : v}`)}
                </option>
              ))}
            </select>
          </label>
        </div>
        {form.game === 'burraco' ? <VpTablesFields form={form} change={change} /> : null}
      </details>
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
