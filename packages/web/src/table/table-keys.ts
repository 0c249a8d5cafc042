/**
 * The table from the keyboard. From the hand (a focused card: ←/→ to move between cards, Enter
 * or Space to select) every action is one more key, the same in every language: P draws from
 * the stock, R takes the discard pile, S discards the selected card, A adds the selected cards
 * to the meld being built, N starts another meld, C lays the melds down (opening or not), T
 * goes to the next lay-off offered on the table (then Enter, or the offer's number 1-9 to take
 * that one directly), O and V sort the hand by suit and
 * by value, Escape comes back to the hand. After each action the focus returns to the hand.
 *
 * A button says its key with `aria-keyshortcuts` (which screen readers read out), and the key
 * presses the button found by it, so that a key does exactly what the enabled button would.
 */
import { type RefObject, useEffect, useRef } from 'react';

export const TABLE_KEYS = {
  draw: 'P',
  take: 'R',
  discard: 'S',
  add: 'A',
  newGroup: 'N',
  play: 'C',
  layOff: 'T',
  sortSuit: 'O',
  sortRank: 'V',
} as const;

export type TableAction = keyof typeof TABLE_KEYS;

const BY_KEY: ReadonlyMap<string, TableAction> = new Map(
  Object.entries(TABLE_KEYS).map(([action, key]) => [key, action as TableAction]),
);

export interface KeyPress {
  readonly key: string;
  readonly ctrlKey: boolean;
  readonly metaKey: boolean;
  readonly altKey: boolean;
  /** The element the key was typed in: a text field or a list keeps its own keys. */
  readonly inField: boolean;
}

/** What a key asks of the table: an action, the way back to the hand, or nothing. */
export const tableKeyOf = (press: KeyPress): TableAction | 'hand' | null => {
  if (press.ctrlKey || press.metaKey || press.altKey || press.inField) return null;
  if (press.key === 'Escape') return 'hand';
  return press.key.length === 1 ? (BY_KEY.get(press.key.toUpperCase()) ?? null) : null;
};

/**
 * The lay-off offer T goes to: the one after the offer focused, round again from the first, and
 * the first when the focus is anywhere else (on the hand). Pressing T k times from the hand
 * reaches the k-th offer, as long as the focus stays on the offers (it goes back to the hand
 * only after an action the server answered, or with Escape).
 */
export const nextOffer = <T>(offers: readonly T[], focused: unknown): T | undefined =>
  offers[(offers.indexOf(focused as T) + 1) % offers.length];

/**
 * The offer a digit presses while the focus is on the offers (after T): 1 for the first, up to
 * 9, so that any lay-off is three keys from the hand (Enter on the card, T, its number).
 */
export const offerOfDigit = <T>(
  offers: readonly T[],
  focused: unknown,
  key: string,
): T | undefined =>
  offers.includes(focused as T) && /^[1-9]$/.test(key) ? offers[Number(key) - 1] : undefined;

const HAND_CARDS = '[data-testid="hand"] [data-testid="hand-card"]';
const FIELDS = 'input, select, textarea, [contenteditable="true"]';

/** A dialog over the table (the count) keeps the keys and the focus to itself. */
const dialogOpen = (): boolean => document.querySelector('[aria-modal="true"]') !== null;

const enabled = (root: HTMLElement, key: string): HTMLButtonElement[] =>
  [...root.querySelectorAll<HTMLButtonElement>(`button[aria-keyshortcuts="${key}"]`)].filter(
    (button) => !button.disabled,
  );

/**
 * The keys of the table inside `root`, and the focus back on the hand (the card last focused,
 * or the one now at its place) each time an action the server answered is over (`busy` falls).
 */
export const useTableKeys = (root: RefObject<HTMLElement | null>, busy: boolean): void => {
  const lastCard = useRef(0);

  const focusHand = () => {
    const cards = root.current?.querySelectorAll<HTMLElement>(HAND_CARDS);
    if (!cards || cards.length === 0) return;
    cards[Math.min(lastCard.current, cards.length - 1)]?.focus();
  };

  useEffect(() => {
    const element = root.current;
    if (element === null) return;
    const onFocus = (event: FocusEvent) => {
      const cards = [...element.querySelectorAll(HAND_CARDS)];
      const index = cards.indexOf(event.target as Element);
      if (index >= 0) lastCard.current = index;
    };
    const onKey = (event: KeyboardEvent) => {
      if (dialogOpen()) return;
      const target = event.target instanceof Element ? event.target : null;
      const offer = offerOfDigit(
        enabled(element, TABLE_KEYS.layOff),
        document.activeElement,
        event.key,
      );
      if (offer !== undefined) {
        event.preventDefault();
        offer.click();
        return;
      }
      const wanted = tableKeyOf({
        key: event.key,
        ctrlKey: event.ctrlKey,
        metaKey: event.metaKey,
        altKey: event.altKey,
        inField: (target?.closest(FIELDS) ?? null) !== null,
      });
      if (wanted === null) return;
      if (wanted === 'hand') {
        focusHand();
        return;
      }
      const buttons = enabled(element, TABLE_KEYS[wanted]);
      if (buttons.length === 0) return;
      event.preventDefault();
      if (wanted === 'layOff') {
        nextOffer(buttons, document.activeElement)?.focus();
      } else buttons[0]?.click();
    };
    element.addEventListener('focusin', onFocus);
    document.addEventListener('keydown', onKey);
    return () => {
      element.removeEventListener('focusin', onFocus);
      document.removeEventListener('keydown', onKey);
    };
    // focusHand reads refs only, so the listeners stay those of the first draw.
  }, [root]);

  const wasBusy = useRef(busy);
  useEffect(() => {
    const ended = wasBusy.current && !busy;
    wasBusy.current = busy;
    if (!ended) return;
    // After the page has drawn the answer; a dialog that opened (the count) keeps the focus.
    const frame = requestAnimationFrame(() => {
      const active = document.activeElement;
      if (!dialogOpen() && !(active instanceof Element && active.closest(FIELDS))) focusHand();
    });
    return () => cancelAnimationFrame(frame);
  }, [busy]);
};
