/**
 * The running score sheet of the match: one row per finished hand, one column per player
 * (Scala 40) or line (Burraco), the totals, and how the match stands: who is out at 101 or 151
 * and who won (Scala 40 elimination profiles), the VP of a tournament table (S40-CdG art. 22),
 * or the hands left and the outcome (Burraco, BUR-CH art. 19).
 */
import { type SeatView as BurracoView, sideOf } from '@tavolo/burraco';
import { type SeatView as Scala40View, tableVp } from '@tavolo/scala40';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Game } from '../errors.js';
import { usePoints, useNames } from './hand-summary.js';
import { burracoLines, scala40Profile } from './hand/score-lines.js';
import './hand/hand.css';

export interface ScoreSheetProps {
  readonly game: Game;
  /** The engine's SeatView for the viewer. */
  readonly view: unknown;
}

interface SheetRow {
  readonly hand: number;
  /** The score of each column this hand; null for a player already out. */
  readonly cells: readonly (number | null)[];
  readonly closer: number | null;
}

interface SheetFoot {
  readonly label: string;
  readonly cells: readonly ReactNode[];
  readonly className?: string;
}

/** The sheet itself: a column per player or line, a row per hand, the closer marked. */
const SheetTable = ({
  game,
  heads,
  rows,
  foot,
}: {
  readonly game: Game;
  readonly heads: readonly string[];
  readonly rows: readonly SheetRow[];
  readonly foot: readonly SheetFoot[];
}) => {
  const { t } = useTranslation('hand');
  const points = usePoints(game);
  return (
    <div className="table-scroll">
      <table className="data score-sheet">
        <caption className="sheet-caption">{t('sheet.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('sheet.hand')}</th>
            {heads.map((head, column) => (
              <th key={column} scope="col" className="num">
                {head}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.hand}>
              <th scope="row">{t('sheet.handN', { hand: row.hand })}</th>
              {row.cells.map((cell, column) => (
                <td key={column} className={`num${column === row.closer ? ' closer' : ''}`}>
                  {cell === null ? (
                    <span aria-label={t('sheet.outLabel')}>{t('sheet.out')}</span>
                  ) : (
                    points(cell)
                  )}
                  {column === row.closer ? (
                    <small className="badge">{t('sheet.closer')}</small>
                  ) : null}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot>
          {foot.map((line) => (
            <tr key={line.label} className={line.className}>
              <th scope="row">{line.label}</th>
              {line.cells.map((cell, column) => (
                <td key={column} className="num">
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tfoot>
      </table>
    </div>
  );
};

const Scala40Sheet = ({ view }: { readonly view: Scala40View }) => {
  const { t } = useTranslation('hand');
  const points = usePoints('scala40');
  const profile = scala40Profile(view.profile);
  const end = profile.options.end;
  const article = profile.citations.end.article;
  const over = view.status === 'over';
  const vp = over && end.kind === 'hands' ? tableVp(end.count, view.totals) : undefined;
  const standing = (seat: number): string =>
    view.winner === seat
      ? t('sheet.winner')
      : view.eliminated[seat]
        ? t('sheet.eliminated')
        : t('sheet.playing');
  const sentences = [
    end.kind === 'elimination'
      ? t('sheet.eliminationRule', { threshold: end.threshold, article })
      : t('sheet.handsRule', { count: end.count, article }),
    over
      ? t('sheet.over')
      : end.kind === 'hands'
        ? t('sheet.progress', { hand: view.hand.number, count: end.count })
        : null,
    over && end.kind === 'elimination'
      ? view.winner === null
        ? t('sheet.noWinner')
        : t('sheet.winnerIs', { player: view.players[view.winner] })
      : null,
  ].filter((sentence) => sentence !== null);
  return (
    <>
      <p className="sheet-rule">{sentences.join(' ')}</p>
      <SheetTable
        game="scala40"
        heads={view.players}
        rows={view.results.map((r) => ({ hand: r.hand, cells: r.penalties, closer: r.closer }))}
        foot={[
          { label: t('sheet.total'), cells: view.totals.map(points), className: 'totals' },
          ...(vp?.ok ? [{ label: t('sheet.vp'), cells: vp.value }] : []),
          ...(end.kind === 'elimination'
            ? [
                {
                  label: t('sheet.status'),
                  cells: view.players.map((_, seat) => (
                    <span
                      key={seat}
                      className={`standing${view.eliminated[seat] ? ' out' : ''}${
                        view.winner === seat ? ' won' : ''
                      }`}
                    >
                      {standing(seat)}
                    </span>
                  )),
                },
              ]
            : []),
        ]}
      />
    </>
  );
};

const BurracoSheet = ({ view }: { readonly view: BurracoView }) => {
  const { t } = useTranslation('hand');
  const points = usePoints('burraco');
  const names = useNames();
  const lines = burracoLines(view.players.length);
  const outcome = view.outcome;
  return (
    <>
      <p className="sheet-rule">
        {view.status === 'over'
          ? t('sheet.over')
          : t('sheet.progress', { hand: view.hand.number, count: view.handsPlanned })}
      </p>
      <SheetTable
        game="burraco"
        heads={lines.map((seats) => names(view.players, seats))}
        rows={view.results.map((r) => ({
          hand: r.hand,
          cells: r.scores.map((score) => score.total),
          closer: r.closer === null ? null : sideOf(r.closer),
        }))}
        foot={[
          { label: t('sheet.total'), cells: view.totals.map(points), className: 'totals' },
          ...(outcome?.points
            ? [{ label: t(`sheet.outcome.${outcome.scoring}`), cells: outcome.points }]
            : []),
        ]}
      />
    </>
  );
};

export const ScoreSheet = ({ game, view }: ScoreSheetProps) => {
  const { t } = useTranslation('hand');
  if (typeof view !== 'object' || view === null) return null;
  return (
    <section className="score-sheet-block" aria-labelledby="score-sheet-title">
      <h2 id="score-sheet-title">{t('sheet.title')}</h2>
      {(view as Scala40View | BurracoView).results.length === 0 ? (
        <p className="empty">{t('sheet.empty')}</p>
      ) : null}
      {game === 'scala40' ? (
        <Scala40Sheet view={view as Scala40View} />
      ) : (
        <BurracoSheet view={view as BurracoView} />
      )}
    </section>
  );
};
