import { describe, expect, it } from 'vitest';
import { translator } from '../test-translator.js';
import { type SignalTarget, TURN_ICON, showTurn } from './use-turn-signal.js';

const PAGE_ICON = 'data:image/svg+xml,page-icon';

/** A page's title and icon link, as the document holds them. */
const page = (): SignalTarget & { readonly href: () => string | null } => {
  const attributes = new Map<string, string>([['href', PAGE_ICON]]);
  return {
    title: 'Tavolo',
    icon: {
      getAttribute: (name: string) => attributes.get(name) ?? null,
      setAttribute: (name: string, value: string) => void attributes.set(name, value),
    },
    href: () => attributes.get('href') ?? null,
  };
};

describe("the tab on the player's turn", () => {
  it('marks the title in the page language and dots the icon, then puts both back', async () => {
    const t = await translator('it');
    const tab = page();
    const undo = showTurn(tab, (before) => t('turnSignal.title', { title: before }));
    expect(tab.title).toBe('● Tocca a te — Tavolo');
    expect(tab.href()).toBe(TURN_ICON);
    undo();
    expect(tab.title).toBe('Tavolo');
    expect(tab.href()).toBe(PAGE_ICON);
  });

  it('speaks English once chosen', async () => {
    const t = await translator('en');
    const tab = page();
    showTurn(tab, (before) => t('turnSignal.title', { title: before }));
    expect(tab.title).toBe('● Your turn — Tavolo');
  });

  it('marks the title alone on a page with no icon', () => {
    const tab: SignalTarget = { title: 'Tavolo', icon: null };
    const undo = showTurn(tab, (before) => `* ${before}`);
    expect(tab.title).toBe('* Tavolo');
    undo();
    expect(tab.title).toBe('Tavolo');
  });

  it('draws its icon as an SVG the browser reads, with the dot on the page icon', () => {
    const svg = decodeURIComponent(TURN_ICON.replace(/^data:image\/svg\+xml,/, ''));
    expect(svg).toMatch(/^<svg xmlns='http:\/\/www\.w3\.org\/2000\/svg'.*<\/svg>$/);
    expect(svg).toContain("fill='#0f5132'");
    expect(svg).toContain('<circle');
  });
});
