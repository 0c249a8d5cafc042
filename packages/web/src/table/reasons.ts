/**
 * The reasons behind a refusal, loaded when first needed. They ask the rules engines' own
 * `apply` (`games/refusals.ts`), which brings the whole of both engines into the page: kept out
 * of the table's first load, they arrive while the player draws (the table asks for them when
 * the play phase begins) or when the pile is tapped, and the generic hint shows meanwhile.
 */
import { useEffect, useState } from 'react';
import type * as RefusalText from './refusal-text.js';

export type Reasons = typeof RefusalText;

let loading: Promise<Reasons> | null = null;

export const loadReasons = (): Promise<Reasons> => (loading ??= import('./refusal-text.js'));

/** The reasons once `wanted` has been true (and they have loaded); null before. */
export const useReasons = (wanted: boolean): Reasons | null => {
  const [reasons, setReasons] = useState<Reasons | null>(null);
  useEffect(() => {
    if (!wanted || reasons !== null) return;
    let current = true;
    void loadReasons().then((loaded) => {
      if (current) setReasons(loaded);
    });
    return () => {
      current = false;
    };
  }, [wanted, reasons]);
  return reasons;
};
