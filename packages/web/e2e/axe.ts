/**
 * The accessibility check of a page as it stands: axe-core's rules for WCAG 2.1 A and AA run in
 * the browser on the page drawn, and the violations of serious or critical impact come back as
 * one line each (rule, what it asks, the first elements found and why), so that a failing test says
 * which rule and where.
 */
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING = new Set(['serious', 'critical']);

export const seriousViolations = async (page: Page): Promise<readonly string[]> => {
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  return violations
    .filter((v) => typeof v.impact === 'string' && BLOCKING.has(v.impact))
    .map((v) => {
      const where = v.nodes
        .slice(0, 3)
        .map((n) => `${n.target.join(' ')} (${n.any[0]?.message ?? n.html})`)
        .join(', ');
      return `${v.id} (${v.impact ?? ''}): ${v.help} at ${where}`;
    });
};
