/**
 * The players around the table: name, cards in hand, whose turn it is, who plays the seat now
 * (the person, a bot, a person away) and the clocks running for them.
 */
import type { TableStatus } from '@tavolo/protocol';
import { useTranslation } from 'react-i18next';
import { chessClockNow, clockText, deadlineLeft, isWarning, useNow } from './clock.js';
import { sideOf } from './games/burraco.js';
import type { TableModel } from './games/model.js';

interface SeatsProps {
  readonly model: TableModel;
  readonly status: TableStatus | null;
  /** When the status arrived, for the chess clock. */
  readonly statusAt: number;
  /**
   * Which seats: the others, across the table from the viewer (the top of the felt), or the
   * viewer's own (beside the hand); every seat when absent (a replay). A spectator, who has no
   * seat, sees every seat with the others.
   */
  readonly which?: 'others' | 'you';
}

/**
 * The seats in the order of play, starting after the viewer's own (the viewer sits last). Laid
 * out left to right across the top of the felt, the next player sits at the viewer's left, as
 * when the cards go round clockwise (S40-REG art. 2.1), and a partner sits
 * opposite, in the middle.
 */
const seatsAround = (players: number, you: number | null): readonly number[] =>
  Array.from({ length: players }, (_, k) => (you === null ? k : (you + 1 + k) % players));

export const Seats = ({ model, status, statusAt, which }: SeatsProps) => {
  const { t } = useTranslation('table');
  const deadline = status?.deadline ?? null;
  const chess = status?.chessClock ?? null;
  const playing = model.status === 'playing';
  const now = useNow(playing && (deadline !== null || chess !== null));
  const sideOnTurn = model.game === 'burraco' ? sideOf(model.turn.seat) : model.turn.seat;
  const chessNow = chess ? chessClockNow(chess, statusAt, playing ? sideOnTurn : null, now) : null;
  const left = deadline ? deadlineLeft(deadline, now) : 0;
  return (
    <ul
      className={`seats ${which ?? 'all'}`}
      aria-label={t(which === 'you' ? 'seats.yours' : 'seats.label')}
      data-testid={`seats-${which ?? 'all'}`}
    >
      {seatsAround(model.players.length, model.you)
        .filter((seat) => which === undefined || (which === 'you') === (seat === model.you))
        .map((seat) => {
          const onTurn = playing && model.turn.seat === seat;
          const seatStatus = status?.seats.find((s) => s.seat === seat);
          const away = seatStatus?.controller === 'human' && !seatStatus.connected;
          const bot = seatStatus?.controller === 'bot';
          const cards = model.handSizes[seat] ?? 0;
          const clock = model.game === 'burraco' ? chessNow?.[sideOf(seat)] : chessNow?.[seat];
          return (
            <li
              key={seat}
              className={`seat${onTurn ? ' on-turn' : ''}${seat === model.you ? ' you' : ''}`}
              data-testid={`seat-${seat}`}
              aria-current={onTurn ? 'true' : undefined}
            >
              <span className="seat-name">
                {seat === model.you
                  ? t('seats.you', { name: model.players[seat] })
                  : model.players[seat]}
              </span>
              <span className="seat-cards">{t('seats.cards', { count: cards })}</span>
              {model.game === 'burraco' && model.players.length === 4 ? (
                <span className="seat-badge">{t('seats.line', { line: sideOf(seat) + 1 })}</span>
              ) : null}
              {model.opened?.[seat] ? (
                <span className="seat-badge">{t('seats.opened')}</span>
              ) : null}
              {bot ? <span className="seat-badge">{t('seats.bot')}</span> : null}
              {away ? <span className="seat-badge away">{t('seats.away')}</span> : null}
              {seat === model.dealer ? (
                <span className="seat-badge">{t('seats.dealer')}</span>
              ) : null}
              {onTurn && deadline?.seat === seat ? (
                <span
                  className={`seat-clock${isWarning(left) ? ' warning' : ''}`}
                  role="timer"
                  aria-label={t(`clock.${deadline.phase}`)}
                  data-testid="turn-clock"
                >
                  {t(`clock.${deadline.phase}`)} {clockText(left)}
                </span>
              ) : null}
              {clock !== undefined ? (
                <span className="seat-clock chess" role="timer" aria-label={t('clock.chess')}>
                  {clockText(clock)}
                </span>
              ) : null}
            </li>
          );
        })}
    </ul>
  );
};
