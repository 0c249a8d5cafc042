/** Run-time checks shared by the validators: input may come straight from the network. */

export const isNonEmptyString = (value: unknown): value is string =>
  typeof value === 'string' && value.trim() !== '';

// A date, a time and an explicit offset: a local time without one would mean different
// instants on different machines.
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

export const isIsoInstant = (value: unknown): value is string =>
  typeof value === 'string' && ISO_INSTANT.test(value) && !Number.isNaN(Date.parse(value));

/** PostgreSQL's `integer`, the type of every count column, stops here. */
export const MAX_COUNT = 2_147_483_647;

/** A whole number that fits an integer column on both dialects. */
export const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= MAX_COUNT;
