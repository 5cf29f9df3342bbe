import { hearkenWidget } from '@hearken/addon-sdk/vite';

// The widget module, built to ../widget/index.js (addon.toml's [widget] module): one ES module with
// no imports, loaded on every page view while the add-on is active.
export default hearkenWidget({ root: import.meta.dirname });
