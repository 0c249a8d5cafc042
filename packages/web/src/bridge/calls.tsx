/**
 * Calls as the table shows them: a bid as its level and strain symbol (1♠, 3NT in the page's
 * language), Pass, X and XX; the auction written in four columns from the dealer's; the
 * bidding box, a level then a strain, with only the legal calls enabled.
 */
import type { Action, Call, Level, Seat, Strain } from '@tavolo/bridge';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SuitSymbol } from './bridge-card.js';
import { LEVELS, STRAIN_ORDER, auctionRows, callAction, levelOpen } from './model.js';

const StrainMark = ({ strain }: { readonly strain: Strain }) => {
  const { t } = useTranslation('bridge');
  return strain === 'NT' ? (
    <span className="nt">{t('strains.NT')}</span>
  ) : (
    <SuitSymbol suit={strain} />
  );
};

/** A call in words for screen readers and titles ("1 picche", "contro"). */
export const callName = (t: TFunction, call: Call): string =>
  call.type === 'bid'
    ? t('bridge:calls.bid', { level: call.level, strain: t(`bridge:strainNames.${call.strain}`) })
    : t(`bridge:calls.${call.type}`);

/** A call as written in the auction: a bid with its symbol, else Pass, X or XX. */
export const CallText = ({ call }: { readonly call: Call }) => {
  const { t } = useTranslation('bridge');
  if (call.type !== 'bid')
    return <span className={`call ${call.type}`}>{t(`callShort.${call.type}`)}</span>;
  return (
    <span className="call bid" aria-label={callName(t, call)}>
      {call.level}
      <StrainMark strain={call.strain} />
    </span>
  );
};

const COLUMNS: readonly Seat[] = [0, 1, 2, 3];

export const AuctionTable = ({
  dealer,
  calls,
  vulnerable,
}: {
  readonly dealer: Seat;
  readonly calls: readonly { readonly seat: Seat; readonly call: Call }[];
  /** Whether each seat's side is vulnerable (its column head is red, as on a bidding tray). */
  readonly vulnerable: (seat: Seat) => boolean;
}) => {
  const { t } = useTranslation('bridge');
  return (
    <table className="bridge-auction" aria-label={t('auction.label')} data-testid="bridge-auction">
      <thead>
        <tr>
          {COLUMNS.map((seat) => (
            <th key={seat} scope="col" className={vulnerable(seat) ? 'vul' : undefined}>
              {t(`compass.${seat}`)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {auctionRows(dealer, calls).map((row, r) => (
          <tr key={r}>
            {row.map((call, c) => (
              <td key={c}>{call === null ? null : <CallText call={call} />}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
};

/** The bidding box: a level, then a strain; Pass, X, XX. Only legal calls are enabled. */
export const BiddingBox = ({
  legal,
  busy,
  onAct,
}: {
  readonly legal: readonly Action[];
  readonly busy: boolean;
  readonly onAct: (action: Action) => void;
}) => {
  const { t } = useTranslation('bridge');
  const [level, setLevel] = useState<Level | null>(null);
  const chosen = level !== null && levelOpen(legal, level) ? level : null;
  const send = (call: Call) => {
    const action = callAction(legal, call);
    if (action) {
      setLevel(null);
      onAct(action);
    }
  };
  const other = (type: 'pass' | 'double' | 'redouble') => (
    <button
      type="button"
      className={`call-key ${type}`}
      disabled={busy || callAction(legal, { type }) === undefined}
      onClick={() => send({ type })}
    >
      {t(`calls.${type}`)}
    </button>
  );
  return (
    <section className="bidding-box" aria-label={t('box.label')} data-testid="bidding-box">
      <div className="box-row levels" role="group" aria-label={t('box.level')}>
        {LEVELS.map((l) => (
          <button
            key={l}
            type="button"
            className="secondary level-key"
            aria-pressed={chosen === l}
            disabled={busy || !levelOpen(legal, l)}
            onClick={() => setLevel(chosen === l ? null : l)}
          >
            {l}
          </button>
        ))}
      </div>
      <div className="box-row strains" role="group" aria-label={t('box.strain')}>
        {STRAIN_ORDER.map((strain) => {
          const call: Call | null = chosen === null ? null : { type: 'bid', level: chosen, strain };
          const enabled = call !== null && callAction(legal, call) !== undefined;
          return (
            <button
              key={strain}
              type="button"
              className="secondary strain-key"
              aria-label={call ? callName(t, call) : t(`strainNames.${strain}`)}
              disabled={busy || !enabled}
              onClick={() => call && send(call)}
            >
              {chosen ?? ''}
              <StrainMark strain={strain} />
            </button>
          );
        })}
      </div>
      <div className="box-row others">
        {other('pass')}
        {other('double')}
        {other('redouble')}
      </div>
    </section>
  );
};
