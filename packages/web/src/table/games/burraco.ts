/**
 * Burraco for the table page: the engine's SeatView read into the page's model (the whole
 * discard pile, the pozzetti, each line's melds with the kind of burraco they make), and the
 * staging area checked by the engine's own functions (readMeld, extendMeld, burracoKind). A free
 * matta goes at the bottom, or on top where the player says so (BUR-CH art. 11): in a staged meld
 * the player picks the place as the card the matta stands for, and a lay-off with a free matta is
 * offered both ways.
 */
import { burracoMessageValues } from '@tavolo/messages';
import {
  type CardId,
  type NaturalFace,
  type RuleError,
  rankOf,
  ruleError,
  sameFace,
  suitOf,
} from '@tavolo/cards';
import {
  type Action,
  type BurracoKind,
  type MattaPlace,
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
  const onTop = h.turn.seat === view.you ? continuations(h.melds, h.turn.mattaOnTop, h.cards) : [];
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
        : onTop.length > 0
          ? { kind: 'matta-on-top', cards: onTop, article: art(11) }
          : null,
    openingMinimum: null,
    turnsCompleted: h.turnsCompleted,
    activePlayers: view.players.length,
    source: view,
  };
};

/**
 * The cards of `hand` that continue upward a run on which the player put a free matta on top
 * this turn (BUR-CH art. 11: "lo obbligherà a collocarle"), the next card of each run.
 */
const continuations = (
  melds: SeatView['hand']['melds'],
  onTop: readonly number[] | undefined,
  hand: readonly CardId[] | null,
): CardId[] => {
  if (!onTop || onTop.length === 0 || !hand) return [];
  return melds.flatMap(({ id, meld }) => {
    if (!onTop.includes(id) || meld.kind !== 'sequence') return [];
    const next = meld.low + meld.cards.length;
    if (next > 14) return [];
    const rank = rankAtPosition(next);
    return hand.filter((c) => !isMatta(c) && suitOf(c) === meld.suit && rankOf(c) === rank);
  });
};

const ids = (cards: readonly StagedCard[]): readonly CardId[] => cards.map((c) => c.id);

/** What the free matta of a run stands for, where it lies (the first wild card). */
const mattaFace = (meld: Meld): NaturalFace | undefined => {
  if (meld.kind !== 'sequence') return undefined;
  const at = meld.cards.findIndex((c) => c.wild);
  return at < 0 ? undefined : { rank: rankAtPosition(meld.low + at), suit: meld.suit };
};

const sameSpot = (a: NaturalFace | undefined, b: NaturalFace | undefined): boolean =>
  a !== undefined && b !== undefined && a.rank === b.rank && a.suit === b.suit;

/**
 * A staged meld read as the player placed its free matta: on top if he declared the matta as
 * the card above the run (BUR-CH art. 11), else at the bottom.
 */
const readStaged = (
  cards: readonly StagedCard[],
  options: RuleProfile['options'],
): { read: ReturnType<typeof readMeld>; place: MattaPlace } => {
  const declared = cards.find((c) => c.as !== undefined && isMatta(c.id))?.as;
  if (declared) {
    const top = readMeld(ids(cards), options, 'top');
    if (top.ok && sameSpot(mattaFace(top.value), declared)) return { read: top, place: 'top' };
  }
  return { read: readMeld(ids(cards), options), place: 'bottom' };
};

/**
 * Where a staged matta may go (BUR-CH art. 11): the faces it stands for at the bottom and on
 * top, when the meld is a run with a free matta that may lie either way; none otherwise.
 */
export const burracoMattaChoices = (
  model: TableModel,
  cards: readonly StagedCard[],
  index: number,
): readonly NaturalFace[] => {
  const card = cards[index];
  if (card === undefined || !isMatta(card.id)) return [];
  const options = profileOf(model.profile).options;
  const bottom = readMeld(ids(cards), options);
  const top = readMeld(ids(cards), options, 'top');
  if (!bottom.ok || !top.ok) return [];
  const low = mattaFace(bottom.value);
  const high = mattaFace(top.value);
  return low && high && !sameSpot(low, high) ? [low, high] : [];
};

