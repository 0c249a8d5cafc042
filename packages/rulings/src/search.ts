/**
 * Finding a situation by everyday words ("carta scoperta", "ha pescato due carte", "ha legato
 * al gioco sbagliato"): the words are folded (lower case, no accents), the small words dropped,
 * and each word of the query is matched against an entry's own everyday words, its title and
 * its article's text, by its stem (the first letters, so that "legato", "legata" and "legare"
 * meet). An entry scores by the query words it holds, weighted by where; ties keep catalogue
 * order.
 */
import { type Entry, type Game, citation } from './model.js';

/** Words that say nothing about the situation ("non" does: "non ha pescato"). */
const SMALL = new Set(
  `a ad al alla alle allo ai agli con da dal dalla dai de dei del della delle di e ed è
  gli ha hanno ho i il in la le lo ma mi nel nella o per piu più quando se si sono su sul
  sulla tra un una uno che come cosa the of to and`.split(/\s+/),
);

/** Letters two words must share at the start to count as the same word. */
const STEM = 5;

export const foldWords = (text: string): string[] =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w !== '' && !SMALL.has(w));

const stem = (word: string): string => word.slice(0, STEM);

const sameWord = (a: string, b: string): boolean =>
  a === b || (a.length >= STEM - 1 && b.length >= STEM - 1 && stem(a) === stem(b));

export interface Found {
  readonly entry: Entry;
  readonly score: number;
}

const WEIGHTS = { words: 3, title: 2, quote: 0.5 } as const;

/** The longest run of `query`'s words found in a row in `phrase` (as the same words). */
const longestRun = (query: readonly string[], phrase: readonly string[]): number => {
  let best = 0;
  for (let i = 0; i < query.length; i++)
    for (let j = 0; j < phrase.length; j++) {
      let n = 0;
      while (
        i + n < query.length &&
        j + n < phrase.length &&
        sameWord(query[i + n] as string, phrase[j + n] as string)
      )
        n++;
      best = Math.max(best, n);
    }
  return best;
};

/**
 * How well one of the entry's everyday phrases says what the query says: the longest run of
 * the query's words in a row in one phrase (2 or more), and a phrase that is the query itself.
 * "ha giocato fuori turno" is then the out-of-turn play that has those words in a row, not the
 * wrong dealer whose phrases hold "giocatore", "fuori turno" apart.
 */
const phraseBonus = (query: readonly string[], phrases: readonly (readonly string[])[]): number => {
  let best = 0;
  for (const phrase of phrases) {
    const run = longestRun(query, phrase);
    const whole = run === query.length && run === phrase.length ? 2 : 0;
    if (run >= 2) best = Math.max(best, run * 4 + whole);
  }
  return best;
};

/** Entries matching `query`, best first; an article number ("29", "art 38") matches its entries. */
export const searchCatalogue = (
  catalogue: readonly Entry[],
  query: string,
  game?: Game,
): Found[] => {
  const words = foldWords(query);
  if (words.length === 0) return [];
  const found: Found[] = [];
  catalogue.forEach((entry) => {
    if (game !== undefined && entry.game !== game) return;
    const phrases = entry.words.map(foldWords);
    const fields = {
      words: phrases.flat(),
      title: [...foldWords(entry.title.it), ...foldWords(citation(entry))],
      quote: foldWords(entry.quote),
    };
    let score = 0;
    let matched = 0;
    for (const w of words) {
      if (w === 'art') continue;
      if (/^\d+$/.test(w)) {
        if (String(entry.article) === w) {
          score += WEIGHTS.words;
          matched++;
        }
        continue;
      }
      const best = Math.max(
        ...(['words', 'title', 'quote'] as const).map((f) =>
          fields[f].some((x) => sameWord(w, x)) ? WEIGHTS[f] : 0,
        ),
      );
      if (best > 0) matched++;
      score += best;
    }
    // Entries that hold more of the query's words come first, whatever the weights; among
    // them, the one whose everyday phrase says the query's words in a row.
    if (matched > 0)
      found.push({ entry, score: matched * 10 + score + phraseBonus(words, phrases) });
  });
  return found.sort((a, b) => b.score - a.score);
};
