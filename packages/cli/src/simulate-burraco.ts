/**
 * Burraco for `tavolo simulate`: two pairs (side 0 = seats 0 and 2, N/S; side 1 = E/W) or one
 * against one, matches of the engine's default length; wins by side, on match points.
 */
import { burracoGreedyBot, burracoRandomBot, playBurracoMatch } from '@tavolo/bots';
import { BURRACO_TABLE } from '@tavolo/bots/arena';
import { type SeatingRequest, profileFromSpec } from '@tavolo/burraco';
import { type SimulatedGame, botSeed, isGreedySeat, seatBot } from './simulate-game.js';

const PAIRS: SeatingRequest = {
  kind: 'pairs',
  pairs: [
    ['p1', 'p3'],
    ['p2', 'p4'],
  ],
};
const SINGLES: SeatingRequest = { kind: 'singles', players: ['p1', 'p2'] };

export const burraco: SimulatedGame = {
  name: 'burraco',
  title: 'Burraco',
  profiles: 'champion, fibur',
  profile: (text) => {
    const found = profileFromSpec(text);
    if (!found.ok) return undefined;
    const profile = found.value;
    return {
      spec: profile.id,
      tableSizes: [...profile.options.seats].sort((a, b) => a - b),
      defaultPlayers: 4,
      play: ({ players, seed, bots, iterations, maxActions }) => {
        const run = playBurracoMatch({
          profile,
          seating: players === 2 ? SINGLES : PAIRS,
          seed: { scheme: 'xoroshiro128plus', seed },
          bots: Array.from({ length: players }, (_, seat) =>
            bots.kind === 'seats'
              ? seatBot(BURRACO_TABLE, bots.bots, seat, seed, iterations)
              : isGreedySeat(bots.mix, seat)
                ? burracoGreedyBot()
                : burracoRandomBot(botSeed(seed, seat)),
          ),
          checkInvariants: true,
          maxActions,
        });
        const { hand, totals } = run.state;
        return {
          counts: { ...run.stats },
          problems: run.problems,
          where: {
            hand: hand.number,
            seat: hand.turn.seat,
            handSizes: hand.hands.map((cards) => cards.length),
            stock: hand.stock.length,
            pile: hand.pile.length,
          },
          winner: totals[0] > totals[1] ? 0 : totals[1] > totals[0] ? 1 : null,
        };
      },
    };
  },
  counts: [
    'hands',
    'turns',
    'actions',
    'pileTakes',
    'pozzetti',
    'closings',
    'stockExhausted',
    'stallo',
    'burrachi',
  ],
  rows: (count, { t }) => [
    [t('simulate.label.hands'), count('hands')],
    [t('simulate.label.turns'), count('turns')],
    [t('simulate.label.actions'), count('actions')],
    [t('simulate.label.pileTakes'), count('pileTakes')],
    [t('simulate.label.pozzetti'), count('pozzetti')],
    [t('simulate.label.closings'), count('closings')],
    [t('simulate.label.stockExhausted'), count('stockExhausted')],
    [t('simulate.label.stallo'), count('stallo')],
    [t('simulate.label.burrachi'), count('burrachi')],
  ],
  winners: {
    field: 'winnersBySide',
    label: 'simulate.label.winnersBySide',
    slots: () => 2,
    // One against one, each side is a single player: name the seat.
    name: ({ t }, side, players) =>
      players === 2 ? t('simulate.seat', { seat: side }) : t(`simulate.side.${side}`),
  },
};
