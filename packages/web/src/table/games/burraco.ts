/**
 * Burraco for the table page: the engine's SeatView read into the page's model (the whole
 * discard pile, the pozzetti, each line's melds with the kind of burraco they make), and the
 * staging area checked by the engine's own functions (readMeld, extendMeld, burracoKind).
 */
import { burracoMessageValues } from '@tavolo/messages';
import { type CardId, type RuleError, ruleError, sameFace } from '@tavolo/cards';
import {
  type Action,
  type BurracoKind,
  type Meld,
  type RuleProfile,
  type SeatView,
  art,
  burracoKind,
  extendMeld,
  isMatta,
  meetsRequirement,
  meldPoints,
  PROFILES,
  rankAtPosition,
  readMeld,
} from '@tavolo/burraco';
import {
  type GameAdapter,
  type MeldCardModel,
  type MeldCheck,
  type MeldModel,
  type PlayCheck,
  type StagedCard,
  type TableModel,
  type TableMove,
  groupMelds,
  legalOf,
} from './model.js';

const profileOf = (id: string): RuleProfile =>
  PROFILES[id as keyof typeof PROFILES] ?? PROFILES.champion;

/** The seats of each line: 0-2 against 1-3 at four, one against one at two (BUR-CH art. 2). */
export const linesOf = (players: number): readonly (readonly number[])[] =>
  players === 4
    ? [
        [0, 2],
        [1, 3],
      ]
    : [[0], [1]];

export const sideOf = (seat: number): 0 | 1 => (seat % 2 === 0 ? 0 : 1);

/** A meld's cards for the page, each joker (or matta) with what it stands for. */
export const burracoMeldCards = (meld: Meld): readonly MeldCardModel[] =>
  meld.cards.map((c, i) => ({
    id: c.id,
    standsFor: !c.wild
      ? null
      : meld.kind === 'sequence'
        ? { rank: rankAtPosition(meld.low + i), suit: meld.suit }
        : { rank: meld.rank },
  }));

const meldModel = (
  id: number,
  side: number,
  meld: Meld,
  burraco: BurracoKind | null,
): MeldModel => ({
  id,
  owner: side,
  kind: meld.kind,
  cards: burracoMeldCards(meld),
  burraco,
  source: meld,
});

export const burracoModel = (raw: unknown): TableModel => {
  const view = raw as SeatView;
  const h = view.hand;
  const melds = h.melds.map((m) => meldModel(m.id, m.side, m.meld, m.burraco));
  const owed = h.turn.mustPlayOneOf;
  return {
    game: 'burraco',
    profile: view.profile,
    players: view.players,
    you: view.you,
    status: view.status,
    handNumber: h.number,
    dealer: h.dealer,
    turn: { seat: h.turn.seat, phase: h.turn.phase },
    cards: h.cards,
    handSizes: h.handSizes,
    stock: h.stock,
    discard: h.pile,
    discardSize: h.pile.length,
    melds,
    groups: groupMelds(melds, linesOf(view.players.length)),
    opened: null,
    pozzetti: { left: h.pozzettiLeft, taken: h.pozzettoTaken },
    obligation:
      owed.length > 0 && h.turn.seat === view.you
        ? { kind: 'pile-card-first', cards: owed, article: art(9) }
        : null,
    openingMinimum: null,
    turnsCompleted: h.turnsCompleted,
    activePlayers: view.players.length,
  };
};

const ids = (cards: readonly StagedCard[]): readonly CardId[] => cards.map((c) => c.id);

export const checkBurracoMeld = (model: TableModel, cards: readonly StagedCard[]): MeldCheck => {
  const options = profileOf(model.profile).options;
  const read = readMeld(ids(cards), options);
  if (!read.ok) return { ok: false, error: read.error };
  return {
    ok: true,
    kind: read.value.kind,
    points: meldPoints(read.value, options.cardValues),
    cards: burracoMeldCards(read.value),
  };
};

/**
 * What the cards left after a play allow (BUR-CH art. 18, 42): with the pozzetto taken, a play
 * may not empty the hand, and one that leaves one card must leave a closing.
 */
const cardsLeftRefusal = (
  model: TableModel,
  profile: RuleProfile,
  left: readonly CardId[],
  meldsAfter: readonly Meld[],
): RuleError | null => {
  const seat = model.you as number;
  if (!model.pozzetti?.taken[sideOf(seat)]) return null;
  if (left.length === 0)
    return ruleError('closing-without-discard', art(42), 'keep a card to discard');
  if (left.length > 1) return null;
  const rules = profile.options;
  if (!rules.closeOnFirstRound && model.turnsCompleted < model.players.length)
    return ruleError('closing-on-first-round', art(44), 'nobody closes in the first round');
  if (!rules.closeByDiscardingMatta && isMatta(left[0] as CardId))
    return ruleError('closing-with-matta', art(15), 'the closing discard may not be a matta');
  const kinds = meldsAfter.flatMap((m) => burracoKind(m, rules) ?? []);
  return meetsRequirement(kinds, rules.closingRequirement)
    ? null
    : ruleError('closing-without-burrachi', art(18), 'closing needs its burrachi');
};

