import { hearkenRemote } from '@hearken/addon-sdk/vite';

// The admin remote of the Geo Restrictions add-on, configured from ../addon.toml: one exposed module
// per [ui] extension point (the settings step's Geo targeting card), container `geo_restrictions`,
// built into ../ui/. React and React Query come from the shell. Tests run the card as plain React
// in jsdom, after vitest.setup.ts.
export default hearkenRemote({ root: import.meta.dirname });
