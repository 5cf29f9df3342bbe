import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// The SDK is used from source (not installed from npm) so the shell always builds against the
// API client and wire types of the same checkout as the host.
const sdkSource = fileURLToPath(new URL('../addon-sdk/js/src/index.ts', import.meta.url));
const sdkDir = fileURLToPath(new URL('../addon-sdk/js/src/', import.meta.url));
const shellDir = fileURLToPath(new URL('.', import.meta.url));

/**
 * The versions of the packages the shell shares with add-on remotes, read from what is installed,
 * so the Module Federation share scope states the version the shell really runs (react-router and
 * react-query have no runtime version export). See src/federation/loader.ts.
 */
function installedVersions(names: string[]): Record<string, string> {
  return Object.fromEntries(
    names.map((name) => {
      const file = new URL(`node_modules/${name}/package.json`, import.meta.url);
      return [name, (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version];
    }),
  );
}

export default defineConfig({
  // The host serves dist/ at /admin/.
  base: '/admin/',
  plugins: [react()],
  define: {
    __SHARED_VERSIONS__: JSON.stringify(installedVersions(['react', 'react-dom', 'react-router', '@tanstack/react-query'])),
  },
  resolve: {
    alias: { '@hearken/addon-sdk': sdkSource },
  },
  server: {
    // `vite` serves files from outside its root only when allowed: the SDK's sources.
    fs: { allow: [shellDir, sdkDir] },
    // Add-on remotes are served by the host next to the API.
    proxy: { '/api': 'http://127.0.0.1:8080', '/addons': 'http://127.0.0.1:8080' },
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    restoreMocks: true,
  },
});
