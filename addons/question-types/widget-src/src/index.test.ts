import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import widgetModule from './index';

describe('the widget module', () => {
  it("provides the features of the add-on's manifest, each with a renderer", () => {
    const manifest = readFileSync(join(import.meta.dirname, '../../addon.toml'), 'utf8');
    const widgetTable = manifest.split(/^\[widget\]$/m)[1]?.split(/^\[/m)[0] ?? '';
    const listed = /^features\s*=\s*(\[.*\])$/m.exec(widgetTable)?.[1];
    expect(widgetModule.features).toEqual(JSON.parse(listed ?? 'null'));
    expect(Object.keys(widgetModule.questionTypes ?? {}).sort()).toEqual([...widgetModule.features].sort());
  });

});
