/** Whose turn it is, in the table's head: a live region read out when the turn changes. */
import { useTranslation } from 'react-i18next';
import type { TableModel } from './games/model.js';

export const TurnIndicator = ({
  model,
  yourTurn,
}: {
  readonly model: TableModel;
  readonly yourTurn: boolean;
}) => {
  const { t } = useTranslation('table');
  const text =
    model.status === 'over'
      ? t('turn.over')
      : yourTurn
        ? t(`turn.you.${model.turn.phase}`)
        : t('turn.other', { name: model.players[model.turn.seat] });
  return (
    <p
      className={`turn${yourTurn ? ' yours' : ''}`}
      role="status"
      aria-atomic="true"
      data-testid="turn"
    >
      {text}
    </p>
  );
};
