/** Round, then table, then board: the places the movement offers the viewer. */
import { useTranslation } from 'react-i18next';
import type { RoundChoice } from './bridge-seats.js';

export interface Place {
  readonly round: number;
  readonly table: number;
  readonly board: number;
}

/** The place chosen, kept to the choices: the first one where the chosen is no longer offered. */
export const placeIn = (choices: readonly RoundChoice[], chosen: Partial<Place>): Place | null => {
  const round = choices.find((r) => r.round === chosen.round) ?? choices[0];
  const table = round?.tables.find((t) => t.table === chosen.table) ?? round?.tables[0];
  const board = table?.boards.find((b) => b === chosen.board) ?? table?.boards[0];
  return round && table && board !== undefined
    ? { round: round.round, table: table.table, board }
    : null;
};

export const BridgePlaceFields = ({
  choices,
  place,
  choose,
}: {
  readonly choices: readonly RoundChoice[];
  readonly place: Place;
  readonly choose: (place: Partial<Place>) => void;
}) => {
  const { t } = useTranslation('events');
  const round = choices.find((r) => r.round === place.round);
  const table = round?.tables.find((x) => x.table === place.table);
  return (
    <div className="fields">
      <label>
        {t('bridge.entry.round')}
        <select
          name="round"
          value={place.round}
          onChange={(e) => choose({ round: Number(e.target.value) })}
        >
          {choices.map((r) => (
            <option key={r.round} value={r.round}>
              {r.round}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('bridge.table')}
        <select
          name="table"
          value={place.table}
          onChange={(e) => choose({ round: place.round, table: Number(e.target.value) })}
        >
          {round?.tables.map((x) => (
            <option key={x.table} value={x.table}>
              {t('bridge.entry.tableOption', { table: x.table, northSouth: x.ns, eastWest: x.ew })}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('bridge.entry.board')}
        <select
          name="board"
          value={place.board}
          onChange={(e) => choose({ ...place, board: Number(e.target.value) })}
        >
          {table?.boards.map((b) => (
            <option key={b} value={b}>
              {b}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
};
