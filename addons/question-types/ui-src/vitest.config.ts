import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Tests run the components as plain React (no federation): the shell's props are passed in directly.
const sdkSource = fileURLToPath(new URL('../../../addon-sdk/js/src/index.ts', import.meta.url));

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@hearken/addon-sdk': sdkSource } },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['vitest.setup.ts'],
    restoreMocks: true,
  },
});
