import { hearkenWidget } from '@hearken/addon-sdk/vite';

// The widget module of the Behavior add-on, built to ../widget/index.js (addon.toml's [widget]
// module): one ES module with no imports, at most 2 KB gzipped (it loads with every survey the
// add-on's settings shape).
export default hearkenWidget({ root: import.meta.dirname, budget: 2048 });
