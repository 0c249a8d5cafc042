/**
 * The head of the bridge table, one line: the board's number, dealer and vulnerability, the
 * contract and its declarer, the tricks each side has won, and whose turn it is (the declarer
 * is told when he plays from the dummy, LAW 45B). During the play the auction folds into it.
 */
import type { BoardView, Contract } from '@tavolo/bridge';
import { useTranslation } from 'react-i18next';
import { AuctionTable, CallText } from './calls.js';
import { promptOf, sideTricks, vulnerableSeat } from './model.js';

export const ContractText = ({ contract }: { readonly contract: Contract }) => {
  const { t } = useTranslation('bridge');
  return (
    <span className="contract" data-testid="bridge-contract">
      <CallText call={{ type: 'bid', level: contract.level, strain: contract.strain }} />
      {contract.doubling === 1
        ? t('callShort.double')
        : contract.doubling === 2
          ? t('callShort.redouble')
          : ''}{' '}
      {t('head.by', { seat: t(`seats.${contract.declarer}`) })}
    </span>
  );
};

export const TurnText = ({
  view,
  names,
}: {
  readonly view: BoardView;
  readonly names: readonly string[];
}) => {
  const { t } = useTranslation('bridge');
  const prompt = promptOf(view);
  switch (prompt.kind) {
    case 'call':
      return (
        <span className="turn yours" data-testid="bridge-turn">
          {t('turn.call')}
        </span>
      );
    case 'play':
      return (
        <span className="turn yours" data-testid="bridge-turn">
          {t('turn.play')}
        </span>
      );
    case 'play-dummy':
      return (
        <span className="turn yours" data-testid="bridge-turn">
          {t('turn.playDummy', { seat: t(`seats.${prompt.dummy}`) })}
        </span>
      );
    case 'wait':
      return (
        <span className="turn" data-testid="bridge-turn">
          {prompt.hand === prompt.seat
            ? t('turn.waiting', { name: names[prompt.seat] ?? t(`seats.${prompt.seat}`) })
            : t('turn.waitingDummy', {
                name: names[prompt.seat] ?? t(`seats.${prompt.seat}`),
                seat: t(`seats.${prompt.hand}`),
              })}
        </span>
      );
    case 'none':
      return null;
  }
};

export const BoardHead = ({
  view,
  names,
}: {
  readonly view: BoardView;
  readonly names: readonly string[];
}) => {
  const { t } = useTranslation('bridge');
  const { us, them } = sideTricks(view);
  return (
    <header className="bridge-head" data-testid="bridge-head">
      <span className="board-number">{t('head.board', { n: view.board.number })}</span>
      <span className="vulnerability">{t(`vulnerability.${view.board.vulnerability}`)}</span>
      {view.contract ? <ContractText contract={view.contract} /> : null}
      {view.phase !== 'auction' && view.contract ? (
        <span className="tricks" data-testid="bridge-tricks">
          {t('head.tricks', { us, them })}
        </span>
      ) : null}
      {view.phase !== 'auction' && view.auction.length > 0 ? (
        <details className="auction-fold">
          <summary>{t('auction.show')}</summary>
          <AuctionTable
            dealer={view.board.dealer}
            calls={view.auction}
            vulnerable={(seat) => vulnerableSeat(view.board.vulnerability, seat)}
          />
        </details>
      ) : null}
      <TurnText view={view} names={names} />
    </header>
  );
};
