import { hearkenRemote } from '@hearken/addon-sdk/vite';

// The admin remote of the Heatmaps add-on, configured from ../addon.toml: one exposed module per
// [ui] extension point (the `route` module ./Heatmaps, which routes the area's own pages), container
// `heatmaps`, built into ../ui/. React, React Router and React Query come from the shell; recharts is
// bundled into the remote (the shell does not share it). Tests run the pages as plain React in
// jsdom, after vitest.setup.ts.
export default hearkenRemote({ root: import.meta.dirname });
