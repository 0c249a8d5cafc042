/**
 * Helpers for the server's tests: whole matches played by bot seats through `submit`, each
 * viewer's received stream, and an independent account of which cards a viewer may see. Not
 * part of the package's API: index.ts does not export it.
 */
import type { MatchState as BurracoState, Action as BurracoAction } from '@tavolo/burraco';
import type { CardId } from '@tavolo/cards';
import type { Action as Scala40Action, MatchState as Scala40State } from '@tavolo/scala40';
import { type SeatPrompt, chooseForSeat } from '@tavolo/bots';
import type { Game, MatchSetup, Viewer } from './game.js';
import {
  type Message,
  type Submitted,
  type Table,
  eventsAfter,
  isOver,
  legalActionsFor,
  openTable,
  seatOnTurn,
  since,
  snapshot,
  submit,
  viewers,
} from './table.js';

export const xoroshiro = (seed: number) => ({ scheme: 'xoroshiro128plus', seed }) as const;

export const names = (count: number): readonly string[] =>
  Array.from({ length: count }, (_, i) => `p${i + 1}`);

export interface Turn<State, Action, Event, View> {
  readonly before: Table<State, Action, Event, View>;
  readonly seat: number;
  readonly prompt: SeatPrompt<Action, View>;
  readonly action: Action;
  readonly after: Submitted<State, Action, Event, View>;
}

export interface Playout<State, Action, Event, View> {
  readonly opened: Table<State, Action, Event, View>;
  readonly table: Table<State, Action, Event, View>;
  readonly turns: readonly Turn<State, Action, Event, View>[];
  /** What each viewer received, from the first event on. */
  readonly streams: ReadonlyMap<Viewer, readonly Message<Event>[]>;
}

/** Opens a table and lets random bot seats play it through `submit` to the end. */
export const playout = <State, Action, Event, View>(
  game: Game<State, Action, Event, View>,
  setup: MatchSetup & { readonly keep?: number; readonly maxActions?: number },
): Playout<State, Action, Event, View> => {
  const opened = openTable({ game, ...setup });
  if (!opened.ok) throw new Error(opened.error.message);
  const seed = setup.seed.scheme === 'xoroshiro128plus' ? setup.seed.seed : 0;
  const streams = new Map<Viewer, Message<Event>[]>();
  for (const viewer of viewers(opened.value)) {
    const first = since(opened.value, viewer, 0);
    if (first.kind !== 'messages') throw new Error('a new table keeps its first events');
    streams.set(viewer, [...first.messages]);
  }
  const turns: Turn<State, Action, Event, View>[] = [];
  let table = opened.value;
  const maxActions = setup.maxActions ?? 20_000;
  while (!isOver(table) && turns.length < maxActions) {
    const seat = seatOnTurn(table);
    // The seat decides from what a person in it would get: its view and its legal actions.
    const prompt: SeatPrompt<Action, View> = {
      view: snapshot(table, seat).view,
      legal: legalActionsFor(table, seat),
    };
    const choice = chooseForSeat({
      game: game.name as 'scala40' | 'burraco',
      bot: 'random',
      seed: seed * 100_003 + turns.length,
      prompt,
    });
    if (!choice.ok) throw new Error(`seat ${seat} could not choose: ${choice.error.code}`);
    const action = prompt.legal[choice.value] as Action;
    const step = submit(table, seat, action);
    if (!step.ok) throw new Error(`seat ${seat} could not play: ${step.error.code}`);
    for (const [viewer, messages] of step.value.delivered)
      (streams.get(viewer) as Message<Event>[]).push(...messages);
    turns.push({ before: table, seat, prompt, action, after: step.value });
    table = step.value.table;
  }
  return { opened: opened.value, table, turns, streams };
};

/** The fields of events, views and prompts that hold card ids. */
const CARD_FIELDS = new Set([
  'card',
  'cards',
  'upCard',
  'joker',
  'pile',
  'hands',
  'discardTop',
  'discardPile',
  'mustPlayOneOf',
]);

