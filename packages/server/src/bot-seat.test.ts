import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Action, SeatView } from '@tavolo/scala40';
import { type SeatBot, type SeatPrompt, playBotTurn, randomSeatBot } from './bot-seat.js';
import { scala40Game } from './game.js';
import { legalActionsFor, openTable, seatOnTurn, snapshot } from './table.js';
import { names, playout, xoroshiro } from './test-support.js';

const opened = openTable({
  game: scala40Game,
  profile: 'fisca-101',
  seats: names(3),
  seed: xoroshiro(5),
});
if (!opened.ok) throw new Error(opened.error.code);
const table = opened.value;

describe('randomSeatBot', () => {
  it('chooses one of the legal actions, the same ones from the same seed', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 1, max: 30 }), (seed, count) => {
        const legal = Array.from({ length: count }, (_, i) => i);
        const prompt = { view: null, legal };
        const choices = (bot: SeatBot<number, null>) =>
          Array.from({ length: 10 }, () => bot.choose(prompt, 0));
        const first = choices(randomSeatBot(seed));
        for (const choice of first) expect(legal).toContain(choice);
        expect(choices(randomSeatBot(seed))).toEqual(first);
      }),
    );
  });
});

describe('playBotTurn', () => {
  it('asks the seat on turn with exactly what the table shows that seat', () => {
    const seat = seatOnTurn(table);
    const prompts: SeatPrompt<Action, SeatView>[] = [];
    const bot: SeatBot<Action, SeatView> = {
      name: 'watcher',
      choose: (prompt) => {
        prompts.push(prompt);
        return prompt.legal[0] as Action;
      },
    };
    const played = playBotTurn(table, bot);
    expect(played.ok).toBe(true);
    expect(prompts).toEqual([
      { view: snapshot(table, seat).view, legal: legalActionsFor(table, seat) },
    ]);
    expect(prompts[0]?.view.you).toBe(seat);
  });

  it('goes through submit: a bot’s illegal choice is refused like anyone’s', () => {
    const cheat: SeatBot<Action, SeatView> = {
      name: 'cheat',
      choose: (_, seat) => ({ type: 'discard', seat, card: 0 }),
    };
    expect(playBotTurn(table, cheat)).toMatchObject({ ok: false, error: { code: 'draw-first' } });
  });

  it('has nothing to play once the match is over', () => {
    const run = playout(scala40Game, { profile: 'fisca-101', seats: names(2), seed: xoroshiro(3) });
    expect(playBotTurn(run.table, randomSeatBot(1))).toMatchObject({
      ok: false,
      error: { code: 'no-legal-action' },
    });
  });
});
