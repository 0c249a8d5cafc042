/**
 * Text in a cell of fixed width: a long name is set smaller, down to a floor, then cut with an
 * ellipsis. A printed list must never run a name over the next column.
 */

/** Width of `text` at `size` points in the font the cell uses. */
export type Measure = (text: string, size: number) => number;

export interface Fitted {
  readonly text: string;
  readonly size: number;
}

const ELLIPSIS = '…';

export const fitText = (
  measure: Measure,
  text: string,
  width: number,
  size: number,
  minSize: number,
): Fitted => {
  const full = measure(text, size);
  if (full <= width) return { text, size };
  // Width grows linearly with size: the size that fits follows from one measurement.
  const shrunk = Math.floor(((size * width) / full) * 10) / 10;
  if (shrunk >= minSize) return { text, size: shrunk };
  const chars = Array.from(text);
  let keep = chars.length;
  while (keep > 0 && measure(chars.slice(0, keep).join('').trimEnd() + ELLIPSIS, minSize) > width) {
    keep -= 1;
  }
  return { text: chars.slice(0, keep).join('').trimEnd() + ELLIPSIS, size: minSize };
};
