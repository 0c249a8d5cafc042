/**
 * The count of the hand just finished, as the players would write it on the score sheet: for
 * each player (Scala 40) or line (Burraco) every item the regulation names, with its points and
 * its article, the cards left in hand, and the total. `HandCount` draws one hand's count from
 * its result, for the table page (through `HandSummary`) and for the replay.
 */
import type { HandResult as BurracoResult, SeatView as BurracoView } from '@tavolo/burraco';
import type { CardId } from '@tavolo/cards';
import type { Message } from '@tavolo/protocol';
import type { HandResult as Scala40Result, SeatView as Scala40View } from '@tavolo/scala40';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { Game } from '../errors.js';
import { Card } from './card.js';
import {
  type ScoreLine,
  type ScoreRow,
  burracoRows,
  scala40Profile,
  scala40Rows,
} from './hand/score-lines.js';
import './hand/hand.css';

export type HandCountProps =
  | {
      readonly game: 'scala40';
      readonly profile: string;
      readonly players: readonly string[];
      readonly result: Scala40Result;
      /** The cards left in each hand, when known. */
      readonly hands: readonly (readonly CardId[])[] | null;
      /** The match's totals after this hand, when it is the latest one. */
      readonly totals?: readonly number[];
    }
  | {
      readonly game: 'burraco';
      readonly profile: string;
      readonly players: readonly string[];
      readonly result: BurracoResult;
      readonly hands: readonly (readonly CardId[])[] | null;
      readonly totals?: readonly number[];
    };

/** Points as the sheet writes them: Burraco signed (+420, −65), Scala 40 penalty points. */
export const usePoints = (game: Game) => {
  const { i18n } = useTranslation();
  const format = new Intl.NumberFormat(i18n.language, {
    signDisplay: game === 'burraco' ? 'exceptZero' : 'auto',
  });
  return (points: number) => format.format(points);
};

/** The names of a line's players, as a list in the page's language ("Anna e Carlo"). */
export const useNames = () => {
  const { i18n } = useTranslation();
  const list = new Intl.ListFormat(i18n.language, { type: 'conjunction' });
  return (players: readonly string[], seats: readonly number[]) =>
    list.format(seats.map((seat) => players[seat] ?? '?'));
};

const lineLabel = (t: TFunction, game: Game, line: ScoreLine): string => {
  switch (line.kind) {
    case 'cardsLeft':
      return t(`lines.cardsLeft.${game}`);
    case 'burraco':
      return t('lines.burraco', {
        kind: t(`burracoKinds.${line.burraco ?? 'sporco'}`),
        count: line.count ?? 1,
      });
    case 'neverMelded':
      return t('lines.neverMelded', { points: line.points, value: line.cardsValue ?? 0 });
    default:
      return t(`lines.${line.kind}`);
  }
};

const ending = (t: TFunction, props: HandCountProps): string => {
  const { result, players } = props;
  if (result.closer === null)
    return t('summary.unclosed', {
      reason: t(`summary.endings.${props.game}.${result.ending}`),
    });
  const player = players[result.closer] ?? '?';
  if ('inHand' in result && result.inHand) return t('summary.closedInHand', { player });
  if ('closing' in result && result.closing === 'al-monte')
    return t('summary.closedAlMonte', { player });
  return t('summary.closed', { player });
};