/**
 * Every card id in a message, a view or an action. A card in a meld is an object with an `id`
 * under `cards`; a meld's own `id` is not a card. The draw for seats is skipped: it comes from
 * its own shuffle before the deal, shown to everyone, and says nothing about the hands.
 */
export const cardIdsIn = (value: unknown, underCardField = false, out: CardId[] = []): CardId[] => {
  if (typeof value === 'number') {
    if (underCardField) out.push(value);
  } else if (Array.isArray(value)) {
    for (const item of value) cardIdsIn(item, underCardField, out);
  } else if (typeof value === 'object' && value !== null) {
    const record = value as Readonly<Record<string, unknown>>;
    if (underCardField && typeof record['id'] === 'number') out.push(record['id']);
    for (const [key, field] of Object.entries(record))
      if (key !== 'seatDraw' && key !== 'id') cardIdsIn(field, CARD_FIELDS.has(key), out);
  }
  return out;
};

/** What the leak oracle needs to know of a game, read from the full states, not the events. */
export interface SightRules<State, Action> {
  readonly hand: (state: State) => number;
  readonly handsFinished: (state: State) => number;
  readonly ownCards: (state: State, seat: number) => readonly CardId[];
  /** The melds and the discard pile: everyone sees every card put there. */
  readonly tableCards: (state: State) => readonly CardId[];
  /** The cards shown at the count when `action` ends the hand played in `before`. */
  readonly shownAtCount: (before: State, action: Action) => readonly CardId[];
  /** The cards an action names: its own cards, which it puts on the table or the pile. */
  readonly actionCards: (action: Action) => readonly CardId[];
}

const ALL_CARDS: readonly CardId[] = Array.from({ length: 108 }, (_, id) => id);

export const scala40Sight: SightRules<Scala40State, Scala40Action> = {
  hand: (state) => state.hand.number,
  handsFinished: (state) => state.results.length,
  ownCards: (state, seat) => state.hand.hands[seat] ?? [],
  tableCards: (state) => [
    ...state.hand.discard,
    ...state.hand.melds.flatMap((m) => m.meld.cards.map((c) => c.id)),
  ],
  // Every hand is shown for the count (S40-CdG art. 22); the stock stays face down.
  shownAtCount: (before) => ALL_CARDS.filter((id) => !before.hand.stock.includes(id)),
  actionCards: (action) =>
    action.type === 'open'
      ? [
          ...action.melds.flatMap((meld) => meld.map((c) => c.id)),
          ...(action.layOffs ?? []).map((l) => l.card),
        ]
      : action.type === 'meld'
        ? action.cards.map((c) => c.id)
        : action.type === 'draw' || action.type === 'take-discard'
          ? []
          : [action.card],
};

export const burracoSight: SightRules<BurracoState, BurracoAction> = {
  hand: (state) => state.hand.number,
  handsFinished: (state) => state.results.length,
  // A pozzetto taken "con lo scarto" at a table of four is seen by its taker only once his
  // partner has discarded (art. 23).
  ownCards: (state, seat) => {
    const cards = state.hand.hands[seat] ?? [];
    const unseen = state.hand.unseenPozzetti.find((p) => p.seat === seat)?.cards ?? [];
    return cards.filter((id) => !unseen.includes(id));
  },
  tableCards: (state) => [
    ...state.hand.pile,
    ...state.hand.melds.flatMap((m) => m.meld.cards.map((c) => c.id)),
  ],
  // Hands are shown for the count (BUR-CH art. 19), with a pozzetto taken by the last discard
  // (art. 18); the stock and the other pozzetti stay face down.
  shownAtCount: (before, action) => {
    const h = before.hand;
    const seat = h.turn.seat;
    const lastCard = action.type === 'discard' && (h.hands[seat] ?? []).length === 1;
    const takesPozzetto = lastCard && !h.pozzettoTaken[seat % 2];
    const hidden = new Set([...h.stock, ...h.pozzetti.slice(takesPozzetto ? 1 : 0).flat()]);
    return ALL_CARDS.filter((id) => !hidden.has(id));
  },
  actionCards: (action) =>
    action.type === 'meld' || action.type === 'lay-off'
      ? action.cards
      : action.type === 'discard'
        ? [action.card]
        : [],
};

