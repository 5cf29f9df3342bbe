import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseIconList } from './iconList';

// The file the host serves at /addons/question-types/assets/icons.json.
const shipped: unknown = JSON.parse(readFileSync(join(import.meta.dirname, '../../assets/icons.json'), 'utf8'));

describe('the icon list', () => {
  it('ships about 60 to 80 well-formed icons, each name and style once', () => {
    const icons = parseIconList(shipped);
    expect(icons).toHaveLength((shipped as unknown[]).length);
    expect(icons.length).toBeGreaterThanOrEqual(60);
    expect(icons.length).toBeLessThanOrEqual(80);
    const keys = icons.map((i) => `${i.style}:${i.name}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const icon of icons) {
      expect(['regular', 'solid']).toContain(icon.style);
      expect(icon.name).toMatch(/^[a-z][a-z-]*$/);
      // Path data only: commands and numbers, nothing a browser could read as markup.
      expect(icon.path).toMatch(/^[MmLlHhVvCcSsAaZz0-9.\s,-]+$/);
    }
  });

  it('has the everyday answer icons', () => {
    const names = new Set(parseIconList(shipped).map((i) => i.name));
    for (const name of ['heart', 'star', 'smile', 'frown', 'thumbs-up', 'thumbs-down', 'check', 'x']) {
      expect(names).toContain(name);
    }
  });

  it('skips malformed entries and refuses what is not a list', () => {
    expect(parseIconList([{ name: 'star', style: 'solid', path: 'M1 1' }, { name: 'x' }, null, 'heart'])).toEqual([
      { name: 'star', style: 'solid', path: 'M1 1' },
    ]);
    expect(() => parseIconList({ icons: [] })).toThrow();
  });
});
