/**
 * A pairing's explanation in words: each sentence is a stable code with parameters
 * (@tavolo/tournament's `Explanation`); coded values (a bye's reason, a relaxed constraint) are
 * words of the catalog too. A sentence that warns the director (clubmates that the director's
 * own seating list has meet) is marked as such.
 */
import type { Explanation } from '@tavolo/tournament';
import type { TFunction } from 'i18next';

export const explanationText = (t: TFunction, e: Explanation): string => {
  const params = Object.fromEntries(
    Object.entries(e.params).map(([name, value]) => [
      name,
      typeof value === 'string'
        ? t(`events:explain.values.${value}`, { defaultValue: value })
        : value,
    ]),
  );
  return t(`events:explain.${e.code}`, {
    ...params,
    defaultValue: `${e.code} ${JSON.stringify(e.params)}`,
  });
};

/** Sentences the director should look at before publishing: the pairing was kept as given. */
const WARNINGS: ReadonlySet<string> = new Set(['separation-kept']);

export const explanationWarns = (e: Explanation): boolean => WARNINGS.has(e.code);
