/**
 * The abuse run's hostile messages, as a seated player with a script would send them: each
 * kind is one way a careless or malicious client could try to bend a game or hurt other
 * tables. Each is text, built without `JSON.stringify` of the hostile part (a 7,000-deep array
 * would overflow the sender's own stack); each `act` carries a request id that names its kind,
 * so that the server's answer is counted against it.
 */

/** What the server must refuse, one kind at a time. */
export const HOSTILE_KINDS = [
  /** A legal action with a junk field nested 7,000 arrays deep (14 KB, under the size limit). */
  'deep',
  /** A legal action with a field that takes the message over the 16 KB limit. */
  'oversized',
  /** A legal action with a 1 KB field no engine knows. */
  'unknown-field',
  /** A legal action whose seat is a string. */
  'wrong-type',
  /** A draw for the next seat, whoever is on turn. */
  'other-seat',
  /** Burraco's director action, from a seat. */
  'time-out',
  /** Burraco's clock action charging the opponents' side, from a seat. */
  'clock-expired',
  /** Text that is not JSON. */
  'not-json',
] as const;
export type HostileKind = (typeof HOSTILE_KINDS)[number];

/** The depth and size of the poisoned action. */
export const DEEP_NESTING = 7000;
/** Over the server's 16 KB message limit. */
export const OVERSIZED_BYTES = 20 * 1024;
export const UNKNOWN_FIELD_BYTES = 1024;

/** A request id that names its kind: `deep.12`. */
export const hostileId = (kind: HostileKind | 'clean', n: number): string => `${kind}.${n}`;

/** The kind a request id names, if it is one of the abuse run's. */
export const kindOfId = (id: string | undefined): HostileKind | 'clean' | undefined => {
  const kind = id?.slice(0, id.lastIndexOf('.'));
  if (kind === 'clean') return kind;
  return (HOSTILE_KINDS as readonly string[]).includes(kind ?? '')
    ? (kind as HostileKind)
    : undefined;
};

/** An action as the engines spell it: a type and its fields. */
export type Action = Readonly<Record<string, unknown>> & { readonly type: string };

/** `action`'s JSON with one more field, whose value is the raw JSON text `value`. */
export const withRawField = (action: Action, field: string, value: string): string =>
  `${JSON.stringify(action).slice(0, -1)},${JSON.stringify(field)}:${value}}`;

export const act = (id: string, actionText: string): string =>
  `{"type":"act","id":${JSON.stringify(id)},"action":${actionText}}`;

export const nestedArrays = (depth: number): string => '['.repeat(depth) + ']'.repeat(depth);

/**
 * The message of kind `kind`, numbered `n`, from the seat `seat` that was last offered `legal`
 * (any action will do when it is not on turn: a draw).
 */
export const hostileMessage = (
  kind: HostileKind,
  n: number,
  seat: number,
  legal: Action | undefined,
): string => {
  const id = hostileId(kind, n);
  const base: Action = legal ?? { type: 'draw', seat };
  switch (kind) {
    case 'deep':
      return act(id, withRawField(base, 'note', nestedArrays(DEEP_NESTING)));
    case 'oversized':
      return act(id, withRawField(base, 'note', JSON.stringify('x'.repeat(OVERSIZED_BYTES))));
    case 'unknown-field':
      return act(id, withRawField(base, 'note', JSON.stringify('x'.repeat(UNKNOWN_FIELD_BYTES))));
    case 'wrong-type':
      return act(id, JSON.stringify({ ...base, seat: String(seat) }));
    case 'other-seat':
      return act(id, JSON.stringify({ type: 'draw', seat: (seat + 1) % 4 }));
    case 'time-out':
      return act(id, JSON.stringify({ type: 'time-out' }));
    case 'clock-expired':
      // Burraco's sides: seats 0 and 2 against 1 and 3.
      return act(id, JSON.stringify({ type: 'clock-expired', side: (seat + 1) % 2 }));
    case 'not-json':
      return `{"type":"act","id":${JSON.stringify(id)},"action":{"type":"draw"`;
  }
};
