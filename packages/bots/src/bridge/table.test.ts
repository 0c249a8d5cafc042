import {
  type Action,
  type BoardState,
  type BridgeEvent,
  type Seat,
  apply,
  createBoard,
  dealFromOrder,
  legalActions,
  view,
} from '@tavolo/bridge';
import { type Card52, deck52, parseCard52 } from '@tavolo/cards';
import { describe, expect, it } from 'vitest';
import { beats, boardHistory, isTop, readTable, winningPlay } from './table.js';

const c = (code: string): Card52 => parseCard52(code) as Card52;

/** Board 1 dealt in deck order, North opening 1NT passed out, East's opening lead made. */
const afterLead = (): { state: BoardState; events: BridgeEvent[] } => {
  const first = createBoard(
    dealFromOrder(deck52(), { number: 1, dealer: 0, vulnerability: 'none' }),
  );
  let state = first.state;
  const events: BridgeEvent[] = first.events.map((e) => e.event);
  const calls = [
    { type: 'bid', level: 1, strain: 'NT' },
    { type: 'pass' },
    { type: 'pass' },
    { type: 'pass' },
  ] as const;
  const play = (action: Action) => {
    const step = apply(state, action);
    if (!step.ok) throw new Error(step.error.code);
    state = step.value.state;
    events.push(...step.value.events.map((e) => e.event));
  };
  calls.forEach((call, i) => play({ type: 'call', seat: i as Seat, call }));
  play(legalActions(state, 1).find((a) => a.type === 'play') as Action);
  return { state, events };
};

describe('the table as a seat sees it', () => {
  it('counts only the cards played on this board, when the history runs over several', () => {
    const { state, events } = afterLead();
    const earlier: BridgeEvent[] = [
      { type: 'board-started', number: 0, dealer: 3, vulnerability: 'all' },
      { type: 'played', seat: 0, card: c('SA') },
      { type: 'played', seat: 1, card: c('SK') },
    ];
    expect(boardHistory([...earlier, ...events])).toEqual(events);
    const table = readTable(view(state, 0), [...earlier, ...events]);
    const lead = state.tricks[0]?.cards[0]?.card as Card52;
    expect([...(table?.played ?? [])]).toEqual([lead]);
  });

  it('LAW 41D: the dummy is in the table from the opening lead, for the declarer and defenders', () => {
    const { state, events } = afterLead();
    const declarer = readTable(view(state, 0), events);
    // South is the dummy (North declares 1NT): North plays South's cards now, after East.
    expect(declarer?.hand).toBe(2);
    expect(declarer?.cards).toEqual(state.hands[2]);
    expect(declarer?.partnerCards).toEqual(state.hands[0]);
    expect(readTable(view(state, 3), events)?.dummyCards).toEqual(state.hands[2]);
  });

  it('LAW 41D: before the opening lead no seat has the dummy in its table, whatever the view holds', () => {
    const { state } = afterLead();
    const before: BoardState = { ...state, hands: state.hands, tricks: [] };
    const leader = view(before, 1);
    const table = readTable({ ...leader, dummyHand: before.hands[2] }, []);
    expect(table?.dummyCards).toBeNull();
  });

  it('the highest trump wins, else the highest card of the suit led', () => {
    const trick = [
      { seat: 0 as Seat, card: c('H5') },
      { seat: 1 as Seat, card: c('HK') },
      { seat: 2 as Seat, card: c('SA') },
      { seat: 3 as Seat, card: c('C2') },
    ];
    expect(winningPlay(trick, null)?.seat).toBe(1);
    expect(winningPlay(trick, 0)?.seat).toBe(3);
    expect(beats(c('D2'), c('HA'), 2, 1)).toBe(true);
    expect(beats(c('D2'), c('HA'), 2, null)).toBe(false);
  });

  it('a card is a top card when every higher one is played or held by its side', () => {
    expect(isTop(c('SQ'), new Set([c('SA')]), new Set([c('SK'), c('SQ')]))).toBe(true);
    expect(isTop(c('SQ'), new Set([c('SA')]), new Set([c('SQ')]))).toBe(false);
  });
});
