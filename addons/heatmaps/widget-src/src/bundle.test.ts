/**
 * The built modules as the widget imports them on a site's page: index.js, one ES module within
 * its 3 KB gzip budget whose default export is the page module, which imports nothing but, on a
 * heatmap link, overlay.js from beside itself; and overlay.js, self-contained too.
 */
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { build, mergeConfig } from 'vite';
import type { WidgetModule } from '@hearken/addon-sdk';
import { frontEnd } from '@hearken/addon-sdk/vite';

// In the add-on's package, not a temporary folder: the test runner imports only files inside the
// workspace.
const outDir = join(import.meta.dirname, '../../node_modules/.cache/bundle-test');
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

// As `npm run build` builds them: index.js, then overlay.js beside it (package.json's hearken.widget).
const [capture, overlay] = frontEnd(join(import.meta.dirname, '../..'), 'widget').builds;
if (!overlay) throw new Error("package.json's hearken.widget.extraModules builds no overlay.");
const IMPORTS = /\bimport\s*[\s{*"'(]|\bfrom\s*["']|\brequire\(/;
/** The one import index.js makes (its comments taken out): the overlay, beside itself. */
const OVERLAY_IMPORT = /\bimport\(\s*new URL\(\s*[`'"]\.\/overlay\.js[`'"],\s*import\.meta\.url\)\.href\)/g;
const withoutComments = (code: string) => code.replace(/\/\*[^]*?\*\//g, '');

describe('the built widget module', () => {
  it('is one ES module within 3 KB gzipped, exporting the page hook, that imports only the overlay', async () => {
    await build(mergeConfig(capture, { logLevel: 'silent', build: { outDir, emptyOutDir: true } }));
    const file = join(outDir, 'index.js');
    const code = readFileSync(file, 'utf8');
    expect(gzipSync(code, { level: 9 }).length).toBeLessThanOrEqual(3072);
    expect(withoutComments(code).match(OVERLAY_IMPORT)).toHaveLength(1);
    expect(withoutComments(code).replace(OVERLAY_IMPORT, '')).not.toMatch(IMPORTS);
    const built = (await import(/* @vite-ignore */ file)) as { default: WidgetModule };
    expect(built.default.features).toEqual(['heatmaps']);
    expect(typeof built.default.page).toBe('function');
  }, 30_000);

  it('has the overlay beside it, self-contained, exporting the function that draws it', async () => {
    await build(mergeConfig(overlay, { logLevel: 'silent', build: { outDir, emptyOutDir: false } }));
    const code = readFileSync(join(outDir, 'overlay.js'), 'utf8');
    expect(code).not.toMatch(IMPORTS);
    expect(gzipSync(code, { level: 9 }).length).toBeLessThanOrEqual(8192);
    const built = (await import(/* @vite-ignore */ join(outDir, 'overlay.js'))) as { default: unknown };
    expect(typeof built.default).toBe('function');
    // The capture module is still there: the overlay's build adds to the folder.
    expect(readFileSync(join(outDir, 'index.js'), 'utf8')).toContain('heatmaps');
  }, 30_000);
});
