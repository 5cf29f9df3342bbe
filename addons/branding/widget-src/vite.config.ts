import { hearkenWidget } from '@hearken/addon-sdk/vite';

// The widget module of the Branding add-on, built to ../widget/index.js (addon.toml's [widget]
// module): one ES module with no imports, at most 1 KB gzipped (it loads with every survey that
// has its own theming).
export default hearkenWidget({ root: import.meta.dirname, budget: 1024 });
