/**
 * While it is the player's turn, the browser's tab says so: the page title starts with a marker
 * ("● Tocca a te — Tavolo") and the icon gets a gold dot, so that a player in another tab sees
 * it is time to play. Both return as they were when the turn passes and when the table is left.
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** The page's icon (index.html's green square with a T) with a gold dot in its corner. */
export const TURN_ICON =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 16 16'%3E%3Crect width='16' height='16' rx='3' fill='%230f5132'/%3E%3Ctext x='2' y='13' font-size='10' fill='white'%3ET%3C/text%3E%3Ccircle cx='11.5' cy='4.5' r='4' fill='%23ffc107' stroke='white' stroke-width='1'/%3E%3C/svg%3E";

/** What the signal changes: the document's title and its icon's link, where there is one. */
export interface SignalTarget {
  title: string;
  readonly icon: Pick<HTMLLinkElement, 'getAttribute' | 'setAttribute'> | null;
}

/**
 * Shows the turn on `target` with `title` (the marked title, given the one now); answers the
 * undoing, which puts back the title and icon found.
 */
export const showTurn = (target: SignalTarget, title: (before: string) => string): (() => void) => {
  const before = target.title;
  const icon = target.icon;
  const iconBefore = icon?.getAttribute('href') ?? null;
  target.title = title(before);
  icon?.setAttribute('href', TURN_ICON);
  return () => {
    target.title = before;
    if (icon && iconBefore !== null) icon.setAttribute('href', iconBefore);
  };
};

const documentTarget = (): SignalTarget => {
  const icon = document.querySelector<HTMLLinkElement>('link[rel~="icon"]');
  return {
    get title() {
      return document.title;
    },
    set title(value: string) {
      document.title = value;
    },
    icon,
  };
};

export const useTurnSignal = (yourTurn: boolean): void => {
  const { t } = useTranslation('common');
  useEffect(() => {
    if (!yourTurn) return;
    return showTurn(documentTarget(), (before) => t('turnSignal.title', { title: before }));
  }, [yourTurn, t]);
};
