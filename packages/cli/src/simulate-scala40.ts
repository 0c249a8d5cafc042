/** Scala 40 for `tavolo simulate`: players p1..pN, wins by seat. */
import { greedyBot, playMatch, randomLegalBot } from '@tavolo/bots';
import { SCALA40_TABLE } from '@tavolo/bots/arena';
import { type MatchState, profileFromSpec, profileSpec } from '@tavolo/scala40';
import { type SimulatedGame, botSeed, isGreedySeat, seatBot } from './simulate-game.js';

/** The winning seat: the last one standing, or at a table of fixed hands the fewest MP. */
const winnerOf = (state: MatchState): number | null => {
  if (state.end.kind === 'elimination') return state.winner;
  const best = Math.min(...state.totals);
  const seats = state.totals.flatMap((total, seat) => (total === best ? [seat] : []));
  return seats.length === 1 ? (seats[0] as number) : null;
};

export const scala40: SimulatedGame = {
  name: 'scala40',
  title: 'Scala 40',
  profiles: 'fisca-gara, club-151, fisca-101[+a][+b][+c]',
  profile: (text) => {
    const found = profileFromSpec(text);
    if (!found.ok) return undefined;
    const profile = found.value;
    const { min, max } = profile.options.players;
    return {
      spec: profileSpec(profile),
      tableSizes: Array.from({ length: max - min + 1 }, (_, i) => min + i),
      defaultPlayers: 4,
      play: ({ players, seed, bots, iterations, maxActions }) => {
        const run = playMatch({
          profile,
          players: Array.from({ length: players }, (_, i) => `p${i + 1}`),
          seed: { scheme: 'xoroshiro128plus', seed },
          bots: Array.from({ length: players }, (_, seat) =>
            bots.kind === 'seats'
              ? seatBot(SCALA40_TABLE, bots.bots, seat, seed, iterations)
              : isGreedySeat(bots.mix, seat)
                ? greedyBot()
                : randomLegalBot(botSeed(seed, seat)),
          ),
          checkInvariants: true,
          maxActions,
        });
        const { state, stats } = run;
        return {
          counts: { ...stats, unclosedHands: stats.hands - stats.closings },
          problems: run.problems,
          where: {
            hand: state.hand.number,
            seat: state.hand.turn.seat,
            handSizes: state.hand.hands.map((cards) => cards.length),
            reshuffles: state.hand.reshuffles,
          },
          winner: winnerOf(state),
        };
      },
    };
  },
  counts: [
    'hands',
    'turns',
    'actions',
    'openings',
    'closings',
    'inHandClosings',
    'reshuffles',
    'eliminations',
    'unclosedHands',
  ],
  rows: (count, { t }) => [
    [
      t('simulate.label.hands'),
      t('simulate.unclosed', { hands: count('hands'), unclosed: count('unclosedHands') }),
    ],
    [t('simulate.label.turns'), count('turns')],
    [t('simulate.label.openings'), count('openings')],
    [
      t('simulate.label.closings'),
      t('simulate.inHand', { closings: count('closings'), inHand: count('inHandClosings') }),
    ],
    [t('simulate.label.reshuffles'), count('reshuffles')],
    [t('simulate.label.eliminations'), count('eliminations')],
  ],
  winners: {
    field: 'winnersBySeat',
    label: 'simulate.label.winners',
    slots: (players) => players,
    name: ({ t }, seat) => t('simulate.seat', { seat }),
  },
};
