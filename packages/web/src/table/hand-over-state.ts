/** When the table shows the count of a hand: the pure part of `hand-over.tsx`, loaded with the table. */

/** The latest hand the match's results count (both engines' views list them); null before. */
export const lastFinishedHand = (view: unknown): number | null => {
  const results = (view as { readonly results?: readonly { readonly hand: number }[] }).results;
  return results?.[results.length - 1]?.hand ?? null;
};

/**
 * Whether the count of the latest finished hand is still to show: not once its person closed it,
 * on this page (`dismissed`) or before a reload or on another device (the connection's
 * `countClosed`).
 */
export const countOpen = (
  finished: number | null,
  dismissed: number | null,
  countClosed: number | null | undefined,
): finished is number => finished !== null && finished > Math.max(dismissed ?? 0, countClosed ?? 0);
