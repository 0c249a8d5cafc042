/**
 * A bridge pairs event on its public page and in the director's console, read-only: the
 * movement (each round's tables, their pairs and boards) and the standings of each field.
 * Results are entered and published with `tavolo tournament` on the server's database; the
 * page refolds the log whenever the status the page polls says it grew.
 */
import type { EventStatus } from '@tavolo/client';
import type { bridge } from '@tavolo/tournament';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../session.js';
import { dayOfPlay } from './event-dates.js';
import { bridgeStandingsView, bridgeStateFromLog, movementRounds } from './bridge-event-model.js';

const Standings = ({ state }: { readonly state: bridge.BridgePairsState }) => {
  const { t, i18n } = useTranslation('events');
  const view = bridgeStandingsView(state, new Date().toISOString());
  if ('code' in view) return <p className="error">{view.message}</p>;
  const number = (n: number) =>
    n.toLocaleString(i18n.language, { maximumFractionDigits: 2, minimumFractionDigits: 2 });
  return (
    <>
      <p>{t(`bridge.status.${view.status}`)}</p>
      {view.fields.map((f) => (
        <div className="table-scroll" key={f.field}>
          <table className="data" data-testid={`bridge-standings-${f.field}`}>
            <caption>{t(`bridge.field.${f.field}`)}</caption>
            <thead>
              <tr>
                <th className="num">{t('standings.rank')}</th>
                <th>{t('bridge.pair')}</th>
                <th className="num">{view.matchpoints ? t('bridge.mp') : t('bridge.imp')}</th>
                {view.matchpoints ? <th className="num">{t('bridge.percent')}</th> : null}
              </tr>
            </thead>
            <tbody>
              {f.standings.map((r) => (
                <tr key={r.pair}>
                  <td className="num">{r.rank}</td>
                  <td>{t('entrant', { id: r.pair, name: r.players.join(' - ') })}</td>
                  <td className="num">{number(r.score)}</td>
                  {view.matchpoints ? <td className="num">{number(r.percentage ?? 0)}</td> : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ))}
    </>
  );
};

const Movement = ({ state }: { readonly state: bridge.BridgePairsState }) => {
  const { t } = useTranslation('events');
  return (
    <>
      <p className="muted">{`${state.movement.name} (${state.movement.source})`}</p>
      {movementRounds(state).map((tables, i) => (
        <div className="table-scroll" key={i}>
          <table className="data" data-testid="bridge-movement">
            <caption>{t('round.name', { round: i + 1 })}</caption>
            <thead>
              <tr>
                <th className="num">{t('bridge.table')}</th>
                <th className="num">{t('bridge.ns')}</th>
                <th className="num">{t('bridge.ew')}</th>
                <th>{t('bridge.boards')}</th>
              </tr>
            </thead>
            <tbody>
              {tables.map((row) => (
                <tr key={row.table}>
                  <td className="num">{row.table}</td>
                  <td className="num">{row.ns}</td>
                  <td className="num">{row.ew}</td>
                  <td>{row.boards}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ))}
    </>
  );
};

export const BridgeEventView = ({
  id,
  status,
}: {
  readonly id: string;
  readonly status: EventStatus;
}) => {
  const { t, i18n } = useTranslation('events');
  const { http } = useSession();
  const [state, setState] = useState<bridge.BridgePairsState | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const folded = useRef(-1);
  const lastSeq = status.tournament.lastSeq;
  useEffect(() => {
    if (folded.current === lastSeq) return;
    void http.eventLog(id).then((log) => {
      if (!log.ok) return setProblem(log.error.message);
      const replayed = bridgeStateFromLog(log.value);
      if (!replayed.ok) return setProblem(replayed.error.message);
      folded.current = lastSeq;
      setProblem(null);
      setState(replayed.value);
    });
  }, [http, id, lastSeq]);
  if (state === null)
    return problem === null ? <p aria-busy="true">{t('common:loading')}</p> : <p>{problem}</p>;
  return (
    <section data-testid="bridge-event">
      <header className="event-heading">
        <h1>{state.config.name}</h1>
        <p className="muted">
          {t('bridge.summary', {
            date: dayOfPlay(state.config.date, i18n.language),
            pairs: state.pairs.size,
          })}
        </p>
      </header>
      <h2>{t('event.standings')}</h2>
      <Standings state={state} />
      <h2>{t('bridge.movement')}</h2>
      <Movement state={state} />
    </section>
  );
};