/** The engine's melds of the seat's line. */
const lineMelds = (model: TableModel, seat: number): readonly Meld[] =>
  model.melds.filter((m) => m.owner === sideOf(seat)).map((m) => m.source as Meld);

export const checkBurracoPlay = (
  model: TableModel,
  groups: readonly (readonly StagedCard[])[],
): PlayCheck => {
  const profile = profileOf(model.profile);
  const seat = model.you;
  if (seat === null || model.cards === null)
    return { ok: false, error: ruleError('spectator', 'Tavolo', 'a spectator does not play') };
  const melds: Meld[] = [];
  for (const group of groups) {
    const read = readMeld(ids(group), profile.options);
    if (!read.ok) return { ok: false, error: read.error };
    melds.push(read.value);
  }
  if (melds.length === 0)
    return { ok: false, error: ruleError('meld-too-short', art(10), 'no meld staged') };
  if (!profile.options.equalCombinations) {
    const ranks = [...lineMelds(model, seat), ...melds].flatMap((m) =>
      m.kind === 'combination' ? [m.rank] : [],
    );
    if (new Set(ranks).size < ranks.length)
      return {
        ok: false,
        error: ruleError('equal-combinations', art(39), 'two combinations of the same rank'),
      };
  }
  const owed = model.obligation?.cards ?? [];
  const ordered = [...melds].sort((a, b) => Number(usesAny(b, owed)) - Number(usesAny(a, owed)));
  if (owed.length > 0 && !usesAny(ordered[0] as Meld, owed))
    return {
      ok: false,
      error: ruleError('pile-card-first', art(9), 'the first play must use a taken card'),
    };
  const used = new Set(groups.flatMap(ids));
  const left = model.cards.filter((c) => !used.has(c));
  const refusal = cardsLeftRefusal(model, profile, left, [...lineMelds(model, seat), ...melds]);
  if (refusal) return { ok: false, error: refusal };
  return {
    ok: true,
    actions: ordered.map((meld): Action => ({
      type: 'meld',
      seat,
      cards: meld.cards.map((c) => c.id),
    })),
  };
};

const usesAny = (meld: Meld, cards: readonly CardId[]): boolean =>
  meld.cards.some((c) => cards.includes(c.id));

type LayOff = Extract<Action, { type: 'lay-off' }>;

/**
 * The lay-offs of the selected cards onto the line's own melds (BUR-CH art. 11): one card as
 * the server lists it; several at once checked with the engine's extendMeld.
 */
export const burracoTableMoves = (
  model: TableModel,
  legal: readonly unknown[],
  cards: readonly CardId[],
): readonly TableMove[] => {
  const seat = model.you;
  if (cards.length === 0 || seat === null || legal.length === 0) return [];
  if (cards.length === 1) {
    const card = cards[0] as CardId;
    return legalOf<LayOff>(legal, 'lay-off')
      .filter((a) => a.cards.length === 1 && sameFace(a.cards[0] as CardId, card))
      .map((a): TableMove => ({ kind: 'lay-off', meld: a.meld, action: { ...a, cards: [card] } }));
  }
  const profile = profileOf(model.profile);
  const owed = model.obligation?.cards ?? [];
  if (owed.length > 0 && !cards.some((c) => owed.includes(c))) return [];
  const own = model.melds.filter((m) => m.owner === sideOf(seat));
  const left = (model.cards ?? []).filter((c) => !cards.includes(c));
  return own.flatMap((target): TableMove[] => {
    const extended = extendMeld(target.source as Meld, cards, profile.options);
    if (!extended.ok) return [];
    const after = own.map((m) => (m.id === target.id ? extended.value : (m.source as Meld)));
    if (cardsLeftRefusal(model, profile, left, after)) return [];
    const action: Action = { type: 'lay-off', seat, meld: target.id, cards };
    return [{ kind: 'lay-off', meld: target.id, action }];
  });
};

export const burraco: GameAdapter = {
  game: 'burraco',
  model: burracoModel,
  checkMeld: checkBurracoMeld,
  jokerChoices: () => [],
  checkPlay: checkBurracoPlay,
  tableMoves: burracoTableMoves,
  messageValues: (model) => burracoMessageValues(profileOf(model.profile).options),
};
