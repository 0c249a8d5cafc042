/**
 * Text compared as a person reads it: without accents, case or extra spaces, so that "Lazio"
 * and "LAZIO " are one region and "Società" is the header "societa".
 */
export const foldText = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
