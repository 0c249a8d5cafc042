/**
 * The new-event form's VP tables (BUR-CH art. 19), what `--vp-tables` loads on the command
 * line: for each number of hands the rounds play, a table typed as printed ("55-150 11-9"),
 * empty for the default, which is shown with its label when derived or a substitute; and a
 * JSON file of tables by hands, as the command line takes it.
 */
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SettingsForm } from './settings-form.js';
import { VP_HANDS, defaultVpTable } from './vp-table-form.js';

export const VpTablesFields = ({
  form,
  change,
}: {
  readonly form: SettingsForm;
  readonly change: (patch: Partial<SettingsForm>) => void;
}) => {
  const { t } = useTranslation('events');
  const played = new Set(form.phases.map((p) => Number(p.hands)));
  const hands = VP_HANDS.filter((n) => played.has(n));
  const type = (n: number, text: string) =>
    change({ vpBands: { ...form.vpBands, [String(n)]: text } });
  const loadFile = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    if (file) void file.text().then((text) => change({ vpTables: text }));
  };
  return (
    <fieldset className="vp-tables" data-testid="vp-tables">
      <legend>{t('form.vpTablesTitle')}</legend>
      <p className="muted">{t('form.vpTablesHelp')}</p>
      {hands.map((n) => {
        const fallback = defaultVpTable(n, form.profile);
        return (
          <div className="vp-table" key={n}>
            <label className="block">
              {t('form.vpTableFor', { hands: n })}
              <textarea
                rows={6}
                value={form.vpBands[String(n)] ?? ''}
                placeholder={fallback.text}
                spellCheck={false}
                onChange={(e) => type(n, e.target.value)}
              />
            </label>
            <p className="muted">
              {(form.vpBands[String(n)] ?? '').trim() === ''
                ? fallback.notice
                  ? t(`vpTable.${fallback.notice}`, { name: fallback.table.name })
                  : t('form.vpTableDefault', { name: fallback.table.name })
                : t('form.vpTableOwn')}{' '}
              <button type="button" className="secondary" onClick={() => type(n, fallback.text)}>
                {t('form.vpTableCopy')}
              </button>
            </p>
          </div>
        );
      })}
      <label className="block">
        {t('form.vpTables')}
        <textarea
          rows={3}
          value={form.vpTables}
          placeholder={t('form.vpTablesHint')}
          spellCheck={false}
          onChange={(e) => change({ vpTables: e.target.value })}
        />
      </label>
      <label className="block">
        {t('form.vpTablesFile')}
        <input type="file" accept=".json,application/json" onChange={loadFile} />
      </label>
    </fieldset>
  );
};
