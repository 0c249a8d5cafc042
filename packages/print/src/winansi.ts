/**
 * The PDF standard fonts (Helvetica and friends) need no embedding but write only the WinAnsi
 * (Windows-1252) characters; PDFKit garbles any other. That covers Italian, French, German and
 * Spanish names; for the rest (Ș, Ł, ő) a name loses its accent rather than a letter.
 */

/** The characters of Windows-1252 outside Latin-1 (bytes 0x80 to 0x9f). */
const CP1252_EXTRAS = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

const printable = (char: string): boolean => {
  const code = char.codePointAt(0) ?? 0;
  return (
    (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || CP1252_EXTRAS.has(char)
  );
};

/** Letters whose stroke is part of the letter, so Unicode gives them no plain form. */
const STROKED: Readonly<Record<string, string>> = {
  Ł: 'L',
  ł: 'l',
  Đ: 'D',
  đ: 'd',
  Ħ: 'H',
  ħ: 'h',
  ı: 'i',
  Ŧ: 'T',
  ŧ: 't',
};

/** The letters of a character without its accents (`Ș` -> `S`, `Ł` -> `L`), if any. */
const withoutMarks = (char: string): string =>
  STROKED[char] ?? char.normalize('NFD').replace(/\p{Mark}/gu, '');

/** `text` with every character the standard fonts can write, the others replaced. */
export const toWinAnsi = (text: string): string =>
  Array.from(text.normalize('NFC'), (char) => {
    if (printable(char)) return char;
    if (/\s/u.test(char)) return ' ';
    const bare = withoutMarks(char);
    return bare !== '' && Array.from(bare).every(printable) ? bare : '?';
  }).join('');
