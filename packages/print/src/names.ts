/**
 * How players' names print: surname first, as Italian lists do, so the alphabetical seating list
 * reads down the same word it is sorted by.
 */
import type { Lang, PlayerName } from './input.js';

export const fullName = (player: PlayerName): string =>
  `${player.surname} ${player.givenName}`.trim();

/** A pair or team on one line: `Rossi Mario – Bianchi Lucia`. */
export const joinNames = (players: readonly PlayerName[]): string =>
  players.map(fullName).join(' – ');

/**
 * Surname, then given name, the language's way: accents and case do not separate names
 * (`D'Àmico` files with `Damiani`), apostrophes and spaces are ignored.
 */
export const compareNames = (lang: Lang): ((a: PlayerName, b: PlayerName) => number) => {
  const collator = new Intl.Collator(lang, { sensitivity: 'base', ignorePunctuation: true });
  return (a, b) =>
    collator.compare(a.surname, b.surname) || collator.compare(a.givenName, b.givenName);
};
