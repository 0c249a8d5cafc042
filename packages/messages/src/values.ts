/**
 * The figures some messages quote from the rule profile in force ("at least {{minimum}} points",
 * "at most {{layOffLimit}} cards"): the engines' refusals carry a code, and the profile says the
 * number. Typed by the options they read, so this package needs no engine.
 */
export interface Scala40MessageOptions {
  readonly openingMinimum: number;
  readonly maxJokersPerMeld: number | null;
  readonly layOffPerSequencePerTurn: number | null;
}

export interface BurracoMessageOptions {
  readonly minMeldCards: number;
  readonly maxWildsPerMeld: number;
  readonly sequenceMaxNaturals: number;
  readonly combinationMaxCards: number;
  readonly closingRequirement: readonly (readonly string[])[];
  readonly vpTables: Readonly<Record<string, unknown>>;
}

export type MessageValues = Readonly<Record<string, string | number>>;

export const scala40MessageValues = (options: Scala40MessageOptions): MessageValues => ({
  minimum: options.openingMinimum,
  maxJokers: options.maxJokersPerMeld ?? '-',
  layOffLimit: options.layOffPerSequencePerTurn ?? '-',
});

export const burracoMessageValues = (options: BurracoMessageOptions): MessageValues => ({
  minMeld: options.minMeldCards,
  maxMattas: options.maxWildsPerMeld,
  sequenceMax: options.sequenceMaxNaturals,
  combinationMax: options.combinationMaxCards,
  closing: options.closingRequirement.map((slots) => slots.join(' + ')).join(' / '),
  vpHands: Object.keys(options.vpTables).join(', '),
});
