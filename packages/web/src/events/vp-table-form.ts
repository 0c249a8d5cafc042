/**
 * An event's own VP tables typed in the new-event form as printed tables show them, one band a
 * line ("55-150 11-9"; BUR-CH art. 19), by hands per round. Each is read and checked by
 * @tavolo/burraco, so that the form can say which line or which band is wrong.
 */
import {
  DEFAULT_VP_TABLES,
  type VpBandProblemKind,
  type VpTable,
  formatVpBands,
  parseVpBands,
  vpBandsProblem,
  vpTableNotice,
} from '@tavolo/burraco';

/** Rounds of 2, 3 or 4 hands (BUR-CH art. 6), each with its table. */
export const VP_HANDS = [2, 3, 4] as const;

export type VpTableProblem =
  | { readonly code: 'bad-vp-line'; readonly hands: number; readonly line: number }
  | {
      readonly code: 'bad-vp-band';
      readonly hands: number;
      readonly band: number;
      readonly kind: VpBandProblemKind;
    };

type Typed =
  | { readonly ok: true; readonly value: Readonly<Record<string, VpTable>> }
  | { readonly ok: false; readonly problem: VpTableProblem };

/** The tables typed for the hands that `hands` lists (the others are left out), checked. */
export const typedVpTables = (
  texts: Readonly<Record<string, string>>,
  hands: ReadonlySet<number>,
): Typed => {
  const tables: Record<string, VpTable> = {};
  for (const n of VP_HANDS) {
    const text = texts[String(n)] ?? '';
    if (text.trim() === '' || !hands.has(n)) continue;
    const badLine = text.split('\n').findIndex((line) => !parseVpBands(line).ok);
    const parsed = parseVpBands(text);
    if (badLine >= 0 || !parsed.ok)
      return { ok: false, problem: { code: 'bad-vp-line', hands: n, line: badLine + 1 } };
    const problem = vpBandsProblem(parsed.value);
    if (problem)
      return {
        ok: false,
        problem: { code: 'bad-vp-band', hands: n, band: problem.band, kind: problem.kind },
      };
    tables[String(n)] = {
      name: `Organizer's table, ${n} hands`,
      source: 'organizer, typed in the console',
      derived: false,
      bands: parsed.value,
    };
  }
  return { ok: true, value: tables };
};

/** What a round of `hands` uses when nothing is typed: the default, as printed, and its label. */
export const defaultVpTable = (hands: number, profile: string) => {
  const table = DEFAULT_VP_TABLES[hands as 2 | 3 | 4];
  return { table, text: formatVpBands(table), notice: vpTableNotice(table, profile) };
};
