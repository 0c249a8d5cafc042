/**
 * Card notation used everywhere in Tavolo (CLI, logs, tests, replays): rank
 * `A 2 3 4 5 6 7 8 9 T J Q K` then suit `H D C S`, e.g. `TH`; a joker is `JK`, and a joker
 * placed with a declared value is `JK=9H`.
 */
import { type CardId, type NaturalFace, faceCode, faceOf, isSuit, rankFromChar } from './card.js';
import { type Result, err, ok } from './result.js';

export type CardToken =
  | { readonly kind: 'natural'; readonly face: NaturalFace }
  | { readonly kind: 'joker'; readonly as?: NaturalFace };

export interface NotationError {
  readonly code: 'bad-card';
  readonly message: string;
  readonly token: string;
}

const parseFace = (text: string): NaturalFace | undefined => {
  if (text.length !== 2) return undefined;
  const rank = rankFromChar(text[0] as string);
  const suit = text[1] as string;
  return rank !== undefined && isSuit(suit) ? { rank, suit } : undefined;
};

/** String(value) can throw (a null-prototype object, a throwing toString): never let it. */
const describe = (value: unknown): string => {
  try {
    return String(value);
  } catch {
    return `<${typeof value}>`;
  }
};

/** Parses `TH`, `JK` or `JK=9H`. Letters must be upper case, as written in the notation. */
export const parseCard = (text: unknown): Result<CardToken, NotationError> => {
  const bad = (why: string) => {
    const token = describe(text);
    return err<NotationError>({
      code: 'bad-card',
      message: `"${token}" is not a card: ${why}`,
      token,
    });
  };
  if (typeof text !== 'string') return bad('a card is written as a string such as "TH" or "JK"');
  if (text === 'JK') return ok({ kind: 'joker' });
  if (text.startsWith('JK=')) {
    const as = parseFace(text.slice(3));
    return as
      ? ok({ kind: 'joker', as })
      : bad('a declared joker is written JK=<rank><suit>, e.g. JK=9H');
  }
  const face = parseFace(text);
  return face
    ? ok({ kind: 'natural', face })
    : bad('expected rank A23456789TJQK then suit HDCS, or JK');
};

export const cardCode = (id: CardId): string => {
  const face = faceOf(id);
  return face ? faceCode(face) : 'JK';
};

export const tokenCode = (token: CardToken): string =>
  token.kind === 'natural' ? faceCode(token.face) : token.as ? `JK=${faceCode(token.as)}` : 'JK';
