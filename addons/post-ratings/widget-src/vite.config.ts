import { hearkenWidget } from '@hearken/addon-sdk/vite';

// The widget module of the Post Ratings add-on, built to ../widget/index.js (addon.toml's [widget]
// module): one ES module with no imports, at most 4 KB gzipped (every page view of a site with the
// add-on active loads it, post or not).
export default hearkenWidget({ root: import.meta.dirname, budget: 4096 });
