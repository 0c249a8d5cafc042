/**
 * The table's refusals in words: the hint beside the discard button (why the selected card may
 * not be discarded, naming the meld it lays off on, or that its discard closes) and the reason
 * the discard pile may not be taken. Each reason is the engine's error value (`games/refusals`),
 * written with the texts of its code and the article it cites.
 */
import { type CardId, isJoker, rankOf, suitOf } from '@tavolo/cards';
import type { MessageValues } from '@tavolo/messages';
import type { TFunction } from 'i18next';
import { refusalText } from '../errors.js';
import { rankLabel } from './card.js';
import type { MeldModel, TableModel } from './games/model.js';
import { type Refusal, discardOutcome, discardRefusal, takeRefusal } from './games/refusals.js';

export { discardOutcome };

/** A meld in a few words: "7-8-9 di cuori", "combinazione di re". */
export const meldName = (t: TFunction, meld: MeldModel): string => {
  const faces = meld.cards.map((c) =>
    c.standsFor !== null
      ? c.standsFor
      : isJoker(c.id)
        ? null
        : { rank: rankOf(c.id), suit: suitOf(c.id) },
  );
  const first = faces.find((f) => f !== null && f !== undefined);
  if (meld.kind === 'combination' || first?.suit === undefined)
    return t('table:hints.meldCombination', {
      rank: first ? t(`table:cards.ranks.${first.rank}`) : '?',
    });
  return t('table:hints.meldSequence', {
    ranks: faces.map((f) => (f ? rankLabel(f.rank) : '?')).join('-'),
    suit: t(`table:cards.suits.${first.suit}`),
  });
};

/** Whose meld it is, for the hint: yours, a player's (Scala 40), your line's or the other's. */
const ownerOf = (t: TFunction, model: TableModel, meld: MeldModel): string => {
  const group = model.groups.find((g) => g.owner === meld.owner);
  if (model.you !== null && group?.seats.includes(model.you)) return t('table:hints.yourMeld');
  const names = (group?.seats ?? [meld.owner]).map((s) => model.players[s] ?? '?');
  return t('table:hints.theirMeld', { names: names.join(' · ') });
};

/** One refusal in words, with its article: a card that lays off names the meld it goes on. */
export const refusalWords = (
  t: TFunction,
  model: TableModel,
  refusal: Refusal,
  values: MessageValues,
): string => {
  const { error, melds } = refusal;
  const target = melds?.[0];
  if (target === undefined) return refusalText(t, error, model.game, values);
  return t('table:hints.discardLaysOff', {
    meld: meldName(t, target),
    owner: ownerOf(t, model, target),
    article: error.article,
  });
};

/**
 * The hint beside the discard button: pick one card; why the engine refuses its discard; that
 * its discard closes the hand or takes the pozzetto; nothing for a plain discard. `legal` is the
 * server's discard of the card, undefined where the server lists none.
 */
export const discardHint = (
  t: TFunction,
  model: TableModel,
  selected: readonly CardId[],
  legal: unknown,
  values: MessageValues,
): string | null => {
  const card = selected[0];
  if (selected.length !== 1 || card === undefined) return t('table:hints.selectOneToDiscard');
  if (legal !== undefined) {
    const outcome = discardOutcome(model, card);
    if (outcome === 'closes') return t('table:hints.discardCloses');
    if (outcome === 'takes-pozzetto') return t('table:hints.discardTakesPozzetto');
    return null;
  }
  const refusal = discardRefusal(model, card);
  return refusal === null
    ? t('table:hints.cannotDiscard')
    : t('table:hints.cannotDiscardBecause', { reason: refusalWords(t, model, refusal, values) });
};

/** Why the discard (Scala 40) or the pile (Burraco) may not be taken now. */
export const takeHint = (t: TFunction, model: TableModel, values: MessageValues): string => {
  const refusal = takeRefusal(model);
  const pile = model.game === 'burraco';
  if (refusal === null) return t(pile ? 'table:hints.cannotTakePile' : 'table:hints.cannotTake');
  const reason = refusalWords(t, model, refusal, values);
  return pile
    ? t('table:hints.cannotTakePileBecause', { reason })
    : t('table:hints.cannotTakeBecause', { reason });
};
