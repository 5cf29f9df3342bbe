import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // The client's and helpers' tests, the UI pieces' (in jsdom, said per file) and the build
    // presets' (vite/).
    include: ['src/**/*.test.{ts,tsx}', 'vite/**/*.test.ts'],
    environment: 'node',
    // The setup an add-on's remote gets: the UI pieces' tests run as a remote's do.
    setupFiles: ['vite/ui-test-setup.js'],
    restoreMocks: true,
  },
});
