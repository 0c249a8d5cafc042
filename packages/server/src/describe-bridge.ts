/**
 * A bridge match's events in words, for the text export of a finished board (`describe.ts`
 * for the other games): Italian first, English second, cards as `SA` `HT`, calls as `1NT`,
 * `X`, `XX`, `passo`/`pass`. An unknown or malformed event gives a generic line, never an
 * exception: an export must not fail on one bad record.
 */
import { card52Code, isCard52 } from '@tavolo/cards';

type Language = 'it' | 'en';

const it = {
  'board-started': 'Board {number}: mazziere {dealer}, in zona {vulnerability}',
  dealt: '{player} riceve {cards}',
  called: '{player}: {call}',
  'auction-ended': 'Contratto: {contract}',
  'passed-out': 'Board passato',
  played: '{player} gioca {card}',
  'dummy-exposed': 'Il morto ({player}) scopre {cards}',
  'trick-won': 'Presa {trick} a {player}',
  claimed: '{player} reclama {tricks} prese: «{statement}»',
  'claim-answered': '{player} risponde al reclamo: {answer}',
  'claim-agreed': 'Reclamo accettato: {tricks} prese al giocante',
  'tricks-ruled': "L'arbitro assegna {tricks} prese al giocante ({article})",
  'claim-withdrawn':
    '{player} contesta il reclamo: senza arbitro al tavolo il reclamo decade e il gioco continua ({article})',
  'tricks-stand':
    'Senza arbitro al tavolo restano le prese giocate: {tricks} al giocante ({article})',
  'board-scored': 'Board {number}: {score} a Nord-Sud; totali {ns} - {ew}',
  'match-ended': 'Fine: Nord-Sud {ns}, Est-Ovest {ew}',
  pass: 'passo',
  unknown: 'Evento non riconosciuto',
  'unknown.type': 'Evento non riconosciuto: {type}',
};
type Key = keyof typeof it;

const en: Readonly<Record<Key, string>> = {
  'board-started': 'Board {number}: dealer {dealer}, vulnerable {vulnerability}',
  dealt: '{player} is dealt {cards}',
  called: '{player}: {call}',
  'auction-ended': 'Contract: {contract}',
  'passed-out': 'Board passed out',
  played: '{player} plays {card}',
  'dummy-exposed': 'Dummy ({player}) faces {cards}',
  'trick-won': 'Trick {trick} to {player}',
  claimed: '{player} claims {tricks} tricks: “{statement}”',
  'claim-answered': '{player} answers the claim: {answer}',
  'claim-agreed': 'Claim agreed: {tricks} tricks to declarer',
  'tricks-ruled': 'The director gives declarer {tricks} tricks ({article})',
  'claim-withdrawn':
    '{player} disputes the claim: with no director at the table the claim is void and play goes on ({article})',
  'tricks-stand':
    'With no director at the table the tricks as played stand: {tricks} to declarer ({article})',
  'board-scored': 'Board {number}: {score} to North-South; totals {ns} - {ew}',
  'match-ended': 'End: North-South {ns}, East-West {ew}',
  pass: 'pass',
  unknown: 'Unrecognised event',
  'unknown.type': 'Unrecognised event: {type}',
};

type Fields = { readonly [field: string]: unknown };

const fail = (): never => {
  throw new Error('unreadable');
};
const str = (v: unknown): string => (typeof v === 'string' ? v : fail());
const num = (v: unknown): number => (Number.isInteger(v) ? (v as number) : fail());
const card = (v: unknown): string => (isCard52(v) ? card52Code(v) : fail());
const cards = (v: unknown): string => (Array.isArray(v) ? v.map(card).join(' ') : fail());

const callText = (v: unknown, t: Readonly<Record<Key, string>>): string => {
  const c = (v ?? fail()) as Fields;
  if (c.type === 'pass') return t.pass;
  if (c.type === 'double') return 'X';
  if (c.type === 'redouble') return 'XX';
  return c.type === 'bid' ? `${num(c.level)}${str(c.strain)}` : fail();
};

const contractText = (v: unknown, player: (s: unknown) => string): string => {
  const c = (v ?? fail()) as Fields;
  const doubling = ['', 'X', 'XX'][num(c.doubling)] ?? fail();
  return `${num(c.level)}${str(c.strain)}${doubling} ${player(c.declarer)}`;
};

const fill = (template: string, values: Readonly<Record<string, string | number>>): string =>
  template.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? fail()));

export const describeBridgeEvent = (
  event: unknown,
  players: readonly string[],
  language: Language = 'it',
): string => {
  const t = language === 'en' ? en : it;
  const e = (typeof event === 'object' && event !== null ? event : {}) as Fields;
  const player = (s: unknown): string => players[num(s)] ?? fail();
  try {
    switch (e.type) {
      case 'board-started':
        return fill(t['board-started'], {
          number: num(e.number),
          dealer: player(e.dealer),
          vulnerability: str(e.vulnerability),
        });
      case 'dealt':
        return fill(t.dealt, { player: player(e.seat), cards: cards(e.cards) });
      case 'called':
        return fill(t.called, { player: player(e.seat), call: callText(e.call, t) });
      case 'auction-ended':
        return e.contract === null
          ? t['passed-out']
          : fill(t['auction-ended'], { contract: contractText(e.contract, player) });
      case 'played':
        return fill(t.played, { player: player(e.seat), card: card(e.card) });
      case 'dummy-exposed':
        return fill(t['dummy-exposed'], { player: player(e.seat), cards: cards(e.cards) });
      case 'trick-won':
        return fill(t['trick-won'], { trick: num(e.trick) + 1, player: player(e.winner) });
      case 'claimed':
        return fill(t.claimed, {
          player: player(e.seat),
          tricks: num(e.tricks),
          statement: str(e.statement),
        });
      case 'claim-answered':
        return fill(t['claim-answered'], { player: player(e.seat), answer: str(e.answer) });
      case 'claim-agreed':
        return fill(t['claim-agreed'], { tricks: num(e.declarerTricks) });
      case 'tricks-ruled':
        return fill(t['tricks-ruled'], { tricks: num(e.declarerTricks), article: str(e.article) });
      case 'claim-withdrawn':
        return fill(t['claim-withdrawn'], { player: player(e.seat), article: str(e.article) });
      case 'tricks-stand':
        return fill(t['tricks-stand'], { tricks: num(e.declarerTricks), article: str(e.article) });
      case 'board-scored': {
        const [ns, ew] = Array.isArray(e.totals) ? e.totals.map(num) : fail();
        return fill(t['board-scored'], {
          number: num(e.number),
          score: num(e.score),
          ns: ns ?? fail(),
          ew: ew ?? fail(),
        });
      }
      case 'match-ended': {
        const [ns, ew] = Array.isArray(e.totals) ? e.totals.map(num) : fail();
        return fill(t['match-ended'], { ns: ns ?? fail(), ew: ew ?? fail() });
      }
    }
  } catch {
    // Malformed: the generic line below.
  }
  return typeof e.type === 'string' && /^[a-z][a-z0-9-]{0,39}$/.test(e.type)
    ? fill(t['unknown.type'], { type: e.type })
    : t.unknown;
};
