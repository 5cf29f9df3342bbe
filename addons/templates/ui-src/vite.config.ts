import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { templateDefines } from './templateKeys.ts';

// The admin remote of the Additional Templates add-on. Each module below is one [ui] extension
// point of ../addon.toml; the build goes to ../ui/, the folder `hearken addon pack` takes into the
// package and the host serves at /addons/templates/ui/.
const slug = 'templates';
const sdkSource = fileURLToPath(new URL('../../../addon-sdk/js/src/index.ts', import.meta.url));

/** Provided by the shell, never bundled here: see ../../question-types/ui-src/vite.config.ts. */
const fromShell = (requiredVersion: string) => ({ singleton: true, requiredVersion, import: false as const });

export default defineConfig({
  // Chunks are fetched from where the host serves them, whatever page the shell is on.
  base: `/addons/${slug}/ui/`,
  define: templateDefines(),
  plugins: [
    react(),
    federation({
      name: slug,
      filename: 'remoteEntry.js',
      exposes: {
        './SetupCard': './src/SetupCard.tsx',
      },
      // React and React Query are the shell's: one React on the page, and the card's queries live
      // in the shell's QueryClient.
      shared: {
        react: fromShell('^19.0.0'),
        'react-dom': fromShell('^19.0.0'),
        'react/jsx-runtime': fromShell('^19.0.0'),
        '@tanstack/react-query': fromShell('^5.0.0'),
      },
      dts: false,
      // The federation runtime is the shell's too (globalThis._FEDERATION_RUNTIME_CORE, set by
      // admin-shell/src/federation/loader.ts): not bundled once per remote.
      experiments: { externalRuntime: true },
    }),
  ],
  resolve: {
    // The SDK is built from the same checkout as the host and the shell.
    alias: { '@hearken/addon-sdk': sdkSource },
  },
  build: {
    outDir: '../ui',
    emptyOutDir: true,
    target: 'es2022',
    // A remote has no page of its own: the federation plugin adds remoteEntry.js as the entry.
    rolldownOptions: { input: {} },
  },
});
