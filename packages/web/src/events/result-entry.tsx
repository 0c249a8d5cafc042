/**
 * One table's score sheet typed in: a row a hand, a column a side, with each side's total and
 * the MP and VP it gives, computed as the server will; the signatures the regulation asks for.
 * The same grid corrects a sheet already in, with the kind of error and a reason (LAW 79C).
 */
import type { TableSeating, TournamentCommand, TournamentState } from '@tavolo/tournament';
import { linesOf } from '@tavolo/tournament';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { nameOf } from './event-state.js';
import { type Grid, emptyGrid, gridOf, handsOf, setCell, totals } from './hands-grid.js';
import { tableScores } from './preview.js';
import type { DirectorCommand } from './use-director-command.js';

const CORRECTION_KINDS = ['calculation', 'inverted', 'other'] as const;

export const ResultEntry = ({
  state,
  round,
  table,
  send,
  busy,
}: {
  readonly state: TournamentState;
  readonly round: number;
  readonly table: TableSeating;
  readonly send: DirectorCommand['send'];
  readonly busy: boolean;
}) => {
  const { t } = useTranslation('events');
  const entered = state.rounds[round - 1]?.results.get(table.table);
  const hands = state.config.rounds[round - 1]?.hands ?? 0;
  const individual = state.config.game === 'scala40';
  const sides: readonly (readonly string[])[] = individual
    ? table.seats.map((s) => [s])
    : linesOf(state, table);
  const [grid, setGrid] = useState<Grid>(
    entered === undefined ? emptyGrid(hands, sides.length) : gridOf(entered.hands),
  );
  const [signed, setSigned] = useState<readonly string[]>([]);
  const [kind, setKind] = useState<(typeof CORRECTION_KINDS)[number]>('calculation');
  const [reason, setReason] = useState('');
  const parsed = handsOf(grid);
  const preview = parsed.ok ? tableScores(state, round, table.table, parsed.value) : null;
  const sums = totals(grid);
  const sideName = (side: readonly string[]) => side.map((id) => nameOf(state, id)).join(' / ');
  const label = (hand: number, side: number) =>
    t('result.cell', { hand: hand + 1, side: sideName(sides[side] ?? []) });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!parsed.ok) return;
    const command: TournamentCommand =
      entered === undefined
        ? { type: 'result', round, table: table.table, hands: parsed.value, signedBy: signed }
        : {
            type: 'correct',
            round,
            table: table.table,
            hands: parsed.value,
            kind,
            agreedBy: signed,
            reason,
          };
    await send(command, () => setSigned([]));
  };

  return (
    <form
      className="result-entry"
      onSubmit={(e) => void submit(e)}
      data-testid={`entry-${table.table}`}
    >
      <div className="table-scroll">
        <table className="data sheet">
          <thead>
            <tr>
              <th className="num">{t('result.hand')}</th>
              {sides.map((side, s) => (
                <th key={s} className="num">
                  {sideName(side)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {grid.map((row, h) => (
              <tr key={h}>
                <th className="num">{h + 1}</th>
                {row.map((cell, s) => (
                  <td key={s} className="num">
                    <input
                      inputMode="numeric"
                      size={5}
                      aria-label={label(h, s)}
                      value={cell}
                      onChange={(e) => setGrid(setCell(grid, h, s, e.target.value))}
                    />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th>{t('result.total')}</th>
              {sums.map((sum, s) => (
                <td key={s} className="num">
                  {sum}
                </td>
              ))}
            </tr>
            <tr>
              <th>{t('score.vp')}</th>
              {sides.map((side, s) => (
                <td key={s} className="num" data-testid={`preview-vp-${s + 1}`}>
                  {preview?.get(side[0] ?? '')?.vp ?? '—'}
                </td>
              ))}
            </tr>
          </tfoot>
        </table>
      </div>
      {entered === undefined ? null : (
        <div className="fields">
          <label>
            {t('result.correctionKind')}
            <select value={kind} onChange={(e) => setKind(e.target.value as typeof kind)}>
              {CORRECTION_KINDS.map((k) => (
                <option key={k} value={k}>
                  {t(`correctionKind.${k}`)}
                </option>
              ))}
            </select>
          </label>
          <label>
            {t('result.reason')}
            <input value={reason} onChange={(e) => setReason(e.target.value)} />
          </label>
        </div>
      )}
      <fieldset className="signatures">
        <legend>{entered === undefined ? t('result.signedBy') : t('result.agreedBy')}</legend>
        {table.seats.map((id) => (
          <label key={id} className="check">
            <input
              type="checkbox"
              checked={signed.includes(id)}
              onChange={(e) =>
                setSigned(e.target.checked ? [...signed, id] : signed.filter((s) => s !== id))
              }
            />{' '}
            {nameOf(state, id)}
          </label>
        ))}
      </fieldset>
      {parsed.ok ? null : (
        <p className="muted">{t('result.incomplete', { hand: parsed.hand, side: parsed.side })}</p>
      )}
      <button type="submit" disabled={!parsed.ok || busy}>
        {entered === undefined
          ? t('result.enter', { table: table.table })
          : t('result.correct', { table: table.table })}
      </button>
    </form>
  );
};
