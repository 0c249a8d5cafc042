/**
 * Scala 40 for the table page: the engine's SeatView read into the page's model, and the
 * staging area checked by the engine's own functions (readProfileMeld, meldPoints, openingRefusal), so
 * that what the page offers is what the server will accept.
 */
import { scala40MessageValues } from '@tavolo/messages';
import {
  type CardId,
  type NaturalFace,
  type RuleError,
  RANKS,
  SUITS,
  isJoker,
  ruleError,
  sameFace,
} from '@tavolo/cards';
import {
  type Action,
  type Meld,
  type MeldCard,
  type RuleProfile,
  type SeatView,
  openingRefusal,
  profileFromSpec,
  PROFILES,
  readProfileMeld,
  worthOf,
} from '@tavolo/scala40';
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

const profiles = new Map<string, RuleProfile>();

/** The rule profile a view names (`fisca-101+a`…), read once per spec. */
export const profileOf = (spec: string): RuleProfile => {
  const known = profiles.get(spec);
  if (known) return known;
  const read = profileFromSpec(spec);
  const profile = read.ok ? read.value : PROFILES['fisca-gara'];
  profiles.set(spec, profile);
  return profile;
};

/** A meld's cards for the page, each joker (or matta) with what it stands for. */
export const scala40MeldCards = (meld: Meld): readonly MeldCardModel[] =>
  meld.cards.map((c) => ({ id: c.id, standsFor: isJoker(c.id) ? c.face : null }));

const meldModel = (id: number, owner: number, meld: Meld): MeldModel => ({
  id,
  owner,
  kind: meld.kind,
  cards: scala40MeldCards(meld),
  burraco: null,
  source: meld,
});

export const scala40Model = (raw: unknown): TableModel => {
  const view = raw as SeatView;
  const h = view.hand;
  const profile = profileOf(view.profile);
  const melds = h.melds.map((m) => meldModel(m.id, m.owner, m.meld));
  const obligation = h.obligation;
  return {
    game: 'scala40',
    profile: view.profile,
    players: view.players,
    you: view.you,
    status: view.status,
    handNumber: h.number,
    dealer: h.dealer,
    turn: h.turn,
    cards: h.cards,
    handSizes: h.handSizes,
    stock: h.stock,
    discard: h.discardTop === null ? [] : [h.discardTop],
    discardSize: h.discardSize,
    pileToInspect: h.discardPile ?? null,
    melds,
    groups: groupMelds(
      melds,
      view.players.map((_, seat) => [seat]),
    ),
    opened: h.opened,
    pozzetti: null,
    obligation:
      obligation === null
        ? null
        : obligation.kind === 'use'
          ? { kind: 'use', cards: [obligation.card], article: obligation.article }
          : {
              kind: obligation.kind,
              cards: [obligation.card],
              article: profile.citations.takeDiscardBeforeOpening.article,
            },
    openingMinimum: profile.options.openingMinimum,
    turnsCompleted: h.turnsCompleted,
    activePlayers: view.eliminated.filter((out) => !out).length,
    source: view,
  };
};

const asMeldCards = (cards: readonly StagedCard[]): readonly MeldCard[] =>
  cards.map((c) => (c.as && isJoker(c.id) ? { id: c.id, as: c.as } : { id: c.id }));

const readStaged = (model: TableModel, cards: readonly StagedCard[]) =>
  readProfileMeld(asMeldCards(cards), profileOf(model.profile));

export const checkScala40Meld = (model: TableModel, cards: readonly StagedCard[]): MeldCheck => {
  const read = readStaged(model, cards);
  if (!read.ok) return { ok: false, error: read.error };
  return {
    ok: true,
    kind: read.value.kind,
    points: worthOf(read.value).points,
    cards: scala40MeldCards(read.value),
  };
};

const FACES: readonly NaturalFace[] = SUITS.flatMap((suit) =>
  RANKS.map((rank) => ({ rank, suit })),
);

/** Every face the joker at `index` may stand for, each making the staged cards a meld. */
export const scala40JokerChoices = (
  model: TableModel,
  cards: readonly StagedCard[],
  index: number,
): readonly NaturalFace[] =>
  FACES.filter(
    (as) =>
      readStaged(
        model,
        cards.map((c, i) => (i === index ? { id: c.id, as } : c)),
      ).ok,
  );

/** The meld as the server will read it: each joker with the value the page shows for it. */
const declared = (meld: Meld): readonly MeldCard[] =>
  meld.cards.map((c) => (isJoker(c.id) ? { id: c.id, as: c.face } : { id: c.id }));

