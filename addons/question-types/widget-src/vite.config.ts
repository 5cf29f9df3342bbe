import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

// The widget module of the Question Types add-on, built to ../widget/index.js: one ES module with
// no imports. The visitor widget imports it only when a survey needs one of these question types
// and passes its own Preact `createElement` as `h`, so no UI library is bundled here.
const sdkSource = fileURLToPath(new URL('../../../addon-sdk/js/src/index.ts', import.meta.url));

export default defineConfig({
  resolve: {
    // The SDK is built from the same checkout as the host and the widget.
    alias: { '@hearken/addon-sdk': sdkSource },
  },
  build: {
    outDir: '../widget',
    emptyOutDir: true,
    target: 'es2022',
    lib: {
      entry: 'src/index.ts',
      formats: ['es'],
      fileName: () => 'index.js',
    },
    // Library mode keeps whitespace in ES output; this file is loaded by visitors' browsers as is.
    rolldownOptions: { output: { minify: true } },
  },
});
