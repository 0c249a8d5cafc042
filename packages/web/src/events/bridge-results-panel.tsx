/**
 * The results board by board, each table's with its state and the LAW 69B withdrawal asked on
 * it, and the buttons the viewer may use now: confirm or dispute (an opponent of the pair that
 * entered it, LAW 79A1, 79B), confirm or correct (the director, LAW 79C), ask tricks back (a
 * player of the side that conceded them) and decide (the director, LAW 69B).
 */
import type { bridge } from '@tavolo/tournament';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BridgeResultText } from './bridge-result-text.js';
import { type ResultRow, resultRows } from './bridge-results.js';
import { CorrectForm, DecideForm, RequestForm } from './bridge-row-forms.js';
import type { BridgeViewer } from './bridge-seats.js';
import type { BridgeCommand } from './use-bridge-command.js';

type Open = 'correct' | 'decide' | 'request';

const keyOf = (row: ResultRow) => `${row.round}/${row.table}/${row.board}`;

const Withdrawal = ({ row }: { readonly row: ResultRow }) => {
  const { t } = useTranslation('events');
  const w = row.withdrawal;
  if (w === null) return null;
  return (
    <div className="muted" data-testid="bridge-withdrawal">
      {t('bridge.withdrawal.requested', {
        player: w.requestedBy,
        count: w.tricks,
        ground: t(`bridge.ground.${w.ground}`),
      })}{' '}
      {w.granted === null
        ? t('bridge.withdrawal.pending')
        : w.granted === 0
          ? t('bridge.withdrawal.refused', { reason: w.reason ?? '' })
          : t('bridge.withdrawal.granted', { count: w.granted, reason: w.reason ?? '' })}
    </div>
  );
};

const Row = ({ row, command }: { readonly row: ResultRow; readonly command: BridgeCommand }) => {
  const { t } = useTranslation('events');
  const [open, setOpen] = useState<Open | null>(null);
  const place = { round: row.round, table: row.table, board: row.board };
  const done = () => setOpen(null);
  const toggle = (which: Open) => setOpen(open === which ? null : which);
  const { actions } = row;
  return (
    <>
      <tr data-testid="bridge-result" data-place={keyOf(row)} data-state={row.state}>
        <td className="num" data-label={t('bridge.entry.round')}>
          {row.round}
        </td>
        <td className="num" data-label={t('bridge.table')}>
          {row.table}
        </td>
        <td className="num" data-label={t('bridge.pairs')}>{`${row.ns} - ${row.ew}`}</td>
        <td className="bridge-outcome">
          {row.outcome === null ? '' : <BridgeResultText outcome={row.outcome} />}
          {row.enteredBy === null ? null : (
            <div className="muted">{t('bridge.row.enteredBy', { player: row.enteredBy })}</div>
          )}
          <Withdrawal row={row} />
        </td>
        <td>
          <span className={`tag state-${row.state}`}>{t(`bridge.state.${row.state}`)}</span>
        </td>
        <td className="row-actions">
          {actions.confirm ? (
            <button
              type="button"
              disabled={command.busy}
              onClick={() => void command.send({ type: 'confirm', ...place })}
            >
              {t('bridge.row.confirm')}
            </button>
          ) : null}
          {actions.dispute ? (
            <button
              type="button"
              disabled={command.busy}
              onClick={() => void command.send({ type: 'dispute', ...place })}
            >
              {t('bridge.row.dispute')}
            </button>
          ) : null}
          {actions.correct ? (
            <button type="button" onClick={() => toggle('correct')}>
              {t('bridge.row.correct')}
            </button>
          ) : null}
          {actions.decide ? (
            <button type="button" onClick={() => toggle('decide')}>
              {t('bridge.row.decide')}
            </button>
          ) : null}
          {actions.request > 0 ? (
            <button type="button" onClick={() => toggle('request')}>
              {t('bridge.row.request')}
            </button>
          ) : null}
        </td>
      </tr>
      {open === null ? null : (
        <tr className="row-form-line">
          <td colSpan={6}>
            {open === 'correct' && row.outcome !== null ? (
              <CorrectForm place={place} command={command} done={done} outcome={row.outcome} />
            ) : null}
            {open === 'decide' && row.withdrawal !== null ? (
              <DecideForm
                place={place}
                command={command}
                done={done}
                requested={row.withdrawal.tricks}
              />
            ) : null}
            {open === 'request' ? (
              <RequestForm place={place} command={command} done={done} most={actions.request} />
            ) : null}
          </td>
        </tr>
      )}
    </>
  );
};

export const BridgeResultsPanel = ({
  state,
  viewer,
  command,
}: {
  readonly state: bridge.BridgePairsState;
  readonly viewer: BridgeViewer;
  readonly command: BridgeCommand;
}) => {
  const { t } = useTranslation('events');
  const boards = resultRows(state, viewer, new Date().toISOString());
  if (boards.length === 0) return null;
  return (
    <section className="panel wide" aria-labelledby="bridge-results">
      <h2 id="bridge-results">{t('bridge.results')}</h2>
      {/* Wider than a phone: the keyboard scrolls it too. */}
      <div className="table-scroll" tabIndex={0} role="region" aria-labelledby="bridge-results">
        <table className="data bridge-results" data-testid="bridge-results">
          <thead>
            <tr>
              <th className="num">{t('bridge.entry.round')}</th>
              <th className="num">{t('bridge.table')}</th>
              <th className="num">{t('bridge.pairs')}</th>
              <th>{t('bridge.result.title')}</th>
              <th>{t('bridge.state.title')}</th>
              <th />
            </tr>
          </thead>
          {boards.map((b) => (
            <tbody key={b.board} data-testid={`bridge-board-${b.board}`}>
              <tr className="board-line">
                <th colSpan={6}>{t('bridge.boardName', { board: b.board })}</th>
              </tr>
              {b.rows.map((row) => (
                <Row key={keyOf(row)} row={row} command={command} />
              ))}
            </tbody>
          ))}
        </table>
      </div>
    </section>
  );
};
