/** Errors as values: a failed step of a run says what went wrong in words, for the report. */
export type Result<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: string };
