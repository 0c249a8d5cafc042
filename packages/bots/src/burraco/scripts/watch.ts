/**
 * Watches a level play itself and counts what goes wrong: discards the next opponent lays off,
 * mattas discarded, piles taken, how hands end and what is left in hand.
 *   npx vite-node --config vitest.config.ts packages/bots/src/burraco/scripts/watch.ts \
 *     [matches=20] [level=greedy|principiante|esperto] [profile=champion] [seating=pairs]
 */
import { type Action, type ProfileId, PROFILES, isMatta, mayExtend } from '@tavolo/burraco';
import type { BurracoPrompt, Decide } from '../../level.js';
import { chooseGreedyIndex } from '../../seat-bots.js';
import { burracoEsperto, burracoPrincipiante } from '../index.js';
import { type SeatingKind, playMatch } from '../play.js';
import { args, print } from './host.js';

const argv = args();
const matches = Number(argv[0] ?? 20);
const level = argv[1] ?? 'greedy';
const profile = (argv[2] ?? 'champion') as ProfileId;
const seating = (argv[3] ?? 'pairs') as SeatingKind;

const greedy: Decide<BurracoPrompt> = (p) => {
  const r = chooseGreedyIndex('burraco', p.view, p.legal);
  return r.ok ? r.value : -1;
};
const decide =
  level === 'principiante' ? burracoPrincipiante : level === 'esperto' ? burracoEsperto : greedy;

const c: Record<string, number> = {};
const inc = (k: string, n = 1) => (c[k] = (c[k] ?? 0) + n);
for (let seed = 1; seed <= matches; seed++) {
  const end = playMatch({
    profile,
    seating,
    seed,
    hands: 1,
    lines: [decide, decide],
    onDecision(prompt, index) {
      const a = prompt.legal[index] as Action;
      const v = prompt.view;
      if (a.type === 'take-pile') {
        inc('take-pile');
        inc('pile-cards', v.hand.pile.length);
      }
      if (a.type === 'draw' && prompt.legal.some((x) => x.type === 'take-pile'))
        inc('pile-refused');
      if (a.type === 'discard') {
        inc('discards');
        if (isMatta(a.card)) inc('matta-discarded');
        const side = (v.you as number) % 2;
        const feeds = v.hand.melds.some(
          (m) => m.side !== side && mayExtend(m.meld, a.card, PROFILES[v.profile].options),
        );
        if (feeds) inc('discard-feeds-opponent');
        const avoidable = prompt.legal.some(
          (d) =>
            d.type === 'discard' &&
            !isMatta(d.card) &&
            !v.hand.melds.some(
              (m) => m.side !== side && mayExtend(m.meld, d.card, PROFILES[v.profile].options),
            ),
        );
        if (feeds && avoidable) inc('discard-feeds-avoidable');
        if ((v.hand.cards?.length ?? 0) === 1) inc('last-card-discards');
      }
      if (a.type === 'meld') {
        inc('melds');
        if (a.cards.some(isMatta)) inc('melds-with-matta');
      }
      if (a.type === 'lay-off' && a.cards.some(isMatta)) inc('layoffs-with-matta');
    },
  });
  for (const r of end.results) {
    inc(`ending-${r.ending}`);
    for (const s of r.scores) {
      inc('score', s.total);
      inc('hand-neg', s.breakdown.hand);
      inc('melds-pts', s.breakdown.melds);
      inc('burrachi-pts', s.breakdown.burrachiPoints);
      inc('pozzetto-neg', s.breakdown.pozzetto);
    }
  }
}
const sides = matches * 2;
print(`${level} x${matches} ${profile} ${seating}`);
for (const [k, v] of Object.entries(c))
  print(
    `${k.padEnd(24)} ${v} ${['score', 'hand-neg', 'melds-pts', 'burrachi-pts', 'pozzetto-neg'].includes(k) ? `(${(v / sides).toFixed(0)}/side)` : ''}`,
  );
