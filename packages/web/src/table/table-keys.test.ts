import { describe, expect, it } from 'vitest';
import { TABLE_KEYS, tableKeyOf } from './table-keys.js';

const press = (key: string, more: Partial<Parameters<typeof tableKeyOf>[0]> = {}) =>
  tableKeyOf({ key, ctrlKey: false, metaKey: false, altKey: false, inField: false, ...more });

describe("the table's keys", () => {
  it('give every action one key of its own, in either case', () => {
    const keys = Object.values(TABLE_KEYS);
    expect(new Set(keys).size).toBe(keys.length);
    for (const [action, key] of Object.entries(TABLE_KEYS)) {
      expect(press(key)).toBe(action);
      expect(press(key.toLowerCase())).toBe(action);
    }
  });

  it('bring the focus back to the hand with Escape', () => {
    expect(press('Escape')).toBe('hand');
  });

  it('leave alone the keys of a card (arrows, Enter, Space) and of the browser', () => {
    for (const key of ['ArrowLeft', 'ArrowRight', 'Enter', ' ', 'Tab', 'F5', 'x'])
      expect(press(key)).toBeNull();
    expect(press('p', { ctrlKey: true })).toBeNull();
    expect(press('p', { metaKey: true })).toBeNull();
    expect(press('p', { altKey: true })).toBeNull();
  });

  it('leave alone what is typed in a field', () => {
    expect(press('s', { inField: true })).toBeNull();
    expect(press('Escape', { inField: true })).toBeNull();
  });
});
