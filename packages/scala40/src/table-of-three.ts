/**
 * How a table of three is scored, an event setting. Art. 25 lets the players left at an
 * incomplete table play three ("verrà permesso il gioco a tre"); the section after art. 26,
 * "Punteggi da assegnare nei casi di tavolo incompleto", says how they are scored: "giocare in
 * tre tenendo sempre validi i punteggi come per quattro al giocatore riposato viene assegnato
 * 1000".
 *
 * - `as-four` (the default, the text read literally): the table is scored as a table of four
 *   whose fourth, resting seat has 1000 negative points. Every player of the three is then at
 *   least 4 + 12 = 16 VP, since every difference to the empty seat is over art. 22's top band.
 * - `as-three`: the three are scored among themselves, placement 8, 6, 4 and the differences
 *   among the three only. Not the text's reading; an organizer may announce it before the
 *   event, for the literal one lifts a table of three above most tables of four.
 */
export type TableOfThree = 'as-four' | 'as-three';

export const TABLE_OF_THREE_READINGS: readonly TableOfThree[] = ['as-four', 'as-three'];

export const DEFAULT_TABLE_OF_THREE: TableOfThree = 'as-four';

/** The section has no number of its own: it closes art. 26. */
export const TABLE_OF_THREE_ARTICLE = 'S40-CdG art. 26';

/** "al giocatore riposato viene assegnato 1000": the resting seat's negative points. */
export const RESTING_SEAT_MP = 1000;

export const isTableOfThree = (value: unknown): value is TableOfThree =>
  TABLE_OF_THREE_READINGS.includes(value as TableOfThree);
