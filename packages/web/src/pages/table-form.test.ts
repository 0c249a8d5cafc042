import { describe, expect, it } from 'vitest';
import {
  clockChoices,
  perTurnFields,
  newTableForm,
  tableRequest,
  withGame,
  withHands,
  withProfile,
  withSeat,
  withSeatCount,
  withVariant,
} from './table-form.js';

describe('the new table form', () => {
  it('starts with the creator and bots at a table of four, no clock', () => {
    const form = newTableForm('scala40');
    expect(form.seats).toEqual(['human', 'esperto', 'esperto', 'esperto']);
    expect(tableRequest(form)).toEqual({
      ok: true,
      value: {
        game: 'scala40',
        profile: 'fisca-101',
        seats: [
          { kind: 'human' },
          { kind: 'bot', bot: 'esperto' },
          { kind: 'bot', bot: 'esperto' },
          { kind: 'bot', bot: 'esperto' },
        ],
        timeControl: { kind: 'none' },
        graceSeconds: 60,
        pace: 'normal',
      },
    });
  });

  it('keeps the places chosen when a new profile allows them, else takes an allowed size', () => {
    const six = withSeat(withSeatCount(newTableForm('scala40'), 6), 1, 'human');
    expect(six.seats).toEqual(['human', 'human', 'esperto', 'esperto', 'esperto', 'esperto']);
    const gara = withProfile(six, 'fisca-gara');
    expect(gara.seats).toEqual(['human', 'human', 'esperto', 'esperto']);
    expect(withProfile(withSeatCount(gara, 3), 'club-151').seats).toHaveLength(3);
  });

  it('sends each bot place at the level chosen for it (issue 20)', () => {
    const form = withSeat(withSeat(newTableForm('burraco'), 1, 'campione'), 2, 'principiante');
    const request = tableRequest(form);
    expect(request.ok && request.value.seats).toEqual([
      { kind: 'human' },
      { kind: 'bot', bot: 'campione' },
      { kind: 'bot', bot: 'principiante' },
      { kind: 'bot', bot: 'esperto' },
    ]);
  });

  it('refuses a table size the profile does not allow, and a table with nobody to play', () => {
    const burraco = withSeatCount(newTableForm('burraco'), 3);
    const allBots = withSeat(newTableForm('burraco'), 0, 'campione');
    expect(tableRequest(burraco)).toEqual({ ok: false, error: ['seatCount'] });
    expect(tableRequest(allBots)).toEqual({ ok: false, error: ['noHuman'] });
  });

  it('offers the BUR-CH art. 46 clock for Burraco only, and drops it when the game changes', () => {
    expect(clockChoices('scala40')).toEqual(['none', 'per-turn']);
    const burraco = { ...newTableForm('burraco'), clock: 'bur-ch-46' as const, chessClock: true };
    expect(tableRequest(burraco)).toMatchObject({
      ok: true,
      value: { timeControl: { kind: 'bur-ch-46', chessClock: true } },
    });
    expect(withGame(burraco, 'scala40').clock).toBe('none');
    expect(tableRequest({ ...newTableForm('scala40'), clock: 'bur-ch-46' })).toEqual({
      ok: false,
      error: ['clockGame'],
    });
  });

  it('reads the per-turn limits and names every field out of range', () => {
    const perTurn = { ...newTableForm('scala40'), clock: 'per-turn' as const };
    expect(
      tableRequest({ ...perTurn, choiceSeconds: '15', turnSeconds: '45', finishSeconds: '0' }),
    ).toMatchObject({
      ok: true,
      value: {
        timeControl: { kind: 'per-turn', choiceSeconds: 15, turnSeconds: 45, graceSeconds: 0 },
      },
    });
    expect(
      tableRequest({
        ...perTurn,
        choiceSeconds: '0',
        turnSeconds: '',
        finishSeconds: '-1',
        reconnectSeconds: '4000',
      }),
    ).toEqual({
      ok: false,
      error: ['choiceSeconds', 'turnSeconds', 'finishSeconds', 'reconnectSeconds'],
    });
  });

  it('sends the club variants with the profile, and forgets them on a profile without any', () => {
    const variants = withVariant(withVariant(newTableForm('scala40'), 'c', true), 'a', true);
    expect(tableRequest(variants)).toMatchObject({ ok: true, value: { profile: 'fisca-101+a+c' } });
    expect(tableRequest(withVariant(variants, 'c', false))).toMatchObject({
      value: { profile: 'fisca-101+a' },
    });
    expect(withProfile(variants, 'club-151').variants).toEqual([]);
  });

  it('asks for a number of hands where the profile ends after a number of them, its own first', () => {
    // S40-CdG art. 5: "5 turni di gioco da 5 chiusure a turno"; BUR-CH art. 16: turns of 2, 3
    // or 4 smazzate; elimination profiles (`fisca-101`, `club-151`) have none.
    expect(newTableForm('scala40').hands).toBeNull();
    const gara = withProfile(newTableForm('scala40'), 'fisca-gara');
    expect(gara.hands).toBe(5);
    expect(tableRequest(withHands(gara, 1))).toMatchObject({ ok: true, value: { hands: 1 } });
    expect(withProfile(withHands(gara, 2), 'fisca-101').hands).toBeNull();
    expect(tableRequest(withProfile(gara, 'fisca-101'))).toMatchObject({ ok: true });
    expect(tableRequest(withProfile(gara, 'fisca-101'))).not.toHaveProperty('value.hands');
    const burraco = newTableForm('burraco');
    expect(burraco.hands).toBe(3);
    expect(withProfile(withHands(burraco, 2), 'fibur').hands).toBe(2);
    expect(tableRequest(withHands(burraco, 9))).toEqual({ ok: false, error: ['hands'] });
  });
  it('opens a bridge table of four for the boards chosen, with no clock or one limit for each call and card', () => {
    expect(clockChoices('bridge')).toEqual(['none', 'per-turn']);
    expect(perTurnFields('bridge')).toEqual(['turnSeconds', 'finishSeconds']);
    const perTurn = { ...newTableForm('scala40'), clock: 'per-turn' as const };
    const timed = withGame(perTurn, 'bridge');
    expect(timed.clock).toBe('per-turn');
    const form = { ...timed, clock: 'none' as const };
    expect(form.seats).toEqual(['human', 'esperto', 'esperto', 'esperto']);
    expect(form.hands).toBe(4);
    expect(tableRequest(withHands(form, 8))).toEqual({
      ok: true,
      value: {
        game: 'bridge',
        profile: 'laws-2017',
        seats: [
          { kind: 'human' },
          { kind: 'bot', bot: 'esperto' },
          { kind: 'bot', bot: 'esperto' },
          { kind: 'bot', bot: 'esperto' },
        ],
        timeControl: { kind: 'none' },
        graceSeconds: 60,
        hands: 8,
        pace: 'normal',
      },
    });
    // A bridge turn is one call or card: the choice's field is not asked, its limit the turn's.
    const clock = { ...timed, choiceSeconds: '', turnSeconds: '45', finishSeconds: '5' };
    expect(tableRequest(clock)).toMatchObject({
      ok: true,
      value: {
        timeControl: { kind: 'per-turn', choiceSeconds: 45, turnSeconds: 45, graceSeconds: 5 },
      },
    });
    expect(tableRequest({ ...clock, clock: 'bur-ch-46' })).toEqual({
      ok: false,
      error: ['clockGame'],
    });
    expect(tableRequest(withSeatCount(form, 3))).toEqual({ ok: false, error: ['seatCount'] });
    expect(tableRequest(withHands(form, 32))).toEqual({ ok: false, error: ['hands'] });
  });
  it('LAW 66: a bridge table may let the last trick be reviewed during play; the setting is bridge’s alone', () => {
    const form = newTableForm('bridge');
    expect(form.reviewLastTrick).toBe(false);
    const plain = tableRequest(form);
    expect(plain.ok && 'reviewLastTrick' in plain.value).toBe(false);
    expect(tableRequest({ ...form, reviewLastTrick: true })).toMatchObject({
      ok: true,
      value: { game: 'bridge', reviewLastTrick: true },
    });
    // Changing the game drops it: a Scala 40 request never carries it.
    const scala = withGame({ ...form, reviewLastTrick: true }, 'scala40');
    const request = tableRequest(scala);
    expect(request.ok && 'reviewLastTrick' in request.value).toBe(false);
  });
});
