import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Tests render the renderers with real Preact, as the widget does, passing its createElement as `h`.
const sdkSource = fileURLToPath(new URL('../../../addon-sdk/js/src/index.ts', import.meta.url));

export default defineConfig({
  resolve: { alias: { '@hearken/addon-sdk': sdkSource } },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.ts'],
    restoreMocks: true,
    // The stylesheet is imported as text (?inline); without this it would be empty in tests.
    css: true,
  },
});
