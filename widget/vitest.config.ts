import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The widget renders with Preact's JSX runtime, as the esbuild build does (scripts/build.mjs).
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
  },
});
