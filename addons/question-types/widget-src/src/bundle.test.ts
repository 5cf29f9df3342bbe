/**
 * The built module as the widget imports it: one ES module that imports nothing (the widget gives
 * it `h`, so it must not bring Preact or React) and whose default export is the widget module.
 */
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build, mergeConfig } from 'vite';
import type { WidgetModule } from '@hearken/addon-sdk';
import { frontEnd } from '@hearken/addon-sdk/vite';

// In the add-on's package, not a temporary folder: the test runner imports only files inside the
// workspace.
const outDir = join(import.meta.dirname, '../../node_modules/.cache/bundle-test');
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe('the built widget module', () => {
  it('is one self-contained ES module exporting the renderers', async () => {
    // As `npm run build` builds it, into a folder of the test's own.
    const [module] = frontEnd(join(import.meta.dirname, '../..'), 'widget').builds;
    await build(mergeConfig(module, { logLevel: 'silent', build: { outDir, emptyOutDir: true } }));
    const file = join(outDir, 'index.js');
    const code = readFileSync(file, 'utf8');
    expect(code).not.toMatch(/\bimport\s*[\s{*"'(]|\bfrom\s*["']|\brequire\(/);
    expect(code).not.toMatch(/preact|react/i);
    const built = (await import(/* @vite-ignore */ file)) as { default: WidgetModule };
    expect(built.default.features).toEqual(['star-rating', 'nps', 'image-radio', 'icon-choice']);
    expect(Object.keys(built.default.questionTypes ?? {})).toEqual(built.default.features);
  }, 30_000);
});
