/**
 * The entry of a board's result: the director's for any table, a seated player's for his own
 * tables only (LAW 79A1: an opponent confirms it afterwards). The boards offered are those of
 * the movement still without a result.
 */
import type { bridge } from '@tavolo/tournament';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BridgeOutcomeFields } from './bridge-outcome-fields.js';
import { type OutcomeForm, defaultOutcomeForm, outcomeOf } from './bridge-outcome-form.js';
import { BridgePlaceFields, type Place, placeIn } from './bridge-place-fields.js';
import { type BridgeViewer, placeChoices } from './bridge-seats.js';
import type { BridgeCommand } from './use-bridge-command.js';

export const BridgeEntryPanel = ({
  state,
  viewer,
  command,
}: {
  readonly state: bridge.BridgePairsState;
  readonly viewer: BridgeViewer;
  readonly command: BridgeCommand;
}) => {
  const { t } = useTranslation('events');
  const [chosen, setChosen] = useState<Partial<Place>>({});
  const [form, setForm] = useState<OutcomeForm>(defaultOutcomeForm);
  const director = viewer.role === 'director';
  const choices = placeChoices(state, viewer, true);
  const place = placeIn(choices, chosen);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (place === null) return;
    void command.send({ type: 'enter', ...place, outcome: outcomeOf(form) }, () => {
      setChosen({});
      setForm(defaultOutcomeForm);
    });
  };
  return (
    <form
      className="panel"
      aria-labelledby="bridge-entry"
      data-testid="bridge-entry"
      onSubmit={submit}
    >
      <h2 id="bridge-entry">{director ? t('bridge.entry.title') : t('bridge.entry.titleTable')}</h2>
      {place === null ? (
        <p>{t('bridge.entry.none')}</p>
      ) : (
        <>
          <BridgePlaceFields choices={choices} place={place} choose={setChosen} />
          <BridgeOutcomeFields
            form={form}
            change={(patch) => setForm((before) => ({ ...before, ...patch }))}
            director={director}
          />
          <p className="muted">
            {director ? t('bridge.entry.hintDirector') : t('bridge.entry.hintPlayer')}
          </p>
          <button type="submit" disabled={command.busy}>
            {t('bridge.entry.send')}
          </button>
        </>
      )}
    </form>
  );
};
