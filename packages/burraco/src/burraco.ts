/**
 * Burrachi (BUR-CH art. 14): a meld of at least seven cards. Pulito: no matta (a pinella
 * standing as the natural 2 is no matta). Semipulito: the matta precedes or follows at least
 * seven naturals in a sequence, or the combination has at least 8 cards with its matta. Sporco:
 * any other matta. Champion: a sequence of 13 natural cards, the matta a 14th (art. 12), where
 * the profile has it; the profile may read it otherwise.
 */
import type { Meld, MeldSlot } from './meld.js';
import type { BurracoKind, RuleOptions } from './profile.js';

export type BurracoRules = Pick<
  RuleOptions,
  'burracoMinCards' | 'semipulitoMinNaturals' | 'champion'
>;

const STRENGTH: Readonly<Record<BurracoKind, number>> = {
  sporco: 0,
  semipulito: 1,
  pulito: 2,
  champion: 3,
};

/** The longest run of naturals right next to the matta, below or above it. */
const naturalsBesideMatta = (cards: readonly MeldSlot[], at: number): number => {
  let below = 0;
  while (at - below - 1 >= 0 && !(cards[at - below - 1] as MeldSlot).wild) below++;
  let above = 0;
  while (at + above + 1 < cards.length && !(cards[at + above + 1] as MeldSlot).wild) above++;
  return Math.max(below, above);
};

/**
 * Whether a sequence of `size` cards, `wilds` of them mattas, is a champion burraco under the
 * profile's reading of art. 12 and 14 (see `RuleOptions.champion`).
 */
const isChampion = (size: number, wilds: number, champion: RuleOptions['champion']): boolean => {
  if (champion === null) return false;
  switch (champion.reading) {
    case 'naturals':
      return size - wilds >= champion.minCards;
    case 'clean':
      return wilds === 0 && size >= champion.minCards;
    default:
      return size >= champion.minCards;
  }
};

/** The kind of burraco a meld is, or null if it is none. */
export const burracoKind = (meld: Meld, rules: BurracoRules): BurracoKind | null => {
  const cards = meld.cards;
  const size = cards.length;
  if (size < rules.burracoMinCards) return null;
  // How many mattas, and where the last lies: asked of every meld a closing may count.
  let wilds = 0;
  let wildAt = -1;
  for (let i = 0; i < size; i++)
    if ((cards[i] as MeldSlot).wild) {
      wilds++;
      wildAt = i;
    }
  if (meld.kind === 'sequence' && isChampion(size, wilds, rules.champion)) return 'champion';
  if (wilds === 0) return 'pulito';
  const semipulito =
    wilds === 1 &&
    (meld.kind === 'combination'
      ? size - 1 >= rules.semipulitoMinNaturals
      : naturalsBesideMatta(cards, wildAt) >= rules.semipulitoMinNaturals);
  return semipulito ? 'semipulito' : 'sporco';
};

/**
 * Whether a side's burrachi meet one alternative of the closing requirement (art. 18): each
 * slot needs a distinct burraco of its kind or a stronger one.
 */
export const meetsRequirement = (
  kinds: readonly BurracoKind[],
  requirement: RuleOptions['closingRequirement'],
): boolean => {
  const have = kinds.map((k) => STRENGTH[k]).sort((a, b) => b - a);
  return requirement.some((slots) => {
    const need = slots.map((k) => STRENGTH[k]).sort((a, b) => b - a);
    return need.length <= have.length && need.every((s, i) => (have[i] as number) >= s);
  });
};
