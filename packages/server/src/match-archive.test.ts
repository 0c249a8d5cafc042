/**
 * A table's finished hands as the history serves them: the moves the clock made in a seat's
 * name when its time ran out (BUR-CH art. 46) say so in the replay, as they did at the table,
 * and the replay in words is written in Italian, or in English, from the shared catalogs.
 */
import type { BotName, TimeControl } from '@tavolo/protocol';
import { describe, expect, it, vi } from 'vitest';
import { archiveMatch, replayText } from './match-archive.js';
import { type RoomSetup, rebuild } from './room.js';
import { settled, startWithAnna, useFakeClockTime } from './test-room-time.js';

/** Short limits, so that the clock plays Anna's turns (a draw and a discard) until a hand ends. */
const QUICK: TimeControl = { kind: 'per-turn', choiceSeconds: 1, turnSeconds: 1, graceSeconds: 1 };

const setup: RoomSetup = {
  id: 't1',
  game: 'burraco',
  profile: 'champion',
  secret: '7'.repeat(64),
  bots: [null, 'random' as BotName],
  timeControl: QUICK,
  graceSeconds: 3600,
  hands: undefined,
};

useFakeClockTime();

/** Anna never plays: the clock plays her turns until the first hand is over. */
const firstHandPlayedByTheClock = async () => {
  const { room, log, seat } = await startWithAnna(setup);
  for (let i = 0; i < 2_000 && room.status().hands.length < 3; i++) {
    vi.advanceTimersByTime(500);
    await settled();
  }
  await room.close();
  return { records: log.records, anna: seat };
};

describe('the archive of a finished hand', () => {
  it("marks the clock's forced draws and discards as forced, and only them (BUR-CH art. 46)", async () => {
    const { records, anna } = await firstHandPlayedByTheClock();
    const archived = archiveMatch({ table: 't1', setup, records });
    if (!archived.ok) throw new Error(archived.error.message);
    const steps = archived.value.hands[0]?.replay.steps ?? [];
    expect(steps.length).toBeGreaterThan(0);
    const rebuilt = rebuild(setup, records);
    if (!rebuilt.ok) throw new Error(rebuilt.error.message);
    const forcedVersions = new Set(rebuilt.value.forced);
    const forced = steps.filter((s) => s.forced === true);
    expect(forced.length).toBeGreaterThanOrEqual(2);
    expect(forced.every((s) => s.seat === anna && forcedVersions.has(s.version))).toBe(true);
    expect(steps.filter((s) => forcedVersions.has(s.version))).toEqual(forced);
    // The deal and the bot's moves are not the clock's, and carry no mark at all.
    const own = steps.filter((s) => s.forced !== true);
    expect(own.some((s) => s.seat === 1 - anna)).toBe(true);
    expect(own.some((s) => s.seat === null)).toBe(true);
    expect(own.every((s) => !('forced' in s))).toBe(true);
  });
});

describe('the replay of a finished hand in words', () => {
  it('names the rule profile and marks the forced moves, in Italian first and in English', async () => {
    const { records, anna } = await firstHandPlayedByTheClock();
    const archived = archiveMatch({ table: 't1', setup, records });
    if (!archived.ok) throw new Error(archived.error.message);
    const hand = archived.value.hands[0];
    if (hand === undefined) throw new Error('no finished hand');
    const { replay, text } = hand;
    const [heading, players, commitment, secret] = text.split('\n');
    expect(heading).toBe('Tavolo t1 · Burraco · Burraco Champion · smazzata 1');
    expect(players).toBe(
      `Giocatori: ${replay.players.map((p, seat) => `${seat}: ${p}`).join(', ')}`,
    );
    expect(commitment).toBe(`Impegno: ${replay.fairness.commitment}`);
    expect(secret).toBe(`Segreto: ${replay.fairness.secret}`);
    expect(text).toBe(replayText(replay, 'it'));
    const forced = replay.steps.find(
      (s) => s.forced === true && (s.event as { type: string }).type === 'discarded',
    );
    if (forced === undefined) throw new Error('no forced discard');
    const name = replay.players[anna] ?? '';
    expect(text).toContain(`\n${forced.version}. Tempo scaduto, d'ufficio: ${name} scarta `);
    const own = replay.steps.find((s) => s.forced !== true && s.seat === 1 - anna);
    expect(text).toMatch(new RegExp(`\n${own?.version}\\. (?!Tempo scaduto)`));

    const english = replayText(replay, 'en').split('\n');
    expect(english[0]).toBe('Table t1 · Burraco · Burraco Champion · hand 1');
    expect(english[2]).toBe(`Commitment: ${replay.fairness.commitment}`);
    expect(english).toContain(
      `${forced.version}. Time ran out, played for them: ${name} discards ${
        (text.split('\n').find((l) => l.startsWith(`${forced.version}. `)) ?? '').split(
          ' scarta ',
        )[1]
      }`,
    );
    expect(replayText(replay, 'en')).not.toMatch(/Tavolo|Giocatori|Impegno|Segreto|smazzata/);
  });
});
