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
  type OutcomeKind,
  STRAINS,
  outcomeKinds,
} from './bridge-outcome-form.js';

const LEVELS = [1, 2, 3, 4, 5, 6, 7] as const;
const SEATS = [0, 1, 2, 3] as const;
const DOUBLINGS = [0, 1, 2] as const;
const TRICKS = Array.from({ length: 14 }, (_, i) => i);

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
        <label>
          {t('bridge.entry.kind')}
          <select
            name="kind"
            value={form.kind}
            onChange={(e) => change({ kind: e.target.value as OutcomeKind })}
          >
            {outcomeKinds(director).map((k) => (
              <option key={k} value={k}>
                {t(`bridge.outcome.${k}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {form.kind === 'played' ? (
        <>
          <div className="fields">
            <label>
              {t('bridge.entry.level')}
              <select
                name="level"
                value={form.level}
                onChange={(e) => change({ level: Number(e.target.value) as OutcomeForm['level'] })}
              >
                {LEVELS.map((l) => (
                  <option key={l} value={l}>
                    {l}
                  </option>
                ))}
              </select>
            </label>
            <label>
              {t('bridge.entry.strain')}
              <select
                name="strain"
                value={form.strain}
                onChange={(e) => change({ strain: e.target.value as OutcomeForm['strain'] })}
              >
                {STRAINS.map((s) => (
                  <option key={s} value={s}>
                    {t(`bridge.strain.${s}`)}
                  </option>
                ))}
              </select>
            </label>
            <label>
              {t('bridge.entry.doubling')}
              <select
                name="doubling"
                value={form.doubling}
                onChange={(e) =>
                  change({ doubling: Number(e.target.value) as OutcomeForm['doubling'] })
                }
              >
                {DOUBLINGS.map((d) => (
                  <option key={d} value={d}>
                    {t(`bridge.doubling.${d}`)}
                  </option>
                ))}
              </select>
            </label>
            <label>
              {t('bridge.entry.declarer')}
              <select
                name="declarer"
                value={form.declarer}
                onChange={(e) =>
                  change({ declarer: Number(e.target.value) as OutcomeForm['declarer'] })
                }
              >
                {SEATS.map((s) => (
                  <option key={s} value={s}>
                    {t(`bridge.seat.${s}`)}
                  </option>
                ))}
              </select>
            </label>
            <label>
              {t('bridge.entry.tricks')}
              <select
                name="tricks"
                value={form.tricks}
                onChange={(e) => change({ tricks: Number(e.target.value) })}
              >
                {TRICKS.map((n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
              </select>
            </label>
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
              <label>
                {t('bridge.entry.concededSide')}
                <select
                  name="concededSide"
                  value={form.concededSide}
                  onChange={(e) => change({ concededSide: e.target.value as 'ns' | 'ew' })}
                >
                  {(['ns', 'ew'] as const).map((s) => (
                    <option key={s} value={s}>
                      {t(`bridge.${s}`)}
                    </option>
                  ))}
                </select>
              </label>
              <label>
                {t('bridge.entry.concededTricks')}
                <select
                  name="concededTricks"
                  value={form.concededTricks}
                  onChange={(e) => change({ concededTricks: Number(e.target.value) })}
                >
                  {TRICKS.slice(1).map((n) => (
                    <option key={n} value={n}>
                      {n}
                    </option>
                  ))}
                </select>
              </label>
            </div>
          ) : null}
        </>
      ) : null}
      {form.kind === 'artificial' ? (
        <div className="fields">
          {(['ns', 'ew'] as const).map((side) => (
            <label key={side}>
              {t(`bridge.${side}`)}
              <select
                name={`artificial-${side}`}
                value={form[side]}
                onChange={(e) => change({ [side]: e.target.value as Artificial })}
              >
                {ARTIFICIAL.map((a) => (
                  <option key={a} value={a}>
                    {t(`bridge.artificial.${a}`)}
                  </option>
                ))}
              </select>
            </label>
          ))}
        </div>
      ) : null}
    </>
  );
};
