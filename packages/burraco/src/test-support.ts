/** Helpers shared by the Burraco tests. */
import { type CardId, copiesOf, jokerIds, parseCard } from '@tavolo/cards';

/** Distinct physical cards for tokens such as `5H 5H JK` (a face twice takes both copies). */
export const cardIds = (text: string): CardId[] => {
  const used = new Set<CardId>();
  return text.split(' ').map((token) => {
    const parsed = parseCard(token);
    if (!parsed.ok) throw new Error(token);
    const copies = parsed.value.kind === 'joker' ? jokerIds() : copiesOf(parsed.value.face);
    const id = copies.find((c) => !used.has(c));
    if (id === undefined) throw new Error(`no copy of ${token} left`);
    used.add(id);
    return id;
  });
};
