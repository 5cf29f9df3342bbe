import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// The SDK is used from source (not installed from npm) so the shell always builds against the
// API client and wire types of the same checkout as the host.
const sdkSource = fileURLToPath(new URL('../addon-sdk/js/src/index.ts', import.meta.url));
const sdkDir = fileURLToPath(new URL('../addon-sdk/js/src/', import.meta.url));
const shellDir = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  // The host serves dist/ at /admin/.
  base: '/admin/',
  plugins: [react()],
  resolve: {
    alias: { '@hearken/addon-sdk': sdkSource },
  },
  server: {
    // `vite` serves files from outside its root only when allowed: the SDK's sources.
    fs: { allow: [shellDir, sdkDir] },
    proxy: { '/api': 'http://127.0.0.1:8080' },
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    restoreMocks: true,
  },
});
