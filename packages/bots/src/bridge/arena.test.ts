import { type Contract, type Deal, dealBoard, partnerOf } from '@tavolo/bridge';
import { type Card52, suit52Index } from '@tavolo/cards';
import { describe, expect, it } from 'vitest';
import { playBoard } from './self-play.js';

/**
 * The declarer's top tricks at the start: in each suit, the unbroken run of top cards held
 * between his hand and the dummy, no more than the longer hand's length.
 */
const topTricks = (deal: Deal, contract: Contract): number => {
  const ours = [...deal.hands[contract.declarer], ...deal.hands[partnerOf(contract.declarer)]];
  let total = 0;
  for (let suit = 0; suit < 4; suit++) {
    const held = new Set<Card52>(ours.filter((c) => suit52Index(c) === suit));
    let run = 0;
    for (let c = suit * 13 + 12; c >= suit * 13 && held.has(c); c--) run += 1;
    const longer = Math.max(
      ...[contract.declarer, partnerOf(contract.declarer)].map(
        (s) => deal.hands[s].filter((c) => suit52Index(c) === suit).length,
      ),
    );
    total += Math.min(run, longer);
  }
  return total;
};

describe('arena: four bridge bots play 50 dealt boards', () => {
  it('every board ends with a contract played out or passed out; tricks reported against the contract and the top tricks', () => {
    const boards = 50;
    let contracts = 0;
    let passedOut = 0;
    let overContract = 0;
    let overTops = 0;
    let games = 0;
    let made = 0;
    for (let n = 1; n <= boards; n++) {
      const deal = dealBoard({ scheme: 'xoroshiro128plus', seed: 2026 }, n);
      const { state } = playBoard(deal);
      expect(state.phase).toBe('ended');
      const contract = state.contract;
      if (contract === null) {
        passedOut += 1;
        expect(state.result?.contract).toBeNull();
        continue;
      }
      contracts += 1;
      const tricks = state.result?.declarerTricks ?? -1;
      expect(tricks).toBeGreaterThanOrEqual(0);
      expect(tricks).toBeLessThanOrEqual(13);
      expect(state.tricks).toHaveLength(13);
      overContract += tricks - (contract.level + 6);
      overTops += tricks - topTricks(deal, contract);
      if (tricks >= contract.level + 6) made += 1;
      if (
        contract.level >=
        (contract.strain === 'NT' ? 3 : contract.strain === 'H' || contract.strain === 'S' ? 4 : 5)
      )
        games += 1;
    }
    expect(contracts + passedOut).toBe(boards);
    const avg = (x: number) => (contracts === 0 ? 0 : x / contracts).toFixed(2);
    console.log(
      `bridge arena: ${boards} boards, ${contracts} contracts (${games} games or slams, ${made} made), ` +
        `${passedOut} passed out; declarer's tricks over the contract ${avg(overContract)} on average, ` +
        `over his top tricks at the start ${avg(overTops)}`,
    );
  });
});
