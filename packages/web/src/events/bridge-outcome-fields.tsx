/**
 * The fields of a board's outcome: its kind, then for a played board the contract (level,
 * strain, doubling, declarer), the declarer's tricks and, when play ended by a claim or a
 * concession, the side that gave tricks away and how many (LAW 68-69, which LAW 69B lets that
 * side ask back); for the director's adjusted score, each side's (Law 12C2).
 */
import { useTranslation } from 'react-i18next';
import {
  ARTIFICIAL,
  type Artificial,
  type OutcomeForm,
  STRAINS,
  outcomeKinds,
} from './bridge-outcome-form.js';

const LEVELS = [1, 2, 3, 4, 5, 6, 7] as const;
const SEATS = [0, 1, 2, 3] as const;
const DOUBLINGS = [0, 1, 2] as const;
const TRICKS = Array.from({ length: 14 }, (_, i) => i);
const SIDES = ['ns', 'ew'] as const;

/** A select inside its label (the label names it), its options drawn by `text`. */
const Choice = <V extends string | number>({
  label,
  name,
  value,
  options,
  text = String,
  onChange,
}: {
  readonly label: string;
  readonly name: string;
  readonly value: V;
  readonly options: readonly V[];
  readonly text?: (option: V) => string;
  readonly onChange: (option: V) => void;
}) => (
  <label>
    {label}
    <select
      name={name}
      value={value}
      onChange={(e) => {
        const chosen = options.find((o) => String(o) === e.target.value);
        if (chosen !== undefined) onChange(chosen);
      }}
    >
      {options.map((o) => (
        <option key={o} value={o}>
          {text(o)}
        </option>
      ))}
    </select>
  </label>
);

export const BridgeOutcomeFields = ({
  form,
  change,
  director,
}: {
  readonly form: OutcomeForm;
  readonly change: (patch: Partial<OutcomeForm>) => void;
  readonly director: boolean;
}) => {
  const { t } = useTranslation('events');
  return (
    <>
      <div className="fields">
        <Choice
          label={t('bridge.entry.kind')}
          name="kind"
          value={form.kind}
          options={outcomeKinds(director)}
          text={(k) => t(`bridge.outcome.${k}`)}
          onChange={(kind) => change({ kind })}
        />
      </div>
      {form.kind === 'played' ? (
        <>
          <div className="fields">
            <Choice
              label={t('bridge.entry.level')}
              name="level"
              value={form.level}
              options={LEVELS}
              onChange={(level) => change({ level })}
            />
            <Choice
              label={t('bridge.entry.strain')}
              name="strain"
              value={form.strain}
              options={STRAINS}
              text={(s) => t(`bridge.strain.${s}`)}
              onChange={(strain) => change({ strain })}
            />
            <Choice
              label={t('bridge.entry.doubling')}
              name="doubling"
              value={form.doubling}
              options={DOUBLINGS}
              text={(d) => t(`bridge.doubling.${d}`)}
              onChange={(doubling) => change({ doubling })}
            />
            <Choice
              label={t('bridge.entry.declarer')}
              name="declarer"
              value={form.declarer}
              options={SEATS}
              text={(d) => t(`bridge.seat.${d}`)}
              onChange={(declarer) => change({ declarer })}
            />
            <Choice
              label={t('bridge.entry.tricks')}
              name="tricks"
              value={form.tricks}
              options={TRICKS}
              onChange={(tricks) => change({ tricks })}
            />
          </div>
          <label className="check">
            <input
              type="checkbox"
              name="conceded"
              checked={form.conceded}
              onChange={(e) => change({ conceded: e.target.checked })}
            />
            {t('bridge.entry.conceded')}
          </label>
          {form.conceded ? (
            <div className="fields">
              <Choice
                label={t('bridge.entry.concededSide')}
                name="concededSide"
                value={form.concededSide}
                options={SIDES}
                text={(side) => t(`bridge.${side}`)}
                onChange={(concededSide) => change({ concededSide })}
              />
              <Choice
                label={t('bridge.entry.concededTricks')}
                name="concededTricks"
                value={form.concededTricks}
                options={TRICKS.slice(1)}
                onChange={(concededTricks) => change({ concededTricks })}
              />
            </div>
          ) : null}
        </>
      ) : null}
      {form.kind === 'artificial' ? (
        <div className="fields">
          {SIDES.map((side) => (
            <Choice
              key={side}
              label={t(`bridge.${side}`)}
              name={`artificial-${side}`}
              value={form[side]}
              options={ARTIFICIAL}
              text={(a) => t(`bridge.artificial.${a}`)}
              onChange={(score: Artificial) => change({ [side]: score })}
            />
          ))}
        </div>
      ) : null}
    </>
  );
};
