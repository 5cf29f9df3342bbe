import { hearkenWidget } from '@hearken/addon-sdk/vite';

// The heatmap overlay, built to ../widget/overlay.js beside the capture module, which imports it
// only on a page opened from the admin area (`#hearken-heatmap=<token>`): visitors never load it, so
// its budget is looser. It runs after vite.config.ts and keeps that build's index.js.
export default hearkenWidget(
  { root: import.meta.dirname, budget: 8192 },
  {
    build: {
      emptyOutDir: false,
      lib: { entry: 'src/overlay.ts', fileName: () => 'overlay.js' },
    },
  },
);
