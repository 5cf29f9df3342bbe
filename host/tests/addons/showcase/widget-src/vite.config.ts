import { hearkenWidget } from '@hearken/addon-sdk/vite';

// The widget module of the Showcase test add-on, built to ../widget/index.js (addon.toml's
// [widget] module): one ES module with no imports.
export default hearkenWidget({ root: import.meta.dirname });
