import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/**
 * The version of package `name` as the shell resolves it (wherever npm put it: the workspace
 * hoists packages to the repository's node_modules/): the package.json above its entry file.
 * Walking up rather than resolving `name/package.json` works for packages whose `exports` do not
 * list their package.json.
 */
function installedVersion(name: string): string {
  let dir = dirname(createRequire(import.meta.url).resolve(name));
  for (;;) {
    const file = join(dir, 'package.json');
    if (existsSync(file)) {
      const manifest = JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version?: string };
      if (manifest.name === name && manifest.version) return manifest.version;
    }
    if (dirname(dir) === dir) throw new Error(`No package.json of ${name} above its entry file.`);
    dir = dirname(dir);
  }
}

/**
 * The versions of the packages the shell shares with add-on remotes, read from what is installed,
 * so the Module Federation share scope states the version the shell really runs (react-router and
 * react-query have no runtime version export). See src/federation/loader.ts.
 */
function installedVersions(names: string[]): Record<string, string> {
  return Object.fromEntries(names.map((name) => [name, installedVersion(name)]));
}

export default defineConfig({
  // The host serves dist/ at /admin/.
  base: '/admin/',
  plugins: [react()],
  define: {
    __SHARED_VERSIONS__: JSON.stringify(installedVersions(['react', 'react-dom', 'react-router', '@tanstack/react-query'])),
  },
  // @hearken/addon-sdk is the workspace package, whose exports are its TypeScript sources: the
  // shell builds against the API client and wire types of the same checkout as the host. Vite's
  // dev server may read them because they are inside the workspace root (the repository).
  server: {
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
