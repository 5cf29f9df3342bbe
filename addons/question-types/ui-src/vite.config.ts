import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

// The admin remote of the Question Types add-on. Each module below is one [ui] extension point
// of ../addon.toml; the build goes to ../ui/, the folder `hearken addon pack` takes into the
// package and the host serves at /addons/question-types/ui/.
const slug = 'question-types';
const sdkSource = fileURLToPath(new URL('../../../addon-sdk/js/src/index.ts', import.meta.url));

export default defineConfig({
  // Chunks are fetched from where the host serves them, whatever page the shell is on.
  base: `/addons/${slug}/ui/`,
  plugins: [
    react(),
    federation({
      // The container name the shell registers: the scope of GET /api/v1/addons/ui-manifest.
      name: slug.replaceAll('-', '_'),
      filename: 'remoteEntry.js',
      exposes: {
        './StarRatingEditor': './src/StarRatingEditor.tsx',
        './NpsEditor': './src/NpsEditor.tsx',
        './ImageRadioEditor': './src/ImageRadioEditor.tsx',
        './IconChoiceEditor': './src/IconChoiceEditor.tsx',
      },
      // React comes from the shell (one instance on the page, so hooks and context work across the
      // boundary). `import: false` leaves no copy of React in the remote: if the shell did not
      // provide it, loading fails instead of silently running a second React.
      shared: {
        react: { singleton: true, requiredVersion: '^19.0.0', import: false },
        'react-dom': { singleton: true, requiredVersion: '^19.0.0', import: false },
        'react/jsx-runtime': { singleton: true, requiredVersion: '^19.0.0', import: false },
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
