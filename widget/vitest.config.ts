import { defineConfig } from 'vitest/config';

// The example widget modules of the tests (src/test/) call the SDK's defineWidgetModule, as an
// add-on's do; the widget's own code imports only its types.
const sdkSource = decodeURIComponent(new URL('../addon-sdk/js/src/index.ts', import.meta.url).pathname);

export default defineConfig({
  // The widget's JSX is Preact's h calls, as in the esbuild build (scripts/build.mjs).
  oxc: { jsx: { runtime: 'classic', pragma: 'h', pragmaFrag: 'Fragment' } },
  // Only the package's root: its subpaths (…/tokens) resolve through its exports.
  resolve: { alias: [{ find: /^@hearken\/addon-sdk$/, replacement: sdkSource }] },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
  },
});
