/**
 * The table in play, for Scala 40 and Burraco: the felt (seats, piles, melds), your hand and
 * its staging area, the turn's actions and the move log. It plays only what the server would
 * accept: draws, the pile and lay-offs come from the server's list of legal actions, melds
 * built in the staging area are checked by the engine in the browser first. The live page
 * (`table-page.tsx`) and the offline game (`offline/offline-page.tsx`) both draw it.
 */
import {
  DndContext,
  type DragEndEvent,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { type CardId, type NaturalFace, sameFace } from '@tavolo/cards';
import type { TableState } from '@tavolo/client';
import { Suspense, lazy, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalText } from '../errors.js';
import { burraco } from './games/burraco.js';
import {
  type GameAdapter,
  type PlayCheck,
  type StagedCard,
  type TableMove,
  discardAction,
  legalOf,
} from './games/model.js';
import { scala40 } from './games/scala40.js';
import { HandFan } from './hand-fan.js';
import { type SortKey, arrangeHand, moveCard, sortHand } from './hand-order.js';
import { Melds } from './melds.js';
import { DirectorCall, DirectorNotice } from './director-notice.js';
import { ForcedNotice } from './forced-notice.js';
import { MoveLog } from './move-log.js';
import { lastPlay } from './move-text.js';
import { Piles } from './piles.js';
import { useReasons } from './reasons.js';
import { Seats } from './seats.js';
import { Staging } from './staging.js';
import { dropOutcome } from './drop.js';
import { TABLE_KEYS, useTableKeys } from './table-keys.js';
import { type LiveTable } from './use-table.js';
import { useTurnSignal } from './use-turn-signal.js';
import { countOpen, lastFinishedHand } from './hand-over-state.js';
import { Felt, dropTarget } from './felt.js';
import { useFreshCards } from './use-fresh-cards.js';
import { TableHead } from './table-head.js';
import './table-styles.css';

/** The engine whose view this is: only Burraco's view counts the hands planned. */
const adapterOf = (view: unknown): GameAdapter =>
  typeof view === 'object' && view !== null && 'handsPlanned' in view ? burraco : scala40;

// The count, its sheet and the shuffle's proof: out of the first load, asked for when the
// player's first play phase begins, so that they are there when a hand ends.
const loadHandOver = () => import('./hand-over.js');
const HandOver = lazy(() => loadHandOver().then((m) => ({ default: m.HandOver })));

type Groups = readonly (readonly StagedCard[])[];

interface PlayingProps {
  readonly live: LiveTable;
  readonly state: TableState;
  readonly table: string;
  readonly watch: boolean;
  /** Links to a finished hand's replay; none at the offline table, which saves nothing. */
  readonly replays?: boolean;
}

/** The table in play; the offline game (`offline/offline-page.tsx`) draws it too. */
export const Playing = ({ live, state, table, watch, replays = true }: PlayingProps) => {
  const { t } = useTranslation('table');
  const adapter = adapterOf(state.view);
  const model = useMemo(() => adapter.model(state.view), [adapter, state.view]);
  const held = useMemo(() => model.cards ?? [], [model.cards]);
  const legal = state.legal;
  const [arrangement, setArrangement] = useState<readonly CardId[]>([]);
  const [selected, setSelected] = useState<ReadonlySet<CardId>>(new Set());
  const [groups, setGroups] = useState<Groups>([[]]);
  const [current, setCurrent] = useState(0);
  const [dismissedHand, setDismissedHand] = useState<number | null>(null);
  const [logOpen, setLogOpen] = useState(false);
  const fresh = useFreshCards(held, model.handNumber);
  const statusAt = useMemo(() => (state.status ? Date.now() : 0), [state.status]);
  const keysRoot = useRef<HTMLDivElement>(null);
  useTableKeys(keysRoot, live.busy);

  // Cards that left the hand (played, discarded, a new deal) leave the selection and staging.
  const inHand = useMemo(() => new Set(held), [held]);
  const liveGroups = useMemo(
    () => groups.map((g) => g.filter((c) => inHand.has(c.id))),
    [groups, inHand],
  );
  const staged = useMemo(
    () => new Set(liveGroups.flatMap((g) => g.map((c) => c.id))),
    [liveGroups],
  );
  const liveSelected = useMemo(
    () => new Set([...selected].filter((c) => inHand.has(c) && !staged.has(c))),
    [selected, inHand, staged],
  );
  const fan = arrangeHand(arrangement, held).filter((c) => !staged.has(c));

  const events = useMemo(
    () => state.events.flatMap((m) => (m.hidden ? [] : [m.event])),
    [state.events],
  );
  const last = useMemo(() => lastPlay(events), [events]);
  // From the match's results, not the events: a resync may bring a view without its events.
  const finished = lastFinishedHand(state.view);

  const yourTurn =
    model.you !== null && model.turn.seat === model.you && model.status === 'playing';
  useTurnSignal(yourTurn);
  const draw = legalOf(legal, 'draw')[0];
  const take = legalOf(legal, 'take-discard')[0] ?? legalOf(legal, 'take-pile')[0];
  const selectedCards = fan.filter((c) => liveSelected.has(c));
  const discard =
    selectedCards.length === 1
      ? discardAction(legal, selectedCards[0] as CardId, sameFace)
      : undefined;
  const moves = adapter.tableMoves(model, legal, selectedCards);
  const playPhase = yourTurn && model.turn.phase === 'play' && legal.length > 0;
  // The button says when the discard closes the hand (S40-CdG art. 19, BUR-CH art. 18).
  const reasons = useReasons(playPhase);
  useEffect(() => {
    if (playPhase) void loadHandOver();
  }, [playPhase]);
  const closingDiscard =
    discard !== undefined &&
    selectedCards[0] !== undefined &&
    reasons?.discardOutcome(model, selectedCards[0]) === 'closes';

  const act = async (...actions: readonly unknown[]) => {
    const answer = await live.act(...actions);
    if (answer?.ok) setSelected(new Set());
    return answer;
  };

  const toggle = useCallback((card: CardId) => {
    setSelected((before) => {
      const next = new Set(before);
      if (next.has(card)) next.delete(card);
      else next.add(card);
      return next;
    });
  }, []);

  const stage = (cards: readonly CardId[]) => {
    setGroups(
      liveGroups.map((g, i) => (i === current ? [...g, ...cards.map((id) => ({ id }))] : g)),
    );
    setSelected(new Set());
  };

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 8 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 6 } }),
  );
  const [dragging, setDragging] = useState(false);
  const [dropHint, setDropHint] = useState<string | null>(null);
  const onDragStart = () => {
    setDragging(true);
    setDropHint(null);
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDragging(false);
    const outcome = dropOutcome({
      active: active.id,
      over: over?.id ?? null,
      selected: selectedCards,
      movesFor: (cards) => adapter.tableMoves(model, legal, cards),
      playPhase: playPhase && !live.busy,
    });
    if (outcome.kind === 'stage') stage(outcome.cards);
    else if (outcome.kind === 'lay-off') void act(outcome.action);
    else if (outcome.kind === 'choose') {
      setSelected(new Set(outcome.cards));
      setDropHint(t('drop.choose'));
    } else if (outcome.kind === 'refuse')
      setDropHint(t(outcome.reason === 'not-now' ? 'drop.notNow' : 'drop.notOnMeld'));
    else if (outcome.kind === 'arrange') {
      const order = arrangeHand(arrangement, held);
      setArrangement(moveCard(order, order.indexOf(outcome.card), order.indexOf(outcome.before)));
    }
  };

  const onPlay = (check: PlayCheck) => {
    if (!check.ok) return;
    void act(...check.actions).then((answer) => {
      if (answer?.ok) {
        setGroups([[]]);
        setCurrent(0);
      }
    });
  };

  // While the match goes on the count is a dialog over the table; at its end the final count
  // comes first on the page, which then scrolls like any other.
  const over = model.status === 'over';
  const handOver = countOpen(finished, dismissedHand, state.countClosed) ? (
    <Suspense fallback={<HandOverLoading />}>
      <HandOver
        table={table}
        state={state}
        model={model}
        hand={finished}
        replays={replays}
        onClose={
          model.status === 'over'
            ? null
            : () => {
                setDismissedHand(finished);
                live.closeCount?.(finished);
              }
        }
      />
    </Suspense>
  ) : null;
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={dropTarget}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={() => setDragging(false)}
    >
      {over ? handOver : null}
      <div
        className={`table-screen${logOpen ? ' log-open' : ''}${over ? ' over' : ''}`}
        ref={keysRoot}
        data-testid="table-screen"
      >
        <TableHead
          model={model}
          state={state}
          yourTurn={yourTurn}
          watch={watch}
          onPace={watch ? null : (live.setPace ?? null)}
          logOpen={logOpen}
          onLog={setLogOpen}
        />
        <div className="table-notices">
          <ForcedNotice events={state.events} you={model.you} />
          <DirectorNotice status={state.status} />
          {live.refusal ? (
            <div className="refusal" role="alert" data-testid="refusal">
              <span>{refusalText(t, live.refusal, model.game, adapter.messageValues(model))}</span>
              <button type="button" className="link" onClick={live.dismissRefusal}>
                {t('actions.dismiss')}
              </button>
            </div>
          ) : null}
          {dropHint ? (
            <p className="notice" role="status" data-testid="drop-hint">
              {dropHint}
            </p>
          ) : null}
        </div>
        <div className="table-body">
          <Felt dragging={dragging}>
            <Seats model={model} status={state.status} statusAt={statusAt} which="others" />
            <div className="felt-center">
              <Piles
                model={model}
                highlighted={last.cards}
                onDraw={draw && !live.busy ? () => void act(draw) : null}
                onTakeDiscard={take && !live.busy ? () => void act(take) : null}
              />
              <Melds
                model={model}
                highlighted={last.melds}
                moves={moves}
                onMove={(move: TableMove) => void act(move.action)}
                busy={live.busy}
              />
            </div>
          </Felt>
          <aside id="move-log-panel" className="log-panel">
            <DirectorCall
              status={state.status}
              onCall={watch || model.you === null ? null : (live.callDirector ?? null)}
            />
            <MoveLog
              game={model.game}
              events={state.events}
              players={model.players}
              you={model.you}
            />
          </aside>
        </div>
        {model.cards !== null ? (
          <div className="own dock">
            {model.obligation && yourTurn ? (
              <p className="notice" data-testid="obligation">
                {t(`obligation.${model.obligation.kind}`, {
                  cards: model.obligation.cards.length,
                  article: model.obligation.article,
                })}
              </p>
            ) : null}
            <Staging
              adapter={adapter}
              model={model}
              groups={liveGroups}
              current={current}
              selectedCount={liveSelected.size}
              canPlay={playPhase}
              busy={live.busy}
              onAddSelected={() => stage(selectedCards)}
              onNewGroup={() => {
                setGroups([...liveGroups, []]);
                setCurrent(liveGroups.length);
              }}
              onPick={setCurrent}
              onRemove={(g, i) =>
                setGroups(
                  liveGroups.map((group, k) => (k === g ? group.filter((_, j) => j !== i) : group)),
                )
              }
              onDeclare={(g, i, face: NaturalFace | null) =>
                setGroups(
                  liveGroups.map((group, k) =>
                    k === g
                      ? group.map((c, j) =>
                          j === i ? (face ? { id: c.id, as: face } : { id: c.id }) : c,
                        )
                      : group,
                  ),
                )
              }
              onClear={() => {
                setGroups([[]]);
                setCurrent(0);
              }}
              onPlay={onPlay}
            />
            <HandFan
              cards={fan}
              selected={liveSelected}
              fresh={fresh}
              onToggle={toggle}
              onMove={(from, to) => setArrangement(moveCard(fan, from, to))}
              onSort={(by: SortKey) => setArrangement(sortHand(held, by))}
            >
              <Seats model={model} status={state.status} statusAt={statusAt} which="you" />
              <div className="turn-actions">
                {playPhase ? (
                  <>
                    <button
                      type="button"
                      disabled={discard === undefined || live.busy}
                      aria-keyshortcuts={TABLE_KEYS.discard}
                      onClick={() => discard !== undefined && void act(discard)}
                    >
                      {t(closingDiscard ? 'actions.discardAndClose' : 'actions.discard')}
                    </button>
                    <span className="why-not">
                      {reasons
                        ? reasons.discardHint(
                            t,
                            model,
                            selectedCards,
                            discard,
                            adapter.messageValues(model),
                          )
                        : selectedCards.length !== 1
                          ? t('hints.selectOneToDiscard')
                          : discard === undefined
                            ? t('hints.cannotDiscard')
                            : null}
                    </span>
                  </>
                ) : null}
              </div>
            </HandFan>
          </div>
        ) : null}
      </div>
      {over ? null : handOver}
    </DndContext>
  );
};

/** While the count loads (a moment, the first time a hand ends): the table is already over. */
const HandOverLoading = () => {
  const { t } = useTranslation();
  return (
    <p className="hand-over-loading notice" data-testid="hand-over" aria-busy="true">
      {t('loading')}
    </p>
  );
};
