import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // The client's and helpers' tests, and the build presets' (vite/).
    include: ['src/**/*.test.ts', 'vite/**/*.test.ts'],
    environment: 'node',
  },
});
