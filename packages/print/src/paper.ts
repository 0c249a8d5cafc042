/**
 * The frame of the papers made one page per item (referee's reports, guide cards, table cards):
 * the input checked before anything is drawn, the document titled `<title> – <event>`, its pages
 * drawn, numbered at the foot when `numbered`, and the bytes.
 */
import { err, ok, type Result } from '@tavolo/cards';
import { createDocument, type Doc, numberPages, toBytes } from './document.js';
import { createTexts, type Texts } from './i18n.js';
import type { EventHeading, Lang, PrintError } from './input.js';

export interface PaperSpec<I> {
  readonly check: (input: I) => PrintError | undefined;
  /** The key of the document's title in the catalogs. */
  readonly title: string;
  readonly numbered: boolean;
  readonly draw: (doc: Doc, texts: Texts, input: I) => void;
}

export const makePaper = async <I extends { readonly event: EventHeading }>(
  spec: PaperSpec<I>,
  input: I,
  lang: Lang,
): Promise<Result<Uint8Array, PrintError>> => {
  const problem = spec.check(input);
  if (problem) return err(problem);
  const texts = createTexts(lang);
  const title = texts.t(spec.title);
  const doc = createDocument(`${title} – ${input.event.name}`, texts);
  spec.draw(doc, texts, input);
  if (spec.numbered) numberPages(doc, texts, `${input.event.name} · ${title}`);
  return ok(await toBytes(doc));
};
