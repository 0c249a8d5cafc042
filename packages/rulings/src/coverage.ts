/**
 * The articles the arbitro's catalogue covers and what an online table does about each: the
 * coverage table of docs/rulings.md is made from this list and the catalogue
 * (`coverageMarkdown`), and a test keeps the document equal to it.
 */
import type { Entry, Source } from './model.js';
import type { WorkedExample } from './example.js';
import { citation } from './model.js';

/**
 * Online, an irregularity is either impossible (the server refuses the move, or deals and counts
 * itself), a procedure the engine applies as the rules say, or a matter for the director the
 * table calls.
 */
export type Online = 'prevented' | 'engine' | 'director';

export interface CoveredArticle {
  readonly source: Source;
  readonly article: number;
  readonly title: string;
  readonly online: Online;
  /** How, in a few words. */
  readonly how: string;
}

const a = (
  source: Source,
  article: number,
  title: string,
  online: Online,
  how: string,
): CoveredArticle => ({ source, article, title, online, how });

/** Every article issue 19 names, in the texts' order. */
export const COVERED_ARTICLES: readonly CoveredArticle[] = [
  a(
    'S40-CdG',
    10,
    'Premessa generale',
    'director',
    'a player calls the director; play waits for the ruling',
  ),
  a(
    'S40-CdG',
    11,
    'Carte esposte e carte penalizzate',
    'prevented',
    'a hand is never shown; a lay-off that does not fit is refused',
  ),
  a(
    'S40-CdG',
    12,
    'Giochi errati',
    'prevented',
    'a meld that is not valid is refused with its article',
  ),
  a(
    'S40-CdG',
    13,
    'Carte mancanti o eccedenti',
    'prevented',
    'the server deals whole decks (provably fair shuffle)',
  ),
  a('S40-CdG', 14, 'Punti negativi non conteggiati', 'prevented', 'the server counts every hand'),
  a(
    'S40-CdG',
    15,
    'Mancata pesca e altri interventi irregolari',
    'prevented',
    'no meld or discard before the draw',
  ),
  a(
    'S40-CdG',
    16,
    'Pesca, raccolta o giocata fuori turno',
    'prevented',
    'moves out of turn are refused',
  ),
  a(
    'S40-CdG',
    17,
    'Apertura di sequenze e combinazioni uguali',
    'engine',
    "equal melds allowed, and the profile's limit on cards laid off in a turn",
  ),
  a(
    'S40-CdG',
    18,
    'Raccolta dal monte degli scarti',
    'prevented',
    'taking the discard obliges its use, checked by the engine',
  ),
  a('S40-CdG', 19, 'Chiusura del gioco', 'engine', 'closing is checked and scored by the engine'),
  a(
    'S40-CdG',
    20,
    'Chiusura impossibile per mancanza di carta di scarto',
    'engine',
    'the engine applies the stand-in of art. 20',
  ),
  a(
    'S40-CdG',
    21,
    'Time out e fasi del gioco (text missing)',
    'engine',
    "the engine's stand-ins end a hand (reshuffles, quiet rounds); a turn clock where the table sets one",
  ),
  a(
    'BUR-CH',
    22,
    'Irregolarità: procedura, etica',
    'director',
    'a player calls; the director pauses and rules, sanctions included',
  ),
  a('BUR-CH', 23, 'Pozzetti irregolari', 'prevented', 'the server makes and gives the pozzetti'),
  a(
    'BUR-CH',
    24,
    'Carta giocata',
    'prevented',
    'a card is played by one message, never half-placed',
  ),
  a('BUR-CH', 25, 'Carta bruciata', 'prevented', 'no card is shown to the table online'),
  a('BUR-CH', 26, 'Carta fantasma', 'prevented', 'no card can hide in a meld'),
  a('BUR-CH', 27, 'Carta eccedente', 'prevented', 'a card that does not fit a meld is refused'),
  a('BUR-CH', 28, 'Carta esposta', 'prevented', 'a hand is never shown'),
  a(
    'BUR-CH',
    29,
    'Carta penalizzata',
    'prevented',
    'wrong lay-offs are refused before they happen',
  ),
  a(
    'BUR-CH',
    30,
    'Carta penalizzante',
    'prevented',
    'no play after the discard, no pick out of turn',
  ),
  a('BUR-CH', 31, 'Lancio', 'prevented', 'cards are placed by the client, never thrown'),
  a('BUR-CH', 32, 'Giocate simultanee', 'prevented', 'the server orders every move'),
  a(
    'BUR-CH',
    33,
    'Carte mancanti o eccedenti dal mazzo',
    'prevented',
    'the server deals whole decks',
  ),
  a('BUR-CH', 34, 'Giochi errati', 'prevented', 'a meld that is not valid is refused'),
  a('BUR-CH', 35, 'Giochi congelati', 'prevented', 'no wrong meld exists to freeze'),
  a(
    'BUR-CH',
    36,
    'Comportamenti irregolari',
    'director',
    'the director rules on conduct, signals included',
  ),
  a('BUR-CH', 37, 'Mancata pesca o raccolta', 'prevented', 'no meld or discard before the draw'),
  a(
    'BUR-CH',
    38,
    'Pesca, raccolta o giocata fuori turno',
    'prevented',
    'moves out of turn are refused',
  ),
  a(
    'BUR-CH',
    39,
    'Apertura di combinazioni uguali',
    'prevented',
    'two combinations of one rank in a line are refused',
  ),
  a(
    'BUR-CH',
    40,
    'Chiusura con scarto e mancanza di Burraco',
    'prevented',
    'closing without a burraco is refused',
  ),
  a(
    'BUR-CH',
    41,
    'Chiusura con scarto della matta',
    'prevented',
    'closing on a wild card is refused',
  ),
  a(
    'BUR-CH',
    42,
    'Chiusura senza scarto',
    'prevented',
    'closing needs a discard, checked by the engine',
  ),
  a(
    'BUR-CH',
    43,
    'Chiusura al monte',
    'engine',
    'the engine ends the hand when the stock runs out',
  ),
  a(
    'BUR-CH',
    44,
    'Chiusura impossibile per mancanza di gioco',
    'engine',
    'the engine applies the article',
  ),
  a('BUR-CH', 45, 'Conteggio dei punti viziato', 'prevented', 'the server counts every hand'),
  a(
    'BUR-CH',
    46,
    'Tempi di gioco',
    'director',
    'the clocks, and the 100-point penalty the director applies',
  ),
  a(
    'BUR-CH',
    47,
    'Abbandono della gara',
    'director',
    'the director seats a substitute or records the withdrawal',
  ),
  a(
    'BUR-CH',
    50,
    'Sanzioni',
    'director',
    'richiamo, ammonizione, espulsione applied by the director',
  ),
];

