/**
 * The staging area: melds being built before they go on the table. Cards come from the hand
 * (the selected ones, or one dragged here) and go back with a click. Each meld is checked by the
 * engine as it grows: what it is and its points, or why it is no meld, with the article; in
 * Scala 40 a joker's value can be declared, and before opening the counter runs toward the
 * profile's minimum (40 in fisca-gara, S40-CdG art. 7). The play button stays disabled, with
 * the reason beside it, until the server would accept the play.
 */
import { type NaturalFace, isJoker, naturalId, rankOf } from '@tavolo/cards';
import { useDroppable } from '@dnd-kit/core';
import type { MessageValues } from '@tavolo/messages';
import { useTranslation } from 'react-i18next';
import { refusalText } from '../errors.js';
import { Card, cardName } from './card.js';
import type { GameAdapter, MeldCheck, PlayCheck, StagedCard, TableModel } from './games/model.js';
import { STAGING_DROP_ID } from './drop.js';
import { TABLE_KEYS } from './table-keys.js';

interface StagingProps {
  readonly adapter: GameAdapter;
  readonly model: TableModel;
  readonly groups: readonly (readonly StagedCard[])[];
  /** The group the selected cards go to. */
  readonly current: number;
  readonly selectedCount: number;
  /** The play phase of the viewer's turn: staged melds can be sent. */
  readonly canPlay: boolean;
  readonly busy: boolean;
  readonly onAddSelected: () => void;
  readonly onNewGroup: () => void;
  readonly onPick: (group: number) => void;
  readonly onRemove: (group: number, index: number) => void;
  readonly onDeclare: (group: number, index: number, face: NaturalFace | null) => void;
  readonly onClear: () => void;
  readonly onPlay: (check: PlayCheck) => void;
}

const faceKey = (face: NaturalFace): string => `${face.rank}${face.suit}`;

export const Staging = (props: StagingProps) => {
  const { adapter, model, groups, current, canPlay, busy } = props;
  const { t } = useTranslation('table');
  const { setNodeRef, isOver } = useDroppable({ id: STAGING_DROP_ID });
  const filled = groups.filter((g) => g.length > 0);
  const checks: readonly MeldCheck[] = groups.map((g) => adapter.checkMeld(model, g));
  const play = filled.length > 0 ? adapter.checkPlay(model, filled) : null;
  const opening =
    model.opened !== null && model.you !== null && !model.opened[model.you]
      ? model.openingMinimum
      : null;
  const openingPoints = checks.reduce((sum, c) => sum + (c.ok ? c.points : 0), 0);
  return (
    <section
      ref={setNodeRef}
      // Idle (nothing staged, nothing selected), it is not shown: the hand and the table matter.
      // The counter, the play button and the tools come first, on one line where there is room,
      // so that they stay in view when the groups being built scroll.
      className={`staging${isOver ? ' drop-over' : ''}${filled.length === 0 && props.selectedCount === 0 ? ' idle' : ''}`}
      aria-label={t('staging.label')}
      data-testid="staging"
    >
      <div className="staging-tools">
        {opening !== null ? (
          <p className="opening-counter" data-testid="opening-counter">
            {t('staging.opening', { points: openingPoints, minimum: opening })}
          </p>
        ) : null}
        {play && canPlay ? (
          <button
            type="button"
            className="staging-play"
            disabled={!play.ok || busy}
            aria-keyshortcuts={TABLE_KEYS.play}
            onClick={() => props.onPlay(play)}
          >
            {t(opening !== null ? 'actions.open' : 'actions.meld')}
          </button>
        ) : null}
        <button
          type="button"
          className="secondary"
          disabled={props.selectedCount === 0}
          aria-keyshortcuts={TABLE_KEYS.add}
          onClick={props.onAddSelected}
        >
          {t('staging.addSelected', { count: props.selectedCount })}
        </button>
        <button
          type="button"
          className="secondary"
          disabled={(groups[groups.length - 1]?.length ?? 0) === 0}
          aria-keyshortcuts={TABLE_KEYS.newGroup}
          onClick={props.onNewGroup}
        >
          {t('staging.newGroup')}
        </button>
        <button
          type="button"
          className="secondary"
          disabled={filled.length === 0}
          onClick={props.onClear}
        >
          {t('staging.clear')}
        </button>
      </div>
      {play && canPlay && !play.ok ? (
        <p className="why-not">
          {refusalText(t, play.error, model.game, adapter.messageValues(model))}
        </p>
      ) : null}
      {filled.length === 0 ? <p className="staging-empty">{t('staging.empty')}</p> : null}
      <ol className="staged-groups">
        {groups.map((group, g) =>
          group.length === 0 && g !== current ? null : (
            <li key={g} className={`staged${g === current ? ' current' : ''}`}>
              <button
                type="button"
                className="link"
                aria-pressed={g === current}
                onClick={() => props.onPick(g)}
              >
                {t('staging.group', { n: g + 1 })}
              </button>
              <div className="meld-cards">
                {group.map((card, i) => (
                  <span key={card.id} className="meld-card">
                    <Card
                      card={card.id}
                      size="small"
                      onPress={() => props.onRemove(g, i)}
                      title={t('staging.remove')}
                    />
                    <JokerChoice
                      adapter={adapter}
                      model={model}
                      group={group}
                      index={i}
                      onDeclare={(face) => props.onDeclare(g, i, face)}
                    />
                  </span>
                ))}
              </div>
              <MattaPlaceChoice
                adapter={adapter}
                model={model}
                group={group}
                onDeclare={(i, face) => props.onDeclare(g, i, face)}
              />
              <MeldCheckLine
                check={checks[g]}
                empty={group.length === 0}
                game={model.game}
                values={adapter.messageValues(model)}
              />
            </li>
          ),
        )}
      </ol>
    </section>
  );
};

