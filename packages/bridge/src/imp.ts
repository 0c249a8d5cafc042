/**
 * The IMP scale of Law 78B (Laws of Duplicate Bridge 2017): a difference in total points on a
 * board converted to international match points, 0 to 24, with the sign of the difference.
 */

/** The lowest difference worth 1, 2, ... 24 IMPs (Law 78B's table, the start of each range). */
export const IMP_THRESHOLDS: readonly number[] = [
  20, 50, 90, 130, 170, 220, 270, 320, 370, 430, 500, 600, 750, 900, 1100, 1300, 1500, 1750, 2000,
  2250, 2500, 3000, 3500, 4000,
];

/**
 * The IMPs for a difference in points (positive: the side it is reckoned for gained). A
 * difference between the table's ranges (15, from an averaged datum) is worth the range below.
 * The difference must be a finite number; anything else gives NaN.
 */
export const impsFor = (difference: number): number => {
  if (!Number.isFinite(difference)) return Number.NaN;
  const size = Math.abs(difference);
  let imps = 0;
  while (imps < IMP_THRESHOLDS.length && size >= (IMP_THRESHOLDS[imps] as number)) imps++;
  return difference < 0 && imps > 0 ? -imps : imps;
};
