/**
 * The page's words live in the i18n catalogs only: no component may carry user-facing text of
 * its own. Reads every component with the TypeScript parser and lists JSX text with letters in
 * it, and string literals given to the attributes people read (aria-label, title, placeholder,
 * alt).
 */
import { readFileSync, readdirSync } from 'node:fs';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const SRC = new URL('./', import.meta.url);
const READ_ATTRIBUTES = new Set(['aria-label', 'title', 'placeholder', 'alt', 'aria-description']);
const LETTERS = /\p{L}{2,}/u;

const components = readdirSync(SRC, { recursive: true, encoding: 'utf8' }).filter((f) =>
  f.endsWith('.tsx'),
);

const hardCoded = (file: string): string[] => {
  const text = readFileSync(new URL(file, SRC), 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && LETTERS.test(node.text)) found.push(node.text.trim());
    if (
      ts.isJsxAttribute(node) &&
      READ_ATTRIBUTES.has(node.name.getText(source)) &&
      node.initializer !== undefined &&
      ts.isStringLiteral(node.initializer) &&
      LETTERS.test(node.initializer.text)
    )
      found.push(`${node.name.getText(source)}="${node.initializer.text}"`);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found.map((t) => `${file}: ${t}`);
};

describe('the i18n catalogs', () => {
  it('hold every text the components show: none is written in a component', () => {
    expect(components.length).toBeGreaterThan(30);
    expect(components.flatMap(hardCoded)).toEqual([]);
  });
});
