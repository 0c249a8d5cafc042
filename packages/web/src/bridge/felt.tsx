/**
 * The bridge felt: the four seats around the middle (the viewer at the bottom), each with its
 * compass point, its player's name, the dealer's and the vulnerability's marks and whose turn it
 * is; in the middle the auction while it lasts, then the trick on the table; the dummy's hand
 * at the dummy's place.
 */
import type { Action, BoardView, BridgeEvent, Seat } from '@tavolo/bridge';
import { useTranslation } from 'react-i18next';
import { BridgeCard } from './bridge-card.js';
import { AuctionTable } from './calls.js';
import { DummyHand } from './hands.js';
import { type Place, dummyCards, placeOf, seatAt, tableTrick, vulnerableSeat } from './model.js';

export const SeatLabel = ({
  view,
  seat,
  name,
}: {
  readonly view: BoardView;
  readonly seat: Seat;
  readonly name: string;
}) => {
  const { t } = useTranslation('bridge');
  const vul = vulnerableSeat(view.board.vulnerability, seat);
  const onTurn = view.turn?.hand === seat;
  const classes = ['bridge-seat', vul ? 'vul' : 'notvul', onTurn ? 'on-turn' : ''];
  return (
    <div className={classes.join(' ')} data-testid={`bridge-seat-${seat}`}>
      <span className="compass" title={t(`seats.${seat}`)}>
        {t(`compass.${seat}`)}
      </span>
      <span className="name">{name}</span>
      {view.board.dealer === seat ? (
        <span className="badge dealer" title={t('seat.dealerLong')}>
          {t('seat.dealer')}
        </span>
      ) : null}
      {view.dummy === seat && view.contract ? (
        <span className="badge role">{t('seat.dummy')}</span>
      ) : null}
      {view.contract?.declarer === seat ? (
        <span className="badge role">{t('seat.declarer')}</span>
      ) : null}
      <span className="sr-only">{vul ? t('seat.vulnerable') : t('seat.notVulnerable')}</span>
      {onTurn ? <span className="sr-only">{t('seat.onTurn')}</span> : null}
    </div>
  );
};

const TrickInMiddle = ({
  view,
  events,
}: {
  readonly view: BoardView;
  readonly events: readonly BridgeEvent[];
}) => {
  const { t } = useTranslation('bridge');
  const trick = tableTrick(view, events);
  return (
    <div
      className="bridge-trick"
      role="group"
      aria-label={t('trick.label')}
      data-testid="bridge-trick"
    >
      {(trick?.cards ?? []).map(({ seat, card }) => (
        <div key={seat} className={`played at-${placeOf(view.you, seat)}`}>
          <BridgeCard card={card} size="small" highlighted={trick?.winner === seat} />
        </div>
      ))}
      {trick && trick.winner !== null && trick.cards.length === 4 ? (
        <p className="trick-winner">{t('trick.won', { seat: t(`seats.${trick.winner}`) })}</p>
      ) : null}
    </div>
  );
};

const PLACES: readonly Place[] = ['top', 'left', 'right', 'bottom'];

export const BridgeFelt = ({
  view,
  names,
  events,
  legal,
  busy,
  onAct,
}: {
  readonly view: BoardView;
  readonly names: readonly string[];
  readonly events: readonly BridgeEvent[];
  readonly legal: readonly Action[];
  readonly busy: boolean;
  readonly onAct: (action: Action) => void;
}) => {
  const dummy = dummyCards(view);
  const dummySeat = dummy !== null ? view.dummy : null;
  const label = (seat: Seat) => <SeatLabel view={view} seat={seat} name={names[seat] ?? ''} />;
  return (
    <div
      className={`bridge-felt${dummySeat !== null ? ` dummy-${placeOf(view.you, dummySeat)}` : ''}`}
    >
      {PLACES.map((place) => {
        const seat = seatAt(view.you, place);
        if (seat === dummySeat && dummy !== null && seat !== view.you)
          return (
            <div key={place} className={`felt-cell dummy-cell at-${place}`}>
              <DummyHand
                seat={seat}
                cards={dummy}
                legal={legal}
                busy={busy}
                onAct={onAct}
                label={label(seat)}
              />
            </div>
          );
        return (
          <div key={place} className={`felt-cell at-${place}`}>
            {label(seat)}
          </div>
        );
      })}
      <div className="felt-cell at-center">
        {view.phase === 'auction' ? (
          <AuctionTable
            dealer={view.board.dealer}
            calls={view.auction}
            vulnerable={(seat) => vulnerableSeat(view.board.vulnerability, seat)}
          />
        ) : (
          <TrickInMiddle view={view} events={events} />
        )}
      </div>
    </div>
  );
};
