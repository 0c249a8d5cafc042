/**
 * The tokens of a PBN file (PBN 2.1, sections 2 and 3): tag pairs `[Name "value"]`, the words
 * of a section, comments `{...}` (which may span lines) and `;` to the end of the line, lines
 * beginning with `%` (escape lines, skipped), and empty lines, which end a game. Every token
 * carries the line it starts on, for the reader's errors.
 */
import { type Result, err, ok } from '@tavolo/cards';
import type { PbnError } from './pbn.js';

export type PbnToken =
  | { readonly kind: 'tag'; readonly name: string; readonly value: string; readonly line: number }
  | { readonly kind: 'word'; readonly text: string; readonly line: number }
  | { readonly kind: 'comment'; readonly text: string; readonly line: number }
  /** An empty line: the end of a game. */
  | { readonly kind: 'break'; readonly line: number };

const NAME = /[A-Za-z0-9_]/;
const SPACE = /[ \t\f\v]/;

/** The file's tokens, or the first place where it cannot be read. */
export const lexPbn = (input: string): Result<PbnToken[], PbnError> => {
  const text = input.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const tokens: PbnToken[] = [];
  let i = 0;
  let line = 1;
  let lineHasToken = false;
  const fail = (code: string, message: string, at = line) =>
    err<PbnError>({ code, line: at, message });

  while (i < text.length) {
    const ch = text[i] as string;
    if (ch === '\n') {
      if (!lineHasToken) tokens.push({ kind: 'break', line });
      i++;
      line++;
      lineHasToken = false;
      continue;
    }
    if (SPACE.test(ch)) {
      i++;
      continue;
    }
    if (ch === '%' && (i === 0 || text[i - 1] === '\n')) {
      while (i < text.length && text[i] !== '\n') i++;
      lineHasToken = true;
      continue;
    }
    lineHasToken = true;
    if (ch === ';') {
      const end = text.indexOf('\n', i);
      const stop = end < 0 ? text.length : end;
      tokens.push({ kind: 'comment', text: text.slice(i + 1, stop), line });
      i = stop;
      continue;
    }
    if (ch === '{') {
      const end = text.indexOf('}', i);
      if (end < 0) return fail('open-comment', 'a comment opened with { is never closed');
      const body = text.slice(i + 1, end);
      tokens.push({ kind: 'comment', text: body, line });
      line += body.split('\n').length - 1;
      i = end + 1;
      continue;
    }
    if (ch === '[') {
      const startLine = line;
      let j = i + 1;
      while (SPACE.test(text[j] ?? '')) j++;
      const nameStart = j;
      while (NAME.test(text[j] ?? '')) j++;
      const name = text.slice(nameStart, j);
      if (name === '' || !/^[A-Za-z]/.test(name))
        return fail('bad-tag', 'a tag is [Name "value"], its name starting with a letter');
      while (SPACE.test(text[j] ?? '')) j++;
      if (text[j] !== '"') return fail('bad-tag', `the tag ${name} has no quoted value`);
      j++;
      let value = '';
      for (;;) {
        const c = text[j];
        if (c === undefined || c === '\n')
          return fail('bad-tag', `the value of the tag ${name} is not closed with "`);
        if (c === '"') break;
        if (c === '\\' && (text[j + 1] === '"' || text[j + 1] === '\\')) {
          value += text[j + 1];
          j += 2;
        } else {
          value += c;
          j++;
        }
      }
      j++;
      while (SPACE.test(text[j] ?? '')) j++;
      if (text[j] !== ']') return fail('bad-tag', `the tag ${name} is not closed with ]`);
      tokens.push({ kind: 'tag', name, value, line: startLine });
      i = j + 1;
      continue;
    }
    let j = i;
    while (j < text.length && !/[\s[{;]/.test(text[j] as string)) j++;
    tokens.push({ kind: 'word', text: text.slice(i, j), line });
    i = j;
  }
  return ok(tokens);
};
