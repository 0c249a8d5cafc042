import { describe, expect, it } from 'vitest';
import {
  BOT_LEVELS,
  botNameSchema,
  currentBot,
  levelOfBot,
  quickPlaySchema,
  seatPlanSchema,
} from './http.js';

describe('the bots a seat can have (issue 20)', () => {
  it('are the three levels, the random bot, and greedy, the name stored tables have', () => {
    expect(BOT_LEVELS).toEqual(['principiante', 'esperto', 'campione']);
    for (const bot of [...BOT_LEVELS, 'random', 'greedy'])
      expect(seatPlanSchema.safeParse({ kind: 'bot', bot }).success).toBe(true);
    expect(botNameSchema.safeParse('expert').success).toBe(false);
  });

  it('reads greedy as Principiante, and the random bot has no level', () => {
    expect(currentBot('greedy')).toBe('principiante');
    expect(currentBot('campione')).toBe('campione');
    expect(levelOfBot('greedy')).toBe('principiante');
    expect(levelOfBot('random')).toBeNull();
  });

  it('lets quick play name one bot for all, or one per place', () => {
    expect(quickPlaySchema.safeParse({ game: 'burraco', bot: 'esperto' }).success).toBe(true);
    const perPlace = { game: 'burraco', bots: ['campione', 'esperto', 'principiante'] };
    expect(quickPlaySchema.safeParse(perPlace).success).toBe(true);
    expect(quickPlaySchema.safeParse({ game: 'burraco', bots: [] }).success).toBe(false);
  });
});