export interface Leak {
  readonly viewer: Viewer;
  readonly version: number | 'prompt';
  readonly card: CardId;
}

/**
 * The cards each viewer received that it may not see. What a viewer may see is built from the
 * full states, hand by hand: its own cards (a seat's only; a spectator holds none), every card
 * put on the table or the discard pile, and at the count the cards shown. The events are only
 * the thing checked, never the source. Also checks each bot's prompt (its view and legal
 * actions) against what its seat may see.
 */
export const leaks = <State, Action, Event, View>(
  rules: SightRules<State, Action>,
  run: Playout<State, Action, Event, View>,
): { readonly leaks: readonly Leak[]; readonly cardsChecked: number; readonly hands: number } => {
  const all = viewers(run.opened);
  // sight.get(viewer).get(hand): the cards the viewer may see in that hand.
  const sight = new Map<Viewer, Map<number, Set<CardId>>>(all.map((v) => [v, new Map()]));
  const see = (state: State, hand: number, extra: readonly CardId[] = []) => {
    for (const viewer of all) {
      const byHand = sight.get(viewer) as Map<number, Set<CardId>>;
      const cards = byHand.get(hand) ?? new Set<CardId>();
      byHand.set(hand, cards);
      for (const id of rules.tableCards(state)) cards.add(id);
      for (const id of extra) cards.add(id);
      if (viewer !== null && rules.hand(state) === hand)
        for (const id of rules.ownCards(state, viewer)) cards.add(id);
    }
  };
  see(run.opened.state, rules.hand(run.opened.state));
  const found: Leak[] = [];
  let cardsChecked = 0;
  const check = (viewer: Viewer, hand: number, version: Leak['version'], value: unknown) => {
    const allowed = sight.get(viewer)?.get(hand) ?? new Set<CardId>();
    for (const card of cardIdsIn(value)) {
      cardsChecked++;
      if (!allowed.has(card)) found.push({ viewer, version, card });
    }
  };
  const checkStream = (
    viewer: Viewer,
    messages: readonly Message<Event>[],
    handOf: (version: number) => number,
  ) => {
    for (const m of messages) if (!m.hidden) check(viewer, handOf(m.version), m.version, m.event);
  };
  // The deal's messages, before any action.
  const firstHand = rules.hand(run.opened.state);
  for (const viewer of all)
    checkStream(
      viewer,
      (run.streams.get(viewer) ?? []).slice(0, run.opened.version),
      () => firstHand,
    );
  for (const turn of run.turns) {
    const before = turn.before.state;
    const after = turn.after.table.state;
    const hand = rules.hand(before);
    check(turn.seat, hand, 'prompt', turn.prompt.view);
    check(turn.seat, hand, 'prompt', turn.prompt.legal.map(rules.actionCards));
    const ended = rules.handsFinished(after) > rules.handsFinished(before);
    // Every card an accepted action names goes face up: onto the table or the discard pile
    // (where a reshuffle in the same step may take it out of sight again).
    const played = rules.actionCards(turn.action);
    const shown = [...played, ...(ended ? rules.shownAtCount(before, turn.action) : [])];
    if (rules.hand(after) === hand) see(after, hand, shown);
    else {
      see(before, hand, shown);
      see(after, rules.hand(after));
    }
    // Messages up to the next deal belong to the hand played; from the deal on, to the next.
    const dealtAt = eventsAfter(turn.after.table.log, turn.before.version).find(
      (l) => (l.visible.event as { readonly type: string }).type === 'hand-started',
    )?.version;
    const handOf = (version: number) =>
      dealtAt !== undefined && version >= dealtAt ? rules.hand(after) : hand;
    for (const [viewer, messages] of turn.after.delivered) checkStream(viewer, messages, handOf);
  }
  return { leaks: found, cardsChecked, hands: rules.handsFinished(run.table.state) };
};