const MeldCheckLine = ({
  check,
  empty,
  game,
  values,
}: {
  readonly check: MeldCheck | undefined;
  readonly empty: boolean;
  readonly game: TableModel['game'];
  readonly values: MessageValues;
}) => {
  const { t } = useTranslation('table');
  if (check === undefined || empty) return null;
  return check.ok ? (
    <p className="check ok">
      {t('staging.valid', { kind: t(`melds.${check.kind}`), points: check.points })}
    </p>
  ) : (
    <p className="check invalid">{refusalText(t, check.error, game, values)}</p>
  );
};

interface JokerChoiceProps {
  readonly adapter: GameAdapter;
  readonly model: TableModel;
  readonly group: readonly StagedCard[];
  readonly index: number;
  readonly onDeclare: (face: NaturalFace | null) => void;
}

/** What a Scala 40 joker stands for: as the engine reads it, or as the player declares it. */
const JokerChoice = ({ adapter, model, group, index, onDeclare }: JokerChoiceProps) => {
  const { t } = useTranslation('table');
  const card = group[index];
  if (card === undefined || model.game !== 'scala40' || !isJoker(card.id)) return null;
  const choices = adapter.jokerChoices(model, group, index);
  if (choices.length === 0 && card.as === undefined) return null;
  return (
    <select
      className="joker-as"
      aria-label={t('staging.jokerAs')}
      value={card.as ? faceKey(card.as) : ''}
      onChange={(event) =>
        onDeclare(choices.find((f) => faceKey(f) === event.target.value) ?? null)
      }
    >
      <option value="">{t('staging.jokerAuto')}</option>
      {choices.map((face) => (
        <option key={faceKey(face)} value={faceKey(face)}>
          {cardName(t, naturalId(face))}
        </option>
      ))}
    </select>
  );
};

interface MattaPlaceChoiceProps {
  readonly adapter: GameAdapter;
  readonly model: TableModel;
  readonly group: readonly StagedCard[];
  readonly onDeclare: (index: number, face: NaturalFace | null) => void;
}

/**
 * Burraco: where the free matta (a jolly or a pinella) of a staged run goes, at the bottom or on
 * top (BUR-CH art. 11), each said as the card it will stand for; shown below the group's cards.
 */
const MattaPlaceChoice = ({ adapter, model, group, onDeclare }: MattaPlaceChoiceProps) => {
  const { t } = useTranslation('table');
  if (model.game !== 'burraco') return null;
  const index = group.findIndex((c) => isJoker(c.id) || rankOf(c.id) === 2);
  const card = group[index];
  const [bottom, top] = card ? adapter.jokerChoices(model, group, index) : [];
  if (!card || !bottom || !top) return null;
  return (
    <select
      className="matta-place"
      aria-label={t('staging.mattaAs')}
      value={card.as ? faceKey(card.as) : ''}
      onChange={(event) => onDeclare(index, event.target.value === '' ? null : top)}
    >
      <option value="">
        {t('staging.mattaPlace.bottom', { card: cardName(t, naturalId(bottom)) })}
      </option>
      <option value={faceKey(top)}>
        {t('staging.mattaPlace.top', { card: cardName(t, naturalId(top)) })}
      </option>
    </select>
  );
};