const CountRow = ({
  game,
  players,
  row,
  total,
}: {
  readonly game: Game;
  readonly players: readonly string[];
  readonly row: ScoreRow;
  readonly total: number | undefined;
}) => {
  const { t } = useTranslation('hand');
  const points = usePoints(game);
  const names = useNames();
  const title =
    game === 'burraco'
      ? t('summary.line', { names: names(players, row.seats) })
      : (players[row.owner] ?? '?');
  return (
    <section className="count-row" aria-label={title}>
      <h3>{title}</h3>
      <table className="data count-lines">
        <thead>
          <tr>
            <th scope="col">{t('summary.item')}</th>
            <th scope="col" className="num">
              {t('summary.points')}
            </th>
          </tr>
        </thead>
        <tbody>
          {row.lines.map((line, i) => (
            <tr key={`${line.kind}-${line.burraco ?? i}`} data-line={line.kind}>
              <th scope="row">
                {lineLabel(t, game, line)}{' '}
                {line.article !== null ? <small className="article">{line.article}</small> : null}
                {line.cards && line.cards.length > 0 ? (
                  <span className="count-cards">
                    {line.cards.map((card, c) => (
                      <Card key={`${card}-${c}`} card={card} size="small" />
                    ))}
                  </span>
                ) : null}
              </th>
              <td className="num">{points(line.points)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t('summary.handTotal')}</th>
            <td className="num total">{points(row.total)}</td>
          </tr>
        </tfoot>
      </table>
      {total === undefined ? null : (
        <p className="match-total">{t('summary.matchTotal', { points: points(total) })}</p>
      )}
    </section>
  );
};

export const HandCount = (props: HandCountProps) => {
  const { t } = useTranslation('hand');
  const rows =
    props.game === 'scala40'
      ? scala40Rows(props.profile, props.result, props.hands)
      : burracoRows(props.profile, props.result, props.hands, props.players.length);
  return (
    <div className="hand-count">
      <p className="count-ending">{ending(t, props)}</p>
      <div className="count-rows">
        {rows.map((row) => (
          <CountRow
            key={row.owner}
            game={props.game}
            players={props.players}
            row={row}
            total={props.totals?.[row.owner]}
          />
        ))}
      </div>
    </div>
  );
};

interface HandEnded {
  readonly type: 'hand-ended';
  readonly result: { readonly hand: number };
  readonly hands: readonly (readonly CardId[])[];
  readonly eliminated?: readonly number[];
}

const isHandEnded = (event: unknown): event is HandEnded =>
  typeof event === 'object' && event !== null && (event as HandEnded).type === 'hand-ended';

/** The end of hand `hand` among the events the page holds, if it still holds it. */
const handEnded = (events: readonly Message[], hand: number): HandEnded | undefined =>
  events
    .map((m) => (m.hidden ? undefined : m.event))
    .filter(isHandEnded)
    .find((e) => e.result.hand === hand);

export interface HandSummaryProps {
  readonly game: Game;
  /** The engine's SeatView for the viewer. */
  readonly view: unknown;
  /** The table's latest events: the end of the hand shows every hand's cards. */
  readonly events: readonly Message[];
}

/** The count of the latest finished hand, or nothing before the first one ends. */
export const HandSummary = ({ game, view, events }: HandSummaryProps) => {
  const { t } = useTranslation('hand');
  if (typeof view !== 'object' || view === null) return null;
  const seatView = view as Scala40View | BurracoView;
  const last = seatView.results[seatView.results.length - 1];
  if (last === undefined) return null;
  const ended = handEnded(events, last.hand);
  const common = {
    profile: String(seatView.profile),
    players: seatView.players,
    hands: ended?.hands ?? null,
    totals: seatView.totals,
  };
  const eliminated = game === 'scala40' ? (ended?.eliminated ?? []) : [];
  const profile = game === 'scala40' ? scala40Profile(common.profile) : undefined;
  const threshold = profile?.options.end.kind === 'elimination' ? profile.options.end.threshold : 0;
  return (
    <section className="hand-summary" aria-labelledby="hand-summary-title">
      <h2 id="hand-summary-title">{t('summary.title', { hand: last.hand })}</h2>
      {game === 'scala40' ? (
        <HandCount game="scala40" result={last as Scala40Result} {...common} />
      ) : (
        <HandCount game="burraco" result={last as BurracoResult} {...common} />
      )}
      {eliminated.map((seat) => (
        <p key={seat} className="notice eliminated">
          {t('summary.eliminated', { player: seatView.players[seat], threshold })}
        </p>
      ))}
    </section>
  );
};
