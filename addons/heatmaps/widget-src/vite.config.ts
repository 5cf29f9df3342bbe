import { hearkenWidget } from '@hearken/addon-sdk/vite';

// The capture module of the Heatmaps add-on, built to ../widget/index.js (addon.toml's [widget]
// module): one ES module with no imports, at most 3 KB gzipped (every page view of a site with the
// add-on active loads it). The overlay is a second build (vite.overlay.config.ts), run after this
// one, which empties ../widget/ first.
export default hearkenWidget({ root: import.meta.dirname, budget: 3072 });
