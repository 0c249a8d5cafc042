/**
 * Beside the replayed bridge table: the auction, the claim and its answers, the director's
 * rulings (or the rules of a table without one), the agreement on the tricks and the score.
 */
import { useTranslation } from 'react-i18next';
import { ResultText } from './board-end.js';
import { AuctionTable } from './calls.js';
import { type BridgePosition, type ReplayRuling, seatVulnerable } from './replay-model.js';
import { lawWords, playerWords } from './replay-text.js';

const rulingText = (
  t: ReturnType<typeof useTranslation>['t'],
  ruling: ReplayRuling,
  players: readonly string[],
): string => {
  const article = lawWords(t, ruling.article);
  switch (ruling.kind) {
    case 'director-called':
      return t(`replay.steps.directorCalled.${ruling.reason}`, {
        player: playerWords(t, players, ruling.seat),
        article,
      });
    case 'tricks-ruled':
      return t('replay.steps.tricksRuled', { tricks: ruling.declarerTricks, article });
    case 'claim-withdrawn':
      return t('replay.steps.claimWithdrawn', {
        player: playerWords(t, players, ruling.seat),
        article,
      });
    case 'tricks-stand':
      return t('replay.steps.tricksStand', { tricks: ruling.declarerTricks, article });
  }
};

/** Beside the table: the auction, the claim, the rulings, the agreement and the score. */
export const ReplaySide = ({
  position,
  players,
}: {
  readonly position: BridgePosition;
  readonly players: readonly string[];
}) => {
  const { t } = useTranslation('bridge');
  const { claim, board, result, contract } = position;
  const agreement = (value: boolean | null) =>
    t(
      value === null
        ? 'replay.view.agreeWaiting'
        : value
          ? 'replay.view.agreeYes'
          : 'replay.view.agreeNo',
    );
  return (
    <aside className="replay-bridge-side" aria-label={t('side.label')}>
      {board !== null ? (
        <section className="replay-bridge-auction">
          <h3>{t('auction.label')}</h3>
          {position.auction.length === 0 ? (
            <p className="muted">{t('replay.view.auctionWaiting')}</p>
          ) : (
            <AuctionTable
              dealer={board.dealer}
              calls={position.auction}
              vulnerable={(seat) => seatVulnerable(position, seat)}
            />
          )}
        </section>
      ) : null}
      {claim !== null ? (
        <section className="replay-bridge-claim" data-testid="replay-claim">
          <h3>{t('replay.view.claim')}</h3>
          <p>
            {t(
              claim.tricks === claim.remaining
                ? 'replay.steps.claimAll'
                : claim.tricks === 0
                  ? 'replay.steps.concedeAll'
                  : 'replay.steps.claimSome',
              {
                player: playerWords(t, players, claim.seat),
                tricks: claim.tricks,
                remaining: claim.remaining,
              },
            )}
          </p>
          <p className="statement">
            {claim.statement.trim() === ''
              ? t('replay.view.claimNoStatement')
              : t('replay.view.statement', { statement: claim.statement })}
          </p>
          <ul className="answers">
            {claim.answers.map((a) => (
              <li key={`${a.seat}-${a.answer}`}>
                {t(`replay.steps.answer.${a.answer}`, { player: playerWords(t, players, a.seat) })}
              </li>
            ))}
          </ul>
          <p className="outcome">{t(`replay.view.outcome.${claim.outcome}`)}</p>
        </section>
      ) : null}
      {position.rulings.length > 0 ? (
        <section className="replay-bridge-rulings" data-testid="replay-rulings">
          <h3>{t('replay.view.rulings')}</h3>
          <ul>
            {position.rulings.map((ruling, i) => (
              <li key={i}>
                {rulingText(t, ruling, players)}
                {ruling.kind === 'tricks-ruled' && ruling.note.trim() !== '' ? (
                  <span className="note"> {t('replay.view.note', { note: ruling.note })}</span>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {position.agreed.some((a) => a !== null) ? (
        <p className="replay-bridge-agreement">
          {t('replay.view.agreement', {
            northSouth: agreement(position.agreed[0]),
            eastWest: agreement(position.agreed[1]),
          })}
        </p>
      ) : null}
      {position.score !== null ? (
        <section className="bridge-result" data-testid="replay-result">
          <h3>{t('replay.view.result')}</h3>
          {contract === null || result === null ? (
            <p>{t('result.passedOut')}</p>
          ) : (
            <ResultText contract={contract} declarerTricks={result.declarerTricks} by={result.by} />
          )}
          <p className="score" data-testid="replay-score" data-score={position.score}>
            {position.score > 0
              ? t('replay.view.scoreNs', { points: position.score })
              : position.score < 0
                ? t('replay.view.scoreEw', { points: -position.score })
                : t('replay.view.scoreNone')}
          </p>
          {position.totals !== null ? (
            <p className="muted">
              {t('replay.view.totals', {
                northSouth: position.totals[0],
                eastWest: position.totals[1],
              })}
            </p>
          ) : null}
        </section>
      ) : null}
    </aside>
  );
};

/** The board's line: its number, vulnerability, contract and the tricks won by each side. */
