import { defineConfig } from 'vitest/config';

// The example widget modules of the tests (src/test/) call the SDK's defineWidgetModule, as an
// add-on's do; the widget's own code imports only its types.
const sdkSource = decodeURIComponent(new URL('../addon-sdk/js/src/index.ts', import.meta.url).pathname);

export default defineConfig({
  // The widget renders with Preact's JSX runtime, as the esbuild build does (scripts/build.mjs).
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  resolve: { alias: { '@hearken/addon-sdk': sdkSource } },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
  },
});
