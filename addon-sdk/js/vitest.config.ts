import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // The client's and helpers' tests, the UI pieces' (in jsdom, said per file) and the build
    // presets' (vite/).
    include: ['src/**/*.test.{ts,tsx}', 'vite/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['vitest.setup.ts'],
    restoreMocks: true,
  },
});
