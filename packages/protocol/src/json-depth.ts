/**
 * The nesting depth of a JSON text, measured on the raw text before `JSON.parse` runs, so that
 * a message nested thousands of levels deep is refused before anything walks it (a recursive
 * check further down would overflow the stack). One pass over the characters, no allocation.
 */

/**
 * The deepest nesting a client message may have. The deepest action, a Scala 40 opening, needs
 * 6: the message, the action, its melds, a meld, a card, the face a joker stands for.
 */
export const MAX_MESSAGE_DEPTH = 10;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;

/**
 * Whether `text` nests arrays and objects more than `max` levels deep. Brackets inside strings
 * do not count. A text that is not JSON is measured as far as it goes; `JSON.parse` judges it.
 */
export const nestsDeeperThan = (text: string, max: number): boolean => {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) inString = true;
    else if (c === OPEN_ARRAY || c === OPEN_OBJECT) {
      depth++;
      if (depth > max) return true;
    } else if (c === CLOSE_ARRAY || c === CLOSE_OBJECT) depth--;
  }
  return false;
};