const ONLINE_WORDS: Readonly<Record<Online, string>> = {
  prevented: 'prevented',
  engine: 'applied by the engine',
  director: 'ruled by the director',
};

const cell = (text: string) => text.replace(/\|/g, '\\|');

/** The coverage table as Markdown: article, entries, worked examples, online. */
export const coverageMarkdown = (
  catalogue: readonly Entry[],
  examples: readonly WorkedExample[],
): string => {
  const rows = COVERED_ARTICLES.map((art) => {
    const entries = catalogue.filter((e) => e.source === art.source && e.article === art.article);
    const ids = new Set(entries.map((e) => e.id));
    const worked = examples.filter((x) => ids.has(x.entry)).length;
    const listed = entries.map((e) => `\`${e.id}\``).join(', ');
    return `| ${art.source} art. ${art.article} ${cell(art.title)} | ${entries.length}: ${listed || '—'} | ${worked} | ${ONLINE_WORDS[art.online]}: ${cell(art.how)} |`;
  });
  const others = catalogue.filter(
    (e) => !COVERED_ARTICLES.some((art) => art.source === e.source && art.article === e.article),
  );
  const extra = others.length
    ? [
        '',
        'Entries of articles beyond those above (irregularities the procedure articles and the club rule sets rule on):',
        '',
        ...others.map((e) => `- \`${e.id}\` (${citation(e)}): ${e.title.en}`),
      ]
    : [];
  return [
    '| article | catalogue entries | worked examples | online table |',
    '| --- | --- | --- | --- |',
    ...rows,
    ...extra,
  ].join('\n');
};