export const checkBurracoMeld = (model: TableModel, cards: readonly StagedCard[]): MeldCheck => {
  const options = profileOf(model.profile).options;
  const { read } = readStaged(cards, options);
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
  const places = new Map<Meld, MattaPlace>();
  for (const group of groups) {
    const { read, place } = readStaged(group, profile.options);
    if (!read.ok) return { ok: false, error: read.error };
    melds.push(read.value);
    places.set(read.value, place);
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
  const owed = takenCards(model);
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
      ...(places.get(meld) === 'top' ? { matta: 'top' as const } : {}),
    })),
  };
};

/** The cards taken from the pile that the first play must use (BUR-CH art. 9). */
const takenCards = (model: TableModel): readonly CardId[] =>
  model.obligation?.kind === 'pile-card-first' ? model.obligation.cards : [];

const usesAny = (meld: Meld, cards: readonly CardId[]): boolean =>
  meld.cards.some((c) => cards.includes(c.id));

type LayOff = Extract<Action, { type: 'lay-off' }>;

/**
 * The lay-offs of the selected cards onto the line's own melds (BUR-CH art. 11): one card as
 * the server lists it; several at once checked with the engine's extendMeld. A lay-off with a
 * free matta is offered at the bottom and, where it fits, on top.
 */
export const burracoTableMoves = (
  model: TableModel,
  legal: readonly unknown[],
  cards: readonly CardId[],
): readonly TableMove[] => {
  const seat = model.you;
  if (cards.length === 0 || seat === null || legal.length === 0) return [];
  const profile = profileOf(model.profile);
  const own = model.melds.filter((m) => m.owner === sideOf(seat));
  const left = (model.cards ?? []).filter((c) => !cards.includes(c));
  /**
   * The move of `action` onto `target`; where the cards hold a free matta that may also go on
   * top (and that leaves a legal hand), the two moves, each saying what the matta stands for.
   */
  const bothWays = (target: MeldModel | undefined, action: LayOff): TableMove[] => {
    const plain: TableMove = { kind: 'lay-off', meld: action.meld, action };
    if (!target || !cards.some(isMatta)) return [plain];
    const low = extendMeld(target.source as Meld, cards, profile.options);
    const top = extendMeld(target.source as Meld, cards, profile.options, 'top');
    if (!low.ok || !top.ok) return [plain];
    const after = own.map((m) => (m.id === target.id ? top.value : (m.source as Meld)));
    if (cardsLeftRefusal(model, profile, left, after)) return [plain];
    const bottom = laidMattaFace(low.value, cards);
    const high = laidMattaFace(top.value, cards);
    if (!bottom || !high || sameSpot(bottom, high)) return [plain];
    return [
      { ...plain, matta: 'bottom', as: bottom },
      {
        kind: 'lay-off',
        meld: action.meld,
        action: { ...action, matta: 'top' },
        matta: 'top',
        as: high,
      },
    ];
  };
  if (cards.length === 1) {
    const card = cards[0] as CardId;
    return legalOf<LayOff>(legal, 'lay-off')
      .filter((a) => a.cards.length === 1 && sameFace(a.cards[0] as CardId, card))
      .flatMap((a) =>
        bothWays(
          own.find((m) => m.id === a.meld),
          { ...a, cards: [card] },
        ),
      );
  }
  const owed = takenCards(model);
  if (owed.length > 0 && !cards.some((c) => owed.includes(c))) return [];
  return own.flatMap((target): TableMove[] => {
    const extended = extendMeld(target.source as Meld, cards, profile.options);
    if (!extended.ok) return [];
    const after = own.map((m) => (m.id === target.id ? extended.value : (m.source as Meld)));
    if (cardsLeftRefusal(model, profile, left, after)) return [];
    return bothWays(target, { type: 'lay-off', seat, meld: target.id, cards });
  });
};

/** What the matta laid from `cards` stands for in `meld`. */
const laidMattaFace = (meld: Meld, cards: readonly CardId[]): NaturalFace | undefined => {
  if (meld.kind !== 'sequence') return undefined;
  const at = meld.cards.findIndex((c) => c.wild && cards.includes(c.id));
  return at < 0 ? undefined : { rank: rankAtPosition(meld.low + at), suit: meld.suit };
};

export const burraco: GameAdapter = {
  game: 'burraco',
  model: burracoModel,
  checkMeld: checkBurracoMeld,
  jokerChoices: burracoMattaChoices,
  checkPlay: checkBurracoPlay,
  tableMoves: burracoTableMoves,
  messageValues: (model) => burracoMessageValues(profileOf(model.profile).options),
};
