import { hearkenWidget } from '@hearken/addon-sdk/vite';

// The widget module of the Question Types add-on, built to ../widget/index.js (addon.toml's
// [widget] module): one ES module with no imports. The visitor widget imports it only when a survey
// needs one of these question types and passes its own Preact `createElement` as `h`, so no UI
// library is bundled here. Tests render the renderers with real Preact.
export default hearkenWidget({ root: import.meta.dirname });
