import { describe, expect, it } from 'vitest';
import {
  PROFILES,
  PROFILE_IDS,
  type RuleProfile,
  profileFromSpec,
  profileSpec,
} from './profile.js';

const profile = (spec: string): RuleProfile => {
  const result = profileFromSpec(spec);
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
};

describe('profile specs', () => {
  it('reads every profile id alone', () => {
    for (const id of PROFILE_IDS) {
      expect(profile(id).id).toBe(id);
      expect(profile(id).variants).toEqual([]);
    }
  });

  it('S40-REG art. 9: fisca-101 takes the variants a, b, c in any order', () => {
    expect(profile('fisca-101+a').variants).toEqual(['a']);
    expect(profile('fisca-101+c+a').variants).toEqual(['a', 'c']);
    expect(profile('fisca-101+b+c+a').variants).toEqual(['a', 'b', 'c']);
  });

  it('writes a profile back as its spec, variants sorted', () => {
    expect(profileSpec(profile('fisca-101+c+a'))).toBe('fisca-101+a+c');
    expect(profileSpec(profile('fisca-gara'))).toBe('fisca-gara');
    expect(profileSpec(profile('club-151'))).toBe('club-151');
  });

  it('refuses unknown profiles, variants on other profiles, repeated and unknown variants', () => {
    for (const spec of [
      'fisca',
      '',
      'fisca-gara+a',
      'club-151+b',
      'fisca-101+d',
      'fisca-101+a+a',
      'fisca-101+',
      'FISCA-101',
      42,
      null,
      undefined,
      {},
    ]) {
      expect(profileFromSpec(spec), String(spec)).toMatchObject({
        ok: false,
        error: { code: 'unknown-profile' },
      });
    }
  });

  it('every option of every profile cites an article', () => {
    for (const spec of ['fisca-gara', 'club-151', 'fisca-101', 'fisca-101+a+b+c']) {
      const p = profile(spec);
      expect(Object.keys(p.citations).sort()).toEqual(Object.keys(p.options).sort());
      for (const citation of Object.values(p.citations))
        expect(citation.article).toMatch(/^S40-(CdG|REG|CLUB) /);
    }
  });
});

describe('the options each regulation sets', () => {
  it('S40-CdG art. 2, 4, 9, 17: fisca-gara seats 3-4, deals 13 counterclockwise, several jokers per meld', () => {
    const o = PROFILES['fisca-gara'].options;
    expect(o.players).toEqual({ min: 3, max: 4 });
    expect(o.handSize).toBe(13);
    expect(o.dealDirection).toBe('counterclockwise');
    expect(o.cutBy).toBe('dealer-left');
    expect(o.maxJokersPerMeld).toBeNull();
    expect(o.seating).toBe('card-draw');
  });

  it('S40-CdG art. 7, 6, 18, 17, 19: fisca-gara opening, discard, lay-off and closing rules', () => {
    const o = PROFILES['fisca-gara'].options;
    expect(o.openingMinimum).toBe(40);
    expect(o.takeDiscardBeforeOpening).toBe('open-this-turn');
    expect(o.takeDiscardToCloseBelowMinimum).toBe(false);
    expect(o.takenDiscardMustBeUsed).toBe(false);
    expect(o.replacedJokerMustBeUsed).toBe(false);
    expect(o.discardThatLaysOff).toBe('forbidden');
    expect(o.jokerDiscardOnlyToClose).toBe(true);
    expect(o.layOffPerSequencePerTurn).toBe(2);
    expect(o.closeOnFirstRound).toBe(true);
    expect(o.closeInHandWaivesOpeningMinimum).toBe(true);
    expect(o.reshuffleKeepsTopDiscard).toBe(false);
  });

  it('S40-CdG art. 5, 22: fisca-gara is a tournament table of 5 hands scored by MP', () => {
    const o = PROFILES['fisca-gara'].options;
    expect(o.end).toEqual({ kind: 'hands', count: 5 });
    expect(o.aceAloneWorthOne).toBe(false);
    expect(o.neverMeldedPenalty).toBeNull();
    expect(o.inHandClosingDoubles).toBe(false);
  });

  it('S40-REG art. 2.1, 3.4, 5.1, 5.4, 6.4, 6.5, 8: fisca-101', () => {
    const o = PROFILES['fisca-101'].options;
    expect(o.dealDirection).toBe('clockwise');
    expect(o.cutBy).toBe('dealer-right');
    expect(o.maxJokersPerMeld).toBe(1);
    expect(o.takeDiscardBeforeOpening).toBe('forbidden');
    expect(o.takenDiscardMustBeUsed).toBe(true);
    expect(o.replacedJokerMustBeUsed).toBe(true);
    expect(o.discardThatLaysOff).toBe('forbidden-before-opening');
    expect(o.layOffPerSequencePerTurn).toBeNull();
    expect(o.closeOnFirstRound).toBe(false);
    expect(o.closeInHandWaivesOpeningMinimum).toBe(false);
    expect(o.reshuffleKeepsTopDiscard).toBe(true);
    expect(o.end).toEqual({ kind: 'elimination', threshold: 101, eliminatedAt: 'reach' });
    expect(o.openingWithoutJokers).toBe(false);
    expect(o.inHandClosingDoubles).toBe(false);
    expect(o.neverMeldedPenalty).toBeNull();
  });

  it('S40-REG art. 9a: variant a lets a player open with the discard', () => {
    expect(profile('fisca-101+a').options.takeDiscardBeforeOpening).toBe('open-with-it');
    expect(profile('fisca-101+b+c').options.takeDiscardBeforeOpening).toBe('forbidden');
  });

  it('S40-REG art. 9b: variant b doubles a closing in mano and charges 100 to who holds every card', () => {
    const o = profile('fisca-101+b').options;
    expect(o.inHandClosingDoubles).toBe(true);
    expect(o.neverMeldedPenalty).toEqual({ points: 100, when: 'in-hand-closing' });
  });

  it('S40-REG art. 9c: variant c opens without jokers unless clean melds reach 40', () => {
    expect(profile('fisca-101+c').options.openingWithoutJokers).toBe(true);
    expect(profile('fisca-101+a+b').options.openingWithoutJokers).toBe(false);
  });

  it('S40-CLUB §A-D: club-151 keeps the given seats, deals clockwise, aces alone 1, 100 for all cards, out at 151', () => {
    const o = PROFILES['club-151'].options;
    expect(o.seating).toBe('given');
    expect(o.players).toEqual({ min: 3, max: 4 });
    expect(o.dealDirection).toBe('clockwise');
    expect(o.handSize).toBe(13);
    expect(o.jokerDefaultSuit).toBe('come-quando-fuori-piove');
    expect(o.closeOnFirstRound).toBe(false);
    expect(o.aceAloneWorthOne).toBe(true);
    expect(o.neverMeldedPenalty).toEqual({ points: 100, when: 'always' });
    expect(o.end).toEqual({ kind: 'elimination', threshold: 151, eliminatedAt: 'reach' });
  });

  it('S40-CdG art. 8: the Codice gives the undeclared joker the suit by colour, S40-CLUB §C by the rain rule', () => {
    expect(PROFILES['fisca-gara'].options.jokerDefaultSuit).toBe('same-colour');
    expect(PROFILES['fisca-101'].options.jokerDefaultSuit).toBe('same-colour');
    expect(PROFILES['club-151'].options.jokerDefaultSuit).toBe('come-quando-fuori-piove');
  });
});