/**
 * The cards a play must leave in hand (S40-CdG art. 20; S40-REG art. 6.5): one to discard, two
 * while nobody may close yet, as the engine's keepRefusal says.
 */
const keepRefusal = (model: TableModel, profile: RuleProfile, left: number): RuleError | null => {
  const closingAllowed =
    profile.options.closeOnFirstRound || model.turnsCompleted >= model.activePlayers;
  if (left >= (closingAllowed ? 1 : 2)) return null;
  return left < 1
    ? ruleError('no-card-to-discard', 'S40-CdG art. 20', 'keep one card to discard')
    : ruleError(
        'no-closing-first-round',
        profile.citations.closeOnFirstRound.article,
        'no closing before every player has played a turn: keep two cards',
      );
};

export const checkScala40Play = (
  model: TableModel,
  groups: readonly (readonly StagedCard[])[],
): PlayCheck => {
  const profile = profileOf(model.profile);
  const seat = model.you;
  if (seat === null || model.cards === null)
    return { ok: false, error: ruleError('spectator', 'Tavolo', 'a spectator does not play') };
  const melds: Meld[] = [];
  for (const group of groups) {
    const read = readStaged(model, group);
    if (!read.ok) return { ok: false, error: read.error };
    melds.push(read.value);
  }
  if (melds.length === 0)
    return { ok: false, error: ruleError('meld-too-short', 'S40-CdG art. 9', 'no meld staged') };
  const used = groups.flatMap((g) => g.map((c) => c.id));
  const left = model.cards.length - used.length;
  const keep = keepRefusal(model, profile, left);
  if (keep) return { ok: false, error: keep };
  const owed = model.obligation?.cards[0];
  const opened = model.opened?.[seat] ?? false;
  if (!opened) {
    if (model.obligation?.kind === 'open-with' && owed !== undefined && !used.includes(owed))
      return {
        ok: false,
        error: ruleError(
          'must-open-with-discard',
          model.obligation?.article ?? 'S40-CdG art. 6',
          'open with the card taken from the discard pile',
        ),
      };
    // After taking the discard to open, the opening owes the minimum (S40-CdG art. 6).
    const tookToOpen = model.obligation?.kind === 'open' || model.obligation?.kind === 'open-with';
    const belowMinimum =
      profile.options.closeInHandWaivesOpeningMinimum &&
      (!tookToOpen || profile.options.takeDiscardToCloseBelowMinimum);
    const refusal = openingRefusal(melds.map(worthOf), left, profile, belowMinimum);
    if (refusal) return { ok: false, error: refusal };
    const action: Action = { type: 'open', seat, melds: melds.map(declared) };
    return { ok: true, actions: [action] };
  }
  // The meld with the card owed goes first (S40-REG art. 5.3, 5.4): it must be used in the turn,
  // and the server refuses a play that would leave it no place.
  const ordered = [...melds].sort((a, b) => Number(holds(b, owed)) - Number(holds(a, owed)));
  return {
    ok: true,
    actions: ordered.map((meld): Action => ({ type: 'meld', seat, cards: declared(meld) })),
  };
};

const holds = (meld: Meld, card: CardId | undefined): boolean =>
  card !== undefined && meld.cards.some((c) => c.id === card);

type LayOff = Extract<Action, { type: 'lay-off' }>;
type ReplaceJoker = Extract<Action, { type: 'replace-joker' }>;

/** The lay-offs and joker replacements of one selected card, as the server lists them. */
export const scala40TableMoves = (
  _model: TableModel,
  legal: readonly unknown[],
  cards: readonly CardId[],
): readonly TableMove[] => {
  if (cards.length !== 1) return [];
  const card = cards[0] as CardId;
  const layOffs = legalOf<LayOff>(legal, 'lay-off')
    .filter((a) => a.card === card)
    .map((action): TableMove => ({
      kind: 'lay-off',
      meld: action.meld,
      action,
      ...(action.end ? { end: action.end } : {}),
      ...(action.as ? { as: action.as } : {}),
    }));
  const replacements = legalOf<ReplaceJoker>(legal, 'replace-joker')
    .filter((a) => a.card === card || sameFace(a.card, card))
    .map((a): TableMove => ({ kind: 'replace-joker', meld: a.meld, action: { ...a, card } }));
  return [...layOffs, ...replacements];
};

export const scala40: GameAdapter = {
  game: 'scala40',
  model: scala40Model,
  checkMeld: checkScala40Meld,
  jokerChoices: scala40JokerChoices,
  checkPlay: checkScala40Play,
  tableMoves: scala40TableMoves,
  messageValues: (model) => scala40MessageValues(profileOf(model.profile).options),
};
