import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Only the TypeScript sources: a built dist/ must never be collected twice.
    include: ['src/**/*.test.ts'],
    environment: 'node',
  },
});
